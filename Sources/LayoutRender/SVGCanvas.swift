import LayoutEngine

/// Where each layout of a drawing goes: one layout fills the canvas (its root's frame, lengthened
/// by the band of its messages when it has any); with `options.sizes`, the layouts stand side by
/// side, left to right in the order of `sizes`, each a panel of its caption band (the size), its
/// root's frame and its messages, the panels ``panelGap`` apart and top-aligned.
struct SVGCanvas {
    /// One layout's place.
    struct Panel {
        let layout: SolvedLayout
        /// The caption (`sizes` only).
        let caption: String?
        /// Added to the layout's coordinates (the root's) to place it on the canvas.
        let offsetX: Double
        let offsetY: Double
        /// The root's frame, in the layout's coordinates (zero without frames).
        let root: ViewFrame
        let messageLines: [String]
        /// The panel's size: the root's frame, its caption band and its messages.
        let width: Double
        let height: Double
    }

    /// The space between two panels, in points.
    static let panelGap = 24.0
    /// The caption band's height, and the caption's baseline in it, in points.
    static let captionBand = 24.0
    static let captionBaseline = 16.0
    static let captionFontSize = 12.0

    let panels: [Panel]
    /// The canvas in the coordinates of the drawing (the `viewBox`).
    let x, y, width, height: Double
    /// Whether the panels are sizes' (each in its own translated group with a caption).
    let isSized: Bool

    /// - Complexity: O(sizes + the diagnostics' text).
    init(_ solved: SolvedLayout) {
        guard !solved.sizes.isEmpty else {
            let panel = Self.panel(solved, caption: nil, left: 0)
            panels = [panel]
            (x, y, width, height) = (panel.root.x, panel.root.y, panel.width, panel.height)
            isSized = false
            return
        }
        var placed: [Panel] = []
        var left = 0.0
        for size in solved.sizes {
            let panel = Self.panel(size.layout, caption: Self.caption(size), left: left)
            placed.append(panel)
            left += panel.width + Self.panelGap
        }
        panels = placed
        (x, y) = (0, 0)
        width = left - Self.panelGap
        height = placed.map(\.height).max() ?? 0
        isSized = true
    }

    private static func panel(_ layout: SolvedLayout, caption: String?, left: Double) -> Panel {
        let root = layout.response.frames.first ?? ViewFrame(id: "", x: 0, y: 0, width: 0, height: 0)
        let lines = SVGRenderer.messageLines(layout.response.diagnostics)
        var width = root.width
        var height = root.height
        if !lines.isEmpty {
            let longest = Double(lines.map(\.unicodeScalars.count).max() ?? 0)
            width = max(width, 2 * SVGRenderer.messagePadding + longest * SVGRenderer.monospaceAdvance * SVGRenderer.messageFontSize)
            height += 2 * SVGRenderer.messagePadding + Double(lines.count) * SVGRenderer.messageLineHeight
        }
        var top = 0.0
        if let caption {
            let captionWidth = Double(caption.unicodeScalars.count) * SVGRenderer.monospaceAdvance * captionFontSize
            width = max(width, captionWidth)
            top = captionBand
            height += captionBand
        }
        return Panel(
            layout: layout, caption: caption, offsetX: left - root.x, offsetY: top - root.y, root: root,
            messageLines: lines, width: width, height: height)
    }

    /// A size's caption: the root's size as laid out (an omitted dimension as fitted), its size
    /// classes in UIKit's short form (`wC hR`), and `RTL` when it is laid out right to left.
    static func caption(_ size: SolvedSize) -> String {
        let root = size.layout.response.frames.first
        var bytes: [UInt8] = []
        FrameNumber.append(root?.width ?? 0, to: &bytes)
        bytes += " × ".utf8
        FrameNumber.append(root?.height ?? 0, to: &bytes)
        bytes += " · w".utf8
        bytes.append(size.traits.horizontalSizeClass == .compact ? UInt8(ascii: "C") : UInt8(ascii: "R"))
        bytes += " h".utf8
        bytes.append(size.traits.verticalSizeClass == .compact ? UInt8(ascii: "C") : UInt8(ascii: "R"))
        if size.layout.document.options.layoutDirection == .rightToLeft { bytes += " · RTL".utf8 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
