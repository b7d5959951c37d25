import Foundation
@testable import LayoutServer
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Slow clients that libmicrohttpd's idle timeout never cuts (each sends a byte before it runs out).
@Suite("Slow clients are cut off")
struct SlowClientTests {
    @Test func slowHeadersAreCutAndTheConnectionLimitFreesItself() throws {
        // The issue's 1,100 connections sending a header byte every 2 s against a limit of 1,024,
        // scaled down for speed with the same mechanism: 60 connections against a limit of 50,
        // a 2 s header timeout, a byte every 0.5 s (well inside the 30 s idle timeout).
        let server = try TestServer {
            $0.ioThreads = 1
            $0.connectionLimit = 50
            $0.connectionTimeoutSeconds = 30
            $0.headerTimeoutSeconds = 2
        }
        defer { server.stop() }
        let slowCount = 60
        let sockets = try (0..<slowCount).map { _ in try MinimalHTTPClient.connect(host: "127.0.0.1", port: server.port, timeoutSeconds: 10) }
        defer { sockets.forEach { close($0) } }
        var open = Set(sockets)
        for socket in sockets where !SocketProbe.trySend(socket, "GET /healthz HTTP/1.1\r\nX-Slow: ") { open.remove(socket) }
        let start = Date()
        // 50 are cut at about 2 s; the 10 in the backlog are then accepted and cut about 2 s later.
        while !open.isEmpty && Date().timeIntervalSince(start) < 30 {
            usleep(500_000)
            for socket in open where SocketProbe.isClosed(socket) || !SocketProbe.trySend(socket, "a") { open.remove(socket) }
        }
        #expect(open.isEmpty)
        #expect(Date().timeIntervalSince(start) < 20)
        // Once they are cut, /healthz and /readyz answer within a second.
        for path in ["/healthz", "/readyz"] {
            let asked = Date()
            #expect(try server.get(path).status == 200)
            #expect(Date().timeIntervalSince(asked) < 1)
        }
        let small = try server.post(json: Documents.centredBox())
        #expect(small.status == 200)
        // Each of the 60 connections was cut once, for its headers.
        let metrics = try server.get("/metrics").text
        #expect(MetricsText.value(of: #"layoutd_limits_hit_total{limit="header_timeout"}"#, in: metrics) == Double(slowCount))
    }

    @Test func bodyBelowTheMinimumRateIsCut() throws {
        let server = try TestServer {
            $0.headerTimeoutSeconds = 1
            $0.minBodyBytesPerSecond = 1000
            $0.connectionTimeoutSeconds = 30
        }
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        try connection.send("POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n")
        let start = Date()
        // 10 bytes every 0.5 s is 20 B/s, under 1000 B/s: cut once the 1 s grace has passed.
        var cut = false
        while !cut && Date().timeIntervalSince(start) < 20 {
            cut = SocketProbe.isClosed(connection.socket) || !SocketProbe.trySend(connection.socket, String(repeating: " ", count: 10))
            if !cut { usleep(500_000) }
        }
        #expect(cut)
        #expect(Date().timeIntervalSince(start) < 6)
        let metrics = try server.get("/metrics").text
        #expect(MetricsText.value(of: #"layoutd_limits_hit_total{limit="body_rate"}"#, in: metrics) == 1)
        // A body sent at once is not affected.
        #expect(try server.post(json: Documents.centredBox()).status == 200)
    }
}
