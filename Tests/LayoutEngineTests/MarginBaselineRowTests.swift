import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// Baseline rows holding a nested stack arranged within its margins (design note, section 2,
/// "Baselines"): every `UISV-canvas-connection` of such a stack names its margins guide, so its
/// baseline view's held edge lies a margin inside the stack's, and the stack's baseline is that
/// view's, the top margin further below its top or the bottom margin further above its bottom.
/// A row view whose baseline lies `e` above its bottom (`t = B + e − h`) has room `B + e` and
/// holds `B ≤ C − e`: a bottom-measured row sits at `B = C − e*` (`e*` the greatest `e`), each
/// view with `C − (e* − e)` of room; a mixed row's room below the baseline starts at `e*`.
/// Each layout is compared with the whole-document simplex (``directTieLayout(_:expected:)``).
@Suite struct MarginBaselineRowTests {
    /// b: a vertical stack within its margins (top 5, bottom 10, sides 0) arranging d (40 × 30,
    /// no baselines), in b's place in ``BaselineRowTests/row(_:baselines:height:)`` beside a
    /// (40 × 20, no baselines: at its bottom).
    static func bottomRow(height: Double?) -> String {
        BaselineRowTests.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [nil, 12], height: height)
            .replacingOccurrences(of: BaselineRowTests.b, with: BaselineRowTests.nested("vertical", BaselineRowTests.bottomD)
                .replacingOccurrences(of: "\"axis\": \"vertical\"", with: Self.margins(top: 5, bottom: 10)))
    }

    /// A vertical stack's fields arranged within the given top and bottom margins (sides 0).
    static func margins(top: Double, bottom: Double, axis: String = "vertical") -> String {
        "\"axis\": \"\(axis)\", \"layoutMarginsRelativeArrangement\": true, "
            + "\"layoutMargins\": {\"top\": \(top), \"leading\": 0, \"bottom\": \(bottom), \"trailing\": 0}"
    }

    /// ``bottomRow(height:)`` fitted: d, b's only visible view, has its bottom held at b's bottom
    /// margin, so b's baseline is 10 above its bottom (e = 10), a's at its bottom (e = 0): B = C −
    /// 10, a's room C − 10, b's C. a keeps 20 (its resistance at 750 and hugging at 250 outrank the
    /// suppression at 25), b 5 + 30 + 10 = 45 (d's, with the margins): C ≥ 30 and C ≥ 45, and the
    /// fits at 51, 50, 49 pull it to 45, where b fills its room (B unique). B = 35: a's top
    /// 35 − 20 = 15, b's 35 + 10 − 45 = 0. Widths 90 each; d at (0, 5) in b, 90 × 30.
    /// In a row 100 high: B = 100 − 10 = 90 at its greatest, a's room 90 (slack 70), b's 100
    /// (slack 55): B may fall by 55 (the row floats, a's and b's y ambiguous); the direct path keeps
    /// 90: a at y 70, b at 100 − 45 = 55.
    @Test(arguments: [nil, 100.0])
    func aStackWithinItsMarginsHasItsBaselineAboveItsBottom(height: Double?) throws {
        let json = Self.bottomRow(height: height)
        #expect(json.contains("\"bottom\": 10.0") && json.contains("\"d\""))
        let response = try directTieLayout(json, expected: height == nil ? [] : ["a: y", "b: y"])
        try BaselineRowTests.expectSolverCounts(json)
        let expected: [(String, [Double])] = height == nil
            ? [("row", [0, 0, 180, 45]), ("a", [0, 15, 90, 20]), ("b", [90, 0, 90, 45]), ("d", [0, 5, 90, 30])]
            : [("row", [0, 0, 180, 100]), ("a", [0, 70, 90, 20]), ("b", [90, 55, 90, 45]), ("d", [0, 5, 90, 30])]
        for (id, frame) in expected { #expect(close(response.frame(id), frame), "\(id)") }
    }

    /// A mixed row: a (40 × 20, baseline 16 below its top) beside b, a vertical stack within
    /// margins 4 and 6 arranging c (40 × 10, no baselines): b's baseline is c's bottom, 6 above
    /// b's bottom, b 4 + 10 + 6 = 20 at its least cost. a's top B − 16 ≥ 0 gives B ≥ 16; b's bottom
    /// B + 6 ≤ C gives u = C − B ≥ 6. b costs nothing from B + 6 ≥ 20 (B ≥ 14), a from u + 16 ≥ 20
    /// (u ≥ 4): the fits pull C to 16 + 6 = 22, where B = 16 and u = 6 are forced (unique; with
    /// u ≥ 0 alone the row would be 20 high, b's bottom past the canvas). a at y 0, 20 high; b at
    /// 16 + 6 − 20 = 2, 20 high; c at y 4 in b. Widths 90 each.
    @Test func aMixedRowLeavesTheBottomMarginBelowItsBaseline() throws {
        let c = #"{"id": "c", "intrinsicContentSize": {"width": 40, "height": 10}}"#
        let json = BaselineRowTests.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [16, 12], height: nil)
            .replacingOccurrences(of: BaselineRowTests.b, with: BaselineRowTests.nested("vertical", c)
                .replacingOccurrences(of: "\"axis\": \"vertical\"", with: Self.margins(top: 4, bottom: 6)))
        #expect(json.contains("\"c\"") && json.contains("\"firstFromTop\": 16"))
        let response = try directTieLayout(json, expected: [])
        try BaselineRowTests.expectSolverCounts(json)
        let expected: [(String, [Double])] = [
            ("row", [0, 0, 180, 22]), ("a", [0, 0, 90, 20]), ("b", [90, 2, 90, 20]), ("c", [0, 4, 90, 10]),
        ]
        for (id, frame) in expected { #expect(close(response.frame(id), frame), "\(id)") }
    }

    /// Near misses: the same b horizontal within its margins aligned `center` (d's bottom moves
    /// with b's height), or vertical within its margins, `fillEqually`, with a second view after d
    /// (d's bottom moves with its height, which the stack ties to that view's: a `fill` b is taken
    /// at d's natural height, ``NaturalHeightBaselineTests``): declined, the simplex's answer.
    @Test(arguments: ["center", "second"])
    func aMovingViewWithinMarginsIsDeclined(shape: String) throws {
        var json = Self.bottomRow(height: nil)
        if shape == "center" {
            json = json.replacingOccurrences(of: "\"axis\": \"vertical\"", with: "\"axis\": \"horizontal\", \"alignment\": \"center\"")
        } else {
            json = json.replacingOccurrences(of: BaselineRowTests.bottomD,
                with: BaselineRowTests.bottomD + #", {"id": "f", "intrinsicContentSize": {"width": 40, "height": 10}}"#)
                .replacingOccurrences(of: "\"axis\": \"vertical\"", with: "\"axis\": \"vertical\", \"distribution\": \"fillEqually\"")
        }
        #expect(json.contains(shape == "center" ? "\"center\"" : "\"vertical\", \"distribution\": \"fillEqually\""))
        let pair = try StrategyPair(json)
        #expect(pair.timings.solverLayouts == 1 && pair.timings.directLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// The fixed point moving margins a row read: a fitted row pinned to the bottom of the portrait
    /// screen (``SafeAreaTests/portrait(_:_:root:)``, 34 safe at the bottom), a (40 × 20) beside b,
    /// a vertical stack within its margins (8 each) arranging d (40 × 30). First layout: e = 8, b
    /// 46 high, C = 46 (a needs C ≥ 28), the row at y 766; b's bottom (812) lies 34 under the safe
    /// bottom (778): its bottom margin becomes 8 + 34 = 42 (its top, 766, is below the top bar).
    /// The row read e = 8, so the engine lays the document out anew (a second direct layout, not
    /// an incremental pass): e = 42, b 8 + 30 + 42 = 80 high, a needs C ≥ 62, so C = 80, B = 38; the
    /// row at y 732, a at 732 + 18, b at 732, d at 732 + 8; b's bottom still 812: settled. Widths
    /// 187.5 each, d inside b's side margins (8): x 195.5, 171.5 wide.
    @Test func movedMarginsLayTheRowOutAnew() throws {
        let row = #"{"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillEqually", "alignment": "firstBaseline","#
            + #" "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}}, {"id": "b", "type": "stack","#
            + #" "axis": "vertical", "layoutMarginsRelativeArrangement": true, "arrangedSubviews": [\#(BaselineRowTests.bottomD)]}]}"#
        let json = SafeAreaTests.portrait(row, ["row.bottom == screen.bottom", "row.leading == screen.leading", "row.trailing == screen.trailing"])
        let response = try DirectFixedPointTests().incrementalLayout(json, incremental: false)
        let expected: [(String, [Double])] = [
            ("row", [0, 732, 375, 80]), ("a", [0, 750, 187.5, 20]), ("b", [187.5, 732, 187.5, 80]), ("d", [195.5, 740, 171.5, 30]),
        ]
        for (id, frame) in expected { #expect(close(response.frame(id), frame), "\(id)") }
        let both = try BothPathsLayout(json)
        #expect(both.has("d", [195.5, 740, 171.5, 30]))
    }
}
