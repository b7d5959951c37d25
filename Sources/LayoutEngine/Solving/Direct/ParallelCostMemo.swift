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
        /// The cost's index among the recorded functions; its children follow it.
        var result: Int
        var firstChild: Int
        var childCount: Int
        var firstClip: Int
    }

    private static let maxChildren = 16
    private var entries = MemoRing<Entry>()
    /// Each entry's cost, then its children.
    private var functions = RecordedFunctions()
    /// Each entry's children's clips, at the same positions as its children in `functions`.
    private var clips = DirectBuffer<DirectAxis.Clip>()

    /// Forgets every cost, keeping the memory for the next axis.
    mutating func removeAll() {
        entries.removeAll()
        functions.removeAll()
        clips.removeAll()
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
            if entry.childCount == count && entry.isClipped == isClipped
                && functions.match(candidates, at: entry.firstChild, arena: arena)
            {
                return slot
            }
        }
        return nil
    }

    /// The clip of the `position`th child of the entry at `slot`.
    func clip(_ slot: Int, _ position: Int) -> DirectAxis.Clip {
        clips[entries[slot].firstClip + position]
    }

    /// The entry's cost, its knots appended to `arena`.
    func result(_ slot: Int, in arena: inout KnotArena) -> CostFunction {
        functions.restore(entries[slot].result, into: &arena)
    }

    /// Records `result`, made from `candidates` (clipped as `clipsOf` tells), in place of the
    /// oldest entry.
    mutating func record(
        _ result: CostFunction, children candidates: borrowing DirectBuffer<CostFunction>, isClipped: Bool,
        clips clipsOf: (Int) -> DirectAxis.Clip, arena: borrowing KnotArena
    ) {
        guard candidates.count <= Self.maxChildren else { return }
        let entry = Entry(
            isClipped: isClipped, result: functions.count, firstChild: functions.count + 1,
            childCount: candidates.count, firstClip: clips.count)
        functions.append(result, from: arena)
        for index in 0..<candidates.count {
            functions.append(candidates[index], from: arena)
            clips.append(isClipped ? clipsOf(index) : DirectAxis.Clip())
        }
        entries.record(entry)
    }
}
