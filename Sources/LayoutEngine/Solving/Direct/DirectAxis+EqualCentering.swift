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
/// Otherwise (the centres cannot be spread evenly) the split `P` prefers may move the sizes too,
/// and often ties (a shortfall shared among equal gaps): the direct path declines. (A stack along
/// the axis pulls its length to fit at 49, `UISV-canvas-fit`, so that a level below 149 is always
/// there: `R`'s optimum above 149 alone need not be unique, and a compressed stack's guides are
/// left to the simplex too.)
extension DirectTree.Stack {
    /// Whether the stack's centres are held evenly spaced: `equalCentering` with three or more
    /// visible views (the tree takes those only without hidden views).
    @inline(__always)
    var centresEvenly: Bool {
        distribution == .equalCentering && visibleCount > 2
    }
}

extension DirectAxis {
    /// Positions the views of an `equalCentering` stack whose lengths are in `sizes`: centres
    /// evenly spaced; false where they cannot be (see the notes above).
    /// - Complexity: O(arranged views).
    func placeEvenlyCentred(
        _ stack: DirectTree.Stack, _ arranged: Range<Int>, canvasStart: Double, canvas: Double
    ) -> Bool {
        let first = tree.arrangedChild(arranged.lowerBound)
        let last = tree.arrangedChild(arranged.upperBound - 1)
        let gap = (canvas - (sizes[first] + sizes[last]) / 2) / Double(stack.visibleCount - 1)
        let tolerance = CostFunction.lengthTolerance
        var even = true
        for position in arranged.dropLast() {
            let spacing = tree.spacings[stack.firstSpacing + position - arranged.lowerBound]
            let least = spacing + (sizes[tree.arrangedChild(position)] + sizes[tree.arrangedChild(position + 1)]) / 2
            even = even && gap >= least - tolerance
        }
        guard even else { return false }
        // Offsets from the leading edge: the high edge of a right-to-left x axis.
        let flipped = axis == 0 && document.rightToLeft
        for (index, position) in arranged.enumerated() {
            let child = tree.arrangedChild(position)
            let offset = sizes[first] / 2 + Double(index) * gap - sizes[child] / 2
            positions[child] = flipped ? canvasStart + canvas - offset - sizes[child] : canvasStart + offset
        }
        return true
    }
}
