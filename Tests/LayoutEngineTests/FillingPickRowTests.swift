@_spi(Testing) import LayoutEngine
import Testing

/// A `firstBaseline` row with a nested `leading` horizontal stack whose baseline view (its pick,
/// the tallest by natural height) is measured at its bottom (design note, section 5, *A baseline
/// view filling its stack*): the stack holds the pick's top only, so its baseline moves with the
/// pick's height; where every visible view of the row is measured from its bottom, the stack's
/// offset the row's greatest, and the stack's cost strictly rising past the pick's clip minimum,
/// every optimum has the pick fill the stack's canvas, and the stack counts as measured at its
/// bottom. Each row is compared with the whole-document simplex (`_directPath = false`): the
/// direct path taken, the same diagnostics, frames optimal (``directTieLayout(_:expected:)``);
/// the frames are derived below. Along x the root is 200 wide, `fillEqually`: l and the stack
/// 100 each; in the stack (`fill`) p is 40 wide by its `width` and k, free along x, the other 60.
@Suite struct FillingPickRowTests {
    /// l (a leaf, intrinsic height 30, at its bottom: `e = 0`) and the stack of p (20 high) and k
    /// (10 high), resisting at 750 and hugging at 250 across; the root's height fitted. Without
    /// margins the stack's offset is p's, 0; with them (8 each) 8, the row's greatest either way,
    /// and the row's baseline is `B = C − e*`. Without margins: l's room is `C`, its clip 30, so
    /// the canvas fit (51, 50, 49) stops at `C = 30 = B`; the stack's cost rises past 20 (its
    /// spanner's fit at 51 beyond both clips), so it is 20 high in its room of 30, its bottom at
    /// the baseline: y 10; p at y 0 in it, 20 high, filling it; k at y 0, 10 high. With margins:
    /// l's room `B = C − 8` takes `C = 38`, `B = 30`; the stack's clip is 20 + 16 = 36 in its room
    /// `B + 8 = 38`, its bottom 8 below the baseline: y 2; p at y 8 in it (its margin), 20 high,
    /// its bottom at 28, the baseline's 30 less the stack's top 2. Unique: no diagnostics.
    @Test(arguments: [false, true])
    func aPickFillingItsStackIsMeasuredAtTheStacksBottom(margins: Bool) throws {
        let response = try directTieLayout(Self.row(stack: margins ? ", \"layoutMarginsRelativeArrangement\": true" : ""),
            expected: [])
        #expect(close(response.frame("root"), [0, 0, 200, margins ? 38 : 30]))
        #expect(close(response.frame("l"), [0, 0, 100, 30]))
        #expect(close(response.frame("n"), [100, margins ? 2 : 10, 100, margins ? 36 : 20]))
        #expect(close(response.frame("p"), [margins ? 8 : 0, margins ? 8 : 0, 40, 20]))
        #expect(close(response.frame("k"), [margins ? 48 : 40, margins ? 8 : 0, margins ? 44 : 60, 10]))
    }

    /// Declined, the simplex laying the document out: l measured from its top (`firstFromTop` 5:
    /// the row's baseline then moves with the pick's room above it), l a stack within its margins
    /// whose baseline lies 8 above its bottom (more than the nested stack's 0: a squeezed canvas
    /// may leave the pick short of the stack, k holding it taller), and the stack held 50 high
    /// (its cost not rising past the pick's 20: the canvas may stand above the pick).
    @Test(arguments: ["fromTop", "deeperBaseline", "heldStack"])
    func rowsOutsideTheRuleAreDeclined(shape: String) throws {
        let l = switch shape {
        case "fromTop": "{\"id\": \"l\", \"intrinsicContentSize\": {\"height\": 30}, \"baselines\": {\"firstFromTop\": 5}}"
        case "deeperBaseline":
            "{\"id\": \"l\", \"type\": \"stack\", \"axis\": \"vertical\", \"layoutMarginsRelativeArrangement\": true, "
                + "\"arrangedSubviews\": [{\"id\": \"m\", \"intrinsicContentSize\": {\"height\": 30}}]}"
        default: "{\"id\": \"l\", \"intrinsicContentSize\": {\"height\": 30}}"
        }
        let json = Self.row(l: l, stack: shape == "heldStack" ? ", \"height\": 50" : "")
        #expect(shape != "fromTop" || json.contains("firstFromTop"))
        #expect(shape != "deeperBaseline" || json.contains("\"m\""))
        #expect(shape != "heldStack" || json.contains("50"))
        let pair = try StrategyPair(json)
        #expect(pair.timings.solverLayouts == 1 && pair.timings.directLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// The root row, 200 wide, `fillEqually`, `firstBaseline`, its height fitted: `l` and the
    /// `leading` stack n (with `stack`'s fields) of p and k.
    static func row(l: String = "{\"id\": \"l\", \"intrinsicContentSize\": {\"height\": 30}}", stack: String) -> String {
        """
        {"root": {"id": "root", "width": 200, "type": "stack", "axis": "horizontal", "distribution": "fillEqually",
                  "alignment": "firstBaseline", "arrangedSubviews": [\(l),
          {"id": "n", "type": "stack", "axis": "horizontal", "distribution": "fill", "alignment": "leading"\(stack),
           "arrangedSubviews": [
            {"id": "p", "width": 40, "intrinsicContentSize": {"height": 20}},
            {"id": "k", "intrinsicContentSize": {"height": 10}}]}]},
         "options": {"frames": "superview"}}
        """
    }
}
