/// The last few costs across a stack (its arranged views in parallel) with the children they
/// were made from: a feed's cells repeat, so a stack of a cell mostly has the very children the
/// same stack of the cell after it had, and its cost and its children's clips are copied rather
/// than clipped and summed again.
///
/// Children match only when they are the same bit for bit (see ``SeriesPlanMemo``), and so
/// does whether they are clipped (aligned rather than filled): the copy is exactly what the
/// composition would have made.
struct ParallelCostMemo: ~Copyable {
    /// One recorded cost: internal rather than private, as the debug compiler fails to link a
    /// private type's metadata into the `DirectBuffer` of another file's class.
    struct Entry {
        var isClipped: Bool
        var firstChild: Int
        var childCount: Int
        /// Its `firstKnot` in the memo's `knots`.
        var result: CostFunction
    }

    private static let maxChildren = 16
    private static let capacity = 4

    private var entries = DirectBuffer<Entry>(capacity: 4)
    private var next = 0
    /// Each entry's children, their `firstKnot` in `knots`.
    private var children = DirectBuffer<CostFunction>()
    /// Each entry's children's clips, at the same positions as `children`.
    private var clips = DirectBuffer<DirectAxis.Clip>()
    private var knots = DirectBuffer<CostFunction.Knot>()

    /// Forgets every cost, keeping the memory for the next axis.
    mutating func removeAll() {
        entries.removeAll()
        next = 0
        children.removeAll()
        clips.removeAll()
        knots.removeAll()
    }

    /// The slot of the entry recorded for exactly these children, if any.
    /// - Complexity: O(entries × (children + knots)).
    func slot(
        children candidates: borrowing DirectBuffer<CostFunction>, isClipped: Bool, arena: borrowing KnotArena
    ) -> Int? {
        let count = candidates.count
        guard count <= Self.maxChildren else { return nil }
        for slot in 0..<entries.count {
            let entry = entries[slot]
            guard entry.childCount == count && entry.isClipped == isClipped else { continue }
            var same = true
            let recorded = children.base + entry.firstChild
            for index in 0..<count
            where !CostFunction.identical(candidates.base[index], arena.knots.base, recorded[index], knots.base) {
                same = false
                break
            }
            if same { return slot }
        }
        return nil
    }

    /// The clip of the `position`th child of the entry at `slot`.
    func clip(_ slot: Int, _ position: Int) -> DirectAxis.Clip {
        clips[entries[slot].firstChild + position]
    }

    /// The entry's cost, its knots appended to `arena`.
    func result(_ slot: Int, in arena: inout KnotArena) -> CostFunction {
        var function = entries[slot].result
        let first = Int(function.firstKnot)
        function.firstKnot = Int32(arena.count)
        for knot in first..<(first + Int(function.knotCount)) { arena.append(knots[knot]) }
        return function
    }

    /// Records `result`, made from `candidates` (clipped as `clipsOf` tells), in place of the
    /// oldest entry.
    mutating func record(
        _ result: CostFunction, children candidates: borrowing DirectBuffer<CostFunction>, isClipped: Bool,
        clips clipsOf: (Int) -> DirectAxis.Clip, arena: borrowing KnotArena
    ) {
        guard candidates.count <= Self.maxChildren else { return }
        let entry = Entry(
            isClipped: isClipped, firstChild: children.count, childCount: candidates.count,
            result: copy(result, arena))
        for index in 0..<candidates.count {
            children.append(copy(candidates[index], arena))
            clips.append(isClipped ? clipsOf(index) : DirectAxis.Clip())
        }
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }

    /// `function` with its knots copied from `arena` to `knots`.
    private mutating func copy(_ function: CostFunction, _ arena: borrowing KnotArena) -> CostFunction {
        var copy = function
        let first = Int(function.firstKnot)
        copy.firstKnot = Int32(knots.count)
        for knot in first..<(first + Int(function.knotCount)) { knots.append(arena[knot]) }
        return copy
    }
}
