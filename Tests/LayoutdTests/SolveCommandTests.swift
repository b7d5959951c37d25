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

    /// A document of labels laid out by two processes: the same bytes (but the timings in
    /// `stats`), whatever each process's fonts and caches were doing. The title is one line of
    /// Inter at 17 points (3408/2816 × 17 = 20.57, rounded up to 62/3) and the tweet's lines are
    /// answered (`include: ["text"]`).
    @Test func labelsAreTheSameBytesAcrossProcesses() throws {
        let document = """
            {"root": {"id": "screen", "width": 320, "subviews": [{"id": "cell", "type": "stack", "axis": "vertical",
               "arrangedSubviews": [{"id": "title", "type": "label", "text": "Ada Lovelace", "font": {"weight": "bold"}},
                 {"id": "tweet", "type": "label", "numberOfLines": 0,
                  "text": "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves"}]}]},
             "constraints": ["cell.top == screen.top", "cell.bottom == screen.bottom", "cell.leading == screen.leading",
                             "cell.trailing == screen.trailing"],
             "options": {"include": ["text"]}}
            """
        func withoutStats(_ text: String) -> String { String(text[..<(text.range(of: #","stats":"#)?.lowerBound ?? text.endIndex)]) }
        let first = try LayoutdProcess.run(["solve", "-"], stdin: document)
        let second = try LayoutdProcess.run(["solve", "-"], stdin: document)
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)")
        #expect(withoutStats(first.stdout) == withoutStats(second.stdout))
        #expect(first.stdout.contains(#""title":{"x":0,"y":0,"width":320,"height":20.666666667}"#), "\(first.stdout)")
        #expect(first.stdout.contains(#""text":{"title":{"lines":[{"text":"Ada Lovelace""#), "\(first.stdout)")
    }

    @Test func invalidDocumentPrintsTheProblemAndExits2() throws {
        let run = try LayoutdProcess.run(["solve", "-"], stdin: #"{"root": {"id": "screen", "type": "table"}}"#)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("/root/type"))
        #expect(run.stderr.contains("\"status\":422"))
    }
}
