/// An RFC 9457 problem: why a request produced no layout.
public struct Problem: Error, Sendable, Hashable {
    /// One thing wrong with the document, located by a JSON Pointer into the request.
    public struct FieldError: Sendable, Hashable {
        public var pointer: String
        public var detail: String
        /// An error whose `detail` is cut to ``Problem/maxDetailBytes`` and whose `pointer` to
        /// ``Problem/maxPointerBytes`` as JSON (both on a UTF-8 boundary, ending in `…`), so that
        /// no one error can make the answer large.
        public init(pointer: String, detail: String) {
            self.pointer = Problem.cut(pointer, maxBytes: Problem.maxPointerBytes, escaped: true)
            self.detail = Problem.cut(detail, maxBytes: Problem.maxDetailBytes, escaped: false)
        }
    }

    /// The most errors one problem lists; ``errorCount`` counts them all.
    public static let maxErrors = 100
    /// The most UTF-8 bytes of an error's `detail`.
    public static let maxDetailBytes = 200
    /// The most bytes of an error's `pointer` once written as a JSON string (escapes counted):
    /// room for a view at the default depth limit of 1,000, nested through `arrangedSubviews`.
    public static let maxPointerBytes = 32 << 10
    /// The most bytes of a problem's JSON (``json(pretty:)``): errors past it are left out, as past
    /// ``maxErrors``, and the answer says it is `truncated`.
    public static let maxAnswerBytes = 64 << 10

    /// The HTTP status: 400 (not JSON), 413 (over a limit), 422 (not a valid document), ...
    public var status: Int
    public var title: String
    public var detail: String
    /// For 422: the errors found, in document order, at most ``maxErrors`` of them.
    public var errors: [FieldError]
    /// How many errors were found: more than `errors` holds when the list was cut.
    public var errorCount: Int
    /// The limit the document ran into, when that is why there is no layout; nil otherwise.
    public var limit: LayoutLimits.Kind?

    /// A problem with `errors`, of `errorCount` found (all of them when nil).
    public init(
        status: Int, title: String, detail: String, errors: [FieldError] = [], errorCount: Int? = nil,
        limit: LayoutLimits.Kind? = nil
    ) {
        self.limit = limit
        self.status = status
        self.title = title
        self.detail = detail
        self.errors = Array(errors.prefix(Self.maxErrors))
        self.errorCount = max(errorCount ?? errors.count, errors.count)
    }

    /// The problem `type` URI.
    public var type: String { "https://layoutd.dev/problems/\(status)" }

    /// `text` cut to at most `maxBytes` bytes of UTF-8 (of JSON string content when `escaped`,
    /// counting each escape's length), on a character's first byte, ending in `…` when cut.
    /// - Complexity: O(`maxBytes`).
    static func cut(_ text: String, maxBytes: Int, escaped: Bool) -> String {
        let ellipsis = "…", utf8 = text.utf8
        var total = 0
        // The end of the longest prefix, on a scalar's first byte, that leaves room for the ellipsis.
        var kept = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte & 0xC0 != 0x80, total <= maxBytes - ellipsis.utf8.count { kept = index }
            total += escaped ? JSONWriter.escapedLength(byte) : 1
            if total > maxBytes { return String(decoding: utf8[..<kept], as: UTF8.self) + ellipsis }
            index = utf8.index(after: index)
        }
        return text
    }
}
