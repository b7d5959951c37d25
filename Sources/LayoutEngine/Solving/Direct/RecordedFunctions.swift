/// Cost functions kept past their arena, their knots copied out of it, for the memos of
/// repeated stacks (``SeriesPlanMemo``, ``ParallelCostMemo``): the children each entry was made
/// from, and what they are compared with, bit for bit, to find an entry again.
struct RecordedFunctions: ~Copyable {
    /// The functions, each `firstKnot` in `knots`.
    private var functions = DirectBuffer<CostFunction>()
    private var knots = DirectBuffer<CostFunction.Knot>()

    /// The index the next recorded function gets.
    var count: Int { functions.count }

    /// Forgets every function, keeping the memory for the next axis.
    mutating func removeAll() {
        functions.removeAll()
        knots.removeAll()
    }

    /// Records `function`, its knots copied from `arena`.
    /// - Complexity: O(its knots).
    mutating func append(_ function: CostFunction, from arena: borrowing KnotArena) {
        var copy = function
        let first = Int(function.firstKnot)
        copy.firstKnot = Int32(knots.count)
        for knot in first..<(first + Int(function.knotCount)) { knots.append(arena[knot]) }
        functions.append(copy)
    }

    /// Whether the functions recorded from `first` on are bit for bit `candidates` (with
    /// their knots in `arena`), as many as there are candidates.
    /// - Complexity: O(candidates and their knots).
    func match(_ candidates: borrowing DirectBuffer<CostFunction>, at first: Int, arena: borrowing KnotArena) -> Bool {
        let recorded = functions.base + first
        for index in 0..<candidates.count
        where !CostFunction.identical(candidates.base[index], arena.knots.base, recorded[index], knots.base) {
            return false
        }
        return true
    }

    /// The function recorded at `index`, its knots appended to `arena`.
    /// - Complexity: O(its knots).
    func restore(_ index: Int, into arena: inout KnotArena) -> CostFunction {
        var function = functions[index]
        let first = Int(function.firstKnot)
        function.firstKnot = Int32(arena.count)
        for knot in first..<(first + Int(function.knotCount)) { arena.append(knots[knot]) }
        return function
    }
}
