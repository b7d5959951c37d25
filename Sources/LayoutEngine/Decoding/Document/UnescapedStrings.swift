/// The strings of one decode that had escapes, unescaped: each kept at a fixed address until the
/// decode ends, as the ids table (``DeclaredIDs``) holds the bytes of every id it has seen.
///
/// Made only when a document has such a string: most have none.
final class UnescapedStrings {
    private var blocks: [UnsafeMutableBufferPointer<UInt8>] = []

    deinit {
        for block in blocks { block.deallocate() }
    }

    /// A copy of `bytes` that lives as long as this object.
    /// - Complexity: O(`bytes.count`).
    func keep(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        // Never empty, so that the copy has an address.
        let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = block.initialize(from: bytes)
        blocks.append(block)
        return UnsafeBufferPointer(start: block.baseAddress, count: bytes.count)
    }
}
