import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A required cross tie past its canvas on the lone arranged view of a baseline row (design note,
/// section 5, "A cross tie past its canvas", *A lone view in a baseline row*): the row bounds the
/// view by its canvas on both edges, as a centred stack's lone view without its centre, so the
/// two bounds are the only minimal set. Among several views of a `firstBaseline` row (*Several
/// views in a baseline row*), the child's boundaries with the spacer's connections.
@Suite struct BaselineRowTieTests {
    /// A root row `s` (horizontal, aligned by `alignment`, `height` its shorthand where given) of
    /// the arranged views `ids`, each with an intrinsic content size of 20x17, and the constraint
    /// `tie` (`c.height == s.height + 8`, 8 past the canvas), then `later`.
    static func document(
        height: Int? = nil, ids: [String] = ["c"], tie: String = "c.height == s.height + 8", later: [String] = [],
        alignment: String = "firstBaseline"
    ) throws -> LayoutDocument {
        let shorthand = height.map { #""height": \#($0), "# } ?? ""
        let views = ids.map { #"{"id": "\#($0)", "intrinsicContentSize": {"width": 20, "height": 17}}"# }
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "horizontal", "alignment": "\#(alignment)", \#(shorthand)"#
            + #""arrangedSubviews": [\#(views.joined(separator: ", "))]}, "constraints": ["#
            + ([tie] + later).map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
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

    /// `c` held across by `c.height == 50`, added after the tie. U marks it held (a lone view
    /// bounded above), whose witnesses solve U again with the canvas moved and the tie kept (the
    /// direct method takes a required tie within a lone baseline row's canvas as an aligned
    /// stack's: `BaselineRowMetTieTests`). The simplex: the same set, the tie alone broken, its
    /// error `s + 8 − c` least at `c = s = 50`. Frames: s (0, 0, 20, 50), c (0, 0, 20, 50).
    @Test func aTieOnAHeldLoneViewInABaselineRowBreaks() throws {
        try BlockLayoutTests.expectConflict(
            try Self.document(later: ["c.height == 50"]), set: Self.set,
            frames: ["s": [0, 0, 20, 50], "c": [0, 0, 20, 50]])
    }

    /// The set among several arranged views: `c`'s two spanning boundaries to the row's spacer,
    /// then the spacer's two canvas connections (each printed as the builder makes it), then the tie.
    static let rowSet = [
        "UISV-spanning-boundary(s.spacer, c)", "UISV-spanning-boundary(s.spacer, c)", "UISV-canvas-connection(s, s.spacer)",
        "UISV-canvas-connection(s.spacer, s)", "constraints[0]",
    ]

    /// A root row `s` held 100 high (horizontal, `firstBaseline`) of `a` and `c`, each 20x17, with
    /// the first baselines `baselines` (`firstFromTop`; nil: the view's bottom), and the tie
    /// `tie` (`c.height == s.height + 8`, 8 past the canvas).
    static func row(_ baselines: [Int?], tie: String = "c.height == s.height + 8") throws -> LayoutDocument {
        let views = zip(["a", "c"], baselines).map { id, baseline in
            #"{"id": "\#(id)", "intrinsicContentSize": {"width": 20, "height": 17}"#
                + (baseline.map { #", "baselines": {"firstFromTop": \#($0)}"# } ?? "") + "}"
        }
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "horizontal", "alignment": "firstBaseline", "height": 100, "#
            + #""arrangedSubviews": [\#(views.joined(separator: ", "))]}, "constraints": ["\#(tie)"]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// A second arranged view `a` before `c` (design note, *Several views in a baseline row*).
    /// Both baselines are their bottoms: the row's baseline `B ≤ C` (the canvas, 17 here), and
    /// the tie's error `s + 8 − c`, least at `c = s`, holds `B = C`. The set: the solver's
    /// deletion filter drops the stack's baseline alignments first (added before the spanner), so
    /// the set is `c`'s boundaries with the spacer's connections; dropping one, `c` grown 8 past
    /// that edge meets every constraint added after it (its alignment to `a`, broken where its
    /// bottom moves, comes before). Below the tie both are 17 high (intrinsic at 750 and 250; `a`
    /// clipped in its room `B = C`), and the row's fit makes `C` 17; along the row 20 each.
    /// Frames: s (0, 0, 40, 17), a (0, 0, 20, 17), c (20, 0, 20, 17).
    @Test func aTieInABaselineRowOfTwoViewsBreaks() throws {
        let (set, response) = try #require(BlockLayoutTests.oneConflict(try Self.document(ids: ["a", "c"]), broken: "constraints[0]"))
        #expect(set == Self.rowSet)
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 40, 17])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 0, 20, 17])
    }

    /// The row held 100 high: `B = C = 100` (the tie holds `c`'s bottom, its baseline, at the
    /// canvas's), `c` 100 high at the top; `a` its intrinsic 17 in its room, its bottom at `B`.
    /// Frames: s (0, 0, 40, 100), a (0, 83, 20, 17), c (20, 0, 20, 100).
    @Test func aTieInAHeldBaselineRowOfBottomsBreaks() throws {
        let (set, response) = try #require(BlockLayoutTests.oneConflict(try Self.row([nil, nil]), broken: "constraints[0]"))
        #expect(set == Self.rowSet)
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 40, 100])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 83, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 0, 20, 100])
    }

    /// Baselines from the tops, `a`'s 14 below its top, `c`'s 10: `t = B − b ≥ 0` so `B ≥ 14`,
    /// and `c ≤ C − B + 10`; the tie's error `C + 8 − c ≥ B − 2` is least at `B = 14`, `c` then 96
    /// high from 4 (short of the canvas: its room starts 4 below the top). `a` at the top, its
    /// intrinsic 17 in its room of 100. Frames: s (0, 0, 40, 100), a (0, 0, 20, 17), c (20, 4, 20, 96).
    @Test func aTieInAHeldBaselineRowOfTopsBreaks() throws {
        let (set, response) = try #require(BlockLayoutTests.oneConflict(try Self.row([14, 10]), broken: "constraints[0]"))
        #expect(set == Self.rowSet)
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 40, 100])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 4, 20, 96])
    }

    /// A lower bound on `c` after the tie, `c.height >= 40` (bounded below only, so taken): in no
    /// set (it comes after the tie), and each witness (`c` 8 taller past an edge) keeps it. Both
    /// baselines are their bottoms, so the tie's least error holds `B = C` with `c` filling its
    /// room, `c = C`; the bound then holds `C ≥ 40`, and below the tie the row's fit (50) and
    /// `c`'s hugging (250) pull it down to that: `C = c = 40`. `a` its intrinsic 17 (750), its
    /// bottom at `B = 40`. Frames: s (0, 0, 40, 40), a (0, 23, 20, 17), c (20, 0, 20, 40).
    @Test func aTieInABaselineRowOfTwoWithALowerBoundOnTheChildBreaks() throws {
        let document = try Self.document(ids: ["a", "c"], later: ["c.height >= 40"])
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document, broken: "constraints[0]"))
        #expect(set == Self.rowSet)
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 40, 40])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 23, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 0, 20, 40])
    }

    /// Decline: a mixed row, `a` without baselines (its bottom) beside `c` 10 below its top. The
    /// direct method does not compose a mixed row with the tie, so the simplex lays it out: the
    /// tie's error `C + 8 − c`, with `c ≤ C − B + 10` and `B ≥ 10` (`c`'s top at or below the
    /// canvas's), is least at `B = 10`, `c` 100 high at the top; `a`'s bottom at `B`, its height at
    /// most `B` (its top at or below the canvas's), so 10 (its intrinsic 17 out of reach), at the
    /// top. Frames: s (0, 0, 40, 100), a (0, 0, 20, 10), c (20, 0, 20, 100).
    @Test func aTieInAMixedBaselineRowGoesToTheSolver() throws {
        let (set, broken, response) = try #require(BlockLayoutTests.solversConflict(try Self.row([nil, 10])))
        #expect(set == Self.rowSet && broken == "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 40, 100])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 20, 10])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 0, 20, 100])
    }

    /// Decline: the row of two with `c` held by `c.height == 50`, added after the tie. Where the
    /// canvas is held too the tie's error is constant and `c` need not fill its room, so a held
    /// child among several is not taken. The simplex: the set is the one above (the hold comes
    /// after the tie); the tie's error `C + 8 − 50` is least at the least canvas, `C ≥ 50` (`c`
    /// within it), so `C = 50`; `c`'s bottom is the baseline `B ≤ C` and its top `B − 50 ≥ 0`, so
    /// `B = 50`; `a` its intrinsic 17 with its bottom at `B`. Frames: s (0, 0, 40, 50), a (0, 33,
    /// 20, 17), c (20, 0, 20, 50).
    @Test func aTieOnAHeldViewInABaselineRowOfTwoGoesToTheSolver() throws {
        let document = try Self.document(ids: ["a", "c"], later: ["c.height == 50"])
        let (set, broken, response) = try #require(BlockLayoutTests.solversConflict(document))
        #expect(set == Self.rowSet && broken == "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 40, 50])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 33, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 0, 20, 50])
    }

    /// Decline: the same row of two aligned `lastBaseline`, whose spacer leaves its far edge free
    /// (the canvas bounds only the first view there), so the tie on `c` is not taken. The simplex:
    /// the tie alone breaks, its error least at `c = s`; both 17 high, the row 17. Frames: s (0,
    /// 0, 40, 17), a (0, 0, 20, 17), c (20, 0, 20, 17).
    @Test func aTieInALastBaselineRowOfTwoViewsGoesToTheSolver() throws {
        let document = try Self.document(ids: ["a", "c"], alignment: "lastBaseline")
        let (_, broken, response) = try #require(BlockLayoutTests.solversConflict(document))
        #expect(broken == "constraints[0]")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 40, 17])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 20, 17])
        #expect(BlockLayoutTests.frame(response, "c") == [20, 0, 20, 17])
    }
}
