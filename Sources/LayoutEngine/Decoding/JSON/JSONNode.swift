/// A value in a ``JSONTape``: the index of its first token. Read it through a ``JSONReader``.
struct JSONNode: Hashable {
    var index: Int
}
