import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// A required cross tie past its canvas across a `center` stack of several arranged views whose
/// child is held across by its shorthand, added before the tie (design note, section 5, "A cross
/// tie past its canvas", *Held before the tie*): the witnesses come from U solved again with the
/// canvas moved `d / 2` out on both sides and the tie kept, the other views put back onto the
/// real canvas.
@Suite struct HeldBeforeTieTests {
    /// Both of `c`'s bounds with the spacer's two connections, then the tie.
    static let bothBounds = [
        "UISV-spanning-boundary(s.spacer, c)", "UISV-spanning-boundary(s.spacer, c)", "UISV-canvas-connection(s, s.spacer)",
        "UISV-canvas-connection(s.spacer, s)", "constraints[0]",
    ]

    /// `c` first: its centre connection with the trailing bounds, then the tie.
    static let centreWithTrailingBounds = [
        "UISV-spanning-boundary(s.spacer, c)", "UISV-canvas-connection(s.spacer, s)", "UISV-canvas-connection(s, c)",
        "constraints[0]",
    ]

    /// Across `leading`: `c`'s alignment to `a`, its trailing bound, `a`'s leading connection and
    /// the spacer's trailing one, then the tie.
    static let leadingMembers = [
        "UISV-alignment(a, c)", "UISV-spanning-boundary(s.spacer, c)", "UISV-canvas-connection(s, a)",
        "UISV-canvas-connection(s.spacer, s)", "constraints[0]",
    ]

    /// A root stack `s` (vertical, centred) of `c` (`width: 50`, 20 high) and `a` (`aWidth` x 20),
    /// `c` first where `childFirst`, with the tie `c.width == s.width + 8` and then `later`.
    static func document(childFirst: Bool, aWidth: Int = 30, later: [String] = []) throws -> LayoutDocument {
        let a = #"{"id": "a", "width": \#(aWidth), "height": 20}"#
        let c = #"{"id": "c", "width": 50, "height": 20}"#
        let views = childFirst ? [c, a] : [a, c]
        let constraints = ["c.width == s.width + 8"] + later
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "center", "#
            + #""arrangedSubviews": [\#(views.joined(separator: ", "))]}, "#
            + #""constraints": [\#(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// `a` first, `c` second. `c`'s shorthand (added after every service constraint, before the
    /// tie) holds it at 50, so a witness cannot grow it. Before the tie three sets conflict with it
    /// (design note, *Across `center`*): both of `c`'s bounds with the spacer's two connections
    /// (`bL`, `bT`, `cL`, `cT`), and `c`'s centre alignment to `a` (`al`) with `a`'s centre
    /// connection (`cC`) and either edge's bounds. The deletion filter, over the family in the
    /// builder's order (`al`, `bL`, `bT`, `cL`, `cT`, `cC`), drops `al` (both bounds come later),
    /// keeps `bL`, `bT`, `cL`, `cT` where each has a witness meeting the members kept before it
    /// and everything after it (`cC`, the shorthands) with the tie, and drops `cC`. The witnesses:
    /// `s` 42 wide (the tie `50 = s + 8`), `a` centred in it at 6..36, `c` 50 wide moved 8 past
    /// one edge (−8..42 breaking `al` and `bL`, or with the spacer's leading edge out to −8,
    /// `cL`; 0..50 for `bT`, `cT`): `a`'s 30 fits the 42, so both bounds are the set. Frames: every
    /// solution has `c ≤ s` (the family), `c = 50`, so the tie's error `s + 8 − 50` is least at
    /// `s = 50` (its fitting pull has nothing else to move); 40 high (20 + 20). `a` centred:
    /// s (0, 0, 50, 40), a (10, 0, 30, 20), c (0, 20, 50, 20).
    @Test func aCentredTieOnAChildHeldByItsShorthandNamesBothBounds() throws {
        let document = try Self.document(childFirst: false)
        try BlockLayoutTests.expectConflict(
            document,
            set: Self.bothBounds,
            frames: ["s": [0, 0, 50, 40], "a": [10, 0, 30, 20], "c": [0, 20, 50, 20]])
    }

    /// `c` first (no alignment of its own), `a` second. The three sets are both bounds (`bL`, `bT`,
    /// `cL`, `cT`), the centre (`c`'s centre connection, `cC`) with the leading (`bL`, `cL`) or the
    /// trailing (`bT`, `cT`) bounds. The filter over `bL`, `bT`, `cL`, `cT`, `cC`: `bL` dropped (the
    /// trailing set comes later), `bT` kept (witness: `s` 42 wide, `c` 50 wide centred at −4..46
    /// breaking both its bounds, the spacer on the canvas, `a` centred at 6..36 within it), `cL`
    /// dropped, `cT` kept (the same with the spacer out to −4..46), `cC` kept (every arranged view
    /// moved 4 toward the leading edge: `c` −8..42, `a` 2..32, the spacer's trailing edge at the
    /// canvas's, its leading free): the centre with the trailing bounds. Frames as above, `c` on
    /// top: s (0, 0, 50, 40), c (0, 0, 50, 20), a (10, 20, 30, 20).
    @Test func aCentredTieOnAHeldFirstViewNamesTheCentreWithTheTrailingBounds() throws {
        let document = try Self.document(childFirst: true)
        try BlockLayoutTests.expectConflict(
            document,
            set: Self.centreWithTrailingBounds,
            frames: ["s": [0, 0, 50, 40], "c": [0, 0, 50, 20], "a": [10, 20, 30, 20]])
    }

    /// The same, `c` first, with `s.width == 50` after the tie (1/114's shape: the stack held after
    /// the tie at the length it breaks). The witnesses need not meet it (*Later constraints*): the
    /// solve again holds only the constraints up to the tie, and finds them as above. U, with it,
    /// holds `s` at 50, where the tie's error is least anyway: the same set and frames.
    @Test func aStackHeldAfterTheTieIsLeftOutOfTheWitnesses() throws {
        let document = try Self.document(childFirst: true, later: ["s.width == 50"])
        try BlockLayoutTests.expectConflict(
            document,
            set: Self.centreWithTrailingBounds,
            frames: ["s": [0, 0, 50, 40], "c": [0, 0, 50, 20], "a": [10, 20, 30, 20]])
    }

    /// 2/741's shape: the centred stack `s` (`a` 30 x 20, then `c`, `width: 50`, 20 high, with the
    /// tie `c.width == s.width + 8`) is the last arranged view of a root row `r` (`fill` both ways,
    /// `width: 200`) after `p` (content 20 x 10) and `q` (content 10 x 10), both hugging at 250;
    /// `p.width == 60` comes after the tie. The witnesses' solve keeps only the constraints up to
    /// the tie: there `p` and `q` share what `s` leaves (158) at the same hugging, a tie the
    /// solve does not break, so its frames are one optimum, still a solution of those constraints,
    /// which is all the witnesses made from it need. The set is the first test's (both of `c`'s
    /// bounds with the spacer's connections). Frames: `s`'s canvas pulled to `c`'s 50 (the tie's
    /// error `s + 8 − c` least at `s = c`), `p` 60, `q` the rest, 200 − 60 − 50 = 90; 40 high (`s`'s
    /// 20 + 20, which `fill` gives `p` and `q`, the root's fitting pull at 50 below their hugging of
    /// 250 wanting 10 but held by `s`). `a` centred in `s`: (50 − 30) / 2 = 10.
    @Test func aTiedWitnessSolveStillWitnesses() throws {
        let text = #"{"root": {"id": "r", "type": "stack", "axis": "horizontal", "width": 200, "arrangedSubviews": ["#
            + #"{"id": "p", "intrinsicContentSize": {"width": 20, "height": 10}}, "#
            + #"{"id": "q", "intrinsicContentSize": {"width": 10, "height": 10}}, "#
            + #"{"id": "s", "type": "stack", "axis": "vertical", "alignment": "center", "arrangedSubviews": ["#
            + #"{"id": "a", "width": 30, "height": 20}, {"id": "c", "width": 50, "height": 20}]}]}, "#
            + #""constraints": ["c.width == s.width + 8", "p.width == 60"]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        try BlockLayoutTests.expectConflict(
            document,
            set: Self.bothBounds,
            frames: [
                "r": [0, 0, 200, 40], "p": [0, 0, 60, 40], "q": [60, 0, 90, 40], "s": [150, 0, 50, 40], "a": [10, 0, 30, 20],
                "c": [0, 20, 50, 20],
            ])
    }

    /// A root `r` (`width: 200`) holding the stack `s` (`c` first, then `a`, as above) as a plain
    /// subview by `later`, all after the tie `c.width == s.width + 8` (1/114's shape: `s`'s leading
    /// and trailing edges pinned 10 in, its top and bottom to `r`'s).
    static func pinnedDocument(later: [String]) throws -> LayoutDocument {
        let text = #"{"root": {"id": "r", "width": 200, "subviews": [{"id": "s", "type": "stack", "axis": "vertical", "#
            + #""alignment": "center", "arrangedSubviews": [{"id": "c", "width": 50, "height": 20}, "#
            + #"{"id": "a", "width": 30, "height": 20}]}]}, "#
            + #""constraints": [\#((["c.width == s.width + 8"] + later).map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// 1/114's shape: `s` pinned to `r` on both edges across, so 180 wide (200 − 10 − 10), and `c`
    /// held at 50 by its shorthand. No solution holds `c` at the canvas, so U's tie of offset 0 has
    /// none; the tie's error `s + 8 − c` = 138 is the same in every solution of the others (both
    /// lengths held by required constraints), so the optimum is the document's without the tie
    /// (design note, *A held child on a held canvas*). The set is the second test's (the solver
    /// meets the tie before the pins, where `s` is free): its witnesses come from the solve that
    /// keeps the pins but the trailing one (`s` 42 wide, its leading edge at 10; the tie's want
    /// past the canvas is 8 = 50 − 42, not U's 138, `c` being short of U's canvas). Frames: `s`
    /// (10, 0, 180, 40) (its height `c`'s 20 + `a`'s 20, the root's the same by its pins); `c`
    /// centred, (180 − 50) / 2 = 65; `a`, (180 − 30) / 2 = 75.
    @Test func aHeldChildOnAPinnedCanvasLeavesTheTieOut() throws {
        let document = try Self.pinnedDocument(later: [
            "s.leading == r.leading + 10", "s.trailing == r.trailing - 10", "s.top == r.top", "s.bottom == r.bottom",
        ])
        try BlockLayoutTests.expectConflict(
            document,
            set: Self.centreWithTrailingBounds,
            frames: ["r": [0, 0, 200, 40], "s": [10, 0, 180, 40], "c": [65, 0, 50, 20], "a": [75, 20, 30, 20]])
    }

    /// Decline: `s` held at 180 by `s.width == 180` (a size term) with its leading edge pinned, not
    /// by pins on both edges: the tie is left out only where the stack's length is held by its
    /// shorthand or such pins, so the simplex lays it out. The frames are the last test's: the
    /// tie's error is the same in every solution, `s` 180 wide at 10.
    @Test func aCanvasHeldByASizeTermGoesToTheSolver() throws {
        let document = try Self.pinnedDocument(later: [
            "s.leading == r.leading + 10", "s.width == 180", "s.top == r.top", "s.bottom == r.bottom",
        ])
        let (_, broken, response) = try #require(BlockLayoutTests.solversConflict(document))
        #expect(broken == "constraints[0]")
        let frames: [String: [Double]] = ["r": [0, 0, 200, 40], "s": [10, 0, 180, 40], "c": [65, 0, 50, 20], "a": [75, 20, 30, 20]]
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }

    /// A root row `s` (horizontal, aligned `alignment`: `leading` aligns its views' tops) of `a`
    /// (with `aFields`) then `c` (`width: 50`, `height: 20`), with the tie
    /// `c.height == s.height + 8` (2/328's shape).
    static func rowDocument(a aFields: String, alignment: String = "leading") throws -> LayoutDocument {
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "horizontal", "alignment": "\#(alignment)", "#
            + #""arrangedSubviews": ["#
            + #"{"id": "a", \#(aFields)}, {"id": "c", "width": 50, "height": 20}]}, "constraints": ["c.height == s.height + 8"]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// Across `leading` (2/328's shape): `c` held at 20 by its shorthand, `a` a free leaf (content
    /// 30 x 17). One minimal set, the four members in the builder's order: `c`'s top alignment to
    /// `a` (`al`), its bottom boundary (`bT`), `a`'s top connection (`cL`), the spacer's bottom
    /// one (`cT`) (design note, *Held before the tie*, *Across `leading`*). The witnesses: the
    /// canvas 8 taller on top (`s` 12 high, the tie `20 = 12 + 8`; `c` at −8..12, `a` at −8..9,
    /// breaking `cL` only), and that with `a` moved 8 back down to 0 and narrowed to 12 (0..12,
    /// the real canvas: a free leaf may), breaking `al` only; the canvas 8 taller below (`c` at
    /// 0..20, the spacer's bottom at 20, breaking `cT` only), and that with the spacer on the real
    /// canvas (0..12; `a` narrowed to 12), breaking `bT` only. Frames: every solution has `c ≤ s`
    /// (the family), `c = 20`, so the tie's error `s + 8 − 20` is least at `s = 20`; `a` 17 high at
    /// the top (its content), `c` 20; widths 30 + 50 = 80 (the root's fitting pull).
    @Test func aLeadingTieOnAHeldChildNamesItsFourMembers() throws {
        let document = try Self.rowDocument(a: #""intrinsicContentSize": {"width": 30, "height": 17}"#)
        try BlockLayoutTests.expectConflict(
            document,
            set: Self.leadingMembers,
            frames: ["s": [0, 0, 80, 20], "a": [0, 0, 30, 17], "c": [30, 0, 50, 20]])
    }

    /// 2/328's second decline: the row `s` shares its width proportionally (`fillProportionally`,
    /// `a` 30, `c` 50 natural), and `c` holds `x`, a dependent view pinned to its leading,
    /// trailing and top edges, 1 high. U's tree measures `c` (`x` cannot pull on its fitting
    /// size), and the witnesses' solves build U's tree the same way (design note, *U's pruning in
    /// the solves again*); where they pruned `c`, its natural width was unknown and the
    /// proportions declined. The set, witnesses and frames are the last test's, the widths the
    /// proportions of 30 and 50 over the 80 `c`'s `width: 50` needs (`c`'s share `80 · 50 / 80`);
    /// `x` along `c`'s top: (0, 0, 50, 1) in `c`.
    @Test func aLeadingTieInAProportionalRowWithADependentView() throws {
        let text = #"{"root": {"id": "s", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "#
            + #""alignment": "leading", "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 30, "height": 17}}, "#
            + #"{"id": "c", "width": 50, "height": 20, "subviews": [{"id": "x"}]}]}, "#
            + #""constraints": ["c.height == s.height + 8", "x.leading == c.leading", "x.trailing == c.trailing", "#
            + #""x.top == c.top", "x.height == 1"]}"#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        try BlockLayoutTests.expectConflict(
            document,
            set: Self.leadingMembers,
            frames: [
                "s": [0, 0, 80, 20], "a": [0, 0, 30, 17], "c": [30, 0, 50, 20], "x": [0, 0, 50, 1],
            ])
    }

    /// The same across `trailing` (bottoms aligned), mirrored. The members in the builder's order:
    /// `c`'s bottom alignment to `a` (`al`), its top boundary (`bL`; the bottom one is at 999.5),
    /// the spacer's top connection (`cL`) and `a`'s bottom one (`cT`). The witnesses: the canvas 8
    /// taller below (`s` 12 high, `c` at 0..20, `a` at 3..20, breaking `cT` only), and that with
    /// `a` moved 8 back up and narrowed to the real canvas keeping its bottom (−5..12 to 0..12),
    /// breaking `al` only; the canvas 8 taller on top (`c` at −8..12, the spacer's top at −8,
    /// breaking `cL` only), and that with the spacer on the real canvas (0..12; `a` narrowed to
    /// 0..12), breaking `bL` only. Frames as across `leading`, `a` at the bottom: 20 − 17 = 3.
    @Test func aTrailingTieOnAHeldChildNamesItsFourMembers() throws {
        let document = try Self.rowDocument(a: #""intrinsicContentSize": {"width": 30, "height": 17}"#, alignment: "trailing")
        try BlockLayoutTests.expectConflict(
            document,
            set: [
                "UISV-alignment(a, c)", "UISV-spanning-boundary(s.spacer, c)", "UISV-canvas-connection(s, s.spacer)",
                "UISV-canvas-connection(a, s)", "constraints[0]",
            ],
            frames: ["s": [0, 0, 80, 20], "a": [0, 3, 30, 17], "c": [30, 0, 50, 20]])
    }

    /// Decline: `a` held at 17 high by its shorthand, taller than the 12 the witnesses leave (`c`'s
    /// 20 less the tie's 8), and not a free leaf, so it cannot narrow onto the real canvas: the
    /// simplex lays it out. Frames as above (the tie's error least at `s = 20`, `a` at its 17).
    @Test func aLeadingTieBesideAHeldTallViewGoesToTheSolver() throws {
        let document = try Self.rowDocument(a: #""width": 30, "height": 17"#)
        let (_, broken, response) = try #require(BlockLayoutTests.solversConflict(document))
        #expect(broken == "constraints[0]")
        let frames: [String: [Double]] = ["s": [0, 0, 80, 20], "a": [0, 0, 30, 17], "c": [30, 0, 50, 20]]
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }

    /// Decline: `a` 45 wide, more than the 42 the witnesses leave (`c`'s 50 less the tie's 8): the
    /// spacer back on the moved canvas's real one would cut `a`, so `a`'s shorthand is in another
    /// minimal set and the strategy declines; the simplex lays it out. The tie alone breaks (every
    /// solution has `c ≤ s`, `c = 50`, `a`'s 45 within `s`), its error `s + 8 − 50` least at
    /// `s = 50`: s (0, 0, 50, 40), a (2.5, 0, 45, 20), c (0, 20, 50, 20).
    @Test func aViewWiderThanTheWitnessesCanvasGoesToTheSolver() throws {
        let document = try Self.document(childFirst: false, aWidth: 45)
        let (_, broken, response) = try #require(BlockLayoutTests.solversConflict(document))
        #expect(broken == "constraints[0]")
        let frames: [String: [Double]] = ["s": [0, 0, 50, 40], "a": [2.5, 0, 45, 20], "c": [0, 20, 50, 20]]
        for (id, frame) in frames { #expect(BlockLayoutTests.frame(response, id) == frame, "\(id)") }
    }
}
