/// A ``JSONTape``'s tokens in one growable allocation.
///
/// The parser appends a token per value and key; here that is a compare and a store, where
/// `Array.append` also checks on every call that the buffer is uniquely referenced.
final class JSONTokenBuffer {
    private(set) var base: UnsafeMutablePointer<JSONTape.Token>
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` tokens before it first grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Appends `token`.
    /// - Complexity: amortized O(1).
    @inline(__always)
    func append(_ token: JSONTape.Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
    }

    /// Token `index`, which must have been appended.
    subscript(index: Int) -> JSONTape.Token {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// The tokens appended so far; valid until the next append or the buffer's end.
    var tokens: UnsafeBufferPointer<JSONTape.Token> { UnsafeBufferPointer(start: base, count: count) }

    private func grow() {
        capacity *= 2
        let larger = UnsafeMutablePointer<JSONTape.Token>.allocate(capacity: capacity)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
    }
}
