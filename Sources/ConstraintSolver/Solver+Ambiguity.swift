extension Solver {
    /// The variables whose value is not the same in every optimal solution, in creation order.
    /// Ties between optional constraints of equal priority count as ambiguity.
    public func ambiguousVariables() -> [Variable] {
        var free = [Bool](repeating: false, count: tableau.symbolCount)
        for s in 0..<tableau.symbolCount {
            let symbol = Int32(s)
            free[s] = tableau.rowOf[s] < 0 && tableau.kinds[s] != .dummy && !tableau.hasReducedCost(symbol)
        }
        var result: [Variable] = []
        for (index, symbol) in variableSymbols.enumerated() {
            let slot = tableau.rowOf[Int(symbol)]
            let ambiguous = slot < 0 ? free[Int(symbol)] : tableau.rows[Int(slot)].symbols.contains { free[Int($0)] }
            if ambiguous { result.append(Variable(index: index)) }
        }
        return result
    }
}
