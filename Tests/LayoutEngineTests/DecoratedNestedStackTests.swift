@testable @_spi(Testing) import LayoutEngine
import Testing

/// Nested stacks in a `fillProportionally` row that the fast strategies measure since issue 14's
/// "95% fast" step (design note, section 5, "Decorations in a measured stack"): a nested stack
/// holding decorations whose constraints are met exactly whatever its views' values (the blocks
/// strategy), and one holding a cross tie (the direct path); where a decoration might pull on
/// the nested stack's fitting size, the simplex. Frames are derived beside each test from the
/// builders' constraints and compared with the whole-document solver (`_directPath = false`).
@Suite struct DecoratedNestedStackTests {
    typealias Rows = DistributionFrameTests

    /// n: a horizontal `fill` stack, spacing 4, of p (20, hugging 250) and q (26, hugging 251),
    /// as in ``ProportionalFrameTests/nestedStackOfTwoLabels()``, holding `decorations`.
    static func decoratedRow(_ decorations: [String]) -> ViewNode {
        var n = ProportionalFrameTests.nested("n", .horizontal, spacing: 4, [
            Rows.leaf("p", 20, 20), Rows.leaf("q", 26, 20, hugging: 251),
        ])
        n.subviews = decorations.map { ViewNode(id: $0) }
        return Rows.row(.fillProportionally, width: 200, spacing: 0, [Rows.leaf("a", 30, 20), n])
    }

    /// `first.firstAttribute relation second.secondAttribute × multiplier + constant @ priority`
    /// (no second item for a size term), named by its position.
    static func constraint(
        _ index: Int, _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutConstraint.Relation = .equal,
        _ second: String? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: Double = 1000
    ) -> LayoutConstraint {
        LayoutConstraint(
            name: "constraints[\(index)]", first: LayoutAnchor(.view(first), firstAttribute), relation: relation,
            second: second.map { LayoutAnchor(.view($0), secondAttribute ?? firstAttribute) }, multiplier: multiplier,
            constant: constant, priority: priority)
    }

    /// The engine's layout of `document`, its timings, and the whole-document solver's frames and
    /// diagnostics beside it (within 1e-9).
    static func layout(_ document: LayoutDocument) -> (LayoutResponse, LayoutTimings) {
        var timings = LayoutTimings()
        let response = LayoutEngine().layout(document: document, start: .now, timings: &timings)
        let reference = Rows.solver(document)
        #expect(response.diagnostics == reference.diagnostics, "\(reference.diagnostics)")
        #expect(response.frames.count == reference.frames.count)
        let close = BlockLayoutDifferentialTests.close
        for (a, b) in zip(response.frames, reference.frames) {
            #expect(a.id == b.id && close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height),
                "engine \(a), solver \(b)")
        }
        return (response, timings)
    }

    /// `(x, width)` per id, each within 1e-9 of `expected`.
    static func expectAlong(_ response: LayoutResponse, _ expected: [String: [Double]]) {
        let actual = Rows.along(response)
        let close = BlockLayoutDifferentialTests.close
        for (id, values) in expected {
            #expect(actual[id].map { close($0[0], values[0]) && close($0[1], values[1]) } == true, "\(id): \(actual[id] ?? [])")
        }
    }

    /// A background and a badge in n, both dependent views. The background: `bg.leading ==
    /// p.leading`, `bg.trailing == q.trailing`, `bg.top == n.top`, `bg.height == 0.5 × n.height`:
    /// along x two forms on its low and high edges, each met exactly at any p and q. The badge:
    /// `badge.centerX == q.trailing`, `badge.width == 20 @750`, `badge.width >= 10`, along y
    /// `badge.top >= n.top`, `badge.top == n.top + k @750`, `badge.height == 16 @750`: along each
    /// axis two forms (its centre or top less q's or n's, and its length), so its rows are
    /// constraints on those two numbers alone and the least error it keeps is the same at any
    /// values of n's views (none for k = 4; 6 at 750 for k = −6, below a top it may not pass).
    /// So n's lone layout (the builders' fitting measurement, which keeps these constraints) has
    /// n's own optimum: shrinking below 20 + 4 + 26 = 50 compresses a label (750), growing
    /// stretches one (250), over the pull to 0 at 50: 50. T = 30 + 50 = 80, the row 200 wide:
    /// a's share 30/80 × 200 = 75 holds (999); n has the rest, 125, where p (the lower hugging)
    /// stretches: q 26, p 125 − 4 − 26 = 95. In n (frames relative to the superview): p [0, 95],
    /// q [99, 26], bg from p's leading to q's trailing [0, 125], the badge centred on q's
    /// trailing edge (125) at its 20: [115, 20]. The blocks strategy takes it (the decorations'
    /// blocks after the direct part).
    @Test(arguments: [4.0, -6])
    func decorationsMetExactlyDoNotPullOnTheFittingSize(top: Double) {
        let constraints = [
            Self.constraint(0, "bg", .leading, .equal, "p"),
            Self.constraint(1, "bg", .trailing, .equal, "q"),
            Self.constraint(2, "bg", .top, .equal, "n"),
            Self.constraint(3, "bg", .height, .equal, "n", multiplier: 0.5),
            Self.constraint(4, "badge", .centerX, .equal, "q", .trailing),
            Self.constraint(5, "badge", .width, constant: 20, priority: 750),
            Self.constraint(6, "badge", .width, .greaterThanOrEqual, constant: 10),
            Self.constraint(7, "badge", .top, .greaterThanOrEqual, "n"),
            Self.constraint(8, "badge", .top, .equal, "n", constant: top, priority: 750),
            Self.constraint(9, "badge", .height, constant: 16, priority: 750),
        ]
        let document = LayoutDocument(root: Self.decoratedRow(["bg", "badge"]), constraints: constraints, options: LayoutOptions())
        let (response, timings) = Self.layout(document)
        #expect(timings.blockLayouts == 1 && timings.solverLayouts == 0, "\(timings)")
        Self.expectAlong(response, [
            "a": [0, 75], "n": [75, 125], "p": [0, 95], "q": [99, 26], "bg": [0, 125], "badge": [115, 20],
        ])
    }

    /// A decoration that pulls: the background from p's leading to q's trailing (its top and height
    /// n's) with `bg.width == 80 @500` as well: three forms along x (its leading less p's, its
    /// trailing less q's, its length), not shown to keep the same least error. n's lone
    /// layout keeps them: bg's width is n's, and its 80 at 500 outweighs the labels' hugging (250,
    /// 251) and the pull at 50, so n measures 80, not its own 50. The fast strategies would read
    /// 50; the document goes to the simplex. T = 30 + 80 = 110: a's share 30/110 × 200 = 600/11
    /// holds; n has the rest, 1600/11 (its share exactly), p stretching: q 26, p 1600/11 − 30 =
    /// 1270/11 (q at 1270/11 + 4 = 1314/11), bg n's width.
    @Test func aDecorationThatPullsLeavesTheRowToTheSimplex() {
        let constraints = [
            Self.constraint(0, "bg", .leading, .equal, "p"),
            Self.constraint(1, "bg", .trailing, .equal, "q"),
            Self.constraint(2, "bg", .top, .equal, "n"),
            Self.constraint(3, "bg", .height, .equal, "n"),
            Self.constraint(4, "bg", .width, constant: 80, priority: 500),
        ]
        let document = LayoutDocument(root: Self.decoratedRow(["bg"]), constraints: constraints, options: LayoutOptions())
        let (response, timings) = Self.layout(document)
        #expect(timings.directLayouts == 0 && timings.blockLayouts == 0 && timings.solverLayouts == 1, "\(timings)")
        Self.expectAlong(response, [
            "a": [0, 600.0 / 11], "n": [600.0 / 11, 1600.0 / 11], "p": [0, 1270.0 / 11], "q": [1314.0 / 11, 26],
            "bg": [0, 1600.0 / 11],
        ])
    }

    /// A separator whose own required widths conflict: `sep.centerX == q.trailing`, `sep.width ==
    /// 1`, `sep.top == n.top`, `sep.bottom == n.bottom`, then `sep.width == 2`. Along x its rows
    /// have two forms (its centre less q's trailing edge, its length), on distinct places, so
    /// whichever width the simplex keeps at `Priority.broken` (the later, `width == 2`: it meets
    /// `width == 1` added before it) and its error there (1) read the separator's width alone,
    /// the same at any values of n's views; along y its top and bottom less n's, met exactly. So
    /// n's lone layout has n's own optimum, 50, as in
    /// ``decorationsMetExactlyDoNotPullOnTheFittingSize(top:)``: a [0, 75], n [75, 125], p [0, 95],
    /// q [99, 26], and the separator 1 wide (its kept width) centred on q's trailing edge (125 in
    /// n): [124.5, 1]. The document's one conflict is the separator's own, `width == 1` against
    /// `width == 2`, broken at the latter, as the whole-document solver reports it. The blocks
    /// strategy takes it (until session 22 the separator counted as pulling and the row went to
    /// the simplex).
    @Test func aDecorationsOwnConflictDoesNotPullOnTheFittingSize() {
        let document = LayoutDocument(root: Self.decoratedRow(["sep"]), constraints: Self.conflictingSeparator(), options: LayoutOptions())
        let (response, timings) = Self.layout(document)
        #expect(timings.blockLayouts == 1 && timings.solverLayouts == 0, "\(timings)")
        #expect(response.diagnostics.count == 1)
        Self.expectAlong(response, [
            "a": [0, 75], "n": [75, 125], "p": [0, 95], "q": [99, 26], "sep": [124.5, 1],
        ])
    }

    /// The same separator with `sep.leading == p.leading` too: three forms along x (its centre,
    /// its length, its leading edge), and its required rows then tie its width to n's views
    /// (`sep.width = 2 × (q's trailing − p's leading)`): it might pull, n is not measured, and
    /// the simplex lays the row out, as the whole-document solver does.
    @Test func aConflictingDecorationWithAThirdFormLeavesTheRowToTheSimplex() {
        let constraints = Self.conflictingSeparator() + [Self.constraint(5, "sep", .leading, .equal, "p")]
        let document = LayoutDocument(root: Self.decoratedRow(["sep"]), constraints: constraints, options: LayoutOptions())
        let (_, timings) = Self.layout(document)
        #expect(timings.blockLayouts == 0 && timings.solverLayouts == 1, "\(timings)")
    }

    /// A separator centred on q's trailing edge, n's height, with `width == 1` and then
    /// `width == 2`, both required.
    static func conflictingSeparator() -> [LayoutConstraint] {
        [
            Self.constraint(0, "sep", .centerX, .equal, "q", .trailing),
            Self.constraint(1, "sep", .width, constant: 1),
            Self.constraint(2, "sep", .top, .equal, "n"),
            Self.constraint(3, "sep", .bottom, .equal, "n"),
            Self.constraint(4, "sep", .width, constant: 2),
        ]
    }

    /// A label with its own intrinsic width on a background (`label.leading == bg.leading + 8`,
    /// `label.centerY == bg.centerY`), the background as above with `bg.height == 10`: the
    /// label's row is its own (it is the later of the two decorations it names), its leading edge
    /// less the background's and its length two forms, met once the background is. With
    /// `label.width == 40 @800` too, its length's form has three rows (hugging ≤ 31 at 250,
    /// resistance ≥ 31 at 750, == 40 at 800), whose least error (9 at 250) is the same at any
    /// values. The blocks strategy takes both, with the frames of
    /// ``decorationsMetExactlyDoNotPullOnTheFittingSize(top:)``: the label [8, 31] in n, or
    /// [8, 40].
    @Test func decorationsOnDecorations() {
        for pinnedWidth in [false, true] {
            var constraints = [
                Self.constraint(0, "bg", .leading, .equal, "p"),
                Self.constraint(1, "bg", .trailing, .equal, "q"),
                Self.constraint(2, "bg", .top, .equal, "n"),
                Self.constraint(3, "bg", .height, constant: 10),
                Self.constraint(4, "label", .leading, .equal, "bg", constant: 8),
                Self.constraint(5, "label", .centerY, .equal, "bg"),
            ]
            if pinnedWidth { constraints.append(Self.constraint(6, "label", .width, constant: 40, priority: 800)) }
            var root = Self.decoratedRow(["bg", "label"])
            root.arrangedSubviews[1].subviews[1].intrinsicContentSize = OptionalSize(width: 31, height: 21)
            let document = LayoutDocument(root: root, constraints: constraints, options: LayoutOptions())
            let (response, timings) = Self.layout(document)
            #expect(timings.blockLayouts == 1 && timings.solverLayouts == 0, "\(timings)")
            Self.expectAlong(response, [
                "a": [0, 75], "n": [75, 125], "p": [0, 95], "q": [99, 26], "bg": [0, 125], "label": [8, pinnedWidth ? 40 : 31],
            ])
        }
    }

    /// A cross tie inside the nested stack: c, a vertical stack aligned `leading`, of p (20 wide)
    /// and q (40 wide), with `p.width == c.width − 8` (p 8 narrower than c's canvas, not clipped).
    /// The builders' measurement of c keeps the tie (both views in c). c alone: below 40 q
    /// compresses (750); above it p, c − 8, hugs at 250 (and the suppression at 25, the spanning
    /// fit at 51, the pull at 50 pull down too): c measures 40. a (30), c, no spacing, 140 wide:
    /// T = 70, a's share 30/70 × 140 = 60 holds (999), c has the rest, 80; in c, p 72 and q at its
    /// own 40 (aligned leading): a [0, 60], c [60, 80], p [0, 72], q [0, 40]. The direct path
    /// takes it (it declined every document with a cross tie before).
    @Test func crossTieInsideAMeasuredStack() {
        var c = ProportionalFrameTests.nested("c", .vertical, spacing: 0, [Rows.leaf("p", 20, 20), Rows.leaf("q", 40, 20)])
        c.stack?.alignment = .leading
        let root = Rows.row(.fillProportionally, width: 140, spacing: 0, [Rows.leaf("a", 30, 20), c])
        let tie = Self.constraint(0, "p", .width, .equal, "c", constant: -8)
        let document = LayoutDocument(root: root, constraints: [tie], options: LayoutOptions())
        let (response, timings) = Self.layout(document)
        #expect(timings.directLayouts == 1, "\(timings)")
        Self.expectAlong(response, ["a": [0, 60], "c": [60, 80], "p": [0, 72], "q": [0, 40]])
    }

    /// The nested-stack checks find views by the anchors' owner numbers, as decoded: with
    /// `p.width == q.width` between two views of n (which n's lone layout keeps and the direct
    /// method does not read there) the row is the simplex's; without it, the direct path's (n
    /// measures 50: a [0, 75], n [75, 125]). Each anchor's number checks against its view here
    /// (``DirectTree/ownerViews(of:)``); an anchor made in code is found by its id.
    @Test func decodedConstraintsAreFoundByTheirNumbers() throws {
        for joined in [false, true] {
            let constraints = joined ? #", "constraints": ["p.width == q.width"]"# : ""
            let text = """
                {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "width": 200,
                  "arrangedSubviews": [
                    {"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}},
                    {"id": "n", "type": "stack", "axis": "horizontal", "spacing": 4, "arrangedSubviews": [
                      {"id": "p", "intrinsicContentSize": {"width": 20, "height": 20}},
                      {"id": "q", "intrinsicContentSize": {"width": 26, "height": 20}, "contentHugging": {"horizontal": 251}}]}]}\(constraints)}
                """
            let document = try DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()).get()
            if joined {
                let tree = try #require(DirectTree(root: document.root, rightToLeft: false))
                let constraint = try #require(document.constraints.first)
                let (p, q) = (constraint.first, constraint.second!)
                #expect(p.owner >= 0 && q.owner >= 0)
                #expect(tree.ownerViews(of: [p, q]) == [Int(p.owner), Int(q.owner)])
                // An anchor made in code (no owner number) is found by its id, one of no view's is -1.
                let made = [LayoutAnchor(.view("q"), .width), LayoutAnchor(.view("none"), .width)]
                #expect(tree.ownerViews(of: made) == [Int(q.owner), -1])
            }
            let (response, timings) = Self.layout(document)
            #expect((timings.directLayouts == 1) == !joined && (timings.solverLayouts == 1) == joined, "\(timings)")
            if !joined { Self.expectAlong(response, ["a": [0, 75], "n": [75, 125], "p": [0, 95], "q": [99, 26]]) }
        }
    }
}
