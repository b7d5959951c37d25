@_spi(Testing) import ConstraintSolver
import Testing

/// Long vertical chains (a feed of cells): the shape that makes a fully substituted
/// tableau quadratic, solved here through definitions that name each other.
@Suite struct ChainTests {
    /// Each cell: top = previous bottom; a view 12 below the cell's top, 40 high
    /// (optional, 750); a spacer that must start at or above the view and would like to
    /// start at it (999.5); the cell ends 12 below the view. So every cell is
    /// 12 + 40 + 12 = 64 high and cell k's top is 64 k.
    private func feed(cells: Int, requiredFirst: Bool, budget: Int) throws -> (Solver, [Variable], [Variable]) {
        let solver = Solver()
        solver._expansionBudget = budget
        var required: [Constraint] = []
        var optional: [Constraint] = []
        var tops: [Variable] = []
        var viewTops: [Variable] = []
        var previousBottom: Variable?
        for _ in 0..<cells {
            let top = solver.makeVariable()
            let bottom = solver.makeVariable()
            let viewTop = solver.makeVariable()
            let viewHeight = solver.makeVariable()
            let spacerTop = solver.makeVariable()
            var mine: [Constraint] = []
            mine.append(previousBottom.map { eq(v(top), v($0)) } ?? eq(v(top), k(0)))
            mine.append(le(v(spacerTop), v(viewTop)))
            mine.append(eq(v(spacerTop), top + 12))
            mine.append(eq(v(bottom), viewTop + viewHeight + 12))
            let mineOptional = [eq(v(viewHeight), k(40), Priority(750)), eq(v(spacerTop), v(viewTop), Priority(999.5))]
            if requiredFirst {
                required += mine
                optional += mineOptional
            } else {
                for c in mine + mineOptional { try solver.add(c) }
            }
            tops.append(top)
            viewTops.append(viewTop)
            previousBottom = bottom
        }
        for c in required + optional { try solver.add(c) }
        return (solver, tops, viewTops)
    }

    @Test(arguments: [(false, 64), (true, 64), (false, 0), (true, 0)])
    func feedPositionsAreExactInEveryOrder(requiredFirst: Bool, budget: Int) throws {
        let (solver, tops, viewTops) = try feed(cells: 200, requiredFirst: requiredFirst, budget: budget)
        for (index, top) in tops.enumerated() {
            #expect(near(solver.value(of: top), 64 * Double(index)))
            #expect(near(solver.value(of: viewTops[index]), 64 * Double(index) + 12))
        }
        #expect(solver.ambiguousVariables().isEmpty)
    }

    /// Enough removals, re-additions and rolled-back conflicts on one chain that the
    /// solver's term arena and column index are compacted several times over: the values
    /// must come out the same as if the final system had been built at once.
    /// Chain: x0 = 0, x(i+1) = x(i) + h(i), h(i) = 10 at 750, later replaced by h(i) = 20,
    /// so x(i) = 20 i at the end; x0 = 5 contradicts x0 = 0 and must be refused each time,
    /// leaving the solver as it was.
    @Test(arguments: [4096, 8])
    func storageSurvivesRewritesAndRollbacks(compactionThreshold: Int) throws {
        let solver = Solver()
        solver._compactionThreshold = compactionThreshold
        let count = 1500
        let xs = (0...count).map { _ in solver.makeVariable() }
        let hs = (0..<count).map { _ in solver.makeVariable() }
        try solver.add(eq(v(xs[0]), k(0)))
        var heights: [ConstraintID] = []
        for i in 0..<count {
            try solver.add(eq(v(xs[i + 1]), xs[i] + hs[i]))
            heights.append(try solver.add(eq(v(hs[i]), k(10), Priority(750))))
        }
        #expect(near(solver.value(of: xs[count]), 10 * Double(count)))
        for i in 0..<count {
            try solver.remove(heights[i])
            heights[i] = try solver.add(eq(v(hs[i]), k(20), Priority(750)))
            if i % 100 == 0 {
                #expect(conflict { try solver.add(eq(v(xs[0]), k(5))) } != nil)
            }
        }
        for i in stride(from: 0, through: count, by: 50) {
            #expect(near(solver.value(of: xs[i]), 20 * Double(i)))
        }
        #expect(solver.ambiguousVariables().isEmpty)
    }
}
