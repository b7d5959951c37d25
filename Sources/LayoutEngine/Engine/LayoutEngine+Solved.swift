import ConstraintSolver

extension LayoutEngine {
    /// Decodes and lays out a request body as ``layout(json:pretty:timings:cancellation:)`` does
    /// (the same decoding, limits, meter and strategies), answering the document and its layout
    /// instead of their JSON, its frames in the root's coordinates whatever `options.frames` says,
    /// with every label's and button's lines (as `include: ["text"]` gives them); with
    /// `options.sizes`, one layout per size (``SolvedLayout/sizes``).
    /// - Parameter rootSize: when given, the root's `width` and `height` in its place, and one
    ///   layout whatever `options.sizes` says (`layoutd render --size`).
    /// - Returns: the layout, or the problem that prevents it (the same one `/v1/layout` answers).
    /// - Complexity: linear in the body, the views and the constraints, plus the solver's work.
    public func solve(
        json: [UInt8], rootSize: (width: Double, height: Double)? = nil, timings: inout LayoutTimings,
        cancellation: Cancellation = Cancellation()
    ) -> Result<SolvedLayout, Problem> {
        let start = ContinuousClock.now
        let meter = meter(body: json.count, cancellation: cancellation)
        var document: LayoutDocument
        switch decode(json, meter: meter, start: start, timings: &timings) {
        case .failure(let problem): return .failure(problem)
        case .success(let decoded): document = decoded
        }
        // Absolute frames whatever the document asks: a drawing places every view in one space.
        document.options.frames = .absolute
        // The lines as measured: the drawing sets them.
        document.options.includeText = true
        if let rootSize {
            document.updateViews { root in
                root.width = rootSize.width
                root.height = rootSize.height
            }
            document.options.sizes = nil
        }
        if document.options.sizes != nil {
            let sized = document
            return layouts(document: sized, start: start, meter: meter, timings: &timings).map { layouts in
                let empty = LayoutResponse(frames: [], diagnostics: [], constraints: nil, stats: layouts.stats)
                let sizes = layouts.layouts.map { layout in
                    SolvedSize(
                        size: layout.size, traits: layout.traits,
                        layout: SolvedLayout(document: sized.sized(layout.size), response: layout.layout))
                }
                return SolvedLayout(document: sized, response: empty, sizes: sizes)
            }
        }
        // Drawn alone: its variants at the root's size (the one drawn).
        let resolved: LayoutDocument
        switch resolvedAlone(document) {
        case .failure(let problem): return .failure(problem)
        case .success(let variant): resolved = variant
        }
        switch FrameInputs.prepare(resolved, measurer: textMeasurer, limits: limits) {
        case .failure(let problem): return .failure(problem)
        case .success(let prepared):
            return layout(
                prepared: prepared.document, inputs: prepared.inputs, text: prepared.text, start: start, meter: meter,
                timings: &timings
            ).map { SolvedLayout(document: resolved, response: $0) }
        }
    }
}
