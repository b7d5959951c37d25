import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A required cross tie past its canvas across a `leading` or `center` stack of several arranged
/// views whose child is held across only by a constraint added after the tie (design note, section
/// 5, "A cross tie past its canvas", *Held after the tie*): the solver's set is found among the
/// constraints before the tie, where the child is free, so the witnesses of a free child show it.
@Suite struct HeldAfterTieTests {
    /// A root stack `s` (vertical, aligned `alignment`) of `a` (shorthands 30x20) and `c` (20 high,
    /// no width of its own; `width` its shorthand where given), with `constraints`.
    static func document(alignment: String, width: Int? = nil, constraints: [String]) throws -> LayoutDocument {
        let shorthand = width.map { #""width": \#($0), "# } ?? ""
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "\#(alignment)", "#
            + #""arrangedSubviews": [{"id": "a", "width": 30, "height": 20}, {"id": "c", \#(shorthand)"height": 20}]}, "#
            + #""constraints": [\#(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The tie `c = s + 8` first, then `c.width == 50`.
    static let laterHold = ["c.width == s.width + 8", "c.width == 50"]

    /// Across `leading`. When the tie is added, `c`'s required constraints across are its stack's
    /// alone (`c.width == 50` comes later): `c`'s leading alignment to `a` (`al`), its trailing
    /// spanning boundary (`bT`), `a`'s leading and the spacer's trailing canvas connections (`cL`,
    /// `cT`) hold `c ≤ s`, so with the tie they conflict. Each dropped alone, the rest meets the
    /// tie with `s` 50 wide: `c` 58 wide hanging 8 past `s`'s leading edge (`al`), past its
    /// trailing edge with (`cT`) or without (`bT`) the spacer, or `a` and `c` both moved 8 out
    /// past the leading edge (`cL`): the only minimal set. `c.width == 50` then holds beside every
    /// kept constraint. The tie's error `s + 8 − c` (every solution has `c ≤ s`) is least at
    /// `s = c = 50`: `s` is 50 wide (its fitting pull has nothing else to move), 40 high (20 + 20,
    /// spacing 0); `a` at its leading edge. Frames: s (0, 0, 50, 40), a (0, 0, 30, 20),
    /// c (0, 20, 50, 20).
    @Test func aTiePastTheCanvasOfAChildHeldAfterItAlignedLeadingBreaks() throws {
        let document = try Self.document(alignment: "leading", constraints: Self.laterHold)
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document, broken: "constraints[0]"))
        #expect(
            set == [
                "UISV-alignment(a, c)", "UISV-spanning-boundary(s.spacer, c)", "UISV-canvas-connection(s, a)",
                "UISV-canvas-connection(s.spacer, s)", "constraints[0]",
            ])
        let frames: [String: [Double]] = ["s": [0, 0, 50, 40], "a": [0, 0, 30, 20], "c": [0, 20, 50, 20]]
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }

    /// Across `center`, the same views and constraints. Before `c.width == 50` three sets conflict
    /// with the tie (design note, *Across `center`*): both of `c`'s bounds with the spacer's two
    /// connections, and `c`'s centre alignment to `a` with `a`'s centre connection and either
    /// edge's bounds; the simplex names the greatest by order of addition, both bounds (the other
    /// two begin at the alignment, earlier). The witnesses: `c` 58 wide, centred (both bounds or
    /// the spacer's connections dropped), or past one edge alone (its alignment dropped), or `a`
    /// moved 4 to one side with `c` grown 8 there (`a`'s centre dropped), which `a`'s 30 of the 50
    /// leaves room for (10 each side, 4 needed). Frames as across `leading`, `a` centred:
    /// s (0, 0, 50, 40), a (10, 0, 30, 20), c (0, 20, 50, 20).
    @Test func aTiePastTheCanvasOfAChildHeldAfterItCentredBreaks() throws {
        let document = try Self.document(alignment: "center", constraints: Self.laterHold)
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document, broken: "constraints[0]"))
        #expect(
            set == [
                "UISV-spanning-boundary(s.spacer, c)", "UISV-spanning-boundary(s.spacer, c)", "UISV-canvas-connection(s, s.spacer)",
                "UISV-canvas-connection(s.spacer, s)", "constraints[0]",
            ])
        let frames: [String: [Double]] = ["s": [0, 0, 50, 40], "a": [10, 0, 30, 20], "c": [0, 20, 50, 20]]
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }

    /// Decline: `c` held before the tie by `c.width == 50` added first (the tie then
    /// constraints[1]): a required constraint of U naming the child's length across before the
    /// tie, which condition (ii) declines, so the simplex lays it out. Its answer is the same as
    /// above: the tie alone breaks (`c` held at 50, every solution has `c ≤ s`, the error
    /// `s + 8 − c` least at `s = 50`). Frames: s (0, 0, 50, 40), a (0, 0, 30, 20), c (0, 20, 50, 20).
    @Test func aTieOnAChildHeldByAnEarlierConstraintGoesToTheSolver() throws {
        let document = try Self.document(alignment: "leading", constraints: ["c.width == 50", "c.width == s.width + 8"])
        let (_, broken, response) = try #require(BlockLayoutTests.solversConflict(document))
        #expect(broken == "constraints[1]")
        let frames: [String: [Double]] = ["s": [0, 0, 50, 40], "a": [0, 0, 30, 20], "c": [0, 20, 50, 20]]
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }

    /// `c` held before the tie by its shorthand (`width: 50`), across `leading`: taken since
    /// session 31 by the witnesses of a child held before the tie (design note, *Held before the
    /// tie*, *Across `leading`*). The set is the four members above (the solver meets the tie with
    /// the shorthand already in: each member dropped alone, the rest meets the tie with `c` held
    /// at 50 and the canvas 42 wide: `a` and `c` at −8 with `s` 42 wide (`cL`), `a` moved back to
    /// 0..30, within the real canvas 0..42 (`al`), `c` past the trailing edge with (`cT`) or
    /// without (`bT`) the spacer). Frames as above.
    @Test func aTieOnAChildHeldByItsShorthandAlignedLeadingBreaks() throws {
        let document = try Self.document(alignment: "leading", width: 50, constraints: ["c.width == s.width + 8"])
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document, broken: "constraints[0]"))
        #expect(
            set == [
                "UISV-alignment(a, c)", "UISV-spanning-boundary(s.spacer, c)", "UISV-canvas-connection(s, a)",
                "UISV-canvas-connection(s.spacer, s)", "constraints[0]",
            ])
        let frames: [String: [Double]] = ["s": [0, 0, 50, 40], "a": [0, 0, 30, 20], "c": [0, 20, 50, 20]]
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }

    /// Across `leading`, `c` free, the tie first, then `c.width >= 10`: a required constraint naming
    /// the child's own length across, which condition (ii) declines before the tie (the witnesses
    /// change that length). Added after the tie, it is in no set the simplex finds, and no witness
    /// need meet it (design note, *Held after the tie*, *Later constraints*): the set and witnesses
    /// are those of a free child, as in the first test (`al`, `bT`, `cL`, `cT`). The frames: every
    /// solution has `c ≤ s`, so the tie's error `s + 8 − c` is least at `c = s`; `a` is 30 wide
    /// within `s`, so `s ≥ 30`, and the root's fitting pull takes `s = 30` (nothing else holds it;
    /// `c = 30 ≥ 10`); 40 high (20 + 20, spacing 0), `a` and `c` at the leading edge. Frames:
    /// s (0, 0, 30, 40), a (0, 0, 30, 20), c (0, 20, 30, 20).
    @Test func aTieBeforeABoundOnTheChildBreaks() throws {
        let document = try Self.document(alignment: "leading", constraints: ["c.width == s.width + 8", "c.width >= 10"])
        let (set, response) = try #require(BlockLayoutTests.oneConflict(document, broken: "constraints[0]"))
        #expect(
            set == [
                "UISV-alignment(a, c)", "UISV-spanning-boundary(s.spacer, c)", "UISV-canvas-connection(s, a)",
                "UISV-canvas-connection(s.spacer, s)", "constraints[0]",
            ])
        let frames: [String: [Double]] = ["s": [0, 0, 30, 40], "a": [0, 0, 30, 20], "c": [0, 20, 30, 20]]
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }

    /// Decline: the same bound added before the tie (the tie constraints[1]) is among the
    /// constraints the set is found in, and condition (ii) declines a constraint naming the
    /// child's length there (the witnesses change it), so the simplex lays it out. Its answer is
    /// the same as above: the bound holds at `c = s = 30` and does not bound `c` above, so the
    /// tie alone breaks and the frames are as above (derived there).
    @Test func aBoundOnTheChildBeforeTheTieGoesToTheSolver() throws {
        let document = try Self.document(alignment: "leading", constraints: ["c.width >= 10", "c.width == s.width + 8"])
        let (_, broken, response) = try #require(BlockLayoutTests.solversConflict(document))
        #expect(broken == "constraints[1]")
        let frames: [String: [Double]] = ["s": [0, 0, 30, 40], "a": [0, 0, 30, 20], "c": [0, 20, 30, 20]]
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }
}
