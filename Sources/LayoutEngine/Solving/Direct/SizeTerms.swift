/// A document constraint of one view's own `width` or `height` to a constant,
/// `view.width|height (==|<=|>=) c @p`: a term of that view's cost along the axis.
///
/// Its error is convex and piecewise linear in the view's size `x` with one slope, at p's level:
/// `>= c` is `max(0, c − x)`, `<= c` is `max(0, x − c)`, `== c` is `|x − c|`. A required one
/// (p = 1000) bounds the domain instead. The lowering makes `x − c (relation) 0` of it, the size
/// variable alone (multiplier 1, no sign or non-negativity of sizes assumed), so any finite `c`,
/// negative too, is that same function; the solver clamps p to `1...1000`, as the levels do.
///
/// Its error is weighted by `weight / weightDenominator`, 1 for a document's own term: the
/// blocks strategy carries a decoration's term `d.height >= a @p` where `ℓ_d = k·ℓ_V + c` to
/// `V.height >= (a − c)/k @p` of weight k (`BlockLayout+CarriedTerms.swift`), and writes k as
/// the constraint's multiplier, which a constraint without a second item has no other use for
/// (the decoder sets it to 1).
struct SizeTerm: Sendable {
    var view: Int32
    var relation: LayoutConstraint.Relation
    var constant: Double
    var priority: Double
    /// The error's weight, `weight / weightDenominator` (lowest terms, both positive).
    var weight: Int32 = 1
    var weightDenominator: Int32 = 1
    /// The lane of `priority` among the axis's levels (set once the levels are known).
    var lane: Int32 = 0

    var isRequired: Bool { priority >= 1000 }

    /// The axis of the size term `constraint` is (0 for `width`, 1 for `height`), or nil if it is
    /// not one: a second item, an attribute other than a view's own frame's `width` or `height`
    /// (a guide's width is not the view's), or a constant that is not finite.
    static func axis(of constraint: LayoutConstraint) -> Int? {
        // `second?.attribute == nil` reads the anchor where it lies: `second == nil` copied it
        // into a pair of optionals for the comparison (its id retained) and destroyed the pair.
        guard constraint.second?.attribute == nil, constraint.first.kind == .view, constraint.constant.isFinite else {
            return nil
        }
        switch constraint.first.attribute {
        case .width: return 0
        case .height: return 1
        default: return nil
        }
    }

    /// The largest denominator ``weight(of:)`` tries.
    private static var largestWeightDenominator: Int32 { 12 }

    /// `k` as `p/q` in lowest terms with `q <= 12` and `p <= 144`, where `k` is the `Double`
    /// nearest `p/q` (½, ⅓, 2, ¾ …); nil for any other `k` (not positive, or no such small
    /// fraction), whose error the lexicographic slopes would not weigh exactly.
    /// - Complexity: O(1).
    static func weight(of k: Double) -> (numerator: Int32, denominator: Int32)? {
        guard k > 0, k.isFinite else { return nil }
        for q in 1...largestWeightDenominator {
            let p = (k * Double(q)).rounded()
            // The smallest such q gives lowest terms.
            if p >= 1, p <= 144, p / Double(q) == k { return (Int32(p), q) }
        }
        return nil
    }

    /// The slope of the term's error where it grows, at its lane: `weight / weightDenominator`.
    func slope<Lanes: SlopeLanes>(_: Lanes.Type) -> LexSlope<Lanes> {
        var slope = LexSlope<Lanes>.unit(lane: Int(lane))
        slope.weights[Int(lane)] = weight
        slope.denominator = weightDenominator
        return slope
    }
}

/// The size terms of a document: per axis, sorted by view (in the constraints' order within one
/// view), a sparse side table beside ``DirectTree``'s per-view sizings, which stay 32 bytes a
/// view. ``DirectAxis`` walks a table backward as it costs the views last to first.
struct SizeTerms: Sendable {
    /// Per axis (x, y).
    private(set) var terms: [[SizeTerm]] = [[], []]
    /// Per axis, whether a term is on a leaf whose share of a `fillProportionally` stack the
    /// direct method measures (``isProportionalShare(_:axis:in:measuringLeaves:)``): its fitting
    /// size then needs `fittingSizeLevel` among the axis's levels.
    private(set) var measuresLeaves = [false, false]

    var isEmpty: Bool { terms[0].isEmpty && terms[1].isEmpty }

    /// Whether a term along `axis` is on view `view` (the terms are sorted by view).
    /// - Complexity: O(log terms).
    func names(_ view: Int, axis: Int) -> Bool {
        let low = firstTerm(of: view, axis: axis)
        return low < terms[axis].count && Int(terms[axis][low].view) == view
    }

    /// The position of the first term along `axis` on a view numbered `view` or more.
    /// - Complexity: O(log terms).
    private func firstTerm(of view: Int, axis: Int) -> Int {
        let terms = terms[axis]
        var (low, high) = (0, terms.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(terms[middle].view) < view { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The constant of the first required `==` term along `axis` on view `view`: its length there
    /// in every solution of the required constraints; nil without one.
    /// - Complexity: O(log terms + the view's terms).
    func requiredLength(of view: Int, axis: Int) -> Double? {
        let terms = terms[axis]
        var low = firstTerm(of: view, axis: axis)
        while low < terms.count, Int(terms[low].view) == view {
            if terms[low].isRequired, terms[low].relation == .equal { return terms[low].constant }
            low += 1
        }
        return nil
    }

    /// The terms among `constraints`, their views found in `tree` (finished, so that it knows
    /// every view the constraints name); nil if one names no view of it, or is a term the direct
    /// path leaves to the solver (``isProportionalShare(_:axis:in:measuringLeaves:)``).
    /// `measuringLeaves` is false where `constraints` are not the document's and the tree has
    /// scroll views (the blocks strategy's, whose terms may stand for a size equal to another
    /// view's, which the solver's measurement of a lone leaf drops: without scroll views such a
    /// leaf is not measured, ``DirectTree/forgoneLeaves``, and with them that is not looked at).
    /// - Complexity: O(constraints + terms × log terms).
    init?(_ constraints: [LayoutConstraint], tree: DirectTree, measuringLeaves: Bool = true) {
        for constraint in constraints {
            guard let axis = SizeTerm.axis(of: constraint) else { continue }
            guard constraint.first.kind == .view, let slot = tree.namedSlot(of: constraint.first),
                case let view = tree.namedViews[slot],
                let measured = Self.isProportionalShare(Int(view), axis: axis, in: tree, measuringLeaves: measuringLeaves),
                let weight = SizeTerm.weight(of: constraint.multiplier)
            else { return nil }
            measuresLeaves[axis] = measuresLeaves[axis] || measured
            terms[axis].append(SizeTerm(
                view: view, relation: constraint.relation, constant: constraint.constant,
                priority: constraint.priority, weight: weight.numerator, weightDenominator: weight.denominator))
        }
        // Stable, so that one view's terms keep the constraints' order (their sum does not
        // depend on it, but nothing observable is left to the sort).
        for axis in 0..<2 where terms[axis].count > 1 {
            terms[axis] = terms[axis].enumerated().sorted {
                ($0.element.view, $0.offset) < ($1.element.view, $1.offset)
            }.map(\.element)
        }
    }

    init() {}

    /// Where `view` is a visible arranged view of a `fillProportionally` stack along `axis`
    /// without an intrinsic size along it, the solver measures its share by its fitting size (its
    /// subtree laid out alone, with the constraints that name only its views: its own size terms
    /// too), which a size term on it changes. The direct method measures it the same way, as the
    /// least-cost size of its cost (its terms in it) pulled toward 0 at `fittingSizeLevel`
    /// (``DirectAxis/proportionalCost(_:_:_:)``), for a nested stack it measures and, with
    /// `measuringLeaves`, a view without subviews of a stack that keeps proportions: true for such
    /// a leaf, false for such a stack or a view of no such share; nil (the term left to the
    /// solver) for any other view of a share, or a leaf of a stack the tree fills equally (its
    /// measured size could give it proportions). A view with an intrinsic size counts with that
    /// size whatever its terms (``FittingSize``).
    private static func isProportionalShare(
        _ view: Int, axis: Int, in tree: DirectTree, measuringLeaves: Bool
    ) -> Bool? {
        let parent = Int(tree.parents[view])
        guard parent >= 0, tree.isArranged[view], !tree.isHidden[view], case let index = tree.stackIndex[parent], index >= 0
        else { return false }
        let stack = tree.stacks[Int(index)]
        guard stack.distribution == .fillProportionally && stack.axis == axis && tree.sizing(view, axis: axis).intrinsic.isNaN
        else { return false }
        if tree.measuresFittingSize(view) { return false }
        // A view the builders' measurement reads (its terms in it): its terms are plain ones; but
        // a lone leaf the tree reads as 0, which fills the stack equally, must measure 0 too.
        if let size = tree.builtNaturalSize(view, axis: axis), size == 0 || !tree.knowsNaturalSize(view) { return false }
        guard measuringLeaves, stack.sharesProportionally, tree.measuresAsLeaf(view) else { return nil }
        return true
    }

    /// Gives each term the lane of its priority among `levels` (x's, y's).
    mutating func assignLanes(_ levels: [PriorityLevels]) {
        for axis in 0..<2 {
            for index in terms[axis].indices where !terms[axis][index].isRequired {
                terms[axis][index].lane = Int32(levels[axis].lane(terms[axis][index].priority))
            }
        }
    }
}

extension KnotArena {
    /// `f` plus the size terms `terms` of one view (their lanes assigned): the required ones
    /// restrict the domain, the optional ones add their one-slope errors, all in one sum
    /// (`scratch` its room), so that many terms on one view copy `f`'s knots about once rather
    /// than once a term.
    /// - Complexity: O((n + k) log (n + k)) for `f`'s n knots and k terms.
    mutating func adding(
        _ terms: ArraySlice<SizeTerm>, to f: CostFunction<Lanes>, scratch: inout DirectBuffer<CostFunction<Lanes>>
    ) -> CostFunction<Lanes> {
        var lo = -Double.infinity
        var hi = Double.infinity
        scratch.removeAll()
        scratch.append(f)
        for term in terms {
            let c = term.constant
            guard !term.isRequired else {
                if term.relation != .lessThanOrEqual { lo = max(lo, c) }
                if term.relation != .greaterThanOrEqual { hi = min(hi, c) }
                continue
            }
            let slope = term.slope(Lanes.self)
            // Zero over the slope's denominator, so that the function's slopes share one.
            let zero = LexSlope<Lanes>(weights: .zero, denominator: slope.denominator)
            switch term.relation {
            case .equal:
                scratch.append(vee(at: c, below: slope, above: slope))
            case .greaterThanOrEqual:
                append(CostFunction<Lanes>.Knot(x: c, slope: zero))
                scratch.append(CostFunction<Lanes>(lo: -.infinity, hi: .infinity, slope0: -slope, firstKnot: Int32(count - 1), knotCount: 1))
            case .lessThanOrEqual:
                append(CostFunction<Lanes>.Knot(x: c, slope: slope))
                scratch.append(CostFunction<Lanes>(lo: -.infinity, hi: .infinity, slope0: zero, firstKnot: Int32(count - 1), knotCount: 1))
            }
        }
        let sum = scratch.count > 1 ? sum(of: &scratch) : f
        // Bounds that cannot both hold (lo > hi) leave an empty domain: the conflict is the solver's.
        return restricted(sum, lo: lo, hi: hi)
    }
}
