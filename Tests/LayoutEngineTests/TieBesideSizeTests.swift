@_spi(Testing) import LayoutEngine
import Testing

/// A broken cross tie beside a broken size (design note, section 5, "A cross tie past its
/// canvas", *Beside a broken size*): independent (the size along the other axis, or outside the
/// tie's stack's family along its axis), each breaks with the set it has alone, in the solver's
/// order; interacting, the document goes to the simplex. The document is `BlockLayoutTests`'
/// (a 300x200 root, its vertical stack `s` pinned to its edges, constraints[0...3], aligned
/// `leading` here: `a` 50x40, `b` 50x60 hugging 251 down), the tie `a.width == s.width + 10`
/// (constraints[4]) past the canvas, then two size terms (5, 6).
@Suite struct TieBesideSizeTests {
    /// `b.height == 150` and `b.height == 160`: the tie breaks first (the stack's leading family
    /// holds a within the canvas, 0 to 300), the second term after it against the first, on the
    /// other axis, so neither's set or witnesses touch the other's. Across: a held at the canvas,
    /// x 0, 300 wide (the tie's error 10, its least); b its own 50 at x 0 (`leading`, hugging and
    /// compression at its intrinsic width). Down: b is 150 (the first term; the second's error 10
    /// in every solution), and the `fill` column's 200 leaves a 50: a 0 to 50, b 50 to 200.
    /// Diagnostics: the tie's conflict, then the size's ({5, 6}).
    @Test func aTieAndASizeOnTheOtherAxisAreTaken() throws {
        let document = try BlockLayoutTests.document(
            ["a.width == s.width + 10", "b.height == 150", "b.height == 160"], decorations: [], alignment: "leading")
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        let broken = response.diagnostics.compactMap { diagnostic -> String? in
            guard case .unsatisfiable(_, _, let broken) = diagnostic else { return nil }
            return broken
        }
        #expect(broken == ["constraints[4]", "constraints[6]"])
        guard case .unsatisfiable(_, let set, _)? = response.diagnostics.last else {
            Issue.record("no conflict: \(response.diagnostics)")
            return
        }
        #expect(set == ["constraints[5]", "constraints[6]"])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 50])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 50, 50, 150])
    }

    /// Decline: the size terms across (`b.width == 50`, `b.width == 60`), on an arranged view of
    /// the tie's stack along the tie's axis: the families meet (the tie's witnesses move b, the
    /// stack's canvas bounds it), so the document goes to the simplex, which breaks the tie
    /// (constraints[4]) first; a is still held at the canvas across, x 0 and 300 wide.
    @Test func aSizeInTheTiesFamilyGoesToTheSolver() throws {
        let document = try BlockLayoutTests.document(
            ["a.width == s.width + 10", "b.width == 50", "b.width == 60"], decorations: [], alignment: "leading")
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(BlockLayoutTests.conflict(response)?.broken == "constraints[4]")
        let a = try #require(BlockLayoutTests.frame(response, "a"))
        #expect(a[0] == 0 && a[2] == 300)
    }
}
