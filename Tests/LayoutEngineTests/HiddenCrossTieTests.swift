@_spi(Testing) import LayoutEngine
import Testing

/// A required cross tie past its canvas on a hidden arranged view outside the spanner (design
/// note, section 5, "A hidden child tied past its canvas"): the stack bounds only its spanner by
/// the canvas, so the tie holds the hidden view at the canvas plus its offset, no conflict, and
/// the direct method takes it as it takes a tie within the canvas.
@Suite struct HiddenCrossTieTests {
    /// A 300x200 root holding a vertical stack `s` pinned to its edges (constraints[0...3]),
    /// aligned `alignment`: `a` (50x40) and the hidden `h` (30x20); then `constraints`.
    static func document(alignment: String, _ constraints: [String]) throws -> LayoutDocument {
        let pins = ["s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing"]
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "alignment": "\(alignment)", "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 50, "height": 40}},
                {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 30, "height": 20}}]}]},
             "constraints": [\((pins + constraints).map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// `h.width == s.width + 10`: s is the root's 300 wide (its pins), its canvas 0 to 300
    /// without margins. Across, a takes its own 50 (hugging and compression at its intrinsic
    /// width; the stack bounds it by the canvas only), at x 0 when `leading`, (300 − 50)/2 = 125
    /// when centred. h, hidden among two arranged views, lies outside the spanner: the tie makes
    /// it 310 wide, 10 past the canvas, its own hugging's error a constant; at x 0 `leading`, and
    /// centred on the canvas, (300 − 310)/2 = −5. Down, a is the one visible view of the `fill`
    /// column: 0 to 200; h is 0 high (`UISV-hiding`; its y not derived here, the solver's).
    @Test(arguments: [("leading", 0.0, 0.0), ("center", 125.0, -5.0)])
    func aHiddenViewTiedPastTheCanvasIsTaken(alignment: String, aX: Double, hX: Double) throws {
        let document = try Self.document(alignment: alignment, ["h.width == s.width + 10"])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy != "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(response.diagnostics.isEmpty)
        #expect(BlockLayoutTests.frame(response, "a") == [aX, 0, 50, 200])
        let h = try #require(BlockLayoutTests.frame(response, "h"))
        #expect(h[0] == hX && h[2] == 310 && h[3] == 0)
    }

    /// Not this rule's: the same tie on the visible `a` (`a.width == s.width + 10`) lies inside
    /// the spanner, which the canvas bounds (a's trailing edge at most the canvas's), so the tie
    /// conflicts with the stack's family; `addCrossTie` does not record it, and the broken-tie
    /// rules (section 5, "A cross tie past its canvas") take it with the solver's set. a is held
    /// at the canvas, 300 wide from x 0 (the tie's error 10, its least), and 0 to 200 down.
    @Test func aVisibleViewTiedPastTheCanvasIsTheBrokenTies() throws {
        let document = try Self.document(alignment: "leading", ["a.width == s.width + 10"])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(BlockLayoutTests.conflict(response)?.broken == "constraints[4]")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 300, 200])
    }

    /// Decline: a second tie on the hidden `h` (`h.width == s.width + 20` after the first): two
    /// ties on one child are not recorded (`addCrossTie`), and the broken-tie route does not take
    /// a child outside the spanner, so the document goes to the simplex. The simplex adds the
    /// required constraints in order: the second tie (constraints[5]) cannot hold beside the
    /// first, so it is the broken one, and h keeps the first's 310.
    @Test func twoTiesOnAHiddenViewGoToTheSolver() throws {
        let document = try Self.document(alignment: "leading", ["h.width == s.width + 10", "h.width == s.width + 20"])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        #expect(BlockLayoutTests.conflict(response)?.broken == "constraints[5]")
        #expect(BlockLayoutTests.frame(response, "h")?[2] == 310)
    }
}
