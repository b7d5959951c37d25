@_spi(Testing) import LayoutEngine
import Testing

/// A size term breaking after a broken shorthand (design note, section 5, "A required size held at
/// another value", *A term after a broken shorthand*): each breaks with the set it has alone, the
/// shorthand first. The document: a root vertical stack `col`, `width: 320`, `height: 100`, whose one
/// arranged view `h` (40x20) is hidden, then `constraints`.
@Suite struct TermAfterBrokenShorthandTests {
    static func column(_ constraints: [String]) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "col", "type": "stack", "axis": "vertical", "width": 320, "height": 100, "arrangedSubviews": [
              {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20}}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// Down, col's family (h's two canvas connections, `UISV-hiding`) holds col 0 high, so its
    /// `height: 100` breaks first (a shorthand, before every document constraint), the family its
    /// set as alone. Then `col.width == 300` (constraints[0]) breaks against col's `width: 320`, its
    /// set that shorthand alone: U solved again without it (and without the broken height, no
    /// longer required) and with the term holds col 300 wide. Both errors are fixed (col's height 0,
    /// its width 320, by required constraints): col is 320 by 0 at the origin, and h, across the
    /// `fill` alignment the canvas's 320, 0 high at the top.
    @Test func aTermOnTheOtherAxisBreaksAfterTheShorthand() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column(["col.width == 300"]))
        #expect(strategy == "blocks")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(ConflictBesideUpstreamTests.conflicts(response).map { $0.set } == [
            ["UISV-canvas-connection(col, h)", "UISV-canvas-connection(h, col)", "UISV-hiding(h)", "height(col)"],
            ["width(col)", "constraints[0]"],
        ])
        #expect(BlockLayoutTests.frame(response, "col") == [0, 0, 320, 0])
        #expect(BlockLayoutTests.frame(response, "h") == [0, 0, 320, 0])
    }

    /// Decline: the term on col's height (`col.height == 50`), the broken shorthand's own length,
    /// now held by the family rather than by that shorthand (a set this rule does not take beside
    /// it): the document goes to the simplex, which breaks both.
    @Test func aTermOnTheBrokenShorthandsLengthGoesToTheSolver() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column(["col.height == 50"]))
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(ConflictBesideUpstreamTests.conflicts(response).map { $0.broken } == ["height(col)", "constraints[0]"])
    }
}
