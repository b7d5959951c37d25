import Synchronization

/// A flag any thread may raise to stop a solve early: a deadline, a closed connection, a drain.
///
/// Long-running loops (the simplex, the direct path, the decoders) poll ``isCancelled`` every
/// few thousand steps; a raised flag makes them give up with no result.
public final class Cancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// A flag not raised yet.
    public init() {}

    /// Raises the flag; idempotent, callable from any thread.
    public func cancel() { flag.store(true, ordering: .releasing) }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { flag.load(ordering: .acquiring) }
}
