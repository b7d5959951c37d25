import Foundation
@_spi(Testing) @testable import LayoutServer
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A job answered in its solver's place is cancelled, so the solver is free for the next one.
///
/// One solver thread and the solve-delay hook (which honours the cancellation, as the engine does):
/// the first request holds the only solver for 20 s unless cancelled. The hook is then set to 0, so
/// the next small layout is answered at once if and only if the first job let go of the solver;
/// otherwise it would wait behind it and get a 503 at its own deadline.
@Suite("Cancelled solves free their solver")
struct CancellationTests {
    private static func makeServer() throws -> TestServer {
        try TestServer {
            $0.solverThreads = 1
            $0.deadlineMilliseconds = 1000
            $0._solveDelayMilliseconds = 20_000
        }
    }

    private static func metric(_ server: TestServer, _ series: String) throws -> Double? {
        MetricsText.value(of: series, in: try server.get("/metrics").text)
    }

    private static func expectNextLayoutIsPrompt(_ server: TestServer) throws {
        server.server.solveDelayMilliseconds.store(0, ordering: .relaxed)
        let start = Date()
        let response = try server.post(json: Documents.centredBox())
        #expect(response.status == 200)
        // Within its own 1 s deadline, so well before the first job's 20 s.
        #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test func deadline503CancelsTheSolve() throws {
        let server = try Self.makeServer()
        defer { server.stop() }
        let start = Date()
        let response = try server.post(json: Documents.centredBox())
        #expect(response.status == 503)
        #expect((response.json["detail"] as? String)?.contains("deadline") == true)
        // The deadline is 1 s; the 20 s solve is not waited for.
        #expect(Date().timeIntervalSince(start) < 5)
        try Self.expectNextLayoutIsPrompt(server)
        #expect(try Self.metric(server, #"layoutd_solves_cancelled_total{reason="deadline"}"#) == 1)
    }

    @Test func clientClosingItsConnectionCancelsTheSolve() throws {
        let server = try TestServer {
            $0.solverThreads = 1
            $0.deadlineMilliseconds = 60_000
            $0._solveDelayMilliseconds = 20_000
        }
        defer { server.stop() }
        let body = Documents.centredBox()
        do {
            let connection = try RawConnection(port: server.port)
            try connection.send("POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
            // Wait until the job holds the solver (in flight: this request plus the /metrics one).
            var inFlight = 0.0
            for _ in 0..<250 where inFlight < 2 {
                inFlight = try Self.metric(server, "layoutd_http_requests_in_flight") ?? 0
                if inFlight < 2 { usleep(20_000) }
            }
            #expect(inFlight >= 2)
        } // The connection closes here, long before the 20 s solve or the 60 s deadline.
        let closed = Date()
        var cancelled = 0.0
        while cancelled < 1 && Date().timeIntervalSince(closed) < 10 {
            cancelled = try Self.metric(server, #"layoutd_solves_cancelled_total{reason="client_closed"}"#) ?? 0
            if cancelled < 1 { usleep(20_000) }
        }
        #expect(cancelled == 1)
        // Noticed by the slow-client guard's scan (every 0.1 s): generous on a loaded machine.
        #expect(Date().timeIntervalSince(closed) < 3)
        try Self.expectNextLayoutIsPrompt(server)
    }

    @Test func limitCounterMovesOnA413() throws {
        let server = try TestServer { $0.maxBodyBytes = 10 }
        defer { server.stop() }
        #expect(try Self.metric(server, #"layoutd_limits_hit_total{limit="body"}"#) == 0)
        // 11 bytes against a 10-byte limit: refused from the declared length.
        #expect(try server.post(json: String(repeating: " ", count: 11)).status == 413)
        #expect(try Self.metric(server, #"layoutd_limits_hit_total{limit="body"}"#) == 1)
    }
}
