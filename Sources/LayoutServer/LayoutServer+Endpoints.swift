import LayoutEngine

extension LayoutServer {
    /// The answers of the GET endpoints, computed on the I/O thread (none of them solves).
    func endpoint(_ route: Route) -> HTTPResponse {
        switch route {
        case .healthz:
            return .text("ok\n")
        case .readyz:
            return isDraining ? ProblemResponse.draining() : .text("ready\n")
        case .metrics:
            return .text(metrics.render(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        case .openAPI:
            return .text(OpenAPIDocument.yaml, contentType: "application/yaml")
        case .layout:
            preconditionFailure("POST /v1/layout is answered by a solver")
        }
    }

    /// One job, on a solver thread.
    func solve(_ job: SolveJob) {
        guard !job.slot.isCompleted else { return }
        if configuration._solveDelayMilliseconds > 0 {
            var remaining = configuration._solveDelayMilliseconds
            while remaining > 0 && !job.slot.isCompleted {
                SleepClock.sleep(milliseconds: min(remaining, 10))
                remaining -= 10
            }
        }
        let start = MonotonicClock.nanoseconds()
        let result = engine.layout(json: job.body)
        metrics.solved(nanoseconds: MonotonicClock.nanoseconds() - start)
        switch result {
        case .success(let json): job.slot.complete(.json(json))
        case .failure(let problem): job.slot.complete(ProblemResponse.make(problem))
        }
    }
}
