@testable @_spi(Testing) import LayoutEngine
import Testing

/// Size terms: document constraints of one view's own `width` or `height` to a constant
/// (`view.width >= 44 @750`), summed into that view's cost by the direct method
/// (``SizeTerms``, ``KnotArena/adding(_:to:scratch:)``). Each layout is derived by hand from the cost
/// functions (slopes written `eP` for one unit at priority P; a higher priority outweighs any
/// number of units at lower ones), taken by the direct path, and equal to the whole-document
/// simplex's: frames, diagnostics (none) and stats.
@Suite struct SizeTermTests {
    /// `json` laid out by the engine, which must take the direct path with the whole-document
    /// simplex's frames (within 1e-9), diagnostics and counts.
    func directLayout(_ json: String) throws -> LayoutResponse {
        try BoundedShareTests.checkedLayout(json, directOnly: true)
    }

    /// A 30-high row of `a` (intrinsic width 40) and `b` (50, hugging 251), spacing 0, `width`
    /// wide, with `terms` among the constraints.
    static func row(width: Double, terms: [String]) -> String {
        let constraints = terms.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": \(width), "height": 30,
              "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 40}},
                {"id": "b", "intrinsicContentSize": {"width": 50}, "contentHugging": {"horizontal": 251}}]},
             "constraints": [\(constraints)]}
            """
    }

    /// `a.width >= 60 @500` on a leaf of intrinsic width 40: a's cost is −e750 − e500 below 40,
    /// −e500 + e250 from 40 to 60 (the term outweighs the hugging), +e250 above, so a starts at 60
    /// and b at 50: 110. The row is 100: 10 points must go. Shrinking a below 60 costs
    /// e500 − e250 a point, b below 50 e750 − e251: a gives all 10. a 50 at 0, b 50 at 50;
    /// heights: no intrinsic height, a `fill` alignment, so both are the row's 30.
    @Test func greaterThanOrEqualOnALeafWithAnIntrinsicSize() throws {
        let response = try directLayout(Self.row(width: 100, terms: ["a.width >= 60 @500"]))
        #expect(close(response.frame("a"), [0, 0, 50, 30]))
        #expect(close(response.frame("b"), [50, 0, 50, 30]))
    }

    /// Two `>=` terms on `a` at two priorities, 500 and 800: a starts at 60 as above; shrinking
    /// it from 60 to 55 costs e500 − e250 a point, below 55 e800 + e500 − e250, more than b's
    /// e750 − e251. Of the 10 points, a gives 5 (to 55), then b 5 (to 45). a 55 at 0, b 45 at 55.
    @Test func greaterThanOrEqualAtTwoPriorities() throws {
        let response = try directLayout(Self.row(width: 100, terms: ["a.width >= 60 @500", "a.width >= 55 @800"]))
        #expect(close(response.frame("a"), [0, 0, 55, 30]))
        #expect(close(response.frame("b"), [55, 0, 45, 30]))
    }

    /// `a.width <= 80 @700` on a leaf without an intrinsic width: its cost is zero up to 80 and
    /// e700 a point above, so it starts at 80 (the right end of its flat least-cost sizes: a
    /// smaller a only makes b, 200 − a, grow more); b starts at 50, 130 in all. The row is 200:
    /// 70 points to give, at e250 (b's hugging, 251: a unit at 251 is less than one at 700) a
    /// point rather than e700: b takes them. a 80 at 0, b 120 at 80.
    @Test func lessThanOrEqualOnALeafWithoutAnIntrinsicSize() throws {
        let response = try directLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 200, "height": 30,
              "arrangedSubviews": [
                {"id": "a"},
                {"id": "b", "intrinsicContentSize": {"width": 50}, "contentHugging": {"horizontal": 251}}]},
             "constraints": ["a.width <= 80 @700"]}
            """)
        #expect(close(response.frame("a"), [0, 0, 80, 30]))
        #expect(close(response.frame("b"), [80, 0, 120, 30]))
    }

    /// `avatar.width == 40 @999` on a leaf of intrinsic width 60 (hugging 250, resistance 750):
    /// |x − 40| at 999 outweighs the resistance, so the avatar's cost is −e999 − e750 below 40,
    /// e999 − e750 from 40 to 60, e999 + e250 above: its least cost is at 40. `c` (intrinsic 50,
    /// hugging 251) takes the rest of the 300-wide row, its growth at e251 being cheaper than
    /// the avatar's e999 + e250: avatar 40 at 0, c 260 at 40.
    @Test func equalAboveTheResistanceOnALeafWithAnIntrinsicSize() throws {
        let response = try directLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 300, "height": 30,
              "arrangedSubviews": [
                {"id": "avatar", "intrinsicContentSize": {"width": 60}},
                {"id": "c", "intrinsicContentSize": {"width": 50}, "contentHugging": {"horizontal": 251}}]},
             "constraints": ["avatar.width == 40 @999"]}
            """)
        #expect(close(response.frame("avatar"), [0, 0, 40, 30]))
        #expect(close(response.frame("c"), [40, 0, 260, 30]))
    }

    /// `col.height == 100 @600` on a vertical stack, the root, 100 wide without a height (pulled
    /// toward zero at 50): a (intrinsic height 20) and b (30, hugging 251), spacing 10. The
    /// stack's cost H: base 20 + 30 + 10 = 60; growth at e250 (a's, cheaper than b's e251), shrink
    /// at e750. With the term and the pull: from 60 to 100, e250 − e600 + e50 (negative: 600 is
    /// the highest lane with a weight); above 100, e250 + e600 + e50. H = 100: a grows by 40.
    /// a 60 high at 0, b 30 at 70; widths: a `fill` alignment, both the column's 100.
    @Test func equalOnAStack() throws {
        let response = try directLayout("""
            {"root": {"id": "col", "type": "stack", "axis": "vertical", "spacing": 10, "width": 100,
              "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"height": 20}},
                {"id": "b", "intrinsicContentSize": {"height": 30}, "contentHugging": {"vertical": 251}}]},
             "constraints": ["col.height == 100 @600"]}
            """)
        #expect(close(response.frame("col"), [0, 0, 100, 100]))
        #expect(close(response.frame("a"), [0, 0, 100, 60]))
        #expect(close(response.frame("b"), [0, 70, 100, 30]))
    }

    /// `card.width <= 100 @800` on a plain root with a label (intrinsic 100 × 20) pinned on all
    /// edges, 16 in along x: the card is the label plus 32, so its cost W is −e750 below 132 and
    /// e250 above, plus the term (e800 above 100) and the fitting pull (e50 above 0). Below 100
    /// the slope is −e750 + e50, from 100 to 132 e800 − e750 + e50 (positive): W = 100, the
    /// label 68 at 16. Heights: the label's 20, held by its resistance and hugging against the pull.
    @Test func lessThanOrEqualOnAPlainViewWithSubviews() throws {
        let response = try directLayout("""
            {"root": {"id": "card", "subviews": [{"id": "label", "intrinsicContentSize": {"width": 100, "height": 20}}]},
             "constraints": ["label.leading == card.leading + 16", "label.trailing == card.trailing - 16",
                             "label.top == card.top", "label.bottom == card.bottom", "card.width <= 100 @800"]}
            """)
        #expect(close(response.frame("card"), [0, 0, 100, 20]))
        #expect(close(response.frame("label"), [16, 0, 68, 20]))
    }

    /// Required terms bound the domain: `a.width >= 45` and `a.width <= 45` hold a at 45 (its
    /// resistance and hugging then cost nothing more), b takes the rest of 100: 55 at 45.
    @Test func requiredTermsBoundTheSize() throws {
        let response = try directLayout(Self.row(width: 100, terms: ["a.width >= 45", "a.width <= 45"]))
        #expect(close(response.frame("a"), [0, 0, 45, 30]))
        #expect(close(response.frame("b"), [45, 0, 55, 30]))
    }

    /// A required `a.width <= -4`: the lowering makes `a.width + 4 <= 0` of it, sizes not held
    /// non-negative, so it bounds a's domain at −4, where a's resistance (−e750 a point below its
    /// intrinsic 40) puts it: a −4 wide at 0, b (50, hugging 251) the rest of the 100-wide row,
    /// 104 at −4. The same frames as the simplex's.
    @Test func aRequiredNegativeBound() throws {
        let response = try directLayout(Self.row(width: 100, terms: ["a.width <= -4"]))
        #expect(close(response.frame("a"), [0, 0, -4, 30]))
        #expect(close(response.frame("b"), [-4, 0, 104, 30]))
    }

    /// A required `a.width == 50` against a's `"width": 30` shorthand cannot hold: the direct
    /// path's domain is empty, and the blocks strategy takes the conflict as the simplex explains
    /// it (design note, section 5, "A required size held at another value"). The minimal set is
    /// the shorthand (made before the document's constraints), the only one (without it a is 50
    /// and b the other 50: U solved again so), and the term, added last and broken; a keeps its
    /// shorthand's 30 (the broken term's error is fixed by it), b the rest of 100.
    @Test func aRequiredTermAgainstAShorthandIsTheSolversConflict() throws {
        let document = try DocumentFixture.document("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 100, "height": 30,
              "arrangedSubviews": [{"id": "a", "width": 30}, {"id": "b"}]},
             "constraints": ["a.width == 50"]}
            """)
        var timings = LayoutTimings()
        let response = LayoutEngine().layout(document: document, start: .now, timings: &timings)
        #expect(timings.blockLayouts == 1 && timings.solverLayouts == 0, "\(timings)")
        guard case .unsatisfiable(_, let set, let broken)? = response.diagnostics.first else {
            Issue.record("no unsatisfiable diagnostic in \(response.diagnostics)")
            return
        }
        #expect(set == ["width(a)", "constraints[0]"])
        #expect(broken == "constraints[0]")
        #expect(response.diagnostics.count == 1)
        #expect(close(response.frame("a"), [0, 0, 30, 30]))
        #expect(close(response.frame("b"), [30, 0, 70, 30]))
        var reference = LayoutEngine()
        reference._directPath = false
        let solver = reference.layout(document: document)
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
    }

    /// `b.width <= 50 @250` on a leaf without an intrinsic width makes a tie with a's hugging
    /// (250): b's cost is zero up to 50 and e250 above, so it starts at 50, a at 40 (90 in all);
    /// the 200-wide row's other 110 points cost e250 a point whoever takes them, both growth pieces
    /// unbounded. a and b are movable (``DirectAmbiguity``): a's width, b's x (a's width) and
    /// width are ambiguous, as the simplex reports; a's x is 0 and the heights the row's 30. The
    /// direct path gives the run in order, all 110 to a: a 150, b 50 at 150.
    @Test func aTermAtTheHuggingLevelMakesATie() throws {
        let response = try directTieLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 200, "height": 30,
              "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 40}}, {"id": "b"}]},
             "constraints": ["b.width <= 50 @250"]}
            """, expected: ["a: width", "b: x, width"])
        #expect(close(response.frame("a"), [0, 0, 150, 30]))
        #expect(close(response.frame("b"), [150, 0, 50, 30]))
    }

    /// `h.width >= 30 @750` on a hidden arranged view: UISV-hiding holds it at width 0 (its term
    /// then keeps an error of 30 at 750, whatever the others do: a constant), so a (40) and b (50,
    /// hugging 251) share the 100-wide row as without h: a grows by 10 (e250 < e251). a 50 at 0,
    /// b 50 at 50; h 0 wide at 50, a point of the chain.
    @Test func anOptionalTermOnAHiddenView() throws {
        let response = try directLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 100, "height": 30,
              "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 40}},
                {"id": "h", "hidden": true},
                {"id": "b", "intrinsicContentSize": {"width": 50}, "contentHugging": {"horizontal": 251}}]},
             "constraints": ["h.width >= 30 @750"]}
            """)
        #expect(close(response.frame("a"), [0, 0, 50, 30]))
        #expect(response.frame("h")?[2] == 0)
        #expect(close(response.frame("b"), [50, 0, 50, 30]))
    }

    /// `content.width <= 80 @800` on a subview centred in a 375 × 600 root (a floating pin on
    /// both axes), of intrinsic size 100 × 20: its own cost is −e750 below 80 and from 80 to 100
    /// e800 − e750 (positive: the term outweighs the resistance), so its
    /// least cost is at 80; the height is its intrinsic 20. Centred: x = (375 − 80) / 2 = 147.5,
    /// y = (600 − 20) / 2 = 290.
    @Test func lessThanOrEqualOnAFloatingSubview() throws {
        let response = try directLayout("""
            {"root": {"id": "screen", "width": 375, "height": 600,
              "subviews": [{"id": "content", "intrinsicContentSize": {"width": 100, "height": 20}}]},
             "constraints": ["content.centerX == screen.centerX", "content.centerY == screen.centerY",
                             "content.width <= 80 @800"]}
            """)
        #expect(close(response.frame("content"), [147.5, 290, 80, 20]))
    }

    /// `a.width <= 45 @800` in a `fillEqually` row of fitting width (pulled to zero at 50): a (40)
    /// and b (50) share one width x, the row 2x. From 40 to 45 a hugs (e250) and b resists (−e750):
    /// falling; from 45 to 50 a's term (e800) outweighs b's resistance: rising. x = 45: a 45 at 0,
    /// b 45 at 45, the row 90.
    @Test func lessThanOrEqualInAFillEquallyStack() throws {
        let response = try directLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillEqually", "height": 30,
              "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 40}},
                {"id": "b", "intrinsicContentSize": {"width": 50}}]},
             "constraints": ["a.width <= 45 @800"]}
            """)
        #expect(close(response.frame("row"), [0, 0, 90, 30]))
        #expect(close(response.frame("a"), [0, 0, 45, 30]))
        #expect(close(response.frame("b"), [45, 0, 45, 30]))
    }

    /// The algebra: each optional term is one knot at c with one slope at its lane, a required
    /// one a restriction of the domain; one view's terms are added in one sum.
    @Test func termsAreOneSlopeFunctionsOrBounds() {
        let box = ArenaBox(capacity: 16)
        var scratch = DirectBuffer<CostFunction<NarrowLanes>>()
        func term(_ relation: LayoutConstraint.Relation, _ c: Double, priority: Double = 750) -> SizeTerm {
            SizeTerm(view: 0, relation: relation, constant: c, priority: priority, lane: 2)
        }
        func adding(_ terms: [SizeTerm], to f: CostFunction<NarrowLanes>) -> CostFunction<NarrowLanes> {
            box.arena.adding(terms[...], to: f, scratch: &scratch)
        }
        let e = Algebra.slope(0, 0, 1)
        let atLeast = adding([term(.greaterThanOrEqual, 10)], to: .free)
        #expect(atLeast.slope0 == -e && Algebra.knots(of: atLeast, in: box) == [Algebra.Knot(x: 10, slope: .zero)])
        let atMost = adding([term(.lessThanOrEqual, -4)], to: .free)
        #expect(atMost.slope0 == .zero && Algebra.knots(of: atMost, in: box) == [Algebra.Knot(x: -4, slope: e)])
        let equal = adding([term(.equal, 40)], to: .free)
        #expect(equal.slope0 == -e && Algebra.knots(of: equal, in: box) == [Algebra.Knot(x: 40, slope: e)])
        // `>= 10` and `<= -4` together: −e below −4 (the first's), 0 between, +e above 10 (the second's).
        let both = adding([term(.greaterThanOrEqual, 10), term(.lessThanOrEqual, -4)], to: .free)
        #expect(both.slope0 == -e)
        #expect(Algebra.knots(of: both, in: box) == [Algebra.Knot(x: -4, slope: .zero), Algebra.Knot(x: 10, slope: e)])
        // Added to `equal` (−e below 40, +e above): −2e below −4, −e to 10, 0 to 40, +2e above.
        let three = adding([term(.greaterThanOrEqual, 10), term(.lessThanOrEqual, -4)], to: equal)
        #expect(three.slope0 == Algebra.slope(0, 0, -2))
        #expect(Algebra.knots(of: three, in: box) == [
            Algebra.Knot(x: -4, slope: Algebra.slope(0, 0, -1)), Algebra.Knot(x: 10, slope: .zero), Algebra.Knot(x: 40, slope: Algebra.slope(0, 0, 2)),
        ])
        let bounded = adding([term(.greaterThanOrEqual, 5, priority: 1000)], to: equal)
        #expect(bounded.lo == 5 && bounded.hi == .infinity && bounded.slope0 == -e)
        let point = adding([term(.equal, 7, priority: 1000)], to: bounded)
        #expect(point.lo == 7 && point.hi == 7)
        let empty = adding([term(.lessThanOrEqual, 3, priority: 1000)], to: bounded)
        #expect(empty.isEmpty)
        let crossed = adding([term(.greaterThanOrEqual, 8, priority: 1000), term(.lessThanOrEqual, 6, priority: 1000)], to: .free)
        #expect(crossed.isEmpty)
    }

    /// 400 terms on one view, `a.width >= i / 2 @500` for i = 1...400, in a row of fitting
    /// width (pulled toward zero at 50) beside b (intrinsic 50, hugging 251): a's cost falls at
    /// e500 a point for every term above its width, outweighing its hugging (250) and the pull,
    /// until 200, the largest: a 200 at 0, b 50 at 200, the row 250 (the view's terms added in
    /// one sum, ``KnotArena/adding(_:to:scratch:)``).
    @Test func manyTermsOnOneView() throws {
        let terms = (1...400).map { "\"a.width >= \(Double($0) / 2) @500\"" }.joined(separator: ", ")
        let response = try directLayout("""
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "height": 30,
              "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 40}},
                {"id": "b", "intrinsicContentSize": {"width": 50}, "contentHugging": {"horizontal": 251}}]},
             "constraints": [\(terms)]}
            """)
        #expect(close(response.frame("row"), [0, 0, 250, 30]))
        #expect(close(response.frame("a"), [0, 0, 200, 30]))
        #expect(close(response.frame("b"), [200, 0, 50, 30]))
    }
}
