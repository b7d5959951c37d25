@_spi(Testing) import LayoutEngine
import Testing

/// A size term on a view of a `fillProportionally` stack above that view's own share (`b.width
/// == 80 @999` beside b's share at 998), where none of the held-share rules applies (design note,
/// section 2, "A term above its share"; `DirectAxis.termAboveItsShare`): b is held at the term's
/// length at every canvas, the other shares held, the last view the rest, and b's share's error
/// weighed at its level. Each case is derived by hand and compared with the whole-document
/// simplex (frames within 1e-9, diagnostics, stats).
@Suite struct TermAboveShareTests {
    /// A horizontal `fillProportionally` row `p`, spacing 10, of a (100), b (50) and c (50) by
    /// their intrinsic widths (height 20), with `constraints`, filling a vertical root `r` 300
    /// wide: p's width is held at 300 by r's alignment, not its own (the root's held canvas is
    /// "Held shares at their views' least"'s, which declines where b's least canvas is not 300).
    static func row(_ constraints: [String]) throws -> LayoutDocument {
        try BlockLayoutTests.decoded("""
            {"root": {"id": "r", "type": "stack", "axis": "vertical", "width": 300, "arrangedSubviews": [
              {"id": "p", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "spacing": 10,
               "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 100, "height": 20}},
                {"id": "b", "intrinsicContentSize": {"width": 50, "height": 20}},
                {"id": "c", "intrinsicContentSize": {"width": 50, "height": 20}}]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """)
    }

    /// Expects `document` laid out by `strategy` with the simplex's diagnostics (none) and counts,
    /// and, along the axis `axis` (0 for x and width, 1 for y and height), the frames `expected`
    /// (origin and length, by view) within 1e-9, the simplex's too.
    static func expect(
        _ document: LayoutDocument, strategy expectedStrategy: String, axis: Int, _ expected: [String: [Double]],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == expectedStrategy, sourceLocation: sourceLocation)
        #expect(response.diagnostics.isEmpty && solver.diagnostics.isEmpty, sourceLocation: sourceLocation)
        #expect(
            response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints,
            sourceLocation: sourceLocation)
        for (id, values) in expected.sorted(by: { $0.key < $1.key }) {
            for answer in [response, solver] {
                let frame = BlockLayoutTests.frame(answer, id).map { [$0[axis], $0[axis + 2]] }
                #expect(
                    frame.map { zip($0, values).allSatisfy(BlockLayoutDifferentialTests.close) } == true, "\(id): \(frame ?? [])",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// On a held canvas: `b.width == 80 @999`. T = 100 + 50 + 50 + 2 × 10 = 220, C = 300; a's share
    /// 100/220 at 999, b's 50/220 at 998, c the last (997). At 999 a's share and the term hold
    /// together: a = 1500/11, b = 80 (its share 750/11, off by 130/11 at 998, the same at every
    /// point that keeps 999's errors 0); c the rest, 300 − 20 − 1500/11 − 80 = 700/11 (its share
    /// 750/11, off by 50/11 at 997); the resistances at 750 hold (136.4 ≥ 100, 80 ≥ 50, 63.6 ≥
    /// 50). a [0, 1500/11], b [1610/11, 80], c [2600/11, 700/11]. Declined before: b's cost moves
    /// at 999, above the least held share (998), and at the held point the term, broken, pays
    /// for moving length against b's share.
    @Test func aTermAboveItsShareOnAHeldCanvas() throws {
        Self.expect(try Self.row(["b.width == 80 @ 999"]), strategy: "direct", axis: 0, [
            "a": [0, 1500.0 / 11], "b": [1610.0 / 11, 80], "c": [2600.0 / 11, 700.0 / 11],
        ])
    }

    /// A term measured: a vertical `fillProportionally` root `r`, 270 high, of `q` (a vertical
    /// `fillProportionally` stack, spacing 10, of a (20), b (40) and c (20) by their intrinsic
    /// heights) and d (intrinsic height 60), with `b.height == 30 @999`. q's T = 20 + 40 + 20 +
    /// 2 × 10 = 100; at every canvas C: a = C/5 (999), b = 30 (the term, 999), its share 2C/5 off
    /// by |2C/5 − 30| at 998; c the rest, 4C/5 − 50, off its share C/5 by |3C/5 − 50| at 997.
    /// - q's natural height (its lone layout, pulled to 0 at 50): least at 998 alone, C = 75.
    /// - r: T = 75 + 60 = 135 (no spacing), q's share 75/135 × 270 = 150 at 999, d the rest, 120.
    /// - q at 150: a = 30, b = 30 (its share 60, off by 30 at 998), c = 120 − 50 = 70.
    /// q [0, 150]: a [0, 30], b [40, 30], c [80, 70]; d [150, 120].
    @Test func aTermAboveItsShareInAMeasuredStack() throws {
        let document = try BlockLayoutTests.decoded("""
            {"root": {"id": "r", "type": "stack", "axis": "vertical", "distribution": "fillProportionally", "width": 100,
              "height": 270, "arrangedSubviews": [
                {"id": "q", "type": "stack", "axis": "vertical", "distribution": "fillProportionally", "spacing": 10,
                 "arrangedSubviews": [
                   {"id": "a", "intrinsicContentSize": {"width": 20, "height": 20}},
                   {"id": "b", "intrinsicContentSize": {"width": 20, "height": 40}},
                   {"id": "c", "intrinsicContentSize": {"width": 20, "height": 20}}]},
                {"id": "d", "intrinsicContentSize": {"width": 20, "height": 60}}]},
             "constraints": ["b.height == 30 @ 999"]}
            """)
        Self.expect(document, strategy: "direct", axis: 1, [
            "q": [0, 150], "a": [0, 30], "b": [40, 30], "c": [80, 70], "d": [150, 120],
        ])
    }

    /// Declined: the term on the last view, `c.width == 80 @999`. The last view has no share of
    /// its own to break (it is the rest), so holding c at 80 breaks b's share at 998, which the
    /// rule does not weigh: the simplex's. At 999 a's share (1500/11) and the term (c = 80) hold;
    /// b is the rest, 300 − 20 − 1500/11 − 80 = 700/11 (its share 750/11, off by 50/11 at 998).
    /// a [0, 1500/11], b [1610/11, 700/11], c [2310/11 + 10, 80] = [2420/11, 80].
    @Test func aTermOnTheLastViewIsTheSimplexs() throws {
        Self.expect(try Self.row(["c.width == 80 @ 999"]), strategy: "solver", axis: 0, [
            "a": [0, 1500.0 / 11], "b": [1610.0 / 11, 700.0 / 11], "c": [2420.0 / 11, 80],
        ])
    }
}
