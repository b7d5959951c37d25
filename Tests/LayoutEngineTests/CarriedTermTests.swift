@_spi(Testing) import LayoutEngine
import Testing

/// A decoration's size terms carried to the view of U whose length its required equalities make
/// its own, or a small fraction or multiple of it at that weight (`BlockLayout+CarriedTerms.swift`):
/// U's optimum weighs the optional ones, and the block keeps no error of them; a required one,
/// carried where the layout without it declines, U's optimum meets. Each case is derived by hand and compared with the whole-document
/// simplex (frames, diagnostics, stats).
@Suite struct CarriedTermTests {
    /// A 375-wide vertical stack `s` (alignment `alignment`) arranging a leaf `v` 21 high by its
    /// intrinsic height (hugging `hugging` vertically, resistance 750), and a plain subview `d` of
    /// `s` held by `constraints`; the root's height fitted.
    static func decorated(
        _ constraints: [String], alignment: String = "fill", hugging: Int = 250, direction: String = "leftToRight"
    ) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "s", "type": "stack", "axis": "vertical", "alignment": "\(alignment)", "width": 375,
              "arrangedSubviews": [{"id": "v", "intrinsicContentSize": {"height": 21}, "contentHugging": {"vertical": \(hugging)}}],
              "subviews": [{"id": "d"}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"layoutDirection": "\(direction)"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// `d` over `v`, edge to edge.
    static let over = hanging + ["d.bottom == v.bottom"]

    /// `d` across `v` from its top, its height left to the test's constraints.
    static let hanging = ["d.leading == v.leading", "d.trailing == v.trailing", "d.top == v.top"]

    /// The engine's strategy and response, checked equal to the simplex's (frames, diagnostics, stats).
    static func layOut(_ document: LayoutDocument) -> (strategy: String, response: LayoutResponse) {
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(response.frames == solver.frames)
        #expect(response.diagnostics == solver.diagnostics)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
        return (strategy, response)
    }

    /// Checks that `constraints` (in ``decorated(_:alignment:hugging:direction:)``) take the blocks
    /// strategy without diagnostics, `v` and `d` at `frames` (each checked with the simplex too).
    static func expectBlocks(_ constraints: [String], alignment: String = "fill", frames: (v: [Double], d: [Double])) throws {
        let (strategy, response) = Self.layOut(try Self.decorated(constraints, alignment: alignment))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "v") == frames.v)
        #expect(BlockLayoutTests.frame(response, "d") == frames.d)
        #expect(response.diagnostics.isEmpty)
    }

    /// U's optimum misses the term and the whole document's moves U for it: `d.height == 44 @500`
    /// on a separator as tall as `v`. The term is `v.height == 44 @500` in U: `v`'s resistance
    /// (750, `h >= 21`) holds at 44, the term (500) then sets `h = 44`, its hugging (250) keeps 23.
    /// The column fits its one view: 44 high.
    @Test func aTermUsOptimumMissedMovesU() throws {
        let (strategy, response) = Self.layOut(try Self.decorated(Self.over + ["d.height == 44 @ 500"]))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "v") == [0, 0, 375, 44])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 375, 44])
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 375, 44])
        #expect(response.diagnostics.isEmpty)
    }

    /// U holds the view above the term: `d.height >= 44 @250` where `v` hugs at 251. In U the
    /// term is `v.height >= 44 @250`, below the hugging's `h <= 21` at 251 (and the resistance's
    /// `h >= 21` at 750): `h = 21`, the term keeping 23 at 250, as in the whole document (before
    /// the term was carried, the block kept that error, which U's values free would not, and the
    /// document went to the simplex).
    @Test func aTermUHoldsAboveKeepsItsError() throws {
        let (strategy, response) = Self.layOut(try Self.decorated(Self.over + ["d.height >= 44 @ 250"], hugging: 251))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "v") == [0, 0, 375, 21])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 375, 21])
        #expect(response.diagnostics.isEmpty)
    }

    /// The length's offset read through `v`'s margins (8 each) and the pins' constants, in both
    /// directions: `d` from 2 inside `v`'s leading margin to 4 inside its trailing one, so
    /// `ℓ_d = ℓ_v − 8 − 2 − 8 − 4 = ℓ_v − 22`; `d.width == 300 @500` is `v.width == 322 @500` in
    /// U. `v` has no intrinsic width and the column aligns `leading`: only the ambiguity
    /// suppression (25) pulls it toward 0 within the 375 canvas, so the term sets it, 322. Left to
    /// right `v` at 0 and `d` from 10 to 310; right to left `v` against the right edge (53 to 375)
    /// and `d` from 375 − 10 = 365 back to 65.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aTermThroughMarginsCarriesTheirInsets(direction: String) throws {
        let constraints = [
            "d.leading == v.layoutMarginsGuide.leading + 2", "d.trailing == v.layoutMarginsGuide.trailing - 4",
            "d.top == v.top", "d.bottom == v.bottom", "d.width == 300 @ 500",
        ]
        let document = try Self.decorated(constraints, alignment: "leading", direction: direction)
        let (strategy, response) = Self.layOut(document)
        #expect(strategy == "blocks")
        let rightToLeft = direction == "rightToLeft"
        #expect(BlockLayoutTests.frame(response, "v") == [rightToLeft ? 53 : 0, 0, 322, 21])
        #expect(BlockLayoutTests.frame(response, "d") == [rightToLeft ? 65 : 10, 0, 300, 21])
        #expect(response.diagnostics.isEmpty)
    }

    /// A half length: `d.height == 0.5 * v.height` makes `d.height == 44 @500` the term
    /// `½·|h − 88|` of U at 500, `v.height == 88` of weight ½. The resistance (750, `h >= 21`)
    /// holds; at 500 the term alone sets `h = 88` over the hugging (250). `d` is 44 high over
    /// `v`'s top (before weights, the block kept 33.5 at 500 at U's `h = 21`: the simplex's).
    @Test func aHalfLengthCarriesAHalfWeight() throws {
        try Self.expectBlocks(
            Self.hanging + ["d.height == 0.5 * v.height", "d.height == 44 @ 500"],
            frames: (v: [0, 0, 375, 88], d: [0, 0, 375, 44]))
    }

    /// The weight decides a tie: `d.height == 44 @250` on a half length, at the level of `v`'s
    /// hugging (250, `h <= 21`). Between 21 and 88 the level's cost is `(h − 21) + ½·(88 − h)`, of
    /// slope 1 − ½ > 0: `h = 21` (a weight of 1 would make the run flat and `v` ambiguous), `d`
    /// 10.5, no ambiguity.
    @Test func aHalfWeightLosesToAWholeOne() throws {
        try Self.expectBlocks(
            Self.hanging + ["d.height == 0.5 * v.height", "d.height == 44 @ 250"],
            frames: (v: [0, 0, 375, 21], d: [0, 0, 375, 10.5]))
    }

    /// A double length from two positions: `d.leading == v.leading` and `d.centerX ==
    /// v.trailing` give `ℓ_d / 2 = ℓ_v`, `ℓ_d = 2·ℓ_v`; `d.width == 300 @500` is `v.width == 150`
    /// of weight 2. `v` has no intrinsic width in a `leading` column: only the ambiguity
    /// suppression (25) pulls it toward 0, so the term sets 150; `d` from 0 to 300.
    @Test func aDoubleLengthFromTwoPositions() throws {
        try Self.expectBlocks(
            ["d.leading == v.leading", "d.centerX == v.trailing", "d.top == v.top", "d.bottom == v.bottom", "d.width == 300 @ 500"],
            alignment: "leading", frames: (v: [0, 0, 150, 21], d: [0, 0, 300, 21]))
    }

    /// A third, written on `v`'s side: `v.height == 3 * d.height` is `ℓ_d = ℓ_v / 3`, so
    /// `d.height == 20 @500` is `v.height == 60` of weight ⅓ (the `Double` nearest ⅓ is the
    /// multiplier's). The resistance (750, `h >= 21`) holds at 60; the term sets it over the
    /// hugging (250): `v` 60 high, `d` 20.
    @Test func aThirdWrittenOnTheViewsSide() throws {
        try Self.expectBlocks(
            Self.hanging + ["v.height == 3 * d.height", "d.height == 20 @ 500"],
            frames: (v: [0, 0, 375, 60], d: [0, 0, 375, 20]))
    }

    /// Declined: a scale that is no small fraction. `d.height == 0.37 * v.height` (37/100) is not
    /// carried; the block keeps `|0.37·21 − 44|` at 500 at U's `h = 21`, and the whole document's
    /// optimum moves `v` to 44 / 0.37 (resistance met, then the term met): the simplex's.
    @Test func aScaleOfNoSmallFractionIsTheSimplexs() throws {
        let constraints = Self.hanging + ["d.height == 0.37 * v.height", "d.height == 44 @ 500"]
        let (strategy, response) = Self.layOut(try Self.decorated(constraints))
        #expect(strategy == "solver")
        #expect(abs((BlockLayoutTests.frame(response, "v")?[3] ?? 0) - 44 / 0.37) < 1e-9)
        #expect(abs((BlockLayoutTests.frame(response, "d")?[3] ?? 0) - 44) < 1e-9)
    }

    /// Not carried: a term that would land in a measured stack from outside it. `p` (375 wide,
    /// `fillProportionally`) arranges a nested stack `n` (one leaf `a`, 40 wide) and a leaf `b` (60
    /// wide); its plain subview `d` spans `n` with `d.width == 100 @500`. The builders measure `n`
    /// alone (40: `d` is not inside it), so the shares are 40 : 60 of 375, held at 999 and 998
    /// above the term: `n` 150 wide, `b` 225 from 150, `d` 150 keeping 50 at 500. Carried to `n`,
    /// the term would enter U's measurement of `n` (100, not 40): not carried, and the block keeps
    /// its error. Until session 33 that sent the document to the simplex; the held shares now
    /// measure `n` as the builders do (design note, section 5, "Held shares", *Measured natural
    /// sizes*), so the kept 50 is shown the least and the blocks strategy answers, as the simplex.
    @Test func aTermIntoAMeasuredStackIsNotCarried() throws {
        let text = """
            {"root": {"id": "p", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "width": 375,
              "arrangedSubviews": [
                {"id": "n", "type": "stack", "axis": "vertical",
                 "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}}]},
                {"id": "b", "intrinsicContentSize": {"width": 60, "height": 20}}],
              "subviews": [{"id": "d"}]},
             "constraints": ["d.leading == n.leading", "d.trailing == n.trailing", "d.top == n.top", "d.height == 1",
                             "d.width == 100 @ 500"]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
        #expect(BlockLayoutTests.frame(response, "n")?[2] == 150)
        #expect(BlockLayoutTests.frame(response, "b").map { [$0[0], $0[2]] } == [150, 225])
        #expect(BlockLayoutTests.frame(response, "d")?[2] == 150)
    }

    /// A term carried into a measured stack from inside it: `d` is now `n`'s plain subview (`n`
    /// still arranged in `p` with `b`), spanning it, `d.width == 100 @500`. The builders measure
    /// `n` alone with `d` in it: its width `x` pulled to 0 at 50, `a` as wide (alignment `fill`),
    /// `a`'s resistance `x >= 40` (750) holds, the term (`d` as wide as `n`) sets `x = 100` at 500
    /// over `a`'s hugging (250): natural width 100. The carried `n.width == 100 @500` is in U's
    /// measurement of `n` too (the document's own there): T = 100 + 60 = 160, `n`'s share
    /// 100/160 × 375 = 234.375 (999), `b` the rest, 140.625 (its share exactly): `n`, `a` and `d`
    /// 234.375 wide from 0, `b` from 234.375; the term off by 134.375 at 500.
    @Test func aTermInsideAMeasuredStackIsMeasured() throws {
        let (strategy, response) = Self.layOut(try Self.measuredRow(
            #"{"id": "n", "type": "stack", "axis": "vertical", "subviews": [{"id": "d"}], "#
                + #""arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}}]}"#,
            #"{"id": "b", "intrinsicContentSize": {"width": 60, "height": 20}}"#,
            ["d.leading == n.leading", "d.trailing == n.trailing", "d.top == n.top", "d.height == 1", "d.width == 100 @ 500"]))
        #expect(strategy == "blocks")
        #expect(response.diagnostics.isEmpty)
        for (id, frame) in [("n", [0, 234.375]), ("a", [0, 234.375]), ("d", [0, 234.375]), ("b", [234.375, 140.625])] {
            #expect(BlockLayoutTests.frame(response, id).map { [$0[0], $0[2]] } == frame, "\(id)")
        }
    }

    /// A term carried onto a measured leaf: `o` (no intrinsic width) is arranged in `p` after `a`
    /// (40 wide), its plain subview `d` spanning it with `d.width == 110 @500`. Alone, `o` is
    /// pulled to 0 at 50 and the term (`d` as wide as `o`) sets it at 110: its natural width, the
    /// carried `o.width == 110 @500` U measures it with. T = 40 + 110 = 150, `a`'s share 40/150 ×
    /// 375 = 100 (999), `o` the rest, 275 (its share exactly): `a` [0, 100], `o` [100, 275], `d`
    /// as wide as `o` at its leading edge; the term off by 165 at 500. Since session 35 the whole
    /// document's direct path takes it first: its tree, which does not know the fitting size of a
    /// view with subviews, reads the builders' own measurement of `o`, 110
    /// (`DirectTree.builtNaturalSize(_:axis:)`), and `d`'s term is a plain one there.
    @Test func aTermOnAMeasuredLeafIsMeasured() throws {
        let (strategy, response) = Self.layOut(try Self.measuredRow(
            #"{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}}"#, Self.openLeaf, Self.spanningO))
        #expect(strategy == "direct")
        #expect(response.diagnostics.isEmpty)
        #expect(BlockLayoutTests.frame(response, "a").map { [$0[0], $0[2]] } == [0, 100])
        #expect(BlockLayoutTests.frame(response, "o").map { [$0[0], $0[2]] } == [100, 275])
        #expect(BlockLayoutTests.frame(response, "d")?[2] == 275)
    }

    /// Declined: beside the carried term, `o.width == img.width` (img's `width` 40, last in the
    /// row) stands in U as `o.width == 40`, which `o`'s lone layout does not hold (it names img,
    /// outside `o`): `o`'s terms in U are still not the document's, it is not measured, and the
    /// simplex lays the row out, as the whole-document solver does.
    @Test func aCarriedTermBesideAStandInIsTheSimplexs() throws {
        let (strategy, _) = Self.layOut(try Self.measuredRow(
            #"{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}}"#,
            Self.openLeaf + #", {"id": "img", "width": 40, "intrinsicContentSize": {"height": 20}}"#,
            Self.spanningO + ["o.width == img.width"]))
        #expect(strategy == "solver")
    }

    /// `o`, a leaf without an intrinsic width (20 high) holding a plain subview `d`.
    static let openLeaf = #"{"id": "o", "intrinsicContentSize": {"height": 20}, "subviews": [{"id": "d"}]}"#

    /// `d` across `o` from its top, 1 high, with `d.width == 110 @500`.
    static let spanningO = ["d.leading == o.leading", "d.trailing == o.trailing", "d.top == o.top", "d.height == 1", "d.width == 110 @ 500"]

    /// `p`, a `fillProportionally` row 375 wide arranging the views `first` and `second` (JSON),
    /// with `constraints`.
    static func measuredRow(_ first: String, _ second: String, _ constraints: [String]) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "p", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "width": 375,
              "arrangedSubviews": [\(first), \(second)]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// A required term U's optimum misses: `d.height >= 44` on a separator as tall as `v`. Without
    /// it U holds `v` at its intrinsic 21 (hugging 250, resistance 750), where the block's required
    /// row cannot hold, which declined. Carried, it is `v.height >= 44`, required, in U: the
    /// hugging's pull toward 21 stops at the bound, `h = 44`; `d` over `v`, 44 high; the column
    /// fits its one view, 44 high.
    @Test func aRequiredTermUsOptimumMissesMovesU() throws {
        let (strategy, response) = Self.layOut(try Self.decorated(Self.over + ["d.height >= 44"]))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "v") == [0, 0, 375, 44])
        #expect(BlockLayoutTests.frame(response, "d") == [0, 0, 375, 44])
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 375, 44])
        #expect(response.diagnostics.isEmpty)
    }

    /// A required equality read through the pins' constants: `d` inset 2 from `v`'s top and bottom
    /// (`ℓ_d = ℓ_v − 4`), `d.height == 30`: in U `v.height == 34`, above the resistance's 21 and
    /// against the hugging (250), which gives way: `v` 34 high, `d` 30 from 2.
    @Test func aRequiredEqualityThroughInsetPins() throws {
        let constraints = ["d.leading == v.leading", "d.trailing == v.trailing", "d.top == v.top + 2", "d.bottom == v.bottom - 2",
                           "d.height == 30"]
        try Self.expectBlocks(constraints, frames: (v: [0, 0, 375, 34], d: [0, 2, 375, 30]))
    }

    /// A required term at a fraction: `d.height == 0.5 * v.height` with `d.height >= 20` is
    /// `v.height >= 40` in U (the weight of ½ matters to no required term): `v` 40 high against
    /// its hugging, `d` 20 from the top.
    @Test func aRequiredTermAtAHalf() throws {
        let constraints = Self.hanging + ["d.height == 0.5 * v.height", "d.height >= 20"]
        try Self.expectBlocks(constraints, frames: (v: [0, 0, 375, 40], d: [0, 0, 375, 20]))
    }

    /// Declined: two required terms that conflict, `d.height == 1` and `d.height == 2` on `d`
    /// over `v`. Without them carried, the block's conflict reads `v` through the pins (not
    /// `d`'s own frame alone): declined; carried, U's `v.height == 1` and `v.height == 2` conflict,
    /// and a required term in U is taken only without a conflict (the whole document's set names
    /// `d`'s pins, which U's would not): the simplex's.
    @Test func conflictingRequiredTermsAreTheSimplexs() throws {
        let (strategy, response) = Self.layOut(try Self.decorated(Self.over + ["d.height == 1", "d.height == 2"]))
        #expect(strategy == "solver")
        #expect(response.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
    }
}
