import Foundation
@testable import LayoutServer
import Logging
import TestSupport

/// A real LayoutServer on an ephemeral loopback port, shut down gracefully by `stop()`.
final class TestServer: @unchecked Sendable {
    let server: LayoutServer
    var port: Int { server.port }

    /// - Parameter log: when given, receives the server's log at `info` (one line per request).
    init(log: LockedBox<[String]>? = nil, _ configure: (inout ServerConfiguration) -> Void = { _ in }) throws {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, solverThreads: 2)
        configure(&configuration)
        var logger = Logger(label: "layoutd-test")
        if let log {
            logger = Logger(label: "layoutd-test") { _ in CapturingLogHandler(lines: log) }
        }
        logger.logLevel = log == nil ? .warning : .info
        server = LayoutServer(configuration: configuration, logger: logger)
        try server.start()
    }

    func stop() { server.shutdown() }

    func get(_ path: String) throws -> MinimalHTTPClient.Response {
        try MinimalHTTPClient.send(port: port, path: path)
    }

    func post(_ path: String = "/v1/layout", json: String, contentType: String = "application/json",
              timeoutSeconds: Int = 20) throws -> MinimalHTTPClient.Response {
        try MinimalHTTPClient.send(port: port, method: "POST", path: path, headers: [("Content-Type", contentType)],
                                   body: Array(json.utf8), timeoutSeconds: timeoutSeconds)
    }
}
