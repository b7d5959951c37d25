/// The limits the engine enforces on one document.
public struct LayoutLimits: Sendable, Hashable {
    /// Views in the document (layout guides not counted).
    public var maxViews: Int
    /// Entries of `constraints` plus `visualFormat`.
    public var maxConstraints: Int

    /// The defaults admit a 100,000-view document.
    public init(maxViews: Int = 200_000, maxConstraints: Int = 400_000) {
        self.maxViews = maxViews
        self.maxConstraints = maxConstraints
    }
}

/// The layout document in, the response (frames and diagnostics) out: JSON bytes to JSON bytes.
///
/// Pure and synchronous: no I/O, no threads. The server calls it from its solver pool
/// and the `layoutd solve` command calls it directly.
public struct LayoutEngine: Sendable {
    public var limits: LayoutLimits
    /// Test and benchmark hook: whether documents the direct solver accepts skip the
    /// constraint solver (the default); false sends every document to the solver.
    public var _directPath: Bool = true
    /// Test and benchmark hook: whether documents the optimistic decoder understands skip the
    /// full decoder (the default); false sends every document to the full decoder.
    public var _optimisticDecoding: Bool = true

    public init(limits: LayoutLimits = LayoutLimits()) {
        self.limits = limits
    }

    /// Lays out a request body: decode, build the constraints, solve, encode.
    /// - Returns: the response JSON (UTF-8), or the problem that prevents a layout.
    /// - Complexity: linear in the body, the views and the constraints, plus the solver's work.
    public func layout(json: [UInt8]) -> Result<[UInt8], Problem> {
        layout(json: json, pretty: false)
    }

    /// ``layout(json:)`` with the response indented for people when `pretty`.
    public func layout(json: [UInt8], pretty: Bool) -> Result<[UInt8], Problem> {
        var timings = LayoutTimings()
        return layout(json: json, pretty: pretty, timings: &timings)
    }

    /// ``layout(json:pretty:)``, adding each phase's duration to `timings`.
    public func layout(json: [UInt8], pretty: Bool, timings: inout LayoutTimings) -> Result<[UInt8], Problem> {
        let clock = ContinuousClock()
        let start = clock.now
        let decoded = DocumentDecoder.decode(json, limits: limits, optimistic: _optimisticDecoding)
        timings.decode += clock.now - start
        switch decoded {
        case .failure(let problem):
            return .failure(problem)
        case .success(let document):
            let response = layout(document: document, start: start, timings: &timings)
            let encodeStart = clock.now
            let bytes = response.json(pretty: pretty, totalMicroseconds: { Self.microseconds(clock.now - start) })
            timings.encode += clock.now - encodeStart
            return .success(bytes)
        }
    }
}
