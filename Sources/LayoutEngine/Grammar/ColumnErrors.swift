/// All the problems found in one text.
public struct ColumnErrors: Error, Sendable, Hashable {
    /// In the order found, left to right.
    public var errors: [ColumnError]

    /// The problems `errors`.
    public init(_ errors: [ColumnError]) {
        self.errors = errors
    }
}
