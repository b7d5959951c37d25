import Foundation

/// N solver threads behind one bounded FIFO queue. I/O threads only enqueue; workers solve.
///
/// Admission is two-step so a request is never suspended without a place in the queue:
/// `reserve()` takes a place (or fails: answer 503 at once), `submit(_:)` fills it.
final class SolverPool: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [SolveJob?] = []
    private var head = 0
    private var reserved = 0
    private var stopping = false
    private var threads: [Thread] = []
    private var exited = 0
    private let capacity: Int
    /// Released by the last worker to exit, so a pool whose closure holds its server frees both.
    private var execute: (@Sendable (SolveJob) -> Void)?
    private let onDepthChange: @Sendable (Int) -> Void

    /// - Parameters:
    ///   - capacity: jobs that may wait; jobs being solved do not count.
    ///   - execute: runs on a worker thread.
    ///   - onDepthChange: called with the queue's lock held, so successive depths arrive in order.
    init(threads: Int, capacity: Int, execute: @escaping @Sendable (SolveJob) -> Void,
         onDepthChange: @escaping @Sendable (Int) -> Void) {
        self.capacity = capacity
        self.execute = execute
        self.onDepthChange = onDepthChange
        for index in 0..<threads {
            let thread = Thread { self.work() }
            thread.name = "layoutd-solver-\(index)"
            // Deeply nested documents recurse in the engine; the pages are only committed when touched.
            thread.stackSize = 64 << 20
            self.threads.append(thread)
        }
    }

    func start() {
        for thread in threads { thread.start() }
    }

    /// Jobs waiting, reserved places included.
    var depth: Int {
        condition.lock()
        defer { condition.unlock() }
        return queue.count - head + reserved
    }

    /// Takes a place in the queue.
    /// - Returns: false when the queue is full or the pool is stopping.
    /// - Complexity: O(1).
    func reserve() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping, queue.count - head + reserved < capacity else { return false }
        reserved += 1
        onDepthChange(queue.count - head + reserved)
        return true
    }

    /// Fills a place taken by `reserve()`.
    /// - Complexity: amortised O(1).
    func submit(_ job: SolveJob) {
        condition.lock()
        reserved -= 1
        queue.append(job)
        onDepthChange(queue.count - head + reserved)
        condition.signal()
        condition.unlock()
    }

    /// Gives back a place taken by `reserve()`.
    func cancelReservation() {
        condition.lock()
        reserved -= 1
        onDepthChange(queue.count - head + reserved)
        condition.broadcast()
        condition.unlock()
    }

    /// Lets the workers finish the queue, then joins them, waiting at most `milliseconds`.
    ///
    /// A worker still inside a solve past that point is left to finish on its own: a shutdown must
    /// not wait on a solve (it checks its cancellation, but the process exits regardless).
    /// - Returns: whether every worker exited in time.
    @discardableResult
    func stop(waitingAtMost milliseconds: Int) -> Bool {
        let limit = Date(timeIntervalSinceNow: Double(milliseconds) / 1000)
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        condition.broadcast()
        while exited < threads.count {
            guard condition.wait(until: limit) else { return exited == threads.count }
        }
        return true
    }

    private func work() {
        while let (job, execute) = next() {
            execute(job)
        }
        condition.lock()
        exited += 1
        if exited == threads.count { execute = nil }
        condition.broadcast()
        condition.unlock()
    }

    private func next() -> (SolveJob, @Sendable (SolveJob) -> Void)? {
        condition.lock()
        while head == queue.count && !(stopping && reserved == 0) { condition.wait() }
        guard head < queue.count, let execute, let job = queue[head] else {
            condition.unlock()
            return nil
        }
        queue[head] = nil
        head += 1
        if head > 64 && head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        onDepthChange(queue.count - head + reserved)
        condition.unlock()
        return (job, execute)
    }
}
