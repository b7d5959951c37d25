extension String {
    /// Calls `body` with the string's UTF-8 bytes, read in place where the string keeps them
    /// contiguous (native strings do; a small string is copied to the stack), else from a copy.
    /// The bytes are valid only inside `body`.
    @inline(__always)
    func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
