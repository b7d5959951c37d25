import CHarfBuzz

/// A paragraph (text between hard line breaks) shaped once: each scalar's advance, so that the
/// width of any of its ranges is a subtraction.
struct ShapedParagraph {
    /// The paragraph's scalars, as given (before the substitutions made for shaping).
    let scalars: [UInt32]
    /// The scalar offsets where grapheme clusters start, and `scalars.count`.
    let graphemeBoundaries: [Int]
    /// `advanceBefore[i]`: the advance of `scalars[0..<i]` in points; `scalars.count + 1` values.
    private let advanceBefore: [Double]
    /// The fallback fonts' families this paragraph used, in order of first use.
    let fallbackFamilies: [String]
    /// `startsGrapheme[i]`: whether a grapheme cluster starts at scalar `i` (`scalars.count + 1`
    /// values, the last true).
    let startsGrapheme: [Bool]
    /// `contentEnd[i]`: where the white space that hangs at the end of `scalars[0..<i]` starts
    /// (`i` when none does); `scalars.count + 1` values, so trimming a line is O(1).
    let contentEnd: [Int]

    /// The language every buffer is shaped in: fixed, so the process locale cannot change a width.
    /// HarfBuzz interns languages: the pointer is immutable for the process's life.
    nonisolated(unsafe) private static let language = hb_language_from_string("und", -1)

    /// Shapes `text` in `font` at `size` points.
    /// - Complexity: O(n) plus HarfBuzz's shaping of each run of one font and one script.
    init(_ text: Substring, font: ResolvedFont, size: Double) {
        let segmented = Self.segment(text, font: font)
        scalars = segmented.scalars
        graphemeBoundaries = segmented.boundaries
        var starts = [Bool](repeating: false, count: segmented.boundaries[segmented.boundaries.count - 1] + 1)
        for boundary in segmented.boundaries { starts[boundary] = true }
        startsGrapheme = starts
        var advances = [Double](repeating: 0, count: scalars.count)
        var fallbacks: [String] = []
        for run in segmented.runs {
            if run.font !== font.primary && !fallbacks.contains(run.font.family) { fallbacks.append(run.font.family) }
            Self.shape(segmented.shaped, run: run) { infos, positions, _ in
                let scale = size / run.font.unitsPerEm
                for glyph in infos.indices {
                    advances[Int(infos[glyph].cluster)] += Double(positions[glyph].x_advance) * scale
                }
            }
        }
        var sums = [0.0]
        sums.reserveCapacity(advances.count + 1)
        for advance in advances { sums.append(sums[sums.count - 1] + advance) }
        advanceBefore = sums
        fallbackFamilies = fallbacks
        var ends = [0]
        ends.reserveCapacity(scalars.count + 1)
        for (offset, scalar) in scalars.enumerated() {
            ends.append(Self.hangs(scalar) ? ends[offset] : offset + 1)
        }
        contentEnd = ends
    }

    /// The first offset from `offset` that is not a hanging white-space grapheme (a space with a
    /// combining mark on it is a visible grapheme and is not skipped).
    /// - Complexity: O(scalars skipped).
    func skippingHangingSpace(from offset: Int) -> Int {
        var offset = offset
        while offset < scalars.count && Self.hangs(scalars[offset]) && contentEnd[offset + 1] == contentEnd[offset] {
            guard offset + 1 == scalars.count || startsGrapheme[offset + 1] else { break }
            offset += 1
        }
        return offset
    }

    /// White space that hangs past a line's end rather than counting in its width; the no-break
    /// spaces do not (they glue words together).
    static func hangs(_ scalar: UInt32) -> Bool {
        // ASCII's White_Space is tab to carriage return and the space: answered without the
        // standard library's property lookup, which costs hundreds of instructions a scalar.
        if scalar < 0x80 { return scalar == 0x20 || (0x09...0x0D).contains(scalar) }
        guard let value = Unicode.Scalar(scalar), value.properties.isWhitespace else { return false }
        return ![0xA0, 0x2007, 0x202F].contains(scalar)
    }

    /// The advance of `range`, in points.
    func width(_ range: Range<Int>) -> Double {
        advanceBefore[range.upperBound] - advanceBefore[range.lowerBound]
    }

    /// The advance of the whole paragraph, in points.
    var width: Double { advanceBefore[advanceBefore.count - 1] }

    /// A stretch of scalars shaped in one font and one script.
    struct Run {
        var range: Range<Int>
        let font: ShapingFont
        var script: hb_script_t
    }

    /// What HarfBuzz is given for a scalar: a tab advances as a space, other control characters
    /// as nothing (zero width space, a default-ignorable), since UILabel draws none of them.
    private static func shapingScalar(_ scalar: UInt32) -> UInt32 {
        if scalar == 0x09 { return 0x20 }
        return scalar < 0x20 || (0x7F...0x9F).contains(scalar) ? 0x200B : scalar
    }

    /// Splits the paragraph where the font (per grapheme cluster) or the script changes; common
    /// and inherited scalars (spaces, digits, marks) join the run they are in.
    private static func runs(_ scalars: [UInt32], boundaries: [Int], font: ResolvedFont) -> [Run] {
        var runs: [Run] = []
        for (start, end) in zip(boundaries, boundaries.dropFirst()) {
            let clusterFont = font.font(for: scalars[start..<end])
            let script = Self.script(scalars[start])
            let specific = script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
            if var last = runs.last, last.font === clusterFont,
                !specific || last.script == HB_SCRIPT_COMMON || last.script == script
            {
                last.range = last.range.lowerBound..<end
                if specific { last.script = script }
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(range: start..<end, font: clusterFont, script: specific ? script : HB_SCRIPT_COMMON))
            }
        }
        return runs
    }

    /// HarfBuzz's script of each ASCII scalar, asked once.
    private static let asciiScripts: [hb_script_t] = (UInt32(0)..<0x80).map {
        hb_unicode_script(hb_unicode_funcs_get_default(), $0)
    }

    /// HarfBuzz's script of `scalar`: O(1) for ASCII.
    private static func script(_ scalar: UInt32) -> hb_script_t {
        scalar < 0x80 ? asciiScripts[Int(scalar)] : hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
    }

    /// A paragraph's scalars as given, as HarfBuzz is given them, its grapheme boundaries (with
    /// `scalars.count`) and its runs: what measuring and drawing both shape.
    /// - Complexity: O(n) plus the fallback lookups of ``ResolvedFont/font(for:)``.
    static func segment(
        _ text: Substring, font: ResolvedFont
    ) -> (scalars: [UInt32], shaped: [UInt32], boundaries: [Int], runs: [Run]) {
        let scalars = text.unicodeScalars.map(\.value)
        let boundaries = graphemeBoundaries(text, scalars)
        let shaped = scalars.map(shapingScalar)
        return (scalars, shaped, boundaries, runs(shaped, boundaries: boundaries, font: font))
    }

    /// The scalar offsets where `text`'s grapheme clusters start, and `scalars.count`.
    ///
    /// Below U+0300 (where the combining marks begin) every scalar's Grapheme_Cluster_Break is
    /// Other, Control, CR or LF, so UAX #29 breaks between every two of them but CR LF (GB3–GB5,
    /// GB999): such text is answered without the standard library's grapheme iteration.
    /// - Complexity: O(n).
    private static func graphemeBoundaries(_ text: Substring, _ scalars: [UInt32]) -> [Int] {
        var simple = true
        for (offset, scalar) in scalars.enumerated()
        where scalar >= 0x300 || (scalar == 0x0D && offset + 1 < scalars.count && scalars[offset + 1] == 0x0A) {
            simple = false
            break
        }
        if simple { return Array(0...scalars.count) }
        var boundaries = [0]
        for character in text {
            boundaries.append(boundaries[boundaries.count - 1] + character.unicodeScalars.count)
        }
        return boundaries
    }

    /// Shapes one run with the whole paragraph as context (so Arabic joins across runs) and hands
    /// HarfBuzz's glyphs (in visual order, in font units) and the run's direction to `body`.
    static func shape(
        _ scalars: [UInt32], run: Run,
        _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>, hb_direction_t) -> Void
    ) {
        guard let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(
                buffer, text.baseAddress, Int32(text.count), UInt32(run.range.lowerBound), Int32(run.range.count))
        }
        if run.script != HB_SCRIPT_COMMON {
            hb_buffer_set_script(buffer, run.script)
            hb_buffer_set_direction(buffer, hb_script_get_horizontal_direction(run.script))
        }
        hb_buffer_set_language(buffer, language)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(run.font.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        body(
            UnsafeBufferPointer(start: infos, count: Int(count)), UnsafeBufferPointer(start: positions, count: Int(count)),
            hb_buffer_get_direction(buffer))
    }
}
