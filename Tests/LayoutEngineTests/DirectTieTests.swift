@_spi(Testing) import LayoutEngine
import Testing

/// Hand-derived ties of equal priorities that the direct path lays out: which values are
/// ambiguous and why, one optimal layout, and the simplex's diagnostics word for word.
///
/// The rule (`DirectAmbiguity`): in a `fill` stack whose own size is unique, at the optimum's
/// slope each child's optimal length is an interval; the children whose interval is not a point
/// (two or more, with the total strictly inside the sum of the intervals) are *movable*, and
/// their lengths trade against each other. A length is ambiguous iff its child is movable; a
/// position along the stack iff some movable child lies before it and some other does not
/// (a position after every movable child is the fixed total less the rest); sizes that follow
/// a movable length (fill alignment, both-edge pins) are ambiguous with it.
@Suite struct DirectTieTests {
    /// Three views 40, 50 and 60 wide, hugging 250, in a 200-wide `fill` row, spacing 0: 50
    /// points of slack that any of them may take at the same cost (50 × e250), every growth
    /// piece unbounded. All three are movable: each width is ambiguous; a's x is 0 whatever
    /// the share; b's x = a's width and c's x = a + b = 200 − c vary. Heights: the row is 30
    /// high and aligns `fill`, so each is 30, unique; the row itself is fixed.
    @Test func threeViewsStretched() throws {
        let response = try directTieLayout(Self.row(width: 200), expected: ["a: width", "b: x, width", "c: x, width"])
        // One optimum: the run of equal pieces is given in order, all 50 points to a.
        #expect(close(response.frame("a"), [0, 0, 90, 30]))
        #expect(close(response.frame("b"), [90, 0, 50, 30]))
        #expect(close(response.frame("c"), [140, 0, 60, 30]))
    }

    /// The same row 120 wide: 30 points must go, and all three resist at 750 with unbounded
    /// shrink pieces (a width may go below zero at the same slope): the same tie, the same
    /// ambiguous values.
    @Test func threeViewsCompressed() throws {
        let response = try directTieLayout(Self.row(width: 120), expected: ["a: width", "b: x, width", "c: x, width"])
        let widths = ["a", "b", "c"].compactMap { response.frame($0)?[2] }
        #expect(widths.count == 3 && abs(widths.reduce(0, +) - 120) <= 1e-9)
    }

    /// Right to left the chain starts at the right edge: c's x = 200 − a − b − c = 0 is unique,
    /// a's x = 200 − a and b's x = 200 − a − b vary.
    @Test func threeViewsRightToLeft() throws {
        let json = Self.row(width: 200).replacingOccurrences(of: "\"frames\"", with: "\"layoutDirection\": \"rightToLeft\", \"frames\"")
        _ = try directTieLayout(json, expected: ["a: x, width", "b: x, width", "c: width"])
    }

    /// A tie at 750 reached after an untied, cheaper piece. `c` is a container of intrinsic width
    /// 40 (hugging 249) with a 60-wide leaf pinned on both edges (hugging 251): between 40 and 60
    /// its width costs e249 − e750 a point (the leaf's resistance against the container's
    /// hugging), so it starts at 60, and shrinking it by its first 20 points costs e750 − e249 a
    /// point, less than a leaf's e750. Row 100 wide, a 40 and b 50: 50 points to go; c gives 20
    /// (width 40, unique), then a and b tie at e750 for the other 30. Ambiguous: a's width, b's
    /// x and width. c's x = 100 − 40 is after every movable child: unique, and so is its leaf.
    @Test func tieAtAHigherPriorityAfterAnUntiedLowerPiece() throws {
        let response = try directTieLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 100, "height": 30, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 40, "height": 10}},
              {"id": "b", "intrinsicContentSize": {"width": 50, "height": 10}},
              {"id": "c", "intrinsicContentSize": {"width": 40}, "contentHugging": {"horizontal": 249},
               "subviews": [{"id": "leaf", "intrinsicContentSize": {"width": 60, "height": 10},
                             "contentHugging": {"horizontal": 251}}]}]},
             "constraints": ["leaf.leading == c.leading", "leaf.trailing == c.trailing",
                             "leaf.top == c.top", "leaf.bottom == c.bottom"]}
            """, expected: ["a: width", "b: x, width"])
        #expect(close(response.frame("c"), [60, 0, 40, 30]))
        #expect(close(response.frame("leaf"), [0, 0, 40, 30]))
    }

    /// A tie in a nested stack: a 200-wide column (`fill` alignment) of a tied row (a and b, 50
    /// each, hugging 250: 100 points of slack between them) and an untied one (d hugs 249 less
    /// than e: d takes its 100). The tied row is 200 wide and at y 0 whatever the share: only
    /// a's width and b's x and width vary, relative or absolute.
    @Test(arguments: ["superview", "absolute"])
    func tieInANestedStack(frames: String) throws {
        let response = try directTieLayout("""
            {"root": {"id": "column", "type": "stack", "axis": "vertical", "width": 200, "arrangedSubviews": [
              {"id": "tied", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 50, "height": 10}},
                {"id": "b", "intrinsicContentSize": {"width": 50, "height": 10}}]},
              {"id": "untied", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                {"id": "d", "intrinsicContentSize": {"width": 50, "height": 10}, "contentHugging": {"horizontal": 249}},
                {"id": "e", "intrinsicContentSize": {"width": 50, "height": 10}}]}]},
             "options": {"frames": "\(frames)"}}
            """, expected: ["a: width", "b: x, width"])
        #expect(close(response.frame("untied"), [0, 10, 200, 10]))
        #expect(close(response.frame("d"), [0, frames == "absolute" ? 10 : 0, 150, 10]))
    }

    /// A tie between a leaf L (40, hugging 250) and a column V whose only sized view p (30,
    /// hugging 250) sets its width's cost (q has no intrinsic width: zero cost), in a 200-wide row:
    /// V grows at e250 like L, a tie for 130 points. Across V (`fill` alignment) p and q are V's
    /// width: theirs vary with it. Relative to V, p and q sit at x 0: unique. In the root's
    /// coordinates they sit at V's x = L's width: ambiguous. Right to left V is at x 0 (after
    /// every movable child) and L at 200 − L: then L's x varies and V's, p's and q's x do not,
    /// in either frame space.
    @Test(arguments: [
        ("superview", "leftToRight", ["L: width", "V: x, width", "p: width", "q: width"]),
        ("absolute", "leftToRight", ["L: width", "V: x, width", "p: x, width", "q: x, width"]),
        ("superview", "rightToLeft", ["L: x, width", "V: width", "p: width", "q: width"]),
        ("absolute", "rightToLeft", ["L: x, width", "V: width", "p: width", "q: width"]),
    ])
    func frameSpacesAndDirections(frames: String, direction: String, expected: [String]) throws {
        // Heights: the row is 50 high (fill); V's p and q are 20 + 30 = 50 high: nothing to share.
        _ = try directTieLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 200, "height": 50, "arrangedSubviews": [
              {"id": "L", "intrinsicContentSize": {"width": 40, "height": 10}},
              {"id": "V", "type": "stack", "axis": "vertical", "arrangedSubviews": [
                {"id": "p", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "q", "intrinsicContentSize": {"height": 30}}]}]},
             "options": {"frames": "\(frames)", "layoutDirection": "\(direction)"}}
            """, expected: expected)
    }

    /// Aligned across a follower: V aligns `center`, so p and q (30 wide) stop at their
    /// least-cost width 30 once V is wider (their clip), and V grows at the spanning fit's 51
    /// only; L hugs at 51 too: a tie for the 130 points of slack, V from 30 up. Every optimal V
    /// is at least 30, so p's and q's widths are unique (30), and their x, (V − 30) / 2, varies.
    @Test func centredInAFollower() throws {
        _ = try directTieLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 200, "height": 50, "arrangedSubviews": [
              {"id": "L", "intrinsicContentSize": {"width": 40, "height": 10}, "contentHugging": {"horizontal": 51}},
              {"id": "V", "type": "stack", "axis": "vertical", "alignment": "center", "arrangedSubviews": [
                {"id": "p", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "q", "intrinsicContentSize": {"width": 30, "height": 30}}]}]}}
            """, expected: ["L: width", "V: x, width", "p: x", "q: x"])
    }

    /// An `equalSpacing` row of the same three views, spacing 10, 140 wide: they need 150 + 2 × 10,
    /// so 30 points must go; the gaps cannot shrink below 10 and all three resist at 750: the
    /// same tie as in a `fill` row, the gaps fixed at 10 (unique), the same ambiguous values.
    @Test func equalSpacingCompressed() throws {
        let json = Self.row(width: 140).replacingOccurrences(
            of: "\"axis\": \"horizontal\",", with: "\"axis\": \"horizontal\", \"distribution\": \"equalSpacing\", \"spacing\": 10,")
        #expect(json.contains("equalSpacing"))
        let response = try directTieLayout(json, expected: ["a: width", "b: x, width", "c: x, width"])
        // c is 10 after b: the gaps stay at their least.
        let (b, c) = (try #require(response.frame("b")), try #require(response.frame("c")))
        #expect(abs(c[0] - (b[0] + b[2] + 10)) <= 1e-9)
    }

    /// A tie whose movable child is a row along the same axis: a (40) and inner (b 30 hugging
    /// 250, c 30 hugging 251) in a 200-wide row. inner grows at e250 through b alone (c hugs
    /// more), as a does: a tie for 100 points, inner from 60 to 160, b from 30 to 130, c 30.
    /// Relative: a's width, inner's x and width, b's width (b at inner's x 0), c's x (b's width).
    /// Absolute: b's x is inner's, a's width: ambiguous; c's x = a + b = 200 − 30: unique.
    /// Right to left (relative): a at 200 − a and its width; inner at 0 and its width; b at
    /// inner − b = 30 (unique) and its width; c at 0.
    @Test(arguments: [
        ("superview", "leftToRight", ["a: width", "inner: x, width", "b: width", "c: x"]),
        ("absolute", "leftToRight", ["a: width", "inner: x, width", "b: x, width"]),
        ("superview", "rightToLeft", ["a: x, width", "inner: width", "b: width"]),
    ])
    func aRowFollowingATiedLength(frames: String, direction: String, expected: [String]) throws {
        _ = try directTieLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 200, "height": 30, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 40, "height": 10}},
              {"id": "inner", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                {"id": "b", "intrinsicContentSize": {"width": 30, "height": 10}},
                {"id": "c", "intrinsicContentSize": {"width": 30, "height": 10}, "contentHugging": {"horizontal": 251}}]}]},
             "options": {"frames": "\(frames)", "layoutDirection": "\(direction)"}}
            """, expected: expected)
    }

    /// A tie inside a tie's length: the row's second view is itself a row along the same axis,
    /// whose total varies with the outer share. Declined: the simplex lays it out.
    @Test func aTieInsideATiesLengthIsDeclined() throws {
        let document = try DocumentFixture.document("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 200, "height": 20, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 40, "height": 10}},
              {"id": "inner", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                {"id": "b", "intrinsicContentSize": {"width": 30, "height": 10}},
                {"id": "c", "intrinsicContentSize": {"width": 30, "height": 10}}]}]}}
            """)
        var timings = LayoutTimings()
        let response = LayoutEngine().layout(document: document, start: .now, timings: &timings)
        #expect(timings.solverLayouts == 1, "\(timings)")
        #expect(!response.diagnostics.isEmpty)
    }

    /// A row of a, b and c (40, 50, 60 wide, 10 high, default priorities), `width` wide and 30 high.
    static func row(width: Double) -> String {
        """
        {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": \(width), "height": 30, "arrangedSubviews": [
          {"id": "a", "intrinsicContentSize": {"width": 40, "height": 10}},
          {"id": "b", "intrinsicContentSize": {"width": 50, "height": 10}},
          {"id": "c", "intrinsicContentSize": {"width": 60, "height": 10}}]},
         "options": {"frames": "superview"}}
        """
    }
}
