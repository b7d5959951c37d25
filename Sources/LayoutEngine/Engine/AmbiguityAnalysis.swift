import ConstraintSolver

/// Which linear expressions over the solved variables have one value in every optimal solution.
struct AmbiguityAnalysis {
    private var ambiguous: [Bool]

    init(solver: Solver) {
        ambiguous = [Bool](repeating: false, count: solver.variableCount)
        for variable in solver.ambiguousVariables() { ambiguous[variable.index] = true }
    }

    /// Whether `expression` is unique: conservatively, whether all its variables are.
    func isUnique(_ expression: LinearExpression) -> Bool {
        expression.terms.allSatisfy { !ambiguous[$0.variable.index] }
    }
}
