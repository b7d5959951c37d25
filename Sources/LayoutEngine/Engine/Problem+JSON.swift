extension Problem {
    /// The problem as `application/problem+json` (RFC 9457): `type`, `title`, `status`, `detail`,
    /// and `errors` (`{pointer, detail}`) when there are any.
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
        writer.string(detail)
        if !errors.isEmpty {
            writer.staticKey("errors")
            writer.beginArray()
            for error in errors {
                writer.beginObject()
                writer.staticKey("pointer")
                writer.string(error.pointer)
                writer.staticKey("detail")
                writer.string(error.detail)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
        return writer.bytes
    }
}
