import ConstraintSolver

extension LoweredLayout {
    /// Re-solves from the current solution after the inputs of `views` (in tree order) changed to
    /// what `inputs` hold: their margins and safe-area guides, and their intrinsic sizes (a
    /// wrapping label measured at a new width). The constraints that measure from those guides,
    /// and the views' content sizes (`content-hugging`, `compression-resistance`), keep their
    /// terms and only their constants move (``Solver/shiftConstant(of:by:)``, a dual simplex from
    /// the previous answer).
    ///
    /// False, the solver then holding no answer to use, where the new constants would change more
    /// than constants or a layout from nothing could differ: the first solve broke a required
    /// constraint (which ones break depends on the constants), a `fillProportionally` stack
    /// measured its views with the old guides or sizes (its multipliers), a stack arranged relative
    /// to its margins changed them (its natural size, hence the baselines), a view gained or lost
    /// an intrinsic dimension or moved its baselines, a horizontal stack's tallest view (whose
    /// baselines it takes) changed, or the solver refused.
    /// - Complexity: O(views + constraints) plus the dual simplex's pivots.
    func update<Inputs: FrameDependentInputs>(guidesOf views: [Int32], from inputs: Inputs) -> Bool {
        update(guidesOf: views) { node, view in inputs.apply(to: &node, view: view) }
    }

    /// ``update(guidesOf:from:)`` with the views' new values written by `apply` (view `view`'s
    /// node, in tree order).
    func update(guidesOf views: [Int32], applying apply: (inout ViewNode, Int32) -> Void) -> Bool {
        guard conflicts.isEmpty,
            !tree.nodes.contains(where: { $0.stack?.distribution == .fillProportionally }),
            !views.contains(where: { tree.nodes[Int($0)].stack?.layoutMarginsRelativeArrangement == true })
        else { return false }
        let previous = lowering
        for view in views {
            let before = tree.nodes[Int(view)]
            apply(&tree.nodes[Int(view)], view)
            let after = tree.nodes[Int(view)]
            guard (before.intrinsicContentSize.width == nil) == (after.intrinsicContentSize.width == nil),
                (before.intrinsicContentSize.height == nil) == (after.intrinsicContentSize.height == nil),
                before.baselines == after.baselines
            else { return false }
        }
        // A label's new size may change which view a horizontal stack takes its baselines from.
        if views.contains(where: { tree.nodes[Int($0)].text != nil }) {
            let (first, last) = AnchorLowering.baselineViews(tree, NaturalSizes(tree: tree))
            guard first == lowering.firstBaselineView, last == lowering.lastBaselineView else { return false }
        }
        lowering.tree = tree
        func changed(_ item: ItemRef, _ attribute: LayoutAttribute) -> Bool {
            guard item.kind != .frame || AnchorLowering.withinMargins(attribute) != nil else { return false }
            return Self.contains(views, item.owner)
        }
        for (id, index) in added {
            let built = constraints[Int(index)]
            if let size = contentSize(of: built, in: views), size != built.constant {
                guard setConstant(ofConstraintAt: Int(index), id: id, to: size) else { return false }
                continue
            }
            guard changed(built.first, built.firstAttribute) || built.second.map({ changed($0, built.secondAttribute) }) == true
            else { continue }
            let priority = solverPriority(Int(index))
            let delta = lowering.lower(built, priority: priority).expression.constant
                - previous.lower(built, priority: priority).expression.constant
            guard shiftConstant(id, by: delta) else { return false }
        }
        return true
    }

    /// Gives constraint `index` (solver id `id`) the constant `constant`, shifting it in the
    /// solver by the change of its lowered constant (dual simplex): a label's new size, the
    /// root's new canvas.
    /// - Returns: false where the solver cannot shift it (the caller lays out anew).
    func setConstant(ofConstraintAt index: Int, id: Int, to constant: Double) -> Bool {
        let built = constraints[index]
        var moved = built
        moved.constant = constant
        let priority = solverPriority(index)
        let delta = lowering.lower(moved, priority: priority).expression.constant
            - lowering.lower(built, priority: priority).expression.constant
        guard shiftConstant(id, by: delta) else { return false }
        constraints[index] = moved
        return true
    }

    /// Shifts solver constraint `id`'s constant by `delta` (dual simplex); false where the
    /// solver cannot (the caller lays out anew).
    private func shiftConstant(_ id: Int, by delta: Double) -> Bool {
        (try? solver.shiftConstant(of: ConstraintID(rawValue: id), by: delta)) != nil
    }

    /// The intrinsic size now measured along `built`'s dimension, when `built` is the content size
    /// (hugging or compression resistance) of one of `views`.
    private func contentSize(of built: BuiltConstraint, in views: [Int32]) -> Double? {
        guard built.isGenerated, built.second == nil, built.first.kind == .frame,
            built.name == ViewConstraintBuilder.contentHugging || built.name == ViewConstraintBuilder.compressionResistance,
            Self.contains(views, built.first.owner)
        else { return nil }
        let intrinsic = tree.nodes[Int(built.first.owner)].intrinsicContentSize
        return built.firstAttribute == .width ? intrinsic.width : intrinsic.height
    }

    /// Whether sorted `views` holds `owner`.
    private static func contains(_ views: [Int32], _ owner: Int32) -> Bool {
        var low = 0
        var high = views.count
        while low < high {
            let mid = (low + high) / 2
            if views[mid] < owner { low = mid + 1 } else { high = mid }
        }
        return low < views.count && views[low] == owner
    }
}
