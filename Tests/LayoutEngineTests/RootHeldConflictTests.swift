@_spi(Testing) import LayoutEngine
import Testing

/// A conflict within one decoration that reads the root, whose shorthand holds what it reads
/// (design note, section 5, "Conflicts within one decoration", *Through the root's shorthand*;
/// `DependentBlocks.rootHold`): the root's shorthand joins the decoration's set, among the
/// shorthands, and the decoration's later constraint breaks. Each document is a plain root with
/// plain subviews only, so U is the root alone.
@Suite struct RootHeldConflictTests {
    /// A plain root `width × height` with the subviews `subviews` (JSON objects), the constraints
    /// `constraints`, laid out `direction`.
    static func document(
        width: Int = 375, height: Int = 812, _ subviews: [String], _ constraints: [String], direction: String = "leftToRight"
    ) throws -> LayoutDocument {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return try BlockLayoutTests.decoded(
            #"{"root": {"id": "root", "width": \#(width), "height": \#(height), "subviews": [\#(subviews.joined(separator: ", "))]},"#
                + #" "constraints": [\#(list)], "options": {"layoutDirection": "\#(direction)", "frames": "superview"}}"#)
    }

    /// `d`, 30 wide by its shorthand and 21 high by its content, pinned 16 in from the root's left
    /// and right: the root's 375 holds the pins 343 apart, so constraints[1] breaks with the set
    /// width(root), width(d) (the shorthands, the root's first), constraints[0]. The simplex's
    /// filter: without width(root) the root is 62 wide; without width(d), d is 343; without
    /// constraints[0], d hangs from the right pin. Frames: d at x 16 (constraints[0] holds), 30
    /// wide; down, 21 high centred on the root's 406: y 395.5. A separator `e` on the root's right
    /// edge (1 wide, the root's height) moves with the root's width at the witness and holds:
    /// x 374.5, y 0, 1 by 812.
    @Test func aPinnedDecorationBreaksAgainstTheRootsWidth() throws {
        let document = try Self.document(
            [#"{"id": "d", "width": 30, "intrinsicContentSize": {"height": 21}}"#, #"{"id": "e"}"#],
            [
                "d.left == root.left + 16", "d.right == root.right - 16", "d.centerY == root.centerY",
                "e.centerX == root.right", "e.width == 1", "e.top == root.top", "e.bottom == root.bottom",
            ])
        CarriedBrokenTermTests.expectTaken(
            document, set: ["width(root)", "width(d)", "constraints[0]", "constraints[1]"],
            frames: ["d": [16, 395.5, 30, 21], "e": [374.5, 0, 1, 812]])
    }

    /// Right to left, `leading` is the root's right edge: d's leading pin holds (its right edge at
    /// 375 − 16 = 359) and its trailing one breaks; d 30 wide at x 329. Down, the margins guide:
    /// 21 high, its top 8 + 20 below the root's top (constraints[2]): y 28.
    @Test func rightToLeftTheTrailingPinBreaks() throws {
        let document = try Self.document(
            [#"{"id": "d", "width": 30, "intrinsicContentSize": {"height": 21}}"#],
            ["d.leading == root.leading + 16", "d.trailing == root.trailing - 16", "d.top == root.layoutMarginsGuide.top + 20"],
            direction: "rightToLeft")
        CarriedBrokenTermTests.expectTaken(
            document, set: ["width(root)", "width(d)", "constraints[0]", "constraints[1]"],
            frames: ["d": [329, 28, 30, 21]])
    }

    /// Down, within the root's margins (8 on top and bottom of a 600 high root): d 40 high by its
    /// shorthand, its top 10 below the guide's (8 + 10 = 18) and its bottom 10 above the guide's
    /// (592 − 10 = 582), 564 apart: constraints[1] breaks with height(root), height(d),
    /// constraints[0]. d at y 18, 40 high; across, at the root's leading edge, 50 wide
    /// (constraints[2], [3]).
    @Test func alongTheMarginsTheBottomPinBreaks() throws {
        let document = try Self.document(
            width: 320, height: 600, [#"{"id": "d", "height": 40}"#],
            [
                "d.top == root.layoutMarginsGuide.top + 10", "d.bottom == root.layoutMarginsGuide.bottom - 10",
                "d.leading == root.leading", "d.width == 50",
            ])
        CarriedBrokenTermTests.expectTaken(
            document, set: ["height(root)", "height(d)", "constraints[0]", "constraints[1]"],
            frames: ["d": [0, 18, 50, 40]])
    }

    /// Beside U's broken size term on the root (1/317's shape): `root.width == 200` (constraints[3])
    /// breaks first against width(root), its set those two; it is no longer required after, so
    /// width(root) alone holds the root when d's `d.width == 10` (constraints[4]) meets the pins
    /// that hold d 375 − 32 = 343 wide: that breaks with width(root), constraints[0], [1]. The
    /// conflicts in the order of their broken constraints. Frames: the root 375 wide; d held by
    /// the pins at x 16, 343 wide (both broken errors constant), 21 high centred on 406: y 395.5.
    @Test func besideABrokenTermOnTheRootTheShorthandStillHolds() throws {
        let document = try Self.document(
            [#"{"id": "d", "intrinsicContentSize": {"height": 21}}"#],
            ["d.left == root.left + 16", "d.right == root.right - 16", "d.centerY == root.centerY", "root.width == 200", "d.width == 10"])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(
            ConflictBesideUpstreamTests.conflicts(response).map(\.set)
                == [["width(root)", "constraints[3]"], ["width(root)", "constraints[0]", "constraints[1]", "constraints[4]"]])
        #expect(BlockLayoutTests.frame(response, "root") == [0, 0, 375, 812])
        #expect(BlockLayoutTests.frame(response, "d") == [16, 395.5, 343, 21])
    }

    /// The first document with `root.width >= 100` (a required relation of U on the root's width,
    /// which holds, so it is not broken) first: without width(root) the root can no longer be the
    /// 62 the pins and d want, so the root's shorthand is not in every conflicting set and the
    /// rule's argument fails: the
    /// document goes to the simplex.
    @Test func aRelationOfUOnTheRootDeclines() throws {
        let document = try Self.document(
            [#"{"id": "d", "width": 30, "intrinsicContentSize": {"height": 21}}"#],
            ["root.width >= 100", "d.left == root.left + 16", "d.right == root.right - 16", "d.centerY == root.centerY"])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }
}
