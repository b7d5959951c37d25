/// The simplex tableau: rows in slots with their terms in one arena, a column index,
/// one dense objective row per optional priority level, and the journal that undoes a
/// failed call.
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
    var columns = SlotLists()
    /// The slots of the definitions (rows of external symbols) that hold the symbol.
    var references = SlotLists()

    var rows: [StoredRow] = []
    var freeSlots: [Int32] = []
    /// The terms of every row, each row a segment (``StoredRow/terms``). Only
    /// `..<termEnd` is in use; the rest is room, so that writing a term is a store.
    var termSymbols: [Int32] = []
    var termCoefficients: [Double] = []
    var termEnd = 0
    /// The garbage (terms, list entries) below which storage is never compacted.
    var compactionThreshold = 4096
    /// Terms in segments that no row uses any more.
    var termGarbage = 0

    /// The priority of each objective level, by level id (creation order).
    var levelPriorities: [Priority] = []
    /// Level ids from the highest priority down: the order of the lexicographic objective.
    var levelOrder: [Int] = []
    /// `objective[level][symbol]`: the reduced cost of a nonbasic symbol at that level.
    var objective: [UnmanagedArray<Double>] = []

    /// Symbols whose reduced costs changed since they were last found not improving.
    var candidates: [Int32] = []
    var isCandidate: [Bool] = []
    /// Basic symbols whose rows may have gone negative (for the dual simplex).
    var infeasible: [Int32] = []

    // The journal of the current attempt.
    var journaling = false
    var stamp: UInt32 = 0
    var rowStamps: [UInt32] = []
    var rowJournal: [(slot: Int32, row: StoredRow)] = []
    var objectiveJournal: [(level: Int32, symbol: Int32, value: Double)] = []
    var allocatedSlots: [Int32] = []
    var releasedSlots: [Int32] = []
    var symbolBase = 0
    var levelBase = 0
    var termBase = 0
    var termGarbageBase = 0
    /// The terms the attempt may write past `termBase` before its own segments are compacted.
    var attemptCompactionMark = 0

    // Scratch space for expanding rows: a dense accumulator and the symbols it touched.
    var scratch = UnmanagedArray<Double>(repeating: 0, capacity: 0)
    var scratchUsed = UnmanagedArray<Bool>(repeating: false, capacity: 0)
    /// The symbols an expansion touched, and the definitions waiting in its heap (each
    /// symbol at most once, so `symbolCapacity` is room enough).
    var expandTouched = UnmanagedArray<Int32>(repeating: 0, capacity: 0)
    var expandPending = UnmanagedArray<PendingDefinition>(repeating: PendingDefinition(rank: 0, symbol: 0), capacity: 0)
    /// Reusable work lists for walks over definitions (kept to spare an allocation per walk).
    var walkStack: [Int32] = []
    var walkFrontier: [Int32] = []
    var slotBuffer: [Int32] = []
    /// Emptied rows whose storage the next rows built reuse (sparing two allocations a row).
    var spareRows: [Row] = []
    var columnBuffer: [Int32] = []
    // Values of external symbols, computed from their definitions on demand.
    var visitStamp: [UInt32] = []
    var visitGeneration: UInt32 = 0
    var valueCache: [Double] = []
    var valueStack: [Int32] = []
    var valueGeneration: [UInt32] = []
    var generation: UInt32 = 1

    /// Changes whenever anything but row constants changes (rows, symbols, reduced
    /// costs): while it stands still, an ambiguity analysis can only go stale through
    /// which rows sit at 0.
    var structureVersion: UInt64 = 0

    /// What the solve may spend (nil: no limit); polled through ``charge(_:)``.
    var meter: WorkMeter?

    var symbolCount: Int { kinds.count }
    /// The length of the per-symbol arrays other than `kinds`: entries past `symbolCount`
    /// hold the values of a symbol not yet made, so making one writes only its kind and owner.
    var symbolCapacity = 0

    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let id = Int32(kinds.count)
        structureVersion &+= 1
        kinds.append(kind)
        if kinds.count > symbolCapacity { growSymbols() }
        owners[Int(id)] = owner
        return id
    }

    /// Doubles the room of the per-symbol arrays, filled with a fresh symbol's values.
    private mutating func growSymbols() {
        growSymbols(by: max(64, symbolCapacity))
    }

    /// Frees the storage the tableau manages itself (by its solver, once).
    mutating func deallocate() {
        columns.deallocate()
        references.deallocate()
        for level in objective { level.deallocate() }
        scratch.deallocate()
        scratchUsed.deallocate()
        expandTouched.deallocate()
        expandPending.deallocate()
    }

    /// Makes room for `symbols` symbols, `rows` rows and `terms` terms in all, so that
    /// a system of known size is built without the copies of repeated growth.
    mutating func reserve(symbols: Int, rows rowCount: Int, terms: Int) {
        if symbols > symbolCapacity { growSymbols(by: symbols - symbolCapacity) }
        kinds.reserveCapacity(symbols)
        rows.reserveCapacity(rowCount)
        rowStamps.reserveCapacity(rowCount)
        if terms > termSymbols.count { growTerms(to: terms) }
        columns.reserve(entries: terms)
        references.reserve(entries: terms)
    }

    private mutating func growSymbols(by extra: Int) {
        meter?.poll(bytes: storageBytes + extra * bytesPerSymbol)
        symbolCapacity += extra
        owners.append(contentsOf: repeatElement(-1, count: extra))
        rowOf.append(contentsOf: repeatElement(-1, count: extra))
        columns.ensureLists(symbolCapacity)
        references.ensureLists(symbolCapacity)
        isCandidate.append(contentsOf: repeatElement(false, count: extra))
        scratch.grow(to: symbolCapacity, filling: 0)
        scratchUsed.grow(to: symbolCapacity, filling: false)
        expandTouched.grow(to: symbolCapacity, filling: 0)
        expandPending.grow(to: symbolCapacity, filling: PendingDefinition(rank: 0, symbol: 0))
        valueCache.append(contentsOf: repeatElement(0, count: extra))
        valueGeneration.append(contentsOf: repeatElement(0, count: extra))
        visitStamp.append(contentsOf: repeatElement(0, count: extra))
        for level in objective.indices { objective[level].grow(to: symbolCapacity, filling: 0) }
    }

    /// Gives symbols `range` (made by a rolled-back attempt) back a fresh symbol's values.
    private mutating func resetSymbols(_ range: Range<Int>) {
        for s in range {
            owners[s] = -1
            rowOf[s] = -1
            isCandidate[s] = false
            scratch[s] = 0
            scratchUsed[s] = false
            valueGeneration[s] = 0
            visitStamp[s] = 0
            for level in objective.indices { objective[level][s] = 0 }
        }
        columns.resetLists(range)
        references.resetLists(range)
    }

    /// The level id of an optional priority, made on first use.
    mutating func level(for priority: Priority) -> Int {
        if let found = levelPriorities.firstIndex(of: priority) { return found }
        let id = levelPriorities.count
        // A level is a dense row over every symbol: thousands of distinct priorities (a
        // `fillProportionally` stack's 999, 998, ...) are gigabytes, made between two polls.
        meter?.poll(bytes: storageBytes + symbolCapacity * MemoryLayout<Double>.stride)
        levelPriorities.append(priority)
        objective.append(UnmanagedArray(repeating: 0, capacity: symbolCapacity))
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

    /// The arena position of `symbol` in the row at `slot`, if present.
    /// (`mutating`, like everything the solver calls, for the reason given at ``hasReducedCost(_:)``.)
    mutating func position(of symbol: Int32, inSlot slot: Int32) -> Int? {
        termSymbols[rows[Int(slot)].terms].sortedIndex(of: symbol)
    }

    mutating func coefficient(of symbol: Int32, inSlot slot: Int32) -> Double {
        if let p = position(of: symbol, inSlot: slot) { return termCoefficients[p] }
        return 0
    }

    /// A copy of the row at `slot` as a ``Row`` (for the cold paths that build on it).
    mutating func row(at slot: Int32) -> Row {
        let stored = rows[Int(slot)]
        let terms = stored.terms
        return Row(
            basic: stored.basic, constant: stored.constant, symbols: Array(termSymbols[terms]),
            coefficients: Array(termCoefficients[terms]), rank: stored.rank)
    }
}

// MARK: - The work meter

extension Tableau {
    /// The bytes of one term in the arena (its symbol and coefficient).
    static let bytesPerTerm = MemoryLayout<Int32>.stride + MemoryLayout<Double>.stride

    /// The bytes the tableau's storage holds: the term arena, the rows, the per-symbol
    /// values (one reduced cost per level among them), the column index and the journal.
    /// - Complexity: O(levels).
    var storageBytes: Int {
        termSymbols.capacity * MemoryLayout<Int32>.stride + termCoefficients.capacity * MemoryLayout<Double>.stride
            + rows.capacity * (MemoryLayout<StoredRow>.stride + MemoryLayout<UInt32>.stride)
            + symbolCapacity * bytesPerSymbol
            + columns.storageBytes + references.storageBytes
            + rowJournal.capacity * MemoryLayout<(slot: Int32, row: StoredRow)>.stride
            + objectiveJournal.capacity * MemoryLayout<(level: Int32, symbol: Int32, value: Double)>.stride
    }

    /// ``storageBytes`` plus what the next growth of the term arena and of the two list pools
    /// needs while it lasts: each doubles, and the doubled storage is allocated while the old is
    /// still held (3x for a moment). These grow in the middle of a pivot, between two polls;
    /// polling this rather than the storage alone stops a solve before such a growth would take
    /// it past the limit, so the limit bounds the peak, not only the steady storage.
    var peakBytes: Int {
        storageBytes + 2 * (termSymbols.capacity * Self.bytesPerTerm + columns.storageBytes + references.storageBytes)
    }

    /// The bytes of one symbol's values (its kind, owner, row, lists, scratch, cached value, and
    /// its reduced cost at each level).
    var bytesPerSymbol: Int {
        4 * MemoryLayout<Int32>.stride + 2 * MemoryLayout<Double>.stride + 3
            + MemoryLayout<PendingDefinition>.stride + 2 * MemoryLayout<UInt32>.stride
            + objective.count * MemoryLayout<Double>.stride
    }

    /// Counts `work` units (terms written, rows walked) against the meter, which now and then
    /// polls its cancellation and this storage.
    @inline(__always)
    mutating func charge(_ work: Int) {
        guard let meter else { return }
        _ = meter.charge(work) { peakBytes }
    }

    /// Why the meter stopped the solve, if it has: the simplex loops then end where they are,
    /// leaving every row whole, and the solver rolls the attempt back.
    var stopped: SolverStop? { meter?.stop }
}

// MARK: - Rows and the column index

extension Tableau {
    /// An empty row to build in, on spare storage when there is some.
    mutating func newRow(basic: Int32, constant: Double, rank: Int32 = 0) -> Row {
        if var row = spareRows.popLast() {
            row.basic = basic
            row.constant = constant
            row.rank = rank
            return row
        }
        return Row(basic: basic, constant: constant, symbols: [], coefficients: [], rank: rank)
    }

    /// Keeps a row's storage for ``newRow(basic:constant:rank:)``.
    mutating func recycle(_ row: consuming Row) {
        var spare = row
        spare.reset(basic: Row.freeBasic, constant: 0)
        spareRows.append(spare)
    }

    /// Appends `row`'s terms to the arena: the header of the stored row.
    mutating func store(_ row: Row) -> StoredRow {
        let start = termEnd
        let count = row.symbols.count
        withTermStorage(room: count) { _, symbols, coefficients in
            for k in 0..<count {
                symbols[start + k] = row.symbols[k]
                coefficients[start + k] = row.coefficients[k]
            }
        }
        termEnd += count
        return StoredRow(basic: row.basic, constant: row.constant, rank: row.rank, start: Int32(start), count: Int32(count))
    }

    /// Runs `body` on the arena's storage as pointers, with room for `extra` terms past
    /// `termEnd`. While it runs, `termSymbols` and `termCoefficients` are empty: `body`
    /// reads and writes terms through the pointers only.
    @inline(__always)
    mutating func withTermStorage<Result>(
        room extra: Int,
        _ body: (inout Tableau, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Double>) -> Result
    ) -> Result {
        if termEnd + extra > termSymbols.count { growTerms(to: termEnd + extra) }
        var symbols: [Int32] = []
        var coefficients: [Double] = []
        swap(&symbols, &termSymbols)
        swap(&coefficients, &termCoefficients)
        defer {
            swap(&symbols, &termSymbols)
            swap(&coefficients, &termCoefficients)
        }
        return symbols.withUnsafeMutableBufferPointer { symbols in
            coefficients.withUnsafeMutableBufferPointer { coefficients in
                body(&self, symbols.baseAddress!, coefficients.baseAddress!)
            }
        }
    }

    private mutating func growTerms(to minimum: Int) {
        let count = max(minimum, 2 * termSymbols.count, 256)
        // The growth itself cannot be refused (a row is being written): the meter stops the
        // solve right after it. The regular polls count this growth ahead (``peakBytes``), so it
        // only passes the limit when one row alone outgrows the arena's doubling.
        meter?.poll(bytes: storageBytes + (count - termSymbols.count) * Self.bytesPerTerm)
        termSymbols.append(contentsOf: repeatElement(0, count: count - termSymbols.count))
        termCoefficients.append(contentsOf: repeatElement(0, count: count - termCoefficients.count))
    }

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
        structureVersion &+= 1
        rows[Int(slot)] = store(row)
        index(slot)
        if row.basic >= 0 { rowOf[Int(row.basic)] = slot }
        return slot
    }

    mutating func deleteRow(_ slot: Int32) {
        journalRow(slot)
        structureVersion &+= 1
        unindex(slot)
        let basic = rows[Int(slot)].basic
        if basic >= 0 { rowOf[Int(basic)] = -1 }
        termGarbage += Int(rows[Int(slot)].count)
        rows[Int(slot)] = .free
        if journaling { releasedSlots.append(slot) } else { freeSlots.append(slot) }
    }

    /// Gives the row at `slot` the terms appended to the arena since `start` (the old
    /// segment becomes garbage). The column index is the caller's to keep.
    @inline(__always)
    mutating func replaceTerms(ofSlot slot: Int32, withTermsFrom start: Int) {
        structureVersion &+= 1
        termGarbage += Int(rows[Int(slot)].count)
        rows[Int(slot)].start = Int32(start)
        rows[Int(slot)].count = Int32(termEnd - start)
    }

    /// Drops `symbol` from one row (the symbol is being fixed at 0).
    mutating func removeEntry(_ symbol: Int32, fromSlot slot: Int32) {
        guard position(of: symbol, inSlot: slot) != nil else { return }
        journalRow(slot)
        let start = termEnd
        let terms = rows[Int(slot)].terms
        termEnd = withTermStorage(room: terms.count) { _, symbols, coefficients in
            var end = start
            for p in terms where symbols[p] != symbol {
                symbols[end] = symbols[p]
                coefficients[end] = coefficients[p]
                end += 1
            }
            return end
        }
        replaceTerms(ofSlot: slot, withTermsFrom: start)
        removeFromColumn(symbol, slot)
    }

    mutating func index(_ slot: Int32) {
        let terms = rows[Int(slot)].terms
        if isDefinition(slot) {
            for p in terms { references.append(slot, to: termSymbols[p]) }
        } else {
            for p in terms { columns.append(slot, to: termSymbols[p]) }
        }
    }

    mutating func unindex(_ slot: Int32) {
        let terms = rows[Int(slot)].terms
        if isDefinition(slot) {
            for p in terms { references.remove(slot, from: termSymbols[p]) }
        } else {
            for p in terms { columns.remove(slot, from: termSymbols[p]) }
        }
    }

    @inline(__always)
    mutating func addToColumn(_ symbol: Int32, _ slot: Int32) {
        if isDefinition(slot) { references.append(slot, to: symbol) } else { columns.append(slot, to: symbol) }
    }

    /// Drops `slot` from the symbol's column (explicit or definition, as the row is now).
    @inline(__always)
    mutating func removeFromColumn(_ symbol: Int32, _ slot: Int32) {
        if isDefinition(slot) { references.remove(slot, from: symbol) } else { columns.remove(slot, from: symbol) }
    }

    /// Rebuilds the arena without the segments no row uses, when they are most of it.
    /// Runs between attempts only: the journal's headers point into old segments.
    /// - Complexity: O(live terms) when it rebuilds, amortised over the rewrites that made the garbage.
    mutating func compactIfWasteful() {
        columns.compactIfWasteful(threshold: compactionThreshold)
        references.compactIfWasteful(threshold: compactionThreshold)
        guard termGarbage > compactionThreshold && termGarbage * 2 > termEnd else { return }
        let live = termEnd - termGarbage
        var symbols = [Int32](repeating: 0, count: 2 * live)
        var coefficients = [Double](repeating: 0, count: 2 * live)
        var end = 0
        for slot in rows.indices where rows[slot].isLive {
            let terms = rows[slot].terms
            rows[slot].start = Int32(end)
            for p in terms {
                symbols[end] = termSymbols[p]
                coefficients[end] = termCoefficients[p]
                end += 1
            }
        }
        termSymbols = symbols
        termCoefficients = coefficients
        termEnd = end
        termGarbage = 0
    }
}

extension Tableau {
    /// Compacts the segments written since the attempt began, when they have grown past the
    /// mark: one optimisation may rewrite long rows many times, and without this the arena
    /// would hold every version until the attempt ends (gigabytes for a few hundred views of
    /// tied, dense rows).
    ///
    /// Safe while journaling: a row is journaled before its first change in the attempt, so the
    /// journal holds headers of segments older than the attempt only (below `termBase`), which
    /// stay where they are. Must not run while a caller holds arena positions.
    /// - Complexity: O(rows + live terms of the attempt), amortised over the terms written since
    ///   the last compaction (at least as many, by the mark).
    mutating func compactAttemptIfWasteful() {
        guard journaling, termEnd - termBase > attemptCompactionMark else { return }
        var moving: [Int32] = []
        for slot in rows.indices where rows[slot].isLive && Int(rows[slot].start) >= termBase {
            moving.append(Int32(slot))
        }
        moving.sort { rows[Int($0)].start < rows[Int($1)].start }
        let oldEnd = termEnd
        var end = termBase
        termSymbols.withUnsafeMutableBufferPointer { symbols in
            termCoefficients.withUnsafeMutableBufferPointer { coefficients in
                for slot in moving {
                    let terms = rows[Int(slot)].terms
                    rows[Int(slot)].start = Int32(end)
                    // Forward copies: every segment moves down (`end` never passes its start).
                    for p in terms {
                        symbols[end] = symbols[p]
                        coefficients[end] = coefficients[p]
                        end += 1
                    }
                }
            }
        }
        termEnd = end
        termGarbage -= oldEnd - end
        attemptCompactionMark = max(compactionThreshold, rows.count, 2 * (end - termBase))
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
        structureVersion &+= 1
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
        for p in rows[Int(slot)].terms {
            let s = termSymbols[p]
            setObjective(level, s, objective[level][Int(s)] + factor * termCoefficients[p])
        }
    }

    /// Whether any level gives `symbol` a nonzero reduced cost.
    ///
    /// `mutating` only so that the solver, which holds the tableau in a stored property,
    /// calls it in place instead of copying the whole tableau for the call (so are the
    /// other readers the solver calls).
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
        termBase = termEnd
        termGarbageBase = termGarbage
        attemptCompactionMark = max(compactionThreshold, rows.count)
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
        compactIfWasteful()
    }

    /// Puts the tableau back exactly as it was at ``beginAttempt()``.
    mutating func rollback() {
        structureVersion &+= 1
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
        if levelPriorities.count > levelBase {
            levelPriorities.removeLast(levelPriorities.count - levelBase)
            for level in levelBase..<objective.count { objective[level].deallocate() }
            objective.removeLast(objective.count - levelBase)
            levelOrder.removeAll { $0 >= levelBase }
        }
        resetSymbols(symbolBase..<symbolCount)
        kinds.removeLast(symbolCount - symbolBase)
        invalidateValues()
        freeSlots.append(contentsOf: allocatedSlots.reversed())
        termEnd = termBase
        termGarbage = termGarbageBase
        journaling = false
        clearWorkLists()
        compactIfWasteful()
    }

    private mutating func clearWorkLists() {
        for s in candidates { isCandidate[Int(s)] = false }
        if !candidates.isEmpty { candidates.removeAll(keepingCapacity: true) }
        if !infeasible.isEmpty { infeasible.removeAll(keepingCapacity: true) }
    }
}
