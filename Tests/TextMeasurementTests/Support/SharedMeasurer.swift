import TextMeasurement

/// One measurer for the suites that do not test the cache itself: loading fontconfig once.
enum Shared {
    /// The system font (Inter), no cache, so every call measures.
    static let uncached: TextMeasurer = {
        do { return try TextMeasurer(cacheBytes: 0) } catch { fatalError("fontconfig or Inter is missing: \(error)") }
    }()
}
