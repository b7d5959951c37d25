@_spi(Testing) import LayoutEngine
import Testing

/// A stack pinned on both edges to the root along its axis, past the length its lone arranged view
/// holds it at: the later pin breaks (design note, section 5, "A required size held at another
/// value", *A pin pair past a stack's held length*).
@Suite struct PinPairTests {
    /// A plain root 300 by 200 holding `d` (the decline's, where given) and the horizontal stack
    /// `s` (`height: 30`) of one arranged view, `arranged` (JSON); `constraints` in order; left to
    /// right unless `rightToLeft`.
    static func document(
        arranged: String, constraints: [String], decoration: Bool = false, rightToLeft: Bool = false
    ) throws -> LayoutDocument {
        let d = decoration ? #"{"id": "d", "height": 10}, "# : ""
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [\(d){"id": "s", "type": "stack", "height": 30,
              "arrangedSubviews": [\(arranged)]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"layoutDirection": "\(rightToLeft ? "rightToLeft" : "leftToRight")"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    static let hidden = #"{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20}}"#

    /// Lays `document` out expecting the blocks strategy, one conflict breaking constraints[1]
    /// with the set `family` (the stack's, by name), the shorthands `shorthands`, constraints[0];
    /// `s` at `stack` and its arranged view `child` at `childFrame` (relative to `s`); the solver's
    /// frames, diagnostics and counts.
    static func expectLaterPinBreaks(
        _ document: LayoutDocument, family: [String], shorthands: [String], stack: [Double], child: String, childFrame: [Double],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks", sourceLocation: sourceLocation)
        let conflict = BlockLayoutTests.conflict(response, sourceLocation: sourceLocation)
        #expect(conflict?.constraints == family + shorthands + ["constraints[0]", "constraints[1]"], sourceLocation: sourceLocation)
        #expect(conflict?.broken == "constraints[1]", sourceLocation: sourceLocation)
        #expect(BlockLayoutTests.frame(response, "s") == stack, sourceLocation: sourceLocation)
        #expect(BlockLayoutTests.frame(response, child) == childFrame, sourceLocation: sourceLocation)
        BlockLayoutTests.expectSolversAnswer(response, solver, sourceLocation: sourceLocation)
    }

    static let hiddenFamily = ["UISV-canvas-connection(s, h)", "UISV-canvas-connection(h, s)", "UISV-hiding(h)"]
    static let hiddenPins = ["s.leading == root.leading + 20", "s.trailing == root.trailing - 20", "s.top == root.top + 10"]

    /// `s`'s lone arranged view `h` is hidden: its two canvas connections (`==`, a `fill` stack)
    /// and `UISV-hiding` hold `s` 0 wide (no margins). The pins hold it 300 − 20 − 20 = 260 wide, so
    /// the later pin, constraints[1], breaks. Its set, in order of addition: the family's three
    /// (service constraints, first), the root's shorthand (shorthands next), constraints[0]. Only
    /// minimal: without the root's shorthand the root is 40 wide; without constraints[0] `s` sits
    /// at 280; without a connection `s` is 260 wide, `h` 0 wide at its other end; without the
    /// hiding `h` is 260 wide (no required content size). Frames: the broken error |s.x + 0 − 280|
    /// is 260 in every solution of the others (s at 20, 0 wide), so they are the document's without
    /// constraints[1]: `s` at (20, 10), 0 by 30 (its height shorthand); `h` at `s`'s origin (frames
    /// are relative to the superview), 0 by 30 (across, `fill` holds it to the canvas: 30 high over
    /// its intrinsic 20).
    @Test func aPinPairPastAStacksHiddenViewBreaksTheLaterPin() throws {
        Self.expectLaterPinBreaks(
            try Self.document(arranged: Self.hidden, constraints: Self.hiddenPins), family: Self.hiddenFamily,
            shorthands: ["width(root)"], stack: [20, 10, 0, 30], child: "h", childFrame: [0, 0, 0, 30])
    }

    /// `s`'s lone arranged view `c` is visible with `width: 50`: its two connections hold `s` 50
    /// wide. The trailing pin comes first (constraints[0], 30 in), so the leading one
    /// (constraints[1], 20 in: 250 wide with it) breaks. Set: the two connections, the shorthands
    /// in tree order (the root's, then c's), constraints[0]. Only minimal: without c's shorthand
    /// `c` is 250 wide; the others as above. Frames: `s` ends at 270, 50 wide: x 220; `c` fills it,
    /// at its origin, 50 by 30.
    @Test func aPinPairPastAStacksShorthandBreaksTheLaterPin() throws {
        let document = try Self.document(
            arranged: #"{"id": "c", "width": 50, "intrinsicContentSize": {"width": 40, "height": 20}}"#,
            constraints: ["s.trailing == root.trailing - 30", "s.leading == root.leading + 20", "s.top == root.top + 10"])
        Self.expectLaterPinBreaks(
            document, family: ["UISV-canvas-connection(s, c)", "UISV-canvas-connection(c, s)"],
            shorthands: ["width(root)", "width(c)"], stack: [220, 10, 50, 30], child: "c", childFrame: [0, 0, 50, 30])
    }

    /// The hidden case right to left: `leading` is the right edge, 20 in from the root's (x 280),
    /// and constraints[1] (`trailing`, the left edge, 20 in: x 20) breaks with the same set. Frames:
    /// `s` 0 wide at x 280 (its leading edge, the right one, held by constraints[0]); `h` at its
    /// origin, 0 by 30.
    @Test func aPinPairRightToLeftBreaksTheLaterPin() throws {
        Self.expectLaterPinBreaks(
            try Self.document(arranged: Self.hidden, constraints: Self.hiddenPins, rightToLeft: true), family: Self.hiddenFamily,
            shorthands: ["width(root)"], stack: [280, 10, 0, 30], child: "h", childFrame: [0, 0, 0, 30])
    }

    /// As the hidden case, with a decoration `d` pinned to both of the root's edges and 300 wide,
    /// before the pair: `d` also holds the root 300 wide, a second minimal set without the root's
    /// shorthand. The rule does not take a root named before the later pin: the simplex, which
    /// still breaks constraints[5].
    @Test func aPinPairBesideAnotherHoldOnTheRootGoesToTheSolver() throws {
        let document = try Self.document(
            arranged: Self.hidden,
            constraints: [
                "d.leading == root.leading", "d.trailing == root.trailing", "d.width == 300", "d.top == root.top",
                "s.leading == root.leading + 20", "s.trailing == root.trailing - 20", "s.top == root.top + 10",
            ], decoration: true)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(BlockLayoutTests.conflict(response)?.broken == "constraints[5]")
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }
}
