@_spi(Testing) import LayoutEngine
import Testing

/// A relation `a.width >= b.width` between two adjacent arranged views of the root's vertical
/// stack, across it, that U's optimum misses, beside a required cross tie that U takes broken
/// (design note, section 5, "A required `>=` between two views of U", *Beside a broken tie
/// across*): where the tie lies along y the axes' problems are apart, so U with the pair's merged
/// clip along x and the tie taken broken along y is the whole document, and the tie's witnesses
/// move nothing the relation reads.
@Suite struct PairBesideBrokenTieTests {
    /// A root column 320 × 600, aligned `center`, of `a` (20 × 44 intrinsic) and `b`, a stack of
    /// `axis` and `alignment` whose one arranged view `c` has `intrinsic`, with `constraints`.
    static func column(_ constraints: [String], axis: String, alignment: String, intrinsic: String) throws -> LayoutDocument {
        let text = """
            {"root": {"id": "root", "type": "stack", "axis": "vertical", "alignment": "center",
              "width": 320, "height": 600, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 20, "height": 44}},
                {"id": "b", "type": "stack", "axis": "\(axis)", "alignment": "\(alignment)", "arrangedSubviews": [
                  {"id": "c", "intrinsicContentSize": \(intrinsic)}]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        return try BlockLayoutTests.decoded(text)
    }

    /// The frames both answers give, each the one derived by hand (below), and the solver's
    /// diagnostics word for word.
    static func expectFrames(_ response: LayoutResponse, _ solver: LayoutResponse) {
        for answer in [response, solver] {
            #expect(BlockLayoutTests.frame(answer, "root") == [0, 0, 320, 600])
            #expect(BlockLayoutTests.frame(answer, "a") == [130, 0, 60, 44])
            #expect(BlockLayoutTests.frame(answer, "b") == [130, 44, 60, 556])
            #expect(BlockLayoutTests.frame(answer, "c") == [0, 0, 60, 556])
            #expect(BlockLayoutTests.ambiguities(answer).isEmpty)
        }
        #expect(response.diagnostics == solver.diagnostics)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// `b` a `fill` row, `c` 60 wide with no intrinsic height, `c.height == b.height - 8` short of
    /// its canvas across `fill`: broken, its set `c`'s two canvas connections along y and the
    /// tie. Along y (the root's axis, spacing 0) `a` hugs its 44, `b` (nothing of its own along y)
    /// takes the rest, 556, and `c` fills it (the tie's error 8 in every solution of the others).
    /// Along x U alone gives `a` its 20 and `b` its row's 60 (`c`'s width), and `a.width >=
    /// b.width` misses. Both `w` wide: below 60 `c`'s resistance (750) costs, above 60 both
    /// huggings (250); so w = 60, both centred at (320 − 60) / 2 = 130; `c` fills `b`, 60 wide at 0.
    @Test func aTieShortOfItsCanvasAcrossFillAlongY() throws {
        let document = try Self.column(
            ["c.height == b.height - 8", "a.width >= b.width"], axis: "horizontal", alignment: "fill",
            intrinsic: #"{"width": 60}"#)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        Self.expectFrames(response, solver)
        #expect(
            BlockLayoutTests.conflict(solver)?.constraints
                == ["UISV-canvas-connection(b, c)", "UISV-canvas-connection(c, b)", "constraints[0]"])
    }

    /// The same row aligned `top` and `c.height == b.height + 8`, past its canvas, the relation
    /// first: broken, U holding `c` at the canvas (a tie of offset 0), so `c` is 556 high as
    /// above; its set `c`'s two canvas connections along y (the top one `==`, the bottom one the
    /// bound `b.bottom >= c.bottom`, both named from `b`) and the tie. x as above.
    @Test func aTiePastItsCanvasAcrossTopAlongY() throws {
        let document = try Self.column(
            ["a.width >= b.width", "c.height == b.height + 8"], axis: "horizontal", alignment: "top",
            intrinsic: #"{"width": 60}"#)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "blocks")
        Self.expectFrames(response, solver)
        #expect(
            BlockLayoutTests.conflict(solver)?.constraints
                == ["UISV-canvas-connection(b, c)", "UISV-canvas-connection(b, c)", "constraints[1]"])
    }

    /// Declined: `b` a `fill` column, its `c` 60 wide and `c.width == b.width - 8` short across
    /// `fill` along x, the pair's axis (the ties' arguments and the pair's would read one
    /// problem). The simplex still makes the pair equal at 60, the tie broken.
    @Test func aBrokenTieAlongThePairsAxisDeclines() throws {
        let constraints = ["c.width == b.width - 8", "a.width >= b.width"]
        let document = try Self.column(constraints, axis: "vertical", alignment: "fill", intrinsic: #"{"width": 60}"#)
        let (strategy, response, solver) = BlockLayoutTests.layOut(document)
        #expect(strategy == "solver")
        #expect(response.frames == solver.frames)
        #expect(BlockLayoutTests.frame(response, "a")?[2] == 60 && BlockLayoutTests.frame(response, "b")?[2] == 60)
        // Without the relation the column with its broken tie is fast: the decline is the pair's.
        let alone = try Self.column([constraints[0]], axis: "vertical", alignment: "fill", intrinsic: #"{"width": 60}"#)
        #expect(BlockLayoutTests.layOut(alone).strategy != "solver")
    }
}
