import LayoutEngine

/// The server's own `application/problem+json` answers, and the engine's problems on the wire.
enum ProblemResponse {
    static let contentType = "application/problem+json"

    static func make(_ problem: Problem, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(status: problem.status, contentType: contentType, body: problem.json(), headers: headers)
    }

    static func notFound(path: String) -> HTTPResponse {
        make(Problem(status: 404, title: "Not Found", detail: "No resource at \(path)."))
    }

    static func methodNotAllowed(method: String, path: String, allow: [String]) -> HTTPResponse {
        make(
            Problem(status: 405, title: "Method Not Allowed", detail: "\(path) does not accept \(method); it accepts \(allow.joined(separator: ", "))."),
            headers: [("Allow", allow.joined(separator: ", "))]
        )
    }

    static func unsupportedMediaType(_ contentType: String?) -> HTTPResponse {
        let got = contentType.map { "'\($0)'" } ?? "no Content-Type"
        return make(Problem(status: 415, title: "Unsupported Media Type", detail: "The body must be application/json; got \(got)."))
    }

    static func notAcceptable(_ accept: String?) -> HTTPResponse {
        // A header may run to the connection's 64 KiB: its first 100 characters are enough to recognise.
        let got = accept.map { $0.count > 100 ? "'\($0.prefix(100))…'" : "'\($0)'" } ?? "no Accept"
        return make(Problem(
            status: 406, title: "Not Acceptable",
            detail: "/v1/render answers image/svg+xml (the default) or image/png; got \(got)."))
    }

    static func contentTooLarge(limit: Int) -> HTTPResponse {
        make(
            Problem(status: 413, title: "Content Too Large", detail: "The body is over the server's limit of \(limit) bytes."),
            headers: [("Connection", "close")]
        )
    }

    static func queueFull(retryAfterSeconds: Int) -> HTTPResponse {
        make(
            Problem(status: 503, title: "Service Unavailable", detail: "Every solver is busy and the queue is full; retry after \(retryAfterSeconds) s."),
            headers: [("Retry-After", String(retryAfterSeconds))]
        )
    }

    static func deadlineExceeded(milliseconds: Int, retryAfterSeconds: Int) -> HTTPResponse {
        make(
            Problem(status: 503, title: "Service Unavailable", detail: "The layout was not finished within the server's deadline of \(milliseconds) ms."),
            headers: [("Retry-After", String(retryAfterSeconds))]
        )
    }

    static func draining() -> HTTPResponse {
        make(
            Problem(status: 503, title: "Service Unavailable", detail: "The server is shutting down."),
            headers: [("Connection", "close")]
        )
    }

    /// - Parameter closing: the request's framing cannot be trusted, so the connection is closed after the answer.
    static func badRequest(_ detail: String, closing: Bool = false) -> HTTPResponse {
        make(Problem(status: 400, title: "Bad Request", detail: detail), headers: closing ? [("Connection", "close")] : [])
    }

    /// A transfer coding the server does not implement (RFC 9112 §6.1); the body cannot be read, so the connection closes.
    static func notImplemented(_ detail: String) -> HTTPResponse {
        make(Problem(status: 501, title: "Not Implemented", detail: detail), headers: [("Connection", "close")])
    }

    /// The answer of a job whose client closed its connection first; nobody reads it, the log and metrics do.
    static func clientClosed() -> HTTPResponse {
        make(Problem(status: 503, title: "Service Unavailable", detail: "The client closed the connection before the answer."),
             headers: [("Connection", "close")])
    }
}
