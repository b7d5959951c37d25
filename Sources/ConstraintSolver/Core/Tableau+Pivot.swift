extension Tableau {
    /// Makes `entering` basic in the row at `slot` (whose basic symbol leaves) and
    /// substitutes it out of every other row that holds it.
    mutating func pivot(entering: Int32, slot: Int32) {
        journalRow(slot)
        guard let k = position(of: entering, inSlot: slot) else { preconditionFailure("pivot on a symbol not in the row") }
        unindex(slot)
        let old = rows[Int(slot)]
        charge(Int(old.count))
        let scale = -1 / termCoefficients[k]
        let leaving = old.basic
        let start = termEnd
        termEnd = withTermStorage(room: Int(old.count) + 1) { _, symbols, coefficients in
            var end = start
            var leavingPlaced = leaving < 0
            for p in old.terms where p != k {
                let s = symbols[p]
                if !leavingPlaced && leaving < s {
                    symbols[end] = leaving
                    coefficients[end] = -scale
                    end += 1
                    leavingPlaced = true
                }
                symbols[end] = s
                coefficients[end] = coefficients[p] * scale
                end += 1
            }
            if !leavingPlaced {
                symbols[end] = leaving
                coefficients[end] = -scale
                end += 1
            }
            return end
        }
        var constant = old.constant * scale
        if isNearZero(constant) { constant = 0 }
        if leaving >= 0 { rowOf[Int(leaving)] = -1 }
        let rank: Int32 = kinds[Int(entering)] == .external ? 1 : 0
        termGarbage += Int(old.count)
        structureVersion &+= 1
        rows[Int(slot)] = StoredRow(
            basic: entering, constant: constant, rank: rank, start: Int32(start), count: Int32(termEnd - start))
        rowOf[Int(entering)] = slot
        index(slot)
        substitute(entering, bySlot: slot)
        if rank > 0 { raiseRanks(above: entering) }
    }

    /// Replaces `symbol` by the row at `slot` (an explicit row, which defines it) in the
    /// explicit rows and the objective. Definitions keep naming `symbol`: they may hold
    /// basic symbols.
    ///
    /// - Complexity: proportional to the explicit rows that hold `symbol` (the column
    ///   index), times their lengths, plus the number of objective levels.
    mutating func substitute(_ symbol: Int32, bySlot slot: Int32) {
        compactAttemptIfWasteful()
        var targets: [Int32] = []
        swap(&targets, &columnBuffer)
        columns.copy(symbol, into: &targets)
        columns.removeAll(symbol)
        for target in targets where target != slot {
            merge(slot, into: target, replacing: symbol)
        }
        swap(&targets, &columnBuffer)
        for level in objective.indices {
            let factor = objective[level][Int(symbol)]
            guard factor != 0 else { continue }
            setObjective(level, symbol, 0)
            for p in rows[Int(slot)].terms {
                let s = termSymbols[p]
                setObjective(level, s, objective[level][Int(s)] + factor * termCoefficients[p])
            }
        }
    }

    /// `target += a × source - a × symbol`, where `a` is the target's coefficient of
    /// `symbol`; one pass over both sorted rows into a new segment, keeping the column
    /// index in step.
    mutating func merge(_ sourceSlot: Int32, into slot: Int32, replacing symbol: Int32) {
        guard let k = position(of: symbol, inSlot: slot) else { return }
        journalRow(slot)
        let factor = termCoefficients[k]
        let target = rows[Int(slot)]
        let source = rows[Int(sourceSlot)]
        charge(Int(target.count) + Int(source.count))
        let start = termEnd
        termEnd = withTermStorage(room: Int(target.count) + Int(source.count)) { tableau, symbols, coefficients in
            var end = start
            var i = Int(target.start)
            let tn = i + Int(target.count)
            var j = Int(source.start)
            let sn = j + Int(source.count)
            while i < tn || j < sn {
                let ts = i < tn ? symbols[i] : Int32.max
                let ss = j < sn ? symbols[j] : Int32.max
                if ts < ss {
                    if ts != symbol {
                        symbols[end] = ts
                        coefficients[end] = coefficients[i]
                        end += 1
                    }
                    i += 1
                } else if ss < ts {
                    let v = factor * coefficients[j]
                    if !isNearZero(v) {
                        symbols[end] = ss
                        coefficients[end] = v
                        end += 1
                        tableau.addToColumn(ss, slot)
                    }
                    j += 1
                } else {
                    let v = coefficients[i] + factor * coefficients[j]
                    if isNearZero(v) {
                        tableau.removeFromColumn(ts, slot)
                    } else {
                        symbols[end] = ts
                        coefficients[end] = v
                        end += 1
                    }
                    i += 1
                    j += 1
                }
            }
            return end
        }
        var constant = target.constant + factor * source.constant
        if isNearZero(constant) { constant = 0 }
        replaceTerms(ofSlot: slot, withTermsFrom: start)
        rows[Int(slot)].constant = constant
        if constant < 0 && target.basic >= 0 && kinds[Int(target.basic)].isRestricted {
            infeasible.append(target.basic)
        }
    }
}
