@_spi(Testing) import LayoutEngine
import Testing

/// A decoration pinned to the margins guide of a view v that moves along y among the optima, under
/// a superview with safe insets along y (design note, section 5b, *A flat view's guides*): each
/// safe inset of a view is capped by its own length, so v, 0 high at every optimum, has none
/// wherever it lies, its margins are its own (8 each), and the fixed point settles alike at every
/// optimum. The document: a 200 × 812 root, safe area 44 at the top and 34 at the bottom; in it
/// `s`, a `fillEqually` `firstBaseline` row pinned to the root's edges (so 0 to 812 along y, the
/// safe edges 44 and 778 inside it), of the leaf `l` (20 high by its content) and `v` (`height` high
/// by its content), each measured at its bottom; d pinned to v's margins guide on all four edges.
/// Along x: l at 0, v at 100, each 100 wide; d at `100 + 8`, `100 − 16 = 84` wide. Along y the
/// baseline B (l's and v's bottoms) is held only by the canvas, `height ≤ B` (v's top `B − height
/// ≥ 0`, and `20 ≤ B` for l's) and `B ≤ 812` (their bottoms): nothing prices it, so it floats, l at
/// `B − 20`, v at `B − height`, d at `B − height + 8`, `height − 16` high. Compared with the
/// whole-document simplex (`_directPath = false`): the same diagnostics, frames optimal.
@Suite struct FlatViewGuideTests {
    /// v 0 high: flat, its guides its frame inset by 8 wherever B lies (v reaching past the safe
    /// edge at 778 still has no inset: capped by its length, 0). Taken directly, y floating for l,
    /// v and d (the layout's ambiguities checked by ``LayoutEngine/stands(_:_:frames:)``).
    @Test func aFlatViewsGuideOnAFloatingRowIsTakenDirectly() throws {
        let pair = try StrategyPair(Self.document(height: 0))
        #expect(pair.timings.directLayouts == 1 && pair.timings.solverLayouts == 0, "\(pair.timings)")
        try Self.expectFloating(pair, ambiguous: ["l: y", "v: y", "d: y"])
    }

    /// The same with e, 5 × 5, hung under d's bottom (`e.top == d.bottom`, at `B + 8 − 16 = B − 8`,
    /// x 108): a decoration the direct path leaves to the blocks, which read v's margins guide on
    /// v's varying y (design note, section 5, *A block on a value U's tie moves*): taken by them.
    @Test func aFlatViewsGuideReadByABlockIsTaken() throws {
        let pair = try StrategyPair(Self.document(height: 0, hangsE: true))
        #expect(pair.timings.blockLayouts >= 1 && pair.timings.solverLayouts == 0, "\(pair.timings)")
        let b = try Self.expectFloating(pair, ambiguous: ["l: y", "v: y", "d: y", "e: y"])
        #expect(close(pair.response.frame("e"), [108, b - 8, 5, 5]))
    }

    /// Expects the simplex's diagnostics (ambiguities `ambiguous`), optimal frames, and the frames
    /// derived above at the baseline B the layout chose: B.
    @discardableResult
    static func expectFloating(_ pair: StrategyPair, ambiguous: [String]) throws -> Double {
        let response = pair.response
        #expect(response.diagnostics == pair.solver.diagnostics)
        let found = response.diagnostics.map { diagnostic -> String in
            guard case let .ambiguous(view, attributes, _) = diagnostic else { return "\(diagnostic)" }
            return "\(view): \(attributes.joined(separator: ", "))"
        }
        #expect(found == ambiguous)
        #expect(OptimalityCheck.differences(pair.document, actual: response, expected: pair.solver).isEmpty)
        let v = try #require(response.frame("v"))
        let b = v[1]
        #expect(b >= 20 - 1e-9 && b <= 812 + 1e-9)
        #expect(close(response.frame("s"), [0, 0, 200, 812]))
        #expect(close(response.frame("l"), [0, b - 20, 100, 20]))
        #expect(close(v, [100, b, 100, 0]))
        #expect(close(response.frame("d"), [108, b + 8, 84, -16]))
        return b
    }

    /// v 10 high: not flat, so near the bottom (B past 778) it would have a bottom inset, which
    /// then moves with the baseline: left to the simplex.
    @Test func aGuideOfAViewWithLengthOnAFloatingRowIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.document(height: 10))
        #expect(pair.timings.directLayouts == 0 && pair.timings.blockLayouts == 0, "\(pair.timings)")
        #expect(pair.response.frames == pair.solver.frames && pair.response.diagnostics == pair.solver.diagnostics)
    }

    static func document(height: Int, hangsE: Bool = false) -> String {
        """
        {"root": {"id": "root", "width": 200, "height": 812,
          "safeAreaInsets": {"top": 44, "left": 0, "bottom": 34, "right": 0},
          "subviews": [{"id": "s", "type": "stack", "axis": "horizontal", "distribution": "fillEqually",
            "alignment": "firstBaseline", "arrangedSubviews": [
              {"id": "l", "intrinsicContentSize": {"width": 0, "height": 20}},
              {"id": "v", "intrinsicContentSize": {"width": 0, "height": \(height)}, "subviews": [{"id": "d"}\(hangsE ? #", {"id": "e"}"# : "")]}]}]},
         "constraints": ["s.leading == root.leading", "s.trailing == root.trailing", "s.top == root.top",
           "s.bottom == root.bottom", "d.top == v.layoutMarginsGuide.top", "d.bottom == v.layoutMarginsGuide.bottom",
           "d.leading == v.layoutMarginsGuide.leading", "d.trailing == v.layoutMarginsGuide.trailing"\(hangsE ? #", "e.top == d.bottom", "e.leading == d.leading", "e.width == 5", "e.height == 5""# : "")],
         "options": {"frames": "absolute"}}
        """
    }
}
