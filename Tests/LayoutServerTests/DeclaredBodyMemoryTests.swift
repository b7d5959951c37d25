import Foundation
import LayoutServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("No allocation from a declared Content-Length", .disabled(if: Sanitizer.isActive, "prlimit --as cannot hold a sanitizer's shadow memory"))
struct DeclaredBodyMemoryTests {
    /// `VmPeak` (peak address space) or another `Vm*` line of /proc/PID/status, in bytes.
    private static func vm(_ field: String, of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }.map { $0 * 1024 }
    }

    @Test func fourHundredConnectionsDeclaring32MiBSurviveAnAddressSpaceLimit() throws {
        let layoutd = try LayoutdProcess(arguments: ["--host", "127.0.0.1", "--port", "0", "--threads", "2",
                                                     "--connection-limit", "1024", "--log-level", "warning"])
        let port = layoutd.port
        let pid = layoutd.process.processIdentifier
        #expect(port > 0)
        guard port > 0 else { return }
        // 4 GiB of address space: 400 bodies reserved from their declared 32 MiB would need
        // 400 x 32 MiB = 12.5 GiB, over three times the limit; bodies that grow as bytes arrive
        // need 400 x 100 bytes.
        let limit = 4 << 30
        let before = try #require(Self.vm("VmSize", of: pid))
        #expect(before < limit / 2)
        let prlimit = Process()
        prlimit.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        prlimit.arguments = ["--pid", String(pid), "--as=\(limit)"]
        try prlimit.run()
        prlimit.waitUntilExit()
        #expect(prlimit.terminationStatus == 0)

        let declared = 32 << 20
        let start = Date()
        let sockets = try (0..<400).map { _ in try MinimalHTTPClient.connect(host: "127.0.0.1", port: port, timeoutSeconds: 10) }
        defer { sockets.forEach { close($0) } }
        for socket in sockets {
            try MinimalHTTPClient.writeAll(socket, Array(
                "POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(declared)\r\n\r\n".utf8)
                + [UInt8](repeating: UInt8(ascii: " "), count: 100))
        }
        // Every header read (each request counted in flight, plus the /metrics request) before looking.
        var inFlight = 0.0
        for _ in 0..<500 where inFlight < 401 {
            let metrics = (try? MinimalHTTPClient.send(port: port, path: "/metrics").text) ?? ""
            inFlight = MetricsText.value(of: "layoutd_http_requests_in_flight", in: metrics) ?? 0
            if inFlight < 401 { usleep(20_000) }
        }
        #expect(inFlight >= 401)
        #expect(layoutd.process.isRunning)
        // The server answers a small layout at once (the box centred in 320: x = 140).
        let response = try MinimalHTTPClient.send(
            port: port, method: "POST", path: "/v1/layout", headers: [("Content-Type", "application/json")],
            body: Array(Documents.centredBox().utf8))
        #expect(response.status == 200)
        #expect((response.json["frames"] as? [String: Any])?["box"] as? [String: Double] == Documents.centredBoxFrame(canvasWidth: 320))
        #expect(Date().timeIntervalSince(start) < 20)
        // Peak address space stayed under the limit, far from 12.5 GiB.
        #expect((Self.vm("VmPeak", of: pid) ?? .max) < limit)
        #expect(layoutd.process.isRunning)
    }
}
