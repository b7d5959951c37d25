import Foundation
import LayoutEngine
import Testing

/// A frame as the response gives it, in points.
struct ExampleFrame: Equatable, CustomStringConvertible {
    var x, y, width, height: Double

    init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var description: String { "(\(x), \(y), \(width), \(height))" }

    /// Equal within `tolerance` points on every value: the solver works in floating point.
    func isClose(to other: ExampleFrame, tolerance: Double = 1e-6) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

/// One file of `examples/` laid out by the engine, its response decoded.
struct ExampleLayout {
    var frames: [String: ExampleFrame]
    /// Each diagnostic as `code` or `code(view)`, in response order.
    var diagnostics: [String]

    /// Lays out `examples/<name>` (found from this source file's path) and decodes the response.
    /// - Parameter edit: a change to the document's text before it is laid out, for variants.
    static func layOut(
        _ name: String, edit: (String) throws -> String = { $0 }, sourceFile: String = #filePath
    ) throws -> ExampleLayout {
        let repository = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(
            contentsOf: repository.appendingPathComponent("examples").appendingPathComponent(name), encoding: .utf8)
        let document = Array(try edit(text).utf8)
        switch LayoutEngine().layout(json: document) {
        case .failure(let problem):
            let errors = problem.errors.map { "\($0.pointer): \($0.detail)" }.joined(separator: "; ")
            throw ExampleError("\(name) was rejected: \(problem.status) \(problem.detail) \(errors)")
        case .success(let bytes):
            return try decode(bytes, name: name)
        }
    }

    /// A response's frames and diagnostics; `name` labels errors.
    static func decode(_ bytes: [UInt8], name: String) throws -> ExampleLayout {
        guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let frames = object["frames"] as? [String: [String: Any]]
        else { throw ExampleError("\(name): the response has no frames object") }
        var decoded: [String: ExampleFrame] = [:]
        for (id, frame) in frames {
            guard let x = (frame["x"] as? NSNumber)?.doubleValue, let y = (frame["y"] as? NSNumber)?.doubleValue,
                  let width = (frame["width"] as? NSNumber)?.doubleValue,
                  let height = (frame["height"] as? NSNumber)?.doubleValue
            else { throw ExampleError("\(name): the frame of \(id) is not four numbers") }
            decoded[id] = ExampleFrame(x, y, width, height)
        }
        let diagnostics = (object["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
            let code = diagnostic["code"] as? String ?? "?"
            let attributes = (diagnostic["attributes"] as? [String])?.joined(separator: ",") ?? ""
            return (diagnostic["view"] as? String).map { "\(code)(\($0):\(attributes))" } ?? code
        }
        return ExampleLayout(frames: decoded, diagnostics: diagnostics)
    }

    /// Every view of the response has exactly the expected frame, and no view is missing or extra.
    func expectFrames(_ expected: [String: ExampleFrame], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Set(frames.keys) == Set(expected.keys), "views in the response", sourceLocation: sourceLocation)
        for id in expected.keys.sorted() {
            guard let actual = frames[id], let wanted = expected[id] else { continue }
            #expect(actual.isClose(to: wanted), "\(id): got \(actual), derived \(wanted)", sourceLocation: sourceLocation)
        }
    }
}

/// `text` with its one occurrence of `target` replaced: a variant of an example document.
/// - Throws: `ExampleError` when `target` is not in `text`, so a stale edit fails loudly.
func replacing(_ target: String, with replacement: String, in text: String) throws -> String {
    guard text.contains(target) else { throw ExampleError("the example no longer contains \(target)") }
    return text.replacingOccurrences(of: target, with: replacement)
}

/// An example that could not be laid out or decoded.
struct ExampleError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
