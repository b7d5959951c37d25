import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A required cross tie past (or short of) its canvas across a `fill` stack of several arranged
/// views, one of them held across by its own required constraints: another view than the child,
/// or the child where it is the first (design note, section 5, "A cross tie past its canvas",
/// *Several views, one held across*). The first view's connections are witnessed by the canvas
/// moved (U solved again), the child's alignments by the child alone.
@Suite struct SeveralHeldCrossTieTests {
    /// A vertical root stack `s` aligned `fill` with two arranged views, `first` then `second`,
    /// each given as its JSON members after its id (every one 20 high), and `tie` its constraint.
    static func document(first: String, second: String, tie: String) throws -> LayoutDocument {
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "fill", "#
            + #""arrangedSubviews": [{"id": \#(first), "height": 20}, {"id": \#(second), "height": 20}]}, "#
            + #""constraints": ["\#(tie)"]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// `s` holds `a` (a `width: 50` shorthand) and the child `c` (free across), with
    /// `c.width == s.width + 8`: 8 past the canvas. U (without the tie): the family holds both at
    /// the canvas, `a`'s shorthand makes it 50, so `s` is 50 wide (its fitting pull has nothing
    /// else to move) and 40 high (20 + 20, no spacing): s (0, 0, 50, 40), a (0, 0, 50, 20),
    /// c (0, 20, 50, 20). The tie's error, 8 in every solution of the others, is constant.
    /// The set is the family, in the builder's order: `c`'s two alignments to `a`, `a`'s two canvas
    /// connections. Its only minimal one: without an alignment of `c`, `c` 58 wide past that
    /// side (nothing bounds it above); without a connection of `a`, the canvas 42 wide, `a` and
    /// `c` still 50 and 8 past it on that side (nothing holds `s`'s width: U solved again).
    @Test func aTiePastTheCanvasBesideAHeldViewBreaks() throws {
        let document = try Self.document(first: #""a", "width": 50"#, second: #""c""#, tie: "c.width == s.width + 8")
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document, broken: "constraints[0]"))
        #expect(set == ["UISV-alignment(a, c)", "UISV-alignment(a, c)", "UISV-canvas-connection(s, a)", "UISV-canvas-connection(a, s)", "constraints[0]"])
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 50, 40])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 50, 20])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 20, 50, 20])
    }

    /// The child `c` is the first and held (`width: 50`), `b` beside it free, with
    /// `c.width == s.width - 8`: 8 short of the canvas. U: `c`'s shorthand makes the canvas 50, `b`
    /// follows: s (0, 0, 50, 40), c (0, 0, 50, 20), b (0, 20, 50, 20). The set is `c`'s two canvas
    /// connections (the first has no alignment of its own); without either, the canvas 58 wide
    /// on that side, `c` and `b` still 50, meets the tie (U solved again): the only minimal set.
    @Test func aTieShortOfTheCanvasOfAHeldFirstViewBreaks() throws {
        let document = try Self.document(first: #""c", "width": 50"#, second: #""b""#, tie: "c.width == s.width - 8")
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document, broken: "constraints[0]"))
        #expect(set == ["UISV-canvas-connection(s, c)", "UISV-canvas-connection(c, s)", "constraints[0]"])
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 50, 40])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 50, 20])
        #expect(BlockLayoutTests.frame(response, "b") == [0, 20, 50, 20])
    }

    /// Decline: the held view is the child `c` and not the first (`a`, free, before it), with
    /// `c.width == s.width + 8`. Without an alignment of `c`, `c` cannot grow alone: its witness
    /// would narrow `a` and the canvas to 42 instead (not built), so U's direct solve declines and
    /// the simplex lays it out. It breaks the tie with the family (`c`'s alignments to `a`, `a`'s
    /// connections: they alone hold `c` at the canvas), frames as U's: `c`'s 50 makes the canvas
    /// 50: s (0, 0, 50, 40), a (0, 0, 50, 20), c (0, 20, 50, 20).
    @Test func aTiePastTheCanvasOfAHeldChildNotFirstGoesToTheSolver() throws {
        let document = try Self.document(first: #""a""#, second: #""c", "width": 50"#, tie: "c.width == s.width + 8")
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        let (set, broken) = try #require(BlockLayoutTests.conflict(response))
        #expect(broken == "constraints[0]")
        #expect(set == ["UISV-alignment(a, c)", "UISV-alignment(a, c)", "UISV-canvas-connection(s, a)", "UISV-canvas-connection(a, s)", "constraints[0]"])
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 50, 40])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 20, 50, 20])
    }
}
