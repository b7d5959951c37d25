@_spi(Testing) import LayoutEngine
import Testing

/// A `fillProportionally` stack with an arranged view whose fitting size the direct path's tree
/// does not know (a view with plain subviews, or a lone leaf it reads as 0 that a size term
/// names): the tree reads the builders' own measurement (`FittingSize`, the same double;
/// `DirectTree.builtNaturalSize(_:axis:)`; design note, section 2, "Proportions", *Views
/// measured as the builders do*), for a lone view its sign only. The builders
/// (`StackConstraintBuilder+Axis.swift`) give a lone visible view of natural size `n > 0` the
/// share `n/n = 1` of the canvas, required, which the `fill` chain already holds (one constraint
/// more); with `n = 0` there are no proportions and the stack fills equally, which for one view
/// adds nothing. So its frames are the chain's either way, and only the count depends on the
/// sign. Each is checked against the whole-document simplex (`_directPath = false`): frames
/// within 1e-9, diagnostics, counts.
@Suite struct LoneShareTests {
    /// `json` laid out by the engine, which must take a fast strategy (direct or blocks) with the
    /// whole-document simplex's frames, diagnostics (none) and counts.
    func fastLayout(_ json: String) throws -> LayoutResponse {
        try BoundedShareTests.checkedLayout(json, directOnly: false)
    }

    /// A horizontal `fillProportionally` row, the root, 200 wide, spacing 8, arranging a hidden
    /// view h (intrinsic 40 × 20) and the card c (intrinsic height 20, no intrinsic width) that
    /// holds a badge b pinned to its four edges, b's intrinsic size `badge` (JSON), with
    /// `constraints`.
    static func row(badge: String, _ constraints: [String] = []) -> String {
        """
        {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
          "width": 200, "spacing": 8, "arrangedSubviews": [
            {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20}},
            {"id": "c", "intrinsicContentSize": {"height": 20}, "subviews": [
              {"id": "b", "intrinsicContentSize": \(badge)}]}]},
         "constraints": [\((["b.leading == c.leading", "b.trailing == c.trailing", "b.top == c.top", "b.bottom == c.bottom"] + constraints).map { "\"\($0)\"" }.joined(separator: ", "))]}
        """
    }

    /// The card's fitting width is b's, 30 (alone, b resists at 750 below it, over the pull to
    /// 0 at 50): above 0, so the builders hold c at 30/30 = 1 of the canvas, required. The
    /// chain: h 0 wide (`UISV-hiding`), its spacing collapsed, c the whole row: c [0, 0, 200, 20];
    /// b pinned to it, [0, 0, 200, 20] (its hugging at 250 broken, as it must be); the row 20
    /// high (c's intrinsic height at 750 over the fitting pull). Before, the tree did not know
    /// c's fitting width (c has subviews) and the simplex took it.
    @Test func aViewWithSubviewsMeasuredAboveZero() throws {
        let response = try fastLayout(Self.row(badge: "{\"width\": 30, \"height\": 20}"))
        #expect(close(response.frame("row"), [0, 0, 200, 20]))
        #expect(close(response.frame("h"), [0, 0, 0, 20]))
        #expect(close(response.frame("c"), [0, 0, 200, 20]))
        #expect(close(response.frame("b"), [0, 0, 200, 20]))
    }

    /// b without an intrinsic width: alone, nothing holds c's width, the pull takes it to 0, so
    /// there are no proportions and the row fills equally (nothing for one view, one constraint
    /// fewer than above). The frames are the chain's, as above: c [0, 0, 200, 20], b likewise.
    @Test func aViewWithSubviewsMeasuredZero() throws {
        let response = try fastLayout(Self.row(badge: "{\"height\": 20}"))
        #expect(close(response.frame("c"), [0, 0, 200, 20]))
        #expect(close(response.frame("b"), [0, 0, 200, 20]))
    }

    /// Beside another view the measured size is a proportion: a (intrinsic 30 × 20) before the
    /// card c with a badge 90 wide, the row 240 wide, no spacing, its hidden view h first. c's
    /// fitting width is the badge's, 90, so T = 30 + 90 = 120: a's share 30/120 × 240 = 60 holds
    /// at 998 (index 1; nothing else along the axis outranks it: the views' own costs are at
    /// 750 and 250), c has the rest, 180. a [0, 0, 60, 20], c [60, 0, 180, 20], b (pinned to c)
    /// [0, 0, 180, 20]. Before, c's size was unknown to the tree and the simplex took it.
    @Test func aViewWithSubviewsBesideAnotherIsAProportion() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 240, "arrangedSubviews": [
                {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20}},
                {"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "c", "intrinsicContentSize": {"height": 20}, "subviews": [
                  {"id": "b", "intrinsicContentSize": {"width": 90, "height": 20}}]}]},
             "constraints": ["b.leading == c.leading", "b.trailing == c.trailing", "b.top == c.top", "b.bottom == c.bottom"]}
            """
        let response = try fastLayout(json)
        #expect(close(response.frame("a"), [0, 0, 60, 20]))
        #expect(close(response.frame("c"), [60, 0, 180, 20]))
        #expect(close(response.frame("b"), [0, 0, 180, 20]))
    }

    /// A lone leaf o (intrinsic height 20 only) the tree reads as 0 wide, with `o.width >= -4
    /// @251`: alone, the pull to 0 at 50 and the term (met at 0) agree, so o measures 0, as the
    /// tree read, and the row (200 wide) fills equally; the term is a plain one, met: o is the
    /// whole row, [0, 0, 200, 20]. Before, the term on a leaf of a stack the tree fills equally
    /// was left to the simplex (its measurement could have given the stack proportions): 2/748's
    /// shape.
    @Test func aLeafWithATermMeasuredZero() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 200, "arrangedSubviews": [{"id": "o", "intrinsicContentSize": {"height": 20}}]},
             "constraints": ["o.width >= -4 @251"]}
            """
        let response = try fastLayout(json)
        #expect(close(response.frame("o"), [0, 0, 200, 20]))
    }

    /// The same leaf with `o.width >= 20 @300`: alone, the term (300) outweighs the pull (50), so
    /// o measures 20 and the builders hold its share of 1 (one constraint more), where the tree
    /// read 0 and filled the row equally: declined, the simplex's frames (o the whole row).
    @Test func aLeafTheTreeReadsAsZeroMeasuredAboveIsTheSimplexs() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 200, "arrangedSubviews": [{"id": "o", "intrinsicContentSize": {"height": 20}}]},
             "constraints": ["o.width >= 20 @300"]}
            """
        let pair = try StrategyPair(json)
        #expect(pair.timings.directLayouts == 0 && pair.timings.blockLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        BoundedShareTests.expectSameFrames(pair.response, pair.solver)
        #expect(close(pair.response.frame("o"), [0, 0, 200, 20]))
    }
}
