extension Tableau {
    /// `row` with every basic symbol replaced by its row, recursively: a row over
    /// nonbasic symbols only, sorted by id.
    ///
    /// Definitions are expanded highest rank first, so two symbols defined from a
    /// common ancestor (the top of a view and the top of its cell) cancel it before it
    /// is ever expanded.
    /// - Returns: nil if more than `budget` terms would be gathered (the work, and a
    ///   bound on the length of the result).
    /// - Complexity: proportional to the definitions expanded and their lengths.
    mutating func expand(_ row: Row, budget: Int = .max) -> Row? {
        // The accumulator and the lists live in per-symbol buffers kept between calls:
        // most rows are short, and allocating (or checking arrays) per term cost more
        // than the arithmetic.
        let accumulator = scratch
        let used = scratchUsed
        let touched = expandTouched
        let pending = expandPending
        var touchedCount = 0
        var pendingCount = 0
        var constant = row.constant
        // A term whose symbol is nonbasic or has a definition: gathered (a definition waits
        // in the heap for its turn, highest rank first).
        func gather(_ s: Int32, _ c: Double, slot: Int32, _ tableau: inout Tableau) {
            let i = Int(s)
            if !used[i] {
                used[i] = true
                touched[touchedCount] = s
                touchedCount += 1
                if slot >= 0 {
                    Self.push(PendingDefinition(rank: tableau.rows[Int(slot)].rank, symbol: s), onto: pending, count: &pendingCount)
                }
            }
            accumulator[i] += c
        }
        // Any term: a restricted basic symbol is replaced by its explicit row at once
        // (which holds nonbasic symbols only).
        func add(_ s: Int32, _ c: Double, _ tableau: inout Tableau) {
            let slot = tableau.rowOf[Int(s)]
            if slot >= 0 && tableau.kinds[Int(s)].isRestricted {
                let stored = tableau.rows[Int(slot)]
                constant += c * stored.constant
                for p in stored.terms {
                    gather(tableau.termSymbols[p], c * tableau.termCoefficients[p], slot: -1, &tableau)
                }
            } else {
                gather(s, c, slot: slot, &tableau)
            }
        }
        for k in row.symbols.indices { add(row.symbols[k], row.coefficients[k], &self) }
        var work = 0
        while pendingCount > 0 {
            let s = Self.pop(pending, count: &pendingCount)
            let slot = Int(rowOf[Int(s)])
            work += Int(rows[slot].count)
            if work > budget {
                for k in 0..<touchedCount {
                    let t = Int(touched[k])
                    accumulator[t] = 0
                    used[t] = false
                }
                return nil
            }
            let i = Int(s)
            let c = accumulator[i]
            accumulator[i] = 0
            used[i] = false
            if c == 0 { continue }
            let stored = rows[slot]
            constant += c * stored.constant
            for p in stored.terms { add(termSymbols[p], c * termCoefficients[p], &self) }
        }
        Self.sortSmall(touched.base, count: touchedCount)
        var result = newRow(basic: row.basic, constant: isNearZero(constant) ? 0 : constant)
        // Gathered in the arena's free room, then appended to the row in one copy per array.
        let scratch = termEnd
        withTermStorage(room: touchedCount) { _, symbols, coefficients in
            var out = scratch
            for k in 0..<touchedCount {
                let s = touched[k]
                let i = Int(s)
                guard used[i] else { continue }
                let c = accumulator[i]
                accumulator[i] = 0
                used[i] = false
                if !isNearZero(c) {
                    symbols[out] = s
                    coefficients[out] = c
                    out += 1
                }
            }
            result.symbols.append(contentsOf: UnsafeBufferPointer(start: symbols + scratch, count: out - scratch))
            result.coefficients.append(contentsOf: UnsafeBufferPointer(start: coefficients + scratch, count: out - scratch))
        }
        return result
    }

    /// Sorts ids in place: by insertion for the short lists an expansion touches, else by a heap sort.
    private static func sortSmall(_ ids: UnsafeMutablePointer<Int32>, count: Int) {
        var buffer = UnsafeMutableBufferPointer(start: ids, count: count)
        guard count <= 64 else {
            buffer.sort()
            return
        }
        for i in buffer.indices.dropFirst() {
            let value = buffer[i]
            var j = i
            while j > 0 && buffer[j - 1] > value {
                buffer[j] = buffer[j - 1]
                j -= 1
            }
            buffer[j] = value
        }
    }

    /// The rank a definition with these symbols gets: one above the highest definition it holds.
    /// (`mutating` for the same reason as ``hasReducedCost(_:)``.)
    mutating func definitionRank(of row: Row) -> Int32 {
        var rank: Int32 = 0
        for s in row.symbols {
            let slot = rowOf[Int(s)]
            if slot >= 0 && kinds[Int(s)] == .external { rank = max(rank, rows[Int(slot)].rank) }
        }
        return rank + 1
    }

    /// The value of a symbol in the current solution: 0 if nonbasic, its row's constant
    /// if restricted, its definition evaluated (and cached until the next change) if external.
    /// - Complexity: amortised O(1) per symbol over a whole read of the solution.
    mutating func value(ofSymbol symbol: Int32) -> Double {
        let slot = rowOf[Int(symbol)]
        if slot < 0 { return 0 }
        if kinds[Int(symbol)].isRestricted { return rows[Int(slot)].constant }
        if valueGeneration[Int(symbol)] == generation { return valueCache[Int(symbol)] }
        if let direct = evaluate(slot) {
            valueCache[Int(symbol)] = direct
            valueGeneration[Int(symbol)] = generation
            return direct
        }
        evaluateDepthFirst(symbol)
        return valueCache[Int(symbol)]
    }

    /// Evaluates a definition and, first, every definition it needs, without recursion
    /// (chains can be very long); the stack's storage is kept between calls.
    private mutating func evaluateDepthFirst(_ symbol: Int32) {
        var stack: [Int32] = []
        swap(&stack, &valueStack)
        stack.append(symbol)
        while let top = stack.last {
            let t = Int(top)
            if valueGeneration[t] == generation {
                stack.removeLast()
                continue
            }
            let slot = Int(rowOf[t])
            if let direct = evaluate(Int32(slot)) {
                valueCache[t] = direct
                valueGeneration[t] = generation
                stack.removeLast()
                continue
            }
            for p in rows[slot].terms {
                let s = termSymbols[p]
                let i = Int(s)
                if kinds[i] == .external && rowOf[i] >= 0 && valueGeneration[i] != generation { stack.append(s) }
            }
        }
        swap(&stack, &valueStack)
    }

    /// A definition's value when every symbol it names already has one, else nil.
    @inline(__always)
    private mutating func evaluate(_ slot: Int32) -> Double? {
        let row = rows[Int(slot)]
        var total = row.constant
        for p in row.terms {
            let s = Int(termSymbols[p])
            let r = rowOf[s]
            if r < 0 { continue }
            if kinds[s].isRestricted {
                total += termCoefficients[p] * rows[Int(r)].constant
            } else if valueGeneration[s] == generation {
                total += termCoefficients[p] * valueCache[s]
            } else {
                return nil
            }
        }
        return total
    }

    /// Makes every definition that names `symbol` stop naming it: by substituting the
    /// symbol's explicit row if it is basic, or by fixing it at 0 if it is not.
    mutating func resolveReferences(to symbol: Int32) {
        let slot = rowOf[Int(symbol)]
        var holders: [Int32] = []
        swap(&holders, &slotBuffer)
        references.copy(symbol, into: &holders)
        for holder in holders {
            if slot >= 0 {
                merge(slot, into: holder, replacing: symbol)
            } else {
                removeEntry(symbol, fromSlot: holder)
            }
        }
        references.removeAll(symbol)
        swap(&holders, &slotBuffer)
    }

    private static func push(
        _ item: PendingDefinition, onto heap: UnmanagedArray<PendingDefinition>, count: inout Int
    ) {
        var i = count
        heap[i] = item
        count += 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i].isAbove(heap[parent]) else { break }
            let swapped = heap[i]
            heap[i] = heap[parent]
            heap[parent] = swapped
            i = parent
        }
    }

    private static func pop(_ heap: UnmanagedArray<PendingDefinition>, count: inout Int) -> Int32 {
        let first = heap[0].symbol
        count -= 1
        guard count > 0 else { return first }
        heap[0] = heap[count]
        var i = 0
        while true {
            let left = 2 * i + 1
            let right = left + 1
            var best = i
            if left < count && heap[left].isAbove(heap[best]) { best = left }
            if right < count && heap[right].isAbove(heap[best]) { best = right }
            if best == i { break }
            let swapped = heap[i]
            heap[i] = heap[best]
            heap[best] = swapped
            i = best
        }
        return first
    }
}

extension Tableau {
    /// Replaces a definition by its expansion over nonbasic symbols (the same equation),
    /// so that it can be pivoted on.
    mutating func expandInPlace(_ slot: Int32) {
        journalRow(slot)
        var expanded = expand(row(at: slot))!
        expanded.rank = 1
        unindex(slot)
        termGarbage += Int(rows[Int(slot)].count)
        structureVersion &+= 1
        rows[Int(slot)] = store(expanded)
        recycle(consume expanded)
        index(slot)
    }
}

extension Tableau {
    /// Whether no symbol in `basics` depends on `symbol` through definitions (so a
    /// definition of `symbol` may name them without a cycle), found by walking up
    /// from `symbol` through the definitions that name it. Answers false, to be safe,
    /// when more than `budget` definitions depend on it.
    mutating func isIndependent(_ symbol: Int32, of basics: [Int32], budget: Int) -> Bool {
        visitGeneration &+= 1
        if visitGeneration == 0 {
            for i in visitStamp.indices { visitStamp[i] = 0 }
            visitGeneration = 1
        }
        for b in basics { visitStamp[Int(b)] = visitGeneration }
        let target = visitGeneration
        visitGeneration &+= 1
        if visitGeneration == 0 { visitGeneration = 1 }
        var frontier = [Int32]()
        swap(&frontier, &walkFrontier)
        defer {
            frontier.removeAll(keepingCapacity: true)
            swap(&frontier, &walkFrontier)
        }
        frontier.append(symbol)
        var seen = 0
        while let s = frontier.popLast() {
            for position in references.positions(s) {
                let slot = references[position]
                let dependent = rows[Int(slot)].basic
                let d = Int(dependent)
                if visitStamp[d] == target { return false }
                if visitStamp[d] == visitGeneration { continue }
                visitStamp[d] = visitGeneration
                seen += 1
                if seen > budget { return false }
                frontier.append(dependent)
            }
        }
        return true
    }
}

extension Tableau {
    /// `row` with `symbol` replaced by `factor ×` the row at `slot` (one merge pass).
    mutating func replacing(_ symbol: Int32, in row: Row, bySlot slot: Int32) -> Row {
        guard let k = row.index(of: symbol) else { return row }
        let source = rows[Int(slot)]
        let factor = row.coefficients[k]
        var result = newRow(basic: row.basic, constant: row.constant + factor * source.constant, rank: row.rank)
        // Merged into the arena's free room first (stores through pointers), then appended
        // to the row in one copy per array.
        let scratch = termEnd
        withTermStorage(room: row.symbols.count + Int(source.count)) { _, symbols, coefficients in
            var out = scratch
            var i = 0
            var j = Int(source.start)
            let sourceEnd = j + Int(source.count)
            while i < row.symbols.count || j < sourceEnd {
                let a = i < row.symbols.count ? row.symbols[i] : Int32.max
                let b = j < sourceEnd ? symbols[j] : Int32.max
                if a < b {
                    if a != symbol {
                        symbols[out] = a
                        coefficients[out] = row.coefficients[i]
                        out += 1
                    }
                    i += 1
                } else if b < a {
                    let v = factor * coefficients[j]
                    if !isNearZero(v) {
                        symbols[out] = b
                        coefficients[out] = v
                        out += 1
                    }
                    j += 1
                } else {
                    let v = row.coefficients[i] + factor * coefficients[j]
                    if !isNearZero(v) {
                        symbols[out] = a
                        coefficients[out] = v
                        out += 1
                    }
                    i += 1
                    j += 1
                }
            }
            result.symbols.append(contentsOf: UnsafeBufferPointer(start: symbols + scratch, count: out - scratch))
            result.coefficients.append(contentsOf: UnsafeBufferPointer(start: coefficients + scratch, count: out - scratch))
        }
        if isNearZero(result.constant) { result.constant = 0 }
        return result
    }
}

extension Tableau {
    /// Keeps ranks above those of the definitions they name after `symbol` got a
    /// definition: raises its dependents' ranks, as far as they are too low.
    /// - Complexity: proportional to the definitions raised.
    mutating func raiseRanks(above symbol: Int32) {
        var work = [Int32]()
        swap(&work, &walkFrontier)
        defer {
            work.removeAll(keepingCapacity: true)
            swap(&work, &walkFrontier)
        }
        work.append(symbol)
        while let s = work.popLast() {
            charge(1)
            let needed = rows[Int(rowOf[Int(s)])].rank + 1
            for position in references.positions(s) {
                let slot = references[position]
                guard rows[Int(slot)].rank < needed else { continue }
                journalRow(slot)
                rows[Int(slot)].rank = needed
                work.append(rows[Int(slot)].basic)
            }
        }
    }
}
