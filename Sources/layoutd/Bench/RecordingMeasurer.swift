import Foundation
import LayoutEngine

/// A measurer that records every measurement the engine asks of `base` (`bench text`): how many a
/// layout makes, and the requests themselves, to time them again alone.
final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
    /// One call of ``TextMeasuring/measure(_:font:maxWidth:numberOfLines:lineBreakMode:)``.
    struct Request {
        var text: String
        var font: TextFont
        var maxWidth: Double?
        var numberOfLines: Int
        var lineBreakMode: TextProperties.LineBreakMode
    }

    let base: any TextMeasuring
    private let lock = NSLock()
    private var recorded: [Request] = []

    init(_ base: any TextMeasuring) {
        self.base = base
    }

    /// The requests so far, in order.
    var requests: [Request] { lock.withLock { recorded } }

    func hasFamily(_ family: String) -> Bool { base.hasFamily(family) }

    func measure(
        _ text: String, font: TextFont, maxWidth: Double?, numberOfLines: Int,
        lineBreakMode: TextProperties.LineBreakMode
    ) throws -> TextMetrics {
        lock.withLock {
            recorded.append(Request(
                text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode))
        }
        return try base.measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }
}
