/// A convex piecewise-linear cost of one size, with lexicographic slopes: the least cost of a
/// subtree's optional constraints along one axis given the size of its top view.
///
/// Its domain `[lo, hi]` (either end may be infinite), the slope on its first piece, and the
/// knots where the slope increases, strictly inside the domain, in increasing order, kept in a
/// ``KnotArena`` as `knotCount` knots from `firstKnot`. An empty domain (`lo > hi`) means the
/// required constraints cannot hold.
struct CostFunction<Lanes: SlopeLanes>: Sendable {
    struct Knot: Sendable {
        /// The slope right of `x`. Declared first: the slope is 16-byte aligned and 36 bytes
        /// long with ``NarrowLanes``, so that `x` fits after it and a knot is 48 bytes rather
        /// than 64 (with ``WideLanes``, 68 bytes: a knot is 80).
        var slope: LexSlope<Lanes>
        var x: Double

        init(x: Double, slope: LexSlope<Lanes>) {
            self.slope = slope
            self.x = x
        }
    }

    var lo: Double
    var hi: Double
    /// The slope from `lo` to the first knot (or to `hi`).
    var slope0: LexSlope<Lanes>
    var firstKnot: Int32
    var knotCount: Int32

    /// Zero everywhere: a size nothing constrains. Computed: a stored static is read through
    /// a `swift_once` check on every use.
    static var free: CostFunction<Lanes> { CostFunction<Lanes>(lo: -.infinity, hi: .infinity, slope0: .zero, firstKnot: 0, knotCount: 0) }

    /// The single size `x` at no cost.
    static func point(_ x: Double) -> CostFunction<Lanes> {
        CostFunction<Lanes>(lo: x, hi: x, slope0: .zero, firstKnot: 0, knotCount: 0)
    }

    /// The sizes from `lo` up at no cost.
    static func atLeast(_ lo: Double) -> CostFunction<Lanes> {
        CostFunction<Lanes>(lo: lo, hi: .infinity, slope0: .zero, firstKnot: 0, knotCount: 0)
    }

    var isEmpty: Bool { lo > hi }
    var isFree: Bool { knotCount == 0 && lo == -.infinity && hi == .infinity && slope0.sign == 0 }
    var knots: Range<Int> { Int(firstKnot)..<Int(firstKnot + knotCount) }
}
