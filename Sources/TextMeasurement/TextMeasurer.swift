/// Measures text with real fonts as UILabel does: HarfBuzz shaping, fontconfig families and
/// fallback, UAX #14 wrapping, and a measurement cache shared by every thread.
public final class TextMeasurer: Sendable {
    /// The largest point size a font may have.
    public static let maximumFontSize = 1000.0
    /// The cache's default bound: 16 MiB.
    public static let defaultCacheBytes = 16 << 20

    /// The family `"system"` stands for.
    public let systemFamily: String
    let library: FontLibrary
    private let cache: MeasurementCache

    /// Loads the system's fontconfig configuration plus `fontsDirectory`, and checks that
    /// `systemFamily` is installed. `cacheBytes` bounds the measurement cache (0: no cache).
    public init(
        systemFamily: String = "Inter", fontsDirectory: String? = nil, cacheBytes: Int = TextMeasurer.defaultCacheBytes
    ) throws {
        library = try FontLibrary(fontsDirectory: fontsDirectory)
        guard library.hasFamily(systemFamily) else { throw TextMeasurementError.unknownFamily(systemFamily) }
        self.systemFamily = systemFamily
        cache = MeasurementCache(capacityBytes: cacheBytes)
    }

    /// Whether `family` (`"system"` or a family name, case-insensitive) can be measured.
    public func hasFamily(_ family: String) -> Bool {
        family == FontRequest.systemFamily || library.hasFamily(family)
    }

    /// Every installed family with its weights and styles, sorted by name.
    public func families() -> [FontFamily] {
        library.families()
    }

    /// The measurement cache's counters.
    public var cacheStatistics: TextCacheStatistics {
        cache.statistics
    }

    /// Measures `text` in `font`, wrapping at `maxWidth` (nil: no limit) into at most
    /// `numberOfLines` lines (0: no cap). Empty text measures 0 × 0 with no lines.
    /// - Throws: `TextMeasurementError` for an unknown family, a size outside
    ///   0 < size ≤ `maximumFontSize`, a weight outside 100…900, a negative `numberOfLines`, a
    ///   negative or non-finite `maxWidth`, or an unreadable font file.
    /// - Complexity: O(n) plus shaping on a cache miss, for n the scalars of `text`.
    public func measure(
        _ text: String, font: FontRequest, maxWidth: Double? = nil, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) throws -> MeasuredText {
        try Self.check(font)
        guard numberOfLines >= 0 else { throw TextMeasurementError.invalidNumberOfLines(numberOfLines) }
        if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) { throw TextMeasurementError.invalidMaxWidth(maxWidth) }
        let key = MeasurementKey(
            text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        if let cached = cache.value(for: key) { return cached }
        let resolved = try resolve(font)
        let layout = TextLayout(
            font: resolved, size: font.size, maxWidth: maxWidth, numberOfLines: numberOfLines, mode: lineBreakMode)
        let measured = layout.measure(text)
        cache.insert(measured, for: key)
        return measured
    }

    /// Throws for a size outside 0 < size ≤ ``maximumFontSize`` or a weight outside 100…900.
    static func check(_ font: FontRequest) throws {
        guard font.size > 0, font.size <= maximumFontSize else { throw TextMeasurementError.invalidSize(font.size) }
        guard (100...900).contains(font.weight) else { throw TextMeasurementError.invalidWeight(font.weight) }
    }

    /// The faces `font` (already ``check(_:)``ed) is set in: `"system"` as the system family.
    func resolve(_ font: FontRequest) throws -> ResolvedFont {
        let family = font.family == FontRequest.systemFamily ? systemFamily : font.family
        guard library.hasFamily(family) else { throw TextMeasurementError.unknownFamily(font.family) }
        return try library.resolve(family: family, weight: font.weight, italic: font.italic)
    }
}
