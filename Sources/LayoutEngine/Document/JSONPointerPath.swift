/// A JSON Pointer kept as a chain of tokens and spelled out only when asked.
///
/// Every view carries its pointer, but only errors ever need it as text; building the text for
/// each of 100,000 nested views would copy ever longer strings.
final class JSONPointerPath: Sendable {
    private let parent: JSONPointerPath?
    private let base: String
    private let key: String?
    private let index: Int?

    /// A path that is already text.
    init(_ pointer: String) {
        parent = nil
        base = pointer
        key = nil
        index = nil
    }

    /// `parent` extended by a key, then an index (`/root` + `subviews` + 2 is `/root/subviews/2`).
    init(_ parent: JSONPointerPath, key: String? = nil, index: Int? = nil) {
        self.parent = parent
        base = ""
        self.key = key
        self.index = index
    }

    /// The pointer as text.
    /// - Complexity: O(length of the pointer).
    var string: String {
        var pointer = parent?.string ?? base
        if let key { pointer = JSONPointer.appending(pointer, key) }
        if let index { pointer = JSONPointer.appending(pointer, index) }
        return pointer
    }
}
