/// A problem in a one-line text (a constraint string or a visual format), at a 1-based column.
///
/// Columns count Unicode scalars, so they match what an editor shows for the JSON string's contents.
struct ColumnError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based, in Unicode scalars.
    var column: Int
    /// What is wrong there.
    var message: String

    /// A problem at `column`.
    init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column C: message`, the detail of the error in a problem response.
    var description: String { "column \(column): \(message)" }
}
