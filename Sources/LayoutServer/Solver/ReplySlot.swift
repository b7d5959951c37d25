import ConstraintSolver
import Synchronization

/// The one answer a suspended request gets: from its solver, or from the deadline watchdog, whichever is first.
///
/// Exactly one `complete` wins; it stores the response and resumes the connection. A loser (a solver
/// finishing after the deadline) changes nothing, so its late result is discarded safely.
/// Whoever answers in the solver's place also raises `cancellation`, so the solve stops early.
final class ReplySlot: Sendable {
    let deadlineNanoseconds: UInt64
    /// The job's flag, polled by the engine: raised by the deadline, a closed connection or a drain.
    let cancellation = Cancellation()
    private let done = Atomic<Bool>(false)
    private let context: RequestContext
    private let resume: @Sendable () -> Void

    init(context: RequestContext, deadlineNanoseconds: UInt64, resume: @escaping @Sendable () -> Void) {
        self.context = context
        self.deadlineNanoseconds = deadlineNanoseconds
        self.resume = resume
    }

    var isCompleted: Bool { done.load(ordering: .acquiring) }

    /// - Parameter won: run when this call delivers the response, before the client can see it
    ///   (what the response counts in the metrics is then counted when it arrives).
    /// - Returns: whether this call delivered the response.
    @discardableResult
    func complete(_ response: HTTPResponse, won: () -> Void = {}) -> Bool {
        guard done.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        won()
        context.deliver(response)
        resume()
        return true
    }

    /// Answers `response` in the solver's place and raises the cancellation.
    /// - Returns: whether this call delivered the response (the job was still unanswered).
    @discardableResult
    func cancel(answering response: HTTPResponse) -> Bool {
        let delivered = complete(response)
        cancellation.cancel()
        return delivered
    }
}
