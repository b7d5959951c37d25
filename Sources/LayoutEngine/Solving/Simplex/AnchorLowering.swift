import ConstraintSolver

/// Turns anchors into linear expressions over the position and size variables.
///
/// Every owner (view or guide) has four variables: its position `dx`, `dy`, measured as
/// ``PositionReferences`` says, and its `width` and `height`; a segment has one offset.
/// An attribute is its owner's minimum x or y (the sum of the offsets up the references) plus
/// local terms:
/// `right = minX + width`, `centerX = minX + width / 2`, a baseline is `minY + firstFromTop`
/// (or the bottom edge), a margins or safe-area guide is its view's frame inset by constants.
/// In a right-to-left layout `leading` is `-right` and `trailing` is `-left`: the axis is
/// mirrored, so `b.leading == a.trailing + 8` puts b 8 points to the left of a, as in UIKit.
/// Two sides measured from a common reference cancel above it, which keeps constraints local.
struct AnchorLowering {
    var tree: LayoutTree
    /// Four per owner (dx, dy, width, height), then one per segment.
    let variables: [Variable]
    let rightToLeft: Bool
    let references: PositionReferences
    /// The view whose first (last) baseline is each view's: itself, or for a stack the
    /// arranged view UIKit takes it from.
    let firstBaselineView: [Int32]
    let lastBaselineView: [Int32]

    /// The part of a side that is an owner's minimum x or y, still to be expanded.
    struct Position {
        var owner: Int
        var axis: Int
        var scale: Double
    }

    init(
        tree: LayoutTree, variables: [Variable], rightToLeft: Bool, references: PositionReferences,
        naturalSizes: NaturalSizes
    ) {
        self.tree = tree
        self.variables = variables
        self.rightToLeft = rightToLeft
        self.references = references
        (firstBaselineView, lastBaselineView) = Self.baselineViews(tree, naturalSizes)
    }

    /// The offset variable of a node (an owner's `dx`/`dy`, or a segment's single offset).
    func position(_ node: Int, _ axis: Int) -> Variable {
        node < references.ownerCount
            ? variables[4 * node + axis] : variables[4 * references.ownerCount + node - references.ownerCount]
    }
    func size(_ owner: Int, _ axis: Int) -> Variable { variables[4 * owner + 2 + axis] }

    /// The solver constraint for `built`: `first - (multiplier × second + constant) relation 0`.
    /// - Complexity: O(1) for constraints between neighbours; otherwise the references between the items.
    func lower(_ built: BuiltConstraint, priority: Priority) -> Constraint {
        // The solver keeps every constraint (for its conflict explanations): room for 4 terms fits
        // 96% of a feed's constraints and, unlike 8, does not double the memory they hold.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var constant: Double = 0
        let first = appendLocal(built.first, built.firstAttribute, scale: 1, &terms, &constant)
        var second: Position? = nil
        if let item = built.second {
            second = appendLocal(item, built.secondAttribute, scale: -built.multiplier, &terms, &constant)
        }
        if let a = first, let b = second, a.axis == b.axis {
            if a.scale == -b.scale {
                appendDifference(a.owner, b.owner, axis: a.axis, scale: a.scale, &terms)
            } else {
                // With a multiplier, UIKit measures both sides in the coordinates of their nearest
                // common ancestor view (its own attributes in its bounds): `x == 0.5 * superview.centerX`
                // is a quarter of the superview's width from its left edge, wherever it lies.
                let container = commonAncestorView(a.owner, b.owner, axis: a.axis)
                appendDifference(a.owner, container, axis: a.axis, scale: a.scale, &terms)
                appendDifference(b.owner, container, axis: b.axis, scale: b.scale, &terms)
            }
        } else {
            if let a = first { appendDifference(a.owner, -1, axis: a.axis, scale: a.scale, &terms) }
            if let b = second { appendDifference(b.owner, -1, axis: b.axis, scale: b.scale, &terms) }
        }
        constant -= built.constant
        return Constraint(LinearExpression(terms, constant: constant), Relation(built.relation), priority: priority)
    }

    /// `scale × (minPos(a) - minPos(b))` along `axis`, or `scale × minPos(a)` when `b` is -1:
    /// the positions up the references from each until they meet.
    func appendDifference(_ a: Int, _ b: Int, axis: Int, scale: Double, _ terms: inout [Term]) {
        var a = a
        var b = b
        let depth = references.depth[axis]
        let reference = references.reference[axis]
        while a != b {
            if b < 0 || (a >= 0 && depth[a] >= depth[b]) {
                appendStep(a, axis: axis, scale: scale, &terms)
                a = Int(reference[a])
            } else {
                appendStep(b, axis: axis, scale: -scale, &terms)
                b = Int(reference[b])
            }
        }
    }

    /// The nearest view that `a` and `b` both lie in (or are), -1 if none.
    func commonAncestorView(_ a: Int, _ b: Int, axis: Int) -> Int {
        var a = a
        var b = b
        let depth = references.depth[axis]
        let reference = references.reference[axis]
        while a != b && a >= 0 && b >= 0 {
            if depth[a] >= depth[b] { a = Int(reference[a]) } else { b = Int(reference[b]) }
        }
        guard a == b else { return -1 }
        while a >= 0 && !tree.isView(a) { a = Int(reference[a]) }
        return a
    }

    /// `scale × (minPos(node) - minPos(its reference))`: its offset, if it has one.
    func appendStep(_ node: Int, axis: Int, scale: Double, _ terms: inout [Term]) {
        if references.hasOffset[axis][node] { terms.append(Term(position(node, axis), scale)) }
    }

    /// Adds `scale × item.attribute` but for its minimum x or y, which it returns.
    func appendLocal(
        _ item: ItemRef, _ attribute: LayoutAttribute, scale: Double, _ terms: inout [Term], _ constant: inout Double
    ) -> Position? {
        var item = item
        var attribute = attribute
        if let plain = Self.withinMargins(attribute) {
            if tree.isView(Int(item.owner)) { item.kind = .margins }
            attribute = plain
        }
        let owner = Int(item.owner)
        let insets = self.insets(item)
        if let edge = Self.edge(attribute, rightToLeft: rightToLeft) {
            let (low, high) = edge.axis == 0 ? (insets.left, insets.right) : (insets.top, insets.bottom)
            return appendEdge(
                edge.place, owner: owner, axis: edge.axis, insets: (low, high), scale: scale * edge.sign, &terms, &constant)
        }
        switch attribute {
        case .firstBaseline, .lastBaseline:
            guard item.kind == .frame, tree.isView(owner) else {
                return appendLocal(item, .bottom, scale: scale, &terms, &constant)
            }
            let first = attribute == .firstBaseline
            let view = Int(first ? firstBaselineView[owner] : lastBaselineView[owner])
            let baselines = tree.nodes[view].baselines
            if first, let fromTop = baselines.firstFromTop {
                constant += scale * fromTop
            } else {
                terms.append(Term(size(view, 1), scale))
                if !first, let fromBottom = baselines.lastFromBottom { constant -= scale * fromBottom }
            }
            return Position(owner: view, axis: 1, scale: scale)
        default:
            preconditionFailure("margin and edge attributes are handled above")
        }
    }

    /// Where a frame attribute (not a baseline, not a margin attribute) lies: its place and axis,
    /// and the sign its value takes (a right-to-left `leading` is `-right`, `trailing` is `-left`),
    /// so that `sign × place` is the attribute; nil for the other attributes. Inlined: the blocks
    /// strategy asks it of every side of its constraints, twice of some.
    @inline(__always)
    static func edge(_ attribute: LayoutAttribute, rightToLeft: Bool) -> (place: AxisPlace, axis: Int, sign: Double)? {
        switch attribute {
        case .leading: return rightToLeft ? (.maximum, 0, -1) : (.minimum, 0, 1)
        case .trailing: return rightToLeft ? (.minimum, 0, -1) : (.maximum, 0, 1)
        case .left: return (.minimum, 0, 1)
        case .right: return (.maximum, 0, 1)
        case .centerX: return (.center, 0, 1)
        case .width: return (.length, 0, 1)
        case .top: return (.minimum, 1, 1)
        case .bottom: return (.maximum, 1, 1)
        case .centerY: return (.center, 1, 1)
        case .height: return (.length, 1, 1)
        default: return nil
        }
    }

    /// Where along one axis an attribute lies within an item's (inset) frame.
    enum AxisPlace {
        case minimum, maximum, center, length
    }

    /// Appends `scale ×` the attribute at `place` on `axis` of `owner`'s frame inset by `insets`
    /// (low edge, high edge): the one rule behind left/right/centerX/width and top/bottom/centerY/height.
    /// - Returns: the position the attribute is measured from, or nil for a length.
    private func appendEdge(
        _ place: AxisPlace, owner: Int, axis: Int, insets: (low: Double, high: Double), scale: Double,
        _ terms: inout [Term], _ constant: inout Double
    ) -> Position? {
        switch place {
        case .minimum:
            constant += scale * insets.low
        case .maximum:
            terms.append(Term(size(owner, axis), scale))
            constant -= scale * insets.high
        case .center:
            terms.append(Term(size(owner, axis), scale / 2))
            constant += scale * (insets.low - insets.high) / 2
        case .length:
            terms.append(Term(size(owner, axis), scale))
            constant -= scale * (insets.low + insets.high)
            return nil
        }
        return Position(owner: owner, axis: axis, scale: scale)
    }

    /// The insets of a guide from its owner's frame, as (left, top, right, bottom).
    func insets(_ item: ItemRef) -> (left: Double, top: Double, right: Double, bottom: Double) {
        Self.insets(item, in: tree, rightToLeft: rightToLeft)
    }

    /// ``insets(_:)`` for any tree and direction.
    ///
    /// Inlined: most items are frames, whose insets are none, and a call passed the whole tree
    /// (the blocks strategy lowers every side of its constraints through it); a guide's view is
    /// read for its margins and safe area alone, not copied.
    @inline(__always)
    static func insets(
        _ item: ItemRef, in tree: LayoutTree, rightToLeft: Bool
    ) -> (left: Double, top: Double, right: Double, bottom: Double) {
        let owner = Int(item.owner)
        guard item.kind != .frame, tree.isView(owner) else { return (0, 0, 0, 0) }
        return insets(
            item.kind, margins: tree.nodes[owner].layoutMargins, safeArea: tree.nodes[owner].safeAreaInsets,
            rightToLeft: rightToLeft)
    }

    /// The insets of `node`'s guide of `kind` (margins or safe area) from its frame.
    static func insets(
        _ kind: ItemRef.Kind, of node: ViewNode, rightToLeft: Bool
    ) -> (left: Double, top: Double, right: Double, bottom: Double) {
        insets(kind, margins: node.layoutMargins, safeArea: node.safeAreaInsets, rightToLeft: rightToLeft)
    }

    /// ``insets(_:of:rightToLeft:)`` from a view's margins and safe area alone, for callers
    /// that read them through a pointer rather than copy the view.
    static func insets(
        _ kind: ItemRef.Kind, margins: DirectionalInsets, safeArea safe: EdgeInsets, rightToLeft: Bool
    ) -> (left: Double, top: Double, right: Double, bottom: Double) {
        switch kind {
        case .frame: return (0, 0, 0, 0)
        case .safeArea: return (safe.left, safe.top, safe.right, safe.bottom)
        case .margins:
            let left = rightToLeft ? margins.trailing : margins.leading
            let right = rightToLeft ? margins.leading : margins.trailing
            // UIKit's insetsLayoutMarginsFromSafeArea: the root's margins sit inside its safe area.
            return (left + safe.left, margins.top + safe.top, right + safe.right, margins.bottom + safe.bottom)
        }
    }

    /// The plain attribute a margin attribute measures on the margins guide.
    static func withinMargins(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
