/// An `equalSpacing` stack along its axis (and an `equalCentering` one of at most two visible
/// views), hidden arranged views included, as the builders constrain it (`Building/StackConstraintBuilder+Axis.swift`).
///
/// The constraints: the first and last arranged views (hidden or not) at the canvas's edges
/// (`UISV-canvas-connection`); each view at least its spacing after the one before
/// (`UISV-spacing`, `>=`: the spacing after the last visible view in front of a visible view,
/// 0 in front of a hidden one or before the first visible one); a gap guide from each visible
/// view's trailing edge to the next visible one's leading edge (`UISV-distributing-edge`), all
/// guides equally long (`UISV-fill-equally`, required); hidden views 0 long (`UISV-hiding`).
///
/// Along the axis the canvas is then the visible views' lengths, plus `n − 1` equal gaps `G`
/// (n visible views), each at least the spacing in front of its visible view, plus the room `a`
/// from the canvas's leading edge to the first visible view when hidden views lead (the first
/// arranged view is at the edge, the chain only holds the visible one at `a ≥ 0` past it), and
/// the room `b ≥ 0` after the last visible view when hidden views trail. Without a visible view
/// there is one room, from the first arranged view (at the leading edge) to the last (at the
/// trailing edge): `b`. Nothing else names `G`, `a` or `b`: they cost nothing. So the stack's
/// cost is the series of its views' costs (hidden ones the single length 0) and zero-cost
/// children: the gaps' total from `(n − 1) × max spacing` up, and `a` and `b` from 0 up. Where
/// that series shares out room among two of those zero-cost children, the share is not unique
/// and the plan declines, as for any tie.
///
/// The hidden views' positions: the first and last arranged views are at the canvas's edges;
/// the other leading hidden views anywhere in `[0, a]`, the other trailing ones in the last `b`,
/// and those between visible views `k` and `k + 1` anywhere from `k`'s trailing edge to `G − s`
/// past it (`s` the spacing in front of `k + 1`). Unique only where that room is nil (or holds
/// no view). Otherwise such a view *floats* (design note, section 2, "Hidden views in a room"):
/// nothing but its own subtree reads its position (it is 0 long, its cost a constant, and only
/// the `>=` spacings beside it name it), so the optimal set is the product of its room and the
/// rest's; it is placed at the room's start (the visible view before it, or the leading edge's
/// room start) and its position, with its subtree's in the root's coordinates, is reported
/// ambiguous (``DirectAxis/floatingHidden``).
///
/// `equalCentering` with at most two visible views is the same chain: its one gap guide runs
/// from centre to centre, and nothing holds it (the guides are held equal to the first one, at
/// 149, only from three visible views on), so the distance between the two views is, as here,
/// at least the spacing in front of the second and free above it. With more, see
/// `DirectAxis+EqualCentering.swift`.
extension DirectTree.Stack {
    /// Whether the stack's views are chained by `>=` spacings with zero-cost room between them,
    /// as ``DirectAxis/appendEqualSpacingSlack(_:_:)`` composes: `equalSpacing` and `equalCentering`.
    @inline(__always)
    var isSpacedEqually: Bool {
        distribution == .equalSpacing || distribution == .equalCentering
    }
}

extension DirectTree {
    /// The positions of the first and last visible views among the arranged positions `arranged`
    /// (`upperBound` and `lowerBound − 1` when every view is hidden).
    /// - Complexity: O(hidden views at the ends).
    func visibleEnds(_ arranged: Range<Int>) -> (first: Int, last: Int) {
        var first = arranged.lowerBound
        while first < arranged.upperBound && isHidden[arrangedChild(first)] { first += 1 }
        var last = arranged.upperBound - 1
        while last >= arranged.lowerBound && isHidden[arrangedChild(last)] { last -= 1 }
        return (first, last)
    }
}

extension DirectTree {
    /// Appends to `floating` the hidden views among the arranged positions `arranged` of an
    /// `equalSpacing` stack (or centred pair) that float in a room which is not nil: those after
    /// the first arranged view and before the first visible one where `lead` (the room `a`),
    /// those after the last visible view and before the last arranged one where `trail` (the room
    /// `b`; without a visible view, every view between the first and the last), and those between
    /// visible views where `gapHasRoom` says of the visible view after them (its gap longer than
    /// the spacing in front of it). The first and last arranged views are held at the canvas's
    /// edges, never floating.
    /// - Complexity: O(arranged views).
    func appendFloatingHidden(
        _ arranged: Range<Int>, lead: Bool, trail: Bool, gapHasRoom: (_ next: Int) -> Bool, to floating: inout [Int32]
    ) {
        let first = arranged.lowerBound
        let last = arranged.upperBound - 1
        guard last - first >= 2 else { return }
        let (visibleFirst, visibleLast) = visibleEnds(arranged)
        guard visibleFirst <= visibleLast else {
            if trail { for position in first + 1..<last { floating.append(Int32(arrangedChild(position))) } }
            return
        }
        if lead && visibleFirst > first + 1 {
            for position in first + 1..<visibleFirst { floating.append(Int32(arrangedChild(position))) }
        }
        var previous = visibleFirst
        for position in visibleFirst + 1..<visibleLast + 1 where !isHidden[arrangedChild(position)] {
            if position - previous > 1 && gapHasRoom(position) {
                for hidden in previous + 1..<position { floating.append(Int32(arrangedChild(hidden))) }
            }
            previous = position
        }
        if trail && last > visibleLast + 1 {
            for position in visibleLast + 1..<last { floating.append(Int32(arrangedChild(position))) }
        }
    }
}

extension DirectAxis {
    /// Appends the zero-cost children of the series after the arranged views: the gaps' total
    /// (with two or more visible views), then the room before the first visible view (when the
    /// first arranged view is hidden), then after the last (when the last is hidden, or when
    /// every view is hidden and there are two or more).
    func appendEqualSpacingSlack(_ stack: DirectTree.Stack, _ arranged: Range<Int>) {
        // Evenly centred views: the room between each two, at least its spacing, is one total.
        if stack.centresEvenly {
            scratch.append(.atLeast(stack.spacingTotal))
            return
        }
        guard stack.visibleCount < arranged.count else {
            // No hidden view (a feed's stacks): the gaps alone.
            if stack.visibleCount > 1 { scratch.append(.atLeast(Double(stack.visibleCount - 1) * stack.spacingMax)) }
            return
        }
        let room = CostFunction<Lanes>.atLeast(0)
        guard stack.visibleCount > 0 else {
            if arranged.count > 1 { scratch.append(room) }
            return
        }
        if stack.visibleCount > 1 { scratch.append(.atLeast(Double(stack.visibleCount - 1) * stack.spacingMax)) }
        if tree.isHidden[tree.arrangedChild(arranged.lowerBound)] { scratch.append(room) }
        if tree.isHidden[tree.arrangedChild(arranged.upperBound - 1)] { scratch.append(room) }
    }

    /// Positions the arranged views of an `equalSpacing` stack whose lengths and slack are in
    /// `sizes` and `shares` (``appendEqualSpacingSlack(_:_:)``'s order); a hidden view in a room
    /// that is not nil at the start of its room, noted in ``floatingHidden``.
    /// - Complexity: O(arranged views).
    func placeEquallySpaced(_ stack: DirectTree.Stack, _ arranged: Range<Int>, canvasStart: Double, canvas: Double) {
        let flipped = axis == 0 && document.rightToLeft
        guard stack.visibleCount < arranged.count else {
            // No hidden view (a feed's stacks): the views and equal gaps end to end.
            let gap = stack.visibleCount > 1 ? shares[arranged.count] / Double(stack.visibleCount - 1) : 0
            var offset: Double = 0
            for position in arranged {
                let child = tree.arrangedChild(position)
                positions[child] = flipped ? canvasStart + canvas - offset - sizes[child] : canvasStart + offset
                offset += sizes[child] + gap
            }
            return
        }
        let tolerance = DirectTree.lengthTolerance
        let first = arranged.lowerBound
        let last = arranged.upperBound - 1
        let (visibleFirst, visibleLast) = tree.visibleEnds(arranged)
        var slot = arranged.count
        var gap: Double = 0
        var lead: Double = 0
        var trail: Double = 0
        if stack.visibleCount > 1 {
            gap = shares[slot] / Double(stack.visibleCount - 1)
            slot += 1
        }
        if stack.visibleCount > 0 && visibleFirst > first {
            lead = shares[slot]
            slot += 1
        }
        // A single hidden view is both edges' view, with no room.
        if visibleLast < last && last > first { trail = shares[slot] }
        tree.appendFloatingHidden(arranged, lead: lead > tolerance, trail: trail > tolerance, gapHasRoom: { next in
            gap > self.tree.spacings[stack.firstSpacing + next - first - 1] + tolerance
        }, to: &floatingHidden)
        // Offsets from the leading edge: the high edge of a right-to-left x axis. A hidden view
        // between visible ones is at the trailing edge of the one before it, the gap still to come.
        var offset: Double = 0
        for position in arranged {
            let child = tree.arrangedChild(position)
            if position == visibleFirst {
                offset = lead
            } else if position > visibleFirst && position <= visibleLast {
                if !tree.isHidden[child] { offset += gap }
            } else if position == last && position != first {
                offset += trail
            }
            positions[child] = flipped ? canvasStart + canvas - offset - sizes[child] : canvasStart + offset
            offset += sizes[child]
        }
    }
}
