import ConstraintSolver

extension LayoutEngine {
    /// The meter of one request: stopped by `cancellation`, or by the solver's storage passing
    /// ``LayoutLimits/maxRequestMemoryBytes`` with the body (held for the whole layout) counted first.
    func meter(body: Int, cancellation: Cancellation) -> WorkMeter {
        WorkMeter(
            cancellation: cancellation, memoryLimitBytes: limits.maxRequestMemoryBytes,
            workLimit: limits.maxRequestWork, heldBytes: body)
    }

    /// The problem a stopped solve answers: 503 when cancelled (the caller, which raised the
    /// flag, substitutes its own answer), 422 naming the limit when over the memory or work budget.
    static func problem(_ stop: SolverStop) -> Problem {
        let (kind, limit): (LayoutLimits.Kind, String)
        switch stop {
        case .cancelled:
            return Problem(
                status: 503, title: "Service Unavailable", detail: "The layout was cancelled before it was finished.")
        case .memory(let bytes): (kind, limit) = (.memory, "memory limit of \(bytes) bytes")
        case .work(let units): (kind, limit) = (.work, "work limit of \(units) units")
        }
        return Problem(
            status: 422, title: "Document too costly",
            detail: "Laying out this document needs more than the \(limit) per request.",
            errors: [Problem.FieldError(pointer: "/root", detail: "over the \(limit) per request")], limit: kind)
    }

    /// ``problem(_:)`` for the meter's stop, if it has stopped; else the cancellation raised since
    /// (the direct path, which has no meter of its own, reports it here).
    static func stopProblem(_ meter: WorkMeter) -> Problem? {
        if let stop = meter.stop { return problem(stop) }
        return meter.reserve(bytes: 0) ? meter.stop.map(problem) : nil
    }
}
