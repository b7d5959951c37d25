/// An `equalCentering` stack of three or more visible views along its axis (hidden ones only at
/// its ends, below), as the builders constrain it (`Building/StackConstraintBuilder+Axis.swift`): the chain of
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
/// without a tie above 149 (the room at its least: the split has nothing to choose). Any other
/// canvas not held is declined (the guides' 149 could move it against the canvas fit's 49) but a
/// free one, or one neither free nor held that the pull takes to even centres (below).
///
/// **A free canvas.** Where nothing but the stack's own cost reads its length along the axis (the
/// root without a `width`/`height` there, or a plain subview floating along it; no intrinsic size
/// or size term of its own there, ``isCanvasFree(_:)``), its cost gets a pull at 149,
/// `Q(C) = max(0, C_e − C)`: `C_e = (s_0 + s_last)/2 + (v − 1)·max_k L_k`, the least canvas on
/// which the centres spread evenly with the views at their least-cost lengths `s_k` (`L_k` the
/// least guides, ``centringPull(_:_:_:insets:)``). Where each view costs more above the pulls at
/// 50 and 49 at every length below `s_k` (``isSettled(_:isFree:)``; it may grow for nothing
/// there), every optimum has the lengths `s_k`: a view below its `s_k` loses above 50, where
/// nothing but the guides reads the canvas; one above it only lengthens `C_e`, which is
/// nondecreasing in every length, and for any lengths a canvas long enough spreads the centres
/// evenly, so the guides cost nothing at 149 and the views' own costs keep them at `s_k`; at 149
/// the guides cost nothing exactly from `C_e` up, with the even split; the canvas fit (49) and a
/// root's fitting pull (50) take the least such canvas. The direct solve's
/// cost is flat above 149 from `C_0`, falls at 149 to `C_e` (the pull), then has the same pulls:
/// the same canvas, unique. Where the canvas ends
/// past `C_e`, the pull is flat around it and that canvas is `R`'s optimum: the relaxation's
/// argument holds as it is, without the check. With free views (no cost at any length) the
/// pull's `C_e` counts only the guides between two views not free (a free view's guides hold
/// nothing): every canvas from it up spreads the others at `s_k` evenly, none below, so the
/// canvas is the same in both problems and the free views tie about their centres on it (below).
///
/// **A canvas neither free nor held** (arranged across an aligned stack or along a stack, or filling
/// a view nothing holds). The pull is `1/(v − 1)` a point below `C_e` (none where `C_e` is the least
/// canvas `C_0`): with the views at `s_k`, the guides' least `P` falls at least `1/(v − 2)` a point
/// below `C_e` (with `δ` the shortfall of their total, `P ≥ δ/(v − 2)`), so it exceeds the pull on
/// every shorter canvas. Where the direct optimum `y*` of the document's objective without `P` (`H`)
/// plus the pull reaches `C_e` and each view costs more above 149 at every length below `s_k`
/// (it may grow for nothing there), every `y` at least as good for the whole objective is optimal
/// above 149, as `y*` is; there its canvas is at least `C_0` (the rest's cost above 149 is convex
/// in it, the stack's falls strictly below `C_0`), its views at `s_k` or longer (which only
/// deepens the guides' shortfall: the bound holds), and at 149 `y*`'s optimality leaves it
/// `P(y) − pull` behind, which is above 0 below `C_e`: so its canvas reaches `C_e`, where the pull is 0 and `y` is
/// an optimum of `H` plus the pull, `y*` but for the room, split evenly by `P = 0`. The design note
/// has the bound's derivation. Short of `C_e` the stack is taken only as a held one is, where it
/// fills the root and the root's cost truncated to the levels above 149 is least at its size only,
/// or fills a view arranged across an aligned stack of held canvas whose own cost so truncated is
/// (``isSettledCanvas(_:)``): every optimum is optimal above 149, so has that size, hence the one
/// canvas, and the held case's argument holds there (the pull a constant on that set).
///
/// **One view free about its centre** (``placeAboutCentre``). Where the series ties at every level
/// exactly one view `j` strictly inside (its length free over `[a_j, b_j]`) and the room, the
/// ends' lengths are unique, hence their centres and every centre of the even spread, `w` apart.
/// `j` at `L = min(b_j, 2(w − max(sp_{j−1} + s_{j−1}/2, sp_j + s_{j+1}/2)))` about its centre is a
/// share of `R`'s tie with `P = 0` when every other guide is at least its least and `L > a_j`:
/// optimal, and the optima are `R`'s shares with `P = 0`, exactly `j` at any length of `[a_j, L]`
/// about that centre, everything else as placed. **At an end** (``greatestAtEnd``): `j` first or
/// last, its centre `L/2` from its edge and the other end's unique, so `P = 0` fixes every centre
/// by `L`, the guide `w = (D − L/2)/(n − 1)` (`D` the canvas less half the other end's length)
/// falling as `L` grows: each guide's least bounds `L` above, and the optima are `j` at any length
/// of `[a_j, L*]` (`L*` the least bound), every inner centre moving with it. **Several views free**
/// (``placeFreeViews``): with `P = 0` every position is affine in the free lengths (the one-view
/// coefficients added), and the optima are the free lengths in their intervals with every guide's
/// slack `w − sp_k − (L_k + L_{k+1})/2` at least 0; each slack falls as any length grows, so where
/// every slack a free view moves is above 0 at their least lengths (or a view unbounded below moves
/// it) and every other holds, that set is open in each free direction, and a value varies exactly
/// where one of its coefficients is not 0. A free view with
/// subviews is taken as a leaf is: its cost is its subtree's least at each length, flat over the
/// tie at every level, so its subtree is at an optimum of its own at every length of the range, placed
/// at the one chosen (the tie walk follows its subviews, or declines). Anything else declines.
///
/// **Hidden views at the ends** (``placeBetweenRooms``). The guides run between visible views
/// only; a hidden first (last) view is 0 long at the canvas's leading (trailing) edge, and the
/// room `r` from it to the first visible view is at least its link's spacing (0, as UIKit puts
/// none before a hidden view nor after one with no visible view before it) and free above: one
/// more share of `R`'s zero-cost room, which nothing but the guides reads. So the visible views
/// are the stack above on the canvas less the rooms at their least, `C'`. Where their centres
/// spread evenly there (`w ≥ L_k` for every guide), `R`'s optimum with `P = 0` is optimal as
/// before, and the optima are `R`'s shares with `P = 0`: the visible views' lengths and total
/// room unique, the centres even over what the rooms leave, so a room ranges from its least up
/// to where the widest guide is at its least (`(v − 1)(w − max L_k)` more). One room beside a
/// hidden view is then the tie's member (its view placed at its least, the room's coefficient on
/// visible view `k`'s position `1 − k/(v − 1)` leading, `−k/(v − 1)` trailing); two rooms that
/// can both grow decline. Where the centres cannot spread evenly on `C'` (a held canvas, the
/// views settled above 149: the held case's conditions), the guides' least cost falls strictly as
/// their total grows while it is above 0 (some guide is below another: growing the least ones
/// lowers it), so every room is at its least and the guides split the rest as above. On a free
/// canvas the pull's `C_e` counts the rooms' least, and there the rooms can only be their least.
/// Ties among the views (the tie walks above) with hidden views decline, and so does a hidden
/// view between two visible ones (the tree does not take it: it floats in its gap).
///
/// **A tie above 149** (a compressed stack whose views resist alike; ``placeCompressionTie``). With
/// the canvas held and the room at its least, the optimal set above 149 is the views' tie: each
/// tied view `j` anywhere in its interval `[a_j, b_j]`, their total fixed (the shortfall `D` below
/// `Σ b_j`), the others fixed. Taken when those intervals are the same at every level (the views'
/// costs are then one slope over the tie, their sum constant on it: nothing below 149 but `P`
/// tells the shares apart). Write `δ_j = b_j − s_j ≥ 0`, `Σ δ = D`; the guides are
/// `w_k = sp_k + (s_k + s_{k+1})/2` and `P(δ) = Σ_{k≥1} |w_k − w_0|` is convex. With `ρ_k = +1`
/// where `w_k > w_0` at `δ = 0`, else −1 (a subgradient of each term), `g_j = −½(ρ_{j−1} + ρ_j)` for a
/// view with both guides among the terms (`2 ≤ j ≤ v − 2`), `−½ρ_{v−2}` for the last, and
/// `½Σρ` and `½(Σρ − ρ_1)` for the first two (they move `w_0`) is a subgradient of `P` at 0, so
/// `P(δ) ≥ P(0) + g·δ`. When the first two are not tied or their `g` is above −1, every `g_j ≥ −1`,
/// with equality exactly on E, the tied views with both guides above `w_0`: so
/// `P(δ) ≥ P(0) − D + Σ_{j∉E} (1 + g_j) δ_j`. Shrinking views of E by at most
/// `c̃_j = min(b_j − a_j, w_{j−1} − w_0, w_j − w_0)` each (together they keep every guide at or above
/// `w_0`, so `P` falls by exactly what they give) reaches `P(0) − D`: optimal, and every optimum
/// shrinks E alone and keeps its guides at or above `w_0`. When `Σ c̃ − max c̃ ≥ D`, the point giving
/// each `δ_j = c̃_j·D/Σ c̃` meets every inequality strictly, so the optimal set spans the whole plane
/// `Σ_E δ = D`: E's views trade as a `fill` tie's movable children do, and ``DirectAmbiguity``
/// reports them as it does those (their lengths, and the positions between them). E's views must
/// be leaves (nothing below follows them); anything else declines.
extension DirectTree.Stack {
    /// Whether the stack's centres are held evenly spaced: `equalCentering` with three or more
    /// visible views (the tree takes those with hidden views only at the ends, one each).
    @inline(__always)
    var centresEvenly: Bool {
        distribution == .equalCentering && visibleCount > 2
    }
}

extension DirectAxis {
    /// How an `equalCentering` stack's optimal layouts vary (``centredTies``).
    enum CentredTie {
        /// Per gap guide (after each arranged view but the last visible one, none after a hidden
        /// one), whether its length varies; the views' lengths are unique.
        case guides([Bool])
        /// Per arranged view, the least and greatest of its optimal lengths (for a view that
        /// varies, bounds: only whether it varies is read, such views being leaves); the guides
        /// are then their least lengths.
        case sizes([SIMD2<Double>])
        /// The arranged views at these offsets (increasing) vary in length, each over bounds of
        /// its optimal lengths (a superset, not a point): one strictly between the first and last
        /// about its unique centre; at an end, moving every inner centre with it; several, each
        /// as though alone (the positions are affine in their lengths, which range over a set
        /// open in every direction of theirs).
        case aboutCentre([Int], [SIMD2<Double>])
        /// The room beside the hidden arranged view at this offset (first or last) varies from its
        /// least up, every visible view's centre moving with it but the far end's.
        case endRoom(Int)
        /// The arranged view at the first offset (a visible end) varies in length over the bounds,
        /// below its greatest, and the room beside the hidden last view (the second offset) from
        /// its least up, each moving the centres as ``aboutCentre(_:_:)`` and ``endRoom(_:)`` do.
        case besideRoom(Int, SIMD2<Double>, Int)
    }

    /// Positions the views of an `equalCentering` stack of three or more visible views whose lengths
    /// are in `sizes` (one share of many when `tied`): centres evenly spaced where they can be, else
    /// the guides' optimal split when the canvas is held and the sizes settled above 149, or the
    /// compression's optimal share when they tie above 149 only (the notes above); false otherwise.
    /// - Complexity: O(arranged views), O(n log n) for the split.
    func placeCentred(
        _ view: Int, _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>, canvasStart: Double, canvas: Double,
        tied: Bool
    ) -> Bool {
        let rooms = endRooms(stack, arranged)
        guard rooms.visible == arranged else {
            return placeBetweenRooms(view, stack, index, arranged, rooms, canvasStart: canvasStart, canvas: canvas, tied: tied)
        }
        // A free canvas one view takes up: that view's length is read below the pulls only.
        if let absorbing = absorbingViews[index] {
            return !tied && placeAbsorbing(stack, arranged, absorbing, canvasStart: canvasStart, canvas: canvas)
        }
        let first = tree.arrangedChild(arranged.lowerBound)
        let last = tree.arrangedChild(arranged.upperBound - 1)
        let total = canvas - (sizes[first] + sizes[last]) / 2
        let gap = total / Double(stack.visibleCount - 1)
        let tolerance = DirectTree.lengthTolerance
        var even = !tied
        var widest = -Double.infinity
        for position in arranged.dropLast() {
            let least = leastGuide(stack, arranged, position)
            even = even && gap >= least - tolerance
            widest = max(widest, least)
        }
        var ranges = DirectBuffer<SIMD2<Double>>()
        let above = levels.priorities.prefix { $0 > StackFamily.equalCenteringPriority }.count
        // A canvas pulled to its least even one: exact where no view may shrink for nothing above
        // the canvas's pulls (a free canvas) or above the guides (another not held) ("A free canvas",
        // "A canvas neither free nor held" in the notes above); past it, the pull is flat and `R`'s
        // optimum is this one.
        if even, let isFree = centringPulls[index], gap <= widest + tolerance {
            guard isSettled(index, isFree: isFree) else { return false }
        }
        guard !even else {
            placeFromCentres(arranged, canvasStart: canvasStart, canvas: canvas) { _ in gap }
            return true
        }
        if tied, placeAboutCentre(stack, index, arranged, canvasStart: canvasStart, canvas: canvas) { return true }
        if tied, centringPulls[index] == false, placeLeastTie(stack, index, arranged, canvasStart: canvasStart, canvas: canvas) {
            return true
        }
        guard isSettledCanvas(view), let plan = plans[index] else { return false }
        guard plan.movableChildren(at: canvas, planStorage, into: &ranges, lanes: above, intervals: true) == 0 else {
            return placeCompressionTie(stack, index, arranged, canvasStart: canvasStart, canvas: canvas, above: above)
        }
        return placeSplit(index, stack, arranged, arranged, canvasStart: canvasStart, canvas: canvas)
    }

    /// The room's optimal split among the guides (``CentredGaps``) of the views `visible` (of the
    /// stack's `arranged`), settled above 149 on a held canvas, its tie recorded; false where it is
    /// not unique other than by that tie.
    /// - Complexity: O(n log n) for n views.
    private func placeSplit(
        _ index: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>, _ visible: Range<Int>, canvasStart: Double, canvas: Double
    ) -> Bool {
        let ends = sizes[tree.arrangedChild(visible.lowerBound)] + sizes[tree.arrangedChild(visible.upperBound - 1)]
        let least = visible.dropLast().map { leastGuide(stack, arranged, $0) }
        guard let split = CentredGaps.split(least: least, total: canvas - ends / 2) else { return false }
        if split.isTied {
            isTied = true
            // Per arranged view: a leading hidden view has no guide after it.
            centredTies[index] = .guides([Bool](repeating: false, count: visible.lowerBound - arranged.lowerBound) + split.moving)
        }
        placeFromCentres(visible, canvasStart: canvasStart, canvas: canvas) { split.lengths[$0] }
        return true
    }

    /// The visible views of an evenly centred stack whose hidden views are at its ends (one at
    /// each at most: the tree takes no others), and the least rooms before and after them (the
    /// spacings of the chain's links there).
    /// - Complexity: O(1).
    func endRooms(_ stack: DirectTree.Stack, _ arranged: Range<Int>) -> (visible: Range<Int>, lead: Double, trail: Double) {
        let (first, last) = tree.visibleEnds(arranged)
        let lead = first > arranged.lowerBound ? tree.spacings[stack.firstSpacing] : 0
        let trail = last < arranged.upperBound - 1 ? tree.spacings[stack.firstSpacing + arranged.count - 2] : 0
        return (first..<(last + 1), lead, trail)
    }

    /// An evenly centred stack with a hidden view at one end or both (the notes above, "Hidden
    /// views at the ends"): each hidden view at its edge, the visible views between the rooms at
    /// their least as without hidden views, or with one room free over its range (a tie,
    /// recorded); false where the views tie, two rooms are free, or the centres cannot spread
    /// evenly and the canvas is not held with the views settled above 149.
    /// - Complexity: O(arranged views), O(n log n) for the split.
    private func placeBetweenRooms(
        _ view: Int, _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>,
        _ rooms: (visible: Range<Int>, lead: Double, trail: Double), canvasStart: Double, canvas: Double, tied: Bool
    ) -> Bool {
        let visible = rooms.visible
        let flipped = axis == 0 && document.rightToLeft
        // The leading edge is the high one of a right-to-left x axis.
        let innerStart = canvasStart + (flipped ? rooms.trail : rooms.lead)
        let inner = canvas - rooms.lead - rooms.trail
        for position in [arranged.lowerBound, arranged.upperBound - 1] where !visible.contains(position) {
            positions[tree.arrangedChild(position)] = (position == arranged.lowerBound) != flipped ? canvasStart : canvasStart + canvas
        }
        guard !tied else {
            return placeBesideRoom(stack, index, arranged, visible, canvas: canvas, innerStart: innerStart, inner: inner)
        }
        let ends = sizes[tree.arrangedChild(visible.lowerBound)] + sizes[tree.arrangedChild(visible.upperBound - 1)]
        let gap = (inner - ends / 2) / Double(visible.count - 1)
        let tolerance = DirectTree.lengthTolerance
        var widest = -Double.infinity
        for position in visible.dropLast() { widest = max(widest, leastGuide(stack, arranged, position)) }
        var ranges = DirectBuffer<SIMD2<Double>>()
        let above = levels.priorities.prefix { $0 > StackFamily.equalCenteringPriority }.count
        guard gap >= widest - tolerance else {
            // Uneven even with the rooms at their least: so they are, and the guides split the rest.
            guard isSettledCanvas(view), let plan = plans[index],
                plan.movableChildren(at: canvas, planStorage, into: &ranges, lanes: above, intervals: true) == 0
            else { return false }
            return placeSplit(index, stack, arranged, visible, canvasStart: innerStart, canvas: inner)
        }
        if let isFree = centringPulls[index], gap <= widest + tolerance {
            guard isSettled(index, isFree: isFree) else { return false }
        }
        placeFromCentres(visible, canvasStart: innerStart, canvas: inner) { _ in gap }
        guard gap > widest + tolerance else { return true }
        // Room to spare: the one room beside a hidden view takes any of it.
        guard visible.lowerBound == arranged.lowerBound || visible.upperBound == arranged.upperBound else { return false }
        isTied = true
        centredTies[index] = .endRoom(visible.lowerBound > arranged.lowerBound ? 0 : arranged.count - 1)
        return true
    }

    /// A tie at every level between a visible end view free downward (no least length) and the
    /// room beside a hidden last view (the design note, section 2, *A free end beside a hidden
    /// view*): the room at its least and the view at the greatest length the guides allow on what
    /// it leaves, `inner`, at most 0, the one vertex of the optimal set, where there the guides
    /// between the other views hold the even guide at their least; the tie recorded. False
    /// elsewhere: a hidden first view, another tie, the view bounded below or held short of that
    /// length by its guide or its own greatest (the optimal set then has two vertices).
    /// - Complexity: O(arranged views + pieces).
    private func placeBesideRoom(
        _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>, _ visible: Range<Int>, canvas: Double, innerStart: Double,
        inner: Double
    ) -> Bool {
        // No pull at 149: the direct solve's optimum is then `H`'s alone.
        let last = visible.count - 1
        guard visible.lowerBound == arranged.lowerBound, visible.upperBound == arranged.upperBound - 1,
            centringPulls[index] == nil, let (offset, interval) = viewTiedWithRoom(index, arranged, canvas: canvas),
            offset == 0 || offset == last, interval.x == -.infinity,
            let greatest = greatestAtEnd(stack, visible, offset, canvas: inner, bound: interval.y), greatest <= 0
        else { return false }
        let count = arranged.count
        let tolerance = DirectTree.lengthTolerance
        let free = tree.arrangedChild(arranged.lowerBound + offset)
        sizes[free] = greatest
        // The corner: the even guide at the widest least of the guides between the other views.
        let ends = sizes[tree.arrangedChild(visible.lowerBound)] + sizes[tree.arrangedChild(visible.upperBound - 1)]
        let gap = (inner - ends / 2) / Double(last)
        let beside = offset == 0 ? 0 : last - 1
        let widest = (0..<last).filter { $0 != beside }.map { leastGuide(stack, arranged, visible.lowerBound + $0) }.max() ?? .infinity
        guard gap <= widest + tolerance else { return false }
        isTied = true
        centredTies[index] = .besideRoom(offset, SIMD2(-.infinity, greatest), count - 1)
        placeFromCentres(visible, canvasStart: innerStart, canvas: inner) { _ in gap }
        return true
    }

    /// The views at their lengths in `sizes` with the guide after the `k`th view `guide(k)` long.
    private func placeFromCentres(
        _ arranged: Range<Int>, canvasStart: Double, canvas: Double, guide: (Int) -> Double
    ) {
        // Offsets from the leading edge: the high edge of a right-to-left x axis.
        let flipped = axis == 0 && document.rightToLeft
        var centre = sizes[tree.arrangedChild(arranged.lowerBound)] / 2
        for (offset, position) in arranged.enumerated() {
            let child = tree.arrangedChild(position)
            if offset > 0 { centre += guide(offset - 1) }
            let start = centre - sizes[child] / 2
            positions[child] = flipped ? canvasStart + canvas - start - sizes[child] : canvasStart + start
        }
    }

    /// A tie at every level between one view and the room (the notes above, "One view free
    /// about its centre", "At an end"): the centres evenly spread, that view at the greatest length
    /// its interval and the guides allow, and the tie recorded; several views and the room, as
    /// ``placeFreeViews`` places them; false where the tie is another, the spacings beside the
    /// fixed views do not allow the even spread, or the view's range is a point.
    /// - Complexity: O(arranged views + pieces).
    private func placeAboutCentre(
        _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>, canvasStart: Double, canvas: Double
    ) -> Bool {
        guard let plan = plans[index] else { return false }
        let count = arranged.count
        var intervals = DirectBuffer<SIMD2<Double>>()
        let moving = plan.movableChildren(at: canvas, planStorage, into: &intervals, intervals: true)
        guard moving >= 2, intervals.count == count + 1 else { return false }
        let tolerance = DirectTree.lengthTolerance
        // The views that vary, and the room (the last child): views compressed alike, the room
        // at its least, are another tie (``placeCompressionTie``).
        let varying = (0...count).filter { intervals[$0].y - intervals[$0].x > tolerance }
        guard varying.count == moving, varying.last == count else { return false }
        guard varying.count == 2, case let offset = varying[0] else {
            return placeFreeViews(stack, index, arranged, Array(varying.dropLast()), intervals, canvasStart: canvasStart, canvas: canvas)
        }
        guard let greatest = greatestLength(stack, arranged, offset, canvas: canvas, bound: intervals[offset].y),
            greatest - intervals[offset].x > tolerance
        else { return false }
        sizes[tree.arrangedChild(arranged.lowerBound + offset)] = greatest
        isTied = true
        centredTies[index] = .aboutCentre([offset], [SIMD2(intervals[offset].x, greatest)])
        placeEvenly(arranged, canvasStart: canvasStart, canvas: canvas)
        return true
    }

    /// The one arranged view of stack `index` whose length ties with the room (the plan's child
    /// after the views) at every level on `canvas`: its offset and its optimal interval; nil where
    /// the tie is not between one view and the room.
    /// - Complexity: O(arranged views + pieces).
    private func viewTiedWithRoom(_ index: Int, _ arranged: Range<Int>, canvas: Double) -> (offset: Int, interval: SIMD2<Double>)? {
        guard let plan = plans[index] else { return nil }
        let count = arranged.count
        var intervals = DirectBuffer<SIMD2<Double>>()
        guard plan.movableChildren(at: canvas, planStorage, into: &intervals, intervals: true) == 2, intervals.count == count + 1
        else { return nil }
        let varying = (0...count).filter { intervals[$0].y - intervals[$0].x > DirectTree.lengthTolerance }
        guard varying.count == 2, varying[1] == count else { return nil }
        return (varying[0], intervals[varying[0]])
    }

    /// A tie at every level between one view and the room on a canvas neither free nor held whose
    /// pull took it where that view, at its least optimal length, leaves the even guides no room to
    /// grow (the range ``placeAboutCentre`` declines as a point): that view at its least, the
    /// centres evenly spread, no tie. Every optimum of the whole document is a point of the direct
    /// solve's tie with the guides' cost 0, and that point is the only one (the design note,
    /// section 2, *A view free upward on the pulled canvas*). False where more than one view
    /// varies, a view may shrink for nothing above 149, or the range is not a point.
    /// - Complexity: O(arranged views + pieces).
    private func placeLeastTie(
        _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>, canvasStart: Double, canvas: Double
    ) -> Bool {
        guard isSettled(index, isFree: false), let (offset, interval) = viewTiedWithRoom(index, arranged, canvas: canvas)
        else { return false }
        // The guides' slacks fall as the view grows: at its least they all hold, and only there.
        let least = interval.x
        guard let greatest = greatestLength(stack, arranged, offset, canvas: canvas, bound: interval.y),
            abs(greatest - least) <= DirectTree.lengthTolerance
        else { return false }
        sizes[tree.arrangedChild(arranged.lowerBound + offset)] = least
        placeEvenly(arranged, canvasStart: canvasStart, canvas: canvas)
        return true
    }

    /// The views of a free canvas that the view at `absorbing.offset` takes up (``absorbingView(_:_:_:)``;
    /// the design note, section 2, *A view taking up a free canvas*): the others at their least-cost
    /// lengths, that view at the greatest length the guides allow even on the canvas the pulls
    /// took, at most its least-cost one, the centres evenly spread; false where a guide between
    /// two other views cannot hold its least there.
    /// - Complexity: O(arranged views).
    private func placeAbsorbing(
        _ stack: DirectTree.Stack, _ arranged: Range<Int>, _ absorbing: (offset: Int, lengths: [Double]), canvasStart: Double, canvas: Double
    ) -> Bool {
        for (offset, length) in absorbing.lengths.enumerated() where offset != absorbing.offset {
            sizes[tree.arrangedChild(arranged.lowerBound + offset)] = length
        }
        let least = absorbing.lengths[absorbing.offset]
        guard let greatest = greatestLength(stack, arranged, absorbing.offset, canvas: canvas, bound: least) else { return false }
        sizes[tree.arrangedChild(arranged.lowerBound + absorbing.offset)] = greatest
        placeEvenly(arranged, canvasStart: canvasStart, canvas: canvas)
        return true
    }

    /// Places the views `arranged` with their centres evenly spread on `canvas`, the first and
    /// last at its edges.
    /// - Complexity: O(arranged views).
    private func placeEvenly(_ arranged: Range<Int>, canvasStart: Double, canvas: Double) {
        let ends = sizes[tree.arrangedChild(arranged.lowerBound)] + sizes[tree.arrangedChild(arranged.upperBound - 1)]
        let gap = (canvas - ends / 2) / Double(arranged.count - 1)
        placeFromCentres(arranged, canvasStart: canvasStart, canvas: canvas) { _ in gap }
    }

    /// The greatest length of the view at `offset` of an evenly centred stack on `canvas`, at most
    /// `bound`, for which every guide holds its least (the notes above, "One view free about its
    /// centre", "At an end"): at an end, ``greatestAtEnd(_:_:_:canvas:bound:)``; strictly between,
    /// its two guides bound it, `2(w − max(sp_{j−1} + s_{j−1}/2, sp_j + s_{j+1}/2))` with `w` the
    /// even guide. Nil where a guide between two other views cannot hold its least, or (at an end)
    /// some bound is not finite.
    /// - Complexity: O(arranged views).
    private func greatestLength(
        _ stack: DirectTree.Stack, _ arranged: Range<Int>, _ offset: Int, canvas: Double, bound: Double
    ) -> Double? {
        let count = arranged.count
        if offset == 0 || offset == count - 1 { return greatestAtEnd(stack, arranged, offset, canvas: canvas, bound: bound) }
        let ends = sizes[tree.arrangedChild(arranged.lowerBound)] + sizes[tree.arrangedChild(arranged.upperBound - 1)]
        let gap = (canvas - ends / 2) / Double(count - 1)
        // Each guide between fixed views holds its spacing; the free view's two bound its length.
        for k in 0..<(count - 1) where k != offset - 1 && k != offset {
            guard gap >= leastGuide(stack, arranged, arranged.lowerBound + k) - DirectTree.lengthTolerance else { return nil }
        }
        let before = tree.spacings[stack.firstSpacing + offset - 1] + sizes[tree.arrangedChild(arranged.lowerBound + offset - 1)] / 2
        let after = tree.spacings[stack.firstSpacing + offset] + sizes[tree.arrangedChild(arranged.lowerBound + offset + 1)] / 2
        return min(bound, 2 * (gap - max(before, after)))
    }

    /// A tie at every level between two or more views (at `offsets`, increasing) and the room (the
    /// notes above, "Several views free"): placed where every free view is at its least optimal
    /// length, those unbounded below at one length, the greatest at most 0 and their greatest at
    /// which every guide holds its least,
    /// the centres evenly spread, and the tie recorded; false where some guide cannot then hold
    /// its least with room to spare (the optimal set is not open in every free view's direction,
    /// or the centres cannot spread evenly).
    /// - Complexity: O(arranged views × free views).
    private func placeFreeViews(
        _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>, _ offsets: [Int], _ intervals: borrowing DirectBuffer<SIMD2<Double>>,
        canvasStart: Double, canvas: Double
    ) -> Bool {
        let count = arranged.count
        let steps = Double(count - 1)
        let tolerance = DirectTree.lengthTolerance
        var lengths = arranged.map { sizes[tree.arrangedChild($0)] }
        // The free views at their least; those unbounded below at 0 for now, `m` below.
        var unbounded = [Bool](repeating: false, count: count)
        var highest = 0.0
        for offset in offsets {
            let interval = intervals[offset]
            unbounded[offset] = !interval.x.isFinite
            lengths[offset] = unbounded[offset] ? 0 : interval.x
            if unbounded[offset] { highest = min(highest, interval.y) }
        }
        // Guide k's slack, `w − sp_k − (L_k + L_{k+1})/2`, falls as any length grows: its
        // coefficient on the first and last views' `−1/(2(n − 1))` each, on its two views' `−½`.
        func weight(_ view: Int, _ guide: Int) -> Double {
            (view == 0 || view == count - 1 ? 1 / (2 * steps) : 0) + (view == guide || view == guide + 1 ? 0.5 : 0)
        }
        var shared = highest
        for guide in 0..<(count - 1) {
            let gap = (canvas - (lengths[0] + lengths[count - 1]) / 2) / steps
            let slack = gap - tree.spacings[stack.firstSpacing + guide] - (lengths[guide] + lengths[guide + 1]) / 2
            let falling = offsets.reduce(0.0) { $0 + (unbounded[$1] ? weight($1, guide) : 0) }
            if falling > 0 {
                // Unbounded below: lowering those views opens it as far as needed.
                shared = min(shared, slack / falling)
            } else if offsets.contains(where: { weight($0, guide) > 0 }) {
                guard slack > tolerance else { return false }
            } else {
                guard slack >= -tolerance else { return false }
            }
        }
        var ranges: [SIMD2<Double>] = []
        for offset in offsets {
            if unbounded[offset] { lengths[offset] = shared }
            sizes[tree.arrangedChild(arranged.lowerBound + offset)] = lengths[offset]
            ranges.append(intervals[offset])
        }
        isTied = true
        centredTies[index] = .aboutCentre(offsets, ranges)
        let gap = (canvas - (lengths[0] + lengths[count - 1]) / 2) / steps
        placeFromCentres(arranged, canvasStart: canvasStart, canvas: canvas) { _ in gap }
        return true
    }

    /// The greatest length of the free view at the end `offset` (first or last) of an evenly centred
    /// stack for which every guide holds its least (the notes above, "At an end"): with `D` the
    /// canvas less half the other end's length, the guide `w = (D − L/2)/(n − 1)` falls as `L` grows,
    /// so each guide's least bounds `L` above: `2(D − (n − 1)·g_k)` for a guide `g_k` between fixed
    /// views, `2(D − (n − 1)(sp + s/2))/n` for the one beside the free view (its neighbour `s`).
    /// `bound` is the view's own greatest; nil where some bound is not finite.
    /// - Complexity: O(arranged views).
    private func greatestAtEnd(
        _ stack: DirectTree.Stack, _ arranged: Range<Int>, _ offset: Int, canvas: Double, bound: Double
    ) -> Double? {
        let count = arranged.count
        let other = tree.arrangedChild(offset == 0 ? arranged.upperBound - 1 : arranged.lowerBound)
        let reach = canvas - sizes[other] / 2
        let steps = Double(count - 1)
        // The guide beside the free view: after it when first, before it when last.
        let beside = offset == 0 ? 0 : count - 2
        let neighbour = tree.arrangedChild(arranged.lowerBound + (offset == 0 ? 1 : count - 2))
        var greatest = min(bound, 2 * (reach - steps * (tree.spacings[stack.firstSpacing + beside] + sizes[neighbour] / 2)) / Double(count))
        for k in 0..<(count - 1) where k != beside {
            greatest = min(greatest, 2 * (reach - steps * leastGuide(stack, arranged, arranged.lowerBound + k)))
        }
        return greatest.isFinite ? greatest : nil
    }

    /// A held canvas whose views tie above 149 with the room at its least (a compressed stack whose
    /// views resist alike): the guides are their least lengths, and the tie's share is settled at
    /// 149 by `P` (the notes above, "A tie above 149"). Placed, and its tie recorded, or false.
    /// - Complexity: O(arranged views + pieces).
    private func placeCompressionTie(
        _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>, canvasStart: Double, canvas: Double, above: Int
    ) -> Bool {
        guard let plan = plans[index] else { return false }
        let count = arranged.count
        // The truncated intervals, and the same at every level: the views' costs are then one slope
        // over the tie, their sum constant on it.
        var truncated = DirectBuffer<SIMD2<Double>>()
        var whole = DirectBuffer<SIMD2<Double>>()
        guard plan.movableChildren(at: canvas, planStorage, into: &truncated, lanes: above, intervals: true) > 0,
            plan.movableChildren(at: canvas, planStorage, into: &whole, intervals: true) > 0,
            truncated.count == count + 1, whole.count == count + 1
        else { return false }
        let tolerance = DirectTree.lengthTolerance
        for child in 0...count where abs(truncated[child].x - whole[child].x) > tolerance || abs(truncated[child].y - whole[child].y) > tolerance {
            return false
        }
        // The room (the last child) at its least; the tied views from their greatest lengths.
        guard truncated[count].y - truncated[count].x <= tolerance else { return false }
        var deficit: Double = 0
        var upper = [Double](repeating: 0, count: count)
        for (offset, position) in arranged.enumerated() {
            let child = tree.arrangedChild(position)
            let interval = truncated[offset]
            let varies = interval.y - interval.x > tolerance
            upper[offset] = varies ? interval.y : sizes[child]
            deficit += upper[offset] - sizes[child]
        }
        guard deficit > tolerance else { return false }
        // The guides at δ = 0 and the subgradient ρ (+1 above the first guide, else −1).
        let guides = (0..<(count - 1)).map { k in
            tree.spacings[stack.firstSpacing + k] + (upper[k] + upper[k + 1]) / 2
        }
        let u = guides[0]
        let signs = guides.map { $0 > u ? 1.0 : -1.0 }
        let sum = signs.dropFirst().reduce(0, +)
        // Shrinking the first two views moves w_0: their gradients ½Σρ and ½(Σρ − ρ_1) must exceed −1.
        let firstVaries = truncated[0].y - truncated[0].x > tolerance
        let secondVaries = truncated[1].y - truncated[1].x > tolerance
        guard !firstVaries || sum / 2 > -1, !secondVaries || (sum - signs[1]) / 2 > -1 else { return false }
        // E: the tied views with both guides above u, each able to take c̃ at once.
        var capacity = [Double](repeating: 0, count: count)
        var capacityTotal: Double = 0
        var capacityMost: Double = 0
        for offset in 2..<max(2, count - 1) where truncated[offset].y - truncated[offset].x > tolerance
            && signs[offset - 1] > 0 && signs[offset] > 0
        {
            guard tree.lastChild(of: tree.arrangedChild(arranged.lowerBound + offset)) < 0 else { return false }
            let own = truncated[offset].y - truncated[offset].x
            capacity[offset] = min(own, guides[offset - 1] - u, guides[offset] - u)
            capacityTotal += capacity[offset]
            capacityMost = max(capacityMost, capacity[offset])
        }
        guard capacityTotal - capacityMost >= deficit + tolerance else { return false }
        var remaining = deficit
        var lengths = [SIMD2<Double>](repeating: .zero, count: count)
        for (offset, position) in arranged.enumerated() {
            let child = tree.arrangedChild(position)
            let given = min(capacity[offset], remaining)
            remaining -= given
            sizes[child] = upper[offset] - given
            lengths[offset] = SIMD2(repeating: sizes[child])
            if capacity[offset] > 0 {
                let most = min(deficit, truncated[offset].y - truncated[offset].x, 2 * (guides[offset - 1] - u), 2 * (guides[offset] - u))
                lengths[offset] = SIMD2(upper[offset] - most, upper[offset])
            }
        }
        isTied = true
        centredTies[index] = .sizes(lengths)
        placeFromCentres(arranged, canvasStart: canvasStart, canvas: canvas) { leastGuide(stack, arranged, arranged.lowerBound + $0) }
        return true
    }

    /// The pull at 149 of an `equalCentering` stack's guides on a canvas that is not held (the notes
    /// above, "A free canvas", "A canvas neither free nor held"): along the stack's length, `insets`
    /// past its canvas, below the least canvas `C_e` on which its views' centres spread evenly at
    /// their least-cost lengths, one unit a point on a free canvas (``isCanvasFree(_:)``) and
    /// `1/(v − 1)` elsewhere, nothing above it; on a free canvas with free views, below the least
    /// canvas the guides between the other views allow even (``leastEvenCanvas(_:_:freeViews:)``;
    /// the design note, section 2, *Free views on a free canvas*); nil where the canvas is held
    /// (``isHeld(_:)``), a view's least-cost length is not unique (but for those free views, and
    /// on a canvas not free, where such a view counts at the least of them), that
    /// least canvas is -∞, or (not free) the centres spread evenly from the least canvas up. Its
    /// views' costs are on top of the pending functions.
    /// - Complexity: O(arranged views + their knots), O(depth × siblings) for the hold.
    func centringPull(_ view: Int, _ index: Int, _ arranged: Range<Int>, insets: Double) -> CostFunction<Lanes>? {
        let isFree = isCanvasFree(view)
        guard isFree || !isHeld(view) else { return nil }
        // A free canvas one view takes up: the guides cost nothing on any canvas, so no pull.
        if isFree, let absorbing = absorbingView(view, index, arranged) {
            absorbingViews[index] = absorbing
            return nil
        }
        // A free canvas with free views: the least canvas the guides between its other views
        // allow even; none where no guide is between two of them (the pull at 50 alone then
        // takes the canvas).
        guard let (least, shortest, steps) = leastEvenCanvas(index, arranged, upward: !isFree)
            ?? (isFree ? leastEvenCanvas(index, arranged, freeViews: true) : nil), least.isFinite
        else { return nil }
        var below = LexSlope<Lanes>.unit(lane: levels.lane(StackFamily.equalCenteringPriority))
        if !isFree {
            // Where the centres spread evenly on `C_0`, they do on every longer canvas, and `R`
            // is exact.
            guard least > shortest + DirectTree.lengthTolerance else { return nil }
            // Less than the guides' least fall, `1/(v − 2)` a point below `C_e`.
            below.denominator = Int32(steps)
        }
        centringPulls[index] = isFree
        return arena.vee(at: least + insets, below: below, above: .zero)
    }

    /// The view of free canvas `view`'s stack `index` (its views `arranged`, all visible, their
    /// costs on top of the pending functions) that takes up any canvas, and every view's least-cost
    /// length: the one view whose cost truncated to the levels down to the canvas's top pull (the
    /// root's at 50, else the canvas fit at 49) is flat over all reals, at an end or between the
    /// only two others (no guide between two other views), every view's full cost least at one
    /// length only, each other one costing more at every shorter length at the levels above the
    /// highest that view's cost reads. Then `P = 0` on every canvas with any other lengths (that
    /// view's length spreads the centres evenly), so the pull alone takes the canvas; each other
    /// view's growth only lowers the bound the guides put on that view's length, below its least,
    /// and its shrinking costs above where that view's gain is read: the design note, section 2,
    /// *A view taking up a free canvas*. Nil elsewhere.
    /// - Complexity: O(arranged views + their knots).
    private func absorbingView(_ view: Int, _ index: Int, _ arranged: Range<Int>) -> (offset: Int, lengths: [Double])? {
        let stack = tree.stacks[index]
        guard endRooms(stack, arranged).visible == arranged else { return nil }
        let pull = view == 0 ? ViewConstraintBuilder.fittingSizePriority : StackFamily.canvasFitPriority
        let flat = levels.priorities.prefix { $0 >= pull }.count
        let count = arranged.count
        guard let absorbing = (0..<count).first(where: { arena.isFlat(childFunction($0), lanes: flat) }),
            absorbing == 0 || absorbing == count - 1 || count == 3
        else { return nil }
        // The highest level that view's cost reads (its first slope's: convex, so every slope
        // left of its least is 0 above it); the others must rise below their least above it.
        let slope = childFunction(absorbing).slope0
        guard let reads = (flat..<levels.priorities.count).first(where: { slope.truncated(toLanes: $0 + 1).sign != 0 }) else {
            return nil
        }
        var lengths: [Double] = []
        lengths.reserveCapacity(count)
        for offset in 0..<count {
            let function = childFunction(offset)
            guard let (length, isUnique) = arena.minimum(function), isUnique,
                offset == absorbing || arena.risesBelow(function, at: length, lanes: reads)
            else { return nil }
            lengths.append(length)
        }
        return (absorbing, lengths)
    }

    /// The canvases of stack `index` (its views `arranged`, their costs on top of the pending
    /// functions) with its visible views at their least-cost lengths `s_k`: `C_e`, the least on
    /// which their centres spread evenly, `(s_0 + s_last)/2 + (v − 1)·max_k L_k` with `L_k` the
    /// least guides, and `C_0`, the rooms and spacings at their least (both with the rooms beside
    /// hidden views at the ends at their least, "Hidden views at the ends"); and `v − 1`. Nil
    /// where a visible view's least-cost length is not unique; with `upward` (a canvas neither
    /// free nor held), such a view counts at the least of them: every optimum has it there or
    /// longer, and a longer view only raises `C_e` (the design note, section 2, *A view free
    /// upward on the pulled canvas*).
    ///
    /// With `freeViews`, `C_e` is the least canvas of the stack's lone layout on which its centres
    /// spread evenly where some visible views are *free* (a cost zero at every length over all
    /// reals: no intrinsic size, nothing else reading it; the builders bound no view's length below
    /// 0) and every other one *rises below* its unique least-cost length `s_k` above the pulls at 50
    /// and 49 (its cost truncated to the levels above them higher at every shorter length; it may
    /// grow for nothing, which only lengthens the least canvas), `C_0` then NaN (not read).
    /// Above 50 nothing but the guides reads the canvas, and a long enough canvas spreads any
    /// lengths evenly: every lone optimum has the lengths `s_k` and equal guides
    /// `G ≥ L_k = sp_k + (w_k + w_{k+1})/2`, each free length `w_j` anything. The canvas
    /// `(w_first + w_last)/2 + (v − 1)·G` (the rooms beside hidden views at the ends at their least,
    /// above that) so takes every value from `(s_first + s_last)/2 + (v − 1)·max L_k` up, the max
    /// over the guides between two views not free (a guide beside a free view holds nothing: that
    /// length can fall without end), and every value where a free view is at an end (its half
    /// length in the sum) or no guide is between two views not free: -∞ then. Nil where no visible
    /// view is free, or another may shrink for nothing above the pulls (its length could trade
    /// against them). Design note, section 2, "Proportions", *A free view*.
    /// - Complexity: O(arranged views + their knots).
    private func leastEvenCanvas(
        _ index: Int, _ arranged: Range<Int>, freeViews: Bool = false, upward: Bool = false
    ) -> (even: Double, shortest: Double, steps: Int)? {
        let stack = tree.stacks[index]
        let rooms = endRooms(stack, arranged)
        let visible = (rooms.visible.lowerBound - arranged.lowerBound)..<(rooms.visible.upperBound - arranged.lowerBound)
        var above = 0
        if freeViews {
            guard visible.contains(where: { childFunction($0).isFree }) else { return nil }
            let pulls = max(ViewConstraintBuilder.fittingSizePriority, StackFamily.canvasFitPriority)
            above = levels.priorities.prefix { $0 > pulls }.count
        }
        // The least-cost lengths, NaN for a free view.
        var lengths: [Double] = []
        lengths.reserveCapacity(visible.count)
        for offset in visible {
            let function = childFunction(offset)
            if freeViews && function.isFree {
                lengths.append(.nan)
                continue
            }
            guard let (length, isUnique) = arena.minimum(function),
                freeViews ? isUnique && arena.risesBelow(function, at: length, lanes: above) : isUnique || upward
            else { return nil }
            lengths.append(length)
        }
        let steps = visible.count - 1
        guard !lengths[0].isNaN, !lengths[steps].isNaN else { return (-.infinity, .nan, steps) }
        var widest = -Double.infinity
        var shortest = rooms.lead + rooms.trail + lengths.reduce(0, +)
        for k in 0..<steps {
            let spacing = tree.spacings[stack.firstSpacing + visible.lowerBound + k]
            shortest += spacing
            // A guide beside a free view holds nothing.
            guard !lengths[k].isNaN, !lengths[k + 1].isNaN else { continue }
            widest = max(widest, spacing + (lengths[k] + lengths[k + 1]) / 2)
        }
        return (rooms.lead + rooms.trail + (lengths[0] + lengths[steps]) / 2 + Double(steps) * widest, shortest, steps)
    }

    /// The fitting size along the axis of stack `view` (`index`, its views `arranged`, their
    /// costs on top of the pending functions) that a `fillProportionally` stack along the axis
    /// arranges: its subtree laid out alone with its size pulled to 0 at 50, where that is unique.
    /// `function` is its cost before any pull of its guides (the views' series, `insets` past its
    /// canvas, and the canvas fit at 49). Alone, the stack is a root without a size of its own: a
    /// free canvas ("A free canvas" in the notes above), so its lone optimum is that of `function`
    /// with the free pull at 149 below `C_e` and the pull at 50, taken as the direct solve takes
    /// a free root: where its canvas is past `C_e` (the pull flat around it: `R`'s optimum, which
    /// spreads the centres evenly), or at `C_e` with no view able to shrink for nothing above the
    /// pulls at 50 and 49 there. Nil elsewhere (a canvas short of `C_e`, a length not unique), and where the stack's
    /// own size along the axis is read by its `width` (`height`), an intrinsic size or a size term
    /// (its canvas then not free alone). With free views (``leastEvenCanvas(_:_:freeViews:)``), the
    /// pull at 50 takes the least canvas the guides allow even, or 0. Design note, section 2,
    /// "Proportions".
    /// - Complexity: O(arranged views + their knots + pieces).
    func centredFittingSize(
        _ view: Int, _ index: Int, _ arranged: Range<Int>, _ function: CostFunction<Lanes>, insets: Double
    ) -> Double? {
        let sizing = tree.sizing(view, axis: axis)
        guard sizing.shorthand.isNaN, sizing.intrinsic.isNaN, !document.sizeTerms.names(view, axis: axis) else { return nil }
        // Every lone optimum is even on each canvas from the least up, and on no shorter one: the
        // size `|x|` at 50 takes is the least (`x` the canvas and `insets`), or 0 within reach.
        if let (least, _, _) = leastEvenCanvas(index, arranged, freeViews: true) { return max(0, least + insets) }
        guard let (even, _, _) = leastEvenCanvas(index, arranged) else { return nil }
        let pull = arena.vee(at: even + insets, below: .unit(lane: levels.lane(StackFamily.equalCenteringPriority)), above: .zero)
        let lone = arena.sum(
            arena.sum(function, pull), arena.pullToZero(lane: levels.lane(ViewConstraintBuilder.fittingSizePriority)))
        guard let (size, isUnique) = arena.minimum(lone), isUnique else { return nil }
        let canvas = size - insets
        let tolerance = DirectTree.lengthTolerance
        guard canvas >= even - tolerance, canvas > even + tolerance || isSettled(index, isFree: true) else {
            return nil
        }
        return size
    }

    /// Whether view `view` is a stack holding its centres evenly along the axis.
    /// - Complexity: O(1).
    func centresEvenlyAlong(_ view: Int) -> Bool {
        let index = Int(tree.stackIndex[view])
        return index >= 0 && tree.stacks[index].axis == axis && tree.stacks[index].centresEvenly
    }

    /// Whether the guides at 149 cannot trade against stack `index`'s views: each costs more, at
    /// the levels above the pulls on a free canvas (the root's fitting pull at 50, the canvas fit
    /// at 49) or above the guides' 149 on one neither free nor held, at every length below its
    /// least-cost one. It may grow for nothing there: the least even canvas `C_e` grows with it,
    /// so neither the pulls nor the guides' bound gain by it, and every optimum keeps it at its
    /// least ("A free canvas", "A canvas neither free nor held" in the notes above; the design
    /// note, section 2, *Views free only upward*).
    /// - Complexity: O(pieces).
    private func isSettled(_ index: Int, isFree: Bool) -> Bool {
        guard let plan = plans[index] else { return false }
        let pulls = isFree ? max(ViewConstraintBuilder.fittingSizePriority, StackFamily.canvasFitPriority) : StackFamily.equalCenteringPriority
        let above = levels.priorities.prefix { $0 > pulls }.count
        return plan.risesBelowStarts(planStorage, lanes: above)
    }

    /// Whether nothing but its own cost reads the length of stack `view` along the axis: the root
    /// (or a plain subview floating along the axis: pinned on one edge or its centre) without a
    /// `width` or `height`, an intrinsic size or a size term along the axis.
    /// - Complexity: O(log terms + its superview's plain subviews).
    private func isCanvasFree(_ view: Int) -> Bool {
        let sizing = tree.sizing(view, axis: axis)
        guard sizing.shorthand.isNaN, sizing.intrinsic.isNaN, !document.sizeTerms.names(view, axis: axis) else { return false }
        guard view > 0 else { return true }
        guard !tree.isArranged[view],
            let position = tree.plainRange(of: Int(tree.parents[view])).first(where: { tree.plainChild($0) == view }),
            let hold = document.pins[position].hold(axis: axis)
        else { return false }
        return hold != .edges
    }

    /// The least length of the gap guide from the centre of the view at `position` (of the stack's
    /// `arranged` views, hidden ones counted) to the next one's: their half lengths and the
    /// spacing between them.
    private func leastGuide(_ stack: DirectTree.Stack, _ arranged: Range<Int>, _ position: Int) -> Double {
        let spacing = tree.spacings[stack.firstSpacing + position - arranged.lowerBound]
        return spacing + (sizes[tree.arrangedChild(position)] + sizes[tree.arrangedChild(position + 1)]) / 2
    }

    /// Whether required constraints alone hold `view`'s size along the axis (``heldSize(_:root:across:)``).
    /// - Complexity: O(depth × siblings).
    func isHeld(_ view: Int) -> Bool { heldSize(view) != nil }

    /// Whether every optimum gives stack `view` one length along the axis, as the direct solve's,
    /// before the guides' 149 is read: held by required constraints alone (``isHeld(_:)``), or
    /// filling (as ``heldSize(_:root:across:)`` follows it) a view arranged across an aligned stack
    /// of held canvas whose own cost truncated to the levels above 149 is least at its size only,
    /// or the root whose cost truncated so is ("Settled above the guides" in the notes above).
    /// Read once the root is placed.
    /// - Complexity: O(depth × siblings + the root's knots).
    private func isSettledCanvas(_ view: Int) -> Bool {
        if heldSize(view, across: true) != nil { return true }
        guard heldSize(view, root: sizes[0]) != nil, let root = rootCost else { return false }
        let above = levels.priorities.prefix { $0 > StackFamily.equalCenteringPriority }.count
        return arena.isOnlyMinimum(root, at: sizes[0], lanes: above)
    }

    /// The size required constraints alone hold `view` at along the axis: its own `width` or
    /// `height`, or a held superview's less the insets where it fills it (pinned on both edges,
    /// arranged across a `fill`-aligned stack or tied to its canvas); nil where nothing holds it.
    /// A root without a size of its own is taken as `root` long (nil for none): the size `view`
    /// then has wherever the root does. With `across`, a view arranged across an aligned stack of
    /// held canvas whose own cost truncated to the levels above 149 is least at its clip's size
    /// only (``DirectAxis/settledClips``) is taken as its size: the one it has in every solution
    /// optimal above 149 (``isSettledCanvas(_:)``).
    /// - Complexity: O(depth × siblings), O(settled clips) more with `across`.
    func heldSize(_ view: Int, root: Double = .nan, across: Bool = false) -> Double? {
        let shorthand = tree.sizing(view, axis: axis).shorthand
        guard shorthand.isNaN else { return shorthand }
        guard view > 0 else { return root.isNaN ? nil : root }
        let parent = Int(tree.parents[view])
        let index = Int(tree.stackIndex[parent])
        if tree.isArranged[view] {
            guard index >= 0, tree.stacks[index].axis != axis else { return nil }
            // An optional tie holds nothing by required constraints alone.
            let isOptional = !document.optionalTies.isEmpty && !document.optionalTies[view].isNaN
            let offset = crossTies.isEmpty || isOptional ? Double.nan : crossTies[view]
            if across, tree.stacks[index].alignment != .fill, offset.isNaN, settledClips.contains(Int32(view)), isHeld(parent) {
                return sizes[view]
            }
            guard tree.stacks[index].alignment == .fill || !offset.isNaN, let outer = heldSize(parent, root: root, across: across)
            else { return nil }
            let (low, high) = canvasInsets(tree.stacks[index])
            return outer - low - high + (offset.isNaN ? 0 : offset)
        }
        guard index < 0,
            let position = tree.plainRange(of: parent).first(where: { tree.plainChild($0) == view }),
            document.pins[position].hold(axis: axis) == .edges, let outer = heldSize(parent, root: root, across: across)
        else { return nil }
        return outer + document.pins[position].high[axis] - document.pins[position].low[axis]
    }
}
