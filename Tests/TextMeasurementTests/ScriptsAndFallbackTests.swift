import TestSupport
import Testing
import TextMeasurement

/// Right-to-left and complex scripts, and characters Inter lacks: measured in the fallback font
/// fontconfig sorts first for them (here DejaVu Sans for Hebrew, Arabic and the emoji, Lohit
/// Devanagari for Devanagari), never dropped. Spaces stay in Inter, as CoreText keeps them in the
/// label's font; the expected widths add hb-shape's advances of each word in its font and of the
/// space in Inter.
@Suite struct ScriptsAndFallbackTests {
    private let measurer = Shared.uncached
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let lohit = "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"

    /// hb-shape's width of `text` in `file` at `size` points.
    static func width(_ text: String, _ file: String, size: Double = 17) throws -> Double {
        Double(try HBShape.advances(text, file: file).units) * size / Double(try HBShape.unitsPerEm(file))
    }

    @Test(arguments: [
        ("שלום עולם", dejaVu, "DejaVu Sans"),
        ("مرحبا بالعالم", dejaVu, "DejaVu Sans"),
        ("नमस्ते दुनिया", lohit, "Lohit Devanagari"),
    ])
    func twoWordsInTheFallbackFontAndASpaceInInter(text: String, file: String, family: String) throws {
        let words = text.split(separator: " ").map(String.init)
        // The fallback font really is needed: Inter has none of these letters (hb-shape gives
        // .notdef, glyph 0, for them); the expected width uses the fallback's own shaping.
        let expected = try Self.width(words[0], file) + Self.width(" ", Self.inter) + Self.width(words[1], file)
        let measured = try measurer.measure(text, font: FontRequest(size: 17))
        #expect(abs(measured.width - expected) < 1e-9)
        #expect(measured.fallbackFamilies == [family])
        #expect(measured.lines.map(\.text) == [text])
        // Wrapped at the width of its wider word, each word is a line, in logical order.
        let narrow = max(try Self.width(words[0], file), try Self.width(words[1], file)) + 0.001
        let wrapped = try measurer.measure(
            text, font: FontRequest(size: 17), maxWidth: narrow, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(wrapped.lines.map(\.text) == words)
        #expect(abs(wrapped.lines[1].width - (try Self.width(words[1], file))) < 1e-9)
    }

    @Test func devanagariIsShapedNotMeasuredLetterByLetter() throws {
        // Lohit's conjunct "स्" + "त" and its vowel signs: fewer glyphs than scalars, and a width
        // other than the sum of the letters shaped alone.
        let word = "नमस्ते"
        let whole = try Self.width(word, Self.lohit)
        let alone = try word.unicodeScalars.map { try Self.width(String($0), Self.lohit) }.reduce(0, +)
        #expect(abs(whole - alone) > 0.1)
        #expect(abs(try measurer.measure(word, font: FontRequest(size: 17)).width - whole) < 1e-9)
    }

    @Test func arabicJoiningFormsAreUsed() throws {
        // Joined, "بالعالم" is narrower than its letters in their isolated forms.
        let word = "بالعالم"
        let joined = try Self.width(word, Self.dejaVu)
        let isolated = try word.unicodeScalars.map { try Self.width(String($0), Self.dejaVu) }.reduce(0, +)
        #expect(abs(joined - isolated) > 0.1)
        #expect(abs(try measurer.measure(word, font: FontRequest(size: 17)).width - joined) < 1e-9)
    }

    @Test func anEmojiInterLacksIsMeasuredInDejaVuSans() throws {
        let measured = try measurer.measure("Hi 😀", font: FontRequest(size: 17))
        let expected = try Self.width("Hi ", Self.inter) + Self.width("😀", Self.dejaVu)
        #expect(abs(measured.width - expected) < 1e-9)
        #expect(measured.fallbackFamilies == ["DejaVu Sans"])
    }

    @Test func aCharacterNoFontHasIsMeasuredNotDropped() throws {
        // U+16A40 (Mro) is in no installed font (`fc-list :charset=16a40` is empty): Inter's
        // .notdef box is measured, hb-shape's glyph for it.
        let measured = try measurer.measure("a\u{16A40}b", font: FontRequest(size: 17))
        #expect(abs(measured.width - (try Self.width("a\u{16A40}b", Self.inter))) < 1e-9)
        #expect(measured.width > (try Self.width("ab", Self.inter)))
        #expect(measured.lines.map(\.text) == ["a\u{16A40}b"] && measured.fallbackFamilies.isEmpty)
    }

    @Test func mixedLatinAndHebrewUseBothFonts() throws {
        let measured = try measurer.measure("Hello שלום", font: FontRequest(size: 17))
        let expected = try Self.width("Hello ", Self.inter) + Self.width("שלום", Self.dejaVu)
        #expect(abs(measured.width - expected) < 1e-9)
    }
}
