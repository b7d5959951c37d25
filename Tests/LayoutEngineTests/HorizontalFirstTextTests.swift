import Foundation
@_spi(Testing) @testable import LayoutEngine
import LayoutServer
import TestSupport
import Testing

/// The real measurer (Inter through HarfBuzz, ``BothPathsLayout/measurer``) behind a counter: each
/// call the engine makes through ``TextMeasuring`` is recorded with the text's first word and the
/// width it wraps at (nil: unwrapped), nothing else changed.
struct CountingMeasurer: TextMeasuring {
    let base: any TextMeasuring
    let calls = LockedBox<[(word: String, maxWidth: Double?)]>([])

    init() throws {
        base = try #require(BothPathsLayout.measurer, "Inter (fonts-inter) must be installed")
    }

    func hasFamily(_ family: String) -> Bool { base.hasFamily(family) }

    func measure(
        _ text: String, font: TextFont, maxWidth: Double?, numberOfLines: Int,
        lineBreakMode: TextProperties.LineBreakMode
    ) throws -> TextMetrics {
        let word = String(text.prefix { $0 != " " })
        calls.mutate { $0.append((word, maxWidth)) }
        return try base.measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// The widths the label whose text starts with `word` was measured at, in order.
    func widths(_ word: String) -> [Double?] { calls.value.filter { $0.word == word }.map(\.maxWidth) }
}

/// The direct path's fixed point of wrapping labels solves x first (``LayoutEngine/settleWidthsFirst(_:inputs:meter:timings:)``):
/// x, then each wrapping label measured at the width it got, x again while a measured width moves,
/// then y once. Each document here is laid out that way and by the loop it replaces (both axes
/// each pass, `_horizontalFirst` off), and the two responses must be the same bytes (the stats'
/// clock readings zeroed), the same frames bit for bit as a direct layout from nothing of the
/// document the fixed point settled on, and the simplex's frames and diagnostics
/// (``BothPathsLayout``). The measurements are counted through the real measurer.
///
/// Measurement counts, derived from the loop's passes: every label is measured once unwrapped as
/// the document is prepared; a wrapping label then once per pass at the width that pass gave it,
/// except where that width is the one it was last measured at (the same lines again). The loop
/// before this measured every wrapping label at every pass, and laid the document out anew after a
/// label's size changed.
@Suite struct HorizontalFirstTextTests {
    typealias Inter = InterReference

    /// The two engines' responses for `json`, after checking that they are the same bytes, the
    /// same frames as a layout from nothing of the settled document, and the simplex's; with their
    /// timings and measurements.
    struct Compared {
        let response: LayoutResponse
        let timings: LayoutTimings
        let loopTimings: LayoutTimings
        let measured: CountingMeasurer
        let loopMeasured: CountingMeasurer
    }

    static func compare(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Compared {
        let document = try DocumentDecoder.decode(Array(json.utf8), limits: LayoutLimits()).get()
        let measured = try CountingMeasurer(), loopMeasured = try CountingMeasurer()
        let engine = LayoutEngine(textMeasurer: measured)
        var loop = LayoutEngine(textMeasurer: loopMeasured)
        loop._horizontalFirst = false
        var timings = LayoutTimings(), loopTimings = LayoutTimings()
        let response = engine.layout(document: document, start: .now, timings: &timings)
        let loopResponse = loop.layout(document: document, start: .now, timings: &loopTimings)
        #expect(Self.bytes(response) == Self.bytes(loopResponse), sourceLocation: sourceLocation)
        // From nothing: the settled document flattened and both axes solved by a new direct layout.
        let settled = try #require(LayoutEngine(textMeasurer: measured.base)._settledDocument(for: document), sourceLocation: sourceLocation)
        let fresh = try #require(DirectLayout(document: settled), sourceLocation: sourceLocation)
        #expect(response.frames.count == fresh.frames.count, sourceLocation: sourceLocation)
        for (frame, expected) in zip(response.frames, fresh.frames) {
            #expect(
                frame.id == expected.id
                    && [frame.x, frame.y, frame.width, frame.height].map(\.bitPattern)
                        == [expected.x, expected.y, expected.width, expected.height].map(\.bitPattern),
                "\(frame), from nothing \(expected)", sourceLocation: sourceLocation)
        }
        let unsettled = response.diagnostics.filter { if case .unsettled = $0 { true } else { false } }
        #expect(response.diagnostics == fresh.diagnostics + unsettled, sourceLocation: sourceLocation)
        // The simplex's frames and diagnostics (and the direct path taken, with no layout from nothing).
        _ = try BothPathsLayout(json, sourceLocation: sourceLocation)
        #expect(
            timings.directLayouts == 1 && timings.solverLayouts == 0 && timings.blockLayouts == 0
                && timings.directAttempts == 1 && timings.fixedPointPasses == timings.incrementalPasses,
            "\(timings)", sourceLocation: sourceLocation)
        // The same inputs pass by pass: the same passes and the same measurements.
        #expect(timings.fixedPointPasses == loopTimings.fixedPointPasses, sourceLocation: sourceLocation)
        #expect(
            measured.calls.value.map { "\($0.word) \($0.maxWidth.map { "\($0)" } ?? "-")" }
                == loopMeasured.calls.value.map { "\($0.word) \($0.maxWidth.map { "\($0)" } ?? "-")" },
            sourceLocation: sourceLocation)
        return Compared(
            response: response, timings: timings, loopTimings: loopTimings, measured: measured, loopMeasured: loopMeasured)
    }

    /// The response's JSON with the stats' clock readings zeroed (they differ run to run).
    static func bytes(_ response: LayoutResponse) -> [UInt8] {
        var response = response
        response.stats.solveMicroseconds = 0
        response.stats.totalMicroseconds = 0
        return response.json(totalMicroseconds: { 0 })
    }

    /// A wrapping label in a tie: a (200 wide) and the tweet (its unwrapped width far past the
    /// 300-point row) are compressed at equal resistance (750), so the row's 300 points split
    /// between them in any way (a at most 200, the label at most its text's width, neither held
    /// below): their widths are not unique. The label wraps at the width the optimum gives it, so
    /// its height (unique in the simplex's diagnostics: it is a constant of the settled document)
    /// follows the optimum taken; the direct path's optimum (it once gave a −1,191 points and
    /// the label 1,491, one line) and the simplex's vertex (a 200, the label 100, many lines)
    /// measure it differently. Such a layout is the simplex's (`LayoutEngine.stands`): the same
    /// frames and diagnostics whichever engine path is asked.
    @Test func aWrappingLabelInATieIsTheSimplexs() throws {
        let text = #"""
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack", "alignment": "top",
              "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 200, "height": 40}},
                {"id": "b", "type": "label", "text": "\#(TextLayoutTests.tweet)", "numberOfLines": 0,
                 "contentHugging": {"horizontal": 250}, "compressionResistance": {"horizontal": 750}}]}]},
             "constraints": ["s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing"]}
            """#
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            Issue.record("invalid document")
            return
        }
        var timings = LayoutTimings()
        let response = LayoutEngine(textMeasurer: BothPathsLayout.measurer).layout(document: document, start: .now, timings: &timings)
        var reference = LayoutEngine(textMeasurer: BothPathsLayout.measurer)
        reference._directPath = false
        let solver = reference.layout(document: document)
        #expect(timings.directLayouts == 0 && timings.blockLayouts == 0)
        #expect(response.diagnostics.count == 2 && response.diagnostics == solver.diagnostics)
        #expect(response.frames == solver.frames)
    }

    /// A name and a tweet in a vertical stack pinned to the sides of a 320, 375 or 414 screen
    /// (``TextLayoutTests/wrapsAtItsSolvedWidthInAStack(_:)``'s document): x gives the tweet the
    /// screen's width (the stack fills it), the tweet is measured there, its intrinsic width
    /// narrows to its longest line, x is solved again and gives the same width (the stack's fill
    /// alignment, not the tweet, sets it), so the tweet is not measured again; y once. Two
    /// measurements of the tweet (unwrapped, then at the width), one of the name; the loop before
    /// measured the tweet a third time and laid the whole document out twice.
    @Test(arguments: [320.0, 375.0, 414.0])
    func aStack(_ width: Double) throws {
        let compared = try Self.compare(TextLayoutTests.screen(
            #"""
            {"id": "cell", "type": "stack", "axis": "vertical", "spacing": 4, "arrangedSubviews": [
              {"id": "name", "type": "label", "text": "Ada Lovelace", "font": {"weight": "semibold"}},
              {"id": "tweet", "type": "label", "text": "\#(TextLayoutTests.tweet)", "numberOfLines": 0}]}
            """#, ["cell.top == screen.top", "cell.leading == screen.leading", "cell.trailing == screen.trailing"],
            width: width))
        #expect(compared.measured.widths("Stack") == [nil, width])
        #expect(compared.measured.widths("Ada") == [nil])
        #expect(compared.timings.fixedPointPasses == 1)
        let lines = try Inter.wrap(TextLayoutTests.tweet.split(separator: " ").map(String.init), maxWidth: width, size: 17)
        let frame = try #require(compared.response.frames.first { $0.id == "tweet" })
        #expect(frame.height == Inter.ceil(Double(lines.count) * Inter.lineHeight(17)), "\(frame)")
    }

    /// Seed 003's Twitter cell with its text (nested stacks): the cell (horizontal, margins 12,
    /// spacing 9) holds the 48-point picture (it keeps its width: hugging and resistance 1000) and a column
    /// (equal spacing, fill) of the metadata row (name, handle, time on one line each), the tweet,
    /// and a quoted tweet's stack holding a second wrapping label. x gives the column the rest,
    /// width − 12 − 48 − 9 − 12 (294 at 375: the unwrapped tweet is compressed into it), so the
    /// tweet is measured there, and the quote 16 less (its stack arranges by its 8-point margins).
    /// Measured, each is narrower than its width; x again gives the column the same width (the
    /// picture's is required, so the column takes the rest), so neither is measured a third time.
    @Test(arguments: [320.0, 375.0, 414.0])
    func nestedStacks(_ width: Double) throws {
        let quote = "Many common table cell layouts like Twitter's timeline cell or Instagram's picture cell are easily implemented with a stack view or two"
        let compared = try Self.compare("""
            {"root": {"id": "screen", "width": \(width), "subviews": [
              {"id": "cell", "type": "stack", "axis": "horizontal", "alignment": "top", "spacing": 9,
               "layoutMargins": {"top": 12, "leading": 12, "bottom": 12, "trailing": 12}, "layoutMarginsRelativeArrangement": true,
               "arrangedSubviews": [
                 {"id": "pic", "intrinsicContentSize": {"width": 48, "height": 48}, "contentHugging": {"horizontal": 1000},
                  "compressionResistance": {"horizontal": 1000}},
                 {"id": "column", "type": "stack", "axis": "vertical", "distribution": "equalSpacing", "spacing": 4, "arrangedSubviews": [
                   {"id": "meta", "type": "stack", "axis": "horizontal", "alignment": "center", "spacing": 4, "arrangedSubviews": [
                     {"id": "name", "type": "label", "text": "Ada Lovelace", "font": {"size": 15, "weight": "bold"}},
                     {"id": "handle", "type": "label", "text": "@ada", "font": {"size": 15}, "contentHugging": {"horizontal": 249},
                      "compressionResistance": {"horizontal": 749}},
                     {"id": "time", "type": "label", "text": "3h", "font": {"size": 15}}]},
                   {"id": "tweet", "type": "label", "text": "\(TextLayoutTests.tweet)", "numberOfLines": 0, "font": {"size": 15}},
                   {"id": "quoted", "type": "stack", "axis": "vertical", "layoutMarginsRelativeArrangement": true, "arrangedSubviews": [
                     {"id": "quote", "type": "label", "text": "\(quote)", "numberOfLines": 0, "font": {"size": 13}}]}]}]}]},
             "constraints": ["cell.top == screen.top", "cell.leading == screen.leading", "cell.trailing == screen.trailing",
                             "cell.bottom == screen.bottom"],
             "options": {"frames": "absolute", "include": ["text"]}}
            """)
        let column = width - 12 - 48 - 9 - 12
        #expect(compared.measured.widths("Stack") == [nil, column])
        #expect(compared.measured.widths("Many") == [nil, column - 16])
        for word in ["Ada", "@ada", "3h"] { #expect(compared.measured.widths(word) == [nil]) }
        #expect(compared.timings.fixedPointPasses == 1)
    }

    /// Explicit constraints (pins and a size term): the tweet pinned 16 from the screen's leading
    /// edge only, at most 200 wide, hugging its text. Unwrapped it is far wider than 200, so x
    /// gives it 200; measured there its intrinsic width is its longest line's, w < 200, which x then
    /// gives it; measured at w its lines are the same (each fit in 200 and is at most w), so its
    /// size is too: settled after one more pass, the tweet measured at nil, 200 and w.
    @Test func explicitConstraints() throws {
        let compared = try Self.compare(TextLayoutTests.screen(
            #"{"id": "tweet", "type": "label", "text": "\#(TextLayoutTests.tweet)", "numberOfLines": 0}"#,
            ["tweet.top == screen.top + 10", "tweet.leading == screen.leading + 16", "tweet.width <= 200"]))
        let words = TextLayoutTests.tweet.split(separator: " ").map(String.init)
        let lines = try Inter.wrap(words, maxWidth: 200, size: 17)
        let widest = Inter.ceil(try lines.map { try Inter.width($0, size: 17) }.max() ?? 0)
        #expect(widest < 200)
        #expect(compared.measured.widths("Stack") == [nil, 200, widest])
        let frame = try #require(compared.response.frames.first { $0.id == "tweet" })
        #expect([frame.x, frame.y, frame.width] == [16, 10, widest], "\(frame)")
        #expect(frame.height == Inter.ceil(Double(lines.count) * Inter.lineHeight(17)), "\(frame)")
        #expect(compared.timings.fixedPointPasses == 1)
    }

    /// The tweet under explicit pins on both sides, inset 16 (``TextLayoutTests/wrapsUnderExplicitConstraints()``):
    /// measured at 343 once.
    @Test func pinnedOnBothSides() throws {
        let compared = try Self.compare(TextLayoutTests.screen(
            #"{"id": "tweet", "type": "label", "text": "\#(TextLayoutTests.tweet)", "numberOfLines": 0}"#,
            ["tweet.top == screen.top + 10", "tweet.leading == screen.leading + 16", "tweet.trailing == screen.trailing - 16"]))
        #expect(compared.measured.widths("Stack") == [nil, 343])
    }

    /// Two wrapping labels side by side in a row whose widths move with their sizes: the first
    /// resists compression more, so the row gives it its intrinsic width, the second the rest.
    /// Each pass narrows the first to its longest line at the width it got, widening the second:
    /// several x passes, each measuring only the labels whose width changed; whatever the count,
    /// the same as the loop's, the same bytes, and the simplex's frames.
    @Test func labelsSideBySide() throws {
        let compared = try Self.compare(TextLayoutTests.screen(
            #"""
            {"id": "row", "type": "stack", "spacing": 8, "alignment": "top", "arrangedSubviews": [
              {"id": "left", "type": "label", "text": "Stack views are the best thing since sliced bread", "numberOfLines": 0,
               "contentHugging": {"horizontal": 252}, "compressionResistance": {"horizontal": 751}},
              {"id": "right", "type": "label", "text": "\#(TextLayoutTests.tweet)", "numberOfLines": 0}]}
            """#, ["row.top == screen.top", "row.leading == screen.leading", "row.trailing == screen.trailing"], width: 320))
        // Each pass after the first measures only what moved: never the same label twice at one width.
        for word in ["Stack"] {
            let widths = compared.measured.widths(word).compactMap { $0 }
            #expect(Set(widths).count == widths.count, "\(widths)")
        }
        #expect(compared.timings.fixedPointPasses >= 1)
    }

    /// A safe area and a wrapping label in one loop (``TextLayoutTests/safeAreasAndTextSettleTogether()``'s
    /// document): not x first (the safe areas read y), but each pass re-solved in place, the
    /// label's new size written where the direct path reads it. Three layouts as before: the
    /// first (tweet unwrapped, card 20.67 tall, its safe area top 20.67), the second (tweet
    /// wrapped at 375, the card's safe area 44), the third (nothing moves). The tweet is measured
    /// unwrapped and at 375 only: its width is 375 in every pass. The loop before measured it at
    /// every pass (four times) and laid the second pass out anew (two direct layouts).
    @Test func safeAreaAndText() throws {
        let json = """
            {"root": {"id": "screen", "width": 375, "height": 812, "safeAreaInsets": {"top": 44}, "subviews": [
               {"id": "card", "subviews": [{"id": "tweet", "type": "label", "text": "\(TextLayoutTests.tweet)", "numberOfLines": 0}]}]},
             "constraints": ["card.top == screen.top", "card.leading == screen.leading", "card.trailing == screen.trailing",
                             "tweet.top == card.safeAreaLayoutGuide.top", "tweet.leading == card.leading",
                             "tweet.trailing == card.trailing", "card.bottom == tweet.bottom"],
             "options": {"frames": "absolute"}}
            """
        let document = try DocumentDecoder.decode(Array(json.utf8), limits: LayoutLimits()).get()
        let measured = try CountingMeasurer()
        var timings = LayoutTimings()
        let response = LayoutEngine(textMeasurer: measured).layout(document: document, start: .now, timings: &timings)
        #expect(measured.widths("Stack") == [nil, 375])
        #expect(timings.directLayouts == 1 && timings.fixedPointPasses == 2 && timings.incrementalPasses == 2, "\(timings)")
        let settled = try #require(LayoutEngine(textMeasurer: measured)._settledDocument(for: document))
        let fresh = try #require(DirectLayout(document: settled))
        #expect(response.frames.map { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) }
            == fresh.frames.map { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) })
        let both = try BothPathsLayout(json)
        let lines = try Inter.wrap(TextLayoutTests.tweet.split(separator: " ").map(String.init), maxWidth: 375, size: 17)
        #expect(both.has("tweet", [0, 44, 375, Inter.ceil(Double(lines.count) * Inter.lineHeight(17))]), "\(both.frames)")
    }
}
