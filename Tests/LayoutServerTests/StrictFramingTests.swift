import Foundation
@testable import LayoutServer
import TestSupport
import Testing

/// RFC 9112's framing rules, which libmicrohttpd 0.9.75 lets through (each was answered 200, or not
/// at all, before): every refusal is problem+json and closes the connection.
@Suite("Strict HTTP/1.1 framing")
struct StrictFramingTests {
    private static let body = Documents.centredBox()
    private static let head = "POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"

    /// Sends `request` on its own connection; the server must answer and close within the socket's 10 s timeout.
    private static func exchange(_ server: TestServer, _ request: String) throws -> (response: MinimalHTTPClient.Response, seconds: Double) {
        let connection = try RawConnection(port: server.port)
        let start = Date()
        try connection.send(request)
        // readToClose returns only once the server closed its side: the connection is not reused.
        let response = try MinimalHTTPClient.parse(connection.readToClose())
        return (response, Date().timeIntervalSince(start))
    }

    private static func expectProblem(_ result: (response: MinimalHTTPClient.Response, seconds: Double), status: Int) {
        #expect(result.response.status == status)
        #expect(result.response.header("content-type") == "application/problem+json")
        #expect(result.response.json["status"] as? Int == status)
        #expect(result.response.header("connection") == "close")
        // Answered from the headers alone: well within the 10 s socket timeout on a loaded machine.
        #expect(result.seconds < 5)
    }

    /// The server still lays out a small document at once (the box centred in 320: x = 140).
    private static func expectSmallLayoutAnswered(_ server: TestServer) throws {
        let start = Date()
        let response = try server.post(json: Documents.centredBox())
        #expect(response.status == 200)
        #expect((response.json["frames"] as? [String: Any])?["box"] as? [String: Double] == Documents.centredBoxFrame(canvasWidth: 320))
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func duplicateContentLengthWithDifferentValuesIs400() throws {
        let server = try TestServer()
        defer { server.stop() }
        let request = Self.head + "Content-Length: \(Self.body.utf8.count)\r\nContent-Length: 5\r\n\r\n" + Self.body
        let result = try Self.exchange(server, request)
        Self.expectProblem(result, status: 400)
        #expect((result.response.json["detail"] as? String)?.contains("Content-Length") == true)
        try Self.expectSmallLayoutAnswered(server)
    }

    @Test func contentLengthWithTransferEncodingIs400AndClosed() throws {
        let server = try TestServer()
        defer { server.stop() }
        let chunk = String(Self.body.utf8.count, radix: 16) + "\r\n" + Self.body + "\r\n0\r\n\r\n"
        let request = Self.head + "Content-Length: \(Self.body.utf8.count)\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk
        let result = try Self.exchange(server, request)
        Self.expectProblem(result, status: 400)
        #expect((result.response.json["detail"] as? String)?.contains("Transfer-Encoding") == true)
        try Self.expectSmallLayoutAnswered(server)
    }

    @Test func http11WithoutHostIs400() throws {
        let server = try TestServer()
        defer { server.stop() }
        let request = "POST /v1/layout HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: \(Self.body.utf8.count)\r\n\r\n" + Self.body
        let result = try Self.exchange(server, request)
        Self.expectProblem(result, status: 400)
        #expect((result.response.json["detail"] as? String)?.contains("Host") == true)
        // HTTP/1.0 has no Host requirement: the same request in 1.0 is laid out.
        let old = try Self.exchange(server, request.replacingOccurrences(of: "HTTP/1.1", with: "HTTP/1.0"))
        #expect(old.response.status == 200)
        try Self.expectSmallLayoutAnswered(server)
    }

    @Test func transferCodingOtherThanChunkedIs501() throws {
        let server = try TestServer()
        defer { server.stop() }
        let result = try Self.exchange(server, Self.head + "Transfer-Encoding: gzip\r\n\r\n" + Self.body)
        Self.expectProblem(result, status: 501)
        #expect((result.response.json["detail"] as? String)?.contains("gzip") == true)
        try Self.expectSmallLayoutAnswered(server)
    }
}
