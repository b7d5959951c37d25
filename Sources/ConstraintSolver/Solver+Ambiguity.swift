extension Solver {
    /// The variables whose value is not the same in every optimal solution, in creation order.
    /// Ties between optional constraints of equal priority count as ambiguity.
    /// - Complexity: that of ``analyzeAmbiguity()``.
    public func ambiguousVariables() -> [Variable] {
        let analysis = analyzeAmbiguity()
        return (0..<variableCount).map { Variable(index: $0) }.filter { !analysis.isUnique($0) }
    }

    /// Analyses the current solution once, so that uniqueness can then be asked cheaply
    /// of any number of variables and expressions.
    ///
    /// Free symbols: nonbasic, not a dummy, zero reduced cost at every level. The
    /// tangent cone of the optimal face at the current point is {d over the free
    /// symbols : d ≥ 0 on restricted ones, and (row · d) ≥ 0 for each restricted basic
    /// row at 0}. Its implicit equalities come from one small LP per group of free
    /// symbols linked by such degenerate rows (maximise Σ s_i, 0 ≤ s_i ≤ 1,
    /// s_i ≤ g_i · d: the g_i left with s_i = 0 are the implicit equalities); groups
    /// without degenerate rows need none.
    ///
    /// The analysis is kept: asked again when only constants changed since (a
    /// `suggestValue` that pivoted nowhere), and the same rows sit at 0, it is reused.
    ///
    /// Under a ``meter`` that stops it (cancelled, or its storage over the limit), the analysis
    /// returned is incomplete and not kept: the caller checks the meter before using it.
    /// - Complexity: linear in the size of the tableau, plus the LPs of the groups
    ///   that have degenerate rows; linear in the rows when reused.
    public func analyzeAmbiguity() -> AmbiguityAnalysis {
        if let cache = ambiguityCache, cache.version == tableau.structureVersion,
            degenerateRows(isFree: cache.isFree) == cache.degenerate {
            return cache.analysis
        }
        let count = tableau.kinds.count
        // The analysis's own storage is counted as it grows; the tableau it reads is held meanwhile.
        let held = tableau.storageBytes + count * Self.ambiguityBytesPerSymbol
        meter?.heldBytes += held
        defer { meter?.heldBytes -= held }
        var isFree = [Bool](repeating: false, count: count)
        for s in 0..<count {
            isFree[s] = tableau.rowOf[s] < 0 && tableau.kinds[s] != .dummy && !tableau.hasReducedCost(Int32(s))
        }
        let degenerateWithBasics = degenerateRows(isFree: isFree)
        let analysis = analyze(isFree: isFree, degenerate: degenerateWithBasics.map(\.terms))
        if tableau.stopped != nil { return analysis }
        ambiguityCache = AmbiguityCache(
            version: tableau.structureVersion, isFree: isFree, degenerate: degenerateWithBasics, analysis: analysis)
        return analysis
    }

    /// The bytes of the per-symbol arrays of one analysis (free flags, union-find, components,
    /// expansion spans and accumulator), counted against the meter.
    static let ambiguityBytesPerSymbol = 64

    /// The analysis itself, for the free symbols and the degenerate rows over them.
    private func analyze(isFree: [Bool], degenerate: [[AmbiguityAnalysis.FreeTerm]]) -> AmbiguityAnalysis {
        let count = tableau.kinds.count
        var parent = (0..<count).map { Int32($0) }
        func find(_ s: Int32) -> Int32 {
            var root = s
            while parent[Int(root)] != root { root = parent[Int(root)] }
            var walk = s
            while parent[Int(walk)] != root {
                let next = parent[Int(walk)]
                parent[Int(walk)] = root
                walk = next
            }
            return root
        }
        for row in degenerate {
            let first = find(row[0].symbol)
            for term in row.dropFirst() {
                let other = find(term.symbol)
                if other != first { parent[Int(max(other, first))] = min(other, first) }
            }
        }
        // Components and their members as one flat list (a counting sort by component):
        // most free symbols are components of their own, and an array each cost more
        // than the analysis.
        var componentOf = [Int32](repeating: -1, count: count)
        var localIndex = [Int32](repeating: -1, count: count)
        var componentSize: [Int32] = []
        for s in 0..<count where isFree[s] {
            let root = Int(find(Int32(s)))
            if componentOf[root] < 0 {
                componentOf[root] = Int32(componentSize.count)
                componentSize.append(0)
            }
            let component = Int(componentOf[root])
            componentOf[s] = Int32(component)
            localIndex[s] = componentSize[component]
            componentSize[component] += 1
        }
        var memberStart = [Int32](repeating: 0, count: componentSize.count + 1)
        for component in componentSize.indices {
            memberStart[component + 1] = memberStart[component] + componentSize[component]
        }
        var members = [Int32](repeating: 0, count: Int(memberStart[componentSize.count]))
        for s in 0..<count where isFree[s] {
            members[Int(memberStart[Int(componentOf[s])] + localIndex[s])] = Int32(s)
        }
        let ordered = degenerate.indices.sorted {
            (componentOf[Int(degenerate[$0][0].symbol)], $0) < (componentOf[Int(degenerate[$1][0].symbol)], $1)
        }
        var bases = [AmbiguityAnalysis.ComponentBasis](
            repeating: AmbiguityAnalysis.ComponentBasis(pivots: [], rows: []), count: componentSize.count)
        var next = 0
        while next < ordered.count, tableau.stopped == nil {
            let component = Int(componentOf[Int(degenerate[ordered[next]][0].symbol)])
            var group: [[AmbiguityAnalysis.FreeTerm]] = []
            while next < ordered.count && Int(componentOf[Int(degenerate[ordered[next]][0].symbol)]) == component {
                group.append(degenerate[ordered[next]])
                next += 1
            }
            let range = Int(memberStart[component])..<Int(memberStart[component + 1])
            bases[component] = implicitEqualities(members: Array(members[range]), degenerate: group, localIndex: localIndex)
        }
        let (variableStarts, variableTerms) = freeRows(isFree: isFree)
        return AmbiguityAnalysis(
            variableStarts: variableStarts, variableTerms: variableTerms, componentOf: componentOf,
            localIndex: localIndex, bases: bases)
    }

    /// Each variable's row over the free symbols, as one flat list with each variable's
    /// start: definitions are expanded through the symbols they name (each once, in
    /// dependency order), keeping free symbols only.
    private func freeRows(isFree: [Bool]) -> (starts: [Int32], terms: [AmbiguityAnalysis.FreeTerm]) {
        typealias FreeTerm = AmbiguityAnalysis.FreeTerm
        let count = tableau.kinds.count
        var done = [Bool](repeating: false, count: count)
        // The expanded definitions, each a span of `expanded`.
        var spanStart = [Int32](repeating: 0, count: count)
        var spanCount = [Int32](repeating: 0, count: count)
        var expanded: [FreeTerm] = []
        var accumulator = [Double](repeating: 0, count: count)
        var touched: [Int32] = []
        // Terms are added one by one, not gathered into arrays first: this runs once per
        // term of every definition.
        func add(_ symbol: Int32, _ value: Double) {
            let i = Int(symbol)
            if accumulator[i] == 0 { touched.append(symbol) }
            accumulator[i] += value
            if accumulator[i] == 0 { accumulator[i] = .leastNonzeroMagnitude }
        }
        var stack: [Int32] = []
        let termBytes = MemoryLayout<FreeTerm>.stride
        for root in variableSymbols where tableau.rowOf[Int(root)] >= 0 {
            // Expansions over the free symbols may be as long as there are free symbols: their
            // storage is what grows, and what the meter polls.
            if let meter, meter.charge(64, bytes: { expanded.capacity * termBytes }) { break }
            stack.append(root)
            while let top = stack.last {
                let t = Int(top)
                if done[t] {
                    stack.removeLast()
                    continue
                }
                let slot = tableau.rowOf[t]
                let definition = tableau.rows[Int(slot)].terms
                var ready = true
                for p in definition {
                    let s = tableau.termSymbols[p]
                    if tableau.kinds[Int(s)] == .external && tableau.rowOf[Int(s)] >= 0 && !done[Int(s)] {
                        stack.append(s)
                        ready = false
                    }
                }
                if !ready { continue }
                if let meter, meter.charge(definition.count, bytes: { expanded.capacity * termBytes }) { break }
                for p in definition {
                    let s = Int(tableau.termSymbols[p])
                    let c = tableau.termCoefficients[p]
                    let r = tableau.rowOf[s]
                    if r < 0 {
                        if isFree[s] { add(Int32(s), c * 1) }
                    } else if tableau.kinds[s].isRestricted {
                        for j in tableau.rows[Int(r)].terms where isFree[Int(tableau.termSymbols[j])] {
                            add(tableau.termSymbols[j], c * tableau.termCoefficients[j])
                        }
                    } else {
                        let first = Int(spanStart[s])
                        for q in first..<first + Int(spanCount[s]) { add(expanded[q].symbol, c * expanded[q].coefficient) }
                    }
                }
                touched.sort()
                spanStart[t] = Int32(expanded.count)
                for s in touched {
                    let c = accumulator[Int(s)]
                    accumulator[Int(s)] = 0
                    if !isNearZero(c) { expanded.append(FreeTerm(symbol: s, coefficient: c)) }
                }
                spanCount[t] = Int32(expanded.count) - spanStart[t]
                if !touched.isEmpty { touched.removeAll(keepingCapacity: true) }
                done[t] = true
                stack.removeLast()
            }
        }
        var starts: [Int32] = [0]
        var terms: [FreeTerm] = []
        starts.reserveCapacity(variableSymbols.count + 1)
        // Once the meter stops, every later variable's row is left empty rather than cut off:
        // the analysis is then no answer (its caller reads the stop), but it can still be asked
        // about every variable without reading past its rows.
        var stopped = false
        for root in variableSymbols {
            if !stopped, let meter, meter.charge(64, bytes: { (expanded.capacity + terms.capacity) * termBytes }) {
                stopped = true
            }
            let r = Int(root)
            if stopped {
            } else if tableau.rowOf[r] < 0 {
                if isFree[r] { terms.append(FreeTerm(symbol: root, coefficient: 1)) }
            } else {
                let first = Int(spanStart[r])
                terms.append(contentsOf: expanded[first..<first + Int(spanCount[r])])
            }
            starts.append(Int32(terms.count))
        }
        return (starts, terms)
    }

    /// The rows of restricted basic symbols at 0 that hold free symbols, over those
    /// symbols only, in order of basic symbol.
    private func degenerateRows(isFree: [Bool]) -> [DegenerateRow] {
        var found: [DegenerateRow] = []
        for row in tableau.rows where row.basic >= 0 && row.constant == 0 && tableau.kinds[Int(row.basic)].isRestricted {
            guard row.terms.contains(where: { isFree[Int(tableau.termSymbols[$0])] }) else { continue }
            let terms = row.terms.compactMap { p in
                isFree[Int(tableau.termSymbols[p])]
                    ? AmbiguityAnalysis.FreeTerm(symbol: tableau.termSymbols[p], coefficient: tableau.termCoefficients[p]) : nil
            }
            found.append(DegenerateRow(basic: row.basic, terms: terms))
        }
        found.sort { $0.basic < $1.basic }
        return found
    }

    /// The implicit equalities of one group's cone, in reduced row echelon form.
    private func implicitEqualities(
        members: [Int32], degenerate: [[AmbiguityAnalysis.FreeTerm]], localIndex: [Int32]
    ) -> AmbiguityAnalysis.ComponentBasis {
        let width = members.count
        let restricted = members.count(where: { tableau.kinds[Int($0)].isRestricted })
        // Dense rows, one per inequality, for the LP and the echelon form: refused before
        // they are made when the meter's limit cannot hold them.
        if let meter, meter.reserve(bytes: (restricted + degenerate.count) * width * MemoryLayout<Double>.stride) {
            return AmbiguityAnalysis.ComponentBasis(pivots: [], rows: [])
        }
        var inequalities: [[Double]] = []
        for (position, symbol) in members.enumerated() where tableau.kinds[Int(symbol)].isRestricted {
            var unit = [Double](repeating: 0, count: width)
            unit[position] = 1
            inequalities.append(unit)
        }
        for row in degenerate {
            var dense = [Double](repeating: 0, count: width)
            for term in row { dense[Int(localIndex[Int(term.symbol)])] = term.coefficient }
            inequalities.append(dense)
        }
        if width == 1 {
            // One direction d: each g_i is a multiple of d, so d is forced to 0 exactly
            // when some g_i asks d >= 0 and another d <= 0; otherwise nothing is implicit.
            let up = inequalities.contains { $0[0] > 0 }
            let down = inequalities.contains { $0[0] < 0 }
            return AmbiguityAnalysis.ComponentBasis(pivots: up && down ? [0] : [], rows: up && down ? [[1]] : [])
        }
        let lp = Solver(explainsConflicts: false)
        lp.meter = meter
        let held = (restricted + degenerate.count) * width * MemoryLayout<Double>.stride
        meter?.heldBytes += held
        defer { meter?.heldBytes -= held }
        let direction = members.map { _ in lp.makeVariable() }
        var implicit: [[Double]] = []
        var slacks: [Variable] = []
        for g in inequalities {
            let s = lp.makeVariable()
            slacks.append(s)
            var terms = [Term(s, 1)]
            for i in 0..<width where g[i] != 0 { terms.append(Term(direction[i], -g[i])) }
            let constraints = [
                Constraint(LinearExpression([Term(s)]), .greaterThanOrEqual),
                Constraint(LinearExpression([Term(s)], constant: -1), .lessThanOrEqual),
                Constraint(LinearExpression(terms), .lessThanOrEqual),
                Constraint(LinearExpression([Term(s)], constant: -1), .equal, priority: Priority(1)),
            ]
            for constraint in constraints { _ = try? lp.add(constraint) }
        }
        for (g, s) in zip(inequalities, slacks) where lp.value(of: s) < 0.5 { implicit.append(g) }
        return echelon(implicit, width: width)
    }

    /// Reduced row echelon form with partial pivoting.
    private func echelon(_ input: [[Double]], width: Int) -> AmbiguityAnalysis.ComponentBasis {
        var rows = input
        var pivots: [Int] = []
        var rank = 0
        for column in 0..<width where rank < rows.count {
            var best = rank
            for r in rank..<rows.count where abs(rows[r][column]) > abs(rows[best][column]) { best = r }
            guard abs(rows[best][column]) > nearZeroTolerance else { continue }
            rows.swapAt(rank, best)
            let scale = rows[rank][column]
            for i in 0..<width { rows[rank][i] /= scale }
            if let meter, meter.charge(rows.count * width, bytes: { 0 }) { break }
            for r in rows.indices where r != rank && rows[r][column] != 0 {
                let factor = rows[r][column]
                for i in 0..<width { rows[r][i] -= factor * rows[rank][i] }
            }
            pivots.append(column)
            rank += 1
        }
        return AmbiguityAnalysis.ComponentBasis(pivots: pivots, rows: Array(rows.prefix(rank)))
    }
}
