import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A required cross tie past its canvas on the lone arranged view of a baseline row (design note,
/// section 5, "A cross tie past its canvas", *A lone view in a baseline row*): the row bounds the
/// view by its canvas on both edges, as a centred stack's lone view without its centre, so the
/// two bounds are the only minimal set.
@Suite struct BaselineRowTieTests {
    /// A root row `s` (horizontal, aligned `firstBaseline`, `height` its shorthand where given) of
    /// the arranged views `ids`, each with an intrinsic content size of 20x17, and the constraint
    /// `c.height == s.height + 8`, then `later`.
    static func document(height: Int? = nil, ids: [String] = ["c"], later: [String] = []) throws -> LayoutDocument {
        let shorthand = height.map { #""height": \#($0), "# } ?? ""
        let views = ids.map { #"{"id": "\#($0)", "intrinsicContentSize": {"width": 20, "height": 17}}"# }
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "horizontal", "alignment": "firstBaseline", \#(shorthand)"#
            + #""arrangedSubviews": [\#(views.joined(separator: ", "))]}, "constraints": ["#
            + (["c.height == s.height + 8"] + later).map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The row's bounds on `c`, `s.top <= c.top` and `s.bottom >= c.bottom` (each printed with
    /// the canvas first), then the tie.
    static let set = ["UISV-canvas-connection(s, c)", "UISV-canvas-connection(s, c)", "constraints[0]"]

    /// `c` 8 past the canvas. The two bounds hold `c ≤ s`, so with the tie they conflict; dropping
    /// either, `c` 8 taller past that edge meets the rest (nothing else names `c` across, and no
    /// other view aligns to its baseline): the only minimal set. The tie's error `s + 8 − c` is
    /// least at `c = s`; below it `c`'s intrinsic height (17 at 750 and 250) and the row's fit
    /// make both 17. Along the row `c` is its intrinsic 20 and `s` 20 wide. Frames: s (0, 0, 20,
    /// 17), c (0, 0, 20, 17).
    @Test func aTiePastTheCanvasOfALoneViewInABaselineRowBreaks() throws {
        let (set, response) = try #require(BlockLayoutTests.oneConflict(try Self.document(), broken: "constraints[0]"))
        #expect(set == Self.set)
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 20, 17])
    }

    /// The row held 100 high by its shorthand: the same set (`c` 108 high past either edge is a
    /// witness; nothing but the bounds holds `c` within `s`), `c = s = 100` by the least error,
    /// at the top. Frames: s (0, 0, 20, 100), c (0, 0, 20, 100).
    @Test func aTiePastAHeldBaselineRowsCanvasBreaks() throws {
        let (set, response) = try #require(BlockLayoutTests.oneConflict(try Self.document(height: 100), broken: "constraints[0]"))
        #expect(set == Self.set)
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 20, 100])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 20, 100])
    }

    /// Decline: `c` held across by `c.height == 50`, added after the tie. U marks it held (a lone
    /// view bounded above), whose witnesses solve U again with the canvas moved and the tie kept;
    /// the direct method takes no tie in a baseline row but this broken one (`addCrossTie`), so
    /// that solve declines and so does the strategy. The simplex: the same set, the tie alone
    /// broken, its error `s + 8 − c` least at `c = s = 50`. Frames: s (0, 0, 20, 50), c (0, 0,
    /// 20, 50).
    @Test func aTieOnAHeldLoneViewInABaselineRowGoesToTheSolver() throws {
        let (set, broken, response) = try #require(BlockLayoutTests.solversConflict(try Self.document(later: ["c.height == 50"])))
        #expect(set == Self.set && broken == "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 20, 50])
        #expect(BlockLayoutTests.frame(response, "c") == [0, 0, 20, 50])
    }

    /// Decline: a second arranged view `a` before `c`. The row then aligns `c`'s baseline to
    /// `a`'s, and a witness growing `c` moves its baseline (a plain view's is its bottom) and `a`
    /// with it: not built, so the strategy declines and the simplex lays it out. Its answer: the
    /// tie alone breaks (the spanner holds `c ≤ s`), its error least at `c = s`; both 17 high
    /// (their intrinsic heights), `a` then `c` along the row, 20 wide each. Frames: s (0, 0, 40,
    /// 17), a (0, 0, 20, 17), c (20, 0, 20, 17).
    @Test func aTieInABaselineRowOfTwoViewsGoesToTheSolver() throws {
        let (_, broken, response) = try #require(BlockLayoutTests.solversConflict(try Self.document(ids: ["a", "c"])))
        #expect(broken == "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 40, 17])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 0, 20, 17])
    }
}
