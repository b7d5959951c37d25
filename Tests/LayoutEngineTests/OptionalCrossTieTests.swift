@_spi(Testing) import LayoutEngine
import Testing

/// Optional cross ties in U (design note, section 5): `v.width == s.width + k @p` of an arranged
/// view `v` to its stack `s` across an aligned stack, taken in U's direct solve where the tie
/// outweighs the view's own slopes about the size it gives. Each case's frames are derived by hand
/// and compared with the whole-document simplex (frames, diagnostics, stats). The documents are
/// `FillSpanTests.column`'s: a 375-wide vertical stack arranging `v`, 21 high.
@Suite struct OptionalCrossTieTests {
    /// Lays `document` out, expecting `strategy` and `v`'s frame `frame`, the simplex's, without
    /// diagnostics and with the simplex's counts.
    static func expect(_ document: LayoutDocument, _ strategy: String, v frame: [Double]) {
        let (taken, response, solver) = BlockLayoutTests.layOut(document)
        #expect(taken == strategy)
        #expect(BlockLayoutTests.frame(response, "v") == frame)
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// `v` has no intrinsic width: its own cost is `|x|` at 25 (the leading alignment's ambiguity
    /// suppression), slopes ±25, flatter than the tie at 750 everywhere, so the tie holds it at the
    /// canvas, 375 (U alone gave it 0, the tie a block without views that U's values free would
    /// meet: the simplex's before). With a decoration, the blocks strategy's U takes it the same way.
    @Test(arguments: [false, true])
    func anOptionalTieHoldsAFreeViewAtTheCanvas(badge: Bool) throws {
        let document = try FillSpanTests.column("v.width == s.width @ 750", alignment: "leading", badge: badge)
        Self.expect(document, badge ? "blocks" : "direct", v: [0, 0, 375, 21])
    }

    /// Offsets, centred: `− 16` gives the target 359, inside the canvas, the view centred at
    /// x = (375 − 359) / 2 = 8; `+ 8` is past the canvas (`x ≤ 375`): the view's cost falls toward
    /// the target at 750 − 25 until the canvas bounds it, 375 at x = 0, the tie missing by a
    /// constant 8 (the offset `min(d, 0)` = 0).
    @Test(arguments: [(-16.0, [8.0, 0, 359, 21]), (8.0, [0.0, 0, 375, 21])])
    func anOffsetMovesTheTarget(offset: Double, frame: [Double]) throws {
        let sign = offset < 0 ? "-" : "+"
        let document = try FillSpanTests.column("v.width == s.width \(sign) \(abs(offset)) @ 750", alignment: "center")
        Self.expect(document, "direct", v: frame)
    }

    /// `v` of intrinsic width 100 (hugging 250, resistance 750), centred. Its cost with the
    /// suppression has slopes −750 − 25 below 0, −750 + 25 on (0, 100), +250 + 25 above 100: all
    /// but the first flatter than ±750 (−750 + 25 is above −750 by the 25), so the tie holds it
    /// over (0, ∞). At the canvas: 375 wide at x = 0, the hugging given up for the tie. At
    /// `s.width − 300`: 75 wide at x = 150, the resistance (750) given up against the tie (750),
    /// the suppression deciding: left of 75 the cost falls by 750 + 750 − 25, right of it rises by 25.
    @Test(arguments: [("v.width == s.width @ 750", [0.0, 0, 375, 21]), ("v.width == s.width - 300 @ 750", [150.0, 0, 75, 21])])
    func anIntrinsicWidthGivesWayToTheTie(constraint: String, frame: [Double]) throws {
        Self.expect(try FillSpanTests.column(constraint, alignment: "center", width: 100), "direct", v: frame)
    }

    /// Its knees: where the cost of `v` (intrinsic width 100) with its suppression turns flatter
    /// than the tie (`a`) and then steeper (`b`), the view at `min(max(target, a), b)`, or the
    /// canvas where that is less than `a`. Hugging 999 (slopes −750 − 25 below 0, −750 + 25 on
    /// (0, 100), 999 + 25 above 100): `a` = 0, `b` = 100, and the target 375 is past `b`: `v` stops
    /// at its intrinsic 100, the tie missing by 275 (before, outside the room the rule had, the
    /// simplex's). A tie at 249 below the hugging at 250 (slopes −750 + 25 on (0, 100), steeper
    /// than −249, and 250 + 25 above 100, steeper than 249): `a` = `b` = 100, the same frame.
    @Test(arguments: [("v.width == s.width @ 750", 999), ("v.width == s.width @ 249", 250)])
    func aHuggingAboveTheTieStopsTheViewAtItsKnee(constraint: String, hugging: Int) throws {
        let document = try FillSpanTests.column(constraint, alignment: "leading", width: 100, hugging: hugging)
        Self.expect(document, "direct", v: [0, 0, 100, 21])
    }

    /// Below the knee `a`: resistance 999 (slopes −999 − 25 below 0, −999 + 25 on (0, w), 250 + 25
    /// above the intrinsic `w`): `a` = `w`, no `b`. `s.width − 300` targets 75: with `w` = 100 the
    /// view stays at its 100, the tie missing by 25 (the resistance outranks it); with `w` = 400
    /// past the canvas, `v` is the canvas, 375, its least compression, the tie missing by 300.
    @Test(arguments: [(100, 100.0), (400, 375.0)])
    func aResistanceAboveTheTieHoldsTheViewAtItsKnee(width: Int, expected: Double) throws {
        let document = try FillSpanTests.column(
            "v.width == s.width - 300 @ 750", alignment: "leading", width: width, resistance: 999)
        Self.expect(document, "direct", v: [0, 0, expected, 21])
    }

    /// With a badge, a dependent view, the tie is U's in the blocks strategy's first attempt,
    /// `v` at its knee 100 (hugging 999: the target 375 − 275 = 100 is the knee itself), one
    /// attempt of the strategy, taken.
    @Test func aTieInUIsOneBlocksAttempt() throws {
        let document = try FillSpanTests.column(
            "v.width == s.width - 275 @ 750", alignment: "leading", width: 100, hugging: 999, badge: true)
        Self.expect(document, "blocks", v: [0, 0, 100, 21])
        var timings = LayoutTimings()
        _ = LayoutEngine().layout(document: document, start: .now, timings: &timings)
        #expect(timings.blockAttempts == 1 && timings.blockLayouts == 1, "\(timings)")
    }

    /// Declined: a tie at 25, the level of the free view's own cost `|x|` (its suppression), is
    /// exactly as steep as that cost on both sides of 0, so every size from 0 to the canvas costs
    /// the same: the simplex's, which finds `v`'s width ambiguous.
    @Test func aTieAsSteepAsTheViewsCostIsTheSimplexs() throws {
        let document = try FillSpanTests.column("v.width == s.width @ 25", alignment: "leading")
        let (taken, response, solver) = BlockLayoutTests.layOut(document)
        #expect(taken == "solver")
        #expect(response.diagnostics == solver.diagnostics)
        #expect(solver.diagnostics.contains { if case .ambiguous = $0 { true } else { false } }, "\(solver.diagnostics)")
    }
}
