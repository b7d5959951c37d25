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

    /// Where several minimal sets conflict, the explanation is the deletion filter's result over
    /// the required constraints in order of addition, whatever the tableau's certificate holds.
    /// Here `x <= 5` conflicts with `x >= 10` alone, with `x >= 20` alone, and with `y == x` and
    /// `y >= 30` together. The filter drops `x >= 10` (`x >= 20` still conflicts), then `x >= 20`
    /// (`y == x`, `y >= 30` still do), and keeps both of those (without either, `x = 5` holds).
    @Test func severalMinimalSetsGiveThePreferredOne() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(ge(v(x), k(10)))
        try solver.add(ge(v(x), k(20)))
        let c2 = try solver.add(eq(v(y), v(x)))
        let c3 = try solver.add(ge(v(y), k(30)))
        #expect(conflict { try solver.add(le(v(x), k(5))) } == [c2, c3])
    }

    /// The preferred set is the one whose earliest member is the latest, even when it is the
    /// smaller one and unrelated constraints lie between: `u <= 5` conflicts with `u >= 8` alone
    /// and with `x >= 10`, `u == x` together. The filter drops `x >= 10` (`u >= 8` still
    /// conflicts), keeps `u >= 8` (without it `u = x = 5` holds), and drops `y == 0` and `u == x`.
    /// The same set comes back after optional constraints moved the tableau's basis.
    @Test func thePreferredSetDoesNotDependOnTheBasis() throws {
        for optionalFirst in [false, true] {
            let solver = Solver()
            let x = solver.makeVariable()
            let u = solver.makeVariable()
            let y = solver.makeVariable()
            if optionalFirst {
                try solver.add(eq(v(x), k(40), Priority(300)))
                try solver.add(eq(v(u), k(7), Priority(700)))
            }
            let offset = optionalFirst ? 2 : 0
            try solver.add(ge(v(x), k(10)))
            let c1 = try solver.add(ge(v(u), k(8)))
            try solver.add(eq(v(y), k(0)))
            try solver.add(eq(v(u), v(x)))
            #expect(c1.rawValue == 1 + offset)
            #expect(conflict { try solver.add(le(v(u), k(5))) } == [c1])
        }
    }
}
