import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A cross tie broken across a `fill` stack whose witnesses solve U again (a block reading inside
/// an arranged view), in a document tied along the tie's own axis (design note, section 5, *A tie
/// the mix does not read*): the solve again is asked to be unique only in the values the witness
/// that grows the child alone reads from it, the child's and those of the views inside it.
@Suite struct UnreadTieTests {
    /// The root (300x200) holds `s`, pinned to its edges: a vertical stack aligned `fill` whose
    /// arranged views are `a`, a horizontal stack of `aViews`, and `b`, a horizontal stack of
    /// `bViews` (its first `c`, 30x20 of content); `bar`, a plain subview of `s`, drawn along `c`;
    /// the tie (constraints[4]) wants `b` 8 wider than `s`.
    static func document(aViews: String, bViews: String) throws -> LayoutDocument {
        let constraints = [
            "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
            "b.width == s.width + 8", "bar.leading == c.leading", "bar.trailing == c.trailing", "bar.top == c.top",
            "bar.height == 2",
        ]
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "alignment": "fill", "subviews": [{"id": "bar"}], "arrangedSubviews": [
                {"id": "a", "type": "stack", "axis": "horizontal", "arrangedSubviews": [\(aViews)]},
                {"id": "b", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                  {"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}\(bViews)]}]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        return try BlockLayoutTests.decoded(text)
    }

    /// `a` holds `p` and `q`, each 40 high of content (hugging 249 vertically) and no width: they
    /// share `a`'s width at no cost, in U and in each solve again, along x, the tie's axis. The tie
    /// breaks with the stack's family as its set (b's two alignments to a, a's two canvas
    /// connections): the family holds a and b at the canvas's 300, so the tie's error is 8 in every
    /// solution of the others, least at b = 300. Its witnesses: b 308 wide on either side alone,
    /// U's values but for b's subtree across, which the solve again with s's canvas 8 wider on that
    /// side gives (c 308 wide, b's row of one), and that solve itself (a and b 308 wide, p and q
    /// sharing 308). The first reads only b's and c's values there, unique; p's and q's vary but are
    /// not read, so the solve is taken and the bar, following c, holds at each: the set is the only
    /// minimal one. Frames (each in its superview's coordinates): across, s 300 wide, a, b and c
    /// 300 at x 0, the bar along c (0...300), p at x 0 with p's width and q's x and width not unique
    /// (p.width + q.width = 300, q.x = p.width); down, a (its views hugging 249) takes the stretch,
    /// 200 − 20 = 180 high, p and q 180 high in it, b 20 high at 180 with c, the bar 2 high on c's
    /// top edge.
    @Test func aTieAlongTheAxisOfViewsTheMixDoesNotReadIsTaken() throws {
        let view = #""intrinsicContentSize": {"height": 40}, "contentHugging": {"vertical": 249}"#
        let document = try Self.document(aViews: #"{"id": "p", \#(view)}, {"id": "q", \#(view)}"#, bViews: "")
        // The same diagnostics (the set, the broken tie, the ambiguities); unique values equal, the
        // tied ones optimal.
        let response = BlockLayoutTests.expectTiedConflict(
            document, set: BlockLayoutTests.fillTieSet, broken: "constraints[4]", ambiguities: ["p: width", "q: x width"],
            frames: [
                "s": [0, 0, 300, 200], "a": [0, 0, 300, 180], "b": [0, 180, 300, 20], "c": [0, 0, 300, 20],
                "bar": [0, 180, 300, 2],
            ])
        let (p, q) = (try #require(BlockLayoutTests.frame(response, "p")), try #require(BlockLayoutTests.frame(response, "q")))
        #expect(p[0] == 0 && p[1] == 0 && p[3] == 180 && q[1] == 0 && q[3] == 180)
        #expect(q[0] == p[2] && p[2] + q[2] == 300)
    }

    /// Decline: `a` holds one view `p` (50x40 of content, hugging 249 vertically), and `b`'s row
    /// holds `k` and `m` after `c`, each 20 high and of no width: they share what `c` (hugging 250
    /// at its 30) leaves of `b`, and they lie inside `b`, the child, whose subtree the witness that
    /// grows it alone reads from the solve again: tied there, it declines. The simplex breaks the
    /// tie with the same set; frames, the unique values: a 300x180 (p in it), b (0, 180, 300, 20),
    /// c (0, 0, 30, 20), the bar (0, 180, 30, 2), k at x 30 (its width, m's x and width not unique,
    /// k.width + m.width = 270).
    @Test func aTieInsideTheChildGoesToTheSolver() throws {
        let document = try Self.document(
            aViews: #"{"id": "p", "intrinsicContentSize": {"width": 50, "height": 40}, "contentHugging": {"vertical": 249}}"#,
            bViews: #", {"id": "k", "height": 20}, {"id": "m", "height": 20}"#)
        let (set, broken, response) = try #require(BlockLayoutTests.solversConflict(document))
        #expect(set == BlockLayoutTests.fillTieSet && broken == "constraints[4]")
        #expect(BlockLayoutTests.ambiguities(response) == ["k: width", "m: x width"])
        let expected: [String: [Double]] = [
            "a": [0, 0, 300, 180], "b": [0, 180, 300, 20], "c": [0, 0, 30, 20], "bar": [0, 180, 30, 2],
        ]
        for (id, frame) in expected {
            #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)")
        }
        #expect(BlockLayoutTests.frame(response, "k")?[0] == 30)
    }
}
