@testable import LayoutEngine
import Testing

/// ``KnotArena``: the knots of every cost function of an axis, end to end. Its growth, its
/// reuse from one axis to the next, the compaction of a finished subtree's knots, and the sums
/// of many functions (by sweep, by sorted events, and in pairs), whose knots at one position
/// merge into one.
///
/// Lanes in this suite: 0 is compression resistance (750), 1 is content hugging (250).
@Suite struct KnotArenaTests {
    /// The content size of a view of intrinsic size `x` (hugging lane 1, resistance lane 0).
    func vee(_ x: Double, _ arena: ArenaBox) -> CostFunction<NarrowLanes> {
        arena.contentSize(x, hugging: 250, resistance: 750, huggingLane: 1, resistanceLane: 0)
    }

    /// Growth: an arena made for one knot holds it in place, moves to larger storage (a new
    /// address, the old one still live while copying) on the second, and after 1,000 more every
    /// function made before still reads its own knot: functions hold indices, not addresses.
    @Test func growsAndKeepsEveryKnot() {
        let arena = ArenaBox(capacity: 1)
        let initial = arena.base
        let first = vee(0, arena)
        #expect(arena.base == initial)
        _ = vee(1, arena)
        #expect(arena.base != initial)
        var functions = [first]
        for x in 2...1001 { functions.append(vee(Double(x), arena)) }
        #expect(arena.count == 1002)
        for (x, f) in functions.enumerated() {
            // Function i (after the one at 1) has its one knot at x = i, or 0 for the first.
            let expected = x == 0 ? 0 : Double(x + 1)
            #expect(Algebra.knots(of: f, in: arena) == [Algebra.Knot(x: expected, slope: Algebra.slope(0, 1))])
        }
    }

    /// Mirroring, `x ↦ f(−x)` (a `fillProportionally` stack's last view whose rest falls as the
    /// canvas grows). Two vees at 10 and 20 summed, restricted to [2, 30]: slopes (−2, 0) left of
    /// 10 (both resistances), (−1, 1) to 20, (0, 2) past it (both huggings). Mirrored: the domain
    /// [−30, −2], slope (0, −2) left of −20 (the last piece's, negated), (1, −1) to −10, (2, 0)
    /// past it (the first piece's, negated).
    @Test func reflectionMirrorsTheKnotsAndNegatesTheSlopes() {
        let arena = ArenaBox(capacity: 4)
        let f = arena.restricted(arena.sum(vee(10, arena), vee(20, arena)), lo: 2, hi: 30)
        let g = arena.reflected(f)
        #expect(g.lo == -30 && g.hi == -2)
        #expect(g.slope0 == Algebra.slope(0, -2))
        #expect(Algebra.knots(of: g, in: arena) == [
            Algebra.Knot(x: -20, slope: Algebra.slope(1, -1)), Algebra.Knot(x: -10, slope: Algebra.slope(2, 0)),
        ])
    }

    /// Reuse: `removeAll()` keeps the storage, so the next axis's as many knots go to the same
    /// address with no regrowth, and its first function starts at knot 0.
    @Test func removeAllReusesTheStorage() {
        let arena = ArenaBox(capacity: 4)
        for x in 0..<100 { _ = vee(Double(x), arena) }
        let grown = arena.base
        arena.removeAll()
        #expect(arena.count == 0)
        let f = vee(7, arena)
        #expect(f.firstKnot == 0)
        for x in 1..<100 { _ = vee(Double(x), arena) }
        #expect(arena.count == 100)
        #expect(arena.base == grown)
        #expect(Algebra.knots(of: f, in: arena) == [Algebra.Knot(x: 7, slope: Algebra.slope(0, 1))])
    }

    /// Compaction: a subtree's costing appended its leaves' knots (five vees at 10…50) and then
    /// their sum's (five more). Only the sum is read afterwards: `compact(_:to:)` moves its five
    /// knots down to the subtree's mark and drops everything after them, so the arena holds
    /// mark + 5 knots and the sum reads the same knots from its new place. A function with no
    /// knots just drops everything from the mark on.
    @Test func compactionKeepsOnlyTheSubtreesFunction() {
        let arena = ArenaBox(capacity: 4)
        let outside = vee(3, arena)
        let mark = Int32(arena.count)
        var leaves = DirectBuffer<CostFunction<NarrowLanes>>()
        for x in stride(from: 10.0, through: 50, by: 10) { leaves.append(vee(x, arena)) }
        var sum = arena.sum(of: &leaves)
        #expect(arena.count == 1 + 5 + 5)
        let before = Algebra.knots(of: sum, in: arena)
        // Five vees: slope0 (−5, 0); at each knot one view turns from resisting to hugging.
        let expected: [Algebra.Knot] = (1...5).map { (k: Int) -> Algebra.Knot in
            Algebra.Knot(x: Double(10 * k), slope: Algebra.slope(Int32(k) - 5, Int32(k)))
        }
        #expect(before == expected)
        arena.compact(&sum, to: mark)
        #expect(sum.firstKnot == mark)
        #expect(arena.count == Int(mark) + 5)
        #expect(Algebra.knots(of: sum, in: arena) == before)
        // What was below the mark is untouched.
        #expect(Algebra.knots(of: outside, in: arena) == [Algebra.Knot(x: 3, slope: Algebra.slope(0, 1))])
        var flat = CostFunction<NarrowLanes>.atLeast(0)
        _ = vee(99, arena)
        arena.compact(&flat, to: mark)
        #expect(arena.count == Int(mark))
    }

    /// Three views in parallel at 10, 10 and 20 (the sweep, from three functions on): the two
    /// knots at 10 merge into one. slope0 = 3 × (−1, 0); at 10 two views turn: (−1, 2); at 20
    /// the third: (0, 3). The least cost is at 20: resistance (750) outweighs hugging (250).
    @Test func aSweepMergesKnotsAtOnePosition() throws {
        let arena = ArenaBox(capacity: 4)
        var functions = DirectBuffer<CostFunction<NarrowLanes>>()
        functions.append(vee(10, arena))
        functions.append(vee(20, arena))
        functions.append(vee(10, arena))
        let sum = arena.sum(of: &functions)
        #expect(sum.slope0 == Algebra.slope(-3, 0))
        #expect(Algebra.knots(of: sum, in: arena) == [
            Algebra.Knot(x: 10, slope: Algebra.slope(-1, 2)),
            Algebra.Knot(x: 20, slope: Algebra.slope(0, 3)),
        ])
        #expect(try #require(arena.minimum(sum)) == (20, true))
    }

    /// Forty views at 1, 2, …, 40: more distinct positions (40) than the sweep gathers (32), so
    /// the sum sorts events. After knot k, k views hug and 40 − k resist: (k − 40, k). The
    /// same function as summing them two at a time.
    @Test func manyPositionsSortEventsToTheSameSum() throws {
        let arena = ArenaBox(capacity: 4)
        var functions = DirectBuffer<CostFunction<NarrowLanes>>()
        // In decreasing x, so that the events need sorting.
        for x in stride(from: 40, through: 1, by: -1) { functions.append(vee(Double(x), arena)) }
        var pairwise = functions[0]
        for index in 1..<functions.count { pairwise = arena.sum(pairwise, functions[index]) }
        let sum = arena.sum(of: &functions)
        #expect(sum.slope0 == Algebra.slope(-40, 0))
        let expected: [Algebra.Knot] = (1...40).map { (k: Int) -> Algebra.Knot in
            Algebra.Knot(x: Double(k), slope: Algebra.slope(Int32(k) - 40, Int32(k)))
        }
        #expect(Algebra.knots(of: sum, in: arena) == expected)
        #expect(Algebra.knots(of: pairwise, in: arena) == expected)
        #expect(try #require(arena.minimum(sum)) == (40, true))
    }

    /// Unlike denominators (a `fillEqually` share beside plain views) leave the sweep to sums in
    /// pairs. a = a view of 10 shared by 2 (knot at 20, slopes halved), b = a view at 20, c one
    /// at 30:
    ///   slope0 = −1/2 − 1 − 1 = −5/2 (at 750)
    ///   at 20 (a's and b's knots merge): −1 at 750 (c), 1/2 + 1 = 3/2 at 250: (−2, 3)/2
    ///   at 30: (0, 3/2 + 1) = (0, 5)/2.
    @Test func unlikeDenominatorsSumInPairs() throws {
        let arena = ArenaBox(capacity: 4)
        var functions = DirectBuffer<CostFunction<NarrowLanes>>()
        let ten = vee(10, arena)
        functions.append(arena.stretched(ten, by: 2))
        functions.append(vee(20, arena))
        functions.append(vee(30, arena))
        let sum = arena.sum(of: &functions)
        #expect(sum.slope0 == Algebra.slope(-5, over: 2))
        #expect(Algebra.knots(of: sum, in: arena) == [
            Algebra.Knot(x: 20, slope: Algebra.slope(-2, 3, over: 2)),
            Algebra.Knot(x: 30, slope: Algebra.slope(0, 5, over: 2)),
        ])
    }

    /// A sum with a free function is the other function itself, with no knot copied; the sum of
    /// no functions is free.
    @Test func freeFunctionsAddNothing() {
        let arena = ArenaBox(capacity: 4)
        let f = vee(12, arena)
        let count = arena.count
        #expect(arena.sum(f, .free).firstKnot == f.firstKnot)
        #expect(arena.sum(.free, f).firstKnot == f.firstKnot)
        #expect(arena.count == count)
        var none = DirectBuffer<CostFunction<NarrowLanes>>()
        #expect(arena.sum(of: &none).isFree)
    }

    /// ``DirectBuffer/move(_:to:)`` copies a range down over itself (what compaction uses):
    /// [0, 1, 2, 3, 4, 5] with 2..<5 moved to 1 reads [0, 2, 3, 4, 4, 5].
    @Test func bufferMovesOverlappingRangesDown() {
        var buffer = DirectBuffer<Int>(capacity: 2)
        for value in 0..<6 { buffer.append(value) }
        buffer.move(2..<5, to: 1)
        #expect((0..<6).map { buffer[$0] } == [0, 2, 3, 4, 4, 5])
        buffer.truncate(to: 4)
        #expect(buffer.count == 4)
    }

    /// A point inside the flat run, by hand: a vee at 40 has none (its slope is −e750, then
    /// +e250); 40's vee plus one at 60 whose resistance is at 250 (lane 1) is flat on [40, 60]
    /// (+e250 − e250), 50 its middle; restricted to [10, ∞) a function flat everywhere is flat from
    /// 10 up (11, 1 inside its finite end), unrestricted 0, restricted to (−∞, 60] 59; a content
    /// size of 60 hugging at 1000 (its domain (−∞, 60], sloping −e250 throughout) has none.
    @Test func findsAPointInsideTheFlatRun() {
        let arena = ArenaBox(capacity: 8)
        #expect(arena.insideFlatRun(vee(40, arena)) == nil)
        let cancelling = arena.contentSize(60, hugging: 750, resistance: 250, huggingLane: 0, resistanceLane: 1)
        #expect(arena.insideFlatRun(arena.sum(vee(40, arena), cancelling)) == 50)
        #expect(arena.insideFlatRun(arena.restricted(.free, lo: 10, hi: .infinity)) == 11)
        #expect(arena.insideFlatRun(.free) == 0)
        let zeroUpTo60 = arena.contentSize(60, hugging: 1000, resistance: 250, huggingLane: 0, resistanceLane: 1)
        #expect(arena.insideFlatRun(zeroUpTo60) == nil)
        #expect(arena.insideFlatRun(arena.restricted(.free, lo: -.infinity, hi: 60)) == 59)
    }
}
