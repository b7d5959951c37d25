/// Why inserting a constraint failed, before the public error is made.
enum InsertFailure: Error {
    /// A required conflict; the owners (raw constraint ids) are those of the symbols the
    /// contradiction combines (a Farkas certificate), not yet filtered or minimal.
    case conflict(owners: [Int32])
    case unbounded
}
