extension JSONValue {
    /// The value as JSON text (UTF-8).
    func serialized(pretty: Bool = false) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        writer.value(self)
        return writer.bytes
    }
}
