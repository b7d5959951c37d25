import Testing
import TextMeasurement

/// The measurer's edges: empty text, refused arguments, families, metrics.
@Suite struct MeasurerContractTests {
    private let measurer = Shared.uncached

    @Test func emptyTextMeasuresZeroByZeroWithTheFontsMetrics() throws {
        let measured = try measurer.measure("", font: FontRequest(size: 17), numberOfLines: 0)
        #expect(measured.width == 0 && measured.height == 0 && measured.lines.isEmpty)
        // Inter 4.0's OS/2 typographic metrics (its fsSelection asks for them): 2728, −680, gap 0,
        // 2816 units per em; at 17 points the line is (2728 + 680) × 17 / 2816.
        #expect(abs(measured.ascender - 2728 * 17 / 2816.0) < 1e-9)
        #expect(abs(measured.descender + 680 * 17 / 2816.0) < 1e-9)
        #expect(abs(measured.lineHeight - 3408 * 17 / 2816.0) < 1e-9)
    }

    @Test(arguments: [0.0, -1, 1000.5, .infinity, .nan])
    func sizesOutsideTheRangeAreRefused(size: Double) {
        #expect(throws: TextMeasurementError.self) { try measurer.measure("a", font: FontRequest(size: size)) }
    }

    @Test(arguments: [0, 99, 901, 1000])
    func weightsOutside100To900AreRefused(weight: Int) {
        #expect(throws: TextMeasurementError.invalidWeight(weight)) {
            try measurer.measure("a", font: FontRequest(weight: weight))
        }
    }

    @Test func anUnknownFamilyIsRefusedAndReported() {
        #expect(!measurer.hasFamily("No Such Family 16"))
        #expect(throws: TextMeasurementError.unknownFamily("No Such Family 16")) {
            try measurer.measure("a", font: FontRequest(family: "No Such Family 16"))
        }
        #expect(throws: TextMeasurementError.unknownFamily("No Such Family 16")) {
            try TextMeasurer(systemFamily: "No Such Family 16", cacheBytes: 0)
        }
    }

    @Test func negativeLineCountsAndWidthsAreRefused() {
        #expect(throws: TextMeasurementError.invalidNumberOfLines(-1)) {
            try measurer.measure("a", font: FontRequest(), numberOfLines: -1)
        }
        #expect(throws: TextMeasurementError.invalidMaxWidth(-1)) {
            try measurer.measure("a", font: FontRequest(), maxWidth: -1)
        }
    }

    @Test func aMissingFontsDirectoryIsRefused() {
        #expect(throws: TextMeasurementError.fontsDirectoryUnusable("/nonexistent/fonts-16")) {
            try TextMeasurer(fontsDirectory: "/nonexistent/fonts-16", cacheBytes: 0)
        }
    }

    @Test func familiesListInterWithItsNineWeightsAndBothStyles() {
        let families = measurer.families()
        #expect(families.map(\.name) == families.map(\.name).sorted())
        let inter = families.first { $0.name == "Inter" }
        #expect(
            inter
                == FontFamily(
                    name: "Inter", weights: Array(stride(from: 100, through: 900, by: 100)),
                    styles: ["normal", "italic"]))
        #expect(measurer.hasFamily("inter") && measurer.hasFamily("system") && measurer.hasFamily("DejaVu Sans"))
    }

    @Test func controlCharactersAndLoneMarksNeverCrashAndTakeNoWidth() throws {
        let font = FontRequest(size: 17)
        let plain = try measurer.measure("ab", font: font)
        let controls = try measurer.measure("a\u{0}\u{1}\u{7F}\u{9F}b", font: font)
        #expect(controls.width == plain.width)
        #expect(controls.lines.map(\.text) == ["a\u{0}\u{1}\u{7F}\u{9F}b"])
        let marks = try measurer.measure("\u{301}\u{301}\u{200D}\u{FE0F}", font: font, maxWidth: 1, numberOfLines: 0)
        #expect(marks.lines.count >= 1)
    }

    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingMiddle])
    func sixtyFourKibibytesOfAdversarialTextStayLinear(mode: LineBreakMode) throws {
        // A 64 KiB word, 64 KiB of spaces before a letter, and alternating spaces: at 1 point
        // every grapheme is a line. Quadratic work would take minutes; the bound is generous.
        // Each case: the text and the lines it must give (the spaces hang on the first line).
        let cases: [(String, [String])] = [
            (String(repeating: "w", count: 65_536), Array(repeating: "w", count: 65_536)),
            (String(repeating: " ", count: 65_535) + "x", ["", "x"]),
            (String(repeating: "a ", count: 32_768), Array(repeating: "a", count: 32_768)),
        ]
        let clock = ContinuousClock()
        for (text, lines) in cases {
            let start = clock.now
            let measured = try measurer.measure(
                text, font: FontRequest(size: 17), maxWidth: 1, numberOfLines: 0, lineBreakMode: mode)
            #expect(clock.now - start < .seconds(30))
            // Truncating, the last line (one grapheme, wider than 1 point) is cut to the ellipsis.
            #expect(measured.lines.map(\.text) == (mode == .byTruncatingMiddle ? lines.dropLast() + ["…"] : lines))
        }
    }
}
