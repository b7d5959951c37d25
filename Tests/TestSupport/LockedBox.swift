import Synchronization

/// A value shared between test threads.
public final class LockedBox<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    public init(_ value: Value) { mutex = Mutex(value) }
    public var value: Value { mutex.withLock { $0 } }
    public func mutate(_ body: (inout Value) -> Void) { mutex.withLock { body(&$0) } }
}
