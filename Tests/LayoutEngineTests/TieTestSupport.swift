@_spi(Testing) import LayoutEngine
import Testing

/// `json` laid out by the engine (which must take the direct path) and by the simplex: the
/// engine's response, after checking the diagnostics equal the simplex's and `expected`
/// (`"view: attributes"`), and that its frames are optimal.
func directTieLayout(_ json: String, expected: [String]) throws -> LayoutResponse {
    let document = try DocumentFixture.document(json)
    var timings = LayoutTimings()
    let response = LayoutEngine().layout(document: document, start: .now, timings: &timings)
    var reference = LayoutEngine()
    reference._directPath = false
    let solver = reference.layout(document: document)
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
