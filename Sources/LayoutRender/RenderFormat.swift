/// The picture formats of `POST /v1/render` and `layoutd render`.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable {
    case svg, png

    /// The answer's `Content-Type`.
    public var contentType: String {
        switch self {
        case .svg: "image/svg+xml"
        case .png: "image/png"
        }
    }
}
