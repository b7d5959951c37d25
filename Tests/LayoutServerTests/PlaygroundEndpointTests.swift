import Foundation
@testable import LayoutServer
import TestSupport
import Testing

/// `GET /` (the playground), its assets, and `GET /v1/examples[/{name}]`, over real HTTP. The
/// page's behaviour in a browser is PlaygroundTests'.
@Suite("Playground and examples endpoints")
struct PlaygroundEndpointTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files of a repository folder ending in `suffix`, by name, in byte order of their names.
    static func files(in folder: String, endingWith suffix: String) throws -> [(name: String, bytes: [UInt8])] {
        let directory = repository.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(suffix) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return try names.map { ($0, Array(try Data(contentsOf: directory.appendingPathComponent($0)))) }
    }

    @Test(arguments: [
        ("/", "index.html", "text/html; charset=utf-8"),
        ("/playground.js", "playground.js", "text/javascript; charset=utf-8"),
        ("/playground.css", "playground.css", "text/css; charset=utf-8"),
        ("/favicon.svg", "favicon.svg", "image/svg+xml"),
    ])
    func servesThePlaygroundsFilesWithItsPolicy(path: String, file: String, contentType: String) throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.get(path)
        #expect(response.status == 200)
        #expect(response.header("content-type") == contentType)
        // A mismatch means playground/ changed without `scripts/embed-playground.sh`.
        #expect(response.body == Array(try Data(contentsOf: Self.repository.appendingPathComponent("playground/\(file)"))))
        let policy = try #require(response.header("content-security-policy"))
        let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        // Scripts and styles from the same origin only: no inline script, handler or style, no remote load.
        #expect(directives.contains("default-src 'none'"))
        #expect(directives.contains("script-src 'self'"))
        #expect(directives.contains("style-src 'self'"))
        #expect(directives.contains("connect-src 'self'"))
        #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval") && !policy.contains("http"))
        #expect(response.header("x-content-type-options") == "nosniff")
    }

    @Test func thePageHasNoInlineScriptStyleOrHandler() throws {
        let server = try TestServer()
        defer { server.stop() }
        let page = try server.get("/").text
        #expect(page.contains(#"<script src="/playground.js" defer></script>"#))
        #expect(page.contains(#"<link rel="stylesheet" href="/playground.css">"#))
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(!page.contains("<style") && !page.contains("style=") && !page.contains("javascript:"))
        #expect(page.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) == nil)
        #expect(page.range(of: #"(src|href)="(https?:)?//"#, options: .regularExpression) == nil)
        // The script builds text as text: nothing parses strings as HTML.
        let script = try server.get("/playground.js").text
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"] {
            #expect(!script.contains(sink), "\(sink)")
        }
    }

    @Test func listsEveryExampleInFileOrderAndServesEachAsItsFile() throws {
        let server = try TestServer()
        defer { server.stop() }
        let files = try Self.files(in: "examples", endingWith: ".json")
        #expect(!files.isEmpty)
        let list = try server.get("/v1/examples")
        #expect(list.status == 200)
        #expect(list.header("content-type") == "application/json")
        let entries = list.json["examples"] as? [[String: String]] ?? []
        let names = files.map { String($0.name.dropLast(".json".count)) }
        #expect(entries.map { $0["name"] ?? "" } == names)
        #expect(entries.map { $0["href"] ?? "" } == names.map { "/v1/examples/\($0)" })
        for (file, name) in zip(files, names) {
            let response = try server.get("/v1/examples/\(name)")
            #expect(response.status == 200)
            #expect(response.header("content-type") == "application/json")
            // A mismatch means examples/ changed without `scripts/embed-playground.sh`.
            #expect(response.body == file.bytes, "\(name)")
        }
    }

    @Test(arguments: ["/v1/examples/nope", "/v1/examples/nope.json", "/v1/examples/", "/v1/examples/a/b",
                      "/v1/examples/%7Bname%7D", "/v1/examples/..%2Fopenapi.yaml"])
    func anUnknownExampleIs404(path: String) throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.get(path)
        #expect(response.status == 404)
        #expect(response.header("content-type") == "application/problem+json")
    }

    @Test func examplesAcceptOnlyGetAndHead() throws {
        let server = try TestServer()
        defer { server.stop() }
        let first = try #require(Self.files(in: "examples", endingWith: ".json").first?.name.dropLast(".json".count))
        for path in ["/", "/playground.js", "/v1/examples", "/v1/examples/\(first)"] {
            let response = try server.post(path, json: "{}")
            #expect(response.status == 405, "\(path)")
            #expect(response.header("allow") == "GET, HEAD", "\(path)")
        }
        let head = try MinimalHTTPClient.send(port: server.port, method: "HEAD", path: "/v1/examples")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
    }

    @Test func metricsLabelEveryExampleWithThePathsTemplate() throws {
        let server = try TestServer()
        defer { server.stop() }
        let first = try #require(Self.files(in: "examples", endingWith: ".json").first?.name.dropLast(".json".count))
        _ = try server.get("/v1/examples/\(first)")
        _ = try server.get("/v1/examples/nope")
        let text = try server.get("/metrics").text
        #expect(text.contains(#"layoutd_http_requests_total{route="/v1/examples/{name}",status="200"} 1"#))
        #expect(text.contains(#"layoutd_http_requests_total{route="/v1/examples/{name}",status="404"} 1"#))
    }
}
