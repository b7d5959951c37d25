import Foundation

/// A value shared between test threads.
///
/// Behind an `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: ThreadSanitizer
/// intercepts pthread mutexes, but the standard library's `Mutex` is not built with it, so it
/// cannot see that lock's ordering and reports the accesses it guards as races.
public final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    public init(_ value: Value) { stored = value }
    public var value: Value { lock.withLock { stored } }
    public func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
