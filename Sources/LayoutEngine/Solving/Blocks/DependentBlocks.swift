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
    /// Written by ``BlockLayout/update(canvas:restoring:meter:)`` (the root's size and the guides
    /// that moved: the blocks read guides from it), between solves.
    var tree: LayoutTree
    let isDependent: [Bool]
    /// The document's constraints naming a dependent view.
    let constraints: [BuiltConstraint]
    let rightToLeft: Bool
    /// Polled by each block's solver and once per block.
    var meter: WorkMeter?
    /// The service's constraints made for the dependent views (content sizes, shorthands).
    private(set) var serviceConstraintCount = 0
    private(set) var blockCount = 0
    /// Per dependent view with a frame value that is not unique in its block, that view and the
    /// values, in the order the blocks were solved.
    private(set) var ambiguous: [(view: Int32, values: Diagnostic.AmbiguousValues)] = []
    /// Each block's views (tree order) and constraints before lowering (its views' service
    /// constraints, then its document constraints), and how many of those are the service's:
    /// made by the first solve and kept for the next, which only U's values change.
    private var blocks: [(views: [Int32], built: [BuiltConstraint], serviceCount: Int)]? = nil

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
    ///   constraints, or a constraint measured in a common ancestor; or the meter stopped the solve.
    ///   Values that are not unique are listed in ``ambiguous``.
    /// - Complexity: O(views + constraints) plus each block's solve.
    mutating func solve(into absolute: inout [SIMD4<Double>]) -> Bool {
        let blocks = self.blocks ?? partition()
        self.blocks = blocks
        ambiguous = []
        serviceConstraintCount = 0
        var local = [Int32](repeating: -1, count: tree.viewCount)
        for block in blocks {
            let work = 4 * block.views.count + block.built.count - block.serviceCount
            if let meter, meter.charge(work, bytes: { 0 }) { return false }
            serviceConstraintCount += block.serviceCount
            guard solveBlock(views: block.views, built: block.built, local: &local, absolute: &absolute) else {
                return false
            }
        }
        blockCount = blocks.count
        return true
    }

    /// The blocks: the dependent views joined by constraints, numbered in tree order of their
    /// first view, each with its views' service constraints and its document constraints.
    /// - Complexity: O(views + constraints).
    private func partition() -> [(views: [Int32], built: [BuiltConstraint], serviceCount: Int)] {
        let count = tree.viewCount
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
        return views.indices.map { number in
            var built: [BuiltConstraint] = []
            for view in views[number] {
                ViewConstraintBuilder.append(view: Int(view), in: tree, to: &built)
                ViewConstraintBuilder.appendShorthands(view: Int(view), in: tree, to: &built)
            }
            let serviceCount = built.count
            for index in members[number] { built.append(constraints[Int(index)]) }
            return (views[number], built, serviceCount)
        }
    }

    /// Solves one block: `built`, its views' service constraints and its document constraints.
    private mutating func solveBlock(
        views: [Int32], built: [BuiltConstraint], local: inout [Int32], absolute: inout [SIMD4<Double>]
    ) -> Bool {
        // Variable i of the block is the i-th made by its solver: (minimum x, minimum y, width,
        // height) per view, so the lowering needs no solver and the determined path makes none.
        let variables = (0..<4 * views.count).map { Variable(index: $0) }
        for (position, view) in views.enumerated() { local[Int(view)] = Int32(position) }
        var lowered: [Constraint] = []
        lowered.reserveCapacity(built.count)
        var constants: FreeUpstream? = nil
        for constraint in built {
            guard let constraint = lower(constraint, local: local, absolute: absolute, upstream: &constants) else {
                return false
            }
            lowered.append(constraint)
        }
        if let values = Self.determined(lowered, variableCount: variables.count) {
            store(values, views: views, into: &absolute)
            return true
        }
        let solver = Solver()
        solver.meter = meter
        for _ in variables { _ = solver.makeVariable() }
        // Required first: a conflict among them is declined whatever the order, and the optional
        // ones then start from a feasible system.
        for constraint in lowered where constraint.priority.isRequired {
            guard (try? solver.add(constraint)) != nil else { return false }
        }
        for constraint in lowered where !constraint.priority.isRequired {
            guard (try? solver.add(constraint)) != nil else { return false }
        }
        let values = variables.map { solver.value(of: $0) }
        if lowered.contains(where: { !Self.isMet($0, values) }) {
            guard hasLeastErrors(lowered, values, built: built, views: views.count, local: local) else { return false }
        }
        // Every optimum of the whole has U at its unique value and this block in its optimal set
        // given U, so a value is unique there exactly when it is unique in this solver. A dependent
        // view's superview is upstream, so its relative position is unique when its root one is.
        let analysis = solver.analyzeAmbiguity()
        let each: [Diagnostic.AmbiguousValues] = [.x, .y, .width, .height]
        for (position, view) in views.enumerated() {
            var values: Diagnostic.AmbiguousValues = []
            for component in 0..<4 where !analysis.isUnique(variables[4 * position + component]) {
                values.insert(each[component])
            }
            if !values.isEmpty { ambiguous.append((view, values)) }
        }
        store(values, views: views, into: &absolute)
        return true
    }

    /// Whether the errors the block keeps at `values` (U fixed) are the least it could keep with
    /// U's values free: then nothing U could do would lower them, and U's optimum plus the
    /// block's is the whole document's (the sum of two lexicographic minima is the minimum of the
    /// sums). Otherwise the block might pull on U, which only the whole document's solver can weigh.
    /// - Parameters:
    ///   - lowered: the block's constraints with U's values as constants, `values` their solution.
    ///   - built: the same constraints before lowering, lowered again with U's values as variables.
    private func hasLeastErrors(
        _ lowered: [Constraint], _ values: [Double], built: [BuiltConstraint], views: Int, local: [Int32]
    ) -> Bool {
        var upstream: FreeUpstream? = FreeUpstream(first: 4 * views)
        var relaxed: [Constraint] = []
        relaxed.reserveCapacity(built.count)
        for constraint in built {
            guard let constraint = lower(constraint, local: local, absolute: [], upstream: &upstream) else { return false }
            relaxed.append(constraint)
        }
        let solver = Solver()
        solver.meter = meter
        let variables = (0..<upstream!.next).map { _ in solver.makeVariable() }
        for constraint in relaxed where constraint.priority.isRequired {
            guard (try? solver.add(constraint)) != nil else { return false }
        }
        for constraint in relaxed where !constraint.priority.isRequired {
            guard (try? solver.add(constraint)) != nil else { return false }
        }
        let least = Self.errors(relaxed, variables.map { solver.value(of: $0) })
        let kept = Self.errors(lowered, values)
        guard kept.count == least.count else { return false }
        return zip(kept, least).allSatisfy { a, b in
            a.priority == b.priority && abs(a.error - b.error) <= BlockLayout.tolerance * max(1, a.error, b.error)
        }
    }

    /// The optional constraints' errors at `values`, summed per priority, highest first; levels
    /// without error left out.
    private static func errors(_ constraints: [Constraint], _ values: [Double]) -> [(priority: Double, error: Double)] {
        var levels: [(priority: Double, error: Double)] = []
        for constraint in constraints where !constraint.priority.isRequired {
            let (error, magnitude) = violation(constraint, values)
            guard error > BlockLayout.tolerance * magnitude else { continue }
            let priority = constraint.priority.value
            if let level = levels.firstIndex(where: { $0.priority == priority }) {
                levels[level].error += error
            } else {
                levels.append((priority, error))
            }
        }
        return levels.sorted { $0.priority > $1.priority }
    }

    /// Writes a block's `values` (four per view) as its views' root-coordinate frames.
    private func store(_ values: [Double], views: [Int32], into absolute: inout [SIMD4<Double>]) {
        for (position, view) in views.enumerated() {
            absolute[Int(view)] = SIMD4(values[4 * position], values[4 * position + 1], values[4 * position + 2], values[4 * position + 3])
        }
    }

    /// The block's values when its required equalities alone determine every variable and the
    /// solution meets every constraint with zero error (then it is the unique optimum: no other
    /// point meets the required equalities); nil otherwise, for the block's solver to decide.
    /// Most decorations are such (a separator: centre, width, top and bottom all required), and
    /// most of those one variable at a time: each equality left with one unknown gives it.
    /// - Complexity: O(e × n) for e required equalities over n variables when every variable is
    ///   found one at a time; O(n³), by Gaussian elimination, for what that leaves.
    private static func determined(_ constraints: [Constraint], variableCount n: Int) -> [Double]? {
        var values = [Double](repeating: .nan, count: n)
        var pending = constraints.indices.filter {
            constraints[$0].priority.isRequired && constraints[$0].relation == .equal
        }
        var found = 0
        var progress = true
        while progress && found < n {
            progress = false
            pending.removeAll { index in
                // The equality's one unknown (its coefficients summed) and the rest's value.
                var unknown = -1
                var coefficient = 0.0
                var rest = constraints[index].expression.constant
                for term in constraints[index].expression.terms {
                    let variable = term.variable.index
                    if !values[variable].isNaN {
                        rest += term.coefficient * values[variable]
                    } else if unknown < 0 || unknown == variable {
                        unknown = variable
                        coefficient += term.coefficient
                    } else {
                        return false
                    }
                }
                guard unknown >= 0 else { return true }
                guard abs(coefficient) > 1e-9 else { return false }
                values[unknown] = -rest / coefficient
                found += 1
                progress = true
                return true
            }
        }
        if found < n {
            guard let eliminated = eliminated(constraints, variableCount: n) else { return nil }
            values = eliminated
        }
        for constraint in constraints where !isMet(constraint, values) { return nil }
        return values
    }

    /// The values of the required equalities' unique solution, by Gaussian elimination with
    /// partial pivoting; nil when they do not determine every variable.
    /// - Complexity: O(n³) for n variables.
    private static func eliminated(_ constraints: [Constraint], variableCount n: Int) -> [Double]? {
        var rows: [[Double]] = []
        for constraint in constraints where constraint.priority.isRequired && constraint.relation == .equal {
            var row = [Double](repeating: 0, count: n + 1)
            for term in constraint.expression.terms { row[term.variable.index] += term.coefficient }
            row[n] = -constraint.expression.constant
            rows.append(row)
        }
        guard rows.count >= n else { return nil }
        for column in 0..<n {
            var pivot = column
            for row in column..<rows.count where abs(rows[row][column]) > abs(rows[pivot][column]) { pivot = row }
            guard abs(rows[pivot][column]) > 1e-9 else { return nil }
            rows.swapAt(column, pivot)
            for row in 0..<rows.count where row != column && rows[row][column] != 0 {
                let factor = rows[row][column] / rows[column][column]
                for entry in column...n { rows[row][entry] -= factor * rows[column][entry] }
            }
        }
        return (0..<n).map { rows[$0][n] / rows[$0][$0] }
    }

    /// Whether `constraint` holds with zero error (within ``BlockLayout/tolerance``) at `values` (by variable index).
    private static func isMet(_ constraint: Constraint, _ values: [Double]) -> Bool {
        let (error, magnitude) = violation(constraint, values)
        return error <= BlockLayout.tolerance * magnitude
    }

    /// How far `constraint` is from holding at `values` (by variable index), and the magnitude
    /// of its terms there (at least 1), which a tolerance is relative to.
    private static func violation(_ constraint: Constraint, _ values: [Double]) -> (error: Double, magnitude: Double) {
        var value = constraint.expression.constant
        var magnitude = max(1, abs(value))
        for term in constraint.expression.terms {
            let product = term.coefficient * values[term.variable.index]
            value += product
            magnitude = max(magnitude, abs(product))
        }
        switch constraint.relation {
        case .equal: return (abs(value), magnitude)
        case .lessThanOrEqual: return (max(0, value), magnitude)
        case .greaterThanOrEqual: return (max(0, -value), magnitude)
        }
    }

    /// `first - (multiplier × second + constant) relation 0` over the block's variables, the
    /// upstream views' values folded into the constant (or, with `upstream` given, variables of
    /// their own); nil where it must be measured in a common ancestor or names an attribute outside
    /// the frame (a baseline).
    private func lower(
        _ built: BuiltConstraint, local: [Int32], absolute: [SIMD4<Double>], upstream: inout FreeUpstream?
    ) -> Constraint? {
        var terms: [Term] = []
        var constant: Double = 0
        guard
            let first = append(
                built.first, built.firstAttribute, scale: 1, local: local, absolute: absolute, upstream: &upstream,
                &terms, &constant)
        else { return nil }
        if let item = built.second {
            guard
                let second = append(
                    item, built.secondAttribute, scale: -built.multiplier, local: local, absolute: absolute,
                    upstream: &upstream, &terms, &constant)
            else { return nil }
            if first.isPosition, second.isPosition, first.axis == second.axis, first.scale != -second.scale { return nil }
        }
        constant -= built.constant
        return Constraint(LinearExpression(terms, constant: constant), Relation(built.relation), priority: built.solverPriority)
    }

    /// Adds `scale × item.attribute` in root coordinates: terms for a dependent view; for an
    /// upstream one, a constant from `absolute`, or with `upstream` given, terms of its variables.
    /// - Returns: nil for an attribute outside the frame.
    private func append(
        _ item: ItemRef, _ attribute: LayoutAttribute, scale: Double, local: [Int32], absolute: [SIMD4<Double>],
        upstream: inout FreeUpstream?, _ terms: inout [Term], _ constant: inout Double
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
            if m != 0 { terms.append(Term(Variable(index: base + edge.axis), scale * m)) }
            if s != 0 { terms.append(Term(Variable(index: base + 2 + edge.axis), scale * s)) }
        } else if upstream != nil {
            if m != 0 { terms.append(Term(upstream!.variable(view: view, component: edge.axis), scale * m)) }
            if s != 0 { terms.append(Term(upstream!.variable(view: view, component: 2 + edge.axis), scale * s)) }
        } else {
            let frame = absolute[view]
            constant += scale * (m * frame[edge.axis] + s * frame[2 + edge.axis])
        }
        return Side(axis: edge.axis, scale: scale, isPosition: m != 0)
    }

    /// The upstream values a block reads, made variables after the block's own (for
    /// ``hasLeastErrors(_:_:built:views:local:)``), numbered in the order they are first read.
    private struct FreeUpstream {
        /// The next variable's index.
        private(set) var next: Int
        /// Per upstream view and component (minimum x, minimum y, width, height): its variable's index.
        private var indices: [Int: Int] = [:]

        init(first: Int) { next = first }

        mutating func variable(view: Int, component: Int) -> Variable {
            let key = 4 * view + component
            if let index = indices[key] { return Variable(index: index) }
            indices[key] = next
            next += 1
            return Variable(index: next - 1)
        }
    }

    /// One side of a lowered constraint: its axis and scale, and whether it holds a position
    /// (an edge or centre) rather than only a length.
    private struct Side {
        var axis: Int
        var scale: Double
        var isPosition: Bool
    }
}
