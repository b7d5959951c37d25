/// The axes of a ``DirectDocument`` solved without the simplex, one after the other: every
/// view's cost as a function of its size, children before parents, then the sizes and positions
/// from the root down. The second axis reuses the first one's memory.
///
/// Along an axis the stacks' and pins' constraints form a tree: a stack's arranged views are in
/// series along its axis (their sizes and spacings add up to its canvas) and in parallel across
/// it (each is its canvas's size, or at most that with the canvas pulled to fit them); a pinned
/// subview is its superview's size less the insets. The lexicographic least cost of the whole
/// is then found exactly, level by level, by composing convex piecewise-linear costs.
import ConstraintSolver

final class DirectAxis<Lanes: SlopeLanes> {
    /// What a parent needs of a child aligned (not filled) across a stack: where the child
    /// stops growing with its canvas; for a floating pinned subview, its least-cost size.
    struct Clip {
        var minimum: Double = 0
        var isUnique = true
    }

    /// Replaced only by ``solveAgain(_:analyze:)``, with the same tree.
    private(set) var document: DirectDocument
    /// The document's tree, held apart so that reading it takes one step.
    let tree: DirectTree
    /// ``DirectDocument/crossTies``, held apart likewise (empty in a document without ties).
    private(set) var crossTies: [Double]
    /// The broken cross ties whose stack holds an arranged view so (``DirectDocument/HeldTie``), by the tie's
    /// arranged view. Per tie, never per layout: a broken tie of another stack, whose child can
    /// take the size it wants, keeps the witnesses that move the child (each tie's set and
    /// witnesses are its own stack's).
    private(set) var heldTies: [(child: Int32, held: DirectDocument.HeldTie)] = []
    // Stored properties `@exclusivity(unchecked)`, as in `DirectTree`: its loops are as hot.
    /// The axis being solved: 0 for x (widths), 1 for y (heights).
    @exclusivity(unchecked) private(set) var axis = 0
    /// Whether a `fill` or `equalSpacing` stack of the axis solved last shares its canvas in a tie (one optimal
    /// share of many, given by ``SeriesPlan/distribute(_:_:into:allowingTies:)``): its
    /// ambiguity is then found by ``DirectAmbiguity``.
    @exclusivity(unchecked) var isTied = false
    /// Floating leaves and stacks (``flatFloatingSlope(_:cost:)``) along the axis solved last whose
    /// least-cost size is not unique (a flat run of their own cost), each at one point of it, how
    /// its pin holds it (its position relative to its superview moves with that size unless pinned
    /// at its low edge), and for a stack along the axis its chain's slope on the run (minus its own
    /// terms' and content size's there): their ambiguity is found by ``DirectAmbiguity``.
    @exclusivity(unchecked) var flatFloating: [(view: Int32, hold: DirectDocument.Pin.Hold, slope: LexSlope<Lanes>)] = []
    /// Per `equalCentering` stack (its index) laid out in a tie along the axis solved last: what
    /// varies (``CentredTie``). Only looked up, never walked.
    @exclusivity(unchecked) var centredTies: [Int: CentredTie] = [:]
    /// Per `equalCentering` stack (its index) whose canvas is pulled at 149 along the axis solved
    /// last (``centringPull(_:_:_:insets:)``): whether that canvas is free (else it is neither free
    /// nor held, and pulled less than a point a point).
    @exclusivity(unchecked) var centringPulls: [Int: Bool] = [:]
    /// Per `equalCentering` stack (its index) on a free canvas along the axis solved last that one
    /// view free above the pulls takes up (``absorbingView(_:_:_:)``): that view's offset and every
    /// view's least-cost length. Only looked up.
    @exclusivity(unchecked) var absorbingViews: [Int: (offset: Int, lengths: [Double])] = [:]
    /// The arranged views across an aligned stack, along the axis solved last, whose own cost
    /// truncated to the levels above the guides' 149 is least at its clip's size only: recorded
    /// only once some stack's canvas is pulled at 149 (``centringPulls``), for
    /// ``heldSize(_:root:across:)``. Only looked up.
    @exclusivity(unchecked) var settledClips: [Int32] = []
    /// The baseline-aligned stacks across the axis solved last whose row's baseline is not
    /// unique (`DirectAxis+Baselines.swift`): every arranged view's position moves with it.
    @exclusivity(unchecked) var floatingRows: [Int32] = []
    /// By floating row (``floatingRows``' order), how far its baseline moves from its laid-out
    /// place over the optimal set: down by up to a positive value, up by up to a negative one's
    /// magnitude; NaN for a mixed row (its plan's tie). Read only by ``DirectAmbiguity/positionSpread(of:_:)``.
    @exclusivity(unchecked) var floatingSlacks: [Double] = []
    /// The hidden arranged views of `equalSpacing` stacks (and centred pairs) along the axis
    /// solved last that lie in a room that is not nil as laid out (``DirectTree/appendFloatingHidden(_:lead:trail:gapHasRoom:to:)``):
    /// each anywhere in it, its position not unique.
    @exclusivity(unchecked) var floatingHidden: [Int32] = []
    /// The sizes along the axis solved last.
    @exclusivity(unchecked) var sizes = DirectBuffer<Double>()
    /// Minimum x or y of each view in the root's coordinates, along the axis solved last.
    @exclusivity(unchecked) var positions = DirectBuffer<Double>()
    /// The x axis's sizes and positions, once the y axis is being solved.
    @exclusivity(unchecked) private(set) var horizontalSizes = DirectBuffer<Double>()
    @exclusivity(unchecked) private(set) var horizontalPositions = DirectBuffer<Double>()
    @exclusivity(unchecked) var arena: KnotArena<Lanes>
    /// The costs awaiting their parent, as a stack: views are costed last to first, so a
    /// view's children's costs are on top when it is costed, its first child's topmost
    /// (``childFunction(_:)``). The size of the frontier rather than of the document.
    @exclusivity(unchecked) private var functions = DirectBuffer<CostFunction<Lanes>>()
    @exclusivity(unchecked) var plans = DirectBuffer<SeriesPlan<Lanes>?>()
    @exclusivity(unchecked) var planStorage = SeriesPlan<Lanes>.Storage()
    /// Reused for the shares of each stack's children.
    @exclusivity(unchecked) var shares = DirectBuffer<Double>()
    @exclusivity(unchecked) var clips = DirectBuffer<Clip>()
    /// Per view with an optional cross tie (``DirectDocument/optionalTies``), or the greater side
    /// of an optional relation across (``DirectDocument/pairRelation``), along the axis
    /// solved last: the sizes where its cost (suppression included) turns less steep than the
    /// tie and then steeper (``tieCost(_:offset:priority:bounded:)``); empty in a document without one.
    @exclusivity(unchecked) private(set) var tieKnees: [SIMD2<Double>] = []
    /// Per view, the arena's count when its subtree's costing began: what compaction keeps below.
    @exclusivity(unchecked) private var marks = DirectBuffer<Int32>()
    /// The views with subviews, in the order they were costed: the ones ``place(_:)`` sizes
    /// the subviews of (a leaf places nothing).
    @exclusivity(unchecked) private var innerViews = DirectBuffer<Int32>()
    /// Reused for the functions a view composes, so that composing allocates nothing.
    @exclusivity(unchecked) var scratch = DirectBuffer<CostFunction<Lanes>>()
    /// The axis's levels, held apart from `document` so that reading them retains nothing.
    @exclusivity(unchecked) var levels: PriorityLevels
    /// ``lane(_:)``'s last two answers.
    @exclusivity(unchecked) private var laneMemo: ((priority: Double, lane: Int), (priority: Double, lane: Int)) = ((.nan, 0), (.nan, 0))
    /// ``leafCost(of:)``'s last content priorities and their slopes below and above the knot.
    @exclusivity(unchecked) private var leafSlopes = (hugging: Double.nan, resistance: Double.nan, below: LexSlope<Lanes>.zero, above: LexSlope<Lanes>.zero)
    @exclusivity(unchecked) private(set) var suppressionLane = 0
    @exclusivity(unchecked) private(set) var spanningFitLane = 0
    @exclusivity(unchecked) private var canvasFitLane = 0
    /// The axis's ``SizeTerms``, and how many of them the views not yet costed have (views are
    /// costed last to first, the terms sorted by view).
    @exclusivity(unchecked) private var sizeTerms: [SizeTerm] = []
    @exclusivity(unchecked) private var sizeTermsLeft = 0
    /// The fitting sizes of the nested stacks a `fillProportionally` stack along the axis
    /// solved last arranges, by view (`DirectAxis+FillProportionally.swift`). Only looked up.
    @exclusivity(unchecked) var measuredSizes: [Int32: Double] = [:]
    /// The fitting sizes along the axis solved last of the `equalCentering` stacks of three or
    /// more visible views that a `fillProportionally` stack along it arranges, by view, where the
    /// direct method measures them (``centredFittingSize(_:_:_:_:insets:)``). Only looked up.
    @exclusivity(unchecked) var centredFittingSizes: [Int32: Double] = [:]
    /// The `fillProportionally` stacks along the axis solved last whose shares are clamped to
    /// their views' required bounds on a held canvas, by stack view: each arranged view's domain
    /// (`DirectAxis+FillProportionally.swift`, "Bounded shares on a held canvas"). Only looked up.
    @exclusivity(unchecked) var clampedShares: [Int32: [SIMD2<Double>]] = [:]
    /// The canvases of the root along the axis solved last, where it is a `fillProportionally`
    /// stack whose held shares are taken only where its optimum keeps every cost least at the
    /// shares' levels (`DirectAxis+FillProportionally.swift`, ``leastHeldCanvases(_:_:_:lowest:lastShare:)``),
    /// and the least held share's priority: the solve declines where the root's canvas lies
    /// outside, or a size term of the root at or above that priority is broken. Nil where the
    /// rule was not used.
    @exclusivity(unchecked) var rootHeldCanvases: (canvases: SIMD2<Double>, lowest: Double)?
    /// The `fillProportionally` stacks along the axis solved last whose view of a share is held
    /// at a size term above that share (`DirectAxis+FillProportionally.swift`, "A term above its
    /// share"), by stack view: that view's position and length. Only looked up.
    @exclusivity(unchecked) var heldTerms: [Int32: (position: Int, length: Double)] = [:]
    /// The `fillProportionally` stacks along the axis solved last that UIKit fills equally, their
    /// nested stacks measured 0 (`DirectAxis+FillProportionally.swift`, "Nested stacks measured
    /// 0"), by stack view. Only looked up.
    @exclusivity(unchecked) var measuredEqually: Set<Int32> = []
    /// Per axis (x, y), how many stacks ``measuredEqually`` held when it was solved last: the
    /// builders make one constraint fewer for each (``StackFamilyCounts``).
    @exclusivity(unchecked) private(set) var measuredEquallyCounts = SIMD2<Int>(0, 0)
    /// The `fill` baseline rows along the axis solved last whose views share their unheld width
    /// equally (``equalRowCost(_:_:_:)``), by stack view. Only looked up.
    @exclusivity(unchecked) var equalRows: Set<Int32> = []
    /// The `fill` baseline rows of two views along the axis solved last whose unheld width the
    /// views share within the spacing and insets (``windowRowCost(_:_:_:shared:)``), by stack
    /// view: the row's plan (the other view's doubled length, then the free one's difference) and
    /// the free view's offset. Not in ``plans``: no reader of those takes the row. Only looked up.
    @exclusivity(unchecked) var windowRows: [Int32: (plan: SeriesPlan<Lanes>, free: Int)] = [:]
    /// The vertical stacks along the axis solved last whose first view a baseline row's reading
    /// holds at its natural height (``pinsFirstView(_:_:)``), by stack view: what the row checks
    /// of that view's cost. Only looked up.
    @exclusivity(unchecked) var pinnedFirsts: [Int32: PinnedFirst] = [:]
    /// Polled once per view: a raised cancellation or storage over its limit fails the solve.
    private let meter: WorkMeter?

    init(document: DirectDocument, meter: WorkMeter? = nil) {
        self.meter = meter
        self.document = document
        tree = document.tree
        crossTies = document.crossTies
        // Compaction keeps only the functions awaiting their parent: a few per stack level, and
        // the widest stack's children (a feed's cells, a few knots each) while it waits.
        let widest = tree.stackTally.widest
        arena = KnotArena<Lanes>(capacity: max(4096, 4 * widest))
        levels = document.levels[0]
        // Most views are in some stack's series on one axis or the other, with a piece or two.
        planStorage.reserve(children: tree.viewCount, pieces: tree.viewCount, widest: widest)
        // Sized once: regrowing copies what a buffer holds, at 100,000 views out of the cache.
        functions.reserve(widest + 256)
        scratch.reserve(widest + 1)
        innerViews.reserve(tree.stacks.count + 16)
    }

    /// View `view`'s frame in the root's coordinates once both axes are solved, as (minimum x,
    /// minimum y, width, height).
    @inline(__always)
    func frame(_ view: Int) -> SIMD4<Double> {
        SIMD4(horizontalPositions[view], positions[view], horizontalSizes[view], sizes[view])
    }

    /// Solves `axis`, x (0) first, then y (1), whose solving keeps x's results in
    /// ``horizontalSizes`` and ``horizontalPositions``; false if the layout is infeasible,
    /// unsupported here, or ambiguous other than by a tie along a stack (``isTied``).
    /// - Complexity: O(p log p × depth) for p pieces of cost (a few per view).
    func solve(axis: Int) -> Bool {
        self.axis = axis
        isTied = false
        if !flatFloating.isEmpty { flatFloating.removeAll() }
        if !centredTies.isEmpty { centredTies.removeAll() }
        if !centringPulls.isEmpty { centringPulls.removeAll() }
        if !absorbingViews.isEmpty { absorbingViews.removeAll() }
        if !settledClips.isEmpty { settledClips.removeAll() }
        if !floatingRows.isEmpty { floatingRows.removeAll() }
        if !floatingSlacks.isEmpty { floatingSlacks.removeAll() }
        if !floatingHidden.isEmpty { floatingHidden.removeAll() }
        if !measuredSizes.isEmpty { measuredSizes.removeAll() }
        if !centredFittingSizes.isEmpty { centredFittingSizes.removeAll() }
        if !clampedShares.isEmpty { clampedShares.removeAll() }
        rootHeldCanvases = nil
        if !heldTerms.isEmpty { heldTerms.removeAll() }
        if !measuredEqually.isEmpty { measuredEqually.removeAll() }
        if !equalRows.isEmpty { equalRows.removeAll() }
        if !windowRows.isEmpty { windowRows.removeAll() }
        if !pinnedFirsts.isEmpty { pinnedFirsts.removeAll() }
        if axis == 1 {
            swap(&sizes, &horizontalSizes)
            swap(&positions, &horizontalPositions)
        }
        levels = document.levels[axis]
        laneMemo = ((.nan, 0), (.nan, 0))
        leafSlopes = (.nan, .nan, .zero, .zero)
        suppressionLane = levels.lane(StackFamily.ambiguitySuppressionPriority)
        spanningFitLane = levels.lane(StackFamily.spanningFitPriority)
        canvasFitLane = levels.lane(StackFamily.canvasFitPriority)
        sizeTerms = document.sizeTerms.terms[axis]
        sizeTermsLeft = sizeTerms.count
        let count = tree.viewCount
        arena.removeAll()
        planStorage.removeAll()
        // Each view's mark is written before its parent reads it, each clip before its stack
        // places it, and each plan before its stack places along it (a stack along the axis
        // that does not fill equally is given one, or the solve fails): filling them first
        // would only stream them once more.
        functions.removeAll()
        plans.resetUninitialized(count: tree.stacks.count)
        clips.resetUninitialized(count: count)
        marks.resetUninitialized(count: count)
        innerViews.removeAll()
        for view in stride(from: count - 1, through: 0, by: -1) {
            // A stack's cost is a few units a child: one unit a view polls often enough.
            if let meter, meter.charge(Self.workPerView, bytes: { storageBytes }) { return false }
            let last = tree.lastChild(of: view)
            guard last >= 0 else {
                // A leaf appends its own function's knots and nothing else: nothing to compact.
                marks[view] = Int32(arena.count)
                let function = leafCost(of: view)
                guard !function.isEmpty else { return false }
                functions.append(function)
                continue
            }
            // The subtree's knots start where its last view's did: that view was costed first.
            let mark = marks[last]
            marks[view] = mark
            innerViews.append(Int32(view))
            guard var function = cost(of: view), !function.isEmpty else { return false }
            // Only this view's function is read from here on: its descendants' knots are dead.
            arena.compact(&function, to: mark)
            functions.truncate(to: functions.count - tree.childCount(of: view))
            functions.append(function)
        }
        // A slope that did not fit in `Int32` makes every comparison after it suspect.
        guard functions.count == 1, !arena.overflowed, let (rootSize, isUnique) = arena.minimum(functions[0]), isUnique
        else {
            return false
        }
        // Placing a view sets every subview's size and position: only the root's are set here.
        sizes.resetUninitialized(count: count)
        positions.resetUninitialized(count: count)
        sizes[0] = rootSize
        positions[0] = 0
        if let (canvases, lowest) = rootHeldCanvases {
            // The root's held shares are exact only where every cost at their levels is least.
            let (low, high) = canvasInsets(tree.stacks[Int(tree.stackIndex[0])])
            let canvas = rootSize - low - high
            let tolerance = DirectTree.lengthTolerance
            guard canvas >= canvases.x - tolerance, canvas <= canvases.y + tolerance else { return false }
            for term in sizeTerms where term.view == 0 && term.priority >= lowest && !term.isRequired {
                // Its error is 0, its least, only where it holds.
                switch term.relation {
                case .equal: guard abs(rootSize - term.constant) <= tolerance else { return false }
                case .lessThanOrEqual: guard rootSize <= term.constant + tolerance else { return false }
                case .greaterThanOrEqual: guard rootSize >= term.constant - tolerance else { return false }
                }
            }
        }
        // Top down: the views with subviews were listed bottom up.
        for slot in stride(from: innerViews.count - 1, through: 0, by: -1) {
            if let meter, meter.charge(Self.workPerView, bytes: { storageBytes }) { return false }
            guard place(Int(innerViews[slot])) else { return false }
        }
        measuredEquallyCounts[axis] = measuredEqually.count
        return true
    }

    /// Solves the axes `axes` (bit 0 x, bit 1 y) of `document` again, once both axes of this one have been
    /// solved: `document` is this one with new guides (``DirectDocument/updateGuides(constraints:)``,
    /// the same tree), and only the axes whose guides changed need solving, the other keeping
    /// its sizes and positions. `analyze` runs after each axis is solved, while it is the one
    /// solved last (as ``DirectAmbiguity/analyze(_:meter:)`` reads it). False, the axes then not to be
    /// used, where ``solve(axis:)`` or `analyze` fails.
    /// - Complexity: that of ``solve(axis:)`` for each axis solved.
    func solveAgain(_ document: DirectDocument, axes: UInt8, analyze: () -> Bool) -> Bool {
        precondition(document.tree === tree && axis == 1, "solved again before both axes were solved once")
        self.document = document
        crossTies = document.crossTies
        for axis in 0..<2 where axes & (1 << axis) != 0 {
            // The buffers as before x was solved (`sizes` x's, `horizontalSizes` y's): solving x
            // writes `sizes`, solving y swaps them back first.
            swap(&sizes, &horizontalSizes)
            swap(&positions, &horizontalPositions)
            guard solve(axis: axis), analyze() else { return false }
            if axis == 0 {
                // y solved last again, with x's results where solving y would have left them.
                swap(&sizes, &horizontalSizes)
                swap(&positions, &horizontalPositions)
                self.axis = 1
            }
        }
        return true
    }

    /// The meter's units of work for costing or placing one view (a term's worth in the solver).
    private static var workPerView: Int { 16 }

    /// The bytes of the knots and of the per-view buffers, for the meter.
    private var storageBytes: Int {
        arena.knots.capacity * MemoryLayout<CostFunction<Lanes>.Knot>.stride
            + (sizes.capacity + positions.capacity + horizontalSizes.capacity + horizontalPositions.capacity)
                * MemoryLayout<Double>.stride
            + (functions.capacity + scratch.capacity) * MemoryLayout<CostFunction<Lanes>>.stride
            + clips.capacity * MemoryLayout<Clip>.stride + marks.capacity * MemoryLayout<Int32>.stride
    }

    // MARK: - Costs, bottom up

    /// The cost of a view with subviews (see ``leafCost(of:)`` for the others).
    private func cost(of view: Int) -> CostFunction<Lanes>? {
        var function: CostFunction<Lanes>
        let stack = Int(tree.stackIndex[view])
        var isLeaf = false
        if stack >= 0 {
            guard let stackCost = self.stackCost(view, tree.stacks[stack], stack) else { return nil }
            function = stackCost
        } else if !tree.hasPlainSubviews(view) {
            function = .free
            isLeaf = true
        } else {
            scratch.removeAll()
            let plain = tree.plainRange(of: view)
            for position in plain {
                let pin = document.pins[position]
                let child = childFunction(position - plain.lowerBound)
                let hold = pin.hold(axis: axis)
                guard hold == .edges else {
                    // Floating: nothing else reads the subview's size, so it takes its own
                    // least-cost size, and adds nothing here. Where that size is not unique, a
                    // leaf takes one point of its flat run: only its own size and the position
                    // that follows it vary; so does a `fill` stack of leaves along the axis, its
                    // leaves' lengths free in their own flat runs (design note, section 2, "A
                    // flat floating leaf").
                    let subview = tree.plainChild(position)
                    guard let hold, let (size, isUnique) = arena.leastCostSize(child) else { return nil }
                    // A sibling pinned at its solved edge reads its size: unique, or declined.
                    if !isUnique, document.readsSolvedEdges, plain.contains(where: { document.pins[$0].sibling[axis] == Int32(position) }) {
                        return nil
                    }
                    if !isUnique {
                        guard let slope = flatFloatingSlope(subview, cost: child) else { return nil }
                        flatFloating.append((Int32(subview), hold, slope))
                    }
                    clips[subview] = Clip(minimum: size)
                    continue
                }
                scratch.append(arena.shifted(child, by: pin.low[axis] - pin.high[axis]))
            }
            function = arena.sum(of: &scratch)
        }
        let sizing = tree.sizing(view, axis: axis)
        let intrinsic = sizing.intrinsic
        if !intrinsic.isNaN {
            let hugging = sizing.hugging
            let resistance = sizing.resistance
            let content = arena.contentSize(
                intrinsic, hugging: hugging, resistance: resistance,
                huggingLane: lane(hugging), resistanceLane: lane(resistance))
            // A leaf's cost is its content size's alone: nothing to add it to.
            function = isLeaf ? content : arena.sum(function, content)
        }
        return restricted(function, sizing, view)
    }

    /// Whether a floating subview whose least-cost size is flat (its cost `cost`) is taken (design
    /// note, section 2, "A flat floating leaf"), and the slope its chain has on the flat run (0
    /// but for a stack along the axis): nil where it is not. Taken: a leaf; a stack across the
    /// axis with `fill` alignment whose arranged views are leaves (each is its canvas's size, plus
    /// a cross tie's offset, at any size of the stack: they follow it, whatever its terms); a
    /// `fill` stack along the axis, or one filling equally with at most one visible view, built
    /// alike (``DirectTree/Stack/chainsLikeFill``; only leaves in it where the root has a safe area: guides that
    /// follow the frames). Its cost is its chain's (shifted by the margins) plus its own optional
    /// terms and content size, its domain cut by required ones: all convex, their slopes summing
    /// to 0 on the run and each nondecreasing, so each is constant inside it, and the chain's is
    /// minus the others' there, read at a point inside the run (``KnotArena/insideFlatRun(_:)``).
    /// Its arranged views' lengths range each over its interval at that slope, independently,
    /// and ``DirectAmbiguity``'s walk follows them into their subtrees (or declines).
    /// - Complexity: O(knots of `cost` + size terms + the stack's arranged views).
    private func flatFloatingSlope(_ subview: Int, cost: CostFunction<Lanes>) -> LexSlope<Lanes>? {
        let index = Int(tree.stackIndex[subview])
        guard index >= 0 else { return tree.hasPlainSubviews(subview) ? nil : .zero }
        let stack = tree.stacks[index]
        guard stack.axis == axis else {
            // A tie taken broken widens its child past the canvas: not argued here.
            return stack.alignment == .fill && document.brokenTies.isEmpty && arrangesLeavesOnly(subview) ? .zero : nil
        }
        // A `fill` baseline row sharing its width equally has no plan (``fillsEqually(_:_:)``).
        guard stack.chainsLikeFill, !fillsEqually(subview, stack), plans[index] != nil else { return nil }
        // Nested views in it move with the run (their guides too): where the guides follow the
        // frames, which optimum is taken could change them, so only leaves are taken there.
        guard !tree.rootHasSafeArea || arrangesLeavesOnly(subview), let inside = arena.insideFlatRun(cost) else { return nil }
        // The others' slopes at `inside` (none has a knot inside the run), negated.
        var weights = Lanes.zero
        func add(_ lane: Int, _ sign: Int32) { weights[lane] &-= sign }
        let sizing = tree.sizing(subview, axis: axis)
        if !sizing.intrinsic.isNaN {
            guard inside != sizing.intrinsic else { return nil }
            if inside > sizing.intrinsic && sizing.hugging < 1000 { add(lane(sizing.hugging), 1) }
            if inside < sizing.intrinsic && sizing.resistance < 1000 { add(lane(sizing.resistance), -1) }
        }
        // The subview was costed already, so its terms lie past those still to be read.
        var low = sizeTermsLeft
        var high = sizeTerms.count
        while low < high {
            let middle = (low + high) / 2
            if Int(sizeTerms[middle].view) < subview { low = middle + 1 } else { high = middle }
        }
        while low < sizeTerms.count && Int(sizeTerms[low].view) == subview {
            let term = sizeTerms[low]
            low += 1
            guard !term.isRequired else { continue }
            // A weighted term (a carried one's) is not summed here: declined.
            guard inside != term.constant, term.weight == 1, term.weightDenominator == 1 else { return nil }
            let above = inside > term.constant
            switch term.relation {
            case .greaterThanOrEqual: if !above { add(Int(term.lane), -1) }
            case .lessThanOrEqual: if above { add(Int(term.lane), 1) }
            case .equal: add(Int(term.lane), above ? 1 : -1)
            }
        }
        return LexSlope(weights: weights, denominator: 1)
    }

    /// Whether every arranged view of stack `view` is a leaf (no subviews of either kind).
    /// - Complexity: O(arranged views).
    private func arrangesLeavesOnly(_ view: Int) -> Bool {
        tree.arrangedRange(of: view).allSatisfy { position in
            let child = tree.arrangedChild(position)
            return tree.stackIndex[child] < 0 && !tree.hasPlainSubviews(child)
        }
    }

    /// A view without subviews: its content size alone, whose slopes are those of the leaf
    /// before it when their priorities are (as a feed's alike cells' are).
    private func leafCost(of view: Int) -> CostFunction<Lanes> {
        let sizing = tree.sizing(view, axis: axis)
        let intrinsic = sizing.intrinsic
        guard !intrinsic.isNaN else { return restricted(.free, sizing, view) }
        let hugging = sizing.hugging
        let resistance = sizing.resistance
        guard hugging < 1000 && resistance < 1000 else {
            let content = arena.contentSize(
                intrinsic, hugging: hugging, resistance: resistance,
                huggingLane: lane(hugging), resistanceLane: lane(resistance))
            return restricted(content, sizing, view)
        }
        if hugging != leafSlopes.hugging || resistance != leafSlopes.resistance {
            leafSlopes = (hugging, resistance, -LexSlope<Lanes>.unit(lane: lane(resistance)), .unit(lane: lane(hugging)))
        }
        // ``KnotArena/contentSize(_:hugging:resistance:huggingLane:resistanceLane:)``'s vee.
        arena.append(CostFunction<Lanes>.Knot(x: intrinsic, slope: leafSlopes.above))
        let content = CostFunction<Lanes>(
            lo: -.infinity, hi: .infinity, slope0: leafSlopes.below, firstKnot: Int32(arena.count - 1), knotCount: 1)
        return restricted(content, sizing, view)
    }

    /// `function` with the view's size terms, held to its `width` or `height`, or for the root
    /// without one, pulled toward its fitting size: the one place every view's cost passes.
    @inline(__always)
    private func restricted(_ function: CostFunction<Lanes>, _ sizing: DirectTree.Sizing, _ view: Int) -> CostFunction<Lanes> {
        var function = function
        if sizeTermsLeft > 0 && Int(sizeTerms[sizeTermsLeft - 1].view) == view {
            var first = sizeTermsLeft - 1
            while first > 0 && Int(sizeTerms[first - 1].view) == view { first -= 1 }
            function = arena.adding(sizeTerms[first..<sizeTermsLeft], to: function, scratch: &scratch)
            sizeTermsLeft = first
        }
        let shorthand = sizing.shorthand
        if !shorthand.isNaN { return arena.restricted(function, lo: shorthand, hi: shorthand) }
        guard view == 0 else { return function }
        return arena.sum(function, arena.pullToZero(lane: levels.lane(ViewConstraintBuilder.fittingSizePriority)))
    }

    /// Whether view `view`'s size terms along the axis are not yet added to its cost: it has
    /// some, and is being costed (or is still to be).
    func hasPendingSizeTerms(_ view: Int) -> Bool {
        sizeTermsLeft > 0 && Int(sizeTerms[sizeTermsLeft - 1].view) == view
    }

    /// Holds the first child of the view being costed at `length`: its cost read there alone.
    func holdFirstChild(at length: Double) {
        functions[functions.count - 1] = arena.restricted(childFunction(0), lo: length, hi: length)
    }

    /// The root's cost along the axis solved last, once every view is costed (the one function
    /// left pending); nil before.
    var rootCost: CostFunction<Lanes>? {
        functions.count == 1 ? functions[0] : nil
    }

    /// The cost of the `offset`th child (plain, or arranged for a stack, which has no plain
    /// ones) of the view being costed.
    @inline(__always)
    func childFunction(_ offset: Int) -> CostFunction<Lanes> {
        functions[functions.count - 1 - offset]
    }

    /// The lane of `priority`, remembering the last two asked for: views mostly repeat their
    /// neighbours' hugging and resistance.
    private func lane(_ priority: Double) -> Int {
        if priority == laneMemo.0.priority { return laneMemo.0.lane }
        if priority == laneMemo.1.priority { return laneMemo.1.lane }
        let found = levels.lane(priority)
        laneMemo = (laneMemo.1, (priority, found))
        return found
    }

    /// The stack's cost as a function of its own size (canvas plus margins).
    private func stackCost(_ view: Int, _ stack: DirectTree.Stack, _ index: Int) -> CostFunction<Lanes>? {
        let arranged = tree.arrangedRange(of: view)
        let (low, high) = canvasInsets(stack)
        let alongAxis = stack.axis == axis
        // A vertical stack a baseline row reads from its top holds its first view at its natural
        // height (design note, section 5, *A baseline view at its natural height*).
        if alongAxis, tree.pinsFirstViews, tree.isArranged[view] {
            guard pinsFirstView(view, arranged) else { return nil }
        }
        let canvas = alongAxis
            ? seriesCost(view, stack, index, arranged)
            : stack.alignsBaselines && arranged.count > 1 ? baselineCost(view, index, arranged) : parallelCost(stack, arranged)
        guard let canvas else { return nil }
        var function = arena.shifted(canvas, by: low + high)
        // UISV-canvas-fit: across a stack aligning a single view or its views' baselines, and
        // along an `equalSpacing` or `equalCentering` one.
        if alongAxis ? stack.isSpacedEqually : (arranged.count == 1 && stack.alignment != .fill) || stack.alignsBaselines {
            function = arena.sum(function, arena.pullToZero(lane: canvasFitLane))
        }
        if alongAxis && stack.centresEvenly {
            // Its lone layout's size, for the `fillProportionally` stack arranging it along the
            // axis, its only reader (a stack measured for one across the axis is measured as any
            // other), read before this document's pull joins its cost.
            if tree.measuresFittingSize(view), tree.isArrangedProportionally(view, axis: axis),
                let size = centredFittingSize(view, index, arranged, function, insets: low + high)
            {
                centredFittingSizes[Int32(view)] = size
            }
            if let pull = centringPull(view, index, arranged, insets: low + high) { function = arena.sum(function, pull) }
        }
        return function
    }

    /// Along the axis: the arranged views end to end with their spacings.
    private func seriesCost(
        _ view: Int, _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>
    ) -> CostFunction<Lanes>? {
        let pair = equalPairOffset(view, stack, arranged)
        // The merged child is the whole difference only in a plain `fill` series of visible views;
        // a stack that keeps proportions gives the later view the earlier's share instead.
        if pair != nil {
            guard stack.distribution == .fill || stack.sharesProportionally, !stack.alignsBaselines,
                stack.visibleCount == arranged.count
            else { return nil }
        }
        if stack.sharesProportionally { return proportionalCost(view, stack, arranged) }
        if stack.disambiguatesWidths { return disambiguatedRowCost(view, stack, index, arranged) }
        if stack.fillsEqually { return equalCost(stack, arranged) }
        guard gatherSeries(arranged, keepingHidden: true) else { return nil }
        var spacing = stack.spacingTotal
        if stack.isSpacedEqually {
            // The spacings are inside the gap guides and the slack beside hidden views.
            appendEqualSpacingSlack(stack, arranged)
            spacing = 0
        }
        if let pair { spacing -= mergeEqualPair(stack, at: pair) }
        guard let plan = SeriesPlan<Lanes>(children: scratch, fixed: spacing, arena: arena, storage: &planStorage) else {
            return nil
        }
        plans[index] = plan
        return plan.function(in: &arena, planStorage)
    }

    /// The offset among `arranged` (view `view`'s) of the earlier view of the document's equal
    /// pair (``DirectDocument/equalPair``) where the pair is this stack's and its lengths lie
    /// along this axis (along the stack or across it); nil otherwise.
    func equalPairOffset(_ view: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>) -> Int? {
        let pair = Int(document.equalPair)
        guard pair > 0, document.equalPairAxis == axis, Int(tree.parents[pair]) == view,
            let position = arranged.first(where: { tree.arrangedChild($0) == pair }), position + 1 < arranged.upperBound
        else { return nil }
        return position - arranged.lowerBound
    }

    /// Replaces the costs of the equal pair's views in ``scratch`` (at `pair` and after it) by one
    /// child's: the length `L = 2w + s` of both views `w` long with their spacing `s`, costing
    /// `f_a(w) + f_b(w)`, as ``equalCost(_:_:)`` composes a `fillEqually` stack. An optimum of the
    /// series so is one of the stack with the two lengths required equal, and every one is.
    /// - Returns: `s`, which the series' fixed length no longer holds.
    private func mergeEqualPair(_ stack: DirectTree.Stack, at pair: Int) -> Double {
        let between = tree.spacings[stack.firstSpacing + pair]
        let both = arena.sum(scratch[pair], scratch[pair + 1])
        scratch[pair] = arena.shifted(arena.stretched(both, by: 2), by: between)
        scratch.move((pair + 2)..<scratch.count, to: pair + 1)
        scratch.truncate(to: scratch.count - 1)
        return between
    }

    /// Along the axis of a stack whose visible views share the canvas equally (``DirectTree/Stack/fillsEqually``,
    /// or a `fillProportionally` one left without proportions by its measured nested stacks):
    /// each visible view `(C − S) / n` long, the hidden ones 0; the canvas's cost the visible
    /// views' costs summed at that length. Nil where a hidden view cannot be 0 long.
    /// - Complexity: O(knots of the children).
    func equalCost(_ stack: DirectTree.Stack, _ arranged: Range<Int>) -> CostFunction<Lanes>? {
        // Equal sizes are shared among the visible views only.
        guard gatherSeries(arranged, keepingHidden: false) else { return nil }
        let shared = arena.sum(of: &scratch)
        return arena.shifted(arena.stretched(shared, by: stack.visibleCount), by: stack.spacingTotal)
    }

    /// The arranged views' costs, into `scratch`: a hidden one's as 0 long where `keepingHidden`,
    /// left out otherwise; false where a hidden view's own cost does not allow 0 (`UISV-hiding`).
    /// - Complexity: O(arranged views).
    private func gatherSeries(_ arranged: Range<Int>, keepingHidden: Bool) -> Bool {
        scratch.removeAll()
        for position in arranged {
            let function = childFunction(position - arranged.lowerBound)
            guard tree.isHidden[tree.arrangedChild(position)] else {
                scratch.append(function)
                continue
            }
            // UISV-hiding: zero along the axis, which the hidden view's own cost must allow.
            guard function.lo <= 0, function.hi >= 0 else { return false }
            if keepingHidden { scratch.append(.point(0)) }
        }
        return true
    }

    /// Whether the visible views of `stack` (view `view`'s) share its canvas equally along the
    /// axis solved last: a `fillEqually` stack, or a `fillProportionally` one without
    /// proportions, known when the tree is made or once its nested stacks are measured
    /// (``measuredEqually``), or a baseline row sharing its unheld width equally (``equalRows``).
    /// - Complexity: O(1).
    func fillsEqually(_ view: Int, _ stack: DirectTree.Stack) -> Bool {
        stack.fillsEqually || (!measuredEqually.isEmpty && measuredEqually.contains(Int32(view)))
            || (!equalRows.isEmpty && equalRows.contains(Int32(view)))
    }

    /// Across the axis: every arranged view the canvas's size (`fill`), or at most that with
    /// the views pulled to zero at 25 and the canvas (or the stack, for one view) pulled to fit,
    /// hidden views of a spanned stack at their own least-cost size; the children's clips
    /// written to `clips`.
    private func parallelCost(_ stack: DirectTree.Stack, _ arranged: Range<Int>) -> CostFunction<Lanes>? {
        scratch.removeAll()
        if let first = arranged.first, case let parent = tree.parents[tree.arrangedChild(first)],
            let (_, broken, isShort) = document.brokenTies.first(where: { tree.parents[$0.child] == parent })
        {
            // A cross tie past its canvas is taken broken only where, with one of the stack's
            // connections to its canvas dropped, the child (across `fill`, every arranged view)
            // could take the wider size: its required constraints bound it below only; short of
            // it (across `fill`), the narrower size: they bound it above only. A lone arranged view
            // across `fill` is exempt: its witnesses solve U again with the canvas moved, the
            // stack's length following a held view (design note, section 5, *A lone view held
            // across*). So, beside others, is a held view across `fill` other than the child, or
            // the child where it is the first (no alignment of its own in the set): the first's
            // connections are then witnessed so, the child's alignments by the child alone (*Several
            // views, one held across*). So is a lone arranged view across `leading`, `center` or
            // `trailing` (*A lone view held across*, *Aligned*): its witnesses move the canvas as
            // across `fill`, U solved again with the tie kept. So is the child among several
            // arranged views across an aligned stack, where what holds it comes after the tie (the
            // blocks strategy checks that; *Held after the tie*).
            let lone = arranged.count == 1
            for position in arranged where stack.alignment == .fill || tree.arrangedChild(position) == broken {
                let function = childFunction(position - arranged.lowerBound)
                guard isShort ? function.lo == -.infinity : function.hi == .infinity else {
                    // A lone arranged view is the tie's child.
                    guard lone || stack.alignment != .fill || tree.arrangedChild(position) != broken || position == arranged.lowerBound
                    else { return nil }
                    if !heldTies.contains(where: { $0.child == Int32(broken) }) {
                        heldTies.append((Int32(broken), lone ? .lone : stack.alignment == .fill ? .arranged : .child))
                    }
                    continue
                }
            }
        }
        guard stack.alignment != .fill else {
            for position in arranged { scratch.append(childFunction(position - arranged.lowerBound)) }
            return arena.sum(of: &scratch)
        }
        // The equal pair across: both views `w` long, each clipped by the canvas and pulled toward
        // 0 at 25, one clip of `f_a(w) + f_b(w) + 2|w|` for both (design note, section 5, "A
        // required `>=` between two views of U"); or their optional relation's pair, one clip too.
        var pair = arranged.first.flatMap {
            equalPairOffset(Int(tree.parents[tree.arrangedChild($0)]), stack, arranged)
        }
        // An optional relation whose lesser side the canvas holds: the greater's tie to the
        // canvas, no merged clip (design note, section 5, "A lesser side held at the canvas").
        let tiedGreater = pair.flatMap { greaterTiedToCanvas($0, arranged) }
        if let relation = document.pairRelation, let offset = pair, tiedGreater == nil {
            // The merged clip is the lesser's: a hidden lesser is not bounded by the canvas.
            let lesser = tree.arrangedChild(arranged.lowerBound + offset + (relation.lesserIsLater ? 1 : 0))
            guard !tree.isHidden[lesser] else { return nil }
        }
        if tiedGreater != nil { pair = nil }
        if let pair, !crossTies.isEmpty {
            guard crossTies[tree.arrangedChild(arranged.lowerBound + pair)].isNaN,
                crossTies[tree.arrangedChild(arranged.lowerBound + pair + 1)].isNaN
            else { return nil }
        }
        for position in arranged {
            let child = tree.arrangedChild(position)
            if let pair, position - arranged.lowerBound == pair + 1 { continue }
            if child == tiedGreater, let relation = document.pairRelation {
                let own = arena.sum(childFunction(position - arranged.lowerBound), arena.pullToZero(lane: suppressionLane))
                guard appendTiedCost(own, of: child, offset: 0, priority: relation.priority, arrangedCount: arranged.count)
                else { return nil }
                continue
            }
            if !crossTies.isEmpty, case let offset = crossTies[child], !offset.isNaN {
                // Tied: the child is `offset` more than the canvas, never past it (offset ≤ 0)
                // unless outside the spanner, its suppression pulling at that size: C ↦
                // f(C + offset) + |C + offset| at 25.
                let own = arena.sum(childFunction(position - arranged.lowerBound), arena.pullToZero(lane: suppressionLane))
                if !document.optionalTies.isEmpty, case let priority = document.optionalTies[child], !priority.isNaN {
                    // Optional: the child's least cost with the tie's error, given the canvas
                    // (design note, section 5, "Optional cross ties in U").
                    guard appendTiedCost(own, of: child, offset: offset, priority: priority, arrangedCount: arranged.count)
                    else { return nil }
                    continue
                }
                scratch.append(arena.shifted(own, by: -offset))
                continue
            }
            var own = childFunction(position - arranged.lowerBound)
            // The view whose clip stands for the pair's: the lesser of an optional relation's.
            var clipped = child
            if let pair, position - arranged.lowerBound == pair {
                if let relation = document.pairRelation {
                    // `a ≥ b @p`: the pair's cost, given the canvas, is the clip of `b`'s own
                    // cost plus `a`'s cost tied to `b`'s length at `p`, `a` at most that length
                    // (design note, section 5, "An optional `>=` between two views of U").
                    let (lesser, greater) = relation.lesserIsLater ? (pair + 1, pair) : (pair, pair + 1)
                    let tied = arena.sum(childFunction(greater), arena.pullToZero(lane: suppressionLane))
                    guard let (cost, knees) = tieCost(tied, offset: 0, priority: relation.priority) else { return nil }
                    if tieKnees.isEmpty { tieKnees = [SIMD2<Double>](repeating: .zero, count: tree.viewCount) }
                    tieKnees[tree.arrangedChild(arranged.lowerBound + greater)] = knees
                    own = arena.sum(childFunction(lesser), cost)
                    clipped = tree.arrangedChild(arranged.lowerBound + lesser)
                } else {
                    own = arena.sum(arena.sum(own, childFunction(pair + 1)), arena.pullToZero(lane: suppressionLane))
                }
            }
            guard let clip = arena.clippedAbove(own, pulledToZeroAt: suppressionLane) else { return nil }
            clips[clipped] = Clip(minimum: clip.minimum, isUnique: clip.isUnique)
            // A view an evenly centred stack below may fill: its length one in every solution
            // optimal above 149 (design note, section 2, *Settled above the guides*).
            if !centringPulls.isEmpty, pair == nil,
                arena.isOnlyMinimum(own, at: clip.minimum, lanes: levels.priorities.prefix { $0 > StackFamily.equalCenteringPriority }.count)
            {
                settledClips.append(Int32(child))
            }
            if let pair, position - arranged.lowerBound == pair {
                for other in [child, tree.arrangedChild(position + 1)] where other != clipped { clips[other] = clips[clipped] }
            }
            // Outside the spanner the view takes its least-cost size whatever the canvas: a
            // constant, which the canvas's cost leaves out (a pair's clip is the lesser's, visible).
            if tree.isOutsideSpanner(clipped, arrangedCount: arranged.count) { continue }
            scratch.append(clip.function)
        }
        // The spanner's fit pulls the canvas; over no visible view it is pinned to the canvas on
        // both edges only when centred (leading or trailing, its free edge fits it at any canvas).
        if arranged.count > 1 && (stack.visibleCount > 0 || stack.alignment == .center) {
            scratch.append(arena.pullToZero(lane: spanningFitLane))
        }
        return arena.sum(of: &scratch)
    }

    /// Appends to ``scratch`` the least cost, given the canvas, of arranged view `child` (`own`
    /// its cost with its suppression) tied at `priority` to the canvas plus `offset`
    /// (``tieCost(_:offset:priority:bounded:)``, unbounded for a view outside the spanner), and
    /// keeps its knees for ``place(_:)``; false where the tie's cost declines. In a baseline row
    /// the view's room is the canvas less `shortfall` (its offset short of the row's reach): the
    /// cost is read there.
    func appendTiedCost(
        _ own: CostFunction<Lanes>, of child: Int, offset: Double, priority: Double, arrangedCount: Int,
        shortfall: Double = 0
    ) -> Bool {
        let bounded = !tree.isOutsideSpanner(child, arrangedCount: arrangedCount)
        guard let (tied, knees) = tieCost(own, offset: offset, priority: priority, bounded: bounded) else { return false }
        if tieKnees.isEmpty { tieKnees = [SIMD2<Double>](repeating: .zero, count: tree.viewCount) }
        tieKnees[child] = knees
        scratch.append(shortfall == 0 ? tied : arena.shifted(tied, by: shortfall))
        return true
    }

    /// The greater side of the document's optional relation across a stack (``DirectDocument/pairRelation``,
    /// the pair at offset `pair` among `arranged`) where a required cross tie without offset holds
    /// the lesser at the canvas and the greater has no cross tie: the relation's error is then
    /// `p·(C − x)⁺` on the greater's length `x ≤ C` alone, its optional tie to the canvas (design
    /// note, section 5, "A lesser side held at the canvas"); nil otherwise.
    private func greaterTiedToCanvas(_ pair: Int, _ arranged: Range<Int>) -> Int? {
        guard let relation = document.pairRelation, !crossTies.isEmpty else { return nil }
        let earlier = tree.arrangedChild(arranged.lowerBound + pair), later = tree.arrangedChild(arranged.lowerBound + pair + 1)
        let (lesser, greater) = relation.lesserIsLater ? (later, earlier) : (earlier, later)
        guard crossTies[lesser] == 0, document.optionalTies.isEmpty || document.optionalTies[lesser].isNaN,
            crossTies[greater].isNaN
        else { return nil }
        return greater
    }

    /// The least cost, given its stack's canvas `C`, of a view tied to it at `priority`
    /// (`x == C + offset`, `offset ≤ 0`; an offset past the canvas is the tie's at 0 plus a
    /// constant error), `own` its cost with its suppression: `g(C) = min over x ≤ C of own(x) +
    /// p·|x − C − offset|` (design note, section 5, "Optional cross ties in U"). With `a` and `b`
    /// where `own`'s slope passes `−1` and then `1` at `priority`'s level (the knees; a domain's
    /// end where none does), `g` is `own` below `a` (the view the canvas), falls by `p` up to `a −
    /// offset` (the view at `a`), is `own` moved by `−offset` up to `b − offset` (the view at the
    /// tie's size) and then rises by `p` (the view at `b`): ``tiedSize(canvas:offset:knees:)``.
    /// Outside the spanner (`bounded` false: a hidden view, which the canvas does not bound) the
    /// view is `x = C + offset` held between the knees whatever the offset: `g(C) = min over x of
    /// own(x) + p·|x − C − offset|` falls by `p` up to `a − offset`, is `own` moved by `−offset`
    /// up to `b − offset` and then rises by `p` (design note, section 5, *A hidden view's
    /// optional tie*).
    /// Nil where a piece of `own` is exactly as steep as the tie (the view's size then not one
    /// value), `priority` has no level, or a slope overflows.
    /// - Complexity: O(knots of `own` × levels).
    private func tieCost(
        _ own: CostFunction<Lanes>, offset: Double, priority: Double, bounded: Bool = true
    ) -> (function: CostFunction<Lanes>, knees: SIMD2<Double>)? {
        guard let lane = levels.priorities.firstIndex(of: min(max(priority, 1), 1000)) else { return nil }
        let denominator = own.slope0.denominator
        var weights = Lanes.zero
        weights[lane] = denominator
        let rise = LexSlope<Lanes>(weights: weights, denominator: denominator)
        let fall = -rise
        var overflow = Lanes.zero
        // Piece `k` of `own` (its start and slope), in increasing x: 0 from `lo`, then one per knot.
        let pieces = 0...Int(own.knotCount)
        func piece(_ k: Int) -> (start: Double, slope: LexSlope<Lanes>) {
            k == 0 ? (own.lo, own.slope0) : (arena[Int(own.firstKnot) + k - 1].x, arena[Int(own.firstKnot) + k - 1].slope)
        }
        var knees = SIMD2<Double>(own.hi, own.hi)
        var foundA = false, foundB = false
        for k in pieces {
            let (start, slope) = piece(k)
            let belowFall = LexSlope.sum(slope, rise, overflow: &overflow).sign
            let pastRise = LexSlope.sum(slope, fall, overflow: &overflow).sign
            guard belowFall != 0, pastRise != 0 else { return nil }
            if !foundA && belowFall > 0 { (knees.x, foundA) = (start, true) }
            if !foundB && pastRise > 0 { (knees.y, foundB) = (start, true) }
        }
        guard !LexSlope<Lanes>.didOverflow(overflow) else { return nil }
        var g = CostFunction<Lanes>(
            lo: bounded ? own.lo : -.infinity, hi: .infinity, slope0: .zero, firstKnot: Int32(arena.count), knotCount: 0)
        var started = false
        // The first piece starts at `g.lo`; each later one is a knot.
        func emit(_ x: Double, _ slope: LexSlope<Lanes>) {
            guard started else { (g.slope0, started) = (slope, true); return }
            arena.append(CostFunction<Lanes>.Knot(x: x, slope: slope))
        }
        if bounded {
            for k in pieces where piece(k).start < knees.x { emit(piece(k).start, piece(k).slope) }
            if offset < 0 && knees.x.isFinite { emit(knees.x, fall) }
        } else if knees.x > -.infinity {
            emit(-.infinity, fall)
        }
        for k in pieces where piece(k).start >= knees.x && piece(k).start < knees.y {
            emit(piece(k).start - offset, piece(k).slope)
        }
        if knees.y.isFinite { emit(knees.y - offset, rise) }
        g.knotCount = Int32(arena.count) - g.firstKnot
        return (g, knees)
    }

    /// The size of a view tied to a canvas `canvas` long at `offset` (``tieCost(_:offset:priority:bounded:)``):
    /// the tie's target `canvas + offset` held between the knees, the canvas where that is less
    /// (`bounded`: a view in the spanner).
    static func tiedSize(canvas: Double, offset: Double, knees: SIMD2<Double>, bounded: Bool = true) -> Double {
        let target = canvas + offset
        return target < knees.x ? (bounded ? min(knees.x, canvas) : knees.x) : min(target, knees.y)
    }

    /// The canvas's insets from the stack's low and high edges along this axis.
    func canvasInsets(_ stack: DirectTree.Stack) -> (Double, Double) {
        axis == 0 ? (stack.canvasInsets[0], stack.canvasInsets[1]) : (stack.canvasInsets[2], stack.canvasInsets[3])
    }

    // MARK: - Sizes and positions, top down

    private func place(_ view: Int) -> Bool {
        let index = Int(tree.stackIndex[view])
        guard index >= 0 else {
            for position in tree.plainRange(of: view) {
                let child = tree.plainChild(position)
                let pin = document.pins[position]
                // At a sibling's solved edge: placed once the sibling is, below.
                if document.readsSolvedEdges, pin.sibling[axis] >= 0 { continue }
                switch pin.hold(axis: axis) {
                case .edges?:
                    sizes[child] = sizes[view] + pin.high[axis] - pin.low[axis]
                    positions[child] = positions[view] + pin.low[axis]
                case .low?:
                    sizes[child] = clips[child].minimum
                    positions[child] = positions[view] + pin.low[axis]
                case .high?:
                    sizes[child] = clips[child].minimum
                    positions[child] = positions[view] + sizes[view] + pin.high[axis] - sizes[child]
                case .center?, nil:
                    sizes[child] = clips[child].minimum
                    positions[child] = positions[view] + (sizes[view] - sizes[child]) / 2 + pin.center[axis]
                }
            }
            guard document.readsSolvedEdges else { return true }
            // Floating at a floating sibling's solved edge (design note, section 5, "Pins to a
            // sibling's edge", *At a floating sibling's solved edge*).
            for position in tree.plainRange(of: view) where document.pins[position].sibling[axis] >= 0 {
                let child = tree.plainChild(position)
                let pin = document.pins[position]
                let sibling = tree.plainChild(Int(pin.sibling[axis]))
                let edge = positions[sibling] + pin.siblingPlace[axis] * sizes[sibling]
                sizes[child] = clips[child].minimum
                switch pin.hold(axis: axis) {
                case .low?: positions[child] = edge + pin.low[axis]
                case .high?: positions[child] = edge + pin.high[axis] - sizes[child]
                default: positions[child] = edge + pin.center[axis] - sizes[child] / 2
                }
            }
            return true
        }
        let stack = tree.stacks[index]
        let arranged = tree.arrangedRange(of: view)
        let (low, high) = canvasInsets(stack)
        let canvasStart = positions[view] + low
        let canvas = sizes[view] - low - high
        if stack.axis == axis {
            return placeAlong(view, stack, index, arranged, canvasStart: canvasStart, canvas: canvas)
        }
        if stack.alignsBaselines { return placeBaselineRow(view, index, arranged, canvasStart: canvasStart, canvas: canvas) }
        let tolerance = DirectTree.lengthTolerance
        // Leading is the high edge of a right-to-left x axis.
        let flipped = axis == 0 && document.rightToLeft
        // An optional `a ≥ b @p` across: `a` (the greater) at `b`'s length held by its knee, or,
        // `b` held at the canvas, at the canvas held by its knee.
        var greater = -1, tiedGreater = -1
        if let relation = document.pairRelation, stack.alignment != .fill,
            let pair = equalPairOffset(view, stack, arranged)
        {
            greater = tree.arrangedChild(arranged.lowerBound + pair + (relation.lesserIsLater ? 0 : 1))
            if greaterTiedToCanvas(pair, arranged) != nil { swap(&greater, &tiedGreater) }
        }
        for position in arranged {
            let child = tree.arrangedChild(position)
            var size = canvas
            if child == tiedGreater {
                size = Self.tiedSize(canvas: canvas, offset: 0, knees: tieKnees[child])
            } else if !crossTies.isEmpty, case let offset = crossTies[child], !offset.isNaN {
                size = canvas + offset
                if !tieKnees.isEmpty, !document.optionalTies.isEmpty, !document.optionalTies[child].isNaN {
                    let bounded = !tree.isOutsideSpanner(child, arrangedCount: arranged.count)
                    size = Self.tiedSize(canvas: canvas, offset: offset, knees: tieKnees[child], bounded: bounded)
                }
            } else if stack.alignment != .fill {
                // The lesser's clip stands for both (``parallelCost(_:_:)``): its size first (a
                // hidden greater is held by the visible lesser, inside the canvas).
                let outside = child != greater && tree.isOutsideSpanner(child, arrangedCount: arranged.count)
                if outside || canvas > clips[child].minimum {
                    guard clips[child].isUnique || (!outside && canvas <= clips[child].minimum + tolerance) else { return false }
                    size = clips[child].minimum
                }
                if child == greater { size = Self.tiedSize(canvas: size, offset: 0, knees: tieKnees[child]) }
            }
            sizes[child] = size
            switch stack.alignment {
            case .center: positions[child] = canvasStart + (canvas - size) / 2
            case .leading where flipped, .trailing where !flipped: positions[child] = canvasStart + canvas - size
            default: positions[child] = canvasStart
            }
        }
        return true
    }

    private func placeAlong(
        _ view: Int, _ stack: DirectTree.Stack, _ index: Int, _ arranged: Range<Int>, canvasStart: Double, canvas: Double
    ) -> Bool {
        if fillsEqually(view, stack) {
            let share = (canvas - stack.spacingTotal) / Double(stack.visibleCount)
            for position in arranged {
                let child = tree.arrangedChild(position)
                sizes[child] = tree.isHidden[child] ? 0 : share
            }
        } else if stack.sharesProportionally {
            shareProportionally(view, stack, arranged, canvas: canvas)
        } else if !windowRows.isEmpty, let row = windowRows[Int32(view)] {
            guard placeWindowRow(row, arranged, canvas: canvas) else { return false }
        } else {
            // A tie is one optimal share of many in `fill` and `equalSpacing` (DirectAmbiguity's
            // scope), and `equalCentering` of two visible views, the same chain; of three or
            // more, the guides settle it, or the stack declines.
            guard let plan = plans[index] else { return false }
            let (placed, tied) = plan.distribute(
                canvas, planStorage, into: &shares,
                allowingTies: stack.distribution == .fill || stack.isSpacedEqually)
            guard placed else { return false }
            let pair = equalPairOffset(view, stack, arranged)
            // A tie of a series with a merged child is not walked: ``DirectAmbiguity`` reads a
            // plan's children as the stack's arranged views.
            guard !tied || pair == nil else { return false }
            isTied = isTied || tied
            if let pair {
                // Each of the pair is half the merged child's length less their spacing.
                let half = (shares[pair] - tree.spacings[stack.firstSpacing + pair]) / 2
                for offset in 0..<arranged.count {
                    sizes[tree.arrangedChild(arranged.lowerBound + offset)] =
                        offset < pair ? shares[offset] : offset <= pair + 1 ? half : shares[offset - 1]
                }
            } else {
                for position in arranged { sizes[tree.arrangedChild(position)] = shares[position - arranged.lowerBound] }
            }
            if stack.centresEvenly {
                return placeCentred(view, stack, index, arranged, canvasStart: canvasStart, canvas: canvas, tied: tied)
            }
            if stack.isSpacedEqually {
                placeEquallySpaced(stack, arranged, canvasStart: canvasStart, canvas: canvas)
                return true
            }
        }
        // The chain runs from the leading edge: the high edge of a right-to-left x axis.
        let first = stack.firstSpacing
        let last = arranged.count - 1
        if axis == 0 && document.rightToLeft {
            var edge = canvasStart + canvas
            for (position, slot) in arranged.enumerated() {
                let child = tree.arrangedChild(slot)
                positions[child] = edge - sizes[child]
                edge = positions[child] - (position < last ? tree.spacings[first + position] : 0)
            }
        } else {
            var edge = canvasStart
            for (position, slot) in arranged.enumerated() {
                let child = tree.arrangedChild(slot)
                positions[child] = edge
                edge += sizes[child] + (position < last ? tree.spacings[first + position] : 0)
            }
        }
        return true
    }
}
