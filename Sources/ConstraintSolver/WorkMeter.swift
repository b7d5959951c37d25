/// What one solve may spend, polled by the solver's long loops: a raised ``Cancellation`` or
/// storage past the memory limit stops the solve, which then fails with ``SolverError/stopped(_:)``.
///
/// Polling is a countdown of work (terms written, rows walked): the atomic flag and the storage
/// are looked at once every ``pollInterval`` units, so the check costs nothing measurable and a
/// raised flag is seen within a fraction of a millisecond of work.
///
/// One meter may serve several solvers at once (the ambiguity analysis and the conflict
/// explanation solve small systems of their own while the main solver is alive): each adds
/// its storage to ``heldBytes`` for as long as the nested ones run.
public final class WorkMeter {
    /// The flag that stops the solve.
    public let cancellation: Cancellation
    /// The storage (in bytes) the solvers and ``heldBytes`` may reach together.
    public let memoryLimitBytes: Int
    /// The work (in units) the solvers may do together.
    public let workLimit: Int
    /// The work done so far, counted at each poll: exact to within ``pollInterval``.
    public private(set) var workDone = 0
    /// Bytes held outside the polling solver's own storage: the document the solve came from,
    /// an outer solver while a nested one runs.
    public var heldBytes: Int
    /// Why the solve stopped, once it has; then every further solver call fails at once.
    public private(set) var stop: SolverStop?
    /// Work left before the next look at the flag and the storage.
    private var countdown = WorkMeter.pollInterval

    /// Units of work between two polls: about a tenth of a millisecond of merging rows.
    static let pollInterval = 1 << 16

    /// A meter stopped by `cancellation`, by more than `memoryLimitBytes` of storage, or by more
    /// than `workLimit` units of work.
    public init(
        cancellation: Cancellation = Cancellation(), memoryLimitBytes: Int = .max, workLimit: Int = .max,
        heldBytes: Int = 0
    ) {
        self.cancellation = cancellation
        self.memoryLimitBytes = memoryLimitBytes
        self.workLimit = workLimit
        self.heldBytes = heldBytes
    }

    /// Counts `work` units; when the countdown runs out, polls the flag and whether `bytes`
    /// (the caller's own storage, evaluated then only) plus ``heldBytes`` exceed the limit.
    /// - Returns: whether the solve is stopped.
    @inline(__always)
    public func charge(_ work: Int, bytes: () -> Int) -> Bool {
        countdown -= work
        if countdown > 0 { return stop != nil }
        return poll(bytes: bytes())
    }

    /// Looks at the flag and at `bytes` of the caller's storage now.
    /// - Returns: whether the solve is stopped.
    @discardableResult
    func poll(bytes: Int) -> Bool {
        workDone += Self.pollInterval - countdown
        countdown = Self.pollInterval
        if stop == nil {
            if cancellation.isCancelled {
                stop = .cancelled
            } else if bytes > memoryLimitBytes - heldBytes {
                stop = .memory(limitBytes: memoryLimitBytes)
            } else if workDone > workLimit {
                stop = .work(limit: workLimit)
            }
        }
        return stop != nil
    }

    /// Stops the solve for storage the caller is about to need (`bytes` more than is held),
    /// before allocating it, when that would pass the limit.
    /// - Returns: whether the solve is stopped.
    public func reserve(bytes: Int) -> Bool { poll(bytes: bytes) }
}

/// Why a solve stopped before its end.
public enum SolverStop: Equatable, Sendable {
    /// The ``Cancellation`` was raised.
    case cancelled
    /// The solve's storage went past the meter's memory limit (in bytes).
    case memory(limitBytes: Int)
    /// The solve's work went past the meter's work limit (in units).
    case work(limit: Int)
}
