/// An `equalCentering` stack of three or more visible views along its axis, without hidden ones,
/// as the builders constrain it (`Building/StackConstraintBuilder+Axis.swift`): the chain of
/// `equalSpacing` (the first and last views at the canvas's edges, each view at least its spacing
/// `sp_k` after the one before), a gap guide from each view's centre to the next one's, and every
/// guide as long as the first at 149 (`UISV-fill-equally`, optional): the cost
/// `P = Σ_{k ≥ 1} |w_k − w_0|` at 149, `w_k` the distance between centres `k` and `k + 1`.
///
/// **The composition: a relaxation and a certificate.** Without `P` (call that problem `R`) the
/// stack is the series of its views and the room between them, `t_k ≥ sp_k` each, of which only
/// the total matters to anything else: a zero-cost child from `Σ sp_k` up, as the gaps of
/// `equalSpacing` are. The direct method finds `R`'s optimum `x`, unique but for how that room is
/// split. Split it so that the centres are evenly spaced, `w = (C − (s_0 + s_last)/2) / (v − 1)`
/// (`C` the canvas, `v` the views), which is possible exactly when `w ≥ sp_k + (s_k + s_{k+1})/2`
/// for every `k`; then `P(x) = 0`. Every solution `y` costs `R(y) + P(y) ≥ R(y) ≥ R(x) = R(x) + P(x)`
/// (lexicographically; `P ≥ 0` adds only at 149), so `x` is optimal, and any other optimum has
/// `R(y) = R(x)` (the same sizes and total room, `R`'s optimum being unique) and `P(y) = 0` (the
/// same even split): `x` is *the* optimum.
///
/// **Otherwise: sizes settled above the guides, on a held canvas.** When the centres cannot be
/// spread evenly the guides' split may move the sizes too, unless two things hold, checked as the
/// stack is placed:
///
/// 1. *The canvas is held* by required constraints alone: the stack has its own `width` (or
///    `height`), or it fills, along the axis, a view that is (a subview pinned on both edges, an
///    arranged view across a `fill`-aligned stack or tied to it), up to such a view or the root
///    with its size given. Every solution then has this canvas `C` (``isHeld(_:)``).
/// 2. *The sizes are settled above 149*: at the levels above the guides' (the lanes of priorities
///    over 149), the series of the views and the room has one optimal share but for the room
///    itself (``SeriesPlan/movableChildren(at:_:into:lanes:)`` on the truncated slopes finds no
///    two children to trade; a view that could grow for nothing above 149, hugging at 149 or
///    less, is such a child).
///
/// The lexicographic objective compares the levels above 149 first, where only the views' costs
/// act (the guides are at 149, the canvas fit at 49): so every optimum has, with `C` held, the
/// sizes and room of that unique share, which the direct method's share is. What is left is the
/// room's split at 149, nothing below 149 naming the guides, given by ``CentredGaps`` (its
/// derivation), exact or declined; where the guides with room below the first share a deficit
/// (a tie at 149) one optimal split is answered and the views after a moving guide have an
/// ambiguous position, as ``DirectAmbiguity`` reports (``DirectAxis/centredTies``). This takes a
/// stretched stack (its views at their own sizes, the room free above 149) and a compressed one
/// without a tie above 149 (the room at its least: the split has nothing to choose). A compressed
/// stack whose views share the compression at one priority (a tie above 149, which the guides
/// then settle) is declined, as is any canvas not held (the guides' 149 could move it against
/// the canvas fit's 49).
extension DirectTree.Stack {
    /// Whether the stack's centres are held evenly spaced: `equalCentering` with three or more
    /// visible views (the tree takes those only without hidden views).
    @inline(__always)
    var centresEvenly: Bool {
        distribution == .equalCentering && visibleCount > 2
    }
}

extension DirectAxis {
    /// Positions the views of an `equalCentering` stack of three or more visible views whose lengths
    /// are in `sizes`: centres evenly spaced where they can be, else the guides' optimal split when
    /// the canvas is held and the sizes settled above 149 (the notes above); false otherwise.
    /// - Complexity: O(arranged views), O(n log n) for the split.
    func placeCentred(
        _ view: Int, _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>, canvasStart: Double, canvas: Double
    ) -> Bool {
        let first = tree.arrangedChild(arranged.lowerBound)
        let last = tree.arrangedChild(arranged.upperBound - 1)
        let total = canvas - (sizes[first] + sizes[last]) / 2
        let gap = total / Double(stack.visibleCount - 1)
        let tolerance = CostFunction.lengthTolerance
        var even = true
        for position in arranged.dropLast() {
            even = even && gap >= leastGuide(stack, arranged, position) - tolerance
        }
        // Offsets from the leading edge: the high edge of a right-to-left x axis.
        let flipped = axis == 0 && document.rightToLeft
        guard !even else {
            for (index, position) in arranged.enumerated() {
                let child = tree.arrangedChild(position)
                let offset = sizes[first] / 2 + Double(index) * gap - sizes[child] / 2
                positions[child] = flipped ? canvasStart + canvas - offset - sizes[child] : canvasStart + offset
            }
            return true
        }
        guard isHeld(view), let plan = plans[index] else { return false }
        var ranges = DirectBuffer<SIMD2<Double>>()
        let above = levels.priorities.prefix { $0 > StackFamily.equalCenteringPriority }.count
        guard plan.movableChildren(at: canvas, planStorage, into: &ranges, lanes: above) == 0 else { return false }
        let least = arranged.dropLast().map { leastGuide(stack, arranged, $0) }
        guard let split = CentredGaps.split(least: least, total: total) else { return false }
        if split.isTied {
            isTied = true
            centredTies[index] = split.moving
        }
        var centre = sizes[first] / 2
        for (offset, position) in arranged.enumerated() {
            let child = tree.arrangedChild(position)
            if offset > 0 { centre += split.lengths[offset - 1] }
            let start = centre - sizes[child] / 2
            positions[child] = flipped ? canvasStart + canvas - start - sizes[child] : canvasStart + start
        }
        return true
    }

    /// The least length of the gap guide from the centre of the view at `position` to the next
    /// one's: their half lengths and the spacing between them.
    private func leastGuide(_ stack: DirectTree.Stack, _ arranged: Range<Int>, _ position: Int) -> Double {
        let spacing = tree.spacings[stack.firstSpacing + position - arranged.lowerBound]
        return spacing + (sizes[tree.arrangedChild(position)] + sizes[tree.arrangedChild(position + 1)]) / 2
    }

    /// Whether required constraints alone hold `view`'s size along the axis: its own `width` or
    /// `height`, or a superview that is held and that it fills (pinned on both edges, arranged
    /// across a `fill`-aligned stack or tied to its canvas).
    /// - Complexity: O(depth × siblings).
    func isHeld(_ view: Int) -> Bool {
        var view = view
        while tree.sizing(view, axis: axis).shorthand.isNaN {
            guard view > 0 else { return false }
            let parent = Int(tree.parents[view])
            let index = Int(tree.stackIndex[parent])
            if tree.isArranged[view] {
                guard index >= 0, tree.stacks[index].axis != axis,
                    tree.stacks[index].alignment == .fill || (!crossTies.isEmpty && !crossTies[view].isNaN)
                else { return false }
            } else {
                guard index < 0,
                    let position = tree.plainRange(of: parent).first(where: { tree.plainChild($0) == view }),
                    document.pins[position].hold(axis: axis) == .edges
                else { return false }
            }
            view = parent
        }
        return true
    }
}
