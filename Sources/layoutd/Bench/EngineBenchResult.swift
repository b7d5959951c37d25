/// The timings of one feed over several runs, and how they are printed.
struct EngineBenchResult {
    /// `feed-<views>` for a generated feed, the file's name without `.json` for `--documents`.
    var name: String
    var views: Int
    var cells: Int
    var documentBytes: Int
    /// The last response.
    var response: [UInt8] = []
    /// Each round's timed runs.
    var rounds: [[EnginePhaseTimes]] = []

    /// Every timed run, round after round.
    var samples: [EnginePhaseTimes] { rounds.flatMap { $0 } }

    static let tableHeader = """
        views    cells  doc MiB  best ms  median ms  decode  build  solve  ambiguity  encode  path  (phase medians, ms)
        """

    var bestTotal: Double { samples.map(\.totalMicroseconds).min() ?? 0 }
    var medianTotal: Double { Self.median(samples.map(\.totalMicroseconds)) }
    /// The strategy every run took (`direct`, `blocks`, `solver`), or `mixed`.
    var path: String {
        let paths = Set(samples.map(\.path))
        return paths.count == 1 ? paths.first! : "mixed"
    }

    /// Per-phase medians in `EnginePhaseTimes.phaseNames` order; empty without phase timings.
    var medianPhases: [Double] {
        guard let count = samples.first?.phaseMicroseconds.count, count > 0 else { return [] }
        return (0..<count).map { index in Self.median(samples.map { $0.phaseMicroseconds[index] }) }
    }

    var tableRow: String {
        let phases = medianPhases
        let phaseColumns = phases.isEmpty
            ? "     -      -      -          -       -"
            : zip(phases, [6, 6, 6, 10, 7]).map { Self.pad(Self.ms($0), $1) }.joined(separator: " ")
        return [
            Self.pad(String(views), 6), Self.pad(String(cells), 7),
            Self.pad(Self.fixed(Double(documentBytes) / 1_048_576, 2), 8),
            Self.pad(Self.ms(bestTotal), 8), Self.pad(Self.ms(medianTotal), 10), phaseColumns, Self.pad(path, 6),
        ].joined(separator: " ")
    }

    var jsonLine: String {
        let phases = zip(EnginePhaseTimes.phaseNames, medianPhases)
            .map { #""\#($0)":\#(Self.fixed($1, 1))"# }.joined(separator: ",")
        return #"{"name":"\#(Self.jsonEscaped(name))","views":\#(views),"cells":\#(cells),"documentBytes":\#(documentBytes),"#
            + #""responseBytes":\#(response.count),"repetitions":\#(samples.count),"#
            + #""totalBestMicroseconds":\#(Self.fixed(bestTotal, 1)),"#
            + #""totalMedianMicroseconds":\#(Self.fixed(medianTotal, 1)),"#
            + #""phaseMedianMicroseconds":{\#(phases)},"path":"\#(path)","#
            + #""samples":{\#(sampleLists)},"#
            + #""roundMedianMicroseconds":[\#(rounds.map { Self.fixed(Self.median($0.map(\.totalMicroseconds)), 1) }.joined(separator: ","))]}"#
    }

    /// Every run's times, in run order: end to end (`total`), then per phase; for pooling the
    /// runs of several processes (`Benchmarks/engine_vs_taffy.py --rounds`).
    private var sampleLists: String {
        let lists = [("total", samples.map(\.totalMicroseconds))] + EnginePhaseTimes.phaseNames.indices.map { index in
            (EnginePhaseTimes.phaseNames[index], samples.map { $0.phaseMicroseconds[index] })
        }
        return lists.map { name, values in
            #""\#(name)":[\#(values.map { Self.fixed($0, 1) }.joined(separator: ","))]"#
        }.joined(separator: ",")
    }

    /// `text` inside a JSON string: a file name may hold quotes, backslashes or control characters.
    private static func jsonEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    private static func ms(_ microseconds: Double) -> String { fixed(microseconds / 1_000, 2) }

    /// `value` with `digits` decimals, without Foundation's locale-dependent formatting.
    private static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(abs(scaled % Int(scale)))
        guard digits > 0 else { return String(whole) }
        return "\(whole).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
