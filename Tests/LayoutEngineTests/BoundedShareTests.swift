@_spi(Testing) import LayoutEngine
import Testing

/// `fillProportionally` stacks whose arranged views have required `<=`/`>=` bounds (size terms,
/// a `width`) that keep their shares from holding, on a canvas required constraints hold: the
/// direct path clamps the shares in priority order (`DirectAxis+FillProportionally.swift`,
/// "Bounded shares on a held canvas"). Each layout is derived by hand from the constraints the
/// builders make (`StackConstraintBuilder+Axis.swift`: every visible view `k` at `n_k / T` of the
/// canvas `C`, `T` the natural sizes plus the stack's spacing between the visible views, at
/// 999 − index; the chain `Σ x + S = C` required): level by level from 999 down, each share's
/// error `|x_k − m_k·C|` is least at the length nearest its share that the view's bounds allow
/// and that leaves the views after it a total they can take. Each is checked against the
/// whole-document simplex (`_directPath = false`): frames within 1e-9, diagnostics, stats.
@Suite struct BoundedShareTests {
    /// `json` laid out by the engine, which must take the direct path with the whole-document
    /// simplex's frames, diagnostics (none) and counts.
    func directLayout(_ json: String) throws -> LayoutResponse {
        try Self.checkedLayout(json, directOnly: true)
    }

    /// `json` laid out by the engine, which must take the direct path (`directOnly`) or a fast
    /// strategy (direct or blocks) with the whole-document simplex's frames, diagnostics (none)
    /// and counts.
    static func checkedLayout(_ json: String, directOnly: Bool) throws -> LayoutResponse {
        let pair = try StrategyPair(json)
        let (response, timings, solver) = (pair.response, pair.timings, pair.solver)
        #expect((!directOnly || timings.directLayouts == 1) && timings.solverLayouts == 0, "\(timings)")
        #expect(response.diagnostics.isEmpty && solver.diagnostics.isEmpty, "\(solver.diagnostics)")
        Self.expectSameFrames(response, solver)
        #expect(response.stats.variables == solver.stats.variables)
        #expect(response.stats.constraints == solver.stats.constraints)
        return response
    }

    static func expectSameFrames(_ response: LayoutResponse, _ solver: LayoutResponse) {
        #expect(response.frames.count == solver.frames.count)
        for (a, b) in zip(response.frames, solver.frames) {
            let close = BlockLayoutDifferentialTests.close
            #expect(a.id == b.id && close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height),
                "direct \(a), solver \(b)")
        }
    }

    /// The solver's diagnostics and counts, and its frames within 1e-9 (``expectSameFrames(_:_:)``):
    /// where a sum is reached in another order than the simplex's.
    static func expectSolversAnswerWithin1e9(_ response: LayoutResponse, _ solver: LayoutResponse) {
        #expect(response.diagnostics == solver.diagnostics)
        expectSameFrames(response, solver)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
    }

    /// A horizontal `fillProportionally` row, the root, of leaves `a`, `b`, `c` with the given
    /// intrinsic widths (20 high), `spacing` apart, `width` wide (its fitting width if nil), with
    /// `constraints`.
    static func row(width: Double?, spacing: Double, _ widths: [Double], _ constraints: [String]) -> String {
        let views = zip(["a", "b", "c"], widths).map { id, width in
            "{\"id\": \"\(id)\", \"intrinsicContentSize\": {\"width\": \(width), \"height\": 20}}"
        }.joined(separator: ", ")
        let size = width.map { "\"width\": \($0), " } ?? ""
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              \(size)"spacing": \(spacing), "arrangedSubviews": [\(views)]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """
    }

    /// a (30), b (60), c (30), no spacing, 240 wide, `b.width <= 80`. T = 120, so the shares are
    /// a 60 (999), b 120 (998), c 60 (997). a's holds: the others can take any total (c has no
    /// bound). b's is clamped to its bound, 80 (its error 40 at 998, the least the bound leaves).
    /// c has the rest, 240 − 60 − 80 = 100. Holding every share would need b at 120: no solution
    /// holds them, where the held composition declined. a [0, 60], b [60, 80], c [140, 100].
    @Test func anUpperBoundClampsItsShare() throws {
        let response = try directLayout(Self.row(width: 240, spacing: 0, [30, 60, 30], ["b.width <= 80"]))
        #expect(close(response.frame("a"), [0, 0, 60, 20]))
        #expect(close(response.frame("b"), [60, 0, 80, 20]))
        #expect(close(response.frame("c"), [140, 0, 100, 20]))
    }

    /// a (30), b (60), spacing 10, 130 wide, `a.width >= 50`. T = 100: a's share 0.3 × 130 = 39
    /// (999) is below its bound, so a is 50 (error 11, the least); b, the last, has the rest,
    /// 130 − 10 − 50 = 70 (its share 78). a [0, 50], b [60, 70].
    @Test func aLowerBoundClampsItsShareWithSpacing() throws {
        let response = try directLayout(Self.row(width: 130, spacing: 10, [30, 60], ["a.width >= 50"]))
        #expect(close(response.frame("a"), [0, 0, 50, 20]))
        #expect(close(response.frame("b"), [60, 0, 70, 20]))
    }

    /// The bounds of the views after a share reach back to it: a, b, c (30 each), no spacing,
    /// 180 wide, `b.width <= 40`, `c.width <= 20`. Each share is 60. At 999, a's error is least
    /// where b and c can still take the rest: they take at most 60 together, so a is at least
    /// 120, and 120 is the length nearest 60 that allows (error 60). At 998 b's share (60) is
    /// clamped to its bound, 40, which leaves c 20, its own bound. a [0, 120], b [120, 40],
    /// c [160, 20].
    @Test func laterBoundsReachBackToAnEarlierShare() throws {
        let response = try directLayout(Self.row(width: 180, spacing: 0, [30, 30, 30], ["b.width <= 40", "c.width <= 20"]))
        #expect(close(response.frame("a"), [0, 0, 120, 20]))
        #expect(close(response.frame("b"), [120, 0, 40, 20]))
        #expect(close(response.frame("c"), [160, 0, 20, 20]))
    }

    /// Seed 002's form in leaves (no text): a plain root 300 × 400, a vertical
    /// `fillProportionally` column pinned 20 from its top and 8 from its bottom (and 20 from its
    /// sides), spacing 8, arranging a nested vertical `fill` header (logo 60 high, title 30 high
    /// hugging 251, spacing 8), a field (30) and a button (30) each `<= 30` high, a label (20)
    /// and a last button (30) `<= 30` high. The canvas is held: 400 − 28 = 372.
    /// - The header has no intrinsic height: its fitting height (its subtree alone, pulled to 0
    ///   at 50) is 60 + 8 + 30 = 98, where both keep their intrinsic heights (the resistance at 750
    ///   outweighs the pull).
    /// - T = 98 + 30 + 30 + 20 + 30 + 4 × 8 = 240. The header's share, 98/240 × 372 = 151.9, holds
    ///   at 999 (the others can take any total: the label has no upper bound). The field's share
    ///   (46.5, 998) and the button's (997) are clamped to 30. At 996 the label's share (31) is
    ///   below what the room leaves it: 372 − 32 − 151.9 − 60 = 128.1, of which the last button
    ///   can take 30 at most, so the label is 98.1; the last button the rest, 30.
    /// - Inside the header (151.9 high, 53.9 past its 98): the logo hugs at 250, the title at 251,
    ///   so the logo takes the stretch: 113.9, the title 30 at 121.9.
    /// So, relative to the column: header [0, 151.9], field [159.9, 30], button [197.9, 30],
    /// label [235.9, 98.1], last [342, 30] (342 + 30 = 372); the column [20, 372].
    @Test func seed002sFormInLeaves() throws {
        let json = """
            {"root": {"id": "root", "width": 300, "height": 400, "subviews": [
              {"id": "col", "type": "stack", "axis": "vertical", "distribution": "fillProportionally", "spacing": 8,
               "arrangedSubviews": [
                 {"id": "header", "type": "stack", "axis": "vertical", "spacing": 8, "arrangedSubviews": [
                   {"id": "logo", "intrinsicContentSize": {"width": 60, "height": 60}},
                   {"id": "title", "intrinsicContentSize": {"width": 100, "height": 30}, "contentHugging": {"vertical": 251}}]},
                 {"id": "field", "intrinsicContentSize": {"width": 97, "height": 30}},
                 {"id": "button", "intrinsicContentSize": {"width": 50, "height": 30}},
                 {"id": "label", "intrinsicContentSize": {"width": 200, "height": 20}},
                 {"id": "last", "intrinsicContentSize": {"width": 120, "height": 30}}]}]},
             "visualFormat": [{"format": "H:|-20-[col]-20-|"}, {"format": "V:|-20-[col]-8-|"},
               {"format": "V:[field(<=30)]"}, {"format": "V:[button(<=30)]"}, {"format": "V:[last(<=30)]"}]}
            """
        let response = try directLayout(json)
        #expect(close(response.frame("col"), [20, 20, 260, 372]))
        #expect(close(response.frame("header"), [0, 0, 260, 151.9]))
        #expect(close(response.frame("logo"), [0, 0, 260, 113.9]))
        #expect(close(response.frame("title"), [0, 121.9, 260, 30]))
        #expect(close(response.frame("field"), [0, 159.9, 260, 30]))
        #expect(close(response.frame("button"), [0, 197.9, 260, 30]))
        #expect(close(response.frame("label"), [0, 235.9, 260, 98.1]))
        #expect(close(response.frame("last"), [0, 342, 260, 30]))
    }

    /// A leaf without an intrinsic width counts with its `width`, which bounds it: a (30),
    /// o (`width` 20), c (60), spacing 10, 260 wide. T = 30 + 20 + 60 + 20 = 130: a's share
    /// 30/130 × 260 = 60 holds (999); o's (40, 998) is clamped to its required 20; c has the rest,
    /// 260 − 20 − 60 − 20 = 160. a [0, 60], o [70, 20], c [100, 160]. (Fitting, the same row's
    /// shares all hold: ``ProportionalFrameTests/leafWithAWidthCountsWithIt()``.)
    @Test func aWidthIsABound() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 260, "spacing": 10, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "o", "width": 20, "intrinsicContentSize": {"height": 20}},
                {"id": "c", "intrinsicContentSize": {"width": 60, "height": 20}}]}}
            """
        let response = try directLayout(json)
        #expect(close(response.frame("a"), [0, 0, 60, 20]))
        #expect(close(response.frame("o"), [70, 0, 20, 20]))
        #expect(close(response.frame("c"), [100, 0, 160, 20]))
    }

    /// The other distributions take such bounds as their views' domains already: a `fillEqually`
    /// row of a (30) and b (60), spacing 0, fitting width, `b.width <= 20`. Both are one length
    /// `x` (`UISV-fill-equally`, required), which b's bound holds at 20 at most; below its
    /// intrinsic width each resists at 750, more than the row's pull to 0 at 50: `x = 20`.
    /// a [0, 20], b [20, 20], the row 40.
    @Test func fillEquallyTakesABoundAsItsDomain() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillEqually",
              "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "b", "intrinsicContentSize": {"width": 60, "height": 20}}]},
             "constraints": ["b.width <= 20"]}
            """
        let response = try directLayout(json)
        #expect(close(response.frame("a"), [0, 0, 20, 20]))
        #expect(close(response.frame("b"), [20, 0, 20, 20]))
        #expect(close(response.frame("row"), [0, 0, 40, 20]))
    }

    /// A size term on a nested stack that the direct path measures counts in its fitting size, as
    /// in the solver's (its subtree laid out alone holds the constraints that name only its views:
    /// the term too). a (30), n (a horizontal `fill` stack of p, 20, and q, 26 resisting at 751,
    /// spacing 4) with `n.width <= 40`, no spacing, 200 wide. n alone: below 50 it compresses p
    /// (750, over the pull's 50), and its bound stops it at 40: its fitting width is 40, so
    /// T = 30 + 40 = 70. a's share (600/7, 999) must leave n at most 40: a is 160, n 40 (its
    /// share 800/7 clamped); in n, p gives the 10 points (its 750 below q's 751): p [0, 10],
    /// q [14, 26]. a [0, 160], n [160, 40].
    @Test func aBoundOnANestedStackCountsInItsFittingSize() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 200, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "n", "type": "stack", "axis": "horizontal", "spacing": 4, "arrangedSubviews": [
                  {"id": "p", "intrinsicContentSize": {"width": 20, "height": 20}},
                  {"id": "q", "intrinsicContentSize": {"width": 26, "height": 20}, "compressionResistance": {"horizontal": 751}}]}]},
             "constraints": ["n.width <= 40"]}
            """
        let response = try directLayout(json)
        #expect(close(response.frame("a"), [0, 0, 160, 20]))
        #expect(close(response.frame("n"), [160, 0, 40, 20]))
        #expect(close(response.frame("p"), [0, 0, 10, 20]))
        #expect(close(response.frame("q"), [14, 0, 26, 20]))
    }

    /// A leaf without an intrinsic width counts with its fitting size, its lone layout holding
    /// its size terms (the document's constraints that name only it) against the pull to 0 at 50;
    /// the direct path measures it so. a (30), o (no intrinsic width), c (60), spacing 10, 260 wide:
    /// - `o.width >= 20 @300`: alone, o's term (300) outweighs the pull (50): o counts with 20.
    ///   T = 30 + 20 + 60 + 20 = 130: a's share 60 (999) and o's 40 (998; its term met) hold, c has
    ///   the rest, 260 − 20 − 100 = 140: a [0, 60], o [70, 40], c [120, 140].
    /// - `o.width <= 20` (required): alone, the pull takes o to 0, which its bound allows: o counts
    ///   with 0 and is required 0 wide (`size == 0`). T = 30 + 0 + 60 + 20 = 110: a's share
    ///   30/110 × 260 = 780/11 holds, c has the rest, 260 − 20 − 780/11 = 1860/11:
    ///   a [0, 780/11], o [780/11 + 10, 0], c [780/11 + 20, 1860/11].
    static let leafCases: [(term: String, expected: [Double])] = [
        ("o.width >= 20 @300", [0, 60, 70, 40, 120, 140] as [Double]),
        ("o.width <= 20", [0, 780.0 / 11, 780.0 / 11 + 10, 0, 780.0 / 11 + 20, 1860.0 / 11] as [Double]),
    ]

    @Test(arguments: [0, 1])
    func aLeafsTermsCountInItsFittingSize(index: Int) throws {
        let (term, expected) = Self.leafCases[index]
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 260, "spacing": 10, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "o", "intrinsicContentSize": {"height": 20}},
                {"id": "c", "intrinsicContentSize": {"width": 60, "height": 20}}]},
             "constraints": ["\(term)"]}
            """
        let response = try directLayout(json)
        #expect(close(response.frame("a"), [expected[0], 0, expected[1], 20]))
        #expect(close(response.frame("o"), [expected[2], 0, expected[3], 20]))
        #expect(close(response.frame("c"), [expected[4], 0, expected[5], 20]))
    }

    /// A hidden view is 0 long (`UISV-hiding`, required), which its own required bound may
    /// forbid: the conflict is the simplex's to explain. a (30), hidden h (10) `>= 5`, b (30)
    /// `<= 20`, no spacing, 120 wide: b's share (60) would be clamped, but h's bound cannot hold
    /// with its hiding; the direct path declines, and the engine answers the simplex's frames and
    /// its `unsatisfiable` diagnostic.
    @Test func aHiddenViewsBoundAgainstItsHidingIsTheSimplexs() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 120, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 10, "height": 20}},
                {"id": "b", "intrinsicContentSize": {"width": 30, "height": 20}}]},
             "constraints": ["h.width >= 5", "b.width <= 20"]}
            """
        let pair = try StrategyPair(json)
        #expect(pair.timings.directLayouts == 0 && pair.timings.blockLayouts == 0, "\(pair.timings)")
        #expect(pair.solver.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        Self.expectSameFrames(pair.response, pair.solver)
    }

    /// Where the canvas is not held the stack's cost would need each share's error as a level of
    /// its own: declined. a (30) `<= 10`, b (60) `>= 100`, no spacing, fitting width: the shares
    /// are C/3 and 2C/3, which a ≤ 10 (C ≤ 30) and b ≥ 100 (C ≥ 150) cannot both allow. The
    /// simplex: at 999 a's error is |a − (a + b)/3| = (b − 2a)/3, least at a = 10, b = 100
    /// (80/3); b's (998) is then fixed. a [0, 10], b [10, 100], the row 110.
    @Test func aCanvasNotHeldIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.row(width: nil, spacing: 0, [30, 60], ["a.width <= 10", "b.width >= 100"]))
        #expect(pair.timings.directLayouts == 0 && pair.timings.blockLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        Self.expectSameFrames(pair.response, pair.solver)
        #expect(close(pair.response.frame("a"), [0, 0, 10, 20]))
        #expect(close(pair.response.frame("b"), [10, 0, 100, 20]))
        #expect(close(pair.response.frame("row"), [0, 0, 110, 20]))
    }

    /// A `fillProportionally` stack below that holds no share of its own (session 35: its one
    /// visible view is its last, the rest, `x = n` by the chain alone) has a cost whose domain is
    /// where its required constraints can be met: it bounds its share as a leaf would. The row
    /// (240 wide, no spacing) of a (30), a nested row n of x (10, `<= 12`) and c (20). n alone:
    /// x keeps its 10 (its resistance at 750 over the pull at 50), so n counts with 10 and
    /// T = 30 + 10 + 20 = 60. At 999 a's share, 30/60 × 240 = 120, holds (c, unbounded, can take
    /// any rest); at 998 n's, 40, is clamped to its bound, 12 (x = n); c has the rest,
    /// 240 − 120 − 12 = 108. a [0, 120], n [120, 12], x [0, 12] in n, c [132, 108]. (Before, any
    /// `fillProportionally` stack below declined the clamp, and the simplex took it: 1/976's shape,
    /// whose nested one-view row is held at its view's `width`.)
    @Test func aNestedStackHoldingNoShareBoundsItsShare() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 240, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "n", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "arrangedSubviews": [
                  {"id": "x", "intrinsicContentSize": {"width": 10, "height": 20}}]},
                {"id": "c", "intrinsicContentSize": {"width": 20, "height": 20}}]},
             "constraints": ["x.width <= 12"]}
            """
        let response = try directLayout(json)
        #expect(close(response.frame("a"), [0, 0, 120, 20]))
        #expect(close(response.frame("n"), [120, 0, 12, 20]))
        #expect(close(response.frame("x"), [0, 0, 12, 20]))
        #expect(close(response.frame("c"), [132, 0, 108, 20]))
    }

    /// A `fillProportionally` stack below that holds its own shares has a cost whose domain is
    /// where they hold, not where its views can be: declined. The row (240 wide) of a (30) and a
    /// nested row n of x (10, `<= 12`) and y (10): n's fitting width holds its shares at 20 (x and
    /// y 10 each; n's domain: x = n/2 ≤ 12, n ≤ 24), and the outer row's shares (a 30/50 × 240 =
    /// 144 at 999) leave n 96, where n's own shares cannot hold. The simplex: a 144; in n, x's
    /// share (48, 999 in n) is clamped to 12 and y has the rest, 84.
    @Test func aNestedStackHoldingItsSharesIsTheSimplexs() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally",
              "width": 240, "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 30, "height": 20}},
                {"id": "n", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "arrangedSubviews": [
                  {"id": "x", "intrinsicContentSize": {"width": 10, "height": 20}},
                  {"id": "y", "intrinsicContentSize": {"width": 10, "height": 20}}]}]},
             "constraints": ["x.width <= 12"]}
            """
        let pair = try StrategyPair(json)
        #expect(pair.timings.directLayouts == 0 && pair.timings.blockLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        Self.expectSameFrames(pair.response, pair.solver)
    }
}

/// Random columns in seed 002's form's shape against the whole-document simplex: a held canvas
/// (a root of given height, the column pinned top and bottom), a vertical `fillProportionally`
/// column of leaves and nested `fill` stacks, some hidden, some with required or optional `<=` and
/// `>=` heights. Whatever strategy takes each, the frames are the simplex's within 1e-9 (optimal
/// where it finds a value ambiguous), the diagnostics and counts its own; and the direct path takes
/// its share of them (a fallback everywhere fails).
@Suite struct BoundedShareDifferentialTests {
    static let documents = 400

    /// The `index`th view of a column: a leaf, or a nested stack of two leaves.
    static func view(_ index: Int, _ random: inout SplitMix64, constraints: inout [String]) -> String {
        let id = "v\(index)"
        let hidden = random.chance(10) ? ", \"hidden\": true" : ""
        var body: String
        if random.chance(20) {
            let axis = random.chance(50) ? "vertical" : "horizontal"
            let (a, b) = (random.pick([20.0, 30, 60]), random.pick([10.0, 25, 34]))
            body = """
                {"id": "\(id)", "type": "stack", "axis": "\(axis)", "spacing": \(random.pick([0, 8]))\(hidden), "arrangedSubviews": [
                  {"id": "\(id)a", "intrinsicContentSize": {"width": 60, "height": \(a)}},
                  {"id": "\(id)b", "intrinsicContentSize": {"width": 90, "height": \(b)}, "contentHugging": {"vertical": 251}}]}
                """
        } else {
            let height = random.chance(15) ? "" : ", \"height\": \(random.pick([0.0, 10, 20, 30, 30, 45, 60]))"
            let hugging = random.pick([250, 250, 251, 300])
            body = """
                {"id": "\(id)", "intrinsicContentSize": {"width": 97\(height)}, "contentHugging": {"vertical": \(hugging)}\(hidden)}
                """
        }
        if random.chance(50) {
            let relation = random.pick(["<=", "<=", ">=", "=="])
            let priority = random.chance(75) ? "" : " @\(random.pick([300, 760, 999]))"
            constraints.append("\(id).height \(relation) \(random.pick([0, 15, 30, 40, 80]))\(priority)")
        }
        return body
    }

    @Test func randomHeldColumnsAgreeWithTheSimplex() throws {
        var random = SplitMix64(state: 0x5EED_0002)
        var (direct, clean, cleanDirect) = (0, 0, 0)
        var failures: [String] = []
        for index in 0..<Self.documents {
            var constraints: [String] = []
            let count = 2 + random.below(5)
            let views = (0..<count).map { Self.view($0, &random, constraints: &constraints) }.joined(separator: ",\n")
            let height = random.pick([120.0, 250, 400, 667])
            let json = """
                {"root": {"id": "root", "width": 300, "height": \(height), "subviews": [
                  {"id": "col", "type": "stack", "axis": "vertical", "distribution": "fillProportionally",
                   "spacing": \(random.pick([0, 4, 8, -2])), "arrangedSubviews": [\(views)]}]},
                 "visualFormat": [{"format": "H:|-20-[col]-20-|"}, {"format": "V:|-20-[col]-8-|"}],
                 "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
                """
            let pair = try StrategyPair(json)
            direct += pair.timings.directLayouts > 0 ? 1 : 0
            if pair.solver.diagnostics.isEmpty {
                clean += 1
                cleanDirect += pair.timings.directLayouts > 0 ? 1 : 0
            }
            let problems = OptimalityCheck.differencesAndCounts(
                pair.document, actual: pair.response, expected: pair.solver, close: BlockLayoutDifferentialTests.close)
            if !problems.isEmpty { failures.append("document \(index): \(problems.prefix(3).joined(separator: "; "))\n\(json)") }
        }
        #expect(failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(3).joined(separator: "\n"))")
        print("BoundedShareDifferentialTests: \(direct) of \(Self.documents) direct; \(cleanDirect) of the \(clean) without diagnostics")
        // 251 of the 400 take the direct path, 146 of the 182 without diagnostics (before shares
        // were clamped and terms on measured views taken, 82 and 61; with the shares clamped and
        // terms on nested stacks taken, but not on leaves without an intrinsic height, 204 and
        // 122). The rest: an optional bound at 999 or above a share it would outrank (the shares
        // then not shown to outrank the rest), a nested stack measured with a negative spacing, a
        // leaf's fitting size that is not unique, and conflicts (a required bound against a share
        // of multiplier 1 or against `UISV-hiding`, or bounds the canvas cannot meet).
        #expect(direct * 100 >= 60 * Self.documents, "\(direct)")
        #expect(cleanDirect * 100 >= 78 * clean, "\(cleanDirect) of \(clean)")
    }
}
