/// A `fillProportionally` stack along its axis, as the builders constrain it
/// (`Building/StackConstraintBuilder+Axis.swift`): the `fill` chain (the arranged views and the
/// spacings, `==`, end to end across the canvas `C`; hidden views 0 long), and each visible view
/// `k` (from 0) at its share of the canvas, `s_k = m_k·C` with `m_k = n_k / T`, at priority
/// `p_k = max(1, 999 − k)`: `n_k` its natural size (`Building/FittingSize.swift`: its intrinsic
/// size along the axis), `T` the natural sizes plus the spacings.
///
/// **The composition.** Say the stack has `v` visible views. The shares of the first `v − 1` are
/// *held*: taken as exact, `s_k = m_k·C`. The last visible view then has the rest,
/// `C − S − Σ m_k·C = C·(n_last + S)/T − S` (`S` the spacings), and its own share's error is
/// `|C·S/T − S| = (|S| / T)·|C − T|`: a pull of the canvas toward `T`, at `p_last`, when `S ≠ 0`.
/// So the canvas's cost is a sum of functions of `C`: each held view's cost at `m_k·C`
/// (``KnotArena/scaled(_:by:over:)``), the last view's at `C·(n_last + S)/T − S`, and that pull.
/// Every size follows from `C`, so the shares are unique whenever `C` is.
///
/// **Why holding the shares is exact.** Along the axis, every held priority must be above every
/// other optional priority (``PriorityLevels/insertProportionalLevels(tree:axis:)``, which also
/// gives the last views' shares their levels; otherwise the document is declined). The solution
/// found holds every held share with no error, so at each held level it has no error at all (the
/// levels above a held one are held ones and required constraints, which it meets). Any solution
/// that breaks a held share has an error at that level, with none less above it: it is worse. So
/// the optimum holds them all, and among the solutions that do, the direct method's is the best.
/// If no solution holds them (a required size against a share), the domain is empty and the
/// direct path declines, leaving the explanation to the simplex.
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
    /// view's part, its natural size plus the spacings, above 0.
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
        return anyPositive && total > 0 && total <= Double(Int32.max) && lastNatural + spacingTotal > 0
    }
}

extension PriorityLevels {
    /// Gives the last visible view's share of each `fillProportionally` stack along `axis` its
    /// level (when the spacings make it a cost), and checks that every held share's priority is
    /// above every level: false if not, or if there is no lane left.
    /// - Complexity: O(stacks), only when the tree has a `fillProportionally` stack.
    mutating func insertProportionalLevels(tree: DirectTree, axis: Int) -> Bool {
        guard tree.stackTally.hasProportions else { return true }
        var held = Double.infinity
        for stack in tree.stacks
        where stack.distribution == .fillProportionally && stack.axis == axis && stack.visibleCount > 1 {
            held = min(held, StackFamily.fillProportionallyPriority(at: stack.visibleCount - 2))
            if stack.spacingTotal != 0 {
                guard insert(StackFamily.fillProportionallyPriority(at: stack.visibleCount - 1)) else { return false }
            }
        }
        return priorities.allSatisfy { $0 < held }
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
        scratch.removeAll()
        for position in arranged {
            let child = tree.arrangedChild(position)
            let function = childFunction(position - arranged.lowerBound)
            // A hidden view's natural size is not read (it may have none).
            let natural = tree.isHidden[child] ? 0 : Int(tree.sizing(child, axis: axis).intrinsic)
            if position == last {
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
            let lane = levels.lane(StackFamily.fillProportionallyPriority(at: stack.visibleCount - 1))
            var weights = SIMD8<Int32>.zero
            weights[lane] = Int32(abs(spacing))
            let slope = LexSlope(weights: weights, denominator: Int32(total))
            scratch.append(arena.vee(at: Double(total), below: slope, above: slope))
        }
        return arena.sum(of: &scratch)
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
