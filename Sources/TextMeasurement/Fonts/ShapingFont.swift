import CHarfBuzz

/// One face of a font file at one weight, made immutable for HarfBuzz so every thread can shape
/// with it at once; it works in font units (its scale is its units per em).
final class ShapingFont: @unchecked Sendable {
    /// The family name fontconfig gives the face.
    let family: String
    /// The HarfBuzz font; immutable after `init`, which is what makes sharing it safe.
    let font: OpaquePointer
    /// The design units per em: an advance of `upem` units is one point size wide.
    let unitsPerEm: Double
    /// Ascender, descender (negative) and line gap, in font units, from the font's horizontal
    /// extents (OS/2 typographic metrics when the font asks for them, else hhea).
    let ascender: Double
    let descender: Double
    let lineGap: Double

    /// Whether the font maps each ASCII scalar to a glyph, read from its cmap once: most text is
    /// mostly ASCII, and HarfBuzz's cmap lookup costs hundreds of instructions a scalar.
    private let asciiCoverage: [Bool]

    /// The `wght` axis tag, 'w' 'g' 'h' 't' as a big-endian 32-bit tag.
    private static let weightAxis: hb_tag_t = 0x7767_6874

    /// Opens face `index` of `file`, setting the `wght` axis to `weight` when the font is variable.
    init(file: String, index: UInt32, family: String, weight: Int) throws {
        guard let blob = hb_blob_create_from_file_or_fail(file) else {
            throw TextMeasurementError.unreadableFont(file)
        }
        defer { hb_blob_destroy(blob) }
        // fontconfig keeps a named instance in the upper 16 bits; the axis is set below instead.
        let face = hb_face_create(blob, index & 0xFFFF)
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard let font = hb_font_create(face), upem > 0, hb_face_get_glyph_count(face) > 0 else {
            throw TextMeasurementError.unreadableFont(file)
        }
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        if hb_ot_var_has_data(face) != 0 {
            var variation = hb_variation_t(tag: Self.weightAxis, value: Float(weight))
            hb_font_set_variations(font, &variation, 1)
        }
        hb_font_make_immutable(font)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        self.family = family
        self.font = font
        self.unitsPerEm = Double(upem)
        self.ascender = Double(extents.ascender)
        self.descender = Double(extents.descender)
        self.lineGap = Double(extents.line_gap)
        self.asciiCoverage = (UInt32(0)..<0x80).map { scalar in
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
        }
    }

    deinit {
        hb_font_destroy(font)
    }

    /// Whether the font maps `scalar` to a glyph of its own.
    func hasGlyph(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return asciiCoverage[Int(scalar)] }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }
}
