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
