@_spi(Testing) import LayoutEngine
import Testing

/// A decoration's required size term carried to the view of U whose length its equalities make its
/// own, where that view's length is held at another value (design note, section 5, "A required
/// size held at another value", *A decoration's term carried past its view's hold*): the term
/// breaks, its set the view's hold, then the decoration's equalities that carry it, then the term.
@Suite struct CarriedBrokenTermTests {
    static func document(_ text: String) throws -> LayoutDocument {
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// Expects `document` taken by the blocks strategy with the solver's answer, one conflict of
    /// `set`, and the frames `frames` (by view).
    static func expectTaken(
        _ document: LayoutDocument, set: [String], frames: [String: [Double]], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks", sourceLocation: sourceLocation)
        BlockLayoutTests.expectSolversAnswer(response, solver, sourceLocation: sourceLocation)
        #expect(ConflictBesideUpstreamTests.conflicts(response).map { $0.set } == [set], sourceLocation: sourceLocation)
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, sourceLocation: sourceLocation) }
    }

    /// Expects `document` sent to the simplex, the engine giving its answer, one conflict breaking `broken`.
    static func expectDeclined(_ document: LayoutDocument, broken: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver", sourceLocation: sourceLocation)
        BlockLayoutTests.expectSolversAnswer(response, solver, sourceLocation: sourceLocation)
        #expect(ConflictBesideUpstreamTests.conflicts(response).map { $0.broken } == [broken], sourceLocation: sourceLocation)
    }

    /// A plain root `r` (320 by 100) with a background `bg` pinned 10 inside its leading and
    /// trailing edges (constraints[0], [1]), at its top, 20 high, then `bg.width == 100`
    /// (constraints[4]).
    static func background(_ constraints: [String]) throws -> LayoutDocument {
        try document(
            """
            {"root": {"id": "r", "width": 320, "height": 100, "subviews": [{"id": "bg"}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """)
    }

    static let pins = ["bg.leading == r.leading + 10", "bg.trailing == r.trailing - 10", "bg.top == r.top", "bg.height == 20"]

    /// The pins make `bg.width == r.width − 20`, so the term is carried to U as `r.width == 120`,
    /// which r's `width: 320` (a shorthand, added before every document constraint) holds at 320:
    /// the term breaks. Its set: the shorthand, the two pins, the term (in order of addition).
    /// Witnesses: the shorthand dropped, r 120 wide (U solved again); a pin dropped, bg 100 wide
    /// from the other pin (the blocks solved again with the term). Frames: the term's error
    /// |300 − 100| is the same in every solution, so the rest is the document without it: r
    /// 320 by 100, bg from x 10 to 310 (300 wide), at y 0, 20 high.
    @Test func aTermOnABackgroundOfAFixedRootBreaks() throws {
        Self.expectTaken(
            try Self.background(Self.pins + ["bg.width == 100"]),
            set: ["width(r)", "constraints[0]", "constraints[1]", "constraints[4]"],
            frames: ["r": [0, 0, 320, 100], "bg": [10, 0, 300, 20]])
    }

    /// A row `row` (a `fill` stack, 320 by 50) of one arranged view `a` (no intrinsic size), with
    /// a frame `bg` (a subview of the row) 4 inside `a`'s leading and trailing edges (constraints[0],
    /// [1]) and on its top and bottom, then `bg.width >= 400` (constraints[4]). The canvas holds `a`
    /// at 320 (its two canvas connections and the row's `width: 320`), so `bg` at 312; the term,
    /// carried as `a.width >= 408`, breaks. Its set: the two connections, the row's shorthand, the
    /// two pins, the term. Witnesses: the shorthand dropped (U solved again, the row 408 wide), a
    /// connection dropped (`a` 408 wide from the other edge, the blocks solved again), a pin dropped
    /// (bg 400 wide from the other pin). Frames: the error 400 − 312 is fixed; the row and `a` are
    /// 320 by 50 at the origin, `bg` from x 4 to 316, 50 high.
    @Test func aTermOnAFrameOfALoneArrangedViewBreaks() throws {
        let document = try Self.document(
            """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 320, "height": 50,
              "arrangedSubviews": [{"id": "a"}], "subviews": [{"id": "bg"}]},
             "constraints": ["bg.leading == a.leading + 4", "bg.trailing == a.trailing - 4", "bg.top == a.top",
              "bg.bottom == a.bottom", "bg.width >= 400"]}
            """)
        Self.expectTaken(
            document,
            set: [
                "UISV-canvas-connection(row, a)", "UISV-canvas-connection(a, row)", "width(row)", "constraints[0]",
                "constraints[1]", "constraints[4]",
            ],
            frames: ["row": [0, 0, 320, 50], "a": [0, 0, 320, 50], "bg": [4, 0, 312, 50]])
    }

    /// A column `col` (a `fill` stack, 100 by 200) of one arranged view `a`, a bar `half` at `a`'s
    /// top-left corner, 10 wide and half `a`'s height (constraints[1], `half.height == 0.5 *
    /// a.height`), and a dot (4 by 4) at `half`'s trailing edge centred on it (constraints[4]
    /// to [7]), then `half.height <= 60` (constraints[8]). The column holds `a` 200 high, `half`
    /// 100: the term, carried as `a.height <= 120` at weight ½, breaks. Its set: `a`'s two canvas
    /// connections down, the column's `height: 200`, the length equality, the term; not `half`'s
    /// top pin nor the dot's centring (each names `half` down, but holds with any height: the
    /// length equality's witness, the blocks solved again without it and with the term, moves
    /// `half`'s bottom and the dot with its centre). Frames: the error 100 − 60 is fixed; `col` and
    /// `a` 100 by 200, `half` 10 by 100 at the origin, the dot at x 10, centred at y 50: y 48.
    @Test func aTermThroughAHalfLengthWithAViewOnItBreaks() throws {
        let document = try Self.document(
            """
            {"root": {"id": "col", "type": "stack", "axis": "vertical", "width": 100, "height": 200,
              "arrangedSubviews": [{"id": "a"}], "subviews": [{"id": "half"}, {"id": "dot"}]},
             "constraints": ["half.top == a.top", "half.height == 0.5 * a.height", "half.leading == a.leading",
              "half.width == 10", "dot.centerY == half.centerY", "dot.leading == half.trailing", "dot.width == 4",
              "dot.height == 4", "half.height <= 60"]}
            """)
        Self.expectTaken(
            document,
            set: [
                "UISV-canvas-connection(col, a)", "UISV-canvas-connection(a, col)", "height(col)", "constraints[1]",
                "constraints[8]",
            ],
            frames: ["a": [0, 0, 100, 200], "half": [0, 0, 10, 100], "dot": [10, 48, 4, 4]])
    }

    /// Decline: the background also centred on r (`bg.centerX == r.centerX`, before the term): with
    /// a pin dropped the other pin and the centring still hold bg 300 wide, so no witness exists
    /// for either pin (the set is not the only minimal one) and the document goes to the simplex.
    @Test func aBackgroundHeldThriceGoesToTheSolver() throws {
        Self.expectDeclined(try Self.background(Self.pins + ["bg.centerX == r.centerX", "bg.width == 100"]), broken: "constraints[5]")
    }

    /// The term before the pins (`bg.width == 100` first): when it is added nothing holds bg's
    /// width, so the later trailing pin is what breaks, not the term (not this rule's: bg's own
    /// conflict through the root's shorthand, `RootHeldConflictTests`). Its set: width(r), the term,
    /// the leading pin; without width(r) r is 120 wide, without the term bg is 300, without the
    /// leading pin bg hangs from the trailing one. Frames: bg at x 10 (the leading pin holds), 100
    /// wide (the term), at y 0, 20 high.
    @Test func aTermBeforeThePinsBreaksTheLaterPin() throws {
        Self.expectTaken(
            try Self.background(["bg.width == 100"] + Self.pins),
            set: ["width(r)", "constraints[0]", "constraints[1]", "constraints[2]"],
            frames: ["r": [0, 0, 320, 100], "bg": [10, 0, 100, 20]])
    }
}
