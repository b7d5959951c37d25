import ArgumentParser
import Foundation
import LayoutEngine

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

    func run() throws {
        let body: [UInt8]
        if file == "-" {
            body = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ValidationError("cannot read \(file)")
            }
            body = Array(data)
        }
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
        switch LayoutEngine().layout(json: body, pretty: pretty) {
        case .success(let response):
            FileHandle.standardOutput.write(Data(response + [0x0A]))
        case .failure(let problem):
            FileHandle.standardError.write(Data(problem.json(pretty: pretty) + [0x0A]))
            throw ExitCode(2)
        }
    }
}
