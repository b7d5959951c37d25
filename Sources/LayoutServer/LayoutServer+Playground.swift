extension LayoutServer {
    /// `GET /`, its assets, `GET /v1/examples` and `GET /v1/examples/{name}`.
    func playgroundEndpoint(_ route: Route, path: String) -> HTTPResponse {
        switch route {
        case .playground:
            return asset(PlaygroundAssets.page, contentType: "text/html; charset=utf-8")
        case .playgroundScript:
            return asset(PlaygroundAssets.script, contentType: "text/javascript; charset=utf-8")
        case .playgroundStyle:
            return asset(PlaygroundAssets.style, contentType: "text/css; charset=utf-8")
        case .playgroundIcon:
            return asset(PlaygroundAssets.icon, contentType: "image/svg+xml")
        case .examples:
            let entries = PlaygroundAssets.examples.map { example in
                "{\"name\":" + Self.quoted(example.name) + ",\"href\":" + Self.quoted("/v1/examples/" + example.name) + "}"
            }
            return .json(Array(("{\"examples\":[" + entries.joined(separator: ",") + "]}").utf8))
        case .example:
            let withoutQuery = Route.withoutQuery(path)
            guard let name = Route.exampleName(path: withoutQuery), let example = PlaygroundAssets.example(named: name) else {
                return ProblemResponse.notFound(path: withoutQuery)
            }
            return .json(Array(example.json.utf8))
        default:
            // Never asked: the other routes have their own answers. Answered rather than trapped all the same.
            return ProblemResponse.notFound(path: Route.withoutQuery(path))
        }
    }

    private func asset(_ text: String, contentType: String) -> HTTPResponse {
        HTTPResponse(status: 200, contentType: contentType, body: Array(text.utf8), headers: PlaygroundAssets.headers)
    }
}
