/// An object key as bytes in a tape's storage; a `String` is made only when asked.
///
/// Valid only inside the ``JSONTape/withReader(_:)-(JSONReader)->R`` call that produced it.
struct JSONKey {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The key as text.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the key is `literal`, byte for byte.
    func equals(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        let other = literal.utf8Start
        for k in 0..<count where bytes[k] != other[k] { return false }
        return true
    }

    /// Whether two keys have the same bytes.
    func equals(_ other: JSONKey) -> Bool {
        guard bytes.count == other.bytes.count else { return false }
        for k in 0..<bytes.count where bytes[k] != other.bytes[k] { return false }
        return true
    }

    /// Whether the key is `text`, byte for byte (for ASCII names, the same as `==` on strings).
    func equals(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { equals(JSONKey(bytes: $0)) }
    }

    /// Lets `switch key { case "width": ... }` compare bytes without making a string.
    static func ~= (pattern: StaticString, key: JSONKey) -> Bool { key.equals(pattern) }
}
