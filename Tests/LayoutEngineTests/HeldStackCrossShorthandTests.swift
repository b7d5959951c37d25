@_spi(Testing) import LayoutEngine
import Testing

/// A stack's shorthand across its `fill` alignment against an arranged stack across held past its
/// lone hidden view (design note, section 5, "A required size held at another value", *Across,
/// against an arranged stack held past its hidden view*, session 30): the cross twin of
/// `HeldChainShorthandTests`.
@Suite struct HeldStackCrossShorthandTests {
    /// A root horizontal `fillEqually` stack `row` (aligned `fill`), 300 by 100, of a vertical
    /// stack `s` arranged by its margins (8 on each side) whose one arranged view `h` (40x20) is
    /// hidden, then a leaf `b` (40x20, vertical hugging `hugging`).
    static func row(hugging: Int = 250) throws -> LayoutDocument {
        try CarriedBrokenTermTests.document("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillEqually",
              "width": 300, "height": 100, "arrangedSubviews": [
              {"id": "s", "type": "stack", "axis": "vertical", "layoutMarginsRelativeArrangement": true,
               "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
               "arrangedSubviews": [{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20}}]},
              {"id": "b", "intrinsicContentSize": {"width": 40, "height": 20}, "contentHugging": {"horizontal": 250, "vertical": \(hugging)}}]}}
            """)
    }

    /// Down, row's family aligns `b` to `s` (the first) and holds `s` at the canvas (two
    /// connections); s's family holds `h` between its margins (two connections) and 0 high
    /// (`UISV-hiding`), so `s` is 16 high: service constraints all, added before row's `height:
    /// 100`, which breaks. Its set: row's two connections, s's three, the shorthand (the filter's:
    /// without a connection of row's, `s` 16 high at the canvas's other edge; without one of s's,
    /// `s` 100 high and `h` 0 high at the other margin; without the hiding, `h` 84 high; `b`'s
    /// alignments come before every member, so `b` may stay). The error 84 is fixed by the others,
    /// so the frames are those without the shorthand: row, `s` and `b` 16 high at y 0 (`b`'s
    /// compression resistance, 750, loses to its alignments), `h` at s's top margin, 8, 0 high;
    /// across, `fillEqually`, `s` and `b` 150 wide at 0 and 150, `h` between s's margins, 134 wide
    /// at 8.
    @Test func aShorthandAcrossAgainstAHeldFirstStackBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.row())
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == [Self.rowSet])
        let frames = ["row", "s", "h", "b"].map { BlockLayoutTests.frame(response, $0) }
        #expect(frames == [[0, 0, 300, 16], [0, 0, 150, 16], [8, 8, 134, 0], [150, 0, 150, 16]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    static let rowSet = [
        "UISV-canvas-connection(row, s)", "UISV-canvas-connection(s, row)",
        "UISV-canvas-connection(s.layoutMarginsGuide, h)", "UISV-canvas-connection(h, s.layoutMarginsGuide)", "UISV-hiding(h)",
        "height(row)", "broken height(row)",
    ]

    /// `b` at most 20 high by a required hugging: `b`'s alignments to `s`, row's connections and that
    /// hugging are a second minimal set with the shorthand (`b` cannot be 100 high). The deletion
    /// filter still names s's: it keeps a member only where the later constraints hold without it,
    /// and `b`'s alignments, the second set's first members, come before row's connections, the
    /// first set's (the filter's set is the one whose first member comes last). So the rule, which
    /// never moves `b` off U's values, takes it, with the frames above (`b` 16 high meets its hugging).
    @Test func aSecondSetThroughAnEarlierAlignmentIsNotTheFiltersOne() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.row(hugging: 1000))
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == [Self.rowSet])
        #expect(BlockLayoutTests.frame(response, "b") == [150, 0, 150, 16])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A root vertical `fillEqually` stack `col` (aligned `fill`), 320 by 300, of a leaf `a`
    /// (40x20, horizontal hugging `hugging`), a horizontal stack `s` arranged by its margins (8 on
    /// each side) whose one arranged view `h` (40x20) is hidden, and a leaf `c` (40x20).
    static func column(hugging: Int = 250) throws -> LayoutDocument {
        try Self.column(hugging: hugging, """
            {"id": "s", "type": "stack", "axis": "horizontal", "layoutMarginsRelativeArrangement": true,
             "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
             "arrangedSubviews": [{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20}}]},
            {"id": "c", "intrinsicContentSize": {"width": 40, "height": 20}}
            """)
    }

    /// A root vertical `fillEqually` stack `col` (aligned `fill`), 320 by 300, of a leaf `a`
    /// (40x20, horizontal hugging `hugging`), then the arranged views `rest` (JSON objects).
    static func column(hugging: Int = 250, _ rest: String) throws -> LayoutDocument {
        try CarriedBrokenTermTests.document("""
            {"root": {"id": "col", "type": "stack", "axis": "vertical", "distribution": "fillEqually",
              "width": 320, "height": 300, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}, "contentHugging": {"horizontal": \(hugging), "vertical": 250}},
              \(rest)]}}
            """)
    }

    /// Across, col's family aligns `s` and `c` to `a` (the leading alignments, then the trailing
    /// ones) and `a` to the canvas; s's family holds `s` at its margins' 16: col's `width: 320`
    /// breaks. Its set: s's two alignments, a's two connections, s's three, the shorthand (the
    /// filter's: without s's leading alignment, `s` 16 wide at the canvas's right edge, `a` and `c`
    /// 320; without its trailing one, `s` at the left edge; without a connection, `a` and `s` 16 wide
    /// at the other edge, `c` left where it is (its alignments come before); without one of s's,
    /// `s` 320 wide and `h` 0 wide at the other margin; without the hiding, `h` 304 wide). The error
    /// 304 is fixed by the others: the frames are those without the shorthand, every view 16 wide at
    /// x 0; down, `fillEqually`, `a`, `s` and `c` 100 high at 0, 100 and 200, `h` at s's left margin
    /// (x 8, 0 wide) between its top and bottom margins (y 8, 84 high).
    @Test func aShorthandAcrossAgainstAHeldLaterStackBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column())
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == [[
            "UISV-alignment(a, s)", "UISV-alignment(a, s)", "UISV-canvas-connection(col, a)", "UISV-canvas-connection(a, col)",
            "UISV-canvas-connection(s.layoutMarginsGuide, h)", "UISV-canvas-connection(h, s.layoutMarginsGuide)", "UISV-hiding(h)",
            "width(col)", "broken width(col)",
        ]])
        let frames = ["col", "a", "s", "h", "c"].map { BlockLayoutTests.frame(response, $0) }
        #expect(frames == [[0, 0, 16, 300], [0, 0, 16, 100], [0, 100, 16, 100], [8, 8, 0, 84], [0, 200, 16, 100]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// `a`, the first, at most 40 wide by a required hugging: the witnesses that drop s's alignments
    /// need `a` 320 wide, and a's connections with that hugging are a second minimal set whose
    /// first member comes after s's alignments, so the filter names it, not s's. Declined: the whole
    /// document's solver answers.
    @Test func aFirstViewThatCannotFillTheCanvasGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.column(hugging: 1000))
    }

    /// p's natural widths: `z` 0 (no content), `s` its margins' 16 (`h` hidden), so s's share is
    /// 16 / 16 = 1, required: `s.width == p.layoutMarginsGuide.width` (and `z.width == 0`). Across,
    /// col's family holds `p` at the canvas, 320; the share holds `s` at 320 − 16, s's family at 16:
    /// col's `width: 320` breaks. Its set: p's alignments, a's connections, the share, s's three,
    /// the shorthand (the filter's: p's connections and spacing, before the share, need not hold
    /// in its witness, `p` 320 wide with `s` kept 16; without one of s's, `s` 304 wide, `h` 0 wide
    /// at the other margin or, without the hiding, 288). The frames are those without the
    /// shorthand: col, `a` and `p` 32 wide at x 0 (`s` 16 between p's margins, `z` 0), down 150
    /// high at 0 and 150; in `p`, `z` at x 8, 0 wide, `s` at x 8, 16 wide, both between p's top and
    /// bottom margins (y 8, 134 high); in `s`, `h` at its left margin, 0 wide, y 8, 118 high.
    @Test func aShorthandAcrossAgainstAHeldStacksShareBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.shares())
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == [[
            "UISV-alignment(a, p)", "UISV-alignment(a, p)", "UISV-canvas-connection(col, a)", "UISV-canvas-connection(a, col)",
            "UISV-fill-proportionally(s, p.layoutMarginsGuide)",
            "UISV-canvas-connection(s.layoutMarginsGuide, h)", "UISV-canvas-connection(h, s.layoutMarginsGuide)", "UISV-hiding(h)",
            "width(col)", "broken width(col)",
        ]])
        let frames = ["col", "a", "p", "z", "s", "h"].map { BlockLayoutTests.frame(response, $0) }
        #expect(frames == [[0, 0, 32, 300], [0, 0, 32, 150], [0, 150, 32, 150], [8, 8, 0, 134], [8, 8, 16, 134], [8, 8, 0, 118]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// `h` at most 40 wide by a required hugging: without the hiding it cannot fill s's 288, and the
    /// filter keeps that hugging (a service of `h`, after the hiding) in its set instead. Declined:
    /// the whole document's solver answers.
    @Test func aHiddenViewThatCannotFillItsCanvasGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.shares(hugging: 1000))
    }

    /// A root vertical `fillEqually` stack `col` (aligned `fill`), 320 by 300, of a leaf `a`
    /// (40x20) and a horizontal `fillProportionally` stack `p` arranged by its margins (8 on each
    /// side) of a leaf `z` (20 high, no width) and a horizontal stack `s` arranged by its margins
    /// (8 on each side) whose one arranged view `h` (40x20, horizontal hugging `hugging`) is hidden.
    static func shares(hugging: Int = 250) throws -> LayoutDocument {
        try column("""
            {"id": "p", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
             "layoutMarginsRelativeArrangement": true, "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
             "arrangedSubviews": [{"id": "z", "intrinsicContentSize": {"height": 20}},
              {"id": "s", "type": "stack", "axis": "horizontal", "layoutMarginsRelativeArrangement": true,
               "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
               "arrangedSubviews": [{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20},
                 "contentHugging": {"horizontal": \(hugging), "vertical": 250}}]}]}
            """)
    }
}
