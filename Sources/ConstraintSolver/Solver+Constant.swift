extension Solver {
    /// Moves the constant of constraint `id` by `delta` (its expression becomes `expression + delta`)
    /// and re-solves from the current solution by dual simplex, as ``suggestValue(_:for:)`` does
    /// for an edit variable.
    ///
    /// The constraint's row is `0 = c + Σ a × symbol + k × marker` (`k` is 1 for `<=` and for a
    /// required equality's dummy, -1 for `>=` and an optional equality's positive error). With
    /// `c + delta` the same tableau holds for `marker' = marker - delta / k`: shifting the marker by
    /// `delta / k` moves only constants, the reduced costs stay optimal, and the dual simplex repairs
    /// the rows gone negative.
    /// - Throws: ``SolverError/unknownConstraint(_:)``; ``SolverError/unsatisfiable(conflicting:)``
    ///   (with no ids) when the change breaks the required constraints (a redundant required
    ///   equality whose constant moved, or required inequalities the dual simplex cannot meet);
    ///   ``SolverError/stopped(_:)``. A failed call leaves the solver as it was.
    /// - Complexity: proportional to the rows holding the marker plus the dual simplex's pivots.
    public func shiftConstant(of id: ConstraintID, by delta: Double) throws(SolverError) {
        guard id.rawValue >= 0, id.rawValue < records.count, let record = records[id.rawValue] else {
            throw .unknownConstraint(id)
        }
        guard delta != 0 else { return }
        let marker = Int(record.marker)
        // A redundant required equality is a row of dummies held at zero: its constant cannot move.
        if tableau.kinds[marker] == .dummy && tableau.rowOf[marker] >= 0 { throw .unsatisfiable(conflicting: []) }
        let k: Double
        switch record.constraint.relation {
        case .lessThanOrEqual: k = 1
        case .greaterThanOrEqual: k = -1
        case .equal: k = record.level >= 0 ? -1 : 1
        }
        try checkMeter()
        tableau.beginAttempt()
        tableau.shift(errorOf: record.marker, by: delta / k)
        try finishAttempt(succeeded: tableau.dualOptimize(), orThrow: .unsatisfiable(conflicting: []))
        records[id.rawValue]?.constraint.expression.constant += delta
    }
}
