/// The constraints one `UIStackView` makes for its arranged subviews, family by family,
/// as seed 004 prints them from UIKit.
///
/// Hidden arranged views stay in the chain (canvas connection, spacing, alignment) with
/// `UISV-hiding` zeroing their size along the axis and the spacing beside them collapsed;
/// the distributions (`fill-equally`, `fill-proportionally`, gap guides) and the alignment
/// spanner (`UISV-spanning-boundary`) span the visible views.
struct StackConstraintBuilder {
    let stack: StackProperties
    let stackItem: ItemRef
    /// The stack, or its `layoutMarginsGuide` with `layoutMarginsRelativeArrangement`.
    let canvas: ItemRef
    /// The stack's id, which prefixes the guides it makes.
    let stackID: String
    let axes: StackAxes
    /// Every arranged view (hidden ones included), in order.
    let arranged: [Int]
    /// The ids of `arranged`, for `customSpacing`.
    let arrangedIDs: [String]
    /// Whether each of `arranged` is hidden.
    let hidden: [Bool]
    /// The visible arranged views, in order.
    let visible: [Int]
    /// Each visible view's size along the axis for `fillProportionally`.
    let naturalSize: (Int) -> Double

    /// Prepares the stack view `index` of `tree`.
    /// - Parameters:
    ///   - shown: an arranged view built as visible whether or not `tree` hides it (the family
    ///     the stack would have with it shown, without a copy of the tree); nil for none.
    ///   - naturalSize: a view's size along the stack's axis when unconstrained:
    ///     its intrinsic size, or its fitting size for views without one.
    init(stack index: Int, in tree: LayoutTree, showing shown: Int? = nil, naturalSize: @escaping (Int) -> Double) {
        let node = tree.nodes[index]
        let stack = node.stack ?? StackProperties()
        self.stack = stack
        self.stackItem = ItemRef(index)
        self.canvas = ItemRef(index, stack.layoutMarginsRelativeArrangement ? .margins : .frame)
        self.stackID = node.id
        self.axes = StackAxes(stack.axis)
        let arranged = tree.arranged(of: index).map(Int.init)
        self.arranged = arranged
        self.arrangedIDs = arranged.map { tree.nodes[$0].id }
        self.hidden = arranged.map { tree.nodes[$0].isHidden && $0 != shown }
        self.visible = arranged.filter { !tree.nodes[$0].isHidden || $0 == shown }
        self.naturalSize = naturalSize
    }

    /// Appends every constraint of the stack, making its gap guides and spacer in `guides`.
    /// - Complexity: O(arranged views).
    func append(to out: inout [BuiltConstraint], guides: inout GuideRegistry) {
        guard !arranged.isEmpty else { return }
        let before = (constraints: out.count, guides: guides.names.count)
        appendAxisConstraints(to: &out, guides: &guides)
        appendCrossAxisConstraints(to: &out, guides: &guides)
        for (position, view) in arranged.enumerated() where hidden[position] {
            out.append(BuiltConstraint(StackFamily.hiding, ItemRef(view), axes.size, .equal, constant: 0))
        }
        assert(
            counts.constraints == out.count - before.constraints && counts.guides == guides.names.count - before.guides,
            "StackFamilyCounts must count what the builder builds")
    }

    /// What ``append(to:guides:)`` builds for this stack.
    var counts: StackFamilyCounts {
        StackFamilyCounts(
            arranged: arranged.count, visible: visible.count, distribution: stack.distribution,
            alignment: stack.effectiveAlignment, hasProportions: hasProportions)
    }
}
