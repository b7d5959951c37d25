/// Measurements shared by every thread, bounded in (estimated) bytes, evicting the least recently
/// used entry first.
final class MeasurementCache: Sendable {
    /// An entry in the recency list, linked by slot numbers.
    private struct Entry {
        let key: MeasurementKey
        let value: MeasuredText
        let bytes: Int
        var newer: Int?
        var older: Int?
    }

    /// The map, the recency list (a doubly linked list through `entries`) and the counters.
    private struct State {
        var slots: [MeasurementKey: Int] = [:]
        var entries: [Entry?] = []
        var free: [Int] = []
        var newest: Int?
        var oldest: Int?
        var bytes = 0
        var hits = 0
        var misses = 0
        var evictions = 0
    }

    /// The bound, in bytes; 0 disables the cache.
    let capacityBytes: Int
    private let state = Locked(State())

    /// A cache holding at most `capacityBytes` (estimated) bytes.
    init(capacityBytes: Int) {
        self.capacityBytes = max(0, capacityBytes)
    }

    /// The cached measurement for `key`, made the most recently used; counts a hit or a miss.
    /// - Complexity: O(1) amortized, plus hashing the key.
    func value(for key: MeasurementKey) -> MeasuredText? {
        state.withLock { state in
            guard let slot = state.slots[key], let entry = state.entries[slot] else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            Self.unlink(slot, &state)
            Self.pushNewest(slot, &state)
            return entry.value
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
            while state.bytes + bytes > capacityBytes, let oldest = state.oldest {
                Self.remove(oldest, &state)
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

    private static func unlink(_ slot: Int, _ state: inout State) {
        guard let entry = state.entries[slot] else { return }
        if let newer = entry.newer { state.entries[newer]?.older = entry.older } else { state.newest = entry.older }
        if let older = entry.older { state.entries[older]?.newer = entry.newer } else { state.oldest = entry.newer }
        state.entries[slot]?.newer = nil
        state.entries[slot]?.older = nil
    }

    private static func pushNewest(_ slot: Int, _ state: inout State) {
        state.entries[slot]?.older = state.newest
        state.entries[slot]?.newer = nil
        if let newest = state.newest { state.entries[newest]?.newer = slot }
        state.newest = slot
        if state.oldest == nil { state.oldest = slot }
    }
}
