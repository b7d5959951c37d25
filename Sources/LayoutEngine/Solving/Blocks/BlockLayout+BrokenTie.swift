extension BlockLayout {
    /// What shows a broken cross tie's set the only minimal one: the solutions without one member
    /// of the set that meet the tie (the witnesses), made from the layout's own by moving views of
    /// the stack's arranged subtrees across the stack, at which the blocks must still hold.
    struct BrokenTieWitness {
        let stack: Int
        let child: Int
        /// The cross axis (0 x, 1 y), and whether the tie names the child first (`x = S + k`).
        let axis: Int
        let childFirst: Bool
        let constant: Double
        /// The stack's arranged views, those that widen in a witness (all across `fill`, else the
        /// child), and the views of the arranged subtrees (a witness moves only those).
        let arranged: [Int]
        let widens: [Int]
        let moves: [Bool]
        /// The side the alignment holds (`true` the low one, the root's smaller coordinates), nil across `fill`.
        let alignedLow: Bool?
    }

    /// The whole-document solver's `unsatisfiable` diagnostic for document constraint `index`, a
    /// required cross tie past its canvas that U's direct layout takes broken
    /// (``DirectDocument/brokenTie``), with the witnesses that show its set the only minimal one
    /// (checked at each layout, ``witnessesHold(_:absolute:)``); nil where it is not shown (the
    /// strategy then declines). Design note, section 5, "A cross tie past its canvas".
    ///
    /// The set is the stack's required constraints that hold the child within its canvas: across
    /// `fill`, its canvas connections (the first arranged view's) and the child's alignments to the
    /// first; across `leading` or `trailing`, those on the aligned edge and, on the other, the
    /// child's spanning boundary and the spacer's canvas connection (one view: its two canvas
    /// connections), named and ordered as the stack's builder makes them. No other constraint of U
    /// (`upstream`, positions in the document's) may name a view of the stack's arranged subtrees
    /// across the stack, nor a block a view of U inside one that widens, nor a required one of U a
    /// layout guide: what the witnesses move is then read only by blocks, checked there. No document
    /// constraint names the stack's spacer: the guides the stacks make (``GuideRegistry``) are not in
    /// the document's namespace (a document's ids have no dot), so its items resolve to views and the
    /// document's own guides only, and a block naming a guide declines below.
    /// - Complexity: O(views + constraints + the stack's arranged views).
    static func brokenTieConflict(
        _ index: Int, document: LayoutDocument, tree: LayoutTree, upstream: [Int], dependent: [BuiltConstraint],
        isDependent: [Bool]
    ) -> (Diagnostic, BrokenTieWitness)? {
        let tie = document.constraints[index]
        guard let built = tree.resolve(tie), let second = built.second else { return nil }
        let (a, b) = (Int(built.first.owner), Int(second.owner))
        guard a < tree.viewCount, b < tree.viewCount else { return nil }
        let (child, stackView) = Int(tree.parents[a]) == b ? (a, b) : (b, a)
        guard Int(tree.parents[child]) == stackView, let properties = tree.nodes[stackView].stack else { return nil }
        let alignment = properties.effectiveAlignment
        guard alignment == .fill || alignment == .leading || alignment == .trailing else { return nil }
        // The views of the arranged subtrees (parents come first in tree order), and those inside
        // a view that widens, whose values across a witness does not say.
        let widens = alignment == .fill ? tree.arranged(of: stackView).map(Int.init) : [child]
        var moves = [Bool](repeating: false, count: tree.viewCount)
        var inside = [Bool](repeating: false, count: tree.viewCount)
        for view in (stackView + 1)..<tree.viewCount {
            let parent = Int(tree.parents[view])
            guard parent >= stackView else { break }
            moves[view] = parent == stackView ? tree.isArranged[view] : moves[parent]
            inside[view] = parent != stackView && (inside[parent] || widens.contains(parent))
        }
        let cross: Axis = properties.axis == .horizontal ? .vertical : .horizontal
        for position in upstream where position != index && document.constraints[position].priority >= 1000 {
            let constraint = document.constraints[position]
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                switch anchor.item {
                case .guide: return nil
                case .view, .layoutMarginsGuide, .safeAreaLayoutGuide:
                    if anchor.attribute.axis == cross, let view = tree.viewIndex(of: anchor), moves[view] { return nil }
                }
            }
        }
        for constraint in dependent {
            for (item, attribute) in [(constraint.first, constraint.firstAttribute)] + (constraint.second.map { [($0, constraint.secondAttribute)] } ?? []) {
                let owner = Int(item.owner)
                guard owner < tree.viewCount else { return nil }
                // A dependent view's values are its block's, solved again at each witness.
                if attribute.axis == cross && inside[owner] && !isDependent[owner] { return nil }
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
        let axis = cross == .horizontal ? 0 : 1
        // Leading is the high side of a right-to-left x axis.
        let leadingLow = axis == 1 || document.options.layoutDirection != .rightToLeft
        let witness = BrokenTieWitness(
            stack: stackView, child: child, axis: axis, childFirst: child == a, constant: built.constant,
            arranged: builder.arranged, widens: widens, moves: moves,
            alignedLow: alignment == .fill ? nil : (alignment == .leading) == leadingLow)
        return (.unsatisfiable(set, broken: built, in: tree, guides: guides), witness)
    }

    /// Whether the blocks hold at every witness of `witness` (the layout `absolute` with one member
    /// of the set dropped and the tie met): each arranged view that widens grows by `d` (the tie's
    /// want past the canvas) on the side the dropped member freed, or, the first view's connection
    /// on the aligned side dropped, every arranged subtree moves out by `d` rigidly with the child.
    /// The blocks are solved again on a copy (as they are at any U), a decline counting as not held.
    /// - Complexity: O(views) and the blocks' solve, per witness (up to four).
    static func witnessesHold(
        _ witness: BrokenTieWitness, blocks: DependentBlocks, absolute: [SIMD4<Double>]
    ) -> Bool {
        let axis = witness.axis
        let stackSize = absolute[witness.stack][2 + axis]
        let wanted = witness.childFirst ? stackSize + witness.constant : stackSize - witness.constant
        let d = wanted - absolute[witness.child][2 + axis]
        guard d > 0 else { return false }
        // (views that grow, toward the low side, and whether every arranged subtree shifts with them)
        var moves: [([Int], Bool, Bool)] = [([witness.child], true, false), ([witness.child], false, false)]
        if let low = witness.alignedLow {
            moves.append(([witness.child], low, true))
        } else {
            moves += [(witness.widens, true, false), (witness.widens, false, false)]
        }
        for (grown, low, shifts) in moves {
            var values = absolute
            if shifts {
                for view in values.indices where witness.moves[view] { values[view][axis] += low ? -d : d }
                // The child keeps its far edge: it is moved back by d on that side and grows by d.
                values[witness.child][axis] += low ? 0 : -d
            } else if low {
                for view in grown { values[view][axis] -= d }
            }
            for view in grown { values[view][2 + axis] += d }
            var trial = blocks
            guard trial.solve(into: &values), trial.conflicts.isEmpty else { return false }
        }
        return true
    }
}
