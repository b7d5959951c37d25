@_spi(Testing) import LayoutEngine
import Testing

/// A stack's shorthand along its axis against its chain through an arranged stack held past its
/// lone hidden view (design note, section 5, "A required size held at another value", *A
/// stack's shorthand against a chain through a held stack*, session 28).
@Suite struct HeldChainShorthandTests {
    /// A root vertical `fillEqually` stack `col`, `width: 100`, `height: 300`, spacing 10, of `a`
    /// (40x20, vertical compression resistance `resistance`) and a vertical stack `s` arranged by
    /// its margins (8 on each side) whose one arranged view `h` (40x20) is hidden.
    static func column(resistance: Int = 750) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "col", "type": "stack", "axis": "vertical", "distribution": "fillEqually", "spacing": 10,
              "width": 100, "height": 300, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}, "compressionResistance": {"horizontal": 750, "vertical": \(resistance)}},
              {"id": "s", "type": "stack", "axis": "vertical", "layoutMarginsRelativeArrangement": true,
               "layoutMargins": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
               "arrangedSubviews": [{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 20}}]}]}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// Down, s's family holds `h` between its margins (two canvas connections) and 0 high
    /// (`UISV-hiding`), so `s` is 16 high; col's chain (a's top and s's bottom at its edges, the
    /// spacing of 10, s's `fillEqually` tie to `a`) holds `a` at 16 too and col at 16 + 10 + 16 =
    /// 42: service constraints all, added before col's `height: 300`, which breaks. Its set is the
    /// chain, s's family, the shorthand, the only minimal one: without a connection of col's the
    /// chain hangs from the other edge; without the spacing the gap is 268; without the tie `a` is
    /// 274; without a connection of s's (or the hiding) `s` is free at that edge (or `h` fills its
    /// margins), `a` and `s` each (300 − 10) / 2 = 145. The error 258 is fixed by the others, so
    /// the frames are those without the shorthand: col 42 high, `a` at 0 and `s` at 26, each 16
    /// high; across, `fill`, each 100 wide.
    @Test func aShorthandAgainstAChainThroughAHeldStackBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column())
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == [[
            "UISV-canvas-connection(col, a)", "UISV-canvas-connection(s, col)", "UISV-spacing(s, a)", "UISV-fill-equally(s, a)",
            "UISV-canvas-connection(s.layoutMarginsGuide, h)", "UISV-canvas-connection(h, s.layoutMarginsGuide)", "UISV-hiding(h)",
            "height(col)", "broken height(col)",
        ]])
        let frames = ["col", "a", "s"].map { BlockLayoutTests.frame(response, $0) }
        #expect(frames == [[0, 0, 100, 42], [0, 0, 100, 16], [0, 26, 100, 16]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// `a`'s height at least 20 by a required compression resistance, which s's 16 through the tie
    /// cannot meet: a required constraint beside the chain that the witnesses above do not keep
    /// (the rule takes no arranged view with a required content size along). Declined: the whole
    /// document's solver answers.
    @Test func aChainWithARequiredContentSizeGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.column(resistance: 1000))
    }
}
