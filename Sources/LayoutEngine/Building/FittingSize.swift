import ConstraintSolver

/// The size a view counts with in a `fillProportionally` stack, as UIKit measures it.
enum FittingSize {
    /// View `index`'s intrinsic size along `axis`, else its fitting size: its subtree laid out
    /// alone (the document's constraints that lie inside it, its open dimensions pulled toward 0
    /// at `fittingSizeLevel`, like `systemLayoutSizeFitting(compressedSize)`), under `meter`:
    /// see ``proportionalSize(of:along:document:meter:)``.
    /// - Complexity: that of laying out the subtree, for views without an intrinsic size.
    static func proportionalSize(
        of index: Int, along axis: Axis, in tree: LayoutTree, document: LayoutDocument, meter: WorkMeter? = nil
    ) -> Double {
        proportionalSize(of: tree.nodes[index], along: axis, document: document, meter: meter)
    }

    /// The size `node` counts with in a `fillProportionally` stack along `axis`, as
    /// ``proportionalSize(of:along:in:document:meter:)``, for a view not taken from a tree (one edited).
    /// The lone layout reads every one of the document's constraints and is solved under `meter`
    /// (the request's): it is charged a unit a constraint, so that a document measuring many
    /// subtrees stops at its deadline or work limit rather than after them; once the meter has
    /// stopped the answer is 0, which no caller keeps (each reads the stop).
    /// - Complexity: that of laying out the subtree, for a view without an intrinsic size.
    static func proportionalSize(of node: ViewNode, along axis: Axis, document: LayoutDocument, meter: WorkMeter? = nil) -> Double {
        if let intrinsic = node.sizing(along: axis == .horizontal ? 0 : 1).intrinsic {
            return intrinsic
        }
        if let meter, meter.charge(document.constraints.count + 1, bytes: { 0 }) { return 0 }
        // Constraints naming anything outside the subtree do not resolve in it, and drop out.
        let subtree = LoweredLayout(
            document: LayoutDocument(root: node, constraints: document.constraints, options: document.options), meter: meter)
        subtree.solver.meter = meter
        subtree.solve()
        if meter?.stop != nil { return 0 }
        return max(0, subtree.solver.value(of: subtree.lowering.size(0, axis == .horizontal ? 0 : 1)))
    }
}
