import Foundation
@_spi(Testing) import LayoutEngine
import Testing

/// A watched view (a stack arranging by its margins) whose position varies among the optima, under
/// a superview that has safe insets along that axis (design note, section 5b, *A guide over a tie's
/// face*): its safe insets are monotone in its position, so where they are the same at both ends of
/// its position's range over the tie's optimal face they are the same at every optimum, and the
/// fixed point settles alike. The document: the root, 320 × 600 with a safe area of 44 at the top
/// and 34 at the bottom, is an `equalSpacing` column (spacing 8, `fill`) of `b` (100 high), `col`
/// (a column arranging `c`, 20 high, within its margins, 8 each: `20 + 16 = 36` high), `a` (no
/// intrinsic size) and `d` (50 high). Along y the three gaps `g ≥ 8` are equal and `a` takes the
/// rest, `600 − 100 − 36 − 50 − 3g = 414 − 3g`, at no cost: a tie in g. So b at 0, col at
/// `100 + g`, c 8 below it (x 8, 304 wide), a at `136 + 2g`, d at 550: b's and d's y are unique,
/// col's, c's and a's vary (a's height too).
@Suite struct TieFaceGuideTests {
    /// With `a.height >= 0`, `g ≤ 138`: col lies at `[108, 238]`, 36 high, inside the safe
    /// rectangle `[44, 566]` at both ends (top reach `44 − 108 < 0`, bottom `274 − 566 < 0`), so
    /// its insets are 0 at every optimum. Taken directly, its frames as derived above (g the one
    /// the layout chose).
    @Test func aMarginsStackInsideTheSafeRectangleAtBothEndsIsTaken() throws {
        let response = try directTieLayout(Self.document(bounded: true),
            expected: ["col: y", "c: y", "a: y, height"])
        let col = try #require(response.frame("col"))
        let g = col[1] - 100
        #expect(g >= 8 - 1e-9 && g <= 138 + 1e-9)
        #expect(close(response.frame("b"), [0, 0, 320, 100]))
        #expect(close(col, [0, 100 + g, 320, 36]))
        #expect(close(response.frame("c"), [8, 108 + g, 304, 20]))
        #expect(close(response.frame("a"), [0, 136 + 2 * g, 320, 414 - 3 * g]))
        #expect(close(response.frame("d"), [0, 550, 320, 50]))
    }

    /// A badge held at col's top margin plus 4 at 750 (and at least at it): a dependent block
    /// reading col's margins guide, a value U's tie moves; its insets the same at every optimum
    /// (above), the guide is col's frame inset by constants at every pass. The badge at x `0 + 8`,
    /// y `100 + g + 8 + 4`, 10 × 10.
    @Test func aBlockOnTheMarginsOfAViewTheTieMovesIsTaken() throws {
        let pair = try StrategyPair(Self.document(bounded: true, badge: true))
        #expect(pair.timings.blockLayouts == 1 && pair.timings.solverLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        #expect(OptimalityCheck.differences(pair.document, actual: pair.response, expected: pair.solver).isEmpty)
        let g = try #require(pair.response.frame("col"))[1] - 100
        #expect(close(pair.response.frame("badge"), [8, 112 + g, 10, 10]))
    }

    /// Without the bound, a's height is free below 0 and g unbounded above: col lies at
    /// `[108, ∞)`, and once its bottom `136 + g` passes the safe bottom edge 566 it has a bottom
    /// inset (up to 34): its insets differ between the ends, so they may differ between optima.
    /// Left to the simplex.
    @Test func aMarginsStackReachingPastTheSafeEdgeIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.document(bounded: false))
        #expect(pair.timings.directLayouts == 0 && pair.timings.blockLayouts == 0, "\(pair.timings)")
        #expect(pair.response.frames == pair.solver.frames && pair.response.diagnostics == pair.solver.diagnostics)
    }

    static func document(bounded: Bool, badge: Bool = false) -> String {
        let bound = bounded ? #"["a.height >= 0""# : "["
        let badgeView = badge ? #", "subviews": [{"id": "badge"}]"# : ""
        let badgeConstraints = badge
            ? #", "badge.leading == col.layoutMarginsGuide.leading", "badge.top >= col.layoutMarginsGuide.top", "badge.top == col.layoutMarginsGuide.top + 4 @ 750", "badge.width == 10", "badge.height == 10""#
            : ""
        let constraints = (bound + badgeConstraints + "]").replacingOccurrences(of: "[, ", with: "[")
        return """
            {"root": {"id": "root", "width": 320, "height": 600,
              "safeAreaInsets": {"top": 44, "left": 0, "bottom": 34, "right": 0},
              "type": "stack", "axis": "vertical", "distribution": "equalSpacing", "alignment": "fill", "spacing": 8,
              "arrangedSubviews": [
                {"id": "b", "intrinsicContentSize": {"width": 0, "height": 100}},
                {"id": "col", "type": "stack", "axis": "vertical", "distribution": "fill", "alignment": "fill",
                 "layoutMarginsRelativeArrangement": true\(badgeView),
                 "arrangedSubviews": [{"id": "c", "intrinsicContentSize": {"width": 0, "height": 20}}]},
                {"id": "a"},
                {"id": "d", "intrinsicContentSize": {"width": 0, "height": 50}}]},
             "constraints": \(constraints),
             "options": {"frames": "absolute"}}
            """
    }
}
