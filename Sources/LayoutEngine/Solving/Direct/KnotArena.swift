/// The knots of every ``CostFunction`` of one axis, end to end: composing functions appends
/// the result's knots and allocates nothing per function.
struct KnotArena<Lanes: SlopeLanes>: ~Copyable {
    /// A knot of one of the functions a sweep sums: where it is, and which knot.
    struct Event {
        var x: Double
        var knot: Int32
        /// The function's knot before it, or `-1 - f` for the `slope0` of function `f`.
        var before: Int32
    }

    private(set) var knots: DirectBuffer<CostFunction<Lanes>.Knot>
    /// Reused by ``eventSweepSum(of:)``.
    private var events = DirectBuffer<Event>()
    /// Reused by ``sweepSum(of:)``: the distinct knot positions, and each one's change of slope.
    private var places = DirectBuffer<Double>()
    private var changes = DirectBuffer<LexSlope<Lanes>>()
    /// The slopes' overflow accumulator (``LexSlope/sum(_:_:overflow:)``) since ``removeAll()``.
    private var overflow = Lanes.zero

    init(capacity: Int) {
        knots = DirectBuffer(capacity: capacity)
    }

    var count: Int { knots.count }

    /// Whether some slope made since ``removeAll()`` did not fit in `Int32` (a weight or a
    /// denominator): the functions are then not exact, and the axis must be declined.
    var overflowed: Bool { LexSlope<Lanes>.didOverflow(overflow) }

    /// Drops every knot, keeping the memory for the next axis.
    mutating func removeAll() {
        knots.removeAll()
        overflow = .zero
    }

    /// `a + b`, its overflow recorded.
    @inline(__always)
    private mutating func add(_ a: LexSlope<Lanes>, _ b: LexSlope<Lanes>) -> LexSlope<Lanes> {
        LexSlope<Lanes>.sum(a, b, overflow: &overflow)
    }

    subscript(index: Int) -> CostFunction<Lanes>.Knot { knots[index] }

    /// Moves `f`'s knots down to `mark` and drops every knot after them: what a subtree's
    /// costing appended from `mark` on is dead once its top view's function is made, and
    /// dropping it keeps the arena (and the pages it touches) the size of the frontier rather
    /// than of the document.
    /// - Complexity: O(knots of `f`).
    mutating func compact(_ f: inout CostFunction<Lanes>, to mark: Int32) {
        guard f.knotCount > 0 else {
            knots.truncate(to: Int(mark))
            return
        }
        precondition(f.firstKnot >= mark, "a subtree's function has knots below its mark")
        knots.move(Int(f.firstKnot)..<Int(f.firstKnot + f.knotCount), to: Int(mark))
        f.firstKnot = mark
        knots.truncate(to: Int(mark + f.knotCount))
    }

    mutating func append(_ knot: CostFunction<Lanes>.Knot) {
        knots.append(knot)
    }

    /// Reverses the knots from `start` to the end (appended in decreasing x).
    mutating func reverseKnots(from start: Int) {
        knots.reverse(start..<knots.count)
    }

    /// `below × (c - x)` for `x < c`, `above × (x - c)` for `x > c`.
    mutating func vee(at c: Double, below: LexSlope<Lanes>, above: LexSlope<Lanes>) -> CostFunction<Lanes> {
        knots.append(CostFunction<Lanes>.Knot(x: c, slope: above))
        return CostFunction<Lanes>(lo: -.infinity, hi: .infinity, slope0: -below, firstKnot: Int32(knots.count - 1), knotCount: 1)
    }

    /// `slope × (a − x)` for `x < a`, 0 on `[a, b]`, `slope × (x − b)` for `x > b` (`a ≤ b`; a
    /// vee at `a` where they are equal).
    mutating func deadZone(from a: Double, to b: Double, slope: LexSlope<Lanes>) -> CostFunction<Lanes> {
        guard a < b else { return vee(at: a, below: slope, above: slope) }
        knots.append(CostFunction<Lanes>.Knot(x: a, slope: .zero))
        knots.append(CostFunction<Lanes>.Knot(x: b, slope: slope))
        return CostFunction<Lanes>(lo: -.infinity, hi: .infinity, slope0: -slope, firstKnot: Int32(knots.count - 2), knotCount: 2)
    }

    /// Content hugging (`x <= c` at `hugging`, whose level is `huggingLane`) and compression
    /// resistance (`x >= c` at `resistance`, level `resistanceLane`); a required one bounds the
    /// domain instead.
    mutating func contentSize(
        _ c: Double, hugging: Double, resistance: Double, huggingLane: Int, resistanceLane: Int
    ) -> CostFunction<Lanes> {
        switch (hugging >= 1000, resistance >= 1000) {
        case (true, true): return .point(c)
        case (true, false):
            return CostFunction<Lanes>(lo: -.infinity, hi: c, slope0: .unit(lane: resistanceLane, -1), firstKnot: 0, knotCount: 0)
        case (false, true):
            return CostFunction<Lanes>(lo: c, hi: .infinity, slope0: .unit(lane: huggingLane), firstKnot: 0, knotCount: 0)
        case (false, false):
            return vee(at: c, below: .unit(lane: resistanceLane), above: .unit(lane: huggingLane))
        }
    }

    /// `|x|` at `lane`: a pull toward zero (fitting size, spanning fit, canvas fit, ambiguity suppression).
    mutating func pullToZero(lane: Int) -> CostFunction<Lanes> {
        vee(at: 0, below: .unit(lane: lane), above: .unit(lane: lane))
    }

    /// `f` on the part of its domain within `[lo, hi]`.
    /// - Complexity: O(knots dropped).
    func restricted(_ f: CostFunction<Lanes>, lo newLo: Double, hi newHi: Double) -> CostFunction<Lanes> {
        var f = f
        if newLo > f.lo {
            while f.knotCount > 0 && knots[Int(f.firstKnot)].x <= newLo {
                f.slope0 = knots[Int(f.firstKnot)].slope
                f.firstKnot += 1
                f.knotCount -= 1
            }
            f.lo = newLo
        }
        if newHi < f.hi {
            while f.knotCount > 0 && knots[Int(f.firstKnot + f.knotCount - 1)].x >= newHi { f.knotCount -= 1 }
            f.hi = newHi
        }
        return f
    }

    /// `x ↦ f(x - c)`: `f` moved right by `c`.
    /// - Complexity: O(knots).
    mutating func shifted(_ f: CostFunction<Lanes>, by c: Double) -> CostFunction<Lanes> {
        guard c != 0 else { return f }
        var moved = f
        moved.lo += c
        moved.hi += c
        moved.firstKnot = Int32(knots.count)
        for index in f.knots {
            var knot = knots[index]
            knot.x += c
            knots.append(knot)
        }
        return moved
    }

    /// `x ↦ f(−x)`: `f` mirrored about 0 (its knots negated in reverse order, each slope negated
    /// and read on the other side of its knot), convex as `f` is.
    /// - Complexity: O(knots).
    mutating func reflected(_ f: CostFunction<Lanes>) -> CostFunction<Lanes> {
        var mirrored = f
        (mirrored.lo, mirrored.hi) = (-f.hi, -f.lo)
        mirrored.firstKnot = Int32(knots.count)
        // Right of `−x_k` the mirror has the negated slope left of `x_k` in `f`.
        mirrored.slope0 = f.knotCount > 0 ? -knots[Int(f.firstKnot + f.knotCount - 1)].slope : -f.slope0
        for index in f.knots.reversed() {
            let left = index > Int(f.firstKnot) ? knots[index - 1].slope : f.slope0
            knots.append(CostFunction<Lanes>.Knot(x: -knots[index].x, slope: -left))
        }
        return mirrored
    }

    /// `x ↦ f(x / n)`: a size shared equally by `n` views, seen as their total (a denominator
    /// that does not fit is recorded in ``overflowed``).
    /// - Complexity: O(knots).
    mutating func stretched(_ f: CostFunction<Lanes>, by n: Int) -> CostFunction<Lanes> {
        scaled(f, by: 1, over: n)
    }

    /// `x ↦ f(p·x / q)` for `p, q > 0`: a size that is the fraction `p / q` of the total (a
    /// `fillProportionally` view's share of its canvas). Knots at `x·q / p`, slopes times `p / q`
    /// (a weight or denominator that does not fit is recorded in ``overflowed``).
    /// - Complexity: O(knots).
    mutating func scaled(_ f: CostFunction<Lanes>, by p: Int, over q: Int) -> CostFunction<Lanes> {
        let (numerator, denominator) = (Int32(p), Int32(q))
        var scaled = f
        scaled.lo = f.lo * Double(q) / Double(p)
        scaled.hi = f.hi * Double(q) / Double(p)
        scaled.slope0 = f.slope0.scaled(by: numerator, over: denominator, overflow: &overflow)
        scaled.firstKnot = Int32(knots.count)
        for index in f.knots {
            let knot = knots[index]
            let slope = knot.slope.scaled(by: numerator, over: denominator, overflow: &overflow)
            knots.append(CostFunction<Lanes>.Knot(x: knot.x * Double(q) / Double(p), slope: slope))
        }
        return scaled
    }

    /// The slope of `f` just right of `x`.
    func slope(of f: CostFunction<Lanes>, rightOf x: Double) -> LexSlope<Lanes> {
        var slope = f.slope0
        for index in f.knots {
            guard knots[index].x <= x else { break }
            slope = knots[index].slope
        }
        return slope
    }

    /// `f + g`: both costs of one size.
    /// - Complexity: O(knots of both).
    mutating func sum(_ f: CostFunction<Lanes>, _ g: CostFunction<Lanes>) -> CostFunction<Lanes> {
        if f.isFree { return g }
        if g.isFree { return f }
        let lo = max(f.lo, g.lo)
        let hi = min(f.hi, g.hi)
        var i = Int(f.firstKnot)
        var j = Int(g.firstKnot)
        let iEnd = i + Int(f.knotCount)
        let jEnd = j + Int(g.knotCount)
        var sf = f.slope0
        var sg = g.slope0
        // Knots at or before the common lower end only set the first slope.
        while i < iEnd && knots[i].x <= lo { sf = knots[i].slope; i += 1 }
        while j < jEnd && knots[j].x <= lo { sg = knots[j].slope; j += 1 }
        // A local accumulator, which stays in a register across the appends.
        var overflow = Lanes.zero
        var result = CostFunction<Lanes>(
            lo: lo, hi: hi, slope0: LexSlope<Lanes>.sum(sf, sg, overflow: &overflow), firstKnot: Int32(knots.count), knotCount: 0)
        while i < iEnd || j < jEnd {
            let x = min(i < iEnd ? knots[i].x : .infinity, j < jEnd ? knots[j].x : .infinity)
            guard x < hi else { break }
            if i < iEnd && knots[i].x == x { sf = knots[i].slope; i += 1 }
            if j < jEnd && knots[j].x == x { sg = knots[j].slope; j += 1 }
            knots.append(CostFunction<Lanes>.Knot(x: x, slope: LexSlope<Lanes>.sum(sf, sg, overflow: &overflow)))
        }
        self.overflow |= overflow
        result.knotCount = Int32(knots.count) - result.firstKnot
        return result
    }

    /// The sum of `functions`, which it uses as scratch space: summed in pairs, then pairs of
    /// pairs, so that each knot is copied O(log n) times rather than once per function after it.
    /// - Complexity: O(k log n) for k knots in all.
    mutating func sum(of functions: inout DirectBuffer<CostFunction<Lanes>>) -> CostFunction<Lanes> {
        var count = functions.count
        guard count > 0 else { return .free }
        if count >= Self.sweepThreshold, let sum = sweepSum(of: functions) { return sum }
        while count > 1 {
            for pair in 0..<(count / 2) { functions[pair] = sum(functions[2 * pair], functions[2 * pair + 1]) }
            if count % 2 == 1 { functions[count / 2] = functions[count - 1] }
            count = (count + 1) / 2
        }
        return functions[0]
    }

    /// From this many functions on, ``sum(of:)`` sweeps rather than sums in pairs.
    private static var sweepThreshold: Int { 3 }
    /// The most distinct knot positions ``sweepSum(of:)`` gathers before it sorts instead.
    private static var sweepPlaces: Int { 32 }

    /// The sum of `functions` in one pass over their knots, gathering each distinct position's
    /// change of slope (alike functions put their `j`th knots at one position, found at the
    /// first guess), then sweeping the few positions in increasing x: no event per knot and no
    /// sort of them. The same function as ``eventSweepSum(of:)``, which it leaves the work to
    /// past ``sweepPlaces`` positions; nil under the same condition.
    /// - Complexity: O(k × places) for k knots in all, O(k) for alike functions.
    private mutating func sweepSum(of functions: borrowing DirectBuffer<CostFunction<Lanes>>) -> CostFunction<Lanes>? {
        let denominator = functions[0].slope0.denominator
        var lo = -Double.infinity
        var hi = Double.infinity
        var weights = Lanes.zero
        // A local accumulator (dropped with the attempt if another sum takes over).
        var overflow = Lanes.zero
        places.removeAll()
        changes.removeAll()
        for index in 0..<functions.count {
            let f = functions[index]
            guard f.slope0.denominator == denominator else { return nil }
            lo = max(lo, f.lo)
            hi = min(hi, f.hi)
            weights = LexSlope<Lanes>.add(weights, f.slope0.weights, overflow: &overflow)
            var before = f.slope0.weights
            var place = -1
            for index in f.knots {
                let knot = knots[index]
                guard knot.slope.denominator == denominator else { return nil }
                place += 1
                if place >= places.count || places[place] != knot.x {
                    place = 0
                    while place < places.count && places[place] != knot.x { place += 1 }
                    if place == places.count {
                        guard place < Self.sweepPlaces else { return eventSweepSum(of: functions) }
                        places.append(knot.x)
                        changes.append(.zero)
                    }
                }
                // Checked at each step: a wrap in between would be exact modulo 2³², but
                // only a check at every step shows that the result fits.
                let change = LexSlope<Lanes>.subtract(knot.slope.weights, before, overflow: &overflow)
                changes[place].weights = LexSlope<Lanes>.add(changes[place].weights, change, overflow: &overflow)
                before = knot.slope.weights
            }
        }
        // Few places: by insertion.
        let end = places.count
        for index in stride(from: 1, to: end, by: 1) {
            let x = places[index]
            let change = changes[index]
            var slot = index
            while slot > 0 && x < places[slot - 1] {
                places[slot] = places[slot - 1]
                changes[slot] = changes[slot - 1]
                slot -= 1
            }
            places[slot] = x
            changes[slot] = change
        }
        var index = 0
        while index < end && places[index] <= lo {
            weights = LexSlope<Lanes>.add(weights, changes[index].weights, overflow: &overflow)
            index += 1
        }
        var result = CostFunction<Lanes>(
            lo: lo, hi: hi, slope0: LexSlope<Lanes>(weights: weights, denominator: denominator),
            firstKnot: Int32(knots.count), knotCount: 0)
        while index < end {
            let x = places[index]
            guard x < hi else { break }
            weights = LexSlope<Lanes>.add(weights, changes[index].weights, overflow: &overflow)
            knots.append(CostFunction<Lanes>.Knot(x: x, slope: LexSlope<Lanes>(weights: weights, denominator: denominator)))
            index += 1
        }
        self.overflow |= overflow
        result.knotCount = Int32(knots.count) - result.firstKnot
        return result
    }

    /// The sum of `functions` in one sweep over all their knots in increasing x, adding at each
    /// knot the change of slope there: each knot is read once rather than once per level of
    /// pairs. The same function as summing in pairs (the slopes' integer sums do not depend on
    /// their order), but only when every slope has one denominator, so that the running sum's
    /// denominator stays that one too; nil otherwise.
    /// - Complexity: O(k log k) for k knots in all.
    private mutating func eventSweepSum(of functions: borrowing DirectBuffer<CostFunction<Lanes>>) -> CostFunction<Lanes>? {
        let denominator = functions[0].slope0.denominator
        var lo = -Double.infinity
        var hi = Double.infinity
        var weights = Lanes.zero
        var overflow = Lanes.zero
        events.removeAll()
        for index in 0..<functions.count {
            let f = functions[index]
            guard f.slope0.denominator == denominator else { return nil }
            lo = max(lo, f.lo)
            hi = min(hi, f.hi)
            weights = LexSlope<Lanes>.add(weights, f.slope0.weights, overflow: &overflow)
            var before = Int32(-1 - index)
            for knot in f.knots {
                guard knots[knot].slope.denominator == denominator else { return nil }
                events.append(Event(x: knots[knot].x, knot: Int32(knot), before: before))
                before = Int32(knot)
            }
        }
        // Any order of equal x is the same sum. Few events (a short stack) sort by insertion,
        // without the buffer the library's sort allocates.
        var sorted = UnsafeMutableBufferPointer(start: events.base, count: events.count)
        if sorted.count <= 32 {
            for index in sorted.indices.dropFirst() {
                let event = sorted[index]
                var slot = index
                while slot > 0 && event.x < sorted[slot - 1].x {
                    sorted[slot] = sorted[slot - 1]
                    slot -= 1
                }
                sorted[slot] = event
            }
        } else {
            sorted.sort { $0.x < $1.x }
        }
        var index = 0
        let end = events.count
        while index < end && sorted[index].x <= lo {
            let change = change(at: sorted[index], functions, overflow: &overflow)
            weights = LexSlope<Lanes>.add(weights, change, overflow: &overflow)
            index += 1
        }
        var result = CostFunction<Lanes>(
            lo: lo, hi: hi, slope0: LexSlope<Lanes>(weights: weights, denominator: denominator),
            firstKnot: Int32(knots.count), knotCount: 0)
        while index < end {
            let x = sorted[index].x
            guard x < hi else { break }
            while index < end && sorted[index].x == x {
                let change = change(at: sorted[index], functions, overflow: &overflow)
                weights = LexSlope<Lanes>.add(weights, change, overflow: &overflow)
                index += 1
            }
            knots.append(CostFunction<Lanes>.Knot(x: x, slope: LexSlope<Lanes>(weights: weights, denominator: denominator)))
        }
        self.overflow |= overflow
        result.knotCount = Int32(knots.count) - result.firstKnot
        return result
    }

    /// The change of slope at the event's knot, as weights over the common denominator.
    @inline(__always)
    private func change(
        at event: Event, _ functions: borrowing DirectBuffer<CostFunction<Lanes>>, overflow: inout Lanes
    ) -> Lanes {
        let before = event.before >= 0
            ? knots[Int(event.before)].slope.weights : functions[Int(-1 - event.before)].slope0.weights
        return LexSlope<Lanes>.subtract(knots[Int(event.knot)].slope.weights, before, overflow: &overflow)
    }

    /// The least-cost sizes of `f`: the left end of its set of minimizers, and whether that set
    /// is that single point. Nil if the domain is empty or the minimizers reach -∞.
    /// - Complexity: O(knots).
    func minimum(_ f: CostFunction<Lanes>) -> (x: Double, isUnique: Bool)? {
        guard !f.isEmpty else { return nil }
        if f.lo == f.hi { return (f.lo, true) }
        let first = f.slope0.sign
        if first >= 0 {
            guard f.lo > -.infinity else { return nil }
            return (f.lo, first > 0)
        }
        for index in f.knots {
            let sign = knots[index].slope.sign
            if sign >= 0 { return (knots[index].x, sign > 0) }
        }
        guard f.hi < .infinity else { return nil }
        return (f.hi, true)
    }

    /// Whether `x` is the only least-cost size of `f` with its slopes truncated to the highest
    /// `lanes` levels (``LexSlope/truncated(toLanes:)``): the cost falls there toward `x` from
    /// below and rises past it, or `x` is an end of the domain.
    /// - Complexity: O(knots).
    func isOnlyMinimum(_ f: CostFunction<Lanes>, at x: Double, lanes: Int) -> Bool {
        guard !f.isEmpty else { return false }
        let (left, right) = slopes(of: f, around: x)
        return (x <= f.lo || left.truncated(toLanes: lanes).sign < 0) && (x >= f.hi || right.truncated(toLanes: lanes).sign > 0)
    }

    /// Whether `f`, its slopes truncated to the highest `lanes` levels, costs more at every size
    /// below `x`: it falls toward `x` there (convex at each level, so the nearest piece decides),
    /// or `x` is the lower end of the domain. Right of `x` it may stay flat.
    /// - Complexity: O(knots).
    func risesBelow(_ f: CostFunction<Lanes>, at x: Double, lanes: Int) -> Bool {
        guard !f.isEmpty else { return false }
        return x <= f.lo || slopes(of: f, around: x).left.truncated(toLanes: lanes).sign < 0
    }

    /// Whether `f`, its slopes truncated to the highest `lanes` levels, costs the same at every
    /// size over all reals: its domain unbounded and its first and last slopes 0 there (convex at
    /// each level, so every slope between is too).
    /// - Complexity: O(1).
    func isFlat(_ f: CostFunction<Lanes>, lanes: Int) -> Bool {
        guard f.lo == -.infinity, f.hi == .infinity, f.slope0.truncated(toLanes: lanes).sign == 0 else { return false }
        let last = f.knots.last.map { knots[$0].slope } ?? f.slope0
        return last.truncated(toLanes: lanes).sign == 0
    }

    /// The slopes of `f` just left and just right of `x`.
    /// - Complexity: O(knots).
    private func slopes(of f: CostFunction<Lanes>, around x: Double) -> (left: LexSlope<Lanes>, right: LexSlope<Lanes>) {
        var left = f.slope0
        var right = f.slope0
        for index in f.knots {
            let knot = knots[index]
            guard knot.x <= x else { break }
            if knot.x < x { left = knot.slope }
            right = knot.slope
        }
        return (left, right)
    }

    /// A least-cost size of `f`, as ``minimum(_:)`` gives it, and where the minimizers reach -∞
    /// over a flat first piece, that piece's right end (its first knot, else `f`'s upper end,
    /// else 0 for a function flat everywhere), not unique. Nil if the domain is empty or the
    /// cost falls without end.
    /// - Complexity: O(knots).
    func leastCostSize(_ f: CostFunction<Lanes>) -> (x: Double, isUnique: Bool)? {
        if let found = minimum(f) { return found }
        guard !f.isEmpty, f.lo == -.infinity, f.slope0.sign == 0 else { return nil }
        if let index = f.knots.first { return (knots[index].x, false) }
        return (f.hi < .infinity ? f.hi : 0, false)
    }

    /// A point strictly inside `f`'s flat run (where its slope is 0, of positive length): its
    /// middle, or 1 inside its finite end, or 0 for a run of every length; nil without such a run.
    /// - Complexity: O(knots).
    func insideFlatRun(_ f: CostFunction<Lanes>) -> Double? {
        guard !f.isEmpty else { return nil }
        var start = f.lo
        var slope = f.slope0
        for index in f.knots {
            let end = knots[index].x
            if slope.sign == 0 && end > start { return Self.inside(start, end) }
            start = end
            slope = knots[index].slope
        }
        return slope.sign == 0 && f.hi > start ? Self.inside(start, f.hi) : nil
    }

    private static func inside(_ start: Double, _ end: Double) -> Double {
        switch (start.isFinite, end.isFinite) {
        case (true, true): (start + end) / 2
        case (true, false): start + 1
        case (false, true): end - 1
        case (false, false): 0
        }
    }

    /// `C ↦ min over x <= C of f(x) + |x|` at `lane`: a view aligned in a stack, which may be
    /// smaller than the canvas (with its ambiguity suppression pulling it toward zero) and
    /// otherwise takes its own least-cost size (`minimum`, unique or not), in one pass over `f`'s
    /// knots up to that size. Nil if the least-cost sizes reach -∞ or the domain is empty.
    /// - Complexity: O(knots).
    mutating func clippedAbove(
        _ f: CostFunction<Lanes>, pulledToZeroAt lane: Int
    ) -> (function: CostFunction<Lanes>, minimum: Double, isUnique: Bool)? {
        guard !f.isEmpty else { return nil }
        let pull = LexSlope<Lanes>.unit(lane: lane)
        let push = LexSlope<Lanes>.unit(lane: lane, -1)
        let first = Int32(knots.count)
        if f.knotCount == 1 && f.lo == -.infinity && f.hi == .infinity {
            // A leaf's content size (a vee) at a positive size, its resistance outweighing the
            // pull: the walk below would stop at 0, then at the knot, where it turns up.
            let knot = knots[Int(f.firstKnot)]
            let middle = add(f.slope0, pull)
            if knot.x > 0 && f.slope0.sign < 0 && knot.slope.sign > 0 && middle.sign < 0 {
                knots.append(CostFunction<Lanes>.Knot(x: 0, slope: middle))
                knots.append(CostFunction<Lanes>.Knot(x: knot.x, slope: .zero))
                let clipped = CostFunction<Lanes>(lo: f.lo, hi: .infinity, slope0: add(f.slope0, push), firstKnot: first, knotCount: 2)
                return (clipped, knot.x, true)
            }
        }
        // Walk the pieces of f + |x| in increasing x until the slope is no longer negative.
        var slope = add(f.slope0, f.lo < 0 ? push : pull)
        var x = f.lo
        var index = Int(f.firstKnot)
        let end = index + Int(f.knotCount)
        var fSlope = f.slope0
        var pastZero = f.lo >= 0
        while slope.sign < 0 {
            let nextKnot = index < end ? knots[index].x : f.hi
            let next = pastZero ? nextKnot : min(nextKnot, 0)
            guard next < .infinity else { return nil }
            x = next
            guard x < f.hi else { break }
            if index < end && knots[index].x == x {
                fSlope = knots[index].slope
                index += 1
            }
            if !pastZero && x == 0 { pastZero = true }
            slope = add(fSlope, pastZero ? pull : push)
            if slope.sign < 0 { knots.append(CostFunction<Lanes>.Knot(x: x, slope: slope)) }
        }
        guard x > -.infinity else { return nil }
        let isUnique = x == f.hi || slope.sign > 0
        guard x > f.lo else { return (.atLeast(f.lo), x, isUnique) }
        let initial = add(f.slope0, f.lo < 0 ? push : pull)
        knots.append(CostFunction<Lanes>.Knot(x: x, slope: .zero))
        let clipped = CostFunction<Lanes>(
            lo: f.lo, hi: .infinity, slope0: initial, firstKnot: first, knotCount: Int32(knots.count) - first)
        return (clipped, x, isUnique)
    }
}
