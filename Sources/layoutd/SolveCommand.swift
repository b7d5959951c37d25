import ArgumentParser
import ConstraintSolver
import Foundation
@_spi(Testing) import LayoutEngine
import LayoutServer

/// `layoutd solve FILE|-`: lays out one document and prints the response JSON.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Lay out a layout document and print the response JSON.",
        discussion: "An invalid document prints its problem JSON (RFC 9457) to standard error and exits with status 2."
    )

    @Argument(help: "The layout document (JSON), or - to read standard input.")
    var file: String

    @Flag(help: "Indent the JSON for people.")
    var pretty = false

    @Flag(name: .customLong("_dump-solver"), help: .hidden)
    var dumpSolver = false

    @Option(help: "The memory one layout may use for what grows with its document, in bytes; over it, the problem is a 422 naming the limit.")
    var maxRequestMemory: Int = LayoutLimits().maxRequestMemoryBytes

    @Option(help: "The solver work one layout may do, in work units; over it, the problem is a 422 naming the limit.")
    var maxRequestWork: Int = LayoutLimits().maxRequestWork

    @Option(
        name: .customLong("size"),
        help: ArgumentHelp(
            "Lay the document out at this size, WIDTHxHEIGHT[:HORIZONTAL,VERTICAL] (an empty dimension is fitted; size classes compact or regular); repeat for more sizes. Replaces the document's options.sizes; the answer has layouts.",
            valueName: "size"))
    var sizes: [SizeArgument] = []

    @Option(help: "The most sizes (--size or options.sizes); over it, the problem is a 413.")
    var maxSizes: Int = LayoutLimits().maxSizes

    @Option(help: "Cancel the layout after this many milliseconds (the problem is then a 503); 0 for no deadline.")
    var deadlineMs: Int = 0

    func validate() throws {
        guard maxRequestMemory > 0 else { throw ValidationError("--max-request-memory must be positive") }
        guard maxRequestWork > 0 else { throw ValidationError("--max-request-work must be positive") }
        guard maxSizes > 0 else { throw ValidationError("--max-sizes must be positive") }
        guard deadlineMs >= 0 else { throw ValidationError("--deadline-ms must not be negative") }
    }

    func run() throws {
        let body = try DocumentInput.read(file)
        if dumpSolver {
            switch DocumentDecoder.decode(body, limits: LayoutLimits()) {
            case .success(let document):
                FileHandle.standardOutput.write(Data(LayoutEngine._solverDump(for: document).utf8))
                return
            case .failure(let problem):
                FileHandle.standardError.write(Data(problem.json(pretty: pretty) + [0x0A]))
                throw ExitCode(2)
            }
        }
        let cancellation = Cancellation()
        if deadlineMs > 0 {
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(deadlineMs)) { cancellation.cancel() }
        }
        var timings = LayoutTimings()
        let engine = DocumentInput.engine(limits: LayoutLimits(
            maxRequestMemoryBytes: maxRequestMemory, maxRequestWork: maxRequestWork, maxSizes: maxSizes))
        let sizes = self.sizes.isEmpty ? nil : self.sizes.map(\.size)
        switch engine.layout(json: body, pretty: pretty, timings: &timings, cancellation: cancellation, sizes: sizes) {
        case .success(let response):
            FileHandle.standardOutput.write(Data(response + [0x0A]))
        case .failure(let problem):
            FileHandle.standardError.write(Data(problem.json(pretty: pretty) + [0x0A]))
            throw ExitCode(2)
        }
    }
}
