@_spi(Testing) import LayoutEngine
import Testing

/// Hand-derived ties the direct path lays out since the `ambiguous`-only documents were sorted by
/// why they went to the simplex (design note, section 2, "Ties and ambiguity"): an `equalSpacing`
/// stack whose gaps trade with a view's length, and a floating leaf whose own size is free. Each is
/// compared with the whole-document simplex (`_directPath = false`): the same diagnostics word for
/// word, frames optimal, and the direct path taken (``directTieLayout(_:expected:)``).
///
/// The gaps' rule: without hidden views, `n` views have `n − 1` equal gaps of total `G`; view
/// `i`'s position along the row is the lengths before it plus `i × G / (n − 1)`. With `G` a member
/// of the tie's M (the set whose lengths trade, `Σ_M d = 0`), a position is unique iff its
/// coefficients on M are all equal: 1 on the lengths before it, 0 on its own and those after,
/// `i / (n − 1)` on `G` (right to left: −1 on those before and its own, `−i / (n − 1)` on `G`).
@Suite struct AmbiguousGapsTests {
    /// `a` (40), `b` (no intrinsic width: its length costs nothing) and `c` (60) in a 200-wide
    /// `equalSpacing` row, spacing 10: the gaps' total G ≥ 20 and b's length trade at zero cost
    /// for the 80 points the row has beyond a, c and the least gaps (M = {b, G}); a and c keep
    /// their content widths (hugging and resistance hold them). a at 0: unique. b at 40 + G/2
    /// (0 on b, ½ on G): x and width ambiguous. c at 40 + b + G = 200 − 60 = 140 (1 on b, 1 on G):
    /// unique. Heights: the row is 30 high, `fill`: 30 each, unique.
    @Test func gapsTradeWithAFreeView() throws {
        let response = try directTieLayout(Self.row(["40", nil, "60"], width: 200), expected: ["b: x, width"])
        #expect(close(response.frame("a"), [0, 0, 40, 30]))
        #expect(close(response.frame("c"), [140, 0, 60, 30]))
        // One optimum: b and the gaps together take the row's 200 − 100 = 100 points.
        let (b, c) = (try #require(response.frame("b")), try #require(response.frame("c")))
        let gap = b[0] - 40
        #expect(gap >= 10 - 1e-9 && abs(c[0] - (b[0] + b[2] + gap)) <= 1e-9)
    }

    /// Four views, a (40), b (free), c (40), d (40), 300 wide, spacing 10: M = {b, G}, three gaps.
    /// b at 40 + G/3: varies. c at 40 + b + 2G/3: 1 on b, ⅔ on G: varies although after b (a `fill`
    /// row's position after every movable child would be unique). d at 80 + b + G = 300 − 40:
    /// unique. Right to left, a at 300 − 40 (unique), b at 260 − G/3 − b, c at 260 − b − 2G/3 − 40
    /// (−1 on b, −⅔ on G): both vary; d at 0: unique. The same values either way.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aPositionAfterTheFreeViewVariesWithItsShareOfTheGaps(direction: String) throws {
        let json = Self.row(["40", nil, "40", "40"], width: 300)
            .replacingOccurrences(of: "\"frames\"", with: "\"layoutDirection\": \"\(direction)\", \"frames\"")
        let response = try directTieLayout(json, expected: ["b: x, width", "c: x"])
        #expect(close(response.frame("a"), [direction == "leftToRight" ? 0 : 260, 0, 40, 30]))
        #expect(close(response.frame("d"), [direction == "leftToRight" ? 260 : 0, 0, 40, 30]))
    }

    /// The same tie with a hidden view among them (a, b hidden, c free, d), 200 wide: the gaps
    /// run between the visible views only (two of them, total G ≥ 20), and M = {c, G}:
    /// 200 = 40 + c + 60 + G. a at 0 and d at 140: unique. c at 40 + G/2 (0 on c, ½ on G): x and
    /// width vary. b, 0 long, lies anywhere from a's trailing edge, 40, to G/2 − 10 past it, a
    /// room that varies with G: it floats (section 2, "Hidden views in a room"), its x varies.
    @Test func aHiddenViewFloatsInAGapThatVaries() throws {
        let json = Self.row(["40", "30", nil, "60"], width: 200)
            .replacingOccurrences(of: "{\"id\": \"b\", \"intrinsicContentSize\": {\"width\": 30,", with: "{\"id\": \"b\", \"hidden\": true, \"intrinsicContentSize\": {\"width\": 30,")
        #expect(json.contains("\"hidden\": true"))
        let response = try directTieLayout(json, expected: ["b: x", "c: x, width"])
        #expect(close(response.frame("a"), [0, 0, 40, 30]))
        #expect(close(response.frame("d"), [140, 0, 60, 30]))
        let (b, c) = (try #require(response.frame("b")), try #require(response.frame("c")))
        // One optimum: b in its room, at least the spacing before c.
        #expect(b[2] == 0 && b[0] >= 40 - 1e-9 && b[0] + 10 <= c[0] + 1e-9)
    }

    /// A hidden view first (h, width 30, hidden), then a (40), b (free), c (60), 200 wide, spacing 10.
    /// h is the first arranged view, held at the canvas's leading edge, 0 long; a is the room `r ≥ 0`
    /// past it (0 spacing in front of the first visible view), then two gaps of total G ≥ 20
    /// between a, b and c: 200 = r + 40 + b + 60 + G, and r, b and G cost nothing: M = {r, b, G}.
    /// h at 0: unique. a at r (1 on r, 0 on b and G): x varies. b at r + 40 + G/2: x and width vary.
    /// c at r + 40 + b + G = 140 (1 on each): unique. Right to left the same values, mirrored: h at
    /// 200, a at 160 − r, c at 0.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aRoomBeforeTheFirstVisibleViewTradesWithTheGaps(direction: String) throws {
        let json = Self.hiding(Self.row(["30", "40", nil, "60"], width: 200, ids: ["h", "a", "b", "c"]), "h", direction: direction)
        let response = try directTieLayout(json, expected: ["a: x", "b: x, width"])
        let leftToRight = direction == "leftToRight"
        #expect(close(response.frame("h"), [leftToRight ? 0 : 200, 0, 0, 30]))
        #expect(close(response.frame("c"), [leftToRight ? 140 : 0, 0, 60, 30]))
    }

    /// A hidden view last: a (40), b (free), c (60), then h (hidden), 200 wide, spacing 10: the room
    /// `r ≥ 0` after c, up to h at the canvas's trailing edge. M = {b, G, r}. a at 0: unique. b at
    /// 40 + G/2: x and width vary. c at 40 + b + G (1 on b and G, 0 on r): x varies. h at
    /// 40 + b + G + 60 + r = 200: unique.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aRoomAfterTheLastVisibleViewTradesWithTheGaps(direction: String) throws {
        let json = Self.hiding(Self.row(["40", nil, "60", "30"], width: 200, ids: ["a", "b", "c", "h"]), "h", direction: direction)
        let response = try directTieLayout(json, expected: ["b: x, width", "c: x"])
        let leftToRight = direction == "leftToRight"
        #expect(close(response.frame("a"), [leftToRight ? 0 : 160, 0, 40, 30]))
        #expect(close(response.frame("h"), [leftToRight ? 200 : 0, 0, 0, 30]))
    }

    /// Two hidden views first (g, h), then a (40), b (free), c (60), 200 wide: g is held at the
    /// leading edge; the room r before a, the gaps' total G and b trade (M = {r, b, G}, as in
    /// `aRoomBeforeTheFirstVisibleViewTradesWithTheGaps`), and h, 0 long, lies anywhere in
    /// [0, r], a room that varies: it floats, its x varies. a at r: x varies; b at
    /// r + 40 + G/2: x and width vary; c at 140: unique.
    @Test func aHiddenViewFloatsInAVaryingRoom() throws {
        let row = Self.row(["30", "30", "40", nil, "60"], width: 200, ids: ["g", "h", "a", "b", "c"])
        let json = Self.hiding(Self.hiding(row, "g", direction: "leftToRight"), "h", direction: nil)
        let response = try directTieLayout(json, expected: ["h: x", "a: x", "b: x, width"])
        #expect(close(response.frame("g"), [0, 0, 0, 30]))
        #expect(close(response.frame("c"), [140, 0, 60, 30]))
    }

    /// A floating leaf without an intrinsic width: `badge` centred in a 300 × 200 view, 20 high
    /// (its intrinsic height) and 10 from the top. Its width costs nothing anywhere, and nothing
    /// reads it: any width is optimal, and its x = 150 − width / 2 with it. Its height and y are
    /// unique. Pinned at its leading edge instead (`badge.leading == box.leading + 8`), x = 8 is
    /// unique and only the width varies; right to left the leading edge is the right one, x =
    /// 300 − 8 − width varies with the width.
    @Test(arguments: [
        ("badge.centerX == box.centerX", "leftToRight", ["badge: x, width"]),
        ("badge.leading == box.leading + 8", "leftToRight", ["badge: width"]),
        ("badge.leading == box.leading + 8", "rightToLeft", ["badge: x, width"]),
    ])
    func aFloatingLeafWithAFreeSize(pin: String, direction: String, expected: [String]) throws {
        let response = try directTieLayout("""
            {"root": {"id": "box", "width": 300, "height": 200, "subviews": [
              {"id": "badge", "intrinsicContentSize": {"height": 20}}]},
             "constraints": ["\(pin)", "badge.top == box.top + 10"], "options": {"layoutDirection": "\(direction)"}}
            """, expected: expected)
        let badge = try #require(response.frame("badge"))
        #expect(abs(badge[1] - 10) <= 1e-9 && abs(badge[3] - 20) <= 1e-9)
        // The pinned point, whatever the width: the centre at 150, or the leading edge 8 in.
        let pinned = pin.contains("center") ? badge[0] + badge[2] / 2 : direction == "leftToRight" ? badge[0] : 300 - badge[0] - badge[2]
        #expect(abs(pinned - (pin.contains("center") ? 150 : 8)) <= 1e-9)
    }

    /// A floating `fill` stack whose own width is flat: `bar`, a horizontal stack (spacing 10) of
    /// `a` (intrinsic 40 × 20), `b` (20 high, no intrinsic width, `b.width >= 0` required) and `c`
    /// (60 × 20), 10 from the top of a 300 × 200 `box`. Along x the chain costs nothing from
    /// 40 + 10 + 0 + 10 + 60 = 120 up (b takes it all: a and c keep their content widths), and
    /// nothing reads bar's width: any width from 120 is optimal, b = width − 120 with it, a and c
    /// fixed. So b's width varies, and a position varies iff it has a nonzero coefficient on b:
    /// relative to bar, c (after b) left to right, a (left of b) right to left; bar's own x is
    /// `p − k × width` from its pinned point `p` (`k` 0 at its left edge, ½ at its centre, 1 at its
    /// right edge), so in the root's coordinates a leaf's x has `1 − k` on b when b lies left of
    /// it, `−k` otherwise: centred, every x varies (±½); pinned at its leading edge right to left
    /// (its right edge, k = 1), a's x (b left of it: 0) is unique, b's and c's vary. Heights: 20
    /// each (the stack's fill alignment, their content heights), y = 10: unique.
    @Test(arguments: [
        ("bar.centerX == box.centerX", "leftToRight", "absolute", ["bar: x, width", "a: x", "b: x, width", "c: x"]),
        ("bar.centerX == box.centerX", "leftToRight", "superview", ["bar: x, width", "b: width", "c: x"]),
        ("bar.leading == box.leading + 8", "leftToRight", "absolute", ["bar: width", "b: width", "c: x"]),
        ("bar.leading == box.leading + 8", "rightToLeft", "superview", ["bar: x, width", "a: x", "b: width"]),
        ("bar.leading == box.leading + 8", "rightToLeft", "absolute", ["bar: x, width", "b: x, width", "c: x"]),
    ])
    func aFloatingStackWithAFreeSize(pin: String, direction: String, frames: String, expected: [String]) throws {
        let response = try directTieLayout(Self.floatingBar(pin: pin, direction: direction, frames: frames), expected: expected)
        let (bar, a, b, c) = (
            try #require(response.frame("bar")), try #require(response.frame("a")),
            try #require(response.frame("b")), try #require(response.frame("c")))
        #expect(abs(bar[1] - 10) <= 1e-9 && abs(bar[3] - 20) <= 1e-9 && abs(bar[2] - 120 - b[2]) <= 1e-9 && b[2] >= -1e-9)
        #expect(abs(a[2] - 40) <= 1e-9 && abs(c[2] - 60) <= 1e-9 && [a, b, c].allSatisfy { abs($0[3] - 20) <= 1e-9 })
        // The chain inside bar: a, b, c 10 apart, left to right or right to left, from bar's edge.
        let origin = frames == "absolute" ? bar[0] : 0
        let order = direction == "leftToRight" ? [a, b, c] : [c, b, a]
        #expect(abs(order[0][0] - origin) <= 1e-9)
        #expect(abs(order[1][0] - (order[0][0] + order[0][2] + 10)) <= 1e-9)
        #expect(abs(order[2][0] - (order[1][0] + order[1][2] + 10)) <= 1e-9)
        let pinned = pin.contains("center") ? bar[0] + bar[2] / 2 : direction == "leftToRight" ? bar[0] : 300 - bar[0] - bar[2]
        #expect(abs(pinned - (pin.contains("center") ? 150 : 8)) <= 1e-9)
    }

    /// Two free leaves in the floating stack, its width held at least 200 by a required term of its
    /// own: `a` and `b` (no intrinsic width, `>= 0` each) and `c` (60), bar pinned 8 from box's left.
    /// Its run is [200, ∞) (a required term only cuts the chain's flat run), bar takes 200 with a
    /// and b sharing 200 − 80 = 120: a tie the walk meets as well, inside the wider set where
    /// a + b = width − 80 is free too. So a's and b's widths vary, b's x (1 on a) and c's x (1 on a
    /// and on b: constant within the tie, not along the run) vary; a's x (0 on both) is unique,
    /// bar's x too (pinned at its left edge), its width varies. Heights as above.
    @Test func aFloatingStackHeldFromBelowWithATieInside() throws {
        let json = Self.floatingBar(pin: "bar.leading == box.leading + 8", direction: "leftToRight", frames: "absolute")
            .replacingOccurrences(of: "{\"id\": \"a\", \"intrinsicContentSize\": {\"width\": 40, ", with: "{\"id\": \"a\", \"intrinsicContentSize\": {")
            .replacingOccurrences(of: "\"b.width >= 0\"", with: "\"b.width >= 0\", \"a.width >= 0\", \"bar.width >= 200\"")
        #expect(json.contains("bar.width >= 200") && !json.contains("\"width\": 40"))
        let response = try directTieLayout(json, expected: ["bar: width", "a: width", "b: x, width", "c: x"])
        let (bar, a, b, c) = (
            try #require(response.frame("bar")), try #require(response.frame("a")),
            try #require(response.frame("b")), try #require(response.frame("c")))
        #expect(abs(bar[0] - 8) <= 1e-9 && abs(bar[2] - 200) <= 1e-9 && abs(a[0] - 8) <= 1e-9)
        #expect(a[2] >= -1e-9 && b[2] >= -1e-9 && abs(a[2] + b[2] - 120) <= 1e-9)
        #expect(abs(c[0] - 148) <= 1e-9 && abs(c[2] - 60) <= 1e-9 && abs(b[0] - (a[0] + a[2] + 10)) <= 1e-9)
    }

    /// The same stack with an optional size term of its own (`bar.width >= 200 @250`), centred:
    /// the chain (a 40, b from 0 up, c 60, spacings 20) costs nothing from 120 up, the term −e250
    /// below 200, so bar's cost is flat on [200, ∞), where the term's slope is 0 and so the
    /// chain's (minus the term's there) is 0 too: the walk reads the views' intervals at 0, and
    /// it is `aFloatingStackWithAFreeSize`'s answer from 200 up: bar 200 wide (the run's left
    /// end), b = 200 − 120 = 80, every x varying in the root's coordinates (centred, −½ on b).
    @Test func aFloatingStackWithASizeTermOnItsRun() throws {
        let json = Self.floatingBar(pin: "bar.centerX == box.centerX", direction: "leftToRight", frames: "absolute")
            .replacingOccurrences(of: "\"b.width >= 0\"", with: "\"b.width >= 0\", \"bar.width >= 200 @250\"")
        #expect(json.contains("@250"))
        let response = try directTieLayout(json, expected: ["bar: x, width", "a: x", "b: x, width", "c: x"])
        let (bar, b) = (try #require(response.frame("bar")), try #require(response.frame("b")))
        #expect(bar[2] >= 200 - 1e-9 && abs(b[2] - (bar[2] - 120)) <= 1e-9 && abs(bar[0] - (150 - bar[2] / 2)) <= 1e-9)
    }

    /// A centred row `bar` (spacing 10) of `a` (40: hugging 250, resistance 750) and `b` (100:
    /// resistance 250, hugging 750), 20 high, with either a term `bar.width <= 100 @250` or an
    /// intrinsic width of its own, 100 hugging at 250. The chain (base 150) shrinks at −e250 (b's
    /// resistance, less steep than a's −e750) without end and grows at +e250 (a's hugging); bar's
    /// own +e250 above 100 (the term, or its content's hugging) cancels the first on [100, 150]:
    /// bar's cost is flat there (−e250 below, +2e250 above), and on that run the chain's slope
    /// is λ = −e250, not 0. At λ, a's interval is the point 40 (−e750 < λ < +e250), b's (−∞, 100]
    /// (its −e250 piece): b = w − 50 over w in [100, 150], a fixed. So bar's x and width vary
    /// (centred), b's width; b's x relative to bar is 50 (after a, fixed), in the root's
    /// coordinates 150 − w/2 + 50: varies, and so does a's (150 − w/2). Heights 20, unique.
    @Test(arguments: [
        ("\"bar.width <= 100 @250\"", "superview", ["bar: x, width", "b: width"]),
        ("\"bar.width <= 100 @250\"", "absolute", ["bar: x, width", "a: x", "b: x, width"]),
        ("", "superview", ["bar: x, width", "b: width"]),
    ])
    func aFloatingStackWhoseChainSlopesOnItsRun(term: String, frames: String, expected: [String]) throws {
        let content = term.isEmpty ? "\"intrinsicContentSize\": {\"width\": 100}, \"contentHugging\": {\"horizontal\": 250, \"vertical\": 250}, " : ""
        let json = """
            {"root": {"id": "box", "width": 300, "height": 200, "subviews": [
              {"id": "bar", "type": "stack", "axis": "horizontal", "spacing": 10, \(content)"arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
                {"id": "b", "intrinsicContentSize": {"width": 100, "height": 20},
                 "contentHugging": {"horizontal": 750, "vertical": 250}, "compressionResistance": {"horizontal": 250, "vertical": 750}}]}]},
             "constraints": ["bar.centerX == box.centerX", "bar.top == box.top + 10"\(term.isEmpty ? "" : ", " + term)],
             "options": {"frames": "\(frames)"}}
            """
        let response = try directTieLayout(json, expected: expected)
        let (bar, a, b) = (try #require(response.frame("bar")), try #require(response.frame("a")), try #require(response.frame("b")))
        let w = bar[2]
        #expect(w >= 100 - 1e-9 && w <= 150 + 1e-9 && abs(a[2] - 40) <= 1e-9 && abs(b[2] - (w - 50)) <= 1e-9)
        #expect(abs(bar[0] - (150 - w / 2)) <= 1e-9 && [bar, a, b].allSatisfy { abs($0[3] - 20) <= 1e-9 })
        let origin = frames == "absolute" ? bar[0] : 0
        #expect(abs(a[0] - origin) <= 1e-9 && abs(b[0] - origin - 50) <= 1e-9)
    }

    /// A vertical stack `bar`, `fill`-aligned, floating across x in a 300 × 200 box (spacing 10):
    /// `a` (intrinsic width 40, hugging 250, resistance 750) and `b` (intrinsic width 60, hugging
    /// 750, resistance 250), each as wide as bar's canvas w. Bar's cost along x is the sum of
    /// theirs: below 40 slopes −e750 − e250, on [40, 60] a's hugging +e250 and b's resistance −e250
    /// cancel (slope 0: a flat run, its cost e250 × 20 throughout), above 60 +e250 + e750. Nothing
    /// reads bar's width (one edge or its centre pinned), so every w in [40, 60] is optimal, the
    /// direct path taking 40: bar's width varies, a's and b's with it (coefficient 1), their x
    /// relative to bar is its canvas's edge (0, unique), in the root's coordinates bar's x, which
    /// is `p − k × w` (`k` 0 at its left edge, ½ centred, 1 at its right edge: a leading pin right
    /// to left). Heights along the stack: 20 + 10 + 30 = 60, unique; a at y 0, b at 30.
    @Test(arguments: [
        ("bar.centerX == box.centerX", "leftToRight", "superview", ["bar: x, width", "a: width", "b: width"]),
        ("bar.centerX == box.centerX", "leftToRight", "absolute", ["bar: x, width", "a: x, width", "b: x, width"]),
        ("bar.leading == box.leading + 8", "leftToRight", "absolute", ["bar: width", "a: width", "b: width"]),
        ("bar.leading == box.leading + 8", "rightToLeft", "absolute", ["bar: x, width", "a: x, width", "b: x, width"]),
    ])
    func aFloatingStackAcrossWithAFlatSize(pin: String, direction: String, frames: String, expected: [String]) throws {
        let response = try directTieLayout(Self.floatingColumn(pin: pin, direction: direction, frames: frames), expected: expected)
        let (bar, a, b) = (try #require(response.frame("bar")), try #require(response.frame("a")), try #require(response.frame("b")))
        let w = bar[2]
        #expect(w >= 40 - 1e-9 && w <= 60 + 1e-9 && abs(a[2] - w) <= 1e-9 && abs(b[2] - w) <= 1e-9)
        #expect(abs(bar[1] - 10) <= 1e-9 && abs(bar[3] - 60) <= 1e-9 && abs(a[3] - 20) <= 1e-9 && abs(b[3] - 30) <= 1e-9)
        let origin = frames == "absolute" ? bar : [0, 0, 0, 0]
        #expect(abs(a[0] - origin[0]) <= 1e-9 && abs(b[0] - origin[0]) <= 1e-9)
        #expect(abs(a[1] - origin[1]) <= 1e-9 && abs(b[1] - origin[1] - 30) <= 1e-9)
        let expectedX = pin.contains("center") ? 150 - w / 2 : direction == "leftToRight" ? 8 : 300 - 8 - w
        #expect(abs(bar[0] - expectedX) <= 1e-9)
    }

    /// The same column with a nested stack arranged in it (`inner`, holding `c`), no intrinsic
    /// widths: bar's width is free (flat everywhere), but a nested stack's values would need more
    /// than the rule's walk, so the direct path declines and the simplex lays it out.
    @Test func aFloatingStackAcrossWithANestedStackIsDeclined() throws {
        let json = """
            {"root": {"id": "box", "width": 300, "height": 200, "subviews": [
              {"id": "bar", "type": "stack", "axis": "vertical", "spacing": 10, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"height": 20}},
                {"id": "inner", "type": "stack", "axis": "vertical", "arrangedSubviews": [
                  {"id": "c", "intrinsicContentSize": {"height": 10}}]}]}]},
             "constraints": ["bar.centerX == box.centerX", "bar.top == box.top + 10"]}
            """
        let pair = try StrategyPair(json)
        #expect(pair.timings.solverLayouts == 1 && pair.timings.directLayouts == 0, "\(pair.timings)")
        #expect(!pair.solver.diagnostics.isEmpty && pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// A floating row `bar` (spacing 10) of `a` (40 wide: hugging and resistance hold it) and a
    /// nested row `inner` of `b` (no intrinsic width: its length costs nothing) and `c` (30), all 20
    /// high. Along x, inner's cost is flat everywhere (b takes any length), so bar's is too:
    /// nothing reads bar's width, and every width w is optimal, with a = 40, c = 30, inner = w − 50,
    /// b = w − 80. The free tie's one member is inner (a's zero-cost interval is a point); inner's
    /// own chain gives all of a change to b (its zero-cost pieces, read at finite stand-ins past
    /// every finite piece), so b follows inner and c, after b, moves with it. Left to right from
    /// bar's left edge (k = 0): bar's width, inner's and b's vary, c's x (1 on inner), a's and
    /// inner's x do not (no member before them). Centred (k = ½) in the root's coordinates,
    /// every x carries −½ on inner (c's ½): all vary; relative to the superview as left to right,
    /// bar's x too. Right to left pinned at bar's right edge (k = 1): a (rightmost, 0 on inner)
    /// is unique; inner, b and c carry −1 on inner: their x vary. Heights 20, y 10: unique.
    @Test(arguments: [
        ("bar.leading == box.leading + 8", "leftToRight", "absolute", ["bar: width", "inner: width", "b: width", "c: x"]),
        ("bar.centerX == box.centerX", "leftToRight", "superview", ["bar: x, width", "inner: width", "b: width", "c: x"]),
        ("bar.centerX == box.centerX", "leftToRight", "absolute", ["bar: x, width", "a: x", "inner: x, width", "b: x, width", "c: x"]),
        ("bar.leading == box.leading + 8", "rightToLeft", "absolute", ["bar: x, width", "inner: x, width", "b: x, width", "c: x"]),
    ])
    func aFloatingStackWithANestedStackFollowingItsFlatSize(pin: String, direction: String, frames: String, expected: [String]) throws {
        let response = try directTieLayout(Self.floatingNestedRow(pin: pin, direction: direction, frames: frames, safeArea: false), expected: expected)
        let (bar, a, inner) = (try #require(response.frame("bar")), try #require(response.frame("a")), try #require(response.frame("inner")))
        let (b, c) = (try #require(response.frame("b")), try #require(response.frame("c")))
        let w = bar[2]
        #expect(abs(a[2] - 40) <= 1e-9 && abs(c[2] - 30) <= 1e-9 && abs(inner[2] - (w - 50)) <= 1e-9 && abs(b[2] - (w - 80)) <= 1e-9)
        #expect([bar, a, inner, b, c].allSatisfy { abs($0[3] - 20) <= 1e-9 } && abs(bar[1] - 10) <= 1e-9)
        // Relative x: left to right a at 0, inner at 50, b at 0 in inner, c after b.
        if frames == "superview" && direction == "leftToRight" {
            #expect(abs(a[0]) <= 1e-9 && abs(inner[0] - 50) <= 1e-9 && abs(b[0]) <= 1e-9 && abs(c[0] - b[2]) <= 1e-9)
        }
        let expectedX = pin.contains("center") ? 150 - w / 2 : direction == "leftToRight" ? 8 : 300 - 8 - w
        #expect(abs(bar[0] - expectedX) <= 1e-9)
    }

    /// The same row in a root with a safe area: its guides follow the frames (the fixed point),
    /// so which of the optima is laid out could move them, and the nested stack in the floating
    /// row is declined (the simplex lays the document out, with its diagnostics).
    @Test func aFloatingStackWithANestedStackUnderASafeAreaIsDeclined() throws {
        let pair = try StrategyPair(Self.floatingNestedRow(pin: "bar.centerX == box.centerX", direction: "leftToRight", frames: "superview", safeArea: true))
        #expect(pair.timings.solverLayouts >= 1 && pair.timings.directLayouts == 0, "\(pair.timings)")
        #expect(!pair.solver.diagnostics.isEmpty && pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// `aFloatingStackWithANestedStackFollowingItsFlatSize`'s document.
    static func floatingNestedRow(pin: String, direction: String, frames: String, safeArea: Bool) -> String {
        """
        {"root": {"id": "box", "width": 300, "height": 200, \(safeArea ? "\"safeAreaInsets\": {\"top\": 44, \"left\": 0, \"bottom\": 34, \"right\": 0}, " : "")"subviews": [
          {"id": "bar", "type": "stack", "axis": "horizontal", "spacing": 10, "arrangedSubviews": [
            {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
            {"id": "inner", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
              {"id": "b", "intrinsicContentSize": {"height": 20}},
              {"id": "c", "intrinsicContentSize": {"width": 30, "height": 20}}]}]}]},
         "constraints": ["\(pin)", "bar.top == box.top + 10"],
         "options": {"layoutDirection": "\(direction)", "frames": "\(frames)"}}
        """
    }

    /// `aFloatingStackAcrossWithAFlatSize`'s document.
    static func floatingColumn(pin: String, direction: String, frames: String) -> String {
        """
        {"root": {"id": "box", "width": 300, "height": 200, "subviews": [
          {"id": "bar", "type": "stack", "axis": "vertical", "spacing": 10, "arrangedSubviews": [
            {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
            {"id": "b", "intrinsicContentSize": {"width": 60, "height": 30},
             "contentHugging": {"horizontal": 750, "vertical": 250}, "compressionResistance": {"horizontal": 250, "vertical": 750}}]}]},
         "constraints": ["\(pin)", "bar.top == box.top + 10"],
         "options": {"layoutDirection": "\(direction)", "frames": "\(frames)"}}
        """
    }

    /// `aFloatingStackWithAFreeSize`'s document.
    static func floatingBar(pin: String, direction: String, frames: String) -> String {
        """
        {"root": {"id": "box", "width": 300, "height": 200, "subviews": [
          {"id": "bar", "type": "stack", "axis": "horizontal", "spacing": 10, "arrangedSubviews": [
            {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
            {"id": "b", "intrinsicContentSize": {"height": 20}},
            {"id": "c", "intrinsicContentSize": {"width": 60, "height": 20}}]}]},
         "constraints": ["\(pin)", "bar.top == box.top + 10", "b.width >= 0"],
         "options": {"layoutDirection": "\(direction)", "frames": "\(frames)"}}
        """
    }

    /// An `equalSpacing` row, spacing 10, 30 high, of views `a`, `b`, … (or `ids`) with the given
    /// intrinsic widths (nil: none) and height 10.
    static func row(_ widths: [String?], width: Double, ids: [String] = ["a", "b", "c", "d", "e"]) -> String {
        let views = zip(ids, widths).map { id, w in
            "{\"id\": \"\(id)\", \"intrinsicContentSize\": {" + (w.map { "\"width\": \($0), " } ?? "") + "\"height\": 10}}"
        }
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalSpacing", "spacing": 10,
                      "width": \(width), "height": 30, "arrangedSubviews": [\(views.joined(separator: ", "))]},
             "options": {"frames": "superview"}}
            """
    }

    /// `json` with view `id` hidden, and laid out in `direction` (unchanged when nil).
    static func hiding(_ json: String, _ id: String, direction: String?) -> String {
        var json = json.replacingOccurrences(of: "{\"id\": \"\(id)\", ", with: "{\"id\": \"\(id)\", \"hidden\": true, ")
        if let direction {
            json = json.replacingOccurrences(of: "\"frames\"", with: "\"layoutDirection\": \"\(direction)\", \"frames\"")
        }
        return json
    }
}
