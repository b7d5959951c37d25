/// Equalities of sizes that U's direct layout does not take as they are, made exact
/// for it (issue 14: explicit constraints no longer send the whole document to the simplex):
///
/// - **A size equal to a fixed size** (`image.height == image.width`, the width required `== 160`
///   by a size term or a shorthand): every solution that meets the required constraints has that
///   width, so the equality is the size term `image.height == 160`, required: the same feasible
///   set, no error either way. U takes it as such (``fixedSizeTerm(_:in:constraints:rightToLeft:equalities:readsHeldLength:)``);
///   and where the required constraints hold the width (``heldLength(_:axis:in:constraints:equalities:rightToLeft:depth:)``:
///   a photo across a `fill` column pinned to the screen's edges), exact only without a conflict.
/// - **A length relative to the root's** (`hero.height == 0.4 * screen.height`, the root's height
///   given): the root's shorthand is the first required constraint the builders make, so no
///   conflict ever breaks it and every solution has the root at that length; the relation, of any
///   priority, is then the size term `hero.height == 0.4 × 812`, with the same error at every
///   solution (``rootLengthTerm(_:in:)``). Its conflicts would name the root's shorthand too, which
///   U's do not: taken only where the whole document has none.
/// - **Two free siblings of equal length** (`leftSpacer.width == rightSpacer.width`, two arranged
///   leaves of a `fill` stack along its axis with no intrinsic size, shorthand or size term along
///   it): each costs nothing at any length, so U without the equality is tied between them (the
///   stack's stretch shared in any way). Where that tie is the axis's only one and moves those two
///   lengths alone (``DirectLayout/ambiguousValues(of:relative:)``: no other size varies), U's
///   optima are the lengths `l + r = D` with the rest fixed, and the equality keeps exactly one of
///   them, `l = r = D/2` (an optimum of fewer constraints that meets the others is an optimum of
///   all, and here the only one): the layout moves there (``cutTies(_:in:rightToLeft:absolute:varies:)``) and
///   the axis is no longer ambiguous. The equality itself is then checked at those values like any
///   constraint between views of U.
///
/// And one relation U takes as an equality where it cannot hold at U's optimum (and, optional
/// across an aligned stack, composes with the pair's clip where U's optimum keeps more of its error
/// than U's values free would: ``equalPair(_:tree:)``):
///
/// - **A required `a.width >= b.width` that U's optimum misses** (or `<=`, `==`; heights alike):
///   where neither value varies among U's optima, `a − b` is one negative value on U's optimal
///   set, so the halfspace `a − b ≥ 0` misses it, and every optimum of the whole document lies on
///   `a == b` (design note, section 5, "A required `>=` between two views of U": strict priorities
///   minimise convex costs level by level over a convex set). The document then equals U with
///   the two lengths required equal, which U takes where they are adjacent arranged views of the
///   root's stack, all visible (``equalPair(_:tree:)``): along a `fill` stack one child of the
///   series costed at `f_a(w) + f_b(w)`, along a `fillProportionally` one on a held canvas the
///   later view at the earlier's share, across an aligned stack one clip by the canvas of
///   `f_a(w) + f_b(w)` with both views' pulls toward 0; the relation is still checked at U's values, where it
///   holds as equality, and counted once, as the builders count it.
///
/// A required relation of a stack's length to its first arranged view's U takes as a size term:
///
/// - **`s.width >= a.width`, `a` the first arranged view of a `fill` stack `s` with one other
///   visible view `o`**: the required chain makes `s.width = a.width + o.width + G`, so the
///   relation is `o.width >= −G` at every solution (``seriesRestTerm(_:in:)``).
///
/// And one optional relation U takes as a size term:
///
/// - **A relation to a hidden view's length** (`a.width >= h.width @750`, `h` a hidden arranged
///   view of a horizontal stack): `UISV-hiding` holds that length at 0, required, so the relation
///   is `a.width >= 0 @750` at every solution that meets the required constraints, with the same
///   error (``hiddenLengthTerm(_:in:)``; design note, section 5).
extension BlockLayout {
    /// A tie the equality of two free siblings' lengths cuts: the views in arrangement order and
    /// the axis.
    struct TieCut {
        var earlier: Int32
        var later: Int32
        var axis: Int
    }

    /// `constraint` as a required size term when it equates a view's width and height (either
    /// way, with any multiplier but 0 and constant) and the other one is fixed by a required
    /// `==` size term of `constraints` or the view's shorthand (the root's aside), or held by the
    /// required constraints (``heldLength(_:axis:in:constraints:equalities:rightToLeft:depth:)``, `readsHeldLength` then
    /// set); nil otherwise.
    /// - Complexity: O(constraints × depth).
    static func fixedSizeTerm(
        _ constraint: LayoutConstraint, in tree: LayoutTree, constraints: [LayoutConstraint], rightToLeft: Bool,
        equalities: inout [Int: [Int]]?, readsHeldLength: inout Bool
    ) -> LayoutConstraint? {
        guard let second = constraint.second, case .view = constraint.first.item, second.item == constraint.first.item,
            constraint.relation == .equal, constraint.priority >= 1000, constraint.multiplier != 0,
            constraint.first.attribute != second.attribute,
            [.width, .height].contains(constraint.first.attribute), [.width, .height].contains(second.attribute),
            let view = tree.viewIndex(of: constraint.first)
        else { return nil }
        func fixed(_ attribute: LayoutAttribute) -> Double? {
            // Not the root's shorthands: another of `options.sizes` moves them, and U's constraints
            // are kept from one size to the next (``BlockLayout/update(canvas:restoring:meter:)``).
            if view > 0, let size = attribute == .width ? tree.nodes[view].width : tree.nodes[view].height { return size }
            let index = equalities ?? requiredEqualities(constraints, in: tree)
            equalities = index
            if let size = requiredSizeTerm(view, attribute, constraints: constraints, equalities: index) { return size }
            guard
                let held = heldLength(
                    view, axis: attribute == .width ? 0 : 1, in: tree, constraints: constraints, equalities: index,
                    rightToLeft: rightToLeft)
            else { return nil }
            readsHeldLength = true
            return held
        }
        var term = constraint
        term.second = nil
        term.multiplier = 1
        if let size = fixed(second.attribute) {
            // first == multiplier × size + constant.
            term.constant = constraint.multiplier * size + constraint.constant
        } else if let size = fixed(constraint.first.attribute) {
            // size == multiplier × second + constant.
            term.first = second
            term.constant = (size - constraint.constant) / constraint.multiplier
        } else {
            return nil
        }
        return term.constant.isFinite ? term : nil
    }

    /// The positions of `constraints`' required `==` equalities by each view they name (under
    /// both sides' views), which ``heldLength(_:axis:in:constraints:equalities:rightToLeft:depth:)``
    /// and the size equality read: made once a layout, where a size equality first asks (a scan
    /// of every constraint each time was quadratic in a feed of photos with aspect ratios).
    /// - Complexity: O(constraints).
    static func requiredEqualities(_ constraints: [LayoutConstraint], in tree: LayoutTree) -> [Int: [Int]] {
        var index: [Int: [Int]] = [:]
        for (position, constraint) in constraints.enumerated() where constraint.relation == .equal && constraint.priority >= 1000 {
            guard let first = tree.viewIndex(of: constraint.first) else { continue }
            index[first, default: []].append(position)
            if let second = constraint.second.flatMap(tree.viewIndex(of:)), second != first { index[second, default: []].append(position) }
        }
        return index
    }

    /// The constant of the first required `==` size term on view `view`'s `attribute` (its
    /// `width` or `height`, not a guide's), nil without one.
    /// - Complexity: O(the view's required equalities).
    private static func requiredSizeTerm(
        _ view: Int, _ attribute: LayoutAttribute, constraints: [LayoutConstraint], equalities: [Int: [Int]]
    ) -> Double? {
        for position in equalities[view] ?? [] {
            let constraint = constraints[position]
            if SizeTerm.axis(of: constraint) != nil, constraint.first.attribute == attribute { return constraint.constant }
        }
        return nil
    }

    /// The length of view `view` along `axis` in every solution where no required constraint
    /// breaks, where its required structure holds it: the root's shorthand; a view's own
    /// shorthand or required `==` size term; a visible arranged view across a `fill`-aligned
    /// stack (without margins-relative arrangement), the stack's; a view whose two edges along
    /// `axis` are pinned by required `==` equalities of multiplier 1 to the same edges of its
    /// superview's frame or guides (margins, safe area), `ℓ_S − i_low − i_high + c_high − c_low`
    /// with the guides' insets `i` (a full-width image in a `fill` column pinned to the screen's
    /// margins: 375 − 16 − 16). Nil otherwise. A right-to-left `leading` pin's constant moves its
    /// edge the other way, and so does the `trailing` one's: the difference is the same.
    /// - Complexity: O(constraints × depth).
    static func heldLength(
        _ view: Int, axis: Int, in tree: LayoutTree, constraints: [LayoutConstraint], equalities: [Int: [Int]],
        rightToLeft: Bool, depth: Int = 0
    ) -> Double? {
        let node = tree.nodes[view]
        if let size = axis == 0 ? node.width : node.height { return size }
        guard view > 0, depth < 32 else { return nil }
        if let size = requiredSizeTerm(view, axis == 0 ? .width : .height, constraints: constraints, equalities: equalities) {
            return size
        }
        let parent = Int(tree.parents[view])
        let superview = tree.nodes[parent]
        if tree.isArranged[view], !node.isHidden, let stack = superview.stack, (stack.axis == .horizontal ? 0 : 1) != axis,
            stack.alignment == .fill, !stack.layoutMarginsRelativeArrangement
        {
            return heldLength(
                parent, axis: axis, in: tree, constraints: constraints, equalities: equalities, rightToLeft: rightToLeft,
                depth: depth + 1)
        }
        // The pins: `view.E == S.E + c` (or `S.E == view.E + c`, `−c`), `S` the superview's frame
        // or one of its guides, E the low and the high edge of one family; each with the inset
        // of its guide on its side.
        let families: [(LayoutAttribute, LayoutAttribute)] = axis == 0 ? [(.leading, .trailing), (.left, .right)] : [(.top, .bottom)]
        for (low, high) in families {
            func offset(_ edge: LayoutAttribute) -> (constant: Double, inset: Double)? {
                for position in equalities[view] ?? [] {
                    let constraint = constraints[position]
                    guard constraint.multiplier == 1, constraint.first.attribute == edge else { continue }
                    guard let second = constraint.second, second.attribute == edge,
                        let a = tree.viewIndex(of: constraint.first), let b = tree.viewIndex(of: second)
                    else { continue }
                    let (other, constant) = a == view && b == parent ? (second, constraint.constant)
                        : a == parent && b == view ? (constraint.first, -constraint.constant) : (nil, 0)
                    guard let other, constraint.first.kind != .guide, second.kind != .guide,
                        (a == view ? constraint.first : second).kind == .view
                    else { continue }
                    let kind: ItemRef.Kind = switch other.kind {
                    case .layoutMarginsGuide: .margins
                    case .safeAreaLayoutGuide: .safeArea
                    default: .frame
                    }
                    let insets = AnchorLowering.insets(kind, of: superview, rightToLeft: rightToLeft)
                    let inset = switch edge {
                    case .top: insets.top
                    case .bottom: insets.bottom
                    case .left: insets.left
                    case .right: insets.right
                    case .leading: rightToLeft ? insets.right : insets.left
                    default: rightToLeft ? insets.left : insets.right
                    }
                    return (constant, inset)
                }
                return nil
            }
            guard let lowPin = offset(low), let highPin = offset(high),
                let length = heldLength(
                    parent, axis: axis, in: tree, constraints: constraints, equalities: equalities, rightToLeft: rightToLeft,
                    depth: depth + 1)
            else { continue }
            return length - lowPin.inset - highPin.inset + highPin.constant - lowPin.constant
        }
        return nil
    }

    /// `constraint` as a size term where it relates a view's `width` or `height` (not the root's)
    /// to the root's, which the root's shorthand gives: `v.height (relation) m × root.height + c`
    /// is `v.height (relation) m·H + c`, `H` the shorthand, with its priority; nil otherwise (a
    /// guide, a position, a root without that shorthand, another view than the root second).
    /// - Complexity: O(1).
    static func rootLengthTerm(_ constraint: LayoutConstraint, in tree: LayoutTree) -> LayoutConstraint? {
        guard let second = constraint.second, second.kind == .view, tree.viewIndex(of: second) == 0,
            constraint.first.kind == .view, let view = tree.viewIndex(of: constraint.first), view > 0,
            constraint.first.attribute == .width || constraint.first.attribute == .height,
            let length = second.attribute == .width ? tree.nodes[0].width : second.attribute == .height ? tree.nodes[0].height : nil
        else { return nil }
        var term = constraint
        term.second = nil
        term.multiplier = 1
        term.constant = constraint.multiplier * length + constraint.constant
        return term.constant.isFinite ? term : nil
    }

    /// `constraint` as a size term where it is optional and relates a view's size to the length
    /// of a hidden arranged view along its stack's axis: `UISV-hiding` holds that length at 0,
    /// required, so every solution that meets the required constraints (every one the fast
    /// strategies answer: ``BlockLayout`` declines this term beside a broken constraint of U) has
    /// it, and the relation is its other side's bound by a constant there, with the same error at
    /// every such solution (design note, section 5, "A relation to a hidden view's length").
    /// The hidden view second: `a.width >= m × h.width + c` is `a.width >= c`, whatever `m`;
    /// first, with multiplier 1: `h.width >= b.width + c` is `0 >= b.width + c`, `b.width <= −c`,
    /// the same error `|b.width + c|` on the same side. Nil otherwise (both sides hidden, another
    /// multiplier with the hidden view first, a guide, a length across its stack).
    /// - Complexity: O(1).
    static func hiddenLengthTerm(_ constraint: LayoutConstraint, in tree: LayoutTree) -> LayoutConstraint? {
        guard constraint.priority < 1000, let second = constraint.second, case .view = constraint.first.item,
            case .view = second.item, let firstView = tree.viewIndex(of: constraint.first),
            let secondView = tree.viewIndex(of: second)
        else { return nil }
        /// Whether `view`'s `attribute` is its length along its stack as a hidden arranged view.
        func isHiddenLength(_ view: Int, _ attribute: LayoutAttribute) -> Bool {
            guard view > 0, tree.isArranged[view], tree.nodes[view].isHidden,
                let stack = tree.nodes[Int(tree.parents[view])].stack
            else { return false }
            return attribute == (stack.axis == .horizontal ? .width : .height)
        }
        let firstHidden = isHiddenLength(firstView, constraint.first.attribute)
        let secondHidden = isHiddenLength(secondView, second.attribute)
        guard firstHidden != secondHidden,
            [.width, .height].contains(constraint.first.attribute), [.width, .height].contains(second.attribute)
        else { return nil }
        var term = constraint
        term.second = nil
        term.multiplier = 1
        if secondHidden { return term }
        guard constraint.multiplier == 1 else { return nil }
        term.first = second
        term.constant = -constraint.constant
        switch constraint.relation {
        case .equal: term.relation = .equal
        case .lessThanOrEqual: term.relation = .greaterThanOrEqual
        case .greaterThanOrEqual: term.relation = .lessThanOrEqual
        }
        return term
    }

    /// `constraint` as a size term where it is a required `S.size R a.size + c` (multiplier 1)
    /// between a `fill` stack `S` and its first arranged view `a`, visible, along `S`'s axis, and
    /// `S` has one other visible arranged view `o`: the required chain (`UISV-canvas-connection`
    /// on `S`'s frame, `UISV-spacing` `==`, hidden views 0 long by `UISV-hiding`) makes `S.size =
    /// a.size + o.size + G` (`G` the gaps the builders give, none before a hidden view) at every
    /// solution that meets the required constraints, so the relation is `o.size R c − G` there:
    /// the same feasible set (design note, section 5, "A required `>=` between two views of U",
    /// *A stack and its first arranged view*). Nil otherwise: margins (the canvas the margins
    /// guide), a vertical baseline-relative stack (spacings between baselines), `a` hidden.
    /// - Complexity: O(`S`'s arranged views).
    static func seriesRestTerm(_ constraint: LayoutConstraint, in tree: LayoutTree) -> LayoutConstraint? {
        guard constraint.priority >= 1000, constraint.multiplier == 1, let second = constraint.second,
            case .view = constraint.first.item, case .view = second.item,
            constraint.first.attribute == second.attribute,
            let stackView = tree.viewIndex(of: constraint.first), let firstView = tree.viewIndex(of: second),
            let stack = tree.nodes[stackView].stack, stack.distribution == .fill,
            !stack.layoutMarginsRelativeArrangement, !(stack.baselineRelativeArrangement && stack.axis == .vertical),
            constraint.first.attribute == (stack.axis == .horizontal ? .width : .height)
        else { return nil }
        let arranged = tree.arranged(of: stackView).map(Int.init)
        guard arranged.first == firstView, !tree.nodes[firstView].isHidden else { return nil }
        let others = arranged.dropFirst().filter { !tree.nodes[$0].isHidden }
        guard others.count == 1, let other = others.first else { return nil }
        // The gaps, as the builders space the chain.
        var gaps = 0.0
        var lastVisibleID: String? = nil
        for index in 0..<(arranged.count - 1) {
            if !tree.nodes[arranged[index]].isHidden { lastVisibleID = tree.nodes[arranged[index]].id }
            gaps += stack.spacing(beforeHidden: tree.nodes[arranged[index + 1]].isHidden, lastVisibleID: lastVisibleID)
        }
        var term = constraint
        term.first = LayoutAnchor(.view(tree.nodes[other].id), constraint.first.attribute)
        term.second = nil
        term.constant = constraint.constant - gaps
        return term.constant.isFinite ? term : nil
    }

    /// The tie `constraint` would cut: a required `a.size == b.size` (multiplier 1, constant 0) of
    /// two visible arranged leaves of one `fill` stack along the stack's axis, neither with an
    /// intrinsic size or shorthand along it nor named by a size term of `constraints` along it.
    /// - Complexity: O(constraints).
    static func tieCut(_ constraint: LayoutConstraint, in tree: LayoutTree, constraints: [LayoutConstraint]) -> TieCut? {
        guard let second = constraint.second, case .view(let a) = constraint.first.item, case .view(let b) = second.item,
            a != b, constraint.first.attribute == second.attribute, constraint.relation == .equal,
            constraint.priority >= 1000, constraint.multiplier == 1, constraint.constant == 0,
            let first = tree.viewIndex(of: constraint.first), let other = tree.viewIndex(of: second)
        else { return nil }
        let axis: Int
        switch constraint.first.attribute {
        case .width: axis = 0
        case .height: axis = 1
        default: return nil
        }
        let stack = Int(tree.parents[first])
        guard stack >= 0, Int(tree.parents[other]) == stack, tree.isArranged[first], tree.isArranged[other],
            let properties = tree.nodes[stack].stack, properties.distribution == .fill,
            (properties.axis == .horizontal ? 0 : 1) == axis
        else { return nil }
        for view in [first, other] {
            let node = tree.nodes[view]
            guard node.stack == nil, node.subviews.isEmpty, !node.isHidden, !node.isScroll,
                node.sizing(along: axis).intrinsic == nil, node.sizing(along: axis).shorthand == nil
            else { return nil }
        }
        let ids = [a, b]
        let attribute = constraint.first.attribute
        guard !constraints.contains(where: { term in
            guard SizeTerm.axis(of: term) != nil, case .view(let id) = term.first.item else { return false }
            return term.first.attribute == attribute && ids.contains(id)
        }) else { return nil }
        let order = tree.arranged(of: stack)
        guard let firstPosition = order.firstIndex(of: Int32(first)), let otherPosition = order.firstIndex(of: Int32(other))
        else { return nil }
        return firstPosition < otherPosition
            ? TieCut(earlier: Int32(first), later: Int32(other), axis: axis)
            : TieCut(earlier: Int32(other), later: Int32(first), axis: axis)
    }

    /// The earlier, in arrangement order, of the two views `check` relates, and the axis of their
    /// lengths, where U can take their
    /// lengths equal: `check` is required, `a.size R b.size` (any relation, multiplier 1, constant
    /// 0, the views' frames) of two adjacent arranged views of the root's stack, along its axis (a
    /// `fill` or `fillProportionally` stack) or across it where it aligns its views (not `fill`), no baseline row and
    /// without hidden arranged views; or, across only, where U can compose it: `check` optional,
    /// `>=` or `<=`, with its priority and which side is the lesser (design note, section 5, "An
    /// optional `>=` between two views of U"); nil otherwise. Only
    /// the root's stack: no ancestor measures its fitting size, which the equality would move.
    /// - Complexity: O(the root's arranged views).
    static func equalPair(_ check: BuiltConstraint, tree: LayoutTree) -> EqualPair? {
        guard let second = check.second, check.first.kind == .frame, second.kind == .frame,
            check.firstAttribute == check.secondAttribute, check.multiplier == 1, check.constant == 0,
            check.priority >= 1000 || check.relation != .equal, let stack = tree.nodes[0].stack,
            stack.effectiveAlignment != .firstBaseline, stack.effectiveAlignment != .lastBaseline
        else { return nil }
        // Along a `fill` stack the pair is one child of its series; across an aligned one (any
        // distribution: each view is clipped by the canvas apart), one clip by its canvas (across
        // `fill` alignment both are the canvas: the relation never misses).
        let along: LayoutAttribute = stack.axis == .horizontal ? .width : .height
        let across: LayoutAttribute = stack.axis == .horizontal ? .height : .width
        // An optional `>=` or `<=` only across, its error composed with the pair's clip. Along a
        // `fillProportionally` stack the later view takes the earlier's share (``DirectAxis``
        // declines where its canvas is not held).
        let series = stack.distribution == .fill || stack.distribution == .fillProportionally
        guard (check.firstAttribute == along && series && check.priority >= 1000)
            || (check.firstAttribute == across && stack.effectiveAlignment != .fill)
        else { return nil }
        let order = tree.arranged(of: 0)
        guard let first = order.firstIndex(of: check.first.owner), let other = order.firstIndex(of: second.owner),
            abs(first - other) == 1
        else { return nil }
        var pair = EqualPair(view: Int(order[min(first, other)]), axis: check.firstAttribute == .width ? 0 : 1)
        guard check.priority < 1000 else {
            return order.contains(where: { tree.nodes[Int($0)].isHidden }) ? nil : pair
        }
        // `first ≥ second`: the second is the lesser; `first ≤ second`: the first. Across, a
        // hidden view lies outside the spanner at its own least-cost size: another reads nothing
        // of the pair, and the greater, held at most the lesser's length, is bounded by the canvas
        // through it; a hidden lesser is not, and its pair is no clip by the canvas unless a
        // required tie holds it there (``DirectAxis`` declines it otherwise).
        let lesser = check.relation == .greaterThanOrEqual ? other : first
        pair.relation = (check.priority, lesser > min(first, other))
        return pair
    }

    /// A required `a.size R b.size + c` (`R` `>=` or `<=`, multiplier 1) between two views of U
    /// where one side's length varies among U's optima and the other's is one value `k` there:
    /// on U's optimal set it is the bound of the varying length by `k` (`a.size R k + c`, or
    /// `b.size R' k − c` with `R'` the other way round), which U takes as a size term (design
    /// note, section 5, *A relation on a length U's tie moves*).
    struct MovingBound {
        /// The relation's position among the document's constraints.
        var source: Int
        /// The bound, a size term of the varying view.
        var term: LayoutConstraint
        /// The bounded length: `4 × view + 2 + axis`.
        var view: Int
    }

    /// `check`, a block without views that declined on a value of U that varies (``DependentBlocks/movingCheck``),
    /// as a bound of U's varying length at `upstream`'s values (``MovingBound``); nil where it is
    /// not such a relation, or both or neither of its lengths vary.
    /// - Complexity: O(views + constraints).
    static func movingBound(
        _ check: BuiltConstraint, resolved: [BuiltConstraint], constraints: [LayoutConstraint], tree: LayoutTree,
        upstream: DirectLayout, isDependent: [Bool]
    ) -> MovingBound? {
        guard let second = check.second, check.first.kind == .frame, second.kind == .frame,
            check.firstAttribute == check.secondAttribute, check.multiplier == 1, check.constant.isFinite,
            check.priority >= 1000, check.relation != .equal,
            // Found by its name: one that two constraints share cannot say which is the check.
            let source = resolved.firstIndex(where: { $0.label == check.label }),
            !resolved[(source + 1)...].contains(where: { $0.label == check.label })
        else { return nil }
        let axis: Int
        switch check.firstAttribute {
        case .width: axis = 0
        case .height: axis = 1
        default: return nil
        }
        let (absolute, varies) = upstreamFrames(upstream, isDependent: isDependent)
        let (a, b) = (Int(check.first.owner), Int(second.owner))
        // Views only (a scroll view's guide is numbered past them).
        guard !varies.isEmpty, a != b, a < isDependent.count, b < isDependent.count, !isDependent[a], !isDependent[b]
        else { return nil }
        let bit = UInt8(1 << (2 + axis))
        let (aVaries, bVaries) = (varies[a].values & bit != 0, varies[b].values & bit != 0)
        guard aVaries != bVaries else { return nil }
        let (view, other) = aVaries ? (a, b) : (b, a)
        let k = absolute[other][2 + axis]
        let flipped: LayoutConstraint.Relation = check.relation == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        var term = constraints[source]
        term.first = LayoutAnchor(.view(tree.nodes[view].id), check.firstAttribute)
        term.second = nil
        term.relation = aVaries ? check.relation : flipped
        term.constant = aVaries ? k + check.constant : k - check.constant
        return term.constant.isFinite ? MovingBound(source: source, term: term, view: 4 * view + 2 + axis) : nil
    }

    /// Two adjacent arranged views of the root's stack that U takes together
    /// (``equalPair(_:tree:)``): the earlier's number, the axis of their lengths, and, for an
    /// optional relation (``DirectDocument/pairRelation``), its priority and whether the lesser
    /// side is the later view (nil where the two are required equal).
    struct EqualPair: Equatable {
        var view: Int
        var axis: Int
        var relation: (priority: Double, lesserIsLater: Bool)?

        static func == (a: Self, b: Self) -> Bool {
            a.view == b.view && a.axis == b.axis && a.relation?.priority == b.relation?.priority
                && a.relation?.lesserIsLater == b.relation?.lesserIsLater
        }
    }

    /// Moves U's tied layout (`absolute`, in the root's coordinates) to the one optimum each cut
    /// keeps, where the cut's tie is its axis's only one and moves its two lengths alone, and
    /// leaves that axis out of `varies` (``DependentBlocks/UpstreamVariation/leaveOut(axis:)``: in
    /// the root's coordinates, relative to the superview, and the edges). A cut whose tie is not so
    /// is left alone: the equality, checked at U's values, then reads lengths that vary and declines.
    /// - Returns: the axes cut (bit `axis`).
    /// - Complexity: O(views) per cut.
    static func cutTies(
        _ cuts: [TieCut], in tree: LayoutTree, rightToLeft: Bool, absolute: inout [SIMD4<Double>],
        varies: inout [DependentBlocks.UpstreamVariation]
    ) -> UInt8 {
        var cut: UInt8 = 0
        for tie in cuts where cut & (1 << UInt8(tie.axis)) == 0 {
            let (earlier, later, axis) = (Int(tie.earlier), Int(tie.later), tie.axis)
            let size = UInt8(1 << (2 + axis))
            guard varies.indices.contains(earlier), varies[earlier].values & size != 0, varies[later].values & size != 0,
                !varies.indices.contains(where: { $0 != earlier && $0 != later && varies[$0].values & size != 0 })
            else { continue }
            // The two share D = l + r equally; the chain between them moves by the earlier one's
            // change (its start fixed), or right to left along x, the chain after it (its end fixed).
            let change = (absolute[later][2 + axis] - absolute[earlier][2 + axis]) / 2
            let rightToLeft = axis == 0 && rightToLeft
            let stack = Int(tree.parents[earlier])
            var between = false
            for child in tree.arranged(of: stack).map(Int.init) {
                if child == earlier {
                    between = true
                    if rightToLeft { absolute[child][axis] -= change }
                    absolute[child][2 + axis] += change
                    continue
                }
                guard between else { continue }
                if child == later {
                    if !rightToLeft { absolute[child][axis] += change }
                    absolute[child][2 + axis] -= change
                    break
                }
                // The view and everything below it (tree order numbers a subtree contiguously).
                var inside = Set([child])
                var view = child
                while view < tree.viewCount && (view == child || inside.contains(Int(tree.parents[view]))) {
                    inside.insert(view)
                    absolute[view][axis] += rightToLeft ? -change : change
                    view += 1
                }
            }
            for view in varies.indices { varies[view].leaveOut(axis: axis) }
            cut |= 1 << UInt8(axis)
        }
        return cut
    }
}
