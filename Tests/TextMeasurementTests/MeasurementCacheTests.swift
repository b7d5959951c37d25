import Testing

@testable import TextMeasurement

/// The shared cache: identical answers to the uncached path under concurrent use, counters, and
/// its bound in bytes with least-recently-used eviction.
@Suite struct MeasurementCacheTests {
    /// A mix of texts, fonts, widths, line caps and modes, all different keys.
    static let requests: [(String, FontRequest, Double?, Int, LineBreakMode)] = {
        let texts = ["Stack views are the best thing since sliced bread", "Wolves 2–1", "שלום עולם", "नमस्ते", "", "a\nb"]
        var requests: [(String, FontRequest, Double?, Int, LineBreakMode)] = []
        for (index, text) in texts.enumerated() {
            for weight in [400, 700] {
                requests.append((text, FontRequest(size: 15 + Double(index), weight: weight), 120, 0, .byWordWrapping))
                requests.append((text, FontRequest(size: 17, weight: weight), nil, 1, .byTruncatingTail))
                requests.append((text, FontRequest(size: 13, weight: weight, italic: true), 80, 2, .byTruncatingMiddle))
            }
        }
        return requests
    }()

    @Test func sixtyFourConcurrentTasksGetTheUncachedAnswers() async throws {
        let uncached = Shared.uncached
        let expected = try Self.requests.map {
            try uncached.measure($0.0, font: $0.1, maxWidth: $0.2, numberOfLines: $0.3, lineBreakMode: $0.4)
        }
        let cached = try TextMeasurer(cacheBytes: 1 << 20)
        let answers = try await withThrowingTaskGroup(of: [MeasuredText].self) { group in
            for task in 0..<64 {
                group.addTask {
                    // Each task walks the requests from a different start, so they race on entries;
                    // its answers are put back in the requests' order.
                    var answers = [MeasuredText?](repeating: nil, count: Self.requests.count)
                    for step in 0..<Self.requests.count {
                        let index = (step + task) % Self.requests.count
                        let request = Self.requests[index]
                        answers[index] = try cached.measure(
                            request.0, font: request.1, maxWidth: request.2, numberOfLines: request.3,
                            lineBreakMode: request.4)
                    }
                    return answers.compactMap { $0 }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 64)
        for answer in answers { #expect(answer == expected) }
        let statistics = cached.cacheStatistics
        #expect(statistics.hits + statistics.misses == 64 * Self.requests.count)
        #expect(statistics.misses >= Self.requests.count && statistics.hits > 0)
        #expect(statistics.entries == Self.requests.count && statistics.bytes <= statistics.capacityBytes)
    }

    @Test func aSecondMeasurementIsAHit() throws {
        let measurer = try TextMeasurer(cacheBytes: 1 << 20)
        let first = try measurer.measure("Wolves", font: FontRequest())
        #expect(measurer.cacheStatistics.misses == 1 && measurer.cacheStatistics.hits == 0)
        let second = try measurer.measure("Wolves", font: FontRequest())
        #expect(first == second)
        #expect(measurer.cacheStatistics.hits == 1 && measurer.cacheStatistics.misses == 1)
        // Another width limit is another key.
        _ = try measurer.measure("Wolves", font: FontRequest(), maxWidth: 10, numberOfLines: 0)
        #expect(measurer.cacheStatistics.misses == 2)
    }

    /// A measurer whose cache has room for three entries of one footprint ("entry 0", "entry 1", ...
    /// have the same), and half an entry more.
    private static func roomForThreeEntries(font: FontRequest) throws -> TextMeasurer {
        let probe = try Shared.uncached.measure("entry 0", font: font)
        let size = MeasurementCache.estimatedBytes(
            MeasurementKey(
                text: "entry 0", font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail), probe)
        return try TextMeasurer(cacheBytes: 3 * size + size / 2)
    }

    @Test func theBoundEvictsTheLeastRecentlyUsed() throws {
        let font = FontRequest()
        let measurer = try Self.roomForThreeEntries(font: font)
        for index in 0..<3 { _ = try measurer.measure("entry \(index)", font: font) }
        #expect(measurer.cacheStatistics.entries == 3 && measurer.cacheStatistics.evictions == 0)
        _ = try measurer.measure("entry 0", font: font)  // a hit: entry 0 is now the most recent
        _ = try measurer.measure("entry 3", font: font)  // evicts entry 1, the least recent
        var statistics = measurer.cacheStatistics
        #expect(statistics.evictions == 1 && statistics.entries == 3 && statistics.bytes <= statistics.capacityBytes)
        let hits = statistics.hits
        _ = try measurer.measure("entry 0", font: font)
        _ = try measurer.measure("entry 2", font: font)
        #expect(measurer.cacheStatistics.hits == hits + 2)
        _ = try measurer.measure("entry 1", font: font)  // evicted: a miss
        statistics = measurer.cacheStatistics
        #expect(statistics.hits == hits + 2 && statistics.evictions == 2)
        #expect(statistics.bytes <= statistics.capacityBytes)
    }

    @Test func slotsFreedByEvictionKeepTheRecencyOrder() throws {
        // Room for three entries of one footprint ("entry 0" to "entry 5"). Each evicted entry's
        // slot is taken by the next one stored, so the list's links run through reused slots.
        // The order, least recent first, worked out by hand after each step:
        let font = FontRequest()
        let measurer = try Self.roomForThreeEntries(font: font)
        func measure(_ index: Int) throws { _ = try measurer.measure("entry \(index)", font: font) }
        for index in 0..<3 { try measure(index) }  // 0 1 2
        try measure(0)  // hit: 1 2 0
        try measure(3)  // evicts 1: 2 0 3
        try measure(2)  // hit: 0 3 2
        try measure(4)  // evicts 0: 3 2 4
        try measure(5)  // evicts 3: 2 4 5
        #expect(measurer.cacheStatistics.hits == 2 && measurer.cacheStatistics.evictions == 3)
        for index in [2, 4, 5] { try measure(index) }  // hits: 2 4 5
        #expect(measurer.cacheStatistics.hits == 5 && measurer.cacheStatistics.evictions == 3)
        try measure(3)  // evicts 2, the least recent: 4 5 3
        try measure(4)  // hit: 5 3 4
        try measure(2)  // evicted before, a miss; evicts 5: 3 4 2
        try measure(3)  // hit: 4 2 3
        try measure(5)  // evicted before, a miss; evicts 4: 2 3 5
        let statistics = measurer.cacheStatistics
        #expect(statistics.hits == 7 && statistics.evictions == 6 && statistics.entries == 3)
        #expect(statistics.bytes <= statistics.capacityBytes)
    }

    @Test func aZeroBoundCachesNothingAndAnEntryLargerThanTheBoundIsNotStored() throws {
        let none = try TextMeasurer(cacheBytes: 0)
        _ = try none.measure("a", font: FontRequest())
        _ = try none.measure("a", font: FontRequest())
        #expect(none.cacheStatistics.hits == 0 && none.cacheStatistics.entries == 0)
        let small = try TextMeasurer(cacheBytes: 1000)
        _ = try small.measure(String(repeating: "long text ", count: 200), font: FontRequest())
        #expect(small.cacheStatistics.entries == 0 && small.cacheStatistics.bytes == 0)
    }
}
