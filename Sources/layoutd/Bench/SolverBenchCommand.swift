import ArgumentParser
import ConstraintSolver
import Foundation

/// `layoutd bench solver`: replays constraint-system dumps on the ConstraintSolver and
/// prints the time of each phase (compared with kiwisolver by `Benchmarks/solver_vs_kiwi.py`).
struct SolverBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Replay constraint-system dumps (Benchmarks/README.md) and time each phase.",
        discussion: """
            Prints one line per dump and phase: RESULT <file> <phase> <milliseconds> <checksum>.
            The time is the best of --repeat runs; every phase ends by reading every variable
            (the checksum is their sum) and, with --ambiguity, by an ambiguity analysis.
            """
    )

    @Argument(help: "Dump files.")
    var files: [String]

    @Option(help: "Runs per dump; the fastest is reported.")
    var `repeat` = 3

    @Flag(help: "Include analyzeAmbiguity() at the end of every phase.")
    var ambiguity = false

    func run() throws {
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let dump = try SolverDump(text: Substring(text))
            var best = [Double](repeating: .infinity, count: dump.phases.count)
            var checksums = [Double](repeating: 0, count: dump.phases.count)
            for _ in 0..<max(1, `repeat`) {
                let solver = Solver()
                let variables = dump.variableNames.indices.map { _ in solver.makeVariable() }
                for (index, phase) in dump.phases.enumerated() {
                    let start = DispatchTime.now().uptimeNanoseconds
                    // Sized up front, as the layout engine does, inside the timed phase.
                    if index == 0 { solver.reserveCapacity(variables: variables.count, constraints: dump.constraintCount) }
                    try replay(phase.operations, on: solver)
                    var checksum = 0.0
                    for variable in variables { checksum += solver.value(of: variable) }
                    if ambiguity { _ = solver.analyzeAmbiguity() }
                    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                    best[index] = min(best[index], elapsed)
                    checksums[index] = checksum
                }
            }
            for (index, phase) in dump.phases.enumerated() {
                print("RESULT \(file) \(phase.name) \(best[index]) \(checksums[index])")
            }
        }
    }

    private func replay(_ operations: [SolverDump.Operation], on solver: Solver) throws {
        for operation in operations {
            switch operation {
            case .add(let constraint): try solver.add(constraint)
            case .edit(let variable, let priority): try solver.addEditVariable(variable, priority: priority)
            case .suggest(let variable, let value): try solver.suggestValue(value, for: variable)
            }
        }
    }
}
