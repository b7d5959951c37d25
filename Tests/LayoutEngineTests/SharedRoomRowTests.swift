@_spi(Testing) import LayoutEngine
import Testing

/// A `fill` baseline row of two visible views whose width `W` nothing holds, with spacing or
/// insets to share (design note, section 5, *A baseline row with room to share*): each view is
/// held at `W/2` at 760 (`UISV-text-width-disambiguation`), and with `x_a + x_b = W − S` the two
/// errors sum to `−S` and differ by `x_a − x_b`, so their total is `max(|x_a − x_b|, |S|)`. Taken
/// where one view is free along x (no cost at all: the views stay within `|S|` of each other) or
/// held by required constraints (the terms a dead zone on the other's length). Each row is
/// compared with the whole-document simplex (`_directPath = false`): the direct path taken, the
/// same diagnostics, frames optimal (``directTieLayout(_:expected:)``); the frames are derived
/// below. Across y every row is the same: a (baseline 15 below its top, 20 high) and b (12, 30
/// high), `b* = 15`: a at y 0, b at y 3, the row 33 high (``BaselineRowTests``' first row).
@Suite struct SharedRoomRowTests {
    /// a (intrinsic 40 wide: resisting at 750, hugging at 250) and b (no intrinsic width: free
    /// along x), `spacing` apart, the root's width fitted (pulled to 0 at 50). At 760 the views
    /// stay within `|S| = 10` of each other; at 750 and 250 a keeps 40; at 50 `W = 40 + x_b + S`
    /// is least with b as narrow as the 760 level allows, 30. Spacing 10: `W = 80`, a at x 0, b at
    /// x 50, 30 wide (errors 0 and −10); spacing −10: `W = 60`, b at x 30, 30 wide (errors 10 and
    /// 0). Unique: no diagnostics.
    @Test(arguments: [10.0, -10.0])
    func aFreeViewStaysWithinTheSpacingOfTheOther(spacing: Double) throws {
        let response = try directTieLayout(Self.row(spacing: spacing, a: "\"intrinsicContentSize\": {\"width\": 40, \"height\": 20}",
            b: "\"intrinsicContentSize\": {\"height\": 30}"), expected: [])
        #expect(close(response.frame("row"), [0, 0, spacing > 0 ? 80 : 60, 33]))
        #expect(close(response.frame("a"), [0, 0, 40, 20]))
        #expect(close(response.frame("b"), [40 + spacing, 3, 30, 30]))
    }

    /// a held 40 wide by its `width` (required), or intrinsic 40 wide hugging and resisting at
    /// 900 (above 760, its only least-cost width there, and b's cost has nothing at 760 or above:
    /// a anywhere else is bettered at 900 by moving it to 40 and b by the difference), and b
    /// intrinsic 60 wide (resisting at 750), 10 apart, the root's width fitted. Every optimum has
    /// `x_a = 40`, so the terms cost b `max(|x_b − 40|, 10)` at 760: b within [30, 50] costs
    /// nothing more there, and 760 outranks its resistance at 750, which takes it to 50 (10 short
    /// of 60). `W = 40 + 50 + 10 = 100`: a at x 0, b at x 50, 50 wide. Unique: no diagnostics.
    @Test(arguments: ["width", "hugging"])
    func aHeldViewHoldsTheOtherWithinTheSpacing(holding: String) throws {
        let a = holding == "width" ? "\"width\": 40, \"intrinsicContentSize\": {\"height\": 20}"
            : "\"intrinsicContentSize\": {\"width\": 40, \"height\": 20}, \"contentHugging\": {\"horizontal\": 900}, "
                + "\"compressionResistance\": {\"horizontal\": 900}"
        let response = try directTieLayout(Self.row(spacing: 10, a: a,
            b: "\"intrinsicContentSize\": {\"width\": 60, \"height\": 30}"), expected: [])
        #expect(close(response.frame("row"), [0, 0, 100, 33]))
        #expect(close(response.frame("a"), [0, 0, 40, 20]))
        #expect(close(response.frame("b"), [50, 3, 50, 30]))
    }

    /// Declined, the simplex laying the document out: a free view beside one resisting at 800 (a
    /// weight above the terms, which might trade against them), a free view in a row of three (the
    /// terms then couple the other two through `W`), two views with costs, neither free nor held
    /// (their difference is bounded, not a series of their lengths), and a view settled at 900
    /// beside one resisting at 800 (the other might not take up the difference at no cost above
    /// 760).
    @Test(arguments: ["resisting", "three", "costed", "settledBesideResisting"])
    func rowsOutsideTheRuleAreDeclined(shape: String) throws {
        let a = "\"intrinsicContentSize\": {\"width\": 40, \"height\": 20}"
            + (shape == "resisting" ? ", \"compressionResistance\": {\"horizontal\": 800}" : "")
            + (shape == "settledBesideResisting"
                ? ", \"contentHugging\": {\"horizontal\": 900}, \"compressionResistance\": {\"horizontal\": 900}" : "")
        let b = shape == "costed" ? "\"intrinsicContentSize\": {\"width\": 60, \"height\": 30}"
            : shape == "settledBesideResisting"
                ? "\"intrinsicContentSize\": {\"width\": 60, \"height\": 30}, \"compressionResistance\": {\"horizontal\": 800}"
                : "\"intrinsicContentSize\": {\"height\": 30}"
        let c = shape == "three" ? ", {\"id\": \"c\", \"intrinsicContentSize\": {\"width\": 20, \"height\": 10}, \"baselines\": {\"firstFromTop\": 5}}" : ""
        let json = Self.row(spacing: 10, a: a, b: b, more: c)
        #expect(shape != "resisting" || json.contains("800"))
        #expect(shape != "three" || json.contains("\"c\""))
        #expect(shape != "costed" || json.contains("60"))
        #expect(shape != "settledBesideResisting" || (json.contains("900") && json.contains("800")))
        let pair = try StrategyPair(json)
        #expect(pair.timings.solverLayouts == 1 && pair.timings.directLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// A root `fill` row, `firstBaseline`, its size fitted, of a (baseline 15) and b (baseline 12)
    /// with the given fields, `spacing` apart, and `more` arranged views after them.
    static func row(spacing: Double, a: String, b: String, more: String = "") -> String {
        """
        {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fill",
                  "alignment": "firstBaseline", "spacing": \(spacing), "arrangedSubviews": [
          {"id": "a", \(a), "baselines": {"firstFromTop": 15}},
          {"id": "b", \(b), "baselines": {"firstFromTop": 12}}\(more)]},
         "options": {"frames": "superview"}}
        """
    }
}
