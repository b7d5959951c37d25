import ConstraintSolver
import Testing

/// `Solver.shiftConstant(of:by:)`: moving a constraint's constant re-solves from the current
/// solution to the same optimum as a solver built with the moved constant from nothing.
@Suite struct ConstantShiftTests {
    /// x == 10 (required, a dummy marker), y >= x + 5 (required, a slack), y <= 40 @750 (optional
    /// inequality), y == 30 @500 (optional equality: an error marker). Each step moves one
    /// constant and compares every variable with a fresh solver holding all the moves so far.
    ///
    /// By hand: at first x 10, y 30. Then x == 20 (y >= 25 still lets y be 30); then y >= x + 35
    /// (y = 55, required, above the 750 cap and the 500 wish); then the cap at 70 (no change);
    /// then the wish at 60 (y 60, the cap 70 not violated); then x back to 0 (y >= 35, y 60).
    @Test func everyKindOfMarkerMatchesAFreshSolve() throws {
        let steps: [(constraint: Int, delta: Double, x: Double, y: Double)] = [
            (0, -10, 20, 30), (1, -30, 20, 55), (2, -30, 20, 55), (3, -30, 20, 60), (0, 20, 0, 60),
        ]
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        var constraints = [
            eq(v(x), k(10)), ge(v(y), x + 5), le(v(y), k(40), Priority(750)), eq(v(y), k(30), Priority(500)),
        ]
        let ids = try constraints.map { try solver.add($0) }
        #expect(near(solver.value(of: x), 10) && near(solver.value(of: y), 30))
        for step in steps {
            try solver.shiftConstant(of: ids[step.constraint], by: step.delta)
            constraints[step.constraint].expression.constant += step.delta
            let fresh = Solver()
            let fx = fresh.makeVariable()
            let fy = fresh.makeVariable()
            for constraint in constraints { try fresh.add(constraint) }
            #expect(near(solver.value(of: x), step.x), "step \(step)")
            #expect(near(solver.value(of: y), step.y), "step \(step)")
            #expect(near(fresh.value(of: fx), step.x) && near(fresh.value(of: fy), step.y), "fresh, step \(step)")
        }
    }

    /// A redundant required equality (x == 10 twice) is a row of dummies held at zero: moving its
    /// constant would make the required constraints conflict, so the call throws and the solver
    /// keeps its answer. Unknown ids are refused; a zero shift changes nothing.
    @Test func refusedShiftsLeaveTheSolverAsItWas() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(eq(v(x), k(10)))
        let twice = try solver.add(eq(v(x), k(10)))
        #expect(throws: SolverError.unsatisfiable(conflicting: [])) { try solver.shiftConstant(of: twice, by: 5) }
        #expect(near(solver.value(of: x), 10))
        try solver.shiftConstant(of: twice, by: 0)
        #expect(near(solver.value(of: x), 10))
        let unknown = ConstraintID(rawValue: 7)
        #expect(throws: SolverError.unknownConstraint(unknown)) { try solver.shiftConstant(of: unknown, by: 1) }
    }
}
