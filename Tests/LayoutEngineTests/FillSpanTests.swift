@_spi(Testing) import LayoutEngine
import Testing

/// A block's least errors weighed with U's values held to the canvas where a stack aligns its
/// views `fill` across (``DependentBlocks``' relaxation: an arranged view's cross size is its
/// stack's less the canvas insets in every solution). Each case is derived by hand and compared
/// with the whole-document simplex (frames, diagnostics, stats).
@Suite struct FillSpanTests {
    /// A 375-wide vertical stack `s` aligned `alignment` (its canvas its margins, 8 each, with
    /// `margins`) arranging one leaf `v` of intrinsic size `width` × 21 (hugging `hugging` across,
    /// else 250), and `constraints` between them; with `badge`, a 10-point square decoration at
    /// the stack's top left corner.
    static func column(
        _ constraints: String..., alignment: String, width: Int? = nil, hugging: Int = 250, resistance: Int = 750,
        margins: Bool = false, badge: Bool = false
    ) throws -> LayoutDocument {
        let size = width.map { #"{"width": \#($0), "height": 21}"# } ?? #"{"height": 21}"#
        let decoration = badge ? #""subviews": [{"id": "badge", "width": 10, "height": 10}],"# : ""
        let pins = badge ? ["badge.top == s.top", "badge.leading == s.leading"] : []
        let listed = (constraints + pins).map { "\"\($0)\"" }.joined(separator: ", ")
        let text = """
            {"root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "\(alignment)", "width": 375,
              "layoutMarginsRelativeArrangement": \(margins), \(decoration)
              "arrangedSubviews": [{"id": "v", "intrinsicContentSize": \(size),
                "contentHugging": {"horizontal": \(hugging)}, "compressionResistance": {"horizontal": \(resistance)}}]},
             "constraints": [\(listed)]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// Across `fill` the view is the canvas in every solution: 375 wide without margins, 359 from
    /// x = 8 with them. `v.width >= s.width + 8 @750` then misses by 8, or by 16 + 8 = 24 within the
    /// margins, whatever U does: a constant error, its least, so U's optimum stands (before, U's
    /// values free would meet it, and the document went to the simplex). (An optional tie, `==`, is
    /// U's own now: "Optional cross ties in U", `OptionalCrossTieTests`.)
    @Test(arguments: [false, true])
    func anOptionalBoundAcrossFillKeepsAConstantError(margins: Bool) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.column("v.width >= s.width + 8 @ 750", alignment: "fill", margins: margins))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "v") == (margins ? [8, 8, 359, 21] : [0, 0, 375, 21]))
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }
}
