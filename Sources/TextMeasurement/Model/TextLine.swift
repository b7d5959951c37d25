/// One line of measured text, so a client can draw exactly what was measured.
public struct TextLine: Sendable, Equatable {
    /// The line's characters in logical order, without the trailing white space it hangs; with an
    /// ellipsis where it was truncated.
    public var text: String
    /// Its advance width in points (unrounded), trailing white space excluded.
    public var width: Double
    /// The y of its baseline, in points from the top of the text.
    public var baseline: Double

    /// Creates a line.
    public init(text: String, width: Double, baseline: Double) {
        self.text = text
        self.width = width
        self.baseline = baseline
    }
}
