@_spi(Testing) import LayoutEngine
import Testing

/// A nested stack along the axis whose own length is a member of a tie (design note, section 2,
/// "Ties and ambiguity", "What follows them"): what in it follows the length. Each is compared with
/// the whole-document simplex (`_directPath = false`): the same diagnostics word for word, frames
/// optimal, and the direct path taken (``directTieLayout(_:expected:)``).
///
/// The documents: a 200 × 30 `fill` row, spacing 0, of `a` (no intrinsic width: its length costs
/// nothing) and the stack `s` (its views without intrinsic widths: its length costs nothing too).
/// At the optimum's slope 0 both lengths range freely with `a + s = 200`: M = {a, s}. `a` at 0
/// (unique), its width varies; `s` at `a` (1 on a, 0 on s): x and width vary. Right to left, `a` at
/// `200 − a` varies, `s` at 0 is unique. Frames relative to the superview.
@Suite struct TiedNestedStackTests {
    /// `s` a `fillEqually` stack, spacing 10, of `p` and `q`: each `(s − 10) / 2`, so each follows
    /// `s` (coefficient ½): both widths vary. Relative to `s`, `p` at 0 (unique) and `q` at
    /// `(s − 10)/2 + 10` (½ on s): varies. Right to left, `p` at `s − (s − 10)/2` (½): varies, `q`
    /// at 0: unique.
    @Test(arguments: [
        ("leftToRight", ["a: width", "s: x, width", "p: width", "q: x, width"]),
        ("rightToLeft", ["a: x, width", "s: width", "p: x, width", "q: width"]),
    ])
    func aFillEquallyStackSharesItsMovingLength(direction: String, expected: [String]) throws {
        let json = Self.row(distribution: "fillEqually", arranged: ["p", "q"], direction: direction)
        let response = try directTieLayout(json, expected: expected)
        // Whatever optimum: p and q are equal, 10 apart, and fill s.
        let (s, p, q) = (try #require(response.frame("s")), try #require(response.frame("p")), try #require(response.frame("q")))
        #expect(abs(p[2] - q[2]) <= 1e-9 && abs(p[2] + q[2] + 10 - s[2]) <= 1e-9)
    }

    /// Three views `p`, `q`, `r`, each `(s − 20)/3`, right to left: r at 0 (the canvas's leading
    /// edge there; its coefficient `1 − 2/3 − 1/3` is 0, which the walk now counts in views after
    /// it, `1/3 × 0`, where the float difference was 5.6e-17 and read as varying), q at
    /// `(s − 20)/3 + 10` and p at `2(s − 20)/3 + 20` (⅓ and ⅔ on s): vary. Every width varies.
    @Test func rightToLeftTheLastOfThreeEqualViewsIsUnique() throws {
        let json = Self.row(distribution: "fillEqually", arranged: ["p", "q", "r"], direction: "rightToLeft")
        let response = try directTieLayout(json, expected: ["a: x, width", "s: width", "p: x, width", "q: x, width", "r: width"])
        let (s, r) = (try #require(response.frame("s")), try #require(response.frame("r")))
        #expect(abs(r[0]) <= 1e-9 && abs(3 * r[2] + 20 - s[2]) <= 1e-9)
    }

    /// The `fillEqually` stack with `p` a plain view holding `m` (10 × 10) pinned to its trailing
    /// edge, in the root's coordinates: m's x is `a + (s − 10)/2 − 10`, ½ on s and 1 on a, which
    /// vary apart (`a + s = 200`): m's x varies. The walk below a view reads it as following its
    /// length with coefficient 1, not ½ (it would find 1 on both, unique): declined, the simplex
    /// lays it out.
    @Test func aFillEquallyStackOfViewsWithSubviewsIsDeclined() throws {
        let p = """
            {"id": "p", "intrinsicContentSize": {"height": 10}, "subviews": [{"id": "m", "intrinsicContentSize": {"width": 10, "height": 10}}]}
            """
        let json = Self.row(distribution: "fillEqually", arranged: ["p", "q"], direction: "leftToRight")
            .replacingOccurrences(of: "{\"id\": \"p\", \"intrinsicContentSize\": {\"height\": 10}}", with: p)
            .replacingOccurrences(of: "\"frames\": \"superview\"}}", with: "\"frames\": \"absolute\"},\n \"constraints\": [\"m.trailing == p.trailing\", \"m.top == p.top\"]}")
        #expect(json.contains("m.trailing"))
        let pair = try StrategyPair(json)
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        let m = pair.solver.diagnostics.first { if case .ambiguous("m", _, _) = $0 { true } else { false } }
        #expect(m.map { if case .ambiguous(_, let attributes, _) = $0 { attributes.contains("x") } else { false } } == true)
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// `s` a `fillProportionally` stack of one view `p`: both its edges are held to the canvas's,
    /// so `p` is `s`'s width (it follows, coefficient 1) at 0 relative to `s` either way (unique).
    @Test(arguments: [
        ("leftToRight", ["a: width", "s: x, width", "p: width"]),
        ("rightToLeft", ["a: x, width", "s: width", "p: width"]),
    ])
    func aStackOfOneViewPassesItsMovingLengthOn(direction: String, expected: [String]) throws {
        let json = Self.row(distribution: "fillProportionally", arranged: ["p"], direction: direction)
        let response = try directTieLayout(json, expected: expected)
        let (s, p) = (try #require(response.frame("s")), try #require(response.frame("p")))
        #expect(close(p, [0, 0, s[2], 30]))
    }

    /// `s` an `equalSpacing` stack, spacing 10, of `p` and `q`, which its canvas fit pulls toward
    /// 0 at 49, and `a` 100 wide hugging at 49: the 100 points past a's content and s's 0 go to a
    /// and s at slope 49 alike (M = {a, s}, `a + s = 200`, `s ∈ [0, 100]`). In s, at any length of
    /// it, its gaps' total `G ≥ 10` and both free views share it at no cost (a tie inside the
    /// tie's length, section 2, "A tie inside a tie's length"): the flattened tie is
    /// `a + p + G + q = 200`, M = {a, p, G, q}. a at 0 (unique), its width varies; s at a (1 on a,
    /// 0 on the rest: varies), its width `p + G + q` varies; in s, p at 0 (unique), its width
    /// varies; q at `p + G` (1 on p and G, 0 on q and a: varies), its width varies, its far edge at s's.
    @Test func anEqualSpacingStackOfSeveralViewsTiesInside() throws {
        let a = "{\"id\": \"a\", \"intrinsicContentSize\": {\"width\": 100, \"height\": 10}, \"contentHugging\": {\"horizontal\": 49}}"
        let json = Self.row(distribution: "equalSpacing", arranged: ["p", "q"], direction: "leftToRight")
            .replacingOccurrences(of: "{\"id\": \"a\", \"intrinsicContentSize\": {\"height\": 10}}", with: a)
        #expect(json.contains("\"horizontal\": 49"))
        let response = try directTieLayout(json, expected: ["a: width", "s: x, width", "p: width", "q: x, width"])
        let (frameA, s, p, q) = (
            try #require(response.frame("a")), try #require(response.frame("s")), try #require(response.frame("p")),
            try #require(response.frame("q"))
        )
        #expect(frameA[0] == 0 && frameA[2] >= 100 - 1e-9 && abs(s[0] - frameA[2]) <= 1e-9 && abs(s[2] - (200 - frameA[2])) <= 1e-9)
        #expect(p[0] == 0 && q[0] >= p[2] + 10 - 1e-9 && abs(q[0] + q[2] - s[2]) <= 1e-9)
    }

    /// The row of the suite's note, `s` of `distribution` arranging leaves `arranged` (no intrinsic
    /// width, 10 high), laid out in `direction`.
    static func row(distribution: String, arranged: [String], direction: String) -> String {
        let views = arranged.map { "{\"id\": \"\($0)\", \"intrinsicContentSize\": {\"height\": 10}}" }
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fill", "spacing": 0,
                      "width": 200, "height": 30, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"height": 10}},
                {"id": "s", "type": "stack", "axis": "horizontal", "distribution": "\(distribution)", "spacing": 10,
                 "arrangedSubviews": [\(views.joined(separator: ", "))]}]},
             "options": {"layoutDirection": "\(direction)", "frames": "superview"}}
            """
    }
}
