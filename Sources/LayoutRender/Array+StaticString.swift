extension [UInt8] {
    /// Appends a literal's UTF-8 bytes: a copy, with no `String` made.
    /// - Complexity: O(length).
    mutating func write(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
