/// An incremental simplex solver (Cassowary) with strictly ordered priorities,
/// minimal conflict explanations and ambiguity detection.
///
/// Optional priorities are a lexicographic objective: one objective row per distinct
/// optional priority (``Priority/broken`` above them all), each summing the absolute
/// errors of its constraints with weight 1, so no number of violations at a lower
/// level outweighs any violation at a higher one.
///
/// Numerical tolerance: coefficients whose magnitude falls below `1e-8` are dropped
/// from rows, row constants within `1e-8` of zero are taken as exactly zero, and a
/// phase-one objective within `1e-8` of zero counts as feasible. This keeps
/// coordinates up to `1e6` with multipliers down to `1e-3` exact to well below a
/// point.
///
/// Deterministic: every pivot choice depends only on symbol ids (creation order)
/// and values, never on hashing order.
///
/// Linear on layouts: the rows of restricted symbols (slacks, errors) are kept over
/// nonbasic symbols, as the simplex needs, with a column index so that a pivot touches
/// only the rows holding the entering symbol. The rows of variables are *definitions*
/// that may name other basic variables (cell k's top is cell k-1's bottom), so a
/// feed's positions form a chain of short rows instead of rows as long as the feed.
public final class Solver {
    // Stored properties `@exclusivity(unchecked)`: the dynamic checks were 13% of the instructions
    // of a layout through the simplex (issue 14, callgrind); a solver is used from one thread.
    @exclusivity(unchecked) var tableau = Tableau()
    /// The external symbol of each variable, by variable index.
    @exclusivity(unchecked) var variableSymbols: [Int32] = []
    /// Every constraint ever added, by raw id; nil once removed or never added.
    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    @exclusivity(unchecked) var liveConstraintCount = 0
    @exclusivity(unchecked) var edits: [Variable: EditRecord] = [:]
    @exclusivity(unchecked) var ambiguityCache: AmbiguityCache?
    /// Whether a conflict is explained; the solvers that check explanations turn it off.
    let explainsConflicts: Bool
    /// How many terms expanding a new row may gather before the solver looks for a
    /// variable to absorb the row instead. A test hook: 0 sends every eligible row down
    /// that path.
    @exclusivity(unchecked) @_spi(Testing) public var _expansionBudget = 64

    /// Test hook: the garbage below which the solver's storage is never compacted (a small
    /// value makes every few changes compact it).
    @_spi(Testing) public var _compactionThreshold: Int {
        get { tableau.compactionThreshold }
        set { tableau.compactionThreshold = newValue }
    }

    public init() { explainsConflicts = true }

    deinit { tableau.deallocate() }

    init(explainsConflicts: Bool) { self.explainsConflicts = explainsConflicts }

    /// A new variable. Variables are ordered by creation; ties are broken by that order.
    public func makeVariable() -> Variable {
        let variable = Variable(index: variableSymbols.count)
        variableSymbols.append(tableau.newSymbol(.external, owner: -1))
        return variable
    }

    /// Makes room for a system of about this size, so that building it does not copy the
    /// solver's storage as it grows. Optional: the solver grows as needed without it.
    /// - Complexity: O(variables + constraints).
    public func reserveCapacity(variables: Int, constraints: Int) {
        // Each constraint brings one or two symbols (two for an optional one) and one row of
        // a few terms; room past what is used is zeroed, so it is not overestimated.
        tableau.reserve(symbols: variables + constraints + constraints / 2, rows: constraints, terms: 8 * constraints)
        variableSymbols.reserveCapacity(variables)
        records.reserveCapacity(constraints)
    }

    /// What the solver's calls may spend (nil, the default: no limit, no cancellation). Once
    /// it stops, every call that changes the solver throws ``SolverError/stopped(_:)``.
    public var meter: WorkMeter? {
        get { tableau.meter }
        set { tableau.meter = newValue }
    }

    /// Throws ``SolverError/stopped(_:)`` if the meter has stopped the solve.
    func checkMeter() throws(SolverError) {
        if let stop = tableau.stopped { throw .stopped(stop) }
    }

    /// The number of variables made.
    public var variableCount: Int { variableSymbols.count }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { liveConstraintCount }

    /// The bytes the solver keeps per constraint outside its tableau (its record), for a caller
    /// that counts the solve's memory against a ``WorkMeter``.
    public static let bytesPerConstraintRecord = MemoryLayout<ConstraintRecord?>.stride

    /// Adds a constraint and re-solves.
    /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` for a required constraint
    ///   that conflicts with the required constraints already added; the solver is then unchanged.
    /// - Complexity: proportional to the rows the pivots touch (found through the
    ///   column index) and to the definitions a new row must expand, not to the size
    ///   of the tableau.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        try checkMeter()
        let id = ConstraintID(rawValue: records.count)
        tableau.beginAttempt()
        let record: ConstraintRecord
        do {
            record = try insert(constraint, id: id)
        } catch {
            tableau.rollback()
            // A phase one cut short may look like a conflict: the stop is the answer.
            try checkMeter()
            switch error {
            case .unbounded: throw .unbounded
            case .conflict(let owners):
                let conflicting = explainConflict(of: constraint, candidates: requiredConstraints(among: owners))
                try checkMeter()
                throw .unsatisfiable(conflicting: conflicting)
            }
        }
        try finishAttempt(succeeded: tableau.optimize(), orThrow: .unbounded)
        records.append(record)
        liveConstraintCount += 1
        return id
    }

    /// Ends the tableau's attempt: commits it, or rolls it back and throws `failure` when the
    /// optimisation did not succeed, or the stop when the meter cut it short.
    func finishAttempt(succeeded: Bool, orThrow failure: SolverError) throws(SolverError) {
        guard succeeded else {
            tableau.rollback()
            throw failure
        }
        if let stop = tableau.stopped {
            tableau.rollback()
            throw .stopped(stop)
        }
        tableau.commit()
    }

    /// Removes a constraint and re-solves.
    public func remove(_ id: ConstraintID) throws(SolverError) {
        guard id.rawValue >= 0, id.rawValue < records.count, let record = records[id.rawValue] else {
            throw .unknownConstraint(id)
        }
        try checkMeter()
        tableau.beginAttempt()
        withdraw(record)
        try finishAttempt(succeeded: tableau.optimize(), orThrow: .unbounded)
        records[id.rawValue] = nil
        liveConstraintCount -= 1
        if let variable = record.editVariable { edits[variable] = nil }
    }

    /// The value of `variable` in the current solution.
    /// - Complexity: amortised O(1) when every variable is read after a change
    ///   (values are evaluated from the definitions once and cached).
    public func value(of variable: Variable) -> Double {
        tableau.value(ofSymbol: symbol(of: variable))
    }

    func symbol(of variable: Variable) -> Int32 {
        precondition(variable.index >= 0 && variable.index < variableSymbols.count, "\(variable) is not from this solver")
        return variableSymbols[variable.index]
    }
}
