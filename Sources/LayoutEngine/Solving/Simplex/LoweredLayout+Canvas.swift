import ConstraintSolver

extension LoweredLayout {
    /// Re-solves from the current solution at a new canvas (the next of `options.sizes`, the
    /// document otherwise the same): the root's `width` and `height` shorthands keep their terms
    /// and only their constants move, as do the constraints that measure from the root's margins
    /// or safe area when `root` holds new ones (a view controller's system minimum depends on its
    /// width), and those of the views in `restoring` (tree order: the fixed point's, back to the
    /// document's values): ``Solver/shiftConstant(of:by:)``, a dual simplex from the previous answer.
    ///
    /// False, the solver then holding no answer to use, where a layout from nothing could differ
    /// by more than the constants: the root leaves a dimension open (before or after; it is
    /// fitted), the root is a stack (its canvas feeds its natural size), a `fillProportionally`
    /// stack measured its views, the first solve broke a required constraint or the new constants
    /// break one (which ones break depends on the constants), as ``update(guidesOf:from:)``.
    /// Where the new optimum is not unique the caller lays out from nothing (as the fixed point does).
    /// - Complexity: O(views + constraints) plus the dual simplex's pivots.
    func update(
        canvas root: ViewNode, restoring: [(view: Int32, margins: DirectionalInsets, safeArea: EdgeInsets)]
    ) -> Bool {
        let before = tree.nodes[0]
        guard conflicts.isEmpty, before.stack == nil, before.width != nil, before.height != nil,
            let width = root.width, let height = root.height,
            !tree.nodes.contains(where: { $0.stack?.distribution == .fillProportionally })
        else { return false }
        for (id, index) in added {
            let built = constraints[Int(index)]
            // The root's shorthands (`ViewConstraintBuilder.appendShorthands`): `width` or `height` equal to a constant.
            guard built.isGenerated, built.second == nil, built.first == ItemRef(0), built.first.kind == .frame,
                built.name == built.firstAttribute.rawValue,
                built.firstAttribute == .width || built.firstAttribute == .height
            else { continue }
            let value = built.firstAttribute == .width ? width : height
            guard value.bitPattern != built.constant.bitPattern else { continue }
            guard setConstant(ofConstraintAt: Int(index), id: id, to: value) else { return false }
        }
        tree.nodes[0].width = width
        tree.nodes[0].height = height
        lowering.tree = tree
        var guides = restoring.filter { $0.view != 0 }
        if before.layoutMargins != root.layoutMargins || before.safeAreaInsets != root.safeAreaInsets {
            guides.insert((0, root.layoutMargins, root.safeAreaInsets), at: 0)
        }
        guard !guides.isEmpty else { return true }
        let values = Dictionary(uniqueKeysWithValues: guides.map { ($0.view, ($0.margins, $0.safeArea)) })
        return update(guidesOf: guides.map(\.view)) { node, view in
            guard let (margins, safeArea) = values[view] else { return }
            node.layoutMargins = margins
            node.safeAreaInsets = safeArea
        }
    }
}
