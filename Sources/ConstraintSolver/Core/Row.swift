/// A row being built: `basic = constant + Σ coefficients[i] × symbols[i]`, symbols sorted by id.
///
/// Rows are built here (from a constraint, by expansion, by solving for a subject) and
/// then stored in the tableau's term arena (``StoredRow``). Sorted symbols let two rows
/// merge in one pass, with results that do not depend on any hashing order.
struct Row {
    /// The basic symbol this row defines, or ``objectiveBasic`` / ``freeBasic``.
    var basic: Int32
    var constant: Double
    var symbols: [Int32]
    var coefficients: [Double]
    /// For a definition: above the rank of every definition it holds (see ``StoredRow/rank``).
    var rank: Int32 = 0

    /// The `basic` of an artificial objective row (it defines no symbol).
    static let objectiveBasic: Int32 = -2
    /// The `basic` of an unused slot.
    static let freeBasic: Int32 = -1

    /// The position of `symbol`, if present.
    func index(of symbol: Int32) -> Int? { symbols.sortedIndex(of: symbol) }

    func coefficient(of symbol: Int32) -> Double {
        if let i = index(of: symbol) { return coefficients[i] }
        return 0
    }

    /// Empties the row for reuse, keeping its storage.
    mutating func reset(basic: Int32, constant: Double) {
        self.basic = basic
        self.constant = constant
        rank = 0
        if !symbols.isEmpty {
            symbols.removeAll(keepingCapacity: true)
            coefficients.removeAll(keepingCapacity: true)
        }
    }
}

extension RandomAccessCollection where Element == Int32, Index == Int {
    /// The index of `symbol` in these ids, sorted ascending, if present (binary search).
    /// - Complexity: O(log n).
    @inline(__always)
    func sortedIndex(of symbol: Int32) -> Int? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = (low + high) >> 1
            let s = self[mid]
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}
