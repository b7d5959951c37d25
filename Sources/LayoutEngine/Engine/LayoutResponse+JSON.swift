extension LayoutResponse {
    /// The contract's 200 response body: `frames` (an object keyed by view id, in `frames`' order),
    /// `diagnostics`, `constraints` (only when non-nil) and `stats`.
    /// - Parameters:
    ///   - pretty: 2-space indented output for people.
    ///   - totalMicroseconds: called when `stats` is written, the last thing, so the total can cover
    ///     the encoding; `stats.totalMicroseconds` is written when nil.
    /// - Complexity: O(n) in the number of frames, diagnostics and constraints.
    public func json(pretty: Bool = false, totalMicroseconds: (() -> Int)? = nil) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty, reservingCapacity: 96 * frames.count + 256)
        writer.beginObject()
        writer.key("frames")
        writer.beginObject()
        for frame in frames {
            writer.key(frame.id)
            writer.beginObject()
            writer.key("x")
            writer.number(frame.x)
            writer.key("y")
            writer.number(frame.y)
            writer.key("width")
            writer.number(frame.width)
            writer.key("height")
            writer.number(frame.height)
            writer.endObject()
        }
        writer.endObject()
        writer.key("diagnostics")
        writer.beginArray()
        for diagnostic in diagnostics { diagnostic.write(to: &writer) }
        writer.endArray()
        if let constraints {
            writer.key("constraints")
            writer.beginArray()
            for constraint in constraints { writer.string(constraint) }
            writer.endArray()
        }
        writer.key("stats")
        writer.beginObject()
        writer.key("variables")
        writer.integer(stats.variables)
        writer.key("constraints")
        writer.integer(stats.constraints)
        writer.key("solveMicroseconds")
        writer.integer(stats.solveMicroseconds)
        writer.key("totalMicroseconds")
        writer.integer(totalMicroseconds?() ?? stats.totalMicroseconds)
        writer.endObject()
        writer.endObject()
        return writer.bytes
    }
}

extension Diagnostic {
    /// `{severity, code, message, ...}` as in the contract's response.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        switch self {
        case .unsatisfiable(let message, let constraints, let broken):
            writer.key("severity")
            writer.string("error")
            writer.key("code")
            writer.string("unsatisfiable")
            writer.key("message")
            writer.string(message)
            writer.key("constraints")
            writer.beginArray()
            for name in constraints { writer.string(name) }
            writer.endArray()
            writer.key("broken")
            writer.string(broken)
        case .ambiguous(let view, let attributes, let message):
            writer.key("severity")
            writer.string("warning")
            writer.key("code")
            writer.string("ambiguous")
            writer.key("view")
            writer.string(view)
            writer.key("attributes")
            writer.beginArray()
            for attribute in attributes { writer.string(attribute) }
            writer.endArray()
            writer.key("message")
            writer.string(message)
        }
        writer.endObject()
    }
}
