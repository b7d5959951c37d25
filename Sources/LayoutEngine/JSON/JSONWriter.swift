/// A streaming JSON writer: compact, or pretty with a 2-space indent.
///
/// Deterministic: the bytes depend only on the calls made (numbers via `JSONNumberFormat`,
/// strings escaped per RFC 8259 with non-ASCII text written as UTF-8).
public struct JSONWriter {
    /// The output so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether output is indented with 2 spaces, one member or element per line.
    public let pretty: Bool
    /// Whether the innermost open container has an element yet.
    private var hasElement = false
    /// `hasElement` of each enclosing container, saved while an inner one is open.
    private var enclosing: [Bool] = []
    private var afterKey = false

    /// A writer with an empty output of `capacity` bytes reserved.
    public init(pretty: Bool = false, reservingCapacity capacity: Int = 256) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    /// Opens an object (as a value, or after `key(_:)`).
    public mutating func beginObject() {
        startValue()
        bytes.append(UInt8(ascii: "{"))
        enclosing.append(hasElement)
        hasElement = false
    }

    /// Closes the innermost object.
    public mutating func endObject() { endContainer(UInt8(ascii: "}")) }

    /// Opens an array.
    public mutating func beginArray() {
        startValue()
        bytes.append(UInt8(ascii: "["))
        enclosing.append(hasElement)
        hasElement = false
    }

    /// Closes the innermost array.
    public mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    /// Writes an object key; the next call writes its value.
    public mutating func key(_ key: String) {
        startElement()
        appendString(key)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    // MARK: Scalars

    /// Writes a string, escaped per RFC 8259.
    public mutating func string(_ value: String) {
        startValue()
        appendString(value)
    }

    /// Writes a number in `JSONNumberFormat`.
    public mutating func number(_ value: Double) {
        startValue()
        JSONNumberFormat.append(value, to: &bytes)
    }

    /// Writes an integer.
    public mutating func integer(_ value: Int) {
        startValue()
        JSONNumberFormat.appendInteger(Int64(value), to: &bytes)
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        startValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Writes `null`.
    public mutating func null() {
        startValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// Writes a whole value.
    public mutating func value(_ value: JSONValue) {
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
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { bytes.append(contentsOf: [0x20, 0x20]) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Native strings expose their UTF-8 directly: scanning and copying the buffer is far
        // cheaper than iterating the string's view byte by byte.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { buffer in
            for byte in buffer where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            bytes.append(contentsOf: buffer)
            return true
        }
        if copied != true {
            for byte in text.utf8 { appendEscaped(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a key known to need no escaping, without scanning it.
    mutating func staticKey(_ key: StaticString) {
        startElement()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
        case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
        case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
        case 0..<0x20:
            bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
    }
}
