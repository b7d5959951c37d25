@_spi(Testing) import LayoutEngine
import Testing

/// A required size term on the lone arranged view of a stack pinned on both edges to the root,
/// held by the pins at another length: the term breaks, its set the stack's family, the root's
/// shorthand and the two pins (design note, section 5, "A required size held at another value",
/// *A term through a pin pair to the root*).
@Suite struct PinnedCanvasTermTests {
    /// A plain root 300 by 200 holding `d` (`height: 10`) and the horizontal `fill` stack `s`
    /// (`height: 30`, no margins) of one arranged view `c`, a leaf without a shorthand;
    /// `constraints` in order.
    static func document(_ constraints: [String]) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "d", "height": 10},
              {"id": "s", "type": "stack", "height": 30, "arrangedSubviews": [{"id": "c", "intrinsicContentSize": {"width": 40, "height": 20}}]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    static let pins = ["s.leading == root.leading + 20", "s.trailing == root.trailing - 20", "s.top == root.top + 10"]
    static let set = ["UISV-canvas-connection(s, c)", "UISV-canvas-connection(c, s)", "width(root)", "constraints[0]", "constraints[1]"]

    /// `s` pinned 20 in on both sides of the 300-wide root: 260 wide, and its family (`c`'s two
    /// `==` canvas connections, no margins) holds `c` 260 wide, so `c.width <= 100`
    /// (constraints[4]) breaks. Set, in order of addition: the two connections (service
    /// constraints), the root's shorthand (shorthands), constraints[0] and [1], the term listed last. Only minimal (a
    /// witness for each, meeting every constraint before the term but it): without a connection,
    /// `c` 100 wide at the other end of the canvas; without a pin, `s` and `c` 100 wide hung from
    /// the other; without the root's shorthand, the root 140 wide (`s` from 20 to 120, plus 20).
    /// Frames: the term's error `260 − 100` is the same in every solution of the others, so they
    /// are the document's without it: `s` at (20, 10), 260 by 30; `c` at its origin, 260 by 30
    /// (across, `fill` holds it to the canvas over its intrinsic 20); `d` at the root's origin
    /// (constraints[3] and [5]), 10 wide (constraints[6]) by 10 (its shorthand).
    @Test func aTermOnAPinnedStacksLoneViewBreaks() throws {
        let document = try Self.document(
            Self.pins + ["d.top == root.top", "c.width <= 100", "d.leading == root.leading", "d.width == 10"])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        let conflict = BlockLayoutTests.conflict(response)
        #expect(conflict?.constraints == Self.set + ["constraints[4]"])
        #expect(conflict?.broken == "constraints[4]")
        #expect(BlockLayoutTests.frame(response, "s") == [20, 10, 260, 30])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 260, 30])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 10, 10])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// As above, the term `d.width <= 50` carried to `c` through `d.width == 0.5 * c.width`
    /// (constraints[3]): `c` held 260 wide holds `d` 130, so the term (constraints[4]) breaks, its
    /// set the one above followed by the equality (a document constraint after the pins).
    /// Frames: `s` and `c` as above; `d` 130 wide at the root's leading edge (constraints[5]).
    @Test func aCarriedTermThroughAPinnedStackBreaks() throws {
        let document = try Self.document(
            Self.pins + ["d.width == 0.5 * c.width", "d.width <= 50", "d.leading == root.leading", "d.top == root.top"])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        let conflict = BlockLayoutTests.conflict(response)
        #expect(conflict?.constraints == Self.set + ["constraints[3]", "constraints[4]"])
        #expect(conflict?.broken == "constraints[4]")
        #expect(BlockLayoutTests.frame(response, "s") == [20, 10, 260, 30])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 260, 30])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 130, 10])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// As the first, with `d` pinned to the root's trailing edge and 300 wide before the term:
    /// `d` holds the root 300 wide too, a second minimal set without the root's shorthand (and the
    /// root's witness, lengthened, would break `d`'s pins). The rule declines a root named before
    /// the term but at its low edge: the simplex, which still breaks constraints[7].
    @Test func aTermBesideAnotherHoldOnTheRootGoesToTheSolver() throws {
        let document = try Self.document(
            Self.pins + [
                "d.top == root.top", "d.leading == root.leading", "d.trailing == root.trailing", "d.width == 300", "c.width <= 100",
            ])
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(BlockLayoutTests.conflict(response)?.broken == "constraints[7]")
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }
}
