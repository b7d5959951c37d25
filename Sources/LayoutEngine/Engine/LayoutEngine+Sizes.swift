import ConstraintSolver

extension LayoutEngine {
    /// Lays out a decoded document with `options.sizes` at each size, in order: each layout is that
    /// of the document sent alone at that size (``LayoutDocument/sized(_:)``), decoded once.
    /// Unmetered, as ``layout(document:start:)``. A document without `sizes` has no layouts.
    /// - Complexity: one layout per size.
    public func layouts(document: LayoutDocument, start: ContinuousClock.Instant = .now) -> SizedLayouts {
        var timings = LayoutTimings()
        switch layouts(document: document, start: start, meter: WorkMeter(), timings: &timings) {
        case .success(let response): return response
        case .failure: preconditionFailure("a meter with no limit and no cancellation never stops")
        }
    }

    /// ``layouts(document:start:)`` under `meter`, which counts the work of every layout against the
    /// request's limit; the memory one layout holds is given back before the next (only its
    /// response is kept).
    func layouts(
        document: LayoutDocument, start: ContinuousClock.Instant, meter: WorkMeter, timings: inout LayoutTimings
    ) -> Result<SizedLayouts, Problem> {
        let sizes = document.options.sizes ?? []
        var layouts: [SizedLayout] = []
        layouts.reserveCapacity(sizes.count)
        var stats = LayoutStats(variables: 0, constraints: 0, solveMicroseconds: 0, totalMicroseconds: 0)
        for size in sizes {
            let held = meter.heldBytes
            let laidOut = layout(document: document.sized(size), start: start, meter: meter, timings: &timings)
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
