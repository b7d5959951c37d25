/// The slope of a lexicographic cost: a weight per priority level, compared from the highest
/// level down, so that any weight at a higher level outweighs every weight below it (the
/// solver's strictly ordered optional priorities).
///
/// Lane 0 is the document's highest optional level (see ``PriorityLevels``). Weights are
/// integers over a common `denominator` (a `fillEqually` stack divides its children's slopes
/// by their count), so that equal slopes compare equal exactly and ties are found exactly.
struct LexSlope: Sendable {
    /// The most levels a document may use; documents with more are left to the solver.
    static let laneCount = 16

    var weights: SIMD16<Double>
    var denominator: Double

    static let zero = LexSlope(weights: .zero, denominator: 1)

    /// `sign` at level `lane`, zero elsewhere.
    static func unit(lane: Int, _ sign: Double = 1) -> LexSlope {
        var weights = SIMD16<Double>.zero
        weights[lane] = sign
        return LexSlope(weights: weights, denominator: 1)
    }

    static func + (a: LexSlope, b: LexSlope) -> LexSlope {
        if a.denominator == b.denominator {
            return LexSlope(weights: a.weights + b.weights, denominator: a.denominator)
        }
        return LexSlope(
            weights: a.weights * b.denominator + b.weights * a.denominator, denominator: a.denominator * b.denominator)
    }

    static prefix func - (a: LexSlope) -> LexSlope {
        LexSlope(weights: -a.weights, denominator: a.denominator)
    }

    /// The slope of `x ↦ f(x / n)` where this is `f`'s.
    func divided(by n: Double) -> LexSlope {
        LexSlope(weights: weights, denominator: denominator * n)
    }

    /// -1, 0 or 1: the sign of the highest level with a nonzero weight.
    var sign: Int {
        let nonzero = weights .!= .zero
        guard any(nonzero) else { return 0 }
        for lane in 0..<Self.laneCount where nonzero[lane] { return weights[lane] < 0 ? -1 : 1 }
        return 0
    }

    /// -1, 0 or 1 as `a` is below, equal to or above `b`.
    static func compare(_ a: LexSlope, _ b: LexSlope) -> Int {
        let (left, right) = a.denominator == b.denominator
            ? (a.weights, b.weights) : (a.weights * b.denominator, b.weights * a.denominator)
        let differ = left .!= right
        guard any(differ) else { return 0 }
        for lane in 0..<laneCount where differ[lane] { return left[lane] < right[lane] ? -1 : 1 }
        return 0
    }
}
