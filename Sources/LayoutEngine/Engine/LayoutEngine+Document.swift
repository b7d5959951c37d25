import ConstraintSolver

extension LayoutEngine {
    /// Lays out a decoded document: its frames, diagnostics and, if asked, solved constraints.
    /// - Parameter start: when the request began, for `stats.totalMicroseconds`.
    /// - Complexity: linear in views and constraints plus the solver's work.
    public func layout(document: LayoutDocument, start: ContinuousClock.Instant = .now) -> LayoutResponse {
        var timings = LayoutTimings()
        return layout(document: document, start: start, timings: &timings)
    }

    /// ``layout(document:start:)``, adding each phase's duration to `timings`
    /// (all but `decode`; reading the frames counts as `encode`).
    ///
    /// Documents of stacks and pinned views (``DirectDocument``) are solved directly when their
    /// optimum is unique or tied in `fill` stacks (with the solver's `ambiguous` diagnostics),
    /// which gives the solver's frames without its work (all of it counts as
    /// `solve`); so are documents that are such a part plus dependent blocks of plain leaf subviews
    /// (``BlockLayout``) when the blocks meet all their constraints exactly and uniquely; every other
    /// document, and any that asks for its constraints, goes to the solver.
    ///
    /// Unmetered: no memory limit, no cancellation (``layout(json:pretty:timings:cancellation:)``
    /// meters its layouts). A document whose text the engine refuses (``TextInputs``: an unknown
    /// family, a text over the limit, no measurer) is a programming error here: `layout(json:)`
    /// answers it with its 422.
    public func layout(
        document: LayoutDocument, start: ContinuousClock.Instant, timings: inout LayoutTimings
    ) -> LayoutResponse {
        switch layout(document: document, start: start, meter: WorkMeter(), timings: &timings) {
        case .success(let response): return response
        case .failure(let problem):
            preconditionFailure(
                "a meter with no limit and no cancellation never stops; the text was refused: \(problem.errors)")
        }
    }

    /// ``layout(document:start:timings:)`` under `meter`: the problem of its stop (``problem(_:)``)
    /// when it stops the direct path or the solver; the decoded document and its constraints are
    /// counted as held while the solver runs.
    func layout(
        document: LayoutDocument, start: ContinuousClock.Instant, meter: WorkMeter, timings: inout LayoutTimings
    ) -> Result<LayoutResponse, Problem> {
        // A document alone: its variants at its own size and the default traits.
        var document = document
        if document.hasConditions {
            switch document.resolved(at: nil) {
            case .failure(let problem): return .failure(problem)
            case .success(let resolved): document = resolved
            }
        }
        switch FrameInputs.prepare(document, measurer: textMeasurer, limits: limits) {
        case .failure(let problem): return .failure(problem)
        case .success(let prepared):
            return layout(
                prepared: prepared.document, inputs: prepared.inputs, text: prepared.text, start: start, meter: meter,
                timings: &timings)
        }
    }

    /// The layout of a document ``FrameInputs/prepare(_:measurer:limits:reusing:)`` made, with its inputs that depend
    /// on the frames (the contract's "Fixed points"): laid out, the inputs recomputed from the
    /// frames, and laid out again while a watched one changes, at most ``FixedPoint/maxPasses``
    /// times, then answered with an `unsettled` warning. A layout by the simplex is re-solved from
    /// its previous answer (only the changed guides' constants move, ``LoweredLayout/update(guidesOf:from:)``);
    /// a direct layout along the axes whose guides changed, in its own arrays
    /// (``DirectLayout/update(guidesOf:sizesOf:from:constraints:meter:)``); the blocks lay out again.
    /// Without inputs this is one layout.
    /// - Parameter directDeclined: the direct path has already declined this document
    ///   (``layout(json:pretty:timings:cancellation:)`` tries it first, to write its frames
    ///   straight from the solved arrays): it is not solved directly a second time.
    func layout(
        prepared document: LayoutDocument, inputs: FrameInputs?, text: TextInputs?, start: ContinuousClock.Instant,
        meter: WorkMeter, timings: inout LayoutTimings, directDeclined: Bool = false
    ) -> Result<LayoutResponse, Problem> {
        layout(
            prepared: document, inputs: inputs, text: text, start: start, meter: meter, timings: &timings,
            directDeclined: directDeclined, first: nil
        ).map(\.response)
    }

    /// ``layout(prepared:inputs:text:start:meter:timings:directDeclined:)`` from `first` when
    /// given (the document's first layout, made otherwise: ``settle(_:inputs:meter:timings:directDeclined:first:)``),
    /// with the fixed point's last state besides the response.
    func layout(
        prepared document: LayoutDocument, inputs: FrameInputs?, text: TextInputs?, start: ContinuousClock.Instant,
        meter: WorkMeter, timings: inout LayoutTimings, directDeclined: Bool, first: LayoutPass?
    ) -> Result<(response: LayoutResponse, settled: Settled), Problem> {
        let solveStart = ContinuousClock.now
        let settled: Settled
        switch settle(
            document, inputs: inputs, meter: meter, timings: &timings, directDeclined: directDeclined, first: first)
        {
        case .failure(let problem): return .failure(problem)
        case .success(let result): settled = result
        }
        return response(
            settled.pass, document: settled.document, solveStart: solveStart, start: start, meter: meter,
            timings: &timings
        ).map { response in
            var response = response
            if !settled.unsettled.isEmpty { response.diagnostics.append(FixedPoint.unsettled(settled.unsettled)) }
            // The lines of the last measurement (a wrapping label's at the width it settled at).
            if document.options.includeText { response.text = (settled.inputs?.text ?? text)?.lines ?? [] }
            return (response, settled)
        }
    }

    /// Lays `document` out once: directly (unless `directDeclined`), else as a direct part plus
    /// dependent blocks, else by the simplex.
    func solvePass(
        _ document: LayoutDocument, meter: WorkMeter, timings: inout LayoutTimings, directDeclined: Bool
    ) -> Result<LayoutPass, Problem> {
        let clock = ContinuousClock()
        if _directPath, !directDeclined {
            timings.directAttempts += 1
            if let direct = DirectLayout(document: document, meter: meter),
                !direct.isAmbiguous
                    || Self.stands(
                        direct.ambiguities, document, frames: LayoutPass.direct(direct).frames,
                        spread: { direct.positionSpread(of: $0, axis: $1) })
            {
                return .success(.direct(direct))
            }
        }
        if let problem = Self.stopProblem(meter) { return .failure(problem) }
        if _directPath {
            timings.blockAttempts += 1
            if let blocks = BlockLayout(document: document, meter: meter),
                Self.stands(
                    blocks.ambiguities, document, frames: LayoutPass.blocks(blocks).frames,
                    spread: { blocks.positionSpread(of: $0, axis: $1) })
            {
                return .success(.blocks(blocks))
            }
        }
        if let problem = Self.stopProblem(meter) { return .failure(problem) }
        timings.solverLayouts += 1
        let buildStart = clock.now
        let lowered = LoweredLayout(document: document, meter: meter)
        let held = lowered.estimatedBytes
        meter.heldBytes += held
        lowered.solver.meter = meter
        let solveStart = clock.now
        lowered.solve()
        if let problem = Self.stopProblem(meter) { return .failure(problem) }
        timings.build += solveStart - buildStart
        timings.solve += clock.now - solveStart
        return .success(.simplex(lowered, solveStart, held: held))
    }

    /// Whether a fast strategy's layout of `document`, with `ambiguities`, stands. One whose
    /// ambiguous views move an input of the fixed point is left to the simplex: a guide the
    /// layout reads, along an axis where its insets may change (``SafeAreaInputs/guidesMayMove(with:in:frames:spread:)``), or a wrapping label's width
    /// (``TextInputs/wrapsMayMove(with:in:)``). The fixed point settles those inputs on the
    /// optimum taken, and another optimum than the simplex's may settle them otherwise, so give
    /// other frames where those are unique (a label's height). `frames` are the layout's, in root
    /// coordinates (``SafeAreaInputs/guidesMayMove(with:in:frames:spread:)`` reads the safe areas they give).
    /// - Complexity: O(1) unambiguous; O(views + constraints) otherwise.
    static func stands(
        _ ambiguities: AmbiguityList, _ document: LayoutDocument, frames: SolvedFrames,
        spread: (_ view: Int, _ axis: Int) -> SIMD2<Double>?
    ) -> Bool {
        var ambiguous: [String: UInt8] = [:]
        var widths = Set<String>()
        for (view, values) in ambiguities.entries {
            let id = ambiguities.ids[Int(view)]
            // The axes the values move along: a guide's insets along one follow the frames' along
            // it; and the lengths among them (a view flat at every optimum has no safe inset).
            let axes: UInt8 = (values.isDisjoint(with: [.x, .width]) ? 0 : 1) | (values.isDisjoint(with: [.y, .height]) ? 0 : 2)
            let lengths: UInt8 = (values.contains(.width) ? 4 : 0) | (values.contains(.height) ? 8 : 0)
            ambiguous[id, default: 0] |= axes | lengths
            if values.contains(.width) { widths.insert(id) }
        }
        return !SafeAreaInputs.guidesMayMove(with: ambiguous, in: document, frames: frames, spread: spread)
            && !TextInputs.wrapsMayMove(with: widths, in: document)
    }

    /// The response of `pass`, a layout of `document` begun at `solveStart`, for a request begun at `start`.
    private func response(
        _ pass: LayoutPass, document: LayoutDocument, solveStart: ContinuousClock.Instant,
        start: ContinuousClock.Instant, meter: WorkMeter, timings: inout LayoutTimings
    ) -> Result<LayoutResponse, Problem> {
        switch pass {
        case .direct(let direct):
            return .success(response(direct, solveStart: solveStart, start: start, timings: &timings))
        case .blocks(let blocks):
            return .success(response(blocks, solveStart: solveStart, start: start, timings: &timings))
        case .simplex(let lowered, let solverStart, _):
            let clock = ContinuousClock()
            let ambiguityStart = clock.now
            let ambiguities = lowered.ambiguities(in: document.options.frames)
            if let problem = Self.stopProblem(meter) { return .failure(problem) }
            let solveEnd = clock.now
            let frames = lowered.frames(FramePlacement(document.options))
            let constraints = document.options.includeConstraints ? lowered.solvedConstraintTexts() : nil
            let stats = LayoutStats(
                variables: lowered.solver.variableCount, constraints: lowered.solver.constraintCount,
                solveMicroseconds: Self.microseconds(solveEnd - solverStart),
                totalMicroseconds: Self.microseconds(clock.now - start))
            timings.ambiguity += solveEnd - ambiguityStart
            timings.encode += clock.now - solveEnd
            var response = LayoutResponse(
                frames: frames, scroll: lowered.scrollContents(FramePlacement(document.options)), diagnostics: lowered.conflicts + ambiguities,
                constraints: constraints, stats: stats)
            if document.options.render.guides { response.guides = lowered.guideFrames(FramePlacement(document.options)) }
            return .success(response)
        }
    }

    static func microseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
    }
}

extension LayoutEngine {
    /// The response of a direct layout begun (``DirectDocument`` made) at `solveStart`, for a
    /// request begun at `start`; the time since `solveStart` counts as `solve`.
    func response(
        _ direct: DirectLayout, solveStart: ContinuousClock.Instant, start: ContinuousClock.Instant,
        timings: inout LayoutTimings
    ) -> LayoutResponse {
        let stats = stats(direct, solveStart: solveStart, start: start, timings: &timings)
        return LayoutResponse(
            frames: direct.frames, scroll: direct.scroll, diagnostics: direct.diagnostics, constraints: nil, stats: stats)
    }

    /// The response of a layout by dependent blocks begun at `solveStart`, for a request begun at
    /// `start`; the time since `solveStart` counts as `solve`.
    func response(
        _ blocks: BlockLayout, solveStart: ContinuousClock.Instant, start: ContinuousClock.Instant,
        timings: inout LayoutTimings
    ) -> LayoutResponse {
        timings.blockLayouts += 1
        let stats = stats(
            variables: blocks.variableCount, constraints: blocks.constraintCount, solveStart: solveStart, start: start,
            timings: &timings)
        return LayoutResponse(
            frames: blocks.frames, scroll: blocks.scroll, diagnostics: blocks.diagnostics, constraints: nil, stats: stats)
    }

    /// ``response(_:solveStart:start:timings:)``'s stats.
    func stats(
        _ direct: DirectLayout, solveStart: ContinuousClock.Instant, start: ContinuousClock.Instant,
        timings: inout LayoutTimings
    ) -> LayoutStats {
        timings.directLayouts += 1
        return stats(
            variables: direct.variableCount, constraints: direct.constraintCount, solveStart: solveStart, start: start,
            timings: &timings)
    }

    /// The stats of a layout solved without the whole-document simplex, its time since `solveStart`
    /// counted as `solve`.
    private func stats(
        variables: Int, constraints: Int, solveStart: ContinuousClock.Instant, start: ContinuousClock.Instant,
        timings: inout LayoutTimings
    ) -> LayoutStats {
        let clock = ContinuousClock()
        let solveEnd = clock.now
        timings.solve += solveEnd - solveStart
        return LayoutStats(
            variables: variables, constraints: constraints, solveMicroseconds: Self.microseconds(solveEnd - solveStart),
            totalMicroseconds: Self.microseconds(clock.now - start))
    }
}
