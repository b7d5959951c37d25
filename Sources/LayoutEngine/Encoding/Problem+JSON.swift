extension Problem {
    /// The problem as `application/problem+json` (RFC 9457): `type`, `title`, `status`, `detail`,
    /// and `errors` (`{pointer, detail}`) when there are any; when not every error found is
    /// listed, `"truncated": true` and `errorCount`, how many there are.
    ///
    /// At most ``maxAnswerBytes``: errors are listed while they fit.
    /// - Complexity: O(the bytes written), at most ``maxAnswerBytes``.
    public func json(pretty: Bool = false) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        writer.beginObject()
        writer.staticKey("type")
        writer.string(type)
        writer.staticKey("title")
        writer.string(title)
        writer.staticKey("status")
        writer.integer(status)
        writer.staticKey("detail")
        writer.string(Self.cut(detail, maxBytes: Self.maxDetailBytes * 4, escaped: true))
        var listed = 0
        if !errors.isEmpty {
            writer.staticKey("errors")
            writer.beginArray()
            // Room kept for the end: `truncated`, `errorCount`, closing brackets, indentation.
            let budget = Self.maxAnswerBytes - 128
            for error in errors {
                // An error's bytes: its two strings escaped, their keys, and pretty indentation.
                let size = Self.encodedLength(error.pointer) + Self.encodedLength(error.detail) + 64
                guard writer.bytes.count + size <= budget else { break }
                writer.beginObject()
                writer.staticKey("pointer")
                writer.string(error.pointer)
                writer.staticKey("detail")
                writer.string(error.detail)
                writer.endObject()
                listed += 1
            }
            writer.endArray()
        }
        if listed < errorCount {
            writer.staticKey("truncated")
            writer.bool(true)
            writer.staticKey("errorCount")
            writer.integer(errorCount)
        }
        writer.endObject()
        return writer.bytes
    }

    /// The bytes `text` takes as a JSON string, quotes included.
    private static func encodedLength(_ text: String) -> Int {
        text.utf8.reduce(2) { $0 + JSONWriter.escapedLength($1) }
    }
}
