@_spi(Testing) import LayoutEngine
import Testing

/// A required cross tie past the canvas of a `center` stack beside an arranged view with a subtree
/// that leaves no room: the witness that moves every arranged subtree to one side narrows that view
/// with its subtree laid out alone at the narrower length (design note, section 5, "A cross tie past
/// its canvas", *No room*, *A subtree narrowed*).
@Suite struct NarrowedSubtreeTests {
    /// ``BlockLayoutTests/roomlessDocument(_:)``'s layout with `a` a horizontal stack of one leaf `c`
    /// (`cNode`'s extra JSON keys after its content size 400x100): a 300x200 root holding a vertical
    /// stack `s` centring a and `b` (40x100), pinned to the root's edges (constraints[0...3]), then
    /// `before`, then the tie `b.width == s.width + 20`, 20 past the canvas.
    static func document(c cNode: String = "", before: [String] = []) throws -> LayoutDocument {
        let constraints = [
            "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
        ] + before + ["b.width == s.width + 20"]
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "alignment": "center", "arrangedSubviews": [
                {"id": "a", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                  {"id": "c", "intrinsicContentSize": {"width": 400, "height": 100}\(cNode)}]},
                {"id": "b", "intrinsicContentSize": {"width": 40, "height": 100}}]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// c's content width 400 is compressed (at 750) to the canvas's 300, and a, c's `fill` row of
    /// one, with it: moved 10 to a side a would leave the canvas. a has a subtree, so it is not a
    /// free leaf; its own length across is free (no shorthand, no content size) and nothing of U
    /// names a view inside it across but from inside (`before`: none, or `c.width >= 10`, which the
    /// lone layout holds), so W3 narrows it to 280 about its centre and lays its subtree out alone
    /// 280 wide: c 280 (its compression optional), a solution of a's row's family. The set is then
    /// one of the three, as beside a leaf: b is not the first, so both bounds are named. Frames:
    /// across, b at the canvas's 300 (x 0, the tie's error least there), a at 300 (x 0, c's
    /// compression pulling it to the spacer's edges), c a's 300; down s a and b's 100 each fill
    /// the 200 exactly, a at y 0, b at y 100, c a's 100.
    @Test(arguments: [[], ["c.width >= 10"]])
    func aSubtreeThatLeavesNoRoomNarrowsLaidOutAlone(before: [String]) throws {
        let document = try Self.document(before: before)
        let tie = "constraints[\(4 + before.count)]"
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document, broken: tie))
        #expect(
            set == [
                "UISV-spanning-boundary(s.spacer, b)", "UISV-spanning-boundary(s.spacer, b)",
                "UISV-canvas-connection(s, s.spacer)", "UISV-canvas-connection(s.spacer, s)", tie,
            ])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 100, 300, 100])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 100])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 300, 100])
    }

    /// Declined: c held at 290 across (its shorthand), so a's row holds a at 290 too, 5 of the 10 a
    /// witness moves it, and the lone layout at 280 has no solution (the direct method declines
    /// it). With the tie, the centre and one bound a held so is another minimal set; the whole
    /// document's solver answers.
    @Test func aSubtreeHeldAcrossGoesToTheSolver() throws {
        let document = try Self.document(c: #", "width": 290"#)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
    }

    /// ``HeldBeforeTieTests/document(childFirst:aWidth:later:)``'s layout with `a` (`aNode`, its
    /// JSON) first: a root stack `s` (vertical, centred) of `a` then `c` (`width: 50`, 20 high), with
    /// the tie `c.width == s.width + 8`.
    static func heldDocument(a aNode: String) throws -> LayoutDocument {
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "center", "arrangedSubviews": ["#
            + #"\#(aNode), {"id": "c", "width": 50, "height": 20}]}, "constraints": ["c.width == s.width + 8"]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The child `c` held before the tie by its shorthand (design note, *Held before the tie*): the
    /// witnesses come from U solved again with the canvas 4 wider on both sides, `s` 42 wide (the
    /// tie `50 = s + 8`), the real canvas 0..42 and the wider one −4..46. There `a` (content 46
    /// wide, compressible at 750; a leaf, or a horizontal `fill` row of one leaf `e` so content)
    /// keeps its 46, centred at −2..44, past the real canvas by 2 on each side. A witness puts the
    /// spacer back on the real canvas, so `a` must fit it: it narrows about its centre to 0..42
    /// (a leaf free across, or, with its subtree, that row laid out alone 42 wide: `e` 42, its
    /// compression optional; *A subtree narrowed*, *Held*), `c` moved 4 past one edge as before.
    /// The set is both bounds (`c` is not the first; HeldBeforeTieTests' first test). Frames:
    /// every solution has `c ≤ s`, `c = 50`, so the tie's error `s + 8 − c` is least at `s = 50`;
    /// `a` at its 46 centred, (50 − 46) / 2 = 2, `e` filling it; 40 high (20 + 20).
    @Test(arguments: [
        #"{"id": "a", "intrinsicContentSize": {"width": 46, "height": 20}}"#,
        #"{"id": "a", "type": "stack", "axis": "horizontal", "arrangedSubviews": ["#
            + #"{"id": "e", "intrinsicContentSize": {"width": 46, "height": 20}}]}"#,
    ])
    func aViewBesideAHeldChildNarrowsToTheRealCanvas(a: String) throws {
        let document = try Self.heldDocument(a: a)
        var frames: [String: [Double]] = ["s": [0, 0, 50, 40], "a": [2, 0, 46, 20], "c": [0, 20, 50, 20]]
        if a.contains("\"e\"") { frames["e"] = [0, 0, 46, 20] }
        try BlockLayoutTests.expectConflict(document, set: HeldBeforeTieTests.bothBounds, frames: frames)
    }

    /// Declined: `e` held at 46 across by its shorthand, so `a`'s row holds `a` at 46 too, and the
    /// lone layout at the real canvas's 42 has no solution (the direct method declines it): the
    /// whole document's solver answers (with `a` held, `c`'s tie, the centre and one bound is
    /// another minimal set).
    @Test func aHeldSubtreeBesideAHeldChildGoesToTheSolver() throws {
        let document = try Self.heldDocument(
            a: #"{"id": "a", "type": "stack", "axis": "horizontal", "arrangedSubviews": ["#
                + #"{"id": "e", "width": 46, "intrinsicContentSize": {"width": 46, "height": 20}}]}"#)
        let (_, broken, response) = try #require(BlockLayoutTests.solversConflict(document))
        #expect(broken == "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "a") == [2, 0, 46, 20])
    }
}
