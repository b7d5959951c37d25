import ArgumentParser
import CAllocatorTuning

/// `layoutd`: the layout-as-a-service server and its tools.
@main
struct Layoutd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutd",
        abstract: "Auto Layout and UIStackView as a service: a layout document in, frames and diagnostics out.",
        subcommands: [ServeCommand.self, SolveCommand.self, RenderCommand.self, HealthcheckCommand.self, BenchCommand.self],
        defaultSubcommand: ServeCommand.self
    )

    /// Sets glibc's allocator up for a process that lays out one document after another
    /// (see `allocator_tuning.h`), then runs the command.
    static func main() {
        layoutd_keep_freed_memory()
        main(nil)
    }
}
