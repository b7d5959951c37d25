@_spi(Testing) import LayoutEngine
import Testing

/// A view pinned to a sibling's edge (design note, section 5, "Pins to a sibling's edge"): a
/// real screen's header above its body, `body.top == header.bottom + 16`, the header pinned to
/// the safe area's top with a fixed height, taken by the fast strategies as a pin of the body to
/// the screen's top 44 + 44 + 16 below it.
@Suite struct SiblingPinTests {
    /// A screen 375 by 812 (safe area 44 on top, 34 below; margins 8) with a header (`header`,
    /// its `extra` fields, a centred `title` 100x22 inside it) and a body `body` (JSON), then the
    /// constraints: the header's leading and trailing at the screen's, its top at the safe area's;
    /// the title centred (down too, where `centred`); the body's leading and trailing at the
    /// screen's margins; `rest`.
    static func screen(
        header extra: String = #", "height": 44"#, body: String = stack, centred: Bool = true, _ rest: [String]
    ) throws -> LayoutDocument {
        let constraints = [
            "header.leading == screen.leading", "header.trailing == screen.trailing",
            "header.top == screen.safeAreaLayoutGuide.top", "title.centerX == header.centerX",
            "body.leading == screen.layoutMarginsGuide.leading", "body.trailing == screen.layoutMarginsGuide.trailing",
        ] + (centred ? ["title.centerY == header.centerY"] : []) + rest
        return try BlockLayoutTests.decoded("""
            {"root": {"id": "screen", "width": 375, "height": 812, "safeAreaInsets": {"top": 44, "bottom": 34}, "subviews": [
              {"id": "header", "subviews": [{"id": "title", "intrinsicContentSize": {"width": 100, "height": 22}}]\(extra)},
              \(body),
              {"id": "footer", "height": 50}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """)
    }

    /// A vertical stack, spacing 8, of `a` and `b`, each 44 high by content (b's vertical hugging
    /// 249: it takes any extra length).
    static let stack = """
        {"id": "body", "type": "stack", "axis": "vertical", "spacing": 8, "arrangedSubviews": [
          {"id": "a", "intrinsicContentSize": {"height": 44}},
          {"id": "b", "intrinsicContentSize": {"height": 44}, "contentHugging": {"vertical": 249}}]}
        """

    /// The footer pinned below: its leading and trailing at the screen's, its bottom at the safe area's.
    static let footerPins = [
        "footer.leading == screen.leading", "footer.trailing == screen.trailing",
        "footer.bottom == screen.safeAreaLayoutGuide.bottom",
    ]

    /// The footer pinned at the screen's top-left corner, out of the way.
    static let footerAside = ["footer.leading == screen.leading", "footer.top == screen.top", "footer.width == 10"]

    /// The views' frames in `response`, by id.
    static func frames(_ response: LayoutResponse, _ ids: [String]) -> [[Double]?] {
        ids.map { BlockLayoutTests.frame(response, $0) }
    }

    /// Across, the header spans the screen (0, 375), the title centred in it ((375 − 100) / 2 =
    /// 137.5), the body between the margins (8, 375 − 16 = 359). Down, the header at the safe
    /// area's top, 44, 44 high; the title centred ((44 − 22) / 2 = 11). The body's top at the
    /// header's bottom plus 16: 44 + 44 + 16 = 104; pinned on its top only, it is its own least-cost
    /// length, its content's 44 + 8 + 44 = 96 (`a` at 0, `b` at 52). The footer at the top-left
    /// corner, 10 by 50.
    @Test func aBodyBelowAFixedHeaderIsDirect() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.screen(["body.top == header.bottom + 16"] + Self.footerAside))
        #expect(strategy == "direct")
        #expect(response.diagnostics.isEmpty)
        #expect(Self.frames(response, ["screen", "header", "title", "body", "a", "b", "footer"]) == [
            [0, 0, 375, 812], [0, 44, 375, 44], [137.5, 11, 100, 22], [8, 104, 359, 96], [0, 0, 359, 44], [0, 52, 359, 44],
            [0, 0, 10, 50],
        ])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The same written the other way round, before the header's pins, and the header's height a
    /// required size term rather than its `height`: the same frames.
    @Test func theSiblingPinFirstAndAHeightTermAreTheSame() throws {
        let document = try Self.screen(header: "", ["header.bottom == body.top - 16", "header.height == 44"] + Self.footerAside)
        // The pin first: moved before the header's own.
        var constraints = document.constraints
        constraints.insert(constraints.remove(at: 7), at: 0)
        var reordered = document
        reordered.constraints = constraints
        let (strategy, response, solver) = BlockLayoutTests.layOut(reordered)
        #expect(strategy == "direct")
        #expect(Self.frames(response, ["header", "body", "b"]) == [[0, 44, 375, 44], [8, 104, 359, 96], [0, 52, 359, 44]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The body's bottom also pinned, 20 above the safe area's bottom: the body spans 104 to
    /// 812 − 34 − 20 = 758, 654 high; `a` keeps 44, `b` (hugging 249) takes the rest, 654 − 52 = 602.
    @Test func aBodyBetweenTheHeaderAndTheSafeAreaIsDirect() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.screen(
            ["body.top == header.bottom + 16", "body.bottom == screen.safeAreaLayoutGuide.bottom - 20"] + Self.footerAside))
        #expect(strategy == "direct")
        #expect(Self.frames(response, ["body", "a", "b"]) == [[8, 104, 359, 654], [0, 0, 359, 44], [0, 52, 359, 602]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A footer 50 high at the safe area's bottom (812 − 34 − 50 = 728) and the body's bottom 16
    /// above the footer's top: the body spans 104 to 712, 608 high, `b` 608 − 52 = 556.
    @Test func aBodyBetweenAHeaderAndAFooterIsDirect() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.screen(
            ["body.top == header.bottom + 16", "body.bottom == footer.top - 16"] + Self.footerPins))
        #expect(strategy == "direct")
        #expect(Self.frames(response, ["footer", "body", "b"]) == [[0, 728, 375, 50], [8, 104, 359, 608], [0, 52, 359, 556]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The body a plain view whose one subview `content` is pinned 12 inside it on every edge:
    /// pinned subviews of a pinned view, direct. The body spans 104 to 758 (654 high, as above);
    /// `content` at 12, 12, 359 − 24 = 335 wide, 654 − 24 = 630 high.
    @Test func aPlainBodyWithAPinnedSubviewIsDirect() throws {
        let body = #"{"id": "body", "subviews": [{"id": "content"}]}"#
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.screen(body: body, [
            "body.top == header.bottom + 16", "body.bottom == screen.safeAreaLayoutGuide.bottom - 20",
            "content.top == body.top + 12", "content.bottom == body.bottom - 12",
            "content.leading == body.leading + 12", "content.trailing == body.trailing - 12",
        ] + Self.footerAside))
        #expect(strategy == "direct")
        #expect(Self.frames(response, ["body", "content"]) == [[8, 104, 359, 654], [12, 12, 335, 630]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// `content` half the body's width (a multiplier: no pin, so a dependent block on the body, U,
    /// solved after it): 359 / 2 = 179.5 wide at 12; down as above, 12 and 630.
    @Test func aHalfWidthSubviewOfThePlainBodyIsBlocks() throws {
        let body = #"{"id": "body", "subviews": [{"id": "content"}]}"#
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.screen(body: body, [
            "body.top == header.bottom + 16", "body.bottom == screen.safeAreaLayoutGuide.bottom - 20",
            "content.top == body.top + 12", "content.bottom == body.bottom - 12",
            "content.leading == body.leading + 12", "content.width == 0.5 * body.width",
        ] + Self.footerAside))
        #expect(strategy == "blocks")
        #expect(Self.frames(response, ["body", "content"]) == [[8, 104, 359, 654], [12, 12, 179.5, 630]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The header's height its title's (pinned 11 inside it, top and bottom), no fixed length: the
    /// header floats, its least-cost height its title's 22 plus 22, 44; the body, floating too, is
    /// placed at the header's solved bottom plus 16: 44 + 44 + 16 = 104, as above.
    @Test func aBodyBelowAHeaderSizedByItsContentIsDirect() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.screen(header: "", centred: false, [
            "body.top == header.bottom + 16", "title.top == header.top + 11", "title.bottom == header.bottom - 11",
        ] + Self.footerAside))
        #expect(strategy == "direct")
        #expect(Self.frames(response, ["header", "title", "body"]) == [[0, 44, 375, 44], [137.5, 11, 100, 22], [8, 104, 359, 96]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The same header, the body's bottom also pinned (20 above the safe area's bottom): the body's
    /// length is the rest of the screen less the header's, which would trade with it. Declined:
    /// the simplex answers.
    @Test func aBodyHeldBelowAHeaderSizedByItsContentIsDeclined() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.screen(header: "", centred: false, [
            "body.top == header.bottom + 16", "title.top == header.top + 11", "title.bottom == header.bottom - 11",
            "body.bottom == screen.safeAreaLayoutGuide.bottom - 20",
        ] + Self.footerAside))
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The header's height 44 and, required too, 50: a conflict of U, whose set names the header's
    /// own constraints, which the pin read as a constant; declined, the simplex answers.
    @Test func aHeaderHeldAtTwoHeightsIsDeclined() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.screen(["body.top == header.bottom + 16", "header.height == 50"] + Self.footerAside))
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// A nav bar under the status bar: its top at the screen's, its bottom 44 below the safe area's
    /// top (*Across the superview's edges*: the screen 812 high, the bar's bottom 812 − (44 + 44)
    /// above the screen's bottom), and the body 16 below it. Down, the bar 0 to 88; the body at
    /// 88 + 16 = 104, its content's 96 high. Across as above.
    static func navigationBar() throws -> LayoutDocument {
        try BlockLayoutTests.decoded("""
            {"root": {"id": "screen", "width": 375, "height": 812, "safeAreaInsets": {"top": 44, "bottom": 34}, "subviews": [
              {"id": "bar"}, \(stack)]},
             "constraints": ["bar.leading == screen.leading", "bar.trailing == screen.trailing", "bar.top == screen.top",
               "bar.bottom == screen.safeAreaLayoutGuide.top + 44", "body.top == bar.bottom + 16",
               "body.leading == screen.layoutMarginsGuide.leading", "body.trailing == screen.layoutMarginsGuide.trailing"]}
            """)
    }

    @Test func aBodyBelowANavigationBarIsDirect() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.navigationBar())
        #expect(strategy == "direct")
        #expect(Self.frames(response, ["bar", "body", "b"]) == [[0, 0, 375, 88], [8, 104, 359, 96], [0, 52, 359, 44]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// The bar's offset holds the screen's height: laid out again at 200 sizes (the height moving
    /// too), each answer bit for bit the one laid out from nothing, on both strategies.
    @Test func aNavigationBarFollowsTheScreensHeight() throws {
        let sizes = IncrementalSizesTests.sweep(from: 320, to: 430, height: 700, heights: true)
        let timings = IncrementalSizesTests.expectSameAsFromNothing(
            try Self.navigationBar(), sizes: sizes, directPath: true, label: "navigation bar")
        #expect(timings.movedSizeCount > 0)
        IncrementalSizesTests.expectSameAsFromNothing(try Self.navigationBar(), sizes: sizes, directPath: false, label: "simplex")
    }

    /// Without a height the screen's length is not fixed: the bar's bottom is no offset from an
    /// edge the direct method holds, and the document goes to the simplex.
    @Test func aNavigationBarOnAScreenOfFittingHeightIsDeclined() throws {
        var document = try Self.navigationBar()
        document.root.height = nil
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// How many of ``randomScreensAgreeWithTheSimplex()``'s documents.
    static let documents = 300

    /// Random screens of the shape: the header fixed by its `height` or a size term (required or
    /// not) or sized by its title, or a nav bar to 44 below the safe area's top, pinned at the top or the safe area's top, maybe hidden; the body a stack or a plain
    /// view with a pinned subview, its top at the header's bottom (either side first, required or
    /// not), its bottom free or at the screen's, the safe area's or a footer's top; a row of an
    /// icon and a label below the header or the body, the label after the icon and centred on it
    /// (or at its top, or its bottom optionally); the screen fixed or of fitting height; left to
    /// right or right to left; the constraints in a random order. Each agrees with the simplex
    /// (frames within 1e-9, the same diagnostics, optimal where tied, the same counts).
    @Test func randomScreensAgreeWithTheSimplex() throws {
        var random = SplitMix64(state: 0x5EED_0036)
        var (fast, clean, cleanFast) = (0, 0, 0)
        var failures: [String] = []
        for index in 0..<Self.documents {
            let height = random.pick([30, 44, 60])
            var headerExtra = ""
            var constraints = [
                "header.leading == screen.leading", "header.trailing == screen.trailing", "title.centerX == header.centerX",
                "body.leading == screen.layoutMarginsGuide.leading", "body.trailing == screen.layoutMarginsGuide.trailing",
                random.pick(["header.top == screen.safeAreaLayoutGuide.top", "header.top == screen.top + 8"]),
            ]
            // Or a nav bar: from the screen's top to 44 below the safe area's (across the screen's edges).
            if random.chance(20) {
                constraints.removeLast()
                constraints += ["header.top == screen.top", "header.bottom == screen.safeAreaLayoutGuide.top + 44"]
            }
            switch random.below(5) {
            case 0, 1: headerExtra += #", "height": \#(height)"#
            case 2: constraints.append("header.height == \(height)")
            case 3: constraints.append("header.height == \(height) @\(random.pick([250, 750, 999]))")
            default:
                // Sized by its title: 11 above and below it (no centre then).
                constraints += ["title.top == header.top + 11", "title.bottom == header.bottom - 11"]
            }
            if !constraints.contains("title.bottom == header.bottom - 11") { constraints.append("title.centerY == header.centerY") }
            if random.chance(15) { headerExtra += #", "hidden": true"# }
            if random.chance(8) { constraints.append("header.height == \(height + 6)") }
            let gap = random.pick([0, 16, -4])
            let priority = random.chance(85) ? "" : " @\(random.pick([750, 999]))"
            // `+ -4` is no constant the grammar reads: the sign goes in the operator.
            let (plus, minus) = gap < 0 ? ("- \(-gap)", "+ \(-gap)") : ("+ \(gap)", "- \(gap)")
            constraints.append(
                random.chance(50) ? "body.top == header.bottom \(plus)\(priority)" : "header.bottom == body.top \(minus)\(priority)")
            var body = """
                {"id": "body", "type": "stack", "axis": "vertical", "spacing": \(random.pick([0, 8])), "arrangedSubviews": [
                  {"id": "a", "intrinsicContentSize": {"height": 44}\(random.chance(20) ? #", "hidden": true"# : "")},
                  {"id": "b", "intrinsicContentSize": {"height": 44}, "contentHugging": {"vertical": \(random.pick([249, 250, 251]))}}]}
                """
            if random.chance(35) {
                body = #"{"id": "body", "subviews": [{"id": "content", "intrinsicContentSize": {"height": 30}}]}"#
                constraints += ["content.top == body.top + 12", "content.leading == body.leading + 12", "content.trailing == body.trailing - 12"]
                if random.chance(70) { constraints.append("content.bottom == body.bottom - 12") }
            }
            var footerPinned = false
            switch random.below(4) {
            case 0: break
            case 1: constraints.append("body.bottom == screen.bottom - \(random.pick([0, 20]))")
            case 2: constraints.append("body.bottom == screen.safeAreaLayoutGuide.bottom - 20")
            default:
                constraints.append(random.chance(50) ? "body.bottom == footer.top - 16" : "footer.top == body.bottom + 16")
                footerPinned = true
            }
            constraints += footerPinned ? Self.footerPins : Self.footerAside
            if random.chance(10) { constraints.append("body.leading == header.leading + 8") }
            // A row under the header: an icon 40 by 40 (or of free width), 8 below the header, and a
            // label after it, centred on it (a chain: the label's centre from the icon's top and height).
            let iconWidth = random.chance(80) ? #", "width": 40"# : ""
            constraints += [
                "icon.leading == screen.leading + 16", random.pick(["icon.top == header.bottom + 8", "icon.top == body.bottom + 8"]),
                random.pick(["label.leading == icon.trailing + 12", "icon.trailing == label.leading - 12", "label.left == icon.right + 12"]),
                "label.trailing == screen.trailing - 16",
                random.pick(["label.centerY == icon.centerY", "label.top == icon.top", "label.bottom == icon.bottom @750"]),
            ]
            // Shuffled: the header's pins before or after the body's.
            for position in constraints.indices.reversed() {
                constraints.swapAt(position, random.below(position + 1))
            }
            let rootHeight = random.chance(75) ? #", "height": 812"# : ""
            let json = """
                {"root": {"id": "screen", "width": 375\(rootHeight), "safeAreaInsets": {"top": 44, "bottom": 34}, "subviews": [
                  {"id": "header", "subviews": [{"id": "title", "intrinsicContentSize": {"width": 100, "height": 22}}]\(headerExtra)},
                  \(body),
                  {"id": "footer", "height": 50},
                  {"id": "icon", "height": 40\(iconWidth)}, {"id": "label", "intrinsicContentSize": {"width": 90, "height": 20}}]},
                 "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))],
                 "options": {"layoutDirection": "\(random.chance(25) ? "rightToLeft" : "leftToRight")"}}
                """
            let pair = try StrategyPair(json)
            let isFast = pair.timings.solverLayouts == 0
            fast += isFast ? 1 : 0
            if pair.solver.diagnostics.isEmpty {
                clean += 1
                cleanFast += isFast ? 1 : 0
            }
            let problems = OptimalityCheck.differencesAndCounts(
                pair.document, actual: pair.response, expected: pair.solver, close: BlockLayoutDifferentialTests.close)
            if !problems.isEmpty { failures.append("document \(index): \(problems.prefix(3).joined(separator: "; "))\n\(json)") }
        }
        #expect(failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(3).joined(separator: "\n"))")
        print("SiblingPinTests: \(fast) of \(Self.documents) fast; \(cleanFast) of the \(clean) without diagnostics")
        #expect(fast * 100 >= 30 * Self.documents, "\(fast)")
    }
}
