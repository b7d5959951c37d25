extension BlockLayout {
    /// Per view of `tree`, whether it is a dependent view whose constraints might pull on a
    /// nested stack's fitting size (a `fillProportionally` stack's natural size, measured by the
    /// builders with the decorations inside the stack; design note, section 5, "Decorations in a
    /// measured stack"): true unless, along each axis, its constraints can be met with no error
    /// whatever the values of the views they read. The views of U whose left-out subviews pull are
    /// not measured by the direct method (``DirectTree/prunedViews``); the others are measured as
    /// if those subviews were not there, which the builders' measurement then equals.
    ///
    /// The sufficient condition, per dependent view `d` and axis: its *rows* there (its intrinsic
    /// size or shorthand as `size == c`; each of `constraints` naming it, unless a later dependent
    /// view in tree order is named too, whose row that is) are at most two equalities on distinct
    /// places of its frame (low edge, high edge, centre, length: any two of them determine its
    /// position and length, whatever they equal), plus inequalities that such an equality with the
    /// same items, attributes and multiplier implies; no row joins two axes, names `d` twice or a
    /// guide or margin attribute of `d`, or gives it a multiplier of 0. Solving the dependent views
    /// in tree order, each row's other side is then known (a view of U or an earlier dependent
    /// view), so every row holds exactly.
    /// - Complexity: O(views + constraints).
    static func pullingDependents(
        tree: LayoutTree, isDependent: [Bool], constraints: [BuiltConstraint], rightToLeft: Bool
    ) -> [Bool] {
        let count = isDependent.count
        var pulling = [Bool](repeating: false, count: count)
        var rows: [Int: [Row]] = [:]
        for view in 0..<count where isDependent[view] {
            let node = tree.nodes[view]
            for (axis, attribute) in [(0, LayoutAttribute.width), (1, .height)] {
                let intrinsic = axis == 0 ? node.intrinsicContentSize.width : node.intrinsicContentSize.height
                let shorthand = axis == 0 ? node.width : node.height
                // Hugging and compression resistance both hold exactly at the intrinsic size.
                for size in [intrinsic, shorthand] {
                    guard let size else { continue }
                    rows[2 * view + axis, default: []].append(
                        Row(place: .length, relation: .equal, key: Key(own: attribute), constant: size))
                }
            }
        }
        for constraint in constraints {
            let first = Int(constraint.first.owner)
            let second = constraint.second.map { Int($0.owner) } ?? -1
            let firstDependent = first < count && isDependent[first]
            let secondDependent = second >= 0 && second < count && isDependent[second]
            guard firstDependent || secondDependent else { continue }
            // The row's owner: the later dependent view it names.
            let ownerIsFirst = firstDependent && (!secondDependent || first > second)
            let owner = ownerIsFirst ? first : second
            let (item, attribute) = ownerIsFirst
                ? (constraint.first, constraint.firstAttribute) : (constraint.second!, constraint.secondAttribute)
            guard first != second, item.kind == .frame, AnchorLowering.withinMargins(attribute) == nil,
                let edge = AnchorLowering.edge(attribute, rightToLeft: rightToLeft),
                ownerIsFirst || constraint.multiplier != 0
            else {
                pulling[owner] = true
                continue
            }
            if constraint.second != nil {
                let other = ownerIsFirst ? constraint.secondAttribute : constraint.firstAttribute
                guard AnchorLowering.edge(AnchorLowering.withinMargins(other) ?? other, rightToLeft: false)?.axis == edge.axis else {
                    pulling[owner] = true
                    continue
                }
            }
            rows[2 * owner + edge.axis, default: []].append(
                Row(place: edge.place, relation: constraint.relation, key: Key(constraint), constant: constraint.constant))
        }
        for (slot, viewRows) in rows where !pulling[slot / 2] {
            pulling[slot / 2] = !meetsAll(viewRows)
        }
        return pulling
    }

    /// One row of a dependent view along an axis: the place of its frame it holds, and what
    /// an equality must share with an inequality to imply it.
    private struct Row {
        var place: AnchorLowering.AxisPlace
        var relation: LayoutConstraint.Relation
        var key: Key
        var constant: Double
    }

    /// A constraint's items, attributes and multiplier (all but its relation, constant and priority).
    private struct Key: Equatable {
        var first: ItemRef?
        var firstAttribute: LayoutAttribute
        var second: ItemRef?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double

        init(_ constraint: BuiltConstraint) {
            // A size term's first item is the row's owner, as for the view's own sizes.
            first = constraint.second == nil ? nil : constraint.first
            firstAttribute = constraint.firstAttribute
            second = constraint.second
            secondAttribute = constraint.second == nil ? nil : constraint.secondAttribute
            multiplier = constraint.second == nil ? 1 : constraint.multiplier
        }

        /// The view's own length equal to a constant (a size term's, its intrinsic size's or
        /// its shorthand's key: the view itself is named by the row's owner).
        init(own attribute: LayoutAttribute) {
            first = nil
            firstAttribute = attribute
            second = nil
            secondAttribute = nil
            multiplier = 1
        }
    }

    /// Whether rows of one dependent view along one axis can all be met exactly whatever the
    /// values they read: at most two equalities on distinct places, and every inequality implied
    /// by an equality of the same key (`a − m·b = cₑ` implies `a − m·b ≥ cᵢ` when `cₑ ≥ cᵢ`).
    private static func meetsAll(_ rows: [Row]) -> Bool {
        var places: [AnchorLowering.AxisPlace] = []
        for row in rows where row.relation == .equal {
            guard !places.contains(row.place) else { return false }
            places.append(row.place)
        }
        guard places.count <= 2 else { return false }
        for row in rows where row.relation != .equal {
            let implied = rows.contains { equal in
                guard equal.relation == .equal, equal.key == row.key else { return false }
                return row.relation == .greaterThanOrEqual ? equal.constant >= row.constant : equal.constant <= row.constant
            }
            guard implied else { return false }
        }
        return true
    }
}
