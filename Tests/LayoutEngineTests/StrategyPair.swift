@_spi(Testing) import LayoutEngine
import Testing

/// A document laid out by the engine as served and by the whole-document simplex (the reference),
/// for the suites that hold one to the other; labels are measured with the server's measurer (Inter).
struct StrategyPair {
    let document: LayoutDocument
    /// The engine's response, and which strategies it took.
    let response: LayoutResponse
    let timings: LayoutTimings
    /// The whole-document simplex's response.
    let solver: LayoutResponse

    init(_ json: String) throws {
        document = try DocumentFixture.document(json)
        var timings = LayoutTimings()
        response = LayoutEngine(textMeasurer: BothPathsLayout.measurer).layout(document: document, start: .now, timings: &timings)
        self.timings = timings
        var reference = LayoutEngine(textMeasurer: BothPathsLayout.measurer)
        reference._directPath = false
        solver = reference.layout(document: document)
    }
}

/// `json` laid out by the engine (which must take the direct path) and by the simplex: the
/// engine's response, after checking the diagnostics equal the simplex's and `expected`
/// (`"view: attributes"`), and that its frames are optimal.
func directTieLayout(_ json: String, expected: [String]) throws -> LayoutResponse {
    let pair = try StrategyPair(json)
    let (document, response, timings, solver) = (pair.document, pair.response, pair.timings, pair.solver)
    #expect(timings.directLayouts == 1, "\(timings)")
    let found = response.diagnostics.map { diagnostic -> String in
        guard case let .ambiguous(view, attributes, _) = diagnostic else { return "\(diagnostic)" }
        return "\(view): \(attributes.joined(separator: ", "))"
    }
    #expect(found == expected)
    #expect(response.diagnostics == solver.diagnostics)
    #expect(OptimalityCheck.differences(document, actual: response, expected: solver).isEmpty)
    return response
}
