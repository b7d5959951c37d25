@_spi(Testing) import LayoutEngine
import Testing

/// A required size term across nested `fill` alignments whose top stack is pinned on both edges to
/// the root (design note, section 5, "A required size held at another value", *Across nested
/// alignments pinned to the root*, session 31): `HeldCrossShorthandTests`' and
/// `NestedCrossShorthandTests`' kin, the root's shorthand and the pins in the top's shorthand's place.
@Suite struct PinnedCrossTermTests {
    /// A plain root `root`, 300 by 200, holding a vertical stack `s` (aligned `fill`) pinned 10
    /// inside the root's leading and trailing edges (constraints[0], [1]) and at its top
    /// (constraints[2]), of a leaf `a` (40x20) and a vertical stack `t` (aligned `fill`) arranged
    /// by its margins (5 on each side) of two leaves, `b` (`bWidth` by 20, horizontal compression
    /// resistance `resistance`) and `c` (40x20); then `constraints`.
    static func document(
        _ constraints: [String], direction: String = "leftToRight", bWidth: Int = 40, resistance: Int = 750
    ) throws -> LayoutDocument {
        let pins = ["s.leading == root.leading + 10", "s.trailing == root.trailing - 10", "s.top == root.top"]
        return try CarriedBrokenTermTests.document("""
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [
              {"id": "s", "type": "stack", "axis": "vertical", "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
                {"id": "t", "type": "stack", "axis": "vertical", "layoutMarginsRelativeArrangement": true,
                 "layoutMargins": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}, "arrangedSubviews": [
                  {"id": "b", "intrinsicContentSize": {"width": \(bWidth), "height": 20},
                   "compressionResistance": {"horizontal": \(resistance), "vertical": 750}},
                  {"id": "c", "intrinsicContentSize": {"width": 40, "height": 20}}]}]}]},
             "constraints": [\((pins + constraints).map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"layoutDirection": "\(direction)"}}
            """)
    }

    /// The pins hold `s` at 300 − 10 − 10 = 280 across; s's family aligns `t` to `a` and `a` to its
    /// canvas, t's aligns `c` to `b` and `b` to its margins, so `c` is 280 − 10 = 270 (service
    /// constraints, the root's `width: 300`, then the pins, all before `c.width == 50`
    /// (constraints[3]), which breaks). Its set: t's two alignments and a's two connections, c's two
    /// alignments and b's two connections, the root's shorthand, the pins (the filter's: without a
    /// member of s's family, `t` 60 wide (`b` and `c` 50 between its margins) at the edge the rest
    /// allow, `a` with it where a connection is dropped; without one of t's, `c` 50 wide at an edge,
    /// `b` with it where a connection is dropped; without the root's shorthand, the root 80 wide,
    /// `s`, `a` and `t` 60; without a pin, `s` 60 wide hung from the other). The error 220 is fixed
    /// by the others: the frames are those without the term. Across, `s` at x 10, 280 wide, `a`
    /// and `t` 280 at 0 in it, `b` and `c` 270 at t's margin, 5 (right to left the same: the pins
    /// and margins are alike on both sides). Down, nothing stretches: `a` 20 high at 0, `t` the
    /// margins and `b` and `c`, 5 + 20 + 20 + 5 = 50 at 20, `b` at 5 and `c` at 25 in it; `s` 70.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aTermAcrossTwoLevelsPinnedToTheRootBreaks(direction: String) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.document(["c.width == 50"], direction: direction))
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == [[
            "UISV-alignment(a, t)", "UISV-alignment(a, t)", "UISV-canvas-connection(s, a)", "UISV-canvas-connection(a, s)",
            "UISV-alignment(b, c)", "UISV-alignment(b, c)", "UISV-canvas-connection(t.layoutMarginsGuide, b)",
            "UISV-canvas-connection(b, t.layoutMarginsGuide)", "width(root)", "constraints[0]", "constraints[1]",
            "constraints[3]", "broken constraints[3]",
        ]])
        let frames = ["root", "s", "a", "t", "b", "c"].map { BlockLayoutTests.frame(response, $0) }
        #expect(frames == [[0, 0, 300, 200], [10, 0, 280, 70], [0, 0, 280, 20], [0, 20, 280, 50], [5, 5, 270, 20], [5, 25, 270, 20]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// `a` at least 100 wide (constraints[3], before the term): `c` at 50 needs `t` at 60 and so
    /// `a`, which the connections' and the pins' witnesses would move, and the filter drops a's
    /// connections, the root's shorthand and the pins for that constraint (the members kept before
    /// them, t's alignments, with it and the term conflict without them): the set is t's
    /// alignments, t's family's four and constraints[3]. Declined (constraints[3] names `a` across):
    /// the whole document's solver answers.
    @Test func aViewTheWitnessesMoveHeldBeforeTheTermGoesToTheSolver() throws {
        let document = try Self.document(["a.width >= 100", "c.width == 50"])
        BrokenSizeTests.expectSolversConflict(document)
        #expect(SeveralBrokenShorthandsTests.conflicts(BlockLayoutTests.layOut(document).response) == [[
            "UISV-alignment(a, t)", "UISV-alignment(a, t)", "UISV-alignment(b, c)", "UISV-alignment(b, c)",
            "UISV-canvas-connection(t.layoutMarginsGuide, b)", "UISV-canvas-connection(b, t.layoutMarginsGuide)",
            "constraints[3]", "constraints[4]", "broken constraints[4]",
        ]])
    }

    /// `b`, the first of `t`, at least 100 wide by a required compression resistance: the witnesses
    /// that drop b's connections (and those of a's and the pins, which move `t` whole) need it 50
    /// wide, and b's connections with that resistance are a second way to hold `c`. Declined (b's
    /// content size does not allow 50): the whole document's solver answers.
    @Test func aFirstViewThatCannotFollowTheTermGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.document(["c.width == 50"], bWidth: 100, resistance: 1000))
    }
}
