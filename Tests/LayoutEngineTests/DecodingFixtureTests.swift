import Foundation
import Testing
@testable import LayoutEngine

/// The answers of the two decoders this one replaced, pinned: `Tests/Fixtures/decoding-errors.json`
/// holds 129 documents (79 written or found by mutation to reach each kind of error: fields only
/// stacks take before `type`, `arrangedSubviews` read before a `type` that is not a stack (whose
/// views, ids and errors are then taken back, but still counted), repeated ids of views and
/// guides with escapes (and which of them constraints then name), guides in a list in error, keys
/// repeated or unknown at every level, bytes that are not JSON after an error, limits of views,
/// constraints and depth; and 50 of the random generator's broken documents) with the problem JSON the tape
/// decoder answered for each at commit fb73871, under the limits given, but for the lists of the
/// names a view, the options and a view's type may take, which name the fields, options and view
/// types added since (issues 15 to 18). The one decoder answers each byte for byte.
@Suite struct DecodingFixtureTests {
    private struct Case: Decodable {
        var limits: [String: Int]
        var document: String
        var answer: String
    }

    @Test func answersAreTheReplacedDecodersOwn() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/decoding-errors.json")
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: file))
        #expect(cases.count == 129)
        var invalid = 0
        for entry in cases {
            let limits = LayoutLimits(
                maxViews: entry.limits["maxViews"] ?? 0, maxConstraints: entry.limits["maxConstraints"] ?? 0,
                maxViewDepth: entry.limits["maxViewDepth"] ?? 0)
            let answer: String
            switch DocumentDecoder.decode(Array(entry.document.utf8), limits: limits) {
            case .success: answer = "OK"
            case .failure(let problem):
                invalid += 1
                answer = String(decoding: problem.json(pretty: false), as: UTF8.self)
            }
            #expect(answer == entry.answer, "\(entry.document.prefix(300))")
        }
        #expect(invalid >= 120)
    }
}
