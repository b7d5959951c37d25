import LayoutEngine

/// A layout drawn as SVG (`POST /v1/render`'s default answer, `layoutd render`).
///
/// The canvas is the root's frame (widened and lengthened by the band of messages, when there
/// are any). Each view is a `<g data-id="ID">` holding a `<rect>` at its frame
/// in the root's coordinates, then its subviews' and arranged subviews' groups, in document order,
/// so nested views are drawn inside (and over) their superviews. Stack views, hidden views,
/// ambiguous views and the views of unsatisfiable sets are told apart by class and by stroke
/// (``SVGPalette``); with `options.render.labels`, each view's id is written at its frame's
/// top-left corner, in a `<g class="labels">` over every view; with
/// `options.render.guides`, each layout guide is a dashed `<rect class="guide" data-guide="ID">` in
/// its view's group. The
/// messages of unsatisfiable sets are drawn in a band under the canvas.
///
/// The same layout gives the same bytes in every process: document order only, no dictionary
/// order, numbers in the frames' noise-free format.
public struct SVGRenderer: Sendable {
    /// The messages' font size and line height, in points.
    static let messageFontSize = 11.0
    static let messageLineHeight = 14.0
    /// The space around the messages' band, in points.
    static let messagePadding = 8.0
    /// The ids' font size, and their inset from a frame's top-left corner.
    static let labelFontSize = 10.0
    static let labelInset = 2.0

    public init() {}

    /// A monospace character's advance, in ems: 0.6 for the usual monospace faces (DejaVu Sans
    /// Mono, Liberation Mono, Courier), to make the band of messages wide enough for its lines.
    static let monospaceAdvance = 0.6

    /// The canvas size in points: the root's size, plus the band of messages when there are any
    /// (as wide as the root, or as its longest line when that is wider).
    public static func canvasSize(_ solved: SolvedLayout) -> (width: Double, height: Double) {
        let root = solved.response.frames.first
        let lines = messageLines(solved.response.diagnostics)
        guard !lines.isEmpty else { return (root?.width ?? 0, root?.height ?? 0) }
        let longest = Double(lines.map(\.unicodeScalars.count).max() ?? 0)
        let bandWidth = 2 * messagePadding + longest * monospaceAdvance * messageFontSize
        let band = 2 * messagePadding + Double(lines.count) * messageLineHeight
        return (max(root?.width ?? 0, bandWidth), (root?.height ?? 0) + band)
    }

    /// The drawing of `solved`, as UTF-8 SVG.
    /// - Complexity: linear in the views and the diagnostics' text.
    public func svg(_ solved: SolvedLayout) -> [UInt8] {
        let frames = Dictionary(solved.response.frames.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let diagnosed = DiagnosedViews(solved)
        let size = Self.canvasSize(solved)
        let origin = solved.response.frames.first.map { ($0.x, $0.y) } ?? (0, 0)
        var out: [UInt8] = []
        out.reserveCapacity(256 + 160 * frames.count)
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"".utf8
        Self.attribute("width", size.width, to: &out)
        Self.attribute("height", size.height, to: &out)
        out += " viewBox=\"".utf8
        FrameNumber.append(origin.0, to: &out)
        out.append(UInt8(ascii: " "))
        FrameNumber.append(origin.1, to: &out)
        out.append(UInt8(ascii: " "))
        FrameNumber.append(size.width, to: &out)
        out.append(UInt8(ascii: " "))
        FrameNumber.append(size.height, to: &out)
        out += "\">\n<rect class=\"background\"".utf8
        Self.attribute("x", origin.0, to: &out)
        Self.attribute("y", origin.1, to: &out)
        Self.attribute("width", size.width, to: &out)
        Self.attribute("height", size.height, to: &out)
        out += " fill=\"\(SVGPalette.background)\"/>\n".utf8
        var guides: [String: [ViewFrame]] = [:]
        if !solved.response.guides.isEmpty {
            let owners = ItemOwners(solved.document.root)
            for guide in solved.response.guides {
                if let owner = owners.view(of: guide.id) { guides[owner, default: []].append(guide) }
            }
        }
        let context = Context(frames: frames, guides: guides, diagnosed: diagnosed)
        draw(solved.document.root, depth: 0, isRoot: true, context: context, to: &out)
        // Over every view, so that no subview hides its superview's id.
        if solved.document.options.render.labels {
            out += "<g class=\"labels\" font-family=\"sans-serif\"".utf8
            Self.attribute("font-size", Self.labelFontSize, to: &out)
            out += " fill=\"\(SVGPalette.labelFill)\">\n".utf8
            for frame in solved.response.frames { label(frame, to: &out) }
            out += "</g>\n".utf8
        }
        let rootBottom = origin.1 + (solved.response.frames.first?.height ?? 0)
        drawMessages(solved.response.diagnostics, top: rootBottom, left: origin.0, to: &out)
        out += "</svg>\n".utf8
        return out
    }

    /// What every view's drawing reads.
    private struct Context {
        let frames: [String: ViewFrame]
        /// With `options.render.guides`: each view's layout guides, in the response's order.
        let guides: [String: [ViewFrame]]
        let diagnosed: DiagnosedViews
    }

    /// `view`'s group: its rect, its guides when asked, then its subviews' groups.
    /// - Complexity: linear in the views under `view`; recursion as deep as the tree (at most
    ///   `--max-view-depth`, 1,000 by default, a few hundred bytes of stack each).
    private func draw(_ view: ViewNode, depth: Int, isRoot: Bool, context: Context, to out: inout [UInt8]) {
        out += "<g data-id=\"".utf8
        SVGText.append(view.id, to: &out)
        out += "\">".utf8
        if let frame = context.frames[view.id] {
            rect(view, frame: frame, depth: depth, isRoot: isRoot, context: context, to: &out)
        }
        for guide in context.guides[view.id] ?? [] { self.guide(guide, to: &out) }
        out.append(UInt8(ascii: "\n"))
        for subview in view.subviews { draw(subview, depth: depth + 1, isRoot: false, context: context, to: &out) }
        for arranged in view.arrangedSubviews { draw(arranged, depth: depth + 1, isRoot: false, context: context, to: &out) }
        out += "</g>\n".utf8
    }

    private func rect(
        _ view: ViewNode, frame: ViewFrame, depth: Int, isRoot: Bool, context: Context, to out: inout [UInt8]
    ) {
        let isStack = view.stack != nil
        let ambiguous = context.diagnosed.ambiguous.contains(view.id)
        let unsatisfiable = context.diagnosed.unsatisfiable.contains(view.id)
        out += "<rect class=\"view".utf8
        if isStack { out += " stack".utf8 }
        if view.isScroll { out += " scroll".utf8 }
        if view.isHidden { out += " hidden".utf8 }
        if ambiguous { out += " ambiguous".utf8 }
        if unsatisfiable { out += " unsatisfiable".utf8 }
        out += "\"".utf8
        Self.attribute("x", frame.x, to: &out)
        Self.attribute("y", frame.y, to: &out)
        Self.attribute("width", frame.width, to: &out)
        Self.attribute("height", frame.height, to: &out)
        let fill: String
        if view.isHidden {
            fill = "none"
        } else if isRoot {
            fill = SVGPalette.background
        } else if isStack {
            fill = SVGPalette.stackFill
        } else {
            fill = SVGPalette.viewFills[depth % SVGPalette.viewFills.count]
        }
        let stroke: String
        if unsatisfiable {
            stroke = SVGPalette.unsatisfiableStroke
        } else if ambiguous {
            stroke = SVGPalette.ambiguousStroke
        } else if view.isHidden {
            stroke = SVGPalette.hiddenStroke
        } else {
            stroke = isStack ? SVGPalette.stackStroke : SVGPalette.viewStroke
        }
        out += " fill=\"\(fill)\" stroke=\"\(stroke)\"".utf8
        out += (unsatisfiable ? " stroke-width=\"2\"" : " stroke-width=\"1\"").utf8
        if ambiguous {
            out += " stroke-dasharray=\"\(SVGPalette.ambiguousDash)\"".utf8
        } else if view.isHidden {
            out += " stroke-dasharray=\"\(SVGPalette.hiddenDash)\"".utf8
        }
        out += "/>".utf8
    }

    /// A layout guide: a dashed outline, named by `data-guide`.
    private func guide(_ frame: ViewFrame, to out: inout [UInt8]) {
        out += "<rect class=\"guide\" data-guide=\"".utf8
        SVGText.append(frame.id, to: &out)
        out += "\"".utf8
        Self.attribute("x", frame.x, to: &out)
        Self.attribute("y", frame.y, to: &out)
        Self.attribute("width", frame.width, to: &out)
        Self.attribute("height", frame.height, to: &out)
        out += " fill=\"none\" stroke=\"\(SVGPalette.guideStroke)\" stroke-width=\"1\"".utf8
        out += " stroke-dasharray=\"\(SVGPalette.guideDash)\"/>".utf8
    }

    /// The view's id at its frame's top-left corner.
    private func label(_ frame: ViewFrame, to out: inout [UInt8]) {
        out += "<text class=\"label\"".utf8
        Self.attribute("x", frame.x + Self.labelInset, to: &out)
        Self.attribute("y", frame.y + Self.labelInset + Self.labelFontSize, to: &out)
        out += ">".utf8
        SVGText.append(frame.id, to: &out)
        out += "</text>\n".utf8
    }

    /// The unsatisfiable sets' messages, one `<text>` per line, in the band from `top` down.
    private func drawMessages(_ diagnostics: [Diagnostic], top: Double, left: Double, to out: inout [UInt8]) {
        let lines = Self.messageLines(diagnostics)
        guard !lines.isEmpty else { return }
        out += "<g class=\"messages\" font-family=\"monospace\"".utf8
        Self.attribute("font-size", Self.messageFontSize, to: &out)
        out += " fill=\"\(SVGPalette.messageFill)\">\n".utf8
        for (index, line) in lines.enumerated() {
            out += "<text class=\"message\" xml:space=\"preserve\"".utf8
            Self.attribute("x", left + Self.messagePadding, to: &out)
            Self.attribute("y", top + Self.messagePadding + Double(index + 1) * Self.messageLineHeight - 3, to: &out)
            out += ">".utf8
            SVGText.append(line, to: &out)
            out += "</text>\n".utf8
        }
        out += "</g>\n".utf8
    }

    /// The lines of every unsatisfiable set's message, tabs as four spaces, a blank line between
    /// two messages.
    static func messageLines(_ diagnostics: [Diagnostic]) -> [String] {
        var lines: [String] = []
        for diagnostic in diagnostics {
            guard case .unsatisfiable(let message, _, _) = diagnostic else { continue }
            if !lines.isEmpty { lines.append("") }
            for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.replacingTabs())
            }
        }
        return lines
    }

    /// ` name="value"`, the value a number.
    private static func attribute(_ name: String, _ value: Double, to out: inout [UInt8]) {
        out.append(UInt8(ascii: " "))
        out += name.utf8
        out += "=\"".utf8
        FrameNumber.append(value, to: &out)
        out.append(UInt8(ascii: "\""))
    }
}

extension Substring {
    /// The line with each tab as four spaces (SVG text has no tab stops).
    fileprivate func replacingTabs() -> String {
        var text = ""
        for character in self { if character == "\t" { text += "    " } else { text.append(character) } }
        return text
    }
}
