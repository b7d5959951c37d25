/// Measurements shared by every thread, bounded in (estimated) bytes, evicting the least recently
/// used entry first.
final class MeasurementCache: Sendable {
    /// A measurement and its key, in a slot of the recency list.
    private struct Entry {
        let key: MeasurementKey
        let value: MeasuredText
        let bytes: Int
    }

    /// The map, the recency list (a doubly linked list through the slots) and the counters.
    ///
    /// The list's links are plain numbers beside the entries rather than in them: moving a hit to
    /// the front then writes four numbers, where reading and writing an entry's links copied the
    /// entry (retaining and releasing its strings and lines) at each step.
    private struct State {
        var slots: [MeasurementKey: Int] = [:]
        var entries: [Entry?] = []
        /// Each slot's newer and older neighbours in the list, or ``none``.
        var newer: [Int] = []
        var older: [Int] = []
        var free: [Int] = []
        var newest = none
        var oldest = none
        var bytes = 0
        var hits = 0
        var misses = 0
        var evictions = 0
    }

    /// The bound, in bytes; 0 disables the cache.
    let capacityBytes: Int
    private let state = Locked(State())
    /// No slot: the end of the recency list.
    private static let none = -1

    /// A cache holding at most `capacityBytes` (estimated) bytes.
    init(capacityBytes: Int) {
        self.capacityBytes = max(0, capacityBytes)
    }

    /// The cached measurement for `key`, made the most recently used; counts a hit or a miss.
    /// - Complexity: O(1) amortized, plus hashing the key.
    func value(for key: MeasurementKey) -> MeasuredText? {
        state.withLock { state in
            guard let slot = state.slots[key], let value = state.entries[slot]?.value else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            Self.unlink(slot, &state)
            Self.pushNewest(slot, &state)
            return value
        }
    }

    /// Stores a measurement, evicting the least recently used entries until it fits; one larger
    /// than the whole bound is not stored.
    /// - Complexity: O(1) amortized per entry stored or evicted.
    func insert(_ value: MeasuredText, for key: MeasurementKey) {
        let bytes = Self.estimatedBytes(key, value)
        guard bytes <= capacityBytes else { return }
        state.withLock { state in
            if let slot = state.slots[key] { Self.remove(slot, &state) }
            while state.bytes + bytes > capacityBytes, state.oldest != Self.none {
                Self.remove(state.oldest, &state)
                state.evictions += 1
            }
            let entry = Entry(key: key, value: value, bytes: bytes)
            let slot: Int
            if let reused = state.free.popLast() {
                slot = reused
                state.entries[slot] = entry
            } else {
                slot = state.entries.count
                state.entries.append(entry)
                state.newer.append(Self.none)
                state.older.append(Self.none)
            }
            state.slots[key] = slot
            state.bytes += bytes
            Self.pushNewest(slot, &state)
        }
    }

    /// The counters and the current size.
    var statistics: TextCacheStatistics {
        state.withLock { state in
            TextCacheStatistics(
                hits: state.hits, misses: state.misses, evictions: state.evictions, entries: state.slots.count,
                bytes: state.bytes, capacityBytes: capacityBytes)
        }
    }

    /// An entry's footprint: the strings' UTF-8 bytes plus a fixed cost per entry and per line for
    /// the structures around them (map slot, list links, `TextLine` values).
    static func estimatedBytes(_ key: MeasurementKey, _ value: MeasuredText) -> Int {
        let lines = value.lines.reduce(0) { $0 + 48 + $1.text.utf8.count }
        let families = value.fallbackFamilies.reduce(0) { $0 + 16 + $1.utf8.count }
        return 256 + key.text.utf8.count + key.font.family.utf8.count + lines + families
    }

    private static func remove(_ slot: Int, _ state: inout State) {
        guard let entry = state.entries[slot] else { return }
        unlink(slot, &state)
        state.slots[entry.key] = nil
        state.bytes -= entry.bytes
        state.entries[slot] = nil
        state.free.append(slot)
    }

    /// Takes the entry in `slot` (a slot in use) out of the recency list.
    private static func unlink(_ slot: Int, _ state: inout State) {
        let newer = state.newer[slot], older = state.older[slot]
        if newer != none { state.older[newer] = older } else { state.newest = older }
        if older != none { state.newer[older] = newer } else { state.oldest = newer }
        state.newer[slot] = none
        state.older[slot] = none
    }

    /// Puts the entry in `slot` (in use, out of the list) at the list's newest end.
    private static func pushNewest(_ slot: Int, _ state: inout State) {
        state.older[slot] = state.newest
        state.newer[slot] = none
        if state.newest != none { state.newer[state.newest] = slot }
        state.newest = slot
        if state.oldest == none { state.oldest = slot }
    }
}
