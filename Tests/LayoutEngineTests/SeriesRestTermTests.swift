@_spi(Testing) import LayoutEngine
import Testing

/// A required `s.width >= a.width` between a `fill` stack `s` and its first arranged view `a`,
/// with one other visible arranged view `o`: the chain makes `s.width = a.width + o.width + G`
/// (`G` the builders' gaps), so U takes the relation as the size term `o.width >= −G` (design
/// note, section 5, "A required `>=` between two views of U", *A stack and its first arranged
/// view*; ``BlockLayout/seriesRestTerm(_:in:)``).
@Suite struct SeriesRestTermTests {
    /// A 300 × 200 vertical root `r` (`leading`) arranging `s`, a horizontal `fill` stack, spacing
    /// 10, of `a` (50 × 20 intrinsic), `o` (no intrinsic size) and, with `hidden`, a hidden `h`
    /// between them (or, with `third`, a visible `b`, 40 × 20, after `o`), and `constraints`.
    static func document(_ constraints: [String], hidden: Bool = false, third: Bool = false) throws -> LayoutDocument {
        var arranged = [
            #"{"id": "a", "intrinsicContentSize": {"width": 50, "height": 20}}"#, #"{"id": "o"}"#,
        ]
        if hidden { arranged.insert(#"{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 70, "height": 20}}"#, at: 1) }
        if third { arranged.append(#"{"id": "b", "intrinsicContentSize": {"width": 40, "height": 20}}"#) }
        return try BlockLayoutTests.decoded("""
            {"root": {"id": "r", "type": "stack", "axis": "vertical", "alignment": "leading", "width": 300, "height": 200,
              "arrangedSubviews": [{"id": "s", "type": "stack", "axis": "horizontal", "spacing": 10,
                                    "arrangedSubviews": [\(arranged.joined(separator: ", "))]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """)
    }

    /// Across `r` (`leading`) `s` is pulled toward 0 wide at 25; along `s`, `a` holds 50 (its
    /// resistance at 750) and `o` costs nothing at any width, so U alone gives `o` −60 and `s` 0,
    /// which `s.width >= a.width` misses. As `o.width >= −10` (G = 10: the spacing after `a`; with
    /// `h` hidden between them, 0 before `h` and the spacing after `a`, the last visible view,
    /// before `o`, also 10) `o` is −10 and `s` 50. Along `r` (`fill`, one view) `s` is 200 high,
    /// and across `s` (`fill`) so are `a` and `o`. Frames relative to the superview: `s` (0, 0, 50,
    /// 200), `a` (0, 0, 50, 200), `o` (60, 0, −10, 200).
    @Test(arguments: [false, true])
    func theStacksLengthIsItsOtherViewsBound(hidden: Bool) throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.document(["s.width >= a.width"], hidden: hidden))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "s") == [0, 0, 50, 200])
        #expect(BlockLayoutTests.frame(response, "a") == [0, 0, 50, 200])
        #expect(BlockLayoutTests.frame(response, "o") == [60, 0, -10, 200])
        #expect(response.frames == solver.frames && response.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// Declined: two other visible views (`o` and `b`: the relation bounds their sum, no one
    /// view's term), and the relation the other way round (`a.width >= s.width`, not read). The
    /// simplex answers.
    @Test func twoOtherViewsDecline() throws {
        for (constraint, third) in [("s.width >= a.width", true), ("a.width <= s.width", false)] {
            let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.document([constraint], third: third))
            #expect(strategy == "solver")
            #expect(response.frames == solver.frames && response.diagnostics == solver.diagnostics)
        }
    }
}
