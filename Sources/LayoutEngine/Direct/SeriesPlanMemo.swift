/// The last few series plans of an axis with the children they were made for: a feed's cells
/// repeat, so a stack of a cell mostly has the very children the same stack of the cell after
/// it had (the views are costed in reverse tree order), and its plan, whose starts and pieces
/// stay in the axis's ``SeriesPlan/Storage``, is reused rather than planned and sorted again.
///
/// Children match only when they are the same bit for bit (bounds, slopes with their
/// denominators, knots), so a reused plan is exactly the one planning would have made.
struct SeriesPlanMemo: ~Copyable {
    /// One recorded plan: internal rather than private, as the debug compiler fails to link a
    /// private type's metadata into the `DirectBuffer` of another file's class.
    struct Entry {
        var plan: SeriesPlan
        var fixed: UInt64
        var firstChild: Int
        var childCount: Int
    }

    /// Plans with more children than this (a feed's own stack) are rarely repeated, and
    /// copying their children would cost more than it saves.
    private static let maxChildren = 16
    private static let capacity = 4

    private var entries = DirectBuffer<Entry>(capacity: 4)
    /// The slot the next entry replaces once `entries` is full.
    private var next = 0
    /// Each entry's children, their `firstKnot` in `knots`.
    private var children = DirectBuffer<CostFunction>()
    private var knots = DirectBuffer<CostFunction.Knot>()

    /// Forgets every plan, keeping the memory for the next axis.
    mutating func removeAll() {
        entries.removeAll()
        next = 0
        children.removeAll()
        knots.removeAll()
    }

    /// The plan recorded for exactly these children and fixed length, if any.
    /// - Complexity: O(entries × (children + knots)).
    func plan(
        children candidates: borrowing DirectBuffer<CostFunction>, fixed: Double, arena: borrowing KnotArena
    ) -> SeriesPlan? {
        let count = candidates.count
        guard count <= Self.maxChildren else { return nil }
        let fixedBits = fixed.bitPattern
        for slot in 0..<entries.count {
            let entry = entries[slot]
            guard entry.childCount == count && entry.fixed == fixedBits else { continue }
            var same = true
            let recorded = children.base + entry.firstChild
            for index in 0..<count where !matches(candidates.base[index], arena, recorded[index]) {
                same = false
                break
            }
            if same { return entry.plan }
        }
        return nil
    }

    /// Records `plan`, made for `candidates` and `fixed`, in place of the oldest entry.
    mutating func record(
        _ plan: SeriesPlan, children candidates: borrowing DirectBuffer<CostFunction>, fixed: Double,
        arena: borrowing KnotArena
    ) {
        guard candidates.count <= Self.maxChildren else { return }
        let entry = Entry(plan: plan, fixed: fixed.bitPattern, firstChild: children.count, childCount: candidates.count)
        for index in 0..<candidates.count {
            var copy = candidates[index]
            let first = Int(copy.firstKnot)
            copy.firstKnot = Int32(knots.count)
            for knot in first..<(first + Int(copy.knotCount)) { knots.append(arena[knot]) }
            children.append(copy)
        }
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }

    /// Whether `function` (knots in `arena`) is `recorded` (knots in `knots`) bit for bit.
    private func matches(_ function: CostFunction, _ arena: borrowing KnotArena, _ recorded: CostFunction) -> Bool {
        guard function.knotCount == recorded.knotCount,
            function.lo.bitPattern == recorded.lo.bitPattern,
            function.hi.bitPattern == recorded.hi.bitPattern,
            Self.identical(function.slope0, recorded.slope0)
        else { return false }
        let current = arena.knots.base + Int(function.firstKnot)
        let stored = knots.base + Int(recorded.firstKnot)
        for offset in 0..<Int(function.knotCount) {
            let a = current[offset]
            let b = stored[offset]
            guard a.x.bitPattern == b.x.bitPattern, Self.identical(a.slope, b.slope) else { return false }
        }
        return true
    }

    /// Compares the weights a word at a time: `SIMD8`'s `==` goes lane by lane.
    @inline(__always)
    private static func identical(_ a: LexSlope, _ b: LexSlope) -> Bool {
        let x = unsafeBitCast(a.weights, to: (UInt64, UInt64, UInt64, UInt64).self)
        let y = unsafeBitCast(b.weights, to: (UInt64, UInt64, UInt64, UInt64).self)
        return a.denominator == b.denominator && (x.0 ^ y.0) | (x.1 ^ y.1) | (x.2 ^ y.2) | (x.3 ^ y.3) == 0
    }
}
