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
        var openText: (className: String, text: String)?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            drawing.elementNames.append(name)
            switch name {
            case "svg": drawing.svgAttributes = attributes
            case "g": groups.append(attributes["data-id"])
            case "rect":
                let ids = groups.compactMap { $0 }
                if let guide = attributes["data-guide"] {
                    drawing.guides.append(ViewRect(id: guide, ancestors: ids, attributes: attributes))
                } else if let id = groups.last ?? nil {
                    drawing.rects.append(ViewRect(id: id, ancestors: Array(ids.dropLast()), attributes: attributes))
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
            if name == "g" { groups.removeLast() }
            if name == "text", let text = openText {
                drawing.texts.append(text)
                openText = nil
            }
        }
    }

    private init(empty: Void) {}
}
