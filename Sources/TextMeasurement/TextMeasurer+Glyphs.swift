import CHarfBuzz

extension TextMeasurer {
    /// One line of a measurement of this measurer (``TextLine/text``, in `font`) as glyphs to draw:
    /// shaped as the measurement shaped it (the same runs of one font and one script, the same
    /// fallback fonts, HarfBuzz's shaping), each run's glyphs in visual order, and the runs ordered
    /// left to right by the line's direction (UAX #9's reordering of levels, rule L2, at the level
    /// of runs: the line's direction is its first run of a script's, a right-to-left run is at an
    /// odd level).
    /// - Throws: what ``measure(_:font:maxWidth:numberOfLines:lineBreakMode:)`` throws for the font.
    /// - Complexity: O(n) plus HarfBuzz's shaping, for n the scalars of `line`.
    public func glyphRuns(_ line: String, font: FontRequest) throws -> [GlyphRun] {
        try Self.check(font)
        let resolved = try resolve(font)
        let segmented = ShapedParagraph.segment(Substring(line), font: resolved)
        var runs: [(run: GlyphRun, rightToLeft: Bool, hasScript: Bool)] = []
        for run in segmented.runs {
            ShapedParagraph.shape(segmented.shaped, run: run) { infos, positions, direction in
                var glyphs: [UInt32] = [], xs: [Int32] = [], ys: [Int32] = []
                glyphs.reserveCapacity(infos.count)
                xs.reserveCapacity(infos.count)
                ys.reserveCapacity(infos.count)
                var pen = 0
                for index in infos.indices {
                    glyphs.append(infos[index].codepoint)
                    xs.append(Int32(clamping: pen + Int(positions[index].x_offset)))
                    ys.append(positions[index].y_offset)
                    pen += Int(positions[index].x_advance)
                }
                let glyphRun = GlyphRun(
                    face: GlyphFace(font: run.font), scale: font.size / run.font.unitsPerEm, glyphs: glyphs, x: xs,
                    y: ys, advance: pen)
                runs.append((glyphRun, direction == HB_DIRECTION_RTL, run.script != HB_SCRIPT_COMMON))
            }
        }
        // Levels: 0 and 1 on a left-to-right line, 1 and 2 on a right-to-left one.
        let lineIsRightToLeft = runs.first(where: \.hasScript)?.rightToLeft ?? false
        var levels = runs.map { entry in
            lineIsRightToLeft ? (entry.rightToLeft ? 1 : 2) : (entry.rightToLeft ? 1 : 0)
        }
        var ordered = runs.map(\.run)
        let highest = levels.max() ?? 0
        for level in stride(from: highest, through: 1, by: -1) {
            var start = 0
            while start < ordered.count {
                guard levels[start] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < ordered.count && levels[end] >= level { end += 1 }
                ordered[start..<end].reverse()
                levels[start..<end].reverse()
                start = end
            }
        }
        return ordered
    }
}
