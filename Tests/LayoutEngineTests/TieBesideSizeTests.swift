@_spi(Testing) import LayoutEngine
import Testing

/// A broken cross tie beside a broken size (design note, section 5, "A cross tie past its
/// canvas", *Beside a broken size*): each breaks with the set it has alone, in the solver's
/// order, wherever the two meet (the other axis, or the same stack's family), but where the tie's
/// witnesses solve U again from a tree holding a broken shorthand: the document then goes to the
/// simplex. The document is `BlockLayoutTests`'
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

    /// The size terms across (`b.width == 50`, `b.width == 60`), on an arranged view of the tie's
    /// stack along the tie's axis: still each with the set it has alone. The tie (constraints[4])
    /// breaks first; the terms come after it, so neither is in its set, and its witnesses (a grown
    /// past the canvas, or every arranged view moved out with it) keep b's width. The second term
    /// then breaks against the first ({5, 6}): the tie, broken, is no longer required, and U solved
    /// again without the first term holds b at 60. Across: a at the canvas, x 0, 300 wide (the
    /// tie's error least there); b at its required 50, x 0 (`leading`). Down, `fill`: b keeps its
    /// 60 (hugging 251 above a's 250), a takes the rest, 140: a 0 to 140, b 140 to 200.
    @Test func aSizeInTheTiesFamilyIsTaken() throws {
        let document = try BlockLayoutTests.document(
            ["a.width == s.width + 10", "b.width == 50", "b.width == 60"], decorations: [], alignment: "leading")
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        let conflicts = ConflictBesideUpstreamTests.conflicts(response)
        #expect(conflicts.map(\.broken) == ["constraints[4]", "constraints[6]"])
        #expect(conflicts.last?.set == ["constraints[5]", "constraints[6]"])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 140])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 140, 50, 60])
    }

    /// A size term on the root's width (`root.width == 320`, constraints[5]) after the tie: along
    /// the tie's axis, on a superview of its stack, whose length fixes the canvas. The tie breaks
    /// first with its family; the term then breaks against the root's shorthand (300), its set
    /// that shorthand alone: U solved again without it and with the term holds the root 320 wide,
    /// the tie, broken before, taken broken there too. The root stays 300 wide (the shorthand
    /// required), so the canvas is 300: a at x 0, 300 wide; b its own 50 at x 0; down, b its 60,
    /// a the remaining 140.
    @Test func aSizeOnASuperviewAlongTheTiesAxisIsTaken() throws {
        let document = try BlockLayoutTests.document(["a.width == s.width + 10", "root.width == 320"], decorations: [], alignment: "leading")
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        let conflicts = ConflictBesideUpstreamTests.conflicts(response)
        #expect(conflicts.map(\.broken) == ["constraints[4]", "constraints[5]"])
        #expect(conflicts.last?.set == ["width(root)", "constraints[5]"])
        #expect(BlockLayoutTests.frame(response, "root") == [0, 0, 300, 200])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 140])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 140, 50, 60])
    }

    /// Decline: a broken shorthand beside a tie whose witnesses solve U again. BrokenTieInsideTests'
    /// `fill` column (a, then b, a row of c; the bar drawn along c, inside b, so U is solved again
    /// at the tie's witnesses, from the document's tree) with a hidden arranged view `h` whose
    /// `height: 30` its `UISV-hiding` breaks: that tree still holds h's shorthand, which such a
    /// witness would have to do without. Each alone is taken; together the document goes to the
    /// simplex, which breaks h's shorthand first and then the tie, a and b at the canvas's 300.
    @Test func aBrokenShorthandBesideATieSolvedAgainGoesToTheSolver() throws {
        func document(tie: Bool, shorthand: Bool) throws -> LayoutDocument {
            let constraints = [
                "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
            ] + (tie ? ["b.width == s.width + 8"] : []) + [
                "bar.leading == c.leading", "bar.trailing == c.trailing", "bar.top == c.top", "bar.height == 2",
            ]
            let text = """
                {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
                  "axis": "vertical", "subviews": [{"id": "bar"}], "arrangedSubviews": [
                    {"id": "a", "intrinsicContentSize": {"width": 50, "height": 40}, "contentHugging": {"vertical": 249}},
                    {"id": "b", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                      {"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]},
                    {"id": "h", "hidden": true\(shorthand ? ", \"height\": 30" : "")}]}]},
                 "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
                """
            guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
                throw BlockLayoutTests.DocumentError.invalid(text)
            }
            return document
        }
        for (tie, shorthand) in [(true, false), (false, true)] {
            let (strategy, response, solver) = BlockLayoutTests.layOut(try document(tie: tie, shorthand: shorthand))
            #expect(strategy == "blocks", "tie \(tie), shorthand \(shorthand)")
            BlockLayoutTests.expectSolversAnswer(response, solver)
        }
        let (strategy, response, solver) = BlockLayoutTests.layOut(try document(tie: true, shorthand: true))
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        let broken = response.diagnostics.compactMap { diagnostic -> String? in
            guard case .unsatisfiable(_, _, let broken) = diagnostic else { return nil }
            return broken
        }
        #expect(broken == ["height(h)", "constraints[4]"])
        #expect(BlockLayoutTests.frame(response, "a")?[2] == 300 && BlockLayoutTests.frame(response, "b")?[2] == 300)
    }
}
