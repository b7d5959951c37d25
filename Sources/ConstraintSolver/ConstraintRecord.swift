/// What the solver keeps of an added constraint: the symbols that let it be removed.
struct ConstraintRecord {
    var constraint: Constraint
    /// The slack, dummy or positive error symbol that identifies the constraint's row.
    var marker: Int32
    /// The second symbol (the error of an optional inequality, the negative error of
    /// an optional equality), or -1.
    var other: Int32
    /// The objective level of an optional constraint, or -1.
    var level: Int
    /// The variable this constraint edits, for an edit constraint.
    var editVariable: Variable?
}

/// An edit variable: its edit constraint and the value last suggested.
struct EditRecord {
    var constraint: ConstraintID
    var value: Double
}

/// Why inserting a constraint failed, before the public error is made.
enum InsertFailure: Error {
    /// A required conflict; the candidates are the constraints whose markers the
    /// contradiction combines (a Farkas certificate), not yet minimal.
    case conflict(candidates: [ConstraintID])
    case unbounded
}
