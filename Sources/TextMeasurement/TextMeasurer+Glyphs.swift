import CHarfBuzz

extension TextMeasurer {
    /// One line of a measurement of this measurer (``TextLine/text``, in `font`) as glyphs to draw:
    /// shaped as the measurement shaped it (the same runs of one font and one script, the same
    /// fallback fonts, HarfBuzz's shaping), each run's glyphs in visual order, and the runs ordered
    /// left to right by direction: UAX #9 at the granularity of runs. The line's direction is that
    /// of its first run of a script; white space at either end of a run is a neutral of its own,
    /// which takes the direction of the runs on both sides when they agree and the line's
    /// otherwise (rules N1, N2); then rule L2 reverses each stretch at or above each odd level.
    /// - Throws: what ``measure(_:font:maxWidth:numberOfLines:lineBreakMode:)`` throws for the font.
    /// - Complexity: O(n) plus HarfBuzz's shaping, for n the scalars of `line`.
    public func glyphRuns(_ line: String, font: FontRequest) throws -> [GlyphRun] {
        try Self.check(font)
        let resolved = try resolve(font)
        let segmented = ShapedParagraph.segment(Substring(line), font: resolved)
        // Pieces in logical order: each run's leading white space, the rest, its trailing white space.
        var pieces: [Piece] = []
        for run in segmented.runs {
            var leadEnd = run.range.lowerBound
            while leadEnd < run.range.upperBound && Self.isSpace(segmented.shaped[leadEnd]) { leadEnd += 1 }
            var trailStart = run.range.upperBound
            while trailStart > leadEnd && Self.isSpace(segmented.shaped[trailStart - 1]) { trailStart -= 1 }
            ShapedParagraph.shape(segmented.shaped, run: run) { infos, positions, direction in
                let rightToLeft = direction == HB_DIRECTION_RTL
                let face = GlyphFace(font: run.font)
                let scale = font.size / run.font.unitsPerEm
                // Lead, core, trail, each a contiguous stretch of the visual order.
                var parts = [GlyphRun](repeating: GlyphRun(face: face, scale: scale, glyphs: [], x: [], y: [], advance: 0), count: 3)
                for index in infos.indices {
                    let cluster = Int(infos[index].cluster)
                    let part = cluster < leadEnd ? 0 : cluster >= trailStart ? 2 : 1
                    parts[part].glyphs.append(infos[index].codepoint)
                    parts[part].x.append(Int32(clamping: parts[part].advance + Int(positions[index].x_offset)))
                    parts[part].y.append(positions[index].y_offset)
                    parts[part].advance += Int(positions[index].x_advance)
                }
                let core: Piece.Kind = run.script == HB_SCRIPT_COMMON ? .weak(rightToLeft) : .strong(rightToLeft)
                for (part, kind) in zip(parts, [Piece.Kind.neutral, core, .neutral]) where !part.glyphs.isEmpty {
                    pieces.append(Piece(run: part, kind: kind))
                }
            }
        }
        return Self.visualOrder(pieces)
    }

    /// A stretch of one run's glyphs and how it takes part in the line's direction.
    private struct Piece {
        enum Kind {
            /// Of a script: right to left or not; gives the line its direction.
            case strong(Bool)
            /// Of no script (digits, punctuation): in the direction HarfBuzz shaped it.
            case weak(Bool)
            /// White space at a run's end: takes its neighbours' direction.
            case neutral
        }

        var run: GlyphRun
        var kind: Kind

        /// Its direction, when it has one of its own.
        var rightToLeft: Bool? {
            switch kind {
            case .strong(let value), .weak(let value): value
            case .neutral: nil
            }
        }
    }

    /// The pieces (in logical order) left to right.
    private static func visualOrder(_ pieces: [Piece]) -> [GlyphRun] {
        var lineIsRightToLeft = false
        for piece in pieces {
            if case .strong(let value) = piece.kind {
                lineIsRightToLeft = value
                break
            }
        }
        // Each neutral's direction: its neighbours' when they agree, else the line's.
        var directions = pieces.map(\.rightToLeft)
        var next: Bool? = nil
        var following = [Bool?](repeating: nil, count: pieces.count)
        for index in pieces.indices.reversed() {
            following[index] = next
            if let own = directions[index] { next = own }
        }
        var previous: Bool? = nil
        for index in pieces.indices {
            if let own = directions[index] {
                previous = own
            } else {
                let before = previous ?? lineIsRightToLeft
                let after = following[index] ?? lineIsRightToLeft
                directions[index] = before == after ? before : lineIsRightToLeft
            }
        }
        // Levels: 0 and 1 on a left-to-right line, 1 and 2 on a right-to-left one.
        var levels = directions.map { rightToLeft in
            (rightToLeft ?? lineIsRightToLeft) ? 1 : (lineIsRightToLeft ? 2 : 0)
        }
        var ordered = pieces.map(\.run)
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

    /// White space, as shaped (a tab is shaped as a space).
    private static func isSpace(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar)?.properties.isWhitespace ?? false
    }
}
