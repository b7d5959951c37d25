@_spi(Testing) import LayoutEngine
import Testing

/// A relation `a.width >= b.width` between two adjacent arranged views of the root's vertical
/// stack, across it, that U's optimum misses, beside a tie of U along y (design note, section 5,
/// "A required `>=` between two views of U", *Beside a tie across*): the axes' problems are apart,
/// so U with the pair's merged clip along x and its tie along y is the whole document.
@Suite struct PairBesideTieTests {
    /// A root `equalSpacing` column 300 × 400, aligned `leading`, of `a` (20 × 30 intrinsic),
    /// `b` (40 × 30) and `c` (10 wide, no intrinsic height: its height and the two equal gaps
    /// are U's tie along y), then the views in `more`, with `constraints`.
    static func column(_ constraints: [String], more: String = "") throws -> LayoutDocument {
        let text = """
            {"root": {"id": "root", "type": "stack", "axis": "vertical", "distribution": "equalSpacing",
              "alignment": "leading", "width": 300, "height": 400, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 20, "height": 30}},
                {"id": "b", "intrinsicContentSize": {"width": 40, "height": 30}},
                {"id": "c", "intrinsicContentSize": {"width": 10}}\(more)]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        return try BlockLayoutTests.decoded(text)
    }

    /// The values the tie leaves unique (a's frame, b's x, width and height, c's x and width),
    /// and the ambiguities, in `response` and in the solver's.
    static func expectTieKept(_ response: LayoutResponse, _ solver: LayoutResponse) {
        for answer in [response, solver] {
            #expect(BlockLayoutTests.frame(answer, "a") == [0, 0, 40, 30])
            #expect(BlockLayoutTests.frame(answer, "b").map { [$0[0], $0[2], $0[3]] } == [0, 40, 30])
            #expect(BlockLayoutTests.frame(answer, "c").map { [$0[0], $0[2]] } == [0, 10])
            #expect(BlockLayoutTests.ambiguities(answer) == ["b: y", "c: y height"])
        }
        #expect(response.diagnostics == solver.diagnostics)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// Along x (across, `leading`): U alone gives `a` its 20 and `b` its 40, each in its clip by
    /// the canvas (300), and `a.width >= b.width` misses. With both `w` wide, pulled toward 0 at
    /// 25: between 20 and 40 widening costs `a`'s hugging (250) and saves `b`'s resistance (750),
    /// above 40 both huggings cost: w = 40, both at x = 0; `c` keeps its 10. Along y U's tie is
    /// untouched: `a` at the canvas's top (0, 30 high), `b` 30 high, `c` reaching the bottom,
    /// `g + 30 + g + h = 370` over the gaps `g ≥ 0` and c's height `h`: `b`'s y and `c`'s y and
    /// height vary, `a`'s frame and every x and width do not.
    @Test func theRequiredPairIsTakenBesideATieAlongY() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column(["a.width >= b.width"]))
        #expect(strategy == "blocks")
        Self.expectTieKept(response, solver)
    }

    /// The optional `a.width >= b.width @500`, above `a`'s hugging (250), composed in the pair's
    /// clip: at 750 a ≥ 20 and b ≥ 40 cost nothing, at 500 a ≥ b then costs nothing either, at
    /// 250 the huggings' (a − 20) + (b − 40) is least at a = b = 40. y as above.
    @Test func theOptionalRelationIsComposedBesideATieAlongY() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column(["a.width >= b.width @ 500"]))
        #expect(strategy == "blocks")
        Self.expectTieKept(response, solver)
    }

    /// Declined: a nested row `d`, 100 wide, of two views without an intrinsic width (a tie along
    /// x, the pair's axis, whose walk is not argued with the merged clip). The simplex still makes
    /// the pair equal, 40 wide.
    @Test func aTieAlongThePairsAxisDeclines() throws {
        let row = """
            , {"id": "d", "type": "stack", "axis": "horizontal", "width": 100, "arrangedSubviews": [
                {"id": "e", "intrinsicContentSize": {"height": 10}}, {"id": "f", "intrinsicContentSize": {"height": 10}}]}
            """
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.column(["a.width >= b.width"], more: row))
        #expect(strategy == "solver")
        #expect(response.frames == solver.frames)
        #expect(BlockLayoutTests.frame(response, "a")?[2] == 40 && BlockLayoutTests.frame(response, "b")?[2] == 40)
        // Without the relation the column with its two ties is fast: the decline is the pair's.
        #expect(BlockLayoutTests.layOut(try Self.column([], more: row)).strategy != "solver")
    }
}
