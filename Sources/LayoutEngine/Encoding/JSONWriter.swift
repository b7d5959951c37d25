/// A streaming JSON writer: compact, or pretty with a 2-space indent.
///
/// Deterministic: the bytes depend only on the calls made (numbers via `JSONNumberFormat`,
/// strings escaped per RFC 8259 with non-ASCII text written as UTF-8).
struct JSONWriter {
    /// The output so far.
    private(set) var bytes: [UInt8] = []
    /// Whether output is indented with 2 spaces, one member or element per line.
    let pretty: Bool
    /// Whether the innermost open container has an element yet.
    private var hasElement = false
    /// `hasElement` of each enclosing container, saved while an inner one is open.
    private var enclosing: [Bool] = []
    private var afterKey = false

    /// A writer with an empty output of `capacity` bytes reserved.
    init(pretty: Bool = false, reservingCapacity capacity: Int = 256) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    /// Opens an object (as a value, or after `key(_:)`).
    mutating func beginObject() {
        startValue()
        bytes.append(UInt8(ascii: "{"))
        enclosing.append(hasElement)
        hasElement = false
    }

    /// Closes the innermost object.
    mutating func endObject() { endContainer(UInt8(ascii: "}")) }

    /// Opens an array.
    mutating func beginArray() {
        startValue()
        bytes.append(UInt8(ascii: "["))
        enclosing.append(hasElement)
        hasElement = false
    }

    /// Closes the innermost array.
    mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    /// Writes an object key; the next call writes its value.
    mutating func key(_ key: String) {
        startElement()
        appendString(key)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    // MARK: Scalars

    /// Writes a string, escaped per RFC 8259.
    mutating func string(_ value: String) {
        startValue()
        appendString(value)
    }

    /// Writes a number in `JSONNumberFormat`.
    mutating func number(_ value: Double) {
        startValue()
        appendRaw(capacity: JSONNumberFormat.maxLength) { JSONNumberFormat.write(value, to: $0) }
    }

    /// Writes a frame's number without floating-point noise (``JSONNumberFormat/writeNoiseFree(_:to:)``).
    mutating func noiseFreeNumber(_ value: Double) {
        startValue()
        appendRaw(capacity: JSONNumberFormat.maxLength) { JSONNumberFormat.writeNoiseFree(value, to: $0) }
    }

    /// Writes an integer.
    mutating func integer(_ value: Int) {
        startValue()
        appendRaw(capacity: 20) { JSONNumberFormat.writeInteger(Int64(value), to: $0) }
    }

    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool) {
        startValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Writes `null`.
    mutating func null() {
        startValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// Writes a whole value.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): self.bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): self.string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    // MARK: Layout

    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if !enclosing.isEmpty {
            startElement()
        }
    }

    private mutating func startElement() {
        guard !enclosing.isEmpty else { return }
        if hasElement { bytes.append(UInt8(ascii: ",")) }
        hasElement = true
        if pretty { newline(depth: enclosing.count) }
    }

    private mutating func endContainer(_ close: UInt8) {
        let hadElements = hasElement
        hasElement = enclosing.removeLast()
        if pretty && hadElements { newline(depth: enclosing.count) }
        bytes.append(close)
    }

    private mutating func newline(depth: Int) {
        appendRaw(capacity: 1 + 2 * depth) { destination in
            destination.pointee = UInt8(ascii: "\n")
            (destination + 1).initialize(repeating: 0x20, count: 2 * depth)
            return 1 + 2 * depth
        }
    }

    // MARK: Raw output

    /// Appends bytes already formatted as JSON.
    mutating func appendBytes(_ formatted: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: formatted)
    }

    /// For elements written with `appendBytes`/`appendRaw` into the innermost container, compact
    /// output only: whether it already has one (so the next needs a comma); it has one after this.
    mutating func claimRawElement() -> Bool {
        precondition(!pretty && !afterKey, "raw elements are written only into a compact container")
        defer { hasElement = true }
        return hasElement
    }

    private mutating func appendString(_ text: String) {
        let written: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            appendRaw(capacity: Self.maxStringLength(utf8.count)) { Self.writeString(utf8, to: $0) }
            return true
        }
        if written == nil {
            let utf8 = Array(text.utf8)
            appendRaw(capacity: Self.maxStringLength(utf8.count)) { destination in
                utf8.withUnsafeBufferPointer { Self.writeString($0, to: destination) }
            }
        }
    }

    /// Writes a key known to need no escaping, without scanning it.
    mutating func staticKey(_ key: StaticString) {
        startElement()
        let count = key.utf8CodeUnitCount
        let pretty = pretty
        appendRaw(capacity: count + 4) { destination in
            destination.pointee = UInt8(ascii: "\"")
            (destination + 1).update(from: key.utf8Start, count: count)
            destination[count + 1] = UInt8(ascii: "\"")
            destination[count + 2] = UInt8(ascii: ":")
            guard pretty else { return count + 3 }
            destination[count + 3] = UInt8(ascii: " ")
            return count + 4
        }
        afterKey = true
    }
}
