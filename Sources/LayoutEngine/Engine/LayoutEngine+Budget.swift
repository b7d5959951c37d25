import ConstraintSolver

extension LayoutEngine {
    /// The meter of one request: stopped by `cancellation`, or by the solver's storage passing
    /// ``LayoutLimits/maxRequestMemoryBytes`` with the body (held for the whole layout) counted first.
    func meter(body: Int, cancellation: Cancellation) -> WorkMeter {
        WorkMeter(cancellation: cancellation, memoryLimitBytes: limits.maxRequestMemoryBytes, heldBytes: body)
    }

    /// The problem a stopped solve answers: 503 when cancelled (the caller, which raised the
    /// flag, substitutes its own answer), 422 naming the limit when over the memory budget.
    static func problem(_ stop: SolverStop) -> Problem {
        switch stop {
        case .cancelled:
            return Problem(
                status: 503, title: "Service Unavailable", detail: "The layout was cancelled before it was finished.")
        case .memory(let limit):
            let detail = "Laying out this document needs more than the memory limit of \(limit) bytes per request."
            return Problem(
                status: 422, title: "Document too costly", detail: detail,
                errors: [Problem.FieldError(pointer: "/root", detail: "over the memory limit of \(limit) bytes per request")])
        }
    }

    /// ``problem(_:)`` for the meter's stop, if it has stopped; else the cancellation raised since
    /// (the direct path, which has no meter of its own, reports it here).
    static func stopProblem(_ meter: WorkMeter) -> Problem? {
        if let stop = meter.stop { return problem(stop) }
        return meter.reserve(bytes: 0) ? meter.stop.map(problem) : nil
    }
}
