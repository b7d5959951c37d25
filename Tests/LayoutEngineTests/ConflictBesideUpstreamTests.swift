@_spi(Testing) import LayoutEngine
import Testing

/// A conflict within one decoration beside U's broken constraints (design note, section 5,
/// "Conflicts within one decoration", *Beside U's*): each breaks with the set it has alone, the
/// conflicts listed in the order of their broken constraints. The document is `BlockLayoutTests`'
/// (a 300x200 root, its vertical stack `s` pinned to its edges, constraints[0...3]: `a` 50x40,
/// `b` 50x60 hugging 251 down) with a plain subview `d` of s.
@Suite struct ConflictBesideUpstreamTests {
    static let decoration = [#"{"id": "d"}"#]

    /// The conflicts of `response`, each its set and its broken constraint.
    static func conflicts(_ response: LayoutResponse) -> [(set: [String], broken: String)] {
        response.diagnostics.compactMap { diagnostic in
            guard case .unsatisfiable(_, let set, let broken) = diagnostic else { return nil }
            return (set, broken)
        }
    }

    /// The tie `a.width == s.width + 10` (constraints[4]) across a `leading` stack, then d held at
    /// s's top-left corner, 20 wide, and `d.height == 10` (8) then `d.height == 20` (9). The tie
    /// breaks first with its family; d's second height then against its first ({8, 9}), which reads
    /// d's frame alone. At the tie's witnesses (a grown, or moved out with the canvas) d's block
    /// breaks only its own 9 again. Across: a at the canvas, x 0, 300 wide (the tie's error least
    /// there), b its own 50 at x 0; down, b its 60 (hugging 251), a the remaining 140. d: x 0, y 0,
    /// 20 wide, 10 high (8 required; 9's error 10 in every solution).
    @Test func aDecorationsConflictAfterABrokenTieIsTaken() throws {
        let document = try BlockLayoutTests.document(
            ["a.width == s.width + 10", "d.leading == s.leading", "d.top == s.top", "d.width == 20", "d.height == 10", "d.height == 20"],
            decorations: Self.decoration, alignment: "leading")
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        let conflicts = Self.conflicts(response)
        #expect(conflicts.map(\.broken) == ["constraints[4]", "constraints[9]"])
        #expect(conflicts.last?.set == ["constraints[8]", "constraints[9]"])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 140])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 140, 50, 60])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 20, 10])
    }

    /// d's conflict (constraints[7] then 8) before a broken size term of U (`b.height == 150`, 9,
    /// then `b.height == 160`, 10, across a `fill` stack): the block's conflict comes first, in the
    /// order of addition, then U's ({9, 10}). Across, `fill`: a and b 300 wide. Down: b held at 150
    /// (9 required), a the remaining 50: a 0 to 50, b 50 to 200. d: x 0, y 0, 20 by 10.
    @Test func aDecorationsConflictBeforeABrokenSizeComesFirst() throws {
        let document = try BlockLayoutTests.document(
            ["d.leading == s.leading", "d.top == s.top", "d.width == 20", "d.height == 10", "d.height == 20", "b.height == 150", "b.height == 160"],
            decorations: Self.decoration)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        let conflicts = Self.conflicts(response)
        #expect(conflicts.map(\.broken) == ["constraints[8]", "constraints[10]"])
        #expect(conflicts.map(\.set) == [["constraints[7]", "constraints[8]"], ["constraints[9]", "constraints[10]"]])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 50])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 50, 300, 150])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 20, 10])
    }

    /// d drawn along a (`d.leading == a.leading`, `d.trailing == a.trailing`) beside the tie, with
    /// its own conflict (`d.height == 10`, then `d.height == 20`). Taken: d follows a at each
    /// witness and breaks only its own again; d is a's 300 wide at x 0, 10 high at s's top. With
    /// `d.width <= 300` as well (near miss), a grown past the canvas at a witness breaks that bound
    /// too (d on a's edges), a second minimal set for the tie: the document goes to the simplex.
    @Test func aDecorationBreakingMoreAtATiesWitnessGoesToTheSolver() throws {
        let constraints = ["a.width == s.width + 10", "d.leading == a.leading", "d.trailing == a.trailing", "d.top == s.top"]
        let heights = ["d.height == 10", "d.height == 20"]
        let taken = try BlockLayoutTests.document(constraints + heights, decorations: Self.decoration, alignment: "leading")
        let (strategy, response, solver) = BlockLayoutTests.layOut(taken)
        #expect(strategy == "blocks")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(Self.conflicts(response).map(\.broken) == ["constraints[4]", "constraints[9]"])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 300, 10])
        let declined = try BlockLayoutTests.document(
            constraints + ["d.width <= 300"] + heights, decorations: Self.decoration, alignment: "leading")
        let (declinedStrategy, declinedResponse, declinedSolver) = BlockLayoutTests.layOut(declined)
        #expect(declinedStrategy == "solver")
        BlockLayoutTests.expectSolversAnswer(declinedResponse, declinedSolver)
    }
}
