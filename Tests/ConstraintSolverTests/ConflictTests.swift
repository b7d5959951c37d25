import ConstraintSolver
import Testing

@Suite struct ConflictTests {
    @Test func conflictNamesTheRequiredConstraintsInvolved() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        let c0 = try solver.add(eq(v(x), k(10)))
        try solver.add(eq(v(z), k(3)))
        let c2 = try solver.add(eq(v(y), k(20)))
        try solver.add(eq(v(x), k(0), Priority(500)))
        // x + y == 40 contradicts x = 10 and y = 20 together; z and the optional one play no part.
        let ids = conflict { try solver.add(eq(x + y, k(40))) }
        #expect(ids == [c0, c2])
    }

    @Test func failedAddLeavesTheSolverUnchanged() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let low = try solver.add(ge(v(x), k(10)))
        try solver.add(eq(v(y), x + 1))
        try solver.add(eq(v(x), k(12), Priority(250)))
        let before = (solver.value(of: x), solver.value(of: y), solver.constraintCount)
        // x <= 5 contradicts x >= 10 (through phase one, since the slack cannot be the subject).
        #expect(conflict { try solver.add(le(v(x), k(5))) } == [low])
        #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1)
        #expect(solver.constraintCount == before.2)
        // The next id is the one the failed add would have had: nothing was kept.
        let next = try solver.add(le(v(y), k(1000)))
        #expect(next.rawValue == 3)
        // Remove the culprit, then the rejected constraint goes in: x = 5 and y = 6.
        try solver.remove(low)
        let upper = try solver.add(le(v(x), k(5)))
        #expect(near(solver.value(of: x), 5))
        #expect(near(solver.value(of: y), 6))
        // Re-adding the removed constraint now fails, naming the new one.
        #expect(conflict { try solver.add(ge(v(x), k(10))) } == [upper])
        try solver.remove(upper)
        try solver.add(ge(v(x), k(10)))
        // Back to x >= 10 with x == 12 optional: x = 12.
        #expect(near(solver.value(of: x), 12))
    }

    @Test func repeatedFailuresDoNotAccumulate() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let pin = try solver.add(eq(v(x), k(10)))
        for attempt in 0..<20 {
            #expect(conflict { try solver.add(eq(v(x), k(Double(11 + attempt)))) } == [pin])
            #expect(conflict { try solver.add(ge(v(x), k(Double(11 + attempt)))) } == [pin])
        }
        #expect(solver.constraintCount == 1)
        try solver.remove(pin)
        try solver.add(eq(v(x), k(42)))
        #expect(near(solver.value(of: x), 42))
    }

    @Test func explanationIsMinimal() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(ge(v(x), k(10)))
        let c1 = try solver.add(ge(v(x), k(20)))
        try solver.add(ge(v(y), k(0)))
        let c3 = try solver.add(eq(v(y), x + 5))
        // y <= 16 needs x <= 11: it contradicts x >= 20 (via y = x + 5); x >= 10 alone would allow x = 11.
        #expect(conflict { try solver.add(le(v(y), k(16))) } == [c1, c3])
    }

    @Test func conflictingRequiredConstraintCanBeKeptAsBroken() throws {
        let solver = Solver()
        let w = solver.makeVariable()
        try solver.add(le(v(w), k(100)))
        let required = ge(v(w), k(150))
        #expect(conflict { try solver.add(required) } != nil)
        try solver.add(Constraint(required.expression, required.relation, priority: .broken))
        try solver.add(eq(v(w), k(0), Priority(999)))
        // The broken w >= 150 is violated as little as the required w <= 100 allows: w = 100.
        #expect(near(solver.value(of: w), 100))
    }
}
