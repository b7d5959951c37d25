/// An RFC 9457 problem: why a request produced no layout.
public struct Problem: Error, Sendable, Hashable {
    /// One thing wrong with the document, located by a JSON Pointer into the request.
    public struct FieldError: Sendable, Hashable {
        public var pointer: String
        public var detail: String
        public init(pointer: String, detail: String) {
            self.pointer = pointer
            self.detail = detail
        }
    }

    /// The HTTP status: 400 (not JSON), 413 (over a limit), 422 (not a valid document), ...
    public var status: Int
    public var title: String
    public var detail: String
    /// For 422: every error found, in document order.
    public var errors: [FieldError]

    public init(status: Int, title: String, detail: String, errors: [FieldError] = []) {
        self.status = status
        self.title = title
        self.detail = detail
        self.errors = errors
    }

    /// The problem `type` URI.
    public var type: String { "https://layoutd.dev/problems/\(status)" }
}
