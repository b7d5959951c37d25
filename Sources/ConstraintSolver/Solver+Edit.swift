extension Solver {
    /// Makes `variable` editable at an optional priority (`suggestValue` then moves it).
    ///
    /// Like kiwi, the edit constraint starts as `variable == 0` at that priority.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .badEditPriority(priority) }
        let id = try add(Constraint(LinearExpression(variable), .equal, priority: priority))
        records[id.rawValue]?.editVariable = variable
        edits[variable] = EditRecord(constraint: id, value: 0)
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves by dual simplex.
    ///
    /// Moving the edit constraint's constant by `delta` is the same as shifting its
    /// positive error by `delta`: each row holding that error moves its constant, the
    /// reduced costs do not change, and the dual simplex repairs the rows gone negative.
    /// - Complexity: proportional to the rows holding the edit's error plus the pivots.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[variable], let record = records[edit.constraint.rawValue] else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edit.value
        try checkMeter()
        tableau.beginAttempt()
        tableau.shift(errorOf: record.marker, by: delta)
        try finishAttempt(succeeded: tableau.dualOptimize(), orThrow: .unbounded)
        edits[variable]?.value = value
    }
}
