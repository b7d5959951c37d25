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
    /// response is kept).
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
        for (size, selection) in zip(sizes, selections) {
            let held = meter.heldBytes
            guard case .success(let resolved) = document.sized(size).applying(selection) else {
                preconditionFailure("every selection was checked above")
            }
            let laidOut = layout(document: resolved, start: start, meter: meter, timings: &timings)
            meter.heldBytes = held
            switch laidOut {
            case .failure(let problem): return .failure(problem)
            case .success(let response):
                stats.variables += response.stats.variables
                stats.constraints += response.stats.constraints
                stats.solveMicroseconds += response.stats.solveMicroseconds
                stats.totalMicroseconds = response.stats.totalMicroseconds
                layouts.append(SizedLayout(size: size, traits: size.traits.resolved(in: document.options), layout: response))
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
