import ConstraintSolver

extension LoweredLayout {
    /// Re-solves from the current solution after the margins and safe-area guides of `views`
    /// (in tree order) changed to what `inputs` hold: the constraints that measure from those
    /// guides keep their terms and only their constants move (``Solver/shiftConstant(of:by:)``,
    /// a dual simplex from the previous answer).
    ///
    /// False, the solver then holding no answer to use, where the new constants would change more
    /// than constants or a layout from nothing could differ: the first solve broke a required
    /// constraint (which ones break depends on the constants), a `fillProportionally` stack
    /// measured its views with the old guides (its multipliers), a stack arranged relative to
    /// its margins changed them (its natural size, hence the baselines), or the solver refused.
    /// - Complexity: O(views + constraints) plus the dual simplex's pivots.
    func update<Inputs: FrameDependentInputs>(guidesOf views: [Int32], from inputs: Inputs) -> Bool {
        guard conflicts.isEmpty,
            !tree.nodes.contains(where: { $0.stack?.distribution == .fillProportionally }),
            !views.contains(where: { tree.nodes[Int($0)].stack?.layoutMarginsRelativeArrangement == true })
        else { return false }
        let previous = lowering
        for view in views { inputs.apply(to: &tree.nodes[Int(view)], view: view) }
        lowering.tree = tree
        func changed(_ item: ItemRef, _ attribute: LayoutAttribute) -> Bool {
            guard item.kind != .frame || AnchorLowering.withinMargins(attribute) != nil else { return false }
            return Self.contains(views, item.owner)
        }
        for (id, index) in added {
            let built = constraints[Int(index)]
            guard changed(built.first, built.firstAttribute) || built.second.map({ changed($0, built.secondAttribute) }) == true
            else { continue }
            let priority = solverPriority(Int(index))
            let delta = lowering.lower(built, priority: priority).expression.constant
                - previous.lower(built, priority: priority).expression.constant
            do {
                try solver.shiftConstant(of: ConstraintID(rawValue: id), by: delta)
            } catch {
                return false
            }
        }
        return true
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
