@_spi(Testing) import LayoutEngine
import Testing

/// `layoutd solve --_dump-solver`: the engine's solver calls as a replayable dump.
@Suite struct SolverDumpTests {
    /// A root 200 wide with a horizontal fill stack of two labels (12 and 30 wide); the dump must
    /// declare every variable the engine made and add every constraint it solved, required
    /// ones first, each line in the grammar of `Benchmarks/README.md`.
    @Test func dumpAddsEveryConstraintTheEngineSolves() throws {
        let json = Array("""
            {"root": {"id": "root", "width": 200, "height": 50, "subviews": [
              {"id": "s", "type": "stack", "axis": "horizontal", "arrangedSubviews": [
                {"id": "a", "intrinsicContentSize": {"width": 12, "height": 10}},
                {"id": "b", "intrinsicContentSize": {"width": 30, "height": 10}}]}]},
             "constraints": ["s.leading == root.leading", "s.top == root.top"]}
            """.utf8)
        let document = try DocumentDecoder.decode(json, limits: LayoutLimits()).get()
        let response = LayoutEngine().layout(document: document)
        let lines = LayoutEngine._solverDump(for: document).split(separator: "\n")
        let variables = lines.filter { $0.hasPrefix("var ") }
        let constraints = lines.filter { $0.hasPrefix("c ") }
        #expect(variables.count == response.stats.variables)
        #expect(constraints.count == response.stats.constraints)
        #expect(variables.enumerated().allSatisfy { $1 == "var v\($0)" })
        let required = constraints.map { $0.hasSuffix("@required") }
        #expect(required.firstIndex(of: false).map { !required[$0...].contains(true) } ?? true)
        for line in constraints {
            let words = line.split(separator: " ")
            let operators = words.indices.filter { ["==", "<=", ">="].contains(words[$0]) }
            #expect(operators.count == 1)
            guard let op = operators.first else { continue }
            #expect(words[1..<op].allSatisfy { $0.contains("*v") && Double($0.split(separator: "*")[0]) != nil })
            #expect(Double(words[op + 1]) != nil)
            #expect(words.last?.hasPrefix("@") == true)
        }
    }
}
