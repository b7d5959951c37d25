@_spi(Testing) import LayoutEngine
import Testing

/// A required cross tie past its canvas whose witnesses solve U again (across `fill`) or lay the
/// child's subtree out alone (across `leading`), beside a second broken tie that those solves take
/// broken as U does (design note, section 5, "Several ties past their canvases", *Solved again
/// beside another tie*).
@Suite struct WideWitnessBesideTieTests {
    /// ``BrokenTieInsideTests/document(_:tie:alignment:)`` with `c.height == b.height + 8`
    /// (constraints[5], across b, a `fill` row of one) before the bar's constraints `bar`.
    static func document(_ bar: [String], alignment: String) throws -> LayoutDocument {
        try BrokenTieInsideTests.document(["c.height == b.height + 8"] + bar, alignment: alignment)
    }

    /// The bar follows c: a block reading inside b, the tie's child across s. Each tie is the first
    /// that cannot hold with the required ones before it (U, every other constraint, holds at
    /// once), the first broken no longer required when the second is added, so each one's set
    /// needs witnesses of only the required constraints the solver holds then, neither tie among
    /// them. Across s the witnesses are as without c's tie: across `fill` U solved again with s's
    /// canvas 8 wider on either side, across `leading` b's subtree laid out alone 308 wide, those
    /// solves taking c's tie broken as U does (a row of one across `fill`: left out), so c 308 wide
    /// there and the bar, following it, holds. c's own witnesses (c 8 taller on either side, b
    /// unmoved) move only the bar's top, which follows. Sets: s's family (b's alignments to a and
    /// a's connections; across `leading` b's alignment, its boundary, a's and the spacer's
    /// connections) with constraints[4], then b's two canvas connections to c with constraints[5].
    /// Frames: across s, b and c the canvas's 300, a 300 across `fill`, its intrinsic 50 across
    /// `leading` (the first tie's error least at the canvas); down s, b is c's 20 (c's tie's error
    /// 8 in every solution: c at b's height across the row), a (hugging 249) the other 180; the bar
    /// 2 high on c's top, at 180.
    @Test(arguments: [
        ("fill", 300.0, BlockLayoutTests.fillTieSet),
        ("leading", 50.0, [
            "UISV-alignment(a, b)", "UISV-spanning-boundary(s.spacer, b)", "UISV-canvas-connection(s, a)",
            "UISV-canvas-connection(s.spacer, s)", "constraints[4]",
        ]),
    ])
    func aWideWitnessTakesTheOtherTieBroken(alignment: String, aWidth: Double, family: [String]) throws {
        let document = try Self.document(
            ["bar.leading == c.leading", "bar.trailing == c.trailing", "bar.top == c.top", "bar.height == 2"], alignment: alignment)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        let sets = response.diagnostics.compactMap { diagnostic -> [String]? in
            if case .unsatisfiable(_, let set, _) = diagnostic { set } else { nil }
        }
        #expect(sets == [
            family, ["UISV-canvas-connection(b, c)", "UISV-canvas-connection(c, b)", "constraints[5]"],
        ])
        #expect(response.diagnostics.count == 2)
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, aWidth, 180])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 180, 300, 20])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 300, 20])
        #expect(BlockLayoutTests.frame(response, "bar") == [0, 180, 300, 2])
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
    }

    /// The bar as wide as c but at most 300: at a witness of s's tie c is 308 wide, so the bar's
    /// constraints are a second minimal set with the stack's pins; the other tie taken broken in
    /// the solve changes nothing of that, and the solver answers.
    @Test(arguments: ["fill", "leading"])
    func aBlockThatTheWideWitnessBreaksStillGoesToTheSolver(alignment: String) throws {
        let document = try Self.document(
            ["bar.leading == c.leading", "bar.width == c.width", "bar.width <= 300", "bar.top == c.top", "bar.height == 2"],
            alignment: alignment)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
    }
}
