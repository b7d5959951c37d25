/// The slope of a lexicographic cost: a weight per priority level, compared from the highest
/// level down, so that any weight at a higher level outweighs every weight below it (the
/// solver's strictly ordered optional priorities).
///
/// Lane 0 is the axis's highest optional level (see ``PriorityLevels``). Weights are integers
/// over a common `denominator` (a `fillEqually` stack divides its children's slopes by their
/// count), so that equal slopes compare equal exactly and ties are found exactly.
///
/// Arithmetic is exact or reports that it is not: sums and divisions take an `overflow`
/// accumulator, a lane of which turns negative when a weight or a denominator does not fit in
/// `Int32` (the caller then declines, as ``KnotArena/overflowed`` does for an axis). Comparisons
/// never overflow: unlike denominators are cross-multiplied in `Int64`. So no count of a
/// `fillEqually` stack is refused up front; only a result that truly does not fit is.
///
/// `Lanes` is the weights' vector: eight lanes (``NarrowLanes``) for an axis with at most eight
/// levels, sixteen (``WideLanes``) for one with more (see ``SlopeLanes``).
struct LexSlope<Lanes: SlopeLanes>: Sendable, Equatable {
    /// The most levels an axis solved with these lanes may use.
    static var laneCount: Int { Lanes.scalarCount }
    /// What an `overflow` accumulator is set to when a result does not fit.
    static var overflowed: Lanes { Lanes(repeating: .min) }

    /// Whether an `overflow` accumulator records an overflow: a negative lane (its other bits
    /// are noise).
    @inline(__always)
    static func didOverflow(_ overflow: Lanes) -> Bool {
        any(overflow .< 0)
    }

    var weights: Lanes
    var denominator: Int32

    /// The zero slope. Computed, as ``CostFunction/free`` is.
    static var zero: LexSlope { LexSlope(weights: .zero, denominator: 1) }

    /// `sign` at level `lane`, zero elsewhere.
    @inline(__always)
    static func unit(lane: Int, _ sign: Int32 = 1) -> LexSlope {
        var weights = Lanes.zero
        weights[lane] = sign
        return LexSlope(weights: weights, denominator: 1)
    }

    /// `a + b`, a lane of `overflow` turned negative if it does not fit. Inlined for the common
    /// case of equal denominators, one vector add; the rest is apart.
    @inline(__always)
    static func sum(_ a: LexSlope, _ b: LexSlope, overflow: inout Lanes) -> LexSlope {
        if a.denominator == b.denominator {
            return LexSlope(weights: add(a.weights, b.weights, overflow: &overflow), denominator: a.denominator)
        }
        return sum(unlike: a, b, overflow: &overflow)
    }

    /// `a &+ b` lane by lane, the lanes of `overflow` where the sum wrapped turned negative (a
    /// sum wraps exactly when both terms' signs differ from its own).
    @inline(__always)
    static func add(_ a: Lanes, _ b: Lanes, overflow: inout Lanes) -> Lanes {
        let sum = a &+ b
        overflow |= (a ^ sum) & (b ^ sum)
        return sum
    }

    /// `a &- b` lane by lane, with `overflow` as in ``add(_:_:overflow:)`` (a difference wraps
    /// exactly when its terms' signs differ and its own differs from `a`'s).
    @inline(__always)
    static func subtract(_ a: Lanes, _ b: Lanes, overflow: inout Lanes) -> Lanes {
        let difference = a &- b
        overflow |= (a ^ b) & (a ^ difference)
        return difference
    }

    /// Over the least common multiple of the denominators, in `Int64` (each product is below
    /// 2⁶², so nothing wraps there), then narrowed, checking that it fits. Not reduced to lowest
    /// terms: sums of like slopes keep their common denominator, which keeps them on the fast path.
    private static func sum(unlike a: LexSlope, _ b: LexSlope, overflow: inout Lanes) -> LexSlope {
        let common = Int64(a.denominator / gcd(a.denominator, b.denominator)) * Int64(b.denominator)
        let weights = a.weights.widened &* (common / Int64(a.denominator)) &+ b.weights.widened &* (common / Int64(b.denominator))
        let narrowed = Lanes(truncating: weights)
        guard common <= Int64(Int32.max), narrowed.widened == weights else {
            overflow |= overflowed
            return LexSlope(weights: narrowed, denominator: 1)
        }
        return LexSlope(weights: narrowed, denominator: Int32(common))
    }

    @inline(__always)
    static prefix func - (a: LexSlope) -> LexSlope {
        LexSlope(weights: 0 &- a.weights, denominator: a.denominator)
    }

    /// The slope of `x ↦ f(p·x / q)` where this is `f`'s (`p, q > 0`), `overflow` set if a
    /// weight or the denominator does not fit.
    func scaled(by p: Int32, over q: Int32, overflow: inout Lanes) -> LexSlope {
        let (product, wrapped) = denominator.multipliedReportingOverflow(by: q)
        if wrapped { overflow |= Self.overflowed }
        guard p != 1 else { return LexSlope(weights: weights, denominator: wrapped ? denominator : product) }
        let scaled = weights.widened &* Int64(p)
        let narrowed = Lanes(truncating: scaled)
        if narrowed.widened != scaled { overflow |= Self.overflowed }
        return LexSlope(weights: narrowed, denominator: wrapped ? denominator : product)
    }

    /// This slope with every level from `lanes` on set to zero: its order among the highest
    /// `lanes` levels alone (an `equalCentering` stack asks what is settled above its guides' 149).
    @inline(__always)
    func truncated(toLanes lanes: Int) -> LexSlope {
        guard lanes < Self.laneCount else { return self }
        return LexSlope(weights: weights.keepingLanes(below: lanes), denominator: denominator)
    }

    /// -1, 0 or 1: the sign of the highest level with a nonzero weight.
    var sign: Int {
        for index in 0..<Self.wordCount {
            let word = Self.word(weights, index)
            if word != 0 { return Self.sign(word) }
        }
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
        let left = a.weights.widened &* Int64(b.denominator)
        let right = b.weights.widened &* Int64(a.denominator)
        for lane in 0..<laneCount where left[lane] != right[lane] { return left[lane] < right[lane] ? -1 : 1 }
        return 0
    }

    /// The weights are read as words of two lanes each.
    private static var wordCount: Int { laneCount / 2 }

    /// Word `index` of the weights, lanes `2·index` and `2·index + 1`, the lower lane in the
    /// low half (the targets are little-endian): comparing a word at a time settles most
    /// comparisons in a step or two rather than lane by lane.
    @inline(__always)
    private static func word(_ weights: Lanes, _ index: Int) -> UInt64 {
        withUnsafeBytes(of: weights) { $0.load(fromByteOffset: index &* 8, as: UInt64.self) }
    }

    @inline(__always)
    private static func compare(_ left: Lanes, _ right: Lanes) -> Int {
        for index in 0..<wordCount {
            let (a, b) = (word(left, index), word(right, index))
            if a != b { return compare(a, b) }
        }
        return 0
    }

    /// Compares two unequal words lane by lane, the low lane first.
    @inline(__always)
    private static func compare(_ a: UInt64, _ b: UInt64) -> Int {
        let (lowA, lowB) = (Int32(truncatingIfNeeded: a), Int32(truncatingIfNeeded: b))
        if lowA != lowB { return lowA < lowB ? -1 : 1 }
        return Int32(truncatingIfNeeded: a >> 32) < Int32(truncatingIfNeeded: b >> 32) ? -1 : 1
    }

    /// The sign of a nonzero word's first nonzero lane.
    @inline(__always)
    private static func sign(_ word: UInt64) -> Int {
        let low = Int32(truncatingIfNeeded: word)
        if low != 0 { return low < 0 ? -1 : 1 }
        return Int32(truncatingIfNeeded: word >> 32) < 0 ? -1 : 1
    }

    private static func gcd(_ a: Int32, _ b: Int32) -> Int32 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
