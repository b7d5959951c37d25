/// Why a font could not be used or a text could not be measured.
public enum TextMeasurementError: Error, Equatable, Sendable {
    /// fontconfig could not load its configuration.
    case fontconfigUnavailable
    /// The fonts directory does not exist or fontconfig could not add it.
    case fontsDirectoryUnusable(String)
    /// No font of that family is installed.
    case unknownFamily(String)
    /// The size is not in 0 < size ≤ `TextMeasurer.maximumFontSize`.
    case invalidSize(Double)
    /// The weight is not in 100…900.
    case invalidWeight(Int)
    /// `numberOfLines` is negative.
    case invalidNumberOfLines(Int)
    /// The width limit is not a finite number ≥ 0.
    case invalidMaxWidth(Double)
    /// The font file fontconfig chose could not be read by HarfBuzz.
    case unreadableFont(String)
}
