import ConstraintSolver
import Testing

@Suite struct SolveTests {
    @Test func equalitiesAndInequalitiesHold() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(eq(v(x), k(10)))
        try solver.add(ge(v(y), x + 5))
        try solver.add(le(v(y), k(100)))
        try solver.add(eq(v(y), k(0), Priority(500)))
        // x is pinned at 10; y wants 0 but must be >= x + 5 = 15: the closest is 15.
        #expect(near(solver.value(of: x), 10))
        #expect(near(solver.value(of: y), 15))
        #expect(solver.constraintCount == 4)
        #expect(solver.variableCount == 2)
    }

    @Test func repeatedTermsAreSummed() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        // x + x == 10 → x = 5.
        try solver.add(Constraint(LinearExpression([Term(x), Term(x)], constant: -10), .equal))
        #expect(near(solver.value(of: x), 5))
    }

    @Test func removingAConstraintReSolves() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let pin = try solver.add(eq(v(x), k(10)))
        try solver.add(eq(v(x), k(20), Priority(500)))
        // The required pin wins over the optional 20.
        #expect(near(solver.value(of: x), 10))
        try solver.remove(pin)
        // Only the optional constraint is left: x = 20.
        #expect(near(solver.value(of: x), 20))
        #expect(solver.constraintCount == 1)
    }

    @Test func redundantConstraintsAreAccepted() throws {
        let solver = Solver()
        let a = solver.makeVariable()
        let first = try solver.add(eq(v(a), k(5)))
        let second = try solver.add(eq(v(a), k(5)))
        #expect(near(solver.value(of: a), 5))
        try solver.remove(first)
        // The second copy still pins a at 5.
        #expect(near(solver.value(of: a), 5))
        try solver.remove(second)
        // Nothing constrains a: the solver reports the parametric value 0.
        #expect(solver.value(of: a) == 0)
        #expect(solver.constraintCount == 0)
    }

    @Test func unknownConstraintIsReported() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let id = try solver.add(eq(v(x), k(1)))
        try solver.remove(id)
        #expect(throws: SolverError.unknownConstraint(id)) { try solver.remove(id) }
        #expect(throws: SolverError.unknownConstraint(ConstraintID(rawValue: 99))) {
            try solver.remove(ConstraintID(rawValue: 99))
        }
    }

    @Test func largeCoordinatesAndSmallMultipliers() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        // 0.001·x == 1000 → x = 1e6; y == x - 0.5 → y = 999999.5.
        try solver.add(eq(0.001 * x, k(1000)))
        try solver.add(eq(v(y), LinearExpression(x) - 0.5))
        try solver.add(le(v(y), k(2e6), Priority(250)))
        #expect(abs(solver.value(of: x) - 1e6) < 1e-6)
        #expect(abs(solver.value(of: y) - 999_999.5) < 1e-6)
    }

    @Test func sameCallsGiveSameBits() throws {
        func build() throws -> [UInt64] {
            let solver = Solver()
            let vars = (0..<6).map { _ in solver.makeVariable() }
            try solver.add(eq(v(vars[0]), k(0)))
            for i in 1..<6 {
                try solver.add(ge(v(vars[i]), vars[i - 1] + 8))
                try solver.add(eq(v(vars[i]), k(Double(i) * 3.3), Priority(250)))
                try solver.add(eq(v(vars[i]), k(Double(i) * 7.1), Priority(250)))
            }
            return vars.map { solver.value(of: $0).bitPattern } + solver.ambiguousVariables().map { UInt64($0.index) }
        }
        #expect(try build() == build())
    }

    /// Expressions of more than 16 terms are sorted rather than inserted term by term:
    /// 10 × (1 · x) + 10 × (1 · z) + 10 × (-1 · z) = 30 is 10x = 30, with z cancelled out
    /// (so x = 3, and z, which no constraint then names, is ambiguous).
    @Test func longExpressionsSumAndCancelRepeatedTerms() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let z = solver.makeVariable()
        let terms = Array(repeating: Term(x, 1), count: 10) + Array(repeating: Term(z, 1), count: 10)
            + Array(repeating: Term(z, -1), count: 10)
        var generator = SplitMix64(state: 7)
        try solver.add(eq(LinearExpression(terms.shuffled(using: &generator)), k(30)))
        #expect(near(solver.value(of: x), 3))
        #expect(solver.ambiguousVariables() == [z])
    }

    /// Sizing the solver up front changes no value, bit for bit (the same chain with and without).
    @Test func reservingCapacityChangesNoValue() throws {
        func solve(reserving: Bool) throws -> [UInt64] {
            let solver = Solver()
            if reserving { solver.reserveCapacity(variables: 300, constraints: 500) }
            let xs = (0..<300).map { _ in solver.makeVariable() }
            try solver.add(eq(v(xs[0]), k(0)))
            for i in 1..<300 {
                try solver.add(ge(v(xs[i]), xs[i - 1] + 1.5))
                try solver.add(eq(v(xs[i]), k(Double(i)), Priority(Double(1 + i % 7))))
            }
            return xs.map { solver.value(of: $0).bitPattern }
        }
        #expect(try solve(reserving: true) == solve(reserving: false))
    }
}
