/// Breaks a text into lines as UILabel does and measures them: hard breaks split paragraphs,
/// paragraphs wrap greedily at the limit, the line count is capped, and truncating modes put an
/// ellipsis on the line that ran out of room.
struct TextLayout {
    let font: ResolvedFont
    let size: Double
    let maxWidth: Double?
    let numberOfLines: Int
    let mode: LineBreakMode

    /// How far a width may exceed the limit and still fit: absorbs the summation order's rounding,
    /// so that a text measured at its own width stays on one line.
    private static let tolerance = 1e-7
    /// U+2026 HORIZONTAL ELLIPSIS, what UIKit truncates with.
    private static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// A line before it is turned into text: its paragraph and its scalar range in it.
    private struct Slot {
        let paragraph: Int
        var range: Range<Int>
    }

    /// Measures `text`.
    /// - Complexity: O(n) plus shaping, for n the scalars of `text`.
    func measure(_ text: String) -> MeasuredText {
        let primary = font.primary
        let scale = size / primary.unitsPerEm
        let ascender = primary.ascender * scale
        let descender = primary.descender * scale
        let lineHeight = (primary.ascender - primary.descender + primary.lineGap) * scale
        let scalars = text.unicodeScalars.map(\.value)
        let breaks = LineBreakOpportunities.breaks(scalars)
        var paragraphs: [ShapedParagraph] = []
        var slots: [Slot] = []
        var start = 0
        let view = text.unicodeScalars
        var lower = view.startIndex
        for (offset, kind) in breaks.enumerated() where kind == .mandatory {
            var end = offset + 1
            while end > start && Self.isHardBreak(scalars[end - 1]) { end -= 1 }
            let upper = view.index(lower, offsetBy: end - start)
            let paragraph = ShapedParagraph(Substring(view[lower..<upper]), font: font, size: size)
            lower = view.index(upper, offsetBy: offset + 1 - end)
            // Only at grapheme boundaries: UAX #14 allows a break between a space and a combining
            // mark on it (LB10), which would split the grapheme.
            let opportunities = (start..<max(start, end - 1)).filter { breaks[$0] == .allowed }.map { $0 + 1 - start }
                .filter { paragraph.startsGrapheme[$0] }
            let index = paragraphs.count
            paragraphs.append(paragraph)
            slots += lines(of: paragraph, opportunities: opportunities).map { Slot(paragraph: index, range: $0) }
            start = offset + 1
            if numberOfLines > 0 && slots.count > numberOfLines { break }
        }
        let remains = numberOfLines > 0 && slots.count > numberOfLines
        if remains { slots.removeLast(slots.count - numberOfLines) }
        var textLines: [TextLine] = []
        var fallbacks: [String] = []
        for (number, slot) in slots.enumerated() {
            let paragraph = paragraphs[slot.paragraph]
            var (line, used) = render(slot, in: paragraph, last: number == slots.count - 1, remains: remains)
            line.baseline = ascender + Double(number) * lineHeight
            textLines.append(line)
            for family in paragraph.fallbackFamilies + used where !fallbacks.contains(family) {
                fallbacks.append(family)
            }
        }
        return MeasuredText(
            width: textLines.map(\.width).max() ?? 0, height: Double(textLines.count) * lineHeight, lines: textLines,
            ascender: ascender, descender: descender, lineHeight: lineHeight, fallbackFamilies: fallbacks)
    }

    /// Whether lines wrap at the limit: always with more than one line allowed; with one line
    /// only in the wrapping modes (which then show the first line's words, UIKit's behaviour).
    private var wraps: Bool {
        maxWidth != nil && (numberOfLines != 1 || mode == .byWordWrapping || mode == .byCharWrapping)
    }

    /// The paragraph's lines as scalar ranges, each ending after the white space it hangs.
    private func lines(of paragraph: ShapedParagraph, opportunities: [Int]) -> [Range<Int>] {
        let count = paragraph.scalars.count
        guard wraps, let limit = maxWidth, count > 0 else { return [0..<count] }
        let candidates =
            mode == .byCharWrapping ? Array(paragraph.graphemeBoundaries.dropFirst().dropLast()) : opportunities
        var result: [Range<Int>] = []
        var start = 0
        var next = 0
        while start < count {
            if fits(paragraph, start..<count, limit) {
                result.append(start..<count)
                break
            }
            while next < candidates.count && candidates[next] <= start { next += 1 }
            var end: Int?
            var probe = next
            while probe < candidates.count && fits(paragraph, start..<candidates[probe], limit) {
                end = candidates[probe]
                probe += 1
            }
            // A word longer than the line: as many of its graphemes as fit, at least one.
            var cut =
                end
                ?? longestGraphemePrefix(
                    paragraph, from: start, before: probe < candidates.count ? candidates[probe] : count, limit)
            cut = paragraph.skippingHangingSpace(from: cut)
            result.append(start..<cut)
            start = cut
        }
        return result
    }

    /// The end of the longest run of whole graphemes from `start` (before `bound`) that fits, at
    /// least one grapheme.
    /// - Complexity: O(log n + graphemes taken).
    private func longestGraphemePrefix(
        _ paragraph: ShapedParagraph, from start: Int, before bound: Int, _ limit: Double
    ) -> Int {
        let boundaries = paragraph.graphemeBoundaries
        var low = 0
        var high = boundaries.count
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] <= start { low = middle + 1 } else { high = middle }
        }
        guard low < boundaries.count, boundaries[low] <= bound else { return bound }
        var end = boundaries[low]
        for boundary in boundaries[(low + 1)...] {
            guard boundary <= bound, fits(paragraph, start..<boundary, limit) else { break }
            end = boundary
        }
        return end
    }

    /// Whether a range, without its hanging white space, fits in `limit`.
    private func fits(_ paragraph: ShapedParagraph, _ range: Range<Int>, _ limit: Double) -> Bool {
        paragraph.width(trimmed(paragraph, range)) <= limit + Self.tolerance
    }

    /// `range` without the white space at its end, which hangs past the line's edge.
    /// - Complexity: O(1).
    private func trimmed(_ paragraph: ShapedParagraph, _ range: Range<Int>) -> Range<Int> {
        range.lowerBound..<max(range.lowerBound, paragraph.contentEnd[range.upperBound])
    }

    /// A line as text: truncated when it is the last one and text remains (or it is too wide) in a
    /// truncating mode, cut to the limit when clipping. Also returns the fallback families the
    /// ellipsis line used.
    private func render(_ slot: Slot, in paragraph: ShapedParagraph, last: Bool, remains: Bool) -> (TextLine, [String])
    {
        let range = trimmed(paragraph, slot.range)
        let width = paragraph.width(range)
        let truncating = mode == .byTruncatingHead || mode == .byTruncatingTail || mode == .byTruncatingMiddle
        let overflows = maxWidth.map { width > $0 + Self.tolerance } ?? false
        if truncating && last && (remains || overflows) {
            // The line that runs out of room shows the rest of its paragraph, truncated.
            let rest = trimmed(paragraph, slot.range.lowerBound..<paragraph.scalars.count)
            return truncate(paragraph, rest, forced: remains)
        }
        let clipped = mode == .byClipping ? min(width, maxWidth ?? width) : width
        return (TextLine(text: Self.string(paragraph.scalars[range]), width: clipped, baseline: 0), [])
    }

    /// The longest truncation of `range` with an ellipsis that fits the limit (with no limit, the
    /// whole range and the ellipsis); the ellipsis alone when nothing fits.
    /// - Complexity: O(n) for the estimate, then a shaping per correction (one or two: the estimate
    ///   differs from the shaped width only by the kerning and shaping at the cut).
    private func truncate(_ paragraph: ShapedParagraph, _ range: Range<Int>, forced: Bool) -> (TextLine, [String]) {
        let graphemes =
            [range.lowerBound] + paragraph.graphemeBoundaries.filter { $0 > range.lowerBound && $0 < range.upperBound }
            + [range.upperBound]
        let count = graphemes.count - 1
        let most = max(0, forced ? count : count - 1)
        func shaped(_ kept: Int) -> (line: TextLine, families: [String]) {
            let (front, back) = parts(paragraph, graphemes: graphemes, keeping: kept)
            let scalars: [UInt32]
            switch mode {
            case .byTruncatingHead: scalars = [Self.ellipsis.value] + paragraph.scalars[back]
            case .byTruncatingMiddle:
                scalars = paragraph.scalars[front] + [Self.ellipsis.value] + paragraph.scalars[back]
            default: scalars = paragraph.scalars[front] + [Self.ellipsis.value]
            }
            let text = Self.string(scalars[...])
            let line = ShapedParagraph(Substring(text), font: font, size: size)
            return (TextLine(text: text, width: line.width, baseline: 0), line.fallbackFamilies)
        }
        guard let limit = maxWidth else {
            let line = shaped(most)
            return (line.line, line.families)
        }
        let ellipsisWidth = ShapedParagraph(Substring(String(Self.ellipsis)), font: font, size: size).width
        func fits(_ width: Double) -> Bool { width <= limit + Self.tolerance }
        // The estimate from the paragraph's advances, then corrected on shaped widths.
        var kept = most
        while kept > 0 {
            let (front, back) = parts(paragraph, graphemes: graphemes, keeping: kept)
            if fits(paragraph.width(front) + paragraph.width(back) + ellipsisWidth) { break }
            kept -= 1
        }
        var best = shaped(kept)
        while kept > 0 && !fits(best.line.width) {
            kept -= 1
            best = shaped(kept)
        }
        while kept < most {
            let more = shaped(kept + 1)
            guard fits(more.line.width) else { break }
            kept += 1
            best = more
        }
        return (best.line, best.families)
    }

    /// The scalar ranges of `range` that keeping `kept` of its graphemes leaves: the front (tail and
    /// middle modes) and the back (head and middle modes), white space at the cut left out.
    private func parts(_ paragraph: ShapedParagraph, graphemes: [Int], keeping kept: Int) -> (Range<Int>, Range<Int>) {
        let count = graphemes.count - 1
        let end = graphemes[count]
        func back(_ kept: Int) -> Range<Int> {
            min(end, paragraph.skippingHangingSpace(from: graphemes[count - kept]))..<end
        }
        switch mode {
        case .byTruncatingHead:
            return (graphemes[0]..<graphemes[0], back(kept))
        case .byTruncatingMiddle:
            let front = (kept + 1) / 2
            return (trimmed(paragraph, graphemes[0]..<graphemes[front]), back(kept - front))
        default:
            return (trimmed(paragraph, graphemes[0]..<graphemes[kept]), end..<end)
        }
    }

    /// A string from scalars that came from a string.
    /// - Complexity: O(n), encoding the UTF-8 in one buffer (appending scalar by scalar to a
    ///   string's scalar view cost more than breaking the text into lines).
    private static func string(_ scalars: ArraySlice<UInt32>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for value in scalars {
            if value < 0x80 {
                bytes.append(UInt8(value))
            } else if let scalar = Unicode.Scalar(value) {
                bytes.append(contentsOf: scalar.utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Scalars that end a paragraph (UAX #14 classes BK, CR, LF, NL).
    private static func isHardBreak(_ scalar: UInt32) -> Bool {
        [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar)
    }

}
