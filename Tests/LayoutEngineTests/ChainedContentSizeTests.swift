@_spi(Testing) import LayoutEngine
import Testing

/// The series of a chain of dependent views' content sizes carried to the view of U between whose
/// edges the chain runs (`BlockLayout+SeriesContentSizes.swift`): the self-sizing cell of two or
/// more labels stacked by constraints, `title.top == cell.layoutMarginsGuide.top`, `subtitle.top ==
/// title.bottom + 4`, `subtitle.bottom == cell.layoutMarginsGuide.bottom`. U weighs
/// `cell.height <= S + o` at the least hugging and `>= S + o` at the least resistance against the
/// root's fitting pull at 50 (`S` the labels' intrinsic heights, `o` the margins and gaps); the
/// labels' block shares the rest. Each case is derived by hand and compared with the
/// whole-document simplex (frames, diagnostics, stats).
@Suite struct ChainedContentSizeTests {
    /// A label: its id, intrinsic height, vertical hugging and resistance.
    struct Label {
        var id: String
        var height: Double
        var hugging = 250
        var resistance = 750
        var hidden = false
    }

    /// A cell 320 wide (and `height` high where given) holding `labels` (each 120 wide by its
    /// intrinsic size), every label at the cell's leading margin and at most at its trailing one,
    /// placed vertically by `constraints`.
    static func cell(_ labels: [Label], height: Double? = nil, _ constraints: [String]) throws -> LayoutDocument {
        let views = labels.map { label in
            """
            {"id": "\(label.id)", "intrinsicContentSize": {"width": 120, "height": \(label.height)},
             "contentHugging": {"vertical": \(label.hugging)}, "compressionResistance": {"vertical": \(label.resistance)},
             "hidden": \(label.hidden)}
            """
        }
        let across = labels.flatMap {
            ["\($0.id).leading == cell.layoutMarginsGuide.leading", "\($0.id).trailing <= cell.layoutMarginsGuide.trailing"]
        }
        let size = height.map { ", \"height\": \($0)" } ?? ""
        return try BlockLayoutTests.decoded(
            """
            {"root": {"id": "cell", "width": 320\(size), "subviews": [\(views.joined(separator: ","))]},
             "constraints": [\((across + constraints).map { "\"\($0)\"" }.joined(separator: ","))]}
            """)
    }

    /// The two-label chain between the cell's margins (8 each, the contract's default), 4 apart.
    static let chain = [
        "title.top == cell.layoutMarginsGuide.top", "subtitle.top == title.bottom + 4",
        "subtitle.bottom == cell.layoutMarginsGuide.bottom",
    ]

    /// The engine's strategy and response, checked against the simplex: the same diagnostics and
    /// stats, the same frames where the simplex finds them unique, optimal ones where it does not.
    static func layOut(_ document: LayoutDocument) -> (strategy: String, response: LayoutResponse, problems: [String]) {
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        let problems = OptimalityCheck.differencesAndCounts(document, actual: response, expected: solver)
        return (strategy, response, problems)
    }

    /// The fitted cell: `S = 21 + 17 = 38`, `o = 8 + 4 + 8 = 20`, so U has `cell.height <= 58 @250`
    /// and `>= 58 @750` against its pull toward 0 at 50: the cell 8 + 21 + 4 + 17 + 8 = 58 high,
    /// the title at y 8, the subtitle at 8 + 21 + 4 = 33, both at their own heights. Before, U
    /// fitted the cell at 0 and the block kept 38 of resistance error: the simplex.
    @Test func twoLabelsFitTheirCell() throws {
        let (strategy, response, problems) = Self.layOut(
            try Self.cell([Label(id: "title", height: 21), Label(id: "subtitle", height: 17)], Self.chain))
        #expect(strategy == "blocks")
        #expect(problems.isEmpty, "\(problems)")
        #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, 58])
        #expect(BlockLayoutTests.frame(response, "title") == [8, 8, 120, 21])
        #expect(BlockLayoutTests.frame(response, "subtitle") == [8, 33, 120, 17])
        #expect(response.diagnostics.isEmpty)
    }

    /// Three labels written bottom-up (`a.bottom == b.top - 2` is `b.top == a.bottom + 2`), the
    /// ends on the cell's frame: `S = 10 + 20 + 30 = 60`, `o = 5 + 2 + 6 + 7 = 20`, the cell 80
    /// high; a at y 5, b at 5 + 10 + 2 = 17, c at 17 + 20 + 6 = 43 (43 + 30 + 7 = 80).
    @Test func threeLabelsWrittenEitherWay() throws {
        let labels = [Label(id: "a", height: 10), Label(id: "b", height: 20), Label(id: "c", height: 30)]
        let (strategy, response, problems) = Self.layOut(
            try Self.cell(
                labels,
                ["c.bottom == cell.bottom - 7", "c.top == b.bottom + 6", "a.bottom == b.top - 2", "cell.top == a.top - 5"]))
        #expect(strategy == "blocks")
        #expect(problems.isEmpty, "\(problems)")
        #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, 80])
        #expect(BlockLayoutTests.frame(response, "a") == [8, 5, 120, 10])
        #expect(BlockLayoutTests.frame(response, "b") == [8, 17, 120, 20])
        #expect(BlockLayoutTests.frame(response, "c") == [8, 43, 120, 30])
    }

    /// The chain may run inside any view of U: a card pinned 16 below the safe area (44) and to the
    /// screen's margins (8, so 359 wide), its height free, holding a title (22 high) and a body (60)
    /// chained between its own top and bottom, 12 inside, 8 apart: `S = 82`, `o = 12 + 8 + 12 = 32`,
    /// the card `<= 114 @250` and `>= 114 @750` against nothing else: 114 high at y 60 (frames in
    /// the superview's coordinates), the title at (12, 12), the body at 12 + 22 + 8 = 42.
    @Test func aChainInsideACardSizesTheCard() throws {
        let document = try BlockLayoutTests.decoded(
            """
            {"root": {"id": "screen", "width": 375, "height": 812, "safeAreaInsets": {"top": 44, "bottom": 34},
              "subviews": [{"id": "card", "subviews": [{"id": "title", "intrinsicContentSize": {"width": 100, "height": 22}},
                {"id": "body", "intrinsicContentSize": {"width": 300, "height": 60}}]}]},
             "constraints": ["card.leading == screen.layoutMarginsGuide.leading", "card.trailing == screen.layoutMarginsGuide.trailing",
               "card.top == screen.safeAreaLayoutGuide.top + 16", "title.leading == card.leading + 12", "title.top == card.top + 12",
               "body.leading == card.leading + 12", "body.trailing <= card.trailing - 12", "body.top == title.bottom + 8",
               "body.bottom == card.bottom - 12"]}
            """)
        let (strategy, response, problems) = Self.layOut(document)
        #expect(strategy == "blocks")
        #expect(problems.isEmpty, "\(problems)")
        #expect(BlockLayoutTests.frame(response, "card") == [8, 60, 359, 114])
        #expect(BlockLayoutTests.frame(response, "title") == [12, 12, 100, 22])
        #expect(BlockLayoutTests.frame(response, "body") == [12, 42, 300, 60])
        #expect(response.diagnostics.isEmpty)
    }

    /// A cell 100 high stretches the chain: `ℓ_title + ℓ_subtitle = 100 − 20 = 80`, 42 more than
    /// 38, all of it on the subtitle, whose hugging (249) is the least: 17 + 42 = 59, at y 33.
    @Test func aStretchedChainStretchesTheLeastHugging() throws {
        let (strategy, response, problems) = Self.layOut(
            try Self.cell(
                [Label(id: "title", height: 21), Label(id: "subtitle", height: 17, hugging: 249)], height: 100, Self.chain))
        #expect(strategy == "blocks")
        #expect(problems.isEmpty, "\(problems)")
        #expect(BlockLayoutTests.frame(response, "title") == [8, 8, 120, 21])
        #expect(BlockLayoutTests.frame(response, "subtitle") == [8, 33, 120, 59])
        #expect(response.diagnostics.isEmpty)
    }

    /// A cell 40 high squeezes it: 40 − 20 = 20, 18 less than 38, all of it from the title, whose
    /// resistance (749) is the least: 21 − 18 = 3, the subtitle at 8 + 3 + 4 = 15, 17 high.
    @Test func aSqueezedChainSqueezesTheLeastResistance() throws {
        let (strategy, response, problems) = Self.layOut(
            try Self.cell(
                [Label(id: "title", height: 21, resistance: 749), Label(id: "subtitle", height: 17)], height: 40, Self.chain))
        #expect(strategy == "blocks")
        #expect(problems.isEmpty, "\(problems)")
        #expect(BlockLayoutTests.frame(response, "title") == [8, 8, 120, 3])
        #expect(BlockLayoutTests.frame(response, "subtitle") == [8, 15, 120, 17])
        #expect(response.diagnostics.isEmpty)
    }

    /// Two labels of the same hugging in a stretched chain share the 42 in any split: the simplex
    /// reports the title's height and the subtitle's y and height ambiguous, and so does the
    /// labels' block (its optimal set at U's cell of 100 is the whole document's); both return
    /// the split with the title at 21 and the subtitle at 59.
    @Test func aStretchOfTwoEqualHuggingsIsAmbiguous() throws {
        let (strategy, response, problems) = Self.layOut(
            try Self.cell([Label(id: "title", height: 21), Label(id: "subtitle", height: 17)], height: 100, Self.chain))
        #expect(strategy == "blocks")
        #expect(problems.isEmpty, "\(problems)")
        let ambiguous = response.diagnostics.compactMap { diagnostic -> String? in
            guard case .ambiguous(let view, let attributes, _) = diagnostic else { return nil }
            return "\(view) \(attributes.joined(separator: " "))"
        }
        #expect(ambiguous == ["title height", "subtitle y height"])
    }

    /// A bound at the chain's bottom (`subtitle.bottom <= cell.layoutMarginsGuide.bottom`) leaves
    /// it room: its least given the cell's height is the resistance's side alone, `cell.height >= 58
    /// @750`, and the fitted cell is 58 high again; held at 100, the labels keep their heights
    /// (the title at y 8, the subtitle at 33), 42 of room below them, nothing ambiguous (the top
    /// is pinned).
    @Test func aBoundAtTheBottomLeavesRoom() throws {
        let labels = [Label(id: "title", height: 21), Label(id: "subtitle", height: 17)]
        let chain = [
            "title.top == cell.layoutMarginsGuide.top", "subtitle.top == title.bottom + 4",
            "subtitle.bottom <= cell.layoutMarginsGuide.bottom",
        ]
        for (height, cell) in [(nil, 58.0), (100, 100)] as [(Double?, Double)] {
            let (strategy, response, problems) = Self.layOut(try Self.cell(labels, height: height, chain))
            #expect(strategy == "blocks")
            #expect(problems.isEmpty, "\(problems)")
            #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, cell])
            #expect(BlockLayoutTests.frame(response, "title") == [8, 8, 120, 21])
            #expect(BlockLayoutTests.frame(response, "subtitle") == [8, 33, 120, 17])
            #expect(response.diagnostics.isEmpty)
        }
    }

    /// Declined: a third constraint on the title's height (`title.height >= 30 @500`) makes the
    /// chain's cost no longer its pairs' alone; the simplex fits the cell at 8 + 30 + 4 + 17 + 8 = 67
    /// (the term at 500 above the title's hugging at 250).
    @Test func aChainViewNamedElsewhereIsTheSimplexs() throws {
        let (strategy, response, problems) = Self.layOut(
            try Self.cell(
                [Label(id: "title", height: 21), Label(id: "subtitle", height: 17)], Self.chain + ["title.height >= 30 @ 500"]))
        #expect(strategy == "solver")
        #expect(problems.isEmpty, "\(problems)")
        #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, 67])
        #expect(BlockLayoutTests.frame(response, "title") == [8, 8, 120, 30])
    }

    /// Declined: a required resistance is no term U may weigh (the chain's cost would not be two
    /// optional terms); the simplex fits the cell at 58.
    @Test func aRequiredResistanceIsTheSimplexs() throws {
        let (strategy, response, problems) = Self.layOut(
            try Self.cell([Label(id: "title", height: 21, resistance: 1000), Label(id: "subtitle", height: 17)], Self.chain))
        #expect(strategy == "solver")
        #expect(problems.isEmpty, "\(problems)")
        #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, 58])
    }

    /// 500 random chains of 2 to 4 labels (heights, huggings, resistances, gaps, links written
    /// either way, ends on the frame or the margins, equalities or bounds that leave room, written
    /// from either side, a few bounds the other way, some links optional or `>=`, some labels
    /// hidden, the cell fitted, or held above or below the chain) against the simplex: the same
    /// diagnostics and stats, the same frames where unique, optimal ones where not.
    @Test func randomChainsAgreeWithTheSimplex() throws {
        var random = SplitMix64(state: 0xC4A1_0036)
        var fast = 0
        var failures: [String] = []
        for index in 0..<500 {
            let n = 2 + random.below(3)
            var labels: [Label] = []
            for i in 0..<n {
                labels.append(
                    Label(
                        id: "l\(i)", height: Double(5 + random.below(30)), hugging: random.pick([249, 250, 251, 750]),
                        resistance: random.chance(5) ? 1000 : random.pick([249, 749, 750, 751]), hidden: random.chance(12)))
            }
            let guide = random.below(2) == 0 ? "cell" : "cell.layoutMarginsGuide"
            // The ends: mostly equalities, some bounds that leave the chain room (`>=` at its top,
            // `<=` at its bottom, written from either side), a few the other way (no chain).
            let (top, bottom) = (random.below(9), random.below(9))
            var constraints = [
                random.pick([
                    "l0.top == \(guide).top + \(top)", "l0.top == \(guide).top + \(top)", "l0.top >= \(guide).top + \(top)",
                    "\(guide).top <= l0.top - \(top)", "l0.top <= \(guide).top + \(top)",
                ])
            ]
            for i in 1..<n {
                let gap = random.below(9)
                let priority = random.below(10) == 0 ? " @ 500" : ""
                let relation = random.below(12) == 0 ? ">=" : "=="
                constraints.append(
                    random.below(2) == 0
                        ? "l\(i).top \(relation) l\(i - 1).bottom + \(gap)\(priority)"
                        : "l\(i - 1).bottom \(relation == ">=" ? "<=" : "==") l\(i).top - \(gap)\(priority)")
            }
            constraints.append(
                random.pick([
                    "\(guide).bottom == l\(n - 1).bottom + \(bottom)", "\(guide).bottom == l\(n - 1).bottom + \(bottom)",
                    "\(guide).bottom >= l\(n - 1).bottom + \(bottom)", "l\(n - 1).bottom <= \(guide).bottom - \(bottom)",
                    "l\(n - 1).bottom >= \(guide).bottom - \(bottom)",
                ]))
            let height: Double? = random.below(3) == 0 ? Double(20 + random.below(150)) : nil
            // The chain's constraints in a rotated order: the series is found whatever order they come in.
            let turn = random.below(constraints.count)
            let document = try Self.cell(labels, height: height, Array(constraints[turn...] + constraints[..<turn]))
            let (strategy, _, problems) = Self.layOut(document)
            if strategy != "solver" { fast += 1 }
            if !problems.isEmpty { failures.append("\(index): \(problems) \(constraints) \(labels) \(height as Any)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        // Most chains are plain (required links, optional content sizes): the fast strategies take
        // them (398 of these 500).
        #expect(fast >= 390, "\(fast) of 500 fast")
    }
}
