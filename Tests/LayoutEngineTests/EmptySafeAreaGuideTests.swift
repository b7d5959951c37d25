@_spi(Testing) import LayoutEngine
import Testing

/// A watched view (a stack arranging by its margins) whose position varies among the optima, under
/// a superview with no safe inset along that axis (design note, section 5b, *A guide under an empty
/// safe area*): each safe inset of a view is capped by its superview's on that edge, so the view
/// has none wherever the tie puts it, its margins are its own, and the fixed point settles alike at
/// every optimum. The document: a 320 × 600 root, safe area 44 at the top and 34 at the bottom; in
/// it `box`, an `equalSpacing` column pinned at x 0, y `top`, 320 × 200, of `a` (20 high), `col`
/// (a column arranging `c`, 30 high, within its margins, 8 each: `30 + 16 = 46` high) and `free`
/// (no intrinsic size). Along y the two gaps `g ≥ 0` are equal and `free` takes the rest,
/// `200 − 20 − 46 − 2g`, at no cost: a tie in g. So a at `top`, col at `top + 20 + g`, c 8 below
/// it, free at `top + 66 + 2g` reaching the box's bottom: a's y is unique, col's, c's and free's
/// vary (free's height too).
@Suite struct EmptySafeAreaGuideTests {
    /// The box at y 100, inside the safe rectangle `[44, 566]`: its top inset `44 − 100` and its
    /// bottom `300 − 566` are below 0, so it has none along y, and col none wherever it lies.
    /// Taken directly, its frames as derived above (g the one the layout chose).
    @Test func aMarginsStackMovingUnderNoSafeInsetIsTaken() throws {
        let response = try directTieLayout(Self.document(top: 100),
            expected: ["col: y", "c: y", "free: y, height"])
        let (col, free) = (try #require(response.frame("col")), try #require(response.frame("free")))
        let g = col[1] - 120
        #expect(close(response.frame("box"), [0, 100, 320, 200]))
        #expect(close(response.frame("a"), [0, 100, 320, 20]))
        #expect(g >= -1e-9 && close(col, [0, 120 + g, 320, 46]))
        #expect(close(response.frame("c"), [8, 128 + g, 304, 30]))
        #expect(close(free, [0, 166 + 2 * g, 320, 134 - 2 * g]))
    }

    /// The box at y 20: the safe top edge, 44, lies 24 inside it (capped by 44 and 200: 24), so a
    /// view in it near the top may have a top inset, which then moves with the tie: left to the
    /// simplex.
    @Test func aMarginsStackUnderASafeInsetIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.document(top: 20))
        #expect(pair.timings.directLayouts == 0 && pair.timings.blockLayouts == 0, "\(pair.timings)")
        #expect(pair.response.frames == pair.solver.frames && pair.response.diagnostics == pair.solver.diagnostics)
    }

    static func document(top: Int) -> String {
        """
        {"root": {"id": "root", "width": 320, "height": 600,
          "safeAreaInsets": {"top": 44, "left": 0, "bottom": 34, "right": 0},
          "subviews": [{"id": "box", "type": "stack", "axis": "vertical", "distribution": "equalSpacing",
            "alignment": "fill", "spacing": 0, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 0, "height": 20}},
              {"id": "col", "type": "stack", "axis": "vertical", "distribution": "fill", "alignment": "fill",
               "layoutMarginsRelativeArrangement": true,
               "arrangedSubviews": [{"id": "c", "intrinsicContentSize": {"width": 0, "height": 30}}]},
              {"id": "free"}]}]},
         "constraints": ["box.leading == root.leading", "box.top == root.top + \(top)", "box.width == 320",
           "box.height == 200"],
         "options": {"frames": "absolute"}}
        """
    }
}
