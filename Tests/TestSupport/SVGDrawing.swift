import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG of `/v1/render` or `layoutd render` parsed back by Foundation's XML parser: its view
/// rects (each with the `data-id` of the `<g>` around it and the ids of the groups around that),
/// its other elements and its texts.
public struct SVGDrawing {
    /// One `<rect>` inside a view's `<g data-id>`.
    public struct ViewRect {
        public var id: String
        /// The ids of the enclosing view groups, outermost first (the root's first), this one excluded.
        public var ancestors: [String]
        public var attributes: [String: String]
        public var x: Double { Double(attributes["x"] ?? "") ?? .nan }
        public var y: Double { Double(attributes["y"] ?? "") ?? .nan }
        public var width: Double { Double(attributes["width"] ?? "") ?? .nan }
        public var height: Double { Double(attributes["height"] ?? "") ?? .nan }
        public var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
        /// With `options.sizes`: the number of the size whose group holds it (`data-size`), else nil.
        public var size: Int?
    }

    /// One `<g transform="translate(X Y) scale(S -S)">` of a text group: a run of glyphs.
    public struct GlyphRun {
        public var translateX, translateY, scaleX, scaleY: Double
        /// Each `<use>`: the glyph id it names (`glyphF-G`) and its x and y, in font units.
        public var uses: [(href: String, x: Double, y: Double)] = []
    }

    /// One `<g class="text">`: a label's or a button's text.
    public struct TextGroup {
        /// The `data-id` of the view group it is in.
        public var id: String
        public var ariaLabel: String
        /// Its `clip-path` (`url(#ID)`), or nil.
        public var clipPath: String?
        public var runs: [GlyphRun] = []
    }

    /// One `<g class="size">`: a size's layout, with its `translate`.
    public struct SizeGroup {
        public var index: Int
        public var translateX, translateY: Double
    }

    /// The root element's attributes.
    public var svgAttributes: [String: String] = [:]
    public var rects: [ViewRect] = []
    /// The `<rect class="guide">`s, each named by its `data-guide`, `ancestors` its view's groups.
    public var guides: [ViewRect] = []
    /// Every element's name, in document order.
    public var elementNames: [String] = []
    /// The text of each `<text>`, with its `class`, in document order.
    public var texts: [(className: String, text: String)] = []
    /// Rects outside view groups (the background), by class.
    public var otherRects: [String: [String: String]] = [:]
    public var textGroups: [TextGroup] = []
    public var sizeGroups: [SizeGroup] = []
    /// The ids of the `<path>`s in `<defs>`, in order.
    public var definedPaths: [String] = []
    /// The rect of each `<clipPath>`, by its id.
    public var clipRects: [String: [String: String]] = [:]

    /// `translate(X Y) scale(S T)` (or either alone) as (X, Y, S, T); nil when it is not that.
    public static func transform(_ text: String) -> (Double, Double, Double, Double)? {
        var values = (0.0, 0.0, 1.0, 1.0)
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let numbers = rest[rest.index(after: open)..<close].split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 2 else { return nil }
            switch name {
            case "translate": (values.0, values.1) = (numbers[0], numbers[1])
            case "scale": (values.2, values.3) = (numbers[0], numbers[1])
            default: return nil
            }
            rest = rest[rest.index(after: close)...]
        }
        return rest.trimmingCharacters(in: .whitespaces).isEmpty ? values : nil
    }

    /// Parses `bytes`; nil when they are not well-formed XML.
    public init?(_ bytes: [UInt8]) {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = delegate
        guard parser.parse() else { return nil }
        self = delegate.drawing
    }

    /// The rect of the view `id`.
    public func rect(_ id: String) -> ViewRect? { rects.first { $0.id == id } }

    private final class Delegate: NSObject, XMLParserDelegate {
        var drawing = SVGDrawing(empty: ())
        /// For each open `<g>`: its `data-id`, or nil.
        var groups: [String?] = []
        /// For each open `<g>`: what it is among the groups the drawing tells apart.
        var kinds: [Kind] = []
        var openText: (className: String, text: String)?
        var size: Int?
        var inDefs = false
        var clipPath: String?

        enum Kind { case view, text, run, size, other }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            drawing.elementNames.append(name)
            switch name {
            case "svg": drawing.svgAttributes = attributes
            case "g":
                groups.append(attributes["data-id"])
                if attributes["data-id"] != nil {
                    kinds.append(.view)
                } else if attributes["class"] == "text" {
                    kinds.append(.text)
                    drawing.textGroups.append(
                        TextGroup(
                            id: groups.compactMap { $0 }.last ?? "", ariaLabel: attributes["aria-label"] ?? "",
                            clipPath: attributes["clip-path"]))
                } else if attributes["class"] == "size", let index = Int(attributes["data-size"] ?? "") {
                    kinds.append(.size)
                    size = index
                    let (x, y, _, _) = SVGDrawing.transform(attributes["transform"] ?? "") ?? (.nan, .nan, 1, 1)
                    drawing.sizeGroups.append(SizeGroup(index: index, translateX: x, translateY: y))
                } else if kinds.last == .text, let (x, y, sx, sy) = SVGDrawing.transform(attributes["transform"] ?? "") {
                    kinds.append(.run)
                    drawing.textGroups[drawing.textGroups.count - 1].runs.append(
                        GlyphRun(translateX: x, translateY: y, scaleX: sx, scaleY: sy))
                } else {
                    kinds.append(.other)
                }
            case "use" where kinds.last == .run:
                let text = drawing.textGroups.count - 1
                let run = drawing.textGroups[text].runs.count - 1
                drawing.textGroups[text].runs[run].uses.append(
                    (String((attributes["href"] ?? "").dropFirst()), Double(attributes["x"] ?? "") ?? .nan,
                     Double(attributes["y"] ?? "0") ?? .nan))
            case "defs": inDefs = true
            case "path" where inDefs: drawing.definedPaths.append(attributes["id"] ?? "")
            case "clipPath": clipPath = attributes["id"]
            case "rect" where clipPath != nil: drawing.clipRects[clipPath ?? ""] = attributes
            case "rect":
                let ids = groups.compactMap { $0 }
                if let guide = attributes["data-guide"] {
                    drawing.guides.append(ViewRect(id: guide, ancestors: ids, attributes: attributes))
                } else if let id = groups.last ?? nil {
                    drawing.rects.append(
                        ViewRect(id: id, ancestors: Array(ids.dropLast()), attributes: attributes, size: size))
                } else {
                    drawing.otherRects[attributes["class"] ?? ""] = attributes
                }
            case "text": openText = (attributes["class"] ?? "", "")
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            openText?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" {
                groups.removeLast()
                if kinds.removeLast() == .size { size = nil }
            }
            if name == "defs" { inDefs = false }
            if name == "clipPath" { clipPath = nil }
            if name == "text", let text = openText {
                drawing.texts.append(text)
                openText = nil
            }
        }
    }

    private init(empty: Void) {}
}
