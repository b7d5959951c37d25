@_spi(Testing) import LayoutEngine
import Testing

/// A leaf's shorthand across against the root's, down two `fill` alignments (design note, section
/// 5, "A required size held at another value", *Down nested `fill` alignments*, session 30).
@Suite struct NestedCrossShorthandTests {
    /// Across, col's family aligns `s` to `a` and `a` to its canvas, s's aligns `c` to `b` and `b`
    /// to its margins: service constraints holding `c` at 320 − 16 = 304, and col's `width: 320`
    /// comes before c's `width: 50` (tree order), which breaks. Its set: s's two alignments and a's
    /// two connections, c's two alignments and b's two connections, col's shorthand (the filter's:
    /// without a member of col's family, `s` 66 wide (`b` and `c` 50 between its margins) at the
    /// edge the rest allow, `a` with it where a connection is dropped; without one of s's, `c` 50
    /// wide at an edge, `b` with it where a connection is dropped; without col's shorthand,
    /// col, `a` and `s` 66 wide). The error 254 is fixed by the others: the frames are those
    /// without c's shorthand, col, `a` and `s` 320 wide at x 0, `b` and `c` 304 at s's margin, 8;
    /// down, `fillEqually`, `a` and `s` 150 high at 0 and 150, `b` and `c` (150 − 16) / 2 = 67
    /// high at 8 and 75 in s.
    @Test func aLeafsShorthandAcrossTwoFillLevelsBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column())
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == [[
            "UISV-alignment(a, s)", "UISV-alignment(a, s)", "UISV-canvas-connection(col, a)", "UISV-canvas-connection(a, col)",
            "UISV-alignment(b, c)", "UISV-alignment(b, c)", "UISV-canvas-connection(s.layoutMarginsGuide, b)",
            "UISV-canvas-connection(b, s.layoutMarginsGuide)", "width(col)", "width(c)", "broken width(c)",
        ]])
        let frames = ["col", "a", "s", "b", "c"].map { BlockLayoutTests.frame(response, $0) }
        #expect(frames == [[0, 0, 320, 300], [0, 0, 320, 150], [0, 150, 320, 150], [8, 8, 304, 67], [8, 75, 304, 67]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// `b` at least 100 wide by a required compression resistance: it cannot follow `c` to 50, so
    /// c's alignments with that resistance are a second minimal set, and the witnesses that move
    /// `s`'s views to 50 fail. Declined: the whole document's solver answers.
    @Test func aSiblingThatCannotFollowTheShorthandGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.column(resistance: 1000))
    }

    /// A root vertical `fillEqually` stack `col` (aligned `fill`), 320 by 300, of a leaf `a`
    /// (40x20) and a vertical `fillEqually` stack `s` (aligned `fill`) arranged by its margins (8
    /// on each side) of two leaves, `b` (40x20, horizontal compression resistance `resistance`) and
    /// `c` (40x20, `width: 50`).
    static func column(resistance: Int = 750) throws -> LayoutDocument {
        try HeldStackCrossShorthandTests.column("""
            {"id": "s", "type": "stack", "axis": "vertical", "distribution": "fillEqually", "layoutMarginsRelativeArrangement": true,
             "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8}, "arrangedSubviews": [
             {"id": "b", "intrinsicContentSize": {"width": \(resistance == 750 ? 40 : 100), "height": 20},
              "compressionResistance": {"horizontal": \(resistance), "vertical": 750}},
             {"id": "c", "width": 50, "intrinsicContentSize": {"width": 40, "height": 20}}]}
            """)
    }
}
