/// A JSON Pointer kept as a chain of tokens and spelled out only when asked.
///
/// Every view carries its pointer, but only errors ever need it as text; building the text for
/// each of 100,000 nested views would copy ever longer strings.
final class JSONPointerPath: Sendable {
    private let parent: JSONPointerPath?
    private let base: String
    private let index: Int?
    private let key: String?

    /// A path that is already text.
    init(_ pointer: String) {
        parent = nil
        base = pointer
        index = nil
        key = nil
    }

    /// `parent` extended by an index, then a key (`/root/subviews` + 2 + `subviews` is `/root/subviews/2/subviews`).
    init(_ parent: JSONPointerPath, index: Int? = nil, key: String? = nil) {
        self.parent = parent
        base = ""
        self.index = index
        self.key = key
    }

    /// The pointer as text.
    ///
    /// Walked as a loop, not by recursion: a path is as long as views nest (up to the depth
    /// limit), and a thread's stack is not (a test's cooperative thread has well under 1 MiB).
    /// - Complexity: O(length of the pointer).
    var string: String {
        var chain: [JSONPointerPath] = []
        var link: JSONPointerPath? = self
        while let current = link {
            chain.append(current)
            link = current.parent
        }
        var pointer = chain.last?.base ?? ""
        for path in chain.reversed() {
            if let index = path.index { pointer = JSONPointer.appending(pointer, index) }
            if let key = path.key { pointer = JSONPointer.appending(pointer, key) }
        }
        return pointer
    }
}
