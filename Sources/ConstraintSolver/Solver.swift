/// An incremental simplex solver (Cassowary) with strictly ordered priorities,
/// minimal conflict explanations and ambiguity detection.
public final class Solver {
    public init() {}

    /// A new variable. Variables are ordered by creation; ties are broken by that order.
    public func makeVariable() -> Variable { fatalError("unimplemented") }

    /// The number of variables made.
    public var variableCount: Int { fatalError("unimplemented") }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { fatalError("unimplemented") }

    /// Adds a constraint and re-solves.
    /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` for a required constraint
    ///   that conflicts with the required constraints already added; the solver is then unchanged.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID { fatalError("unimplemented") }

    /// Removes a constraint and re-solves.
    public func remove(_ id: ConstraintID) throws(SolverError) { fatalError("unimplemented") }

    /// Makes `variable` editable at an optional priority (`suggestValue` then moves it).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) { fatalError("unimplemented") }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) { fatalError("unimplemented") }

    /// Suggests a value for an edit variable and re-solves by dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) { fatalError("unimplemented") }

    /// The value of `variable` in the current solution.
    public func value(of variable: Variable) -> Double { fatalError("unimplemented") }

    /// The variables whose value is not the same in every optimal solution, in creation order.
    /// Ties between optional constraints of equal priority count as ambiguity.
    public func ambiguousVariables() -> [Variable] { fatalError("unimplemented") }
}
