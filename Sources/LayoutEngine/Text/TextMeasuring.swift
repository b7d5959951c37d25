/// What the engine asks of the fonts: whether a family exists, and how a text sets in a font.
///
/// The engine stays free of the text libraries: the server (and the command line) hand it a
/// measurer over HarfBuzz, fontconfig and libunibreak (`LayoutServer`'s `TextMeasurerAdapter`).
/// A measurer is shared by the solver threads, so it must be safe to call from any of them.
public protocol TextMeasuring: Sendable {
    /// Whether `family` is among the measurer's fonts (not `system`, which always is).
    func hasFamily(_ family: String) -> Bool

    /// `text` set in `font`: its lines (wrapped at `maxWidth` when given, by `lineBreakMode`, at
    /// most `numberOfLines` of them when that is above 0) and the font's metrics.
    /// - Throws: when the font cannot be measured (a file that cannot be read); the engine answers
    ///   a 422 naming the view.
    func measure(
        _ text: String, font: TextFont, maxWidth: Double?, numberOfLines: Int,
        lineBreakMode: TextProperties.LineBreakMode
    ) throws -> TextMetrics
}

/// A font as the measurer takes it: every member resolved.
public struct TextFont: Sendable, Hashable {
    /// nil: the server's system font.
    public var family: String?
    public var size: Double
    /// 100...900.
    public var weight: Int
    public var italic: Bool

    public init(family: String?, size: Double, weight: Int, italic: Bool) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }
}

/// A measured text: its lines and its font's metrics, in points, unrounded.
public struct TextMetrics: Sendable, Hashable {
    /// One line as set: its text, its advance width, and its baseline's y below the text's top.
    public struct Line: Sendable, Hashable {
        public var text: String
        public var width: Double
        public var baseline: Double

        public init(text: String, width: Double, baseline: Double) {
            self.text = text
            self.width = width
            self.baseline = baseline
        }
    }

    /// None for an empty text.
    public var lines: [Line]
    /// Above the baseline, positive.
    public var ascender: Double
    /// Below the baseline, negative (as fonts store it).
    public var descender: Double
    /// Ascender − descender + line gap.
    public var lineHeight: Double

    public init(lines: [Line], ascender: Double, descender: Double, lineHeight: Double) {
        self.lines = lines
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }

    /// The longest line's advance.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }
    /// The lines × the line height.
    public var height: Double { Double(lines.count) * lineHeight }
}
