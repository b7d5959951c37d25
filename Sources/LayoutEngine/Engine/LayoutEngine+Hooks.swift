import ConstraintSolver

extension LayoutEngine {
    /// Test hook: the constraints the service makes for `document` (views, stacks, then the
    /// `width`/`height` shorthands), in order of addition, with their family names.
    @_spi(Testing) public static func _serviceConstraints(for document: LayoutDocument) -> [LayoutConstraint] {
        let tree = LayoutTree(root: document.root, constraints: [])
        let service = ServiceConstraints(tree: tree) { view, axis in
            FittingSize.proportionalSize(of: view, along: axis, in: tree, document: document)
        }
        return (service.generated + service.shorthands).map { tree.layoutConstraint($0, guides: service.guides) }
    }
}

extension LayoutEngine {
    /// Test and benchmark hook: the solver calls `layout(document:)` makes for `document`, in
    /// the constraint-system dump format of `Benchmarks/README.md` (variables `v0`, `v1`, …,
    /// then every constraint in the order the engine adds it), so that the engine's real
    /// systems can be replayed by `layoutd bench solver` and by kiwisolver.
    @_spi(Testing) public static func _solverDump(for document: LayoutDocument) -> String {
        let lowered = LoweredLayout(document: document)
        var text = ""
        for index in 0..<lowered.solver.variableCount { text += "var v\(index)\n" }
        text += "phase build\n"
        for index in LoweredLayout.additionOrder(lowered.constraints).lazy.map(Int.init) {
            let priority = lowered.solverPriority(index)
            let constraint = lowered.lowering.lower(lowered.constraints[index], priority: priority)
            text += "c"
            for term in constraint.expression.terms { text += " \(term.coefficient)*v\(term.variable.index)" }
            switch constraint.relation {
            case .equal: text += " =="
            case .lessThanOrEqual: text += " <="
            case .greaterThanOrEqual: text += " >="
            }
            text += " \(-constraint.expression.constant)"
            text += priority.isRequired ? " @required\n" : " @\(priority.value)\n"
        }
        return text
    }
}

extension LayoutEngine {
    /// Test hook: `document` with the inputs its fixed point settled on (each view's safe area and
    /// margins as the last layout used them, in the form ``SafeAreaInputs/apply(to:view:)`` writes),
    /// so that a test can judge a layout's optimality against the constraints actually solved.
    /// Nil when the layout stops.
    @_spi(Testing) public func _settledDocument(for document: LayoutDocument) -> LayoutDocument? {
        guard case .success(let prepared) = FrameInputs.prepare(document, measurer: textMeasurer, limits: limits) else {
            return nil
        }
        var timings = LayoutTimings()
        let settled = settle(prepared.document, inputs: prepared.inputs, meter: WorkMeter(), timings: &timings, directDeclined: false)
        return try? settled.get().document
    }
}
