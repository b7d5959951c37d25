/// A `fillProportionally` stack along its axis, as the builders constrain it
/// (`Building/StackConstraintBuilder+Axis.swift`): the `fill` chain (the arranged views and the
/// spacings, `==`, end to end across the canvas `C`; hidden views 0 long), and each visible view
/// `k` (from 0) at its share of the canvas, `s_k = m_k·C` with `m_k = n_k / T`, at priority
/// `p_k = max(999 − i_k, 751)`, `i_k` its index among all the arranged views (hidden ones
/// counted): `n_k` its natural size (`Building/FittingSize.swift`: its intrinsic size along the
/// axis), `T` the natural sizes plus the stack's spacing between the visible views, which the
/// tree takes only where that is the chain's spacing `S` (no custom spacing, none negative). A
/// share of multiplier 1 is required, and a view of natural size 0 is required 0 long: neither
/// changes what follows, as the chain then already gives each view its share exactly.
///
/// **The composition.** Say the stack has `v` visible views. The shares of the first `v − 1` are
/// *held*: taken as exact, `s_k = m_k·C`. The last visible view then has the rest,
/// `C − S − Σ m_k·C = C·(n_last + S)/T − S` (`S` the spacings), and its own share's error is
/// `|C·S/T − S| = (|S| / T)·|C − T|`: a pull of the canvas toward `T`, at `p_last`, when `S ≠ 0`.
/// So the canvas's cost is a sum of functions of `C`: each held view's cost at `m_k·C`
/// (``KnotArena/scaled(_:by:over:)``), the last view's at `C·(n_last + S)/T − S`, and that pull.
/// Every size follows from `C`, so the shares are unique whenever `C` is.
///
/// **Why holding the shares is exact, when they outrank the rest.** If every held priority of the
/// stack is above every level along the axis (``PriorityLevels`` gives the last views' shares
/// their levels): the solution found holds every held share with no error, so at each held level
/// it has no error at all (the levels above a held one are held shares, of this stack or others,
/// which it holds, and required constraints, which it meets). Any solution that breaks a held
/// share has an error at that level, with none less above it: it is worse. So the optimum holds
/// them all, and among the solutions that do, the direct method's is the best. If no solution
/// holds them (a required size against a share), the domain is empty and the direct path
/// declines, leaving the explanation to the simplex.
///
/// **Otherwise, a certificate per canvas.** A long stack's shares step down from 999 to 1 and
/// pass the views' own priorities (750, 250). Without spacings every share can be held at once
/// (`Σ n_k = T`); then, for each canvas `C`, holding them all is the stack's unique optimum
/// exactly when moving any length from a view `i` to another `j` costs more: the views' costs
/// are convex and separate, and their lengths add up to `C − 0`, so no improving exchange means
/// optimal (the infimal convolution's own argument), and every exchange strictly worse means
/// unique. The exchange's cost rate is `f_j'⁺ − f_i'⁻` plus one unit at each of `p_i` and `p_j`
/// (both shares broken). Along a piece of the held function every view is inside a piece of its
/// own, so the rates are constant: the views are grouped by slope, and for each pair of groups
/// the exchange between their views of least share priority is the one to check (the lower
/// `max(p_i, p_j)`, the more of the slope's levels can outweigh the shares). The canvases where
/// some view reaches a knot are checked too (left slopes giving, right slopes taking). If every
/// exchange costs more at every canvas, the held function is the stack's least cost everywhere
/// (with no required bounds on the views, the domains agree), and the composition above it is
/// exact; if not, the stack is declined.
///
/// The slopes stay exact: `m_k = n_k / T` with integers `n_k` and `T` (the tree takes only
/// integral natural sizes and spacings), so a scaled slope is its weights times `n_k` over its
/// denominator times `T`, as exact as a `fillEqually` share's.
extension DirectTree {
    /// The largest natural size or spacing total a `fillProportionally` stack may have on the
    /// direct path: its proportions are then integers well inside `Int32`.
    static let maxProportion: Double = 16_777_216

    /// Whether the `fillProportionally` stack whose arranged views are at `arranged` has
    /// proportions the direct path composes: every visible view's natural size along `axis` an
    /// intrinsic size that is a whole number from 0 to ``maxProportion`` (2²⁴), the spacings' total a
    /// whole number, some natural size above 0 (else UIKit fills equally) and the last visible
    /// view's natural size above 0, or 0 without spacings (it is then required 0 long, as the
    /// chain leaves it; with spacings its `size == 0` would not be the rest of the held shares).
    /// - Complexity: O(arranged views).
    func hasProportions(_ arranged: Range<Int>, axis: Int, spacingTotal: Double) -> Bool {
        guard spacingTotal.rounded() == spacingTotal, abs(spacingTotal) <= Self.maxProportion else { return false }
        var total = spacingTotal
        var anyPositive = false
        var lastNatural = Double.nan
        for position in arranged where !isHidden[arrangedChild(position)] {
            let natural = sizing(arrangedChild(position), axis: axis).intrinsic
            // NaN (no intrinsic size: a fitting size the direct path does not measure) fails here too.
            guard natural >= 0, natural <= Self.maxProportion, natural.rounded() == natural else { return false }
            total += natural
            anyPositive = anyPositive || natural > 0
            lastNatural = natural
        }
        return anyPositive && total > 0 && total <= Double(Int32.max)
            && (lastNatural > 0 || (lastNatural == 0 && spacingTotal == 0))
    }
}

extension PriorityLevels {
    /// Gives the last visible view's share of each `fillProportionally` stack along `axis` its
    /// level when the spacings make it a cost (``DirectAxis/proportionalCost(_:_:)`` then checks
    /// that the stack's held shares outrank every level): false if there is no lane left.
    /// - Complexity: O(`fillProportionally` stacks with spacings).
    mutating func insertProportionalLevels(tree: DirectTree, axis: Int) -> Bool {
        for pull in tree.stackTally.proportionalPulls where pull.axis == axis {
            guard insert(pull.priority) else { return false }
        }
        return true
    }
}

extension DirectAxis {
    /// The canvas's cost of a `fillProportionally` stack along its axis (see the notes above),
    /// its arranged views' costs on top of the pending functions; nil where a held or hidden
    /// view cannot take its size.
    /// - Complexity: O(knots of the children).
    func proportionalCost(_ stack: DirectTree.Stack, _ arranged: Range<Int>) -> CostFunction? {
        let spacing = Int(stack.spacingTotal)
        let (total, last) = proportions(stack, arranged)
        if stack.visibleCount > 1,
            StackFamily.fillProportionallyPriority(at: heldLowest(arranged, last: last)) <= levels.priorities.first ?? 0
        {
            // The held shares do not outrank the rest: the certificate, without spacings.
            guard spacing == 0, certifiesHeldShares(arranged, total: total) else { return nil }
        }
        scratch.removeAll()
        for position in arranged {
            let child = tree.arrangedChild(position)
            let function = childFunction(position - arranged.lowerBound)
            // A hidden view's natural size is not read (it may have none).
            let natural = tree.isHidden[child] ? 0 : Int(tree.sizing(child, axis: axis).intrinsic)
            if position == last && natural + spacing > 0 {
                // The rest: C·(n + S)/T − S.
                scratch.append(arena.scaled(arena.shifted(function, by: Double(spacing)), by: natural + spacing, over: total))
            } else if natural == 0 {
                // UISV-hiding, or a share of nothing: 0 long whatever the canvas.
                guard function.lo <= 0, function.hi >= 0 else { return nil }
            } else {
                scratch.append(arena.scaled(function, by: natural, over: total))
            }
        }
        if spacing != 0 {
            // The last share's error, (|S| / T)·|C − T|.
            let lane = levels.lane(StackFamily.fillProportionallyPriority(at: last - arranged.lowerBound))
            var weights = SIMD8<Int32>.zero
            weights[lane] = Int32(abs(spacing))
            let slope = LexSlope(weights: weights, denominator: Int32(total))
            scratch.append(arena.vee(at: Double(total), below: slope, above: slope))
        }
        return arena.sum(of: &scratch)
    }

    /// Whether holding every share is the stack's unique optimum at every canvas (the notes'
    /// certificate), for a stack without spacings whose arranged views' costs are on top of the
    /// pending functions.
    /// - Complexity: O(v × (e + 1) × g) for v visible views, e distinct canvases where one reaches
    ///   a knot and g groups of alike slopes; declined past ``certificateBudget``.
    private func certifiesHeldShares(_ arranged: Range<Int>, total: Int) -> Bool {
        var members: [ShareMember] = []
        for position in arranged where !tree.isHidden[tree.arrangedChild(position)] {
            let natural = tree.sizing(tree.arrangedChild(position), axis: axis).intrinsic
            // A view of natural size 0 is required 0 long (``proportionalCost(_:_:)`` checks that
            // it can be): no exchange moves it.
            guard natural > 0 else { continue }
            let function = childFunction(position - arranged.lowerBound)
            // A required bound could let the canvas go where holding is infeasible but breaking is not.
            guard function.lo == -.infinity, function.hi == .infinity else { return false }
            members.append(ShareMember(
                function: function, priority: StackFamily.fillProportionallyPriority(at: position - arranged.lowerBound),
                natural: natural))
        }
        // The canvases where a view with a share reaches one of its knots (x = n·C/T).
        var events: [(canvas: Double, member: Int)] = []
        for (index, member) in members.enumerated() {
            for knot in member.function.knots {
                events.append((arena[knot].x * Double(total) / member.natural, index))
            }
        }
        events.sort { $0.canvas < $1.canvas || ($0.canvas == $1.canvas && $0.member < $1.member) }
        var distinct = 0
        for index in events.indices where index == 0 || events[index].canvas != events[index - 1].canvas { distinct += 1 }
        guard members.count * (2 * distinct + 1) <= Self.certificateBudget else { return false }
        // The slopes each view gives at (left of its length) and takes at (right of it), from the
        // lowest canvas up.
        var giving = members.map(\.function.slope0)
        var taking = giving
        var next = [Int](repeating: 0, count: members.count)
        guard exchangesCostMore(giving: giving, taking: taking, members) else { return false }
        var index = 0
        while index < events.count {
            var end = index
            // At the canvas: the views on a knot give at the slope before it and take at the one after.
            while end < events.count && events[end].canvas == events[index].canvas {
                let member = events[end].member
                taking[member] = arena[Int(members[member].function.firstKnot) + next[member]].slope
                next[member] += 1
                end += 1
            }
            guard exchangesCostMore(giving: giving, taking: taking, members) else { return false }
            // Past it, up to the next canvas.
            for event in index..<end { giving[events[event].member] = taking[events[event].member] }
            guard exchangesCostMore(giving: giving, taking: taking, members) else { return false }
            index = end
        }
        return true
    }

    /// Past this many view checks (views × canvases) the certificate is not tried.
    static let certificateBudget = 4_000_000

    /// A visible view of a stack whose shares are certified: its cost, its share's priority and
    /// its natural size.
    private struct ShareMember {
        var function: CostFunction
        var priority: Double
        var natural: Double
    }

    /// Whether moving length from any view to another costs more, each view giving at its
    /// `giving` slope and taking at its `taking` one, both shares broken.
    private func exchangesCostMore(giving: [LexSlope], taking: [LexSlope], _ members: [ShareMember]) -> Bool {
        guard let givers = Self.groups(giving, members), let takers = Self.groups(taking, members) else { return false }
        for giver in givers {
            for taker in takers {
                // The pair of least share priorities, two views.
                let pairs = giver.lowest != taker.lowest
                    ? [(giver.lowest, taker.lowest), (-1, -1)] : [(giver.second, taker.lowest), (giver.lowest, taker.second)]
                for (from, to) in pairs where from >= 0 && to >= 0 {
                    let shares = max(members[from].priority, members[to].priority)
                    guard costsMore(taking: taker.slope, giving: giver.slope, sharesAt: shares) else { return false }
                }
            }
        }
        return true
    }

    /// Whether `taking − giving`, plus a unit at each broken share's level (the higher at `shares`),
    /// is positive: its highest nonzero level above `shares` positive, or none above and none
    /// negative at it.
    private func costsMore(taking: LexSlope, giving: LexSlope, sharesAt shares: Double) -> Bool {
        var overflow = SIMD8<Int32>.zero
        let rate = LexSlope.sum(taking, -giving, overflow: &overflow)
        guard !LexSlope.didOverflow(overflow) else { return false }
        for lane in levels.priorities.indices {
            guard levels.priorities[lane] >= shares else { break }
            // The denominator is positive: the weight's sign is the rate's at this level.
            if rate.weights[lane] != 0 { return rate.weights[lane] > 0 }
        }
        return true
    }

    /// Views of one slope, with the two of least share priority (-1 for none).
    private struct ShareGroup {
        var slope: LexSlope
        var lowest: Int
        var second: Int
    }

    /// The views grouped by slope, each group with its two views of least share priority; nil
    /// past 32 groups. Neighbours mostly share a slope: each view tries its predecessor's group
    /// first. Share priorities never rise along the views, so a later view of a group is one of
    /// least priority.
    /// - Complexity: O(views × groups) at worst, O(views) for runs of alike views.
    private static func groups(_ slopes: [LexSlope], _ members: [ShareMember]) -> [ShareGroup]? {
        var groups: [ShareGroup] = []
        var group = 0
        for member in slopes.indices {
            let slope = slopes[member]
            if group >= groups.count || groups[group].slope != slope {
                group = 0
                while group < groups.count && groups[group].slope != slope { group += 1 }
                if group == groups.count {
                    guard group < 32 else { return nil }
                    groups.append(ShareGroup(slope: slope, lowest: member, second: -1))
                    continue
                }
            }
            if members[member].priority <= members[groups[group].lowest].priority {
                groups[group].second = groups[group].lowest
                groups[group].lowest = member
            } else if groups[group].second < 0 || members[member].priority < members[groups[group].second].priority {
                groups[group].second = member
            }
        }
        return groups
    }

    /// Each arranged view's length for the canvas `canvas`: a held view `canvas` times the
    /// multiplier the builders give its share, the last visible view the rest, a hidden one 0.
    /// - Complexity: O(arranged views).
    func shareProportionally(_ stack: DirectTree.Stack, _ arranged: Range<Int>, canvas: Double) {
        let (total, last) = proportions(stack, arranged)
        var rest = canvas - stack.spacingTotal
        for position in arranged where position != last {
            let child = tree.arrangedChild(position)
            let size = tree.isHidden[child] ? 0 : tree.sizing(child, axis: axis).intrinsic / Double(total) * canvas
            sizes[child] = size
            rest -= size
        }
        sizes[tree.arrangedChild(last)] = rest
    }

    /// The index among the arranged views of the held share of least priority: the last
    /// visible view before the one at position `last` (shares never rise along the views).
    private func heldLowest(_ arranged: Range<Int>, last: Int) -> Int {
        var position = last - 1
        while position > arranged.lowerBound && tree.isHidden[tree.arrangedChild(position)] { position -= 1 }
        return position - arranged.lowerBound
    }

    /// The natural sizes plus the spacings (a whole number: ``DirectTree/hasProportions(_:axis:spacingTotal:)``)
    /// and the position of the last visible view.
    private func proportions(_ stack: DirectTree.Stack, _ arranged: Range<Int>) -> (total: Int, last: Int) {
        var total = stack.spacingTotal
        var last = arranged.lowerBound
        for position in arranged where !tree.isHidden[tree.arrangedChild(position)] {
            total += tree.sizing(tree.arrangedChild(position), axis: axis).intrinsic
            last = position
        }
        return (Int(total), last)
    }
}
