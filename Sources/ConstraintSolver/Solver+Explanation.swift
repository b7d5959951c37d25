extension Solver {
    /// The preferred minimal set of required constraints that, with `constraint`, cannot all hold:
    /// the deletion filter's result over every live required constraint, in order of addition.
    ///
    /// The deletion filter walks the constraints `c₁ … cₙ` in order of addition and drops each
    /// whose removal still leaves a conflict with `constraint` (`t`). Its result is a function of
    /// the constraints and their order only, not of the tableau's basis (the certificate the
    /// tableau found when `t` failed names a conflicting set, but which one, where several are
    /// minimal, depends on every pivot since the first constraint). It is computed here by
    /// replay (Junker's additive method, the result QuickXplain also returns), with one fresh
    /// solve per member instead of one per constraint:
    ///
    /// - Only constraints linked to `t` through shared variables matter: those before `t` hold
    ///   together (each was added), so the rest holds beside any subset of the linked ones, and
    ///   the filter drops every unlinked one. The filter over the linked ones alone gives the same set.
    /// - Let `j` be the greatest index with `{t, cⱼ … cₙ}` conflicting (adding `t`, then `cₙ`,
    ///   `cₙ₋₁`, … to a fresh solver, the first add that fails). When the filter reaches `cᵢ`
    ///   with `i < j` its current set still holds `cⱼ … cₙ`, which conflict with `t`: it drops `cᵢ`.
    ///   At `cⱼ` the current set is `{t, cⱼ … cₙ}`, and without `cⱼ` it holds (`j` greatest): it keeps `cⱼ`.
    /// - From there on the filter runs over `cⱼ₊₁ … cₙ` with `cⱼ` always present: the same step
    ///   with `{t, cⱼ}` in place of `{t}`, and so on for each member found, until `t` with the
    ///   members alone conflicts (the filter then drops every later constraint).
    ///
    /// If a replay finds no conflict where the tableau found one (numerical trouble), the
    /// deletion filter runs over the certificate's `candidates` instead (widened to the linked
    /// constraints if they do not conflict on their own). Every solve runs under this solver's
    /// meter: a stop ends the explanation, and the caller reports the stop.
    /// - Complexity: one solve of the linked constraints per member of the set (the rounds'
    ///   suffixes shrink as members are found), plus O(terms) to find the linked constraints.
    func explainConflict(of constraint: Constraint, candidates: [ConstraintID]) -> [ConstraintID] {
        guard explainsConflicts else { return candidates }
        // The checks solve on solvers of their own, under the same meter, while this one holds its storage.
        let held = tableau.storageBytes
        meter?.heldBytes += held
        defer { meter?.heldBytes -= held }
        let linked = requiredConstraintsConnected(to: constraint)
        if let preferred = replayedConflict(of: constraint, among: linked) { return preferred }
        var set = candidates
        if !conflicts(set, with: constraint) { set = linked }
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

    /// The deletion filter's result over `ids` (in order of addition) by replay (see
    /// ``explainConflict(of:candidates:)``), or nil when a round finds no conflict or the meter stops.
    private func replayedConflict(of constraint: Constraint, among ids: [ConstraintID]) -> [ConstraintID]? {
        var members: [ConstraintID] = []
        // Every id at or past `floor` is not yet decided; those before it are members or dropped.
        var floor = 0
        while true {
            let check = freshCheck()
            do {
                try check.add(constraint)
                for id in members { try check.add(records[id.rawValue]!.constraint) }
            } catch .stopped {
                return nil
            } catch {
                return members
            }
            var found = false
            var index = ids.count - 1
            while index >= floor {
                do {
                    try check.add(records[ids[index].rawValue]!.constraint)
                } catch .stopped {
                    return nil
                } catch {
                    found = true
                    break
                }
                index -= 1
            }
            guard found else { return nil }
            members.append(ids[index])
            floor = index + 1
        }
    }

    /// Whether the given required constraints, then `constraint`, fail on a fresh solver.
    private func conflicts(_ ids: [ConstraintID], with constraint: Constraint) -> Bool {
        let check = freshCheck()
        for id in ids {
            guard let record = records[id.rawValue] else { continue }
            do { try check.add(record.constraint) } catch { return true }
        }
        do { try check.add(constraint) } catch { return true }
        return false
    }

    /// A solver without explanations, under this one's meter, with this one's variables.
    private func freshCheck() -> Solver {
        let check = Solver(explainsConflicts: false)
        check.meter = meter
        for _ in 0..<variableCount { _ = check.makeVariable() }
        return check
    }

    /// Every live required constraint linked to `constraint` through shared variables, in order of addition.
    /// - Complexity: O(variables + terms of the live required constraints).
    private func requiredConstraintsConnected(to constraint: Constraint) -> [ConstraintID] {
        // The required constraints naming each variable, as a flat adjacency (counts, then offsets).
        var start = [Int](repeating: 0, count: variableCount + 1)
        for record in records {
            guard let record, record.constraint.priority.isRequired else { continue }
            for term in record.constraint.expression.terms { start[term.variable.index + 1] += 1 }
        }
        for v in 0..<variableCount { start[v + 1] += start[v] }
        var fill = start
        var naming = [Int](repeating: 0, count: start[variableCount])
        for (raw, record) in records.enumerated() {
            guard let record, record.constraint.priority.isRequired else { continue }
            for term in record.constraint.expression.terms {
                naming[fill[term.variable.index]] = raw
                fill[term.variable.index] += 1
            }
        }
        var reached = [Bool](repeating: false, count: variableCount)
        var chosen = [Bool](repeating: false, count: records.count)
        var frontier: [Int] = []
        for term in constraint.expression.terms where !reached[term.variable.index] {
            reached[term.variable.index] = true
            frontier.append(term.variable.index)
        }
        while let v = frontier.popLast() {
            if meter?.charge(start[v + 1] - start[v] + 1, bytes: { 0 }) ?? false { break }
            for raw in naming[start[v]..<start[v + 1]] where !chosen[raw] {
                chosen[raw] = true
                for term in records[raw]!.constraint.expression.terms where !reached[term.variable.index] {
                    reached[term.variable.index] = true
                    frontier.append(term.variable.index)
                }
            }
        }
        return chosen.indices.filter { chosen[$0] }.map { ConstraintID(rawValue: $0) }
    }
}
