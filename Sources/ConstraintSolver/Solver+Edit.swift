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
        let marker = record.marker
        tableau.beginAttempt()
        let basicSlot = tableau.rowOf[Int(marker)]
        if basicSlot >= 0 {
            shiftConstant(ofSlot: basicSlot, by: -delta)
        } else {
            for slot in tableau.columns[Int(marker)] {
                let c = tableau.rows[Int(slot)].coefficient(of: marker)
                shiftConstant(ofSlot: slot, by: c * delta)
            }
        }
        // Definitions may name the error even while it is basic: they shift either way.
        for slot in tableau.references[Int(marker)] {
            let c = tableau.rows[Int(slot)].coefficient(of: marker)
            shiftConstant(ofSlot: slot, by: c * delta)
        }
        guard tableau.dualOptimize() else {
            tableau.rollback()
            throw .unbounded
        }
        tableau.commit()
        edits[variable]?.value = value
    }

    private func shiftConstant(ofSlot slot: Int32, by amount: Double) {
        tableau.journalRow(slot)
        var constant = tableau.rows[Int(slot)].constant + amount
        if isNearZero(constant) { constant = 0 }
        tableau.rows[Int(slot)].constant = constant
        let basic = tableau.rows[Int(slot)].basic
        if constant < 0 && basic >= 0 && tableau.kinds[Int(basic)].isRestricted {
            tableau.infeasible.append(basic)
        }
    }
}
