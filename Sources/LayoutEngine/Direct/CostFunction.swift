/// A convex piecewise-linear cost of one size, with lexicographic slopes: the least cost of a
/// subtree's optional constraints along one axis given the size of its top view.
///
/// Stored as its domain `[lo, hi]` (either end may be infinite), the slope on its first piece,
/// and the knots where the slope increases, strictly inside the domain, in increasing order.
/// An empty domain (`lo > hi`) means the required constraints cannot hold.
struct CostFunction: Sendable {
    struct Knot: Sendable {
        var x: Double
        /// The slope right of `x`.
        var slope: LexSlope
    }

    var lo: Double
    var hi: Double
    /// The slope from `lo` to the first knot (or to `hi`).
    var slope0: LexSlope
    var knots: [Knot]

    /// Zero everywhere: a size nothing constrains.
    static let free = CostFunction(lo: -.infinity, hi: .infinity, slope0: .zero, knots: [])

    var isEmpty: Bool { lo > hi }

    /// `below × (c - x)` for `x < c`, `above × (x - c)` for `x > c`.
    static func vee(at c: Double, below: LexSlope, above: LexSlope) -> CostFunction {
        CostFunction(lo: -.infinity, hi: .infinity, slope0: -below, knots: [Knot(x: c, slope: above)])
    }

    /// Content hugging (`x <= c` at `hugging`) and compression resistance (`x >= c` at
    /// `resistance`); a required one bounds the domain instead.
    static func contentSize(_ c: Double, hugging: Double, resistance: Double, levels: PriorityLevels) -> CostFunction {
        let below = resistance >= 1000 ? LexSlope.zero : .unit(lane: levels.lane(resistance))
        let above = hugging >= 1000 ? LexSlope.zero : .unit(lane: levels.lane(hugging))
        var function = vee(at: c, below: below, above: above)
        if resistance >= 1000 { function.restrict(lo: c, hi: .infinity) }
        if hugging >= 1000 { function.restrict(lo: -.infinity, hi: c) }
        return function
    }

    /// `|x| ` at `lane`: a pull toward zero (fitting size, spanning fit, canvas fit, ambiguity suppression).
    static func pullToZero(lane: Int) -> CostFunction {
        vee(at: 0, below: .unit(lane: lane), above: .unit(lane: lane))
    }

    /// The slope just right of `x` (inside the domain).
    func slope(rightOf x: Double) -> LexSlope {
        var slope = slope0
        for knot in knots {
            guard knot.x <= x else { break }
            slope = knot.slope
        }
        return slope
    }

    /// Intersects the domain with `[lo, hi]`.
    /// - Complexity: O(knots).
    mutating func restrict(lo newLo: Double, hi newHi: Double) {
        if newLo > lo {
            var dropped = 0
            while dropped < knots.count && knots[dropped].x <= newLo {
                slope0 = knots[dropped].slope
                dropped += 1
            }
            if dropped > 0 { knots.removeFirst(dropped) }
            lo = newLo
        }
        if newHi < hi {
            while let last = knots.last, last.x >= newHi { knots.removeLast() }
            hi = newHi
        }
    }

    /// `x ↦ f(x - c)`: the function moved right by `c`.
    /// - Complexity: O(knots).
    func shifted(by c: Double) -> CostFunction {
        guard c != 0 else { return self }
        var moved = self
        moved.lo += c
        moved.hi += c
        for index in moved.knots.indices { moved.knots[index].x += c }
        return moved
    }

    /// `x ↦ f(x / n)`: a size shared equally by `n` views, seen as their total.
    /// - Complexity: O(knots).
    func stretched(by n: Double) -> CostFunction {
        var scaled = self
        scaled.lo *= n
        scaled.hi *= n
        scaled.slope0 = slope0.divided(by: n)
        for index in scaled.knots.indices {
            scaled.knots[index].x *= n
            scaled.knots[index].slope = knots[index].slope.divided(by: n)
        }
        return scaled
    }

    /// `f + g`: both costs of one size.
    /// - Complexity: O(knots of both).
    static func + (f: CostFunction, g: CostFunction) -> CostFunction {
        let lo = max(f.lo, g.lo)
        let hi = min(f.hi, g.hi)
        var i = 0
        var j = 0
        var sf = f.slope0
        var sg = g.slope0
        // Knots at or before the common lower end only set the first slope.
        while i < f.knots.count && f.knots[i].x <= lo { sf = f.knots[i].slope; i += 1 }
        while j < g.knots.count && g.knots[j].x <= lo { sg = g.knots[j].slope; j += 1 }
        let first = sf + sg
        var knots: [Knot] = []
        knots.reserveCapacity(f.knots.count - i + g.knots.count - j)
        while i < f.knots.count || j < g.knots.count {
            let x = min(i < f.knots.count ? f.knots[i].x : .infinity, j < g.knots.count ? g.knots[j].x : .infinity)
            guard x < hi else { break }
            if i < f.knots.count && f.knots[i].x == x { sf = f.knots[i].slope; i += 1 }
            if j < g.knots.count && g.knots[j].x == x { sg = g.knots[j].slope; j += 1 }
            knots.append(Knot(x: x, slope: sf + sg))
        }
        return CostFunction(lo: lo, hi: hi, slope0: first, knots: knots)
    }

    /// The least-cost sizes: the left end of the set of minimizers, and whether that set is
    /// that single point. Nil if the domain is empty or the minimizers reach -∞.
    /// - Complexity: O(knots).
    func minimum() -> (x: Double, isUnique: Bool)? {
        guard !isEmpty else { return nil }
        if lo == hi { return (lo, true) }
        let first = slope0.sign
        if first >= 0 {
            guard lo > -.infinity else { return nil }
            return (lo, first > 0)
        }
        for knot in knots where knot.slope.sign >= 0 {
            return (knot.x, knot.slope.sign > 0)
        }
        guard hi < .infinity else { return nil }
        return (hi, true)
    }

    /// `C ↦ min over x <= C of f(x)`: a view that may be smaller than its container's canvas
    /// and otherwise takes its own least-cost size (`minimum`, unique or not). Nil if the
    /// least-cost sizes reach -∞ or the domain is empty.
    /// - Complexity: O(knots).
    func clippedAbove() -> (function: CostFunction, minimum: Double, isUnique: Bool)? {
        guard let (m, isUnique) = minimum() else { return nil }
        var clipped = CostFunction(lo: lo, hi: .infinity, slope0: m > lo ? slope0 : .zero, knots: [])
        if m > lo {
            clipped.knots.reserveCapacity(knots.count)
            for knot in knots where knot.x < m { clipped.knots.append(knot) }
            clipped.knots.append(Knot(x: m, slope: .zero))
        }
        return (clipped, m, isUnique)
    }
}
