/// One list of row slots per symbol (the column index), pooled in one buffer so that no
/// list costs an allocation of its own.
///
/// A list that outgrows its room moves to the end of the pool with twice the room; the
/// room it leaves is reclaimed by ``compactIfWasteful(threshold:)``, which callers run only when
/// no list is being walked.
///
/// The storage is manual (the column index is updated on every row change, and array
/// uniqueness checks were a tenth of the solver's time): the owning ``Solver`` frees it
/// with ``deallocate()``. Copies of the value share the storage; only the owner's copy
/// is ever changed.
struct SlotLists {
    struct Header {
        var start: Int32
        var count: Int32
        var capacity: Int32
    }

    private var headers = UnsafeMutablePointer<Header>.allocate(capacity: 0)
    private var listCapacity = 0
    private var listCount = 0
    /// Room for the lists; only `pool[..<used]` is handed out, the rest is reserve.
    private var pool = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var poolCapacity = 0
    private var used = 0
    private var garbage = 0

    /// The bytes the lists hold (headers and pool), for the solver's ``WorkMeter``.
    var storageBytes: Int { listCapacity * MemoryLayout<Header>.stride + poolCapacity * MemoryLayout<Int32>.stride }

    /// Frees the storage (by the owner, once).
    mutating func deallocate() {
        headers.deallocate()
        pool.deallocate()
        listCapacity = 0
        listCount = 0
        poolCapacity = 0
    }

    /// Makes lists `0..<count` exist (new ones empty).
    mutating func ensureLists(_ count: Int) {
        guard count > listCount else { return }
        if count > listCapacity {
            let capacity = max(count, 2 * listCapacity)
            let grown = UnsafeMutablePointer<Header>.allocate(capacity: capacity)
            grown.moveInitialize(from: headers, count: listCount)
            headers.deallocate()
            headers = grown
            listCapacity = capacity
        }
        (headers + listCount).initialize(repeating: Header(start: 0, count: 0, capacity: 0), count: count - listCount)
        listCount = count
    }

    /// Empties lists `range` and gives up their room (the symbols of a rolled-back attempt).
    mutating func resetLists(_ range: Range<Int>) {
        for list in range {
            garbage += Int(headers[list].capacity)
            headers[list] = Header(start: 0, count: 0, capacity: 0)
        }
    }

    @inline(__always)
    func count(_ list: Int32) -> Int {
        assert(Int(list) < listCount)
        return Int(headers[Int(list)].count)
    }

    @inline(__always)
    func isEmpty(_ list: Int32) -> Bool { count(list) == 0 }

    /// The pool positions of a list's slots, for ``subscript(_:)``.
    @inline(__always)
    func positions(_ list: Int32) -> Range<Int> {
        assert(Int(list) < listCount)
        let header = headers[Int(list)]
        return Int(header.start)..<Int(header.start) + Int(header.count)
    }

    @inline(__always)
    subscript(_ position: Int) -> Int32 {
        assert(position < used)
        return pool[position]
    }

    /// - Complexity: amortised O(1).
    @inline(__always)
    mutating func append(_ slot: Int32, to list: Int32) {
        let l = Int(list)
        assert(l < listCount)
        if headers[l].count == headers[l].capacity { grow(l) }
        pool[Int(headers[l].start) + Int(headers[l].count)] = slot
        headers[l].count += 1
    }

    /// Removes `slot` from the list (the last occurrence; order is not kept).
    /// - Complexity: O(length of the list).
    mutating func remove(_ slot: Int32, from list: Int32) {
        let l = Int(list)
        assert(l < listCount)
        let start = Int(headers[l].start)
        let last = start + Int(headers[l].count) - 1
        var i = last
        while i >= start {
            if pool[i] == slot {
                pool[i] = pool[last]
                headers[l].count -= 1
                return
            }
            i -= 1
        }
    }

    mutating func removeAll(_ list: Int32) { headers[Int(list)].count = 0 }

    /// Replaces `buffer`'s contents by the list's slots (to walk a list that the walk changes).
    func copy(_ list: Int32, into buffer: inout [Int32]) {
        buffer.removeAll(keepingCapacity: true)
        for p in positions(list) { buffer.append(pool[p]) }
    }

    /// Makes room for about `entries` entries in all.
    mutating func reserve(entries: Int) {
        reserve(max(0, entries - used))
    }

    private mutating func grow(_ l: Int) {
        let start = Int(headers[l].start)
        let capacity = Int(headers[l].capacity)
        let newCapacity = max(4, 2 * capacity)
        if capacity > 0 && start + capacity == used {
            reserve(newCapacity - capacity)
            used += newCapacity - capacity
            headers[l].capacity = Int32(newCapacity)
            return
        }
        reserve(newCapacity)
        let newStart = used
        used += newCapacity
        (pool + newStart).update(from: pool + start, count: Int(headers[l].count))
        garbage += capacity
        headers[l].start = Int32(newStart)
        headers[l].capacity = Int32(newCapacity)
    }

    /// Makes room for `extra` more entries past `used`, doubling the pool when it is full.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard used + extra > poolCapacity else { return }
        let capacity = max(used + extra, 2 * poolCapacity, 64)
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        grown.initialize(repeating: 0, count: capacity)
        grown.update(from: pool, count: used)
        pool.deallocate()
        pool = grown
        poolCapacity = capacity
    }

    /// Rebuilds the pool without the room abandoned by moved lists, when that room is
    /// most of the pool and more than `threshold` entries.
    /// - Complexity: O(pool) when it rebuilds, which is amortised over the moves.
    mutating func compactIfWasteful(threshold: Int) {
        guard garbage > threshold && garbage * 2 > used else { return }
        let capacity = max(64, 2 * (used - garbage))
        let fresh = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        fresh.initialize(repeating: 0, count: capacity)
        var end = 0
        for l in 0..<listCount {
            let start = Int(headers[l].start)
            let room = Int(headers[l].capacity)
            (fresh + end).update(from: pool + start, count: Int(headers[l].count))
            headers[l].start = Int32(end)
            end += room
        }
        pool.deallocate()
        pool = fresh
        poolCapacity = capacity
        used = end
        garbage = 0
    }
}
