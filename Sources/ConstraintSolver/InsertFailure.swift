/// Why inserting a constraint failed, before the public error is made.
enum InsertFailure: Error {
    /// A required conflict; the candidates are the constraints whose markers the
    /// contradiction combines (a Farkas certificate), not yet minimal.
    case conflict(candidates: [ConstraintID])
    case unbounded
}
