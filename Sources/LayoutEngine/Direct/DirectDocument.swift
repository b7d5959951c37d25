/// A document the direct solver accepts, with what it needs: the tree, each pinned subview's
/// offsets from its superview's edges, and the priority levels.
///
/// The accepted class (everything else is left to the solver):
/// - no `include: ["constraints"]`, no custom layout guides;
/// - stacks of any axis with `fill`, `fillEqually` or `equalSpacing` (without hidden arranged
///   views) distributions, `fill`, `leading`, `center` or `trailing` alignment (a vertical
///   stack's baseline alignments are its leading and trailing), no
///   `baselineRelativeArrangement`, no plain `subviews`;
/// - plain views whose every subview is pinned by the document's constraints on its four
///   edges to the superview's same edges, its margins guide or (the root's) safe area: required
///   `==` with multiplier 1 and any constant, exactly one per edge (`top`, `bottom`, and
///   `leading`/`trailing` or `left`/`right`); the document has no other constraint;
/// - at most ``LexSlope/laneCount`` distinct optional priorities, the stacks' own included.
struct DirectDocument: Sendable {
    /// A pinned subview's edges: its superview's minus these (x, y), `low` added to the
    /// superview's minimum, `high` to its maximum.
    struct Pin: Sendable {
        var low: SIMD2<Double> = .zero
        var high: SIMD2<Double> = .zero
        var edges: UInt8 = 0
    }

    let tree: LayoutTree
    let rightToLeft: Bool
    let levels: PriorityLevels
    /// Per view: its pin if it is a plain subview.
    let pins: [Pin]
    /// The plain subviews of each view, grouped by superview.
    private let childOffsets: [Int32]
    private let childIndices: [Int32]

    /// The document ready for the direct solver, or nil if it is outside the accepted class.
    /// - Complexity: O(views + constraints).
    init?(document: LayoutDocument) {
        guard !document.options.includeConstraints else { return nil }
        let tree = LayoutTree(root: document.root)
        guard tree.guideIDs.isEmpty, let levels = PriorityLevels(tree: tree) else { return nil }
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        var pins = [Pin](repeating: Pin(), count: tree.viewCount)
        for constraint in document.constraints {
            guard Self.addPin(constraint, tree: tree, rightToLeft: rightToLeft, to: &pins) else { return nil }
        }
        var offsets = [Int32](repeating: 0, count: tree.viewCount + 1)
        for view in 1..<max(tree.viewCount, 1) where !tree.isArranged[view] {
            let parent = Int(tree.parents[view])
            guard tree.nodes[parent].stack == nil, pins[view].edges == 0b1111 else { return nil }
            offsets[parent + 1] += 1
        }
        for view in tree.nodes.indices {
            guard Self.isSupported(view, in: tree) else { return nil }
            offsets[view + 1] += offsets[view]
        }
        var fill = offsets
        var indices = [Int32](repeating: 0, count: Int(offsets[tree.viewCount]))
        for view in 1..<max(tree.viewCount, 1) where !tree.isArranged[view] {
            let parent = Int(tree.parents[view])
            indices[Int(fill[parent])] = Int32(view)
            fill[parent] += 1
        }
        self.tree = tree
        self.rightToLeft = rightToLeft
        self.levels = levels
        self.pins = pins
        self.childOffsets = offsets
        self.childIndices = indices
    }

    /// The plain subviews of view `index`, in tree order.
    func plainSubviews(of index: Int) -> ArraySlice<Int32> {
        childIndices[Int(childOffsets[index])..<Int(childOffsets[index + 1])]
    }

    /// The alignment a stack uses across its axis (a vertical stack's baselines are its edges).
    static func crossAlignment(_ stack: StackProperties) -> StackProperties.Alignment {
        guard stack.axis == .vertical else { return stack.alignment }
        switch stack.alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return stack.alignment
        }
    }

    private static func isSupported(_ view: Int, in tree: LayoutTree) -> Bool {
        guard let stack = tree.nodes[view].stack else { return true }
        switch stack.distribution {
        case .fill, .fillEqually: break
        case .equalSpacing:
            if tree.arranged(of: view).contains(where: { tree.nodes[Int($0)].isHidden }) { return false }
        case .fillProportionally, .equalCentering: return false
        }
        switch crossAlignment(stack) {
        case .fill, .leading, .center, .trailing: break
        case .firstBaseline, .lastBaseline: return false
        }
        return !stack.baselineRelativeArrangement
    }

    /// Records `constraint` if it pins a plain subview's edge to its superview's; false otherwise.
    private static func addPin(
        _ constraint: LayoutConstraint, tree: LayoutTree, rightToLeft: Bool, to pins: inout [Pin]
    ) -> Bool {
        guard let second = constraint.second, constraint.relation == .equal, constraint.multiplier == 1,
            constraint.priority >= 1000,
            let a = side(constraint.first, tree: tree, rightToLeft: rightToLeft),
            let b = side(second, tree: tree, rightToLeft: rightToLeft),
            a.axis == b.axis, a.isHigh == b.isHigh, a.sign == b.sign
        else { return false }
        // first == second + constant, each side `sign × edge`.
        let subviewFirst = isPinnable(a.item, to: b.item, tree: tree)
        guard subviewFirst || isPinnable(b.item, to: a.item, tree: tree) else { return false }
        let (subview, superview) = subviewFirst ? (a.item, b.item) : (b.item, a.item)
        let delta = (subviewFirst ? constraint.constant : -constraint.constant) * a.sign
        let insets = AnchorLowering.insets(superview, in: tree, rightToLeft: rightToLeft)
        let bit = UInt8(1 << (2 * a.axis + (a.isHigh ? 1 : 0)))
        var pin = pins[Int(subview.owner)]
        guard pin.edges & bit == 0 else { return false }
        pin.edges |= bit
        if a.isHigh {
            pin.high[a.axis] = delta - (a.axis == 0 ? insets.right : insets.bottom)
        } else {
            pin.low[a.axis] = delta + (a.axis == 0 ? insets.left : insets.top)
        }
        pins[Int(subview.owner)] = pin
        return true
    }

    /// Whether `item` is a plain subview's frame and `container` its superview or one of its guides.
    private static func isPinnable(_ item: ItemRef, to container: ItemRef, tree: LayoutTree) -> Bool {
        let view = Int(item.owner)
        return item.kind == .frame && tree.isView(view) && view > 0 && !tree.isArranged[view]
            && tree.parents[view] == container.owner
    }

    /// One side of a pin: its item and the physical edge, `sign × edge` being its value.
    private static func side(
        _ anchor: LayoutAnchor, tree: LayoutTree, rightToLeft: Bool
    ) -> (item: ItemRef, axis: Int, isHigh: Bool, sign: Double)? {
        guard var item = tree.resolve(anchor.item), tree.isView(Int(item.owner)) else { return nil }
        var attribute = anchor.attribute
        if let plain = AnchorLowering.withinMargins(attribute) {
            guard item.kind == .frame else { return nil }
            item.kind = .margins
            attribute = plain
        }
        switch attribute {
        case .left: return (item, 0, false, 1)
        case .right: return (item, 0, true, 1)
        case .top: return (item, 1, false, 1)
        case .bottom: return (item, 1, true, 1)
        case .leading: return rightToLeft ? (item, 0, true, -1) : (item, 0, false, 1)
        case .trailing: return rightToLeft ? (item, 0, false, -1) : (item, 0, true, 1)
        default: return nil
        }
    }
}
