import LayoutEngine

/// One timed `LayoutEngine.layout(json:)`: end to end, and per phase.
struct EnginePhaseTimes {
    /// Phase names in the order they run.
    static let phaseNames = ["decode", "build", "solve", "ambiguity", "encode"]

    /// JSON in to JSON out, in microseconds.
    var totalMicroseconds: Double
    /// Per phase, in `phaseNames` order.
    var phaseMicroseconds: [Double]

    /// Lays out `document` once through the engine's phase hook, which runs the steps of
    /// ``LayoutEngine/layout(json:)`` back to back and times each; end to end is their sum, from the
    /// first byte decoded to the last byte encoded. Keeps the response bytes.
    /// - Throws: `EngineBenchError.problem` when the engine rejects the document.
    static func measure(engine: LayoutEngine, document: [UInt8], response: inout [UInt8]) throws -> EnginePhaseTimes {
        let (result, phases) = engine._layoutTimingPhases(json: document)
        switch result {
        case .failure(let problem): throw EngineBenchError.problem(problem)
        case .success(let bytes): response = bytes
        }
        let microseconds = [phases.decode, phases.build, phases.solve, phases.ambiguity, phases.encode].map(\.microseconds)
        return EnginePhaseTimes(totalMicroseconds: microseconds.reduce(0, +), phaseMicroseconds: microseconds)
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
