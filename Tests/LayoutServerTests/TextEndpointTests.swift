import Foundation
import LayoutEngine
@testable import LayoutServer
import TestSupport
import TextMeasurement
import Testing

/// Labels, buttons and fonts over real HTTP (issue 16): sizes measured by the server's fonts as a
/// client reads them from the response bytes, `GET /v1/fonts`, the cache's counters in `/metrics`,
/// and the 422s of bad text.
@Suite("Text: labels, buttons and fonts over HTTP")
struct TextEndpointTests {
    private func frame(_ response: MinimalHTTPClient.Response, _ id: String) -> [Double]? {
        guard let frame = (response.json["frames"] as? [String: Any])?[id] as? [String: Double] else { return nil }
        return [frame["x"] ?? .nan, frame["y"] ?? .nan, frame["width"] ?? .nan, frame["height"] ?? .nan]
    }

    private func close(_ a: [Double]?, _ b: [Double]) -> Bool {
        guard let a, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    /// A label and a button in a vertical stack at the top-left of the screen (alignment leading,
    /// spacing 8): each is its intrinsic size, derived from hb-shape's advances on Inter and
    /// Inter's line height (``InterReference``), rounded up to thirds of a point; the button adds
    /// UIKit's 6 points above and below its title. `include: ["text"]` answers the label's line.
    @Test func labelAndButtonInAStack() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: """
            {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
               {"id": "form", "type": "stack", "axis": "vertical", "alignment": "leading", "spacing": 8,
                "arrangedSubviews": [
                  {"id": "title", "type": "label", "text": "Welcome back", "font": {"size": 24, "weight": "bold"}},
                  {"id": "signIn", "type": "button", "title": "Sign in"}]}]},
             "constraints": ["form.top == screen.top", "form.leading == screen.leading"],
             "options": {"include": ["text"]}}
            """)
        #expect(response.status == 200)
        let titleWidth = InterReference.ceil(try InterReference.width("Welcome back", size: 24, file: InterReference.bold))
        let titleHeight = InterReference.ceil(InterReference.lineHeight(24))
        let buttonWidth = InterReference.ceil(try InterReference.width("Sign in", size: 15))
        let buttonHeight = InterReference.ceil(InterReference.lineHeight(15)) + 12
        #expect(close(frame(response, "title"), [0, 0, titleWidth, titleHeight]), "\(response.json)")
        #expect(close(frame(response, "signIn"), [0, titleHeight + 8, buttonWidth, buttonHeight]), "\(response.json)")
        let lines = ((response.json["text"] as? [String: Any])?["title"] as? [String: Any])?["lines"] as? [[String: Any]]
        #expect(lines?.count == 1)
        #expect(lines?.first?["text"] as? String == "Welcome back")
    }

    /// The shared measurement cache under 64 concurrent clients: 8 documents (different texts,
    /// widths and fonts), each sent by 8 clients at once, are answered with the bytes an engine
    /// whose measurer has no cache gives (all but `stats`' timings).
    @Test func cacheUnder64ConcurrentClientsAnswersAsUncached() throws {
        let server = try TestServer { $0.solverThreads = 4 }
        defer { server.stop() }
        let uncached = LayoutEngine(
            textMeasurer: TextMeasurerAdapter(try TextMeasurer(systemFamily: "Inter", cacheBytes: 0)))
        let documents = (0..<8).map { index in
            """
            {"root": {"id": "screen", "width": \(300 + 20 * index), "subviews": [
               {"id": "tweet", "type": "label", "numberOfLines": 0, "font": {"size": \(13 + index), "weight": \(300 + 100 * (index % 4))},
                "text": "Document \(index): stack views are the best thing since sliced bread, and their text is measured once"}]},
             "constraints": ["tweet.top == screen.top", "tweet.bottom == screen.bottom", "tweet.leading == screen.leading",
                             "tweet.trailing == screen.trailing"],
             "options": {"include": ["text"]}}
            """
        }
        let expected = try documents.map { Self.withoutStats(try uncached.layout(json: Array($0.utf8)).get()) }
        let answers = LockedBox([String?](repeating: nil, count: 64))
        DispatchQueue.concurrentPerform(iterations: 64) { client in
            let response = try? server.post(json: documents[client % 8])
            answers.mutate { $0[client] = response.flatMap { $0.status == 200 ? Self.withoutStats($0.body) : nil } }
        }
        let received = answers.value
        for client in 0..<64 {
            #expect(received[client] == expected[client % 8], "client \(client)")
        }
        #expect(server.server.textMeasurer?.cacheStatistics.hits ?? 0 > 0)
    }

    /// A response body as text without its `stats` (timings vary from run to run).
    private static func withoutStats(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return String(text[..<(text.range(of: #","stats":"#)?.lowerBound ?? text.endIndex)])
    }

    /// An unknown family is a 422 at its pointer, as application/problem+json.
    @Test func unknownFamilyIs422() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: """
            {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
               {"id": "l", "type": "label", "text": "x", "font": {"family": "Comic Nonexistent"}}]}}
            """)
        #expect(response.status == 422)
        let errors = response.json["errors"] as? [[String: Any]]
        #expect(errors?.map { $0["pointer"] as? String } == ["/root/subviews/0/font/family"])
    }

    /// `--max-text-bytes`: a title over it is refused at its pointer.
    @Test func textOverTheConfiguredLimit() throws {
        let server = try TestServer { $0.limits.maxTextBytes = 4 }
        defer { server.stop() }
        let response = try server.post(json: """
            {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
               {"id": "b", "type": "button", "title": "Continue"}]}}
            """)
        #expect(response.status == 422)
        #expect((response.json["errors"] as? [[String: Any]])?.first?["pointer"] as? String == "/root/subviews/0/title")
    }

    /// `GET /v1/fonts`: the system font's name, and Inter among the families with its nine
    /// weights (Thin 100 to Black 900, as Debian's fonts-inter ships them) upright and italic.
    @Test func fontsEndpoint() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.get("/v1/fonts")
        #expect(response.status == 200)
        #expect(response.json["system"] as? String == "Inter")
        let families = try #require(response.json["families"] as? [[String: Any]])
        let inter = try #require(families.first { $0["name"] as? String == "Inter" })
        #expect(inter["weights"] as? [Int] == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(inter["styles"] as? [String] == ["normal", "italic"])
    }

    /// The measurement cache's hits and misses in `/metrics`: the same label twice is one miss,
    /// then a hit.
    @Test func cacheCountersInMetrics() throws {
        let server = try TestServer()
        defer { server.stop() }
        func counter(_ name: String) throws -> Int {
            let text = String(decoding: try server.get("/metrics").body, as: UTF8.self)
            let line = text.split(separator: "\n").first { $0.hasPrefix(name + " ") }
            return Int(line?.split(separator: " ").last ?? "") ?? -1
        }
        let json = """
            {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
               {"id": "l", "type": "label", "text": "Cached once, then hit"}]}}
            """
        #expect(try server.post(json: json).status == 200)
        let misses = try counter("layoutd_text_cache_misses_total"), hits = try counter("layoutd_text_cache_hits_total")
        #expect(misses >= 1)
        #expect(try server.post(json: json).status == 200)
        #expect(try counter("layoutd_text_cache_misses_total") == misses)
        #expect(try counter("layoutd_text_cache_hits_total") == hits + 1)
    }
}
