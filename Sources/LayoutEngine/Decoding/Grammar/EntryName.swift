/// The default name of a document's entry, `constraints[3]` or `visualFormat[0]`, the name a
/// constraint takes when it has none of its own.
enum EntryName {
    /// `key[index]`, written digit by digit on the stack and made a string once: no
    /// interpolation, and no allocation while it fits a small string (15 bytes: `constraints[`
    /// and three digits).
    /// - Complexity: O(d) in the index's digits.
    static func make(_ key: StaticString, _ index: Int) -> String {
        precondition(index >= 0 && key.utf8CodeUnitCount <= 16, "a decoder's key and an entry's index")
        var digits = 1, rest = index
        while rest >= 10 {
            digits += 1
            rest /= 10
        }
        let keyCount = key.utf8CodeUnitCount, count = keyCount + digits + 2
        // 40 bytes: a key of 16, `[`, the 19 digits of Int.max and `]`.
        var storage: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &storage) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            buffer.baseAddress!.initialize(from: key.utf8Start, count: keyCount)
            buffer[keyCount] = UInt8(ascii: "[")
            var rest = index
            for k in stride(from: keyCount + digits, to: keyCount, by: -1) {
                buffer[k] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            buffer[count - 1] = UInt8(ascii: "]")
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
}
