import Foundation

/// A value guarded by a pthread mutex (`NSLock`): ThreadSanitizer sees its ordering, which it does
/// not for the standard library's `Mutex` (futex-based), so the sanitized runs stay meaningful.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
