@_spi(Testing) import ConstraintSolver
import Testing

/// Random small systems checked against ``ReferenceSystem``.
@Suite struct PropertyTests {
    /// The optional priorities used, highest first; index = reference level.
    static let priorities: [Priority] = [.broken, Priority(750), Priority(500), Priority(250)]

    struct Scenario {
        var solver = Solver()
        var variables: [Variable] = []
        var live: [(id: ConstraintID, item: ReferenceSystem.Item)] = []
        var edits: [(variable: Int, level: Int, value: Double)] = []
        var rng: SplitMix64

        init(seed: UInt64, variableCount: Int) {
            rng = SplitMix64(state: seed)
            variables = (0..<variableCount).map { _ in solver.makeVariable() }
        }

        mutating func randomItem(level: Int?) -> ReferenceSystem.Item {
            let n = variables.count
            var coefficients = [Double](repeating: 0, count: n)
            let termCount = Int.random(in: 1...min(3, n), using: &rng)
            for _ in 0..<termCount {
                let options: [Double] = [-2, -1, -1, 1, 1, 2, 0.5]
                coefficients[Int.random(in: 0..<n, using: &rng)] += options.randomElement(using: &rng)!
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let constant = Double(Int.random(in: -10...10, using: &rng))
            return .init(coefficients: coefficients, constant: constant, relation: relation, level: level)
        }

        func constraint(_ item: ReferenceSystem.Item) -> Constraint {
            let terms = variables.indices.filter { item.coefficients[$0] != 0 }.map { Term(variables[$0], item.coefficients[$0]) }
            let priority = item.level.map { PropertyTests.priorities[$0] } ?? .required
            return Constraint(LinearExpression(terms, constant: item.constant), item.relation, priority: priority)
        }

        /// The reference system: live constraints plus each edit as an optional equality.
        func reference() -> ReferenceSystem {
            var items = live.map(\.item)
            for edit in edits {
                var coefficients = [Double](repeating: 0, count: variables.count)
                coefficients[edit.variable] = 1
                items.append(.init(coefficients: coefficients, constant: -edit.value, relation: .equal, level: edit.level))
            }
            return ReferenceSystem(variableCount: variables.count, items: items, levelCount: PropertyTests.priorities.count)
        }

        var values: [Double] { variables.map { solver.value(of: $0) } }
    }

    /// Adds, removes, conflicts and edits on 320 random systems of 1 to 4 variables,
    /// checking after every step against the reference.
    @Test(arguments: 0..<8)
    func randomSystemsMatchTheReference(batch: Int) throws {
        for run in 0..<40 {
            let seed = UInt64(batch * 1000 + run)
            var scenario = Scenario(seed: seed, variableCount: 1 + (batch + run) % 4)
            // Odd batches make every row that can be absorbed by a variable take that path.
            if batch % 2 == 1 { scenario.solver._expansionBudget = 0 }
            // Batches 2 and 3 compact the solver's storage after almost every change.
            if batch / 2 == 1 { scenario.solver._compactionThreshold = 0 }
            for _ in 0..<10 { try step(&scenario, seed: seed) }
        }
    }

    private func step(_ s: inout Scenario, seed: UInt64) throws {
        let roll = Int.random(in: 0..<10, using: &s.rng)
        if roll < 4 {
            let item = s.randomItem(level: nil)
            let before = s.values
            do {
                let id = try s.solver.add(s.constraint(item))
                s.live.append((id, item))
            } catch {
                guard case .unsatisfiable(let ids) = error else {
                    Issue.record("seed \(seed): unexpected \(error)")
                    return
                }
                #expect(s.values == before, "seed \(seed): a failed add changed the solution")
                checkConflict(s, ids: ids, rejected: item, seed: seed)
                var broken = item
                broken.level = 0
                let id = try s.solver.add(s.constraint(broken))
                s.live.append((id, broken))
            }
        } else if roll < 8 {
            let item = s.randomItem(level: Int.random(in: 0..<PropertyTests.priorities.count, using: &s.rng))
            let id = try s.solver.add(s.constraint(item))
            s.live.append((id, item))
        } else if roll == 8, !s.live.isEmpty {
            let victim = s.live.remove(at: Int.random(in: 0..<s.live.count, using: &s.rng))
            try s.solver.remove(victim.id)
        } else {
            let variable = Int.random(in: 0..<s.variables.count, using: &s.rng)
            let value = Double(Int.random(in: -20...20, using: &s.rng))
            if let e = s.edits.firstIndex(where: { $0.variable == variable }) {
                try s.solver.suggestValue(value, for: s.variables[variable])
                s.edits[e].value = value
            } else {
                let level = Int.random(in: 1..<PropertyTests.priorities.count, using: &s.rng)
                try s.solver.addEditVariable(s.variables[variable], priority: PropertyTests.priorities[level])
                try s.solver.suggestValue(value, for: s.variables[variable])
                s.edits.append((variable, level, value))
            }
        }
        checkOptimum(s, seed: seed)
    }

    /// Required constraints hold, the level errors equal the reference's lexicographic
    /// minimum, and the ambiguous variables are those that vary over the optimal face.
    private func checkOptimum(_ s: Scenario, seed: UInt64) {
        let reference = s.reference()
        let x = s.values
        for item in reference.items where item.level == nil {
            #expect(reference.violation(item, x) <= 1e-6, "seed \(seed): required constraint violated")
        }
        let face = reference.optimalFace()
        let errors = reference.levelErrors(x)
        for level in errors.indices {
            #expect(abs(errors[level] - face.errors[level]) <= 1e-6, "seed \(seed): level \(level) error \(errors[level]) vs \(face.errors[level])")
        }
        let ambiguous = Set(s.solver.ambiguousVariables().map(\.index))
        for j in s.variables.indices {
            let values = face.vertices.map { $0[j] }
            let spread = (values.max() ?? 0) - (values.min() ?? 0)
            #expect(ambiguous.contains(j) == (spread > 1e-6), "seed \(seed): v\(j) spread \(spread)")
        }
    }

    /// The conflict set with the rejected constraint is infeasible, dropping any one member
    /// makes it feasible, and it is the preferred one: the deletion filter's result over every
    /// live required constraint in order of addition, run here on the reference.
    private func checkConflict(_ s: Scenario, ids: [ConstraintID], rejected: ReferenceSystem.Item, seed: UInt64) {
        #expect(ids == ids.sorted(), "seed \(seed): conflict not in addition order")
        let members = ids.compactMap { id in s.live.first { $0.id == id }?.item }
        #expect(members.count == ids.count && members.allSatisfy { $0.level == nil }, "seed \(seed): conflict names unknown or optional constraints")
        let reference = s.reference()
        #expect(!reference.isFeasible(members + [rejected]), "seed \(seed): reported conflict is satisfiable")
        for k in members.indices {
            var rest = members
            rest.remove(at: k)
            #expect(reference.isFeasible(rest + [rejected]), "seed \(seed): conflict not minimal")
        }
        var preferred = s.live.filter { $0.item.level == nil }
        var index = 0
        while index < preferred.count {
            var trial = preferred
            trial.remove(at: index)
            if reference.isFeasible(trial.map(\.item) + [rejected]) {
                index += 1
            } else {
                preferred = trial
            }
        }
        #expect(preferred.map(\.id) == ids, "seed \(seed): conflict is not the preferred set")
    }
}
