extension Tableau {
    /// `row` with every basic symbol replaced by its row, recursively: a row over
    /// nonbasic symbols only, sorted by id.
    ///
    /// Definitions are expanded highest rank first, so two symbols defined from a
    /// common ancestor (the top of a view and the top of its cell) cancel it before it
    /// is ever expanded.
    /// - Returns: nil if more than `budget` definitions would be expanded.
    /// - Complexity: proportional to the definitions expanded and their lengths.
    mutating func expand(_ row: Row, budget: Int = .max) -> Row? {
        var expansions = 0
        var touched: [Int32] = []
        var pending: [(rank: Int32, symbol: Int32)] = []
        var constant = row.constant
        func accumulate(_ s: Int32, _ c: Double, _ tableau: inout Tableau) {
            let i = Int(s)
            let slot = tableau.rowOf[i]
            if slot >= 0 && tableau.kinds[i].isRestricted {
                let explicit = tableau.rows[Int(slot)]
                constant += c * explicit.constant
                for k in explicit.symbols.indices { accumulate(explicit.symbols[k], c * explicit.coefficients[k], &tableau) }
                return
            }
            if !tableau.scratchUsed[i] {
                tableau.scratchUsed[i] = true
                touched.append(s)
                if slot >= 0 { Self.push((tableau.rows[Int(slot)].rank, s), onto: &pending) }
            }
            tableau.scratch[i] += c
        }
        for k in row.symbols.indices { accumulate(row.symbols[k], row.coefficients[k], &self) }
        while let (_, s) = Self.pop(&pending) {
            expansions += 1
            if expansions > budget {
                for t in touched {
                    scratch[Int(t)] = 0
                    scratchUsed[Int(t)] = false
                }
                return nil
            }
            let i = Int(s)
            let c = scratch[i]
            scratch[i] = 0
            scratchUsed[i] = false
            if c == 0 { continue }
            let definition = rows[Int(rowOf[i])]
            constant += c * definition.constant
            for k in definition.symbols.indices { accumulate(definition.symbols[k], c * definition.coefficients[k], &self) }
        }
        touched.sort()
        var result = Row(basic: row.basic, constant: isNearZero(constant) ? 0 : constant, symbols: [], coefficients: [])
        for s in touched where scratchUsed[Int(s)] {
            let c = scratch[Int(s)]
            scratch[Int(s)] = 0
            scratchUsed[Int(s)] = false
            if !isNearZero(c) {
                result.symbols.append(s)
                result.coefficients.append(c)
            }
        }
        return result
    }

    /// The rank a definition with these symbols gets: one above the highest definition it holds.
    func definitionRank(of row: Row) -> Int32 {
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
        // Depth-first over the definitions, without recursion: chains can be very long.
        var stack: [Int32] = [symbol]
        while let top = stack.last {
            if valueGeneration[Int(top)] == generation {
                stack.removeLast()
                continue
            }
            let row = rows[Int(rowOf[Int(top)])]
            var ready = true
            for s in row.symbols where kinds[Int(s)] == .external && rowOf[Int(s)] >= 0 && valueGeneration[Int(s)] != generation {
                stack.append(s)
                ready = false
            }
            if !ready { continue }
            var total = row.constant
            for k in row.symbols.indices {
                let s = row.symbols[k]
                let r = rowOf[Int(s)]
                if r < 0 { continue }
                total += row.coefficients[k] * (kinds[Int(s)].isRestricted ? rows[Int(r)].constant : valueCache[Int(s)])
            }
            valueCache[Int(top)] = total
            valueGeneration[Int(top)] = generation
            stack.removeLast()
        }
        return valueCache[Int(symbol)]
    }

    /// Makes every definition that names `symbol` stop naming it: by substituting the
    /// symbol's explicit row if it is basic, or by fixing it at 0 if it is not.
    mutating func resolveReferences(to symbol: Int32) {
        let slot = rowOf[Int(symbol)]
        let holders = references[Int(symbol)]
        for holder in holders {
            if slot >= 0 {
                merge(rows[Int(slot)], into: holder, replacing: symbol)
            } else {
                removeEntry(symbol, fromSlot: holder)
            }
        }
        references[Int(symbol)] = []
    }

    private static func push(_ item: (rank: Int32, symbol: Int32), onto heap: inout [(rank: Int32, symbol: Int32)]) {
        heap.append(item)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard isAbove(heap[i], heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    private static func pop(_ heap: inout [(rank: Int32, symbol: Int32)]) -> (rank: Int32, symbol: Int32)? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if heap.isEmpty { return first }
        heap[0] = last
        var i = 0
        while true {
            let left = 2 * i + 1
            let right = left + 1
            var best = i
            if left < heap.count && isAbove(heap[left], heap[best]) { best = left }
            if right < heap.count && isAbove(heap[right], heap[best]) { best = right }
            if best == i { break }
            heap.swapAt(i, best)
            i = best
        }
        return first
    }

    /// Higher rank first; among equal ranks the higher id (the newer definition).
    private static func isAbove(_ a: (rank: Int32, symbol: Int32), _ b: (rank: Int32, symbol: Int32)) -> Bool {
        a.rank != b.rank ? a.rank > b.rank : a.symbol > b.symbol
    }
}

extension Tableau {
    /// Replaces a definition by its expansion over nonbasic symbols (the same equation),
    /// so that it can be pivoted on.
    mutating func expandInPlace(_ slot: Int32) {
        journalRow(slot)
        var expanded = expand(rows[Int(slot)])!
        expanded.rank = 1
        unindex(slot)
        rows[Int(slot)] = expanded
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
        var frontier: [Int32] = [symbol]
        var seen = 0
        while let s = frontier.popLast() {
            for slot in references[Int(s)] {
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

extension Row {
    /// This row with `symbol` replaced by `factor ×` the row `source` (one merge pass).
    func replacing(_ symbol: Int32, by source: Row) -> Row {
        guard let k = index(of: symbol) else { return self }
        let factor = coefficients[k]
        var result = Row(basic: basic, constant: constant + factor * source.constant, symbols: [], coefficients: [], rank: rank)
        result.symbols.reserveCapacity(symbols.count + source.symbols.count)
        result.coefficients.reserveCapacity(symbols.count + source.symbols.count)
        var i = 0
        var j = 0
        while i < symbols.count || j < source.symbols.count {
            let a = i < symbols.count ? symbols[i] : Int32.max
            let b = j < source.symbols.count ? source.symbols[j] : Int32.max
            if a < b {
                if a != symbol {
                    result.symbols.append(a)
                    result.coefficients.append(coefficients[i])
                }
                i += 1
            } else if b < a {
                let v = factor * source.coefficients[j]
                if !isNearZero(v) {
                    result.symbols.append(b)
                    result.coefficients.append(v)
                }
                j += 1
            } else {
                let v = coefficients[i] + factor * source.coefficients[j]
                if !isNearZero(v) {
                    result.symbols.append(a)
                    result.coefficients.append(v)
                }
                i += 1
                j += 1
            }
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
        var work: [Int32] = [symbol]
        while let s = work.popLast() {
            let needed = rows[Int(rowOf[Int(s)])].rank + 1
            for slot in references[Int(s)] where rows[Int(slot)].rank < needed {
                journalRow(slot)
                rows[Int(slot)].rank = needed
                work.append(rows[Int(slot)].basic)
            }
        }
    }
}
