import ConstraintSolver

/// The limits the engine enforces on one document.
public struct LayoutLimits: Sendable, Hashable {
    /// Views in the document (layout guides not counted).
    public var maxViews: Int
    /// Entries of `constraints` plus `visualFormat`.
    public var maxConstraints: Int
    /// How deep views may nest: the root is at depth 1.
    public var maxViewDepth: Int
    /// The memory one layout may use for what grows with its document (the decoded document,
    /// the solver's rows and columns, the direct path's knots); over it, a 422 names the limit.
    public var maxRequestMemoryBytes: Int
    /// The solver work one layout may do, in ``ConstraintSolver/WorkMeter`` units (terms written,
    /// rows walked); over it, a 422 names the limit. Unlike a deadline, the same document meets it
    /// at the same point on every machine.
    public var maxRequestWork: Int
    /// The UTF-8 bytes of one label's text or button's title; a longer one is refused (422 at
    /// its pointer), not measured.
    public var maxTextBytes: Int

    /// Entries of `options.sizes`: each is a layout of the whole document.
    public var maxSizes: Int

    /// Which limit a ``Problem`` names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case views, constraints, depth, memory, work, text, sizes
    }

    /// The defaults admit a 100,000-view document.
    public init(
        maxViews: Int = 200_000, maxConstraints: Int = 400_000, maxViewDepth: Int = 1_000,
        maxRequestMemoryBytes: Int = 256 << 20, maxRequestWork: Int = LayoutLimits.defaultMaxRequestWork,
        maxTextBytes: Int = 64 << 10, maxSizes: Int = 64
    ) {
        self.maxTextBytes = maxTextBytes
        self.maxSizes = maxSizes
        self.maxViews = maxViews
        self.maxConstraints = maxConstraints
        self.maxViewDepth = maxViewDepth
        self.maxRequestMemoryBytes = maxRequestMemoryBytes
        self.maxRequestWork = maxRequestWork
        self.maxSizes = maxSizes
    }

    /// About 3 to 7 seconds of a release build on one core of a 2-core CI machine: a 400-view
    /// `equalCentering` stack (6e8 to 8e8 units) still solves, and what needs more is refused well
    /// within the default deadline.
    public static let defaultMaxRequestWork = 1_000_000_000
}

/// The layout document in, the response (frames and diagnostics) out: JSON bytes to JSON bytes.
///
/// Pure and synchronous: no I/O, no threads. The server calls it from its solver pool
/// and the `layoutd solve` command calls it directly.
public struct LayoutEngine: Sendable {
    public var limits: LayoutLimits
    /// Test and benchmark hook: whether documents the direct solver accepts skip the
    /// constraint solver (the default); false sends every document to the solver.
    @_spi(Testing) public var _directPath: Bool = true
    /// Test and benchmark hook: whether the direct path settles wrapping labels along x before
    /// solving y (``settleWidthsFirst(_:inputs:meter:timings:)``, the default); false lays out
    /// both axes each pass, as the fixed point's loop does for every other input.
    @_spi(Testing) public var _horizontalFirst: Bool = true
    /// Test and benchmark hook: whether each of `options.sizes` may be re-solved from the previous
    /// one's layout where only the canvas changes (the default); false lays every size out from nothing.
    @_spi(Testing) public var _incrementalSizes: Bool = true
    /// Measures the labels' and buttons' text; without one, a document with text is refused.
    public var textMeasurer: (any TextMeasuring)?

    public init(limits: LayoutLimits = LayoutLimits(), textMeasurer: (any TextMeasuring)? = nil) {
        self.limits = limits
        self.textMeasurer = textMeasurer
    }

    /// Lays out a request body: decode, build the constraints, solve, encode; with `options.sizes`,
    /// decoded once and laid out at each size (``layouts(document:start:)``).
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
    ///
    /// The solve is metered (``WorkMeter``): the body, the solver's rows and columns and the
    /// direct path's knots are counted against ``LayoutLimits/maxRequestMemoryBytes``, and a
    /// layout that would pass it stops with a 422 problem naming the limit.
    /// - Parameter cancellation: raised by another thread (a deadline, a closed connection), it makes
    ///   the layout stop early (within a fraction of a millisecond of solving) with a 503 problem
    ///   whose answer the caller chooses.
    /// - Parameter sizes: when given, the sizes to lay the document out at, in place of its own
    ///   `options.sizes` (`layoutd solve --size`), under the same limit.
    public func layout(
        json: [UInt8], pretty: Bool, timings: inout LayoutTimings, cancellation: Cancellation = Cancellation(),
        sizes: [LayoutSize]? = nil
    ) -> Result<[UInt8], Problem> {
        let start = ContinuousClock.now
        let meter = meter(body: json.count, cancellation: cancellation)
        let document: LayoutDocument
        switch decode(json, meter: meter, start: start, timings: &timings) {
        case .failure(let problem): return .failure(problem)
        case .success(let decoded): document = decoded
        }
        if sizes != nil || document.options.sizes != nil {
            return layouts(json: document, sizes: sizes, pretty: pretty, start: start, meter: meter, timings: &timings)
        }
        let prepared: (document: LayoutDocument, inputs: FrameInputs?, text: TextInputs?)
        // Handed over, not copied: the text's sizes are then written into the decoded views
        // themselves, where a copy still held here made them copy every list on the way.
        switch preparedAlone(consume document) {
        case .failure(let problem): return .failure(problem)
        case .success(let result): prepared = result
        }
        // A document whose inputs depend on its frames goes through the fixed point, which reads
        // the frames before they are written.
        let tryDirect = _directPath && prepared.inputs == nil
        if tryDirect {
            let text = prepared.document.options.includeText ? prepared.text?.lines ?? [] : []
            if let bytes = directLayout(
                prepared.document, text: text, pretty: pretty, start: start, meter: meter, timings: &timings)
            {
                return .success(bytes)
            }
            if let problem = Self.stopProblem(meter) { return .failure(problem) }
        }
        let response: LayoutResponse
        switch layout(
            prepared: prepared.document, inputs: prepared.inputs, text: prepared.text, start: start, meter: meter,
            timings: &timings, directDeclined: tryDirect)
        {
        case .failure(let problem): return .failure(problem)
        case .success(let solved): response = solved
        }
        return .success(encode(timings: &timings) {
            response.json(pretty: pretty, totalMicroseconds: { Self.microseconds(ContinuousClock.now - start) })
        })
    }

    /// A document laid out alone (no `options.sizes`): its variants evaluated at its root's size
    /// with the default traits.
    /// - Complexity: O(views) with variants, else O(1).
    func resolvedAlone(_ document: consuming LayoutDocument) -> Result<LayoutDocument, Problem> {
        guard document.hasConditions else { return .success(document) }
        return document.resolved(at: nil)
    }

    /// A document laid out alone (``resolvedAlone(_:)``), prepared for its first layout. It takes
    /// the document: where no copy of it is held, the text's sizes are written into its views in place.
    /// - Complexity: O(views) plus the text's measurements (``FrameInputs/prepare(_:measurer:limits:reusing:)``).
    func preparedAlone(_ document: consuming LayoutDocument) -> Result<
        (document: LayoutDocument, inputs: FrameInputs?, text: TextInputs?), Problem
    > {
        switch resolvedAlone(consume document) {
        case .failure(let problem): return .failure(problem)
        case .success(let resolved): return FrameInputs.prepare(resolved, measurer: textMeasurer, limits: limits)
        }
    }

    /// The response JSON of `document` when the direct solver lays it out, its frames going from
    /// the solved axes to the bytes with no array of them between; nil, the attempt's time
    /// counted as `solve`, when it declines.
    private func directLayout(
        _ document: LayoutDocument, text: [TextLines], pretty: Bool, start: ContinuousClock.Instant, meter: WorkMeter,
        timings: inout LayoutTimings
    ) -> [UInt8]? {
        let clock = ContinuousClock()
        let solveStart = clock.now
        timings.directAttempts += 1
        guard let direct = DirectLayout(document: document, meter: meter) else {
            timings.solve += clock.now - solveStart
            return nil
        }
        let stats = stats(direct, solveStart: solveStart, start: start, timings: &timings)
        return encode(timings: &timings) {
            LayoutResponse.json(
                frames: direct, scroll: direct.scroll, diagnostics: [], ambiguities: direct.ambiguities, constraints: nil,
                text: text,
                stats: stats, pretty: pretty, totalMicroseconds: { Self.microseconds(clock.now - start) })
        }
    }

    /// The bytes `write` makes, its time counted as `encode`.
    func encode(timings: inout LayoutTimings, _ write: () -> [UInt8]) -> [UInt8] {
        let clock = ContinuousClock()
        let encodeStart = clock.now
        let bytes = write()
        timings.encode += clock.now - encodeStart
        return bytes
    }
}

extension LayoutEngine {
    /// `json` decoded once, into the one document that every strategy reads, its time added to
    /// `timings.decode`; the problem of an invalid document, or of a stop raised while the body
    /// was read (seen before any solving).
    /// - Complexity: O(n) in the body.
    func decode(
        _ json: [UInt8], meter: WorkMeter, start: ContinuousClock.Instant, timings: inout LayoutTimings
    ) -> Result<LayoutDocument, Problem> {
        let decoded = DocumentDecoder.decode(json, limits: limits)
        timings.decode += ContinuousClock.now - start
        if case .success = decoded, let problem = Self.stopProblem(meter) { return .failure(problem) }
        return decoded
    }
}
