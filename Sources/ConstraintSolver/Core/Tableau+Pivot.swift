extension Tableau {
    /// Makes `entering` basic in the row at `slot` (whose basic symbol leaves) and
    /// substitutes it out of every other row that holds it.
    mutating func pivot(entering: Int32, slot: Int32) {
        journalRow(slot)
        let old = rows[Int(slot)]
        guard let k = old.index(of: entering) else { preconditionFailure("pivot on a symbol not in the row") }
        unindex(slot)
        let scale = -1 / old.coefficients[k]
        let leaving = old.basic
        var symbols = [Int32]()
        var coefficients = [Double]()
        symbols.reserveCapacity(old.symbols.count)
        coefficients.reserveCapacity(old.symbols.count)
        var leavingPlaced = leaving < 0
        for i in old.symbols.indices where i != k {
            let s = old.symbols[i]
            if !leavingPlaced && leaving < s {
                symbols.append(leaving)
                coefficients.append(-scale)
                leavingPlaced = true
            }
            symbols.append(s)
            coefficients.append(old.coefficients[i] * scale)
        }
        if !leavingPlaced {
            symbols.append(leaving)
            coefficients.append(-scale)
        }
        var constant = old.constant * scale
        if isNearZero(constant) { constant = 0 }
        if leaving >= 0 { rowOf[Int(leaving)] = -1 }
        let rank: Int32 = kinds[Int(entering)] == .external ? 1 : 0
        rows[Int(slot)] = Row(basic: entering, constant: constant, symbols: symbols, coefficients: coefficients, rank: rank)
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
        let source = rows[Int(slot)]
        let targets = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for target in targets where target != slot {
            merge(source, into: target, replacing: symbol)
        }
        for level in objective.indices {
            let factor = objective[level][Int(symbol)]
            guard factor != 0 else { continue }
            setObjective(level, symbol, 0)
            for i in source.symbols.indices {
                let s = source.symbols[i]
                setObjective(level, s, objective[level][Int(s)] + factor * source.coefficients[i])
            }
        }
    }

    /// `target += a × source - a × symbol`, where `a` is the target's coefficient of
    /// `symbol`; one pass over both sorted rows, keeping the column index in step.
    mutating func merge(_ source: Row, into slot: Int32, replacing symbol: Int32) {
        journalRow(slot)
        let target = rows[Int(slot)]
        guard let k = target.index(of: symbol) else { return }
        let factor = target.coefficients[k]
        let tn = target.symbols.count
        let sn = source.symbols.count
        var symbols = [Int32]()
        var coefficients = [Double]()
        symbols.reserveCapacity(tn + sn)
        coefficients.reserveCapacity(tn + sn)
        var i = 0
        var j = 0
        while i < tn || j < sn {
            let ts = i < tn ? target.symbols[i] : Int32.max
            let ss = j < sn ? source.symbols[j] : Int32.max
            if ts < ss {
                if ts != symbol {
                    symbols.append(ts)
                    coefficients.append(target.coefficients[i])
                }
                i += 1
            } else if ss < ts {
                let v = factor * source.coefficients[j]
                if !isNearZero(v) {
                    symbols.append(ss)
                    coefficients.append(v)
                    addToColumn(ss, slot)
                }
                j += 1
            } else {
                let v = target.coefficients[i] + factor * source.coefficients[j]
                if isNearZero(v) {
                    removeFromColumn(ts, slot)
                } else {
                    symbols.append(ts)
                    coefficients.append(v)
                }
                i += 1
                j += 1
            }
        }
        var constant = target.constant + factor * source.constant
        if isNearZero(constant) { constant = 0 }
        rows[Int(slot)] = Row(basic: target.basic, constant: constant, symbols: symbols, coefficients: coefficients, rank: target.rank)
        if constant < 0 && target.basic >= 0 && kinds[Int(target.basic)].isRestricted {
            infeasible.append(target.basic)
        }
    }
}
