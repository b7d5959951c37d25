import ArgumentParser

/// `layoutd bench`: release-build benchmarks, compared with their anchors by the scripts in `Benchmarks/`.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run a benchmark (build with -c release).",
        subcommands: [SolverBenchCommand.self, EngineBenchCommand.self, TextBenchCommand.self, SizesBenchCommand.self]
    )
}
