/// A decoration's size terms carried to the view of U whose length it takes (issue 14: a block
/// that keeps an error at U's optimum, or whose required term cannot hold there, no longer sends
/// the whole document to the simplex where that term is U's to weigh or to meet).
///
/// A dependent view `d` whose required equalities make its length along an axis that of one view
/// `V` of U plus a constant, `ℓ_d = ℓ_V + e` (a background pinned to `V`'s two edges or its
/// margins', a separator between `V`'s top and bottom, `d.width == V.width + c`), turns each of its
/// size terms along that axis, `d.width (relation) c @p`, into a function of `V`'s length:
/// in every solution of the whole document those equalities hold (they are required, and never the
/// constraint a conflict breaks: a block's conflict is taken only where its set and its broken
/// constraint read `d`'s frame alone, and U's broken constraints are U's own), so the term's error is
/// that of `V.width (relation) c − e @p`, a size term of U; where they make it a small fraction
/// or multiple of `V`'s, `ℓ_d = k·ℓ_V + e`, that of `V.width (relation) (c − e)/k @p` weighted by k
/// (``SizeTerm``'s weight; the design note, section 5, "A length at a fraction"). Moving it from
/// the block to U changes the whole document's objective nowhere on its feasible set: the same
/// problem, the same optima.
/// U then weighs the term against its own priorities (its optimum accounts for it, as the whole
/// document's does), and the block, without it, keeps no error of it: what U's optimum missed
/// (a separator `height == 44 @250` on a view U held at 0 by `height <= 0 @999`, or at 21 by its
/// hugging at 250 where the whole document's optimum moves it to 44) is no longer the block's to
/// check (``DependentBlocks``' least errors), and the blocks strategy's argument holds for U with
/// the term and the block without it.
///
/// *Required terms.* A required term (`d.width >= 44` on a background pinned 2 inside `V`) is
/// carried alike: with `d`'s equalities, `d.width >= 44` and `V.width >= 48` hold at the same
/// solutions, so the whole document and U with the carried term plus the blocks without it have
/// the same feasible set and objective, where that set is not empty. It is not empty where U with
/// the term has no broken constraint and every block holds its required constraints (U's values
/// then meet `V.width >= 48`, `d`'s equalities place `d` at `V.width + e`, and the term holds):
/// a conflict anywhere declines (``BlockLayout``), since the whole document's broken constraint
/// and minimal set name the decoration's own constraints, which U's diagnostics would not; but
/// for the term itself broken, alone, against a hold of the view's, whose set then names them
/// (`BlockLayout+BrokenSize.swift`, ``BlockLayout/BrokenSize/carriedThrough``). So
/// required terms only move U where its optimum would leave the term unmet (the block's required
/// row failing at U's values, which declined before).
///
/// *Measured stacks.* A `fillProportionally` stack measures a nested stack by laying its subtree
/// out alone, with the constraints whose items all lie in it (``FittingSize``), and U's direct
/// solve measures it from the costs it composed (section 2, "Proportions"). The term on `V` is in
/// that cost wherever `V` is in the measured subtree; it is in the lone layout exactly where `d` is
/// too (with the equalities, when `V` is: the identity above then holds in the lone layout as
/// well). A stack measures along its own axis only, and the lone layout's constraints are each of
/// one axis where the direct path measures (section 2, "Proportions": those it composed, per axis,
/// and decorations' rows, a row joining two axes making its decoration pull and its superview
/// unmeasured), so its optimum along that axis is the optimum of that axis's part alone: a term
/// along the other axis changes no measurement. So a term along an axis is carried only where every subtree measured
/// along that axis that holds `V` holds `d`: `d`'s superview `P` is `V` or an ancestor of it, and no
/// view from `V` up to `P` (not `P`) is arranged in a `fillProportionally` stack along the term's
/// axis (a measured subtree's top is such a view, so it lies at or above `P`, and holds `d`), but
/// for `V` itself where it has an intrinsic size along the axis (session 36): its natural size is
/// then that size, which ``FittingSize`` returns before laying anything out and the direct tree
/// reads as well, so no measurement reads the term; `V`'s share weighs it as any size term on `V`.
///
/// *Content sizes.* A dependent view's intrinsic size along the axis is two service constraints,
/// `ℓ_d <= size @hugging` and `ℓ_d >= size @resistance`: size terms of `d` like a document's, which
/// the same identity carries where both are optional and `d` has no shorthand along the axis (its
/// length then held in every solution, the pair's errors constant there). Having no source among
/// the document's constraints, U takes them after its document terms, and they are counted where
/// the builders make them, among `d`'s service constraints in its block, which lowers them to empty
/// rows (``DependentBlocks``): its solve keeps no error of them and its least-errors check reads
/// neither. They are carried only where U breaks nothing (U's conflicts name their constraints by
/// source): beside a broken size they stay in the block, beside a broken tie the layout declines. A
/// view inside a `fillProportionally` stack's subtree keeps its pair: the builders measure that
/// subtree with it, and the stack's direct measurement reads the document's constraints, where the
/// pair has no place. This is the self-sizing cell, a label pinned between a fitted root's top and
/// bottom: U fitted the root at 0 without the pair, the label's block kept its resistance's error,
/// and the document went to the simplex.
extension BlockLayout {
    /// A term carried to U: the position of its source among the document's constraints (for a
    /// content size, `2 × d + axis`), the size term of U it becomes, and whether its constant
    /// holds a guide's insets.
    typealias CarriedTerm = (source: Int, term: LayoutConstraint, readsGuide: Bool)

    /// The document's size terms on dependent views carried to U (the optional ones, and the
    /// required ones too with `includingRequired`), in document order: each
    /// constraint's position among `resolved` (the document's, resolved), the size term of U it
    /// becomes, and whether its constant holds a guide's insets (margins or safe area, which
    /// another canvas or a pass of the fixed point may move); with `includingContentSizes`, the
    /// dependent views' content sizes too (``carriedContentSizes(_:tree:)``), and the series of
    /// those of a chain of dependent views between two edges of one view of U
    /// (`BlockLayout+SeriesContentSizes.swift`).
    /// - Complexity: O(constraints + carried terms × depth).
    static func carriedTerms(
        _ constraints: [LayoutConstraint], resolved: [BuiltConstraint], tree: LayoutTree, isDependent: [Bool],
        rightToLeft: Bool, includingRequired: Bool, includingContentSizes: Bool
    ) -> (terms: [CarriedTerm], contentSizes: [CarriedTerm], series: Series) {
        let sources = lengthSources(resolved, tree: tree, isDependent: isDependent, rightToLeft: rightToLeft)
        // A chain's ends are pending positions (one edge of a view on U's: its views have no length
        // source) or bounds; without a link between two dependent views' edges there is none.
        let series = includingContentSizes && sources.links > 0
            ? seriesContentSizes(
                ends: sources.entries.lazy.filter { $0.offset == nil }.map { SeriesEnd($0.key, $0.view, $0.s, $0.t, $0.e, $0.guide) }
                    + sources.bounds,
                resolved: resolved, tree: tree, isDependent: isDependent, rightToLeft: rightToLeft)
            : Series()
        guard sources.count > 0 else { return ([], [], series) }
        var carried: [CarriedTerm] = []
        for (index, constraint) in constraints.enumerated() where includingRequired || constraint.priority < 1000 {
            guard let axis = SizeTerm.axis(of: constraint) else { continue }
            let first = resolved[index].first
            let view = Int(first.owner)
            guard first.kind == .frame, tree.isView(view), isDependent[view],
                let source = sources[2 * view + axis], isCarriable(from: view, to: source.view, axis: axis, in: tree)
            else { continue }
            // `ℓ_d (relation) a` is `k·ℓ_V + offset (relation) a`: `ℓ_V (relation) (a − offset)/k`
            // (k > 0 keeps the relation), its error k times that one's: the multiplier, which a
            // size term has no other use for, carries k to ``SizeTerm``'s weight.
            var term = constraint
            term.first = LayoutAnchor(.view(tree.nodes[source.view].id), constraint.first.attribute)
            term.constant = source.scale == 1 ? constraint.constant - source.offset : (constraint.constant - source.offset) / source.scale
            term.multiplier = source.scale
            carried.append((index, term, source.readsGuide))
        }
        return (carried, includingContentSizes ? carriedContentSizes(sources, tree: tree) : [], series)
    }

    /// The content-size pairs of dependent views carried to U (the type's notes, *Content
    /// sizes*): per dependent view `d` and axis where `d` has an intrinsic size, no shorthand, an
    /// optional hugging and resistance, and a length source `V`, its two terms as size terms of
    /// `V`, each keyed `2 × d + axis` (what ``DependentBlocks`` leaves out of `d`'s block), in
    /// the order their length sources were found (the document's).
    /// - Complexity: O(length sources + carried pairs × depth).
    private static func carriedContentSizes(_ sources: LengthSources, tree: LayoutTree) -> [CarriedTerm] {
        var carried: [CarriedTerm] = []
        for entry in sources.entries where entry.offset != nil {
            let (key, d, axis) = (entry.key, entry.key / 2, entry.key % 2)
            let sizing = tree.nodes.address(of: d).pointee.sizing(along: axis)
            guard let size = sizing.intrinsic, sizing.shorthand == nil, sizing.hugging < 1000, sizing.resistance < 1000,
                let source = sources[key], isCarriable(from: d, to: source.view, axis: axis, in: tree),
                !isInsideProportional(d, in: tree)
            else { continue }
            let anchor = LayoutAnchor(.view(tree.nodes[source.view].id), axis == 0 ? .width : .height)
            // `ℓ_d ≤ size @hugging` and `ℓ_d ≥ size @resistance`, read on `V` as a document term is.
            let constant = source.scale == 1 ? size - source.offset : (size - source.offset) / source.scale
            for (name, relation, priority) in [
                (ViewConstraintBuilder.contentHugging, LayoutConstraint.Relation.lessThanOrEqual, sizing.hugging),
                (ViewConstraintBuilder.compressionResistance, .greaterThanOrEqual, sizing.resistance),
            ] {
                let term = LayoutConstraint(
                    name: name, first: anchor, relation: relation, multiplier: source.scale, constant: constant, priority: priority)
                carried.append((key, term, source.readsGuide))
            }
        }
        return carried
    }

    /// Whether view `d` lies inside a `fillProportionally` stack's subtree, which the builders
    /// measure with `d`'s content size where the stack's direct measurement reads only the
    /// document's constraints (``measuredConstraints(_:carried:)``): its pair is not carried.
    /// - Complexity: O(depth).
    static func isInsideProportional(_ d: Int, in tree: LayoutTree) -> Bool {
        var node = Int(tree.parents[d])
        while node >= 0 {
            if tree.nodes.address(of: node).pointee.stack?.distribution == .fillProportionally { return true }
            node = Int(tree.parents[node])
        }
        return false
    }

    /// The document's constraints as the builders' measurement of a nested stack reads them
    /// (``DirectDocument``'s `documentConstraints`): each carried term's source replaced by the
    /// term it becomes. Every subtree a `fillProportionally` stack measures along the term's axis
    /// that holds `V` holds `d` and its equalities (``isCarriable(from:to:axis:in:)``), which make
    /// `d`'s term and the carried one the same constraint there (the type's notes, "Measured
    /// stacks"): the carried term is the document's own on `V` in that lone layout, not one
    /// standing for a constraint the lone layout drops, and `V`'s measurement holds it.
    /// - Complexity: O(constraints) where a term is carried, O(1) else.
    static func measuredConstraints(
        _ constraints: [LayoutConstraint], carried: [CarriedTerm]
    ) -> [LayoutConstraint] {
        guard !carried.isEmpty else { return constraints }
        var measured = constraints
        for entry in carried { measured[entry.source] = entry.term }
        return measured
    }

    /// The view of U whose length a dependent view's required equalities make a multiple of its
    /// own plus a constant, `ℓ_d = scale·ℓ_V + offset` (`scale` a ``SizeTerm/weight(of:)``),
    /// keyed by `2 × d + axis`; the first such equality or pair of equalities in document order
    /// wins (where several hold, every solution meets them all).
    ///
    /// An equality `d.A == V.B + c` (or `V.B == d.A + c`, read as `d.A == V.B − c`) of multiplier 1,
    /// `d`'s frame against `V`'s frame or one of its guides along one axis, where both attributes
    /// measure the same way (the same sign: a right-to-left `leading` against a `left` is measured
    /// in a common ancestor's coordinates, not taken), reads `m_d·d.min + s_d·ℓ_d = m_V·V.min +
    /// s_V·ℓ_V + e` (an attribute is its frame's minimum times `m`, 1 but for a length, plus its
    /// length times `s`, 0, ½ or 1, plus the guide's inset; `e` the inset plus the constant, signed).
    /// Two lengths give `ℓ_d = ℓ_V + e` at once; two positions on the same `V` subtract to
    /// `(s₁ − s₂)·ℓ_d = (t₁ − t₂)·ℓ_V + e₁ − e₂`, taken where `s₁ − s₂ = t₁ − t₂ ≠ 0` (two edges, an
    /// edge and the centre on like places): `ℓ_d = ℓ_V + (e₁ − e₂)/(s₁ − s₂)`, and where
    /// `k = (t₁ − t₂)/(s₁ − s₂)` is positive otherwise (`d.centerX == V.trailing` with
    /// `d.leading == V.leading`: `ℓ_d = 2·ℓ_V + …`), `ℓ_d = k·ℓ_V + …`. Two lengths of multiplier
    /// `m > 0` (`d.height == m·V.height + c`, or `V.height == m·d.height + c`, `ℓ_d = ℓ_V/m − c/m`)
    /// give `ℓ_d = m·ℓ_V + m·i + c` (`i` the guide's inset in the length). A scale that is not
    /// a small fraction (``SizeTerm/weight(of:)``) is not taken.
    /// On the way it counts the links of chains of dependent views (a required equality of one's
    /// minimum to another's maximum) and lists the required bounds of a dependent view's edge by a
    /// view of U's from outside, a chain's ends that leave it room (`BlockLayout+SeriesContentSizes.swift`).
    /// - Complexity: O(views + constraints).
    private static func lengthSources(
        _ resolved: [BuiltConstraint], tree: LayoutTree, isDependent: [Bool], rightToLeft: Bool
    ) -> LengthSources {
        var sources = LengthSources(keys: 2 * tree.viewCount)
        // At most an entry per dependent view and axis, sized at once (grown, it moved them all each time).
        sources.entries.reserveCapacity(2 * isDependent.count(where: { $0 }))
        // Read in place rather than bound to a copy of each constraint (its name's reference counted).
        for index in resolved.indices {
            guard resolved[index].priority >= 1000, resolved[index].relation == .equal || resolved[index].multiplier == 1,
                resolved[index].multiplier > 0,
                let second = resolved[index].second, tree.isView(Int(resolved[index].first.owner)),
                tree.isView(Int(second.owner))
            else { continue }
            let first = resolved[index].first, firstAttribute = resolved[index].firstAttribute
            let secondAttribute = resolved[index].secondAttribute, constant = resolved[index].constant
            let multiplier = resolved[index].multiplier
            // `d.A == μ·V.B + c`, whichever side `d` is written on.
            let (ownD, attributeD, item, attributeV, μ, c): (ItemRef, LayoutAttribute, ItemRef, LayoutAttribute, Double, Double)
            switch (isDependent[Int(first.owner)], isDependent[Int(second.owner)]) {
            case (true, false):
                (ownD, attributeD, item, attributeV, μ, c) = (first, firstAttribute, second, secondAttribute, multiplier, constant)
            case (false, true):
                (ownD, attributeD, item, attributeV, μ, c) =
                    (second, secondAttribute, first, firstAttribute, 1 / multiplier, -constant / multiplier)
            case (true, true):
                // An equality of one dependent view's edge to another's, minimum to maximum: a chain's link.
                if resolved[index].relation == .equal, multiplier == 1,
                    let edgeA = AnchorLowering.edge(firstAttribute, rightToLeft: rightToLeft),
                    let edgeB = AnchorLowering.edge(secondAttribute, rightToLeft: rightToLeft), edgeA.axis == edgeB.axis,
                    (edgeA.place == .minimum && edgeB.place == .maximum) || (edgeA.place == .maximum && edgeB.place == .minimum)
                {
                    sources.links += 1
                }
                continue
            default: continue
            }
            var itemV = item
            var plainV = attributeV
            if let plain = AnchorLowering.withinMargins(attributeV) {
                itemV.kind = .margins
                plainV = plain
            }
            guard ownD.kind == .frame, AnchorLowering.withinMargins(attributeD) == nil,
                let edgeD = AnchorLowering.edge(attributeD, rightToLeft: rightToLeft),
                let edgeV = AnchorLowering.edge(plainV, rightToLeft: rightToLeft),
                edgeD.axis == edgeV.axis, edgeD.sign == edgeV.sign, (edgeD.place == .length) == (edgeV.place == .length),
                μ == 1 || (edgeD.place == .length && SizeTerm.weight(of: μ) != nil)
            else { continue }
            let d = Int(ownD.owner), view = Int(itemV.owner), key = 2 * d + edgeD.axis
            if resolved[index].relation != .equal {
                // A chain's end that bounds it: `d.min >= V.A + e` or `d.max <= V.B + e` once the sides
                // are `d`'s then `V`'s and the axis's sign is taken out (each flipping the relation).
                guard edgeD.place == .minimum || edgeD.place == .maximum else { continue }
                let atMost = (resolved[index].relation == .lessThanOrEqual) == (isDependent[Int(first.owner)] == (edgeD.sign > 0))
                guard atMost == (edgeD.place == .maximum) else { continue }
                let insets = AnchorLowering.insets(itemV, in: tree, rightToLeft: rightToLeft)
                let (low, high) = edgeD.axis == 0 ? (insets.left, insets.right) : (insets.top, insets.bottom)
                let (t, inset) = Self.placeWeights(edgeV.place, low: low, high: high)
                sources.bounds.append(
                    SeriesEnd(key, view, edgeD.place == .maximum ? 1 : 0, t, inset + edgeD.sign * c, itemV.kind != .frame, bound: true))
                continue
            }
            let entry = sources.slots[key]
            guard entry < 0 || sources.entries[Int(entry)].offset == nil else { continue }
            let insets = AnchorLowering.insets(itemV, in: tree, rightToLeft: rightToLeft)
            let (low, high) = edgeD.axis == 0 ? (insets.left, insets.right) : (insets.top, insets.bottom)
            let (s, _) = Self.placeWeights(edgeD.place, low: 0, high: 0)
            let (t, inset) = Self.placeWeights(edgeV.place, low: low, high: high)
            // σ·attribute_d = σ·attribute_V + c, σ = ±1: attribute_d = attribute_V + σ·c (μ is 1
            // but for lengths, whose σ is 1).
            let e = μ * inset + edgeD.sign * c
            let guide = itemV.kind != .frame
            if edgeD.place == .length {
                sources.found(key, LengthSources.Entry(key: key, view: view, s: s, t: t, e: e, guide: guide, scale: μ, offset: e))
            } else if entry >= 0 {
                let first = sources.entries[Int(entry)]
                let scale = (first.t - t) / (first.s - s)
                guard first.view == view, first.s != s, scale == 1 || SizeTerm.weight(of: scale) != nil else { continue }
                sources.entries[Int(entry)].offset = (first.e - e) / (first.s - s)
                sources.entries[Int(entry)].scale = scale
                sources.entries[Int(entry)].guide = first.guide || guide
                sources.count += 1
            } else {
                sources.slots[key] = Int32(sources.entries.count)
                sources.entries.append(LengthSources.Entry(key: key, view: view, s: s, t: t, e: e, guide: guide, scale: 1, offset: nil))
            }
        }
        return sources
    }

    /// ``lengthSources(_:tree:isDependent:rightToLeft:)``'s answer: per `2 × d + axis`, the first
    /// equality met (pending until a second position completes it) in a list, found by a slot per
    /// key rather than hashed (two lookups a constraint were most of its cost).
    private struct LengthSources {
        /// A pending position equality `V`, s_d, s_V, e and whether it reads a guide; `scale` and `offset` once found.
        struct Entry {
            /// `2 × d + axis`.
            var key: Int
            var view: Int
            var s: Double
            var t: Double
            var e: Double
            var guide: Bool
            /// `k` in `ℓ_d = k·ℓ_V + offset`.
            var scale: Double
            var offset: Double?
        }

        /// Per key, the position of its entry in ``entries``, or −1.
        var slots: [Int32]
        var entries: [Entry] = []
        /// How many entries are found.
        var count = 0
        /// How many required equalities join a dependent view's minimum to another's maximum
        /// along one axis (a chain's links, `BlockLayout+SeriesContentSizes.swift`).
        var links = 0
        /// The required inequalities that bound a dependent view's edge by a view of U's from
        /// outside (`d.min >= V.A + e`, `d.max <= V.B + e`): a chain's ends that leave it room.
        var bounds: [SeriesEnd] = []

        init(keys: Int) { slots = [Int32](repeating: -1, count: keys) }

        /// Records `entry`, found, for `key`, which has none or a pending one.
        mutating func found(_ key: Int, _ entry: Entry) {
            if slots[key] >= 0 {
                entries[Int(slots[key])] = entry
            } else {
                slots[key] = Int32(entries.count)
                entries.append(entry)
            }
            count += 1
        }

        /// The view of U, scale, offset and whether a guide is read, of `key`'s found entry.
        subscript(key: Int) -> (view: Int, scale: Double, offset: Double, readsGuide: Bool)? {
            let slot = slots[key]
            guard slot >= 0, let offset = entries[Int(slot)].offset else { return nil }
            let entry = entries[Int(slot)]
            return (entry.view, entry.scale, offset, entry.guide)
        }
    }

    /// The weight of the length in an attribute at `place` (its minimum's being 1 but for a
    /// length), and the inset of a guide inset by `low` and `high` there.
    private static func placeWeights(_ place: AnchorLowering.AxisPlace, low: Double, high: Double) -> (length: Double, inset: Double) {
        switch place {
        case .minimum: (0, low)
        case .maximum: (1, -high)
        case .center: (0.5, (low - high) / 2)
        case .length: (1, -(low + high))
        }
    }

    /// Whether a term of dependent view `d` along `axis` may be carried to `view` of U: `d`'s
    /// superview is `view` or an ancestor of it, and no view from `view` up to it (not it) is
    /// arranged in a `fillProportionally` stack along `axis`, but for `view` itself with an
    /// intrinsic size along `axis`, its natural size whatever the term (see the type's notes,
    /// "Measured stacks").
    /// - Complexity: O(depth).
    static func isCarriable(from d: Int, to view: Int, axis: Int, in tree: LayoutTree) -> Bool {
        let superview = Int(tree.parents[d])
        var node = view
        while node != superview {
            guard node >= 0 else { return false }
            let parent = Int(tree.parents[node])
            if tree.isArranged[node], parent >= 0, let stack = tree.nodes[parent].stack, stack.distribution == .fillProportionally,
                (stack.axis == .horizontal ? 0 : 1) == axis,
                // The builders measure `view` by its intrinsic size, before any layout: not by a subtree holding the term.
                node != view || tree.nodes[view].sizing(along: axis).intrinsic == nil
            {
                return false
            }
            node = parent
        }
        return true
    }
}
