import ConstraintSolver
import LayoutEngine

/// A request body to a picture: laid out by the engine exactly as `/v1/layout` lays it out
/// (same decoding, limits, meter and cancellation, so the same problems), then drawn as SVG
/// (``SVGRenderer``) and, for PNG, rasterised at `options.displayScale` (``PNGRasterizer``).
public struct LayoutRenderer: Sendable {
    public var engine: LayoutEngine
    /// The most pixels a PNG may have; a larger picture is a 422.
    public var maxPixels: Int

    public init(engine: LayoutEngine, maxPixels: Int = PNGRasterizer.defaultMaxPixels) {
        self.engine = engine
        self.maxPixels = maxPixels
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
        let svg = SVGRenderer().svg(solved)
        guard format == .png else { return .success(svg) }
        let size = SVGRenderer.canvasSize(solved)
        let scale = solved.document.options.displayScale
        switch PNGRasterizer.png(svg: svg, width: size.width, height: size.height, scale: scale, maxPixels: maxPixels) {
        case .success(let png):
            return .success(png)
        case .failure(.tooLarge(let width, let height, let limit)):
            return .failure(Problem(
                status: 422, title: "Picture too large",
                detail: "The PNG would be \(width) × \(height) pixels, over the limit of \(limit) pixels or of "
                    + "\(PNGRasterizer.maxSide) on a side.",
                errors: [Problem.FieldError(
                    pointer: "/root",
                    detail: "a PNG of \(width) × \(height) pixels is over the limit of \(limit) or of \(PNGRasterizer.maxSide) on a side")]))
        case .failure(.library(let message)):
            return .failure(Problem(status: 500, title: "Internal Server Error", detail: "The PNG could not be made: \(message)."))
        }
    }
}
