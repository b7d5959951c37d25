/// Why a solver call failed. A failed call leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint conflicts with required constraints already added.
    /// `conflicting` is a minimal set of those (in order of addition): with the
    /// rejected constraint they cannot all hold, and without any one of them they can.
    case unsatisfiable(conflicting: [ConstraintID])
    /// The constraint id is not in the solver.
    case unknownConstraint(ConstraintID)
    /// The variable is not an edit variable (or already is one, for `addEditVariable`).
    case unknownEditVariable(Variable)
    case duplicateEditVariable(Variable)
    /// An edit variable cannot be required.
    case badEditPriority(Priority)
    /// The objective has no lower bound (reported instead of looping).
    case unbounded
    /// The solver's ``WorkMeter`` stopped the solve (cancelled, or over its memory limit); the
    /// solver then holds no solution, and every later call fails the same way.
    case stopped(SolverStop)
}
