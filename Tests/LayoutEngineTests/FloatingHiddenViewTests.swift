@_spi(Testing) import LayoutEngine
import Testing

/// Hidden arranged views of an `equalSpacing` stack that float in a room that is not nil
/// (design note, section 2, "Hidden views in a room"). The builders' chain (seed 004): the first
/// and last arranged views at the canvas's edges, each view at least its spacing after the one
/// before (`>=`; 0 in front of a hidden view), gap guides between visible views only, all equal,
/// hidden views 0 long. A hidden view between visible views `k` and `k + 1` then lies anywhere
/// from `k`'s trailing edge to the gap less the spacing in front of `k + 1`; nothing but its own
/// subviews reads its position (it is 0 long, its cost a constant), so the optimal set is that
/// room times the rest's: its `x` varies, and in the root's coordinates so do its subviews', their
/// sizes and positions relative to it unique. Each case is compared with the whole-document
/// simplex (``directTieLayout(_:expected:)``: the same diagnostics word for word, optimal frames,
/// the direct path taken).
@Suite struct FloatingHiddenViewTests {
    /// `a` (40), `h` (hidden), `c` (60) in a 200-wide `equalSpacing` row, spacing 10: no tie, the
    /// one gap between a and c is 200 − 40 − 60 = 100 (c at 140), and h, 0 wide, lies anywhere in
    /// [40, 140 − 10] = [40, 130]: its x varies, a's and c's do not. Right to left the row is
    /// mirrored: a at 160, c at 0, h in [70, 160]. Heights: `fill`, 30 each.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aHiddenViewFloatsInItsGap(direction: String) throws {
        let response = try directTieLayout(Self.row(width: 200, direction: direction, frames: "superview"), expected: ["h: x"])
        let leftToRight = direction == "leftToRight"
        #expect(close(response.frame("a"), [leftToRight ? 0 : 160, 0, 40, 30]))
        #expect(close(response.frame("c"), [leftToRight ? 140 : 0, 0, 60, 30]))
        let h = try #require(response.frame("h"))
        // One point of its room, 0 wide.
        #expect(h[2] == 0 && h[0] >= (leftToRight ? 40 : 70) - 1e-9 && h[0] <= (leftToRight ? 130 : 160) + 1e-9)
    }

    /// The same row with a subview `s` in `h` (pinned at h's leading and top edges, 10 × 10),
    /// frames in the root's coordinates: s is at h's x (varies with it), its size unique; relative
    /// to h (`superview` frames) it is at 0, unique, and only h's x varies.
    @Test(arguments: [("absolute", ["h: x", "s: x"]), ("superview", ["h: x"])])
    func aFloatingHiddenViewCarriesItsSubviews(frames: String, expected: [String]) throws {
        let response = try directTieLayout(Self.row(width: 200, direction: "leftToRight", frames: frames, subview: true), expected: expected)
        let s = try #require(response.frame("s"))
        #expect(s[2] == 10 && s[3] == 10)
    }

    /// 110 wide: the gap is 110 − 100 = 10, the spacing in front of c, so h's room is nil: h at
    /// a's trailing edge, 40, unique; nothing varies.
    @Test func aGapAtItsSpacingHoldsTheHiddenView() throws {
        let response = try directTieLayout(Self.row(width: 110, direction: "leftToRight", frames: "superview"), expected: [])
        #expect(close(response.frame("h"), [40, 0, 0, 30]))
        #expect(close(response.frame("c"), [50, 0, 60, 30]))
    }

    /// The row inside a 300-wide `fill` root beside `x` (100 wide, hugging at 49). x's hugging and
    /// the pull at 49 toward the row's fitting width (110) trade above their least (90 of the 300
    /// points): `x + row = 300`, `x ≥ 100`, `row ≥ 110`. Inside the row the gap `G = row − 100 ≥ 10`
    /// alone takes the change: an `equalSpacing` stack in a tie's length, one flattened tie
    /// `x + G = 200` (section 2, "Ties and ambiguity", *A tie inside a tie's length*). x's width
    /// varies; the row at x (1 on x, 0 on G) and its width vary; a at 0, unique; c at `40 + G`
    /// varies; and h's room, from a's trailing edge to 10 before c, `G − 10` long, is not nil at
    /// some optimum: h floats, its x varies.
    @Test func aRowInATiesLengthCarriesTheFloatingView() throws {
        let json = """
            {"root": {"id": "root", "type": "stack", "axis": "horizontal", "width": 300, "height": 30, "arrangedSubviews": [
                {"id": "x", "intrinsicContentSize": {"width": 100, "height": 10}, "contentHugging": {"horizontal": 49, "vertical": 250}},
                {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalSpacing", "spacing": 10, "arrangedSubviews": [
                  {"id": "a", "intrinsicContentSize": {"width": 40, "height": 10}},
                  {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 20, "height": 10}},
                  {"id": "c", "intrinsicContentSize": {"width": 60, "height": 10}}]}]},
             "options": {"frames": "superview"}}
            """
        let response = try directTieLayout(json, expected: ["x: width", "row: x, width", "h: x", "c: x"])
        let (x, h, c) = (try #require(response.frame("x")), try #require(response.frame("h")), try #require(response.frame("c")))
        #expect(close(response.frame("a"), [0, 0, 40, 30]))
        #expect(x[2] >= 100 - 1e-9 && abs(c[0] + 60 - (300 - x[2])) <= 1e-9 && c[0] >= 50 - 1e-9)
        #expect(h[2] == 0 && h[0] >= 40 - 1e-9 && h[0] + 10 <= c[0] + 1e-9)
    }

    /// `a` (40), `h` (hidden, with subview `s` when `subview`), `c` (60) in an `equalSpacing` row,
    /// spacing 10, 30 high.
    static func row(width: Double, direction: String, frames: String, subview: Bool = false) -> String {
        let inside = subview ? #", "subviews": [{"id": "s"}]"# : ""
        let pins = subview ? #""s.leading == h.leading", "s.top == h.top", "s.width == 10", "s.height == 10""# : ""
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalSpacing", "spacing": 10,
                      "width": \(width), "height": 30, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 40, "height": 10}},
                {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 20, "height": 10}\(inside)},
                {"id": "c", "intrinsicContentSize": {"width": 60, "height": 10}}]},
             "constraints": [\(pins)],
             "options": {"layoutDirection": "\(direction)", "frames": "\(frames)"}}
            """
    }
}
