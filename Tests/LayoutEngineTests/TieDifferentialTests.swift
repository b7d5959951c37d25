import Foundation
@_spi(Testing) import LayoutEngine
import Testing

/// Ties of equal priorities on the direct path against the whole-document simplex, on
/// ``TiedDocumentGenerator``'s documents: whatever strategy takes a document, the same
/// diagnostics, the simplex's values wherever it reports them unique, and optimal frames
/// (``OptimalityCheck``); and the direct path takes its share of the tied documents.
@Suite struct TieDifferentialTests {
    /// Documents per seed, few enough for a debug build; `LAYOUTD_TIE_DOCUMENTS` raises it.
    static let documentsPerSeed = ProcessInfo.processInfo.environment["LAYOUTD_TIE_DOCUMENTS"].flatMap(Int.init) ?? 600
    static let seeds: [UInt64] = [0x71E5_0001, 0x71E5_0002]

    struct Tally: CustomStringConvertible {
        var documents = 0
        var direct = 0
        /// Documents the simplex reports ambiguous (and nothing else), and those the direct path took.
        var tied = 0
        var tiedDirect = 0
        var description: String {
            "\(documents) documents, \(direct) direct; \(tiedDirect) of the \(tied) ambiguous ones direct"
        }
    }

    @Test func tiedDocumentsAgreeWithTheWholeDocumentSolver() {
        var tally = Tally()
        var failures: [String] = []
        var reference = LayoutEngine()
        reference._directPath = false
        let engine = LayoutEngine()
        for seed in Self.seeds {
            var generator = TiedDocumentGenerator(seed: seed)
            for index in 0..<Self.documentsPerSeed {
                let document = generator.next()
                let expected = reference.layout(document: document)
                var timings = LayoutTimings()
                let actual = engine.layout(document: document, start: .now, timings: &timings)
                tally.documents += 1
                tally.direct += timings.directLayouts
                let ambiguousOnly = !expected.diagnostics.isEmpty
                    && expected.diagnostics.allSatisfy { if case .ambiguous = $0 { true } else { false } }
                if ambiguousOnly {
                    tally.tied += 1
                    tally.tiedDirect += timings.directLayouts
                }
                let problems = OptimalityCheck.differences(document, actual: actual, expected: expected)
                if !problems.isEmpty {
                    failures.append("seed \(seed) document \(index) (direct \(timings.directLayouts)): "
                        + problems.prefix(4).joined(separator: "; "))
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) documents differ:\n\(failures.prefix(10).joined(separator: "\n"))")
        print("TieDifferentialTests: \(tally)")
        #expect(tally.documents == Self.seeds.count * Self.documentsPerSeed)
        // Many documents of this generator are ambiguous (so that the comparison is about ties;
        // these seeds: 511 of 1,200), and the direct path takes a good share of them (188 of the
        // 511): before ties, it took none. A quarter of the documents have one-view bounds: with
        // them taken as size terms, the direct path takes 714 of the 1,200 (550 before size terms
        // were the direct method's, 144 of the ambiguous ones). Floors under those
        // shares, so that a decline everywhere fails.
        #expect(tally.tied * 100 >= 35 * tally.documents, "\(tally)")
        #expect(tally.tiedDirect * 100 >= 33 * tally.tied, "\(tally)")
        #expect(tally.direct * 100 >= 55 * tally.documents, "\(tally)")
    }
}
