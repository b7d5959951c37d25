import ArgumentParser

struct EngineBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "engine", abstract: "(being written)")
    func run() throws { throw ValidationError("layoutd bench engine is not written yet") }
}
