import ArgumentParser

struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "solve", abstract: "(being written)")
    func run() throws { throw ValidationError("layoutd solve is not written yet") }
}
