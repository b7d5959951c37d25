/// The items a document's constraints may name: view ids and layout guide ids, which share one namespace.
///
/// Also remembers each view's superview, which the Visual Format Language's `|` needs.
public struct ItemNamespace: Sendable {
    /// What an id names.
    public enum Kind: Sendable, Hashable {
        case view, guide
    }

    private struct Entry {
        var id: String
        var hash: UInt64
        var kind: Kind
        var superview: String?
        /// Where the decoder saw the id declared (an index into its own list).
        var declaration: Int
    }

    /// The ids in order of addition, with all there is to know about each. Ids compare as their
    /// UTF-8 bytes (a document's ids are ASCII, where that is the same as `==`).
    private var entries: [Entry] = []
    /// An open-addressing table over `entries`: each slot holds an entry's index plus one in its
    /// low 32 bits (0 when empty) and the high 32 bits of the entry's hash above them, so that a
    /// probe past another id's slot does not read that entry (at 100,000 views, a cache miss);
    /// its length is a power of two, at least twice the entries. A 100,000-view document hashes
    /// each id once, with a hash a few times cheaper than `String`'s.
    private var slots: [UInt64]
    /// Seeds the hash per process, so that no one can pick ids that all collide.
    private static let processSeed = UInt64.random(in: .min ... .max)
    private let seed = processSeed

    /// An empty namespace with room for `minimumCapacity` ids.
    public init(minimumCapacity: Int = 0) {
        var length = 16
        while length < 2 * minimumCapacity { length *= 2 }
        slots = [UInt64](repeating: 0, count: length)
        entries.reserveCapacity(minimumCapacity)
    }

    /// Registers a view; returns false (and changes nothing) when the id is taken.
    @discardableResult
    public mutating func addView(_ id: String, superview: String?) -> Bool {
        add(id, kind: .view, superview: superview, declaration: -1)
    }

    /// Registers a layout guide (a document's or one the engine makes); returns false when the id is taken.
    @discardableResult
    public mutating func addGuide(_ id: String) -> Bool {
        add(id, kind: .guide, superview: nil, declaration: -1)
    }

    /// Registers an id with the index of its declaration, for duplicate-id errors.
    /// `utf8` is the id's bytes when the caller has them at hand: hashing them spares reading the string's.
    mutating func add(
        _ id: String, kind: Kind, superview: String?, declaration: Int, utf8: UnsafeBufferPointer<UInt8>? = nil
    ) -> Bool {
        if 2 * (entries.count + 1) > slots.count { rehash(length: 2 * slots.count) }
        let hash = utf8.map(hash) ?? hash(id)
        let (slot, found) = locate(id, hash: hash)
        guard found == nil else { return false }
        entries.append(Entry(id: id, hash: hash, kind: kind, superview: superview, declaration: declaration))
        slots[slot] = Self.slot(entry: entries.count - 1, hash: hash)
        return true
    }

    /// The slot that holds `id`, with its entry, or the empty slot where it would go.
    private func locate(_ id: String, hash: UInt64) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return (slot, nil) }
            if stored >> 32 == hash >> 32 {
                let entry = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
                if entries[entry].hash == hash && entries[entry].id == id { return (slot, entry) }
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func rehash(length: Int) {
        slots = [UInt64](repeating: 0, count: length)
        let mask = length - 1
        for index in entries.indices {
            var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Self.slot(entry: index, hash: entries[index].hash)
        }
    }

    @inline(__always)
    private static func slot(entry: Int, hash: UInt64) -> UInt64 {
        hash & 0xFFFF_FFFF_0000_0000 | UInt64(truncatingIfNeeded: entry + 1)
    }

    /// Hashes the id's UTF-8 bytes, read in place where the string keeps them contiguous (native strings do).
    private func hash(_ id: String) -> UInt64 {
        if let hash = id.utf8.withContiguousStorageIfAvailable(hash) { return hash }
        var id = id
        return id.withUTF8(hash)
    }

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

    private func entry(_ id: String) -> Entry? { locate(id, hash: hash(id)).entry.map { entries[$0] } }

    /// What `id` names, if anything.
    public func kind(of id: String) -> Kind? { entry(id)?.kind }

    /// The superview of view `id`; nil for the root and for unknown ids.
    public func superview(of id: String) -> String? { entry(id)?.superview }

    /// The declaration index given when `id` was added.
    func declaration(of id: String) -> Int? { entry(id)?.declaration }

    /// The item an item path names: an id, `ID.layoutMarginsGuide` or `ID.safeAreaLayoutGuide`.
    /// - Returns: the item, or why the path names none (a detail for an error).
    public func resolve(_ path: String) -> Result<LayoutItem, ItemResolutionError> {
        switch kind(of: path) {
        case .view: return .success(.view(path))
        case .guide: return .success(.guide(path))
        case nil: break
        }
        for (suffix, make) in Self.viewGuides {
            guard path.hasSuffix(suffix) else { continue }
            let base = String(path.dropLast(suffix.count))
            switch kind(of: base) {
            case .view: return .success(make(base))
            case .guide:
                return .failure(ItemResolutionError(
                    detail: "'\(base)' is a layout guide; only views have a \(suffix.dropFirst())"))
            case nil:
                return .failure(ItemResolutionError(detail: "unknown item '\(base)': no view has that id"))
            }
        }
        return .failure(ItemResolutionError(detail: "unknown item '\(path)': no view or layout guide has that id"))
    }

    private static let viewGuides: [(String, @Sendable (String) -> LayoutItem)] = [
        (".layoutMarginsGuide", { .layoutMarginsGuide($0) }),
        (".safeAreaLayoutGuide", { .safeAreaLayoutGuide($0) }),
    ]
}
