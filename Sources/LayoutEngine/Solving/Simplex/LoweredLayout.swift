import ConstraintSolver

/// A document lowered to the solver and solved: every constraint added in the contract's
/// order, the broken ones kept at ``Priority/broken``, and the solution read back.
final class LoweredLayout {
    /// Written only by `update(guidesOf:from:)`, with `lowering` (their nodes are one view of the document).
    var tree: LayoutTree
    let guides: GuideRegistry
    /// Service-made (tree order), then shorthands, then the document's constraints. Written only
    /// by `update(guidesOf:from:)`, which moves content sizes' constants.
    var constraints: [BuiltConstraint]
    let solver: Solver
    var lowering: AnchorLowering
    // Stored properties `@exclusivity(unchecked)`, as in `Solver`, whose loops it drives.
    /// The unsatisfiable diagnostics, in the order the conflicts were met.
    @exclusivity(unchecked) private(set) var conflicts: [Diagnostic] = []
    /// (solver id, index in `constraints`) in order of addition, so ids map back by binary search.
    @exclusivity(unchecked) private(set) var added: [(id: Int, index: Int32)] = []

    /// Resolves the document's constraints and makes the variables; adds nothing yet. The
    /// `fillProportionally` stacks' measurements are made under `meter` (``FittingSize``).
    /// - Complexity: O(views + constraints), plus each measured subtree's layout.
    init(document: LayoutDocument, meter: WorkMeter? = nil) {
        let tree = LayoutTree(document)
        let sizes = NaturalSizes(tree: tree)
        var service = ServiceConstraints(tree: tree) { view, axis in
            FittingSize.proportionalSize(of: view, along: axis, in: tree, document: document, meter: meter)
        }
        // Taken over rather than copied: the generated constraints are most of the document's
        // (64 MB at 100,000 views), and a copy is as many fresh pages to fault in.
        var constraints: [BuiltConstraint] = []
        swap(&constraints, &service.generated)
        constraints.reserveCapacity(constraints.count + service.shorthands.count + document.constraints.count)
        constraints.append(contentsOf: service.shorthands)
        for constraint in document.constraints {
            if let resolved = tree.resolve(constraint) { constraints.append(resolved) }
        }
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        let references = PositionReferences(tree: tree, guides: service.guides, rightToLeft: rightToLeft)
        let solver = Solver()
        let variableCount = 4 * references.ownerCount + references.segmentCount
        // Sized once: growing the solver's storage copies it, and faults in fresh pages each time.
        solver.reserveCapacity(variables: variableCount, constraints: constraints.count)
        var variables: [Variable] = []
        variables.reserveCapacity(variableCount)
        for _ in 0..<variableCount { variables.append(solver.makeVariable()) }
        self.tree = tree
        self.guides = service.guides
        self.constraints = constraints
        self.solver = solver
        self.lowering = AnchorLowering(
            tree: tree, variables: variables, rightToLeft: rightToLeft, references: references, naturalSizes: sizes)
    }

    /// Adds the constraints in ``additionOrder(_:)``: the required ones in the contract's order,
    /// breaking each that conflicts with those before it, then the optional ones: only the order
    /// among required constraints decides what breaks.
    /// - Complexity: that of the solver's incremental additions.
    func solve() {
        added.reserveCapacity(constraints.count)
        for index in Self.additionOrder(constraints).lazy.map(Int.init) {
            // A stopped solver fails every call at once: the caller reports why.
            if solver.meter?.stop != nil { return }
            if constraints[index].isRequired {
                addRequired(index)
            } else if let id = try? solver.add(lowering.lower(constraints[index], priority: solverPriority(index))) {
                added.append((id.rawValue, Int32(index)))
            }
        }
    }

    /// The optional priority below which a constraint is a weak pull (fitting size at 50,
    /// spanning fit at 51, ambiguity suppression at 25) added after every stronger one.
    static let weakPriority: Double = 100

    /// The order of addition: the required constraints in the contract's order; then the
    /// optional ones from 100 up in the contract's order, except that each run of them between
    /// two required constraints (a view's content sizes, a stack's optional families) goes
    /// strongest first; then the weak ones below 100, strongest first.
    ///
    /// The optimum does not depend on the order of the optional constraints, but the solver's
    /// work does: a compression resistance added before the hugging, the spanning fit and the
    /// ambiguity suppression that pull the same size down finds the size free and takes it,
    /// and those then start with an error instead of pivoting the size to zero and back; the
    /// root's fitting-size pull, which reaches every size of the document through the stacks,
    /// pivots once at the end instead of at every content size added after it. On the
    /// 1,003-view feed this takes `Solver.add` from 192 M to 131 M instructions.
    /// - Complexity: O(c log c) for c constraints.
    static func additionOrder(_ constraints: [BuiltConstraint]) -> [Int32] {
        // Strongest first, equals in the contract's order (so no sort stability is relied on).
        let strongerFirst = { (a: Int32, b: Int32) -> Bool in
            let (pa, pb) = (constraints[Int(a)].priority, constraints[Int(b)].priority)
            return pa != pb ? pa > pb : a < b
        }
        var required: [Int32] = []
        var strong: [Int32] = []
        var weak: [Int32] = []
        var runStart = 0
        for index in constraints.indices {
            if constraints[index].isRequired {
                // A run may be long (the content sizes of a stack's many leaf views): sorted, not
                // insertion-sorted.
                strong[runStart...].sort(by: strongerFirst)
                required.append(Int32(index))
                runStart = strong.count
            } else if constraints[index].priority < weakPriority {
                weak.append(Int32(index))
            } else {
                strong.append(Int32(index))
            }
        }
        strong[runStart...].sort(by: strongerFirst)
        weak.sort(by: strongerFirst)
        return required + strong + weak
    }

    /// The solver priority of constraint `index`: required, or its priority within the optional range.
    func solverPriority(_ index: Int) -> Priority {
        constraints[index].solverPriority
    }

    private func addRequired(_ index: Int) {
        do {
            let id = try solver.add(lowering.lower(constraints[index], priority: .required))
            added.append((id.rawValue, Int32(index)))
        } catch SolverError.unsatisfiable(let conflicting) {
            let set = conflicting.sorted().compactMap { constraintIndex(of: $0) }
            if let id = try? solver.add(lowering.lower(constraints[index], priority: .broken)) {
                added.append((id.rawValue, Int32(index)))
            }
            conflicts.append(.unsatisfiable(set.map { constraints[$0] }, broken: constraints[index], in: tree, guides: guides))
        } catch {
            // Only `unbounded` remains, which a frame system with a required origin cannot reach;
            // the constraint is then left out, as UIKit leaves out what it cannot solve.
        }
    }

    /// The index in `constraints` of the constraint the solver knows as `id`.
    private func constraintIndex(of id: ConstraintID) -> Int? {
        var low = 0
        var high = added.count
        while low < high {
            let mid = (low + high) / 2
            if added[mid].id < id.rawValue { low = mid + 1 } else { high = mid }
        }
        guard low < added.count, added[low].id == id.rawValue else { return nil }
        return Int(added[low].index)
    }

    /// The bytes the document's tree, the built constraints and the solver's records of them hold
    /// while the solver runs and the layout is kept (the fixed point's and the next canvas's
    /// updates), for the solver's ``WorkMeter``: an estimate from their element sizes, strings
    /// aside. The tree (``LayoutTree/estimatedBytes(copyingViews:)``) with a copy of every view:
    /// an update writes the root or guides through it (``update(canvas:restoring:)``,
    /// ``update(guidesOf:from:)``), which copies them. The constraints with the solver's record of
    /// each, twice: taken over from the service constraints, their array grows once to hold the
    /// rest, copying them. The order of addition, one entry a constraint (``solve()`` reserves them).
    /// - Complexity: O(1).
    var estimatedBytes: Int {
        tree.estimatedBytes(copyingViews: true)
            + 2 * constraints.capacity * (MemoryLayout<BuiltConstraint>.stride + Solver.bytesPerConstraintRecord)
            + max(added.capacity, constraints.count) * MemoryLayout<(id: Int, index: Int32)>.stride
    }

    /// The name of constraint `index` in diagnostics.
    func name(_ index: Int) -> String { tree.diagnosticName(constraints[index], guides: guides) }

    /// Constraint `index` in the request grammar, named by its family or document name.
    func text(_ index: Int) -> String { ConstraintPrinter.string(tree.layoutConstraint(constraints[index], guides: guides)) }
}
