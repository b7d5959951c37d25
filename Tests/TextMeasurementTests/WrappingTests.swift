import TestSupport
import Testing
import TextMeasurement

/// Multi-line measurement in Inter Regular 17: lines checked against `hb-shape` widths of their
/// text (each line fits, and the next word would not), line counts, caps, modes.
@Suite struct WrappingTests {
    private let measurer = Shared.uncached
    static let file = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let font = FontRequest(size: 17)
    static let tweet =
        "Stack views are the best thing since sliced bread: a row of labels lays itself out, and a tweet wraps at whatever width the cell gets."

    /// `text`'s width by hb-shape, in points at 17.
    static func hbWidth(_ text: String) throws -> Double {
        Double(try HBShape.advances(text, file: file).units) * 17 / 2816
    }

    @Test(arguments: [100.0, 150, 200.5, 320, 375, 414])
    func wordWrappingIsGreedyAtWordBoundaries(width: Double) throws {
        let measured = try measurer.measure(
            Self.tweet, font: Self.font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let words = Self.tweet.split(separator: " ").map(String.init)
        // The lines are the words in order, split at spaces (no word is longer than 100 points here).
        #expect(measured.lines.map(\.text).joined(separator: " ") == Self.tweet)
        var next = 0
        for (number, line) in measured.lines.enumerated() {
            let lineWords = line.text.split(separator: " ").map(String.init)
            next += lineWords.count
            // Each line fits, by hb-shape's own width of its text...
            #expect(try Self.hbWidth(line.text) <= width + 1e-9, "line \(number): \(line.text)")
            #expect(abs(line.width - (try Self.hbWidth(line.text))) < 1e-9)
            // ...and is as long as it can be: with the next word it would not fit.
            if next < words.count {
                #expect(
                    try Self.hbWidth(line.text + " " + words[next]) > width, "line \(number) could take \(words[next])")
            }
            #expect(abs(line.baseline - (measured.ascender + Double(number) * measured.lineHeight)) < 1e-9)
        }
        #expect(measured.lines.count > 1)
        #expect(abs(measured.height - Double(measured.lines.count) * measured.lineHeight) < 1e-9)
        #expect(measured.width == measured.lines.map(\.width).max())
    }

    @Test func narrowerWidthsGiveMoreLines() throws {
        let counts = try [414.0, 375, 320, 200].map {
            try measurer.measure(
                Self.tweet, font: Self.font, maxWidth: $0, numberOfLines: 0, lineBreakMode: .byWordWrapping
            ).lines.count
        }
        #expect(counts == counts.sorted() && counts.first! < counts.last!)
    }

    @Test func withoutALimitEachParagraphIsOneLine() throws {
        let measured = try measurer.measure(
            "First line\nSecond, longer line\n\nFourth", font: Self.font, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        #expect(measured.lines.map(\.text) == ["First line", "Second, longer line", "", "Fourth"])
        #expect(abs(measured.width - (try Self.hbWidth("Second, longer line"))) < 1e-9)
        // A trailing line break adds no empty last line; \r\n and U+2028 break lines too.
        let breaks = try measurer.measure("a\r\nb\u{2028}c\n", font: Self.font, numberOfLines: 0)
        #expect(breaks.lines.map(\.text) == ["a", "b", "c"])
    }

    @Test func numberOfLinesCapsTheLines() throws {
        let limit = 150.0
        let all = try measurer.measure(
            Self.tweet, font: Self.font, maxWidth: limit, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(all.lines.count > 3)
        for cap in 1...3 {
            let capped = try measurer.measure(
                Self.tweet, font: Self.font, maxWidth: limit, numberOfLines: cap, lineBreakMode: .byWordWrapping)
            #expect(capped.lines == Array(all.lines.prefix(cap)))
            #expect(abs(capped.height - Double(cap) * all.lineHeight) < 1e-9)
        }
    }

    @Test func truncatingTailEndsTheLastLineWithAnEllipsisThatFits() throws {
        let limit = 150.0
        let all = try measurer.measure(
            Self.tweet, font: Self.font, maxWidth: limit, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let tail = try measurer.measure(
            Self.tweet, font: Self.font, maxWidth: limit, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(tail.lines.count == 2)
        #expect(tail.lines[0] == all.lines[0])
        let last = tail.lines[1]
        #expect(last.text.hasSuffix("…"))
        // The rest of the paragraph from line 2, cut at a grapheme, then the ellipsis; it fits and
        // one more character would not.
        let rest = String(Self.tweet.dropFirst(all.lines[0].text.count + 1))
        let kept = String(last.text.dropLast())
        #expect(rest.hasPrefix(kept))
        #expect(abs(last.width - (try Self.hbWidth(last.text))) < 1e-9 && last.width <= limit)
        let longer = String(rest.prefix(kept.count + 1)).trimmingTrailingSpaces + "…"
        #expect(try Self.hbWidth(longer) > limit)
    }

    @Test func truncatingHeadAndMiddlePutTheEllipsisWhereTheyShould() throws {
        let text = "Wolverhampton Wanderers Football Club"
        let head = try measurer.measure(
            text, font: Self.font, maxWidth: 150, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        #expect(head.lines.count == 1 && head.lines[0].text.hasPrefix("…"))
        #expect(text.hasSuffix(head.lines[0].text.dropFirst()) && head.width <= 150)
        // As long as it can be: with one more character of the text before the ellipsis's cut it
        // would not fit (hb-shape's width).
        let tail = String(head.lines[0].text.dropFirst())
        let longer = "…" + String(text.suffix(tail.count + 1))
        #expect(try Self.hbWidth(longer) > 150)
        #expect(abs(head.width - (try Self.hbWidth(head.lines[0].text))) < 1e-9)
        let middle = try measurer.measure(
            text, font: Self.font, maxWidth: 150, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        let parts = middle.lines[0].text.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2 && text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]) && middle.width <= 150)
        // A text that fits is not truncated.
        let fits = try measurer.measure(
            "Wolves", font: Self.font, maxWidth: 150, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        #expect(fits.lines.map(\.text) == ["Wolves"])
    }

    @Test func clippingKeepsTheTextAndCutsTheWidth() throws {
        let text = "Wolverhampton Wanderers Football Club"
        let clipped = try measurer.measure(
            text, font: Self.font, maxWidth: 100, numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(clipped.lines.map(\.text) == [text] && clipped.width == 100)
    }

    @Test func charWrappingBreaksBetweenGraphemes() throws {
        // Ten m's at the width of four (by hb-shape) plus a hair: four a line, the word broken.
        let width = try Self.hbWidth("mmmm") + 0.001
        #expect(try Self.hbWidth("mmmmm") > width)
        let measured = try measurer.measure(
            "mmmmmmmmmm", font: Self.font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(measured.lines.map(\.text) == ["mmmm", "mmmm", "mm"])
        // Between words too: "mm mm mm" breaks inside a word where word wrapping would not.
        let words = try measurer.measure(
            "mmm mmm", font: Self.font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(words.lines.map(\.text) == ["mmm", "mmm"])
        let mixed = try measurer.measure(
            "mm mmmmm", font: Self.font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(mixed.lines.map(\.text) == ["mm m", "mmmm"])
        // A grapheme cluster (e + combining acute, a flag) is never split.
        let clusters = try measurer.measure(
            "e\u{301}e\u{301}e\u{301}", font: Self.font, maxWidth: 1, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(clusters.lines.map(\.text) == ["e\u{301}", "e\u{301}", "e\u{301}"])
    }

    @Test func wrappingNeverSplitsAGrapheme() throws {
        // UAX #14 allows a break between a space and a combining mark on it (LB10 makes the mark
        // a letter, LB18 breaks after spaces): inside the grapheme " \u{301}".
        #expect(LineBreakOpportunitiesProbe.allowsBreakInside([0x20, 0x301]))
        // At 1 point every grapheme is a line ("a", " \u{301}", "b"); the space is not hung
        // away from its mark.
        let accented = try measurer.measure(
            "a \u{301}b", font: Self.font, maxWidth: 1, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(accented.lines.map(\.text) == ["a", " \u{301}", "b"])
        // An emoji and its skin tone (LB30b) stay together.
        let thumbs = String(repeating: "\u{1F44D}\u{1F3FD}", count: 3)
        let measured = try measurer.measure(
            thumbs, font: Self.font, maxWidth: 1, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(measured.lines.map(\.text) == Array(repeating: "\u{1F44D}\u{1F3FD}", count: 3))
    }

    @Test func aWordLongerThanTheLineIsBrokenBetweenCharacters() throws {
        let word = "Supercalifragilisticexpialidocious"
        let width = 80.0
        let measured = try measurer.measure(
            word + " is long", font: Self.font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let pieces = measured.lines.map(\.text)
        #expect(pieces.joined().replacingSpaces == (word + " is long").replacingSpaces)
        #expect(pieces.count >= 3)
        // Every piece of the word fits, and one more character would not.
        var offset = 0
        for piece in pieces where offset < word.count {
            #expect(try Self.hbWidth(piece) <= width + 1e-9)
            offset += piece.count
            if offset < word.count {
                #expect(try Self.hbWidth(piece + String(word[word.index(word.startIndex, offsetBy: offset)])) > width)
            }
        }
        // A single character wider than the line still takes one line (never an endless loop).
        let narrow = try measurer.measure(
            "WWW", font: Self.font, maxWidth: 1, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(narrow.lines.map(\.text) == ["W", "W", "W"])
    }

    @Test func oneLineInAWrappingModeShowsTheFirstLinesWords() throws {
        let measured = try measurer.measure(
            Self.tweet, font: Self.font, maxWidth: 150, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        let all = try measurer.measure(
            Self.tweet, font: Self.font, maxWidth: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(measured.lines == [all.lines[0]])
    }

    @Test func aTextAtItsOwnWidthStaysOnOneLine() throws {
        let single = try measurer.measure(Self.tweet, font: Self.font)
        let again = try measurer.measure(
            Self.tweet, font: Self.font, maxWidth: single.width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(again.lines.count == 1 && again.width == single.width)
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }

    /// The string without any spaces, to compare texts split at different places.
    fileprivate var replacingSpaces: String { filter { $0 != " " } }
}
