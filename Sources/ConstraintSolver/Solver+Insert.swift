extension Solver {
    /// Puts a constraint's row into the tableau (not yet optimised).
    func insert(_ constraint: Constraint, id: ConstraintID) throws(InsertFailure) -> ConstraintRecord {
        let owner = Int32(id.rawValue)
        let priority = constraint.priority
        let level = priority.isRequired ? -1 : tableau.level(for: priority)
        var row = makeRow(constraint.expression)
        var marker: Int32
        var other: Int32 = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = tableau.newSymbol(.slack, owner: owner)
            append(marker, sign, to: &row)
            if level >= 0 {
                other = tableau.newSymbol(.error, owner: owner)
                append(other, -sign, to: &row)
                tableau.addToObjective(level, other, 1)
            }
        case .equal:
            if level >= 0 {
                marker = tableau.newSymbol(.error, owner: owner)
                other = tableau.newSymbol(.error, owner: owner)
                append(marker, -1, to: &row)
                append(other, 1, to: &row)
                tableau.addToObjective(level, marker, 1)
                tableau.addToObjective(level, other, 1)
            } else {
                marker = tableau.newSymbol(.dummy, owner: owner)
                append(marker, 1, to: &row)
            }
        }
        let record = ConstraintRecord(constraint: constraint, marker: marker, other: other, level: level, editVariable: nil)
        if let fresh = freshSubject(row) {
            // Nothing holds the subject yet: its definition may keep naming basic
            // symbols, and nothing needs substituting.
            var definition = solve(consume row, for: fresh)
            definition.rank = tableau.definitionRank(of: definition)
            tableau.insertRow(definition)
            tableau.recycle(definition)
            return record
        }
        if let expanded = tableau.expand(row, budget: _expansionBudget) {
            tableau.recycle(row)
            row = expanded
        } else if let subject = absorbingSubject(&row) {
            var definition = solve(consume row, for: subject)
            definition.rank = tableau.definitionRank(of: definition)
            tableau.insertRow(definition)
            tableau.recycle(definition)
            tableau.raiseRanks(above: subject)
            return record
        } else {
            let expanded = tableau.expand(row, budget: Int.max)!
            tableau.recycle(row)
            row = expanded
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.coefficients.indices { row.coefficients[i] = -row.coefficients[i] }
        }
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && row.symbols.allSatisfy({ tableau.kinds[Int($0)] == .dummy }) {
            guard isNearZero(row.constant) else {
                throw .conflict(candidates: requiredOwners(of: row, excluding: owner))
            }
            subject = marker
        }
        if subject < 0 {
            try addWithArtificialVariable(row, owner: owner)
            tableau.recycle(row)
        } else {
            var solved = solve(consume row, for: subject)
            solved.rank = tableau.kinds[Int(subject)] == .external ? 1 : 0
            let slot = tableau.insertRow(solved)
            tableau.recycle(solved)
            tableau.substitute(subject, bySlot: slot)
            if tableau.kinds[Int(subject)] == .external { tableau.raiseRanks(above: subject) }
        }
        return record
    }

    /// A nonbasic variable that can take the row as its definition without expanding
    /// it all the way; `row` is left partly expanded (the same equation) either way.
    ///
    /// A variable held by definitions only (no explicit row, no objective) qualifies
    /// when none of the row's basic variables depends on it (the newest such variable is
    /// taken: in a layout, the newest variables are the nearest ones). Until one does,
    /// the newest basic variable of the row is expanded, a few times at most. This is
    /// what keeps `spacer.top == cell.top + 12` local: `spacer.top` expands to the
    /// column's free top, which then absorbs `cell.top` (and the whole feed above it)
    /// by name.
    private func absorbingSubject(_ row: inout Row) -> Int32? {
        var basics: [Int32] = []
        swap(&basics, &tableau.walkStack)
        defer {
            basics.removeAll(keepingCapacity: true)
            swap(&basics, &tableau.walkStack)
        }
        for _ in 0..<8 {
            basics.removeAll(keepingCapacity: true)
            for s in row.symbols where tableau.kinds[Int(s)] == .external && tableau.rowOf[Int(s)] >= 0 {
                basics.append(s)
            }
            guard let newest = basics.last else { return nil }
            for s in row.symbols.reversed() {
                let i = Int(s)
                guard tableau.kinds[i] == .external, tableau.rowOf[i] < 0, tableau.columns.isEmpty(s),
                    !tableau.hasReducedCost(s)
                else { continue }
                if tableau.isIndependent(s, of: basics, budget: 64) { return s }
            }
            var replaced = tableau.replacing(newest, in: row, bySlot: tableau.rowOf[Int(newest)])
            swap(&row, &replaced)
            tableau.recycle(replaced)
        }
        return nil
    }

    /// A nonbasic variable of the row that no row holds and no objective prices, lowest id first.
    private func freshSubject(_ row: Row) -> Int32? {
        for s in row.symbols {
            let i = Int(s)
            if tableau.kinds[i] == .external && tableau.rowOf[i] < 0 && tableau.columns.isEmpty(s)
                && tableau.references.isEmpty(s) && !tableau.hasReducedCost(s) {
                return s
            }
        }
        return nil
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

    /// Appends a symbol newer than every symbol in the row (so the row stays sorted).
    private func append(_ symbol: Int32, _ coefficient: Double, to row: inout Row) {
        row.symbols.append(symbol)
        row.coefficients.append(coefficient)
    }

    /// The symbol to make basic for a new row, or -1 if phase one is needed.
    ///
    /// An external symbol keeps the row feasible whatever its value; among them the one
    /// held by the fewest other rows costs the least substitution (none at all for a
    /// variable no row holds yet), ties to the lowest id. Otherwise the constraint's own
    /// slack or error, if its coefficient is negative (the constant is not negative).
    func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        var best: Int32 = -1
        var bestCount = Int.max
        for s in row.symbols where tableau.kinds[Int(s)] == .external {
            let count = tableau.columns.count(s) + tableau.references.count(s)
            if count < bestCount {
                best = s
                bestCount = count
                if count == 0 { break }
            }
        }
        if best >= 0 { return best }
        if entersWithNegativeCoefficient(marker, row) { return marker }
        if entersWithNegativeCoefficient(other, row) { return other }
        return -1
    }

    /// Whether `symbol` is a slack or error with a negative coefficient in the row.
    private func entersWithNegativeCoefficient(_ symbol: Int32, _ row: Row) -> Bool {
        guard symbol >= 0 else { return false }
        let kind = tableau.kinds[Int(symbol)]
        return (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0
    }

    /// `0 = row` solved for `subject`: `subject = -(constant + rest) / a`.
    ///
    /// Takes the row over and rewrites it in place: the callers pass a row they are done
    /// with, so its storage becomes the new row's instead of being copied.
    func solve(_ row: consuming Row, for subject: Int32) -> Row {
        var solved = row
        guard let k = solved.index(of: subject) else { preconditionFailure("subject not in row") }
        let scale = -1 / solved.coefficients[k]
        solved.basic = subject
        solved.constant = solved.constant * scale
        if isNearZero(solved.constant) { solved.constant = 0 }
        solved.symbols.remove(at: k)
        solved.coefficients.remove(at: k)
        for i in solved.coefficients.indices { solved.coefficients[i] *= scale }
        return solved
    }

    /// Phase one: adds the row with an artificial basic symbol and minimises it. The
    /// row is satisfiable iff the minimum is 0; otherwise the phase-one objective row,
    /// at its optimum, is the combination of constraints that proves the conflict.
    private func addWithArtificialVariable(_ row: Row, owner: Int32) throws(InsertFailure) {
        let artificial = tableau.newSymbol(.slack, owner: -1)
        var basicRow = row
        basicRow.basic = artificial
        tableau.insertRow(basicRow)
        var objectiveRow = row
        objectiveRow.basic = Row.objectiveBasic
        let objectiveSlot = tableau.insertRow(objectiveRow)
        guard tableau.optimizeArtificial(objectiveSlot: objectiveSlot) else { throw .unbounded }
        guard isNearZero(tableau.rows[Int(objectiveSlot)].constant) else {
            throw .conflict(candidates: requiredOwners(of: tableau.row(at: objectiveSlot), excluding: owner))
        }
        tableau.deleteRow(objectiveSlot)
        let slot = tableau.rowOf[Int(artificial)]
        if slot >= 0 {
            if tableau.rows[Int(slot)].count == 0 {
                tableau.deleteRow(slot)
            } else {
                tableau.pivot(entering: pivotable(slot), slot: slot)
            }
        }
        drop(artificial)
    }

    /// The symbol to swap a zero artificial variable out with: the lowest slack or
    /// error, else the lowest symbol (a dummy: the row is redundant).
    private func pivotable(_ slot: Int32) -> Int32 {
        let terms = tableau.rows[Int(slot)].terms
        for p in terms {
            let kind = tableau.kinds[Int(tableau.termSymbols[p])]
            if kind == .slack || kind == .error { return tableau.termSymbols[p] }
        }
        return tableau.termSymbols[terms.lowerBound]
    }

    /// The required constraints whose symbols appear in a row, in order of addition.
    func requiredOwners(of row: Row, excluding owner: Int32) -> [ConstraintID] {
        var ids: [ConstraintID] = []
        for s in row.symbols {
            let o = tableau.owners[Int(s)]
            guard o >= 0, o != owner, let record = records[Int(o)], record.constraint.priority.isRequired else { continue }
            ids.append(ConstraintID(rawValue: Int(o)))
        }
        ids.sort()
        var unique: [ConstraintID] = []
        for id in ids where unique.last != id { unique.append(id) }
        return unique
    }

    /// Takes a constraint's row and objective terms out of the tableau (not yet optimised).
    func withdraw(_ record: ConstraintRecord) {
        if record.level >= 0 {
            for s in [record.marker, record.other] where s >= 0 && tableau.kinds[Int(s)] == .error {
                tableau.addToObjective(record.level, s, -1)
            }
        }
        let marker = record.marker
        while tableau.rowOf[Int(marker)] < 0, let leaving = markerLeavingSlot(marker) {
            if tableau.isDefinition(leaving) {
                // A definition may name the marker and still not depend on it (it cancels
                // through the symbols it names); expanded, it no longer names it then.
                tableau.expandInPlace(leaving)
                if tableau.position(of: marker, inSlot: leaving) == nil { continue }
            }
            tableau.pivot(entering: marker, slot: leaving)
        }
        if record.other >= 0 { drop(record.other) }
        drop(marker)
    }

    /// Removes a symbol that no longer belongs to any constraint from every row: its
    /// own row goes (after definitions naming it take that row in), and elsewhere it is
    /// fixed at 0.
    private func drop(_ symbol: Int32) {
        tableau.resolveReferences(to: symbol)
        let slot = tableau.rowOf[Int(symbol)]
        if slot >= 0 { tableau.deleteRow(slot) }
        var targets: [Int32] = []
        tableau.columns.copy(symbol, into: &targets)
        for target in targets {
            tableau.removeEntry(symbol, fromSlot: target)
        }
        tableau.resolveReferences(to: symbol)
        for level in tableau.objective.indices where tableau.objective[level][Int(symbol)] != 0 {
            tableau.setObjective(level, symbol, 0)
        }
    }

    /// The row to pivot a nonbasic marker into before its row is dropped: the
    /// tightest restricted row where the marker's coefficient is negative, else the
    /// tightest where it is positive, else an external row; ties to the lowest basic id.
    private func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var first: (slot: Int32, ratio: Double, basic: Int32)?
        var second: (slot: Int32, ratio: Double, basic: Int32)?
        var third: (slot: Int32, basic: Int32)?
        for position in tableau.references.positions(marker) {
            let slot = tableau.references[position]
            let b = tableau.rows[Int(slot)].basic
            if third == nil || b < third!.basic { third = (slot, b) }
        }
        for position in tableau.columns.positions(marker) {
            let slot = tableau.columns[position]
            let row = tableau.rows[Int(slot)]
            let b = row.basic
            guard b >= 0 else { continue }
            let c = tableau.coefficient(of: marker, inSlot: slot)
            if !tableau.kinds[Int(b)].isRestricted {
                if third == nil || b < third!.basic { third = (slot, b) }
            } else if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.ratio || (r == first!.ratio && b < first!.basic) { first = (slot, r, b) }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.ratio || (r == second!.ratio && b < second!.basic) { second = (slot, r, b) }
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }
}
