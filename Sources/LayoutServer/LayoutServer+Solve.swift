import LayoutEngine

extension LayoutServer {
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
