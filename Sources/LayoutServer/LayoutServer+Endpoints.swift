import LayoutEngine

extension LayoutServer {
    /// The answers of the GET endpoints, computed on the I/O thread (none of them solves).
    func endpoint(_ route: Route, path: String) -> HTTPResponse {
        switch route {
        case .healthz:
            return .text("ok\n")
        case .readyz:
            return isDraining ? ProblemResponse.draining() : .text("ready\n")
        case .metrics:
            return .text(metrics.render() + textCacheMetrics(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        case .fonts:
            return .json(fontsJSON())
        case .openAPI:
            return .text(OpenAPIDocument.yaml, contentType: "application/yaml")
        case .playground, .playgroundScript, .playgroundStyle, .playgroundIcon, .examples, .example:
            return playgroundEndpoint(route, path: path)
        case .layout, .render:
            // Never asked: layout and render requests go to a solver. Answered rather than trapped all the same.
            return ProblemResponse.methodNotAllowed(method: "GET", path: route.rawValue, allow: route.allowedMethods)
        }
    }
}
