@_spi(Testing) import LayoutEngine
import Testing

/// An `equalCentering` stack of three or more visible views with a hidden arranged view at an
/// end (design note, section 2, "Hidden views at the ends"). The builders make the gap guides
/// between visible views only, centre to centre, held equal at 149; the hidden view is 0 long at
/// the canvas's edge, and the room between it and the nearest visible view is at least the link's
/// spacing (0: no spacing goes before a hidden view, nor after one with no visible view before it)
/// and free above it. Each case is compared with the whole-document simplex.
@Suite struct CentredHiddenEndTests {
    /// `h` hidden first (offset 0) or last (4), and a (40), b (30), c (60) in a 300-wide row,
    /// spacing 10. Above 149 the views are their widths and the room between them is
    /// 300 − 130 = 170, free in its split. At 149 the centres must spread evenly. With `r` the
    /// room before a (h first), a's centre is `r + 20`, c's 270, and the guide `(250 − r)/2` must
    /// hold its least, `10 + (30 + 60)/2 = 55` (the larger: `10 + (40 + 30)/2 = 45`), so any `r`
    /// in `[0, 140]` costs nothing at any level: a's x is `r` (coefficient 1), b's centre
    /// `(r + 20 + 270)/2` (½), c's x 240 (0): a and b vary in x, c does not. With `t` the room
    /// after c (h last), c's centre is `270 − t` for `t` in `[0, 140]` alike: c's x `240 − t`
    /// (−1), b's centre `(290 − t)/2` (−½), a unique. Placed at the least room: centres 20, 145,
    /// 270 (a at 0, b at 130, c at 240), h 0 wide at its edge. Right to left the row is mirrored.
    @Test(arguments: [0, 4], ["leftToRight", "rightToLeft"])
    func theRoomBesideTheHiddenViewVaries(hidden: Int, direction: String) throws {
        let response = try directTieLayout(
            Self.row(hidden: [hidden], width: 300, direction: direction), expected: hidden == 0 ? ["a: x", "b: x"] : ["b: x", "c: x"])
        let leftToRight = direction == "leftToRight"
        let h = try #require(response.frame("h\(hidden)"))
        #expect(abs(h[0] - ((hidden == 0) == leftToRight ? 0 : 300)) <= 1e-9 && h[2] == 0)
        // The fixed end as placed; b's centre from the leading edge halfway between a's and c's.
        let fixed = hidden == 0 ? ("c", [leftToRight ? 240.0 : 0, 0, 60, 30]) : ("a", [leftToRight ? 0 : 260, 0, 40, 30])
        #expect(close(response.frame(fixed.0), fixed.1))
        var centres: [Double] = []
        for id in ["a", "b", "c"] {
            let frame = try #require(response.frame(id))
            centres.append(leftToRight ? frame[0] + frame[2] / 2 : 300 - frame[0] - frame[2] / 2)
        }
        #expect(abs(centres[1] - (centres[0] + centres[2]) / 2) <= 1e-9 && centres[2] - centres[1] >= 55 - 1e-9)
    }

    /// A free canvas (the root without a width) with h last: the views settled above 149 at 40,
    /// 30 and 60, the guides' least 45 and 55, so the centres spread evenly from a canvas of
    /// `0 + (40 + 60)/2 + 2 × 55 = 160` (the room after c at its least, 0); the pulls at 50 and 49
    /// take that least canvas, where `t` can only be 0: unique. Centres 20, 75, 130: a at 0, b at
    /// 60, c at 100, h at 160; no diagnostics.
    @Test func aFreeCanvasTakesItsLeastEvenLength() throws {
        let pair = try StrategyPair(Self.row(hidden: [4], width: nil, direction: "leftToRight"))
        #expect(pair.timings.solverLayouts == 0, "\(pair.timings)")
        try Self.expectUnique(pair, [("row", 0.0, 160.0), ("a", 0, 40), ("b", 60, 30), ("c", 100, 60), ("h4", 160, 0)])
    }

    /// A held canvas too short to spread the centres evenly, h last: at 156 the even guide would
    /// be `(156 − 50)/2 = 53`, under c's least 55. Every room at its least is then the optimum (the
    /// guides' cost falls strictly as their room grows while they cannot be equal), so `t = 0`
    /// and the guides split 106 with `w₁ ≥ 55`, `w₀ ≥ 45`, least `|w₁ − w₀|` at `w₀ = 51`,
    /// `w₁ = 55`: centres 20, 71, 126, a at 0, b at 56, c at 96, h at 156; unique.
    @Test func anUnevenSpreadKeepsTheRoomAtItsLeast() throws {
        let pair = try StrategyPair(Self.row(hidden: [4], width: 156, direction: "leftToRight"))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        try Self.expectUnique(pair, [("a", 0.0, 40.0), ("b", 56, 30), ("c", 96, 60), ("h4", 156, 0)])
    }

    /// The same with h first and the widest guide first: a (60), b (40), c (20) on a held 150,
    /// the guides' least `10 + (60 + 40)/2 = 60` and `10 + 30 = 40` (the link from h to a, 0, is
    /// no guide's). The even guide `(150 − 40)/2 = 55` is under 60, so the room before a is 0 and
    /// the guides split 110 with `w₀ ≥ 60`, `w₁ ≥ 40`: least `|w₁ − w₀|` at `w₀ = 60`, `w₁ = 50`.
    /// Centres 30, 90, 140: a at 0, b at 70, c at 130, h at 0; unique.
    @Test func anUnevenSpreadAfterALeadingHiddenView() throws {
        let pair = try StrategyPair(Self.row(hidden: [0], width: 150, direction: "leftToRight", widths: [60, 40, 20]))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        try Self.expectUnique(pair, [("h0", 0.0, 0.0), ("a", 0, 60), ("b", 70, 40), ("c", 130, 20)])
    }

    /// A tie of the guides after a leading hidden view: h, then a (60), b, c, d (20 each) on a
    /// held 160, spacing 10. The guides' least are `10 + 40 = 50`, then 30 and 30, their total
    /// `160 − (60 + 20)/2 = 120` (the room before a at its least, 0: uneven, as `3 × 50 > 120`).
    /// ``CentredGaps``: `u + 2u = 120` gives 40, under the first's least, so `w₀ = 50`, where the
    /// slope `1 + 2·2 − 2 = 3` is positive; the others share a deficit of `150 − 120 = 30` below
    /// 50, `w₁ + w₂ = 70`, each in `[30, 40]`: a tie at 149 (nothing below reads the guides). a's
    /// centre 30 and b's 80 are unique, d's 150, and c's `80 + w₁` varies: only c's x. Answered at
    /// `w₁ = 30`: a at 0, b at 70, c at 100, d at 140, h at 0 (left to right; mirrored right to
    /// left, c then at `160 − 110 − 10 = 40`).
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func theGuidesAfterALeadingHiddenViewTie(direction: String) throws {
        let row = Self.row(hidden: [0], width: 160, direction: direction, widths: [60, 20, 20, 20])
        let response = try directTieLayout(row, expected: ["c: x"])
        let leftToRight = direction == "leftToRight"
        for (id, x, width) in [("h0", 0.0, 0.0), ("a", 0, 60), ("b", 70, 20), ("d", 140, 20)] {
            let frame = try #require(response.frame(id))
            #expect(abs(frame[0] - (leftToRight ? x : 160 - x - width)) <= 1e-9 && abs(frame[2] - width) <= 1e-9, "\(id)")
        }
        let c = try #require(response.frame("c"))
        let centre = leftToRight ? c[0] + 10 : 160 - c[0] - 10
        #expect(centre >= 110 - 1e-9 && centre <= 120 + 1e-9)
    }

    /// Hidden views at both ends with room to spare: the two rooms trade, a tie of two free
    /// members this rule does not follow; and a hidden view between visible ones, which floats
    /// in its gap: both declined, the simplex lays them out.
    @Test(arguments: [[0, 4], [2]])
    func otherHiddenViewsAreTheSimplexs(hidden: [Int]) throws {
        let pair = try StrategyPair(Self.row(hidden: hidden, width: 300, direction: "leftToRight"))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(!pair.solver.diagnostics.isEmpty && pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// No diagnostics on either path, and each view's x and width (`frames`) on both.
    static func expectUnique(_ pair: StrategyPair, _ frames: [(String, Double, Double)]) throws {
        #expect(pair.response.diagnostics.isEmpty && pair.solver.diagnostics.isEmpty)
        for (id, x, width) in frames {
            for response in [pair.response, pair.solver] {
                let frame = try #require(response.frame(id))
                #expect(abs(frame[0] - x) <= 1e-9 && abs(frame[2] - width) <= 1e-9, "\(id)")
            }
        }
    }

    /// An `equalCentering` row, spacing 10, 30 high and `width` wide (none: its own length), of
    /// a, b and c (and d, with four `widths`) `widths` wide, with a hidden view `h<k>` (20 wide)
    /// inserted at each offset `k` of `hidden` (0 first, 4 last of five arranged views when both
    /// are given).
    static func row(hidden: [Int], width: Double?, direction: String, widths: [Int] = [40, 30, 60]) -> String {
        var views = zip(["a", "b", "c", "d"], widths).map { id, width in
            #"{"id": "\#(id)", "intrinsicContentSize": {"width": \#(width), "height": 10}}"#
        }
        for k in hidden.sorted() {
            let view = #"{"id": "h\#(k)", "hidden": true, "intrinsicContentSize": {"width": 20, "height": 10}}"#
            views.insert(view, at: min(k, views.count))
        }
        let size = width.map { "\"width\": \($0), " } ?? ""
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalCentering", "spacing": 10,
                      \(size)"height": 30, "arrangedSubviews": [\(views.joined(separator: ", "))]},
             "options": {"layoutDirection": "\(direction)", "frames": "superview"}}
            """
    }
}
