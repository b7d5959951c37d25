/// The server's endpoints; also the bounded `route` label of the metrics.
enum Route: String, Sendable, CaseIterable {
    case layout = "/v1/layout"
    case render = "/v1/render"
    case healthz = "/healthz"
    case readyz = "/readyz"
    case metrics = "/metrics"
    case openAPI = "/openapi.yaml"
    case fonts = "/v1/fonts"

    /// The methods the endpoint accepts, for `Allow`; HEAD comes with every GET.
    var allowedMethods: [String] {
        switch self {
        case .layout, .render: ["POST"]
        default: ["GET", "HEAD"]
        }
    }

    /// Whether the endpoint lays out its body on a solver thread.
    var solves: Bool { self == .layout || self == .render }

    /// The metrics label of a request whose path matched no route.
    static let unmatchedLabel = "unmatched"

    /// The route of a request target, ignoring any query string.
    static func match(path: String) -> Route? {
        let withoutQuery = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? path
        return Route(rawValue: withoutQuery)
    }
}
