import ConstraintSolver
import LayoutEngine
import TextMeasurement

/// A request body to a picture: laid out by the engine exactly as `/v1/layout` lays it out
/// (same decoding, limits, meter and cancellation, so the same problems), then drawn as SVG
/// (``SVGRenderer``) and, for PNG, rasterised at `options.displayScale` (``PNGRasterizer``).
public struct LayoutRenderer: Sendable {
    public var engine: LayoutEngine
    /// The most pixels a PNG may have; a larger picture is a 422.
    public var maxPixels: Int
    /// The fonts the engine's measurer measures with, to draw labels' and buttons' text as glyph
    /// outlines; nil: their text is not drawn.
    public var fonts: TextMeasurer?

    public init(engine: LayoutEngine, maxPixels: Int = PNGRasterizer.defaultMaxPixels, fonts: TextMeasurer? = nil) {
        self.engine = engine
        self.maxPixels = maxPixels
        self.fonts = fonts
    }

    /// The picture of `json` in `format`, or the problem that prevents it.
    /// - Parameter rootSize: when given, the root's size in place of the document's (`layoutd render --size`).
    /// - Complexity: the layout's, plus linear in the views (SVG) and in the pixels (PNG).
    public func render(
        json: [UInt8], format: RenderFormat, rootSize: (width: Double, height: Double)? = nil,
        timings: inout LayoutTimings, cancellation: Cancellation = Cancellation()
    ) -> Result<[UInt8], Problem> {
        let solved: SolvedLayout
        switch engine.solve(json: json, rootSize: rootSize, timings: &timings, cancellation: cancellation) {
        case .failure(let problem): return .failure(problem)
        case .success(let result): solved = result
        }
        let svg = SVGRenderer(fonts: fonts).svg(solved)
        guard format == .png else { return .success(svg) }
        let canvas = SVGCanvas(solved)
        let size = (width: canvas.width, height: canvas.height)
        // The whole picture at the options' scale, every size's layout in it.
        let scale = solved.document.options.displayScale
        // The size first (its own, clearer problem), then the cost, then the drawing.
        if case .failure(let failure) = PNGRasterizer.checkedSize(
            width: size.width, height: size.height, scale: scale, maxPixels: maxPixels)
        {
            return .failure(Self.problem(failure))
        }
        if let problem = costProblem(canvas, scale: scale) {
            return .failure(problem)
        }
        return PNGRasterizer.png(svg: svg, width: size.width, height: size.height, scale: scale, maxPixels: maxPixels)
            .mapError(Self.problem)
    }

    /// The problem of a PNG that could not be made.
    private static func problem(_ failure: PNGRasterizer.Failure) -> Problem {
        switch failure {
        case .tooLarge(let width, let height, let limit):
            return Problem(
                status: 422, title: "Picture too large",
                detail: "The PNG would be \(width) × \(height) pixels, over the limit of \(limit) pixels or of "
                    + "\(PNGRasterizer.maxSide) on a side.",
                errors: [Problem.FieldError(
                    pointer: "/root",
                    detail: "a PNG of \(width) × \(height) pixels is over the limit of \(limit) or of \(PNGRasterizer.maxSide) on a side")])
        case .library(let message):
            // Never for an SVG of SVGRenderer; a 500 all the same rather than a wrong picture.
            return Problem(status: 500, title: "Internal Server Error", detail: "The PNG could not be made: \(message).")
        }
    }

    /// How many canvases of fill one PNG may paint: with the default pixel limit, about two
    /// billion pixels, under half a second of cairo's opaque fills (5 to 12 billion pixels a second
    /// measured on a 4096 × 4096 canvas).
    static let maxFillsPerCanvas = 128.0
    /// librsvg's memory per drawn element (about 4.5 KB measured with librsvg 2.54 on a 10,000-view
    /// drawing), doubled for margin.
    static let bytesPerElement = 8 << 10

    /// Why `canvas`, within the pixel limit, is too costly to rasterise, or nil: librsvg and cairo
    /// are not metered and cannot be cancelled midway, so what they will do is bounded before they
    /// start. The views' fills (each frame clipped to its layout's panel, in pixels) must stay
    /// within ``maxFillsPerCanvas`` times the pixel limit; librsvg's tree (an element per view,
    /// guide, message line and glyph, counted as a scalar of text each) and the surface within the
    /// request's memory budget.
    /// - Complexity: O(views + text).
    private func costProblem(_ canvas: SVGCanvas, scale: Int) -> Problem? {
        let pixelsPerPoint = Double(scale * scale)
        var filled = canvas.width * canvas.height * pixelsPerPoint
        var elements = 0
        for panel in canvas.panels {
            let root = panel.root
            let response = panel.layout.response
            for frame in response.frames {
                let clippedWidth = max(0, min(frame.x + frame.width, root.x + root.width) - max(frame.x, root.x))
                let clippedHeight = max(0, min(frame.y + frame.height, root.y + root.height) - max(frame.y, root.y))
                filled += clippedWidth * clippedHeight * pixelsPerPoint
            }
            elements += response.frames.count + response.guides.count + panel.messageLines.count
            for lines in response.text {
                for line in lines.lines { elements += line.text.unicodeScalars.count }
            }
        }
        let fillLimit = Self.maxFillsPerCanvas * Double(maxPixels)
        if filled > fillLimit {
            // Both past 2^63 only with no pixel limit to speak of: capped, to print as integers.
            let (painted, allowed) = (Int(min(filled.rounded(.up), 9e18)), Int(min(fillLimit, 9e18)))
            return Problem(
                status: 422, title: "Picture too costly",
                detail: "The PNG would paint \(painted) pixels of views, over the limit of \(allowed) "
                    + "(\(Int(Self.maxFillsPerCanvas)) times the picture's pixel limit).",
                errors: [Problem.FieldError(pointer: "/root", detail: "the views' fills are over the limit of \(allowed) pixels")])
        }
        let pixels = PNGRasterizer.pixelSize(width: canvas.width, height: canvas.height, scale: scale)
        // In floating point: with no pixel limit to speak of (the bench's), integers could overflow.
        let bytes = Double(elements * Self.bytesPerElement) + 4 * Double(pixels.width) * Double(pixels.height)
        let limit = engine.limits.maxRequestMemoryBytes
        guard bytes > Double(limit) else { return nil }
        return Problem(
            status: 422, title: "Document too costly",
            detail: "Drawing this document as a PNG needs more than the memory limit of \(limit) bytes per request.",
            errors: [Problem.FieldError(pointer: "/root", detail: "over the memory limit of \(limit) bytes per request")],
            limit: .memory)
    }
}
