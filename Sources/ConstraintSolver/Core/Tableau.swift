/// The simplex tableau: sparse rows in slots, a column index, one dense objective
/// row per optional priority level, and the journal that undoes a failed call.
///
/// Nothing here iterates a hashed collection: every choice depends only on symbol
/// ids and values, so the same calls give the same bits in every process.
struct Tableau {
    // Per symbol, indexed by symbol id.
    var kinds: [SymbolKind] = []
    /// The raw id of the constraint a marker or error symbol belongs to, or -1.
    var owners: [Int32] = []
    /// The slot of the row whose basic symbol this is, or -1 when nonbasic.
    var rowOf: [Int32] = []
    /// The slots of the explicit rows (restricted rows, the phase-one objective) that hold the symbol.
    var columns: [[Int32]] = []
    /// The slots of the definitions (rows of external symbols) that hold the symbol.
    var references: [[Int32]] = []

    var rows: [Row] = []
    var freeSlots: [Int32] = []

    /// The priority of each objective level, by level id (creation order).
    var levelPriorities: [Priority] = []
    /// Level ids from the highest priority down: the order of the lexicographic objective.
    var levelOrder: [Int] = []
    /// `objective[level][symbol]`: the reduced cost of a nonbasic symbol at that level.
    var objective: [[Double]] = []

    /// Symbols whose reduced costs changed since they were last found not improving.
    var candidates: [Int32] = []
    var isCandidate: [Bool] = []
    /// Basic symbols whose rows may have gone negative (for the dual simplex).
    var infeasible: [Int32] = []

    // The journal of the current attempt.
    var journaling = false
    var stamp: UInt32 = 0
    var rowStamps: [UInt32] = []
    var rowJournal: [(slot: Int32, row: Row)] = []
    var objectiveJournal: [(level: Int32, symbol: Int32, value: Double)] = []
    var allocatedSlots: [Int32] = []
    var releasedSlots: [Int32] = []
    var symbolBase = 0
    var levelBase = 0

    // Scratch space for expanding rows: a dense accumulator and the symbols it touched.
    var scratch: [Double] = []
    var scratchUsed: [Bool] = []
    var expandTouched: [Int32] = []
    var expandPending: [(rank: Int32, symbol: Int32)] = []
    /// Reusable work lists for walks over definitions (kept to spare an allocation per walk).
    var walkStack: [Int32] = []
    var walkFrontier: [Int32] = []
    // Values of external symbols, computed from their definitions on demand.
    var visitStamp: [UInt32] = []
    var visitGeneration: UInt32 = 0
    var valueCache: [Double] = []
    var valueStack: [Int32] = []
    var valueGeneration: [UInt32] = []
    var generation: UInt32 = 1

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        owners.append(owner)
        rowOf.append(-1)
        columns.append([])
        references.append([])
        isCandidate.append(false)
        scratch.append(0)
        scratchUsed.append(false)
        valueCache.append(0)
        valueGeneration.append(0)
        visitStamp.append(0)
        for level in objective.indices { objective[level].append(0) }
        return id
    }

    /// The level id of an optional priority, made on first use.
    mutating func level(for priority: Priority) -> Int {
        if let found = levelPriorities.firstIndex(of: priority) { return found }
        let id = levelPriorities.count
        levelPriorities.append(priority)
        objective.append([Double](repeating: 0, count: symbolCount))
        let position = levelOrder.firstIndex { levelPriorities[$0] < priority } ?? levelOrder.count
        levelOrder.insert(id, at: position)
        return id
    }

    /// Whether the row at `slot` is a definition (the row of an external symbol).
    /// (`mutating` for the same reason as ``hasReducedCost(_:)``.)
    @inline(__always)
    mutating func isDefinition(_ slot: Int32) -> Bool {
        let basic = rows[Int(slot)].basic
        return basic >= 0 && kinds[Int(basic)] == .external
    }
}

// MARK: - Rows and the column index

extension Tableau {
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int32 {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
        } else {
            slot = Int32(rows.count)
            rows.append(.free)
            rowStamps.append(0)
        }
        if journaling { allocatedSlots.append(slot) }
        journalRow(slot)
        rows[Int(slot)] = row
        index(slot)
        if row.basic >= 0 { rowOf[Int(row.basic)] = slot }
        return slot
    }

    mutating func deleteRow(_ slot: Int32) {
        journalRow(slot)
        unindex(slot)
        let basic = rows[Int(slot)].basic
        if basic >= 0 { rowOf[Int(basic)] = -1 }
        rows[Int(slot)] = .free
        if journaling { releasedSlots.append(slot) } else { freeSlots.append(slot) }
    }

    /// Drops `symbol` from one row (the symbol is being fixed at 0).
    mutating func removeEntry(_ symbol: Int32, fromSlot slot: Int32) {
        guard let i = rows[Int(slot)].index(of: symbol) else { return }
        journalRow(slot)
        rows[Int(slot)].symbols.remove(at: i)
        rows[Int(slot)].coefficients.remove(at: i)
        removeFromColumn(symbol, slot)
    }

    mutating func index(_ slot: Int32) {
        if isDefinition(slot) {
            for s in rows[Int(slot)].symbols { references[Int(s)].append(slot) }
        } else {
            for s in rows[Int(slot)].symbols { columns[Int(s)].append(slot) }
        }
    }

    mutating func unindex(_ slot: Int32) {
        for s in rows[Int(slot)].symbols { removeFromColumn(s, slot) }
    }

    @inline(__always)
    mutating func addToColumn(_ symbol: Int32, _ slot: Int32) {
        if isDefinition(slot) { references[Int(symbol)].append(slot) } else { columns[Int(symbol)].append(slot) }
    }

    /// Drops `slot` from the symbol's column (explicit or definition, as the row is now).
    @inline(__always)
    mutating func removeFromColumn(_ symbol: Int32, _ slot: Int32) {
        let s = Int(symbol)
        if isDefinition(slot) {
            if let i = references[s].lastIndex(of: slot) {
                references[s].swapAt(i, references[s].count - 1)
                references[s].removeLast()
            }
        } else if let i = columns[s].lastIndex(of: slot) {
            columns[s].swapAt(i, columns[s].count - 1)
            columns[s].removeLast()
        }
    }
}

// MARK: - The objective

extension Tableau {
    @inline(__always)
    mutating func setObjective(_ level: Int, _ symbol: Int32, _ value: Double) {
        let s = Int(symbol)
        if journaling && s < symbolBase && level < levelBase {
            objectiveJournal.append((Int32(level), symbol, objective[level][s]))
        }
        objective[level][s] = isNearZero(value) ? 0 : value
        markCandidate(symbol)
    }

    @inline(__always)
    mutating func markCandidate(_ symbol: Int32) {
        if !isCandidate[Int(symbol)] {
            isCandidate[Int(symbol)] = true
            candidates.append(symbol)
        }
    }

    /// Adds `factor × symbol` to a level, expanding the symbol's row when it is basic.
    mutating func addToObjective(_ level: Int, _ symbol: Int32, _ factor: Double) {
        let slot = rowOf[Int(symbol)]
        if slot < 0 {
            setObjective(level, symbol, objective[level][Int(symbol)] + factor)
            return
        }
        let row = rows[Int(slot)]
        for i in row.symbols.indices {
            let s = row.symbols[i]
            setObjective(level, s, objective[level][Int(s)] + factor * row.coefficients[i])
        }
    }

    /// Whether any level gives `symbol` a nonzero reduced cost.
    ///
    /// `mutating` only so that the solver, which holds the tableau in a stored property,
    /// calls it in place instead of copying the whole tableau for the call.
    mutating func hasReducedCost(_ symbol: Int32) -> Bool {
        for level in levelOrder where objective[level][Int(symbol)] != 0 { return true }
        return false
    }
}

// MARK: - The journal

extension Tableau {
    /// Starts recording every mutation so that ``rollback()`` can undo them.
    mutating func beginAttempt() {
        journaling = true
        invalidateValues()
        stamp &+= 1
        if stamp == 0 {
            for i in rowStamps.indices { rowStamps[i] = 0 }
            stamp = 1
        }
        // Clearing goes through `replaceSubrange` even when there is nothing to clear.
        if !rowJournal.isEmpty { rowJournal.removeAll(keepingCapacity: true) }
        if !objectiveJournal.isEmpty { objectiveJournal.removeAll(keepingCapacity: true) }
        if !allocatedSlots.isEmpty { allocatedSlots.removeAll(keepingCapacity: true) }
        if !releasedSlots.isEmpty { releasedSlots.removeAll(keepingCapacity: true) }
        symbolBase = symbolCount
        levelBase = levelPriorities.count
    }

    @inline(__always)
    mutating func journalRow(_ slot: Int32) {
        guard journaling, rowStamps[Int(slot)] != stamp else { return }
        rowStamps[Int(slot)] = stamp
        rowJournal.append((slot, rows[Int(slot)]))
    }

    mutating func invalidateValues() {
        generation &+= 1
        if generation == 0 {
            for i in valueGeneration.indices { valueGeneration[i] = 0 }
            generation = 1
        }
    }

    /// Keeps the attempt's changes.
    mutating func commit() {
        journaling = false
        if !releasedSlots.isEmpty { freeSlots.append(contentsOf: releasedSlots) }
        clearWorkLists()
    }

    /// Puts the tableau back exactly as it was at ``beginAttempt()``.
    mutating func rollback() {
        for entry in rowJournal {
            let current = rows[Int(entry.slot)]
            guard current.isLive else { continue }
            unindex(entry.slot)
            if current.basic >= 0 { rowOf[Int(current.basic)] = -1 }
        }
        for entry in rowJournal {
            rows[Int(entry.slot)] = entry.row
            guard entry.row.isLive else { continue }
            index(entry.slot)
            if entry.row.basic >= 0 { rowOf[Int(entry.row.basic)] = entry.slot }
        }
        for entry in objectiveJournal.reversed() {
            objective[Int(entry.level)][Int(entry.symbol)] = entry.value
        }
        let newSymbols = symbolCount - symbolBase
        kinds.removeLast(newSymbols)
        owners.removeLast(newSymbols)
        rowOf.removeLast(newSymbols)
        columns.removeLast(newSymbols)
        references.removeLast(newSymbols)
        isCandidate.removeLast(newSymbols)
        scratch.removeLast(newSymbols)
        scratchUsed.removeLast(newSymbols)
        valueCache.removeLast(newSymbols)
        valueGeneration.removeLast(newSymbols)
        visitStamp.removeLast(newSymbols)
        invalidateValues()
        if levelPriorities.count > levelBase {
            levelPriorities.removeLast(levelPriorities.count - levelBase)
            objective.removeLast(objective.count - levelBase)
            levelOrder.removeAll { $0 >= levelBase }
        }
        for level in objective.indices { objective[level].removeLast(objective[level].count - symbolBase) }
        freeSlots.append(contentsOf: allocatedSlots.reversed())
        journaling = false
        clearWorkLists()
    }

    private mutating func clearWorkLists() {
        for s in candidates where Int(s) < isCandidate.count { isCandidate[Int(s)] = false }
        if !candidates.isEmpty { candidates.removeAll(keepingCapacity: true) }
        if !infeasible.isEmpty { infeasible.removeAll(keepingCapacity: true) }
    }
}
