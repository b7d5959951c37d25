import LayoutEngine
import LayoutRender

extension LayoutServer {
    /// One job, on a solver thread.
    ///
    /// A job answered in its solver's place (deadline, closed connection, drain) is cancelled: it is
    /// skipped if it has not started, and the engine gives up soon if it has, freeing the worker.
    func solve(_ job: SolveJob) {
        let cancellation = job.slot.cancellation
        guard !cancellation.isCancelled, !job.slot.isCompleted else { return }
        let delay = solveDelayMilliseconds.load(ordering: .relaxed)
        if delay > 0 {
            var remaining = delay
            while remaining > 0 && !cancellation.isCancelled {
                SleepClock.sleep(milliseconds: min(remaining, 10))
                remaining -= 10
            }
            guard !cancellation.isCancelled else { return }
        }
        let start = MonotonicClock.nanoseconds()
        var timings = LayoutTimings()
        let result: Result<HTTPResponse, Problem>
        if let format = job.render {
            result = renderer.render(json: job.body, format: format, timings: &timings, cancellation: cancellation)
                .map { HTTPResponse(status: 200, contentType: format.contentType, body: $0) }
        } else {
            result = engine.layout(json: job.body, pretty: false, timings: &timings, cancellation: cancellation).map(HTTPResponse.json)
        }
        metrics.solved(nanoseconds: MonotonicClock.nanoseconds() - start)
        switch result {
        case .success(let response):
            job.slot.complete(response)
        case .failure(let problem):
            // A 422 (or 413) naming a limit is passed through as the engine wrote it, and counted
            // before the client can read it.
            let limit = LimitKind(problem: problem)
            job.slot.complete(ProblemResponse.make(problem)) {
                if let limit { metrics.limitHit(limit) }
            }
        }
    }
}
