@_spi(Testing) import LayoutEngine
import Testing

/// A block's least errors weighed with U's lengths along a `fillProportionally` stack held where
/// every solution holds its shares (``DependentBlocks``' relaxation, "held shares"). Each case
/// is derived by hand and compared with the whole-document simplex (frames, diagnostics, stats).
@Suite struct HeldShareTests {
    /// A horizontal `fillProportionally` stack `s`, `width` wide (fitting where nil), spacing 8,
    /// arranging `a` and `b` of intrinsic widths 20 and 44 (21 high), and `constraints`; with
    /// `decoration`, a 10-point square `d` at the stack's top left corner; `alignment` across.
    static func row(
        _ constraints: String..., width: Int? = 320, decoration: Bool = false, alignment: String = "fill"
    ) throws -> LayoutDocument {
        let size = width.map { #""width": \#($0),"# } ?? ""
        let subviews = decoration ? #""subviews": [{"id": "d", "intrinsicContentSize": {"width": 10, "height": 10}}],"# : ""
        let pins = decoration ? ["d.top == s.top", "d.leading == s.leading"] : []
        let listed = (constraints + pins).map { "\"\($0)\"" }.joined(separator: ", ")
        let text = """
            {"root": {"id": "s", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "spacing": 8, "alignment": "\(alignment)", \(size) \(subviews)
              "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 20, "height": 21}},
                                   {"id": "b", "intrinsicContentSize": {"width": 44, "height": 21}}]},
             "constraints": [\(listed)]}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// `T = 20 + 44 + 8 = 72`; `a`'s share `20/72 · 320 = 800/9` at 999, `b`'s `44/72 · 320` at
    /// 998, which the chain `a + 8 + b = 320` cannot hold with `a`'s: `b = 312 − 800/9 = 2008/9`,
    /// at `x = 800/9 + 8 = 872/9`. Both 21 high (`fill` across, their intrinsic heights). The
    /// shares outrank `a.width >= b.width @750`, so it misses by `1208/9` at every solution, its
    /// least: U's optimum stands (before, with U's widths free the relation cost nothing, and the
    /// document went to the simplex).
    @Test func aRelationBetweenSharesKeepsItsError() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.row("a.width >= b.width @ 750"))
        #expect(strategy == "blocks")
        let a = BlockLayoutTests.frame(response, "a")!, b = BlockLayoutTests.frame(response, "b")!
        #expect(abs(a[0]) < 1e-9 && abs(a[2] - 800.0 / 9) < 1e-9 && abs(a[3] - 21) < 1e-9)
        #expect(abs(b[0] - 872.0 / 9) < 1e-9 && abs(b[2] - 2008.0 / 9) < 1e-9 && abs(b[3] - 21) < 1e-9)
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// The same row aligned `leading` or `trailing` across: the builders pin each view's top (or
    /// bottom) to the spanning spacer's at 999.5, above the shares (design note, section 5,
    /// "Spanning boundaries above the held shares"). U places both views at the canvas's top (or
    /// bottom) edge, so the spacer there meets both and the whole layout keeps no error at 999.5;
    /// every optimum then holds the shares as above: a 800/9 wide at x = 0, b 2008/9 at 872/9.
    /// Across, each view is 21 high (its intrinsic height, within the canvas), the canvas
    /// fitting them (the root's fitting pull at 50), 21: both at y = 0.
    @Test(arguments: ["leading", "trailing"])
    func aRelationBetweenSharesOfAnAlignedRowKeepsItsError(alignment: String) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(
            try Self.row("a.width >= b.width @ 750", alignment: alignment))
        #expect(strategy == "blocks")
        let a = BlockLayoutTests.frame(response, "a")!, b = BlockLayoutTests.frame(response, "b")!
        #expect(abs(a[0]) < 1e-9 && abs(a[1]) < 1e-9 && abs(a[2] - 800.0 / 9) < 1e-9 && abs(a[3] - 21) < 1e-9)
        #expect(abs(b[0] - 872.0 / 9) < 1e-9 && abs(b[1]) < 1e-9 && abs(b[2] - 2008.0 / 9) < 1e-9 && abs(b[3] - 21) < 1e-9)
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
        // Declined: a document constraint above the shares (`b.height == 30 @ 999.6`, across, may
        // trade with nothing here, but the rule weighs only the spanning boundaries).
        let (aboveStrategy, above, aboveSolver) = BlockLayoutTests.layOut(
            try Self.row("a.width >= b.width @ 750", "b.height == 30 @ 999.6", alignment: alignment))
        #expect(aboveStrategy == "solver")
        #expect(above.frames == aboveSolver.frames && above.diagnostics == aboveSolver.diagnostics)
    }

    /// The 320-wide row, spacing 8, of `a` (20 wide), `n` (a vertical stack, `distribution`,
    /// arranging `w`, 36 × 21 intrinsic) and `b` (44): `n` has no intrinsic width, so the
    /// builders measure its natural width, its subtree laid out alone: pulled toward 0 at 50, `w`
    /// across `fill` held at 36 by its compression resistance (750), 36.
    static func nestedRow(_ distribution: String) throws -> LayoutDocument {
        try BlockLayoutTests.decoded("""
            {"root": {"id": "s", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "spacing": 8, "width": 320,
              "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 20, "height": 21}},
                                   {"id": "n", "type": "stack", "axis": "vertical", "distribution": "\(distribution)",
                                    "arrangedSubviews": [{"id": "w", "intrinsicContentSize": {"width": 36, "height": 21}}]},
                                   {"id": "b", "intrinsicContentSize": {"width": 44, "height": 21}}]},
             "constraints": ["a.width >= b.width @ 750"]}
            """)
    }

    /// A share's natural size measured (``FittingSize``, as the builders do): `T = 20 + 36 + 44 +
    /// 16 = 116`; a's share `20/116 · 320 = 1600/29` at 999, n's `36/116 · 320 = 2880/29` at 998,
    /// b the rest, `304 − 4480/29 = 4336/29` (its share at 997, 3520/29, missed). The shares
    /// outrank the relation's 750 and every other optional priority, so it misses by `2736/29` at
    /// every solution, its least (`w`, across `n`'s `fill`, as wide as `n`, its hugging at 250
    /// broken). a at x = 0, n at `1600/29 + 8 = 1832/29`, b at `1832/29 + 2880/29 + 8 = 4944/29`.
    /// Declined with `n` a `fillProportionally` stack itself (a second such stack in the document).
    @Test func aRelationBesideAMeasuredShareKeepsItsError() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.nestedRow("fill"))
        #expect(strategy == "blocks")
        let a = BlockLayoutTests.frame(response, "a")!, n = BlockLayoutTests.frame(response, "n")!
        let b = BlockLayoutTests.frame(response, "b")!
        #expect(abs(a[0]) < 1e-9 && abs(a[2] - 1600.0 / 29) < 1e-9)
        #expect(abs(n[0] - 1832.0 / 29) < 1e-9 && abs(n[2] - 2880.0 / 29) < 1e-9)
        #expect(abs(b[0] - 4944.0 / 29) < 1e-9 && abs(b[2] - 4336.0 / 29) < 1e-9)
        #expect(zip(response.frames, solver.frames).allSatisfy { $0.id == $1.id && abs($0.x - $1.x) < 1e-9
            && abs($0.y - $1.y) < 1e-9 && abs($0.width - $1.width) < 1e-9 && abs($0.height - $1.height) < 1e-9 })
        #expect(response.frames.count == solver.frames.count && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)

        let (nestedStrategy, nested, nestedSolver) = BlockLayoutTests.layOut(try Self.nestedRow("fillProportionally"))
        #expect(nestedStrategy == "solver")
        #expect(nested.frames == nestedSolver.frames && nested.diagnostics == nestedSolver.diagnostics)
    }

    /// Near misses the rule must not take: a decoration's constraint at 999 (`d.width == a.width`,
    /// at `a`'s share's level, might trade against it), and a fitting stack (no fixed canvas: the
    /// shares are no constants). Both go to the simplex, still right.
    @Test(arguments: [false, true])
    func declines(fitting: Bool) throws {
        let document =
            fitting
            ? try Self.row("a.width >= b.width @ 750", width: nil)
            : try Self.row("a.width >= b.width @ 750", "d.width == a.width @ 999", decoration: true)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
    }
}
