import Foundation
@_spi(Testing) import LayoutEngine
import Testing

/// A length relative to the root's (`hero.height == 0.5 * screen.height`, the root's height
/// given) taken by U as a size term (`BlockLayout+SizeEqualities.swift`, ``BlockLayout``'s
/// `rootLengthTerm`): the root's shorthand is the first required constraint, never broken, so
/// the relation is `hero.height == 406` in every solution. Each case is derived by hand and
/// compared with the whole-document simplex (frames, diagnostics, stats: `CarriedTermTests.layOut`).
@Suite struct RootLengthTermTests {
    /// A 375 × 812 screen holding a vertical `fill` column pinned to its top, leading and trailing
    /// edges (its height fitted), of `hero` (no intrinsic size) above `caption` (100 × 21), with
    /// `constraints` after the three pins.
    static func screen(_ constraints: [String]) -> String {
        let pins = ["column.top == screen.top", "column.leading == screen.leading", "column.trailing == screen.trailing"]
        return """
            {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
              {"id": "column", "type": "stack", "axis": "vertical", "arrangedSubviews": [
                {"id": "hero"}, {"id": "caption", "intrinsicContentSize": {"width": 100, "height": 21}}]}]},
             "constraints": [\((pins + constraints).map { "\"\($0)\"" }.joined(separator: ","))]}
            """
    }

    /// Half the screen's height: `hero.height == 406`. The column's chain stacks the caption at
    /// its intrinsic 21 below it, so the column fits at 406 + 21 = 427; across, `fill` gives every
    /// view the screen's 375. Without the term in U, U left the hero's height free (nothing
    /// else holds it) and the relation's check declined: the simplex.
    @Test func aLengthRelativeToTheRootIsASizeTerm() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try BlockLayoutTests.decoded(Self.screen(["hero.height == 0.5 * screen.height"])))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "column") == [0, 0, 375, 427])
        #expect(BlockLayoutTests.frame(response, "hero") == [0, 0, 375, 406])
        #expect(BlockLayoutTests.frame(response, "caption") == [0, 406, 375, 21])
        #expect(response.diagnostics.isEmpty)
    }

    /// Optional at 750 below a required `hero.height <= 200`: the term keeps 206 of error, the
    /// hero 200 high, the caption below it at 200, the column 221.
    @Test func anOptionalRelativeLengthGivesWayToARequiredBound() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try BlockLayoutTests.decoded(Self.screen(["hero.height == 0.5 * screen.height @ 750", "hero.height <= 200"])))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "hero") == [0, 0, 375, 200])
        #expect(BlockLayoutTests.frame(response, "caption") == [0, 200, 375, 21])
        #expect(BlockLayoutTests.frame(response, "column") == [0, 0, 375, 221])
        #expect(response.diagnostics.isEmpty)
    }

    /// Two terms: the hero at half the screen (406), and `caption.height >= 0.125 * screen.height
    /// - 50`, required, `>= 101.5 − 50 = 51.5`, above the caption's 21 (its hugging at 250 gives
    /// way): the caption 51.5 high at 406, the column 457.5.
    @Test func aBoundRelativeToTheRootStretchesAView() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try BlockLayoutTests.decoded(
                Self.screen(["hero.height == 0.5 * screen.height", "caption.height >= 0.125 * screen.height - 50"])))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "caption") == [0, 406, 375, 51.5])
        #expect(BlockLayoutTests.frame(response, "column") == [0, 0, 375, 457.5])
        #expect(response.diagnostics.isEmpty)
    }

    /// Declined: `hero.height == 100` after the term conflicts with it, and the whole document's
    /// minimal set names the screen's `height` shorthand too (the term is 406 only through it),
    /// which U's conflict would not: the simplex answers, breaking the later `constraints[4]`.
    @Test func aConflictWithTheTermIsTheSimplexs() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try BlockLayoutTests.decoded(Self.screen(["hero.height == 0.5 * screen.height", "hero.height == 100"])))
        #expect(strategy == "solver")
        guard case .unsatisfiable(_, let set, let broken)? = response.diagnostics.first else {
            Issue.record("no conflict: \(response.diagnostics)")
            return
        }
        #expect(set.contains("height(screen)"))
        #expect(broken == "constraints[4]")
    }

    /// At several sizes the term's constant is the root's length at each (406, then 300 at a
    /// 600-high screen; none with the height fitted, where the relation is no term): each layout
    /// bit for bit the document sent alone at that size (a layout carried from the first size to
    /// the next would keep 406).
    @Test func everySizeReadsItsOwnRootLength() throws {
        let text = Self.screen(["hero.height == 0.5 * screen.height"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        try SizesTests.expectEquivalent(
            document, sizes: [["width": 375, "height": 812], ["width": 375, "height": 600], ["width": 320]], label: "root length")
    }
}
