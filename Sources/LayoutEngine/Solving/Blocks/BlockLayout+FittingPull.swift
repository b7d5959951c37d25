extension BlockLayout {
    /// Per view of `tree`, whether it is a dependent view whose constraints might pull on a
    /// nested stack's fitting size (a `fillProportionally` stack's natural size, measured by the
    /// builders with the decorations inside the stack; design note, section 5, "Decorations in a
    /// measured stack"): true unless, along each axis, the least error its constraints keep is the
    /// same whatever the values of the views they read. The views of U whose left-out subviews
    /// pull are not measured by the direct method (``DirectTree/prunedViews``); the others are
    /// measured as if those subviews were not there, which the builders' measurement then equals.
    ///
    /// The sufficient condition, per dependent view `d` and axis: its *rows* there (its content
    /// size's hugging and resistance and its shorthand, as `size ≤ c`, `size ≥ c`, `size == c`;
    /// each of `constraints` naming it, unless a later dependent view in tree order is named too,
    /// whose row that is) have at most two *forms* `L = first − m·second` (items, attributes and
    /// multiplier: `size` alone for its own size), on distinct places of its frame (low edge,
    /// high edge, centre, length: any two of them determine its position and length); no row
    /// joins two axes, names `d` twice or a guide or margin attribute of `d`, or gives it a
    /// multiplier of 0. Then `s = L`, per form, is an invertible change of `d`'s variables for any
    /// values of the views it reads (solved in tree order, each row's other side is a view of U or
    /// an earlier dependent view), and every row is `s relation c`: its error is a function of the
    /// `s` alone. That holds where a form's required rows admit no common value too (`d.width == 1`
    /// beside `d.width == 2`): the simplex keeps the one that meets the others added before it at
    /// `Priority.broken`, and which one that is, and its error there, read `s` alone.
    /// - Complexity: O(views + constraints); O(dependent views + views above them) where none is
    ///   inside a `fillProportionally` stack.
    static func pullingDependents(
        tree: LayoutTree, isDependent: [Bool], constraints: BuiltSelection, rightToLeft: Bool
    ) -> [Bool] {
        let count = isDependent.count
        // Only a dependent view inside a `fillProportionally` stack's subtree can be in a measured
        // stack; the others are left pulling (never read). A document without such a stack pays
        // one look at each view; else each dependent view looks up its ancestors, each answer kept.
        // Each view's stack read where it lies (the closure's argument copied every view with a stack).
        let anyProportional = tree.nodes.indices.contains { tree.nodes[$0].stack?.distribution == .fillProportionally }
        guard anyProportional else { return isDependent }
        var inside = [UInt8](repeating: 0, count: count)  // 0 not known, 1 outside, 2 inside
        var path: [Int] = []
        func isInsideProportional(_ view: Int) -> Bool {
            var above = Int(tree.parents[view])
            path.removeAll(keepingCapacity: true)
            var answer: UInt8 = 1
            while above >= 0 {
                if inside[above] != 0 {
                    answer = inside[above]
                    break
                }
                if tree.nodes[above].stack?.distribution == .fillProportionally {
                    answer = 2
                    break
                }
                path.append(above)
                above = Int(tree.parents[above])
            }
            for view in path { inside[view] = answer }
            return answer == 2
        }
        var pulling = isDependent
        var anyInside = false
        for view in 0..<count where isDependent[view] && isInsideProportional(view) {
            pulling[view] = false
            anyInside = true
        }
        guard anyInside else { return pulling }
        // Per view and axis (slot `2 × view + axis`), its rows.
        var rows = [[Row]](repeating: [], count: 2 * count)
        for view in 0..<count where isDependent[view] && !pulling[view] {
            let node = tree.nodes[view]
            for (axis, attribute) in [(0, LayoutAttribute.width), (1, .height)] {
                let sizing = node.sizing(along: axis)
                // Its content size and shorthand are rows of one form, its own length.
                if sizing.intrinsic != nil || sizing.shorthand != nil {
                    rows[2 * view + axis].append(Row(place: .length, key: Key(own: attribute)))
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
            guard !pulling[owner] else { continue }
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
            rows[2 * owner + edge.axis].append(Row(place: edge.place, key: Key(constraint)))
        }
        for slot in rows.indices where !rows[slot].isEmpty && !pulling[slot / 2] {
            pulling[slot / 2] = !meetsAll(rows[slot])
        }
        return pulling
    }

    /// One row of a dependent view along an axis: the place of its frame it holds, and its form
    /// (its relation, constant and priority change no form: each row's error reads its form's value).
    private struct Row {
        var place: AnchorLowering.AxisPlace
        var key: Key
    }

    /// A row's form: its constraint's items, attributes and multiplier (all but its relation,
    /// constant and priority).
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

    /// Whether the least error of one dependent view's rows along one axis is the same whatever
    /// the values they read: at most two forms, on distinct places (whatever their required
    /// rows' constants: a conflict among them breaks rows of that form alone, at `s`'s values).
    private static func meetsAll(_ rows: [Row]) -> Bool {
        var forms: [(key: Key, place: AnchorLowering.AxisPlace)] = []
        for row in rows where !forms.contains(where: { $0.key == row.key }) {
            guard forms.count < 2, !forms.contains(where: { $0.place == row.place }) else { return false }
            forms.append((row.key, row.place))
        }
        return true
    }
}
