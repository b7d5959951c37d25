@_spi(Testing) import LayoutEngine
import Testing

/// A required `a.width >= b.width` that U's optimum misses, between the first two arranged views
/// of a root `fillProportionally` row on a held canvas: U holds the later view at the earlier's
/// share (design note, section 5, "A required `>=` between two views of U", *Along a
/// `fillProportionally` row*). The builders' shares (`StackConstraintBuilder+Axis.swift`): each
/// visible view at `n / T` of the canvas `C` at 999 − index, `T` the natural sizes plus the
/// spacings, the last view of natural size above 0 the rest of the chain; a view of natural size
/// 0 is required 0 long.
@Suite struct ProportionalEqualPairTests {
    /// A root row `C` wide (40 high, `fill` aligned) of `a`, `b`, `c` with intrinsic widths
    /// `naturals` (nil: no intrinsic width, natural size 0), `spacing` between them, and
    /// `constraints`; without `width`, the root's width is free.
    static func row(
        _ constraints: [String], naturals: [Double?], spacing: Double = 0, width: Double? = 300
    ) throws -> LayoutDocument {
        let arranged = zip(["a", "b", "c"], naturals).map { id, natural in
            let size = natural.map { #""width": \#($0), "height": 20"# } ?? #""height": 20"#
            return #"{"id": "\#(id)", "intrinsicContentSize": {\#(size)}}"#
        }
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "spacing": \(spacing), \(width.map { "\"width\": \($0), " } ?? "")"height": 40,
              "arrangedSubviews": [\(arranged.joined(separator: ",\n"))]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        return try BlockLayoutTests.decoded(text)
    }

    /// Without spacings: a 30, b 60, c 60 natural, T = 150, C = 300. U alone: a's share 60 (at
    /// 999), b's 120 (998), c the rest, 120; `a.width >= b.width` misses (60 < 120). With the two
    /// equal, a's share still holds at 999 (60), b = a = 60 breaks b's share by 60 at 998 in every
    /// solution on the held canvas, and c has the rest, 300 − 120 = 180. With 10 between them:
    /// a 20, b 40, c 40 natural, T = 100 + 20 = 120, C = 240; a's share 20/120 · 240 = 40, b 40,
    /// c 240 − 20 − 80 = 140, at x = 0, 50 and 100. Every view 40 high (`fill`).
    @Test func theLaterViewTakesTheEarliersShare() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.row(["a.width >= b.width"], naturals: [30, 60, 60]))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 60, 40])
        #expect(BlockLayoutTests.frame(response, "b") == [60, 0, 60, 40])
        #expect(BlockLayoutTests.frame(response, "c") == [120, 0, 180, 40])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)

        let (spacedStrategy, spaced, spacedSolver) = BlockLayoutTests.layOut(
            try Self.row(["a.width >= b.width"], naturals: [20, 40, 40], spacing: 10, width: 240))
        #expect(spacedStrategy == "blocks")
        #expect(BlockLayoutTests.frame(spaced, "a") == [0, 0, 40, 40])
        #expect(BlockLayoutTests.frame(spaced, "b") == [50, 0, 40, 40])
        #expect(BlockLayoutTests.frame(spaced, "c") == [100, 0, 140, 40])
        #expect(spaced.frames == spacedSolver.frames && spaced.diagnostics.isEmpty && spacedSolver.diagnostics.isEmpty)
    }

    /// `a` without an intrinsic width (natural size 0): required 0 long, so `b ≤ a = 0` and b's
    /// share (60/120 · 300 = 150 at 998) breaks by 150 in every solution; c has the whole canvas,
    /// 300. U alone gave b 150, c 150.
    @Test func aLaterViewBesideAShareOfNothingIsZeroLong() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.row(["a.width >= b.width"], naturals: [nil, 60, 60]))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 0, 40])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 0, 0, 40])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 300, 40])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
    }

    /// Declined: the root without a width (its canvas free, so b's broken share, `(m_b − m_a)·C`
    /// at 998, would pull the canvas against the shares below it), and a pair whose later view
    /// is the last share (`c` takes the rest of the chain: holding it at b's share would break
    /// the chain's rest instead). The simplex still makes each pair equal.
    @Test func aFreeCanvasOrTheLastShareDeclines() throws {
        let (freeStrategy, free, freeSolver) = BlockLayoutTests.layOut(
            try Self.row(["a.width >= b.width"], naturals: [30, 60, 60], width: nil))
        #expect(freeStrategy == "solver")
        #expect(free.frames == freeSolver.frames)
        #expect(BlockLayoutTests.frame(free, "a")?[2] == BlockLayoutTests.frame(free, "b")?[2])

        let (lastStrategy, last, lastSolver) = BlockLayoutTests.layOut(
            try Self.row(["b.width >= c.width"], naturals: [30, 30, 60]))
        #expect(lastStrategy == "solver")
        #expect(last.frames == lastSolver.frames)
        #expect(BlockLayoutTests.frame(last, "b")?[2] == BlockLayoutTests.frame(last, "c")?[2])
    }
}
