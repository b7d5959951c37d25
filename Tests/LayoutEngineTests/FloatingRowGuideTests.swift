@_spi(Testing) import LayoutEngine
import Testing

/// A decoration on the margins of an arranged view of a floating baseline row (design note,
/// section 5b, *A guide in a floating row*): the row held taller than its views, their baseline
/// free over the room they leave, so the view's `y` varies among U's optima; its guide's insets
/// are the same at both ends of that range (the row inside the safe area), so the block reads them
/// at U's laid-out value. Each case is derived by hand and compared with the whole-document
/// simplex (frames where unique, diagnostics, stats).
@Suite struct FloatingRowGuideTests {
    /// A screen 375 × 600 (safe area 44 top, 34 bottom) that is a horizontal stack aligned
    /// `firstBaseline` around one 20 × 20 `cell` (a lone view: the canvas bounds it on both edges),
    /// arranged by its margins where `byMargins`, with a 10 × 10 `badge` on the cell's margins.
    static func screen(byMargins: Bool) throws -> LayoutDocument {
        try BlockLayoutTests.decoded(
            """
            {"root": {"id": "screen", "width": 375, "height": 600, "safeAreaInsets": {"top": 44, "bottom": 34},
              "type": "stack", "axis": "horizontal", "alignment": "firstBaseline",
              "layoutMarginsRelativeArrangement": \(byMargins), "subviews": [{"id": "badge"}],
              "arrangedSubviews": [{"id": "cell", "intrinsicContentSize": {"width": 20, "height": 20}}]},
             "constraints": ["badge.leading == cell.layoutMarginsGuide.leading", "badge.top == cell.layoutMarginsGuide.top",
               "badge.width == 10", "badge.height == 10"]}
            """)
    }

    /// The engine's strategy and response, checked against the simplex: the same diagnostics and
    /// stats, the same frames where the simplex finds them unique, optimal ones where it does not.
    static func layOut(_ document: LayoutDocument) -> (strategy: String, response: LayoutResponse, problems: [String]) {
        ChainedContentSizeTests.layOut(document)
    }

    /// By margins, the canvas runs from x 8 to 367 and from y 44 + 8 = 52 to 600 − 34 − 8 = 558.
    /// The cell fills it along x (359 wide, its hugging 250 under the required connections) and
    /// keeps its 20 along y (hugging and resistance at their size), at the canvas's top (y 52),
    /// free to fall 506 − 20 = 486: its `y` ambiguous, y ∈ [52, 538], inside the safe area
    /// [44, 566] at both ends, so its margins are the default 8 all round at every optimum. The
    /// badge (the screen's subview) is at the cell's margins, (8 + 8, 52 + 8) = (16, 60), 10 × 10;
    /// its `y` follows the cell's, ambiguous too. Before, the guide on a varying view declined the
    /// block: the simplex.
    @Test func aBadgeOnACellOfAFloatingRow() throws {
        let (strategy, response, problems) = Self.layOut(try Self.screen(byMargins: true))
        #expect(strategy == "blocks")
        #expect(problems.isEmpty, "\(problems)")
        #expect(BlockLayoutTests.frame(response, "screen") == [0, 0, 375, 600])
        #expect(BlockLayoutTests.frame(response, "cell") == [8, 52, 359, 20])
        #expect(BlockLayoutTests.frame(response, "badge") == [16, 60, 10, 10])
        #expect(BlockLayoutTests.ambiguities(response) == ["badge: y", "cell: y"])
    }

    /// Not by margins, the canvas is the screen, y 0 to 600: the cell, 20 high, ranges over
    /// y ∈ [0, 580]; at y 0 the safe area's 44 lie over its top, at y 580 its bottom is 14 past
    /// the safe area's 566: its insets (so its margins) differ at the ends of its range, so the
    /// badge's block declines (the simplex lays the document out, the cell at y 580).
    @Test func aCellFallingOutOfTheSafeAreaIsDeclined() throws {
        let (strategy, _, problems) = Self.layOut(try Self.screen(byMargins: false))
        #expect(strategy == "solver")
        #expect(problems.isEmpty, "\(problems)")
    }
}
