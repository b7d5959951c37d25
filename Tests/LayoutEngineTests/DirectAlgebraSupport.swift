@testable import LayoutEngine

/// Small readers and makers for the unit tests of the direct method's algebra (``LexSlope``,
/// ``CostFunction``, ``KnotArena``, ``SeriesPlan``): they only read what the code under test made.
enum Algebra {
    /// A knot as plain values, for comparing a function's knots with a list written by hand.
    struct Knot: Equatable, CustomStringConvertible {
        var x: Double
        var slope: LexSlope<NarrowLanes>

        var description: String { "(\(x), \(Algebra.text(slope)))" }
    }

    /// The slope with these weights, lane 0 (the highest level) first, over `denominator`.
    static func slope(_ weights: Int32..., over denominator: Int32 = 1) -> LexSlope<NarrowLanes> {
        var lanes = NarrowLanes.zero
        for (lane, weight) in weights.enumerated() { lanes[lane] = weight }
        return LexSlope<NarrowLanes>(weights: lanes, denominator: denominator)
    }

    /// `[w0, w1, ...]/d` with the trailing zero lanes left out, for failure messages.
    static func text(_ slope: LexSlope<NarrowLanes>) -> String {
        var lanes = (0..<LexSlope<NarrowLanes>.laneCount).map { slope.weights[$0] }
        while lanes.count > 1 && lanes.last == 0 { lanes.removeLast() }
        return "\(lanes)/\(slope.denominator)"
    }

    /// The knots of `f`, read from the arena.
    static func knots(of f: CostFunction<NarrowLanes>, in box: ArenaBox) -> [Knot] {
        f.knots.map { Knot(x: box.arena[$0].x, slope: box.arena[$0].slope) }
    }

    /// `f(b) - f(a)` per priority level (lane 0 first), for `a <= b` inside `f`'s domain: the
    /// integral of the slope, piece by piece. The cost of a size relative to another.
    static func rise(of f: CostFunction<NarrowLanes>, from a: Double, to b: Double, in box: ArenaBox) -> [Double] {
        var total = [Double](repeating: 0, count: LexSlope<NarrowLanes>.laneCount)
        var left = a
        var slope = f.slope0
        var index = f.knots.lowerBound
        while left < b {
            // Advance to the piece that holds `left` (knots at or before it set its slope).
            while index < f.knots.upperBound && box.arena[index].x <= left {
                slope = box.arena[index].slope
                index += 1
            }
            let right = index < f.knots.upperBound ? min(box.arena[index].x, b) : b
            for lane in 0..<LexSlope<NarrowLanes>.laneCount {
                total[lane] += Double(slope.weights[lane]) / Double(slope.denominator) * (right - left)
            }
            left = right
        }
        return total
    }

    /// The first `count` lanes of `levels` as written by hand, the rest zero.
    static func levels(_ values: Double...) -> [Double] {
        values + [Double](repeating: 0, count: LexSlope<NarrowLanes>.laneCount - values.count)
    }
}

/// A ``KnotArena`` in a class, its operations forwarded: `#expect` and `#require` take calls
/// apart and copy their base and arguments to report them, and an arena is noncopyable.
final class ArenaBox {
    var arena: KnotArena<NarrowLanes>

    init(capacity: Int) {
        arena = KnotArena<NarrowLanes>(capacity: capacity)
    }

    var count: Int { arena.count }
    var base: UnsafeMutablePointer<CostFunction<NarrowLanes>.Knot> { arena.knots.base }

    func contentSize(_ c: Double, hugging: Double, resistance: Double, huggingLane: Int, resistanceLane: Int) -> CostFunction<NarrowLanes> {
        arena.contentSize(c, hugging: hugging, resistance: resistance, huggingLane: huggingLane, resistanceLane: resistanceLane)
    }

    func pullToZero(lane: Int) -> CostFunction<NarrowLanes> { arena.pullToZero(lane: lane) }
    func minimum(_ f: CostFunction<NarrowLanes>) -> (x: Double, isUnique: Bool)? { arena.minimum(f) }
    func insideFlatRun(_ f: CostFunction<NarrowLanes>) -> Double? { arena.insideFlatRun(f) }
    func sum(_ f: CostFunction<NarrowLanes>, _ g: CostFunction<NarrowLanes>) -> CostFunction<NarrowLanes> { arena.sum(f, g) }
    func sum(of functions: inout DirectBuffer<CostFunction<NarrowLanes>>) -> CostFunction<NarrowLanes> { arena.sum(of: &functions) }
    func restricted(_ f: CostFunction<NarrowLanes>, lo: Double, hi: Double) -> CostFunction<NarrowLanes> { arena.restricted(f, lo: lo, hi: hi) }
    func shifted(_ f: CostFunction<NarrowLanes>, by c: Double) -> CostFunction<NarrowLanes> { arena.shifted(f, by: c) }
    func reflected(_ f: CostFunction<NarrowLanes>) -> CostFunction<NarrowLanes> { arena.reflected(f) }
    func stretched(_ f: CostFunction<NarrowLanes>, by n: Int) -> CostFunction<NarrowLanes> { arena.stretched(f, by: n) }
    func scaled(_ f: CostFunction<NarrowLanes>, by p: Int, over q: Int) -> CostFunction<NarrowLanes> { arena.scaled(f, by: p, over: q) }
    var overflowed: Bool { arena.overflowed }
    func compact(_ f: inout CostFunction<NarrowLanes>, to mark: Int32) { arena.compact(&f, to: mark) }
    func removeAll() { arena.removeAll() }

    func clippedAbove(_ f: CostFunction<NarrowLanes>, pulledToZeroAt lane: Int) -> (function: CostFunction<NarrowLanes>, minimum: Double, isUnique: Bool)? {
        arena.clippedAbove(f, pulledToZeroAt: lane)
    }
}
