import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A required cross tie past (or short of) its canvas across a `fill` stack whose lone arranged
/// view is held across by its own required constraints (design note, section 5, "A cross tie past
/// its canvas", *A lone view held across*): the view cannot take the tie's length, so each
/// witness moves the canvas instead, U solved again with the stack's length following the view.
@Suite struct LoneHeldCrossTieTests {
    /// A vertical stack `s` aligned `fill` whose lone arranged view `c` is `width` wide and 20 high
    /// (shorthands), with `tie` its one constraint: the root, or, given `parent` (an alignment),
    /// arranged in a vertical root stack `r` 200 wide aligned so.
    static func document(width: Int, tie: String, parent: String? = nil) throws -> LayoutDocument {
        var stack = #"{"id": "s", "type": "stack", "axis": "vertical", "alignment": "fill", "#
            + #""arrangedSubviews": [{"id": "c", "width": \#(width), "height": 20}]}"#
        if let parent {
            stack = #"{"id": "r", "type": "stack", "axis": "vertical", "alignment": "\#(parent)", "width": 200, "#
                + #""arrangedSubviews": [\#(stack)]}"#
        }
        let text = #"{"root": \#(stack), "constraints": ["\#(tie)"]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The two canvas connections of `c` to its stack `s`, then the tie: the stack's family across
    /// a lone arranged view, in the builder's order.
    static let loneSet = ["UISV-canvas-connection(s, c)", "UISV-canvas-connection(c, s)", "constraints[0]"]

    /// Lays `document` out expecting the blocks strategy, the tie (constraints[0]) broken with
    /// ``loneSet`` as the simplex does, and `frames` (each view's x, y, width, height).
    static func expectLoneConflict(
        _ document: LayoutDocument, frames: [String: [Double]], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (set, response) = try #require(
            BlockLayoutTests.oneConflict(document, broken: "constraints[0]"), sourceLocation: sourceLocation)
        #expect(set == Self.loneSet, sourceLocation: sourceLocation)
        for (id, frame) in frames {
            #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)", sourceLocation: sourceLocation)
        }
    }

    /// A root stack `s` (vertical, aligned `fill`) whose lone view `c` has the shorthands 50x20, and
    /// `c.width == s.width + 8`: 8 past the canvas. The family holds `c` at `s`'s width, so `s` is
    /// 50 wide (its fitting pull has nothing else to move) and 20 high; the tie's error, 8 in
    /// every solution of the others, is constant. Dropping a canvas connection, `s` 42 wide with
    /// `c` hung from the other edge meets everything else (nothing else holds `s`'s width): the
    /// family is the only minimal set. Frames: s (0, 0, 50, 20), c (0, 0, 50, 20).
    @Test func aTiePastTheCanvasOfAHeldLoneViewBreaks() throws {
        let document = try Self.document(width: 50, tie: "c.width == s.width + 8")
        try Self.expectLoneConflict(document, frames: ["s": [0, 0, 50, 20], "c": [0, 0, 50, 20]])
    }

    /// The same stack arranged in a centred root stack `r` 200 wide, the tie
    /// `s.width == c.width + 8` (`c` 8 short of the canvas: `c = s − 8`). `s` is `c`'s 50 wide,
    /// centred in `r`: x = (200 − 50) / 2 = 75; `r` and `s` 20 high (`c`'s, down a `fill` stack of
    /// one). The witnesses widen `s` to 58 on either side, which `r`'s 200 leaves room for (U
    /// solved again). Frames: r (0, 0, 200, 20), s (75, 0, 50, 20), c (0, 0, 50, 20).
    @Test func aTieShortOfTheCanvasOfAHeldLoneViewBreaks() throws {
        let document = try Self.document(width: 50, tie: "s.width == c.width + 8", parent: "center")
        try Self.expectLoneConflict(document, frames: ["r": [0, 0, 200, 20], "s": [75, 0, 50, 20], "c": [0, 0, 50, 20]])
    }

    /// Decline: `s` is arranged in a root `fill` stack `r` 200 wide, which holds it at 200, and `c`
    /// is 200 wide too, so `c`'s shorthand, `r`'s and `r`'s family are a second minimal set with
    /// the tie; moving the canvas cannot meet them (U solved again has no solution): the strategy
    /// declines and the simplex lays it out, breaking the tie. Frames: every view 200 wide (the
    /// family and both shorthands agree), 20 high: r (0, 0, 200, 20), s and c (0, 0, 200, 20).
    @Test func aTieOnALoneViewWhoseStackIsHeldGoesToTheSolver() throws {
        let document = try Self.document(width: 200, tie: "c.width == s.width + 8", parent: "fill")
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        guard case .unsatisfiable(_, _, let broken)? = response.diagnostics.first else {
            Issue.record("no conflict: \(response.diagnostics)")
            return
        }
        #expect(broken == "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 200, 20])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 200, 20])
    }
}
