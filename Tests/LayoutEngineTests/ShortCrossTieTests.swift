@_spi(Testing) import LayoutEngine
import Testing

/// A required cross tie short of its canvas across a `fill` stack (`d < 0`), taken broken by the
/// fast strategies with the whole document's diagnostic (design note, section 5, "A cross tie past
/// its canvas", short of it across `fill`), and declined where its set is not shown the only one.
@Suite struct ShortCrossTieTests {
    /// ``BlockLayoutTests/document(_:decorations:direction:inset:alignment:)``'s stack `s` (300x200,
    /// pinned to the root, aligned `fill`) with `b.width == s.width - 8` (constraints[4]): across
    /// `fill` the builders hold b to a's edges (`UISV-alignment`) and a to the canvas
    /// (`UISV-canvas-connection`), so b is the canvas's 300 wide wherever the other required
    /// constraints hold, and the tie, the first constraint that cannot hold with those before it,
    /// breaks (every other required constraint holds together: the document without it). The set is
    /// the only minimal one: nothing else names a's or b's horizontal values, and neither has a
    /// required width (their intrinsic 50 resists at 750), so dropping any one member lets the tie
    /// hold with the rest: b's leading alignment dropped, b 292 wide at x 8; its trailing one, b 292
    /// at x 0; a's leading canvas connection, a and b 292 at x 8; a's trailing one, both 292 at x 0
    /// (the pins and the root's 300 unmoved). Every conflicting subset holds all four, so the
    /// deletion filter returns them, in the builder's order. At the broken priority the tie's error
    /// `|b.width − 292|` is 8 in every solution (b is the canvas): the frames are the document's
    /// without it. Across, a and b 300 wide; down, a stretched to 140 (b hugs at 251), b 60 at 140.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aCrossTieShortOfItsFillCanvasIsBroken(direction: String) throws {
        let document = try BlockLayoutTests.document(["b.width == s.width - 8"], decorations: [], direction: direction)
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document))
        #expect(set == BlockLayoutTests.fillTieSet)
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 140])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 140, 300, 60])
    }

    /// A 300x200 root holding a vertical `fill` stack `s` pinned to its edges: `a` (50x40, hugging
    /// 249 vertically) and `b`, a horizontal stack of one leaf `c` (30x20); `bar`, a plain subview of
    /// s drawn along c's top edge, as wide as c. `b.width == s.width - 8` is constraints[4]. The bar
    /// reads c, inside b, across: at each witness (b 292 wide on either side, alone or with a) U is
    /// solved again with s's canvas 8 narrower on that side (c then 292 too) and the bar, following
    /// c, still holds, so the set is the only minimal one, as above: b's two alignments to a, a's two
    /// canvas connections. Frames: across, a, b and c the canvas's 300; down, a (hugging 249) takes
    /// the stretch, 180 high, b and c 20 high at 180 (c at 0 in b), the bar 2 high on c's top edge.
    @Test func aBlockReadingInsideANarrowedViewHoldsAtTheWitnesses() throws {
        let document = try BrokenTieInsideTests.document(
            ["bar.leading == c.leading", "bar.trailing == c.trailing", "bar.top == c.top", "bar.height == 2"],
            tie: "b.width == s.width - 8")
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document))
        #expect(set == BlockLayoutTests.fillTieSet)
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 180])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 180, 300, 20])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 300, 20])
        #expect(BlockLayoutTests.frame(response, "bar") == [0, 180, 300, 2])
    }

    /// Declined, the whole document's solver answering: b's own `width: 300` (a shorthand, added
    /// before the tie) with s's pins and the root's 300 is a second minimal set (b 300 and s 300
    /// wide leave the tie's 292 unmet without the stack's family), so which set the deletion filter
    /// returns is the solver's; b's required width bounds it below, and the direct solve declines.
    /// Across `leading` the same tie is no conflict at all (b may be narrower than the canvas: a
    /// tie of offset −8, b 292 wide at x 0), and nothing is taken broken.
    @Test func aShortTieWhoseViewCannotNarrowGoesToTheSolver() throws {
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 50, "height": 40}},
                {"id": "b", "width": 300, "intrinsicContentSize": {"width": 50, "height": 60}, "contentHugging": {"vertical": 251}}]}]},
             "constraints": ["s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading",
               "s.trailing == root.trailing", "b.width == s.width - 8"]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
        let leading = try BlockLayoutTests.document(["b.width == s.width - 8"], decorations: [], alignment: "leading")
        let (leadingStrategy, leadingResponse, leadingSolver) = BlockLayoutTests.layOut(leading)
        #expect(leadingStrategy != "solver")
        #expect(!leadingResponse.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        #expect(BlockLayoutTests.frame(leadingResponse, "b") == [0, 140, 292, 60])
        #expect(leadingResponse.frames == leadingSolver.frames && leadingResponse.diagnostics == leadingSolver.diagnostics)
    }
}
