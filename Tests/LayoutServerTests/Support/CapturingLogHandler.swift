import Logging
import TestSupport

/// A swift-log handler that keeps every message, for tests that read the server's log.
struct CapturingLogHandler: LogHandler {
    let lines: LockedBox<[String]>
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.mutate { $0.append("\(event.level) \(event.message)") }
    }
}
