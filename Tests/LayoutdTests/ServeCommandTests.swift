import Foundation
import LayoutServer
import TestSupport
import Testing

@Suite("layoutd serve and healthcheck")
struct ServeCommandTests {
    @Test func environmentVariablesConfigureTheServerAndHealthcheckFindsIt() throws {
        let layoutd = try LayoutdProcess(arguments: [], environment: [
            "LAYOUTD_HOST": "127.0.0.1", "LAYOUTD_PORT": "0", "LAYOUTD_MAX_BODY_BYTES": "100",
            "LAYOUTD_LOG_LEVEL": "warning",
        ], usePortFileEnvironment: true)
        #expect(layoutd.port > 0)
        guard layoutd.port > 0 else { return }
        // LAYOUTD_MAX_BODY_BYTES=100 took effect: 101 bytes are too many.
        let response = try MinimalHTTPClient.send(
            port: layoutd.port, method: "POST", path: "/v1/layout", headers: [("Content-Type", "application/json")],
            body: Array(repeating: UInt8(ascii: " "), count: 101))
        #expect(response.status == 413)
        #expect(String(decoding: response.body, as: UTF8.self).contains("100 bytes"))
        #expect(try LayoutdProcess.run(["healthcheck"], environment: ["LAYOUTD_PORT": String(layoutd.port)]) == 0)
        layoutd.sendSIGTERM()
        layoutd.process.waitUntilExit()
        #expect(layoutd.process.terminationStatus == 0)
        // Nothing listens any more: the health check fails.
        #expect(try LayoutdProcess.run(["healthcheck", "--port", String(layoutd.port), "--timeout", "1"]) == 1)
    }

    @Test func invalidEnvironmentValueIsRejected() throws {
        let status = try LayoutdProcess.run(["serve"], environment: ["LAYOUTD_PORT": "eighty"])
        #expect(status != 0)
    }
}
