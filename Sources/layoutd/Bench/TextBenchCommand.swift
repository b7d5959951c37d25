import ArgumentParser
import Foundation
@_spi(Testing) import LayoutEngine
import LayoutServer
import TextMeasurement

/// `layoutd bench text`: the text feed (``TextFeed``: seed 003's cells with their labels) end to
/// end, JSON in to JSON out, against the same feed with the sizes given by hand (its labels plain
/// views of the sizes the labels settled on), and the cost of one measurement, cached and not.
///
/// Per feed: the labels and the measurements one layout makes; the best of `--repetitions` runs of
/// the feed by hand, of the text feed with a warm measurement cache (every text measured in an
/// earlier run), with no cache (every measurement shapes its text), and with a warm cache by the
/// loop that lays out both axes each pass (`_horizontalFirst` off); the text feed's ratios to the
/// feed by hand; and whether the two feeds' frames are the same bytes.
struct TextBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Time the text feed (seed 003's cells with their labels) against the same feed with the sizes given by hand.")

    @Option(name: .long, parsing: .upToNextOption, help: "Approximate view counts, one feed each.")
    var views: [Int] = [1_000, 10_000, 100_000]

    @Option(name: .long, help: "Timed runs per feed and variant; the best is reported.")
    var repetitions: Int = 3

    @Option(name: .long, help: "Write each feed to DIR/text-feed-<views>.json and DIR/text-feed-<views>-by-hand.json.")
    var writeDocuments: String?

    func validate() throws {
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
        guard !views.isEmpty, views.allSatisfy({ $0 >= TextFeed.smallestViewCount }) else {
            throw ValidationError("--views needs counts of at least \(TextFeed.smallestViewCount)")
        }
    }

    static let header = """
        views   cells  labels  measures  hand ms  warm ms  cold ms  loop ms  warm/hand  cold/hand  \
        µs/measure cold  µs/measure warm  frames
        """

    func run() throws {
        print(Self.header)
        for requested in views {
            let row = try Self.measure(TextFeed(approximateViews: requested), repetitions: repetitions, writeTo: writeDocuments)
            print(row)
        }
    }

    /// One feed's row.
    static func measure(_ feed: TextFeed, repetitions: Int, writeTo directory: String?) throws -> String {
        let system = ServerConfiguration.defaultSystemFont
        let cached = try TextMeasurer(systemFamily: system)
        let uncached = try TextMeasurer(systemFamily: system, cacheBytes: 0)
        let document = feed.json()
        if let directory {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(document).write(to: URL(fileURLWithPath: "\(directory)/text-feed-\(feed.viewCount).json"))
        }
        // One layout recorded: its measurements, and the sizes its labels settled on.
        let recorder = RecordingMeasurer(TextMeasurerAdapter(cached))
        let recording = LayoutEngine(textMeasurer: recorder)
        let decoded = try DocumentDecoder.decode(document, limits: recording.limits).get()
        guard let settled = recording._settledDocument(for: decoded) else { throw ValidationError("the text feed did not lay out") }
        let requests = recorder.requests
        var sizes: [String: OptionalSize] = [:]
        collectLabelSizes(settled.root, into: &sizes)
        let byHand = feed.bySizes(sizes).json()
        if let directory {
            try Data(byHand).write(to: URL(fileURLWithPath: "\(directory)/text-feed-\(feed.viewCount)-by-hand.json"))
        }

        let warm = LayoutEngine(textMeasurer: TextMeasurerAdapter(cached))
        let cold = LayoutEngine(textMeasurer: TextMeasurerAdapter(uncached))
        var loop = warm
        loop._horizontalFirst = false
        let (handTime, handResponse) = try best(LayoutEngine(), byHand, repetitions)
        let (warmTime, textResponse) = try best(warm, document, repetitions)
        let (coldTime, _) = try best(cold, document, repetitions)
        let (loopTime, loopResponse) = try best(loop, document, repetitions)
        let same = frames(handResponse) == frames(textResponse) && frames(loopResponse) == frames(textResponse)

        // Each recorded measurement again, alone: through no cache, then through the warm one.
        let coldMeasure = try perMeasurement(requests, TextMeasurerAdapter(uncached), repetitions)
        let warmMeasure = try perMeasurement(requests, TextMeasurerAdapter(cached), repetitions)
        let labels = sizes.count
        return [
            pad(String(feed.viewCount), 6), pad(String(feed.cells), 7), pad(String(labels), 7),
            pad(String(requests.count), 9), pad(ms(handTime), 8), pad(ms(warmTime), 8), pad(ms(coldTime), 8),
            pad(ms(loopTime), 8), pad(ratio(warmTime, handTime), 10), pad(ratio(coldTime, handTime), 10),
            pad(String(format: "%.2f", coldMeasure), 16), pad(String(format: "%.2f", warmMeasure), 16),
            same ? "  same" : "  DIFFER",
        ].joined(separator: " ")
    }

    /// Every label's settled intrinsic size under `node`, by id.
    static func collectLabelSizes(_ node: ViewNode, into sizes: inout [String: OptionalSize]) {
        if node.text != nil { sizes[node.id] = node.intrinsicContentSize }
        for child in node.subviews { collectLabelSizes(child, into: &sizes) }
        for child in node.arrangedSubviews { collectLabelSizes(child, into: &sizes) }
    }

    /// The best end-to-end time of `document` by `engine`, in microseconds, after one untimed run; and the response.
    static func best(_ engine: LayoutEngine, _ document: [UInt8], _ repetitions: Int) throws -> (Double, [UInt8]) {
        var response: [UInt8] = []
        var best = Double.infinity
        for run in 0...repetitions {
            let clock = ContinuousClock()
            let start = clock.now
            let result = engine.layout(json: document)
            let elapsed = clock.now - start
            switch result {
            case .failure(let problem): throw ValidationError("the engine rejected the feed: \(problem.detail)")
            case .success(let bytes): response = bytes
            }
            if run > 0 { best = min(best, elapsed.microseconds) }
        }
        return (best, response)
    }

    /// The best time of `requests`, each measured once by `measurer`, per request, in microseconds.
    static func perMeasurement(
        _ requests: [RecordingMeasurer.Request], _ measurer: any TextMeasuring, _ repetitions: Int
    ) throws -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let clock = ContinuousClock()
            let start = clock.now
            for request in requests {
                _ = try measurer.measure(
                    request.text, font: request.font, maxWidth: request.maxWidth, numberOfLines: request.numberOfLines,
                    lineBreakMode: request.lineBreakMode)
            }
            best = min(best, (clock.now - start).microseconds / Double(max(1, requests.count)))
        }
        return best
    }

    /// A response's bytes up to its stats (its frames and diagnostics).
    static func frames(_ response: [UInt8]) -> ArraySlice<UInt8> {
        let marker = Array(#","stats":"#.utf8)
        guard response.count >= marker.count else { return response[...] }
        for start in stride(from: response.count - marker.count, through: 0, by: -1)
        where response[start..<start + marker.count].elementsEqual(marker) {
            return response[..<start]
        }
        return response[...]
    }

    static func ms(_ microseconds: Double) -> String { String(format: "%.1f", microseconds / 1000) }
    static func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f×", a / b) }
    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
