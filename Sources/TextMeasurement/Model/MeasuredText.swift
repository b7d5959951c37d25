/// The size and lines of a text in a font, unrounded (the caller rounds to its pixel grid).
public struct MeasuredText: Sendable, Equatable {
    /// The widest line's advance width, in points; 0 for empty text.
    public var width: Double
    /// The number of lines × the line height, in points; 0 for empty text.
    public var height: Double
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The primary font's ascender at the point size (above the baseline, positive).
    public var ascender: Double
    /// The primary font's descender at the point size (below the baseline, negative).
    public var descender: Double
    /// The primary font's line height: ascender − descender + line gap, at the point size.
    public var lineHeight: Double
    /// The families that measured characters the requested font lacks, in order of first use.
    public var fallbackFamilies: [String]

    /// Creates a measurement.
    public init(
        width: Double, height: Double, lines: [TextLine], ascender: Double, descender: Double, lineHeight: Double,
        fallbackFamilies: [String]
    ) {
        self.width = width
        self.height = height
        self.lines = lines
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
        self.fallbackFamilies = fallbackFamilies
    }
}
