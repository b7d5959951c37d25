/// An object key as bytes in a tape's storage; a `String` is made only when asked.
///
/// Valid only inside the ``JSONTape/withReader(_:)`` call that produced it.
struct JSONKey {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The key as text.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the key is `literal`, byte for byte.
    @inline(__always)
    func equals(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        return count == 0 || Self.same(bytes.baseAddress!, literal.utf8Start, count)
    }

    /// Whether two keys have the same bytes.
    func equals(_ other: JSONKey) -> Bool {
        let count = bytes.count
        guard other.bytes.count == count else { return false }
        return count == 0 || Self.same(bytes.baseAddress!, other.bytes.baseAddress!, count)
    }

    /// Compares `count` bytes 8 at a time (field names run to 32 bytes), the last 8 overlapping
    /// the words before them; shorter runs (`id`, `type`, `width`: most keys) as two overlapping
    /// loads of 4 or 2 bytes, never reading past either run.
    @inline(__always)
    static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        func word(_ p: UnsafePointer<UInt8>, _ k: Int) -> UInt64 { UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self) }
        func half(_ p: UnsafePointer<UInt8>, _ k: Int) -> UInt32 { UnsafeRawPointer(p + k).loadUnaligned(as: UInt32.self) }
        func quarter(_ p: UnsafePointer<UInt8>, _ k: Int) -> UInt16 { UnsafeRawPointer(p + k).loadUnaligned(as: UInt16.self) }
        guard count >= 8 else {
            if count >= 4 { return half(a, 0) == half(b, 0) && half(a, count - 4) == half(b, count - 4) }
            if count >= 2 { return quarter(a, 0) == quarter(b, 0) && quarter(a, count - 2) == quarter(b, count - 2) }
            return a[0] == b[0]
        }
        var k = 0
        while k + 8 < count {
            if word(a, k) != word(b, k) { return false }
            k += 8
        }
        return word(a, count - 8) == word(b, count - 8)
    }

    /// Whether the key is `text`, byte for byte (for ASCII names, the same as `==` on strings).
    func equals(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { equals(JSONKey(bytes: $0)) }
    }

    /// Lets `switch key { case "width": ... }` compare bytes without making a string.
    static func ~= (pattern: StaticString, key: JSONKey) -> Bool { key.equals(pattern) }
}
