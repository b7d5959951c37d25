import Foundation
@_spi(Testing) import LayoutEngine
import TestSupport
import Testing

/// Labels and buttons measured with real fonts (issue 16; the contract's "Text: labels and
/// buttons"). Every expected size comes from `hb-shape` run on Inter's font file and from Inter's
/// metrics as its tables store them (``InterReference``: ascender 2728, descender −680, line gap 0,
/// 2816 units per em), never from the measurer; each layout is checked on the direct path and the
/// simplex alike (``BothPathsLayout``). Frames are absolute; the default display scale is 3.
@Suite struct TextLayoutTests {
    typealias Inter = InterReference

    /// A 375 × 812 screen holding `subviews`, with `constraints`, absolute frames and `options`.
    static func screen(_ subviews: String, _ constraints: [String], width: Double = 375, options: String = "") -> String {
        """
        {"root": {"id": "screen", "width": \(width), "height": 812, "subviews": [\(subviews)]},
         "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))],
         "options": {"frames": "absolute", "include": ["text"]\(options)}}
        """
    }

    static let tweet = "Stack views are the best thing since sliced bread: a whole feed of cells laid out by one service, and the text measured with real fonts at last so every cell of the feed knows its own height"

    /// A 17-point label alone, pinned at the top-left: its size is hb-shape's advance of
    /// "Hello, world" at 17 points and one line of 3408/2816 × 17 = 20.5738…, each rounded up to
    /// thirds of a point; its one line's baseline is the ascender, 2728/2816 × 17 = 16.46875.
    @Test func labelAlone() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "title", "type": "label", "text": "Hello, world"}"#, ["title.top == screen.top", "title.leading == screen.leading"]))
        let advance = try Inter.width("Hello, world", size: 17)
        #expect(layout.has("title", [0, 0, Inter.ceil(advance), Inter.ceil(Inter.lineHeight(17))]), "\(layout.frames)")
        let lines = layout.lines("title")
        #expect(lines.count == 1)
        #expect(lines.first?.0 == "Hello, world")
        #expect(abs((lines.first?.1 ?? 0) - advance) < 1e-6)
        #expect(abs((lines.first?.2 ?? 0) - Inter.ascender(17)) < 1e-9)
        #expect(layout.diagnostics.isEmpty)
    }

    /// Kerning, weights and sizes: each label's width is hb-shape's advance on the same file (Bold
    /// for weight 700), rounded up to the pixel grid. "AVATAR" kerns (its advance is less than its
    /// letters' sum: hb-shape gives 62.64 against 67.76 at 17 points), and "office" takes whatever
    /// ligatures Inter applies by default, as hb-shape does.
    @Test(arguments: [("AVATAR", 17.0, false), ("Typography", 28.0, true), ("office", 13.0, false), ("Wave", 40.0, true)])
    func widthsAreHarfBuzzAdvances(_ text: String, _ size: Double, _ bold: Bool) throws {
        let font = #"{"size": \#(size)\#(bold ? #", "weight": "bold""# : "")}"#
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "l", "type": "label", "text": "\#(text)", "font": \#(font)}"#, ["l.top == screen.top", "l.leading == screen.leading"]))
        let advance = try Inter.width(text, size: size, file: bold ? Inter.bold : Inter.regular)
        #expect(layout.has("l", [0, 0, Inter.ceil(advance), Inter.ceil(Inter.lineHeight(size))]), "\(layout.frames)")
    }

    /// The intrinsic size is rounded up to the grid of `displayScale`: `ceil(v × s) / s`.
    @Test(arguments: [1, 2, 3])
    func pixelRoundingAtEachScale(_ scale: Int) throws {
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "l", "type": "label", "text": "Pixel grid", "font": {"size": 15}}"#,
            ["l.top == screen.top", "l.leading == screen.leading"], options: #", "displayScale": \#(scale)"#))
        let advance = try Inter.width("Pixel grid", size: 15)
        let s = Double(scale)
        #expect(layout.has("l", [0, 0, Inter.ceil(advance, scale: s), Inter.ceil(Inter.lineHeight(15), scale: s)]), "\(layout.frames)")
    }

    /// Two labels side by side in a horizontal stack of 375, first-baseline aligned: UIKit's
    /// `UISV-text-width-disambiguation` (each `width == 0.5 × stack.width` at 760, above the
    /// labels' compression resistance at 750 and hugging at 250) gives each half the stack. Across:
    /// the baselines meet, so the 28-point label's top is at 0 and the 17-point one's lies
    /// ascender(28) − ascender(17) = 11 × 2728/2816 below it; the stack spans both (the taller bottom).
    @Test func firstBaselineInAHorizontalStack() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"""
            {"id": "row", "type": "stack", "alignment": "firstBaseline", "arrangedSubviews": [
              {"id": "name", "type": "label", "text": "Player"},
              {"id": "score", "type": "label", "text": "42", "font": {"size": 28, "weight": "bold"}}]}
            """#, ["row.top == screen.top", "row.leading == screen.leading", "row.trailing == screen.trailing"]))
        let small = Inter.ceil(Inter.lineHeight(17)), large = Inter.ceil(Inter.lineHeight(28))
        let offset = Inter.ascender(28) - Inter.ascender(17)
        #expect(layout.has("name", [0, offset, 187.5, small]), "\(layout.frames)")
        #expect(layout.has("score", [187.5, 0, 187.5, large]), "\(layout.frames)")
        #expect(layout.has("row", [0, 0, 375, max(large, offset + small)]), "\(layout.frames)")
    }

    /// The same row aligned by last baselines: each label's last baseline lies the font's descent
    /// above its bottom. The 28-point label's top is at 0 (it reaches furthest up: its height less
    /// its descent is the larger), the 17-point one's bottom lies descent(17) below their common
    /// baseline.
    @Test func lastBaselineInAHorizontalStack() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"""
            {"id": "row", "type": "stack", "alignment": "lastBaseline", "arrangedSubviews": [
              {"id": "name", "type": "label", "text": "Player"},
              {"id": "score", "type": "label", "text": "42", "font": {"size": 28, "weight": "bold"}}]}
            """#, ["row.top == screen.top", "row.leading == screen.leading", "row.trailing == screen.trailing"]))
        let small = Inter.ceil(Inter.lineHeight(17)), large = Inter.ceil(Inter.lineHeight(28))
        let baseline = large - Inter.descent(28)
        let nameTop = baseline + Inter.descent(17) - small
        #expect(nameTop > 0)
        #expect(layout.has("score", [187.5, 0, 187.5, large]), "\(layout.frames)")
        #expect(layout.has("name", [0, nameTop, 187.5, small]), "\(layout.frames)")
    }

    /// `baselineRelativeArrangement` in a vertical stack of a 17-point and a 28-point label with a
    /// spacing of 30: `UISV-spacing` runs from the first label's last baseline (its descent,
    /// 680/2816 × 17, above its bottom) to the second's first baseline (its ascender, 2728/2816 ×
    /// 28, below its top), so the second's top is h(17) − descent(17) + 30 − ascender(28).
    @Test func baselineRelativeArrangement() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"""
            {"id": "column", "type": "stack", "axis": "vertical", "alignment": "leading", "spacing": 30,
             "baselineRelativeArrangement": true, "arrangedSubviews": [
              {"id": "caption", "type": "label", "text": "Followers"},
              {"id": "count", "type": "label", "text": "1,024", "font": {"size": 28, "weight": "bold"}}]}
            """#, ["column.top == screen.top", "column.leading == screen.leading"]))
        let small = Inter.ceil(Inter.lineHeight(17)), large = Inter.ceil(Inter.lineHeight(28))
        let top = small - Inter.descent(17) + 30 - Inter.ascender(28)
        let captionWidth = Inter.ceil(try Inter.width("Followers", size: 17))
        let countWidth = Inter.ceil(try Inter.width("1,024", size: 28, file: Inter.bold))
        #expect(layout.has("caption", [0, 0, captionWidth, small]), "\(layout.frames)")
        #expect(layout.has("count", [0, top, countWidth, large]), "\(layout.frames)")
        #expect(layout.has("column", [0, 0, max(captionWidth, countWidth), top + large]), "\(layout.frames)")
    }

    /// A button: the title's advance at UIKit's 15 points, plus the contentEdgeInsets beside it;
    /// the title's line height, plus UIKit's 6 points above and below, plus the insets.
    @Test func buttonWithContentEdgeInsets() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "go", "type": "button", "title": "Sign in", "contentEdgeInsets": {"top": 4, "leading": 10, "bottom": 5, "trailing": 12}}"#,
            ["go.top == screen.top", "go.leading == screen.leading"]))
        let advance = try Inter.width("Sign in", size: 15)
        #expect(layout.has("go", [0, 0, Inter.ceil(advance) + 22, Inter.ceil(Inter.lineHeight(15)) + 12 + 9]), "\(layout.frames)")
        // The title's baseline in the button: 6 + 4 + the ascender.
        #expect(abs((layout.lines("go").first?.2 ?? 0) - (10 + Inter.ascender(15))) < 1e-9)
    }

    /// A plain system button is 6 + the title's line height + 6 tall: with Inter at 15 points,
    /// 18.1534… rounded up to 18⅓, so 30⅓ (San Francisco's 18 makes IB's 30).
    @Test func systemButtonPadding() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "go", "type": "button", "title": "Button"}"#, ["go.top == screen.top", "go.leading == screen.leading"]))
        let advance = try Inter.width("Button", size: 15)
        #expect(layout.has("go", [0, 0, Inter.ceil(advance), Inter.ceil(Inter.lineHeight(15)) + 12]), "\(layout.frames)")
    }

    /// An explicit intrinsicContentSize overrides the measurement, axis by axis; `baselines` too.
    @Test func explicitIntrinsicSizeOverrides() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "l", "type": "label", "text": "Hello", "intrinsicContentSize": {"width": 100}}"#,
            ["l.top == screen.top", "l.leading == screen.leading"]))
        #expect(layout.has("l", [0, 0, 100, Inter.ceil(Inter.lineHeight(17))]), "\(layout.frames)")
    }

    /// Empty text measures as UILabel's: zero size, no lines.
    @Test func emptyTextIsZeroSize() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "l", "type": "label", "text": ""}"#, ["l.top == screen.top", "l.leading == screen.leading"]))
        #expect(layout.has("l", [0, 0, 0, 0]), "\(layout.frames)")
        #expect(layout.lines("l").isEmpty)
    }

    /// A multi-line label (numberOfLines 0, automatic preferredMaxLayoutWidth) in a vertical stack
    /// pinned to the screen's sides, at 320, 375 and 414 points: it wraps at the width the layout
    /// gives it, so its lines are the greedy wrap of the words at that width (hb-shape's advances
    /// of each candidate line), and its height their count × the line height, rounded up.
    @Test(arguments: [320.0, 375.0, 414.0])
    func wrapsAtItsSolvedWidthInAStack(_ width: Double) throws {
        let layout = try BothPathsLayout(Self.screen(
            #"""
            {"id": "cell", "type": "stack", "axis": "vertical", "spacing": 4, "arrangedSubviews": [
              {"id": "name", "type": "label", "text": "Ada Lovelace", "font": {"weight": "semibold"}},
              {"id": "tweet", "type": "label", "text": "\#(Self.tweet)", "numberOfLines": 0, "lineBreakMode": "byWordWrapping"}]}
            """#, ["cell.top == screen.top", "cell.leading == screen.leading", "cell.trailing == screen.trailing"], width: width))
        let lines = try Inter.wrap(Self.tweet.split(separator: " ").map(String.init), maxWidth: width, size: 17)
        let nameHeight = Inter.ceil(Inter.lineHeight(17))
        let tweetHeight = Inter.ceil(Double(lines.count) * Inter.lineHeight(17))
        #expect(layout.lines("tweet").map(\.0) == lines)
        #expect(layout.has("name", [0, 0, width, nameHeight]), "\(layout.frames)")
        #expect(layout.has("tweet", [0, nameHeight + 4, width, tweetHeight]), "\(layout.frames)")
        #expect(layout.has("cell", [0, 0, width, nameHeight + 4 + tweetHeight]), "\(layout.frames)")
        // The first layout sets the tweet unwrapped (one line); measured at the width it got it
        // wraps, and one more layout settles (the stack's width does not move with its height).
        #expect(layout.timings.fixedPointPasses == 1)
        // The simplex re-solves that pass from its previous answer: only the tweet's content-size
        // constants moved.
        #expect(layout.simplexTimings.incrementalPasses == 1)
        #expect(layout.diagnostics.isEmpty)
    }

    /// Safe areas and text in one fixed point (one loop over both inputs): a card pinned to the top
    /// of a screen with a 44-point safe area holds the tweet below its safe area's top, and ends
    /// at the tweet's bottom. The first layout has no safe area on the card and the tweet unwrapped
    /// (one line, so the card is one line tall); then the card's safe area reaches 20.67 (its
    /// height) and the tweet wraps at 375 to 5 lines; then the card, now taller than 44, gets the
    /// whole 44; the next layout changes nothing. Settled: the tweet at y 44, 375 wide, 5 lines.
    @Test func safeAreasAndTextSettleTogether() throws {
        let layout = try BothPathsLayout("""
            {"root": {"id": "screen", "width": 375, "height": 812, "safeAreaInsets": {"top": 44}, "subviews": [
               {"id": "card", "subviews": [{"id": "tweet", "type": "label", "text": "\(Self.tweet)", "numberOfLines": 0}]}]},
             "constraints": ["card.top == screen.top", "card.leading == screen.leading", "card.trailing == screen.trailing",
                             "tweet.top == card.safeAreaLayoutGuide.top", "tweet.leading == card.leading",
                             "tweet.trailing == card.trailing", "card.bottom == tweet.bottom"],
             "options": {"frames": "absolute"}}
            """)
        let lines = try Inter.wrap(Self.tweet.split(separator: " ").map(String.init), maxWidth: 375, size: 17)
        #expect(lines.count == 5)
        let height = Inter.ceil(Double(lines.count) * Inter.lineHeight(17))
        #expect(layout.has("tweet", [0, 44, 375, height]), "\(layout.frames)")
        #expect(layout.has("card", [0, 0, 375, 44 + height]), "\(layout.frames)")
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.timings.fixedPointPasses == 2)
    }

    /// A wrapping label beside a 28-point score in a first-baseline row of 375: text-width
    /// disambiguation gives each 187.5, the tweet wraps there (hb-shape's greedy lines), and the
    /// baselines meet: the score's top at 0, the tweet's ascender(28) − ascender(17) below it. Once
    /// wrapped the tweet is the row's tallest view, whose baselines the row takes: more than
    /// constants change, so the simplex lays that pass out anew rather than re-solving it.
    @Test func wrapsInABaselineRow() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"""
            {"id": "row", "type": "stack", "alignment": "firstBaseline", "arrangedSubviews": [
              {"id": "score", "type": "label", "text": "42", "font": {"size": 28, "weight": "bold"}},
              {"id": "tweet", "type": "label", "text": "\#(Self.tweet)", "numberOfLines": 0}]}
            """#, ["row.top == screen.top", "row.leading == screen.leading", "row.trailing == screen.trailing"]))
        let lines = try Inter.wrap(Self.tweet.split(separator: " ").map(String.init), maxWidth: 187.5, size: 17)
        let tweetHeight = Inter.ceil(Double(lines.count) * Inter.lineHeight(17))
        let offset = Inter.ascender(28) - Inter.ascender(17)
        #expect(layout.lines("tweet").map(\.0) == lines)
        #expect(layout.has("score", [0, 0, 187.5, Inter.ceil(Inter.lineHeight(28))]), "\(layout.frames)")
        #expect(layout.has("tweet", [187.5, offset, 187.5, tweetHeight]), "\(layout.frames)")
        #expect(layout.has("row", [0, 0, 375, offset + tweetHeight]), "\(layout.frames)")
        #expect(layout.simplexTimings.incrementalPasses == 0)
        #expect(layout.timings.fixedPointPasses == 1)
    }

    /// The three widths give three different line counts (6, 5 and 4 by hb-shape's advances when
    /// this was written): the height follows the width.
    @Test func theTweetsHeightDependsOnTheWidth() throws {
        let words = Self.tweet.split(separator: " ").map(String.init)
        let counts = try [320.0, 375.0, 414.0].map { try Inter.wrap(words, maxWidth: $0, size: 17).count }
        #expect(Set(counts).count == 3, "\(counts)")
    }

    /// The same label under explicit constraints, inset 16 from each side: it wraps at 375 − 32.
    @Test func wrapsUnderExplicitConstraints() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "tweet", "type": "label", "text": "\#(Self.tweet)", "numberOfLines": 0}"#,
            ["tweet.top == screen.top + 10", "tweet.leading == screen.leading + 16", "tweet.trailing == screen.trailing - 16"]))
        let lines = try Inter.wrap(Self.tweet.split(separator: " ").map(String.init), maxWidth: 343, size: 17)
        #expect(lines.count > 2)
        #expect(layout.lines("tweet").map(\.0) == lines)
        #expect(layout.has("tweet", [16, 10, 343, Inter.ceil(Double(lines.count) * Inter.lineHeight(17))]), "\(layout.frames)")
    }

    /// numberOfLines 2 caps the tweet at two lines (its text needs more at 320).
    @Test func numberOfLinesCaps() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "tweet", "type": "label", "text": "\#(Self.tweet)", "numberOfLines": 2}"#,
            ["tweet.top == screen.top", "tweet.leading == screen.leading", "tweet.trailing == screen.trailing"], width: 320))
        #expect(try Inter.wrap(Self.tweet.split(separator: " ").map(String.init), maxWidth: 320, size: 17).count > 2)
        #expect(layout.lines("tweet").count == 2)
        #expect(layout.has("tweet", [0, 0, 320, Inter.ceil(2 * Inter.lineHeight(17))]), "\(layout.frames)")
    }

    /// A preferredMaxLayoutWidth wraps there whatever the width laid out: no fixed point.
    @Test func preferredMaxLayoutWidthWrapsThere() throws {
        let layout = try BothPathsLayout(Self.screen(
            #"{"id": "tweet", "type": "label", "text": "\#(Self.tweet)", "numberOfLines": 0, "preferredMaxLayoutWidth": 200}"#,
            ["tweet.top == screen.top", "tweet.leading == screen.leading"]))
        let words = Self.tweet.split(separator: " ").map(String.init)
        let lines = try Inter.wrap(words, maxWidth: 200, size: 17)
        let widest = try lines.map { try Inter.width($0, size: 17) }.max() ?? 0
        #expect(layout.lines("tweet").map(\.0) == lines)
        #expect(layout.has("tweet", [0, 0, Inter.ceil(widest), Inter.ceil(Double(lines.count) * Inter.lineHeight(17))]), "\(layout.frames)")
        #expect(layout.timings.fixedPointPasses == 0)
    }
}
