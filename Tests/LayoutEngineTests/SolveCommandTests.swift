import Foundation
import Testing

/// Runs the real `layoutd` executable that `swift test` builds beside the test bundle.
@Suite struct SolveCommandTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func layoutd(_ arguments: [String], stdin: String) throws -> Run {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var executable = directory.appendingPathComponent("layoutd")
        if !FileManager.default.fileExists(atPath: executable.path) {
            // The test bundle may sit one level below the build products.
            executable = directory.deletingLastPathComponent().appendingPathComponent("layoutd")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    @Test func solvesADocumentFromStandardInput() throws {
        let document = """
            {"root": {"id": "screen", "width": 100, "height": 50,
                      "subviews": [{"id": "box", "width": 10, "height": 20}]},
             "constraints": ["box.leading == screen.leading + 5", "box.top == screen.top + 6"]}
            """
        let run = try layoutd(["solve", "-"], stdin: document)
        #expect(run.status == 0)
        // box: 5 from the leading edge and 6 from the top, 10 x 20 by its shorthands.
        #expect(run.stdout.contains(#""box":{"x":5,"y":6,"width":10,"height":20}"#))
        #expect(run.stdout.hasPrefix(#"{"frames":{"screen":{"x":0,"y":0,"width":100,"height":50}"#))
        #expect(run.stderr.isEmpty)
    }

    @Test func prettyPrintsForPeople() throws {
        let run = try layoutd(["solve", "--pretty", "-"], stdin: #"{"root": {"id": "screen", "width": 1, "height": 2}}"#)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\n  \"frames\""))
    }

    @Test func invalidDocumentPrintsTheProblemAndExits2() throws {
        let run = try layoutd(["solve", "-"], stdin: #"{"root": {"id": "screen", "type": "table"}}"#)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("/root/type"))
        #expect(run.stderr.contains("\"status\":422"))
    }
}
