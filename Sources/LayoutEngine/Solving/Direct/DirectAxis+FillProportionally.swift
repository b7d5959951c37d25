/// A `fillProportionally` stack along its axis, as the builders constrain it
/// (`Building/StackConstraintBuilder+Axis.swift`): the `fill` chain (the arranged views and the
/// spacings, `==`, end to end across the canvas `C`; hidden views 0 long), and each visible view
/// `k` (from 0) at its share of the canvas, `s_k = m_k·C` with `m_k = n_k / T`, at priority
/// `p_k = max(999 − i_k, 751)`, `i_k` its index among all the arranged views (hidden ones
/// counted): `n_k` its natural size (`Building/FittingSize.swift`: its intrinsic size along the
/// axis, else its fitting size, which the tree knows for a view without subviews: its `width` or
/// `height`, else 0), `T` the natural sizes plus the stack's spacing between the visible views,
/// which the tree takes only where that is the chain's spacing between each two visible views
/// (no custom spacing that differs), so that the chain's spacings `S` are the ones `T` counts
/// (`S` may be negative: a multiplier may then pass 1). A share of multiplier 1 is required, and
/// a view of natural size 0 is required 0 long. Without proportions (no natural size above 0, or
/// `T ≤ 0`) UIKit fills the views equally, and so does the tree (``DirectTree/Stack/fillsEqually``).
///
/// **Nested stacks.** A nested stack counts with its fitting size (`Building/FittingSize.swift`):
/// its subtree laid out alone, its size `x` along the axis pulled to 0 at `fittingSizeLevel` (50),
/// that is, `x` minimising the subtree's cost plus `|x|` at 50. The direct method has that cost:
/// the stack's own ``CostFunction`` `f`, composed from the same constraints (the content sizes,
/// the stacks', the size terms of the views in it, the stack's own among them, which name only
/// views of the lone subtree) before the stack that arranges it (children first), so the fitting
/// size is the least-cost size of `f + |x|` at 50 (50 made a level of the axis,
/// ``PriorityLevels/insertProportionalLevels(tree:axis:)``), read when that stack's cost is
/// composed. Exact where the least-cost size is unique (the builders' solve then gives it);
/// declined where not. An `equalCentering` stack of three or more visible views along the axis is
/// the exception: its guides at 149 are not in `f`, and its lone layout, a free canvas, is measured
/// as its cost is composed (``DirectAxis/centredFittingSize(_:_:_:_:insets:)``). The two agree only where the builders' lone subtree holds nothing more:
/// the tree measures a stack (``DirectTree/measurableStacks``) only where every view below it is
/// a stack or a view without subviews (no dependent view the blocks strategy left out that might
/// pull on the measurement, which holds it and its constraints: one whose least error is the same
/// whatever the values it reads does not, ``BlockLayout/pullingDependents(tree:isDependent:constraints:rightToLeft:)``
/// and the design note, section 5), no constraint other than a size term or a required cross tie
/// (composed in its stack's cost) joins two of its views (the builders keep it; the direct method
/// reads it elsewhere or checks it), no size term of one of them stands for a size equal to another
/// view's (the blocks strategy's, which the builders' measurement drops), and the document has
/// no scroll views; a constraint naming a view outside drops out of both. The tree takes each
/// nested stack as above 0 when it is made ("``Proportioning/measured(last:)``": the last share
/// and its level, proportions rather than equal sizes, the counts); the solve reads the
/// proportions anew with the measured sizes, as below, and declines where they differ from that
/// (a nested stack measured 0 is otherwise required 0 long, as a leaf of natural size 0 is).
///
/// **Nested stacks measured 0.** Where the measured sizes leave no proportions (every visible
/// view's natural size 0, or a total not above 0), UIKit fills the stack equally, and so do the
/// builders: `UISV-fill-equally` (each visible view as long as the first, required) replaces the
/// shares. The stack is then composed, placed and walked for ties as a `fillEqually` one
/// (``DirectAxis/equalCost(_:_:)``, ``DirectAxis/measuredEqually``), the builders' one constraint
/// fewer counted (``DirectAxis/measuredEquallyCounts``); the levels made for its last share carry
/// no cost, which changes no optimum (other stacks' outranking checks still count them: they can
/// only decline). Taken only where nested stacks alone were measured: a leaf with size terms
/// measured 0 declines, its terms taken only on a stack that keeps proportions (``SizeTerms``).
///
/// **Leaves with size terms.** A view without subviews and without an intrinsic size along the
/// axis counts with its lone layout's fitting size, which its own size terms move (they name only
/// it). Its cost is those terms (and its shorthand), so that fitting size is measured as a nested
/// stack's is (``SizeTerms`` takes such terms, and `fittingSizeLevel` is made a level of the
/// axis). In the blocks strategy's part, only where the leaf's terms there are the document's
/// (as a multiset: a term of the part may stand for a size equal to another view's, which the
/// lone layout drops, or a broken size may be left out of it) and no other constraint of the
/// document names the leaf alone (``DirectTree/forgoneLeaves``); its left-out subviews do not
/// pull (``DirectTree/prunedViews``), so its lone layout's least-cost size is its cost's, and
/// not in a tree with scroll views (whose constraints are rewritten). The tree reads the
/// leaf first as its `width` or 0 (its last share and that share's level): the solve declines
/// where the measured sizes move the last share or leave no proportions.
///
/// **The composition.** The shares of the views of natural size above 0 but the last of them
/// are *held*: taken as exact, `s_k = m_k·C` (a required one of multiplier 1 too); the views of
/// natural size 0 are required 0 long. The last view of natural size above 0 then has the rest,
/// `C − S − Σ m_k·C = C·(n_last + S)/T − S`, and its own share's error is
/// `|C·S/T − S| = (|S| / T)·|C − T|`: a pull of the canvas toward `T`, at `p_last`, when `S ≠ 0`.
/// The tree takes the stack only where, with spacings, that share is not required (`m_last ≠ 1`,
/// which would fix `C = T`). So the canvas's cost is a sum of functions of `C`: each held view's
/// cost at `m_k·C` (``KnotArena/scaled(_:by:over:)``), the last view's at `C·(n_last + S)/T − S`,
/// and that pull. The rest is affine in `C`, so its cost is convex in `C` whatever the sign of
/// `n_last + S`: where a negative spacing makes it fall as the canvas grows, the last view's cost
/// is mirrored (``KnotArena/reflected(_:)``) and scaled by `|n_last + S|/T`; where `n_last + S = 0`
/// the view is `−S` long at every canvas (declined where its cost cannot be).
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
/// **Or when they outrank their own subtree.** Outside the stack's subtree nothing reads its
/// views along the axis, only its canvas. If every held priority is above every level at which a
/// visible view of a share has a cost (each view's cost defined at every length, its slopes 0 at
/// those levels) and, with spacings, above the last share's, then at each canvas `C` the held
/// point has the least error at every level from the lowest held share's up (the views' costs
/// constant there, the shares 0), and any other point breaks a held share, an error at its level
/// with none less above: the held point is the subtree's unique optimum at every `C`, and the
/// held composition is the subtree's least cost as a function of `C`, whatever the other levels
/// along the axis (they read `C` only, and are weighed against it there).
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
/// **Bounded shares on a held canvas.** Required bounds on the views (a `V:[field(<=30)]`, a
/// `>=` size term, a `width`, or any required constraint of a view's subtree: the domain
/// `[lo_k, hi_k]` of its cost) can keep a share from holding, and the held composition's domain
/// (where every share holds) is then empty at the canvas the document gives. The shares are
/// taken anyway, where (i) they outrank every other level along the axis (as above), (ii) the
/// held ones are at distinct priorities (index 248 at most: 999 − index, one share a level),
/// (iii) the canvas `C` is held by required constraints alone (``isHeld(_:)``: every solution
/// has the one `C`), and (iv) no `fillProportionally` stack along the axis below holds a share
/// of its own (its cost's domain would be where they hold, not where its views' required
/// constraints can: not its view's bounds; one filled equally, or whose one view of a share is
/// its last, holds none, its domain its required constraints'). With `C` held, nothing outside the stack's subtree
/// reads its views, so the subtree's least errors are those of its own constraints at that `C`
/// (a sum of independent parts is least where each part is). Level by level from the top, the
/// one error at share `k`'s level (i, ii) is `|x_k − m_k·C|`, over the lengths that keep the
/// levels above at their least (the earlier views at the lengths chosen) and the required
/// constraints (each view in its domain, the chain `Σ x = C − S`): the lengths after `k` can
/// span `[Σ_{j>k} lo_j, Σ_{j>k} hi_j]`, so `x_k` is `m_k·C` clamped to
/// `[max(lo_k, R − Σ_{j>k} hi_j), min(hi_k, R − Σ_{j>k} lo_j)]`, `R` the room the earlier views
/// left: one length (a point of an interval nearest a value). The last view with a share has
/// the rest; views of no share are 0. Every length is then fixed above every other level, so
/// this is the unique optimum, whatever the levels below (which only the subtrees of the views,
/// at their lengths, still choose in). The stack's cost is read at that one `C` only: its domain
/// is the canvases the chain can span, `S + [Σ lo_k, Σ hi_k]`, flat (any convex function of it
/// would serve, the held canvas's ancestors restricting it to a point). Without a bound, holding
/// every share is this same clamp (nothing to clamp to), and the held composition stays. A canvas
/// not held is declined: its cost would need each share's error as a level of its own. This is
/// seed 002's form: `V:[emailField(<=30)]` and the other `<= 30` heights on a 639-high canvas,
/// each of those shares clamped at 30, the last one's rest bounded too, and the label before it
/// taking what they leave.
///
/// **The equal pair.** Where the blocks strategy takes a required `a.width >= b.width` that U's
/// optimum misses as the two lengths equal (``DirectDocument/equalPair``; design note, section 5,
/// "A required `>=` between two views of U", *Along a `fillProportionally` row*), on a held
/// canvas `C0`: `a`'s share outranks `b`'s, so every optimum holds it and `b = a = m_a·C0`, `b`'s
/// share broken by the constant `|m_a − m_b|·C0`. The later view is held at the earlier's share
/// (its units in the composition, its multiplier in the placement), and the rest's multiplier
/// gains `(n_b − n_a)/T`. Declined off a held canvas, with `b` the last share, or where the
/// shares would be certified or clamped rather than outrank every level.
///
/// The slopes stay exact: `m_k = n_k / T = u_k / U`, with `u_k = q·n_k` and `U = q·T` whole
/// numbers for the least `q` up to ``DirectTree/maxProportionScale`` that makes every natural
/// size and the spacing whole (1 for whole sizes; 3 for a third of a point), so a scaled slope
/// is its weights times `u_k` over its denominator times `U`, as exact as a `fillEqually`
/// share's. The builders' multipliers are `n_k / T` rounded to a double, whole sizes or not; a
/// size read as `u / q` is within ``DirectTree/fractionTolerance`` units in the last place of
/// the double given (`100 × (1/3)` is one unit below the double nearest to 100/3), a rounding of
/// the same order as the builders' own, far below any difference the simplex's tolerances tell
/// apart. The frames are read from the builders' own floating-point multipliers.
extension DirectTree {
    /// The largest natural size or spacing total, in units of ``Proportions/scale``, a
    /// `fillProportionally` stack may have on the direct path: its proportions are then integers
    /// well inside `Int32`.
    static let maxProportion: Double = 16_777_216

    /// The largest denominator a natural size or spacing may have on the direct path (a third,
    /// a half, a twelfth of a point): past it the stack is declined.
    static let maxProportionScale = 12

    /// How many units in the last place a natural size or spacing may be from the fraction the
    /// direct path reads it as: `100 × (1/3)` is 33.33333333333333, one unit below the double
    /// nearest to 100/3.
    static let fractionTolerance: Double = 4

    /// The proportions of a `fillProportionally` stack in whole units: each natural size and
    /// the spacing times `scale`.
    struct Proportions {
        /// The least whole number that makes every natural size and the spacing whole.
        var scale: Double
        /// The natural sizes plus the spacings between the visible views, times `scale`: `T·q`.
        var total: Int
        /// The spacings between the visible views, times `scale`: `S·q`.
        var spacing: Int
        /// The builders' `T` in floating point (the natural sizes, then the spacings, summed as
        /// ``StackConstraintBuilder`` sums them), which the multipliers divide by.
        var builtTotal: Double
        /// The position of the last visible view of natural size above 0: the share left to
        /// take the rest (every later visible view is required 0 long).
        var last: Int
    }

    /// How a `fillProportionally` stack shares its canvas.
    enum Proportioning {
        /// By proportions the direct path composes.
        case shares(Proportions)
        /// Equally: UIKit has no proportions to keep (no natural size above 0, or the natural
        /// sizes and spacings add up to 0 or less).
        case fillsEqually
        /// By proportions that wait on the fitting sizes of nested stacks, measured as the axis
        /// is solved; `last` is the position of the last visible view of natural size above 0,
        /// taking each nested stack to measure above 0 (the solve declines where the last one
        /// measured so differs, or the measurements leave no proportions).
        case measured(last: Int)
    }

    /// The size view `index` counts with along `axis` in a `fillProportionally` stack, as
    /// ``FittingSize`` measures it, where the direct path knows it: its intrinsic size; else,
    /// for a view without subviews, the fitting size of a lone view, its `width` (`height`) or
    /// 0 (the builders' lone view is pulled to 0 at `fittingSizeLevel`, and nothing but a size
    /// term along the axis or its shorthand can hold it elsewhere: a view with terms is measured
    /// with them as the axis is solved, ``DirectAxis/proportionalCost(_:_:_:)``, this size the
    /// tree's first reading). NaN for a view with subviews in the document (a nested stack,
    /// measured as the axis is solved where ``measuresFittingSize(_:)``; a view whose dependent
    /// subviews the blocks strategy left out of the tree: a fitting size the direct path does not
    /// measure).
    /// - Complexity: O(1).
    func proportionalSize(_ index: Int, axis: Int) -> Double {
        let sizing = sizing(index, axis: axis)
        guard sizing.intrinsic.isNaN else { return sizing.intrinsic }
        guard knowsNaturalSize(index) else {
            // The builders' own measurement (for a lone view, 1 stands for any size above 0); a
            // nested stack the direct method measures is measured so.
            return measuresFittingSize(index) ? .nan : builtNaturalSize(index, axis: axis) ?? .nan
        }
        return sizing.shorthand.isNaN ? 0 : max(0, sizing.shorthand)
    }

    /// How the `fillProportionally` stack whose arranged views are at `arranged`, `linkSpacing`
    /// between each two visible ones, shares its canvas along `axis`; nil where the direct path
    /// declines: a visible view's natural size unknown (``proportionalSize(_:axis:)``), or it or
    /// the spacing not a whole number of units of a denominator up to ``maxProportionScale``,
    /// or past ``maxProportion`` units; where the builders' floating-point total or
    /// multipliers of 1 would not read the same as the whole units (a total within rounding of
    /// 0); where the last view of natural size above 0 takes the rest with a multiplier of 1
    /// while there are spacings.
    ///
    /// Exactness: the builders divide floating-point sizes; the direct path reads each size as
    /// the fraction `u / q` it is (the double nearest to it), so its slopes are exact ratios of
    /// whole numbers, as for whole sizes, whose multipliers the builders round too.
    /// - Complexity: O(arranged views × scales tried), one scale for whole sizes.
    ///
    /// `measured` holds the fitting sizes measured along `axis` (nested stacks', and leaves' with
    /// size terms; ``DirectAxis/proportionalCost(_:_:_:)``), which take the place of the tree's;
    /// without it a nested stack the direct method measures is taken to be above 0 and the stack
    /// is ``Proportioning/measured(last:)``, with a spacing of 0 or more (so that the total is
    /// above 0 whatever the measurements).
    func proportioning(
        _ arranged: Range<Int>, axis: Int, linkSpacing: Double, measured: [Int32: Double]? = nil
    ) -> Proportioning? {
        // The natural size at `position`: measured if it was (a nested stack, or a leaf with size
        // terms); +∞ for a nested stack not measured yet.
        func natural(_ position: Int) -> Double {
            let child = arrangedChild(position)
            if let measured, let size = measured[Int32(child)] { return size }
            let size = proportionalSize(child, axis: axis)
            guard size.isNaN, measuresFittingSize(child) else { return size }
            return measured == nil ? .infinity : .nan
        }
        var visible = 0
        var sizeTotal: Double = 0
        var anyPositive = false
        var pending = false
        var last = -1
        for position in arranged where !isHidden[arrangedChild(position)] {
            let natural = natural(position)
            guard natural >= 0 else { return nil }  // NaN too
            pending = pending || natural == .infinity
            visible += 1
            sizeTotal += natural
            if natural > 0 {
                anyPositive = true
                last = position
            }
        }
        if pending { return .measured(last: last) }
        let spacingTotal = linkSpacing * Double(max(visible - 1, 0))
        let builtTotal = sizeTotal + spacingTotal
        guard let scale = wholeScale(arranged, linkSpacing: linkSpacing, natural: natural) else { return nil }
        let spacing = Int((linkSpacing * scale).rounded()) * max(visible - 1, 0)
        var total = spacing
        var lastUnits = 0
        for position in arranged where !isHidden[arrangedChild(position)] {
            let units = Int((natural(position) * scale).rounded())
            total += units
            lastUnits = position == last ? units : lastUnits
        }
        // The builders' test, in floating point, and its exact reading must agree.
        guard (total > 0) == (builtTotal > 0) else { return nil }
        guard anyPositive && builtTotal > 0 else { return .fillsEqually }
        guard total <= Int(Int32.max) else { return nil }
        if spacing != 0 {
            let lastNatural = natural(last)
            // The rest `C·(n + S)/T − S` must be a share the builders hold at its priority, not a
            // required one (it may fall as the canvas grows: a negative spacing past `n`).
            guard lastUnits != total, lastNatural / builtTotal != 1 else { return nil }
        }
        return .shares(Proportions(scale: scale, total: total, spacing: spacing, builtTotal: builtTotal, last: last))
    }

    /// The least whole `q` up to ``maxProportionScale`` such that every visible view's natural
    /// size and `linkSpacing` times `q` are whole numbers (within ``maxProportion``) that divided
    /// by `q` give them back exactly; nil if there is none.
    /// - Complexity: O(arranged views × scales tried).
    private func wholeScale(_ arranged: Range<Int>, linkSpacing: Double, natural: (Int) -> Double) -> Double? {
        func isWhole(_ value: Double, _ scale: Double) -> Bool {
            let units = (value * scale).rounded()
            return abs(units) <= Self.maxProportion && abs(units / scale - value) <= Self.fractionTolerance * value.ulp
        }
        scales: for q in 1...Self.maxProportionScale {
            let scale = Double(q)
            guard isWhole(linkSpacing, scale) else { continue }
            for position in arranged where !isHidden[arrangedChild(position)] {
                guard isWhole(natural(position), scale) else { continue scales }
            }
            return scale
        }
        return nil
    }

    /// Whether view `index` is a stack whose fitting size the direct method measures (see
    /// ``measurableStacks``).
    func measuresFittingSize(_ index: Int) -> Bool {
        !measurableStacks.isEmpty && measurableStacks.contains(Int32(index))
    }

    /// Whether view `index` is arranged by a `fillProportionally` stack along `axis` that keeps
    /// proportions: the one cost that reads a measured fitting size of it along `axis`
    /// (``DirectAxis/proportionalCost(_:_:_:)``, composed only for such a stack along its axis).
    /// - Complexity: O(1).
    func isArrangedProportionally(_ index: Int, axis: Int) -> Bool {
        guard index > 0, isArranged[index] else { return false }
        let stack = Int(stackIndex[Int(parents[index])])
        return stack >= 0 && stacks[stack].axis == axis && stacks[stack].sharesProportionally
    }

    /// Whether view `index` is a view without subviews in the document (none left out by the
    /// blocks strategy that might pull either) whose lone layout holds the constraints this part
    /// gives it (not a ``forgoneLeaves`` one): alone, its fitting size is the least-cost size of
    /// its own cost.
    func measuresAsLeaf(_ index: Int) -> Bool {
        arrangedRange(of: index).isEmpty && !hasPlainSubviews(index) && !prunedViews.contains(Int32(index))
            && (forgoneLeaves.isEmpty || !forgoneLeaves.contains(Int32(index)))
    }

    /// The priorities of the shares of the `fillProportionally` stack whose arranged views are at
    /// `arranged` that become its last one where the nested stacks after them measure 0 (the tree
    /// took the one at position `last`, each nested stack above 0): each visible nested stack
    /// measured as the axis is solved before `last`, back to the last view whose natural size the
    /// tree knows above 0, that one too (nothing before it can be last).
    /// - Complexity: O(arranged views).
    func lastShareCandidates(_ arranged: Range<Int>, axis: Int, last: Int) -> [Double] {
        // A last view the tree knows above 0 (not a nested stack it measures) stays the last
        // whatever the nested stacks before it measure.
        guard measuresFittingSize(arrangedChild(last)) else { return [] }
        var priorities: [Double] = []
        var position = last - 1
        while position >= arranged.lowerBound {
            let child = arrangedChild(position)
            if !isHidden[child] {
                let measured = measuresFittingSize(child)
                let known = !measured && proportionalSize(child, axis: axis) > 0
                if measured || known {
                    priorities.append(StackFamily.fillProportionallyPriority(at: position - arranged.lowerBound))
                }
                if known { break }
            }
            position -= 1
        }
        return priorities
    }
}

extension PriorityLevels {
    /// Gives the last visible view's share of each `fillProportionally` stack along `axis` its
    /// level when the spacings make it a cost (``DirectAxis/proportionalCost(_:_:_:)`` then checks
    /// that the stack's held shares outrank every level): false if there is no lane left.
    /// - Complexity: O(`fillProportionally` stacks with spacings).
    mutating func insertProportionalLevels(tree: DirectTree, axis: Int) -> Bool {
        for pull in tree.stackTally.proportionalPulls where pull.axis == axis {
            guard insert(pull.priority) else { return false }
        }
        // A nested stack's fitting size: its cost pulled toward 0 at `fittingSizeLevel`.
        guard tree.stackTally.measuresAlong[axis] == 0 || insert(ViewConstraintBuilder.fittingSizePriority) else {
            return false
        }
        // The shares that become the last one where nested stacks measure 0, where a lane is
        // left: a stack whose last share has none declines.
        for candidate in tree.stackTally.proportionalCandidates where candidate.axis == axis {
            if let index = candidateLevels.firstIndex(where: { $0.priority == candidate.priority }) {
                if candidateLevels[index].stack != candidate.stack { candidateLevels[index].stack = -1 }
            } else if !priorities.contains(candidate.priority), priorities.count < WideLanes.scalarCount, insert(candidate.priority) {
                candidateLevels.append((candidate.priority, candidate.stack))
            }
        }
        return true
    }
}

extension DirectAxis {
    /// The canvas's cost of a `fillProportionally` stack along its axis (see the notes above),
    /// its arranged views' costs on top of the pending functions; nil where a held or hidden
    /// view cannot take its size.
    /// - Complexity: O(knots of the children).
    func proportionalCost(_ view: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>) -> CostFunction<Lanes>? {
        // Read once: most documents measure no leaf.
        let measuresLeaves = document.sizeTerms.measuresLeaves[axis]
        for position in arranged {
            let child = tree.arrangedChild(position)
            guard !tree.isHidden[child], tree.measuresFittingSize(child) || (measuresLeaves && hasMeasuredTerms(child))
            else { continue }
            // A cross tie inside the subtree is the builders' measurement's too (a constraint
            // between a stack and its arranged view, across that stack), composed alike; one of
            // the nested stack to the stack that arranges it is across that stack's axis, not
            // along it. A tie taken broken in a stack of the subtree breaks in the measurement
            // too, its error constant across `fill` and least at the canvas across an aligned
            // stack, as composed (design note, section 5, "Several ties past their canvases").
            // An evenly centred stack along the axis: its lone layout's size, measured as its cost
            // was composed (its guides at 149 are not in that cost).
            if centresEvenlyAlong(child) {
                guard let size = centredFittingSizes[Int32(child)] else { return nil }
                measuredSizes[Int32(child)] = size
                continue
            }
            // The fitting size: the least-cost size of the subtree with its size pulled toward 0.
            let fitting = arena.sum(
                childFunction(position - arranged.lowerBound),
                arena.pullToZero(lane: levels.lane(ViewConstraintBuilder.fittingSizePriority)))
            guard let (size, isUnique) = arena.minimum(fitting), isUnique else { return nil }
            measuredSizes[Int32(child)] = max(0, size)
        }
        // The blocks strategy's equal pair (``DirectDocument/equalPair``): the position of its
        // later view, which takes the earlier's share ("The equal pair" in the notes above).
        let paired = equalPairOffset(view, stack, arranged).map { arranged.lowerBound + $0 + 1 }
        if measuresEqually(stack, arranged) {
            guard paired == nil else { return nil }
            measuredEqually.insert(Int32(view))
            return equalCost(stack, arranged)
        }
        guard let proportions = proportions(stack, arranged) else { return nil }
        let (total, last, spacing) = (proportions.total, proportions.last, proportions.spacing)
        if let paired, !takesPairedShare(view, arranged, proportions, later: paired) { return nil }
        let lowest = heldLowest(arranged, last: last)
        let lastPriority = StackFamily.fillProportionallyPriority(at: last - arranged.lowerBound)
        if let lowest, StackFamily.fillProportionallyPriority(at: lowest) <= highestCostLevel(besides: view, lastShare: lastPriority) {
            // The held shares do not outrank every level along the axis: they may still outrank
            // every level of their own subtree (the others read only the canvas); else the
            // certificate at every canvas, without spacings, or at the one canvas every solution has.
            // None of these was argued with an equal pair.
            let held = StackFamily.fillProportionallyPriority(at: lowest)
            guard paired == nil else { return nil }
            if !(outranksItsSubtree(arranged, proportions, lowest: held, lastShare: lastPriority)
                || (spacing == 0 && certifiesHeldShares(arranged, proportions))
                || certifiesHeldCanvas(view, stack, arranged, proportions)
                || leastHeldCanvases(view, arranged, proportions, lowest: held, lastShare: lastPriority))
            {
                // Asked only here, where the others declined: one view held at a size term above
                // its own share, the other shares held, the last view the rest.
                guard let term = termAboveItsShare(arranged, proportions, lowest: held, lastShare: lastPriority)
                else { return nil }
                return heldTermCost(view, stack, arranged, proportions, term, lastShare: lastPriority)
            }
        } else if let lowest, paired == nil, let clamped = clampedCost(view, stack, arranged, proportions, lowest: lowest) {
            // Bounded views on a held canvas: the shares clamped in priority order.
            return clamped
        }
        scratch.removeAll()
        for position in arranged {
            let child = tree.arrangedChild(position)
            let function = childFunction(position - arranged.lowerBound)
            // A hidden view's natural size is not read (it may have none); the equal pair's later
            // view is held at the earlier's share.
            let natural = tree.isHidden[child] ? 0 : units(tree.arrangedChild(position == paired ? position - 1 : position), proportions)
            if position == last {
                // The rest: C·(n + S)/T − S, which falls as the canvas grows where n + S < 0 (its
                // cost the mirror's, scaled by |n + S|/T) and stays at −S where n + S = 0. With
                // the equal pair, `n` gains the later view's units less the earlier's: the
                // held shares no longer add up to `T − S − n`.
                let rest = arena.shifted(function, by: stack.spacingTotal)
                let natural = natural + (paired.map { pairedUnitsChange(arranged, proportions, later: $0) } ?? 0)
                guard appendShare(rest, share: natural + spacing, over: total) else { return nil }
            } else {
                // UISV-hiding, or a share of nothing, at 0: 0 long whatever the canvas.
                guard appendShare(function, share: natural, over: total) else { return nil }
            }
        }
        if spacing != 0 {
            // The last share's error, (|S| / T)·|C − T|.
            let lane = levels.lane(lastPriority)
            var weights = Lanes.zero
            weights[lane] = Int32(abs(spacing))
            let slope = LexSlope<Lanes>(weights: weights, denominator: Int32(total))
            scratch.append(arena.vee(at: Double(total) / proportions.scale, below: slope, above: slope))
        }
        return arena.sum(of: &scratch)
    }

    /// The highest level along the axis at which a cost other than the shares of the
    /// `fillProportionally` stack `view` may lie (0 if there is none): a level made only for the
    /// possible last shares of one stack (``PriorityLevels/candidateLevels``) holds none where
    /// that stack is `view` and `lastShare` is not its last share's priority, or a stack solved
    /// already (a later view: the views are costed last to first) whose last share is another.
    /// - Complexity: O(levels × candidate levels), and a stack's proportions per solved stack met.
    private func highestCostLevel(besides view: Int, lastShare: Double) -> Double {
        for priority in levels.priorities {
            guard priority != lastShare,
                let candidate = levels.candidateLevels.first(where: { $0.priority == priority }),
                Int(candidate.stack) >= view
            else { return priority }
            let owner = Int(candidate.stack)
            if owner == view { continue }
            let arranged = tree.arrangedRange(of: owner)
            let stack = tree.stacks[Int(tree.stackIndex[owner])]
            guard case .shares(let proportions)? = tree.proportioning(
                arranged, axis: axis, linkSpacing: tree.linkSpacing(stack), measured: measuredSizes),
                StackFamily.fillProportionallyPriority(at: proportions.last - arranged.lowerBound) != priority
            else { return priority }
        }
        return 0
    }

    /// Whether the held shares, the least of them at `lowest`, outrank every level at which the
    /// stack's own subtree has a cost (the design note, section 2, "Held shares outranking their
    /// subtree"): each visible view of a share has a cost defined at every length whose slopes
    /// are 0 at every level at or above `lowest`, and, with spacings, the last share (at
    /// `lastShare`) is below `lowest`. Then, at every canvas, holding the shares is the subtree's
    /// unique optimum, whatever the levels along the axis outside it (which read only the canvas).
    /// - Complexity: O(knots of the children × levels).
    private func outranksItsSubtree(
        _ arranged: Range<Int>, _ proportions: DirectTree.Proportions, lowest: Double, lastShare: Double
    ) -> Bool {
        guard proportions.spacing == 0 || lastShare < lowest else { return false }
        let priorities = levels.priorities
        // The lanes at or above the held shares': no view's cost may move there.
        let lanes = priorities.indices.filter { priorities[$0] >= lowest }
        for position in arranged {
            let child = tree.arrangedChild(position)
            // Hidden views and views of natural size 0 are required 0 long in every solution.
            guard !tree.isHidden[child], units(child, proportions) > 0 else { continue }
            guard isFlat(childFunction(position - arranged.lowerBound), at: lanes) else { return false }
        }
        return true
    }

    /// Whether `function` is defined at every length and its slopes are 0 at each of `lanes`.
    /// - Complexity: O(knots × lanes).
    private func isFlat(_ function: CostFunction<Lanes>, at lanes: [Int]) -> Bool {
        guard function.lo == -.infinity, function.hi == .infinity else { return false }
        var slope = function.slope0
        var knot = Int(function.firstKnot)
        while true {
            for lane in lanes where slope.weights[lane] != 0 { return false }
            guard knot < Int(function.firstKnot) + Int(function.knotCount) else { return true }
            slope = arena[knot].slope
            knot += 1
        }
    }

    /// The view of a share held at a size term above that share, by position, and the term's
    /// length (the design note, section 2, "A term above its share"): one visible view `k` before
    /// the last, without subviews arranged (its cost exact at every length), whose cost truncated
    /// to the levels above its share's priority is least at one length `c` alone; every other
    /// visible view of a share with a cost defined at every length whose slopes are 0 at every
    /// level at or above `lowest` (the least held share's priority); the last share below
    /// `lowest`; `k`'s share, and the last share where its error moves, at levels of the axis,
    /// `k`'s not one made only for possible last shares (which the outranking checks read as costless).
    /// Then at every canvas the subtree's unique optimum holds `k` at `c` and every other share,
    /// the last view the rest. Nil where not.
    /// - Complexity: O(knots of the children × levels).
    private func termAboveItsShare(
        _ arranged: Range<Int>, _ proportions: DirectTree.Proportions, lowest: Double, lastShare: Double
    ) -> (position: Int, length: Double)? {
        guard lastShare < lowest else { return nil }
        let priorities = levels.priorities
        let lanes = priorities.indices.filter { priorities[$0] >= lowest }
        var term: (position: Int, length: Double)?
        for position in arranged {
            let child = tree.arrangedChild(position)
            // Hidden views and views of natural size 0 are required 0 long in every solution.
            guard !tree.isHidden[child], units(child, proportions) > 0 else { continue }
            let function = childFunction(position - arranged.lowerBound)
            if isFlat(function, at: lanes) { continue }
            let share = StackFamily.fillProportionallyPriority(at: position - arranged.lowerBound)
            guard term == nil, position != proportions.last, tree.stackIndex[child] < 0, priorities.contains(share),
                !levels.candidateLevels.contains(where: { $0.priority == share }),
                case let above = priorities.prefix(while: { $0 > share }).count, above > 0,
                let least = leastRun(function, lanes: above), least.x == least.y, least.x.isFinite
            else { return nil }
            term = (position, least.x)
        }
        guard let term else { return nil }
        let moved = units(tree.arrangedChild(term.position), proportions)
        guard moved + proportions.spacing == 0 || priorities.contains(lastShare) else { return nil }
        return term
    }

    /// Appends to ``scratch`` `function` read at `share / total` of the canvas: scaled where the
    /// share is positive, its mirror scaled where it is negative (the view falls as the canvas
    /// grows); at 0 the view is 0 long whatever the canvas, which `function`'s domain must hold.
    /// False where it does not.
    /// - Complexity: O(knots of `function`).
    private func appendShare(_ function: CostFunction<Lanes>, share: Int, over total: Int) -> Bool {
        if share > 0 {
            scratch.append(arena.scaled(function, by: share, over: total))
        } else if share < 0 {
            scratch.append(arena.scaled(arena.reflected(function), by: -share, over: total))
        } else {
            guard function.lo <= 0, function.hi >= 0 else { return false }
        }
        return true
    }

    /// The canvas's cost of a stack one of whose views is held at a size term above its share
    /// (``termAboveItsShare(_:_:lowest:lastShare:)``), `k` at position `term.position` held at
    /// `c = term.length`: every other view of a share held, `n·C/T`; the last view the rest,
    /// `C·(n + n_k + S)/T − S − c`; `k`'s share's error `(n_k/T)·|C − c·T/n_k|` at its priority;
    /// the last share's error `(|n_k + S|/T)·|C − (S + c)·T/(n_k + S)|` at its own (`S` in points
    /// where it stands alone). `k`'s own cost is a constant, left out. Nil where a view of no
    /// share cannot be 0 long, or the rest, constant, is outside the last view's domain.
    /// - Complexity: O(knots of the children).
    private func heldTermCost(
        _ view: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>, _ proportions: DirectTree.Proportions,
        _ term: (position: Int, length: Double), lastShare: Double
    ) -> CostFunction<Lanes>? {
        let (total, spacing) = (proportions.total, proportions.spacing)
        let moved = units(tree.arrangedChild(term.position), proportions)
        let shift = stack.spacingTotal + term.length
        scratch.removeAll()
        for position in arranged where position != term.position {
            let child = tree.arrangedChild(position)
            let function = childFunction(position - arranged.lowerBound)
            let natural = tree.isHidden[child] ? 0 : units(child, proportions)
            if position == proportions.last {
                // The rest, which falls as the canvas grows where n + n_k + S < 0, as in the held
                // composition.
                let rest = arena.shifted(function, by: shift)
                guard appendShare(rest, share: natural + moved + spacing, over: total) else { return nil }
            } else {
                // UISV-hiding, or a share of nothing, at 0: 0 long whatever the canvas.
                guard appendShare(function, share: natural, over: total) else { return nil }
            }
        }
        var weights = Lanes.zero
        weights[levels.lane(StackFamily.fillProportionallyPriority(at: term.position - arranged.lowerBound))] = Int32(moved)
        let slope = LexSlope<Lanes>(weights: weights, denominator: Int32(total))
        scratch.append(arena.vee(at: term.length * Double(total) / Double(moved), below: slope, above: slope))
        if moved + spacing != 0 {
            var weights = Lanes.zero
            weights[levels.lane(lastShare)] = Int32(abs(moved + spacing))
            let slope = LexSlope<Lanes>(weights: weights, denominator: Int32(total))
            scratch.append(arena.vee(at: shift * Double(total) / Double(moved + spacing), below: slope, above: slope))
        }
        heldTerms[Int32(view)] = term
        return arena.sum(of: &scratch)
    }

    /// Whether root stack `view`'s held shares (the least of them at `lowest`) may be taken where
    /// its optimum keeps every cost at or above `lowest` least (the design note, section 2, "Held
    /// shares at their views' least"): sets ``rootHeldCanvases`` to the canvases on which each
    /// visible view of a share, at the length the shares give it, has its cost least at those
    /// levels, for the solve to check at the root's size, with the root's own size terms at those
    /// levels (each must hold there). Only the root (nothing outside its subtree reads its canvas
    /// but its own sizing: no intrinsic size), with no required cross tie taken broken, and, with
    /// spacings, only where the last share is below `lowest`. Then every cost at a priority at or above `lowest` is least at the direct
    /// optimum, so every optimum of the document is least there too, breaks no held share, and
    /// lies where the held composition is the subtree's cost.
    /// - Complexity: O(knots of the children × levels).
    private func leastHeldCanvases(
        _ view: Int, _ arranged: Range<Int>, _ proportions: DirectTree.Proportions, lowest: Double, lastShare: Double
    ) -> Bool {
        // A required cross tie taken broken has an error at 1000 that the argument does not weigh.
        guard view == 0, proportions.spacing == 0 || lastShare < lowest, tree.sizing(view, axis: axis).intrinsic.isNaN,
            document.brokenTies.isEmpty
        else { return false }
        let lanes = levels.priorities.prefix { $0 >= lowest }.count
        let spacingTotal = tree.stacks[Int(tree.stackIndex[view])].spacingTotal
        let (total, spacing) = (Double(proportions.total), Double(proportions.spacing))
        var canvases = SIMD2<Double>(-.infinity, .infinity)
        for position in arranged {
            let child = tree.arrangedChild(position)
            // Hidden views (whose natural size is not read) and views of natural size 0 are
            // required 0 long in every solution.
            guard !tree.isHidden[child], lanes > 0 else { continue }
            let natural = Double(units(child, proportions))
            guard natural > 0 else { continue }
            guard let least = leastRun(childFunction(position - arranged.lowerBound), lanes: lanes) else { return false }
            var run: SIMD2<Double>
            if position != proportions.last {
                // Held: x = n·C/T.
                run = least * (total / natural)
            } else if natural + spacing > 0 {
                // The rest: x = C·(n + S)/T − S.
                run = (least + spacingTotal) * (total / (natural + spacing))
            } else if natural + spacing < 0 {
                let ends = (least + spacingTotal) * (total / (natural + spacing))
                run = SIMD2(ends.y, ends.x)
            } else {
                guard least.x <= -spacingTotal, -spacingTotal <= least.y else { return false }
                continue
            }
            canvases = SIMD2(max(canvases.x, run.x), min(canvases.y, run.y))
        }
        guard canvases.x <= canvases.y else { return false }
        rootHeldCanvases = (canvases, lowest)
        return true
    }

    /// The lengths at which `function`, its slopes truncated to the first `lanes` levels, is
    /// least over its domain (an interval, the function convex); nil where it falls without end.
    /// - Complexity: O(knots).
    private func leastRun(_ function: CostFunction<Lanes>, lanes: Int) -> SIMD2<Double>? {
        guard !function.isEmpty else { return nil }
        // From the domain's start: where the slope right of a point first stops falling, then first rises.
        var slope = function.slope0.truncated(toLanes: lanes).sign
        var low = slope >= 0 ? function.lo : Double.nan
        var high = slope > 0 ? function.lo : Double.nan
        for knot in function.knots where high.isNaN {
            slope = arena[knot].slope.truncated(toLanes: lanes).sign
            if low.isNaN && slope >= 0 { low = arena[knot].x }
            if slope > 0 { high = arena[knot].x }
        }
        if low.isNaN { low = function.hi }
        if high.isNaN { high = function.hi }
        guard low.isFinite || low == -.infinity, low != .infinity else { return nil }
        return SIMD2(low, high)
    }

    /// Whether holding every share is the stack's unique optimum at every canvas (the notes'
    /// certificate), for a stack without spacings whose arranged views' costs are on top of the
    /// pending functions.
    /// - Complexity: O(v × (e + 1) × g) for v visible views, e distinct canvases where one reaches
    ///   a knot and g groups of alike slopes; declined past ``certificateBudget``.
    private func certifiesHeldShares(_ arranged: Range<Int>, _ proportions: DirectTree.Proportions) -> Bool {
        let total = proportions.total
        var members: [ShareMember] = []
        for position in arranged where !tree.isHidden[tree.arrangedChild(position)] {
            let natural = Double(units(tree.arrangedChild(position), proportions))
            // A view of natural size 0 is required 0 long (``proportionalCost(_:_:_:)`` checks that
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

    /// Whether holding every share (the last view of a share the rest) is the stack's unique
    /// optimum at the one canvas every solution has (``heldSize(_:root:across:)`` less the stack's insets;
    /// the notes' "Held shares on a held canvas"): there, moving length from any visible view of a
    /// share to another costs more, each view's cost read just right of its length when it takes
    /// and just left when it gives (the harder way round within the tolerance of a knot), plus
    /// each broken share's unit. Not certified: a view whose required bounds are within the
    /// tolerance of its length, or, with spacings, a canvas within the tolerance of `T` (the last
    /// share at its kink, on no side).
    /// - Complexity: O(v² × levels + knots) for v visible views of a share; not tried past 64.
    private func certifiesHeldCanvas(
        _ view: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>, _ proportions: DirectTree.Proportions
    ) -> Bool {
        guard let size = heldSize(view) else { return false }
        let (low, high) = canvasInsets(stack)
        let canvas = size - low - high
        let tolerance = DirectTree.lengthTolerance
        // The last share's error at the held point is `S·(C − T)/T`: at its kink without spacings,
        // as a held share's (+1 taking length, −1 giving it); off it with spacings, its slope that
        // sign whichever way the last view's length moves.
        var (lastTaking, lastGiving): (Int64, Int64) = (1, -1)
        if proportions.spacing != 0 {
            let offset = canvas - proportions.builtTotal
            guard abs(offset) > tolerance else { return false }
            lastTaking = (offset > 0) == (proportions.spacing > 0) ? 1 : -1
            lastGiving = lastTaking
        }
        var members: [HeldMember] = []
        var rest = canvas - stack.spacingTotal
        for position in arranged {
            let child = tree.arrangedChild(position)
            guard !tree.isHidden[child], units(child, proportions) > 0 else { continue }
            let held = position != proportions.last
            let length = held ? naturalSize(child) / proportions.builtTotal * canvas : rest
            if held { rest -= length }
            members.append(HeldMember(
                position: position, length: length, priority: StackFamily.fillProportionallyPriority(at: position - arranged.lowerBound),
                taking: held ? 1 : lastTaking, giving: held ? -1 : lastGiving, takingSlope: .zero, givingSlope: .zero))
            guard members.count <= 64 else { return false }
        }
        // The last view of a share comes after every held one: its length, the rest, is final.
        for index in members.indices {
            let function = childFunction(members[index].position - arranged.lowerBound)
            let length = members[index].length
            guard function.lo < length - tolerance, length + tolerance < function.hi else { return false }
            members[index].takingSlope = arena.slope(of: function, rightOf: length - tolerance)
            members[index].givingSlope = arena.slope(of: function, rightOf: length + tolerance)
        }
        for taker in members {
            for giver in members where giver.position != taker.position {
                var overflow = Lanes.zero
                let rate = LexSlope<Lanes>.sum(taker.takingSlope, -giver.givingSlope, overflow: &overflow)
                guard !LexSlope<Lanes>.didOverflow(overflow) else { return false }
                let shares = [(taker.priority, taker.taking), (giver.priority, -giver.giving)].sorted { $0.0 > $1.0 }
                guard isPositive(rate, plus: shares) else { return false }
            }
        }
        return true
    }

    /// A visible view of a share on a held canvas: its length held, its share's priority and
    /// unit slopes (taking length, giving it), and its cost's slopes there.
    private struct HeldMember {
        var position: Int
        var length: Double
        var priority: Double
        var taking: Int64
        var giving: Int64
        var takingSlope: LexSlope<Lanes>
        var givingSlope: LexSlope<Lanes>
    }

    /// Whether `rate` plus `units` at each of `shares`' priorities (sorted from the highest down,
    /// a priority that need not be a level) is positive: its highest nonzero level positive.
    private func isPositive(_ rate: LexSlope<Lanes>, plus shares: [(Double, Int64)]) -> Bool {
        let priorities = levels.priorities
        // The denominator is positive: a unit is `denominator` in the rate's weights.
        let denominator = Int64(rate.denominator)
        var (lane, share) = (0, 0)
        while lane < priorities.count || share < shares.count {
            let priority = max(lane < priorities.count ? priorities[lane] : -.infinity, share < shares.count ? shares[share].0 : -.infinity)
            var value: Int64 = 0
            if lane < priorities.count && priorities[lane] == priority {
                value += Int64(rate.weights[lane])
                lane += 1
            }
            while share < shares.count && shares[share].0 == priority {
                value += shares[share].1 * denominator
                share += 1
            }
            if value != 0 { return value > 0 }
        }
        return false
    }

    /// Past this many view checks (views × canvases) the certificate is not tried.
    static var certificateBudget: Int { 4_000_000 }

    /// A visible view of a stack whose shares are certified: its cost, its share's priority and
    /// its natural size.
    private struct ShareMember {
        var function: CostFunction<Lanes>
        var priority: Double
        var natural: Double
    }

    /// Whether moving length from any view to another costs more, each view giving at its
    /// `giving` slope and taking at its `taking` one, both shares broken.
    private func exchangesCostMore(giving: [LexSlope<Lanes>], taking: [LexSlope<Lanes>], _ members: [ShareMember]) -> Bool {
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
    private func costsMore(taking: LexSlope<Lanes>, giving: LexSlope<Lanes>, sharesAt shares: Double) -> Bool {
        var overflow = Lanes.zero
        let rate = LexSlope<Lanes>.sum(taking, -giving, overflow: &overflow)
        guard !LexSlope<Lanes>.didOverflow(overflow) else { return false }
        for lane in levels.priorities.indices {
            guard levels.priorities[lane] >= shares else { break }
            // The denominator is positive: the weight's sign is the rate's at this level.
            if rate.weights[lane] != 0 { return rate.weights[lane] > 0 }
        }
        return true
    }

    /// Views of one slope, with the two of least share priority (-1 for none).
    private struct ShareGroup {
        var slope: LexSlope<Lanes>
        var lowest: Int
        var second: Int
    }

    /// The views grouped by slope, each group with its two views of least share priority; nil
    /// past 32 groups. Neighbours mostly share a slope: each view tries its predecessor's group
    /// first. Share priorities never rise along the views, so a later view of a group is one of
    /// least priority.
    /// - Complexity: O(views × groups) at worst, O(views) for runs of alike views.
    private static func groups(_ slopes: [LexSlope<Lanes>], _ members: [ShareMember]) -> [ShareGroup]? {
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
    /// multiplier the builders give its share, the last view of natural size above 0 the rest,
    /// a hidden one (or one of natural size 0) 0.
    /// - Complexity: O(arranged views).
    func shareProportionally(_ view: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>, canvas: Double) {
        guard let proportions = proportions(stack, arranged) else {
            preconditionFailure("a stack placed proportionally had proportions when costed")
        }
        if let domains = clampedShares[Int32(view)] {
            clampShares(stack, arranged, proportions, domains, canvas: canvas)
            return
        }
        // The equal pair's later view takes the earlier's share, the same double; a view held at
        // a term above its share, the term's length.
        let paired = equalPairOffset(view, stack, arranged).map { arranged.lowerBound + $0 + 1 }
        let term = heldTerms.isEmpty ? nil : heldTerms[Int32(view)]
        var rest = canvas - stack.spacingTotal
        for position in arranged where position != proportions.last {
            let child = tree.arrangedChild(position)
            let natural = naturalSize(tree.arrangedChild(position == paired ? position - 1 : position))
            var size = tree.isHidden[child] ? 0 : natural / proportions.builtTotal * canvas
            if let term, term.position == position { size = term.length }
            sizes[child] = size
            rest -= size
        }
        sizes[tree.arrangedChild(proportions.last)] = rest
    }

    /// The canvas's cost of a stack whose views' required bounds may keep their shares from
    /// holding, on a held canvas ("Bounded shares on a held canvas" in the notes above): the
    /// canvases the chain can span, `S` plus the views' domains summed, each arranged view's
    /// domain kept for ``clampShares(_:_:_:_:canvas:)``; nil where the rule does not apply (no
    /// visible view with a share has a bound, two held shares at one priority, a canvas not held,
    /// a `fillProportionally` stack along the axis below whose held shares' domain is narrower
    /// than its views'), the shares then held as usual, or where a view of no share cannot be 0
    /// long (the held composition declines it too).
    /// - Complexity: O(arranged views + the subtree's views).
    private func clampedCost(
        _ view: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>, _ proportions: DirectTree.Proportions, lowest: Int
    ) -> CostFunction<Lanes>? {
        // The held shares' priorities, 999 − index down to the floor, must all differ: one share a
        // level, so that each level chooses one length (a long stack's are not read further).
        guard StackFamily.fillProportionallyPriority - Double(lowest) >= StackFamily.fillProportionallyFloor else {
            return nil
        }
        var bounded = false
        var lo = stack.spacingTotal
        var hi = stack.spacingTotal
        for position in arranged {
            let function = childFunction(position - arranged.lowerBound)
            let child = tree.arrangedChild(position)
            guard !tree.isHidden[child], units(child, proportions) > 0 else {
                // UISV-hiding, or a share of nothing: 0 long, which its own cost must allow.
                guard function.lo <= 0, function.hi >= 0 else { return nil }
                continue
            }
            bounded = bounded || function.lo > -.infinity || function.hi < .infinity
            lo += function.lo
            hi += function.hi
        }
        guard bounded, isHeld(view), !holdsSharesBelow(view) else { return nil }
        var domains: [SIMD2<Double>] = []
        domains.reserveCapacity(arranged.count)
        for position in arranged {
            let function = childFunction(position - arranged.lowerBound)
            domains.append(SIMD2(function.lo, function.hi))
        }
        clampedShares[Int32(view)] = domains
        // Read at the one canvas every solution has: any convex function of these canvases serves.
        return CostFunction<Lanes>(lo: lo, hi: hi, slope0: .zero, firstKnot: 0, knotCount: 0)
    }

    /// Whether a `fillProportionally` stack along the axis that holds its shares lies below
    /// `view` (whose subtree is the views after it up to its last descendant, in tree order):
    /// its cost's domain is where its shares can all hold, narrower than where its required
    /// constraints can, which the clamped shares read as a view's bounds. A stack below that
    /// holds no share (filled equally, or whose one view of a share is its last, the rest:
    /// every other visible view required 0 long) does not count: each of its lengths is then
    /// an affine function of its canvas fixed by required constraints (the chain, the equal
    /// sizes, the zero shares), its last share's error a cost at a level, not a bound, so its
    /// cost's domain is where its required constraints can be met ("Bounded shares on a held
    /// canvas", design note, section 2).
    /// - Complexity: O(the subtree's views), and a stack's proportions per such stack met.
    private func holdsSharesBelow(_ view: Int) -> Bool {
        var end = view
        while case let child = tree.lastChild(of: end), child >= 0 { end = child }
        for index in (view + 1)..<(end + 1) where tree.stackIndex[index] >= 0 {
            let stack = tree.stacks[Int(tree.stackIndex[index])]
            guard stack.sharesProportionally && stack.axis == axis, !measuredEqually.contains(Int32(index)) else { continue }
            let arranged = tree.arrangedRange(of: index)
            guard let proportions = proportions(stack, arranged), heldLowest(arranged, last: proportions.last) == nil
            else { return true }
        }
        return false
    }

    /// Each arranged view's length for the canvas `canvas` when the shares are clamped: in
    /// priority order (the views' order), each view with a share takes the length nearest its
    /// share that its domain and the room left allow, the views after it still able to take the
    /// rest within theirs; the last view with a share the rest; the others 0.
    /// - Complexity: O(arranged views).
    private func clampShares(
        _ stack: DirectTree.Stack, _ arranged: Range<Int>, _ proportions: DirectTree.Proportions,
        _ domains: [SIMD2<Double>], canvas: Double
    ) {
        // What the views with a share after each position can span: suffix sums, infinities kept.
        var after = [SIMD2<Double>](repeating: .zero, count: arranged.count + 1)
        for offset in stride(from: arranged.count - 1, through: 0, by: -1) {
            let child = tree.arrangedChild(arranged.lowerBound + offset)
            let takes = !tree.isHidden[child] && units(child, proportions) > 0
            after[offset] = takes ? after[offset + 1] + domains[offset] : after[offset + 1]
        }
        var rest = canvas - stack.spacingTotal
        for position in arranged {
            let offset = position - arranged.lowerBound
            let child = tree.arrangedChild(position)
            guard !tree.isHidden[child], units(child, proportions) > 0 else {
                sizes[child] = 0
                continue
            }
            guard position != proportions.last else {
                sizes[child] = rest
                continue
            }
            let share = naturalSize(child) / proportions.builtTotal * canvas
            let low = max(domains[offset].x, rest - after[offset + 1].y)
            let high = min(domains[offset].y, rest - after[offset + 1].x)
            let size = min(max(share, low), high)
            sizes[child] = size
            rest -= size
        }
    }

    /// Whether the stack `view` takes the blocks strategy's equal pair, its later view at position
    /// `later`, by holding that view at the earlier's share ("The equal pair" in the notes above):
    /// the canvas is held by required constraints alone, the later view has a natural size above
    /// 0 and is not the last such view (which takes the rest), and the earlier's share (or its
    /// required 0, for a natural size of 0) outranks the later's.
    /// - Complexity: O(depth × siblings).
    private func takesPairedShare(
        _ view: Int, _ arranged: Range<Int>, _ proportions: DirectTree.Proportions, later: Int
    ) -> Bool {
        let earlier = later - 1
        guard later < proportions.last, units(tree.arrangedChild(later), proportions) > 0,
            StackFamily.fillProportionallyPriority(at: later - arranged.lowerBound)
                < StackFamily.fillProportionallyPriority(at: earlier - arranged.lowerBound)
        else { return false }
        return isHeld(view)
    }

    /// How many units the equal pair whose later view is at `later` moves from the held shares
    /// to the rest: the later view's natural size less the earlier's, in whole units.
    private func pairedUnitsChange(_ arranged: Range<Int>, _ proportions: DirectTree.Proportions, later: Int) -> Int {
        units(tree.arrangedChild(later), proportions) - units(tree.arrangedChild(later - 1), proportions)
    }

    /// The index among the arranged views of the held share of least priority: the last
    /// visible view of natural size above 0 before the one at position `last` (shares never
    /// rise along the views); nil if there is none (nothing is held).
    private func heldLowest(_ arranged: Range<Int>, last: Int) -> Int? {
        var position = last - 1
        while position >= arranged.lowerBound {
            let child = tree.arrangedChild(position)
            if !tree.isHidden[child] && naturalSize(child) > 0 { return position - arranged.lowerBound }
            position -= 1
        }
        return nil
    }

    /// The natural size of the visible view `child` in whole units of the stack's proportions.
    private func units(_ child: Int, _ proportions: DirectTree.Proportions) -> Int {
        Int((naturalSize(child) * proportions.scale).rounded())
    }

    /// The natural size of view `child` along the axis: its measured fitting size, else the tree's.
    private func naturalSize(_ child: Int) -> Double {
        if !measuredSizes.isEmpty, let size = measuredSizes[Int32(child)] { return size }
        return tree.proportionalSize(child, axis: axis)
    }

    /// Whether `child` is a leaf without an intrinsic size along the axis with size terms along
    /// it: its fitting size is measured with them (``SizeTerms``, which takes such terms only on
    /// a leaf of a stack that keeps proportions, in the whole document).
    /// - Complexity: O(log terms).
    private func hasMeasuredTerms(_ child: Int) -> Bool {
        tree.sizing(child, axis: axis).intrinsic.isNaN && tree.measuresAsLeaf(child) && document.sizeTerms.names(child, axis: axis)
    }

    /// Whether the stack, which the tree took to keep proportions, has none once its nested
    /// stacks are measured (every visible view's natural size 0, or a total not above 0), only
    /// nested stacks measured (no leaf with size terms): UIKit then fills it equally ("Nested
    /// stacks measured 0" in the notes above).
    /// - Complexity: O(arranged views).
    private func measuresEqually(_ stack: DirectTree.Stack, _ arranged: Range<Int>) -> Bool {
        guard !measuredSizes.isEmpty,
            case .fillsEqually? = tree.proportioning(
                arranged, axis: axis, linkSpacing: tree.linkSpacing(stack), measured: measuredSizes)
        else { return false }
        return arranged.allSatisfy { position in
            let child = tree.arrangedChild(position)
            return tree.isHidden[child] || measuredSizes[Int32(child)] == nil || tree.measuresFittingSize(child)
        }
    }

    /// The stack's proportions, which the tree took it with
    /// (``DirectTree/proportioning(_:axis:linkSpacing:measured:)``), its nested stacks' fitting
    /// sizes measured; nil where those decline it.
    private func proportions(_ stack: DirectTree.Stack, _ arranged: Range<Int>) -> DirectTree.Proportions? {
        let linkSpacing = tree.linkSpacing(stack)
        let proportioning = tree.proportioning(arranged, axis: axis, linkSpacing: linkSpacing, measured: measuredSizes)
        guard case .shares(let proportions)? = proportioning else { return nil }
        // A nested stack measured 0 is a share of nothing, required 0 long, as a leaf of natural
        // size 0 is; but the last share must be the one the tree gave its level (and there are
        // shares at all: a stack the tree took to keep proportions), whatever a leaf with size
        // terms measured.
        if !measuredSizes.isEmpty {
            let taken: Int
            switch tree.proportioning(arranged, axis: axis, linkSpacing: linkSpacing) {
            case .measured(let last)?: taken = last
            case .shares(let proportions)?: taken = proportions.last
            default: return nil
            }
            // A last share moved by the measurements is a cost only with spacings: at a level of
            // the axis (its possible last shares' levels were made where lanes were left).
            let priority = StackFamily.fillProportionallyPriority(at: proportions.last - arranged.lowerBound)
            guard taken == proportions.last || proportions.spacing == 0 || levels.priorities.contains(priority) else { return nil }
        }
        return proportions
    }
}
