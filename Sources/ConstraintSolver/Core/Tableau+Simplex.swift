extension Tableau {
    /// Primal simplex on the lexicographic objective, from a feasible tableau.
    ///
    /// Entering symbol: the lowest id whose first nonzero reduced cost, from the
    /// highest level down, improves (negative for a restricted symbol, any sign for
    /// an external one, which may move both ways). Leaving row: minimum ratio, ties
    /// to the lowest basic id. This is Bland's rule over the ordered vector
    /// objective, so it cannot cycle. Only symbols whose reduced costs changed are
    /// rescanned.
    /// - Returns: false if the objective is unbounded; true, short of the optimum, once the
    ///   meter has stopped the solve.
    mutating func optimize() -> Bool {
        while stopped == nil {
            var entering: Int32 = -1
            var direction = 1.0
            var kept = 0
            for position in candidates.indices {
                let s = candidates[position]
                if let d = improvingDirection(s) {
                    candidates[kept] = s
                    kept += 1
                    if entering < 0 || s < entering {
                        entering = s
                        direction = d
                    }
                } else {
                    isCandidate[Int(s)] = false
                }
            }
            if kept < candidates.count { candidates.removeLast(candidates.count - kept) }
            if entering < 0 { return true }
            guard let slot = leavingSlot(entering: entering, direction: direction) else { return false }
            pivot(entering: entering, slot: slot)
        }
        return true
    }

    /// +1 or -1 if moving the nonbasic `symbol` that way improves the objective.
    func improvingDirection(_ symbol: Int32) -> Double? {
        let s = Int(symbol)
        guard rowOf[s] < 0 else { return nil }
        let kind = kinds[s]
        guard kind != .dummy else { return nil }
        for level in levelOrder {
            let c = objective[level][s]
            if c == 0 { continue }
            if kind == .external { return c < 0 ? 1 : -1 }
            return c < 0 ? 1 : nil
        }
        return nil
    }

    /// The row that limits moving `entering` in `direction`: minimum ratio over the
    /// rows of restricted basic symbols, ties to the lowest basic id.
    mutating func leavingSlot(entering: Int32, direction: Double) -> Int32? {
        var best: Int32 = -1
        var bestRatio = 0.0
        var bestBasic = Int32.max
        for position in columns.positions(entering) {
            let slot = columns[position]
            let row = rows[Int(slot)]
            let b = row.basic
            guard b >= 0, kinds[Int(b)].isRestricted else { continue }
            let c = coefficient(of: entering, inSlot: slot) * direction
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best < 0 || ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = b
            }
        }
        return best < 0 ? nil : best
    }

    /// Primal simplex on the phase-one objective row at `objectiveSlot` (Bland's rule).
    /// - Returns: false if unbounded.
    mutating func optimizeArtificial(objectiveSlot: Int32) -> Bool {
        while stopped == nil {
            var entering: Int32 = -1
            var direction = 1.0
            for p in rows[Int(objectiveSlot)].terms {
                let s = termSymbols[p]
                let c = termCoefficients[p]
                let kind = kinds[Int(s)]
                if kind == .dummy { continue }
                if kind == .external {
                    entering = s
                    direction = c < 0 ? 1 : -1
                    break
                }
                if c < 0 {
                    entering = s
                    break
                }
            }
            if entering < 0 { return true }
            guard let slot = leavingSlot(entering: entering, direction: direction) else { return false }
            pivot(entering: entering, slot: slot)
        }
        return true
    }

    /// Dual simplex: restores feasibility (rows of restricted symbols gone negative)
    /// while keeping the lexicographic objective optimal.
    ///
    /// Leaving row: the lowest infeasible basic id; entering symbol: the lexicographic
    /// minimum of reduced cost / coefficient, ties to the lowest id.
    /// - Returns: false if no symbol can restore a row (the system is infeasible).
    mutating func dualOptimize() -> Bool {
        while stopped == nil {
            var leaving: Int32 = -1
            var kept = 0
            for position in infeasible.indices {
                let b = infeasible[position]
                let slot = rowOf[Int(b)]
                guard slot >= 0, rows[Int(slot)].constant < 0 else { continue }
                infeasible[kept] = b
                kept += 1
                if leaving < 0 || b < leaving { leaving = b }
            }
            if kept < infeasible.count { infeasible.removeLast(infeasible.count - kept) }
            if leaving < 0 { return true }
            let slot = rowOf[Int(leaving)]
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for p in rows[Int(slot)].terms {
                let s = termSymbols[p]
                let kind = kinds[Int(s)]
                if kind == .dummy { continue }
                let a = kind == .external ? abs(termCoefficients[p]) : termCoefficients[p]
                guard a > 0 else { continue }
                if entering < 0 || ratioIsLess(s, a, than: entering, enteringCoefficient) {
                    entering = s
                    enteringCoefficient = a
                }
            }
            guard entering >= 0 else { return false }
            pivot(entering: entering, slot: slot)
        }
        return true
    }

    /// Whether the reduced-cost vector of `s` over `a` is lexicographically below that
    /// of `t` over `b` (equal vectors are not less: the lower id, met first, wins).
    private func ratioIsLess(_ s: Int32, _ a: Double, than t: Int32, _ b: Double) -> Bool {
        for level in levelOrder {
            let x = objective[level][Int(s)] / a
            let y = objective[level][Int(t)] / b
            if x != y { return x < y }
        }
        return false
    }
}

extension Tableau {
    /// Shifts the positive error of an edit constraint by `delta` (its constant moved):
    /// the error's own row, the explicit rows that hold it, and the definitions that
    /// name it change their constants; rows gone negative are queued for the dual simplex.
    mutating func shift(errorOf marker: Int32, by delta: Double) {
        let basicSlot = rowOf[Int(marker)]
        if basicSlot >= 0 {
            shiftConstant(ofSlot: basicSlot, by: -delta)
        } else {
            for position in columns.positions(marker) {
                let slot = columns[position]
                shiftConstant(ofSlot: slot, by: coefficient(of: marker, inSlot: slot) * delta)
            }
        }
        // Definitions may name the error even while it is basic: they shift either way.
        for position in references.positions(marker) {
            let slot = references[position]
            shiftConstant(ofSlot: slot, by: coefficient(of: marker, inSlot: slot) * delta)
        }
    }

    private mutating func shiftConstant(ofSlot slot: Int32, by amount: Double) {
        journalRow(slot)
        var constant = rows[Int(slot)].constant + amount
        if isNearZero(constant) { constant = 0 }
        rows[Int(slot)].constant = constant
        let basic = rows[Int(slot)].basic
        if constant < 0 && basic >= 0 && kinds[Int(basic)].isRestricted {
            infeasible.append(basic)
        }
    }
}
