extension LayoutEngine {
    /// Benchmark hook: how long each phase of one ``layout(json:)`` took.
    public struct _PhaseTimes: Sendable {
        /// JSON bytes to a validated ``LayoutDocument``.
        public var decode: Duration
        /// The document to solver constraints: the view tree, natural sizes, the service's
        /// constraints (views, stacks, shorthands), the user's, and their variables.
        public var build: Duration
        /// Adding every constraint to the solver in the contract's order (the solver is
        /// incremental: adding is solving), conflicts explained as they are found.
        public var solve: Duration
        /// Which frame values are not unique among the optimal solutions.
        public var ambiguity: Duration
        /// Frames, the response and its JSON bytes.
        public var encode: Duration
    }

    /// Benchmark hook: ``layout(json:)`` phase by phase, each phase timed.
    ///
    /// Runs the steps of ``layout(json:)`` and ``layout(document:start:)`` back to back, so the
    /// phases add up to the end-to-end time, and returns the same bytes but for `stats`' timings.
    /// - Complexity: that of ``layout(json:)``.
    public func _layoutTimingPhases(json: [UInt8]) -> (result: Result<[UInt8], Problem>, phases: _PhaseTimes) {
        let clock = ContinuousClock()
        let start = clock.now
        let decoded = DocumentDecoder.decode(json, limits: limits)
        let decodeEnd = clock.now
        var phases = _PhaseTimes(
            decode: decodeEnd - start, build: .zero, solve: .zero, ambiguity: .zero, encode: .zero)
        guard case .success(let document) = decoded else {
            return (decoded.map { _ in [] }, phases)
        }
        let lowered = LoweredLayout(document: document)
        let buildEnd = clock.now
        lowered.solve()
        let solveEnd = clock.now
        let ambiguities = lowered.ambiguities(in: document.options.frames)
        let ambiguityEnd = clock.now
        let frames = lowered.frames(in: document.options.frames)
        let constraints = document.options.includeConstraints ? lowered.solvedConstraintTexts() : nil
        let stats = LayoutStats(
            variables: lowered.solver.variableCount, constraints: lowered.solver.constraintCount,
            solveMicroseconds: Self.microseconds(ambiguityEnd - buildEnd),
            totalMicroseconds: Self.microseconds(clock.now - start))
        let response = LayoutResponse(
            frames: frames, diagnostics: lowered.conflicts + ambiguities, constraints: constraints, stats: stats)
        let bytes = response.json(pretty: false, totalMicroseconds: { Self.microseconds(clock.now - start) })
        phases.build = buildEnd - decodeEnd
        phases.solve = solveEnd - buildEnd
        phases.ambiguity = ambiguityEnd - solveEnd
        phases.encode = clock.now - ambiguityEnd
        return (.success(bytes), phases)
    }
}
