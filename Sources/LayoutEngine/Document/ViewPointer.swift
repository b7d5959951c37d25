/// Where a view is in the request, kept unspelled until someone asks (errors only ever do).
enum ViewPointer: Sendable {
    /// Packed in place, as the decoder makes it while the packed form has room.
    case packed(PackedViewPointer)
    /// The path of the view's list (shared by its siblings) and its index there, or the whole
    /// path and -1, for views past the packed form and for pointers set as text.
    case path(JSONPointerPath, Int)

    /// The pointer as text.
    var string: String {
        switch self {
        case .packed(let packed): return packed.string
        case .path(let path, let index): return index < 0 ? path.string : JSONPointer.appending(path.string, index)
        }
    }
}
