import LayoutEngine
import TextMeasurement

/// TextMeasurement's measurer (HarfBuzz, fontconfig, libunibreak, a shared cache) as the engine's
/// ``LayoutEngine/TextMeasuring``: the engine stays free of the C libraries, and this is the one
/// place where the two modules' types meet.
public struct TextMeasurerAdapter: TextMeasuring {
    public let measurer: TextMeasurer

    public init(_ measurer: TextMeasurer) {
        self.measurer = measurer
    }

    /// The server's measurer: `systemFont` as `system`, the fonts of `fontsDirectory` beside the
    /// system's. Throws when the system font is not installed.
    public init(systemFont: String, fontsDirectory: String?) throws {
        self.init(try TextMeasurer(systemFamily: systemFont, fontsDirectory: fontsDirectory))
    }

    public func hasFamily(_ family: String) -> Bool { measurer.hasFamily(family) }

    public func measure(
        _ text: String, font: TextFont, maxWidth: Double?, numberOfLines: Int,
        lineBreakMode: TextProperties.LineBreakMode
    ) throws -> TextMetrics {
        let request = FontRequest(
            family: font.family ?? FontRequest.systemFamily, size: font.size, weight: font.weight, italic: font.italic)
        // The two enums are NSLineBreakMode's six cases by the same names (a switch: going through
        // their raw strings compared names, a thousand instructions a measurement).
        let mode: TextMeasurement.LineBreakMode
        switch lineBreakMode {
        case .byWordWrapping: mode = .byWordWrapping
        case .byCharWrapping: mode = .byCharWrapping
        case .byClipping: mode = .byClipping
        case .byTruncatingHead: mode = .byTruncatingHead
        case .byTruncatingTail: mode = .byTruncatingTail
        case .byTruncatingMiddle: mode = .byTruncatingMiddle
        }
        let measured = try measurer.measure(
            text, font: request, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: mode)
        return TextMetrics(
            lines: measured.lines.map { TextMetrics.Line(text: $0.text, width: $0.width, baseline: $0.baseline) },
            ascender: measured.ascender, descender: measured.descender, lineHeight: measured.lineHeight)
    }
}
