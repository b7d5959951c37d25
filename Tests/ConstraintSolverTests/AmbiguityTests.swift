import ConstraintSolver
import Testing

@Suite struct AmbiguityTests {
    @Test func underdeterminedVariablesAreAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        let free = solver.makeVariable()
        try solver.add(eq(x + y, k(100)))
        try solver.add(eq(v(z), k(7)))
        // x + y = 100 leaves a line of solutions; z is pinned; nothing mentions `free`.
        #expect(solver.ambiguousVariables() == [x, y, free])
        try solver.add(eq(v(x), k(30)))
        #expect(solver.ambiguousVariables() == [free])
    }

    @Test func equalPriorityTieIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        // |x - 10| + |x - 20| at one level is 10 anywhere in [10, 20]: x is not unique.
        try solver.add(eq(v(x), k(10), Priority(500)))
        try solver.add(eq(v(x), k(20), Priority(500)))
        #expect(solver.ambiguousVariables() == [x])
        // A lower level picks one point of the tie: x = 15 is then unique.
        try solver.add(eq(v(x), k(15), Priority(100)))
        #expect(solver.ambiguousVariables() == [])
        #expect(near(solver.value(of: x), 15))
    }

    /// An analysis the meter stops (here a raised flag, seen at the first poll, after 65,536 units
    /// of its work) is no answer, but it can still be asked about every variable: 3,000 variables
    /// in 1,500 pairs `a + b == 10`, each pair a line of solutions. It used to cut the variables'
    /// rows off at the stop, and asking about a later variable read past them (a trap, which took
    /// the server down with it).
    @Test func aStoppedAnalysisCanBeAskedAboutEveryVariable() throws {
        let solver = Solver()
        let variables = (0..<3_000).map { _ in solver.makeVariable() }
        for pair in stride(from: 0, to: variables.count, by: 2) {
            try solver.add(eq(variables[pair] + variables[pair + 1], k(10)))
        }
        let cancellation = Cancellation()
        cancellation.cancel()
        let meter = WorkMeter(cancellation: cancellation)
        solver.meter = meter
        let analysis = solver.analyzeAmbiguity()
        let asked = variables.map { analysis.isUnique($0) }
        #expect(asked.count == variables.count)
        #expect(meter.stop == .cancelled)
    }
}

@Suite struct AmbiguityAfterSuggestTests {
    /// The analysis is kept between calls; a suggestion that only moves constants must
    /// still change the answer when it closes or opens a gap.
    @Test func suggestionsThatCloseAGapChangeTheAnswer() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let a = solver.makeVariable()
        try solver.addEditVariable(x, priority: Priority(999))
        // 0 <= a <= x: a may be anywhere in [0, x], so it is unique only when x is 0.
        try solver.add(ge(v(a), k(0)))
        try solver.add(le(v(a), v(x)))
        try solver.suggestValue(10, for: x)
        #expect(!solver.analyzeAmbiguity().isUnique(a))
        try solver.suggestValue(0, for: x)
        #expect(solver.analyzeAmbiguity().isUnique(a))
        #expect(solver.analyzeAmbiguity().isUnique(a))
        try solver.suggestValue(25, for: x)
        #expect(!solver.analyzeAmbiguity().isUnique(a))
        #expect(solver.analyzeAmbiguity().isUnique(x))
    }
}

@Suite struct AmbiguityAnalysisTests {
    @Test func tightInequalitiesPinAVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        // x >= 0 and x <= 0 leave x = 0 only, though both slacks are free of cost
        // (a degenerate row); y >= x and y <= 2x then pin y = 0 too.
        try solver.add(ge(v(x), k(0)))
        try solver.add(le(v(x), k(0)))
        try solver.add(ge(v(y), v(x)))
        try solver.add(le(v(y), 2 * x))
        #expect(solver.ambiguousVariables() == [])
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
    }

    @Test func openInequalityIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(ge(v(x), k(0)))
        try solver.add(eq(v(y), k(3)))
        // x can be anything >= 0; y is pinned.
        #expect(solver.ambiguousVariables() == [x])
    }

    @Test func differenceCanBeUniqueWhenEndsAreNot() throws {
        let solver = Solver()
        let superMinX = solver.makeVariable()
        let minX = solver.makeVariable()
        let other = solver.makeVariable()
        // A view 10 points inside a superview that nothing positions.
        try solver.add(eq(v(minX), superMinX + 10))
        try solver.add(eq(v(other), k(4)))
        let analysis = solver.analyzeAmbiguity()
        #expect(!analysis.isUnique(minX) && !analysis.isUnique(superMinX))
        #expect(analysis.isUnique(LinearExpression(minX) - LinearExpression(superMinX)))
        #expect(!analysis.isUnique(LinearExpression(minX) + LinearExpression(superMinX)))
        #expect(analysis.isUnique(other))
        #expect(analysis.isUnique(LinearExpression(other) * 3 + 7))
    }
}
