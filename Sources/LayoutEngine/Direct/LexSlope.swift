/// The slope of a lexicographic cost: a weight per priority level, compared from the highest
/// level down, so that any weight at a higher level outweighs every weight below it (the
/// solver's strictly ordered optional priorities).
///
/// Lane 0 is the axis's highest optional level (see ``PriorityLevels``). Weights are integers
/// over a common `denominator` (a `fillEqually` stack divides its children's slopes by their
/// count), so that equal slopes compare equal exactly and ties are found exactly.
struct LexSlope: Sendable, Equatable {
    /// The most levels an axis may use; documents with more are left to the solver.
    static let laneCount = 8
    /// The largest denominator: documents whose `fillEqually` stacks' view counts multiply to
    /// more are left to the solver. Every denominator divides that product, and so do the
    /// common denominators of sums; with at most a few weights per view and 200,000 views, the
    /// weights stay far inside `Int32`.
    static let maxDenominator: Int32 = 1024

    var weights: SIMD8<Int32>
    var denominator: Int32

    /// The zero slope. Computed, as ``CostFunction/free`` is.
    static var zero: LexSlope { LexSlope(weights: .zero, denominator: 1) }

    /// `sign` at level `lane`, zero elsewhere.
    static func unit(lane: Int, _ sign: Int32 = 1) -> LexSlope {
        var weights = SIMD8<Int32>.zero
        weights[lane] = sign
        return LexSlope(weights: weights, denominator: 1)
    }

    /// Inlined for the common case of equal denominators, one vector add; the rest is apart.
    @inline(__always)
    static func + (a: LexSlope, b: LexSlope) -> LexSlope {
        if a.denominator == b.denominator {
            return LexSlope(weights: a.weights &+ b.weights, denominator: a.denominator)
        }
        return sum(unlike: a, b)
    }

    private static func sum(unlike a: LexSlope, _ b: LexSlope) -> LexSlope {
        let common = a.denominator / gcd(a.denominator, b.denominator) * b.denominator
        return LexSlope(
            weights: a.weights &* (common / a.denominator) &+ b.weights &* (common / b.denominator),
            denominator: common)
    }

    static prefix func - (a: LexSlope) -> LexSlope {
        LexSlope(weights: 0 &- a.weights, denominator: a.denominator)
    }

    /// The slope of `x ↦ f(x / n)` where this is `f`'s.
    func divided(by n: Int32) -> LexSlope {
        LexSlope(weights: weights, denominator: denominator * n)
    }

    /// -1, 0 or 1: the sign of the highest level with a nonzero weight.
    /// Lane by lane: reading a lane of a SIMD mask costs more than comparing the lane.
    var sign: Int {
        for lane in 0..<Self.laneCount where weights[lane] != 0 { return weights[lane] < 0 ? -1 : 1 }
        return 0
    }

    static func == (a: LexSlope, b: LexSlope) -> Bool {
        a.denominator == b.denominator ? a.weights == b.weights : compare(a, b) == 0
    }

    /// -1, 0 or 1 as `a` is below, equal to or above `b`. Inlined for equal denominators.
    @inline(__always)
    static func compare(_ a: LexSlope, _ b: LexSlope) -> Int {
        guard a.denominator != b.denominator else { return compare(a.weights, b.weights) }
        return compare(unlike: a, b)
    }

    private static func compare(unlike a: LexSlope, _ b: LexSlope) -> Int {
        let left = SIMD8<Int64>(truncatingIfNeeded: a.weights) &* Int64(b.denominator)
        let right = SIMD8<Int64>(truncatingIfNeeded: b.weights) &* Int64(a.denominator)
        for lane in 0..<laneCount where left[lane] != right[lane] { return left[lane] < right[lane] ? -1 : 1 }
        return 0
    }

    @inline(__always)
    private static func compare(_ left: SIMD8<Int32>, _ right: SIMD8<Int32>) -> Int {
        for lane in 0..<laneCount where left[lane] != right[lane] { return left[lane] < right[lane] ? -1 : 1 }
        return 0
    }

    private static func gcd(_ a: Int32, _ b: Int32) -> Int32 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
