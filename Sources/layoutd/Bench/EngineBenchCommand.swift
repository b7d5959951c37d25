import ArgumentParser
import Foundation
@_spi(Testing) import LayoutEngine
import LayoutRender

/// `layoutd bench engine`: JSON in to JSON out on feeds of Twitter cells (issue 3's speed benchmark),
/// or on document files (`--documents`).
///
/// `Benchmarks/engine_vs_taffy.py` and `Benchmarks/engine_vs_yoga.py` run it with `--json
/// --write-responses` and time Taffy or Yoga on the same feed in the same run;
/// `Benchmarks/distributions.py` runs it on its stacks with `--documents`.
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

    @Option(name: .long, help: "The feed: twitter (seed 003's cells, stacks only), scrolled (the same in a scroll view) or profiles (seed 000's profile, stacks and constraints).")
    var feed: FeedKind = .twitter

    @Option(
        name: .long,
        help: """
            Time the layout drawn (svg or png, as POST /v1/render answers it) instead of JSON; the encode \
            column is then everything after the layout, the drawing included.
            """)
    var render: RenderFormat?

    @Flag(name: .long, help: "Send every feed to the constraint solver (no direct path).")
    var solverOnly = false

    @Flag(name: .long, help: "Only write the documents (with --write-documents); lay nothing out.")
    var generateOnly = false

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "Time these document files instead of feeds (each is named after its file, without .json).")
    var documents: [String] = []

    func validate() throws {
        guard !generateOnly || writeDocuments != nil else {
            throw ValidationError("--generate-only needs --write-documents")
        }
        guard repetitions >= 1, warmups >= 0, rounds >= 1 else {
            throw ValidationError("--repetitions and --rounds must be at least 1, --warmups at least 0")
        }
        guard documents.isEmpty || (writeDocuments == nil && !generateOnly) else {
            throw ValidationError("--documents cannot be combined with --write-documents or --generate-only")
        }
        guard render == nil || documents.isEmpty else {
            throw ValidationError("--render times the feeds; it cannot be combined with --documents")
        }
        guard !views.isEmpty, views.allSatisfy({ $0 >= feed.minimumViews }) else {
            throw ValidationError("--views needs counts of at least \(feed.minimumViews)")
        }
    }

    func run() throws {
        if !json && !generateOnly {
            print(EngineBenchResult.tableHeader)
        }
        var feeds: [(result: EngineBenchResult, document: [UInt8])] = []
        for path in documents {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("cannot read \(path)")
            }
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            // The view count is not known before the layout: `measure` takes it from the response.
            feeds.append((EngineBenchResult(name: name, views: 0, cells: 0, documentBytes: data.count), Array(data)))
        }
        for requested in documents.isEmpty ? views : [] {
            let made = feed.make(approximateViews: requested)
            if let directory = writeDocuments {
                try write(made.document, to: directory, name: "feed-\(made.viewCount).json")
            }
            if !generateOnly {
                let result = EngineBenchResult(
                    name: "feed-\(made.viewCount)", views: made.viewCount, cells: made.cells,
                    documentBytes: made.document.count)
                feeds.append((result, made.document))
            }
        }
        // The server's measurer: the examples' labels and buttons are measured, as served.
        var engine = DocumentInput.engine()
        engine._directPath = !solverOnly
        var results = feeds.map(\.result)
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
                try write(result.response, to: directory, name: "\(result.name).response.\(render?.rawValue ?? "json")")
            }
        }
    }

    /// One round of `document`: the warm-ups, then the timed runs, added to `result`.
    private func measure(engine: LayoutEngine, document: [UInt8], into result: inout EngineBenchResult) throws {
        var round: [EnginePhaseTimes] = []
        for run in 0..<(warmups + repetitions) {
            let times = try EnginePhaseTimes.measure(engine: engine, document: document, render: render, response: &result.response)
            if run >= warmups {
                round.append(times)
            }
        }
        result.rounds.append(round)
        if result.views == 0 {
            result.views = try Self.frameCount(result.response)
        }
    }

    /// The number of views laid out: the response's frames, one a view.
    private static func frameCount(_ response: [UInt8]) throws -> Int {
        let object = try JSONSerialization.jsonObject(with: Data(response)) as? [String: Any]
        return (object?["frames"] as? [String: Any])?.count ?? 0
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
        case twitter, profiles, scrolled

        var minimumViews: Int {
            switch self {
            case .twitter: return TwitterFeed.smallestViewCount
            case .profiles: return ProfilesFeed.smallestViewCount
            case .scrolled: return ScrolledTwitterFeed.smallestViewCount
            }
        }

        /// The feed closest to `views` views: its view count, cells and document.
        func make(approximateViews views: Int) -> (viewCount: Int, cells: Int, document: [UInt8]) {
            let feed: any RepeatedCellFeed
            switch self {
            case .twitter: feed = TwitterFeed(approximateViews: views)
            case .profiles: feed = ProfilesFeed(approximateViews: views)
            case .scrolled: feed = ScrolledTwitterFeed(approximateViews: views)
            }
            return (feed.viewCount, feed.cells, feed.json())
        }
    }
}

extension RenderFormat: ExpressibleByArgument {}
