import Foundation
import TestSupport
import Testing

/// `layoutd solve`, run as the real executable that `swift test` builds beside the test bundle.
@Suite struct SolveCommandTests {
    @Test func solvesADocumentFromStandardInput() throws {
        let document = """
            {"root": {"id": "screen", "width": 100, "height": 50,
                      "subviews": [{"id": "box", "width": 10, "height": 20}]},
             "constraints": ["box.leading == screen.leading + 5", "box.top == screen.top + 6"]}
            """
        let run = try LayoutdProcess.run(["solve", "-"], stdin: document)
        #expect(run.status == 0)
        // box: 5 from the leading edge and 6 from the top, 10 x 20 by its shorthands.
        #expect(run.stdout.contains(#""box":{"x":5,"y":6,"width":10,"height":20}"#))
        #expect(run.stdout.hasPrefix(#"{"frames":{"screen":{"x":0,"y":0,"width":100,"height":50}"#))
        #expect(run.stderr.isEmpty)
    }

    @Test func prettyPrintsForPeople() throws {
        let run = try LayoutdProcess.run(["solve", "--pretty", "-"], stdin: #"{"root": {"id": "screen", "width": 1, "height": 2}}"#)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\n  \"frames\""))
    }

    @Test func invalidDocumentPrintsTheProblemAndExits2() throws {
        let run = try LayoutdProcess.run(["solve", "-"], stdin: #"{"root": {"id": "screen", "type": "table"}}"#)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("/root/type"))
        #expect(run.stderr.contains("\"status\":422"))
    }
}
