import Synchronization

/// The one answer a suspended request gets: from its solver, or from the deadline watchdog, whichever is first.
///
/// Exactly one `complete` wins; it stores the response and resumes the connection. A loser (a solver
/// finishing after the deadline) changes nothing, so its late result is discarded safely.
final class ReplySlot: Sendable {
    let deadlineNanoseconds: UInt64
    private let done = Atomic<Bool>(false)
    private let context: RequestContext
    private let resume: @Sendable () -> Void

    init(context: RequestContext, deadlineNanoseconds: UInt64, resume: @escaping @Sendable () -> Void) {
        self.context = context
        self.deadlineNanoseconds = deadlineNanoseconds
        self.resume = resume
    }

    var isCompleted: Bool { done.load(ordering: .acquiring) }

    /// - Returns: whether this call delivered the response.
    @discardableResult
    func complete(_ response: HTTPResponse) -> Bool {
        guard done.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        context.deliver(response)
        resume()
        return true
    }
}
