import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A required cross tie met in a baseline row (design note, section 5, "Cross ties in U"). The
/// lone arranged view (*A lone baseline row*) has no alignment, the canvas bounding it on both
/// edges, so the tie makes it `C + d` as across an aligned stack, its place free over what it
/// leaves; among several views of a `firstBaseline` row (*A tie in a baseline row of several*), a
/// visible view tied within its room at the row's baseline is `C + d` (an optional tie's view its
/// least cost in its room), and a hidden one is `C + d`. The documents are `BaselineRowTieTests`': a root row `s` (horizontal,
/// `firstBaseline`) of views 20x17 by their intrinsic content sizes.
@Suite struct BaselineRowMetTieTests {
    /// The row held 100 high, `c.height == s.height - 10`: `c` is 90 by the tie, and the row's
    /// two bounds (`s.top <= c.top`, `s.bottom >= c.bottom`) leave its `y` anywhere in [0, 10],
    /// nothing else reading it: `y` ambiguous, the rest unique. Optional at 750, the tie's error,
    /// weighed against `c`'s own cost given the canvas (its hugging at 250 pulling it to 17),
    /// holds `c` at 90 as the required one does (section 5, "Optional cross ties in U": the lone
    /// view's cost given the canvas is an aligned stack's). Along the row `c` is its intrinsic 20
    /// and the row 20 wide. The direct method places it at the top. Frames: s (0, 0, 20, 100),
    /// c (0, 0, 20, 90).
    @Test(arguments: ["c.height == s.height - 10", "c.height == s.height - 10 @ 750"])
    func aTieShortOfAHeldRowsCanvasLeavesItsPlaceFree(tie: String) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try BaselineRowTieTests.document(height: 100, tie: tie))
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


    /// Of two views held 100 high, both measured from their bottoms (`e = 0`, the row's reach),
    /// `c.height == s.height`: `c` is the canvas, 100, its bottom (its baseline) at the canvas's,
    /// so `B = 100`, and `a` its intrinsic 17 in its room, its bottom at `B`. The baseline is held
    /// (`c` fills its room): no diagnostics, every frame the solver's. Frames: s (0, 0, 40, 100),
    /// a (0, 83, 20, 17), c (20, 0, 20, 100).
    @Test func aTieAtTheCanvasOfARowOfBottomsFillsIt() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try BaselineRowTieTests.row([nil, nil], tie: "c.height == s.height"))
        #expect(strategy == "direct")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 83, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 0, 20, 100])
        #expect(response.diagnostics.isEmpty)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// From their tops, `a`'s baseline 10 below its top and `c`'s 14 (the reach): `c` at the
    /// canvas has its top at 0, so `B = 14`, and `a`'s top at `B − 10 = 4`, its intrinsic 17 there.
    /// Frames: a (0, 4, 20, 17), c (20, 0, 20, 100).
    @Test func aTieAtTheCanvasOfARowOfTopsFillsIt() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try BaselineRowTieTests.row([10, 14], tie: "c.height == s.height"))
        #expect(strategy == "direct")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 4, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 0, 20, 100])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// Optional ties in a row of tops (`a`'s baseline `b_a` and `c`'s `b_c` below their tops),
    /// `c.height == s.height @ 750`: `c`'s room at the row's baseline `b* = max(b_a, b_c)` is
    /// `C − (b* − b_c)`, and its least cost there with the tie's error, at 750 above its hugging,
    /// is the room itself (the tie wants the whole canvas): `c` fills its room, holding the
    /// baseline at `b*` (no ambiguity). With `b_c` the reach (`[10, 14]`): `c` 100 from 0, `B =
    /// 14`, `a`'s top at 4. With `b_c` 4 short of it (`[14, 10]`): `c` 96 from 4 (the tie's error
    /// 4 at 750 in every solution), `a` at the top. Frames: c (20, 0, 20, 100), a (0, 4, 20, 17);
    /// c (20, 4, 20, 96), a (0, 0, 20, 17).
    @Test(arguments: [([10, 14], [20.0, 0, 20, 100], [0.0, 4, 20, 17]), ([14, 10], [20, 4, 20, 96], [0, 0, 20, 17])])
    func anOptionalTieFillsItsViewsRoom(baselines: [Int?], c: [Double], a: [Double]) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try BaselineRowTieTests.row(baselines, tie: "c.height == s.height @ 750"))
        #expect(strategy == "direct")
        #expect(BlockLayoutTests.frame(response, "c") == c)
        #expect(BlockLayoutTests.frame(response, "a") == a)
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// Decline: `c`'s baseline 10 below its top, short of `a`'s 14: at the canvas `c` would put
    /// `B` at 10 and `a`'s top above the canvas's, a conflict the simplex explains.
    @Test func aTieAtTheCanvasShortOfTheRowsReachGoesToTheSolver() throws {
        let (strategy, response, _) = BlockLayoutTests.layOut(try BaselineRowTieTests.row([14, 10], tie: "c.height == s.height"))
        #expect(strategy == "solver")
        #expect(BlockLayoutTests.conflict(response) != nil)
    }

    /// A hidden `h` (20x17) beside `a` in the row held 100 high, `h.height == s.height - 10`:
    /// outside the spanner the tie holds it at `C − 10 = 90`; its baseline (its bottom) follows
    /// the row's, which `a`'s room leaves free over [17, 100] (the row floats: both `y` ambiguous);
    /// the direct method takes the greatest, 100. Along the row `h` is 0 wide (`UISV-hiding`) after
    /// `a`. Frames: a (0, 83, 20, 17), h (20, 10, 0, 90).
    @Test func aTieOnAHiddenViewOfARowHoldsItThere() throws {
        let text = #"{"root": {"id": "s", "height": 100, "type": "stack", "axis": "horizontal", "alignment": "firstBaseline", "#
            + #""arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 20, "height": 17}}, "#
            + #"{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 20, "height": 17}}]}, "#
            + #""constraints": ["h.height == s.height - 10"]}"#
        let document = try BlockLayoutTests.decoded(text)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "direct")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 83, 20, 17])
        #expect(BlockLayoutTests.frame(response, "h") == [20, 10, 0, 90])
        #expect(BlockLayoutTests.ambiguities(response) == ["a: y", "h: y"])
        #expect(response.diagnostics == solver.diagnostics)
    }

    /// The optional tie with a decoration `d` pinned to `c` (a block reading `c`): the blocks
    /// strategy keeps the tie in U (`BlockLayout.isUpstream`: a lone row's optional tie is U's), so
    /// `c` is 90 as without `d`, and `d` follows `c` (1 wide at its leading edge, its height);
    /// both `y` ambiguous with the row's free place. Frames: c (0, 0, 20, 90), d (0, 0, 1, 90).
    @Test func anOptionalTieInALoneRowStaysInUBesideABlock() throws {
        let text = #"{"root": {"id": "s", "height": 100, "type": "stack", "axis": "horizontal", "alignment": "firstBaseline", "#
            + #""subviews": [{"id": "d"}], "arrangedSubviews": [{"id": "c", "intrinsicContentSize": {"width": 20, "height": 17}}]}, "#
            + #""constraints": ["c.height == s.height - 10 @ 750", "d.leading == c.leading", "d.width == 1", "d.top == c.top", "#
            + #""d.bottom == c.bottom"]}"#
        let document = try BlockLayoutTests.decoded(text)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 20, 90])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 1, 90])
        #expect(BlockLayoutTests.ambiguities(response) == ["d: y", "c: y"])
        #expect(response.diagnostics == solver.diagnostics)
    }

    /// Of two views held 100 high, both from their bottoms, `c.height == s.height - 10`: `c` is
    /// 90, within its room (its offset is the reach, `d = −10 ≤ 0`), so the baseline at its
    /// greatest, `B = C = 100`, is optimal as without the tie; `c`'s and `a`'s spare rooms (10 and
    /// 83) leave it free over [90, 100], both `y` ambiguous, the direct method taking 100.
    /// Frames: a (0, 83, 20, 17), c (20, 10, 20, 90).
    @Test func aTieShortOfTheCanvasOnOneOfTwoViewsLeavesTheRowFloating() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try BaselineRowTieTests.document(height: 100, ids: ["a", "c"], tie: "c.height == s.height - 10"))
        #expect(strategy == "direct")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 83, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 10, 20, 90])
        #expect(BlockLayoutTests.ambiguities(response) == ["a: y", "c: y"])
        #expect(response.diagnostics == solver.diagnostics)
    }
}
