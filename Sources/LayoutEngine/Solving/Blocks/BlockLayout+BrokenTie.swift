extension BlockLayout {
    /// The whole-document solver's `unsatisfiable` diagnostic for document constraint `index`, a
    /// required cross tie past its canvas that U's direct layout takes broken
    /// (``DirectDocument/brokenTie``), or nil where that diagnostic is not shown to be this one (the
    /// strategy then declines). Design note, section 5, "A cross tie past its canvas".
    ///
    /// The set is the stack's required constraints that hold the child within its canvas: across
    /// `fill`, its canvas connections (the first arranged view's) and the child's alignments to the
    /// first; across `leading` or `trailing`, those on the aligned edge and, on the other, the
    /// child's spanning boundary and the spacer's canvas connection (one view: its two canvas
    /// connections), named and ordered as the stack's builder makes them. It is the only minimal
    /// set when nothing else reads the values the witnesses move: no other required constraint
    /// names a view of the stack's arranged subtrees across the stack (or the stack's spacer), and
    /// U's direct solve checked that those subtrees can take the wider size.
    /// - Complexity: O(views + constraints + the stack's arranged views).
    static func brokenTieConflict(_ index: Int, document: LayoutDocument, tree: LayoutTree) -> Diagnostic? {
        let tie = document.constraints[index]
        guard let built = tree.resolve(tie), let second = built.second else { return nil }
        let (a, b) = (Int(built.first.owner), Int(second.owner))
        guard a < tree.viewCount, b < tree.viewCount else { return nil }
        let (child, stackView) = Int(tree.parents[a]) == b ? (a, b) : (b, a)
        guard Int(tree.parents[child]) == stackView, let properties = tree.nodes[stackView].stack else { return nil }
        let alignment = properties.effectiveAlignment
        guard alignment == .fill || alignment == .leading || alignment == .trailing else { return nil }
        // The views a witness moves across the stack: its arranged subtrees (parents come first in tree order).
        var moves = [Bool](repeating: false, count: tree.viewCount)
        for view in (stackView + 1)..<tree.viewCount {
            let parent = Int(tree.parents[view])
            guard parent >= stackView else { break }
            moves[view] = parent == stackView ? tree.isArranged[view] : moves[parent]
        }
        let cross: Axis = properties.axis == .horizontal ? .vertical : .horizontal
        let spacerPrefix = tree.nodes[stackView].id + "."
        for (position, constraint) in document.constraints.enumerated() where position != index && constraint.priority >= 1000 {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                switch anchor.item {
                case .guide(let id):
                    guard !id.hasPrefix(spacerPrefix) else { return nil }
                case .view(let id), .layoutMarginsGuide(let id), .safeAreaLayoutGuide(let id):
                    if anchor.attribute.axis == cross, let view = tree.viewIndex(of: id), moves[view] { return nil }
                }
            }
        }
        let builder = StackConstraintBuilder(stack: stackView, in: tree, naturalSize: { _ in 0 })
        var guides = GuideRegistry(firstOwner: tree.firstGeneratedOwner)
        var out: [BuiltConstraint] = []
        builder.append(to: &out, guides: &guides)
        let first = builder.arranged[0]
        let edges = [builder.axes.crossLeading, builder.axes.crossTrailing]
        let set = out.filter { constraint in
            guard constraint.isRequired, edges.contains(constraint.firstAttribute) else { return false }
            switch constraint.name {
            case StackFamily.alignment, StackFamily.spanningBoundary: return constraint.second.map { Int($0.owner) } == child
            case StackFamily.canvasConnection: return true
            default: return false
            }
        }
        let expected = builder.arranged.count == 1 ? 2 : (alignment == .fill ? 2 : 3) + (child == first ? 0 : (alignment == .fill ? 2 : 1))
        guard set.count == expected else { return nil }
        return .unsatisfiable(set, broken: built, in: tree, guides: guides)
    }
}
