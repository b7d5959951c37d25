extension Solver {
    /// A minimal set of required constraints that, with `constraint`, cannot all hold.
    ///
    /// The candidates come from the contradiction the tableau found (a Farkas
    /// certificate). They are checked on a fresh solver; if numerical trouble made
    /// them too few, the set widens to every required constraint that shares variables
    /// with `constraint`, transitively. A deletion filter then drops each member, in
    /// order of addition, whenever the rest still conflicts, so that removing any
    /// remaining member leaves the rest satisfiable.
    func explainConflict(of constraint: Constraint, candidates: [ConstraintID]) -> [ConstraintID] {
        guard explainsConflicts else { return candidates }
        // The checks solve on solvers of their own, under the same meter, while this one holds its storage.
        let held = tableau.storageBytes
        meter?.heldBytes += held
        defer { meter?.heldBytes -= held }
        var set = candidates
        if !conflicts(set, with: constraint) {
            set = requiredConstraintsConnected(to: constraint)
        }
        var index = 0
        while index < set.count, tableau.stopped == nil {
            var trial = set
            trial.remove(at: index)
            if conflicts(trial, with: constraint) {
                set = trial
            } else {
                index += 1
            }
        }
        return set
    }

    /// Whether the given required constraints, then `constraint`, fail on a fresh solver.
    private func conflicts(_ ids: [ConstraintID], with constraint: Constraint) -> Bool {
        let check = Solver(explainsConflicts: false)
        check.meter = meter
        for _ in 0..<variableCount { _ = check.makeVariable() }
        for id in ids {
            guard let record = records[id.rawValue] else { continue }
            do { try check.add(record.constraint) } catch { return true }
        }
        do { try check.add(constraint) } catch { return true }
        return false
    }

    /// Every live required constraint linked to `constraint` through shared variables.
    private func requiredConstraintsConnected(to constraint: Constraint) -> [ConstraintID] {
        var reached = [Bool](repeating: false, count: variableCount)
        var frontier: [Int] = []
        for term in constraint.expression.terms where !reached[term.variable.index] {
            reached[term.variable.index] = true
            frontier.append(term.variable.index)
        }
        var chosen = [Bool](repeating: false, count: records.count)
        var grew = true
        while grew, !(meter?.charge(records.count, bytes: { 0 }) ?? false) {
            grew = false
            for (raw, record) in records.enumerated() {
                guard !chosen[raw], let record, record.constraint.priority.isRequired else { continue }
                guard record.constraint.expression.terms.contains(where: { reached[$0.variable.index] }) else { continue }
                chosen[raw] = true
                grew = true
                for term in record.constraint.expression.terms where !reached[term.variable.index] {
                    reached[term.variable.index] = true
                }
            }
        }
        return chosen.indices.filter { chosen[$0] }.map { ConstraintID(rawValue: $0) }
    }
}
