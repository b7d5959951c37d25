import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A required cross tie past (or short of) its canvas across a `fill` stack whose lone arranged
/// view is held across by its own required constraints (design note, section 5, "A cross tie past
/// its canvas", *A lone view held across*): the view cannot take the tie's length, so each
/// witness moves the canvas instead, U solved again with the stack's length following the view.
@Suite struct LoneHeldCrossTieTests {
    /// A vertical stack `s` aligned `alignment` whose lone arranged view `c` is `width` wide and 20
    /// high (shorthands), with `tie` its one constraint: the root, or, given `parent` (an
    /// alignment), arranged in a vertical root stack `r` 200 wide aligned so.
    static func document(width: Int, tie: String, parent: String? = nil, alignment: String = "fill") throws -> LayoutDocument {
        var stack = #"{"id": "s", "type": "stack", "axis": "vertical", "alignment": "\#(alignment)", "#
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

    /// Across `leading` (and across `center`, below), the canvas first in both connections: the
    /// leading `canvas.leading == c.leading`, then the trailing bound `canvas.trailing >= c.trailing`.
    static let leadingSet = ["UISV-canvas-connection(s, c)", "UISV-canvas-connection(s, c)", "constraints[0]"]

    /// Lays `document` out expecting the blocks strategy, the tie (constraints[0]) broken with
    /// `set` (``loneSet`` unless given) as the simplex does, and `frames` (each view's x, y, width, height).
    static func expectLoneConflict(
        _ document: LayoutDocument, set expectedSet: [String] = loneSet, frames: [String: [Double]],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try BlockLayoutTests.expectConflict(document, set: expectedSet, frames: frames, sourceLocation: sourceLocation)
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

    /// Decline: `s` (aligned `alignment`) is arranged in a root `fill` stack `r` 200 wide, which
    /// holds it at 200, and `c` is 200 wide too, so `c`'s shorthand, `r`'s and `r`'s family are a
    /// second minimal set with the tie; moving the canvas cannot meet them (U solved again has no
    /// solution: across `trailing`, with the tie kept, `c` at the moved canvas wants `s` 192 wide
    /// beside `r`'s 200): the strategy declines and the simplex lays it out, breaking the tie.
    /// Frames: every view 200 wide (the family and both shorthands agree), 20 high: r, s and c
    /// (0, 0, 200, 20).
    @Test(arguments: ["fill", "trailing"]) func aTieOnALoneViewWhoseStackIsHeldGoesToTheSolver(alignment: String) throws {
        let document = try Self.document(width: 200, tie: "c.width == s.width + 8", parent: "fill", alignment: alignment)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
        guard case .unsatisfiable(_, _, let broken)? = response.diagnostics.first else {
            Issue.record("no conflict: \(response.diagnostics)")
            return
        }
        #expect(broken == "constraints[0]")
        for id in ["r", "s", "c"] { #expect(BlockLayoutTests.frame(response, id) == [0, 0, 200, 20], "\(id)") }
    }

    // Aligned (design note, section 5, *A lone view held across*, *Aligned*): the same witnesses,
    // the canvas moved, the tie kept in each solve (a free side's connection is only a bound).

    /// A root stack `s` (vertical, aligned `leading`) whose lone view `c` has the shorthands 50x20,
    /// and `c.width == s.width + 8`: 8 past the canvas. `s`'s two connections (`c`'s leading edge at
    /// the canvas's, its trailing edge within it) hold `c` within `s`'s width, so with the tie
    /// they conflict; `c`'s shorthand is not needed (nothing else holds `s`'s width). The tie
    /// breaks: its error `s + 8 − c` is least at `c = s`, so `s` is `c`'s 50 wide and 20 high.
    /// Dropping the leading connection, `s` 42 wide with `c` hanging 8 past its leading edge meets
    /// the rest; dropping the trailing bound, `s` 42 wide with `c` 8 past its trailing edge: the
    /// two connections are the only minimal set. Frames: s (0, 0, 50, 20), c (0, 0, 50, 20).
    @Test func aTiePastTheCanvasOfAHeldLoneViewAlignedLeadingBreaks() throws {
        let document = try Self.document(width: 50, tie: "c.width == s.width + 8", alignment: "leading")
        try Self.expectLoneConflict(document, set: Self.leadingSet, frames: ["s": [0, 0, 50, 20], "c": [0, 0, 50, 20]])
    }

    /// The stack aligned `trailing` and arranged in a centred root stack `r` 200 wide: the set is
    /// `s`'s leading bound `s.leading <= c.leading` and trailing `c.trailing == s.trailing`
    /// (``loneSet``'s names). `s` is `c`'s 50 wide as above, centred in `r`: x = (200 − 50) / 2 =
    /// 75; `r` and `s` 20 high. The witnesses make `s` 42 wide (centred in `r`, x = 79, which `r`'s
    /// bounds on its lone view allow), `c` past one edge. Frames: r (0, 0, 200, 20), s (75, 0,
    /// 50, 20), c (0, 0, 50, 20).
    @Test func aTiePastTheCanvasOfAHeldLoneViewAlignedTrailingBreaks() throws {
        let document = try Self.document(width: 50, tie: "c.width == s.width + 8", parent: "center", alignment: "trailing")
        try Self.expectLoneConflict(document, frames: ["r": [0, 0, 200, 20], "s": [75, 0, 50, 20], "c": [0, 0, 50, 20]])
    }

    /// Across `center` the lone view's connections are its leading bound, its trailing bound and
    /// its centre (`canvas.centerX == c.centerX`), each printed with the canvas first. With the
    /// tie any two conflict (both bounds; the centre and one bound: `c ≤ s`), and each two meet the
    /// rest once the third is dropped: `s` 42 wide with `c` centred over it 4 past both edges (both
    /// bounds dropped), or flush with one edge and 8 past the other (that bound and the centre
    /// dropped). Three minimal sets; the simplex names the greatest by order of addition, the
    /// trailing bound with the centre (``leadingSet``'s names). Frames as above: s (0, 0, 50,
    /// 20), c (0, 0, 50, 20).
    @Test func aTiePastTheCanvasOfAHeldLoneViewCentredBreaks() throws {
        let document = try Self.document(width: 50, tie: "c.width == s.width + 8", alignment: "center")
        try Self.expectLoneConflict(document, set: Self.leadingSet, frames: ["s": [0, 0, 50, 20], "c": [0, 0, 50, 20]])
    }

    /// A required constraint of U naming the lone view across: `c` (20 high, no width of its own) is
    /// held by `c.width == 50`, added after the tie, in a root stack `s` aligned `trailing`. The tie
    /// breaks as above (when `c.width == 50` is added, it holds with every constraint kept: the
    /// tie's error is then `s + 8 − c`, least at `c = s = 50`), with `s`'s two connections; the
    /// witnesses are U solved again with the canvas moved 8 on one side and the tie kept (a tie of
    /// offset 0 there), which meets `c.width == 50` too: `s` 42 wide, `c` 50 past one edge.
    /// Frames: s (0, 0, 50, 20), c (0, 0, 50, 20).
    @Test func aTieOnALoneViewHeldByARequiredConstraintBreaks() throws {
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "trailing", "#
            + #""arrangedSubviews": [{"id": "c", "height": 20}]}, "constraints": ["c.width == s.width + 8", "c.width == 50"]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        try Self.expectLoneConflict(document, frames: ["s": [0, 0, 50, 20], "c": [0, 0, 50, 20]])
    }

    // A tie along the other axis (design note, section 5, *A tie along the other axis*, *A tie the
    // mix does not read*): the witnesses' solve of U again is asked to be unique only in what a
    // witness mixing it with U's values reads along the tie's axis (nothing, for a lone view).

    /// `s` (vertical, `fill`, its lone view `c` 50x20) arranged first in a root stack `r` whose axis
    /// is `rowAxis`, aligned `center` and `length` long along it, beside `b` and `e` of no content
    /// size, each 30 across `r` (a shorthand), with `c.width == s.width + 8`.
    static func besideATie(rowAxis: String, length: String) throws -> LayoutDocument {
        let across = rowAxis == "vertical" ? "width" : "height"
        let text = #"{"root": {"id": "r", "type": "stack", "axis": "\#(rowAxis)", "alignment": "center", \#(length), "#
            + #""arrangedSubviews": [{"id": "s", "type": "stack", "axis": "vertical", "alignment": "fill", "#
            + #""arrangedSubviews": [{"id": "c", "width": 50, "height": 20}]}, "#
            + #"{"id": "b", "\#(across)": 30}, {"id": "e", "\#(across)": 30}]}, "constraints": ["c.width == s.width + 8"]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// `r` vertical and 100 high: the tie lies along x, and the document is tied along y. Along x
    /// as in ``aTiePastTheCanvasOfAHeldLoneViewBreaks()``: `c` held at 50 by its shorthand, `s`'s
    /// family holds it at `s`'s width, so `s` is 50 in every solution of the others and the tie's
    /// error 8 is constant; `r`'s fitting width is its widest view's, 50, `b` and `e` centred in it
    /// at x = (50 − 30) / 2 = 10; the set is `s`'s two connections (its witnesses `s` 42 wide, `c`
    /// past one edge: U solved again with the canvas moved 8 on one side and the tie kept, as
    /// there; nothing else holds `s` across). Along y `s` is `c`'s 20 and `b` and `e`, with no content
    /// size, share `r`'s 100 − 20 = 80 at no cost: `b`'s height and `e`'s y and height are not
    /// unique (the simplex's `ambiguous` diagnostics), in U and in each solve again, which, tied
    /// along y only, is taken. Frames, the unique values: r (0, 0, 50, 100), s (0, 0, 50, 20),
    /// c (0, 0, 50, 20), b (10, 20, 30, ·), e (10, ·, 30, ·), with `b` and `e` filling 20...100.
    @Test func aTiePastTheCanvasOfAHeldLoneViewBesideATieAlongTheOtherAxisBreaks() throws {
        let document = try Self.besideATie(rowAxis: "vertical", length: #""height": 100"#)
        let response = BlockLayoutTests.expectTiedConflict(
            document, set: Self.loneSet, broken: "constraints[0]", ambiguities: ["b: height", "e: y height"],
            frames: ["r": [0, 0, 50, 100], "s": [0, 0, 50, 20], "c": [0, 0, 50, 20]])
        let (b, e) = (try #require(BlockLayoutTests.frame(response, "b")), try #require(BlockLayoutTests.frame(response, "e")))
        #expect(b[0] == 10 && b[1] == 20 && b[2] == 30 && e[0] == 10 && e[2] == 30)
        #expect(e[1] == b[1] + b[3] && e[1] + e[3] == 100)
    }

    /// `r` horizontal and 100 wide, so `b` and `e` share its width with `s`: the document is tied
    /// along x, the tie's own axis, in U and in each solve again. `s`'s lone view is its first, so
    /// no witness mixes that solve's values with U's: each is that solve whole, which needs only a
    /// solution (design note, *A tie the mix does not read*), and the solve is taken tied. The tie
    /// breaks with the same set: `s` is 50 wide (as above), `b` and `e` share 100 − 50 = 50 (their
    /// x and widths not unique); `r`'s fitting height is its tallest view's, 30, `s` (20 high)
    /// centred at y = (30 − 20) / 2 = 5. Frames, the unique values: r (0, 0, 100, 30), s (0, 5,
    /// 50, 20), c (0, 0, 50, 20), b and e 30 high at y 0, filling 50...100.
    @Test func aTieOnAHeldLoneViewBesideATieAlongItsAxisBreaks() throws {
        let document = try Self.besideATie(rowAxis: "horizontal", length: #""width": 100"#)
        let response = BlockLayoutTests.expectTiedConflict(
            document, set: Self.loneSet, broken: "constraints[0]", ambiguities: ["b: width", "e: x width"],
            frames: ["r": [0, 0, 100, 30], "s": [0, 5, 50, 20], "c": [0, 0, 50, 20]])
        let (b, e) = (try #require(BlockLayoutTests.frame(response, "b")), try #require(BlockLayoutTests.frame(response, "e")))
        #expect(b[0] == 50 && b[1] == 0 && b[3] == 30 && e[1] == 0 && e[3] == 30)
        #expect(e[0] == b[0] + b[2] && e[0] + e[2] == 100)
    }
}
