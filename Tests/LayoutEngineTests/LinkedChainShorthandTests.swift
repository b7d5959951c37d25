@_spi(Testing) import LayoutEngine
import Testing

/// A leaf's shorthand against a `fillEqually` chain in an arranged stack whose length its stack's
/// family holds: a `fillProportionally` share, or a `fill` alignment across (design note,
/// section 5, "A required size held at another value", *A leaf's shorthand against a chain held
/// through its stack*, session 31).
@Suite struct LinkedChainShorthandTests {
    /// `first` (a JSON object's fields), `c` (`width: 50`) and `y` in a horizontal `fillEqually`
    /// stack `s`, spacing 8.
    static func chain(first: String) -> String {
        """
        {"id": "s", "type": "stack", "axis": "horizontal", "distribution": "fillEqually", "spacing": 8,
         "arrangedSubviews": [{\(first)}, {"id": "c", "width": 50}, {"id": "y"}]}
        """
    }

    static func decode(_ text: String) throws -> LayoutDocument {
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// A root horizontal `fillProportionally` stack `row`, `width: 320`, `height: 100`, of `s` alone
    /// (by default x 30 by 20 by its content, so that s has a natural width without c's shorthand).
    static func row(first: String = #""id": "x", "intrinsicContentSize": {"width": 30, "height": 20}"#) throws -> LayoutDocument {
        try decode("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 320, "height": 100, "arrangedSubviews": [\(chain(first: first))]}}
            """)
    }

    /// A root vertical stack `col` aligned `fill`, `width: 320`, `height: 400`, of `a`
    /// (`height: 100`) and `s`.
    static func column() throws -> LayoutDocument {
        try decode("""
            {"root": {"id": "col", "type": "stack", "axis": "vertical", "alignment": "fill", "width": 320, "height": 400,
              "arrangedSubviews": [{"id": "a", "height": 100}, \(chain(first: #""id": "x""#))]}}
            """)
    }

    /// The chain's members, in the builder's order.
    static let chainSet = [
        "UISV-canvas-connection(s, x)", "UISV-canvas-connection(y, s)", "UISV-spacing(c, x)", "UISV-spacing(y, c)",
        "UISV-fill-equally(c, x)", "UISV-fill-equally(y, x)",
    ]

    /// Expects x, c, y each 304/3 wide, 8 apart from s's leading edge, `height` high.
    static func expectChain(_ response: LayoutResponse, height: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let ell = 304.0 / 3
        for (view, x) in [("x", 0), ("c", ell + 8), ("y", 2 * ell + 16)] {
            let frame = BlockLayoutTests.frame(response, view) ?? []
            #expect(frame.count == 4 && abs(frame[0] - x) < 1e-9 && abs(frame[2] - ell) < 1e-9 && frame[3] == height,
                "\(view) \(frame)", sourceLocation: sourceLocation)
        }
    }

    /// In the order of addition: row's family (along x: s's two canvas connections, then s's
    /// share, `s.width == row.width`, required since s is the only natural length: x's content
    /// gives s one, with c's shorthand or without), s's family
    /// (x's and y's canvas connections, two spacings of 8, the ties of c and y to x), then the
    /// shorthands (row's, then c's). The share and row's `width: 320` hold s at 320, the chain x, c,
    /// y at ℓ = (320 − 16) / 3 = 304/3, so c's `width: 50` breaks. The deletion filter: row's
    /// connections are dropped (the share, the chain and row's width still conflict with c's), the
    /// share is kept (after it, without the connections, s may be 3·50 + 16 = 166 wide, free of
    /// row), each chain member is kept (the chain rule's witnesses at s's length 320), `width(row)`
    /// too (without it row, so s, is free). Without c's shorthand the frames: s fills row (0, 0,
    /// 320, 100); x, c, y 304/3 wide at 0, 304/3 + 8, 608/3 + 16, 100 high (aligned `fill`; x's
    /// content size, at 250 and 750, is optional).
    @Test func aShorthandAgainstAChainHeldByAProportionalShareBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.row())
        #expect(strategy == "blocks")
        BrokenSizeTests.expectBrokenSize(
            response, set: ["UISV-fill-proportionally(s, row)"] + Self.chainSet + ["width(row)"], broken: "width(c)")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 320, 100])
        Self.expectChain(response, height: 100)
        BoundedShareTests.expectSolversAnswerWithin1e9(response, solver)
    }

    /// In the order of addition: col's family (along y: the connections and the spacing; across,
    /// x: s's two alignments to a, then a's two canvas connections), s's family (the chain), then
    /// the shorthands (col's, a's height, c's width). a's connections hold a at 320, s's
    /// alignments s at a's edges, so the chain holds x, c, y at 304/3 and c's `width: 50` breaks.
    /// The deletion filter keeps each of the four: without an alignment, s hangs from the other
    /// (a's) edge, 166 wide; without a connection, a and s (166 wide, a leaf a admits it) hang from
    /// the other edge of the canvas. The chain and `width(col)` are kept as above. Without c's
    /// shorthand the frames: a (0, 0, 320, 100), s (0, 100, 320, 300) below it, x, c, y 304/3
    /// wide as above, 300 high.
    @Test func aShorthandAgainstAChainHeldAcrossAFillAlignmentBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column())
        #expect(strategy == "blocks")
        BrokenSizeTests.expectBrokenSize(
            response,
            set: ["UISV-alignment(a, s)", "UISV-alignment(a, s)", "UISV-canvas-connection(col, a)", "UISV-canvas-connection(a, col)"]
                + Self.chainSet + ["width(col)"],
            broken: "width(c)")
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 320, 100] && BlockLayoutTests.frame(response, "s") == [0, 100, 320, 300])
        Self.expectChain(response, height: 300)
        BoundedShareTests.expectSolversAnswerWithin1e9(response, solver)
    }

    /// As the share's, but x (30 wide by its content) hugs at 1000: its required hugging holds the
    /// chain's length a second way (x at most 30), so the chain's witnesses do not hold and the set
    /// is not shown the filter's: declined, the whole document's solver answers.
    @Test func aChainHeldByAShareWithARequiredContentSizeGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.row(
            first: #""id": "x", "intrinsicContentSize": {"width": 30, "height": 20}, "contentHugging": {"horizontal": 1000}"#))
    }

    /// As the share's, but x without a content size: s's natural width is then c's doing alone
    /// (its fitting size without c's shorthand is 0, the chain's lengths free to go negative), so
    /// U, built without it, fills s equally with no share, one constraint fewer than the
    /// document's: declined, the whole document's solver answers.
    @Test func aChainWhoseNaturalSizeIsTheShorthandsGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.row(first: #""id": "x""#))
    }
}
