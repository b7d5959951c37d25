import LayoutEngine
import TextMeasurement

/// A layout drawn as SVG (`POST /v1/render`'s default answer, `layoutd render`).
///
/// The canvas is the root's frame (widened and lengthened by the band of messages, when there
/// are any); with `options.sizes`, the layouts side by side (``SVGCanvas``), each in a
/// `<g class="size" data-size="N" transform="translate(X Y)">` with its caption
/// (`<text class="caption">`) over it. Each view is a `<g data-id="ID">` holding a `<rect>` at
/// its frame in the root's coordinates, then its subviews' and arranged subviews' groups, in
/// document order, so nested views are drawn inside (and over) their superviews. Stack views,
/// hidden views, ambiguous views and the views of unsatisfiable sets are told apart by class and by
/// stroke (``SVGPalette``); with `options.render.labels`, each view's id is written at its frame's
/// top-left corner, in a `<g class="labels">` over every view; with `options.render.guides`, each
/// layout guide is a dashed `<rect class="guide" data-guide="ID">` in its view's group. The
/// messages of unsatisfiable sets are drawn in a band under the canvas.
///
/// A label's or a button's text (not of a hidden view) is drawn in its view's group after its
/// rect, as glyph outlines: a `<g class="text" role="img" aria-label="TEXT">` (the text, escaped,
/// for reading and search) holding, per line and run of one font, a
/// `<g transform="translate(X Y) scale(S -S)">` at the line's left end on its measured baseline
/// with a `<use href="#glyphF-G" x="…">` per glyph in font units; each glyph's outline is a
/// `<path>` once in the `<defs>` at the end. A label's lines start at its leading edge, a button's
/// title is centred between its insets; text that passes its view's frame is clipped to it
/// (`clip-path`, a `<clipPath>` in the `<defs>`).
///
/// The same layout gives the same bytes in every process: document order only, no dictionary
/// order, frames in the frames' noise-free format, the rest in ``SVGNumber``'s fixed one.
/// - Complexity: one pass over the views into one byte buffer, appending literals and
///   precomputed attribute bytes; text shaped once per line, each glyph's outline once.
public struct SVGRenderer: Sendable {
    /// The messages' font size and line height, in points.
    static let messageFontSize = 11.0
    static let messageLineHeight = 14.0
    /// The space around the messages' band, in points.
    static let messagePadding = 8.0
    /// The ids' font size, and their inset from a frame's top-left corner.
    static let labelFontSize = 10.0
    static let labelInset = 2.0
    /// Decimals of a glyph run's origin (points) and of its scale (points per font unit).
    static let originDecimals = 3
    static let scaleDecimals = 9

    /// The fonts labels and buttons were measured with; nil: their text is not drawn.
    public let fonts: TextMeasurer?

    public init(fonts: TextMeasurer? = nil) {
        self.fonts = fonts
    }

    /// A monospace character's advance, in ems: 0.6 for the usual monospace faces (DejaVu Sans
    /// Mono, Liberation Mono, Courier), to make the band of messages wide enough for its lines.
    static let monospaceAdvance = 0.6

    /// The drawing of `solved`, as UTF-8 SVG.
    /// - Complexity: linear in the views, the text's glyphs and the diagnostics' text.
    public func svg(_ solved: SolvedLayout) -> [UInt8] {
        let canvas = SVGCanvas(solved)
        let frameCount = canvas.panels.reduce(0) { $0 + $1.layout.response.frames.count }
        var out: [UInt8] = []
        out.reserveCapacity(512 + 200 * frameCount)
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"")
        Self.attribute("width", canvas.width, to: &out)
        Self.attribute("height", canvas.height, to: &out)
        out.write(" viewBox=\"")
        FrameNumber.append(canvas.x, to: &out)
        out.append(UInt8(ascii: " "))
        FrameNumber.append(canvas.y, to: &out)
        out.append(UInt8(ascii: " "))
        FrameNumber.append(canvas.width, to: &out)
        out.append(UInt8(ascii: " "))
        FrameNumber.append(canvas.height, to: &out)
        out.write("\">\n<rect class=\"background\"")
        Self.attribute("x", canvas.x, to: &out)
        Self.attribute("y", canvas.y, to: &out)
        Self.attribute("width", canvas.width, to: &out)
        Self.attribute("height", canvas.height, to: &out)
        out += " fill=\"\(SVGPalette.background)\"/>\n".utf8
        var glyphs = SVGDefinitions()
        for (index, panel) in canvas.panels.enumerated() {
            if canvas.isSized {
                out.write("<g class=\"size\" data-size=\"")
                SVGNumber.appendDigits(UInt64(index), to: &out)
                out.write("\" transform=\"translate(")
                FrameNumber.append(panel.offsetX, to: &out)
                out.append(UInt8(ascii: " "))
                FrameNumber.append(panel.offsetY, to: &out)
                out.write(")\">\n")
                caption(panel, to: &out)
            }
            draw(panel, glyphs: &glyphs, to: &out)
            if canvas.isSized { out.write("</g>\n") }
        }
        if !glyphs.isEmpty {
            out.write("<defs>\n")
            out += glyphs.paths
            out.write("</defs>\n")
        }
        out.write("</svg>\n")
        return out
    }

    /// One layout: its views, their ids when asked, its messages.
    private func draw(_ panel: SVGCanvas.Panel, glyphs: inout SVGDefinitions, to out: inout [UInt8]) {
        let solved = panel.layout
        var guides: [String: [ViewFrame]] = [:]
        if !solved.response.guides.isEmpty {
            let owners = ItemOwners(solved.document.root)
            for guide in solved.response.guides {
                if let owner = owners.view(of: guide.id) { guides[owner, default: []].append(guide) }
            }
        }
        var walk = SVGViewWalk(
            frames: solved.response.frames, text: solved.response.text, guides: guides,
            diagnosed: DiagnosedViews(solved), direction: solved.document.options.layoutDirection, fonts: fonts,
            glyphs: glyphs)
        walk.draw(solved.document.root, depth: 0, isRoot: true, inHidden: false, to: &out)
        glyphs = walk.glyphs
        // Over every view, so that no subview hides its superview's id.
        if solved.document.options.render.labels {
            out.write("<g class=\"labels\" font-family=\"sans-serif\"")
            Self.attribute("font-size", Self.labelFontSize, to: &out)
            out += " fill=\"\(SVGPalette.labelFill)\">\n".utf8
            for frame in solved.response.frames { label(frame, to: &out) }
            out.write("</g>\n")
        }
        drawMessages(panel.messageLines, top: panel.root.y + panel.root.height, left: panel.root.x, to: &out)
    }

    /// A size's caption, over its root's frame.
    private func caption(_ panel: SVGCanvas.Panel, to out: inout [UInt8]) {
        guard let caption = panel.caption else { return }
        out.write("<text class=\"caption\" font-family=\"monospace\"")
        Self.attribute("font-size", SVGCanvas.captionFontSize, to: &out)
        out += " fill=\"\(SVGPalette.captionFill)\"".utf8
        Self.attribute("x", panel.root.x, to: &out)
        Self.attribute("y", panel.root.y - SVGCanvas.captionBand + SVGCanvas.captionBaseline, to: &out)
        out.append(UInt8(ascii: ">"))
        SVGText.append(caption, to: &out)
        out.write("</text>\n")
    }

    /// The view's id at its frame's top-left corner.
    private func label(_ frame: ViewFrame, to out: inout [UInt8]) {
        out.write("<text class=\"label\"")
        Self.attribute("x", frame.x + Self.labelInset, to: &out)
        Self.attribute("y", frame.y + Self.labelInset + Self.labelFontSize, to: &out)
        out.append(UInt8(ascii: ">"))
        SVGText.append(frame.id, to: &out)
        out.write("</text>\n")
    }

    /// The unsatisfiable sets' messages, one `<text>` per line, in the band from `top` down.
    private func drawMessages(_ lines: [String], top: Double, left: Double, to out: inout [UInt8]) {
        guard !lines.isEmpty else { return }
        out.write("<g class=\"messages\" font-family=\"monospace\"")
        Self.attribute("font-size", Self.messageFontSize, to: &out)
        out += " fill=\"\(SVGPalette.messageFill)\">\n".utf8
        for (index, line) in lines.enumerated() {
            out.write("<text class=\"message\" xml:space=\"preserve\"")
            Self.attribute("x", left + Self.messagePadding, to: &out)
            Self.attribute("y", top + Self.messagePadding + Double(index + 1) * Self.messageLineHeight - 3, to: &out)
            out.append(UInt8(ascii: ">"))
            SVGText.append(line, to: &out)
            out.write("</text>\n")
        }
        out.write("</g>\n")
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

    /// ` name="value"`, the value a number in the frames' format.
    static func attribute(_ name: StaticString, _ value: Double, to out: inout [UInt8]) {
        out.append(UInt8(ascii: " "))
        out.write(name)
        out.write("=\"")
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
