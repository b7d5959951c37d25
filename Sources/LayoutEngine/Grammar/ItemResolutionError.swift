/// Why an item path names no item.
public struct ItemResolutionError: Error, Sendable, Hashable {
    /// The detail for the error entry: "unknown item 'x': ...".
    public var detail: String
}
