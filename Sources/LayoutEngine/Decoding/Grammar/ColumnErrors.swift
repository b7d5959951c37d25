/// All the problems found in one text.
struct ColumnErrors: Error, Sendable, Hashable {
    /// In the order found, left to right.
    var errors: [ColumnError]

    /// The problems `errors`.
    init(_ errors: [ColumnError]) {
        self.errors = errors
    }
}
