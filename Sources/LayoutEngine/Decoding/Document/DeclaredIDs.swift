/// The ids a document declares, kept as their bytes in the request: the decoder's check that
/// each is new, with no string made and no reference counted; the repeats are kept for the errors.
///
/// Ids are checked in batches: ``add(_:kind:)`` holds an id until ``batch`` of them wait, and
/// ``settle()`` checks those left. A lookup in a table past the cache is a cache miss, and a
/// view's decoding between two ids is too long for the processor to overlap two misses; a batch's
/// lookups, one after the other, overlap.
///
/// Valid only while the request's bytes are.
final class DeclaredIDs {
    private struct Entry {
        var start: UnsafePointer<UInt8>
        var count: Int32
        var kind: ItemNamespace.Kind
        /// The owner number in tree order, once ``number(_:as:)`` gave it; -1 before.
        var number: Int32 = -1
    }

    // One decode on one thread uses it, and no access spans a call that could reenter.
    @exclusivity(unchecked) private var entries: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private(set) var count = 0
    /// An open-addressing table of a power-of-two length, at least 16/13 of the entries (twice them when small): each slot
    /// holds 12 bits of its entry's hash above the entry's index plus one (0 marks an empty slot),
    /// so that a probe reads 4 bytes, one cache miss at most in a large table, and an entry only
    /// when its tag matches.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<UInt32>
    @exclusivity(unchecked) private var length: Int
    /// The ids added and not yet checked, with their hashes.
    @exclusivity(unchecked) private var waiting: UnsafeMutablePointer<(entry: Entry, hash: UInt64)>
    @exclusivity(unchecked) private var waitingCount = 0
    /// Seeds the hash per process, so that no one can pick ids that all collide.
    private static let processSeed = UInt64.random(in: .min ... .max)
    private let seed = processSeed
    /// Entries past 20 bits of index do not fit a slot: those go to ``overflow``.
    private static let maxCount = (1 << 20) - 1
    /// The ids past ``maxCount`` (only a limit raised far past its default lets a document have
    /// them), with their first bytes and kind.
    private var overflow: [[UInt8]: (start: UnsafePointer<UInt8>, kind: ItemNamespace.Kind)] = [:]
    /// Each id declared again: where its bytes are, how many, and where its first declaration's are.
    private(set) var duplicates: [(start: UnsafePointer<UInt8>, count: Int, first: UnsafePointer<UInt8>)] = []
    /// The ids checked together: enough misses to overlap, few enough to stay in registers' reach.
    static let batch = 16

    /// An empty set with room for `capacity` ids before it first grows.
    init(capacity: Int) {
        length = 16
        while Self.room(length) < capacity { length *= 2 }
        entries = .allocate(capacity: Self.room(length))
        slots = .allocate(capacity: length)
        slots.initialize(repeating: 0, count: length)
        waiting = .allocate(capacity: Self.batch)
    }

    deinit {
        entries.deallocate()
        slots.deallocate()
        waiting.deallocate()
    }

    /// Adds `id`, to be checked with a batch; a repeat, once checked, is one of ``duplicates``.
    /// - Complexity: O(1) expected, amortized.
    @inline(__always)
    func add(_ id: UnsafeBufferPointer<UInt8>, kind: ItemNamespace.Kind) {
        (waiting + waitingCount).initialize(
            to: (Entry(start: id.baseAddress!, count: Int32(id.count), kind: kind), Self.hash(id, seed: seed)))
        waitingCount &+= 1
        if waitingCount == Self.batch { settle() }
    }

    /// Checks the ids waiting and adds the new ones to the set; the others are ``duplicates``.
    /// - Complexity: O(k) expected in the k ids waiting.
    func settle() {
        let waitingCount = waitingCount
        self.waitingCount = 0
        for position in 0..<waitingCount {
            let (entry, hash) = waiting[position]
            let id = UnsafeBufferPointer(start: entry.start, count: Int(entry.count))
            if count >= Self.maxCount {
                let bytes = Array(id)
                let first = overflow[bytes]?.start ?? lookUp(id, hash: hash)
                if let first {
                    duplicates.append((entry.start, id.count, first))
                } else {
                    overflow[bytes] = (entry.start, entry.kind)
                }
                continue
            }
            while count &+ 1 > Self.room(length) { grow() }
            let (slot, found) = locate(id, hash: hash)
            if let found {
                duplicates.append((entry.start, id.count, entries[found].start))
                continue
            }
            (entries + count).initialize(to: entry)
            slots[slot] = Self.tag(hash) | UInt32(truncatingIfNeeded: count &+ 1)
            count &+= 1
        }
    }

    /// Takes back the ids added since the set held `first` of them and `firstRepeat` repeats
    /// (all checked: call ``settle()`` first) whose bytes `isTakenBack`, and their repeats: they
    /// were read in a list that turned out not to be read (a non-stack's `arrangedSubviews`). A
    /// repeat of one of them after that list is then the id's first declaration, added as such.
    /// - Complexity: O(k) expected in the k ids and repeats since then, on the error path only.
    func takeBack(from first: Int, repeats firstRepeat: Int, _ isTakenBack: (UnsafePointer<UInt8>) -> Bool) {
        let later = (first..<count).map { entries[$0] }
        for index in (first..<count).reversed() { removeSlot(of: index) }
        count = first
        for entry in later where !isTakenBack(entry.start) {
            let id = UnsafeBufferPointer(start: entry.start, count: Int(entry.count))
            let hash = Self.hash(id, seed: seed)
            let slot = locate(id, hash: hash).slot
            (entries + count).initialize(to: entry)
            slots[slot] = Self.tag(hash) | UInt32(truncatingIfNeeded: count &+ 1)
            count &+= 1
        }
        if !overflow.isEmpty { overflow = overflow.filter { !isTakenBack($0.value.start) } }
        let repeats = duplicates[firstRepeat...]
        duplicates.removeSubrange(firstRepeat...)
        for repeated in repeats where !isTakenBack(repeated.start) {
            if isTakenBack(repeated.first) {
                // A repeat keeps no kind: a view's, as a guide is declared after the views.
                add(UnsafeBufferPointer(start: repeated.start, count: repeated.count), kind: .view)
            } else {
                duplicates.append(repeated)
            }
        }
        settle()
    }

    /// Empties the slot of entry `index`, moving back the entries probed past it (linear probing
    /// keeps no tombstones).
    private func removeSlot(of index: Int) {
        let mask = length &- 1
        func home(_ entry: Int) -> Int {
            let id = UnsafeBufferPointer(start: entries[entry].start, count: Int(entries[entry].count))
            return Int(truncatingIfNeeded: Self.hash(id, seed: seed)) & mask
        }
        var hole = home(index)
        while Int(slots[hole] & 0x000F_FFFF) != index &+ 1 { hole = (hole &+ 1) & mask }
        var next = (hole &+ 1) & mask
        while slots[next] != 0 {
            let wanted = home(Int(slots[next] & 0x000F_FFFF) &- 1)
            // The entry at `next` may fill the hole unless its home lies after the hole, up to it.
            let stays = hole < next ? (wanted > hole && wanted <= next) : (wanted > hole || wanted <= next)
            if !stays {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next &+ 1) & mask
        }
        slots[hole] = 0
    }

    /// Where the bytes of `id`'s first declaration are, if it is in the set (checked ids only).
    func first(of id: UnsafeBufferPointer<UInt8>) -> UnsafePointer<UInt8>? {
        guard !id.isEmpty else { return nil }
        let hash = Self.hash(id, seed: seed)
        return lookUp(id, hash: hash) ?? (overflow.isEmpty ? nil : overflow[Array(id)]?.start)
    }

    /// The first bytes of `id` in the table, if it is there.
    private func lookUp(_ id: UnsafeBufferPointer<UInt8>, hash: UInt64) -> UnsafePointer<UInt8>? {
        locate(id, hash: hash).entry.map { entries[$0].start }
    }

    /// Makes the first declaration of `id` (added before) one of `kind`: a view's kind may be
    /// known only after its id (a scroll view's `type` after its `id`).
    /// - Complexity: O(k) expected in the ids waiting.
    func declare(_ id: UnsafeBufferPointer<UInt8>, kind: ItemNamespace.Kind) {
        settle()
        if let entry = locate(id, hash: Self.hash(id, seed: seed)).entry {
            if entries[entry].start == id.baseAddress { entries[entry].kind = kind }
        } else if let first = overflow[Array(id)], first.start == id.baseAddress {
            overflow[Array(id)] = (first.start, kind)
        }
    }

    /// What `id` names and its owner number in tree order (-1 if ``number(_:as:)`` gave none),
    /// if it is there; the ids added since the last ``settle()`` are not.
    func item(of id: UnsafeBufferPointer<UInt8>) -> (kind: ItemNamespace.Kind, number: Int32)? {
        guard !id.isEmpty else { return nil }
        if let entry = locate(id, hash: Self.hash(id, seed: seed)).entry { return (entries[entry].kind, entries[entry].number) }
        return overflow.isEmpty ? nil : overflow[Array(id)].map { ($0.kind, -1) }
    }

    /// Gives the id `id` (checked: call ``settle()`` first) its owner number in tree order; an
    /// id past the table (``overflow``) keeps none.
    /// - Returns: whether the id took the number (false past the table, or for an id not declared).
    /// - Complexity: O(length of the id), expected.
    func number(_ id: UnsafeBufferPointer<UInt8>, as number: Int32) -> Bool {
        guard !id.isEmpty, let entry = locate(id, hash: Self.hash(id, seed: seed)).entry else { return false }
        entries[entry].number = number
        return true
    }

    @inline(__always)
    private func locate(_ id: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, entry: Int?) {
        let mask = length &- 1
        let tag = Self.tag(hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return (slot, nil) }
            if stored & 0xFFF0_0000 == tag {
                let entry = Int(stored & 0x000F_FFFF) &- 1
                if Int(entries[entry].count) == id.count && JSONKey.same(entries[entry].start, id.baseAddress!, id.count) {
                    return (slot, entry)
                }
            }
            slot = (slot &+ 1) & mask
        }
    }

    private func grow() {
        let larger = length * 2
        let moved = UnsafeMutablePointer<Entry>.allocate(capacity: Self.room(larger))
        moved.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = moved
        slots.deallocate()
        length = larger
        slots = .allocate(capacity: length)
        slots.initialize(repeating: 0, count: length)
        let mask = length - 1
        for index in 0..<count {
            let id = UnsafeBufferPointer(start: entries[index].start, count: Int(entries[index].count))
            let hash = Self.hash(id, seed: seed)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Self.tag(hash) | UInt32(index + 1)
        }
    }

    /// The entries a table of `length` slots holds: 1 in 2 up to 256 KB, where the table stays
    /// in cache anyway and shorter probes win; 13 in 16 past it, as a slot is 4 bytes and a
    /// probe's next slots mostly share its cache line, while a table half the size stays in
    /// cache at 100,000 ids.
    @inline(__always)
    private static func room(_ length: Int) -> Int { length <= 1 << 16 ? length / 2 : length / 16 * 13 }

    /// The hash's top 12 bits (the slot comes from the low ones), in a slot's top 12 bits.
    @inline(__always)
    private static func tag(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 52) << 20 }

    /// Mixes the bytes of a non-empty id into the seed 8 at a time (multiply and shift), reading
    /// short ids as two overlapping loads and never past their last byte.
    @inline(__always)
    private static func hash(_ id: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        let bytes = UnsafeRawPointer(id.baseAddress!), count = id.count
        var hash = seed ^ UInt64(count)
        @inline(__always)
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset &+= 8
            }
            mix(bytes.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        } else if count >= 4 {
            let low = UInt64(bytes.loadUnaligned(as: UInt32.self))
            mix(low | UInt64(bytes.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)) << 32)
        } else {
            var word: UInt64 = 0
            for k in 0..<count { word |= UInt64(id[k]) << (8 * k) }
            mix(word)
        }
        hash = (hash ^ (hash >> 32)) &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 31)
    }
}
