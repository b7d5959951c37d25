@_spi(Testing) import LayoutEngine
import Testing

/// A required cross tie past its canvas across a `fill` stack whose witnesses solve U again with
/// the stack's margins moved (design note, section 5, "A cross tie past its canvas", condition
/// (ii) across `fill`), beside a constraint naming the stack's own `layoutMarginsGuide` across: U
/// takes none (so the re-solve moves nothing U reads), and a block reads the stack's own margins.
@Suite struct StackMarginsTieTests {
    /// A 300x200 root holding a vertical stack `s` aligned `fill`, arranged by its margins (8 on
    /// every side) and pinned to the root's edges (constraints[0...3]): `a` (50x40, hugging 249
    /// vertically) and `b`, a horizontal stack of one leaf `c` (30x20); `bar`, a plain subview of
    /// s; then `constraints`.
    static func document(_ constraints: [String]) throws -> LayoutDocument {
        let pins = ["s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing"]
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "axis": "vertical", "alignment": "fill", "layoutMarginsRelativeArrangement": true,
              "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
              "subviews": [{"id": "bar"}], "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 50, "height": 40}, "contentHugging": {"vertical": 249}},
                {"id": "b", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                  {"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]}]}]},
             "constraints": [\((pins + constraints).map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The frames both documents share. Across, s's canvas is its margins guide, 8 to 292 (284
    /// wide): a and b fill it (x 8, 284 wide; the tie, wanting b 308, is broken and its error least
    /// there), c fills b (0, 284 wide). Down, the canvas is 8 to 192 (184 high): b is c's 20 high,
    /// a (hugging 249) takes the rest, 164, so a at y 8, b at 172. The bar follows c's top and
    /// trailing (s's coordinates: 172, and 8 + 284 = 292) from s's margin at 8: (8, 172, 284, 2).
    static let frames: [String: [Double]] = [
        "s": [0, 0, 300, 200], "a": [8, 8, 284, 164], "b": [8, 172, 284, 20], "c": [0, 0, 284, 20], "bar": [8, 172, 284, 2],
    ]

    static let bar = ["bar.trailing == c.trailing", "bar.top == c.top", "bar.height == 2"]

    /// Decline: `a.leading == s.layoutMarginsGuide.leading` (constraints[4], before the tie at
    /// [5]) holds a's leading edge where its canvas connection does, so with the tie there are two
    /// minimal sets: the family (b's two alignments to a, a's leading and trailing connections)
    /// and the same with the pin for a's leading connection. Solving U again with s's margins moved
    /// would move the pin with the canvas and hide the second. The solver names the greater (the
    /// first two members alike, then a's trailing connection, later than its leading one): b's
    /// alignments, a's trailing connection, the pin. U's direct method takes no pin to a stack's
    /// guide, so the document goes to the simplex. Frames: ``frames`` (the bar from c's leading).
    @Test func aPinToTheStacksMarginsAcrossGoesToTheSolver() throws {
        let document = try Self.document(
            ["a.leading == s.layoutMarginsGuide.leading", "b.width == s.width + 8", "bar.leading == c.leading"] + Self.bar)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        let conflict = try #require(BlockLayoutTests.conflict(response))
        #expect(
            conflict.constraints == [
                "UISV-alignment(a, b)", "UISV-alignment(a, b)", "UISV-canvas-connection(a, s.layoutMarginsGuide)", "constraints[4]",
                "constraints[5]",
            ])
        #expect(conflict.broken == "constraints[5]")
        for (id, frame) in Self.frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }

    /// Taken: the bar reads s's margins guide and c (inside b) across, so each witness solves U
    /// again with s's canvas 24 wider on one side (the tie wants 308 against the canvas's 284); s,
    /// pinned to the root, keeps its frame, and the block reads s's own margins there (the bar 284
    /// or 308 wide, nothing bounds it): the family is the only minimal set. Frames: ``frames``.
    @Test func aBlockReadingTheStacksMarginsHoldsAtTheWitnesses() throws {
        let document = try Self.document(["b.width == s.width + 8", "bar.leading == s.layoutMarginsGuide.leading"] + Self.bar)
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document))
        #expect(
            set == [
                "UISV-alignment(a, b)", "UISV-alignment(a, b)", "UISV-canvas-connection(s.layoutMarginsGuide, a)",
                "UISV-canvas-connection(a, s.layoutMarginsGuide)", "constraints[4]",
            ])
        for (id, frame) in Self.frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }
}
