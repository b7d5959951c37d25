import ArgumentParser

struct SolverBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "solver", abstract: "(being written)")
    func run() throws { throw ValidationError("layoutd bench solver is not written yet") }
}
