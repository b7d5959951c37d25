/// A problem in a one-line text (a constraint string or a visual format), at a 1-based column.
///
/// Columns count Unicode scalars, so they match what an editor shows for the JSON string's contents.
public struct ColumnError: Error, Sendable, Hashable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column C: message`, the detail of the error in a problem response.
    public var description: String { "column \(column): \(message)" }
}

/// All the problems found in one text.
public struct ColumnErrors: Error, Sendable, Hashable {
    public var errors: [ColumnError]

    public init(_ errors: [ColumnError]) {
        self.errors = errors
    }
}
