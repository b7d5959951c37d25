import ConstraintSolver

extension LayoutEngine {
    /// The last layout of the fixed point, the document with the inputs it was laid out with,
    /// the inputs' last values, and the views whose inputs had not settled (empty when they had).
    struct Settled {
        var pass: LayoutPass
        var document: LayoutDocument
        var inputs: FrameInputs?
        var unsettled: [String]
        /// The views whose inputs the passes after the first wrote into ``document`` (each once, in
        /// tree order), and whether one of them was a label's measured size. Without the latter,
        /// ``pass`` is the layout of the document as prepared but for the guides of those views: the
        /// next of `options.sizes` may start from it (``LayoutPass/move(toCanvasOf:restoring:meter:)``).
        var applied: [Int32] = []
        var textChanged = false
    }

    /// The fixed point of ``layout(prepared:inputs:text:start:meter:timings:directDeclined:)``. A pass
    /// after the first re-solves the previous layout where it can: the simplex's from its previous
    /// answer (``LoweredLayout/update(guidesOf:from:)``), the direct path's along the axes whose
    /// guides changed (``DirectLayout/update(guidesOf:from:constraints:meter:)``); else it lays
    /// the updated document out from nothing.
    /// - Parameter first: the first layout, when the caller has it (the previous of `options.sizes`
    ///   moved to this one's canvas, ``LayoutPass/move(toCanvasOf:restoring:meter:)``); else it is laid out.
    /// - Complexity: at most ``FixedPoint/maxPasses`` layouts (one more where a re-solve from the
    ///   simplex's previous answer is not unique), each input update O(views).
    func settle(
        _ document: LayoutDocument, inputs: FrameInputs?, meter: WorkMeter, timings: inout LayoutTimings,
        directDeclined: Bool, first: LayoutPass? = nil
    ) -> Result<Settled, Problem> {
        var settled: Settled
        if let first {
            settled = Settled(pass: first, document: document, inputs: inputs, unsettled: [])
        } else {
            switch solvePass(document, meter: meter, timings: &timings, directDeclined: directDeclined) {
            case .failure(let problem): return .failure(problem)
            case .success(let pass): settled = Settled(pass: pass, document: document, inputs: inputs, unsettled: [])
            }
        }
        // A simplex moved to a new canvas is a re-solve from a previous answer, as the passes below.
        var incremental = if case .simplex? = first { true } else { false }
        var passes = 1
        guard var inputs else { return resolvedAgainIfTied(settled, incremental: incremental, meter: meter, timings: &timings) }
        while true {
            let used = inputs
            let changed = inputs.update(from: settled.pass.frames)
            if changed.isEmpty { break }
            if passes == FixedPoint.maxPasses {
                settled.unsettled = inputs.names(of: changed)
                // The answer is the last layout: its inputs are those it was laid out with.
                inputs = used
                break
            }
            settled.document.apply(inputs, to: changed)
            settled.applied = Array(Set(settled.applied).union(changed)).sorted()
            if inputs.textChanged { settled.textChanged = true }
            passes += 1
            timings.fixedPointPasses += 1
            if case .simplex(let lowered, _, _) = settled.pass, lowered.update(guidesOf: changed, from: inputs) {
                timings.incrementalPasses += 1
                incremental = true
                continue
            }
            // The direct path's re-solve is exact (a layout from nothing, bit for bit), so it
            // needs no layout from nothing after it, unlike the simplex's.
            if !inputs.textChanged, case .direct(var direct) = settled.pass,
                direct.update(guidesOf: changed, from: inputs, constraints: settled.document.constraints, meter: meter)
            {
                settled.pass = .direct(direct)
                timings.incrementalPasses += 1
                continue
            }
            // So is the dependent blocks' (their direct part re-solved so, the blocks solved again).
            if !inputs.textChanged, case .blocks(var blocks) = settled.pass,
                blocks.update(
                    canvas: settled.document.root, restoring: LayoutPass.guides(of: changed, from: inputs), meter: meter)
            {
                settled.pass = .blocks(blocks)
                timings.incrementalPasses += 1
                continue
            }
            if let problem = Self.stopProblem(meter) { return .failure(problem) }
            incremental = false
            settled.pass.release(from: meter, timings: &timings)
            switch solvePass(settled.document, meter: meter, timings: &timings, directDeclined: false) {
            case .failure(let problem): return .failure(problem)
            case .success(let pass): settled.pass = pass
            }
        }
        settled.inputs = inputs
        if let problem = Self.stopProblem(meter) { return .failure(problem) }
        return resolvedAgainIfTied(settled, incremental: incremental, meter: meter, timings: &timings)
    }

    /// `settled`, its last layout made again from nothing where it was re-solved from a previous
    /// answer (`incremental`) by the simplex and its optimum is not unique: the answer is then the
    /// one a layout from nothing gives (the direct path's and the differential suites'
    /// reference), not the vertex the re-solve reached.
    private func resolvedAgainIfTied(
        _ settled: Settled, incremental: Bool, meter: WorkMeter, timings: inout LayoutTimings
    ) -> Result<Settled, Problem> {
        var settled = settled
        if incremental, case .simplex(let lowered, _, _) = settled.pass,
            !lowered.ambiguities(in: settled.document.options.frames).isEmpty
        {
            timings.fixedPointPasses += 1
            settled.pass.release(from: meter, timings: &timings)
            switch solvePass(settled.document, meter: meter, timings: &timings, directDeclined: false) {
            case .failure(let problem): return .failure(problem)
            case .success(let pass): settled.pass = pass
            }
        }
        return .success(settled)
    }

    /// One layout of a document by the first strategy that takes it.
    enum LayoutPass {
        case direct(DirectLayout)
        case blocks(BlockLayout)
        /// Solved by the simplex, whose solve began at the instant given (after the build), holding
        /// the bytes given against the meter.
        case simplex(LoweredLayout, ContinuousClock.Instant, held: Int)

        /// Settles the accounts of a pass replaced by another (whose response is never made): the
        /// memory it held no longer counts against `meter`, and a direct or block layout counts in
        /// `timings` as the response would have counted it (the simplex counts when it solves).
        func release(from meter: WorkMeter, timings: inout LayoutTimings) {
            switch self {
            case .direct: timings.directLayouts += 1
            case .blocks: timings.blockLayouts += 1
            case .simplex(_, _, let held): meter.heldBytes -= held
            }
        }

        /// The frames in root coordinates, unrounded.
        var frames: SolvedFrames {
            switch self {
            case .direct(let direct): return SolvedFrames(count: direct.count, frame: direct.absoluteFrame)
            case .blocks(let blocks):
                let absolute = blocks.absoluteFrames
                return SolvedFrames(count: absolute.count) { absolute[$0] }
            case .simplex(let lowered, _, _):
                let frames = lowered.frames(.absolute)
                return SolvedFrames(count: frames.count) {
                    let frame = frames[$0]
                    return SIMD4(frame.x, frame.y, frame.width, frame.height)
                }
            }
        }
    }
}
