import Foundation
@_spi(Testing) import LayoutEngine
import LayoutServer
import TestSupport
import Testing

/// A document laid out by the engine as served (the direct path where it takes the document) and
/// by the simplex alone, with the real measurer for its labels (Inter, HarfBuzz): its frames
/// (absolute, as the documents ask), diagnostics, `text` member and timings. The two must agree
/// (frames within 1e-9, diagnostics equal): the fixed point takes the same inputs (safe areas,
/// wrapped text) whichever strategy lays out.
struct BothPathsLayout {
    /// The server's measurer: Inter as the system font, the machine's fonts.
    static let measurer: TextMeasurerAdapter? = try? TextMeasurerAdapter(systemFont: "Inter", fontsDirectory: nil)

    let frames: [String: [Double]]
    let diagnostics: [[String: Any]]
    let text: [String: Any]
    let timings: LayoutTimings
    /// The simplex-only engine's timings (its fixed point's passes re-solved from the previous answer).
    let simplexTimings: LayoutTimings

    static func engine(limits: LayoutLimits = LayoutLimits()) throws -> LayoutEngine {
        LayoutEngine(limits: limits, textMeasurer: try #require(measurer, "Inter (fonts-inter) must be installed"))
    }

    init(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var timings = LayoutTimings()
        let direct = try Self.run(try Self.engine(), json, &timings)
        var solver = try Self.engine()
        solver._directPath = false
        var simplexTimings = LayoutTimings()
        let simplex = try Self.run(solver, json, &simplexTimings)
        frames = direct.frames
        diagnostics = direct.diagnostics
        text = direct.text
        self.timings = timings
        self.simplexTimings = simplexTimings
        #expect(Set(direct.frames.keys) == Set(simplex.frames.keys), sourceLocation: sourceLocation)
        for (id, frame) in direct.frames {
            let other = simplex.frames[id] ?? []
            #expect(
                other.count == 4 && zip(frame, other).allSatisfy { abs($0 - $1) <= 1e-9 },
                "\(id): direct \(frame), simplex \(other)", sourceLocation: sourceLocation)
        }
        #expect(
            direct.diagnostics.map { "\($0["code"] ?? "")\($0["views"] ?? "")\($0["view"] ?? "")" }
                == simplex.diagnostics.map { "\($0["code"] ?? "")\($0["views"] ?? "")\($0["view"] ?? "")" },
            sourceLocation: sourceLocation)
    }

    private static func run(
        _ engine: LayoutEngine, _ json: String, _ timings: inout LayoutTimings
    ) throws -> (frames: [String: [Double]], diagnostics: [[String: Any]], text: [String: Any]) {
        let bytes = try engine.layout(json: Array(json.utf8), pretty: false, timings: &timings).get()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let frames = try #require(object["frames"] as? [String: [String: Double]])
        return (
            frames.mapValues { [$0["x"] ?? .nan, $0["y"] ?? .nan, $0["width"] ?? .nan, $0["height"] ?? .nan] },
            object["diagnostics"] as? [[String: Any]] ?? [], object["text"] as? [String: Any] ?? [:]
        )
    }

    /// Whether `id`'s frame is `expected` within 1e-9.
    func has(_ id: String, _ expected: [Double]) -> Bool {
        guard let frame = frames[id] else { return false }
        return zip(frame, expected).allSatisfy { abs($0 - $1) <= 1e-9 }
    }

    /// `id`'s lines under `text`: (text, width, baseline).
    func lines(_ id: String) -> [(String, Double, Double)] {
        let lines = ((text[id] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
        return lines.map {
            ($0["text"] as? String ?? "", ($0["width"] as? NSNumber)?.doubleValue ?? .nan,
             ($0["baseline"] as? NSNumber)?.doubleValue ?? .nan)
        }
    }
}
