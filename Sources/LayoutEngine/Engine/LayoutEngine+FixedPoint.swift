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
    /// guides or labels' sizes changed (``DirectLayout/update(guidesOf:sizesOf:from:constraints:meter:)``);
    /// else it lays the updated document out from nothing. Where only wrapping labels depend on the
    /// frames, the direct path settles them along x before solving y
    /// (``settleWidthsFirst(_:inputs:meter:timings:)``).
    /// - Parameter first: the first layout, when the caller has it (the previous of `options.sizes`
    ///   moved to this one's canvas, ``LayoutPass/move(toCanvasOf:restoring:meter:)``); else it is laid out.
    /// - Complexity: at most ``FixedPoint/maxPasses`` layouts (one more where a re-solve from the
    ///   simplex's previous answer is not unique), each input update O(views).
    func settle(
        _ document: LayoutDocument, inputs: FrameInputs?, meter: WorkMeter, timings: inout LayoutTimings,
        directDeclined: Bool, first: LayoutPass? = nil
    ) -> Result<Settled, Problem> {
        var directDeclined = directDeclined
        if first == nil, _horizontalFirst, _directPath, !directDeclined, let inputs, inputs.dependsOnWidthsOnly {
            switch settleWidthsFirst(document, inputs: inputs, meter: meter, timings: &timings) {
            case .settled(let settled): return .success(settled)
            case .stopped(let problem): return .failure(problem)
            case .notDirect: directDeclined = true
            case .declinedLater: break
            }
        }
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
            if !inputs.changedLabels.isEmpty { settled.textChanged = true }
            passes += 1
            timings.fixedPointPasses += 1
            if case .simplex(let lowered, _, _) = settled.pass, lowered.update(guidesOf: changed, from: inputs) {
                timings.incrementalPasses += 1
                incremental = true
                continue
            }
            // The direct path's re-solve is exact (a layout from nothing, bit for bit), so it
            // needs no layout from nothing after it, unlike the simplex's.
            // Each pass's optimal set is judged as the first's (``stands(_:_:frames:spread:)``): the
            // guides its optima give the next pass may differ where the first's did not.
            if case .direct(var direct) = settled.pass,
                direct.update(
                    guidesOf: inputs.changedGuides, sizesOf: inputs.changedLabels, from: inputs,
                    constraints: settled.document.constraints, meter: meter),
                !direct.isAmbiguous
                    || Self.stands(
                        direct.ambiguities, settled.document, frames: LayoutPass.direct(direct).frames,
                        spread: { direct.positionSpread(of: $0, axis: $1) })
            {
                settled.pass = .direct(direct)
                timings.incrementalPasses += 1
                continue
            }
            // So is the dependent blocks' (their direct part re-solved so, the blocks solved again).
            if inputs.changedLabels.isEmpty, case .blocks(var blocks) = settled.pass,
                blocks.update(
                    canvas: settled.document.root, restoring: LayoutPass.guides(of: changed, from: inputs), meter: meter),
                Self.stands(
                    blocks.ambiguities, settled.document, frames: LayoutPass.blocks(blocks).frames,
                    spread: { blocks.positionSpread(of: $0, axis: $1) })
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

    /// How ``settleWidthsFirst(_:inputs:meter:timings:)`` ended.
    enum WidthsFirst {
        case settled(Settled)
        case stopped(Problem)
        /// The direct path does not take the document (as a first layout's attempt finds).
        case notDirect
        /// It took the first widths, then a later pass's sizes needed a tree flattened anew (a
        /// size a `fillProportionally` stack reads): the loop lays the document out from its
        /// first pass, as if this had not been tried.
        case declinedLater
    }

    /// The fixed point of a document whose only inputs that depend on the frames are wrapping
    /// labels, on the direct path: x solved, each wrapping label measured at the width it got
    /// (only those whose width changed since their last measurement), x solved again while a
    /// measured width changes, then y solved once with the heights measured last
    /// (``DirectLayout/init(_:options:documentConstraints:meter:settlingWidths:)``). The axes are
    /// independent, so the passes are those of ``settle(_:inputs:meter:timings:directDeclined:)``'s
    /// loop with the intermediate vertical solves left out, and the same inputs pass by pass: the
    /// same measurements, the same `unsettled` views, and the last layout the one a layout from
    /// nothing of the settled document makes, bit for bit. One flattening, one vertical solve.
    /// - Complexity: one direct layout, plus one horizontal solve per pass that changes a width.
    func settleWidthsFirst(
        _ document: LayoutDocument, inputs: FrameInputs, meter: WorkMeter, timings: inout LayoutTimings
    ) -> WidthsFirst {
        let direct = DirectDocument(document: document)
        // With scroll views the reduction rewrote the constraints once: the loop's way (no attempt counted here).
        if let direct, direct.scroll != nil { return .declinedLater }
        timings.directAttempts += 1
        guard let direct else {
            if let problem = Self.stopProblem(meter) { return .stopped(problem) }
            return .notDirect
        }
        var settledDocument = document
        var inputs = inputs
        var unsettled: [String] = []
        var passes = 1
        var flattensAnew = false
        let layout = DirectLayout(
            direct, options: document.options, documentConstraints: document.constraints.count, meter: meter
        ) { axes in
            let used = inputs
            // Only the widths are read: x is the axis solved last.
            let changed = inputs.update(from: SolvedFrames(count: axes.tree.viewCount) { SIMD4(0, 0, axes.width($0), 0) })
            if changed.isEmpty { return .settled }
            if passes == FixedPoint.maxPasses {
                unsettled = inputs.names(of: changed)
                // The answer is the last layout: its inputs are those it was laid out with.
                inputs = used
                return .settled
            }
            passes += 1
            settledDocument.apply(inputs, to: changed)
            guard let moved = axes.tree.updateIntrinsicSizes(of: changed, from: inputs) else {
                flattensAnew = true
                return .declined
            }
            return .written(solveAgain: moved & 1 != 0)
        }
        if let problem = Self.stopProblem(meter) { return .stopped(problem) }
        // Declined with the first pass's sizes: as a first layout's attempt would be. Declined by
        // a solve with later sizes: the loop's pass with those sizes would decline as well (the
        // same tree and inputs), and its earlier passes' frames are the same by any strategy, so
        // it is not tried again. Only a tree to flatten anew is the loop's to try.
        guard let layout else { return flattensAnew ? .declinedLater : .notDirect }
        // An optimum that is not unique may have measured a label at a width the simplex's would
        // not (``stands(_:_:frames:spread:)``): the loop's strategies then, as for a first layout declined.
        guard !layout.isAmbiguous
            || Self.stands(
                layout.ambiguities, settledDocument, frames: LayoutPass.direct(layout).frames,
                spread: { layout.positionSpread(of: $0, axis: $1) })
        else { return .notDirect }
        timings.fixedPointPasses += passes - 1
        timings.incrementalPasses += passes - 1
        var settled = Settled(pass: .direct(layout), document: settledDocument, inputs: inputs, unsettled: unsettled)
        settled.textChanged = passes > 1
        return .settled(settled)
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
