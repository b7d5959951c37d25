import LayoutEngine

/// One timed `LayoutEngine.layout(json:)`: end to end, and per phase where the engine reports them.
struct EnginePhaseTimes {
    /// Phase names in the order they run.
    static let phaseNames = ["decode", "build", "solve", "ambiguity", "encode"]

    /// JSON in to JSON out, in microseconds.
    var totalMicroseconds: Double
    /// Per phase, in `phaseNames` order; empty when the engine does not report phases.
    var phaseMicroseconds: [Double]

    /// Lays out `document` once, keeping the response bytes.
    /// - Throws: `EngineBenchError.problem` when the engine rejects the document.
    static func measure(engine: LayoutEngine, document: [UInt8], response: inout [UInt8]) throws -> EnginePhaseTimes {
        let clock = ContinuousClock()
        let start = clock.now
        let result = engine.layout(json: document)
        let elapsed = clock.now - start
        switch result {
        case .success(let bytes):
            response = bytes
            return EnginePhaseTimes(totalMicroseconds: elapsed.microseconds, phaseMicroseconds: [])
        case .failure(let problem):
            throw EngineBenchError.problem(problem)
        }
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
