/// A document the direct solver accepts, with what it needs: the flattened views, each pinned
/// subview's offsets from its superview's edges, and the priority levels.
///
/// The accepted class (everything else is left to the solver):
/// - no `include: ["constraints"]`, no custom layout guides, at most ``DirectTree/maxDepth`` deep;
/// - stacks of any axis with `fill`, `fillEqually` or `equalSpacing` (without hidden arranged
///   views) distributions, `fill`, `leading`, `center` or `trailing` alignment (a vertical
///   stack's baseline alignments are its leading and trailing), no
///   `baselineRelativeArrangement`, no plain `subviews`;
/// - plain views whose every subview is pinned by the document's constraints on its four
///   edges to the superview's same edges, its margins guide or its safe area: required `==`
///   with multiplier 1 and any constant, exactly one per edge (`top`, `bottom`, and
///   `leading`/`trailing` or `left`/`right`); the document has no other constraint;
/// - at most ``LexSlope/laneCount`` distinct optional priorities along each axis, the stacks'
///   pulls included, and
///   `fillEqually` stacks whose view counts multiply to at most ``LexSlope/maxDenominator``.
struct DirectDocument {
    /// A pinned subview's edges from its superview's, per axis (x, y): `low` added to the
    /// superview's minimum, `high` to its maximum.
    struct Pin: Sendable {
        var low: SIMD2<Double> = .zero
        var high: SIMD2<Double> = .zero
        var edges: UInt8 = 0
    }

    /// What a decoder reads for the direct solver: the views, their tree not yet finished, and
    /// the document's constraints and options.
    struct Parts {
        let tree: DirectTree
        let constraints: [LayoutConstraint]
        let options: LayoutOptions
    }

    let tree: DirectTree
    let rightToLeft: Bool
    /// The priority levels of each axis (x, y).
    let levels: [PriorityLevels]
    /// Per plain subview, by its position among ``DirectTree/plainChild(_:)``'s: its pin. Not
    /// per view: a feed has few plain subviews, and a record per view would be streamed anyway.
    let pins: [Pin]

    /// The document ready for the direct solver, or nil if it is outside the accepted class.
    /// - Complexity: O(views + constraints).
    init?(document: LayoutDocument) {
        guard !document.options.includeConstraints else { return nil }
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        guard let tree = DirectTree(root: document.root, rightToLeft: rightToLeft) else { return nil }
        self.init(tree: tree, constraints: document.constraints, options: document.options)
    }

    /// The document whose views `tree` holds (not yet finished), or nil if it is outside the
    /// accepted class.
    /// - Complexity: O(stacks + constraints).
    init?(tree: DirectTree, constraints: [LayoutConstraint], options: LayoutOptions) {
        guard !options.includeConstraints else { return nil }
        var named: [String] = []
        named.reserveCapacity(2 * constraints.count)
        for constraint in constraints {
            guard let first = Self.viewID(constraint.first.item), let second = constraint.second,
                let other = Self.viewID(second.item)
            else { return nil }
            named.append(first)
            named.append(other)
        }
        let rightToLeft = options.layoutDirection == .rightToLeft
        guard tree.finish(named: named, rightToLeft: rightToLeft),
            let horizontal = PriorityLevels(tree: tree, axis: 0), let vertical = PriorityLevels(tree: tree, axis: 1)
        else { return nil }
        var pins = [Pin](repeating: Pin(), count: tree.plainChildCount)
        for constraint in constraints {
            guard Self.addPin(constraint, tree: tree, rightToLeft: rightToLeft, to: &pins) else { return nil }
        }
        for position in pins.indices {
            guard pins[position].edges == 0b1111 else { return nil }
        }
        self.tree = tree
        self.rightToLeft = rightToLeft
        self.levels = [horizontal, vertical]
        self.pins = pins
    }

    /// The id of the view (or the view whose guide) `item` names; the document's own layout
    /// guides are outside the class, and views and guides share one id space.
    private static func viewID(_ item: LayoutItem) -> String? {
        switch item {
        case .view(let id), .guide(let id), .layoutMarginsGuide(let id), .safeAreaLayoutGuide(let id): return id
        }
    }

    /// Records `constraint` if it pins a plain subview's edge to its superview's; false otherwise.
    private static func addPin(
        _ constraint: LayoutConstraint, tree: DirectTree, rightToLeft: Bool, to pins: inout [Pin]
    ) -> Bool {
        guard let second = constraint.second, isPinShaped(constraint),
            let a = side(constraint.first, tree: tree, rightToLeft: rightToLeft),
            let b = side(second, tree: tree, rightToLeft: rightToLeft),
            a.axis == b.axis, a.isHigh == b.isHigh, a.sign == b.sign
        else { return false }
        // first == second + constant, each side `sign × edge`.
        let subviewFirst = isPinnable(a, to: b, tree: tree)
        guard subviewFirst || isPinnable(b, to: a, tree: tree) else { return false }
        let (subview, superview) = subviewFirst ? (a, b) : (b, a)
        let delta = (subviewFirst ? constraint.constant : -constraint.constant) * a.sign
        var inset: Double = 0
        if superview.kind != .frame {
            let guides = tree.guideInsets[superview.slot]
            let insets = superview.kind == .margins ? guides.margins : guides.safeArea
            inset = insets[2 * a.axis + (a.isHigh ? 1 : 0)]
        }
        let bit = UInt8(1 << (2 * a.axis + (a.isHigh ? 1 : 0)))
        let position = Int(tree.namedPlainPositions[subview.slot])
        var pin = pins[position]
        guard pin.edges & bit == 0 else { return false }
        pin.edges |= bit
        if a.isHigh {
            pin.high[a.axis] = delta - inset
        } else {
            pin.low[a.axis] = delta + inset
        }
        pins[position] = pin
        return true
    }

    /// Whether `constraint` has a pin's shape: a required `==` with multiplier 1 between two edges
    /// (which views and sides it joins is checked against the tree).
    static func isPinShaped(_ constraint: LayoutConstraint) -> Bool {
        guard let second = constraint.second, constraint.relation == .equal, constraint.multiplier == 1,
            constraint.priority >= 1000
        else { return false }
        return isEdge(constraint.first.attribute) && isEdge(second.attribute)
    }

    /// Whether `attribute` is an edge (of the frame or, as a margin attribute, of the margins).
    private static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch AnchorLowering.edge(AnchorLowering.withinMargins(attribute) ?? attribute, rightToLeft: false)?.place {
        case .minimum, .maximum: return true
        default: return false
        }
    }

    private typealias Side = (view: Int, slot: Int, kind: ItemRef.Kind, axis: Int, isHigh: Bool, sign: Double)

    /// Whether `side` is a plain subview's frame and `container` its superview or one of its guides.
    private static func isPinnable(_ side: Side, to container: Side, tree: DirectTree) -> Bool {
        side.kind == .frame && side.view > 0 && !tree.isArranged[side.view]
            && Int(tree.parents[side.view]) == container.view && tree.stackIndex[container.view] < 0
    }

    /// One side of a pin: its view, guide and physical edge, `sign × edge` being its value.
    private static func side(_ anchor: LayoutAnchor, tree: DirectTree, rightToLeft: Bool) -> Side? {
        guard let id = viewID(anchor.item), let slot = tree.namedSlot(id), tree.namedViews[slot] >= 0 else { return nil }
        var kind: ItemRef.Kind
        switch anchor.item {
        case .view, .guide: kind = .frame
        case .layoutMarginsGuide: kind = .margins
        case .safeAreaLayoutGuide: kind = .safeArea
        }
        var attribute = anchor.attribute
        if let plain = AnchorLowering.withinMargins(attribute) {
            guard kind == .frame else { return nil }
            kind = .margins
            attribute = plain
        }
        let view = Int(tree.namedViews[slot])
        switch attribute {
        case .left: return (view, slot, kind, 0, false, 1)
        case .right: return (view, slot, kind, 0, true, 1)
        case .top: return (view, slot, kind, 1, false, 1)
        case .bottom: return (view, slot, kind, 1, true, 1)
        case .leading: return rightToLeft ? (view, slot, kind, 0, true, -1) : (view, slot, kind, 0, false, 1)
        case .trailing: return rightToLeft ? (view, slot, kind, 0, false, -1) : (view, slot, kind, 0, true, 1)
        default: return nil
        }
    }
}
