@_spi(Testing) import LayoutEngine
import Testing

/// A stack along the axis that fills equally (`fillEqually`, or `fillProportionally` without or
/// with a kept proportion) with one visible view among hidden ones: UIKit adds no
/// `UISV-fill-equally` (a kept proportion's multiplier is 1, required, which the chain implies),
/// hidden views are 0 long and no spacing lies beside them, so the visible view is the canvas, as
/// in a `fill` stack of one (design note, section 2, "A flat floating leaf" and the walk's
/// `following`). Each is compared with the whole-document simplex (``directTieLayout(_:expected:)``).
@Suite struct LoneVisibleChainTests {
    /// A floating row `bar` (spacing 10) of `h1` (hidden), `a` (20 high, no intrinsic width: its
    /// length costs nothing) and `h2` (hidden), `bar.width >= 50` required, in a 300 × 200 box. The
    /// distribution adds nothing (one visible view; `a`'s natural width 0 gives a
    /// `fillProportionally` stack no proportion to keep), so bar's cost along x is a's, flat, cut
    /// to [50, ∞): nothing reads bar's width (its centre or leading edge pinned), every w ≥ 50 is
    /// optimal, the direct path taking the run's left end, 50. The free tie's one member is a
    /// (interval [50, ∞) at slope 0; the hidden views' are the point 0): a's width is w; h1 sits at
    /// the canvas's leading edge (x 0, no member before it), h2 at its trailing one (x w: 1 on a).
    /// Leading edge pinned (k = 0): bar's x is 8, unique. Centred (k = ½): bar's x is 150 − w/2,
    /// and in the root's coordinates every x carries −½ on a (h2's +½): all vary. Heights: a's 20
    /// (hugging and resistance), the row's `fill` alignment: 20 each, y 10, unique.
    @Test(arguments: [
        ("fillEqually", "bar.leading == box.leading + 8", "superview", ["bar: width", "a: width", "h2: x"]),
        ("fillProportionally", "bar.leading == box.leading + 8", "superview", ["bar: width", "a: width", "h2: x"]),
        ("fillEqually", "bar.centerX == box.centerX", "superview", ["bar: x, width", "a: width", "h2: x"]),
        ("fillProportionally", "bar.centerX == box.centerX", "absolute", ["bar: x, width", "h1: x", "a: x, width", "h2: x"]),
    ])
    func aFloatingRowOfOneVisibleView(distribution: String, pin: String, frames: String, expected: [String]) throws {
        let response = try directTieLayout(Self.floatingRow(distribution, a: "{\"height\": 20}", term: "bar.width >= 50", pin: pin, frames: frames), expected: expected)
        let x = pin.contains("center") ? 125.0 : 8
        #expect(close(response.frame("bar"), [x, 10, 50, 20]))
        let origin = frames == "absolute" ? [x, 10] : [0, 0]
        #expect(close(response.frame("h1"), [origin[0], origin[1], 0, 20]))
        #expect(close(response.frame("a"), [origin[0], origin[1], 50, 20]))
        #expect(close(response.frame("h2"), [origin[0] + 50, origin[1], 0, 20]))
    }

    /// The same row `fillProportionally` with a's natural width 40 (hugging 250, resistance 750)
    /// and `bar.width >= 60 @250`: bar's cost is flat on [40, 60] (a's hugging against the term, both
    /// at 250), but the kept proportion (multiplier 1) is costed as a proportional stack's, which has
    /// no chain to read the run's slope from: the direct path declines, and the simplex's answer is
    /// served.
    @Test func aFloatingRowKeepingItsProportionIsDeclined() throws {
        let pair = try StrategyPair(Self.floatingRow(
            "fillProportionally", a: "{\"width\": 40, \"height\": 20}", term: "bar.width >= 60 @250",
            pin: "bar.centerX == box.centerX", frames: "superview"))
        #expect(pair.timings.directLayouts == 0, "\(pair.timings)")
        #expect(!pair.solver.diagnostics.isEmpty && pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// A 300 × 200 column `box` (`fill`, spacing 0) of `a` (intrinsic height 40) and `inner`, a
    /// `fillProportionally` column of `h1` (hidden), `c` (intrinsic height 20) and `h2` (hidden);
    /// a and c hug at 250 and resist at 750. c's proportion is 20/20: `c.height == inner's canvas`,
    /// required, and inner is c's length. The 140 points past a's 40 and c's 20 cost e250 × 140
    /// however a and inner share them: a tie (M = {a, inner}), inner's length following, and
    /// c alone takes its change (one visible view: `n` = 1). So a's height, inner's y and height,
    /// c's height vary; h1 is at inner's top (y 0, unique relative to inner), h2 at c's bottom
    /// (y = c's height: varies). Widths: the column's `fill` alignment, 300 each, x 0: unique.
    @Test func aNestedColumnOfOneVisibleViewFollowsItsLength() throws {
        let json = """
            {"root": {"id": "box", "width": 300, "height": 200, "type": "stack", "axis": "vertical", "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"height": 40}, "contentHugging": {"horizontal": 250, "vertical": 250}},
              {"id": "inner", "type": "stack", "axis": "vertical", "distribution": "fillProportionally", "spacing": 8, "arrangedSubviews": [
                {"id": "h1", "hidden": true, "intrinsicContentSize": {"height": 30}},
                {"id": "c", "intrinsicContentSize": {"height": 20}, "contentHugging": {"horizontal": 250, "vertical": 250}},
                {"id": "h2", "hidden": true, "intrinsicContentSize": {"height": 30}}]}]},
             "constraints": []}
            """
        let response = try directTieLayout(json, expected: ["a: height", "inner: y, height", "c: height", "h2: y"])
        let (a, inner) = (try #require(response.frame("a")), try #require(response.frame("inner")))
        // One optimum: a and inner share the column's 200, each at least its content height.
        let h = inner[3]
        #expect(a[3] >= 40 - 1e-9 && h >= 20 - 1e-9 && abs(a[3] + h - 200) <= 1e-9)
        #expect(close(response.frame("a"), [0, 0, 300, 200 - h]) && close(response.frame("inner"), [0, 200 - h, 300, h]))
        #expect(close(response.frame("h1"), [0, 0, 300, 0]))
        #expect(close(response.frame("c"), [0, 0, 300, h]))
        #expect(close(response.frame("h2"), [0, h, 300, 0]))
    }

    /// The floating row of ``aFloatingRowOfOneVisibleView(distribution:pin:frames:expected:)``:
    /// `a`'s intrinsic size `a`, bar's size term `term`, its pin `pin`.
    static func floatingRow(_ distribution: String, a: String, term: String, pin: String, frames: String) -> String {
        """
        {"root": {"id": "box", "width": 300, "height": 200, "subviews": [
          {"id": "bar", "type": "stack", "axis": "horizontal", "distribution": "\(distribution)", "spacing": 10, "arrangedSubviews": [
            {"id": "h1", "hidden": true, "intrinsicContentSize": {"width": 30, "height": 20}},
            {"id": "a", "intrinsicContentSize": \(a)},
            {"id": "h2", "hidden": true, "intrinsicContentSize": {"width": 30, "height": 20}}]}]},
         "constraints": ["\(pin)", "bar.top == box.top + 10", "\(term)"],
         "options": {"frames": "\(frames)"}}
        """
    }
}
