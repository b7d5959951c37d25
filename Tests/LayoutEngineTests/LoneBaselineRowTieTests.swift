import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A required cross tie within the canvas of a baseline row's lone arranged view (design note,
/// section 5, "Cross ties in U", *A lone baseline row*): the row has no alignment for one view,
/// the canvas bounding it on both edges, so the tie makes the view `C + d` as across an aligned
/// stack, its place free over what it leaves. The documents are `BaselineRowTieTests.document`'s:
/// a root row `s` (horizontal, `firstBaseline`) of `c`, 20x17 by its intrinsic content size.
@Suite struct LoneBaselineRowTieTests {
    /// The row held 100 high, `c.height == s.height - 10`: `c` is 90 by the tie, and the row's
    /// two bounds (`s.top <= c.top`, `s.bottom >= c.bottom`) leave its `y` anywhere in [0, 10],
    /// nothing else reading it: `y` ambiguous, the rest unique. Along the row `c` is its intrinsic
    /// 20 and the row 20 wide. The direct method places it at the top. Frames: s (0, 0, 20, 100),
    /// c (0, 0, 20, 90).
    @Test func aTieShortOfAHeldRowsCanvasLeavesItsPlaceFree() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try BaselineRowTieTests.document(height: 100, tie: "c.height == s.height - 10"))
        #expect(strategy == "direct")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 20, 100])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 20, 90])
        #expect(BlockLayoutTests.ambiguities(response) == ["c: y"])
        #expect(response.diagnostics == solver.diagnostics)
        #expect(BlockLayoutTests.frame(solver, "c").map { [$0[0], $0[2], $0[3]] } == [0, 20, 90])
    }

    /// The row free, `c.height == s.height - 8`: `c` is `C − 8`, its cost its own (17 by its
    /// hugging at 250 and resistance at 750) read there, so `C = 25` wins over the row's fit at
    /// 49; `c`'s `y` is free over [0, 8], ambiguous. Frames: s (0, 0, 20, 25), c (0, 0, 20, 17).
    @Test func aTieShortOfAFreeRowsCanvasSizesTheRow() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try BaselineRowTieTests.document(tie: "c.height == s.height - 8"))
        #expect(strategy == "direct")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 20, 25])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 20, 17])
        #expect(BlockLayoutTests.ambiguities(response) == ["c: y"])
        #expect(response.diagnostics == solver.diagnostics)
    }

    /// The tie at the canvas, `c.height == s.height`, the row free: `c` fills it, 17 by its own
    /// cost, the row's fit agreeing; its place is held (no room left): no diagnostics, every frame
    /// the solver's. Frames: s (0, 0, 20, 17), c (0, 0, 20, 17).
    @Test func aTieAtTheCanvasFillsIt() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try BaselineRowTieTests.document(tie: "c.height == s.height"))
        #expect(strategy == "direct")
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 20, 17])
        #expect(response.diagnostics.isEmpty)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// An optional tie, `c.height == s.height - 10 @ 750`, the row held 100 high: its error,
    /// weighed at 750 against `c`'s own cost given the canvas (its hugging at 250 pulling it to
    /// 17), holds `c` at 90 as the required one does (section 5, "Optional cross ties in U": the
    /// lone view's cost given the canvas is an aligned stack's), its `y` free over [0, 10].
    /// Frames: s (0, 0, 20, 100), c (0, 0, 20, 90).
    @Test func anOptionalTieInALoneRowIsTheDirectMethods() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try BaselineRowTieTests.document(height: 100, tie: "c.height == s.height - 10 @ 750"))
        #expect(strategy == "direct")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 20, 100])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 20, 90])
        #expect(BlockLayoutTests.ambiguities(response) == ["c: y"])
        #expect(response.diagnostics == solver.diagnostics)
    }

    /// Decline: a tie on one of two views of the row held 100 high (the baseline alignment moves
    /// `a` with `c`, each measured from its bottom: no clip of `c` alone). The simplex: `c` 90 by
    /// the tie, the shared baseline anywhere in [90, 100], both views' `y` ambiguous.
    @Test func aTieOnOneOfTwoViewsInABaselineRowGoesToTheSolver() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try BaselineRowTieTests.document(height: 100, ids: ["a", "c"], tie: "c.height == s.height - 10"))
        #expect(strategy == "solver")
        #expect(BlockLayoutTests.frame(response, "c")?[3] == 90)
        #expect(BlockLayoutTests.ambiguities(response) == ["a: y", "c: y"])
        #expect(response.diagnostics == solver.diagnostics)
    }
}
