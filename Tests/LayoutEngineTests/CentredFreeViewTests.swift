@_spi(Testing) import LayoutEngine
import Testing

/// An `equalCentering` stack of three or more views whose one free view has no length cost (no
/// intrinsic length along the axis; a leaf, or a stack whose subviews have none): it ties with the room at every level; the guides at 149
/// settle an inner one's centre but not its length, and an end one's length moves every inner
/// centre (design note, section 2, "One view free about its centre" and "At an end"). Each case is compared with the whole-document simplex (``directTieLayout(_:expected:)``:
/// the same diagnostics word for word, optimal frames, the direct path taken).
@Suite struct CentredFreeViewTests {
    /// `a` (40), the free `b` and `c` (60) in a 300-wide row, spacing 10. The ends are at the
    /// canvas's edges: centres 20 and 270 (left to right), so b's centre is 145 in every optimum
    /// (the guides equal, P = 0) and its length `L` is free up to the spacings beside it:
    /// `145 − L/2 − 40 ≥ 10` and `240 − (145 + L/2) ≥ 10`, `L ≤ 170`. Its x (`145 − L/2`) and width
    /// vary; a and c are unique. Right to left the row is mirrored (b's centre at 155).
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func theInnerViewVariesAboutItsCentre(direction: String) throws {
        let response = try directTieLayout(Self.row(free: ["b"], direction: direction), expected: ["b: x, width"])
        let leftToRight = direction == "leftToRight"
        #expect(close(response.frame("a"), [leftToRight ? 0 : 260, 0, 40, 30]))
        #expect(close(response.frame("c"), [leftToRight ? 240 : 0, 0, 60, 30]))
        let b = try #require(response.frame("b"))
        #expect(abs(b[0] + b[2] / 2 - (leftToRight ? 145 : 155)) <= 1e-9 && b[2] <= 170 + 1e-9)
    }

    /// The free view first: `a`'s length `L` moves its centre `L/2`, and with it b's, halfway to
    /// c's fixed 270 (design note, section 2, "At an end"). b's guide `(270 − L/2)/2` holds its
    /// least `10 + (L + 30)/2` for `L ≤ 2(270 − 2·25)/3 = 440/3`, c's `10 + 45` for `L ≤ 320`: any
    /// `L` in `[0, 440/3]`, a's width varying (and right to left its x, `300 − L`), b's x, not c.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func theFirstViewVariesAndMovesTheCentres(direction: String) throws {
        let leftToRight = direction == "leftToRight"
        let response = try directTieLayout(
            Self.row(free: ["a"], direction: direction), expected: [leftToRight ? "a: width" : "a: x, width", "b: x"])
        #expect(close(response.frame("c"), [leftToRight ? 240 : 0, 0, 60, 30]))
        let a = try #require(response.frame("a"))
        let b = try #require(response.frame("b"))
        let length = a[2]
        #expect(length <= 440.0 / 3 + 1e-9 && abs(a[0] - (leftToRight ? 0 : 300 - length)) <= 1e-9)
        // b's centre from the leading edge (the right one right to left) halfway between a's and c's.
        let centre = leftToRight ? b[0] + 15 : 300 - b[0] - 15
        #expect(abs(centre - (length / 2 + 270) / 2) <= 1e-9)
    }

    /// The free view last: c's centre is `300 − L/2`, b's halfway from a's 20 to it. b's guide
    /// `(280 − L/2)/2` holds `10 + 35` for `L ≤ 380`, c's `10 + (30 + L)/2` for
    /// `L ≤ 2(280 − 2·25)/3 = 460/3`: c's width varies, its x left to right (`300 − L`, at the
    /// leading edge right to left), and b's x.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func theLastViewVariesAndMovesTheCentres(direction: String) throws {
        let leftToRight = direction == "leftToRight"
        let response = try directTieLayout(
            Self.row(free: ["c"], direction: direction), expected: ["b: x", leftToRight ? "c: x, width" : "c: width"])
        #expect(close(response.frame("a"), [leftToRight ? 0 : 260, 0, 40, 30]))
        let b = try #require(response.frame("b"))
        let c = try #require(response.frame("c"))
        let length = c[2]
        #expect(length <= 460.0 / 3 + 1e-9 && abs(c[0] - (leftToRight ? 300 - length : 0)) <= 1e-9)
        let centre = leftToRight ? b[0] + 15 : 300 - b[0] - 15
        #expect(abs(centre - (20 + 300 - length / 2) / 2) <= 1e-9)
    }

    /// The free first view a stack with subviews: `a` a vertical stack (aligned `fill`) of `a1`,
    /// without an intrinsic width, so `a`'s length costs nothing at any level, as the leaf's did.
    /// Its length `L` is the tie's member exactly as above (`L` in `[0, 440/3]`, b's x moving), and
    /// `a1` fills `a` across at every `L`: its width is `L`, its x in `a` 0 in both directions.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aFreeViewWithSubviewsCarriesThem(direction: String) throws {
        let leftToRight = direction == "leftToRight"
        let response = try directTieLayout(
            Self.row(free: ["a"], direction: direction, nested: ["a"]),
            expected: [leftToRight ? "a: width" : "a: x, width", "a1: width", "b: x"])
        #expect(close(response.frame("c"), [leftToRight ? 240 : 0, 0, 60, 30]))
        let a = try #require(response.frame("a"))
        let length = a[2]
        #expect(length <= 440.0 / 3 + 1e-9 && abs(a[0] - (leftToRight ? 0 : 300 - length)) <= 1e-9)
        #expect(close(response.frame("a1"), [0, 0, length, 30]))
    }

    /// The free inner view a `fill` stack of two views without an intrinsic width: inside the
    /// tie's length its own two views tie again, which the walk does not follow: declined, the
    /// simplex lays it out.
    @Test func aTieInsideTheFreeViewIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.row(free: ["b"], direction: "leftToRight", nested: ["b"], pair: true))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(!pair.solver.diagnostics.isEmpty && pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// An `equalCentering` row, spacing 10, `width` (300) × 30, of `a` (40 wide), `b` (30) and `c`
    /// (60), the views `free` without an intrinsic width; those `nested` are stacks holding such a
    /// view (`a1`, ...): vertical, or, with `pair`, horizontal with a second one (`b2`).
    static func row(free: [String], direction: String, nested: [String] = [], pair: Bool = false, width: Int = 300) -> String {
        let views = [("a", 40), ("b", 30), ("c", 60)].map { id, width in
            let size = free.contains(id) ? "" : "\"width\": \(width), "
            guard nested.contains(id) else { return #"{"id": "\#(id)", "intrinsicContentSize": {\#(size)"height": 10}}"# }
            let inner = (pair ? ["1", "2"] : ["1"]).map { #"{"id": "\#(id)\#($0)", "intrinsicContentSize": {"height": 10}}"# }
            let axis = pair ? "horizontal" : "vertical"
            return #"{"id": "\#(id)", "type": "stack", "axis": "\#(axis)", "arrangedSubviews": [\#(inner.joined(separator: ", "))]}"#
        }
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalCentering", "spacing": 10,
                      "width": \(width), "height": 30, "arrangedSubviews": [\(views.joined(separator: ", "))]},
             "options": {"layoutDirection": "\(direction)", "frames": "superview"}}
            """
    }
}
