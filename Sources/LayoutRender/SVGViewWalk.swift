import LayoutEngine
import TextMeasurement

/// One layout's views drawn in one pass, in document tree order: the order of the response's
/// frames and text, which are read by a cursor each rather than looked up by id.
struct SVGViewWalk {
    private let frames: [ViewFrame]
    private let text: [TextLines]
    /// With `options.render.guides`: each view's layout guides, in the response's order.
    private let guides: [String: [ViewFrame]]
    private let diagnosed: DiagnosedViews
    private let direction: LayoutOptions.LayoutDirection
    private let fonts: TextMeasurer?
    /// The glyphs used so far, in this layout and those drawn before it.
    private(set) var glyphs: SVGDefinitions
    private var nextFrame = 0
    private var nextText = 0

    init(
        frames: [ViewFrame], text: [TextLines], guides: [String: [ViewFrame]], diagnosed: DiagnosedViews,
        direction: LayoutOptions.LayoutDirection, fonts: TextMeasurer?, glyphs: SVGDefinitions
    ) {
        self.frames = frames
        self.text = text
        self.guides = guides
        self.diagnosed = diagnosed
        self.direction = direction
        self.fonts = fonts
        self.glyphs = glyphs
    }

    /// ` fill="…"` of hidden views, the root, stacks and plain views by depth, precomputed.
    private static let hiddenFill = Array(" fill=\"none\"".utf8)
    private static let rootFill = Array(" fill=\"\(SVGPalette.background)\"".utf8)
    private static let stackFill = Array(" fill=\"\(SVGPalette.stackFill)\"".utf8)
    private static let viewFills = SVGPalette.viewFills.map { Array(" fill=\"\($0)\"".utf8) }
    /// ` stroke="…" stroke-width="…"` of each kind of view, precomputed.
    private static let unsatisfiableStroke = Array(" stroke=\"\(SVGPalette.unsatisfiableStroke)\" stroke-width=\"2\"".utf8)
    private static let ambiguousStroke = Array(" stroke=\"\(SVGPalette.ambiguousStroke)\" stroke-width=\"1\"".utf8)
    private static let hiddenStroke = Array(" stroke=\"\(SVGPalette.hiddenStroke)\" stroke-width=\"1\"".utf8)
    private static let stackStroke = Array(" stroke=\"\(SVGPalette.stackStroke)\" stroke-width=\"1\"".utf8)
    private static let viewStroke = Array(" stroke=\"\(SVGPalette.viewStroke)\" stroke-width=\"1\"".utf8)
    private static let ambiguousDash = Array(" stroke-dasharray=\"\(SVGPalette.ambiguousDash)\"".utf8)
    private static let hiddenDash = Array(" stroke-dasharray=\"\(SVGPalette.hiddenDash)\"".utf8)
    private static let guideStyle = Array(
        " fill=\"none\" stroke=\"\(SVGPalette.guideStroke)\" stroke-width=\"1\" stroke-dasharray=\"\(SVGPalette.guideDash)\"/>"
            .utf8)
    /// How far a line may pass its view's edge before it is clipped: the frames' and widths'
    /// floating-point noise, far under a pixel.
    private static let overflowTolerance = 1e-6
    private static let textGroupEnd = Array("\" fill=\"\(SVGPalette.textFill)\">\n".utf8)

    /// `view`'s group: its rect, its guides when asked, its text, then its subviews' groups.
    /// - Complexity: linear in the views under `view` and their glyphs; recursion as deep as the
    ///   tree (at most `--max-view-depth`, 1,000 by default, a few hundred bytes of stack each).
    mutating func draw(_ view: ViewNode, depth: Int, isRoot: Bool, inHidden: Bool, to out: inout [UInt8]) {
        out.write("<g data-id=\"")
        SVGText.append(view.id, to: &out)
        out.write("\">")
        var frame: ViewFrame?
        if nextFrame < frames.count {
            frame = frames[nextFrame]
            nextFrame += 1
        }
        if let frame { rect(view, frame: frame, depth: depth, isRoot: isRoot, to: &out) }
        if !guides.isEmpty, let owned = guides[view.id] {
            for guide in owned { self.guide(guide, to: &out) }
        }
        out.append(UInt8(ascii: "\n"))
        let hidden = inHidden || view.isHidden
        if let properties = view.text, nextText < text.count, text[nextText].id == view.id {
            let lines = text[nextText].lines
            nextText += 1
            if !hidden, let frame, let fonts { self.text(properties, lines: lines, frame: frame, fonts: fonts, to: &out) }
        }
        for subview in view.subviews { draw(subview, depth: depth + 1, isRoot: false, inHidden: hidden, to: &out) }
        for arranged in view.arrangedSubviews {
            draw(arranged, depth: depth + 1, isRoot: false, inHidden: hidden, to: &out)
        }
        out.write("</g>\n")
    }

    private func rect(_ view: ViewNode, frame: ViewFrame, depth: Int, isRoot: Bool, to out: inout [UInt8]) {
        let isStack = view.stack != nil
        let ambiguous = !diagnosed.ambiguous.isEmpty && diagnosed.ambiguous.contains(view.id)
        let unsatisfiable = !diagnosed.unsatisfiable.isEmpty && diagnosed.unsatisfiable.contains(view.id)
        out.write("<rect class=\"view")
        if isStack { out.write(" stack") }
        if view.isScroll { out.write(" scroll") }
        if view.isHidden { out.write(" hidden") }
        if ambiguous { out.write(" ambiguous") }
        if unsatisfiable { out.write(" unsatisfiable") }
        out.append(UInt8(ascii: "\""))
        SVGRenderer.attribute("x", frame.x, to: &out)
        SVGRenderer.attribute("y", frame.y, to: &out)
        SVGRenderer.attribute("width", frame.width, to: &out)
        SVGRenderer.attribute("height", frame.height, to: &out)
        if view.isHidden {
            out += Self.hiddenFill
        } else if isRoot {
            out += Self.rootFill
        } else if isStack {
            out += Self.stackFill
        } else {
            out += Self.viewFills[depth % Self.viewFills.count]
        }
        if unsatisfiable {
            out += Self.unsatisfiableStroke
        } else if ambiguous {
            out += Self.ambiguousStroke
        } else if view.isHidden {
            out += Self.hiddenStroke
        } else {
            out += isStack ? Self.stackStroke : Self.viewStroke
        }
        if ambiguous {
            out += Self.ambiguousDash
        } else if view.isHidden {
            out += Self.hiddenDash
        }
        out.write("/>")
    }

    /// A layout guide: a dashed outline, named by `data-guide`.
    private func guide(_ frame: ViewFrame, to out: inout [UInt8]) {
        out.write("<rect class=\"guide\" data-guide=\"")
        SVGText.append(frame.id, to: &out)
        out.append(UInt8(ascii: "\""))
        SVGRenderer.attribute("x", frame.x, to: &out)
        SVGRenderer.attribute("y", frame.y, to: &out)
        SVGRenderer.attribute("width", frame.width, to: &out)
        SVGRenderer.attribute("height", frame.height, to: &out)
        out += Self.guideStyle
    }

    /// A label's or a button's text: each measured line shaped as it was measured, on its
    /// baseline, a label's from its leading edge, a button's centred between its insets; clipped to
    /// the view's frame when a line passes its sides or a baseline its bottom.
    private mutating func text(
        _ properties: TextProperties, lines: [TextMetrics.Line], frame: ViewFrame, fonts: TextMeasurer,
        to out: inout [UInt8]
    ) {
        guard !lines.isEmpty else { return }
        let resolved = properties.font.resolved(for: properties.kind)
        let font = FontRequest(
            family: resolved.family ?? FontRequest.systemFamily, size: resolved.size, weight: resolved.weight,
            italic: resolved.italic)
        let insets = properties.contentEdgeInsets
        let (left, right) = direction == .leftToRight ? (insets.leading, insets.trailing) : (insets.trailing, insets.leading)
        var placed: [(runs: [GlyphRun], x: Double, y: Double)] = []
        var overflows = false
        for line in lines {
            // Measured in this font before: a failure now (none is known) leaves the line out.
            guard let runs = try? fonts.glyphRuns(line.text, font: font) else { continue }
            let x: Double
            switch properties.kind {
            case .button: x = frame.x + left + (frame.width - left - right - line.width) / 2
            case .label: x = direction == .leftToRight ? frame.x : frame.x + frame.width - line.width
            }
            let y = frame.y + line.baseline
            placed.append((runs, x, y))
            overflows = overflows || x < frame.x - Self.overflowTolerance
                || x + line.width > frame.x + frame.width + Self.overflowTolerance || y > frame.y + frame.height
        }
        out.write("<g class=\"text\" role=\"img\" aria-label=\"")
        SVGText.append(properties.text, to: &out)
        if overflows {
            // A view laid out smaller than its text (compressed, or squeezed by a conflict): its
            // text clipped to it, so that it does not cover its neighbours.
            out.write("\" clip-path=\"url(#textclip")
            SVGNumber.appendDigits(UInt64(glyphs.clip(frame)), to: &out)
            out.write(")")
        }
        out += Self.textGroupEnd
        for line in placed {
            var x = line.x
            for run in line.runs {
                self.run(run, x: x, y: line.y, to: &out)
                x += Double(run.advance) * run.scale
            }
        }
        out.write("</g>\n")
    }

    /// One run's glyphs, placed from (`x`, `y`), its left end on the baseline; nothing for a run
    /// of glyphs without outlines (spaces).
    private mutating func run(_ run: GlyphRun, x: Double, y: Double, to out: inout [UInt8]) {
        var opened = false
        for index in run.glyphs.indices {
            let use = glyphs.use(run.face, glyph: run.glyphs[index])
            guard use.drawn else { continue }
            if !opened {
                opened = true
                out.write("<g transform=\"translate(")
                SVGNumber.append(x, decimals: SVGRenderer.originDecimals, to: &out)
                out.append(UInt8(ascii: " "))
                SVGNumber.append(y, decimals: SVGRenderer.originDecimals, to: &out)
                out.write(") scale(")
                SVGNumber.append(run.scale, decimals: SVGRenderer.scaleDecimals, to: &out)
                out.write(" -")
                SVGNumber.append(run.scale, decimals: SVGRenderer.scaleDecimals, to: &out)
                out.write(")\">")
            }
            out.write("<use href=\"#")
            SVGDefinitions.appendID(face: use.face, glyph: run.glyphs[index], to: &out)
            out.write("\" x=\"")
            SVGNumber.append(Double(run.x[index]), decimals: 0, to: &out)
            if run.y[index] != 0 {
                out.write("\" y=\"")
                SVGNumber.append(Double(run.y[index]), decimals: 0, to: &out)
            }
            out.write("\"/>")
        }
        if opened { out.write("</g>\n") }
    }
}
