/// The document's `options.render`: what `POST /v1/render` and `layoutd render` draw besides the
/// frames. `/v1/layout` accepts it and ignores it, so one document serves both.
public struct RenderOptions: Sendable, Hashable {
    /// `labels`: each view's id drawn in its frame.
    public var labels: Bool
    /// `guides`: the layout guides drawn (the document's `layoutGuides` and each scroll view's
    /// content and frame layout guides). Their frames come from the simplex, so the direct path
    /// declines a document that asks for them.
    public var guides: Bool

    public init(labels: Bool = false, guides: Bool = false) {
        self.labels = labels
        self.guides = guides
    }
}
