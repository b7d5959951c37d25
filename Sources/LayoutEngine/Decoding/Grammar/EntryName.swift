/// The default name of a document's entry, `constraints[3]` or `visualFormat[0]`, the name a
/// constraint takes when it has none of its own.
enum EntryName {
    /// `key[index]`, written digit by digit into a string: no interpolation, and no allocation
    /// while it fits a small string (15 bytes: `constraints[` and three digits).
    /// - Complexity: O(d) in the index's digits.
    static func make(_ key: StaticString, _ index: Int) -> String {
        precondition(index >= 0, "an entry's index is never negative")
        // 20 digits hold any Int; the key is a literal of the decoders'.
        let capacity = key.utf8CodeUnitCount + 22
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var count = key.utf8CodeUnitCount
            buffer.baseAddress!.initialize(from: key.utf8Start, count: count)
            buffer[count] = UInt8(ascii: "[")
            count += 1
            var digits = 1, rest = index
            while rest >= 10 {
                digits += 1
                rest /= 10
            }
            rest = index
            for k in stride(from: count + digits - 1, through: count, by: -1) {
                buffer[k] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            count += digits
            buffer[count] = UInt8(ascii: "]")
            count += 1
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
}
