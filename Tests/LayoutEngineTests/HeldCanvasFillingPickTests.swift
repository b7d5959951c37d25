@_spi(Testing) import LayoutEngine
import Testing

/// A `firstBaseline` row whose nested `leading` stack n has its pick measured at its bottom below
/// the row's reach (design note, section 5, *A baseline view below the row's reach*): another view
/// l reaches further below the baseline (`e_l = 8 > e_n = 0`), so a squeezed canvas could hold the
/// baseline up with the pick short of n; where required constraints hold the row's canvas at `C_R`
/// with `C_R ≥ m + m_t + m_b − e_n + e*` (`m` the pick's clip minimum, `m_t`, `m_b` n's insets), no
/// optimum leaves it short, and n counts as measured at its bottom. Compared with the
/// whole-document simplex (`_directPath = false`) through ``directTieLayout(_:expected:)``: the
/// direct path taken, the same diagnostics, frames optimal; sizes and the positions that do not
/// float derived below. Along x the root is 200 wide, `fillEqually`: l and n 100 each; in l
/// (vertical, within its margins 8) m is 84 wide at x 8; in n (`fill`) p is 40 wide by its
/// `width` and k, free along x, the other 60 at x 40.
@Suite struct HeldCanvasFillingPickTests {
    /// The root held 100 high (without margins: `C_R = 100`), or 116 within its margins 8 (the
    /// same canvas, 8 below the root's top). l (m, 30 high, in margins 8) is 46 high, its baseline
    /// m's bottom, 8 above its own: `e* = 8`; n's pick p (20 high, k 10) gives `m = 20`, n without
    /// insets, `e_n = 0`: `100 ≥ 20 − 0 + 8 = 28`, taken. Heights: each view at its clip in its
    /// room (l 46: m 30; n 20 by its spanner's fit, p filling it, 20; k 10), the rooms `B + 8` and
    /// `B` large enough wherever the baseline `B` lies in `[38, 92]` (l's top at `B − 38 ≥ 0`, its
    /// bottom at `B + 8 ≤ 100`): the row floats, l's and n's y not unique (the simplex's pick among
    /// them is compared for optimality only); p, k and m at their places in their stacks.
    @Test(arguments: [false, true])
    func aHeldCanvasLetsAPickBelowTheReachFillItsStack(rootMargins: Bool) throws {
        let response = try directTieLayout(Self.row(root: rootMargins ? 116 : 100, rootMargins: rootMargins),
            expected: ["l: y", "n: y"])
        #expect(close(response.frame("root"), [0, 0, 200, rootMargins ? 116 : 100]))
        let (l, n) = (try #require(response.frame("l")), try #require(response.frame("n")))
        #expect(close([l[0], l[2], l[3]], [rootMargins ? 8 : 0, rootMargins ? 92 : 100, 46]))
        #expect(close([n[0], n[2], n[3]], [100, rootMargins ? 92 : 100, 20]))
        // Both baselines meet: l's at its top plus 38, n's at its bottom.
        #expect(abs((l[1] + 38) - (n[1] + 20)) < 1e-9)
        #expect(close(response.frame("m"), [8, 8, rootMargins ? 76 : 84, 30]))
        #expect(close(response.frame("p"), [0, 0, 40, 20]))
        #expect(close(response.frame("k"), [40, 0, rootMargins ? 52 : 60, 10]))
    }

    /// Declined, the simplex laying the document out: the root held 24 high, below `28`, where a
    /// canvas squeezed by l could hold the baseline with p short of n.
    @Test func aCanvasHeldBelowTheBoundIsDeclined() throws {
        let pair = try StrategyPair(Self.row(root: 24, rootMargins: false))
        #expect(pair.timings.solverLayouts == 1 && pair.timings.directLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// The root row, 200 wide and `root` high (within its margins where `rootMargins`),
    /// `fillEqually`, `firstBaseline`: the vertical stack l (within its margins) of m, and the
    /// `leading` stack n of p and k.
    static func row(root: Double, rootMargins: Bool) -> String {
        """
        {"root": {"id": "root", "width": 200, "height": \(root), "type": "stack", "axis": "horizontal",
                  "distribution": "fillEqually", "alignment": "firstBaseline",
                  "layoutMarginsRelativeArrangement": \(rootMargins), "arrangedSubviews": [
          {"id": "l", "type": "stack", "axis": "vertical", "layoutMarginsRelativeArrangement": true,
           "arrangedSubviews": [{"id": "m", "intrinsicContentSize": {"height": 30}}]},
          {"id": "n", "type": "stack", "axis": "horizontal", "distribution": "fill", "alignment": "leading",
           "arrangedSubviews": [
            {"id": "p", "width": 40, "intrinsicContentSize": {"height": 20}},
            {"id": "k", "intrinsicContentSize": {"height": 10}}]}]},
         "options": {"frames": "superview"}}
        """
    }
}
