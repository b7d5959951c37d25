import Foundation
import LayoutServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Graceful shutdown of the layoutd binary")
struct GracefulShutdownTests {
    /// The `layoutd` executable SwiftPM built beside this test bundle.
    private static var binary: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while !directory.path.hasSuffix("debug") && directory.path != "/" { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("layoutd")
    }

    @Test func requestsInFlightAtSIGTERMAllGet200AndTheProcessExits0() throws {
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-\(UUID().uuidString).port")
        defer { try? FileManager.default.removeItem(at: portFile) }
        let process = Process()
        process.executableURL = Self.binary
        // Two solvers, each solve held 500 ms: eight requests take about two seconds to drain.
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--port-file", portFile.path,
                             "--threads", "2", "--_solve-delay-ms", "500", "--log-level", "warning"]
        try process.run()
        var port = 0
        for _ in 0..<300 where port == 0 {
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
            if port == 0 { usleep(20_000) }
        }
        #expect(port > 0)
        if port == 0 {
            process.terminate()
            return
        }

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
        kill(process.processIdentifier, SIGTERM)

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
