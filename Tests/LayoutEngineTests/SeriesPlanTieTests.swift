@_spi(Testing) @testable import LayoutEngine
import Testing

/// ``SeriesPlan``'s ties: one optimal share of many (`distribute(_:_:into:allowingTies:)`) and
/// which children's lengths vary among the optimal shares, over what
/// (``SeriesPlan/movableChildren(at:_:into:)``).
@Suite struct SeriesPlanTieTests {
    typealias Planned = SeriesPlanTests.Planned

    /// The number of movable children at `total`, and the ranges of those that move (by index).
    func movable(_ planned: Planned, _ total: Double) -> (count: Int, ranges: [Int: [Double]]) {
        guard let plan = planned.plan else { return (-1, [:]) }
        var ranges = DirectBuffer<SIMD2<Double>>()
        let count = plan.movableChildren(at: total, planned.storage, into: &ranges)
        var moving: [Int: [Double]] = [:]
        for child in 0..<ranges.count where ranges[child].y - ranges[child].x > DirectTree.lengthTolerance {
            moving[child] = [ranges[child].x, ranges[child].y]
        }
        return (count, count == 0 ? [:] : moving)
    }

    /// Each child's share of `total` with ties allowed, and whether it was a tie.
    func shares(_ planned: Planned, _ total: Double) -> (shares: [Double], tied: Bool)? {
        guard let plan = planned.plan else { return nil }
        var sizes = DirectBuffer<Double>()
        let (placed, tied) = plan.distribute(total, planned.storage, into: &sizes, allowingTies: true)
        guard placed else { return nil }
        return ((0..<sizes.count).map { sizes[$0] }, tied)
    }

    /// Three views of intrinsic 10 hugging at 250 (lane 1; resistance 750, lane 0), spacing 10:
    /// base 40. At 70 the children share 30 points at e250, each growth piece unbounded: all
    /// three move; at λ = e250 each interval is [10, ∞), D = 60, so each ranges over
    /// [max(10, 60 − ∞), min(∞, 60 − 10 − 10)] = [10, 40]. The share given runs the tied pieces in
    /// order: the first takes all 30. At 40 (the base) nothing moves.
    @Test func equalHuggingMovesEveryChild() throws {
        let tied = Planned({ arena in (0..<3).map { _ in
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 1, resistanceLane: 0)
        } }, fixed: 10)
        let found = movable(tied, 70)
        #expect(found.count == 3)
        #expect(found.ranges == [0: [10, 40], 1: [10, 40], 2: [10, 40]])
        let given = try #require(shares(tied, 70))
        #expect(given.tied && given.shares == [40, 10, 10])
        #expect(movable(tied, 40).count == 0)
        #expect(try #require(shares(tied, 40)).tied == false)
    }

    /// The middle view hugs at 251 (lane 1, the others at 250 in lane 2): at 60 the 20 points go
    /// to the first and the last (λ = e250); the middle's interval is the point 10. D = 50, so
    /// the first ranges over [10, 50 − 10 − 10] = [10, 30], the last too; the middle is fixed.
    @Test func aStrongerHuggingStaysOutOfTheTie() {
        let planned = Planned({ arena in [
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0),
            arena.contentSize(10, hugging: 251, resistance: 750, huggingLane: 1, resistanceLane: 0),
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0),
        ] }, fixed: 10)
        let found = movable(planned, 60)
        #expect(found.count == 2)
        #expect(found.ranges == [0: [10, 30], 2: [10, 30]])
    }

    /// A: hugging 750 from 60 and resistance 750 below 40, zero cost on [40, 60] (its start 40);
    /// B: zero cost from 0 up. At 50, λ = 0: A's interval is [40, 60], B's [0, ∞), D = 50:
    /// A ranges over [max(40, 50 − ∞), min(60, 50 − 0)] = [40, 50], B over
    /// [max(0, 50 − 60), min(∞, 50 − 40)] = [0, 10]. At 40 the total is Σa: nothing moves.
    @Test func zeroCostRunsMoveWithinTheirStretches() {
        let planned = Planned({ arena in
            let a = arena.contentSize(40, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0)
            let b = arena.contentSize(60, hugging: 750, resistance: 250, huggingLane: 0, resistanceLane: 2)
            return [arena.sum(a, b), .atLeast(0)]
        }, fixed: 0)
        let found = movable(planned, 50)
        #expect(found.count == 2)
        #expect(found.ranges == [0: [40, 50], 1: [0, 10]])
        #expect(movable(planned, 40).count == 0)
    }

    /// A run of one child's pieces is no tie: at 60 of ``aStrongerHuggingStaysOutOfTheTie``'s
    /// children with only the last at 250, the last takes all, alone.
    @Test func oneChildsRunIsNoTie() throws {
        let planned = Planned({ arena in [
            arena.contentSize(10, hugging: 251, resistance: 750, huggingLane: 1, resistanceLane: 0),
            arena.contentSize(10, hugging: 251, resistance: 750, huggingLane: 1, resistanceLane: 0),
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0),
        ] }, fixed: 10)
        #expect(movable(planned, 60).count == 0)
        let given = try #require(shares(planned, 60))
        #expect(!given.tied && given.shares == [10, 10, 30])
    }

    /// Slopes compared on their highest lanes alone (`lanes:`): ``aStrongerHuggingStaysOutOfTheTie``'s
    /// children (huggings 250, 251, 250 in lanes 2, 1, 2; resistance 750 in lane 0) at 60. On lane 0
    /// alone every growth piece is flat, so all three tie: intervals [10, ∞), D = 50, each over
    /// [10, 50 − 10 − 10] = [10, 30]; `intervals` gives the intervals themselves. On lanes 0 and 1 the
    /// middle view's 251 still counts: the full answer, two children.
    @Test func truncatedSlopesWidenTheTie() throws {
        let planned = Planned({ arena in [
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0),
            arena.contentSize(10, hugging: 251, resistance: 750, huggingLane: 1, resistanceLane: 0),
            arena.contentSize(10, hugging: 250, resistance: 750, huggingLane: 2, resistanceLane: 0),
        ] }, fixed: 10)
        let plan = try #require(planned.plan)
        var ranges = DirectBuffer<SIMD2<Double>>()
        #expect(plan.movableChildren(at: 60, planned.storage, into: &ranges, lanes: 1) == 3)
        #expect((0..<3).map { [ranges[$0].x, ranges[$0].y] } == [[10, 30], [10, 30], [10, 30]])
        #expect(plan.movableChildren(at: 60, planned.storage, into: &ranges, lanes: 1, intervals: true) == 3)
        #expect((0..<3).map { [ranges[$0].x, ranges[$0].y] } == [[10, .infinity], [10, .infinity], [10, .infinity]])
        #expect(plan.movableChildren(at: 60, planned.storage, into: &ranges, lanes: 2) == 2)
        // Compressed to 25 the resistance (lane 0) ties all three on any lanes: [−∞, 10] each.
        #expect(plan.movableChildren(at: 25, planned.storage, into: &ranges, lanes: 1, intervals: true) == 3)
        #expect(ranges[1].y == 10 && ranges[1].x == -.infinity)
    }

    /// A free view `b` (zero cost at any length: start 0, two unbounded zero pieces) and `c` of
    /// intrinsic 30 (hugging 250 in lane 1, resistance 750 in lane 0: unbounded pieces), no
    /// spacing: base 30, no finite piece. An infinite end stands in 1 past the canvas or the base,
    /// whichever lies farther out (29 and 101 around a canvas of 100), inside b's zero pieces,
    /// which come first both ways: b alone takes the change between them (−1 to 71), c stays 30.
    /// Finite ends are kept as given.
    @Test func infiniteEndsStandInPastEveryFinitePiece() throws {
        let planned = Planned({ arena in [
            .free, arena.contentSize(30, hugging: 250, resistance: 750, huggingLane: 1, resistanceLane: 0),
        ] }, fixed: 0)
        let plan = try #require(planned.plan)
        let (low, high) = plan.finiteStandIns(-.infinity, .infinity, around: 100, planned.storage)
        #expect(low == 29 && high == 101)
        #expect(planned.shares(low) == [-1, 30] && planned.shares(high) == [71, 30])
        let kept = plan.finiteStandIns(12, .infinity, around: 5, planned.storage)
        #expect(kept.0 == 12 && kept.1 == 31)
    }
}
