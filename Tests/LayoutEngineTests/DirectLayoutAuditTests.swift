import Foundation
@_spi(Testing) import LayoutEngine
import Testing

/// An independent audit of the direct path: adversarial documents of its own generator
/// (``AuditDocumentGenerator``), each laid out by the solver and by the default engine. Where the
/// direct path takes a document, the solver must find it unique and satisfiable and agree on every
/// frame and on the stats; and the direct path must give the same bytes twice.
@Suite struct DirectLayoutAuditTests {
    /// Documents per seed, few enough for a debug build; `LAYOUTD_AUDIT_DOCUMENTS` raises it and
    /// `LAYOUTD_AUDIT_SEED` moves the seeds for long local runs.
    static let documentsPerSeed = ProcessInfo.processInfo.environment["LAYOUTD_AUDIT_DOCUMENTS"].flatMap(Int.init) ?? 80
    static let seeds: [UInt64] = {
        let base = ProcessInfo.processInfo.environment["LAYOUTD_AUDIT_SEED"].flatMap { UInt64($0) } ?? 0xA0D1_7000
        return [base + 1, base + 2, base + 3]
    }()

    struct Tally {
        var generated = 0
        var accepted = 0
        var declinedUnique = 0
        var acceptedPerTheme = [Int](repeating: 0, count: AuditDocumentGenerator.Theme.allCases.count)
        var generatedPerTheme = [Int](repeating: 0, count: AuditDocumentGenerator.Theme.allCases.count)
        var ambiguous = 0
        var unsatisfiable = 0
        var views = 0
    }

    /// The direct path's response, or nil if it declined the document.
    static func direct(_ document: LayoutDocument) -> LayoutResponse? {
        var timings = LayoutTimings()
        let response = LayoutEngine(textMeasurer: BothPathsLayout.measurer).layout(document: document, start: .now, timings: &timings)
        return timings.directLayouts == 1 ? response : nil
    }

    static func solver(_ document: LayoutDocument) -> LayoutResponse {
        var engine = LayoutEngine(textMeasurer: BothPathsLayout.measurer)
        engine._directPath = false
        return engine.layout(document: document)
    }

    /// Equal within 1e-6, or 1e-9 of the magnitude for large values.
    static func close(_ a: Double, _ b: Double) -> Bool {
        a.isFinite && b.isFinite && abs(a - b) <= max(1e-6, 1e-9 * max(abs(a), abs(b)))
    }

    /// The differences between the direct path's response and the solver's, if the direct path
    /// took `document`; nil if it declined.
    static func differences(_ document: LayoutDocument) -> (reference: LayoutResponse, problems: [String]?) {
        let reference = solver(document)
        guard let fast = direct(document) else { return (reference, nil) }
        // A tie is taken with the solver's diagnostics: its free values may differ, its frames
        // optimal for the constraints solved: those of the document with the safe areas and
        // margins its fixed point settled on (as in `BlockLayoutDifferentialTests`).
        var engine = LayoutEngine(textMeasurer: BothPathsLayout.measurer)
        engine._directPath = false
        let settled = engine._settledDocument(for: document) ?? document
        var problems = OptimalityCheck.differencesAndCounts(settled, actual: fast, expected: reference, close: close)
        let again = direct(document)
        if again.map(bytes) != bytes(fast) { problems.append("the direct path's JSON differs between two runs") }
        return (reference, problems)
    }

    /// The response's JSON with its timings zeroed, for comparing runs byte by byte.
    static func bytes(_ response: LayoutResponse) -> [UInt8] {
        var response = response
        response.stats.solveMicroseconds = 0
        response.stats.totalMicroseconds = 0
        return response.json { 0 }
    }

    static func audit(seed: UInt64, count: Int, into tally: inout Tally) {
        var generator = AuditDocumentGenerator(seed: seed)
        for index in 0..<count {
            let (document, theme) = generator.next()
            tally.generated += 1
            tally.generatedPerTheme[theme.rawValue] += 1
            let (reference, problems) = differences(document)
            tally.views += reference.frames.count
            if reference.diagnostics.contains(where: { if case .unsatisfiable = $0 { true } else { false } }) {
                tally.unsatisfiable += 1
            } else if !reference.diagnostics.isEmpty {
                tally.ambiguous += 1
            }
            guard let problems else {
                if reference.diagnostics.isEmpty { tally.declinedUnique += 1 }
                continue
            }
            tally.accepted += 1
            tally.acceptedPerTheme[theme.rawValue] += 1
            #expect(problems.isEmpty, "seed \(seed) document \(index) (\(theme)): \(problems.prefix(6))\n\(AuditDocumentJSON.text(document))")
        }
    }

    @Test func adversarialDocumentsAgreeWithTheSolver() {
        var tally = Tally()
        for seed in Self.seeds { Self.audit(seed: seed, count: Self.documentsPerSeed, into: &tally) }
        let themes = AuditDocumentGenerator.Theme.allCases.map {
            "\($0) \(tally.acceptedPerTheme[$0.rawValue])/\(tally.generatedPerTheme[$0.rawValue])"
        }
        print(
            "audit: the direct path took \(tally.accepted) of \(tally.generated) documents (\(tally.views) views; taken/made per theme: \(themes.joined(separator: ", "))); "
                + "the solver found \(tally.ambiguous) ambiguous, \(tally.unsatisfiable) unsatisfiable; declined \(tally.declinedUnique) the solver found unique")
        // Every theme must reach the direct path, or its comparison proves nothing.
        #expect(tally.acceptedPerTheme.allSatisfy { $0 > 0 })
        #expect(tally.accepted >= tally.generated / 5)
    }

    @Test func documentsRoundTripThroughTheirJSON() throws {
        // The reported text of a document must be the same document: laid out from its JSON
        // (decoded and laid out as a request is) it gives the same frames as the struct.
        var generator = AuditDocumentGenerator(seed: 0xA0D1_70FF)
        for index in 0..<60 {
            let (document, _) = generator.next()
            let text = AuditDocumentJSON.text(document)
            guard case .success(let decoded) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
                Issue.record("document \(index) does not decode: \(text)")
                continue
            }
            let a = LayoutEngine().layout(document: document)
            let b = LayoutEngine().layout(document: decoded)
            #expect(a.frames == b.frames && a.diagnostics == b.diagnostics, "document \(index): \(text)")
        }
    }

    @Test func examplesAgreeOnBothPaths() throws {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 7)
        // Each example at each of its sizes (its variants in force there applied).
        for name in names {
            for (index, decoded) in try ExampleLayout.documents(name).enumerated() {
                let label = "\(name) at size \(index)"
                // The examples' labels measured at the widths they settle at (the engine's fixed
                // point), so that the optimality check, which does not measure, judges the
                // constraints solved.
                guard let document = LayoutEngine(textMeasurer: BothPathsLayout.measurer)._settledDocument(for: decoded) else {
                    Issue.record("\(label) does not settle")
                    continue
                }
                // Whichever path the engine takes, its frames are the solver's.
                let engine = LayoutEngine(textMeasurer: BothPathsLayout.measurer).layout(document: document)
                let reference = Self.solver(document)
                #expect(engine.frames.count == reference.frames.count, "\(label)")
                for (a, b) in zip(engine.frames, reference.frames) {
                    #expect(a.id == b.id && Self.close(a.x, b.x) && Self.close(a.y, b.y) && Self.close(a.width, b.width) && Self.close(a.height, b.height), "\(label): engine \(a), solver \(b)")
                }
                if let problems = Self.differences(document).problems { #expect(problems.isEmpty, "\(label): \(problems)") }
            }
        }
    }
}
