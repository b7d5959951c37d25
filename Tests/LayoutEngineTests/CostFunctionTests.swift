@testable import LayoutEngine
import Testing

/// ``CostFunction`` and the ``KnotArena`` operations that make and compose them: one view's
/// content size, sums (views in parallel: every child is the same size), shifts, restrictions,
/// stretches, the clip of an aligned view, and minimisation with its uniqueness (ties).
///
/// Lanes in this suite, unless a test says otherwise: 0 is priority 750 (compression
/// resistance), 1 is 251, 2 is 250 (content hugging), 3 is 50 (the fitting-size pull), and a
/// slope is written (w750, w251, w250, w50).
@Suite struct CostFunctionTests {
    typealias S = LexSlope<NarrowLanes>
    static let r750 = 0, h251 = 1, h250 = 2, fit50 = 3

    /// A view of intrinsic width 40, hugging 250 and resistance 750: cost slope −1·e750 below
    /// 40 (each point of compression violates the resistance once) and +1·e250 above (each point
    /// of growth violates the hugging once), so one knot at 40 and slope0 = (−1, 0, 0).
    /// Its cost at 30 is 10·e750 above its cost at 40; at 55, 15·e250 above.
    /// Minimum: 40, unique (the slope turns from negative to positive there).
    @Test func aViewsContentSizeIsAVeeAtItsIntrinsicSize() throws {
        let arena = ArenaBox(capacity: 4)
        let f = arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        #expect(f.lo == -.infinity && f.hi == .infinity)
        #expect(f.slope0 == Algebra.slope(-1, 0, 0))
        #expect(Algebra.knots(of: f, in: arena) == [Algebra.Knot(x: 40, slope: Algebra.slope(0, 0, 1))])
        #expect(Algebra.rise(of: f, from: 30, to: 40, in: arena) == Algebra.levels(-10, 0, 0))
        #expect(Algebra.rise(of: f, from: 40, to: 55, in: arena) == Algebra.levels(0, 0, 15))
        // From 30 to 55 at once: down 10 at 750, then up 15 at 250.
        #expect(Algebra.rise(of: f, from: 30, to: 55, in: arena) == Algebra.levels(-10, 0, 15))
        let minimum = try #require(arena.minimum(f))
        #expect(minimum.x == 40)
        #expect(minimum.isUnique)
    }

    /// Required priorities bound the domain instead of adding a slope:
    /// - hugging 1000: x ≤ 40 holds, so the domain is (−∞, 40], slope −e750 on it; minimum 40.
    /// - resistance 1000: x ≥ 40, domain [40, ∞), slope +e250; minimum 40.
    /// - both: the single size 40.
    @Test func requiredContentPrioritiesBoundTheDomain() throws {
        let arena = ArenaBox(capacity: 4)
        let hugs = arena.contentSize(40, hugging: 1000, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        #expect(hugs.lo == -.infinity && hugs.hi == 40 && hugs.knotCount == 0)
        #expect(hugs.slope0 == Algebra.slope(-1))
        #expect(try #require(arena.minimum(hugs)) == (40, true))
        let resists = arena.contentSize(40, hugging: 250, resistance: 1000, huggingLane: Self.h250, resistanceLane: Self.r750)
        #expect(resists.lo == 40 && resists.hi == .infinity && resists.knotCount == 0)
        #expect(resists.slope0 == Algebra.slope(0, 0, 1))
        #expect(try #require(arena.minimum(resists)) == (40, true))
        let fixed = arena.contentSize(40, hugging: 1000, resistance: 1000, huggingLane: Self.h250, resistanceLane: Self.r750)
        #expect(fixed.lo == 40 && fixed.hi == 40 && !fixed.isEmpty)
        #expect(try #require(arena.minimum(fixed)) == (40, true))
        // None of them appended a knot.
        #expect(arena.count == 0)
    }

    /// Minimisation's other outcomes: a size nothing constrains has no least-cost size to
    /// start from (its zero slope reaches −∞: nil); sizes from 10 up at no cost have the
    /// least-cost set [10, ∞), whose left end 10 is returned as not unique; an empty domain
    /// (required constraints that cannot hold) has none.
    @Test func minimumOfFreeFlatAndEmptyFunctions() throws {
        let arena = ArenaBox(capacity: 1)
        #expect(arena.minimum(.free) == nil)
        #expect(try #require(arena.minimum(.atLeast(10))) == (10, false))
        let empty = CostFunction<NarrowLanes>(lo: 5, hi: 4, slope0: .zero, firstKnot: 0, knotCount: 0)
        #expect(empty.isEmpty)
        #expect(arena.minimum(empty) == nil)
        // A slope that only falls reaches −∞ only if the domain does: (−∞, 7] with slope −e750
        // has its least cost at 7, uniquely; [3, ∞) with slope −e750 has none.
        #expect(try #require(arena.minimum(CostFunction<NarrowLanes>(lo: -.infinity, hi: 7, slope0: S.unit(lane: 0, -1), firstKnot: 0, knotCount: 0))) == (7, true))
        #expect(arena.minimum(CostFunction<NarrowLanes>(lo: 3, hi: .infinity, slope0: S.unit(lane: 0, -1), firstKnot: 0, knotCount: 0)) == nil)
    }

    /// Two labels across a stack with `fill` alignment: both take the canvas's height, so the
    /// canvas costs the sum of their costs. Heights 20 and 24, each hugging 250 and resisting 750:
    ///   below 20: (−1) + (−1) = −2·e750
    ///   20…24:    (+e250) + (−e750) = (−1, 0, +1), still falling: the 24's resistance wins
    ///   above 24: +2·e250.
    /// Least cost at 24, unique: the 20-point label is stretched (its hugging yields).
    @Test func viewsInParallelSumTheirCosts() throws {
        let arena = ArenaBox(capacity: 4)
        let short = arena.contentSize(20, hugging: 250, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        let tall = arena.contentSize(24, hugging: 250, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        let canvas = arena.sum(short, tall)
        #expect(canvas.slope0 == Algebra.slope(-2, 0, 0))
        #expect(Algebra.knots(of: canvas, in: arena) == [
            Algebra.Knot(x: 20, slope: Algebra.slope(-1, 0, 1)),
            Algebra.Knot(x: 24, slope: Algebra.slope(0, 0, 2)),
        ])
        #expect(try #require(arena.minimum(canvas)) == (24, true))
        // With the root's fitting-size pull |x| at 50 (lane 3) added, as for a root without a
        // height: one more knot at 0, every slope gains ∓e50, and the least cost stays at 24.
        let pulled = arena.sum(canvas, arena.pullToZero(lane: Self.fit50))
        #expect(pulled.slope0 == Algebra.slope(-2, 0, 0, -1))
        #expect(Algebra.knots(of: pulled, in: arena) == [
            Algebra.Knot(x: 0, slope: Algebra.slope(-2, 0, 0, 1)),
            Algebra.Knot(x: 20, slope: Algebra.slope(-1, 0, 1, 1)),
            Algebra.Knot(x: 24, slope: Algebra.slope(0, 0, 2, 1)),
        ])
        #expect(try #require(arena.minimum(pulled)) == (24, true))
    }

    /// The domain of a sum is the intersection of the domains: the largest lower bound and
    /// the smallest upper bound (the envelope of the required bounds). [30, ∞) and (−∞, 70]
    /// give [30, 70]; [30, ∞) and (−∞, 20] give an empty domain: the required constraints
    /// of the two children cannot both hold.
    @Test func aSumsDomainIsTheIntersection() {
        let arena = ArenaBox(capacity: 4)
        let atLeast30 = arena.contentSize(30, hugging: 250, resistance: 1000, huggingLane: Self.h250, resistanceLane: Self.r750)
        let atMost70 = arena.contentSize(70, hugging: 1000, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        let both = arena.sum(atLeast30, atMost70)
        #expect(both.lo == 30 && both.hi == 70)
        // Slope: +e250 (hugging the 30) and −e750 (resisting below 70): (−1, 0, +1), falling,
        // so the least cost is at 70.
        #expect(both.slope0 == Algebra.slope(-1, 0, 1))
        #expect(arena.minimum(both)! == (70, true))
        let atMost20 = arena.contentSize(20, hugging: 1000, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        let neither = arena.sum(atLeast30, atMost20)
        #expect(neither.isEmpty)
        #expect(arena.minimum(neither) == nil)
    }

    /// Knots at equal positions merge into one knot whose slope is the sum: two views of
    /// intrinsic height 24 in parallel have one knot at 24, slope (0, 0, 2) right of it, and
    /// (−2, 0, 0) left of it. Knots at or left of the common lower end only set slope0; knots at
    /// or right of the common upper end are dropped.
    @Test func knotsAtEqualPositionsMerge() {
        let arena = ArenaBox(capacity: 4)
        let a = arena.contentSize(24, hugging: 250, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        let b = arena.contentSize(24, hugging: 251, resistance: 750, huggingLane: Self.h251, resistanceLane: Self.r750)
        let both = arena.sum(a, b)
        #expect(both.slope0 == Algebra.slope(-2, 0, 0))
        #expect(Algebra.knots(of: both, in: arena) == [Algebra.Knot(x: 24, slope: Algebra.slope(0, 1, 1))])
        // Restricting to [24, 30] first: b's knot at 24 is at the lower end, so it sets the
        // first slope (0, 1, 0) and the sum has no knot at 24 at all.
        let bounded = arena.restricted(b, lo: 24, hi: 30)
        #expect(bounded.knotCount == 0 && bounded.slope0 == Algebra.slope(0, 1, 0))
        let sum = arena.sum(a, bounded)
        #expect(sum.lo == 24 && sum.hi == 30)
        #expect(sum.slope0 == Algebra.slope(0, 1, 1))
        #expect(sum.knotCount == 0)
        // And at the upper end: (−∞, 24] keeps none of a's knot at 24.
        let below = arena.restricted(a, lo: -.infinity, hi: 24)
        #expect(below.knotCount == 0 && below.hi == 24 && below.slope0 == Algebra.slope(-1))
    }

    /// A tie: a flat stretch of least cost. View A (intrinsic 40) hugs at 250 and resists at
    /// 750; view B (intrinsic 60) in parallel with it hugs at 750 and resists at 250. Between
    /// 40 and 60, A's hugging (+e250) and B's resistance (−e250) cancel: slope exactly zero, so
    /// every size in [40, 60] costs the same. The minimum reports 40 as not unique, and the
    /// direct path declines such an optimum (the solver reports the ambiguity).
    @Test func aFlatMinimumIsNotUnique() throws {
        let arena = ArenaBox(capacity: 4)
        let lanes = (r750: 0, h250: 2)
        let a = arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: lanes.h250, resistanceLane: lanes.r750)
        let b = arena.contentSize(60, hugging: 750, resistance: 250, huggingLane: lanes.r750, resistanceLane: lanes.h250)
        let both = arena.sum(a, b)
        #expect(both.slope0 == Algebra.slope(-1, 0, -1))
        #expect(Algebra.knots(of: both, in: arena) == [
            Algebra.Knot(x: 40, slope: .zero),
            Algebra.Knot(x: 60, slope: Algebra.slope(1, 0, 1)),
        ])
        #expect(Algebra.rise(of: both, from: 40, to: 60, in: arena) == Algebra.levels(0, 0, 0))
        let minimum = try #require(arena.minimum(both))
        #expect(minimum.x == 40)
        #expect(!minimum.isUnique)
        // Make B's resistance 251 rather than 250: the flat stretch now falls at 251 (slope
        // (0, −1, +1) at lanes 750, 251, 250), so the least cost moves to 60, uniquely.
        let b251 = arena.contentSize(60, hugging: 750, resistance: 251, huggingLane: lanes.r750, resistanceLane: 1)
        let untied = arena.sum(a, b251)
        #expect(try #require(arena.minimum(untied)) == (60, true))
    }

    /// `shifted(by:)` moves a function right: the view's cost seen as its superview's size
    /// when it is pinned 8 points in on each side (the superview is 16 larger), and a stack's
    /// canvas cost seen as the stack's size (margins added). Bounds move too; nothing else.
    @Test func shiftingMovesKnotsAndBounds() {
        let arena = ArenaBox(capacity: 4)
        let f = arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        let moved = arena.shifted(f, by: 16)
        #expect(Algebra.knots(of: moved, in: arena) == [Algebra.Knot(x: 56, slope: Algebra.slope(0, 0, 1))])
        #expect(moved.slope0 == f.slope0)
        let bounded = arena.shifted(.atLeast(10), by: -4)
        #expect(bounded.lo == 6 && bounded.hi == .infinity)
        // A zero shift is the function itself, with no knot copied.
        let count = arena.count
        let same = arena.shifted(f, by: 0)
        #expect(same.firstKnot == f.firstKnot && arena.count == count)
    }

    /// `stretched(by:)`: n views sharing a size equally (`fillEqually`), seen as their total.
    /// A view of intrinsic 40 shared by 3: the total's knot is at 120, and every slope is a
    /// third (growing the total by 3 grows each view by 1): slope0 = −1/3·e750, then +1/3·e250.
    /// Any count divides: a slope over 600 divided by 10,000 is over 6,000,000, exactly; only a
    /// denominator past `Int32` (2³¹ − 1) is recorded as an overflow, which declines the axis.
    @Test func stretchingSharesASizeEqually() throws {
        let arena = ArenaBox(capacity: 4)
        let f = arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        let shared = arena.stretched(f, by: 3)
        #expect(shared.slope0.denominator == 3 && shared.slope0.weights == Algebra.slope(-1).weights)
        #expect(Algebra.knots(of: shared, in: arena) == [Algebra.Knot(x: 120, slope: Algebra.slope(0, 0, 1, over: 3))])
        // The total 150 costs (150 − 120)/3 = 10 at 250 more than 120: each view grew by 10.
        #expect(Algebra.rise(of: shared, from: 120, to: 150, in: arena) == Algebra.levels(0, 0, 10))
        #expect(try #require(arena.minimum(shared)) == (120, true))
        let bounded = arena.stretched(.atLeast(5), by: 4)
        #expect(bounded.lo == 20)
        let steep = CostFunction<NarrowLanes>(lo: 0, hi: 10, slope0: Algebra.slope(1, over: 600), firstKnot: 0, knotCount: 0)
        #expect(arena.stretched(steep, by: 10_000).slope0.denominator == 6_000_000)
        #expect(!arena.overflowed)
        // 6,000,000 × 1,000 = 6·10⁹ > 2³¹ − 1.
        _ = arena.stretched(arena.stretched(steep, by: 10_000), by: 1_000)
        #expect(arena.overflowed)
        arena.removeAll()
        #expect(!arena.overflowed)
    }

    /// `scaled(by: p, over: q)`: a view whose size is the fraction p/q of the total (a
    /// `fillProportionally` share). The view of intrinsic 40 (hugging 250, resistance 750) as 2/5
    /// of the total: its knot moves to 40·5/2 = 100, every slope is times 2/5 (one point more of
    /// the total is 2/5 of a point of the view): slope0 = −2/5·e750, then +2/5·e250. Its domain
    /// [10, 30] (a required range) becomes [25, 75].
    @Test func scalingTakesAFractionOfTheTotal() throws {
        let arena = ArenaBox(capacity: 4)
        let f = arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: Self.h250, resistanceLane: Self.r750)
        let share = arena.scaled(f, by: 2, over: 5)
        #expect(share.slope0.denominator == 5 && share.slope0.weights == Algebra.slope(-2).weights)
        #expect(Algebra.knots(of: share, in: arena) == [Algebra.Knot(x: 100, slope: Algebra.slope(0, 0, 2, over: 5))])
        // From 100 to 110 the view grows by 4: 4 at 250.
        #expect(Algebra.rise(of: share, from: 100, to: 110, in: arena) == Algebra.levels(0, 0, 4))
        #expect(try #require(arena.minimum(share)) == (100, true))
        let bounded = arena.scaled(CostFunction<NarrowLanes>(lo: 10, hi: 30, slope0: .zero, firstKnot: 0, knotCount: 0), by: 2, over: 5)
        #expect(bounded.lo == 25 && bounded.hi == 75)
        #expect(!arena.overflowed)
    }

    /// An arranged view aligned (not filled) across a stack: `C ↦ min over x ≤ C of f(x) + |x|`
    /// with the pull |x| at the ambiguity suppression's 25. Lanes here: 0 = 750, 1 = 250, 2 = 25.
    /// For the view of intrinsic 40 (hugging 250, resistance 750):
    ///   C < 0:     x = C, slope −e750 (resistance) −e25 (|x| grows leftward): (−1, 0, −1)
    ///   0 < C < 40: x = C, slope −e750 + e25: (−1, 0, +1)
    ///   C > 40:    x stays 40 (the view stops growing with its canvas): slope 0.
    /// The view's own least-cost size, 40, is unique.
    @Test func anAlignedViewStopsGrowingAtItsLeastCostSize() throws {
        let arena = ArenaBox(capacity: 4)
        let f = arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: 1, resistanceLane: 0)
        let clip = try #require(arena.clippedAbove(f, pulledToZeroAt: 2))
        #expect(clip.minimum == 40 && clip.isUnique)
        #expect(clip.function.lo == -.infinity && clip.function.hi == .infinity)
        #expect(clip.function.slope0 == Algebra.slope(-1, 0, -1))
        #expect(Algebra.knots(of: clip.function, in: arena) == [
            Algebra.Knot(x: 0, slope: Algebra.slope(-1, 0, 1)),
            Algebra.Knot(x: 40, slope: .zero),
        ])
    }

    /// The general walk of the clip, on a view whose resistance (priority 10, lane 2) is below
    /// the pull's 25 (lane 1): shrinking it to zero is cheaper than the pull, so it stops at 0.
    /// Lanes: 0 = 250 (hugging), 1 = 25 (the pull), 2 = 10 (resistance).
    ///   C < 0: (0, −1, −1); C > 0: x stays 0, slope 0. Least-cost size 0, unique.
    @Test func aViewResistingBelowThePullCollapsesToZero() throws {
        let arena = ArenaBox(capacity: 4)
        let f = arena.contentSize(40, hugging: 250, resistance: 10, huggingLane: 0, resistanceLane: 2)
        let clip = try #require(arena.clippedAbove(f, pulledToZeroAt: 1))
        #expect(clip.minimum == 0 && clip.isUnique)
        #expect(clip.function.slope0 == Algebra.slope(0, -1, -1))
        #expect(Algebra.knots(of: clip.function, in: arena) == [Algebra.Knot(x: 0, slope: .zero)])
    }

    /// A tie in the clip: the view resists at exactly the pull's priority (both lane 1), so
    /// between 0 and its intrinsic 40, its resistance (−e) and the pull (+e) cancel. Every size in
    /// [0, 40] is optimal once the canvas is past 0: the clip reports 0 as not unique, which
    /// `DirectAxis.place` declines in a canvas over 0 (the solver then reports the ambiguity).
    @Test func aViewResistingAtThePullsPriorityTies() throws {
        let arena = ArenaBox(capacity: 4)
        let f = arena.contentSize(40, hugging: 250, resistance: 25, huggingLane: 0, resistanceLane: 1)
        let clip = try #require(arena.clippedAbove(f, pulledToZeroAt: 1))
        #expect(clip.minimum == 0)
        #expect(!clip.isUnique)
    }

    /// A cost that keeps falling as the size grows (slope −e750 on [10, ∞)) has no least-cost
    /// size, so no clip (nil); a required size is its own clip, from that size up.
    @Test func aClipNeedsALeastCostSize() throws {
        let arena = ArenaBox(capacity: 4)
        let falling = CostFunction<NarrowLanes>(lo: 10, hi: .infinity, slope0: S.unit(lane: 0, -1), firstKnot: 0, knotCount: 0)
        #expect(arena.clippedAbove(falling, pulledToZeroAt: 2) == nil)
        // A required width of 30 ([30, 30]): it is 30 in any canvas from 30 up, uniquely; the
        // clipped function is the constant on [30, ∞).
        let fixed = CostFunction<NarrowLanes>.point(30)
        let clip = try #require(arena.clippedAbove(fixed, pulledToZeroAt: 2))
        #expect(clip.minimum == 30 && clip.isUnique)
        #expect(clip.function.lo == 30 && clip.function.hi == .infinity && clip.function.knotCount == 0)
    }
}
