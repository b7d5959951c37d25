extension Solver {
    /// Puts a constraint's row into the tableau (not yet optimised).
    func insert(_ constraint: Constraint, id: ConstraintID) throws(InsertFailure) -> ConstraintRecord {
        let owner = Int32(id.rawValue)
        let level = constraint.priority.isRequired ? -1 : tableau.level(for: constraint.priority)
        let row = makeRow(constraint.expression)
        let (marker, other) = try tableau.insert(
            row, relation: constraint.relation, level: level, owner: owner, budget: _expansionBudget)
        return ConstraintRecord(constraint: constraint, marker: marker, other: other, level: level, editVariable: nil)
    }

    /// The expression as a row `0 = constant + Σ a × symbol`, repeated variables summed
    /// (basic ones not yet expanded).
    func makeRow(_ expression: LinearExpression) -> Row {
        let terms = expression.terms
        if terms.count > 16 { return makeRowSorting(expression) }
        let constant = expression.constant
        var row = tableau.newRow(basic: Row.objectiveBasic, constant: isNearZero(constant) ? 0 : constant)
        row.symbols.reserveCapacity(terms.count + 2)
        row.coefficients.reserveCapacity(terms.count + 2)
        // Appended, then sorted by insertion in place: layout expressions have a few terms,
        // and this spares both a sort's temporary array and the array's own `insert`.
        for term in terms {
            row.symbols.append(symbol(of: term.variable))
            row.coefficients.append(term.coefficient)
        }
        row.symbols.withUnsafeMutableBufferPointer { symbols in
            row.coefficients.withUnsafeMutableBufferPointer { coefficients in
                for i in symbols.indices.dropFirst() {
                    let s = symbols[i]
                    let c = coefficients[i]
                    var j = i
                    while j > 0 && symbols[j - 1] > s {
                        symbols[j] = symbols[j - 1]
                        coefficients[j] = coefficients[j - 1]
                        j -= 1
                    }
                    symbols[j] = s
                    coefficients[j] = c
                }
            }
        }
        var merged = 0
        for i in row.symbols.indices {
            if merged > 0 && row.symbols[merged - 1] == row.symbols[i] {
                row.coefficients[merged - 1] += row.coefficients[i]
            } else {
                row.symbols[merged] = row.symbols[i]
                row.coefficients[merged] = row.coefficients[i]
                merged += 1
            }
        }
        if merged < row.symbols.count {
            row.symbols.removeLast(row.symbols.count - merged)
            row.coefficients.removeLast(row.coefficients.count - merged)
        }
        var kept = 0
        for i in row.symbols.indices where !isNearZero(row.coefficients[i]) {
            row.symbols[kept] = row.symbols[i]
            row.coefficients[kept] = row.coefficients[i]
            kept += 1
        }
        if kept < row.symbols.count {
            row.symbols.removeLast(row.symbols.count - kept)
            row.coefficients.removeLast(row.coefficients.count - kept)
        }
        return row
    }

    /// ``makeRow(_:)`` for long expressions: sorts the terms instead of inserting them.
    private func makeRowSorting(_ expression: LinearExpression) -> Row {
        var entries: [(symbol: Int32, coefficient: Double)] = expression.terms.map { (symbol(of: $0.variable), $0.coefficient) }
        entries.sort { $0.symbol < $1.symbol }
        let constant = expression.constant
        var row = tableau.newRow(basic: Row.objectiveBasic, constant: isNearZero(constant) ? 0 : constant)
        row.symbols.reserveCapacity(entries.count + 2)
        row.coefficients.reserveCapacity(entries.count + 2)
        var i = 0
        while i < entries.count {
            let s = entries[i].symbol
            var sum = 0.0
            while i < entries.count && entries[i].symbol == s {
                sum += entries[i].coefficient
                i += 1
            }
            if !isNearZero(sum) {
                row.symbols.append(s)
                row.coefficients.append(sum)
            }
        }
        return row
    }

    /// The required constraints among `owners` (raw constraint ids), in order of addition.
    func requiredConstraints(among owners: [Int32]) -> [ConstraintID] {
        var ids: [ConstraintID] = []
        for o in owners {
            guard let record = records[Int(o)], record.constraint.priority.isRequired else { continue }
            ids.append(ConstraintID(rawValue: Int(o)))
        }
        ids.sort()
        var unique: [ConstraintID] = []
        for id in ids where unique.last != id { unique.append(id) }
        return unique
    }

    /// Takes a constraint's row and objective terms out of the tableau (not yet optimised).
    func withdraw(_ record: ConstraintRecord) {
        tableau.withdraw(marker: record.marker, other: record.other, level: record.level)
    }
}
