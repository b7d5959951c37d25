import ArgumentParser
import Foundation
@_spi(Testing) import LayoutEngine

/// `layoutd bench sizes`: one document laid out at many widths in one request (`options.sizes`,
/// re-solved from size to size), against one layout of it and against as many separate requests,
/// in the same run (issue 17's speed section).
struct SizesBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sizes",
        abstract: "Time a document at many widths in one request against one layout and separate requests.",
        discussion: """
            Four bodies, JSON in to JSON out, timed in turn in each round: the document as it is (one
            layout); the document with options.sizes holding --count widths from --from to --to at its
            root's height (one request); the same with every size laid out from nothing; and --count
            copies of the document, each with one of those widths as its root's (separate requests,
            their times summed). --max-sizes is lifted to --count. Prints the best and the median of
            each, their ratios, and how the one request's time splits between the sizes re-solved
            from the previous one (the canvas moved) and the sizes laid out from nothing.
            """
    )

    @Argument(help: "The document (its root needs a height).")
    var document: String

    @Option(help: "Widths in one request.")
    var count = 100

    @Option(help: "The first width, in points.")
    var from = 320.0

    @Option(help: "The last width, in points.")
    var to = 1_013.0

    @Option(help: "Timed runs of each body per round.")
    var repetitions = 9

    @Option(help: "Rounds; each body's runs are pooled.")
    var rounds = 3

    func run() throws {
        guard count >= 2, repetitions >= 1, rounds >= 1 else {
            throw ValidationError("--count needs at least 2, --repetitions and --rounds at least 1")
        }
        guard let data = FileManager.default.contents(atPath: document),
            var object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let root = object["root"] as? [String: Any], let height = root["height"] as? Double
        else { throw ValidationError("\(document) is not a document whose root has a height") }
        let widths = (0..<count).map { from + (to - from) * Double($0) / Double(count - 1) }
        var options = object["options"] as? [String: Any] ?? [:]
        options["sizes"] = widths.map { ["width": $0, "height": height] }
        object["options"] = options
        let sized = Array(try JSONSerialization.data(withJSONObject: object))
        // One layout is the document at its root's own size, without the sizes it may carry.
        options["sizes"] = nil
        object["options"] = options
        let one = Array(try JSONSerialization.data(withJSONObject: object))
        let separate = try widths.map { width -> [UInt8] in
            var copy = object
            var root = root
            root["width"] = width
            copy["root"] = root
            return Array(try JSONSerialization.data(withJSONObject: copy))
        }
        let engine = DocumentInput.engine(limits: LayoutLimits(maxSizes: count))
        var fromNothing = engine
        fromNothing._incrementalSizes = false
        var times: [String: [Double]] = [:]
        var split = LayoutTimings()
        for _ in 0..<rounds {
            for run in 0...repetitions {
                // The first run of each round warms up.
                var timings = LayoutTimings()
                let oneTime = try Self.time { try Self.layout(engine, one, &timings) }
                var sizedTimings = LayoutTimings()
                let sizedTime = try Self.time { try Self.layout(engine, sized, &sizedTimings) }
                let freshTime = try Self.time { try Self.layout(fromNothing, sized, &timings) }
                let separateTime = try Self.time { for body in separate { try Self.layout(engine, body, &timings) } }
                guard run > 0 else { continue }
                times["one", default: []].append(oneTime)
                times["sizes", default: []].append(sizedTime)
                times["fresh", default: []].append(freshTime)
                times["separate", default: []].append(separateTime)
                split.movedSizeCount = sizedTimings.movedSizeCount
                split.movedSizes += sizedTimings.movedSizes
                split.freshSizes += sizedTimings.freshSizes
                split.decode += sizedTimings.decode
                split.encode += sizedTimings.encode
            }
        }
        let runs = Double(rounds * repetitions)
        func row(_ name: String, _ label: String) -> (best: Double, median: Double) {
            let sorted = times[name, default: []].sorted()
            let result = (sorted.first ?? 0, sorted[sorted.count / 2])
            print(String(format: "%-44@ best %9.3f ms  median %9.3f ms", label as NSString, result.0, result.1))
            return result
        }
        let oneRow = row("one", "one layout")
        let sizedRow = row("sizes", "\(count) sizes, one request")
        let freshRow = row("fresh", "\(count) sizes, one request, each from nothing")
        let separateRow = row("separate", "\(count) separate requests")
        print(String(
            format: "one request / one layout: %.2f (median %.2f); one request / separate requests: %.3f (median %.3f); from nothing / incremental: %.2f",
            sizedRow.best / oneRow.best, sizedRow.median / oneRow.median, sizedRow.best / separateRow.best,
            sizedRow.median / separateRow.median, freshRow.median / sizedRow.median))
        let moved = split.movedSizeCount
        print(String(
            format: "one request's split (means): %d sizes from nothing %.3f ms, %d sizes moved %.3f ms (%.1f µs each), decode %.3f ms, encode %.3f ms",
            count - moved, split.freshSizes.milliseconds / runs, moved, split.movedSizes.milliseconds / runs,
            moved > 0 ? 1_000 * split.movedSizes.milliseconds / runs / Double(moved) : 0,
            split.decode.milliseconds / runs, split.encode.milliseconds / runs))
    }

    /// The milliseconds `body` takes.
    private static func time(_ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return (clock.now - start).milliseconds
    }

    private static func layout(_ engine: LayoutEngine, _ body: [UInt8], _ timings: inout LayoutTimings) throws {
        if case .failure(let problem) = engine.layout(json: body, pretty: false, timings: &timings) {
            throw EngineBenchError.problem(problem)
        }
    }
}

extension Duration {
    fileprivate var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
