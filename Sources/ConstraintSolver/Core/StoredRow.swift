/// A row of the tableau: its header, with its terms in the tableau's term arena.
///
/// The row of a restricted symbol (and a phase-one objective) is *explicit*: it holds
/// nonbasic symbols only, as the simplex needs. The row of an external symbol is a
/// *definition*: it may also hold basic symbols, which is what keeps chains (cell k's
/// position is cell k-1's plus its height) linear instead of quadratic in size.
///
/// Terms are never rewritten in place: a changed row gets a new segment at the end of
/// the arena. So the header alone is what the journal keeps to undo a change, and rows
/// cost no allocation of their own.
struct StoredRow {
    /// The basic symbol this row defines, or ``Row/objectiveBasic`` / ``Row/freeBasic``.
    var basic: Int32
    var constant: Double
    /// For a definition: above the rank of every definition it holds, so that expanding
    /// the highest rank first lets shared ancestors cancel before they are expanded.
    var rank: Int32
    /// The first term in the arena.
    var start: Int32
    /// The number of terms.
    var count: Int32

    static let free = StoredRow(basic: Row.freeBasic, constant: 0, rank: 0, start: 0, count: 0)

    var isLive: Bool { basic != Row.freeBasic }

    /// The positions of the row's terms in the arena.
    var terms: Range<Int> { Int(start)..<Int(start) + Int(count) }
}
