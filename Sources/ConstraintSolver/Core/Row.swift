/// One sparse row of the tableau: `basic = constant + Σ coefficients[i] × symbols[i]`.
///
/// Symbols are kept sorted by id so that two rows merge in one pass, with results
/// that do not depend on any hashing order.
///
/// The row of a restricted symbol (and a phase-one objective) is *explicit*: it holds
/// nonbasic symbols only, as the simplex needs. The row of an external symbol is a
/// *definition*: it may also hold basic symbols, which is what keeps chains (cell k's
/// position is cell k-1's plus its height) linear instead of quadratic in size.
struct Row {
    /// The basic symbol this row defines, or ``objectiveBasic`` / ``freeBasic``.
    var basic: Int32
    var constant: Double
    var symbols: [Int32]
    var coefficients: [Double]
    /// For a definition: above the rank of every definition it holds, so that expanding
    /// the highest rank first lets shared ancestors cancel before they are expanded.
    var rank: Int32 = 0

    /// The `basic` of an artificial objective row (it defines no symbol).
    static let objectiveBasic: Int32 = -2
    /// The `basic` of an unused slot.
    static let freeBasic: Int32 = -1

    static let free = Row(basic: freeBasic, constant: 0, symbols: [], coefficients: [])

    var isLive: Bool { basic != Row.freeBasic }

    /// The position of `symbol`, if present.
    func index(of symbol: Int32) -> Int? {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        if let i = index(of: symbol) { return coefficients[i] }
        return 0
    }
}
