import Foundation
@_spi(Testing) @testable import LayoutEngine
import TestSupport
import Testing

/// Scroll views (`"type": "scroll"`, issue 15 part 3): the content and frame layout guides,
/// content coordinates, `contentSize`, UIKit's legacy edge rule, and the direct path's
/// ``ScrollReduction`` against the whole-document simplex.
@Suite struct ScrollViewTests {
    /// A screen 375 × 667 with a scroll view 20 below its top and flush with its other edges
    /// (frame (0, 20, 375, 647)), holding `content` and the constraints `inside`.
    static func screen(content: String, inside: [String], options: String = "{}") -> String {
        let pins = ["scroll.leading == screen.leading", "scroll.trailing == screen.trailing",
                    "scroll.top == screen.top + 20", "scroll.bottom == screen.bottom"]
        let constraints = (pins + inside).map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"root": {"id": "screen", "width": 375, "height": 667, "subviews": [
               {"id": "scroll", "type": "scroll", "subviews": [\(content)]}]},
             "constraints": [\(constraints)], "options": \(options)}
            """
    }

    /// A vertical stack `form` of `count` rows 97 × 30 (seed 002's text fields), spacing 8.
    static func form(rows count: Int) -> String {
        let rows = (0..<count).map { #"{"id": "row\#($0)", "intrinsicContentSize": {"width": 97, "height": 30}}"# }
        return #"{"id": "form", "type": "stack", "axis": "vertical", "spacing": 8, "arrangedSubviews": [\#(rows.joined(separator: ", "))]}"#
    }

    /// Seed 002's anchoring (`H:|-20-[form]-20-|`, `V:|-20-[form]-8-|`) on the content layout
    /// guide, the form as wide as the frame less 40: the pattern of a form or feed in a scroll view.
    static let guidePins = [
        "form.leading == scroll.contentLayoutGuide.leading + 20", "form.trailing == scroll.contentLayoutGuide.trailing - 20",
        "form.top == scroll.contentLayoutGuide.top + 20", "form.bottom == scroll.contentLayoutGuide.bottom - 8",
        "form.width == scroll.frameLayoutGuide.width - 40",
    ]

    /// The same with UIKit's legacy rule: the scroll view's own edges against its content are the
    /// content guide's, its width the frame's.
    static let legacyPins = [
        "form.leading == scroll.leading + 20", "form.trailing == scroll.trailing - 20",
        "form.top == scroll.top + 20", "form.bottom == scroll.bottom - 8", "form.width == scroll.width - 40",
    ]

    /// `json` laid out by the engine and by the whole-document simplex, which must agree: the
    /// same diagnostics and stats, the same error vector at the engine's frames (``OptimalityCheck``),
    /// and, where the optimum is unique (no `ambiguous` diagnostic), the same frames and
    /// `contentSize`s; the engine's response and strategy counters.
    /// - Parameter measured: the document has labels or buttons, which the error vector's own
    ///   lowering (no text measurer) cannot size, so only the frames are compared.
    static func layOut(_ json: String, measured: Bool = false) throws -> (LayoutResponse, LayoutTimings) {
        let pair = try StrategyPair(json)
        let (document, response, timings, solver) = (pair.document, pair.response, pair.timings, pair.solver)
        #expect(response.diagnostics == solver.diagnostics)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
        if !measured {
            #expect(OptimalityCheck.differences(document, actual: response, expected: solver).isEmpty)
        }
        guard solver.diagnostics.isEmpty else { return (response, timings) }
        #expect(response.frames.count == solver.frames.count)
        for (frame, expected) in zip(response.frames, solver.frames) {
            #expect(close([frame.x, frame.y, frame.width, frame.height], [expected.x, expected.y, expected.width, expected.height]),
                    "\(frame) against the simplex's \(expected)")
        }
        #expect(response.scroll.count == solver.scroll.count)
        for (content, expected) in zip(response.scroll, solver.scroll) {
            #expect(content.id == expected.id && close([content.width, content.height], [expected.width, expected.height]))
        }
        return (response, timings)
    }

    static func contentSize(_ response: LayoutResponse, _ id: String = "scroll") -> [Double]? {
        response.scroll.first(where: { $0.id == id }).map { [$0.width, $0.height] }
    }

    @Test func fiftyRowFormInAScrollViewTakesTheDirectPath() throws {
        let (response, timings) = try Self.layOut(Self.screen(content: Self.form(rows: 50), inside: Self.guidePins))
        #expect(timings.directLayouts == 1 && timings.solverLayouts == 0 && timings.blockLayouts == 0, "\(timings)")
        // The scroll view: (0, 20) and 375 × (667 − 20). The form, in content coordinates: 20 from
        // the content's leading and top edges, 375 − 40 = 335 wide (the frame guide's width less 40);
        // its height is its rows': 50 × 30 + 49 × 8 = 1,892 (fill, rows at their intrinsic 30).
        #expect(close(response.frame("scroll"), [0, 20, 375, 647]))
        #expect(close(response.frame("form"), [20, 20, 335, 1892]))
        // Row i at y = 38 i in the form, as wide as it (alignment fill).
        #expect(close(response.frame("row0"), [0, 0, 335, 30]))
        #expect(close(response.frame("row49"), [0, 49 * 38, 335, 30]))
        // contentSize: 20 + 335 + 20 wide, 20 + 1,892 + 8 tall.
        #expect(close(Self.contentSize(response), [375, 1920]))
    }

    /// Seed 002's sign-in form (examples/002-sign-in-form.json) moved into a scroll view that
    /// fills the screen, its own visual formats unchanged: `|` is now the scroll view, whose edges
    /// against its content are the content's (the legacy rule), and the form is as wide as the frame
    /// less 40. Its buttons are given the 30 points Interface Builder stores for a system button
    /// (an explicit `intrinsicContentSize` overrides the measurement): Inter's 15-point line makes
    /// them 30⅓, over the article's `<= 30` caps, and their fillProportionally shares then conflict
    /// with the caps, a tie this test of scroll views is not about. Its labels are measured.
    @Test func seed002FormInAScrollViewTakesItsNaturalHeight() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: repository.appendingPathComponent("examples/002-sign-in-form.json"), encoding: .utf8)
        let buttons = text.replacingOccurrences(of: #""type": "button","#, with: #""type": "button", "intrinsicContentSize": {"height": 30},"#)
        #expect(buttons != text)
        // The form alone at its root's 375×667: without its `options.sizes` (portrait and landscape).
        var document = try #require(try JSONSerialization.jsonObject(with: Data(buttons.utf8)) as? [String: Any])
        #expect(document.removeValue(forKey: "options") != nil)
        let data = try JSONSerialization.data(withJSONObject: document)
        var root = try #require(document["root"] as? [String: Any])
        root["subviews"] = [["id": "scroll", "type": "scroll", "subviews": root["subviews"] ?? []]]
        document["root"] = root
        document["constraints"] = [
            "scroll.leading == view.leading", "scroll.trailing == view.trailing", "scroll.top == view.top",
            "scroll.bottom == view.bottom", "formStackView.width == scroll.frameLayoutGuide.width - 40",
        ]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        let (response, timings) = try Self.layOut(json, measured: true)
        // The plain example takes the direct path (its `<= 30` shares clamped on the held canvas);
        // in a scroll view the direct path measures no nested stack's fitting size (the header's)
        // from its cost (`DirectTree.forgoMeasuring`: their constraints are rewritten), and until
        // session 35 the form went to the simplex; now the tree reads the builders' own
        // measurement of the header (`DirectTree.builtNaturalSize(_:axis:)`, the original
        // document's constraints, as the builders' lowering reads them) and takes it.
        let (_, plain) = try Self.layOut(String(decoding: data, as: UTF8.self), measured: true)
        #expect(plain.directLayouts > 0 && plain.solverLayouts == 0, "\(plain)")
        #expect(timings.directLayouts > 0 && timings.solverLayouts == 0, "\(timings)")
        #expect(response.diagnostics.isEmpty)
        // In the screen the form was stretched to 639 (667 − 20 − 8). In the scroll view nothing
        // stretches it: the content's height is pulled toward 0 only at 50, so the form takes the
        // height H at which every fillProportionally share (999 down to 995) and every compression
        // resistance (750) holds: each visible view at its own size, H = 102 + 4 × 30 + label + 5 × 8
        // (the header's 102 being 60 + 8 + 34, the title one 28-point line of Inter, 33.886 rounded
        // up to 34; the sign-in label one 17-point line, 20.574 rounded up to 20⅔): 282⅔. Any
        // smaller H keeps the shares but breaks the resistances at 750; a larger one breaks the
        // fields' required caps of 30 or their shares.
        let title = InterReference.ceil(InterReference.lineHeight(28))
        let label = InterReference.ceil(InterReference.lineHeight(17))
        let height = 60 + 8 + title + 4 * 30 + label + 5 * 8
        #expect(close(response.frame("formStackView"), [20, 20, 335, height]))
        #expect(close(response.frame("headerStackView"), [0, 0, 335, 68 + title]))
        #expect(close(response.frame("logo"), [0, 0, 335, 60]))
        #expect(close(response.frame("titleLabel"), [0, 68, 335, title]))
        // Fields at 102 + 8 = 110, then every 38; the label at 224, the last button 8 below it.
        #expect(close(response.frame("emailField"), [0, 76 + title, 335, 30]))
        #expect(close(response.frame("signInButton"), [0, 152 + title, 335, 30]))
        #expect(close(response.frame("signInLabel"), [0, 190 + title, 335, label]))
        #expect(close(response.frame("forgotButton"), [0, 198 + title + label, 335, 30]))
        // The hidden recovery views collapse at the form's bottom.
        #expect(close(response.frame("backToSignIn"), [0, height, 335, 0]))
        // contentSize: 20 + 335 + 20 by 20 + H + 8.
        #expect(close(Self.contentSize(response), [375, 20 + height + 8]))
    }

    @Test func horizontalCarouselScrollsSideways() throws {
        let cards = (0..<10).map { #"{"id": "card\#($0)", "intrinsicContentSize": {"width": 120, "height": 80}}"# }
        let json = """
            {"root": {"id": "screen", "width": 375, "height": 300, "subviews": [
               {"id": "carousel", "type": "scroll", "subviews": [
                 {"id": "strip", "type": "stack", "spacing": 12, "arrangedSubviews": [\(cards.joined(separator: ", "))]}]}]},
             "constraints": ["carousel.leading == screen.leading", "carousel.trailing == screen.trailing",
                             "carousel.top == screen.top + 50", "carousel.height == 100",
                             "strip.leading == carousel.contentLayoutGuide.leading",
                             "strip.trailing == carousel.contentLayoutGuide.trailing",
                             "strip.top == carousel.contentLayoutGuide.top",
                             "strip.bottom == carousel.contentLayoutGuide.bottom",
                             "strip.height == carousel.frameLayoutGuide.height"]}
            """
        let (response, timings) = try Self.layOut(json)
        #expect(timings.directLayouts == 1, "\(timings)")
        // The carousel: (0, 50, 375, 100). The strip is as tall as the frame (100), and as wide as
        // its cards: 10 × 120 + 9 × 12 = 1,308; the cards fill its height, 100 (the tie is required,
        // their hugging of 80 at 250 gives way). Card i at x = 132 i.
        #expect(close(response.frame("carousel"), [0, 50, 375, 100]))
        #expect(close(response.frame("strip"), [0, 0, 1308, 100]))
        #expect(close(response.frame("card9"), [9 * 132, 0, 120, 100]))
        #expect(close(Self.contentSize(response, "carousel"), [1308, 100]))
    }

    /// A vertical feed whose rows are carousels: scroll views in a stack in a scroll view.
    /// With `rounding: "pixel"`, a `contentSize` is rounded as a frame's size is: its content's
    /// far edges less its near edges on the grid, the content starting where the scroll view does.
    ///
    /// Derivation, at scale 2: the carousel is at x 0.2, y 50.25, 100.3 tall; its strip of ten cards
    /// 120.01 wide with spacing 12 is 1,200.1 + 108 = 1,308.1 wide and as tall as the frame. Across:
    /// near edge 0.2 × 2 = 0.4 → pixel 0, far edge 1,308.3 × 2 = 2,616.6 → 2,617: width 2,617 / 2 =
    /// 1,308.5. Down: near 50.25 × 2 = 100.5 → 101 (halves away from zero), far 150.55 × 2 = 301.1
    /// → 301: height 200 / 2 = 100. The strip, pinned to the content, has the same rounded size.
    @Test func contentSizeIsRoundedLikeAFrame() throws {
        let cards = (0..<10).map { #"{"id": "card\#($0)", "intrinsicContentSize": {"width": 120.01, "height": 80}}"# }
        let json = """
            {"root": {"id": "screen", "width": 375, "height": 300, "subviews": [
               {"id": "carousel", "type": "scroll", "subviews": [
                 {"id": "strip", "type": "stack", "spacing": 12, "arrangedSubviews": [\(cards.joined(separator: ", "))]}]}]},
             "constraints": ["carousel.leading == screen.leading + 0.2", "carousel.trailing == screen.trailing",
                             "carousel.top == screen.top + 50.25", "carousel.height == 100.3",
                             "strip.leading == carousel.contentLayoutGuide.leading",
                             "strip.trailing == carousel.contentLayoutGuide.trailing",
                             "strip.top == carousel.contentLayoutGuide.top",
                             "strip.bottom == carousel.contentLayoutGuide.bottom",
                             "strip.height == carousel.frameLayoutGuide.height"],
             "options": {"rounding": "pixel", "displayScale": 2}}
            """
        let (response, timings) = try Self.layOut(json)
        #expect(timings.directLayouts == 1, "\(timings)")
        #expect(Self.contentSize(response, "carousel") == [1308.5, 100])
        let strip = try #require(response.frames.first { $0.id == "strip" })
        #expect([strip.width, strip.height] == [1308.5, 100])
    }

    @Test func carouselsInAFeed() throws {
        func carousel(_ n: Int) -> String {
            let cards = (0..<5).map { #"{"id": "card\#(n)_\#($0)", "intrinsicContentSize": {"width": 100, "height": 80}}"# }
            return #"{"id": "row\#(n)", "type": "scroll", "height": 100, "subviews": [{"id": "strip\#(n)", "type": "stack", "spacing": 8, "arrangedSubviews": [\#(cards.joined(separator: ", "))]}]}"#
        }
        func pins(_ content: String, in scroll: String, tie: String) -> [String] {
            ["leading", "trailing", "top", "bottom"].map { "\(content).\($0) == \(scroll).contentLayoutGuide.\($0)" }
                + ["\(content).\(tie) == \(scroll).frameLayoutGuide.\(tie)"]
        }
        let title = #"{"id": "title%d", "intrinsicContentSize": {"width": 200, "height": 30}}"#
        let list = #"{"id": "list", "type": "stack", "axis": "vertical", "spacing": 10, "arrangedSubviews": ["#
            + [String(format: title, 1), carousel(1), String(format: title, 2), carousel(2)].joined(separator: ", ") + "]}"
        let constraints = ["feed.leading == screen.leading", "feed.trailing == screen.trailing", "feed.top == screen.top",
                           "feed.bottom == screen.bottom"]
            + pins("list", in: "feed", tie: "width") + pins("strip1", in: "row1", tie: "height")
            + pins("strip2", in: "row2", tie: "height")
        let json = """
            {"root": {"id": "screen", "width": 375, "height": 667, "subviews": [
               {"id": "feed", "type": "scroll", "subviews": [\(list)]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """
        let (response, timings) = try Self.layOut(json)
        #expect(timings.directLayouts == 1, "\(timings)")
        // The list: as wide as the feed's frame, 375; its rows 30, 100 (the shorthand), 30, 100 with
        // 10 between: 290 tall, so the feed's content is 375 × 290 (less than its 667).
        #expect(close(response.frame("list"), [0, 0, 375, 290]))
        #expect(close(Self.contentSize(response, "feed"), [375, 290]))
        // Row 2 at 30 + 10 + 100 + 10 + 30 + 10 = 190, 375 wide (the list's fill alignment).
        #expect(close(response.frame("row2"), [0, 190, 375, 100]))
        // A strip: as tall as its row's frame (100, the cards stretched from 80 to it, their hugging
        // at 250 giving way to the required tie), as wide as its cards, 5 × 100 + 4 × 8 = 532.
        #expect(close(response.frame("strip2"), [0, 0, 532, 100]))
        #expect(close(response.frame("card2_4"), [432, 0, 100, 100]))
        #expect(close(Self.contentSize(response, "row1"), [532, 100]))
        #expect(response.scroll.map(\.id) == ["feed", "row1", "row2"])
    }

    /// Decorations (plain leaves: a line under the form in the content, a shadow on the scroll
    /// view's frame) are dependent blocks after the direct part, which keeps the scroll view.
    @Test func decoratedScrollViewTakesTheDirectPartAndBlocks() throws {
        let content = Self.form(rows: 3) + #", {"id": "line"}"#
        let json = """
            {"root": {"id": "screen", "width": 375, "height": 667, "subviews": [
               {"id": "scroll", "type": "scroll", "subviews": [\(content)]}, {"id": "shadow"}]},
             "constraints": [\((["scroll.leading == screen.leading", "scroll.trailing == screen.trailing",
                                 "scroll.top == screen.top + 20", "scroll.bottom == screen.bottom"] + Self.guidePins + [
                                 "line.leading == form.leading", "line.trailing == form.trailing",
                                 "line.top == form.bottom + 4", "line.height == 1",
                                 "shadow.leading == scroll.leading", "shadow.trailing == scroll.trailing",
                                 "shadow.bottom == scroll.top", "shadow.height == 2"]).map { "\"\($0)\"" }.joined(separator: ", "))]}
            """
        let (response, timings) = try Self.layOut(json)
        #expect(timings.blockLayouts == 1 && timings.solverLayouts == 0, "\(timings)")
        // The form as without the line (20, 20, 335, 106); the line 4 below it, 1 tall: y 130.
        // The shadow, outside the scroll view, on its frame: 2 tall ending at its top, 20.
        #expect(close(response.frame("line"), [20, 130, 335, 1]))
        #expect(close(response.frame("shadow"), [0, 18, 375, 2]))
        // The line does not pin the content: contentSize as without it.
        #expect(close(Self.contentSize(response), [375, 134]))
    }

    @Test func contentSmallerThanTheFrameKeepsItsOwnSize() throws {
        let (response, timings) = try Self.layOut(Self.screen(content: Self.form(rows: 3), inside: Self.guidePins))
        #expect(timings.directLayouts == 1, "\(timings)")
        // Three rows: 3 × 30 + 2 × 8 = 106 tall, far less than the frame's 647: the content is
        // 20 + 106 + 8 = 134 tall, not stretched to the frame (nothing ties its height to it).
        #expect(close(response.frame("form"), [20, 20, 335, 106]))
        #expect(close(Self.contentSize(response), [375, 134]))
    }

    @Test func scrollViewArrangedInAStack() throws {
        let rows = (0..<3).map { #"{"id": "row\#($0)", "intrinsicContentSize": {"width": 100, "height": 44}}"# }
        let json = """
            {"root": {"id": "screen", "width": 375, "height": 667, "subviews": [
               {"id": "page", "type": "stack", "axis": "vertical", "arrangedSubviews": [
                 {"id": "header", "intrinsicContentSize": {"width": 375, "height": 44}},
                 {"id": "scroll", "type": "scroll", "subviews": [
                   {"id": "list", "type": "stack", "axis": "vertical", "arrangedSubviews": [\(rows.joined(separator: ", "))]}]}]}]},
             "constraints": ["page.leading == screen.leading", "page.trailing == screen.trailing",
                             "page.top == screen.top", "page.bottom == screen.bottom",
                             "list.leading == scroll.contentLayoutGuide.leading + 16",
                             "list.trailing == scroll.contentLayoutGuide.trailing - 16",
                             "list.top == scroll.contentLayoutGuide.top + 16",
                             "list.bottom == scroll.contentLayoutGuide.bottom - 16",
                             "list.width == scroll.frameLayoutGuide.width - 32"]}
            """
        let (response, timings) = try Self.layOut(json)
        #expect(timings.directLayouts == 1, "\(timings)")
        // The page fills the screen. The header keeps its 44 (resistance 750 and hugging 250 both
        // met), the scroll view, with no intrinsic height and so nothing against it, takes the
        // other 667 − 44 = 623. The list: 375 − 32 = 343 wide at (16, 16), 3 × 44 = 132 tall.
        #expect(close(response.frame("header"), [0, 0, 375, 44]))
        #expect(close(response.frame("scroll"), [0, 44, 375, 623]))
        #expect(close(response.frame("list"), [16, 16, 343, 132]))
        #expect(close(Self.contentSize(response), [375, 164]))
    }

    @Test func legacyEdgesPinToTheContent() throws {
        let (guide, _) = try Self.layOut(Self.screen(content: Self.form(rows: 3), inside: Self.guidePins))
        let (legacy, timings) = try Self.layOut(Self.screen(content: Self.form(rows: 3), inside: Self.legacyPins))
        #expect(timings.directLayouts == 1, "\(timings)")
        // `form.bottom == scroll.bottom - 8` is the content's bottom, not the frame's: were it the
        // frame's, the form would stretch to 647 − 28 = 619. Same frames and contentSize as the guides.
        #expect(legacy.frames == guide.frames)
        #expect(close(legacy.frame("form"), [20, 20, 335, 106]))
        #expect(close(Self.contentSize(legacy), [375, 134]))
    }

    @Test func constraintsNameTheGuidesAndTheLegacyRule() throws {
        let json = Self.screen(content: Self.form(rows: 2), inside: Self.legacyPins, options: #"{"include": ["constraints"]}"#)
        let (response, timings) = try Self.layOut(json)
        #expect(timings.solverLayouts == 1)
        let texts = response.constraints ?? []
        for expected in [
            "scroll-content-origin: scroll.contentLayoutGuide.left == scroll.left",
            "scroll-content-origin: scroll.contentLayoutGuide.top == scroll.top",
            "scroll-content-fit: scroll.contentLayoutGuide.width == 0 @50",
            "scroll-content-fit: scroll.contentLayoutGuide.height == 0 @50",
            "scroll-frame-guide: scroll.frameLayoutGuide.width == scroll.width",
            // The legacy rule shows: an edge against the content is the content guide's ...
            "constraints[6]: form.top == scroll.contentLayoutGuide.top + 20",
            "constraints[7]: form.bottom == scroll.contentLayoutGuide.bottom - 8",
            // ... the width stays the frame's, and the scroll view's own pins stay its frame's.
            "constraints[8]: form.width == scroll.width - 40",
            "constraints[3]: scroll.bottom == screen.bottom",
        ] {
            #expect(texts.contains(expected), "\(expected) in \(texts)")
        }
    }

    @Test func contentSizeIsZeroWithNothingOnTheContentGuide() throws {
        // A label pinned by its top-left corner only: nothing sizes the content guide, which is
        // pulled to zero (UIKit's contentSize starts at zero), unique, so no ambiguity.
        let pinned = """
            {"root": {"id": "s", "type": "scroll", "width": 100, "height": 100, "subviews": [
               {"id": "a", "intrinsicContentSize": {"width": 10, "height": 10}}]},
             "constraints": ["a.top == s.contentLayoutGuide.top + 5", "a.leading == s.contentLayoutGuide.leading + 5"]}
            """
        let (response, _) = try Self.layOut(pinned)
        #expect(close(Self.contentSize(response, "s"), [0, 0]))
        #expect(close(response.frame("a"), [5, 5, 10, 10]))
        #expect(response.diagnostics.isEmpty)
        // An empty scroll view: contentSize zero too.
        let (empty, _) = try Self.layOut(#"{"root": {"id": "s", "type": "scroll", "width": 100, "height": 50}}"#)
        #expect(close(Self.contentSize(empty, "s"), [0, 0]))
        #expect(empty.diagnostics.isEmpty)
    }

    @Test func framesInContentAndRootCoordinates() throws {
        let relative = try Self.layOut(Self.screen(content: Self.form(rows: 3), inside: Self.guidePins)).0
        let absolute = try Self.layOut(
            Self.screen(content: Self.form(rows: 3), inside: Self.guidePins, options: #"{"frames": "absolute"}"#)).0
        // Relative to the scroll view, the form is in content coordinates: (20, 20), the content
        // guide's origin being the scroll view's at offset 0. In the root's: (0 + 20, 20 + 20).
        #expect(close(relative.frame("form"), [20, 20, 335, 106]))
        #expect(close(absolute.frame("form"), [20, 40, 335, 106]))
        // Row 2: 76 into the form, so at y 40 + 76 = 116 in the root's coordinates.
        #expect(close(relative.frame("row2"), [0, 76, 335, 30]))
        #expect(close(absolute.frame("row2"), [20, 116, 335, 30]))
        #expect(Self.contentSize(relative) == Self.contentSize(absolute))
    }

    /// The decoder reads scroll documents whatever the order of `type` and `id` (the id is
    /// declared a scroll view's once `type` is read), with guides in strings, objects and beside
    /// visual formats: the same document either way, its guide constraints resolved.
    @Test func scrollViewsDecodeWhateverTheirMembersOrder() throws {
        let documents = [
            Self.screen(content: Self.form(rows: 2), inside: Self.guidePins),
            Self.screen(content: Self.form(rows: 2), inside: Self.legacyPins),
            #"{"root": {"type": "scroll", "id": "s", "width": 10, "subviews": [{"id": "a"}]}, "constraints": [{"firstItem": "a", "firstAttribute": "top", "relation": "==", "secondItem": "s.contentLayoutGuide", "secondAttribute": "top"}], "visualFormat": [{"format": "H:|-[a]-|"}]}"#,
        ]
        for text in documents {
            let typeFirst = text.replacingOccurrences(of: #""id": "scroll", "type": "scroll""#, with: #""type": "scroll", "id": "scroll""#)
            let idFirst = typeFirst
                .replacingOccurrences(of: #""type": "scroll", "id": "scroll""#, with: #""id": "scroll", "type": "scroll""#)
                .replacingOccurrences(of: #""type": "scroll", "id": "s""#, with: #""id": "s", "type": "scroll""#)
            #expect(idFirst != typeFirst, "the variants differ in their members' order: \(text)")
            let first = try DocumentFixture.document(typeFirst)
            let second = try DocumentFixture.document(idFirst)
            #expect(DocumentDescription.text(first) == DocumentDescription.text(second))
            #expect(first.constraints == second.constraints)
            #expect(second.root.isScroll || second.root.subviews.first?.isScroll == true)
        }
        // VFL relates views: a scroll view is one, its guides are not.
        let vfl = #"{"root": {"id": "s", "type": "scroll", "subviews": [{"id": "a"}]}, "visualFormat": [{"format": "V:|[a]|"}]}"#
        let constraints = try DocumentFixture.document(vfl).constraints
        #expect(constraints.map { "\($0.first.item) \($0.second.map { "\($0.item)" } ?? "")" } == ["a s", "s a"])
    }

    @Test func scrollGuidesAreRefusedElsewhere() throws {
        let notScroll = #"{"root": {"id": "v", "width": 10, "height": 10}, "constraints": ["v.top == v.contentLayoutGuide.top"]}"#
        #expect(DocumentFixture.errors(notScroll).map(\.detail)
            == [#"column 10: 'v' is not a scroll view; only scroll views ("type": "scroll") have a contentLayoutGuide"#])
        let object = #"{"root": {"id": "v"}, "constraints": [{"firstItem": "v.frameLayoutGuide", "firstAttribute": "top", "relation": "==", "constant": 0}]}"#
        #expect(DocumentFixture.errors(object).map(\.pointer) == ["/constraints/0/firstItem"])
        // A scroll view takes a plain view's fields, not a stack's.
        let axis = #"{"root": {"id": "s", "type": "scroll", "axis": "vertical"}}"#
        #expect(DocumentFixture.errors(axis).map(\.pointer) == ["/root/axis"])
        // A guide has no margins.
        let margin = #"{"root": {"id": "s", "type": "scroll"}, "constraints": ["s.top == s.contentLayoutGuide.topMargin"]}"#
        #expect(DocumentFixture.errors(margin).count == 1)
    }

    @Test func formsOutsideTheReductionGoToTheSimplexWithTheSameAnswer() throws {
        // A centre pin, a content width of its own, a second subview: the reduction declines, and
        // the simplex lays them out (layOut checks the engine's answer against it all the same).
        let centred = Self.guidePins.dropLast() + ["form.centerX == scroll.frameLayoutGuide.centerX"]
        let (response, timings) = try Self.layOut(Self.screen(content: Self.form(rows: 3), inside: Array(centred)))
        #expect(timings.directLayouts == 0 && timings.solverLayouts == 1, "\(timings)")
        #expect(close(Self.contentSize(response), [375, 134]))
    }

    /// Random forms in a scroll view, reduced or not: the engine against the simplex (``layOut``).
    @Test func randomScrollDocumentsAgreeWithTheSimplex() throws {
        var random = SplitMix64(state: 15_3)
        var direct = 0
        var blocks = 0
        for _ in 0..<150 {
            let rows = 1 + random.below(12)
            let (a, b, c, d, k) = (random.below(30), random.below(30), random.below(30), random.below(30), random.below(60))
            let vertical = random.below(2) == 0
            var pins = [
                "form.leading == scroll.\(random.below(3) == 0 ? "" : "contentLayoutGuide.")leading + \(a)",
                "scroll.contentLayoutGuide.trailing == form.trailing + \(b)",
                "form.top == scroll.\(random.below(3) == 0 ? "" : "contentLayoutGuide.")top + \(c)",
                "form.bottom == scroll.contentLayoutGuide.bottom - \(d)",
            ]
            switch random.below(4) {
            case 0: pins.append("form.width == scroll.frameLayoutGuide.width - \(k)")
            case 1: pins.append("form.height == scroll.frameLayoutGuide.height - \(k)")
            case 2: pins.append("form.width == scroll.width - \(k)")
            default: break
            }
            if random.below(8) == 0 { pins.append("form.height >= scroll.frameLayoutGuide.height @\(1 + random.below(999))") }
            // The legacy rule written the other way round, as a duplicate of the bottom pin.
            if random.below(8) == 0 { pins.append("scroll.bottom == form.bottom + \(d)") }
            let rowViews = (0..<rows).map {
                #"{"id": "row\#($0)", "intrinsicContentSize": {"width": \#(20 + 10 * $0), "height": \#(10 + $0)}}"#
            }
            let form = #"{"id": "form", "type": "stack", "axis": "\#(vertical ? "vertical" : "horizontal")", "spacing": \#(random.below(10)), "arrangedSubviews": [\#(rowViews.joined(separator: ", "))]}"#
            // Now and then a decoration: a dependent block on the form, or on the scroll view's edge.
            var content = form
            switch random.below(6) {
            case 0:
                content += #", {"id": "badge", "intrinsicContentSize": {"width": 12, "height": 12}}"#
                pins += ["badge.trailing == form.trailing - \(random.below(8))", "badge.top == form.top"]
            case 1:
                content += #", {"id": "edge"}"#
                // By the legacy rule the content's top: the blocks decline it, the simplex lays it out.
                pins += ["edge.top == scroll.top", "edge.leading == form.leading", "edge.width == 10", "edge.height == 1"]
            default: break
            }
            let (_, timings) = try Self.layOut(Self.screen(content: content, inside: pins))
            direct += timings.directLayouts + timings.blockLayouts
            blocks += timings.blockLayouts
        }
        // Most take the direct path (with blocks for the badges); those with a guide named
        // otherwise, a pin twice, the legacy edge of a decoration, or a badge beside a tie (the blocks
        // need U's optimum unique) go to the simplex.
        #expect(direct > 70, "direct \(direct), blocks \(blocks)")
        #expect(blocks > 5, "direct \(direct), blocks \(blocks)")
    }
}
