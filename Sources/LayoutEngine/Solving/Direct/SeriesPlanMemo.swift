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
    private var entries = MemoRing<Entry>()
    /// Each entry's children, from its `firstChild` on.
    private var children = RecordedFunctions()

    /// Forgets every plan, keeping the memory for the next axis.
    mutating func removeAll() {
        entries.removeAll()
        children.removeAll()
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
            if entry.childCount == count && entry.fixed == fixedBits
                && children.match(candidates, at: entry.firstChild, arena: arena)
            {
                return entry.plan
            }
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
        for index in 0..<candidates.count { children.append(candidates[index], from: arena) }
        entries.record(entry)
    }
}
