@_spi(Testing) import LayoutEngine
import Testing

/// Ties in an `equalCentering` stack of at most two visible views, which the direct path lays
/// out as it does an `equalSpacing` stack's (design note, section 2, "In series" and "Ties and
/// ambiguity"). The builders' constraints for it (seed 004, `.equalCentering`): the first and
/// last views at the canvas's edges (`UISV-canvas-connection`), the second at least the spacing
/// after the first (`UISV-spacing`, `>=`), one gap guide from the first view's centre to the
/// second's (`UISV-distributing-edge`), and no `UISV-fill-equally` (it needs two guides): nothing
/// else names the guide, so the room between the views is a zero-cost child of the series from
/// the spacing up, the gaps' total `G` of an `equalSpacing` stack of two views. Each case is
/// compared with the whole-document simplex (``directTieLayout(_:expected:)``: the same
/// diagnostics word for word, optimal frames, the direct path taken).
@Suite struct CentredPairTieTests {
    /// `a` (40 wide, hugging and resistance holding it) and `b` (no intrinsic width: its length
    /// costs nothing) in a 200-wide row, spacing 10: `b` and the room `G ≥ 10` share the
    /// 160 points beside `a` at no cost (M = {b, G}). Left to right: a at 0, unique; b at
    /// `40 + G` (coefficient 1 on G, 0 on b: unequal, it varies) and `b` long (varies), its
    /// trailing edge at 200. Right to left: a at 160, unique; b at 0 (the canvas's leading edge
    /// there: 1 on b and on G, equal, unique), its width varies. Heights: 30 each (`fill`).
    @Test(arguments: [("leftToRight", ["b: x, width"]), ("rightToLeft", ["b: width"])])
    func theRoomTradesWithAFreeView(direction: String, expected: [String]) throws {
        let response = try directTieLayout(Self.row(b: nil, hidden: nil, direction: direction), expected: expected)
        #expect(close(response.frame("a"), [direction == "leftToRight" ? 0 : 160, 0, 40, 30]))
        let b = try #require(response.frame("b"))
        // One optimum: b's far edge at the canvas's edge, at least the spacing from a.
        if direction == "leftToRight" {
            #expect(abs(b[0] + b[2] - 200) <= 1e-9 && b[0] >= 50 - 1e-9)
        } else {
            #expect(abs(b[0]) <= 1e-9 && b[2] <= 150 + 1e-9)
        }
    }

    /// The same row with `b` 60 wide: nothing ties (G takes the 100 points left), b at 140; the
    /// direct path, no diagnostics.
    @Test func withoutAFreeViewNothingVaries() throws {
        let response = try directTieLayout(Self.row(b: 60, hidden: nil, direction: "leftToRight"), expected: [])
        #expect(close(response.frame("b"), [140, 0, 60, 30]))
    }

    /// A hidden view `h` between `a` and the free `b`: the room G between the visible views
    /// (from 10: the spacing in front of b) and b's length share the 160 points beside a
    /// (M = {b, G}), and h, 0 long, lies anywhere from a's trailing edge, 40, to 10 before b, a
    /// room that varies with G: it floats (section 2, "Hidden views in a room"), its x varies, as
    /// in an `equalSpacing` stack. a at 0: unique; b at 40 + G: x and width vary.
    @Test func aHiddenViewBesideTheTieFloats() throws {
        let response = try directTieLayout(Self.row(b: nil, hidden: 1, direction: "leftToRight"), expected: ["h: x", "b: x, width"])
        #expect(close(response.frame("a"), [0, 0, 40, 30]))
        let (h, b) = (try #require(response.frame("h")), try #require(response.frame("b")))
        #expect(h[2] == 0 && h[0] >= 40 - 1e-9 && h[0] + 10 <= b[0] + 1e-9)
    }

    /// A hidden view at an end, `a` (40) and `b` (60) fixed: the chain is `equalSpacing`'s with
    /// hidden views (section 2, "Ties and ambiguity"), the room `r` before the first visible view
    /// (hidden first, from 0: no spacing follows a hidden view with no visible view before it) or
    /// `t` after the last (hidden last, from 0: none goes before a hidden view), and the gap `G`
    /// from 10, share the 100 points the views leave at no cost. The hidden view is 0 long at its
    /// edge and the other end's visible view at the other edge, unique; the visible view beside
    /// the room is at `r` (`40 + G` before a trailing room): it varies, in both directions.
    @Test(arguments: [(0, "leftToRight"), (0, "rightToLeft"), (2, "leftToRight"), (2, "rightToLeft")])
    func theRoomBesideAHiddenEndTradesWithTheGap(hidden: Int, direction: String) throws {
        let leftToRight = direction == "leftToRight"
        let response = try directTieLayout(Self.row(b: 60, hidden: hidden, direction: direction), expected: [hidden == 0 ? "a: x" : "b: x"])
        #expect(close(response.frame("h"), [(hidden == 0) == leftToRight ? 0 : 200, 0, 0, 30]))
        if hidden == 0 {
            #expect(close(response.frame("b"), [leftToRight ? 140 : 0, 0, 60, 30]))
            let a = try #require(response.frame("a"))
            // `r` in [0, 90]: a from 0 to 90 from the leading edge.
            #expect(a[2] == 40 && a[0] >= (leftToRight ? 0 : 70) - 1e-9 && a[0] <= (leftToRight ? 90 : 160) + 1e-9)
        } else {
            #expect(close(response.frame("a"), [leftToRight ? 0 : 160, 0, 40, 30]))
            let b = try #require(response.frame("b"))
            // `G` in [10, 100]: b from 50 to 140 from the leading edge.
            #expect(b[2] == 60 && b[0] >= (leftToRight ? 50 : 0) - 1e-9 && b[0] <= (leftToRight ? 140 : 90) + 1e-9)
        }
    }

    /// An `equalCentering` row, spacing 10, 200 × 30, of `a` (40 × 10) and `b` (`width` wide, or
    /// no intrinsic width), with a hidden `h` inserted at arranged offset `hidden` (0 first, 1
    /// between, 2 last) when given.
    static func row(b width: Double?, hidden: Int?, direction: String) -> String {
        let b = width.map { "\"width\": \($0), " } ?? ""
        var views = [#"{"id": "a", "intrinsicContentSize": {"width": 40, "height": 10}}"#, #"{"id": "b", "intrinsicContentSize": {\#(b)"height": 10}}"#]
        if let hidden { views.insert(#"{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 20, "height": 10}}"#, at: hidden) }
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalCentering", "spacing": 10,
                      "width": 200, "height": 30, "arrangedSubviews": [\(views.joined(separator: ", "))]},
             "options": {"layoutDirection": "\(direction)", "frames": "superview"}}
            """
    }
}
