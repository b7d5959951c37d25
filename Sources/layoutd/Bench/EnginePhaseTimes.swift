import LayoutEngine
import LayoutRender

/// One timed `LayoutEngine.layout(json:)`: end to end, and per phase.
struct EnginePhaseTimes {
    /// Phase names in the order they run.
    static let phaseNames = ["decode", "build", "solve", "ambiguity", "encode"]

    /// JSON in to JSON out, in microseconds.
    var totalMicroseconds: Double
    /// Per phase, in `phaseNames` order.
    var phaseMicroseconds: [Double]
    /// The engine's strategy: `direct`, `blocks` (a direct part and dependent blocks) or `solver`.
    var path = "solver"

    /// Lays out `document` once with ``LayoutEngine/layout(json:pretty:timings:)``: end to end around
    /// the call, the phases from the engine's own timings. Keeps the response bytes.
    /// - Throws: `EngineBenchError.problem` when the engine rejects the document.
    /// - Parameter render: draw the layout in this format (``LayoutRenderer``) instead of encoding
    ///   it as JSON; `encode` is then everything after the layout: reading its frames and drawing.
    static func measure(
        engine: LayoutEngine, document: [UInt8], render: RenderFormat? = nil, response: inout [UInt8]
    ) throws -> EnginePhaseTimes {
        var timings = LayoutTimings()
        let clock = ContinuousClock()
        let start = clock.now
        // No pixel limit: the 1,000-view feed is a tall screen (1125 × 31,644 pixels at scale 3).
        let renderer = LayoutRenderer(engine: engine, maxPixels: .max)
        let result = render.map { renderer.render(json: document, format: $0, timings: &timings) }
            ?? engine.layout(json: document, pretty: false, timings: &timings)
        let elapsed = clock.now - start
        switch result {
        case .failure(let problem): throw EngineBenchError.problem(problem)
        case .success(let bytes): response = bytes
        }
        var phases = [timings.decode, timings.build, timings.solve, timings.ambiguity, timings.encode].map(\.microseconds)
        if render != nil {
            phases[4] = max(0, elapsed.microseconds - phases[0..<4].reduce(0, +))
        }
        return EnginePhaseTimes(
            totalMicroseconds: elapsed.microseconds,
            phaseMicroseconds: phases,
            path: timings.directLayouts > 0 ? "direct" : timings.blockLayouts > 0 ? "blocks" : "solver")
    }
}

/// Why a benchmark run stopped.
enum EngineBenchError: Error, CustomStringConvertible {
    case problem(Problem)

    var description: String {
        switch self {
        case .problem(let problem):
            let errors = problem.errors.prefix(5).map { "\($0.pointer): \($0.detail)" }.joined(separator: "; ")
            return "the engine rejected the feed (\(problem.status) \(problem.title): \(problem.detail)) \(errors)"
        }
    }
}

extension Duration {
    /// The duration in microseconds, fractional.
    var microseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1_000_000 + Double(parts.attoseconds) / 1_000_000_000_000
    }
}
