@_spi(Testing) import LayoutEngine
import Testing

/// An arranged view's cross shorthand against its `fill`-aligned stack's canvas, where that stack
/// is held across by a chain of its own stack (design note, section 5, "A required size held at
/// another value", *Across a stack held by its own stack's chain*, session 28).
@Suite struct HeldCrossShorthandTests {
    /// A root horizontal stack `row`, `width: 300`, `height: 100`, of one arranged view `p`, a
    /// horizontal `fillEqually` stack (spacing 10) of `a` (60x20, horizontal compression
    /// resistance `resistance`) and a vertical stack `s` (aligned `fill`) of `t` (30x20, hugging
    /// 249 vertically) and `b` (30x20) with `width: 50`; frames in the root's coordinates.
    static func row(resistance: Int = 750) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 300, "height": 100, "arrangedSubviews": [
              {"id": "p", "type": "stack", "axis": "horizontal", "distribution": "fillEqually", "spacing": 10, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 60, "height": 20}, "compressionResistance": {"horizontal": \(resistance), "vertical": 750}},
                {"id": "s", "type": "stack", "axis": "vertical", "arrangedSubviews": [
                  {"id": "t", "intrinsicContentSize": {"width": 30, "height": 20}, "contentHugging": {"vertical": 249}},
                  {"id": "b", "width": 50, "intrinsicContentSize": {"width": 30, "height": 20}}]}]}]},
             "options": {"frames": "absolute"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// Across `p` (horizontally), row's connections hold `p` at 300, p's chain (a's leading and
    /// s's trailing at its edges, the spacing of 10, s's `fillEqually` tie to `a`) holds `s` at
    /// (300 − 10) / 2 = 145, and s's `fill` alignment (t's canvas connections, b's alignments to
    /// `t`) holds `b` at 145: service constraints all, with row's shorthand added before b's 50,
    /// which breaks. The set is those, in tree order, then row's shorthand, the only minimal one:
    /// without row's shorthand `a`, `s`, `t`, `b` are 50 wide, `p` and row 110; without a
    /// connection of row's or p's the chain hangs from the other edge; without the spacing the gap
    /// is 200; without the tie `s` is 50, `a` 240; without a connection of t's `t` and `b` are 50
    /// from s's other edge; without an alignment `b` alone is 50. b's error 95 is fixed by the
    /// others, so the frames are those without its shorthand: `a` at x 0, `s`, `t`, `b` at 155,
    /// each 145 wide; down, everything 100 high but `t` (hugging 249) 80 and `b` 20 at y 80.
    @Test func aCrossShorthandInAStackHeldByItsStacksChainBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.row())
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == [[
            "UISV-canvas-connection(row, p)", "UISV-canvas-connection(p, row)", "UISV-canvas-connection(p, a)",
            "UISV-canvas-connection(s, p)", "UISV-spacing(s, a)", "UISV-fill-equally(s, a)", "UISV-alignment(t, b)",
            "UISV-alignment(t, b)", "UISV-canvas-connection(s, t)", "UISV-canvas-connection(t, s)", "width(row)", "width(b)",
            "broken width(b)",
        ]])
        let frames = ["a", "s", "t", "b"].map { BlockLayoutTests.frame(response, $0) }
        #expect(frames == [[0, 0, 145, 100], [155, 0, 145, 100], [155, 0, 145, 80], [155, 80, 145, 20]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// `a` at least 60 wide by a required compression resistance: without row's shorthand `a`
    /// would be b's 50 through the tie, so a's content size and the chain give b's shorthand a
    /// second minimal set, which one the solver prefers not this rule's to say. Declined.
    @Test func aSiblingHeldAboveTheShorthandGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.row(resistance: 1000))
    }
}
