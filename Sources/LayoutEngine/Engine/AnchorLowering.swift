import ConstraintSolver

/// Turns anchors into linear expressions over the frame variables.
///
/// Every owner (view or guide) has four variables in root coordinates: `minX`, `minY`,
/// `width`, `height`. Every attribute is linear in them: `right = minX + width`,
/// `centerX = minX + width / 2`, a baseline is `minY + firstFromTop` (or the bottom edge),
/// a margins or safe-area guide is its view's frame inset by constants, and `leading` /
/// `trailing` are `left` / `right` or the reverse in a right-to-left layout.
struct AnchorLowering {
    let tree: LayoutTree
    /// Four per owner: minX, minY, width, height.
    let variables: [Variable]
    let rightToLeft: Bool
    /// The view whose first (last) baseline is each view's: itself, or for a stack the
    /// arranged view UIKit takes it from.
    let firstBaselineView: [Int32]
    let lastBaselineView: [Int32]

    init(tree: LayoutTree, variables: [Variable], rightToLeft: Bool, naturalSizes: NaturalSizes) {
        self.tree = tree
        self.variables = variables
        self.rightToLeft = rightToLeft
        (firstBaselineView, lastBaselineView) = Self.baselineViews(tree, naturalSizes)
    }

    func minX(_ owner: Int) -> Variable { variables[4 * owner] }
    func minY(_ owner: Int) -> Variable { variables[4 * owner + 1] }
    func width(_ owner: Int) -> Variable { variables[4 * owner + 2] }
    func height(_ owner: Int) -> Variable { variables[4 * owner + 3] }

    /// The solver constraint for `built`: `first - (multiplier × second + constant) relation 0`.
    /// - Complexity: O(1).
    func lower(_ built: BuiltConstraint, priority: Priority) -> Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(6)
        var constant: Double = 0
        append(built.first, built.firstAttribute, scale: 1, &terms, &constant)
        if let second = built.second {
            append(second, built.secondAttribute, scale: -built.multiplier, &terms, &constant)
        }
        constant -= built.constant
        let relation: Relation
        switch built.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(LinearExpression(terms, constant: constant), relation, priority: priority)
    }

    /// Adds `scale × item.attribute` to `terms` and `constant`.
    func append(
        _ item: ItemRef, _ attribute: LayoutAttribute, scale: Double, _ terms: inout [Term], _ constant: inout Double
    ) {
        var item = item
        var attribute = attribute
        if let plain = Self.withinMargins(attribute) {
            if tree.isView(Int(item.owner)) { item.kind = .margins }
            attribute = plain
        }
        let owner = Int(item.owner)
        let insets = self.insets(item)
        switch attribute {
        case .leading, .trailing:
            let isLeft = (attribute == .leading) != rightToLeft
            append(item, isLeft ? .left : .right, scale: scale, &terms, &constant)
        case .left:
            terms.append(Term(minX(owner), scale))
            constant += scale * insets.left
        case .right:
            terms.append(Term(minX(owner), scale))
            terms.append(Term(width(owner), scale))
            constant -= scale * insets.right
        case .centerX:
            terms.append(Term(minX(owner), scale))
            terms.append(Term(width(owner), scale / 2))
            constant += scale * (insets.left - insets.right) / 2
        case .width:
            terms.append(Term(width(owner), scale))
            constant -= scale * (insets.left + insets.right)
        case .top:
            terms.append(Term(minY(owner), scale))
            constant += scale * insets.top
        case .bottom:
            terms.append(Term(minY(owner), scale))
            terms.append(Term(height(owner), scale))
            constant -= scale * insets.bottom
        case .centerY:
            terms.append(Term(minY(owner), scale))
            terms.append(Term(height(owner), scale / 2))
            constant += scale * (insets.top - insets.bottom) / 2
        case .height:
            terms.append(Term(height(owner), scale))
            constant -= scale * (insets.top + insets.bottom)
        case .firstBaseline, .lastBaseline:
            guard item.kind == .frame, tree.isView(owner) else {
                append(item, .bottom, scale: scale, &terms, &constant)
                return
            }
            let first = attribute == .firstBaseline
            let view = Int(first ? firstBaselineView[owner] : lastBaselineView[owner])
            let baselines = tree.nodes[view].baselines
            terms.append(Term(minY(view), scale))
            if first, let fromTop = baselines.firstFromTop {
                constant += scale * fromTop
            } else {
                terms.append(Term(height(view), scale))
                if !first, let fromBottom = baselines.lastFromBottom { constant -= scale * fromBottom }
            }
        default:
            preconditionFailure("margin attributes are rewritten above")
        }
    }

    /// The insets of a guide from its owner's frame, as (left, top, right, bottom).
    func insets(_ item: ItemRef) -> (left: Double, top: Double, right: Double, bottom: Double) {
        let owner = Int(item.owner)
        guard item.kind != .frame, tree.isView(owner) else { return (0, 0, 0, 0) }
        let node = tree.nodes[owner]
        let safe = node.safeAreaInsets
        if item.kind == .safeArea { return (safe.left, safe.top, safe.right, safe.bottom) }
        let margins = node.layoutMargins
        let left = rightToLeft ? margins.trailing : margins.leading
        let right = rightToLeft ? margins.leading : margins.trailing
        // UIKit's insetsLayoutMarginsFromSafeArea: the root's margins sit inside its safe area.
        return (left + safe.left, margins.top + safe.top, right + safe.right, margins.bottom + safe.bottom)
    }

    /// The plain attribute a margin attribute measures on the margins guide.
    private static func withinMargins(_ attribute: LayoutAttribute) -> LayoutAttribute? {
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
