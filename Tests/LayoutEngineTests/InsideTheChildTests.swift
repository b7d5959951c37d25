@_spi(Testing) import LayoutEngine
import Testing

/// A required cross tie past the canvas of a `leading` stack whose child, a nested stack, is tied
/// to a view inside it across by a required constraint added before the tie: the witnesses grow
/// the child with its subtree laid out alone at the wider size, which meets that constraint
/// (design note, section 5, "A cross tie past its canvas", *Inside the child*).
@Suite struct InsideTheChildTests {
    /// A 300x200 root holding a vertical stack `s` (`leading`) pinned to its edges
    /// (constraints[0...3]) with one arranged view, `a`, a vertical stack (`leading`) of `c` (content
    /// 40x100) and `e` (`eNode`'s extra JSON keys; no content size); then `e.width == a.width`
    /// (constraints[4]) and the tie `a.width == s.width + 20` (constraints[5]), 20 past the canvas.
    static func document(e eNode: String = "") throws -> LayoutDocument {
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "alignment": "leading", "arrangedSubviews": [
                {"id": "a", "type": "stack", "axis": "vertical", "alignment": "leading", "arrangedSubviews": [
                  {"id": "c", "intrinsicContentSize": {"width": 40, "height": 100}},
                  {"id": "e"\(eNode)}]}]}]},
             "constraints": ["s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading",
               "s.trailing == root.trailing", "e.width == a.width", "a.width == s.width + 20"]}
            """
        return try BlockLayoutTests.decoded(text)
    }

    /// `a` is `s`'s only arranged view, so the set is its two canvas connections across (both named
    /// `(s, a)`: leading `==`, trailing `<=`). Before, a
    /// witness moved `a`'s edge alone and broke `e.width == a.width` (condition (ii)); now each
    /// grows `a` by 20 and lays `a`'s subtree out alone 320 wide: `e` 320 (the tie inside met),
    /// `c` 40 at its leading edge, a solution of a's family. Frames: across, `a` within `s`'s 300
    /// with the tie's error `s + 20 − a` least at `a = 300` (x 0); `e` its 300 (x 0); `c` its
    /// content 40 (x 0, hugging at 250 against nothing). Down, `s` the root's 200, `a` filling it;
    /// `c` hugs its content 100 (y 0) and `e`, with no content size, takes the other 100 (y 100).
    @Test func aLengthTieInsideTheChildHoldsAtItsWiderSize() throws {
        try BlockLayoutTests.expectConflict(
            try Self.document(), broken: "constraints[5]",
            set: ["UISV-canvas-connection(s, a)", "UISV-canvas-connection(s, a)", "constraints[5]"],
            frames: ["s": [0, 0, 300, 200], "a": [0, 0, 300, 200], "c": [0, 0, 40, 100], "e": [0, 100, 300, 100]])
    }

    /// Declined: `e` held at 300 across by its shorthand, so `e.width == a.width` holds `a` at 300
    /// too, and the lone layout at 320 has no solution: the whole document's solver answers.
    @Test func aChildHeldFromInsideGoesToTheSolver() throws {
        let (_, broken, response) = try #require(BlockLayoutTests.solversConflict(try Self.document(e: #", "width": 300"#)))
        #expect(broken == "constraints[5]")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 200])
    }
}
