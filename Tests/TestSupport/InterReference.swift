import Foundation

/// What the text tests expect, found without the code under test: advances from HarfBuzz's own
/// command-line tool `hb-shape` (Debian `libharfbuzz-bin`) run on Inter's font file, and Inter's
/// vertical metrics as its tables store them.
///
/// The metrics, read from `Inter-Regular.otf`, `Inter-SemiBold.otf` and `Inter-Bold.otf` of Debian's
/// `fonts-inter` 4.0~beta7 (the `head`, `hhea` and `OS/2` tables; the files agree): 2816 units per em; `hhea`
/// ascender 2728, descender −680, line gap 0; `OS/2` typographic metrics the same, with
/// USE_TYPO_METRICS set. So at a point size s: ascender 2728/2816·s, descender −680/2816·s, line
/// height (2728 + 680 + 0)/2816·s = 3408/2816·s (17 points: 20.5738…; 15 points: 18.1534…).
public enum InterReference {
    public static let regular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    public static let semibold = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
    public static let bold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
    public static let unitsPerEm = 2816.0

    public static func ascender(_ size: Double) -> Double { 2728 / unitsPerEm * size }
    /// Positive: how far the descender lies below the baseline.
    public static func descent(_ size: Double) -> Double { 680 / unitsPerEm * size }
    public static func lineHeight(_ size: Double) -> Double { 3408 / unitsPerEm * size }

    /// `value` rounded up to the grid of `scale` pixels a point, as the contract rounds text sizes
    /// (a value within 1e-9 pixel of a grid line is on it).
    public static func ceil(_ value: Double, scale: Double = 3) -> Double {
        (value * scale - 1e-9).rounded(.up) / scale
    }

    /// The advance width of `text` in `file` at `size` points: the x advances `hb-shape` prints at
    /// its default scale (font units), summed and scaled by size / units per em.
    public static func width(_ text: String, size: Double, file: String = regular) throws -> Double {
        Double(try HBShape.advances(text, file: file).units) / unitsPerEm * size
    }

    /// `words` (separated by single spaces) wrapped greedily at `maxWidth`, each line's width from
    /// `hb-shape`: a word joins the line while the line stays within the width (the break
    /// opportunities of text of plain words and spaces, by UAX #14, are after the spaces).
    public static func wrap(_ words: [String], maxWidth: Double, size: Double, file: String = regular) throws -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            let candidate = line.isEmpty ? word : line + " " + word
            let fits = try line.isEmpty || width(candidate, size: size, file: file) <= maxWidth
            if fits {
                line = candidate
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
