/// Frames in tree order, as the JSON writer reads them: a response's array, or a direct
/// layout's solved axes, read without an array of frames made, kept and freed.
protocol FrameSequence {
    var count: Int { get }
    func frame(_ index: Int) -> ViewFrame
    /// The most bytes the compact member of frame `index` takes (``ViewFrame/maxCompactMemberLength``).
    func maxCompactMemberLength(_ index: Int) -> Int
}

extension FrameSequence {
    @inline(__always)
    func maxCompactMemberLength(_ index: Int) -> Int { frame(index).maxCompactMemberLength }
}

extension UnsafeBufferPointer<ViewFrame>: FrameSequence {
    @inline(__always)
    func frame(_ index: Int) -> ViewFrame { self[index] }
}

extension LayoutResponse {
    /// The contract's 200 response body: `frames` (an object keyed by view id, in `frames`' order,
    /// their numbers noise-free), `diagnostics`, `constraints` (only when non-nil) and `stats`.
    /// - Parameters:
    ///   - pretty: 2-space indented output for people.
    ///   - totalMicroseconds: called when `stats` is written, the last thing, so the total can cover
    ///     the encoding; `stats.totalMicroseconds` is written when nil.
    /// - Complexity: O(n) in the number of frames, diagnostics and constraints.
    public func json(pretty: Bool = false, totalMicroseconds: (() -> Int)? = nil) -> [UInt8] {
        frames.withUnsafeBufferPointer { frames in
            Self.json(
                frames: frames, scroll: scroll, diagnostics: diagnostics, constraints: constraints, text: text,
                stats: stats, pretty: pretty, totalMicroseconds: totalMicroseconds)
        }
    }

    /// ``json(pretty:totalMicroseconds:)`` of a response with these parts.
    /// - Complexity: O(n) in the number of frames, diagnostics and constraints.
    /// `ambiguities`, when given, are written after `diagnostics` (``AmbiguityList``).
    static func json<Frames: FrameSequence>(
        frames: Frames, scroll: [ScrollContent] = [], diagnostics: [Diagnostic], ambiguities: AmbiguityList? = nil,
        constraints: [String]?, text: [TextLines] = [], stats: LayoutStats, pretty: Bool, totalMicroseconds: (() -> Int)?
    ) -> [UInt8] {
        // An ambiguous diagnostic takes about 200 bytes (a tied stack has one a view).
        let diagnosticCount = diagnostics.count + (ambiguities?.entries.count ?? 0)
        var writer = JSONWriter(pretty: pretty, reservingCapacity: 96 * frames.count + 200 * diagnosticCount + 256)
        writer.beginObject()
        writeLayout(
            frames: frames, scroll: scroll, diagnostics: diagnostics, ambiguities: ambiguities, constraints: constraints,
            text: text, to: &writer)
        write(stats, totalMicroseconds: totalMicroseconds, to: &writer)
        writer.endObject()
        return writer.bytes
    }
}

extension LayoutResponse {
    /// The members of one layout in an open object: `frames`, `scroll` (only with scroll views),
    /// `diagnostics`, `constraints` (only when non-nil) and `text` (only with `include: ["text"]`);
    /// a response's, or a size's in `layouts`.
    /// - Complexity: O(n) in the number of frames, diagnostics and constraints.
    static func writeLayout<Frames: FrameSequence>(
        frames: Frames, scroll: [ScrollContent], diagnostics: [Diagnostic], ambiguities: AmbiguityList? = nil,
        constraints: [String]?, text: [TextLines], to writer: inout JSONWriter
    ) {
        writer.staticKey("frames")
        writer.beginObject()
        if writer.pretty {
            for index in 0..<frames.count {
                let frame = frames.frame(index)
                writer.key(frame.id)
                writer.beginObject()
                writer.staticKey("x")
                writer.noiseFreeNumber(frame.x)
                writer.staticKey("y")
                writer.noiseFreeNumber(frame.y)
                writer.staticKey("width")
                writer.noiseFreeNumber(frame.width)
                writer.staticKey("height")
                writer.noiseFreeNumber(frame.height)
                writer.endObject()
            }
        } else {
            writeCompactFrames(frames, to: &writer)
        }
        writer.endObject()
        if !scroll.isEmpty { writeScroll(scroll, to: &writer) }
        writer.staticKey("diagnostics")
        writer.beginArray()
        for diagnostic in diagnostics { diagnostic.write(to: &writer) }
        if let ambiguities {
            if writer.pretty {
                for diagnostic in ambiguities.diagnostics { diagnostic.write(to: &writer) }
            } else {
                ambiguities.writeCompact(to: &writer)
            }
        }
        writer.endArray()
        if let constraints {
            writer.staticKey("constraints")
            writer.beginArray()
            for constraint in constraints { writer.string(constraint) }
            writer.endArray()
        }
        if !text.isEmpty { writeText(text, to: &writer) }
    }

    /// The `stats` member; `totalMicroseconds` called when it is written, the last thing.
    static func write(_ stats: LayoutStats, totalMicroseconds: (() -> Int)?, to writer: inout JSONWriter) {
        writer.staticKey("stats")
        writer.beginObject()
        writer.staticKey("variables")
        writer.integer(stats.variables)
        writer.staticKey("constraints")
        writer.integer(stats.constraints)
        writer.staticKey("solveMicroseconds")
        writer.integer(stats.solveMicroseconds)
        writer.staticKey("totalMicroseconds")
        writer.integer(totalMicroseconds?() ?? stats.totalMicroseconds)
        writer.endObject()
    }

    /// `"scroll": {"ID": {"contentSize": {"width": W, "height": H}}}`, one member per scroll view
    /// in the order given (the frames' order).
    private static func writeScroll(_ scroll: [ScrollContent], to writer: inout JSONWriter) {
        writeByID("scroll", scroll, id: \.id, to: &writer) { content, writer in
            writer.staticKey("contentSize")
            writer.beginObject()
            writer.staticKey("width")
            writer.noiseFreeNumber(content.width)
            writer.staticKey("height")
            writer.noiseFreeNumber(content.height)
            writer.endObject()
        }
    }

    /// `"text": {"ID": {"lines": [{"text": T, "width": W, "baseline": B}]}}`, one member per label
    /// or button in the order given (the frames').
    private static func writeText(_ text: [TextLines], to writer: inout JSONWriter) {
        writeByID("text", text, id: \.id, to: &writer) { view, writer in
            writer.staticKey("lines")
            writer.beginArray()
            for line in view.lines {
                writer.beginObject()
                writer.staticKey("text")
                writer.string(line.text)
                writer.staticKey("width")
                writer.noiseFreeNumber(line.width)
                writer.staticKey("baseline")
                writer.noiseFreeNumber(line.baseline)
                writer.endObject()
            }
            writer.endArray()
        }
    }

    /// `"KEY": {"ID": {…}, …}`: one object per item in the order given, named by its view's id,
    /// its members written by `members`.
    private static func writeByID<Item>(
        _ key: StaticString, _ items: [Item], id: (Item) -> String, to writer: inout JSONWriter,
        _ members: (Item, inout JSONWriter) -> Void
    ) {
        writer.staticKey(key)
        writer.beginObject()
        for item in items {
            writer.key(id(item))
            writer.beginObject()
            members(item, &writer)
            writer.endObject()
        }
        writer.endObject()
    }

    /// The most scratch memory one batch of compact frames is written into before it is copied out.
    private static let compactBatchLength = 32_768

    /// Writes every frame as a member of the open `frames` object, a batch of frames at a time
    /// straight into scratch memory: the bytes of the writer's calls, at a fraction of their cost.
    /// - Complexity: O(frames).
    private static func writeCompactFrames<Frames: FrameSequence>(_ frames: Frames, to writer: inout JSONWriter) {
        var start = 0
        while start < frames.count {
            var end = start
            var capacity = 0
            repeat {
                capacity += frames.maxCompactMemberLength(end)
                end += 1
            } while end < frames.count && capacity + frames.maxCompactMemberLength(end) <= Self.compactBatchLength
            var comma = writer.claimRawElement()
            writer.appendRaw(capacity: capacity) { destination in
                var cursor = destination
                for index in start..<end {
                    cursor += frames.frame(index).writeCompactMember(comma: comma, to: cursor)
                    comma = true
                }
                return cursor - destination
            }
            start = end
        }
    }
}

extension Diagnostic {
    /// `{severity, code, message, ...}` as in the contract's response.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        switch self {
        case .unsatisfiable(let message, let constraints, let broken):
            writer.staticKey("severity")
            writer.string("error")
            writer.staticKey("code")
            writer.string("unsatisfiable")
            writer.staticKey("message")
            writer.string(message)
            writer.staticKey("constraints")
            writer.beginArray()
            for name in constraints { writer.string(name) }
            writer.endArray()
            writer.staticKey("broken")
            writer.string(broken)
        case .ambiguous(let view, let attributes, let message):
            writer.staticKey("severity")
            writer.string("warning")
            writer.staticKey("code")
            writer.string("ambiguous")
            writer.staticKey("view")
            writer.string(view)
            writer.staticKey("attributes")
            writer.beginArray()
            for attribute in attributes { writer.string(attribute) }
            writer.endArray()
            writer.staticKey("message")
            writer.string(message)
        case .unsettled(let views, let message):
            writer.staticKey("severity")
            writer.string("warning")
            writer.staticKey("code")
            writer.string("unsettled")
            writer.staticKey("views")
            writer.beginArray()
            for view in views { writer.string(view) }
            writer.endArray()
            writer.staticKey("message")
            writer.string(message)
        }
        writer.endObject()
    }
}
