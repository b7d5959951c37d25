@_spi(Testing) @testable import LayoutEngine
import Testing

/// ``SeriesPlan``: a stack's arranged views end to end along its axis. The cost of the total
/// (the infimal convolution of the children's costs) and each child's share of a given total,
/// declining where the share is not unique (a tie).
@Suite struct SeriesPlanTests {
    /// Plans `children` with `fixed` spacing; the plan, its total's cost, and the storage.
    /// A class, as ``ArenaBox`` is, so that `#expect` may take its calls apart.
    final class Planned {
        let arena = ArenaBox(capacity: 8)
        var storage = SeriesPlan<NarrowLanes>.Storage()
        var plan: SeriesPlan<NarrowLanes>?
        var total: CostFunction<NarrowLanes>?

        init(_ make: (ArenaBox) -> [CostFunction<NarrowLanes>], fixed: Double) {
            var children = DirectBuffer<CostFunction<NarrowLanes>>()
            for child in make(arena) { children.append(child) }
            plan = SeriesPlan<NarrowLanes>(children: children, fixed: fixed, arena: arena.arena, storage: &storage)
            if let plan { total = plan.function(in: &arena.arena, storage) }
        }

        /// Each child's size for `total`, or nil where the plan declines.
        func shares(_ total: Double) -> [Double]? {
            guard let plan else { return nil }
            var sizes = DirectBuffer<Double>()
            guard plan.distribute(total, storage, into: &sizes) else { return nil }
            return (0..<sizes.count).map { sizes[$0] }
        }
    }

    /// Two labels in a horizontal `fill` stack with spacing 8 (the design note's example):
    /// `title` of intrinsic width 60 hugging at 250, `value` of 40 hugging at 251, both
    /// resisting at 750. Lanes: 0 = 750, 1 = 251, 2 = 250.
    ///
    /// Each starts at its least-cost size: base = 60 + 40 + 8 = 108.
    /// Growing: the pieces in increasing marginal cost are title's +e250 (unbounded), then
    /// value's +e251: the title takes all the growth. Shrinking: both −e750, a tie.
    /// The total's cost: slope −e750 below 108 (one unit of resistance a point), +e250 above.
    /// At 200: the title grows by 92 to 152, the value stays 40, at a cost of 92·e250.
    /// At 100: 8 points of compression at 750 can come from either view: no unique share.
    @Test func twoLabelsShareTheGrowthByHuggingPriority() throws {
        let planned = Planned({ arena in [
            arena.contentSize(60, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0),
            arena.contentSize(40, hugging: 251, resistance: 750, huggingLane: 1, resistanceLane: 0),
        ] }, fixed: 8)
        let plan = try #require(planned.plan)
        let total = try #require(planned.total)
        #expect(plan.base == 108)
        #expect(total.lo == -.infinity && total.hi == .infinity)
        #expect(total.slope0 == Algebra.slope(-1, 0, 0))
        #expect(Algebra.knots(of: total, in: planned.arena) == [Algebra.Knot(x: 108, slope: Algebra.slope(0, 0, 1))])
        #expect(Algebra.rise(of: total, from: 108, to: 200, in: planned.arena) == Algebra.levels(0, 0, 92))
        #expect(planned.shares(200) == [152, 40])
        #expect(planned.shares(108) == [60, 40])
        #expect(planned.shares(100) == nil)
    }

    /// Strictness along a stack: `value` resists at 751, `title` at 750 (lanes 0 = 751,
    /// 1 = 750, 2 = 251, 3 = 250). Shrinking, the title's −e750 piece is cheaper than any
    /// amount of the value's −e751, and it is unbounded, so the title takes every point of
    /// compression, even past zero: at 80 the title is 80 − 8 − 40 = 32, at 20 it is −28
    /// (68 points at 750 rather than 1 at 751). The value's piece is never reached, so the
    /// total's cost has no knot for it: −e750 below 108, +e250 above.
    @Test func oneUnitAtAHigherPriorityOutweighsAnyCompressionBelow() throws {
        let planned = Planned({ arena in [
            arena.contentSize(60, hugging: 250, resistance: 750, huggingLane: 3, resistanceLane: 1),
            arena.contentSize(40, hugging: 251, resistance: 751, huggingLane: 2, resistanceLane: 0),
        ] }, fixed: 8)
        let total = try #require(planned.total)
        #expect(total.slope0 == Algebra.slope(0, -1, 0, 0))
        #expect(Algebra.knots(of: total, in: planned.arena) == [Algebra.Knot(x: 108, slope: Algebra.slope(0, 0, 0, 1))])
        #expect(planned.shares(80) == [32, 40])
        #expect(planned.shares(20) == [-28, 40])
        #expect(planned.shares(1000) == [952, 40])
    }

    /// A bounded child: the title (60, resisting at 750) may not be narrower than 30 (its cost
    /// restricted to [30, ∞)); the value (40) resists at 751. Lanes 0 = 751, 1 = 750, 2 = 251,
    /// 3 = 250. Shrinking from 108, the title gives its 30 points at e750 first (down to a total
    /// of 78), then the value gives at e751 without end. The total's cost:
    ///   below 78: −e751 (slope0); 78…108: −e750 (a knot at 78); above 108: +e250.
    /// At 60: the title is 30, the value 60 − 8 − 30 = 22.
    @Test func shrinkPiecesAreTakenNearestFirstAcrossChildren() throws {
        let planned = Planned({ arena in
            let title = arena.contentSize(60, hugging: 250, resistance: 750, huggingLane: 3, resistanceLane: 1)
            return [
                arena.restricted(title, lo: 30, hi: .infinity),
                arena.contentSize(40, hugging: 251, resistance: 751, huggingLane: 2, resistanceLane: 0),
            ]
        }, fixed: 8)
        let total = try #require(planned.total)
        #expect(total.slope0 == Algebra.slope(-1, 0, 0, 0))
        #expect(Algebra.knots(of: total, in: planned.arena) == [
            Algebra.Knot(x: 78, slope: Algebra.slope(0, -1, 0, 0)),
            Algebra.Knot(x: 108, slope: Algebra.slope(0, 0, 0, 1)),
        ])
        #expect(planned.shares(60) == [30, 22])
        #expect(planned.shares(90) == [42, 40])
    }

    /// Children with several pieces. C: intrinsic 40, resisting at 750, hugging at 250, held
    /// to [30, 70]; D: intrinsic 20, resisting at 750, hugging at 251. Spacing 0. Lanes:
    /// 0 = 750, 1 = 251, 2 = 250. Base 40 + 20 = 60.
    /// Growth: C's +e250 for 30 points (to 70), then D's +e251 without end: knots at 60
    /// (slope +e250) and 90 (slope +e251). Shrinking: C's 10 points and D's unbounded piece
    /// are both −e750: one run, no knot, slope0 −e750.
    /// At 100: C 70, D 30. At 75: C 55, D 20. At 55: 5 points of compression at 750 from
    /// either: a tie, declined. At 60: the starts.
    @Test func piecesMergeAcrossChildrenInOrderOfMarginalCost() throws {
        let planned = Planned({ arena in
            let c = arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0)
            return [
                arena.restricted(c, lo: 30, hi: 70),
                arena.contentSize(20, hugging: 251, resistance: 750, huggingLane: 1, resistanceLane: 0),
            ]
        }, fixed: 0)
        let total = try #require(planned.total)
        #expect(total.slope0 == Algebra.slope(-1, 0, 0))
        #expect(Algebra.knots(of: total, in: planned.arena) == [
            Algebra.Knot(x: 60, slope: Algebra.slope(0, 0, 1)),
            Algebra.Knot(x: 90, slope: Algebra.slope(0, 1, 0)),
        ])
        #expect(planned.shares(100) == [70, 30])
        #expect(planned.shares(75) == [55, 20])
        #expect(planned.shares(55) == nil)
        #expect(planned.shares(60) == [40, 20])
    }

    /// Ties in growth: three views hugging at the same 250 (lanes 0 = 750, 1 = 250), each of
    /// intrinsic 10, spacing 5: base 40. Any growth is shared by a run of equal pieces of three
    /// children: declined; the base itself is unique. Make the middle one hug at 251 (lane 1,
    /// the others at 2) and the tie is still between the first and the last.
    @Test func equalHuggingTiesAreDeclined() {
        let tied = Planned({ arena in (0..<3).map { _ in
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 1, resistanceLane: 0)
        } }, fixed: 10)
        #expect(tied.shares(40) == [10, 10, 10])
        #expect(tied.shares(41) == nil)
        let stillTied = Planned({ arena in [
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0),
            arena.contentSize(10, hugging: 251, resistance: 750, huggingLane: 1, resistanceLane: 0),
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0),
        ] }, fixed: 10)
        #expect(stillTied.shares(60) == nil)
        // Only the last hugs at 250: it alone grows.
        let untied = Planned({ arena in [
            arena.contentSize(10, hugging: 251, resistance: 750, huggingLane: 1, resistanceLane: 0),
            arena.contentSize(10, hugging: 251, resistance: 750, huggingLane: 1, resistanceLane: 0),
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0),
        ] }, fixed: 10)
        #expect(untied.shares(60) == [10, 10, 30])
    }

    /// `equalSpacing`'s gap guide: a child of cost zero from 16 up (the gaps' least total).
    /// Beside a view of 40 (lanes 0 = 750, 1 = 250): base 56, and the total's cost falls at
    /// e750 below 56 and is flat above it (the gap takes growth for free). Alone, that flat
    /// stretch makes 56 a non-unique minimum; given a total, the share is unique because only
    /// one child has zero-cost pieces: at 100 the gap is 60, at 50 the view gives 6 points.
    @Test func oneFlatChildTakesTheGrowthUniquely() throws {
        let planned = Planned({ arena in [
            arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: 1, resistanceLane: 0),
            .atLeast(16),
        ] }, fixed: 0)
        let total = try #require(planned.total)
        #expect(total.slope0 == Algebra.slope(-1, 0))
        #expect(Algebra.knots(of: total, in: planned.arena) == [Algebra.Knot(x: 56, slope: .zero)])
        #expect(try #require(planned.arena.minimum(total)) == (56, false))
        #expect(planned.shares(100) == [40, 60])
        #expect(planned.shares(50) == [34, 16])
    }

    /// Two children with zero-cost pieces form one mixed run: every total inside it has many
    /// optimal shares. A: flat on [40, 60] (hugging 250 at 40 against a resistance 250 at 60,
    /// lanes 0 = 750, 2 = 250); B: zero from 0 up. Base 40 + 0 = 40.
    /// At 40: A cannot shrink for free and B cannot go below 0: unique, [40, 0].
    /// At 50: A anywhere in [40, 50], B the rest: declined.
    /// At 30: only A can shrink (at a cost): unique, [30, 0].
    /// Two free children (zero cost everywhere, starting at 0) tie at any total.
    @Test func mixedZeroCostRunsAreAmbiguous() {
        let planned = Planned({ arena in
            let a = arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0)
            let b = arena.contentSize(60, hugging: 750, resistance: 250, huggingLane: 0, resistanceLane: 2)
            return [arena.sum(a, b), .atLeast(0)]
        }, fixed: 0)
        #expect(planned.shares(40) == [40, 0])
        #expect(planned.shares(50) == nil)
        #expect(planned.shares(30) == [30, 0])
        let free = Planned({ _ in [.free, .free] }, fixed: 0)
        #expect(free.plan?.base == 0)
        #expect(free.shares(0) == nil)
        #expect(free.shares(10) == nil)
        // One free child beside a view takes whatever the view leaves, even below zero.
        let one = Planned({ arena in [
            arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: 1, resistanceLane: 0), .free,
        ] }, fixed: 8)
        #expect(one.shares(30) == [40, -18])
    }

    /// A child whose cost falls without end as it grows (slope −e750 on [10, ∞)) has no
    /// least-cost size to start from: no plan. A child with an empty domain neither.
    @Test func aChildWithoutALeastCostSizeHasNoPlan() {
        let falling = Planned({ _ in
            [CostFunction<NarrowLanes>(lo: 10, hi: .infinity, slope0: .unit(lane: 0, -1), firstKnot: 0, knotCount: 0)]
        }, fixed: 0)
        #expect(falling.plan == nil)
        let empty = Planned({ _ in [CostFunction<NarrowLanes>(lo: 1, hi: 0, slope0: .zero, firstKnot: 0, knotCount: 0)] }, fixed: 0)
        #expect(empty.plan == nil)
    }

    /// Planning a long stack of alike views sorts their pieces by counting (over 32 pieces,
    /// at most 16 slopes): 40 views of intrinsic 10, hugging at 250 except the 17th (index 16)
    /// at 249, which alone grows (lanes 0 = 750, 1 = 250, 2 = 249). Base 400 + 39 × 2 = 478;
    /// at 500 it is 32. Shrinking is a tie of 40 resistances: declined. The same order as
    /// sorting by comparison: the total's cost is −e750 below 478, +e249 up to nowhere (its
    /// piece is unbounded), so one knot.
    @Test func longStacksSortTheirPiecesByCounting() throws {
        let planned = Planned({ arena in (0..<40).map { index in
            index == 16
                ? arena.contentSize(10, hugging: 249, resistance: 750, huggingLane: 2, resistanceLane: 0)
                : arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 1, resistanceLane: 0)
        } }, fixed: 78)
        let total = try #require(planned.total)
        #expect(total.slope0 == Algebra.slope(-1, 0, 0))
        #expect(Algebra.knots(of: total, in: planned.arena) == [Algebra.Knot(x: 478, slope: Algebra.slope(0, 0, 1))])
        var expected = [Double](repeating: 10, count: 40)
        expected[16] = 32
        #expect(planned.shares(500) == expected)
        #expect(planned.shares(470) == nil)
    }
}

/// The algebra seen through the engine: the design note's worked example
/// (`Sources/LayoutEngine/README.md`), laid out by the direct path, its tie too, with the
/// solver's report of it.
@Suite struct DirectAlgebraExampleTests {
    /// A root horizontal `fill` stack `row` of width `width`, spacing 8: `title` (60 × 20,
    /// default priorities) and `value` (40 × 24, hugging 251 horizontally, resisting at
    /// `valueResistance` horizontally).
    func row(width: Double, valueResistance: Double = 750) -> LayoutDocument {
        var root = ViewNode(id: "row")
        var properties = StackProperties()
        properties.axis = .horizontal
        properties.spacing = 8
        root.stack = properties
        root.width = width
        var title = ViewNode(id: "title", pointer: "/root/arrangedSubviews/0")
        title.intrinsicContentSize = OptionalSize(width: 60, height: 20)
        var value = ViewNode(id: "value", pointer: "/root/arrangedSubviews/1")
        value.intrinsicContentSize = OptionalSize(width: 40, height: 24)
        value.contentHugging = AxisPriorities(horizontal: 251, vertical: 250)
        value.compressionResistance = AxisPriorities(horizontal: valueResistance, vertical: 750)
        root.arrangedSubviews = [title, value]
        return LayoutDocument(root: root)
    }

    func frames(_ response: LayoutResponse) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: response.frames.map { ($0.id, [$0.x, $0.y, $0.width, $0.height]) })
    }

    /// Width 200: x as in ``SeriesPlanTests/twoLabelsShareTheGrowthByHuggingPriority()``: title
    /// 152 at x 0, value 40 at x 152 + 8 = 160. Height: the root has none, so it is pulled to
    /// its fitting size at 50; across the stack both labels are its height, whose cost
    /// (see ``CostFunctionTests/viewsInParallelSumTheirCosts()``) is least at 24. The direct
    /// path takes it, and the solver agrees.
    @Test func theWorkedExampleTakesTheDirectPath() throws {
        let document = row(width: 200)
        #expect(DirectLayout(document: document) != nil)
        let response = LayoutEngine().layout(document: document)
        #expect(response.diagnostics.isEmpty)
        let expected: [String: [Double]] = [
            "row": [0, 0, 200, 24], "title": [0, 0, 152, 24], "value": [160, 0, 40, 24],
        ]
        #expect(frames(response) == expected)
        var solverOnly = LayoutEngine()
        solverOnly._directPath = false
        #expect(frames(solverOnly.layout(document: document)) == expected)
    }

    /// Width 80: 28 points of compression, both resisting at 750 (unbounded): a tie of the two,
    /// both movable. The direct path lays it out (one share: the title gives all 28) and reports
    /// what the solver reports: the title's width (any of its shares) and the value's x (the
    /// title's width plus 8) and width as ambiguous; the title's x (0) is unique. With the value
    /// resisting at 751 the title takes it all (32 wide), uniquely.
    @Test func theCompressedTieIsAmbiguousOnBothPaths() throws {
        let tied = row(width: 80)
        let direct = try #require(DirectLayout(document: tied))
        var solverOnly = LayoutEngine()
        solverOnly._directPath = false
        let solver = solverOnly.layout(document: tied)
        #expect(direct.diagnostics == solver.diagnostics)
        var ambiguous: [String: [String]] = [:]
        for diagnostic in direct.diagnostics {
            if case .ambiguous(let view, let attributes, _) = diagnostic { ambiguous[view] = attributes }
        }
        #expect(ambiguous == ["title": ["width"], "value": ["x", "width"]])
        let untied = row(width: 80, valueResistance: 751)
        #expect(DirectLayout(document: untied) != nil)
        let frames = frames(LayoutEngine().layout(document: untied))
        #expect(frames["title"] == [0, 0, 32, 24])
        #expect(frames["value"] == [40, 0, 40, 24])
    }
}
