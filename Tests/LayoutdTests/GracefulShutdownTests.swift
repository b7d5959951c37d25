import Foundation
import LayoutServer
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Graceful shutdown of the layoutd binary")
struct GracefulShutdownTests {
    @Test func requestsInFlightAtSIGTERMAllGet200AndTheProcessExits0() throws {
        // Two solvers, each solve held 1.5 s: eight requests take about six seconds to drain.
        let layoutd = try LayoutdProcess(arguments: ["--host", "127.0.0.1", "--port", "0", "--threads", "2",
                                                     "--_solve-delay-ms", "1500", "--log-level", "warning"])
        let process = layoutd.process
        let port = layoutd.port
        #expect(port > 0)
        guard port > 0 else { return }

        let serverPort = port
        let results = LockedBox<[Int: (Int, [String: Double]?)]>([:])
        let threads = (0..<8).map { index in
            Thread {
                let response = try? MinimalHTTPClient.send(
                    port: serverPort, method: "POST", path: "/v1/layout", headers: [("Content-Type", "application/json")],
                    body: Array(Documents.centredBox(canvasWidth: 300 + index).utf8), timeoutSeconds: 30)
                let box = (response?.json["frames"] as? [String: Any])?["box"] as? [String: Double]
                results.mutate { $0[index] = (response?.status ?? -1, box) }
            }
        }
        threads.forEach { $0.start() }
        // Wait until all eight are inside the server (plus this /metrics request itself).
        var inFlight = 0
        for _ in 0..<250 where inFlight < 9 {
            let metrics = (try? MinimalHTTPClient.send(port: port, path: "/metrics").text) ?? ""
            let line = metrics.split(separator: "\n").first { $0.hasPrefix("layoutd_http_requests_in_flight ") }
            inFlight = line.flatMap { Double($0.split(separator: " ").last ?? "") }.map { Int($0) } ?? 0
            if inFlight < 9 { usleep(20_000) }
        }
        #expect(inFlight >= 9)
        layoutd.sendSIGTERM()

        // No new connections once draining...
        var refused = false
        for _ in 0..<100 where !refused {
            refused = (try? MinimalHTTPClient.connect(host: "127.0.0.1", port: port, timeoutSeconds: 1)).map { close($0); return false } ?? true
            if !refused { usleep(20_000) }
        }
        #expect(refused)
        // ...but every request in flight gets its own 200.
        process.waitUntilExit()
        let deadline = Date().addingTimeInterval(10)
        while results.value.count < 8 && Date() < deadline { usleep(10_000) }
        let answers = results.value
        #expect(answers.count == 8)
        for (index, (status, box)) in answers {
            #expect(status == 200)
            #expect(box == Documents.centredBoxFrame(canvasWidth: 300 + index))
        }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}
