import Foundation
@testable import LayoutServer
import TestSupport
import Testing

@Suite("Endpoints that need no solver")
struct EndpointTests {
    @Test func healthzAnswers200() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.get("/healthz")
        #expect(response.status == 200)
        #expect(response.text == "ok\n")
    }

    @Test func readyzAnswers200UntilDraining() throws {
        let server = try TestServer()
        let response = try server.get("/readyz")
        #expect(response.status == 200)
        server.stop()
        #expect(server.server.isDraining)
        #expect(server.server.endpoint(.readyz, path: "/readyz").status == 503)
    }

    @Test func openAPIServesTheRepositoryFile() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.get("/openapi.yaml")
        let repositoryFile = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("openapi.yaml")
        // A mismatch means openapi.yaml changed without `scripts/embed-openapi.sh`.
        #expect(response.status == 200)
        #expect(response.header("content-type") == "application/yaml")
        #expect(response.body == Array(try Data(contentsOf: repositoryFile)))
    }

    @Test func metricsCountRequestsByRouteAndStatus() throws {
        let server = try TestServer()
        defer { server.stop() }
        _ = try server.get("/healthz")
        _ = try server.get("/healthz")
        _ = try server.get("/nowhere")
        let text = try server.get("/metrics").text
        #expect(text.contains(#"layoutd_http_requests_total{route="/healthz",status="200"} 2"#))
        #expect(text.contains(#"layoutd_http_requests_total{route="unmatched",status="404"} 1"#))
        #expect(text.contains("layoutd_http_request_duration_seconds_bucket"))
        #expect(text.contains("layoutd_solver_queue_depth 0.0\n"))
        // The /metrics request itself is in flight while it renders.
        #expect(text.contains("layoutd_http_requests_in_flight 1.0\n"))
        #expect(text.contains("# TYPE layoutd_solve_duration_seconds histogram"))
    }

    @Test func everyRequestLogsOneLineWithMethodPathStatusBytesAndMicroseconds() throws {
        let log = LockedBox<[String]>([])
        let server = try TestServer(log: log)
        _ = try server.get("/healthz")
        _ = try server.get("/nowhere")
        server.stop()
        let requests = log.value.filter { $0.hasPrefix("info GET ") }
        #expect(requests.count == 2)
        // "ok\n" is 3 bytes.
        #expect(requests.first?.hasPrefix("info GET /healthz 200 bytes=3 us=") == true)
        #expect(requests.last?.hasPrefix("info GET /nowhere 404 bytes=") == true)
        #expect(requests.allSatisfy { Int($0.split(separator: "=").last ?? "") != nil })
    }

    @Test func unknownPathIs404Problem() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.get("/v2/layout")
        #expect(response.status == 404)
        #expect(response.header("content-type") == "application/problem+json")
        #expect(response.json["status"] as? Int == 404)
        #expect(response.json["type"] as? String == "https://layoutd.dev/problems/404")
        #expect((response.json["detail"] as? String)?.contains("/v2/layout") == true)
    }

    @Test(arguments: [("GET", "/v1/layout", "POST"), ("PUT", "/v1/layout", "POST"), ("POST", "/healthz", "GET, HEAD"),
                      ("DELETE", "/metrics", "GET, HEAD"), ("POST", "/openapi.yaml", "GET, HEAD"),
                      ("GET", "/v1/render", "POST")])
    func wrongMethodIs405WithAllow(method: String, path: String, allow: String) throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try MinimalHTTPClient.send(port: server.port, method: method, path: path)
        #expect(response.status == 405)
        #expect(response.header("allow") == allow)
        #expect(response.header("content-type") == "application/problem+json")
        #expect(response.json["status"] as? Int == 405)
    }

    @Test(arguments: ["text/plain", "application/xml", "application/jsonx", "multipart/form-data; boundary=x"])
    func wrongContentTypeIs415(contentType: String) throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: "{}", contentType: contentType)
        #expect(response.status == 415)
        #expect(response.header("content-type") == "application/problem+json")
        #expect(response.json["status"] as? Int == 415)
    }

    @Test func missingContentTypeIs415() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try MinimalHTTPClient.send(port: server.port, method: "POST", path: "/v1/layout", body: Array("{}".utf8))
        #expect(response.status == 415)
    }

    @Test func headOnAGetEndpointHasHeadersOnly() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try MinimalHTTPClient.send(port: server.port, method: "HEAD", path: "/healthz")
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        let server = try TestServer()
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        try connection.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /readyz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let text = String(decoding: try connection.readToClose(), as: UTF8.self)
        #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
        #expect(text.contains("ok\n") && text.contains("ready\n"))
    }
}
