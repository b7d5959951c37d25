/// The last few entries of a memo of repeated stacks (``SeriesPlanMemo``, ``ParallelCostMemo``):
/// a new entry takes the place of the oldest once the ring is full.
struct MemoRing<Entry: BitwiseCopyable>: ~Copyable {
    /// Few: the stacks a feed repeats are those of the cell just costed.
    static var capacity: Int { 4 }

    private var entries = DirectBuffer<Entry>(capacity: 4)
    /// The slot the next entry replaces once the ring is full.
    private var next = 0

    var count: Int { entries.count }

    subscript(slot: Int) -> Entry { entries[slot] }

    /// Forgets every entry, keeping the memory.
    mutating func removeAll() {
        entries.removeAll()
        next = 0
    }

    /// Adds `entry`, in place of the oldest when the ring is full.
    mutating func record(_ entry: Entry) {
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}
