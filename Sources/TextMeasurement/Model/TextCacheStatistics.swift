/// The measurement cache's counters, for `/metrics`.
public struct TextCacheStatistics: Sendable, Equatable {
    /// Measurements answered from the cache.
    public var hits: Int
    /// Measurements computed (and then stored).
    public var misses: Int
    /// Entries evicted to stay within the byte bound.
    public var evictions: Int
    /// Entries held now.
    public var entries: Int
    /// Estimated bytes held now (never above the bound).
    public var bytes: Int
    /// The bound, in bytes.
    public var capacityBytes: Int

    /// Creates a snapshot.
    public init(hits: Int, misses: Int, evictions: Int, entries: Int, bytes: Int, capacityBytes: Int) {
        self.hits = hits
        self.misses = misses
        self.evictions = evictions
        self.entries = entries
        self.bytes = bytes
        self.capacityBytes = capacityBytes
    }
}
