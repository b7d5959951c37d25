import Foundation
import LayoutServer
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("A drain that keeps its timeout")
struct DrainTimeoutTests {
    @Test func sigtermWithALongSolveInFlightExits0AtTheDrainTimeout() throws {
        // One solver held 60 s by the solve-delay hook, a 120 s deadline: only the 2 s drain can end it.
        let layoutd = try LayoutdProcess(arguments: ["--host", "127.0.0.1", "--port", "0", "--threads", "1",
                                                     "--_solve-delay-ms", "60000", "--deadline-ms", "120000",
                                                     "--drain-timeout-ms", "2000", "--log-level", "warning"])
        let process = layoutd.process
        let port = layoutd.port
        #expect(port > 0)
        guard port > 0 else { return }
        let answer = LockedBox<MinimalHTTPClient.Response?>(nil)
        let client = Thread {
            let response = try? MinimalHTTPClient.send(
                port: port, method: "POST", path: "/v1/layout", headers: [("Content-Type", "application/json")],
                body: Array(Documents.centredBox().utf8), timeoutSeconds: 30)
            answer.mutate { $0 = response }
        }
        client.start()
        // Wait until the request is inside the server (plus this /metrics request itself).
        var inFlight = 0.0
        for _ in 0..<250 where inFlight < 2 {
            let metrics = (try? MinimalHTTPClient.send(port: port, path: "/metrics").text) ?? ""
            inFlight = MetricsText.value(of: "layoutd_http_requests_in_flight", in: metrics) ?? 0
            if inFlight < 2 { usleep(20_000) }
        }
        #expect(inFlight >= 2)
        let signalled = Date()
        layoutd.sendSIGTERM()
        process.waitUntilExit()
        // The promise: the drain timeout (2 s) plus about one second, seen from outside the process.
        // The bound is generous (a loaded 2-core machine once took 5.1 s to see the exit; a sanitizer
        // slows the exit itself) and still far below the 60 s solve a drain that waited would take.
        #expect(Date().timeIntervalSince(signalled) < (Sanitizer.isActive ? 10 : 8))
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let deadline = Date().addingTimeInterval(10)
        while answer.value == nil && Date() < deadline { usleep(10_000) }
        // The request left at the drain timeout was answered 503, not dropped.
        let response = answer.value
        #expect(response?.status == 503)
        #expect(response?.header("content-type") == "application/problem+json")
        #expect((response?.json["detail"] as? String)?.contains("shutting down") == true)
    }
}
