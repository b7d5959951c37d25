@_spi(Testing) import LayoutEngine
import Testing

/// A decoration's content size carried to the view of U whose length its required equalities make
/// its own (`BlockLayout+CarriedTerms.swift`, *Content sizes*): a label pinned between a fitted
/// root's edges, the self-sizing cell, whose hugging and resistance U then weighs against the
/// root's fitting pull at 50. Each case is derived by hand and compared with the whole-document
/// simplex (frames, diagnostics, stats: `CarriedTermTests.layOut`).
@Suite struct CarriedContentSizeTests {
    /// A cell 320 wide whose height is fitted (pulled toward 0 at 50), holding a label 120 × 17 by
    /// its intrinsic size (hugging 250, resistance `resistance` vertically), placed by `constraints`.
    static func cell(_ constraints: [String], resistance: Int = 750) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "cell", "width": 320,
              "subviews": [{"id": "label", "intrinsicContentSize": {"width": 120, "height": 17},
                "compressionResistance": {"vertical": \(resistance)}}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The label 8 from the cell's leading edge, at most 8 from its trailing one: along x its
    /// width is its own (120 between hugging and resistance, 312 − 8 the room), the cell's 320.
    static let across = ["label.leading == cell.leading + 8", "label.trailing <= cell.trailing - 8"]

    /// The label pinned 8 inside the cell's top and bottom: `ℓ_label = ℓ_cell − 16`, so its pair
    /// is `cell.height <= 33 @250` and `cell.height >= 33 @750` in U, whose fitting pull (0 at 50)
    /// gives way to the resistance: the cell 33 high, the label 17 at y 8. Without the pair in U,
    /// U fitted the cell at 0 and the label's block kept 33 of resistance error: the simplex.
    @Test func aPinnedLabelFitsItsCell() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try Self.cell(Self.across + ["label.top == cell.top + 8", "label.bottom == cell.bottom - 8"]))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, 33])
        #expect(BlockLayoutTests.frame(response, "label") == [8, 8, 120, 17])
        #expect(response.diagnostics.isEmpty)
    }

    /// A required `cell.height <= 20` above the carried resistance (750): the cell 20 high, the
    /// label 20 − 16 = 4, its resistance keeping 13, as in the whole document.
    @Test func aRequiredBoundSqueezesTheLabel() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try Self.cell(
                Self.across + ["label.top == cell.top + 8", "label.bottom == cell.bottom - 8", "cell.height <= 20"]))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, 20])
        #expect(BlockLayoutTests.frame(response, "label") == [8, 8, 120, 4])
        #expect(response.diagnostics.isEmpty)
    }

    /// The label half the cell's height from its top: `ℓ_label = ½·ℓ_cell`, so its pair is
    /// `cell.height <= 34` and `>= 34` at weight ½ (`SizeTerm`'s): the cell 34 high, the label 17.
    @Test func aHalfHeightLabelDoublesItsCell() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try Self.cell(Self.across + ["label.top == cell.top", "label.height == 0.5 * cell.height"]))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, 34])
        #expect(BlockLayoutTests.frame(response, "label") == [8, 0, 120, 17])
        #expect(response.diagnostics.isEmpty)
    }

    /// A required `cell.width <= 200` against the cell's `width` of 320: the whole document's
    /// broken constraint, along x (the shorthand comes first, so the bound breaks). The y axis is
    /// a problem of its own, so the label's vertical pair is still carried: the cell 33 high as
    /// in `aPinnedLabelFitsItsCell`, 320 wide (the shorthand kept), and the one conflict named.
    @Test func aConflictAcrossStillCarriesThePair() throws {
        let constraints = Self.across + ["label.top == cell.top + 8", "label.bottom == cell.bottom - 8", "cell.width <= 200"]
        let (strategy, response) = CarriedTermTests.layOut(try Self.cell(constraints))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, 33])
        #expect(BlockLayoutTests.frame(response, "label") == [8, 8, 120, 17])
        #expect(response.diagnostics.count == 1)
        guard case .unsatisfiable(_, let set, let broken)? = response.diagnostics.first else {
            Issue.record("no conflict: \(response.diagnostics)")
            return
        }
        #expect(set == ["width(cell)", "constraints[4]"])
        #expect(broken == "constraints[4]")
    }

    /// Declined: a required resistance is no optional term U may weigh; it stays in the label's
    /// block, which cannot meet it at U's cell of 0, and the simplex fits the cell at 33.
    @Test func aRequiredResistanceIsNotCarried() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try Self.cell(
                Self.across + ["label.top == cell.top + 8", "label.bottom == cell.bottom - 8"], resistance: 1000))
        #expect(strategy == "solver")
        #expect(BlockLayoutTests.frame(response, "cell") == [0, 0, 320, 33])
        #expect(BlockLayoutTests.frame(response, "label") == [8, 8, 120, 17])
    }
}
