import ArgumentParser

struct HealthcheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "healthcheck", abstract: "(being written)")
    func run() throws { throw ValidationError("layoutd healthcheck is not written yet") }
}
