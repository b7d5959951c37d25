@_spi(Testing) import LayoutEngine
import Testing

/// A conflict within one decoration whose block reads a value of U that varies among U's optima
/// (design note, section 5, "Conflicts within one decoration", *On values U's tie moves*;
/// `DependentBlocks.addRequired` called from `solveMoving`): the set reads the decoration alone,
/// so it conflicts at every optimum of U, and the block follows U as a block without a conflict does.
@Suite struct MovingConflictTests {
    /// A 300 x 200 root holding a horizontal `fill` stack `s` pinned to the root's trailing edge,
    /// top and bottom, arranging `c1`, `c2` (JSON) and `c3`; `c1` and `c3` have no intrinsic
    /// width, so any widths p and q are optimal (`TwoVaryingValuesTests.row`): s.x = 300 − s.width
    /// varies. `d`, a plain subview of the root, then `decoration` (its constraints, after s's pins).
    static func row(c2: String = TwoVaryingValuesTests.c2, _ decoration: [String]) throws -> LayoutDocument {
        let constraints = ["s.trailing == root.trailing", "s.top == root.top", "s.bottom == root.bottom"] + decoration
        return try BlockLayoutTests.decoded(
            """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "arrangedSubviews": [{"id": "c1", "intrinsicContentSize": {"height": 40}}, \(c2),
                {"id": "c3", "intrinsicContentSize": {"height": 40}}]}, {"id": "d"}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"frames": "superview"}}
            """)
    }

    /// d's leading edge on s's (which varies), 10 high at the root's top, `d.width == 1`
    /// (constraints[4]) then `d.width >= 60` (constraints[7]): the two conflict whatever s does,
    /// so the later breaks with the set {constraints[4], constraints[7]} (the simplex's filter:
    /// without either, the other holds). Its error, 59, is the same at every solution, so below it
    /// the problem is the document with d 1 wide: d at y 0, 1 by 10, its x s's (relative to the
    /// root, which is d's superview): ambiguous in x as s's is, and in nothing else.
    @Test func aDecorationOnAMovingEdgeBreaksItsOwnBound() throws {
        let document = try Self.row(["d.leading == s.leading", "d.width == 1", "d.top == root.top", "d.height == 10", "d.width >= 60"])
        let response = TwoVaryingValuesTests.expect(document, "blocks")
        #expect(ConflictBesideUpstreamTests.conflicts(response).map { $0.set } == [["constraints[4]", "constraints[7]"]])
        #expect(ConflictBesideUpstreamTests.conflicts(response).map { $0.broken } == ["constraints[7]"])
        let d = try #require(BlockLayoutTests.frame(response, "d"))
        let s = try #require(BlockLayoutTests.frame(response, "s"))
        #expect(d[0] == s[0] && Array(d[1...]) == [0, 1, 10])
        #expect(ambiguous(response, "d") == ["x"])
    }

    /// The same conflict with d's width held by a shorthand (`"width": 1`, a service constraint
    /// before every document constraint) and `d.width >= 60` the document's last: the set is
    /// width(d) and constraints[6]; d's frame as above.
    @Test func aShorthandComesFirstInTheSet() throws {
        let document = try BlockLayoutTests.decoded(
            """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "arrangedSubviews": [{"id": "c1", "intrinsicContentSize": {"height": 40}}, \(TwoVaryingValuesTests.c2),
                {"id": "c3", "intrinsicContentSize": {"height": 40}}]}, {"id": "d", "width": 1}]},
             "constraints": ["s.trailing == root.trailing", "s.top == root.top", "s.bottom == root.bottom",
               "d.leading == s.leading", "d.top == root.top", "d.height == 10", "d.width >= 60"],
             "options": {"frames": "superview"}}
            """)
        let response = TwoVaryingValuesTests.expect(document, "blocks")
        #expect(ConflictBesideUpstreamTests.conflicts(response).map { $0.set } == [["width(d)", "constraints[6]"]])
        let d = try #require(BlockLayoutTests.frame(response, "d"))
        #expect(Array(d[1...]) == [0, 1, 10])
        #expect(ambiguous(response, "d") == ["x"])
    }

    /// A conflict that reads the moving value: c2 held 40 wide by its shorthand and c1 and c3 at
    /// least 0 wide, so s is at least 40 wide; d begins at s's leading edge, ends at the root's
    /// trailing one and is 1 wide, which would put s at x 299, 1 wide. The set holds s's family
    /// and the pins, views the block does not own: declined, the simplex answers with one conflict.
    @Test func aConflictThroughTheMovingStackIsDeclined() throws {
        let document = try Self.row(
            c2: #"{"id": "c2", "width": 40, "intrinsicContentSize": {"height": 40}}"#,
            [
                "c1.width >= 0", "c3.width >= 0", "d.leading == s.leading", "d.trailing == root.trailing", "d.top == root.top",
                "d.height == 10", "d.width == 1",
            ])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(ConflictBesideUpstreamTests.conflicts(response).count == 1)
    }

    /// The values reported ambiguous for view `id`.
    private func ambiguous(_ response: LayoutResponse, _ id: String) -> [String]? {
        for diagnostic in response.diagnostics {
            if case .ambiguous(let view, let attributes, _) = diagnostic, view == id { return attributes }
        }
        return nil
    }
}
