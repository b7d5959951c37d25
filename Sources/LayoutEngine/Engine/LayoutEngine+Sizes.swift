import ConstraintSolver

extension LayoutEngine {
    /// Lays out a decoded document with `options.sizes` at each size, in order: each layout is that
    /// of the document sent alone at that size with the variants in force there applied
    /// (``LayoutDocument/resolved(at:sizeIndex:)``), decoded once.
    /// Unmetered, as ``layout(document:start:)``. A document without `sizes` has no layouts.
    /// - Complexity: one layout per size.
    public func layouts(document: LayoutDocument, start: ContinuousClock.Instant = .now) -> SizedLayouts {
        var timings = LayoutTimings()
        switch layouts(document: document, start: start, meter: WorkMeter(), timings: &timings) {
        case .success(let response): return response
        case .failure(let problem):
            preconditionFailure("a meter with no limit and no cancellation never stops; a variant was refused: \(problem.errors)")
        }
    }

    /// ``layouts(document:start:)`` under `meter`, which counts the work of every layout against the
    /// request's limit; the memory one layout holds is given back before the next (only its
    /// response, and the layout the next size may start from, are kept).
    ///
    /// Where the next size lays out the same document at another canvas (``mayReuse(_:selections:at:options:)``: the same variants in force)
    /// and this one's fixed point moved no label's measured size, the next starts from this one's
    /// last layout moved to its canvas, the guides the fixed point moved set back
    /// (``LayoutPass/move(toCanvasOf:restoring:meter:)``), and goes through the fixed point from
    /// there: its answer is that of a layout from nothing.
    /// - Complexity: one layout per size, re-solved from the previous one where it may.
    func layouts(
        document: LayoutDocument, start: ContinuousClock.Instant, meter: WorkMeter, timings: inout LayoutTimings
    ) -> Result<SizedLayouts, Problem> {
        let sizes = document.options.sizes ?? []
        // Each size's variants and conditioned constraints, found once; a selection that leaves
        // the document invalid refuses the request before any layout.
        let selections = sizes.map { document.variantSelection(for: $0) }
        var checked: Set<VariantSelection> = []
        for (index, selection) in selections.enumerated() where document.hasConditions && checked.insert(selection).inserted {
            if case .failure(let problem) = document.applying(selection, sizeIndex: index) { return .failure(problem) }
        }
        var layouts: [SizedLayout] = []
        layouts.reserveCapacity(sizes.count)
        var stats = LayoutStats(variables: 0, constraints: 0, solveMicroseconds: 0, totalMicroseconds: 0)
        // The previous size's last layout, when it is one of its document as prepared but for the
        // guides of the views given (the fixed point's).
        var previous: (pass: LayoutPass, applied: [Int32])? = nil
        // The previous size's text as prepared: a text the same there measures the same here (not
        // reused with `_incrementalSizes` off, the reference of every size laid out from nothing).
        var previousText: TextInputs? = nil
        for (index, size) in sizes.enumerated() {
            let held = meter.heldBytes
            let sizeStart = ContinuousClock.now
            let prepared: (document: LayoutDocument, inputs: FrameInputs?, text: TextInputs?)
            guard case .success(let resolved) = document.sized(size).applying(selections[index]) else {
                preconditionFailure("every selection was checked above")
            }
            switch FrameInputs.prepare(resolved, measurer: textMeasurer, limits: limits, reusing: _incrementalSizes ? previousText : nil) {
            case .failure(let problem): return .failure(problem)
            case .success(let result): prepared = result
            }
            previousText = prepared.text
            var first: LayoutPass? = nil
            if let previous, mayReuse(sizes, selections: selections, at: index, options: document.options) {
                var pass = previous.pass
                if pass.move(toCanvasOf: prepared.document, restoring: previous.applied, meter: meter) { first = pass }
                if let problem = Self.stopProblem(meter) { return .failure(problem) }
            }
            previous = nil
            let laidOut = layout(
                prepared: prepared.document, inputs: prepared.inputs, text: prepared.text, start: start, meter: meter,
                timings: &timings, directDeclined: false, first: first)
            meter.heldBytes = held
            switch laidOut {
            case .failure(let problem): return .failure(problem)
            case .success(let (response, settled)):
                if !settled.textChanged { previous = (settled.pass, settled.applied) }
                stats.variables += response.stats.variables
                stats.constraints += response.stats.constraints
                stats.solveMicroseconds += response.stats.solveMicroseconds
                stats.totalMicroseconds = response.stats.totalMicroseconds
                layouts.append(SizedLayout(size: size, traits: size.traits.resolved(in: document.options), layout: response))
            }
            if first != nil {
                timings.movedSizeCount += 1
                timings.movedSizes += ContinuousClock.now - sizeStart
            } else {
                timings.freshSizes += ContinuousClock.now - sizeStart
            }
        }
        return .success(SizedLayouts(layouts: layouts, stats: stats))
    }

    /// The response JSON of ``layout(json:pretty:timings:cancellation:sizes:)`` for a document laid
    /// out at several sizes: `sizes` in place of its own when given, under the same limit.
    func layouts(
        json document: LayoutDocument, sizes: [LayoutSize]?, pretty: Bool, start: ContinuousClock.Instant,
        meter: WorkMeter, timings: inout LayoutTimings
    ) -> Result<[UInt8], Problem> {
        var document = document
        if let sizes {
            if let problem = DocumentDecoder.sizesProblem(sizes.count, limits: limits) { return .failure(problem) }
            document.options.sizes = sizes
        }
        return layouts(document: document, start: start, meter: meter, timings: &timings).map { sized in
            encode(timings: &timings) {
                sized.json(pretty: pretty, totalMicroseconds: { Self.microseconds(ContinuousClock.now - start) })
            }
        }
    }
}
