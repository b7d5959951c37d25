/// One list of row slots per symbol (the column index), pooled in one array so that no
/// list costs an allocation of its own.
///
/// A list that outgrows its room moves to the end of the pool with twice the room; the
/// room it leaves is reclaimed by ``compactIfWasteful()``, which callers run only when
/// no list is being walked.
struct SlotLists {
    private var starts: [Int32] = []
    private var counts: [Int32] = []
    private var capacities: [Int32] = []
    /// Room for the lists; only `pool[..<used]` is handed out, the rest is reserve.
    private var pool: [Int32] = []
    private var used = 0
    private var garbage = 0

    /// Makes lists `0..<count` exist (new ones empty).
    mutating func ensureLists(_ count: Int) {
        guard count > starts.count else { return }
        let extra = count - starts.count
        starts.append(contentsOf: repeatElement(0, count: extra))
        counts.append(contentsOf: repeatElement(0, count: extra))
        capacities.append(contentsOf: repeatElement(0, count: extra))
    }

    /// Empties lists `range` and gives up their room (the symbols of a rolled-back attempt).
    mutating func resetLists(_ range: Range<Int>) {
        for list in range {
            garbage += Int(capacities[list])
            counts[list] = 0
            capacities[list] = 0
        }
    }

    @inline(__always)
    func count(_ list: Int32) -> Int { Int(counts[Int(list)]) }

    @inline(__always)
    func isEmpty(_ list: Int32) -> Bool { counts[Int(list)] == 0 }

    /// The pool positions of a list's slots, for ``subscript(_:)``.
    @inline(__always)
    func positions(_ list: Int32) -> Range<Int> {
        let start = Int(starts[Int(list)])
        return start..<start + Int(counts[Int(list)])
    }

    @inline(__always)
    subscript(_ position: Int) -> Int32 { pool[position] }

    /// - Complexity: amortised O(1).
    mutating func append(_ slot: Int32, to list: Int32) {
        let l = Int(list)
        let count = Int(counts[l])
        if count == Int(capacities[l]) { grow(l) }
        pool[Int(starts[l]) + count] = slot
        counts[l] = Int32(count + 1)
    }

    /// Removes `slot` from the list (the last occurrence; order is not kept).
    /// - Complexity: O(length of the list).
    mutating func remove(_ slot: Int32, from list: Int32) {
        let l = Int(list)
        let start = Int(starts[l])
        let last = start + Int(counts[l]) - 1
        var i = last
        while i >= start {
            if pool[i] == slot {
                pool[i] = pool[last]
                counts[l] -= 1
                return
            }
            i -= 1
        }
    }

    mutating func removeAll(_ list: Int32) { counts[Int(list)] = 0 }

    /// Replaces `buffer`'s contents by the list's slots (to walk a list that the walk changes).
    func copy(_ list: Int32, into buffer: inout [Int32]) {
        buffer.removeAll(keepingCapacity: true)
        for p in positions(list) { buffer.append(pool[p]) }
    }

    private mutating func grow(_ l: Int) {
        let start = Int(starts[l])
        let capacity = Int(capacities[l])
        let newCapacity = max(4, 2 * capacity)
        if capacity > 0 && start + capacity == used {
            reserve(newCapacity - capacity)
            used += newCapacity - capacity
            capacities[l] = Int32(newCapacity)
            return
        }
        reserve(newCapacity)
        let newStart = used
        used += newCapacity
        let count = Int(counts[l])
        pool.withUnsafeMutableBufferPointer { pool in
            for k in 0..<count { pool[newStart + k] = pool[start + k] }
        }
        garbage += capacity
        starts[l] = Int32(newStart)
        capacities[l] = Int32(newCapacity)
    }

    /// Makes room for about `entries` entries in all.
    mutating func reserve(entries: Int) {
        reserve(max(0, entries - used))
    }

    /// Makes room for `extra` more entries past `used`, doubling the pool when it is full.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard used + extra > pool.count else { return }
        pool.append(contentsOf: repeatElement(0, count: max(used + extra, 2 * pool.count, 64) - pool.count))
    }

    /// Rebuilds the pool without the room abandoned by moved lists, when that room is
    /// most of the pool.
    /// - Complexity: O(pool) when it rebuilds, which is amortised over the moves.
    mutating func compactIfWasteful() {
        guard garbage > 4096 && garbage * 2 > used else { return }
        var fresh: [Int32] = []
        fresh.reserveCapacity(2 * (used - garbage))
        for l in starts.indices {
            let start = Int(starts[l])
            starts[l] = Int32(fresh.count)
            for k in 0..<Int(capacities[l]) { fresh.append(k < Int(counts[l]) ? pool[start + k] : 0) }
        }
        used = fresh.count
        fresh.append(contentsOf: repeatElement(0, count: used))
        pool = fresh
        garbage = 0
    }
}
