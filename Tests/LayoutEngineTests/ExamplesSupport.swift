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
    /// Each label's lines as `include: ["text"]` answers them (empty when not asked for).
    var lines: [String: [String]] = [:]

    /// Lays out `examples/<name>` (found from this source file's path) and decodes the response.
    /// - Parameter edit: a change to the document's text before it is laid out, for variants.
    static func layOut(
        _ name: String, edit: (String) throws -> String = { $0 }, sourceFile: String = #filePath
    ) throws -> ExampleLayout {
        let document = Array(try edit(text(of: name, sourceFile: sourceFile)).utf8)
        return try decode(response(name, document: document), name: name)
    }

    /// Lays out `examples/<name>`, a document with `options.sizes`, and decodes each of the
    /// response's `layouts`, in order.
    static func layOutSizes(
        _ name: String, edit: (String) throws -> String = { $0 }, sourceFile: String = #filePath
    ) throws -> [ExampleLayout] {
        let bytes = try response(name, document: Array(try edit(text(of: name, sourceFile: sourceFile)).utf8))
        guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let layouts = object["layouts"] as? [[String: Any]]
        else { throw ExampleError("\(name): the response has no layouts array") }
        return try layouts.map { try decode($0, name: name) }
    }

    /// `examples/<name>` decoded, once for each layout its response holds: at each entry of its
    /// `options.sizes` in order (sized, the variants in force there applied, no sizes left), or,
    /// without sizes, the document alone. For the suites that lay out decoded documents.
    static func documents(_ name: String, sourceFile: String = #filePath) throws -> [LayoutDocument] {
        let bytes = Array(try text(of: name, sourceFile: sourceFile).utf8)
        guard case .success(let document) = DocumentDecoder.decode(bytes, limits: LayoutLimits())
        else { throw ExampleError("\(name) does not decode") }
        guard let sizes = document.options.sizes else { return [document] }
        return try sizes.enumerated().map { index, size in
            guard case .success(let resolved) = document.resolved(at: size, sizeIndex: index)
            else { throw ExampleError("\(name): its variants leave size \(index) invalid") }
            return resolved
        }
    }

    /// The text of `examples/<name>`, found from `sourceFile`'s path (this directory's).
    private static func text(of name: String, sourceFile: String) throws -> String {
        let repository = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(
            contentsOf: repository.appendingPathComponent("examples").appendingPathComponent(name), encoding: .utf8)
    }

    /// The engine's answer to `document`; `name` labels a rejection.
    private static func response(_ name: String, document: [UInt8]) throws -> [UInt8] {
        switch try BothPathsLayout.engine().layout(json: document) {
        case .failure(let problem):
            let errors = problem.errors.map { "\($0.pointer): \($0.detail)" }.joined(separator: "; ")
            throw ExampleError("\(name) was rejected: \(problem.status) \(problem.detail) \(errors)")
        case .success(let bytes):
            return bytes
        }
    }

    /// A response's frames and diagnostics; `name` labels errors.
    static func decode(_ bytes: [UInt8], name: String) throws -> ExampleLayout {
        guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        else { throw ExampleError("\(name): the response is not a JSON object") }
        return try decode(object, name: name)
    }

    /// One layout's frames, diagnostics and text lines (a response, or one of its `layouts`).
    static func decode(_ object: [String: Any], name: String) throws -> ExampleLayout {
        guard let frames = object["frames"] as? [String: [String: Any]]
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
        var lines: [String: [String]] = [:]
        for (id, label) in object["text"] as? [String: [String: Any]] ?? [:] {
            lines[id] = (label["lines"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        }
        return ExampleLayout(frames: decoded, diagnostics: diagnostics, lines: lines)
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
