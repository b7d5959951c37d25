@_spi(Testing) import LayoutEngine
import Testing

/// An `equalCentering` stack on a free canvas (the root without a height) whose last view costs
/// nothing at any length down to the root's pull at 50 but is least at one length below it:
/// that view takes up the canvas (design note, section 2, *A view taking up a free canvas*;
/// `DirectAxis+EqualCentering.swift`, `absorbingView`). The builders' constraints (seed 004,
/// `.equalCentering`): the chain with `>=` spacings, a gap guide from each view's centre to the
/// next one's, the guides equal at 149, the stack's length pulled to fit at 49 and the root's to
/// 0 at 50.
@Suite struct CentredAbsorbingViewTests {
    /// Views a (20 high), b (60), c (100) in a column 100 wide, spacing 10; c hugging and
    /// resisting at 40 only. Above 50 a and b keep their heights (moving them costs at 250 or
    /// 750) and c's costs nothing, so on every canvas `C` the guides can be equal: c's centre is
    /// `c/2` above the canvas's end, and `w = (C − 10 − c/2)/2` grows without end as c falls. So
    /// nothing above the pulls reads the canvas and the root's pull at 50 takes 0. There a–b's
    /// least guide `10 + (20 + 60)/2 = 50` bounds c: `(−10 − c/2)/2 ≥ 50` is `c ≤ −220` (b–c's,
    /// `(−10 − c/2)/2 ≥ 10 + (60 + c)/2`, is `c ≤ −60`), and c's cost at 40, falling toward 100,
    /// takes −220. Centres at 10, 60, 110: a [0, 20], b [30, 60], c from 220, −220 high.
    @Test func theLastViewTakesUpTheRootsCanvas() throws {
        let pair = try StrategyPair(Self.column(hugging: 40, resistance: 40))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        #expect(pair.timings.solverLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics.isEmpty && pair.solver.diagnostics.isEmpty)
        for (id, frame): (String, [Double]) in [("column", [0, 0, 100, 0]), ("a", [0, 0, 100, 20]), ("b", [0, 30, 100, 60]), ("c", [0, 220, 100, -220])] {
            #expect(close(pair.response.frame(id), frame), "\(id)")
            #expect(close(pair.solver.frame(id), frame), "\(id) (simplex)")
        }
    }

    /// c resisting at 50 (hugging at 40): its cost is read at the root's pull's level, where
    /// shrinking the canvas by one point shrinks c by two (`c = 2(C − 110)` on the least guides),
    /// so the two trade and the canvas is not the pull's alone. Declined; the simplex grows the
    /// root to 120, c 20 high.
    @Test func aViewReadAtThePullsLevelIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.column(hugging: 40, resistance: 50))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        #expect(close(pair.solver.frame("column"), [0, 0, 100, 120]) && close(pair.response.frame("column"), [0, 0, 100, 120]))
        #expect(close(pair.solver.frame("c"), [0, 100, 100, 20]))
    }

    /// b resisting at 30 only, below the level c's cost is first read (40): shrinking b raises the
    /// bound the guides put on c (`c ≤ 2(−10 − 2(10 + (20 + b)/2))` falls with b's growth and
    /// rises with its shrinking), which c's cost at 40 gains more than b's at 30 loses. Declined;
    /// the simplex takes c to its least, 100 ([−100, 100]), and b to −180 (from 70).
    @Test func aViewShrinkingBelowTheTakersLevelIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.column(hugging: 40, resistance: 40, bResistance: 30))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        #expect(close(pair.solver.frame("b"), [0, 70, 100, -180]) && close(pair.solver.frame("c"), [0, -100, 100, 100]))
        #expect(close(pair.response.frame("b"), [0, 70, 100, -180]))
    }

    /// The root column, c hugging at `hugging` and resisting at `resistance`, b resisting at
    /// `bResistance`.
    static func column(hugging: Double, resistance: Double, bResistance: Double = 750) -> String {
        """
        {"root": {"id": "column", "type": "stack", "axis": "vertical", "distribution": "equalCentering", "spacing": 10,
          "width": 100, "arrangedSubviews": [
            {"id": "a", "intrinsicContentSize": {"height": 20}},
            {"id": "b", "intrinsicContentSize": {"height": 60},
             "compressionResistance": {"horizontal": 750, "vertical": \(bResistance)}},
            {"id": "c", "intrinsicContentSize": {"height": 100},
             "contentHugging": {"horizontal": 250, "vertical": \(hugging)},
             "compressionResistance": {"horizontal": 750, "vertical": \(resistance)}}]},
         "options": {"frames": "superview"}}
        """
    }
}
