@_spi(Testing) import LayoutEngine
import Testing

/// Several arranged views' cross shorthands against one `fill`-aligned stack's canvas: each breaks
/// with the set it would have alone (design note, section 5, "A required size held at another
/// value", *Several cross shorthands in one stack*).
@Suite struct SeveralBrokenShorthandsTests {
    /// A root vertical `fill` stack `col`, aligned `fill`, `width: 320`, `height: 100`, of `a`
    /// (50x40, hugging 249 vertically), `b` (30x20) and `c` (30x20), with the shorthands across
    /// `shorthands` (by view).
    static func column(_ shorthands: [String: Double]) throws -> LayoutDocument {
        func width(_ id: String) -> String { shorthands[id].map { #""width": \#($0), "# } ?? "" }
        let text = """
            {"root": {"id": "col", "type": "stack", "axis": "vertical", "width": 320, "height": 100, "arrangedSubviews": [
              {"id": "a", \(width("a"))"intrinsicContentSize": {"width": 50, "height": 40}, "contentHugging": {"vertical": 249}},
              {"id": "b", \(width("b"))"intrinsicContentSize": {"width": 30, "height": 20}},
              {"id": "c", \(width("c"))"intrinsicContentSize": {"width": 30, "height": 20}}]}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The conflicts of `response`, each its set then its broken constraint.
    static func conflicts(_ response: LayoutResponse) -> [[String]] {
        response.diagnostics.compactMap {
            if case .unsatisfiable(_, let constraints, let broken) = $0 { constraints + ["broken " + broken] } else { nil }
        }
    }

    /// The set that holds `child` (not the first) at col's canvas across: its two alignments to
    /// the first arranged view `a`, `a`'s two canvas connections, col's shorthand; then the broken
    /// shorthand itself, which the diagnostic lists last among its constraints.
    static func crossSet(_ child: String) -> [String] {
        [
            "UISV-alignment(a, \(child))", "UISV-alignment(a, \(child))", "UISV-canvas-connection(col, a)",
            "UISV-canvas-connection(a, col)", "width(col)", "width(\(child))",
        ]
    }

    /// Across, the builders hold `b` and `c` to `a`'s edges (`UISV-alignment`) and `a` to the
    /// canvas (`UISV-canvas-connection`), then add the shorthands in tree order: col's 320, b's 50,
    /// which cannot hold with them and breaks (set: b's alignments, a's connections, col's
    /// shorthand, the only minimal one as for one view), then c's 60, which breaks too: b's
    /// shorthand, now below required, is in no set, so c's is the same family with c in b's place
    /// (without col's shorthand col, a and c are 60 wide; without a connection a and c are 60
    /// wide from the canvas's other edge, b with them, its shorthand no longer required; without an
    /// alignment c alone is). Each broken error (270, 260) is fixed by col's 320: every view is 320
    /// wide at x 0. Down, `fill`: b and c keep their 20 (hugging 250), a (hugging 249) takes the
    /// rest, 60: a at 0, b at 60, c at 80.
    @Test func twoArrangedViewsCrossShorthandsBreakInTreeOrder() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column(["b": 50, "c": 60]))
        #expect(strategy == "blocks")
        #expect(Self.conflicts(response) == [Self.crossSet("b") + ["broken width(b)"], Self.crossSet("c") + ["broken width(c)"]])
        #expect(response.diagnostics.count == 2)
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 320, 60])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 60, 320, 20])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 80, 320, 20])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The first arranged view `a` with a shorthand of 40 too, `c` 60: a's breaks first (tree
    /// order), its set a's two canvas connections and col's shorthand (no alignment names the
    /// first's length but those to it, and those hold the others to it, not it); then c's, as
    /// above (a's shorthand below required). The frames are those above (b has no shorthand).
    @Test func theFirstArrangedViewsShorthandBreaksFirst() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column(["a": 40, "c": 60]))
        #expect(strategy == "blocks")
        #expect(Self.conflicts(response) == [
            ["UISV-canvas-connection(col, a)", "UISV-canvas-connection(a, col)", "width(col)", "width(a)", "broken width(a)"],
            Self.crossSet("c") + ["broken width(c)"],
        ])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 320, 60])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 80, 320, 20])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// b's shorthand 320 agrees with the canvas and stays required, so c's 60 has a second minimal
    /// set through it (c's alignments, b's alignments, b's shorthand): which one the solver
    /// prefers is not this rule's to say. Declined: the whole document's solver answers.
    @Test func anAgreeingShorthandBesideABrokenOneDeclines() throws {
        BrokenSizeTests.expectSolversConflict(try Self.column(["b": 320, "c": 60]))
    }
}
