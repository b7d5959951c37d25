import ConstraintSolver

/// The frame values of a direct layout that are not unique among the optimal solutions, found
/// from the ties of its `fill` and `equalSpacing` stacks (and `equalCentering` ones of at most
/// two visible views, the same chain) and of the gap guides of its other `equalCentering` ones
/// (their free views, or the room beside a hidden view at an end, ``Walk/endRoom(_:_:_:)``):
/// the `ambiguous` diagnostics the simplex would report.
///
/// Along an axis whose root size is unique, the optimal solutions are a product over the tied
/// stacks whose own size is unique: in each, the children's lengths `x` range over
/// `{ xᵢ ∈ [aᵢ, bᵢ], Σ x = D }` (``SeriesPlan/movableChildren(at:_:into:)``), and with two or
/// more of them movable (the set M) the directions of that set are exactly those with
/// `Σ_M dx = 0`. Every other value below is affine in those lengths, so a value is unique iff,
/// for each tie, its coefficients on M are all equal (a multiple of `Σ_M x`, a constant):
///
/// - a size *follows* a movable child (coefficient 1) when it is that child, or a `fill`- or
///   tie-aligned child of a stack across the axis, or a subview pinned on both edges, of a view
///   that follows it; an aligned child whose canvas stays at or below its clip follows too, one
///   whose canvas stays at or above it keeps its clip (unique); every other size is unique;
/// - a position in a tied stack is the sum of the lengths before it (after it, right to left):
///   coefficient 1 on the members before, 0 on the others (or −1 up to and including itself);
/// - a position across a stack or in a floating pin is `k × (canvas − size)` from a unique edge,
///   `k` 0, ½ or 1 by the alignment or the pin: coefficient `k` on the followed child when the
///   canvas follows it and the size does not;
/// - in the root's coordinates, the sum of those along the path from the root: the terms on
///   one tie add up, and a value is unique iff each tie's sum is constant on M.
///
/// A `fill` stack along the axis whose own size follows a movable child is followed too when
/// one of its children alone takes the change over the whole range (its size follows; the
/// positions after it move with it); a stack of one view passes it on whole, and a `fillEqually`
/// stack of leaves shares it (``Walk/following(_:_:_:_:)``); a `fill` or `equalSpacing` stack (or
/// centred pair) that ties inside over the whole range is one flattened tie with the outer one, its
/// movers replacing the member it follows (``Walk/nestedTie(_:_:_:_:canvas:)``). In an `equalSpacing` stack (or an
/// `equalCentering` one of two visible views, whose one guide, centre to centre, only renames it)
/// the gaps' total `G` may be a member of M: visible view `i` of `n` is then `i / (n − 1)` of `G`
/// past the lengths before it (coefficient `w`; negated right to left), and so may the rooms beside
/// hidden views at the stack's ends (``Walk/equalSpacingSlack(_:_:_:)``). A floating leaf whose own least-cost size
/// is a flat run (``DirectAxis/flatFloating``) varies in size, and in position unless pinned at
/// its low edge: nothing reads it, so its run is one more factor of the product; so does a
/// floating `fill` stack along the axis, a free tie (``Walk/freeTie(_:_:_:hold:slope:)``: its arranged
/// views' lengths free in their own zero-cost intervals, their total not fixed, the walk going on
/// into their subtrees), and a floating `fill`-aligned stack of leaves across the axis, its leaves
/// following its size.
///
/// A hidden view of an `equalSpacing` stack in a room that is not nil (as laid out, or varying
/// with a tie: ``Walk/equalSpacingSlack(_:_:_:)``) floats: its position ranges over the room and
/// nothing but its subtree reads it, one more factor of the product (``markFloating(_:_:into:)``).
///
/// Declined (nil from the solve, the simplex lays the document out): a stack along the axis
/// whose own size varies otherwise (a tie inside a tie's length that is not one flattened tie),
/// and an aligned child whose
/// canvas varies across its clip, or over a flat clip.
struct DirectAmbiguity {
    /// Per axis, per view: ``relativeBit`` if its position relative to its superview varies,
    /// ``absoluteBit`` in the root's coordinates, ``sizeBit`` its size; empty when nothing
    /// varies along the axis.
    private var flags: [[UInt8]] = [[], []]
    private static let relativeBit: UInt8 = 1
    private static let absoluteBit: UInt8 = 2
    private static let sizeBit: UInt8 = 4
    /// Set where the walk found whether the view's centre and far edge vary (``edgeVaries(of:axis:far:relative:)``):
    /// an arranged view of a tie it opened, whose size, where it varies, is its own member's length.
    private static let edgesKnownBit: UInt8 = 8
    /// Its centre (position plus half its size) varies, in the root's coordinates.
    private static let centreBit: UInt8 = 16
    /// Its far edge (position plus size) varies, in the root's coordinates.
    private static let farBit: UInt8 = 32
    /// Its centre varies relative to its superview.
    private static let relativeCentreBit: UInt8 = 64
    /// Its far edge varies relative to its superview.
    private static let relativeFarBit: UInt8 = 128
    /// The bits that say a value varies (the others say how its centre and far edge do).
    private static let valueBits: UInt8 = relativeBit | absoluteBit | sizeBit

    /// Whether some frame value varies.
    var isAmbiguous: Bool { !flags[0].isEmpty || !flags[1].isEmpty }

    /// Whether some frame value along `axis` (0 x, 1 y) varies.
    func isAmbiguous(axis: Int) -> Bool { !flags[axis].isEmpty }

    /// Per axis (bit `axis`): whether a hidden view floats in a room of its `equalSpacing` stack
    /// (``DirectAxis/floatingHidden``, ``Walk/floatingHidden``), a factor of the optimal set apart
    /// from the ties.
    private var floatingHiddenAxes: UInt8 = 0

    /// Whether a hidden view floats along `axis` (0 x, 1 y): its position varies apart from the
    /// axis's ties, so no tie's cut leaves the axis unique.
    func hasFloatingHidden(axis: Int) -> Bool { floatingHiddenAxes & (1 << UInt8(axis)) != 0 }

    /// Finds which values of the axis `axes` solved last vary; false (decline) for a shape whose
    /// exact answer it cannot show (see the type's note), or when `meter` stops (its work and its
    /// storage charged once the walk is done).
    /// - Complexity: O(views + pieces of the tied stacks), and O(1) without a tie.
    mutating func analyze<Lanes>(_ axes: DirectAxis<Lanes>, meter: WorkMeter?) -> Bool {
        let axis = axes.axis
        flags[axis] = []
        floatingHiddenAxes &= ~(1 << UInt8(axis))
        if !axes.floatingHidden.isEmpty { floatingHiddenAxes |= 1 << UInt8(axis) }
        // A floating `fill` stack along the axis whose size is flat is a free tie the walk follows.
        let hasFreeTie = axes.flatFloating.contains { Self.isFreeTie($0.view, axes) }
        guard axes.isTied || hasFreeTie else {
            guard axes.flatFloating.isEmpty || Self.markFlatFloating(axes, into: &flags[axis]) else { return false }
            if !axes.floatingRows.isEmpty { Self.markFloatingRows(axes, into: &flags[axis]) }
            if !axes.floatingHidden.isEmpty { Self.markFloating(axes.floatingHidden, axes.tree, into: &flags[axis]) }
            return true
        }
        var walk = Walk(axes)
        guard walk.run() else { return false }
        if let meter, meter.charge(Self.workPerView * axes.tree.viewCount, bytes: { walk.storageBytes }) { return false }
        // Empty when nothing moves after all (a run the walk met that the tolerances make a point).
        flags[axis] = walk.result.contains { $0 & Self.valueBits != 0 } ? walk.result : []
        guard axes.flatFloating.isEmpty || Self.markFlatFloating(axes, into: &flags[axis]) else { return false }
        if !axes.floatingRows.isEmpty { Self.markFloatingRows(axes, into: &flags[axis]) }
        // Hidden views floating in a room that is not nil as laid out, or that varies with a tie.
        let floating = axes.floatingHidden + walk.floatingHidden
        if !floating.isEmpty {
            floatingHiddenAxes |= 1 << UInt8(axis)
            Self.markFloating(floating, axes.tree, into: &flags[axis])
        }
        return true
    }

    /// Adds the floating baseline rows' values (``DirectAxis/floatingRows``) to `flags`: each
    /// arranged view's position, relative and absolute, and every view below them in the root's
    /// coordinates. The row's baseline ranges over an interval at its sizes, which nothing but
    /// those positions reads (a walk declines a row whose canvas follows a tie), so the optimal
    /// set is the product of that interval and the rest's, and what varies is the union.
    /// - Complexity: O(views).
    private static func markFloatingRows<Lanes>(_ axes: DirectAxis<Lanes>, into flags: inout [UInt8]) {
        let tree = axes.tree
        let arranged = axes.floatingRows.flatMap { tree.arrangedRange(of: Int($0)).map { Int32(tree.arrangedChild($0)) } }
        markFloating(arranged, tree, into: &flags)
    }

    /// Adds to `flags` the values of views `views`, each of which ranges over an interval that
    /// nothing else reads: its position, relative and absolute, and every view below them in the
    /// root's coordinates (their sizes and relative positions as they were).
    /// - Complexity: O(views of the tree).
    private static func markFloating(_ views: [Int32], _ tree: DirectTree, into flags: inout [UInt8]) {
        if flags.isEmpty { flags = [UInt8](repeating: 0, count: tree.viewCount) }
        var moves = [Bool](repeating: false, count: tree.viewCount)
        for view in views {
            moves[Int(view)] = true
            flags[Int(view)] = flags[Int(view)] & Self.valueBits | Self.relativeBit | Self.absoluteBit
        }
        // A parent comes before its subviews in tree order.
        for view in 1..<tree.viewCount where !moves[view] && moves[Int(tree.parents[view])] {
            moves[view] = true
            flags[view] = flags[view] & Self.valueBits | Self.absoluteBit
        }
    }

    /// Whether flat floating view `view` is a `fill` stack along the axis: its arranged views'
    /// lengths free in their own zero-cost intervals, which the walk follows (``Walk/freeTie``).
    private static func isFreeTie<Lanes>(_ view: Int32, _ axes: DirectAxis<Lanes>) -> Bool {
        let index = Int(axes.tree.stackIndex[Int(view)])
        return index >= 0 && axes.tree.stacks[index].axis == axes.axis
    }

    /// Adds the flat floating views' values (``DirectAxis/flatFloating``) to `flags`: each
    /// view's size, and its position (relative and absolute) where it follows the size. Nothing
    /// reads such a view, so its size is free of every other value: the optimal set is the
    /// product of its flat run and the rest's, and what varies is the union. Across the axis
    /// (`fill` alignment), every leaf is the stack's canvas: its size varies, its relative
    /// position does not, its absolute one is the stack's. A stack along the axis is the walk's
    /// (a free tie, ``Walk/freeTie``).
    /// - Complexity: O(views) once, O(flat views and their arranged views) after.
    private static func markFlatFloating<Lanes>(_ axes: DirectAxis<Lanes>, into flags: inout [UInt8]) -> Bool {
        let tree = axes.tree
        if flags.isEmpty { flags = [UInt8](repeating: 0, count: tree.viewCount) }
        for (view, hold, _) in axes.flatFloating {
            let position = hold != .low ? Self.relativeBit | Self.absoluteBit : 0
            flags[Int(view)] = flags[Int(view)] & Self.valueBits | Self.sizeBit | position
            let index = Int(tree.stackIndex[Int(view)])
            guard index >= 0, tree.stacks[index].axis != axes.axis else { continue }
            // Across the axis, `fill`-aligned: each leaf is the canvas's size (plus its cross
            // tie's offset) at the canvas's low edge, so it follows the stack's size, and its
            // position in the root's coordinates is the stack's.
            for position in tree.arrangedRange(of: Int(view)) {
                let child = tree.arrangedChild(position)
                flags[child] = flags[child] & Self.valueBits | Self.sizeBit | (hold != .low ? Self.absoluteBit : 0)
            }
        }
        return true
    }

    /// The least and greatest change of view `view`'s position along the axis `axes` solved last,
    /// in the root's coordinates, over the optimal set (less its laid-out value): the position is
    /// affine in one tie's members (the walk's coefficients on them), so its ends are those of a
    /// linear function over that tie's face, `{ dᵢ ∈ spreadᵢ, Σ d = 0 }` (``Walk/positionSpread(of:)``;
    /// design note, section 5b, *A guide over a tie's face*). Nil where the walk does not give them:
    /// the view's length varies, a tie above the open one moves it, its tie is flattened into an
    /// outer one or centres evenly or has rooms beside hidden views at its ends, or something
    /// floats apart from the ties along the axis (its run not among the walk's coefficients).
    /// Without a tie, where floating baseline rows are all that vary, a visible arranged view of
    /// one is given its row's baseline's range (``floatingRowSpread(of:_:)``).
    /// - Complexity: O(views + pieces of the tied stacks): the axis's walk once more.
    static func positionSpread<Lanes>(of view: Int, _ axes: DirectAxis<Lanes>) -> SIMD2<Double>? {
        if !axes.isTied, axes.flatFloating.isEmpty, axes.floatingHidden.isEmpty, !axes.floatingRows.isEmpty {
            return floatingRowSpread(of: view, axes)
        }
        guard axes.isTied, axes.flatFloating.isEmpty, axes.floatingRows.isEmpty, axes.floatingHidden.isEmpty else { return nil }
        var walk = Walk(axes)
        guard walk.run(), walk.floatingHidden.isEmpty else { return nil }
        return walk.positionSpread(of: view)
    }

    /// The least and greatest change of visible arranged view `view` of a floating baseline row
    /// (``DirectAxis/floatingRows``) along the axis, where nothing else varies along it (no tie,
    /// no flat floating view, no hidden one floating): its row's baseline's range
    /// (``DirectAxis/floatingSlacks``), which moves the view rigidly, its size and the row's frame
    /// fixed (design note, section 5b, *A guide in a floating row*). Nil for another view, a
    /// mixed row's, or a row inside another floating row (its canvas moves too).
    /// - Complexity: O(floating rows × (depth + their arranged views)).
    private static func floatingRowSpread<Lanes>(of view: Int, _ axes: DirectAxis<Lanes>) -> SIMD2<Double>? {
        let tree = axes.tree
        let row = Int(tree.parents[view])
        guard row >= 0, !tree.isHidden[view], let index = axes.floatingRows.firstIndex(of: Int32(row)),
            tree.arrangedRange(of: row).contains(where: { tree.arrangedChild($0) == view })
        else { return nil }
        var ancestor = Int(tree.parents[row])
        while ancestor >= 0 {
            guard !axes.floatingRows.contains(Int32(ancestor)) else { return nil }
            ancestor = Int(tree.parents[ancestor])
        }
        let slack = axes.floatingSlacks[index]
        guard !slack.isNaN else { return nil }
        return SIMD2(min(0, slack), max(0, slack))
    }

    /// The meter's units of work for one view's step of the walk (as ``DirectAxis`` charges a view).
    private static let workPerView = 16

    /// One `ambiguous` diagnostic per view with a value that varies, in tree order, as
    /// ``Diagnostic/ambiguity(view:values:)`` words it; `x`/`y` judged relative to the
    /// superview when `relative`, else in the root's coordinates.
    /// - Complexity: O(views) when ambiguous, O(1) otherwise.
    func diagnostics(ids: [String], relative: Bool) -> [Diagnostic] {
        list(ids: ids, relative: relative).diagnostics
    }

    /// The views with a value that varies and those values, in tree order, before any
    /// diagnostic is made (``AmbiguityList``); `relative` as in ``diagnostics(ids:relative:)``.
    /// - Complexity: O(views) when ambiguous, O(1) otherwise.
    func list(ids: [String], relative: Bool) -> AmbiguityList {
        var list = AmbiguityList(ids: ids)
        guard isAmbiguous else { return list }
        for view in ids.indices {
            let values = self.values(of: view, relative: relative)
            guard !values.isEmpty else { continue }
            list.entries.append((Int32(view), values))
        }
        return list
    }

    /// The values of view `view` that vary: `x`/`y` relative to the superview when `relative`,
    /// else in the root's coordinates.
    /// - Complexity: O(1).
    func values(of view: Int, relative: Bool) -> Diagnostic.AmbiguousValues {
        let position = relative ? Self.relativeBit : Self.absoluteBit
        let x = flags[0].isEmpty ? 0 : flags[0][view]
        let y = flags[1].isEmpty ? 0 : flags[1][view]
        var values: Diagnostic.AmbiguousValues = []
        guard x | y != 0 else { return values }
        if x & position != 0 { values.insert(.x) }
        if y & position != 0 { values.insert(.y) }
        if x & Self.sizeBit != 0 { values.insert(.width) }
        if y & Self.sizeBit != 0 { values.insert(.height) }
        return values
    }

    /// Whether view `view`'s centre along `axis` (its position plus half its size), or its far
    /// edge where `far` (plus its whole size), varies among the optima: in the root's coordinates,
    /// or relative to its superview where `relative`. Nil where the walk did not find it: only an
    /// arranged view of a tie the walk opened (``Walk/openTie(_:_:lengths:stackShift:)``,
    /// ``Walk/freeMembers(_:_:_:lengths:leading:)``) has it, and not one a floating row or flat
    /// floating view marked after the walk. Such a value is affine in the tie's members like the
    /// position, with the size's own coefficient (½ or 1 on the view itself, a sized member) added.
    /// - Complexity: O(1).
    func edgeVaries(of view: Int, axis: Int, far: Bool, relative: Bool) -> Bool? {
        guard !flags[axis].isEmpty else { return nil }
        let flag = flags[axis][view]
        guard flag & Self.edgesKnownBit != 0 else { return nil }
        let bit = relative ? (far ? Self.relativeFarBit : Self.relativeCentreBit) : (far ? Self.farBit : Self.centreBit)
        return flag & bit != 0
    }
}

extension DirectAmbiguity {
    /// One axis's walk from the root down, each view's state set by its parent.
    private struct Walk<Lanes: SlopeLanes>: ~Copyable {
        let axes: DirectAxis<Lanes>
        let tree: DirectTree
        let axis: Int
        /// Per view: the movable child whose length its size follows, or -1.
        var follow: [Int32]
        /// Per view: the member of the last tie its position was opened on (its ancestor, or
        /// itself, arranged in a tied stack), or -1, and the coefficients of its position in
        /// the root's coordinates on that tie's M: on the members before it, on it, after it.
        var member: [Int32]
        var coefficients: [SIMD4<Double>]
        /// Per view: whether its position already varies by the ties above the open one.
        var closed: [Bool]
        /// Per arranged child of a tied stack: its slot in the stack, whether its length varies,
        /// and its length's least and greatest optimal values less the one laid out.
        var slot: [Int32]
        var varies: [Bool]
        var spread: [SIMD2<Double>]
        /// Per tied stack's view: the first and last slot of a child that varies.
        var firstVarying: [Int32]
        var lastVarying: [Int32]
        /// Per tied `equalSpacing` stack's view: whether its gaps' total is a member of its M
        /// (each gap `1/(n − 1)` of it), a position's coefficient on it then in `w`.
        var gapsVary: [Bool]
        /// Per stack's view: whether its tie is free (a flat floating `fill` stack along the axis,
        /// ``freeTie(_:_:_:hold:slope:)``): its members' total is not fixed, so a value is unique iff
        /// its coefficients on them are all 0, and they are exact (not up to a multiple of the total).
        var freeSum: [Bool]
        /// Per stack's view: for a tie flattened into the tie of the member its size follows
        /// (``nestedTie(_:_:_:_:canvas:)``), the least and greatest coefficients of its position
        /// in the root's coordinates on that outer tie's other members present; empty (`x > y`) otherwise.
        var nestedBand: [SIMD2<Double>]
        /// The flat floating `fill` stacks along the axis, by view: how their pins hold them, and
        /// their chains' slope on the flat run.
        let freeHolds: [Int32: (hold: DirectDocument.Pin.Hold, slope: LexSlope<Lanes>)]
        var result: [UInt8]
        var ranges = DirectBuffer<SIMD2<Double>>()
        /// A following stack's shares at the least and greatest of its total.
        var lowShares = DirectBuffer<Double>()
        var highShares = DirectBuffer<Double>()
        /// The hidden views of `equalSpacing` stacks floating in a room that varies with a tie
        /// (``DirectTree/appendFloatingHidden(_:lead:trail:gapHasRoom:to:)``).
        var floatingHidden: [Int32] = []

        /// The bytes of the per-view arrays, for the meter.
        var storageBytes: Int {
            let perView = 2 * MemoryLayout<Int32>.stride + MemoryLayout<SIMD4<Double>>.stride + 3 * MemoryLayout<Bool>.stride
                + MemoryLayout<Int32>.stride + MemoryLayout<SIMD2<Double>>.stride + 2 * MemoryLayout<Int32>.stride
                + MemoryLayout<UInt8>.stride + MemoryLayout<SIMD2<Double>>.stride
            return perView * result.count + ranges.capacity * MemoryLayout<SIMD2<Double>>.stride
                + (lowShares.capacity + highShares.capacity) * MemoryLayout<Double>.stride
        }

        init(_ axes: DirectAxis<Lanes>) {
            self.axes = axes
            tree = axes.tree
            axis = axes.axis
            let count = tree.viewCount
            follow = [Int32](repeating: -1, count: count)
            member = [Int32](repeating: -1, count: count)
            coefficients = [SIMD4<Double>](repeating: .zero, count: count)
            closed = [Bool](repeating: false, count: count)
            slot = [Int32](repeating: -1, count: count)
            varies = [Bool](repeating: false, count: count)
            spread = [SIMD2<Double>](repeating: .zero, count: count)
            firstVarying = [Int32](repeating: .max, count: count)
            lastVarying = [Int32](repeating: .min, count: count)
            gapsVary = [Bool](repeating: false, count: count)
            freeSum = [Bool](repeating: false, count: count)
            nestedBand = [SIMD2<Double>](repeating: SIMD2(.infinity, -.infinity), count: count)
            var freeHolds: [Int32: (hold: DirectDocument.Pin.Hold, slope: LexSlope<Lanes>)] = [:]
            for (view, hold, slope) in axes.flatFloating where DirectAmbiguity.isFreeTie(view, axes) {
                freeHolds[view] = (hold, slope)
            }
            self.freeHolds = freeHolds
            result = [UInt8](repeating: 0, count: count)
        }

        /// Views in tree order (a parent before its subviews); false to decline.
        mutating func run() -> Bool {
            for view in 0..<tree.viewCount {
                let index = Int(tree.stackIndex[view])
                if index < 0 {
                    guard pinnedSubviews(of: view) else { return false }
                } else if tree.stacks[index].axis == axis {
                    guard series(view, index) else { return false }
                } else {
                    guard across(view, tree.stacks[index]) else { return false }
                }
            }
            return true
        }

        /// Whether a position with `coefficients` on the tie of `member` is constant on its M: in the
        /// root's coordinates, or relative to the tie's stack where `relative` (a flattened tie's
        /// outer members then have coefficient 0, ``nestedBand``).
        func isConstant(_ member: Int32, _ coefficients: SIMD4<Double>, relative: Bool = false) -> Bool {
            guard member >= 0 else { return true }
            let range = presentCoefficients(Int(member), coefficients, itself: true, relative: relative)
            if freeSum[Int(tree.parents[Int(member)])] { return range.x >= -1e-12 && range.y <= 1e-12 }
            return range.y - range.x <= 1e-12
        }

        /// The least and greatest of `coefficients` on the members of `member`'s tie that are present
        /// (before it, it where `itself`, after it, the gaps), with its stack's ``nestedBand`` (0 where
        /// `relative`); `x > y` where none is.
        func presentCoefficients(_ member: Int, _ coefficients: SIMD4<Double>, itself: Bool, relative: Bool) -> SIMD2<Double> {
            let stack = Int(tree.parents[member])
            let position = slot[member]
            var least = Double.infinity
            var greatest = -Double.infinity
            if firstVarying[stack] < position { (least, greatest) = (min(least, coefficients.x), max(greatest, coefficients.x)) }
            if itself && varies[member] { (least, greatest) = (min(least, coefficients.y), max(greatest, coefficients.y)) }
            if lastVarying[stack] > position { (least, greatest) = (min(least, coefficients.z), max(greatest, coefficients.z)) }
            if gapsVary[stack] { (least, greatest) = (min(least, coefficients.w), max(greatest, coefficients.w)) }
            let band = nestedBand[stack]
            if band.x <= band.y {
                let outer = relative ? SIMD2<Double>.zero : band
                (least, greatest) = (min(least, outer.x), max(greatest, outer.y))
            }
            return SIMD2(least, greatest)
        }

        /// The least and greatest of view `view`'s position less its laid-out value over the optimal
        /// set (``DirectAmbiguity/positionSpread(of:_:)``). Its position is `Σ cᵢ dᵢ` more than laid
        /// out over its tie's members' changes `dᵢ`, each in its ``spread`` (the gaps' total's its
        /// range less `n − 1` laid-out gaps), adding up to 0 (a free tie's: any). The least of a
        /// linear function over that face is, by duality, `max over t of Σ min((cᵢ − t) dᵢ)` with
        /// each `dᵢ` over its interval alone (concave in `t`, its kinks at the `cᵢ`: the maximum is at
        /// one of them), the greatest likewise; an unbounded member gives an infinite end.
        mutating func positionSpread(of view: Int) -> SIMD2<Double>? {
            guard follow[view] < 0, !closed[view] else { return nil }
            let tieMember = Int(member[view])
            guard tieMember >= 0 else { return .zero }
            let stackView = Int(tree.parents[tieMember])
            let arranged = tree.arrangedRange(of: stackView)
            let index = Int(tree.stackIndex[stackView])
            guard index >= 0 else { return nil }
            let stack = tree.stacks[index]
            guard nestedBand[stackView].x > nestedBand[stackView].y, !stack.centresEvenly, firstVarying[stackView] != -1,
                lastVarying[stackView] != Int32(arranged.count)
            else { return nil }
            let position = slot[tieMember]
            let c = coefficients[view]
            var members: [(coefficient: Double, spread: SIMD2<Double>)] = []
            for place in arranged {
                let child = tree.arrangedChild(place)
                guard varies[child] else { continue }
                let coefficient = slot[child] < position ? c.x : slot[child] == position ? c.y : c.z
                members.append((coefficient, spread[child]))
            }
            if gapsVary[stackView] {
                // The gaps' range, the plan's child after the views, and their laid-out total from
                // the first two visible views (every gap is the same).
                guard let plan = axes.plans[index] else { return nil }
                let (low, high) = axes.canvasInsets(stack)
                _ = plan.movableChildren(at: axes.sizes[stackView] - low - high, axes.planStorage, into: &ranges)
                var visible: [Int] = []
                for place in arranged where visible.count < 2 && !tree.isHidden[tree.arrangedChild(place)] {
                    visible.append(tree.arrangedChild(place))
                }
                guard ranges.count > arranged.count, visible.count == 2 else { return nil }
                let (first, second) = (visible[0], visible[1])
                let rightToLeft = axis == 0 && axes.document.rightToLeft
                let gap = rightToLeft
                    ? axes.positions[first] - axes.positions[second] - axes.sizes[second]
                    : axes.positions[second] - axes.positions[first] - axes.sizes[first]
                members.append((c.w, ranges[arranged.count] - gap * Double(stack.visibleCount - 1)))
            }
            // `k dᵢ` at its least (greatest) over the member's interval; 0 where `k` is.
            func end(_ k: Double, _ spread: SIMD2<Double>, greatest: Bool) -> Double {
                guard abs(k) > 1e-12 else { return 0 }
                return greatest ? max(k * spread.x, k * spread.y) : min(k * spread.x, k * spread.y)
            }
            if freeSum[stackView] {
                return SIMD2(
                    members.reduce(0) { $0 + end($1.coefficient, $1.spread, greatest: false) },
                    members.reduce(0) { $0 + end($1.coefficient, $1.spread, greatest: true) })
            }
            var (least, greatest) = (members.isEmpty ? 0 : -Double.infinity, members.isEmpty ? 0 : Double.infinity)
            for t in members.map(\.coefficient) {
                least = max(least, members.reduce(0) { $0 + end($1.coefficient - t, $1.spread, greatest: false) })
                greatest = min(greatest, members.reduce(0) { $0 + end($1.coefficient - t, $1.spread, greatest: true) })
            }
            return SIMD2(least, greatest)
        }

        /// `child`'s state from its parent's: its size follows the parent's movable child if
        /// `follows`, and its position is `shift` times that child's length more than a unique
        /// offset from the parent's; false if that is not the parent's open tie (never expected).
        mutating func inherit(_ child: Int, from parent: Int, follows: Bool, shift: Double) -> Bool {
            follow[child] = follows ? follow[parent] : -1
            member[child] = member[parent]
            coefficients[child] = coefficients[parent]
            closed[child] = closed[parent]
            if shift != 0 {
                guard follow[parent] >= 0, member[parent] == follow[parent] else { return false }
                coefficients[child].y += shift
            }
            let absolute = closed[child] || !isConstant(member[child], coefficients[child])
            result[child] = (shift != 0 ? DirectAmbiguity.relativeBit : 0) | (absolute ? DirectAmbiguity.absoluteBit : 0)
                | (follow[child] >= 0 ? DirectAmbiguity.sizeBit : 0)
            return true
        }

        /// A stack along the axis: a tie of its own, if any, opens on each child.
        mutating func series(_ view: Int, _ index: Int) -> Bool {
            let arranged = tree.arrangedRange(of: view)
            guard !arranged.isEmpty else { return true }
            if let free = freeHolds[Int32(view)] { return freeTie(view, index, arranged, hold: free.hold, slope: free.slope) }
            let stack = tree.stacks[index]
            let (low, high) = axes.canvasInsets(stack)
            let canvas = axes.sizes[view] - low - high
            guard follow[view] < 0 else { return following(view, index, stack, canvas) }
            let tolerance = DirectTree.lengthTolerance
            var moving = 0
            // A stack that fills equally has no tie of its own and no plan: a `fill` baseline row
            // sharing its width equally among its views too (``DirectAxis/fillsEqually(_:_:)``).
            if !axes.fillsEqually(view, stack), stack.distribution == .fill || (stack.isSpacedEqually && !stack.centresEvenly),
                let plan = axes.plans[index]
            {
                moving = plan.movableChildren(at: canvas, axes.planStorage, into: &ranges)
                // `equalSpacing`'s slack (its gaps' total, and beside hidden views its rooms) are
                // the plan's children after the views: those that vary are members of the tie. A
                // centred pair is the same chain, hidden views included (its one guide, centre to
                // centre, only renames the gap).
                if moving > 0 && ranges.count > arranged.count && stack.isSpacedEqually {
                    guard equalSpacingSlack(view, stack, arranged) else { return false }
                }
            }
            if stack.centresEvenly, let tie = axes.centredTies[index] {
                switch tie {
                case .guides(let guides):
                    return centred(view, arranged, guides)
                case .aboutCentre(let offsets, let lengths):
                    return aboutCentre(view, arranged, offsets, lengths)
                case .endRoom(let offset):
                    return endRoom(view, arranged, offset)
                case .besideRoom(let offset, let length, let room):
                    return besideRoom(view, arranged, offset, length, room)
                case .sizes(let lengths):
                    // The views' lengths trade as in a `fill` tie (their total fixed): the same walk.
                    ranges.removeAll()
                    for range in lengths {
                        ranges.append(range)
                        if range.y - range.x > tolerance { moving += 1 }
                    }
                }
            }
            guard moving > 0 else {
                for position in arranged {
                    guard inherit(tree.arrangedChild(position), from: view, follows: false, shift: 0) else { return false }
                }
                return true
            }
            markVarying(view, arranged)
            // The stack's own position is final: its size is unique, so nothing below adds to it.
            openTie(view, arranged, lengths: true)
            return true
        }

        /// Makes the slack of tied `equalSpacing` stack `view` (or centred pair, the same chain) that
        /// varies members of its tie. The
        /// plan's children after the views are, in ``DirectAxis/appendEqualSpacingSlack(_:_:)``'s
        /// order, the gaps' total `G` (two or more visible views), the room `a` from the canvas's
        /// leading edge to the first visible view (hidden views lead) and the room `b` after the last
        /// (hidden views trail). `G` moves each view by its share, the gaps before it over all `n − 1`
        /// (`w`, ``gapsVary``); `a` moves every view from the first visible one on, as a member before
        /// every slot (`firstVarying` −1); `b` moves none, as a member after every slot (`lastVarying`
        /// the count); the first and last arranged views stay at the canvas's edges (``openTie``).
        /// A hidden view in room that varies (a leading one after the first in `a`, a trailing one
        /// before the last in `b`, one between visible views in a gap, `G / (n − 1)` less the spacing
        /// in front of the next visible view) floats: noted in ``floatingHidden``. False (decline)
        /// where the plan's children are not the slack's.
        /// - Complexity: O(arranged views).
        mutating func equalSpacingSlack(_ view: Int, _ stack: DirectTree.Stack, _ arranged: Range<Int>) -> Bool {
            let tolerance = DirectTree.lengthTolerance
            let visible = stack.visibleCount
            let (visibleFirst, _) = tree.visibleEnds(arranged)
            var next = arranged.count
            var (gaps, lead, trail) = (false, false, false)
            if visible > 1 {
                guard next < ranges.count else { return false }
                if ranges[next].y - ranges[next].x > tolerance {
                    gapsVary[view] = true
                    gaps = true
                }
                next += 1
            }
            if visible > 0 && visibleFirst > arranged.lowerBound {
                guard next < ranges.count else { return false }
                if ranges[next].y - ranges[next].x > tolerance {
                    firstVarying[view] = -1
                    lead = true
                }
                next += 1
            }
            let last = arranged.upperBound - 1
            if tree.isHidden[tree.arrangedChild(last)] && (visible > 0 || arranged.count > 1) {
                guard next < ranges.count else { return false }
                if ranges[next].y - ranges[next].x > tolerance {
                    lastVarying[view] = Int32(arranged.count)
                    trail = true
                }
            }
            tree.appendFloatingHidden(arranged, lead: lead, trail: trail, gapHasRoom: { _ in gaps }, to: &floatingHidden)
            return true
        }

        /// A flat floating `fill` stack along the axis (design note, section 2, "A flat floating
        /// leaf"): on its flat run the chain's slope is `slope` (0 without terms or content size of
        /// its own), so its arranged views' lengths range each over its interval `[aᵢ, bᵢ]` at that
        /// slope, independently but for their total in the run (a slab of positive width cutting
        /// the box): every direction of the members (M, the views whose interval is not a point)
        /// is open, their total free. Each member's range is taken as its whole interval (a
        /// superset: where the walk below shows a value follows or not over it, it does over the
        /// true range too, which is not a point).
        mutating func freeTie(
            _ view: Int, _ index: Int, _ arranged: Range<Int>, hold: DirectDocument.Pin.Hold, slope: LexSlope<Lanes>
        ) -> Bool {
            guard let plan = axes.plans[index] else { return false }
            plan.intervalOffsets(at: slope, axes.planStorage, into: &ranges)
            guard ranges.count >= arranged.count else { return false }
            for position in arranged {
                let child = tree.arrangedChild(position)
                let offset = position - arranged.lowerBound
                slot[child] = Int32(offset)
                let range = ranges[offset]
                guard range.y - range.x > DirectTree.lengthTolerance else { continue }
                varies[child] = true
                let start = axes.planStorage.starts[plan.starts.lowerBound + offset]
                spread[child] = range + SIMD2(repeating: start - axes.sizes[child])
                firstVarying[view] = min(firstVarying[view], Int32(offset))
                lastVarying[view] = max(lastVarying[view], Int32(offset))
            }
            freeSum[view] = true
            let k: Double = switch hold {
            case .low, .edges: 0
            case .center: 0.5
            case .high: 1
            }
            openTie(view, arranged, lengths: true, stackShift: k)
            return true
        }

        /// Opens the tie on `view`'s arranged children, each its own member. A child's position
        /// moves with the members before it: +1 each left to right; −1 each right to left, and −1
        /// with its own when the members are the children's `lengths` (its own guide, when they are
        /// the gap guides, lies on its other side). A child whose length varies follows itself.
        /// With `stackShift` `k` (a free tie, ``freeTie(_:_:_:hold:slope:)``), the coefficients are
        /// exact: relative to the stack, 1 on the members before it (after it, right to left); in
        /// the root's coordinates also `−k` on every member, the stack's own position being
        /// `−k × size` from its pinned point. With `nestedShift` `y` (a tie flattened into the outer
        /// one its size follows, ``nestedTie(_:_:_:_:canvas:)``), the members' total is not fixed
        /// either, so the coefficients are exact relative to the stack (right to left, and at a
        /// trailing edge, one more on every member than the forms above), and `y`, the stack's own
        /// position's coefficient on the outer member they replace, is added on each in the root's
        /// coordinates; the outer tie's other members are judged with them (``nestedBand``).
        mutating func openTie(_ view: Int, _ arranged: Range<Int>, lengths: Bool, stackShift: Double? = nil, nestedShift: Double? = nil) {
            let above = nestedShift != nil ? closed[view] : closed[view] || !isConstant(member[view], coefficients[view])
            let rightToLeft = axis == 0 && axes.document.rightToLeft
            let stack = tree.stacks[Int(tree.stackIndex[view])]
            let perGap = gapsVary[view] ? (rightToLeft ? -1 : 1) / Double(stack.visibleCount - 1) : 0
            // An `equalSpacing` stack's (or a centred pair's) first and last arranged views are at
            // its canvas's edges; hidden ones there are not after the room `a` nor before `b`
            // (``equalSpacingSlack``).
            let heldAtEdges = stack.isSpacedEqually && !stack.centresEvenly && stack.visibleCount < arranged.count
            var visibleBefore = 0
            for position in arranged {
                let child = tree.arrangedChild(position)
                let sized = lengths && varies[child]
                follow[child] = sized ? Int32(child) : -1
                member[child] = Int32(child)
                // Gaps lie between visible views only: a hidden view sits at the trailing edge of
                // the visible one before it, the gap after that one still to come.
                let isHidden = tree.isHidden[child]
                let gapsBefore = perGap * Double(isHidden ? max(0, visibleBefore - 1) : visibleBefore)
                if !isHidden { visibleBefore += 1 }
                let relativeCoefficients: SIMD4<Double>
                if let k = stackShift {
                    relativeCoefficients = rightToLeft ? SIMD4(0, 0, 1, 0) : SIMD4(1, 0, 0, 0)
                    coefficients[child] = relativeCoefficients - SIMD4(k, k, k, 0)
                } else if heldAtEdges && isHidden
                    && (visibleBefore == 0 || (position == arranged.upperBound - 1 && position > arranged.lowerBound))
                {
                    // At the canvas's low edge (0), or at its far one (every member's length): the
                    // last arranged view (after the first) at the trailing edge, the others at the
                    // leading one.
                    let atTrailingEdge = position == arranged.upperBound - 1 && position > arranged.lowerBound
                    let atFarEdge = atTrailingEdge != rightToLeft
                    relativeCoefficients = nestedShift != nil && atFarEdge ? SIMD4(repeating: 1) : .zero
                    coefficients[child] = relativeCoefficients + SIMD4(repeating: nestedShift ?? 0)
                } else if let shift = nestedShift {
                    // Exact: right to left, the members after it (and its gaps' share from there).
                    relativeCoefficients = rightToLeft ? SIMD4(0, 0, 1, 1 + gapsBefore) : SIMD4(1, 0, 0, gapsBefore)
                    coefficients[child] = relativeCoefficients + SIMD4(repeating: shift)
                } else {
                    coefficients[child] = rightToLeft ? SIMD4(-1, lengths ? -1 : 0, 0, gapsBefore) : SIMD4(1, 0, 0, gapsBefore)
                    relativeCoefficients = coefficients[child]
                }
                closed[child] = above
                let relative = !isConstant(Int32(child), relativeCoefficients, relative: true)
                let absolute = above || !isConstant(Int32(child), coefficients[child])
                result[child] = (relative ? DirectAmbiguity.relativeBit : 0)
                    | (absolute ? DirectAmbiguity.absoluteBit : 0) | (sized ? DirectAmbiguity.sizeBit : 0)
                    | edgeBits(child, relativeCoefficients, above: above, sized: sized)
            }
        }

        /// The bits of arranged view `child`'s centre and far edge (``DirectAmbiguity/edgeVaries(of:axis:far:relative:)``),
        /// its position's coefficients on its own tie being `relativeCoefficients` relative to its
        /// stack (``coefficients`` in the root's coordinates), `above` whether the stack's position
        /// varies by the ties above: its size is its own member's length where `sized` (coefficient
        /// 1 on itself, `y`), else unique, so the centre's coefficients are the position's with ½ more
        /// on itself and the far edge's with 1 more, judged as the position is.
        func edgeBits(_ child: Int, _ relativeCoefficients: SIMD4<Double>, above: Bool, sized: Bool) -> UInt8 {
            let own = SIMD4<Double>(0, sized ? 1 : 0, 0, 0)
            var bits = DirectAmbiguity.edgesKnownBit
            if !isConstant(Int32(child), relativeCoefficients + 0.5 * own, relative: true) { bits |= DirectAmbiguity.relativeCentreBit }
            if !isConstant(Int32(child), relativeCoefficients + own, relative: true) { bits |= DirectAmbiguity.relativeFarBit }
            if above || !isConstant(Int32(child), coefficients[child] + 0.5 * own) { bits |= DirectAmbiguity.centreBit }
            if above || !isConstant(Int32(child), coefficients[child] + own) { bits |= DirectAmbiguity.farBit }
            return bits
        }

        /// An `equalCentering` stack whose gap guides `guides` (after each view but the last) vary
        /// in a tie (``CentredGaps``): the views' sizes are unique, and a view's position is the
        /// lengths and guides before it, so the tie's members are the guides, each taken as the
        /// view it follows (coefficient 1 on the guides before a view; right to left, −1, its own
        /// guide being on its other side).
        mutating func centred(_ view: Int, _ arranged: Range<Int>, _ guides: [Bool]) -> Bool {
            for position in arranged {
                let child = tree.arrangedChild(position)
                let offset = position - arranged.lowerBound
                slot[child] = Int32(offset)
                guard offset < guides.count, guides[offset] else { continue }
                varies[child] = true
                firstVarying[view] = min(firstVarying[view], Int32(offset))
                lastVarying[view] = max(lastVarying[view], Int32(offset))
            }
            openTie(view, arranged, lengths: false)
            return true
        }

        /// An `equalCentering` stack whose arranged views at `offsets` vary in length over `lengths`
        /// (``DirectAxis/CentredTie/aboutCentre(_:_:)``): their lengths are the tie's members (their
        /// subviews, if any, walked as following them with coefficient 1), free (no total holds
        /// them). The centres are evenly spread from the first view's to the last's, so a position
        /// is affine in the members: an inner member's centre is unique and its position −½ of its
        /// length, no other view's; an end's moves every centre (design note, section 2, "At an
        /// end"): left to right, view `k` of `n` is `(1 − k/(n − 1))/2` of the first's length on,
        /// `−k/(2(n − 1))` of the last's (the last itself −1); right to left its position is the
        /// negated sum of that and its size's coefficient. The members' lengths range over a set
        /// open in each of their directions ("Several views free"), so a value varies where one of
        /// its coefficients is not 0.
        mutating func aboutCentre(_ view: Int, _ arranged: Range<Int>, _ offsets: [Int], _ lengths: [SIMD2<Double>]) -> Bool {
            let last = arranged.count - 1
            let steps = Double(last)
            return freeMembers(view, arranged, offsets, lengths: lengths) { k, member in
                if member == 0 { return k == 0 ? 0 : (1 - Double(k) / steps) / 2 }
                if member == last { return k == last ? -1 : -Double(k) / (2 * steps) }
                return k == member ? -0.5 : 0
            }
        }

        /// An `equalCentering` stack whose room beside the hidden view at `offset` (first or last)
        /// varies (``DirectAxis/CentredTie/endRoom(_:)``; design note, section 2, "Hidden views at
        /// the ends"): the room `r` alone is the tie's member, free (no total holds it), taken as
        /// that hidden view (at its edge, unique). With the visible views' centres evenly spread
        /// over what the room leaves, visible view `k` of `n` is `1 − k/(n − 1)` of `r` on from its
        /// leading edge when the room leads, `−k/(n − 1)` when it trails; right to left, its
        /// position is the negated coefficient. A view's position varies where its coefficient is
        /// not 0, with its subviews; no size varies.
        mutating func endRoom(_ view: Int, _ arranged: Range<Int>, _ offset: Int) -> Bool {
            let (first, last) = tree.visibleEnds(arranged)
            let steps = Double(last - first)
            return freeMembers(view, arranged, [offset], lengths: nil) { k, _ in
                // The hidden views, at the ends only, are at their edges.
                let position = arranged.lowerBound + k
                return position < first || position > last ? 0 : offset == 0 ? 1 - Double(position - first) / steps : -Double(position - first) / steps
            }
        }

        /// An `equalCentering` stack whose visible end at `offset` varies in length over `length`
        /// and whose room beside the hidden last view `room` varies too
        /// (``DirectAxis/CentredTie/besideRoom(_:_:_:)``; design note, section 2, *A free end beside
        /// a hidden view*): both are the tie's members, free over a cone of full dimension, so a
        /// value varies where a coefficient is not 0. The view's length moves the positions as in
        /// ``aboutCentre(_:_:_:_:)``, the room as in ``endRoom(_:_:_:)``, over the visible views;
        /// the hidden view is at its edge.
        mutating func besideRoom(_ view: Int, _ arranged: Range<Int>, _ offset: Int, _ length: SIMD2<Double>, _ room: Int) -> Bool {
            let (first, last) = tree.visibleEnds(arranged)
            let steps = Double(last - first)
            let end = arranged.lowerBound + offset == last
            return freeMembers(view, arranged, [offset, room], lengths: [length, .zero], room: room) { k, member in
                let position = arranged.lowerBound + k
                guard position >= first && position <= last else { return 0 }
                let visibleK = Double(position - first)
                if member == room { return -visibleK / steps }
                if !end { return k == offset ? 0 : (1 - visibleK / steps) / 2 }
                return k == offset ? -1 : -visibleK / (2 * steps)
            }
        }

        /// The free members of an `equalCentering` stack's tie, each taken as the arranged view at
        /// one of `offsets` (increasing; its length when `lengths` gives their ranges, but for the
        /// one at `room`, else a room beside it): arranged view `k`'s position is
        /// `leading(k, member)` of each on from the leading edge (right to left, the negated sum of
        /// that and its size's coefficient, 1 for a sized member itself). The members' total is free, so a value is unique iff every
        /// coefficient is 0: the coefficient on the view itself is kept exact (its subviews add
        /// theirs to it), those on the members before and after it as their magnitudes' sums. A
        /// view with a coefficient not 0 varies in position, with its subviews, and a sized member
        /// in length, its subviews following it over its range.
        private mutating func freeMembers(
            _ view: Int, _ arranged: Range<Int>, _ offsets: [Int], lengths: [SIMD2<Double>]?, room: Int = -1,
            leading: (Int, Int) -> Double
        ) -> Bool {
            guard let firstMember = offsets.first, let lastMember = offsets.last else { return false }
            let above = closed[view] || !isConstant(member[view], coefficients[view])
            let rightToLeft = axis == 0 && axes.document.rightToLeft
            for (index, offset) in offsets.enumerated() {
                let free = tree.arrangedChild(arranged.lowerBound + offset)
                varies[free] = true
                if let lengths, offset != room { spread[free] = lengths[index] - axes.sizes[free] }
            }
            firstVarying[view] = Int32(firstMember)
            lastVarying[view] = Int32(lastMember)
            freeSum[view] = true
            for position in arranged {
                let child = tree.arrangedChild(position)
                let k = position - arranged.lowerBound
                slot[child] = Int32(k)
                let sized = lengths != nil && offsets.contains(k) && k != room
                var terms = SIMD4<Double>.zero
                for member in offsets {
                    let size: Double = sized && member == k ? 1 : 0
                    let shift = rightToLeft ? -leading(k, member) - size : leading(k, member)
                    if member < k {
                        terms.x += abs(shift)
                    } else if member > k {
                        terms.z += abs(shift)
                    } else {
                        terms.y = shift
                    }
                }
                guard sized || terms.x > 1e-12 || terms.z > 1e-12 || abs(terms.y) > 1e-12 else {
                    guard inherit(child, from: view, follows: false, shift: 0) else { return false }
                    continue
                }
                follow[child] = sized ? Int32(child) : -1
                member[child] = Int32(child)
                coefficients[child] = terms
                closed[child] = above
                let relative = !isConstant(Int32(child), terms)
                result[child] = (relative ? DirectAmbiguity.relativeBit : 0)
                    | (above || relative ? DirectAmbiguity.absoluteBit : 0) | (sized ? DirectAmbiguity.sizeBit : 0)
                    | edgeBits(child, terms, above: above, sized: sized)
            }
            return true
        }

        /// A stack along the axis whose own size follows a movable length. One arranged view (any
        /// distribution) is the canvas, both its edges held to the canvas's (`UISV-canvas-connection`,
        /// required): it follows, at a unique offset. In a `fillEqually` stack each visible view is
        /// `(canvas − spacings) / n`: every one follows (coefficient `1/n`), and a view's position
        /// has coefficient `v/n` on the length, `v` the visible views before it (right to left,
        /// `1 − v/n`, less `1/n` for a visible view itself); with two or more visible views each
        /// must be a leaf (the walk below a view that follows reads its coefficient as 1, which
        /// `1/n` is not: a subview at a follower's far edge would be judged unique wrongly). So, with
        /// `n` = 1, does a `fill`, `fillEqually` or `fillProportionally` stack with one visible view
        /// among hidden ones: that view is the canvas (hidden views are 0 long and no spacing lies
        /// beside them; a kept proportion's multiplier is 1, required), every hidden view before it
        /// at the canvas's leading edge, after it at the trailing one. In a `fill` stack, exact when, over
        /// that length's whole range, one child alone takes the change (each child's share grows
        /// with the total, so the others are constant when equal at both ends; an infinite end is
        /// read at a finite stand-in past every finite piece, ``SeriesPlan/finiteStandIns``): that
        /// child follows, and so do the positions after it (before it, right to left). Otherwise a
        /// `fill` or `equalSpacing` stack (or centred pair) may tie inside, one flattened tie with
        /// the outer one (``nestedTie(_:_:_:_:canvas:)``); anything else declines.
        mutating func following(_ view: Int, _ index: Int, _ stack: DirectTree.Stack, _ canvas: Double) -> Bool {
            let arranged = tree.arrangedRange(of: view)
            let rightToLeft = axis == 0 && axes.document.rightToLeft
            if arranged.count == 1 {
                let child = tree.arrangedChild(arranged.lowerBound)
                // A hidden view is 0 long: its canvas cannot follow anything.
                guard !tree.isHidden[child] else { return false }
                return inherit(child, from: view, follows: true, shift: 0)
            }
            // One visible view of a `fill`, `fillEqually` or `fillProportionally` stack is the
            // canvas (its hidden neighbours 0 long, no spacing beside them): `n` = 1 below.
            if axes.fillsEqually(view, stack) || (stack.visibleCount == 1 && !stack.isSpacedEqually) {
                let share = 1 / Double(stack.visibleCount)
                var visibleBefore = 0
                for position in arranged {
                    let child = tree.arrangedChild(position)
                    let isVisible = !tree.isHidden[child]
                    // What lies in a view that follows is walked as following with coefficient 1:
                    // at `1/n` only a leaf is taken.
                    guard !isVisible || share == 1 || (tree.stackIndex[child] < 0 && !tree.hasPlainSubviews(child)) else {
                        return false
                    }
                    let before = share * Double(visibleBefore)
                    // Right to left, `1 − v/n` (less `1/n` for a visible view) counted in visible
                    // views after it, so that the last one's is exactly 0 (`1 − 2/3 − 1/3` is not).
                    let after = stack.visibleCount - visibleBefore - (isVisible ? 1 : 0)
                    let shift = rightToLeft ? share * Double(after) : before
                    if isVisible { visibleBefore += 1 }
                    guard inherit(child, from: view, follows: isVisible, shift: shift) else { return false }
                }
                return true
            }
            let range = spread[Int(follow[view])]
            guard stack.distribution == .fill || (stack.isSpacedEqually && !stack.centresEvenly), let plan = axes.plans[index]
            else { return false }
            guard stack.distribution == .fill else { return nestedTie(view, arranged, stack, plan, canvas: canvas) }
            let (low, high) = plan.finiteStandIns(canvas + range.x, canvas + range.y, around: canvas, axes.planStorage)
            guard plan.distribute(low, axes.planStorage, into: &lowShares),
                plan.distribute(high, axes.planStorage, into: &highShares)
            else { return false }
            var changing = -1
            for offset in 0..<arranged.count where abs(highShares[offset] - lowShares[offset]) > DirectTree.lengthTolerance {
                guard changing < 0 else { return nestedTie(view, arranged, stack, plan, canvas: canvas) }
                changing = offset
            }
            guard changing >= 0 else { return false }
            for position in arranged {
                let offset = position - arranged.lowerBound
                let shift: Double = (rightToLeft ? offset < changing : offset > changing) ? 1 : 0
                guard inherit(tree.arrangedChild(position), from: view, follows: offset == changing, shift: shift) else {
                    return false
                }
            }
            return true
        }

        /// Numbers view `view`'s arranged views by their offsets (``slot``) and marks those whose
        /// length ranges over more than a point in ``ranges`` (the tie's movable children, by
        /// offset) as varying, with their spread about their lengths and the stack's first and last.
        mutating func markVarying(_ view: Int, _ arranged: Range<Int>) {
            let tolerance = DirectTree.lengthTolerance
            for position in arranged {
                let child = tree.arrangedChild(position)
                let offset = position - arranged.lowerBound
                slot[child] = Int32(offset)
                let range = ranges[offset]
                guard range.y - range.x > tolerance else { continue }
                varies[child] = true
                spread[child] = range - axes.sizes[child]
                firstVarying[view] = min(firstVarying[view], Int32(offset))
                lastVarying[view] = max(lastVarying[view], Int32(offset))
            }
        }

        /// A stack along the axis whose size follows movable member `c` of an outer tie, at a tie of its
        /// own over `c`'s whole range, or passing the change to one member (its gaps' total, say)
        /// (design note, section 2, "A tie inside a tie's length"): at the
        /// dual slope λ of its shares at the middle of that range each child's optimal lengths are its
        /// interval `[αᵢ, βᵢ]` (``SeriesPlan/movableChildren(at:_:into:lanes:intervals:alone:)``), and where
        /// the canvases `[Σα, Σβ]` cover `c`'s range the same λ is optimal at each of them (a convex
        /// cost's slope is monotone), so the stack's optimal shares are `{ xᵢ ∈ [αᵢ, βᵢ], Σ x = canvas }`
        /// throughout. The optimal set is then the outer tie with `c` replaced by the children whose
        /// interval is not a point, one or more (`c`'s length being their sum plus a constant): its affine hull is
        /// the flattened tie's `Σ = constant`, as the set holds a point inside every interval (any
        /// canvas strictly inside `c`'s range). So the tie opens here over the flattened M: its
        /// children's coefficients exact (their total is not fixed), the stack's own on `c` added to
        /// each, judged with the outer members' (``nestedBand``). Each child's range is taken as its
        /// whole interval (a superset, as ``freeTie(_:_:_:hold:slope:)`` does). False (decline) where
        /// the slope is not one over the range, or the outer tie is free.
        mutating func nestedTie(
            _ view: Int, _ arranged: Range<Int>, _ stack: DirectTree.Stack, _ plan: SeriesPlan<Lanes>, canvas: Double
        ) -> Bool {
            let followed = Int(follow[view])
            // A follower's position is on the tie of the member it follows (its shifts are on it).
            guard member[view] == follow[view], !freeSum[Int(tree.parents[followed])] else { return false }
            let range = spread[followed]
            let (low, high) = (canvas + range.x, canvas + range.y)
            guard low.isFinite, high.isFinite,
                plan.movableChildren(at: (low + high) / 2, axes.planStorage, into: &ranges, intervals: true, alone: true) > 0
            else { return false }
            let tolerance = DirectTree.lengthTolerance
            var (least, greatest) = (plan.base, plan.base)
            for offset in 0..<ranges.count {
                let start = axes.planStorage.starts[plan.starts.lowerBound + offset]
                least += ranges[offset].x - start
                greatest += ranges[offset].y - start
            }
            let band = presentCoefficients(followed, coefficients[view], itself: false, relative: false)
            guard least <= low + tolerance, greatest >= high - tolerance, band.x <= band.y else { return false }
            nestedBand[view] = band
            markVarying(view, arranged)
            if ranges.count > arranged.count && stack.isSpacedEqually {
                guard equalSpacingSlack(view, stack, arranged) else { return false }
            }
            openTie(view, arranged, lengths: true, nestedShift: coefficients[view].y)
            return true
        }

        /// A stack across the axis: its children at `k × (canvas − size)` from the canvas's
        /// edge, as ``DirectAxis`` places them.
        mutating func across(_ view: Int, _ stack: DirectTree.Stack) -> Bool {
            let canvasFollows = follow[view] >= 0
            // A baseline row's clips are read at rooms other than the canvas.
            if canvasFollows && stack.alignsBaselines { return false }
            let (low, high) = axes.canvasInsets(stack)
            let canvas = axes.sizes[view] - low - high
            let flipped = axis == 0 && axes.document.rightToLeft
            let tolerance = DirectTree.lengthTolerance
            for position in tree.arrangedRange(of: view) {
                let child = tree.arrangedChild(position)
                let isTied = !axes.crossTies.isEmpty && !axes.crossTies[child].isNaN
                // An optional tie's cost is the required one's only near the canvas solved
                // (design note, section 5, "Optional cross ties in U"): it may not move.
                if canvasFollows && isTied && !axes.document.optionalTies.isEmpty && !axes.document.optionalTies[child].isNaN {
                    return false
                }
                var follows = canvasFollows
                if canvasFollows && stack.alignment != .fill && !isTied
                    && tree.isOutsideSpanner(child, arrangedCount: tree.arrangedRange(of: view).count)
                {
                    // Its own size (unique, or the axis declined), whatever the canvas.
                    follows = false
                } else if canvasFollows && stack.alignment != .fill && !isTied {
                    // min(canvas, clip): the canvas's whole range on one side of the clip.
                    let clip = axes.clips[child]
                    let range = spread[Int(follow[view])]
                    if canvas + range.y <= clip.minimum + tolerance {
                        follows = true
                    } else if clip.isUnique && canvas + range.x >= clip.minimum - tolerance {
                        follows = false
                    } else {
                        return false
                    }
                }
                let moved = (canvasFollows ? 1.0 : 0) - (follows ? 1.0 : 0)
                let shift: Double
                switch stack.alignment {
                case .center: shift = moved / 2
                case .leading where flipped, .trailing where !flipped: shift = moved
                default: shift = 0
                }
                guard inherit(child, from: view, follows: follows, shift: shift) else { return false }
            }
            return true
        }

        /// A plain view's pinned subviews: both edges follow its size; one edge or the centre
        /// keep their own size, at `k × (size − own size)` from the low edge.
        mutating func pinnedSubviews(of view: Int) -> Bool {
            let moved = follow[view] >= 0 ? 1.0 : 0
            for position in tree.plainRange(of: view) {
                let child = tree.plainChild(position)
                let isInherited: Bool
                // At a sibling's solved edge (its size unique), a subview moves with the sibling's
                // pin: as the sibling does.
                let sibling = axes.document.pins[position].sibling[axis]
                switch axes.document.pins[sibling >= 0 ? Int(sibling) : position].hold(axis: axis) {
                case .edges?: isInherited = inherit(child, from: view, follows: true, shift: 0)
                case .low?: isInherited = inherit(child, from: view, follows: false, shift: 0)
                case .high?: isInherited = inherit(child, from: view, follows: false, shift: moved)
                case .center?, nil: isInherited = inherit(child, from: view, follows: false, shift: moved / 2)
                }
                guard isInherited else { return false }
            }
            return true
        }
    }
}
