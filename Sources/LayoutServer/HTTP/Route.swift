/// The server's endpoints; also the bounded `route` label of the metrics.
enum Route: String, Sendable, CaseIterable {
    case layout = "/v1/layout"
    case render = "/v1/render"
    case healthz = "/healthz"
    case readyz = "/readyz"
    case metrics = "/metrics"
    case openAPI = "/openapi.yaml"
    case fonts = "/v1/fonts"
    /// The playground page and its script, style sheet and icon (separate files, so the page's
    /// Content-Security-Policy needs no 'unsafe-inline').
    case playground = "/"
    case playgroundScript = "/playground.js"
    case playgroundStyle = "/playground.css"
    case playgroundIcon = "/favicon.svg"
    case examples = "/v1/examples"
    /// One example by name; the raw value is the metrics label, the path's template.
    case example = "/v1/examples/{name}"

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
        let withoutQuery = withoutQuery(path)
        if let name = exampleName(path: withoutQuery) { return name.isEmpty || name.contains("/") ? nil : .example }
        return Route(rawValue: withoutQuery)
    }

    /// A request target without its query string.
    static func withoutQuery(_ path: String) -> String {
        path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? path
    }

    /// What follows `/v1/examples/` in a path (without its query), or nil for any other path.
    static func exampleName(path: String) -> Substring? {
        let prefix = "/v1/examples/"
        guard path.hasPrefix(prefix) else { return nil }
        return path.dropFirst(prefix.count)
    }
}
