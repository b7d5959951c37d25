/// Why an item path names no item.
struct ItemResolutionError: Error, Sendable, Hashable {
    /// The detail for the error entry: "unknown item 'x': ...".
    var detail: String
}
