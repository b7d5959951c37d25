extension Tableau {
    /// Puts a constraint's row (its expression over symbols, from ``Solver/makeRow(_:)``)
    /// into the tableau, not yet optimised: the constraint's marker and second symbol.
    mutating func insert(
        _ row: consuming Row, relation: Relation, level: Int, owner: Int32, budget: Int
    ) throws(InsertFailure) -> (marker: Int32, other: Int32) {
        var row = row
        var marker: Int32
        var other: Int32 = -1
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = newSymbol(.slack, owner: owner)
            Self.append(marker, sign, to: &row)
            if level >= 0 {
                other = newSymbol(.error, owner: owner)
                Self.append(other, -sign, to: &row)
                addToObjective(level, other, 1)
            }
        case .equal:
            if level >= 0 {
                marker = newSymbol(.error, owner: owner)
                other = newSymbol(.error, owner: owner)
                Self.append(marker, -1, to: &row)
                Self.append(other, 1, to: &row)
                addToObjective(level, marker, 1)
                addToObjective(level, other, 1)
            } else {
                marker = newSymbol(.dummy, owner: owner)
                Self.append(marker, 1, to: &row)
            }
        }
        if let fresh = freshSubject(row) {
            // Nothing holds the subject yet: its definition may keep naming basic
            // symbols, and nothing needs substituting.
            var definition = solve(consume row, for: fresh)
            definition.rank = definitionRank(of: definition)
            insertRow(definition)
            recycle(consume definition)
            return (marker, other)
        }
        if let expanded = expand(row, budget: budget) {
            recycle(consume row)
            row = expanded
        } else if let subject = absorbingSubject(&row) {
            var definition = solve(consume row, for: subject)
            definition.rank = definitionRank(of: definition)
            insertRow(definition)
            recycle(consume definition)
            raiseRanks(above: subject)
            return (marker, other)
        } else {
            let expanded = expand(row, budget: Int.max)!
            recycle(consume row)
            row = expanded
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.coefficients.indices { row.coefficients[i] = -row.coefficients[i] }
        }
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            guard isNearZero(row.constant) else {
                throw .conflict(owners: constraintOwners(of: row, excluding: owner))
            }
            subject = marker
        }
        if subject < 0 {
            try addWithArtificialVariable(row, owner: owner)
            recycle(consume row)
        } else {
            var solved = solve(consume row, for: subject)
            solved.rank = kinds[Int(subject)] == .external ? 1 : 0
            let slot = insertRow(solved)
            recycle(consume solved)
            substitute(subject, bySlot: slot)
            if kinds[Int(subject)] == .external { raiseRanks(above: subject) }
        }
        return (marker, other)
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
    private mutating func absorbingSubject(_ row: inout Row) -> Int32? {
        var basics: [Int32] = []
        swap(&basics, &walkStack)
        defer {
            basics.removeAll(keepingCapacity: true)
            swap(&basics, &walkStack)
        }
        for _ in 0..<8 {
            basics.removeAll(keepingCapacity: true)
            for s in row.symbols where kinds[Int(s)] == .external && rowOf[Int(s)] >= 0 {
                basics.append(s)
            }
            guard let newest = basics.last else { return nil }
            for s in row.symbols.reversed() {
                let i = Int(s)
                guard kinds[i] == .external, rowOf[i] < 0, columns.isEmpty(s),
                    !hasReducedCost(s)
                else { continue }
                if isIndependent(s, of: basics, budget: 64) { return s }
            }
            var replaced = replacing(newest, in: row, bySlot: rowOf[Int(newest)])
            swap(&row, &replaced)
            recycle(consume replaced)
        }
        return nil
    }

    /// A nonbasic variable of the row that no row holds and no objective prices, lowest id first.
    private mutating func freshSubject(_ row: Row) -> Int32? {
        for s in row.symbols {
            let i = Int(s)
            if kinds[i] == .external && rowOf[i] < 0 && columns.isEmpty(s)
                && references.isEmpty(s) && !hasReducedCost(s) {
                return s
            }
        }
        return nil
    }

    /// Appends a symbol newer than every symbol in the row (so the row stays sorted).
    private static func append(_ symbol: Int32, _ coefficient: Double, to row: inout Row) {
        row.symbols.append(symbol)
        row.coefficients.append(coefficient)
    }

    /// The symbol to make basic for a new row, or -1 if phase one is needed.
    ///
    /// An external symbol keeps the row feasible whatever its value; among them the one
    /// held by the fewest other rows costs the least substitution (none at all for a
    /// variable no row holds yet), ties to the lowest id. Otherwise the constraint's own
    /// slack or error, if its coefficient is negative (the constant is not negative).
    mutating func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        var best: Int32 = -1
        var bestCount = Int.max
        for s in row.symbols where kinds[Int(s)] == .external {
            let count = columns.count(s) + references.count(s)
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
    private mutating func entersWithNegativeCoefficient(_ symbol: Int32, _ row: Row) -> Bool {
        guard symbol >= 0 else { return false }
        let kind = kinds[Int(symbol)]
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
    private mutating func addWithArtificialVariable(_ row: Row, owner: Int32) throws(InsertFailure) {
        let artificial = newSymbol(.slack, owner: -1)
        var basicRow = row
        basicRow.basic = artificial
        insertRow(basicRow)
        var objectiveRow = row
        objectiveRow.basic = Row.objectiveBasic
        let objectiveSlot = insertRow(objectiveRow)
        guard optimizeArtificial(objectiveSlot: objectiveSlot) else { throw .unbounded }
        guard isNearZero(rows[Int(objectiveSlot)].constant) else {
            throw .conflict(owners: constraintOwners(of: self.row(at: objectiveSlot), excluding: owner))
        }
        deleteRow(objectiveSlot)
        let slot = rowOf[Int(artificial)]
        if slot >= 0 {
            if rows[Int(slot)].count == 0 {
                deleteRow(slot)
            } else {
                pivot(entering: pivotable(slot), slot: slot)
            }
        }
        drop(artificial)
    }

    /// The symbol to swap a zero artificial variable out with: the lowest slack or
    /// error, else the lowest symbol (a dummy: the row is redundant).
    private mutating func pivotable(_ slot: Int32) -> Int32 {
        let terms = rows[Int(slot)].terms
        for p in terms {
            let kind = kinds[Int(termSymbols[p])]
            if kind == .slack || kind == .error { return termSymbols[p] }
        }
        return termSymbols[terms.lowerBound]
    }

    /// Removes a symbol that no longer belongs to any constraint from every row: its
    /// own row goes (after definitions naming it take that row in), and elsewhere it is
    /// fixed at 0.
    private mutating func drop(_ symbol: Int32) {
        resolveReferences(to: symbol)
        let slot = rowOf[Int(symbol)]
        if slot >= 0 { deleteRow(slot) }
        var targets: [Int32] = []
        columns.copy(symbol, into: &targets)
        for target in targets {
            removeEntry(symbol, fromSlot: target)
        }
        resolveReferences(to: symbol)
        for level in objective.indices where objective[level][Int(symbol)] != 0 {
            setObjective(level, symbol, 0)
        }
    }

    /// The row to pivot a nonbasic marker into before its row is dropped: the
    /// tightest restricted row where the marker's coefficient is negative, else the
    /// tightest where it is positive, else an external row; ties to the lowest basic id.
    private mutating func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var first: (slot: Int32, ratio: Double, basic: Int32)?
        var second: (slot: Int32, ratio: Double, basic: Int32)?
        var third: (slot: Int32, basic: Int32)?
        for position in references.positions(marker) {
            let slot = references[position]
            let b = rows[Int(slot)].basic
            if third == nil || b < third!.basic { third = (slot, b) }
        }
        for position in columns.positions(marker) {
            let slot = columns[position]
            let row = rows[Int(slot)]
            let b = row.basic
            guard b >= 0 else { continue }
            let c = coefficient(of: marker, inSlot: slot)
            if !kinds[Int(b)].isRestricted {
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

    /// Takes a constraint's row and objective terms out of the tableau (not yet optimised).
    mutating func withdraw(marker: Int32, other: Int32, level: Int) {
        if level >= 0 {
            for s in [marker, other] where s >= 0 && kinds[Int(s)] == .error {
                addToObjective(level, s, -1)
            }
        }
        while rowOf[Int(marker)] < 0, let leaving = markerLeavingSlot(marker) {
            if isDefinition(leaving) {
                // A definition may name the marker and still not depend on it (it cancels
                // through the symbols it names); expanded, it no longer names it then.
                expandInPlace(leaving)
                if position(of: marker, inSlot: leaving) == nil { continue }
            }
            pivot(entering: marker, slot: leaving)
        }
        if other >= 0 { drop(other) }
        drop(marker)
    }
}

extension Tableau {
    /// The constraints whose symbols appear in a row, other than `owner` (raw ids, unsorted).
    mutating func constraintOwners(of row: Row, excluding owner: Int32) -> [Int32] {
        var found: [Int32] = []
        for s in row.symbols {
            let o = owners[Int(s)]
            if o >= 0 && o != owner { found.append(o) }
        }
        return found
    }
}
