import ArgumentParser

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "(being written)")
    func run() throws { throw ValidationError("layoutd serve is not written yet") }
}
