/// A decoded document with its layout: what a caller that draws rather than encodes reads
/// (`POST /v1/render`, `layoutd render`).
public struct SolvedLayout: Sendable {
    /// The document as decoded, with its `options.frames` turned to `absolute` and its variants
    /// applied at its root's size.
    public var document: LayoutDocument
    /// Its layout: every frame in the root's coordinates (rounded as `options.rounding` says),
    /// in document tree order, and the diagnostics.
    public var response: LayoutResponse
}
