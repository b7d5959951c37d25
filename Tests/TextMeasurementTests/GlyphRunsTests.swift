import TestSupport
import Testing
import TextMeasurement

/// A measured line as glyphs to draw: each run's glyphs and positions as `hb-shape` gives them in
/// the run's font (Inter, or the fallback DejaVu Sans for Hebrew), the runs ordered left to right
/// by direction, the advances adding up to the measured width, and outlines for visible glyphs.
@Suite struct GlyphRunsTests {
    private let measurer = Shared.uncached

    /// `text`'s glyph ids and x positions (advances before plus x offset) from hb-shape, in visual
    /// order, and its whole advance, in font units.
    private func shaped(_ text: String, _ file: String) throws -> (ids: [UInt32], x: [Int32], advance: Int) {
        var pen = 0
        var ids: [UInt32] = [], xs: [Int32] = []
        for glyph in try HBShape.glyphs(text, file: file) {
            ids.append(UInt32(glyph.id))
            xs.append(Int32(pen + glyph.dx))
            pen += glyph.advance
        }
        return (ids, xs, pen)
    }

    /// A left-to-right line: "Hello", the space after it (white space at a run's end, a neutral
    /// between a left-to-right and a right-to-left run: the line's direction), then "שלום" in
    /// DejaVu Sans, in logical order.
    @Test func leftToRightLineKeepsItsRunsInOrder() throws {
        let runs = try measurer.glyphRuns("Hello שלום", font: FontRequest(size: 17))
        #expect(runs.map(\.face.family) == ["Inter", "Inter", "DejaVu Sans"])
        guard runs.count == 3 else { return }
        let latin = try shaped("Hello", ScriptsAndFallbackTests.inter)
        let space = try shaped(" ", ScriptsAndFallbackTests.inter)
        let hebrew = try shaped("שלום", ScriptsAndFallbackTests.dejaVu)
        #expect(runs[0].glyphs == latin.ids && runs[0].x == latin.x && runs[0].advance == latin.advance)
        #expect(runs[1].glyphs == space.ids && runs[1].advance == space.advance)
        #expect(runs[2].glyphs == hebrew.ids && runs[2].x == hebrew.x && runs[2].advance == hebrew.advance)
        #expect(runs[0].scale == 17 / 2816 && runs[2].scale == 17 / 2048)
        // The runs' advances are the measured width.
        let measured = try measurer.measure("Hello שלום", font: FontRequest(size: 17))
        let drawn = runs.reduce(0.0) { $0 + Double($1.advance) * $1.scale }
        #expect(abs(drawn - measured.width) < 1e-9)
    }

    /// A right-to-left line with a left-to-right word, "שלום world" (measured as "שלום" in DejaVu
    /// Sans and " world" in Inter): the space between the two directions takes the line's, so
    /// left to right it is "world", the space, "שלום".
    @Test func spaceBetweenDirectionsTakesTheLines() throws {
        let runs = try measurer.glyphRuns("שלום world", font: FontRequest(size: 17))
        #expect(runs.map(\.face.family) == ["Inter", "Inter", "DejaVu Sans"])
        guard runs.count == 3 else { return }
        #expect(runs[0].glyphs == (try shaped("world", ScriptsAndFallbackTests.inter)).ids)
        #expect(runs[0].x == (try shaped("world", ScriptsAndFallbackTests.inter)).x)
        #expect(runs[1].glyphs == (try shaped(" ", ScriptsAndFallbackTests.inter)).ids)
        #expect(runs[2].glyphs == (try shaped("שלום", ScriptsAndFallbackTests.dejaVu)).ids)
    }

    /// A right-to-left line "שלום עולם" (its first word first in logical order): drawn left to
    /// right as עולם, the space (in Inter), שלום, each Hebrew word's glyphs in HarfBuzz's visual
    /// order.
    @Test func rightToLeftLineReversesItsRuns() throws {
        let runs = try measurer.glyphRuns("שלום עולם", font: FontRequest(size: 17))
        #expect(runs.map(\.face.family) == ["DejaVu Sans", "Inter", "DejaVu Sans"])
        guard runs.count == 3 else { return }
        #expect(runs[0].glyphs == (try shaped("עולם", ScriptsAndFallbackTests.dejaVu)).ids)
        #expect(runs[1].glyphs == (try shaped(" ", ScriptsAndFallbackTests.inter)).ids)
        #expect(runs[2].glyphs == (try shaped("שלום", ScriptsAndFallbackTests.dejaVu)).ids)
        #expect(runs[0].face == runs[2].face && runs[0].face != runs[1].face)
    }

    /// A letter has an outline that starts with a move and closes; a space has none.
    @Test func outlinesOfVisibleGlyphsOnly() throws {
        let runs = try measurer.glyphRuns("A B", font: FontRequest(size: 17))
        let run = try #require(runs.first)
        #expect(runs.count == 1 && run.glyphs.count == 3)
        let letter = run.face.outline(of: run.glyphs[0])
        guard case .move = letter.first else {
            Issue.record("the outline of A does not start with a move: \(letter.prefix(1))")
            return
        }
        #expect(letter.last == .close)
        #expect(run.face.outline(of: run.glyphs[1]).isEmpty)
    }
}
