import TestSupport
import Testing
import TextMeasurement

/// Single-line widths against `hb-shape` on the same font files: the advance sum in font units ×
/// size / units per em. Inter (Debian fonts-inter 4.0, static OpenType CFF files, 2,816 units per
/// em) for sizes, weights, italic, kerning and its `->` arrow ligature; DejaVu Sans for "ffi".
@Suite struct ShapedWidthTests {
    private let measurer = Shared.uncached
    static let inter = "/usr/share/fonts/opentype/inter/"

    /// The file fontconfig must pick for each weight (Debian's names).
    static let interFiles = [
        100: "Inter-Thin.otf", 300: "Inter-Light.otf", 400: "Inter-Regular.otf", 600: "Inter-SemiBold.otf",
        700: "Inter-Bold.otf", 900: "Inter-Black.otf",
    ]

    static let texts = [
        "Hello, World", "AV", "To", "Wolverhampton Wanderers 2–1", "Stack views are the best thing since",
    ]

    @Test(arguments: [9.0, 12.5, 17, 34, 100], [100, 300, 400, 600, 700, 900])
    func widthsMatchHBShape(size: Double, weight: Int) throws {
        let file = Self.inter + Self.interFiles[weight]!
        let upem = Double(try HBShape.unitsPerEm(file))
        for text in Self.texts {
            let expected = Double(try HBShape.advances(text, file: file).units) * size / upem
            let measured = try measurer.measure(text, font: FontRequest(size: size, weight: weight))
            #expect(abs(measured.width - expected) < 1e-9, "\(text) at \(size) pt, weight \(weight)")
            #expect(measured.lines.count == 1 && measured.fallbackFamilies.isEmpty)
        }
    }

    @Test func italicUsesTheItalicFile() throws {
        let file = Self.inter + "Inter-Italic.otf"
        let expected = Double(try HBShape.advances("Italic text", file: file).units) * 17 / 2816
        #expect(
            abs(try measurer.measure("Italic text", font: FontRequest(size: 17, italic: true)).width - expected) < 1e-9)
    }

    @Test(arguments: ["AV", "To", "Yo", "Wo"])
    func kerningPairsAreApplied(pair: String) throws {
        let file = Self.inter + "Inter-Regular.otf"
        let kerned = try HBShape.advances(pair, file: file).units
        let apart = try pair.map { try HBShape.advances(String($0), file: file).units }.reduce(0, +)
        // The pair is kerned in Inter (so the check below can fail): hb-shape shows it tighter.
        #expect(kerned < apart)
        let measured = try measurer.measure(pair, font: FontRequest(size: 17))
        #expect(abs(measured.width - Double(kerned) * 17 / 2816) < 1e-9)
    }

    @Test func intersArrowLigatureIsApplied() throws {
        // Inter's contextual alternates turn "->" into one arrow glyph: 3 glyphs for 4 characters.
        let file = Self.inter + "Inter-Regular.otf"
        let shaped = try HBShape.advances("a->b", file: file)
        #expect(shaped.glyphs == 3)
        let measured = try measurer.measure("a->b", font: FontRequest(size: 17))
        #expect(abs(measured.width - Double(shaped.units) * 17 / 2816) < 1e-9)
    }

    @Test func dejaVuSansFfiLigatureIsApplied() throws {
        let file = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let upem = Double(try HBShape.unitsPerEm(file))
        let shaped = try HBShape.advances("office", file: file)
        // "ffi" is one glyph (U+FB03) in DejaVu Sans: 4 glyphs for 6 characters.
        #expect(shaped.glyphs == 4)
        let measured = try measurer.measure("office", font: FontRequest(family: "DejaVu Sans", size: 20))
        #expect(abs(measured.width - Double(shaped.units) * 20 / upem) < 1e-9)
    }

    @Test func widthScalesLinearlyAndIsUnrounded() throws {
        let small = try measurer.measure("Hello", font: FontRequest(size: 10))
        let large = try measurer.measure("Hello", font: FontRequest(size: 30))
        #expect(abs(large.width - 3 * small.width) < 1e-9)
        #expect(small.width != small.width.rounded())
    }
}
