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
        let constant = expression.constant
        var row = tableau.newRow(basic: Row.objectiveBasic, constant: isNearZero(constant) ? 0 : constant)
        let terms = expression.terms
        row.symbols.reserveCapacity(terms.count + 2)
        row.coefficients.reserveCapacity(terms.count + 2)
        if terms.count <= 16 {
            // Appended, then sorted by insertion in place: layout expressions have a few
            // terms, and this spares a sort's temporary array.
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
        } else {
            let sorted = terms.map { (symbol: symbol(of: $0.variable), coefficient: $0.coefficient) }
                .sorted { $0.symbol < $1.symbol }
            for term in sorted {
                row.symbols.append(term.symbol)
                row.coefficients.append(term.coefficient)
            }
        }
        // One pass: each run of a symbol summed, the sums that vanish dropped.
        var kept = 0
        var i = 0
        while i < row.symbols.count {
            let s = row.symbols[i]
            var sum = 0.0
            while i < row.symbols.count && row.symbols[i] == s {
                sum += row.coefficients[i]
                i += 1
            }
            if !isNearZero(sum) {
                row.symbols[kept] = s
                row.coefficients[kept] = sum
                kept += 1
            }
        }
        if kept < row.symbols.count {
            row.symbols.removeLast(row.symbols.count - kept)
            row.coefficients.removeLast(row.coefficients.count - kept)
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
