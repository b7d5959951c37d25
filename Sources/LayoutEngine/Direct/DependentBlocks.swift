import ConstraintSolver

/// The dependent blocks of a ``BlockLayout``, each solved by its own small solver over its views'
/// root coordinates, the upstream views' solved frames being constants.
///
/// The constraints are lowered as ``AnchorLowering`` lowers them, in root coordinates rather than
/// along the references: with every upstream value known, a difference of two positions is the
/// same number either way. The exception is a constraint between two positions on one axis whose
/// scales do not cancel (a multiplier, a right-to-left `leading` against a `left`), which UIKit
/// measures in the items' common ancestor's coordinates: a block holding one is declined.
struct DependentBlocks {
    let tree: LayoutTree
    let isDependent: [Bool]
    /// The document's constraints naming a dependent view.
    let constraints: [BuiltConstraint]
    let rightToLeft: Bool
    /// Polled by each block's solver and once per block.
    let meter: WorkMeter?
    /// The service's constraints made for the dependent views (content sizes, shorthands).
    private(set) var serviceConstraintCount = 0
    private(set) var blockCount = 0

    init(tree: LayoutTree, isDependent: [Bool], constraints: [BuiltConstraint], rightToLeft: Bool, meter: WorkMeter?) {
        self.meter = meter
        self.tree = tree
        self.isDependent = isDependent
        self.constraints = constraints
        self.rightToLeft = rightToLeft
    }

    /// Solves every block into `absolute` (per view: minimum x, minimum y, width, height in the
    /// root's coordinates, the upstream views' already there).
    /// - Returns: false if a block is declined: a required conflict, an error left in one of its
    ///   constraints, a value that is not unique, or a constraint measured in a common ancestor;
    ///   or the meter stopped the solve.
    /// - Complexity: O(views + constraints) plus each block's solve.
    mutating func solve(into absolute: inout [SIMD4<Double>]) -> Bool {
        let count = tree.viewCount
        // Blocks: the dependent views joined by constraints, numbered in tree order of their first view.
        var representative = [Int32](repeating: -1, count: count)
        for view in 0..<count where isDependent[view] { representative[view] = Int32(view) }
        func find(_ view: Int) -> Int {
            var root = view
            while Int(representative[root]) != root { root = Int(representative[root]) }
            var node = view
            while Int(representative[node]) != root {
                let up = Int(representative[node])
                representative[node] = Int32(root)
                node = up
            }
            return root
        }
        for constraint in constraints {
            guard let second = constraint.second else { continue }
            let (a, b) = (Int(constraint.first.owner), Int(second.owner))
            guard isDependent[a], isDependent[b] else { continue }
            let (ra, rb) = (find(a), find(b))
            // The smaller view number represents its block, so blocks keep tree order.
            if ra != rb { representative[max(ra, rb)] = Int32(min(ra, rb)) }
        }
        var block = [Int32](repeating: -1, count: count)
        var views: [[Int32]] = []
        for view in 0..<count where isDependent[view] {
            let root = find(view)
            if block[root] < 0 {
                block[root] = Int32(views.count)
                views.append([])
            }
            block[view] = block[root]
            views[Int(block[root])].append(Int32(view))
        }
        var members = [[Int32]](repeating: [], count: views.count)
        for (index, constraint) in constraints.enumerated() {
            let first = Int(constraint.first.owner)
            let view = isDependent[first] ? first : Int(constraint.second!.owner)
            members[Int(block[view])].append(Int32(index))
        }
        var local = [Int32](repeating: -1, count: count)
        for number in views.indices {
            if let meter, meter.charge(4 * views[number].count + members[number].count, bytes: { 0 }) { return false }
            guard solveBlock(views: views[number], constraints: members[number], local: &local, absolute: &absolute)
            else { return false }
        }
        blockCount = views.count
        return true
    }

    /// Solves one block: its views' service constraints and its document constraints.
    private mutating func solveBlock(
        views: [Int32], constraints indices: [Int32], local: inout [Int32], absolute: inout [SIMD4<Double>]
    ) -> Bool {
        var built: [BuiltConstraint] = []
        for view in views {
            ViewConstraintBuilder.append(view: Int(view), in: tree, to: &built)
            ViewConstraintBuilder.appendShorthands(view: Int(view), in: tree, to: &built)
        }
        serviceConstraintCount += built.count
        for index in indices { built.append(constraints[Int(index)]) }
        let solver = Solver()
        solver.meter = meter
        var variables: [Variable] = []
        variables.reserveCapacity(4 * views.count)
        for (position, view) in views.enumerated() {
            local[Int(view)] = Int32(position)
            for _ in 0..<4 { variables.append(solver.makeVariable()) }
        }
        var lowered: [Constraint] = []
        lowered.reserveCapacity(built.count)
        for constraint in built {
            guard let constraint = lower(constraint, variables: variables, local: local, absolute: absolute) else {
                return false
            }
            lowered.append(constraint)
        }
        // Required first: a conflict among them is declined whatever the order, and the optional
        // ones then start from a feasible system.
        for constraint in lowered where constraint.priority.isRequired {
            guard (try? solver.add(constraint)) != nil else { return false }
        }
        for constraint in lowered where !constraint.priority.isRequired {
            guard (try? solver.add(constraint)) != nil else { return false }
        }
        for constraint in lowered where !Self.isMet(constraint, in: solver) { return false }
        let analysis = solver.analyzeAmbiguity()
        for variable in variables where !analysis.isUnique(variable) { return false }
        for (position, view) in views.enumerated() {
            absolute[Int(view)] = SIMD4(
                solver.value(of: variables[4 * position]), solver.value(of: variables[4 * position + 1]),
                solver.value(of: variables[4 * position + 2]), solver.value(of: variables[4 * position + 3]))
        }
        return true
    }

    /// Whether `constraint` holds with zero error (within ``BlockLayout/tolerance``) at the solution.
    private static func isMet(_ constraint: Constraint, in solver: Solver) -> Bool {
        var value = constraint.expression.constant
        var magnitude = max(1, abs(value))
        for term in constraint.expression.terms {
            let product = term.coefficient * solver.value(of: term.variable)
            value += product
            magnitude = max(magnitude, abs(product))
        }
        let slack = BlockLayout.tolerance * magnitude
        switch constraint.relation {
        case .equal: return abs(value) <= slack
        case .lessThanOrEqual: return value <= slack
        case .greaterThanOrEqual: return value >= -slack
        }
    }

    /// `first - (multiplier × second + constant) relation 0` over the block's variables, the
    /// upstream views' values folded into the constant; nil where it must be measured in a common
    /// ancestor or names an attribute outside the frame (a baseline).
    private func lower(
        _ built: BuiltConstraint, variables: [Variable], local: [Int32], absolute: [SIMD4<Double>]
    ) -> Constraint? {
        var terms: [Term] = []
        var constant: Double = 0
        guard
            let first = append(
                built.first, built.firstAttribute, scale: 1, variables: variables, local: local, absolute: absolute,
                &terms, &constant)
        else { return nil }
        if let item = built.second {
            guard
                let second = append(
                    item, built.secondAttribute, scale: -built.multiplier, variables: variables, local: local,
                    absolute: absolute, &terms, &constant)
            else { return nil }
            if first.isPosition, second.isPosition, first.axis == second.axis, first.scale != -second.scale { return nil }
        }
        constant -= built.constant
        let relation: Relation
        switch built.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(LinearExpression(terms, constant: constant), relation, priority: built.solverPriority)
    }

    /// Adds `scale × item.attribute` in root coordinates: terms for a dependent view, a constant
    /// for an upstream one.
    /// - Returns: nil for an attribute outside the frame.
    private func append(
        _ item: ItemRef, _ attribute: LayoutAttribute, scale: Double, variables: [Variable], local: [Int32],
        absolute: [SIMD4<Double>], _ terms: inout [Term], _ constant: inout Double
    ) -> Side? {
        var item = item
        var attribute = attribute
        if let plain = AnchorLowering.withinMargins(attribute) {
            item.kind = .margins
            attribute = plain
        }
        guard let edge = AnchorLowering.edge(attribute, rightToLeft: rightToLeft) else { return nil }
        let insets = AnchorLowering.insets(item, in: tree, rightToLeft: rightToLeft)
        let (low, high) = edge.axis == 0 ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let scale = scale * edge.sign
        let view = Int(item.owner)
        // The attribute is `minimum × m + size × s + inset`, by place.
        let (m, s, inset): (Double, Double, Double)
        switch edge.place {
        case .minimum: (m, s, inset) = (1, 0, low)
        case .maximum: (m, s, inset) = (1, 1, -high)
        case .center: (m, s, inset) = (1, 0.5, (low - high) / 2)
        case .length: (m, s, inset) = (0, 1, -(low + high))
        }
        constant += scale * inset
        if isDependent[view] {
            let base = 4 * Int(local[view])
            if m != 0 { terms.append(Term(variables[base + edge.axis], scale * m)) }
            if s != 0 { terms.append(Term(variables[base + 2 + edge.axis], scale * s)) }
        } else {
            let frame = absolute[view]
            constant += scale * (m * frame[edge.axis] + s * frame[2 + edge.axis])
        }
        return Side(axis: edge.axis, scale: scale, isPosition: m != 0)
    }

    /// One side of a lowered constraint: its axis and scale, and whether it holds a position
    /// (an edge or centre) rather than only a length.
    private struct Side {
        var axis: Int
        var scale: Double
        var isPosition: Bool
    }
}
