import ConstraintSolver
import Testing

@Suite struct EditTests {
    @Test func suggestValueMovesTheEditVariable() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        let half = solver.makeVariable()
        try solver.add(eq(2 * half, v(width)))
        try solver.add(le(v(width), k(200)))
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.suggestValue(100, for: width)
        // half = width / 2.
        #expect(near(solver.value(of: width), 100))
        #expect(near(solver.value(of: half), 50))
        try solver.suggestValue(300, for: width)
        // The required cap holds: width = 200, half = 100.
        #expect(near(solver.value(of: width), 200))
        #expect(near(solver.value(of: half), 100))
        try solver.suggestValue(40, for: width)
        #expect(near(solver.value(of: width), 40))
        #expect(near(solver.value(of: half), 20))
    }

    @Test func editPriorityCompetesStrictly() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(eq(v(x), k(10), Priority(750)))
        try solver.addEditVariable(x, priority: Priority(500))
        try solver.suggestValue(90, for: x)
        // The 750 constraint beats the 500 edit: x stays 10.
        #expect(near(solver.value(of: x), 10))
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, priority: Priority(999))
        try solver.suggestValue(90, for: x)
        #expect(near(solver.value(of: x), 90))
        #expect(solver.constraintCount == 2)
    }

    @Test func editErrorsAreReported() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.badEditPriority(.required)) { try solver.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, priority: Priority(500))
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: Priority(600)) }
        #expect(solver.hasEditVariable(x))
    }

    @Test func manySuggestionsTrackEachOther() throws {
        // A chain: left = 0, right = left + width, middle = (left + right) / 2.
        let solver = Solver()
        let left = solver.makeVariable()
        let right = solver.makeVariable()
        let middle = solver.makeVariable()
        let width = solver.makeVariable()
        try solver.add(eq(v(left), k(0)))
        try solver.add(eq(v(right), left + width))
        try solver.add(eq(2 * middle, left + right))
        try solver.add(ge(v(width), k(10)))
        try solver.addEditVariable(width, priority: Priority(999))
        for step in 0..<50 {
            let wanted = Double(step * 37 % 500) - 50
            try solver.suggestValue(wanted, for: width)
            let expected = max(wanted, 10)
            #expect(near(solver.value(of: width), expected))
            #expect(near(solver.value(of: middle), expected / 2))
        }
    }
}
