@_spi(Testing) import LayoutEngine
import Testing

/// A conflict within a block of several dependent views (design note, section 5, "Conflicts within
/// one decoration", *In a block of several views*; `DependentBlocks.addRequired` adding the
/// block's required constraints in the whole document's order, `exactConflict` over the block's
/// views): taken where the set reads the block's views alone. Each document is a plain root
/// (300 × 200) with the plain subviews `d`, a separator, and `l`, a label pinned to it, so U is
/// the root and the two make one block.
@Suite struct SeveralViewConflictTests {
    static func document(_ subviews: [String], _ constraints: [String]) throws -> LayoutDocument {
        try BlockLayoutTests.decoded(
            #"{"root": {"id": "root", "width": 300, "height": 200, "subviews": [\#(subviews.joined(separator: ", "))]},"#
                + #" "constraints": [\#(constraints.map { "\"\($0)\"" }.joined(separator: ", "))], "options": {"frames": "superview"}}"#)
    }

    /// d 10 from the root's leading edge, at its top, 20 high, `d.width == 1` (constraints[3]);
    /// l 8 after d, at d's top, 50 by 20; then `d.width == 2` (constraints[8]), which cannot hold
    /// with constraints[3] and breaks with the set {constraints[3], constraints[8]} (without
    /// either the other holds; l, reading d, follows). Its error, 1, is the same in every
    /// solution: d at x 10, 1 by 20; l at x 10 + 1 + 8 = 19, 50 by 20.
    @Test func aSeparatorsSecondWidthBreaksBesideItsLabel() throws {
        let document = try Self.document(
            [#"{"id": "d"}"#, #"{"id": "l"}"#],
            [
                "d.leading == root.leading + 10", "d.top == root.top", "d.height == 20", "d.width == 1",
                "l.leading == d.trailing + 8", "l.top == d.top", "l.width == 50", "l.height == 20", "d.width == 2",
            ])
        CarriedBrokenTermTests.expectTaken(
            document, set: ["constraints[3]", "constraints[8]"], frames: ["d": [10, 0, 1, 20], "l": [19, 0, 50, 20]])
    }

    /// The label's shorthand `width: 50` (a service constraint, added before every document
    /// constraint) against `l.width == l.height * 2 + 10` with l 30 high (constraints[6]: 70): the
    /// later breaks, its set width(l), constraints[5] (l's height), constraints[6]. The label
    /// held at 50 by its shorthand, 30 high; d 1 by 20 at x 10, so l at x 19, y 0.
    @Test func aLabelsShorthandComesFirstInTheSet() throws {
        let document = try Self.document(
            [#"{"id": "d", "intrinsicContentSize": {"width": 1}}"#, #"{"id": "l", "width": 50}"#],
            [
                "d.leading == root.leading + 10", "d.top == root.top", "d.height == 20",
                "l.leading == d.trailing + 8", "l.top == d.top", "l.height == 30", "l.width == 2 * l.height + 10",
            ])
        CarriedBrokenTermTests.expectTaken(
            document, set: ["width(l)", "constraints[5]", "constraints[6]"], frames: ["d": [10, 0, 1, 20], "l": [19, 0, 50, 30]])
    }

    /// A conflict through both views and the root: d 1 wide (its shorthand) 10 from the root's
    /// leading edge, l 8 after it and 10 from the root's trailing edge, which makes l 271 wide
    /// against its `width: 50`. The set reads the root as well as two views: declined (the root's
    /// shorthand is argued only for a block of one view), the simplex answers with one conflict.
    @Test func aConflictThroughTheRootAcrossTwoViewsIsDeclined() throws {
        let document = try Self.document(
            [#"{"id": "d", "width": 1}"#, #"{"id": "l", "width": 50}"#],
            [
                "d.leading == root.leading + 10", "d.top == root.top", "d.height == 20", "l.leading == d.trailing + 8",
                "l.trailing == root.trailing - 10", "l.top == d.top", "l.height == 20",
            ])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(ConflictBesideUpstreamTests.conflicts(response).count == 1)
    }
}
