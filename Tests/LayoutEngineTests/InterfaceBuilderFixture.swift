import Foundation
import LayoutEngine
import Testing

/// One file of `Fixtures/InterfaceBuilder/`: a view hierarchy of a public storyboard or xib as a
/// layout document, with the frames Xcode stored for it in absolute coordinates
/// (`scripts/ib-to-layout.py` made it; the folder's README lists the sources and their licences).
struct InterfaceBuilderFixture: Sendable, CustomTestStringConvertible {
    /// The file's name without `.json`.
    var name: String
    /// Where the frames come from: repository, path, commit and the root view's IB id.
    var source: String
    /// Views Xcode sized from their text; the document gives them no intrinsic size, so the fixture
    /// holds only if no frame depends on it (``premiseProbes``).
    var measured: [String]
    /// Why the engine's frames are expected to differ from Xcode's, if they are.
    var knownDifference: String?
    /// The layout document, as JSON.
    /// (Bytes, not `Data`: swift-testing keeps its arguments past the run, in storage where
    /// LeakSanitizer finds a `Data`'s buffer and not the reference to it.)
    var document: [UInt8]
    /// Xcode's stored frames, absolute, by view id.
    var expected: [String: ExampleFrame]

    var testDescription: String { name }

    /// The intrinsic sizes given to every measured view to check that none moves a frame: far below
    /// and far above any text these views hold.
    static let premiseProbes: [Double] = [1, 400]

    /// The folder, found from this source file's path as the examples are.
    static func folder(sourceFile: String = #filePath) -> URL {
        URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("InterfaceBuilder")
    }

    /// Every fixture, by name; empty if the folder cannot be read (``InterfaceBuilderRegressionTests``
    /// checks that it can).
    static let all: [InterfaceBuilderFixture] = (try? load()) ?? []

    static func load() throws -> [InterfaceBuilderFixture] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder().path)
            .filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { try InterfaceBuilderFixture(file: folder().appendingPathComponent($0)) }
    }

    init(file: URL) throws {
        name = file.deletingPathExtension().lastPathComponent
        guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
              let source = object["source"] as? [String: Any], let repo = source["repo"] as? String,
              let path = source["path"] as? String, let commit = source["commit"] as? String,
              let view = source["view"] as? String, let document = object["document"],
              let expected = object["expected"] as? [String: [String: Double]]
        else { throw ExampleError("\(file.lastPathComponent): not a fixture (source, document, expected)") }
        self.source = "\(repo) \(path) @\(commit.prefix(12)), view \(view)"
        measured = object["measured"] as? [String] ?? []
        knownDifference = object["knownDifference"] as? String
        self.document = Array(try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]))
        self.expected = try expected.mapValues { frame in
            guard let x = frame["x"], let y = frame["y"], let width = frame["width"], let height = frame["height"]
            else { throw ExampleError("\(file.lastPathComponent): an expected frame is not x, y, width, height") }
            return ExampleFrame(x, y, width, height)
        }
    }

    /// The document with every measured view given `size` as its intrinsic width and height.
    func probing(_ size: Double) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: Data(document)) as? [String: Any],
              let root = object["root"] as? [String: Any]
        else { throw ExampleError("\(name): the document has no root") }
        let measured = Set(self.measured)
        func probe(_ view: [String: Any]) -> [String: Any] {
            var view = view
            if let id = view["id"] as? String, measured.contains(id) {
                view["intrinsicContentSize"] = ["width": size, "height": size]
            }
            for key in ["subviews", "arrangedSubviews"] {
                if let children = view[key] as? [[String: Any]] { view[key] = children.map(probe) }
            }
            return view
        }
        object["root"] = probe(root)
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }
}
