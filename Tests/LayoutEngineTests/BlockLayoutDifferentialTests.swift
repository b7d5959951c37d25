import Foundation
import LayoutEngine
import Testing

/// The engine's choice of strategy per document (direct, direct plus dependent blocks, or the
/// whole-document solver) against the whole-document solver, on ``BlockDocumentGenerator``'s
/// documents: the same frames within 1e-9, the same diagnostics, the same stats counts, whatever
/// strategy took the document; and each strategy takes its share.
@Suite struct BlockLayoutDifferentialTests {
    /// Documents per seed, few enough for a debug build; `LAYOUTD_BLOCK_DOCUMENTS` raises it.
    static let documentsPerSeed = ProcessInfo.processInfo.environment["LAYOUTD_BLOCK_DOCUMENTS"].flatMap(Int.init) ?? 1_000
    static let seeds: [UInt64] = [0xB10C_0001, 0xB10C_0002]

    struct Tally: CustomStringConvertible {
        var documents = 0
        var direct = 0
        var blocks = 0
        var solver = 0
        /// Documents the solver finds without diagnostics, and those of them the fast strategies took.
        var clean = 0
        var cleanFast = 0
        var description: String {
            "\(documents) documents: direct \(direct), direct + blocks \(blocks), solver \(solver); "
                + "\(cleanFast) of the \(clean) without diagnostics on a fast strategy"
        }
    }

    /// Equal within 1e-9 of the magnitude (at least 1).
    static func close(_ a: Double, _ b: Double) -> Bool {
        a.isFinite && b.isFinite && abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    static func run(seed: UInt64, into tally: inout Tally) -> [String] {
        var generator = BlockDocumentGenerator(seed: seed)
        var failures: [String] = []
        var reference = LayoutEngine()
        reference._directPath = false
        let engine = LayoutEngine()
        for index in 0..<documentsPerSeed {
            let document = generator.next()
            let expected = reference.layout(document: document)
            var timings = LayoutTimings()
            let actual = engine.layout(document: document, start: .now, timings: &timings)
            tally.documents += 1
            tally.direct += timings.directLayouts
            tally.blocks += timings.blockLayouts
            tally.solver += timings.solverLayouts
            if expected.diagnostics.isEmpty {
                tally.clean += 1
                tally.cleanFast += timings.solverLayouts == 0 ? 1 : 0
            }
            var problems: [String] = []
            if timings.directLayouts + timings.blockLayouts + timings.solverLayouts != 1 {
                problems.append("strategies \(timings)")
            }
            if actual.frames.count != expected.frames.count {
                problems.append("\(actual.frames.count) frames, the solver \(expected.frames.count)")
            }
            for (a, b) in zip(actual.frames, expected.frames) {
                if !(a.id == b.id && close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)) {
                    problems.append("engine \(a), solver \(b)")
                }
            }
            if actual.diagnostics != expected.diagnostics {
                problems.append("diagnostics \(actual.diagnostics), solver \(expected.diagnostics)")
            }
            if actual.stats.variables != expected.stats.variables || actual.stats.constraints != expected.stats.constraints {
                problems.append("stats \(actual.stats), solver \(expected.stats)")
            }
            if !problems.isEmpty {
                failures.append("seed \(seed) document \(index) (blocks \(timings.blockLayouts)): " + problems.prefix(4).joined(separator: "; "))
            }
        }
        return failures
    }

    @Test func strategiesAgreeWithTheWholeDocumentSolver() {
        var tally = Tally()
        var failures: [String] = []
        for seed in Self.seeds { failures += Self.run(seed: seed, into: &tally) }
        #expect(failures.isEmpty, "\(failures.count) documents differ:\n\(failures.prefix(10).joined(separator: "\n"))")
        print("BlockLayoutDifferentialTests: \(tally)")
        // Every strategy takes its share, so that a fallback everywhere (or a strategy never
        // tried) fails. Floors well under the shares these seeds give (see the report printed above).
        #expect(tally.documents == Self.seeds.count * Self.documentsPerSeed)
        #expect(tally.direct + tally.blocks + tally.solver == tally.documents)
        #expect(tally.blocks * 100 >= 12 * tally.documents, "\(tally)")
        #expect(tally.direct * 100 >= 2 * tally.documents, "\(tally)")
        #expect(tally.solver * 100 >= 10 * tally.documents, "\(tally)")
    }
}

/// Which strategy the engine's real entry (bytes in, bytes out) takes for each of `examples/`.
@Suite struct ExampleStrategyTests {
    @Test func examplesTakeTheirStrategies() throws {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        var taken: [String: String] = [:]
        for name in names {
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
            var timings = LayoutTimings()
            _ = LayoutEngine().layout(json: bytes, pretty: false, timings: &timings)
            taken[name] = timings.directLayouts == 1 ? "direct" : timings.blockLayouts == 1 ? "blocks" : "solver"
        }
        print("ExampleStrategyTests: \(taken.sorted { $0.key < $1.key })")
        #expect(taken.count == 7)
    }
}
