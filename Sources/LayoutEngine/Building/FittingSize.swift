/// The size a view counts with in a `fillProportionally` stack, as UIKit measures it.
enum FittingSize {
    /// View `index`'s intrinsic size along `axis`, else its fitting size: its subtree laid out
    /// alone (the document's constraints that lie inside it, its open dimensions pulled toward 0
    /// at `fittingSizeLevel`, like `systemLayoutSizeFitting(compressedSize)`).
    /// - Complexity: that of laying out the subtree, for views without an intrinsic size.
    static func proportionalSize(of index: Int, along axis: Axis, in tree: LayoutTree, document: LayoutDocument) -> Double {
        proportionalSize(of: tree.nodes[index], along: axis, document: document)
    }

    /// The size `node` counts with in a `fillProportionally` stack along `axis`, as
    /// ``proportionalSize(of:along:in:document:)``, for a view not taken from a tree (one edited).
    /// - Complexity: that of laying out the subtree, for a view without an intrinsic size.
    static func proportionalSize(of node: ViewNode, along axis: Axis, document: LayoutDocument) -> Double {
        if let intrinsic = node.sizing(along: axis == .horizontal ? 0 : 1).intrinsic {
            return intrinsic
        }
        // Constraints naming anything outside the subtree do not resolve in it, and drop out.
        let subtree = LoweredLayout(
            document: LayoutDocument(root: node, constraints: document.constraints, options: document.options))
        subtree.solve()
        return max(0, subtree.solver.value(of: subtree.lowering.size(0, axis == .horizontal ? 0 : 1)))
    }
}
