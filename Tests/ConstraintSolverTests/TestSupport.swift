import ConstraintSolver

/// `coefficient × variable` as an expression.
func * (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression([Term(rhs, lhs)], constant: 0)
}

func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }

/// A constant expression.
func k(_ value: Double) -> LinearExpression { LinearExpression([], constant: value) }

func eq(_ lhs: LinearExpression, _ rhs: LinearExpression, _ priority: Priority = .required) -> Constraint {
    Constraint(lhs, .equal, rhs, priority: priority)
}

func le(_ lhs: LinearExpression, _ rhs: LinearExpression, _ priority: Priority = .required) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs, priority: priority)
}

func ge(_ lhs: LinearExpression, _ rhs: LinearExpression, _ priority: Priority = .required) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs, priority: priority)
}

func v(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance * max(1, abs(b)) }

/// The error a conflict throws, or nil.
func conflict(_ body: () throws -> Void) -> [ConstraintID]? {
    do {
        try body()
        return nil
    } catch {
        if case .unsatisfiable(let ids) = error as? SolverError { return ids }
        return nil
    }
}
