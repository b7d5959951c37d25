/// Across a horizontal stack aligned by its views' first baselines (design note, section 2,
/// "Baselines"). Along y, with the canvas's top at 0 and height `C`, the stack's `UISV-*` families
/// hold the row's baseline `B` (every arranged view's, `UISV-alignment`) and each visible view's
/// top `t` and height `h` in the canvas (`UISV-spanning-boundary` to the spacer, which the canvas
/// connections make the canvas itself): `0 ≤ t`, `t + h ≤ C`; they pull `C` at 51 (the spanner)
/// and the stack at 49 (`UISV-canvas-fit`), and every view's `h` to 0 at 25. A view's baseline is
/// `t + b` (a `firstFromTop` `b`, or a nested stack's fixed offset) or `t + h − e` (`e` above its
/// bottom: 0 for a leaf, a nested stack's bottom margin).
///
/// Where the visible views measure their baselines all from their tops, `t = B − b`: the bounds
/// are `B ≥ b` and `h ≤ C − B + b`, so each view's cost, its clip (``KnotArena/clippedAbove(_:pulledToZeroAt:)``),
/// is read at `C − B + b`; a clip does not increase with its room, so the least cost over `B` is
/// at the least `B`, `b* = max b` (ties only where every clip is flat there): the canvas's cost is
/// `Σ clip_k(C − (b* − b_k))`, each clip shifted by its view's room above it. All from their
/// bottoms (`t = B + e − h`: `h ≤ B + e`, `B ≤ C − e`), the mirror image: the least at the greatest
/// `B`, `C − e*` with `e* = max e`, each clip read at `C − (e* − e_j)`.
/// Where every visible view is below its room's clip, `B` moves freely by the least of those
/// slacks (a floating row: every arranged view's position varies, as the simplex reports it).
///
/// Mixed (some from their tops, some from their bottoms): with `u = C − B` the room below the
/// baseline, the bottom views cost `M(B) = Σ clip_j(B + e_j)` over `B ≥ b*` (the top views' `t ≥ 0`)
/// and the top views `T(u) = Σ clip_k(u + b_k)` over `u ≥ e*` (the bottom views' `B ≤ C − e_j`), nothing
/// else reading `B`: the canvas's cost is their infimal convolution at `B + u = C`, two children
/// in series (``SeriesPlan``), and `B` is the plan's share of the canvas: a tie past the plan's
/// starts floats the row, one short of them declines.
extension DirectAxis {
    /// The canvas's cost of the baseline row of stack `view` (stack `index`)'s `arranged` views,
    /// with its spanner's fit; their clips written to `clips`, a mixed row's plan to `plans`.
    /// Nil where the row is declined.
    func baselineCost(_ view: Int, _ index: Int, _ arranged: Range<Int>) -> CostFunction<Lanes>? {
        guard let row = tree.baselineRows[Int32(view)], !row.fills || picksFill(row, view, index, arranged) else { return nil }
        let reach = baselineReach(row, arranged, fromTop: row.visibleFromTop || row.mixed)
        scratch.removeAll()
        var atBottoms: CostFunction<Lanes>? = nil
        for position in arranged {
            let offset = position - arranged.lowerBound
            let child = tree.arrangedChild(position)
            if !crossTies.isEmpty, case let tied = crossTies[child], !tied.isNaN {
                // Declined in a mixed row (its baseline trades between the groups).
                guard !row.mixed else { return nil }
                let own = arena.sum(childFunction(offset), arena.pullToZero(lane: suppressionLane))
                if tree.isHidden[child] {
                    // Outside the spanner a hidden view tied to the canvas is `C + d` (design
                    // note, section 5, *A tie in a baseline row of several*).
                    scratch.append(arena.shifted(own, by: -tied))
                    continue
                }
                // A required tie past the canvas taken broken fills the child's room: its own cost
                // read there, not its clip (design note, section 5, *Several views in a baseline
                // row*); declined where the child is bounded above (its witnesses grow it; held, it
                // need not fill its room where the canvas is held too, the tie's error then
                // constant). One met makes the child `C + d`, within its room at the row's
                // baseline where `d` is at most its offset less the reach (*A tie in a baseline
                // row of several*).
                let shortfall = reach - row.offsets[offset]
                if isBrokenTie(child) {
                    guard childFunction(offset).hi == .infinity else { return nil }
                    scratch.append(arena.shifted(own, by: shortfall))
                } else if let priority = optionalTie(child) {
                    // Optional: its least cost in its room with the tie's error, the room
                    // `shortfall` short of the canvas (*A tie in a baseline row of several*).
                    let offsetInRoom = min(tied + shortfall, 0)
                    guard appendTiedCost(
                        own, of: child, offset: offsetInRoom, priority: priority, arrangedCount: arranged.count, shortfall: shortfall)
                    else { return nil }
                } else {
                    guard tied <= -shortfall else { return nil }
                    scratch.append(arena.shifted(own, by: -tied))
                }
                continue
            }
            guard let clipped = arena.clippedAbove(childFunction(offset), pulledToZeroAt: suppressionLane) else { return nil }
            clips[child] = Clip(minimum: clipped.minimum, isUnique: clipped.isUnique)
            // Outside the spanner a hidden view takes its own least-cost size: a constant.
            if tree.isHidden[child] { continue }
            if !row.mixed {
                scratch.append(arena.shifted(clipped.function, by: reach - row.offsets[offset]))
            } else if row.fromTop[offset] {
                // `clip_k(u + b_k)`, a function of the room `u` below the baseline.
                scratch.append(arena.shifted(clipped.function, by: -row.offsets[offset]))
            } else {
                // `clip_j(B + e_j)`, a function of the baseline `B`. A row's bottom views are few
                // (an icon beside its labels): summed pairwise.
                let atBottom = arena.shifted(clipped.function, by: -row.offsets[offset])
                atBottoms = atBottoms.map { arena.sum($0, atBottom) } ?? atBottom
            }
        }
        if let atBottoms {
            let lowest = baselineReach(row, arranged, fromTop: false)
            let below = arena.restricted(arena.sum(of: &scratch), lo: lowest, hi: .infinity)
            scratch.removeAll()
            scratch.append(arena.restricted(atBottoms, lo: reach, hi: .infinity))
            scratch.append(below)
            guard let plan = SeriesPlan(children: scratch, fixed: 0, arena: arena, storage: &planStorage) else { return nil }
            plans[index] = plan
            scratch.removeAll()
            scratch.append(plan.function(in: &arena, planStorage))
        }
        // Its clips written, a row reading a stack at its first view's natural height checks
        // that every optimum has it there.
        guard !row.pins || pinsHold(row, view, index, arranged) else { return nil }
        // The spanner is the canvas: its fit pulls the canvas, over no visible view too.
        scratch.append(arena.pullToZero(lane: spanningFitLane))
        return arena.sum(of: &scratch)
    }

    /// Whether every optimum has each nested stack that ``DirectTree/fillingBaseline(of:)``
    /// measures at its bottom as tall as its pick (design note, section 5, *A baseline view
    /// filling its stack*): the row's visible views all measured from their bottoms, each such
    /// stack visible, untied, with no tie or equal pair among its arranged views, its pick's clip
    /// minimum `m` unique, and the stack's cost strictly rising past `m` plus its insets (or
    /// bounded below it); its offset `e_N` the row's greatest (`e*`), or the canvas of row `view`
    /// (stack `index`) held by required constraints at `m` plus the stack's insets `− e_N + e*` or
    /// more (*A baseline view below the row's reach*). Only for a row with such a stack.
    /// - Complexity: O(arranged views of the row and of those stacks, knots of their costs), and
    ///   ``heldSize(_:root:across:)``'s chain for a stack below the reach.
    private func picksFill(_ row: DirectTree.BaselineRow, _ view: Int, _ index: Int, _ arranged: Range<Int>) -> Bool {
        guard !row.visibleFromTop, !row.mixed else { return false }
        let reach = baselineReach(row, arranged, fromTop: false)
        for position in arranged {
            let offset = position - arranged.lowerBound
            let child = tree.arrangedChild(position)
            guard crossTies.isEmpty || crossTies[child].isNaN else { return false }
            guard let filling = row.fillingPicks[offset] else { continue }
            guard !tree.isHidden[child] else { return false }
            let inner = tree.arrangedRange(of: child)
            guard document.equalPair <= 0 || Int(tree.parents[Int(document.equalPair)]) != child,
                crossTies.isEmpty || inner.allSatisfy({ crossTies[tree.arrangedChild($0)].isNaN })
            else { return false }
            let pick = tree.arrangedChild(inner.lowerBound + filling)
            let function = childFunction(offset)
            // The stack's height with its canvas at the pick's clip minimum.
            let (low, high) = canvasInsets(tree.stacks[Int(tree.stackIndex[child])])
            let full = clips[pick].minimum + low + high
            guard clips[pick].isUnique, function.lo <= full else { return false }
            if full < function.hi, arena.slope(of: function, rightOf: full).sign <= 0 { return false }
            // Below the reach, a view whose bottom meets the canvas's could hold the baseline up
            // with the pick short: not where the canvas is held at `full − e_N + e*` or more.
            if row.offsets[offset] < reach {
                let (top, bottom) = canvasInsets(tree.stacks[index])
                guard let height = heldSize(view), height - top - bottom >= full - row.offsets[offset] + reach else { return false }
            }
        }
        return true
    }

    /// What a baseline row asks of the cost of a stack it reads at its first view's natural
    /// height (``pinsFirstView(_:_:)``), for the moves that bring a shorter first view up to it.
    struct PinnedFirst {
        /// Whether the first view's cost falls toward its natural height from below at a level
        /// above the spanning fit (51): the move growing the row's canvas pays only below it.
        var fallsAboveFits: Bool
        /// Whether a visible view after the first has no cost at all along the axis: the move
        /// keeping the stack's height and the row's canvas takes its length.
        var hasFreeView: Bool
    }

    /// Whether the cost of the vertical stack `view` (its `arranged` views) may be taken, holding
    /// its first view f at its natural height `c` where a baseline row reads the stack from its
    /// top at `c` (``DirectTree/pinnedBaseline(of:)``; design note, section 5, *A baseline view
    /// at its natural height*): the stack visible, without a `height`, an intrinsic height, size
    /// terms or the document's equal pair; f's cost with `c` its only least-cost height, rising
    /// past it above the canvas fit (49: shrinking the stack from its top then gains more than
    /// its own pulls pay). The falls below `c` are the row's to check (``pinsHold(_:_:_:_:)``),
    /// noted in ``pinnedFirsts``. True, with nothing held, for a stack the row reads otherwise.
    /// - Complexity: O(arranged views of the row and the stack, knots of f's cost).
    func pinsFirstView(_ view: Int, _ arranged: Range<Int>) -> Bool {
        let parent = Int(tree.parents[view])
        guard let row = tree.baselineRows[Int32(parent)], row.pins else { return true }
        let inRow = tree.arrangedRange(of: parent)
        guard let position = inRow.first(where: { tree.arrangedChild($0) == view }),
            let height = row.pinnedHeights[position - inRow.lowerBound]
        else { return true }
        let sizing = tree.sizing(view, axis: axis)
        guard !tree.isHidden[view], sizing.shorthand.isNaN, sizing.intrinsic.isNaN, !hasPendingSizeTerms(view),
            document.equalPair <= 0 || Int(tree.parents[Int(document.equalPair)]) != view
        else { return false }
        let first = childFunction(0)
        guard let (least, isUnique) = arena.minimum(first), isUnique, least == height,
            height >= first.hi
                || arena.slope(of: first, rightOf: height).truncated(toLanes: lanes(above: StackFamily.canvasFitPriority)).sign > 0
        else { return false }
        let hasFreeView = arranged.dropFirst().contains { position in
            !tree.isHidden[tree.arrangedChild(position)] && childFunction(position - arranged.lowerBound).isFree
        }
        pinnedFirsts[Int32(view)] = PinnedFirst(
            fallsAboveFits: arena.risesBelow(first, at: height, lanes: lanes(above: StackFamily.spanningFitPriority)),
            hasFreeView: hasFreeView)
        holdFirstChild(at: height)
        return true
    }

    /// Whether every optimum of baseline row `view` (stack `index`, its `arranged` views, their
    /// clips written) has the first view of the one stack it reads at that view's natural height
    /// there (``pinsFirstView(_:_:)``; design note, section 5, *A baseline view at its natural
    /// height*): no cross tie in the row nor its equal pair, and either the canvas `C` held by
    /// required constraints with a free view in the stack and each other visible view unable to
    /// reach the canvas's bottom while the stack's first view is short (`C ≥ b_V − b_k + m_k` for
    /// one measured from its top, `m_k` its clip's minimum; `C ≥ b_V + e_j` for one at its
    /// bottom; `b_V` the stack's offset), or the row the root, fitted (no `height`, no size terms),
    /// with the first view's cost falling toward it above the spanning fit.
    /// - Complexity: O(arranged views), and ``heldSize(_:root:across:)``'s chain.
    private func pinsHold(_ row: DirectTree.BaselineRow, _ view: Int, _ index: Int, _ arranged: Range<Int>) -> Bool {
        guard document.equalPair <= 0 || Int(tree.parents[Int(document.equalPair)]) != view else { return false }
        var pinned: Int? = nil
        for position in arranged {
            guard crossTies.isEmpty || crossTies[tree.arrangedChild(position)].isNaN else { return false }
            guard row.pinnedHeights[position - arranged.lowerBound] != nil else { continue }
            guard pinned == nil else { return false }
            pinned = position - arranged.lowerBound
        }
        guard let pinned, let first = pinnedFirsts[Int32(tree.arrangedChild(arranged.lowerBound + pinned))] else { return false }
        guard let height = heldSize(view) else {
            return view == 0 && first.fallsAboveFits && !hasPendingSizeTerms(0)
        }
        let (top, bottom) = canvasInsets(tree.stacks[index])
        let (canvas, reach) = (height - top - bottom, row.offsets[pinned])
        guard first.hasFreeView else { return false }
        for position in arranged where position - arranged.lowerBound != pinned {
            let (offset, child) = (position - arranged.lowerBound, tree.arrangedChild(position))
            if tree.isHidden[child] { continue }
            let least = row.fromTop[offset] ? reach - row.offsets[offset] + clips[child].minimum : reach + row.offsets[offset]
            guard canvas >= least else { return false }
        }
        return true
    }

    /// How many of the axis's levels lie above `priority`: the lanes a slope keeps to be read
    /// above it.
    private func lanes(above priority: Double) -> Int {
        levels.priorities.prefix(while: { $0 > priority }).count
    }

    /// The greatest baseline offset of the visible views measured from their tops (`b*`), or
    /// from their bottoms (`e*`); 0 without.
    private func baselineReach(_ row: DirectTree.BaselineRow, _ arranged: Range<Int>, fromTop: Bool) -> Double {
        var reach = -Double.infinity
        for position in arranged where !tree.isHidden[tree.arrangedChild(position)] {
            let offset = position - arranged.lowerBound
            if row.fromTop[offset] == fromTop { reach = max(reach, row.offsets[offset]) }
        }
        return reach == -.infinity ? 0 : reach
    }

    /// Sizes and places the arranged views of baseline stack `view` (stack `index`) in its
    /// canvas, noting the stack in ``floatingRows`` where their baseline is not unique. False to
    /// decline.
    func placeBaselineRow(_ view: Int, _ index: Int, _ arranged: Range<Int>, canvasStart: Double, canvas: Double) -> Bool {
        let tolerance = DirectTree.lengthTolerance
        guard let row = tree.baselineRows[Int32(view)] else {
            // One arranged view: no alignment, the canvas bounding it on both edges (seed 004's
            // single view): its clip, at the top, free to move down by what it leaves.
            let child = tree.arrangedChild(arranged.lowerBound)
            // A required tie holds it `offset ≤ 0` short of the canvas (design note, section 5,
            // "Cross ties in U", *A lone baseline row*), one past the canvas taken broken at it
            // (a tie of offset 0: *A lone view in a baseline row*).
            let size: Double
            if !crossTies.isEmpty, case let offset = crossTies[child], !offset.isNaN {
                size = optionalTie(child) != nil ? Self.tiedSize(canvas: canvas, offset: offset, knees: tieKnees[child]) : canvas + offset
            } else {
                guard let clipped = clippedSize(child, room: canvas, tolerance: tolerance) else { return false }
                size = clipped
            }
            sizes[child] = size
            positions[child] = canvasStart
            if canvas - size > tolerance {
                floatingRows.append(Int32(view))
                floatingSlacks.append(canvas - size)
            }
            return true
        }
        // The baseline at its least (from the tops) or greatest (from the bottoms) optimal place;
        // a mixed row's at its plan's share of the canvas. Its two children only fall with their
        // rooms, so past their starts (the least rooms at their least costs) the plan's pieces
        // are flat: a tie there (the canvas past both starts) leaves every view at its clip and
        // `B` free over the spare room, a floating row, its greatest `B` taken; a tie short of
        // the starts (two groups squeezed at one slope) would move sizes too: declined.
        let baseline: Double
        var tiedFlat = false
        if row.mixed {
            guard let plan = plans[index] else { return false }
            let (placed, tied) = plan.distribute(canvas, planStorage, into: &shares, allowingTies: true)
            guard placed, !tied || canvas - plan.base > tolerance else { return false }
            tiedFlat = tied
            baseline = shares[0]
        } else {
            let reach = baselineReach(row, arranged, fromTop: row.visibleFromTop)
            baseline = row.visibleFromTop ? reach : canvas - reach
        }
        var slack = Double.infinity
        for position in arranged {
            let offset = position - arranged.lowerBound
            let child = tree.arrangedChild(position)
            if tree.isHidden[child] {
                if !crossTies.isEmpty, case let tied = crossTies[child], !tied.isNaN {
                    sizes[child] = canvas + tied
                    continue
                }
                guard clips[child].isUnique else { return false }
                sizes[child] = clips[child].minimum
                continue
            }
            // A top view's room runs from the canvas's top to its bottom less what lies between
            // the baseline and the view's top; a bottom view's is the canvas above the baseline
            // and what lies between the baseline and the view's bottom.
            let room = row.fromTop[offset] ? canvas - baseline + row.offsets[offset] : baseline + row.offsets[offset]
            if !crossTies.isEmpty, case let tied = crossTies[child], !tied.isNaN {
                // Tied broken, the child fills its room, the baseline held; tied, it is `C + d`
                // within its room (``baselineCost(_:_:_:)``).
                if isBrokenTie(child) {
                    sizes[child] = room
                } else if optionalTie(child) != nil {
                    sizes[child] = Self.tiedSize(canvas: room, offset: min(canvas + tied - room, 0), knees: tieKnees[child])
                } else {
                    sizes[child] = canvas + tied
                }
                slack = min(slack, room - sizes[child])
                continue
            }
            guard let size = clippedSize(child, room: room, tolerance: tolerance) else { return false }
            sizes[child] = size
            slack = min(slack, room - size)
        }
        for position in arranged {
            let offset = position - arranged.lowerBound
            let child = tree.arrangedChild(position)
            let top = row.fromTop[offset] ? baseline - row.offsets[offset] : baseline + row.offsets[offset] - sizes[child]
            positions[child] = canvasStart + top
        }
        // Without visible views nothing holds the baseline.
        if row.mixed ? tiedFlat : slack > tolerance {
            floatingRows.append(Int32(view))
            // From the tops the baseline sits at its least optimal place, from the bottoms at its
            // greatest: every view's room allows `slack` more the other way.
            floatingSlacks.append(row.mixed ? .nan : row.visibleFromTop ? slack : -slack)
        }
        return true
    }

    /// The priority of arranged view `child`'s cross tie where it is optional, else nil.
    private func optionalTie(_ child: Int) -> Double? {
        guard !document.optionalTies.isEmpty, case let priority = document.optionalTies[child], !priority.isNaN else { return nil }
        return priority
    }

    /// Whether arranged view `child`'s cross tie is one taken broken (``DirectDocument/brokenTies``).
    private func isBrokenTie(_ child: Int) -> Bool {
        document.brokenTies.contains { $0.child == child }
    }

    /// An aligned view's size in `room`: the room, or its clip where the room passes it (nil
    /// where that clip is not unique).
    private func clippedSize(_ child: Int, room: Double, tolerance: Double) -> Double? {
        guard room > clips[child].minimum else { return room }
        guard clips[child].isUnique || room <= clips[child].minimum + tolerance else { return nil }
        return clips[child].minimum
    }

    /// Along a `fill` baseline row of two or more visible views, which also holds each visible
    /// view at `1/n` of the stack's width `W` at 760 (`UISV-text-width-disambiguation`): taken
    /// where required constraints alone hold `W` (``heldSize(_:root:across:)``). Every solution then has that
    /// `W`, so each such error is a one-slope term of its view's length about the constant `W/n`,
    /// and the row is a series of the views' costs with those terms, read at the one canvas
    /// `W − insets` (the plan it leaves places and ties the views as any `fill` stack's). Where
    /// nothing holds `W`, ``heldViewRowCost(_:_:_:held:)`` for two views one of which is held,
    /// else ``equalRowCost(_:_:_:)``. Nil where the row cannot take that canvas.
    func disambiguatedRowCost(_ view: Int, _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>) -> CostFunction<Lanes>? {
        guard let width = heldSize(view) else {
            if let held = heldView(arranged) { return heldViewRowCost(stack, index, arranged, held: held) }
            return equalRowCost(view, stack, arranged)
        }
        let share = width / Double(stack.visibleCount)
        let lane = levels.lane(StackFamily.textWidthDisambiguationPriority)
        let term = LexSlope<Lanes>.unit(lane: lane)
        scratch.removeAll()
        for position in arranged {
            let function = childFunction(position - arranged.lowerBound)
            guard !tree.isHidden[tree.arrangedChild(position)] else {
                // UISV-hiding: zero along the axis, which the hidden view's own cost must allow.
                guard function.lo <= 0, function.hi >= 0 else { return nil }
                scratch.append(.point(0))
                continue
            }
            scratch.append(arena.sum(function, arena.vee(at: share, below: term, above: term)))
        }
        guard let plan = SeriesPlan(children: scratch, fixed: stack.spacingTotal, arena: arena, storage: &planStorage) else {
            return nil
        }
        plans[index] = plan
        let (low, high) = canvasInsets(stack)
        let canvas = width - low - high
        return arena.restricted(plan.function(in: &arena, planStorage), lo: canvas, hi: canvas)
    }

    /// Where the row has exactly two arranged views, both visible, and one's length `a` is the
    /// same in every optimum whatever the row's width: required constraints alone hold it (its
    /// cost's domain a single point), or `a` is the only least-cost size of its cost above 760 and
    /// the other's cost has no required bound and no weight at or above 760 (a solution with the
    /// view elsewhere is bettered above 760 by moving it to `a` and the other by the difference,
    /// the width unchanged). That view's offset and `a`; nil otherwise.
    private func heldView(_ arranged: Range<Int>) -> (offset: Int, length: Double)? {
        guard arranged.count == 2, !tree.isHidden[tree.arrangedChild(arranged.lowerBound)],
            !tree.isHidden[tree.arrangedChild(arranged.lowerBound + 1)]
        else { return nil }
        let above = levels.lane(StackFamily.textWidthDisambiguationPriority)
        for offset in 0..<2 {
            let function = childFunction(offset)
            if function.lo == function.hi { return (offset, function.lo) }
            guard let (a, _) = arena.minimum(function), arena.isOnlyMinimum(function, at: a, lanes: above),
                isBelowWidthTerms(childFunction(1 - offset))
            else { continue }
            return (offset, a)
        }
        return nil
    }

    /// A `fill` baseline row of two visible views whose width `W` nothing holds, one of them at
    /// `a` in every optimum (``heldView(_:)``; design note, section 5, *A baseline row with room
    /// to share*): with `W = a + x + S` (`S` the spacing and insets) the two 760 errors
    /// `(a − x − S) / 2` and `(x − a − S) / 2` are functions of the other view's length `x` alone,
    /// summing to `max(|x − a|, |S|)`: `|S|` (a constant, left out) plus a dead zone
    /// `[a − |S|, a + |S|]` at 760 added to that view's cost. The row is then a `fill` series of
    /// the held view at `a` (its cost there a constant) and the other, planned, placed and walked
    /// for ties as any.
    /// - Complexity: O(knots of the children).
    private func heldViewRowCost(
        _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>, held: (offset: Int, length: Double)
    ) -> CostFunction<Lanes>? {
        let (low, high) = canvasInsets(stack)
        let reach = abs(stack.spacingTotal + low + high)
        let a = held.length
        let term = LexSlope<Lanes>.unit(lane: levels.lane(StackFamily.textWidthDisambiguationPriority))
        scratch.removeAll()
        for offset in 0..<2 {
            scratch.append(offset == held.offset ? .point(a)
                : arena.sum(childFunction(offset), arena.deadZone(from: a - reach, to: a + reach, slope: term)))
        }
        guard let plan = SeriesPlan(children: scratch, fixed: stack.spacingTotal, arena: arena, storage: &planStorage) else {
            return nil
        }
        plans[index] = plan
        return plan.function(in: &arena, planStorage)
    }

    /// A `fill` baseline row whose width `W` nothing holds, without spacing or insets to share
    /// (`S`, the spacings' total plus the insets, 0), whose visible views' costs are free of
    /// required bounds and have no weight at 760 or above: a `fillEqually` stack (``equalRows``).
    /// The views' lengths `x_i` sum to `W − S`, so the 760 errors `x_i − W/n` sum to `−S`: with
    /// `S = 0` every `x_i = W/n` leaves them all 0 at any `W`, and any other split costs at 760,
    /// which nothing the views' costs gain below 760 repays; so every optimum has each visible
    /// view at `W/n`, and the row's cost is its views' costs summed there, as a `fillEqually`
    /// stack's (the errors all 0, the simplex's stats and ambiguity the same). With `S ≠ 0` the
    /// 760 level only bounds each `x_i` on one side of the moving `W/n`, not a series of fixed
    /// costs: taken for two views one of which is free (``windowRowCost(_:_:_:shared:)``), else
    /// nil, as where a bound or a weight at 760 or above may trade against the terms.
    /// - Complexity: O(knots of the children).
    private func equalRowCost(_ view: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>) -> CostFunction<Lanes>? {
        let (low, high) = canvasInsets(stack)
        for position in arranged where !tree.isHidden[tree.arrangedChild(position)] {
            guard isBelowWidthTerms(childFunction(position - arranged.lowerBound)) else { return nil }
        }
        let shared = stack.spacingTotal + low + high
        guard shared == 0 else { return windowRowCost(view, stack, arranged, shared: shared) }
        guard let cost = equalCost(stack, arranged) else { return nil }
        equalRows.insert(Int32(view))
        return cost
    }

    /// Whether `function` has no required bound and no weight at or above 760
    /// (`UISV-text-width-disambiguation`): nothing in it can trade against those terms.
    private func isBelowWidthTerms(_ function: CostFunction<Lanes>) -> Bool {
        let lanes = levels.lane(StackFamily.textWidthDisambiguationPriority) + 1
        return function.lo == -.infinity && function.hi == .infinity
            && function.slope0.truncated(toLanes: lanes).sign == 0
            && function.knots.allSatisfy({ arena[$0].slope.truncated(toLanes: lanes).sign == 0 })
    }

    /// A `fill` baseline row of exactly two arranged views, both visible, whose width `W` nothing
    /// holds, with spacing or insets to share (`S ≠ 0`), one view free along the axis (no cost at
    /// all) and the other's cost below the 760 level (``isBelowWidthTerms(_:)``): the row's views
    /// within `|S|` of each other (design note, section 5, *A baseline row with room to share*).
    /// With `x₁ + x₂ = W − S` the two 760 errors `x₁ − W/2`, `x₂ − W/2` sum to `−S` and differ by
    /// `d = x₁ − x₂`, so their total is `max(|d|, |S|)`: `|S|` exactly where `|d| ≤ |S|`, which the
    /// equal split meets at every `W` without changing any other level's error. So every optimum
    /// has `|d| ≤ |S|`, and no other: the row is the other view's cost at `u / 2` (`u` twice its
    /// length) in series with a free length `τ` in `[−|S|, |S|]`, `x_free = u / 2 + τ`
    /// (``windowRows``, placed by ``placeWindowRow(_:_:canvas:)``). Nil otherwise.
    /// - Complexity: O(knots of the views' costs).
    private func windowRowCost(
        _ view: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>, shared: Double
    ) -> CostFunction<Lanes>? {
        guard arranged.count == 2, stack.visibleCount == 2 else { return nil }
        let free: Int
        switch (childFunction(0).isFree, childFunction(1).isFree) {
        case (true, false): free = 0
        case (false, true): free = 1
        default: return nil
        }
        let reach = abs(shared)
        scratch.removeAll()
        scratch.append(arena.stretched(childFunction(1 - free), by: 2))
        scratch.append(CostFunction<Lanes>(lo: -reach, hi: reach, slope0: .zero, firstKnot: 0, knotCount: 0))
        guard let plan = SeriesPlan(children: scratch, fixed: stack.spacingTotal, arena: arena, storage: &planStorage) else {
            return nil
        }
        windowRows[Int32(view)] = (plan, free)
        return plan.function(in: &arena, planStorage)
    }

    /// Sizes the two views of `row`, one of ``windowRows``, at `canvas`: the other view half the plan's
    /// first share, the free one that plus the second (``windowRowCost(_:_:_:shared:)``). False
    /// where the shares are not unique (a tie this row's views do not walk).
    func placeWindowRow(_ row: (plan: SeriesPlan<Lanes>, free: Int), _ arranged: Range<Int>, canvas: Double) -> Bool {
        let (placed, tied) = row.plan.distribute(canvas, planStorage, into: &shares, allowingTies: false)
        guard placed, !tied else { return false }
        let half = shares[0] / 2
        sizes[tree.arrangedChild(arranged.lowerBound + row.free)] = half + shares[1]
        sizes[tree.arrangedChild(arranged.lowerBound + 1 - row.free)] = half
        return true
    }
}
