@_spi(Testing) import LayoutEngine
import Testing

/// A `firstBaseline` row reading a vertical stack v from its top at its first view's natural
/// height (design note, section 5, *A baseline view at its natural height*): v's first view f is
/// a leaf measured at its bottom, 10 high by its content, so v's baseline lies `h_f` below its
/// top and moves with f's height; where every optimum has f at 10, v counts as a view measured
/// from its top with `b_v = 10` and f held there. Beside it the leaf l, 20 high by its content
/// (hugging 250, resistance 750), measured at its bottom: a mixed row. In v (`fill`, alignment
/// `fill`) after f the view g, free along y. Compared with the whole-document simplex
/// (`_directPath = false`) through ``directTieLayout(_:expected:)``: the direct path taken, the
/// same diagnostics, frames optimal; sizes and the positions that do not float derived below.
/// Along x the root is 200 wide, `fillEqually`: l and v 100 each, f and g filling v.
@Suite struct NaturalHeightBaselineTests {
    /// The root fitted (no `height`): f's resistance (750) is above the fits (51, 50, 49), its
    /// hugging (250) above v's suppression (25). The baseline `B` is at least l's height (l's top
    /// `B − h_l ≥ 0`) and at most the canvas `C` (l's bottom): l at 20 by its resistance, the
    /// spanning fit at 51 then pulls `C` down to `B = 20`. v's top at `B − 10 = 10`; g's height,
    /// read only by v's suppression at 25 (`|h_v| = |10 + h_g|`), is −10: v 0 high (its bottom at
    /// 10, within the canvas). Nothing floats: l fills its room.
    @Test func aFittedRootReadsTheStackAtItsFirstViewsHeight() throws {
        let response = try directTieLayout(Self.row(height: nil), expected: [])
        #expect(close(response.frame("root"), [0, 0, 200, 20]))
        #expect(close(response.frame("l"), [0, 0, 100, 20]))
        #expect(close(response.frame("v"), [100, 10, 100, 0]))
        #expect(close(response.frame("f"), [0, 0, 100, 10]))
        #expect(close(response.frame("g"), [0, 10, 100, -10]))
    }

    /// The root held 100 high: `C = 100 ≥ b_v + e_l = 10 + 0`, and g free, so no view can hold the
    /// baseline with f short. Heights as above (l 20, v 0, f 10, g −10); the baseline anywhere in
    /// `[20, 100]` (l's top at `B − 20 ≥ 0`, its bottom at `B ≤ 100`; v's top at `B − 10`, its bottom
    /// there too): the row floats, l's and v's y not unique (the simplex's pick among them compared
    /// for optimality only), their baselines meeting.
    @Test func aHeldCanvasWithAFreeViewFloats() throws {
        let response = try directTieLayout(Self.row(height: 100), expected: ["l: y", "v: y"])
        #expect(close(response.frame("root"), [0, 0, 200, 100]))
        let (l, v) = (try #require(response.frame("l")), try #require(response.frame("v")))
        #expect(close([l[0], l[2], l[3]], [0, 100, 20]))
        #expect(close([v[0], v[2], v[3]], [100, 100, 0]))
        #expect(abs((l[1] + 20) - (v[1] + 10)) < 1e-9)
        #expect(close(response.frame("f"), [0, 0, 100, 10]))
        #expect(close(response.frame("g"), [0, 10, 100, -10]))
    }

    /// ``MarginBaselineRowTests/bottomRow(height:)`` (the fitted `fillEqually` row 180 wide: a,
    /// 40 × 20, measured at its bottom; b vertical within its margins, 5 above and 10 below, of d,
    /// 40 × 30) with a second view f (40 × 10) after d: b read from its top at `5 + 30 = 35`, d
    /// held at 30 (its resistance at 750 above the fits, its hugging at 250 above 49). f keeps 10,
    /// so b is `5 + 30 + 10 + 10 = 55` high; b's top `B − 35 ≥ 0`, its bottom `B + 20 ≤ C`, a's
    /// `B ≤ C` with a at 20 (`B ≥ 20`): the fits pull `C` to its least, 55 at `B = 35`, unique (b
    /// fills its room). a's top `35 − 20 = 15`, b's 0; d at (0, 5) in b, f at (0, 35), 90 wide.
    @Test func aStackWithinItsMarginsReadsItsFirstViewsHeight() throws {
        let json = MarginBaselineRowTests.bottomRow(height: nil).replacingOccurrences(of: BaselineRowTests.bottomD,
            with: BaselineRowTests.bottomD + #", {"id": "f", "intrinsicContentSize": {"width": 40, "height": 10}}"#)
        #expect(json.contains("\"f\""))
        let response = try directTieLayout(json, expected: [])
        let expected: [(String, [Double])] = [
            ("row", [0, 0, 180, 55]), ("a", [0, 15, 90, 20]), ("b", [90, 0, 90, 55]), ("d", [0, 5, 90, 30]), ("f", [0, 35, 90, 10]),
        ]
        for (id, frame) in expected { #expect(close(response.frame(id), frame), "\(id)") }
    }

    /// Declined, the simplex laying the document out: f hugging at 20, below v's suppression (25),
    /// so shrinking v from its top need not better a solution with f stretched.
    @Test func aFirstViewHuggingBelowTheSuppressionIsDeclined() throws {
        let pair = try StrategyPair(Self.row(height: nil, hugging: 20))
        #expect(pair.timings.solverLayouts == 1 && pair.timings.directLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// The root row, 200 wide (and `height` high), `fillEqually`, `firstBaseline`: the leaf l and
    /// the vertical `fill` stack v of f (10 high by its content, hugging `hugging`) and g.
    static func row(height: Double?, hugging: Double = 250) -> String {
        """
        {"root": {"id": "root", "width": 200, \(height.map { "\"height\": \($0)," } ?? "") "type": "stack",
                  "axis": "horizontal", "distribution": "fillEqually", "alignment": "firstBaseline", "arrangedSubviews": [
          {"id": "l", "intrinsicContentSize": {"height": 20}},
          {"id": "v", "type": "stack", "axis": "vertical", "distribution": "fill", "alignment": "fill",
           "arrangedSubviews": [
            {"id": "f", "intrinsicContentSize": {"height": 10}, "contentHugging": {"vertical": \(hugging)}},
            {"id": "g"}]}]},
         "options": {"frames": "superview"}}
        """
    }
}
