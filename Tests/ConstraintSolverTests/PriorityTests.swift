import ConstraintSolver
import Testing

@Suite struct PriorityTests {
    @Test func higherLevelIsNeverOutweighed() throws {
        // The example: one violation at 999 costs more than any number at 998,
        // so w = 100 (a weighted sum, as in kiwi, would give 200).
        let solver = Solver()
        let w = solver.makeVariable()
        try solver.add(eq(v(w), k(100), Priority(999)))
        try solver.add(eq(v(w), k(200), Priority(998)))
        try solver.add(ge(v(w), k(200), Priority(998)))
        #expect(near(solver.value(of: w), 100))
    }

    @Test func lowerLevelDecidesAmongTheHigherOptima() throws {
        // 999 asks x in [10, 30] (two inequalities); 500 then pulls x to 25 inside it.
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(ge(v(x), k(10), Priority(999)))
        try solver.add(le(v(x), k(30), Priority(999)))
        try solver.add(eq(v(x), k(25), Priority(500)))
        #expect(near(solver.value(of: x), 25))
        try solver.add(eq(v(x), k(50), Priority(750)))
        // 750 now wants 50; 999 caps x at 30, and 500 can no longer move it.
        #expect(near(solver.value(of: x), 30))
    }

    @Test func errorsAtOneLevelAreSummed() throws {
        // |x-100| + |x-200| + |x-300| at one level is least at the median, 200.
        let solver = Solver()
        let x = solver.makeVariable()
        for target in [100.0, 200.0, 300.0] { try solver.add(eq(v(x), k(target), Priority(500))) }
        #expect(near(solver.value(of: x), 200))
    }

    @Test func brokenIsAboveEveryOptionalPriority() throws {
        // A broken x == 20 beats x == 50 at 999.9; y == 10 is required.
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(eq(v(y), k(10)))
        try solver.add(eq(v(x), k(50), Priority(999.9)))
        try solver.add(eq(v(x), k(20), .broken))
        #expect(near(solver.value(of: x), 20))
        // And the required x >= y + 15 = 25 beats the broken one: x = 25.
        try solver.add(ge(v(x), y + 15))
        #expect(near(solver.value(of: x), 25))
    }
}
