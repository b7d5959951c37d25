import Foundation
@testable import LayoutServer
import Testing

@Suite("Bodies over the limit")
struct BodyLimitTests {
    @Test func declaredContentLengthOverTheLimitIs413BeforeTheBodyIsSent() throws {
        let server = try TestServer { $0.maxBodyBytes = 1000 }
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        // Only the headers are sent: the answer must not wait for the 1001 bytes.
        try connection.send("POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1001\r\n\r\n")
        let response = try MinimalHTTPClient.parse(connection.readToClose())
        #expect(response.status == 413)
        #expect(response.header("content-type") == "application/problem+json")
        #expect(response.json["status"] as? Int == 413)
    }

    @Test func jsonWithCharsetPassesTheContentTypeCheck() throws {
        let server = try TestServer { $0.maxBodyBytes = 10 }
        defer { server.stop() }
        // 413 rather than 415 shows the media type was accepted; no solver is involved.
        let response = try server.post(json: String(repeating: " ", count: 11), contentType: "Application/JSON; charset=utf-8")
        #expect(response.status == 413)
    }

    @Test func chunkedBodyOverTheLimitIs413() throws {
        let server = try TestServer { $0.maxBodyBytes = 1000 }
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        try connection.send("POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
        let chunk = String(repeating: " ", count: 300)
        for _ in 0..<4 {
            try connection.send(String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n")
        }
        try connection.send("0\r\n\r\n")
        let response = try MinimalHTTPClient.parse(connection.readToClose())
        #expect(response.status == 413)
        #expect(response.json["status"] as? Int == 413)
    }

    @Test func endlessChunkedBodyIsCutOff() throws {
        let server = try TestServer { $0.maxBodyBytes = 1000 }
        defer { server.stop() }
        let connection = try RawConnection(port: server.port, timeoutSeconds: 5)
        try connection.send("POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
        let chunk = String(repeating: " ", count: 500)
        var cut = false
        // Past twice the limit the server closes the connection; sends then fail.
        for _ in 0..<200 where !cut {
            do {
                try connection.send(String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n")
                usleep(1000)
            } catch {
                cut = true
            }
        }
        #expect(cut || connection.isClosedByServer())
    }
}
