import ConstraintSolver
import Foundation
import LayoutRender

/// One request's state, from its headers to libmicrohttpd's request-completed callback, which releases it.
///
/// The connection's I/O thread owns the mutable fields; a solver or the deadline watchdog hands the
/// response over through `reply`, before resuming the connection.
final class RequestContext: @unchecked Sendable {
    let method: String
    let path: String
    let route: Route?
    let startNanoseconds: UInt64
    /// The body so far; moved into the solver job once complete.
    var body: [UInt8] = []
    /// For `/v1/render`: the picture format its `Accept` chose.
    var renderFormat: RenderFormat?
    /// Body bytes dropped because the body went over the limit.
    var discardedBytes = 0
    /// A response was queued: any further upload is discarded.
    var responded = false
    /// The job was handed to the solver pool and the connection suspended.
    var submitted = false
    /// The job's cancellation once submitted: a connection that ends before its answer raises it.
    var cancellation: Cancellation?
    /// What was queued, for the log line and the metrics.
    var status = 0
    var responseBytes = 0

    /// Guards `reply`: a pthread mutex (`NSLock`), whose ordering ThreadSanitizer sees, unlike
    /// the standard library's `Mutex`.
    private let replyLock = NSLock()
    private var reply: HTTPResponse?

    init(method: String, path: String, route: Route?, startNanoseconds: UInt64) {
        self.method = method
        self.path = path
        self.route = route
        self.startNanoseconds = startNanoseconds
    }

    /// Called once, by whoever completes the job, before the connection is resumed.
    func deliver(_ response: HTTPResponse) {
        replyLock.withLock { reply = response }
    }

    /// The delivered response, taken on the I/O thread after the resume.
    func takeReply() -> HTTPResponse? {
        replyLock.withLock {
            defer { reply = nil }
            return reply
        }
    }
}
