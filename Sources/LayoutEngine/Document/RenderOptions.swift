/// The document's `options.render`: what `POST /v1/render` and `layoutd render` draw besides the
/// frames. `/v1/layout` accepts it and ignores it, so one document serves both.
public struct RenderOptions: Sendable, Hashable {
    /// `labels`: each view's id drawn in its frame.
    public var labels: Bool

    public init(labels: Bool = false) {
        self.labels = labels
    }
}
