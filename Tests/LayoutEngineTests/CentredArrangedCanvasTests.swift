@_spi(Testing) import LayoutEngine
import Testing

/// An `equalCentering` stack of three or more visible views whose canvas is neither free nor held:
/// arranged across an aligned stack or along a stack of its own axis, where its centres cannot be
/// spread evenly at the length its relaxation would give it (design note, section 2, "A canvas
/// neither free nor held"; `DirectAxis+EqualCentering.swift`). The column is
/// `FreeCentredCanvasTests`' one: a (20 high), b (60), c (100), spacing 10, hugging 250 and
/// resistance 750, so above 149 each view is its intrinsic height and the room at least 20; its
/// guides are at least `L₀ = 10 + (20 + 60)/2 = 50` and `L₁ = 10 + (60 + 100)/2 = 90`, equal at 149
/// only on a column at least `C_e = (20 + 100)/2 + 2 × 90 = 240` high (its least, `C_0`, is 200).
@Suite struct CentredArrangedCanvasTests {
    /// The column and d (50 × 40) in a row aligned to its top (`leading`), the root, without a size:
    /// across the row each view is at most the row's height `C`, pulled to 0 at 25, `C` pulled to
    /// fit at 51 and the root's fitting pull at 50. Nothing above 149 reads the column's height but
    /// its views (d's clip only falls as `C` grows), so the guides at 149 take it to 240, the
    /// least on which they are equal; then the fits take the least `C`, 240, and the pull at 25
    /// keeps the column at 240 and d at its 40 (its hugging at 250 holds it). Centres at 10, 100,
    /// 190: a at y 0, b at 70, c at 140. Along x the row is 100 (the column's `width`) + 50.
    @Test func acrossAnAlignedRowTheColumnIsAsTallAsItsCentresNeed() throws {
        let pair = try StrategyPair(Self.row(rowHeight: nil, hugging: 250))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair, [
            ("row", [0, 0, 150, 240]), ("column", [0, 0, 100, 240]), ("d", [100, 0, 50, 40]),
            ("a", [0, 0, 100, 20]), ("b", [0, 70, 100, 60]), ("c", [0, 140, 100, 100]),
        ])
    }

    /// A header (30 high) above the column in a vertical `fill` stack, the root, 100 wide: the
    /// column's height is the root's less the header's, which only the root's fitting pull at 50
    /// reads; the header stays 30 (moving it costs at 250 or 750). The guides take the column to
    /// 240 as above, and the pull at 50 the root to the least, 270: the column at y 30, its views
    /// at the same places within it.
    @Test func alongAStackTheColumnIsAsTallAsItsCentresNeed() throws {
        let pair = try StrategyPair(Self.list())
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair, [
            ("list", [0, 0, 100, 270]), ("header", [0, 0, 100, 30]), ("column", [0, 30, 100, 240]),
            ("a", [0, 0, 100, 20]), ("b", [0, 70, 100, 60]), ("c", [0, 140, 100, 100]),
        ])
    }

    /// The row 220 high by its own `height`: the column is at most 220, short of 240. The guides'
    /// least cost falls as the column grows, and nothing above 149 holds it back, so it is 220 and
    /// the guides split `220 − (20 + 100)/2 = 160` with `w₁ ≥ 90`: `w₀ = 70`, `w₁ = 90` (cost 20 at
    /// 149; any other split costs more). Centres at 10, 80, 170: b at y 50, c at 120. The length
    /// is the guides' choice, not held by required constraints alone: declined, the simplex's.
    @Test func aColumnShortOfItsEvenCentresIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.row(rowHeight: 220, hugging: 250))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        for (id, frame): (String, [Double]) in [("column", [0, 0, 100, 220]), ("a", [0, 0, 100, 20]), ("b", [0, 50, 100, 60]), ("c", [0, 120, 100, 100])] {
            #expect(close(pair.solver.frame(id), frame), "\(id)")
        }
    }

    /// b hugging at 100, below the guides' 149 (resisting at 750): above 149 it may grow for
    /// nothing but not shrink. Any optimum is optimal above 149, so has b at least 60; the guides'
    /// least canvas, `(20 + 100)/2 + 2(10 + (b + 100)/2) = 180 + b`, only grows with b, so their
    /// bound below it (above the pull, `(240 − C)/2`) holds as at 60, the guides take the column
    /// to at least 240, the hugging at 100 keeps b at 60, and the fits take the least canvas,
    /// 240: the first test's frames, fast (before session 34 this was declined).
    @Test func aViewHuggingBelowTheGuidesStaysAtItsLeast() throws {
        let pair = try StrategyPair(Self.row(rowHeight: nil, hugging: 100))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair, [
            ("row", [0, 0, 150, 240]), ("column", [0, 0, 100, 240]), ("d", [100, 0, 50, 40]),
            ("a", [0, 0, 100, 20]), ("b", [0, 70, 100, 60]), ("c", [0, 140, 100, 100]),
        ])
    }

    /// b resisting at 100 too: above 149 it may shrink for nothing, `C_e = 180 + b` falling as it
    /// does, which the check does not cover (every view must cost more above 149 below its
    /// least-cost length): declined. Here the simplex still gives the first test's layout (at 149
    /// the guides cost nothing on a long enough canvas for any b, b's 100 both ways then takes it
    /// to 60 before the fits read the canvas, and they take 240).
    @Test func aViewFreeBothWaysAboveTheGuidesIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.row(rowHeight: nil, hugging: 100, resistance: 100))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        for (id, frame): (String, [Double]) in [("column", [0, 0, 100, 240]), ("b", [0, 70, 100, 60]), ("d", [100, 0, 50, 40])] {
            #expect(close(pair.solver.frame(id), frame), "\(id)")
        }
    }

    @Test func besideATallerViewTheColumnIsSettledShortOfEvenCentres() throws {
        let pair = try StrategyPair(Self.filledRow(hugging: 250))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair, [
            ("row", [0, 0, 150, 220]), ("column", [0, 0, 100, 220]), ("e", [100, 0, 50, 220]),
            ("a", [0, 0, 100, 20]), ("b", [0, 50, 100, 60]), ("c", [0, 120, 100, 100]),
        ])
    }

    /// The same row arranged across a shelf aligned to its top, 300 high by its own `height`
    /// (session 34): the row's height is at most 300 and pulled to 0 at 25, which nothing else
    /// reads; its own cost above 149 (e's and the views' resistance at 750 below 220, e's hugging
    /// at 250 above) is least at 220 only, so every solution optimal above 149 has the row, and so
    /// the column filling it, 220 high: the held case's argument on that canvas (design note,
    /// section 2, *Settled above the guides*), the frames above, the row at the shelf's top.
    @Test func acrossAShelfTheSettledRowHoldsTheColumnShortOfEvenCentres() throws {
        let pair = try StrategyPair(Self.filledRow(hugging: 250, shelf: true))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair, [
            ("shelf", [0, 0, 150, 300]), ("row", [0, 0, 150, 220]), ("column", [0, 0, 100, 220]), ("e", [100, 0, 50, 220]),
            ("a", [0, 0, 100, 20]), ("b", [0, 50, 100, 60]), ("c", [0, 120, 100, 100]),
        ])
    }

    /// e hugging at 149 on the shelf: the row's own cost above 149 is flat past 220 (the guides and
    /// e's hugging trade at 149, as below), so its height is not one above 149: declined; the
    /// pull at 25 takes the simplex's row to the least of those heights, 220.
    @Test func acrossAShelfARowHuggingAtTheGuidesLevelIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.filledRow(hugging: 149, shelf: true))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        for (id, frame): (String, [Double]) in [("row", [0, 0, 150, 220]), ("column", [0, 0, 100, 220]), ("e", [100, 0, 50, 220])] {
            #expect(close(pair.solver.frame(id), frame), "\(id)")
        }
    }

    /// e hugging at 149, the guides' own level: above 149 nothing holds the row's height past 220,
    /// so the root's truncated cost is not least at one height and the stack declines. At 149, e's
    /// hugging (`h − 220`) and the guides (`240 − h`, `w₀ = h − 150` against `w₁ = 90`) cost 20 for
    /// every `h` in [220, 240]; the root's fitting pull at 50 takes the least, 220: the simplex's
    /// layout is the one above.
    @Test func besideAViewHuggingAtTheGuidesLevelIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.filledRow(hugging: 149))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        for (id, frame): (String, [Double]) in [("column", [0, 0, 100, 220]), ("b", [0, 50, 100, 60]), ("e", [100, 0, 50, 220])] {
            #expect(close(pair.solver.frame(id), frame), "\(id)")
        }
    }

    /// Fast, no diagnostics, and the derived frames (relative to the superview) on both paths.
    static func expectFrames(_ pair: StrategyPair, _ frames: [(String, [Double])]) {
        #expect(pair.timings.solverLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics.isEmpty && pair.solver.diagnostics.isEmpty)
        for (id, frame) in frames {
            #expect(close(pair.response.frame(id), frame), "\(id)")
            #expect(close(pair.solver.frame(id), frame), "\(id) (simplex)")
        }
    }

    /// The column (100 wide where `width`), b hugging at `hugging` and resisting at `resistance`.
    static func column(hugging: Double, resistance: Double = 750, width: Bool) -> String {
        """
        {"id": "column", "type": "stack", "axis": "vertical", "distribution": "equalCentering", "spacing": 10,
         \(width ? #""width": 100,"# : "") "arrangedSubviews": [
          {"id": "a", "intrinsicContentSize": {"height": 20}},
          {"id": "b", "intrinsicContentSize": {"height": 60}, "contentHugging": {"horizontal": 250, "vertical": \(hugging)},
           "compressionResistance": {"horizontal": 750, "vertical": \(resistance)}},
          {"id": "c", "intrinsicContentSize": {"height": 100}}]}
        """
    }

    /// The column and d in a horizontal row aligned to its top, the root, `rowHeight` high or free.
    static func row(rowHeight: Double?, hugging: Double, resistance: Double = 750) -> String {
        let height = rowHeight.map { "\"height\": \($0)," } ?? ""
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "alignment": "leading", \(height)
              "arrangedSubviews": [\(column(hugging: hugging, resistance: resistance, width: true)),
               {"id": "d", "intrinsicContentSize": {"width": 50, "height": 40}}]},
             "options": {"frames": "superview"}}
            """
    }

    /// The column and e (hugging at `hugging` vertically) in a horizontal row aligned `fill`, the
    /// root, or where `shelf`, arranged in a horizontal stack aligned to its top, 300 high, the root.
    static func filledRow(hugging: Double, shelf: Bool = false) -> String {
        let row = """
            {"id": "row", "type": "stack", "axis": "horizontal",
             "arrangedSubviews": [\(column(hugging: 250, width: true)),
              {"id": "e", "intrinsicContentSize": {"width": 50, "height": 220},
               "contentHugging": {"horizontal": 250, "vertical": \(hugging)}}]}
            """
        let root = shelf
            ? #"{"id": "shelf", "type": "stack", "axis": "horizontal", "alignment": "leading", "height": 300, "arrangedSubviews": [\#(row)]}"#
            : row
        return "{\"root\": \(root), \"options\": {\"frames\": \"superview\"}}"
    }

    /// A header above the column in a vertical `fill` stack, the root, 100 wide.
    static func list() -> String {
        """
        {"root": {"id": "list", "type": "stack", "axis": "vertical", "width": 100,
          "arrangedSubviews": [{"id": "header", "intrinsicContentSize": {"height": 30}}, \(column(hugging: 250, width: false))]},
         "options": {"frames": "superview"}}
        """
    }
}
