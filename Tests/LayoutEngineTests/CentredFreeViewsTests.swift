@_spi(Testing) import LayoutEngine
import Testing

/// An `equalCentering` stack of three views two or more of which are free (no intrinsic width, so
/// no length cost at any level, nothing holding the length from below): they tie with the room at every level,
/// and with the centres evenly spread every position is affine in their lengths, which range over
/// a set open in each of their directions (design note, section 2, "Several views free"). The
/// direct path places the free views at one length, the greatest at most 0 at which every guide
/// holds its least (``aNarrowRowShortensTheFreeEnds()``); a value varies where one of its
/// coefficients on the free lengths is not 0. Each case is compared with the whole-document
/// simplex (``directTieLayout(_:expected:)``: the same diagnostics word for word, optimal frames,
/// the direct path taken). The row is ``CentredFreeViewTests/row(free:direction:nested:pair:width:)``:
/// `a` (40), `b` (30), `c` (60), spacing 10, 300 wide.
@Suite struct CentredFreeViewsTests {
    /// Both ends free, `A` and `C` long: the centres are `A/2` and `300 − C/2`, b's halfway,
    /// `w = (300 − A/2 − C/2)/2` apart; each guide `w ≥ 10 + (A + 30)/2` (and `(30 + C)/2`) holds
    /// with 125 to spare at `A = C = 0`, and more as they shorten, so the optimal set is open in
    /// both directions. b's x is
    /// `A/4 − C/4 + 135` (varies), c's `300 − C` (varies), a's 0 (unique); right to left a's x is
    /// `300 − A` and c's 0. Placed at `A = C = 0`: b at 135 (right to left, `300 − 135 − 30`).
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func bothEndsVary(direction: String) throws {
        let leftToRight = direction == "leftToRight"
        let response = try directTieLayout(
            CentredFreeViewTests.row(free: ["a", "c"], direction: direction),
            expected: [leftToRight ? "a: width" : "a: x, width", "b: x", leftToRight ? "c: x, width" : "c: width"])
        #expect(close(response.frame("a"), [leftToRight ? 0 : 300, 0, 0, 30]))
        #expect(close(response.frame("b"), [135, 0, 30, 30]))
        #expect(close(response.frame("c"), [leftToRight ? 300 : 0, 0, 0, 30]))
    }

    /// The inner and last views free, `B` and `C` long: a's centre 20, c's `300 − C/2`, so
    /// `w = (280 − C/2)/2` and b's x `20 + w − B/2` (both vary), c's `300 − C`. At `B = C = 0`
    /// the guides hold with 110 and 130 to spare: b at 160, c at 300, both 0 wide; a unique.
    @Test func theInnerAndLastViewsVary() throws {
        let response = try directTieLayout(
            CentredFreeViewTests.row(free: ["b", "c"], direction: "leftToRight"), expected: ["b: x, width", "c: x, width"])
        #expect(close(response.frame("a"), [0, 0, 40, 30]))
        #expect(close(response.frame("b"), [160, 0, 0, 30]))
        #expect(close(response.frame("c"), [300, 0, 0, 30]))
    }

    /// All three free: b's x is `A/4 − C/4 + 150 − B/2`; placed at 0, 150 and 300, each 0 wide.
    @Test func everyViewVaries() throws {
        let response = try directTieLayout(
            CentredFreeViewTests.row(free: ["a", "b", "c"], direction: "leftToRight"),
            expected: ["a: width", "b: x, width", "c: x, width"])
        #expect(close(response.frame("a"), [0, 0, 0, 30]))
        #expect(close(response.frame("b"), [150, 0, 0, 30]))
        #expect(close(response.frame("c"), [300, 0, 0, 30]))
    }

    /// A free end that is a stack (`a`, vertical, holding `a1`), and `c`: `a1` fills `a` across at
    /// every length, so its width follows `A` (varies), its x in `a` 0; the rest as in
    /// ``bothEndsVary(direction:)``.
    @Test func aFreeStackCarriesItsSubview() throws {
        let response = try directTieLayout(
            CentredFreeViewTests.row(free: ["a", "c"], direction: "leftToRight", nested: ["a"]),
            expected: ["a: width", "a1: width", "b: x", "c: x, width"])
        #expect(close(response.frame("a1"), [0, 0, 0, 30]))
        #expect(close(response.frame("b"), [135, 0, 30, 30]))
    }

    /// Both ends free in a row 40 wide: nothing holds a free length from below (a width may be
    /// negative), so the guides open as the ends shorten. The direct path places the free views
    /// at one length `m`, the greatest at most 0 at which every guide holds its least: b's guide
    /// `(40 − m)/2 ≥ 10 + (m + 30)/2` gives `m ≤ −5` (c's alike), so `A = C = −5`, `w = 22.5`,
    /// a at 0, b's centre at `−2.5 + 22.5 = 20` (x 5), c at `40 + 5 = 45`, each end −5 wide.
    @Test func aNarrowRowShortensTheFreeEnds() throws {
        let response = try directTieLayout(
            CentredFreeViewTests.row(free: ["a", "c"], direction: "leftToRight", width: 40),
            expected: ["a: width", "b: x", "c: x, width"])
        #expect(close(response.frame("a"), [0, 0, -5, 30]))
        #expect(close(response.frame("b"), [5, 0, 30, 30]))
        #expect(close(response.frame("c"), [45, 0, -5, 30]))
    }

    /// `a` and `b` free, `b` a horizontal `fill` stack of two views without an intrinsic width:
    /// inside b's length its own two views tie again, which the walk does not follow (a tie inside
    /// a tie's length): declined, the simplex lays it out.
    @Test func aTieInsideAFreeViewIsTheSimplexs() throws {
        let pair = try StrategyPair(CentredFreeViewTests.row(free: ["a", "b"], direction: "leftToRight", nested: ["b"], pair: true))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(!pair.solver.diagnostics.isEmpty && pair.response.diagnostics == pair.solver.diagnostics)
    }
}
