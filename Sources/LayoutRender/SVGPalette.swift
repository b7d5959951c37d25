/// The drawing's colours and strokes: one place, so the SVG, the PNG and their tests agree.
public enum SVGPalette {
    /// The canvas: the root view, and the band of messages below it.
    public static let background = "#ffffff"
    /// Plain views, alternating with depth so nested views stand apart.
    public static let viewFills = ["#eceff4", "#dde3ec"]
    public static let viewStroke = "#5b6675"
    /// Stack views.
    public static let stackFill = "#dcebfb"
    public static let stackStroke = "#1f6fd1"
    /// Hidden views: outline only, dotted.
    public static let hiddenStroke = "#9aa3ad"
    public static let hiddenDash = "1 2"
    /// A view with an ambiguous frame (`ambiguous` diagnostic): dashed orange.
    public static let ambiguousStroke = "#ff8c00"
    public static let ambiguousDash = "4 2"
    /// A view of an unsatisfiable set: red.
    public static let unsatisfiableStroke = "#e00000"
    /// Layout guides, drawn on request: outline only.
    public static let guideStroke = "#8a56c2"
    public static let guideDash = "2 2"
    /// Ids drawn on request.
    public static let labelFill = "#1c1f24"
    /// Labels' and buttons' text (glyph outlines).
    public static let textFill = "#1c1f24"
    /// The sizes' captions, over each layout.
    public static let captionFill = "#3b4350"
    /// The messages of unsatisfiable sets, under the canvas.
    public static let messageFill = "#b00000"
}
