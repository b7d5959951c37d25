@_spi(Testing) import LayoutEngine
import Testing

/// A visible arranged view's shorthand against its zero `fillProportionally` share (design note,
/// section 5, "A required size held at another value", *A zero `fillProportionally` share*,
/// session 29).
@Suite struct ZeroShareShorthandTests {
    /// A root horizontal `fillProportionally` stack `row`, spacing 10, 50 high, aligned `fill`
    /// (`rowWidth` wide where given), of `a` (intrinsic width 40), `z` (intrinsic width 0,
    /// `width: 30`, horizontal hugging `hugging`) and `b` (intrinsic width 60); inside a vertical
    /// `fillProportionally` stack `outer` where `nested`.
    static func row(rowWidth: Int? = nil, hugging: Int = 250, nested: Bool = false) throws -> LayoutDocument {
        let width = rowWidth.map { "\"width\": \($0), " } ?? ""
        let row = """
            {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "alignment": "fill",
              "spacing": 10, \(width)"height": 50, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 40}},
              {"id": "z", "width": 30, "intrinsicContentSize": {"width": 0}, "contentHugging": {"horizontal": \(hugging), "vertical": 250}},
              {"id": "b", "intrinsicContentSize": {"width": 60}}]}
            """
        let root =
            nested
            ? """
            {"id": "outer", "type": "stack", "axis": "vertical", "distribution": "fillProportionally", "alignment": "leading",
              "arrangedSubviews": [\(row), {"id": "c", "intrinsicContentSize": {"width": 20, "height": 20}}]}
            """ : row
        let text = "{\"root\": \(root)}"
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The conflict both taken documents report: z's zero share, then its broken shorthand.
    static let zeroShareSet = [["UISV-fill-proportionally(z)", "width(z)", "broken width(z)"]]

    /// Natural widths 40, 0, 60, with the spacings 120 in all: `a`'s share `a.width == row.width / 3`
    /// at 999, `b`'s `b.width == row.width / 2` at 997, `z`'s the required `z.width == 0`, added
    /// with row's family before every shorthand, so `width: 30` breaks. Its set is the share alone:
    /// `{share, width(z)}` conflicts, and what is added after the share and before `width(z)` (the
    /// content sizes of a, z, b, none required) holds with `z` 30 wide. The error 30 is fixed by
    /// the share, so the frames are those without the shorthand: the chain makes `row.width = a +
    /// 10 + 0 + 10 + b`, the shares at 999 and 997 then `W/3 + W/2 + 20 = W`, so W = 120, `a` 40
    /// at 0, `z` 0 at 50, `b` 60 at 60 (the fitting pull toward 0 at 50 loses); across, `fill`,
    /// each 50 high at 0.
    @Test func aShorthandAgainstItsZeroShareBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.row())
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == Self.zeroShareSet)
        let frames = ["row", "a", "z", "b"].map { BlockLayoutTests.frame(response, $0) }
        #expect(frames == [[0, 0, 120, 50], [0, 0, 40, 50], [50, 0, 0, 50], [60, 0, 60, 50]])
        BlockLayoutTests.expectSolversAnswer(response, solver)
    }

    /// As above with `row` 300 wide (its shorthand added before z's): the set is still the share
    /// alone (row's shorthand is among the constraints after it, and holds with `z` 30 wide).
    /// Frames: `a + b = 300 − 20 = 280`; `a`'s share at 999 first, `a` = 100, then `b`'s at 997
    /// cannot make `b` 150 beside it, so `b` = 180: `a` at 0, `z` 0 at 110, `b` at 120.
    @Test func aShorthandAgainstItsZeroShareInAHeldStackBreaks() throws {
        let (strategy, response, solver) = BlockLayoutTests.layOut(try Self.row(rowWidth: 300))
        #expect(strategy == "blocks")
        #expect(SeveralBrokenShorthandsTests.conflicts(response) == Self.zeroShareSet)
        let frames = ["row", "a", "z", "b"].compactMap { BlockLayoutTests.frame(response, $0) }
        let expected: [[Double]] = [[0, 0, 300, 50], [0, 0, 100, 50], [110, 0, 0, 50], [120, 0, 180, 50]]
        #expect(frames.count == 4 && zip(frames, expected).allSatisfy { zip($0, $1).allSatisfy(BlockLayoutDifferentialTests.close) })
        // The solver's `row.width / 3` rounds to 99.99999999999999: its frames within 1e-9.
        #expect(response.frames.count == solver.frames.count)
        for (mine, its) in zip(response.frames, solver.frames) {
            #expect(
                mine.id == its.id && [mine.x, mine.y, mine.width, mine.height].elementsEqual(
                    [its.x, its.y, its.width, its.height], by: BlockLayoutDifferentialTests.close))
        }
        #expect(response.diagnostics == solver.diagnostics)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// `z` hugging at 1000: its required `z.width <= 0`, added after the share (z's own
    /// services come after row's family), conflicts with `width: 30` alone, so the deletion filter
    /// keeps it rather than the share. Declined (`z`'s content size must allow 30): the whole
    /// document's solver answers.
    @Test func aZeroShareBesideARequiredHuggingGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.row(hugging: 1000))
    }

    /// `row` arranged in a `fillProportionally` stack, which measures row's fitting size with
    /// z's shorthand in it: declined, the solver answers.
    @Test func aZeroShareUnderAProportionalStackGoesToTheSolver() throws {
        BrokenSizeTests.expectSolversConflict(try Self.row(nested: true))
    }
}
