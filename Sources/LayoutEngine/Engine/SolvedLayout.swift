/// A decoded document with its layout: what a caller that draws rather than encodes reads
/// (`POST /v1/render`, `layoutd render`).
public struct SolvedLayout: Sendable {
    /// The document as decoded, with its `options.frames` turned to `absolute` and its variants
    /// applied at its root's size.
    public var document: LayoutDocument
    /// Its layout: every frame in the root's coordinates (rounded as `options.rounding` says),
    /// in document tree order, the diagnostics, and every label's and button's lines (`text`).
    /// With `options.sizes`, empty: the layouts are in `sizes`.
    public var response: LayoutResponse
    /// With `options.sizes`: one layout per size, in order, each of the document as laid out at
    /// that size (``LayoutDocument/sized(_:)``, its own `sizes` empty).
    public var sizes: [SolvedSize] = []
}

/// One size's layout of a document with `options.sizes`.
public struct SolvedSize: Sendable {
    /// The entry of `options.sizes`, as written.
    public var size: LayoutSize
    /// The size's traits with the options' display scale and layout direction where it names none.
    public var traits: LayoutTraits
    /// The document at that size and its layout.
    public var layout: SolvedLayout
}
