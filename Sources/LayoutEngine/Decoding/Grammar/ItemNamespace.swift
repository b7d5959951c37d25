/// The items a document's constraints may name: view ids and layout guide ids, which share one namespace.
///
/// Also remembers each view's superview, which the Visual Format Language's `|` needs.
struct ItemNamespace: ItemLookup, Sendable {
    /// What an id names.
    enum Kind: Sendable, Hashable {
        /// A view; a scroll view (`"type": "scroll"`) also has a content and a frame layout guide.
        case view, scroll, guide

        /// Whether the id names a view (of any type).
        var isView: Bool { self != .guide }
    }

    /// 48 bytes in this order (56 with the hash before `superview`: one entry per id).
    private struct Entry {
        var id: String
        var superview: String?
        var hash: UInt64
        /// Where the decoder saw the id declared (an index into its own list), or -1.
        var declaration: Int32
        /// The view's or guide's owner number in tree order (``LayoutTree``), or -1 when not given.
        var number: Int32
        var kind: Kind
    }

    /// The ids in order of addition, with all there is to know about each. Ids compare as their
    /// UTF-8 bytes (a document's ids are ASCII, where that is the same as `==`).
    private var entries: [Entry] = []
    /// An open-addressing table over `entries`, in two arrays of the same power-of-two length, at
    /// least twice the entries: `tags` holds 16 bits of each entry's hash (never 0; 0 marks an
    /// empty slot), `slots` the entry's index. A probe reads only the tags, 2 bytes a slot, and
    /// an entry only when its tag matches: at 100,000 views the probes stay in a table a quarter
    /// the size of one of whole indices, where nearly every probe was a cache miss; the index is
    /// written, not read, for a new id. A 100,000-view document hashes each id once, with a hash
    /// a few times cheaper than `String`'s.
    private var tags: [UInt16]
    private var slots: [Int32]
    /// Seeds the hash per process, so that no one can pick ids that all collide.
    private static let processSeed = UInt64.random(in: .min ... .max)
    private let seed = processSeed

    /// An empty namespace with room for `minimumCapacity` ids.
    init(minimumCapacity: Int = 0) {
        var length = 16
        while length < 2 * minimumCapacity { length *= 2 }
        tags = [UInt16](repeating: 0, count: length)
        slots = [Int32](repeating: 0, count: length)
        entries.reserveCapacity(minimumCapacity)
    }

    /// Registers a view; returns false (and changes nothing) when the id is taken.
    @discardableResult
    mutating func addView(_ id: String, superview: String?) -> Bool {
        add(id, kind: .view, superview: superview, declaration: -1)
    }

    /// Registers a layout guide (a document's or one the engine makes); returns false when the id is taken.
    @discardableResult
    mutating func addGuide(_ id: String) -> Bool {
        add(id, kind: .guide, superview: nil, declaration: -1)
    }

    /// Registers an id with the index of its declaration, for duplicate-id errors.
    /// `utf8` is the id's bytes when the caller has them at hand: hashing them spares reading the string's.
    /// `number` is its owner number in tree order, when the caller knows it.
    mutating func add(
        _ id: String, kind: Kind, superview: String?, declaration: Int, number: Int32 = -1,
        utf8: UnsafeBufferPointer<UInt8>? = nil
    ) -> Bool {
        if let utf8 { return add(utf8, id: id, kind: kind, superview: superview, declaration: declaration, number: number) }
        return id.withContiguousUTF8 {
            add($0, id: id, kind: kind, superview: superview, declaration: declaration, number: number)
        }
    }

    /// Adds the id `bytes` (its string `id`, or one made from the bytes) unless it is there.
    private mutating func add(
        _ bytes: UnsafeBufferPointer<UInt8>, id: String?, kind: Kind, superview: String?, declaration: Int, number: Int32
    ) -> Bool {
        if 2 * (entries.count + 1) > tags.count { rehash(length: 2 * tags.count) }
        let hash = hash(bytes)
        let (slot, found) = locate(bytes, hash: hash)
        guard found == nil else { return false }
        entries.append(Entry(
            id: id ?? String(decoding: bytes, as: UTF8.self), superview: superview, hash: hash,
            declaration: Int32(truncatingIfNeeded: declaration), number: number, kind: kind))
        tags[slot] = Self.tag(hash)
        slots[slot] = Int32(truncatingIfNeeded: entries.count - 1)
        return true
    }

    /// The slot that holds the id `bytes`, with its entry, or the empty slot where it would go.
    /// An entry's id is compared as bytes, in place: no string is made for a lookup.
    private func locate(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, entry: Int?) {
        let mask = tags.count - 1
        let tag = Self.tag(hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = tags[slot]
            if stored == 0 { return (slot, nil) }
            if stored == tag {
                let entry = Int(slots[slot])
                if entries[entry].hash == hash && Self.same(entries[entry].id, bytes) { return (slot, entry) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `id`'s UTF-8 bytes are `bytes`.
    @inline(__always)
    private static func same(_ id: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        id.utf8.count == bytes.count && id.withContiguousUTF8 { JSONKey(bytes: $0).equals(JSONKey(bytes: bytes)) }
    }

    private mutating func rehash(length: Int) {
        tags = [UInt16](repeating: 0, count: length)
        slots = [Int32](repeating: 0, count: length)
        let mask = length - 1
        for index in entries.indices {
            var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
            while tags[slot] != 0 { slot = (slot + 1) & mask }
            tags[slot] = Self.tag(entries[index].hash)
            slots[slot] = Int32(truncatingIfNeeded: index)
        }
    }

    /// The hash's top 16 bits (the slot comes from the low ones), with 0 taken to mean empty.
    @inline(__always)
    private static func tag(_ hash: UInt64) -> UInt16 { max(UInt16(truncatingIfNeeded: hash >> 48), 1) }

    /// Mixes the bytes 8 at a time into the seed (multiply and shift, as in wyhash and splitmix).
    private func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = seed ^ UInt64(bytes.count)
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
            offset += 8
        }
        if offset < bytes.count, bytes.count >= 8 {
            // The last 8 bytes, overlapping the words before: one load instead of a byte loop.
            mix(UnsafeRawPointer(bytes.baseAddress! + bytes.count - 8).loadUnaligned(as: UInt64.self))
        } else if offset < bytes.count {
            var word: UInt64 = 0
            for k in offset..<bytes.count { word |= UInt64(bytes[k]) << (8 * (k - offset)) }
            mix(word)
        }
        hash = (hash ^ (hash >> 32)) &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 31)
    }

    private func entry(_ id: String) -> Entry? { id.withContiguousUTF8(entry(utf8:)) }

    private func entry(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Entry? {
        locate(bytes, hash: hash(bytes)).entry.map { entries[$0] }
    }

    /// What `id` names, if anything.
    func kind(of id: String) -> Kind? { entry(id)?.kind }

    /// What the id `bytes` names, if anything.
    func kind(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Kind? { entry(utf8: bytes)?.kind }

    /// The superview of view `id`; nil for the root and for unknown ids.
    func superview(of id: String) -> String? { entry(id)?.superview }

    /// The declaration index given when `id` was added.
    func declaration(of id: String) -> Int? { entry(id).map { Int($0.declaration) } }

    /// The id `bytes` as stored here, with what it names and its owner number (-1 when added without one).
    func item(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (kind: Kind, id: String, number: Int32)? {
        entry(utf8: bytes).map { ($0.kind, $0.id, $0.number) }
    }
}
