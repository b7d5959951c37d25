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
}
