import Foundation
import TestSupport
import Testing

/// `layoutd bench engine --json`, run as the real executable: the runs it reports one by one are
/// the ones its best and medians come from, which is what `Benchmarks/engine_vs_taffy.py
/// --rounds` pools across processes.
@Suite struct BenchCommandTests {
    @Test func engineBenchListsEveryRun() throws {
        let run = try LayoutdProcess.run(
            ["bench", "engine", "--json", "--views", "100", "--repetitions", "3", "--warmups", "0"], stdin: "")
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("{") })
        let result = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let samples = try #require(result["samples"] as? [String: [Double]])
        let phases = try #require(result["phaseMedianMicroseconds"] as? [String: Double])
        #expect(result["repetitions"] as? Int == 3)
        #expect(Set(samples.keys) == Set(phases.keys).union(["total"]))
        // Three runs: the median is the middle one, as printed (one decimal) both ways.
        func middle(_ values: [Double]) -> Double? { values.count == 3 ? values.sorted()[1] : nil }
        let total = try #require(samples["total"])
        #expect(middle(total) == result["totalMedianMicroseconds"] as? Double)
        #expect(total.min() == result["totalBestMicroseconds"] as? Double)
        for (name, median) in phases {
            #expect(middle(samples[name] ?? []) == median, "\(name)")
        }
        // The phases are parts of each run.
        for index in total.indices {
            let parts = samples.filter { $0.key != "total" }.values.map { $0[index] }.reduce(0, +)
            #expect(parts <= total[index] + 0.5)
        }
    }

    /// With rounds, every feed is timed in every round: its runs are the rounds' runs in order,
    /// and each round's median is the middle of that round's three.
    @Test func engineBenchRoundsCoverEveryFeed() throws {
        let run = try LayoutdProcess.run(
            ["bench", "engine", "--json", "--views", "100", "200", "--repetitions", "3", "--warmups", "0", "--rounds", "2"],
            stdin: "")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").filter { $0.hasPrefix("{") }
        #expect(lines.count == 2)
        var views: [Int] = []
        for line in lines {
            let result = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            views.append(try #require(result["views"] as? Int))
            let total = try #require((result["samples"] as? [String: [Double]])?["total"])
            let rounds = try #require(result["roundMedianMicroseconds"] as? [Double])
            #expect(total.count == 6)
            #expect(rounds == [Array(total[0..<3]), Array(total[3..<6])].map { $0.sorted()[1] })
        }
        // TwitterFeed(approximateViews:): 2 + 13 per cell, cells rounded to the nearest.
        #expect(views == [106, 197])
    }

    /// `bench text`: seed 003's cells with their own names and tweets (none repeated, so the
    /// measurement cache holds no one cell for all), and the same feed with the sizes given by
    /// hand (its labels plain views of their settled sizes), which lays out to the same frames.
    @Test func textBenchComparesTheFeedWithItsSizesByHand() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("text-feed-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try LayoutdProcess.run(
            ["bench", "text", "--views", "106", "--repetitions", "1", "--write-documents", directory.path], stdin: "")
        #expect(run.status == 0, "\(run.stderr)")
        let row = try #require(run.stdout.split(separator: "\n").last).split(separator: " ").map(String.init)
        // views, cells, labels, measures, 4 times, 2 ratios, 2 costs, frames: TextFeed(approximateViews: 106)
        // is 2 + 13 per cell, 8 cells of 4 labels each.
        #expect(row.count == 13 && row[0] == "106" && row[1] == "8" && row[2] == "32" && row[12] == "same", "\(row)")
        // Each label measured unwrapped, each tweet again at its column's width (375 − 12 − 48 − 9 −
        // 12 = 294), and once more only where x's second solve moved that width (in its last bits).
        let measures = try #require(Int(row[3]))
        #expect((32 + 8...32 + 16).contains(measures), "\(row)")
        let text = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("text-feed-106.json")))
        let hand = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("text-feed-106-by-hand.json")))
        func cells(_ document: Any) -> [[String: Any]] {
            let root = (document as? [String: Any])?["root"] as? [String: Any]
            let feed = (root?["subviews"] as? [[String: Any]])?.first
            return feed?["arrangedSubviews"] as? [[String: Any]] ?? []
        }
        /// The views under `view`, depth first.
        func views(_ view: [String: Any]) -> [[String: Any]] {
            [view] + ((view["arrangedSubviews"] as? [[String: Any]]) ?? []).flatMap(views)
        }
        let textViews = cells(text).flatMap(views), handViews = cells(hand).flatMap(views)
        #expect(textViews.count == 8 * 13 && handViews.count == textViews.count)
        #expect(textViews.map { $0["id"] as? String } == handViews.map { $0["id"] as? String })
        let labels = textViews.filter { $0["type"] as? String == "label" }
        #expect(labels.count == 32)
        #expect(!handViews.contains { $0["type"] as? String == "label" })
        let tweets = labels.filter { $0["numberOfLines"] as? Int == 0 }.compactMap { $0["text"] as? String }
        let names = labels.filter { ($0["id"] as? String)?.hasSuffix("_name") == true }.compactMap { $0["text"] as? String }
        #expect(tweets.count == 8 && Set(tweets).count == 8, "\(tweets)")
        #expect(Set(names).count > 1, "\(names)")
    }

    /// `--feed profiles`: seed 000's profile repeated, each laid out as the example lays out
    /// one profile at 375 points, and the path the engine took.
    @Test func profilesFeedRepeatsSeed000sProfile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-feed-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try LayoutdProcess.run(
            ["bench", "engine", "--feed", "profiles", "--json", "--views", "62", "--repetitions", "1", "--warmups", "0",
             "--write-responses", directory.path],
            stdin: "")
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("{") })
        let result = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        // ProfilesFeed(approximateViews: 62): 2 + 30 per profile, so two profiles.
        #expect(result["views"] as? Int == 62)
        // `box.width == profile.width` is a cross tie of the direct part, the separators,
        // backgrounds and borders dependent blocks: the block layout.
        #expect(result["path"] as? String == "blocks")
        let response = try Data(contentsOf: directory.appendingPathComponent("feed-62.response.json"))
        let frames = try #require((try JSONSerialization.jsonObject(with: response) as? [String: Any])?["frames"] as? [String: [String: Double]])
        // As in ExamplesTests (players 343 wide there, 375 here): a profile is 32 + 8 + 74 = 114 high,
        // the second 16 below the first; four columns of 375 / 4 = 93.75, separators 1 wide centred
        // on the second column's leading edge (93.75 - 0.5); a background half the column's 74.
        #expect(frames["p0"] == ["x": 0, "y": 0, "width": 375, "height": 114])
        #expect(frames["p1"] == ["x": 0, "y": 130, "width": 375, "height": 114])
        #expect(frames["p1_separator1"] == ["x": 93.25, "y": 0, "width": 1, "height": 74])
        #expect(frames["p0_seasons_background"] == ["x": 0, "y": 0, "width": 93.75, "height": 37])
    }

    /// `--feed scrolled`: the Twitter feed in a scroll view, laid out by the direct path with the
    /// same cell frames as the plain feed, its `contentSize` the feed's size.
    @Test func scrolledFeedIsTheStackFeedInAScrollView() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scrolled-feed-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        var responses: [[String: Any]] = []
        for feed in ["twitter", "scrolled"] {
            let run = try LayoutdProcess.run(
                ["bench", "engine", "--feed", feed, "--json", "--views", "106", "--repetitions", "1", "--warmups", "0",
                 "--write-responses", directory.appendingPathComponent(feed).path],
                stdin: "")
            #expect(run.status == 0, "\(run.stderr)")
            let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("{") })
            let result = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(result["path"] as? String == "direct", "\(feed)")
            let views = try #require(result["views"] as? Int)
            // Eight cells of 13 views, and the root and the feed (and the scroll view).
            #expect(views == (feed == "twitter" ? 106 : 107))
            let data = try Data(contentsOf: directory.appendingPathComponent(feed).appendingPathComponent("feed-\(views).response.json"))
            responses.append(try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
        }
        let plain = try #require(responses[0]["frames"] as? [String: [String: Double]])
        let scrolled = try #require(responses[1]["frames"] as? [String: [String: Double]])
        // The feed at the content's origin, as wide as the frame (375); every cell as in the plain feed.
        let feed = try #require(plain["feed"])
        #expect(scrolled["feed"] == feed)
        #expect(scrolled["scroll"] == ["x": 0, "y": 0, "width": 375, "height": 812])
        for (id, frame) in plain where id != "screen" && id != "feed" {
            #expect(scrolled[id] == frame, "\(id)")
        }
        // contentSize: the feed's size, the four pins having no constants.
        let scroll = try #require(responses[1]["scroll"] as? [String: [String: [String: Double]]])
        #expect(scroll["scroll"]?["contentSize"] == ["width": 375, "height": feed["height"] ?? -1])
    }

    /// `--documents`: a document file timed as a feed is, named after its file; its view count is
    /// the response's frames, and its response is written under that name.
    @Test func engineBenchTimesDocumentFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-documents-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let document = directory.appendingPathComponent("two-views.json")
        let text = #"{"root":{"id":"root","width":100,"height":50,"subviews":[{"id":"a"},{"id":"b"}]},"#
            + #""constraints":["a.leading == root.leading","a.top == root.top","a.width == 40","a.height == 10","#
            + #""b.leading == a.trailing","b.top == a.bottom","b.width == a.width","b.height == a.height"]}"#
        try Data(text.utf8).write(to: document)
        let run = try LayoutdProcess.run(
            ["bench", "engine", "--json", "--documents", document.path, "--repetitions", "2", "--warmups", "0",
             "--write-responses", directory.path],
            stdin: "")
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("{") })
        let result = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(result["name"] as? String == "two-views")
        // The root and its two subviews.
        #expect(result["views"] as? Int == 3)
        #expect(result["repetitions"] as? Int == 2)
        let response = try Data(contentsOf: directory.appendingPathComponent("two-views.response.json"))
        let frames = try #require((try JSONSerialization.jsonObject(with: response) as? [String: Any])?["frames"] as? [String: [String: Double]])
        // b starts where a ends, on both axes, with a's size.
        #expect(frames["b"] == ["x": 40, "y": 10, "width": 40, "height": 10])
    }

    /// `layoutd bench sizes` on a two-view document at 5 widths: the four bodies are timed and their
    /// ratios printed, and every size after the first moves the canvas (the document and the
    /// traits are the same at every width, both dimensions given): "1 sizes from nothing", "4 sizes
    /// moved".
    @Test func sizesBenchSplitsMovedSizesFromFreshOnes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-sizes-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let document = directory.appendingPathComponent("box.json")
        let text = #"{"root":{"id":"root","width":100,"height":50,"subviews":[{"id":"a"}]},"#
            + #""constraints":["a.leading == root.leading + 8","a.trailing == root.trailing - 8","a.top == root.top","a.height == 10"]}"#
        try Data(text.utf8).write(to: document)
        let run = try LayoutdProcess.run(
            ["bench", "sizes", document.path, "--count", "5", "--repetitions", "1", "--rounds", "1"], stdin: "")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        for label in ["one layout", "5 sizes, one request", "5 sizes, one request, each from nothing", "5 separate requests"] {
            #expect(lines.contains { $0.hasPrefix(label + " ") }, "\(label): \(run.stdout)")
        }
        #expect(lines.contains { $0.hasPrefix("one request / one layout: ") })
        let split = try #require(lines.first { $0.hasPrefix("one request's split") })
        #expect(split.contains("1 sizes from nothing") && split.contains("4 sizes moved"), "\(split)")
    }
}
