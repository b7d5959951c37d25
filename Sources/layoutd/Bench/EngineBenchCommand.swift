import ArgumentParser
import Foundation
@_spi(Testing) import LayoutEngine

/// `layoutd bench engine`: JSON in to JSON out on feeds of Twitter cells (issue 3's speed benchmark).
///
/// `Benchmarks/engine_vs_taffy.py` runs it with `--json --write-responses` and times Taffy
/// on the same feed in the same run.
struct EngineBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine",
        abstract: "Time LayoutEngine.layout(json:) on feeds of seed 003's Twitter cell."
    )

    @Option(name: .long, parsing: .upToNextOption, help: "Approximate view counts, one feed each.")
    var views: [Int] = [1_000, 10_000, 100_000]

    @Option(name: .long, help: "Timed runs per feed; the best and the median are reported.")
    var repetitions: Int = 5

    @Option(name: .long, help: "Untimed runs per feed before the timed ones.")
    var warmups: Int = 1

    @Option(
        name: .long,
        help: """
            Rounds over the feeds: in each, every feed in turn gets its warm-ups and timed runs, so that all \
            feeds are timed under the same conditions of the machine; each feed's runs are pooled.
            """)
    var rounds: Int = 1

    @Flag(name: .long, help: "One JSON object per feed on stdout instead of a table.")
    var json = false

    @Option(name: .long, help: "Write each feed document to DIR/feed-<views>.json.")
    var writeDocuments: String?

    @Option(name: .long, help: "Write each response to DIR/feed-<views>.response.json.")
    var writeResponses: String?

    @Option(name: .long, help: "The feed: twitter (seed 003's cells, stacks only) or profiles (seed 000's profile, stacks and constraints).")
    var feed: FeedKind = .twitter

    @Flag(name: .long, help: "Send every feed to the constraint solver (no direct path).")
    var solverOnly = false

    @Flag(name: .long, help: "Only write the documents (with --write-documents); lay nothing out.")
    var generateOnly = false

    func validate() throws {
        guard !generateOnly || writeDocuments != nil else {
            throw ValidationError("--generate-only needs --write-documents")
        }
        guard repetitions >= 1, warmups >= 0, rounds >= 1 else {
            throw ValidationError("--repetitions and --rounds must be at least 1, --warmups at least 0")
        }
        guard !views.isEmpty, views.allSatisfy({ $0 >= feed.minimumViews }) else {
            throw ValidationError("--views needs counts of at least \(feed.minimumViews)")
        }
    }

    func run() throws {
        if !json && !generateOnly {
            print(EngineBenchResult.tableHeader)
        }
        var feeds: [(feed: (viewCount: Int, cells: Int), document: [UInt8])] = []
        for requested in views {
            let made = feed.make(approximateViews: requested)
            if let directory = writeDocuments {
                try write(made.document, to: directory, name: "feed-\(made.viewCount).json")
            }
            if !generateOnly {
                feeds.append(((made.viewCount, made.cells), made.document))
            }
        }
        var engine = LayoutEngine()
        engine._directPath = !solverOnly
        var results = feeds.map { feed, document in
            EngineBenchResult(views: feed.viewCount, cells: feed.cells, documentBytes: document.count)
        }
        for _ in 0..<rounds {
            for index in feeds.indices {
                try measure(engine: engine, document: feeds[index].document, into: &results[index])
                // In one round, each feed is reported as soon as it is done.
                if rounds == 1 {
                    print(json ? results[index].jsonLine : results[index].tableRow)
                }
            }
        }
        if rounds > 1 {
            for result in results {
                print(json ? result.jsonLine : result.tableRow)
            }
        }
        if let directory = writeResponses {
            for result in results {
                try write(result.response, to: directory, name: "feed-\(result.views).response.json")
            }
        }
    }

    /// One round of `document`: the warm-ups, then the timed runs, added to `result`.
    private func measure(engine: LayoutEngine, document: [UInt8], into result: inout EngineBenchResult) throws {
        var round: [EnginePhaseTimes] = []
        for run in 0..<(warmups + repetitions) {
            let times = try EnginePhaseTimes.measure(engine: engine, document: document, response: &result.response)
            if run >= warmups {
                round.append(times)
            }
        }
        result.rounds.append(round)
    }

    private func write(_ bytes: [UInt8], to directory: String, name: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
        try Data(bytes).write(to: url)
    }
}

extension EngineBenchCommand {
    /// Which feed `bench engine` lays out.
    enum FeedKind: String, ExpressibleByArgument, CaseIterable {
        case twitter, profiles

        var minimumViews: Int {
            switch self {
            case .twitter: return TwitterFeed.fixedViews + TwitterFeed.viewsPerCell
            case .profiles: return ProfilesFeed.fixedViews + ProfilesFeed.viewsPerCell
            }
        }

        /// The feed closest to `views` views: its view count, cells and document.
        func make(approximateViews views: Int) -> (viewCount: Int, cells: Int, document: [UInt8]) {
            switch self {
            case .twitter:
                let feed = TwitterFeed(approximateViews: views)
                return (feed.viewCount, feed.cells, feed.json())
            case .profiles:
                let feed = ProfilesFeed(approximateViews: views)
                return (feed.viewCount, feed.cells, feed.json())
            }
        }
    }
}
