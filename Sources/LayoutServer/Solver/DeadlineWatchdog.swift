import Foundation

/// Answers 503 for every job not finished by its deadline, so no request hangs on a slow solve,
/// and cancels the job so its solver stops and takes the next one.
///
/// Every job gets the same deadline duration, so deadlines arrive in FIFO order and a plain queue
/// (not a heap) suffices.
final class DeadlineWatchdog: @unchecked Sendable {
    private let condition = NSCondition()
    private var slots: [ReplySlot] = []
    private var head = 0
    private var stopping = false
    private var finished = false
    private let response: @Sendable () -> HTTPResponse
    private let cancelled: @Sendable (CancelReason) -> Void

    /// - Parameters:
    ///   - response: the answer at the deadline.
    ///   - cancelled: told of every job this watchdog answered in its solver's place.
    init(response: @escaping @Sendable () -> HTTPResponse, cancelled: @escaping @Sendable (CancelReason) -> Void = { _ in }) {
        self.response = response
        self.cancelled = cancelled
    }

    func start() {
        let thread = Thread { self.watch() }
        thread.name = "layoutd-deadlines"
        thread.start()
    }

    /// - Returns: false once stopping: the caller answers the request itself.
    /// - Complexity: amortised O(1).
    func watch(_ slot: ReplySlot) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping else { return false }
        while head < slots.count && slots[head].isCompleted { head += 1 }
        if head > 64 && head * 2 > slots.count {
            slots.removeFirst(head)
            head = 0
        }
        slots.append(slot)
        condition.signal()
        return true
    }

    /// Answers and cancels every job still waiting (a shutdown that ran out of time), then stops the thread.
    func stop(answeringPendingWith final: HTTPResponse) {
        condition.lock()
        let pending = slots[head...]
        slots = []
        head = 0
        stopping = true
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
        for slot in pending where slot.cancel(answering: final) { cancelled(.drain) }
    }

    private func watch() {
        condition.lock()
        while !stopping {
            guard head < slots.count else {
                condition.wait()
                continue
            }
            let slot = slots[head]
            let now = MonotonicClock.nanoseconds()
            if slot.isCompleted {
                head += 1
            } else if now >= slot.deadlineNanoseconds {
                head += 1
                condition.unlock()
                if slot.cancel(answering: response()) { cancelled(.deadline) }
                condition.lock()
            } else {
                let wait = Double(slot.deadlineNanoseconds - now) / 1e9
                _ = condition.wait(until: Date(timeIntervalSinceNow: wait))
            }
        }
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}
