extension Problem {
    /// The problem as `application/problem+json` (RFC 9457): `type`, `title`, `status`, `detail`,
    /// and `errors` (`{pointer, detail}`) when there are any.
    public func json(pretty: Bool = false) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        writer.beginObject()
        writer.key("type")
        writer.string(type)
        writer.key("title")
        writer.string(title)
        writer.key("status")
        writer.integer(status)
        writer.key("detail")
        writer.string(detail)
        if !errors.isEmpty {
            writer.key("errors")
            writer.beginArray()
            for error in errors {
                writer.beginObject()
                writer.key("pointer")
                writer.string(error.pointer)
                writer.key("detail")
                writer.string(error.detail)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
        return writer.bytes
    }
}
