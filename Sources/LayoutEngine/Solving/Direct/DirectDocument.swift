import ConstraintSolver

/// A document the direct solver accepts, with what it needs: the flattened views, each pinned
/// subview's offsets from its superview's edges, and the priority levels.
///
/// The accepted class (everything else is left to the solver):
/// - no `include: ["constraints"]`, no custom layout guides, at most ``DirectTree/maxDepth`` deep;
/// - stacks of any axis with `fill`, `fillEqually`, `equalSpacing` (hidden arranged views
///   included: `DirectAxis+EqualSpacing.swift`), `equalCentering` (at most two visible views:
///   the same chain; more, with hidden views only at its ends, one each: `DirectAxis+EqualCentering.swift`, declined as
///   it is solved unless the centres can be spread evenly or the canvas is held and the levels
///   above the guides' 149 settle or tie the views as it certifies) or `fillProportionally` distributions
///   (visible views whose natural sizes along the axis the tree knows, an intrinsic size or a
///   lone leaf's fitting size, its `width` or 0, and which, with the spacing, are whole numbers
///   of twelfths of a point; the chain's spacing between visible views the stack's own `spacing`,
///   as UIKit's sum has it, so no custom spacing that differs; with spacings, a last share that
///   is not required; no proportions filled equally, as UIKit; and either
///   every share but the last one's priority above every other priority along the axis (the
///   shares held, or clamped to the views' required bounds on a held canvas), or no spacing and
///   holding every share certified per canvas as it is solved:
///   `DirectAxis+FillProportionally.swift`), `fill`, `leading`, `center` or `trailing` alignment
///   (hidden views outside the spanner; a vertical stack's baseline alignments are its leading
///   and trailing), `firstBaseline` rows whose visible views' baselines all lie a fixed length
///   below their tops or all at their bottoms, each view its own baseline view (a `fill` row of
///   several visible views only where its width is held), and a single view under either baseline
///   alignment (`DirectAxis+Baselines.swift`), vertical `baselineRelativeArrangement` where each
///   visible view after a visible one has a `firstFromTop` (``DirectTree/baselineShifts(of:)``),
///   no plain `subviews`;
/// - plain views whose every subview is pinned by the document's constraints, along each axis,
///   on both edges to the superview's same edges, its margins guide or its safe area, or on one
///   of them or its centre only (a *floating* pin): required `==` with multiplier 1 and any
///   constant, at most one per edge and centre (`top`, `bottom`, `centerY`, and
///   `leading`/`trailing` or `left`/`right`, `centerX`); an edge or centre may instead be pinned
///   so to a sibling's (another plain subview of the same superview) whose offset from the
///   superview's matching edge or centre its own pin and fixed length give (``siblingOffset(_:reference:pin:axis:length:superviewLength:)``;
///   design note, section 5, "Pins to a sibling's edge"), or, both floating along the axis and the
///   sibling's least-cost length unique, to the sibling's solved edge (``Pin/sibling``); and an
///   edge to the superview's (or a guide's) opposite edge where the superview's length is its
///   `width` or `height` (``addCrossEdgePin(_:tree:rightToLeft:to:readsRootLength:)``);
/// - *cross ties*: an arranged view's `width` (`height`) required `==` its stack's, multiplier 1,
///   across a vertical (horizontal) stack, the view then no longer clipped by the canvas but the
///   canvas's size plus a constant (at most zero; exactly zero across a `fill` alignment); or
///   optional, any constant, where the tie holds the view (design note, section 5, "Optional
///   cross ties in U": the view at the canvas plus `min(d, 0)`, checked by ``DirectAxis``);
/// - *size terms*: any number of constraints of a view's own `width` or `height` (of its frame,
///   not a guide's) to a finite constant, `==`, `<=` or `>=` at any priority, on any view
///   (``SizeTerms``): a one-slope error in that view's cost, or a bound of its domain if required;
/// - *scroll views* (``ScrollReduction``): one content view pinned on its four edges to the content
///   layout guide (or the scroll view's edges, UIKit's legacy rule), its width or height optionally
///   tied to the frame's, in a left-to-right layout: flattened as plain views, those constraints
///   rewritten to pins and size terms with the same optimum;
/// - the document has no other constraint;
/// - at most 16 distinct optional priorities along each axis (``SlopeLanes``: the lanes of
///   ``WideLanes``; an axis with at most 8 uses ``NarrowLanes``), the stacks' pulls and size terms
///   included. `fillEqually` stacks of any count are taken; an axis whose
///   slopes do not fit in `Int32` (``KnotArena/overflowed``: nested counts whose product passes
///   2³¹) declines as it is solved.
struct DirectDocument {
    /// A pinned subview's edges from its superview's, per axis (x, y): `low` added to the
    /// superview's minimum, `high` to its maximum, `center` to its centre.
    struct Pin: Sendable {
        /// How a pin holds its subview along one axis.
        enum Hold {
            /// Both edges: the subview is the superview's size less the insets.
            case edges
            /// One edge or the centre (a floating pin): the subview takes its own least-cost
            /// size, and the pin places it.
            case low, high, center
        }

        var low: SIMD2<Double> = .zero
        var high: SIMD2<Double> = .zero
        var center: SIMD2<Double> = .zero
        /// Bit `2 × axis` the low edge, `2 × axis + 1` the high edge, `4 + axis` the centre.
        var edges: UInt8 = 0
        /// Per axis, the position among the plain subviews of a floating sibling whose solved edge
        /// the floating subview's one edge or centre is pinned to, -1 for none; its `low`, `high`
        /// or `center` there is then from that edge, not the superview's (design note, section 5,
        /// "Pins to a sibling's edge", *At a floating sibling's solved edge*).
        var sibling = SIMD2<Int32>(repeating: -1)
        /// Per axis with a ``sibling``, that edge's place along the sibling's length: 0 its
        /// minimum, 1 its maximum, ½ its centre.
        var siblingPlace: SIMD2<Double> = .zero

        /// Holds the subview's `point` (0 its minimum, 1 its maximum, 2 its centre) along `axis` at
        /// `value`, marking it in ``edges``.
        mutating func pin(_ point: Int, axis: Int, at value: Double) {
            edges |= UInt8(1 << (point == 2 ? 4 + axis : 2 * axis + point))
            switch point {
            case 0: low[axis] = value
            case 1: high[axis] = value
            default: center[axis] = value
            }
        }

        /// How the pin holds its subview along `axis`, or nil if not in one of the accepted ways.
        func hold(axis: Int) -> Hold? {
            switch ((edges >> UInt8(2 * axis)) & 0b11, (edges >> UInt8(4 + axis)) & 1) {
            case (0b11, 0): return .edges
            case (0b01, 0): return .low
            case (0b10, 0): return .high
            case (0b00, 1): return .center
            default: return nil
            }
        }
    }

    let tree: DirectTree
    let rightToLeft: Bool
    /// The priority levels of each axis (x, y).
    let levels: [PriorityLevels]
    /// Per plain subview, by its position among ``DirectTree/plainChild(_:)``'s: its pin. Not
    /// per view: a feed has few plain subviews, and a record per view would be streamed anyway.
    private(set) var pins: [Pin]
    /// Whether a pin is read through required equalities of U: on a sibling's edge
    /// (``addSiblingPin(_:tree:rightToLeft:sizeTerms:to:readsRootLength:)``) or across its
    /// superview's edges (``addCrossEdgePin(_:tree:rightToLeft:to:readsRootLength:)``). Exact only
    /// where U's required constraints have a solution, so the blocks strategy takes no conflict of
    /// U beside one.
    private(set) var readsEqualities = false
    /// Whether a pin's offset holds the root's length: read again at another root size.
    private(set) var readsRootLength = false
    /// Whether a pin holds a subview at a floating sibling's solved edge (``Pin/sibling``).
    private(set) var readsSolvedEdges = false
    /// Per view, the constant its cross tie adds to its stack's canvas (NaN without one); empty
    /// when the document has no cross tie (as a feed has none). An optional tie's is the least of
    /// its offset and 0, the size its view takes where ``DirectAxis`` takes it (design note,
    /// section 5, "Optional cross ties in U").
    private(set) var crossTies: [Double]
    /// Per view, the priority of its cross tie where that is optional (NaN otherwise); empty when
    /// the document has no optional cross tie.
    private(set) var optionalTies: [Double]
    /// The document's constraints of one view's own width or height to a constant, per axis
    /// (``SizeTerms``); empty when it has none (as a feed has none).
    let sizeTerms: SizeTerms
    /// The document's scroll views substituted away (nil without any): their `contentSize`s.
    let scroll: ScrollReduction?
    /// The required cross ties past their canvases (or, across `fill`, short of them) that the
    /// solve takes broken (the whole-document solver's broken constraints; only with
    /// `takingBrokenTie`), in the constraints' order, each in a stack of its own: its position in
    /// the constraints, its arranged view, and whether it is short of the canvas (`d < 0`). Each
    /// one's error is constant across `fill` (the tie is left out) and least at the canvas across
    /// an aligned stack (the tie as one of offset 0); design note, section 5, "A cross tie past its
    /// canvas" and "Several ties past their canvases".
    private(set) var brokenTies: [BrokenTie] = []
    /// The earlier, in arrangement order, of two adjacent arranged views of the root's stack
    /// whose lengths along its axis (a `fill` stack), or across it, are taken equal (-1 without one): the
    /// blocks strategy's required size relation between them that U's optimum misses (design
    /// note, section 5, "A required `>=` between two views of U"), costed as one child of the
    /// series, or as one clip by the canvas across (``DirectAxis``).
    var equalPair: Int32 = -1
    /// The axis of ``equalPair``'s two lengths (0 for x, 1 for y).
    var equalPairAxis = 0
    /// Where ``equalPair``'s two lengths across the stack are not required equal but related by
    /// an optional `a ≥ b @p` (design note, section 5, "An optional `>=` between two views of U"):
    /// `p`, and whether the lesser side `b` is the later view; nil for the required equality.
    var pairRelation: (priority: Double, lesserIsLater: Bool)?

    /// A cross tie taken broken (``brokenTies``).
    typealias BrokenTie = (constraint: Int, child: Int, isShort: Bool)

    /// The axis (0 x, 1 y) that broken tie `tie` lies along: across its child's stack.
    /// - Complexity: O(1).
    func crossAxis(of tie: BrokenTie) -> Int {
        1 - tree.stacks[Int(tree.stackIndex[Int(tree.parents[tie.child])])].axis
    }

    /// How a broken cross tie's stack holds an arranged view on the side the tie wants, so that
    /// the tie's witnesses move the canvas, U solved again.
    enum HeldTie: Equatable {
        /// The stack's one arranged view, the tie's child, across any alignment the rule takes
        /// (design note, section 5, *A lone view held across*, *Aligned*).
        case lone
        /// One of several arranged views across `fill` (not the child, unless the child is the
        /// first): the first view's witnesses move the canvas (design note, section 5, *Several
        /// views, one held across*).
        case arranged
        /// The child among several arranged views across `leading`, `center` or `trailing`: taken
        /// only where what holds it is added after the tie (the blocks strategy checks), so the
        /// set is shown over the constraints before it as for a free child (design note, section
        /// 5, *Held after the tie*).
        case child
    }

    /// The document ready for the direct solver, or nil if it is outside the accepted class; the
    /// builders' measurements it reads are made under `meter` (``DirectTree/builtNaturalSize(_:axis:)``).
    /// - Complexity: O(views + constraints).
    init?(document: LayoutDocument, meter: WorkMeter? = nil) {
        guard !document.options.includeConstraints, !document.options.render.guides else { return nil }
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        guard let tree = DirectTree(root: document.root, rightToLeft: rightToLeft, measuring: document, meter: meter)
        else { return nil }
        self.init(tree: tree, constraints: document.constraints, options: document.options)
    }

    /// The document whose views `tree` holds (not yet finished), or nil if it is outside the
    /// accepted class. `documentConstraints` are the whole document's when `constraints` are
    /// only the ones this part takes (the blocks strategy's U): a nested stack that holds both
    /// views of one of them other than a size term or a cross tie this part composes (required,
    /// or optional and taken here), or a view whose size terms here are not the
    /// document's, is not measured (``DirectTree/forgoMeasuring(joined:alone:)``; the blocks
    /// strategy gives each decoration's carried term in place of its source, the document's own
    /// term on its view in every lone layout that measures it,
    /// ``BlockLayout/measuredConstraints(_:carried:)``); a leaf of a
    /// `fillProportionally` stack is measured with its size terms where neither applies to it.
    /// `pairLevel` is the priority of an optional relation between two arranged views' lengths
    /// across their stack that the part composes (``pairRelation``), and the lengths' axis.
    /// - Complexity: O(stacks + constraints), plus O(views) where a nested stack is measured.
    init?(
        tree: DirectTree, constraints: [LayoutConstraint], options: LayoutOptions,
        documentConstraints: [LayoutConstraint]? = nil, takingBrokenTie: Bool = false,
        pairLevel: (priority: Double, axis: Int)? = nil
    ) {
        guard !options.includeConstraints, !options.render.guides else { return nil }
        if !tree.measurableStacks.isEmpty || (documentConstraints != nil && tree.stacks.contains(where: \.sharesProportionally)) {
            // Views by their anchors' owner numbers (``DirectTree/ownerViews(of:)``); a view left
            // out (-1) drops out of the builders' measurement.
            let pairs = (documentConstraints ?? constraints).filter { SizeTerm.axis(of: $0) == nil && $0.second != nil }
            // Per view, its size terms here less the document's.
            let terms = documentConstraints.map { [constraints, $0].map { $0.filter { SizeTerm.axis(of: $0) != nil } } } ?? []
            let views = tree.ownerViews(of: pairs.flatMap { [$0.first, $0.second!] } + terms.flatMap { $0.map(\.first) })
            // Per optional tie this part takes, how many times (the blocks strategy may leave one
            // to a block of its own, out of the stack's cost here). Only looked up.
            var takenTies: [LayoutConstraint: Int] = [:]
            if documentConstraints != nil {
                for constraint in constraints where Self.isOptionalTie(constraint) { takenTies[constraint, default: 0] += 1 }
            }
            var joined: [(Int, Int)] = []
            for (index, constraint) in pairs.enumerated() {
                let (a, b) = (views[2 * index], views[2 * index + 1])
                guard a >= 0 && b >= 0 else { continue }
                if Self.isTieShaped(constraint), Int(tree.parents[a]) == b || Int(tree.parents[b]) == a {
                    // A cross tie (an arranged view's size to its stack's, required) is composed in
                    // its stack's cost, as the builders' measurement keeps it.
                    if Self.isPinShaped(constraint) { continue }
                    // So is an optional one this part takes, with its error (design note,
                    // section 2, "Proportions"); one the direct solver does not take declines
                    // the part (``pinsAndTies``).
                    if Self.isOptionalTie(constraint) {
                        guard documentConstraints != nil else { continue }
                        if let count = takenTies[constraint], count > 0 {
                            takenTies[constraint] = count - 1
                            continue
                        }
                    }
                }
                joined.append((a, b))
            }
            var alone: [Int] = []
            if !terms.isEmpty {
                // Per view, each of its terms here counted up and each of the document's down: the
                // terms of a view whose counts do not all cancel are not the document's (a stand-in
                // for a size equal to a fixed one, a broken size left out, or both). Only looked up.
                var counts: [Int: [LayoutConstraint: Int]] = [:]
                var position = 2 * pairs.count
                for (list, step) in zip(terms, [1, -1]) {
                    for term in list {
                        if views[position] >= 0 { counts[views[position], default: [:]][term, default: 0] += step }
                        position += 1
                    }
                }
                for (view, terms) in counts where terms.values.contains(where: { $0 != 0 }) { alone.append(view) }
            }
            tree.forgoMeasuring(joined: joined, alone: alone)
        }
        // Scroll views are plain views in `tree`: their content's constraints are rewritten to
        // ones of plain views, with the same optimum.
        var scroll: ScrollReduction?
        var constraints = constraints
        if !tree.scrollViews.isEmpty {
            guard let reduction = ScrollReduction(tree: tree, constraints: constraints, options: options) else { return nil }
            constraints = reduction.constraints
            scroll = reduction
        }
        var hasSizeTerms = false
        // By position, each constraint read where it lies (the iterator copied each one).
        for index in constraints.indices {
            if SizeTerm.axis(of: constraints[index]) != nil {
                hasSizeTerms = true
                continue
            }
            guard constraints[index].second?.attribute != nil else { return nil }
        }
        let rightToLeft = options.layoutDirection == .rightToLeft
        guard tree.finish(naming: constraints) else { return nil }
        var sizeTerms = SizeTerms()
        if hasSizeTerms {
            guard let terms = SizeTerms(constraints, tree: tree, measuringLeaves: documentConstraints == nil || tree.scrollViews.isEmpty) else { return nil }
            sizeTerms = terms
        }
        guard
            let (pins, readsEqualities, readsRootLength, readsSolvedEdges, crossTies, optionalTies, brokenTies) = Self.pinsAndTies(
                constraints, tree: tree, rightToLeft: rightToLeft, hasSizeTerms: hasSizeTerms, sizeTerms: sizeTerms,
                takingBrokenTie: takingBrokenTie && scroll == nil),
            var horizontal = PriorityLevels(
                tree: tree, axis: 0, sizeTerms: sizeTerms.terms[0], measuresLeaves: sizeTerms.measuresLeaves[0]),
            var vertical = PriorityLevels(
                tree: tree, axis: 1, sizeTerms: sizeTerms.terms[1], measuresLeaves: sizeTerms.measuresLeaves[1])
        else { return nil }
        // An optional tie's error is a cost on its stack's canvas, across the stack, at its priority.
        for view in optionalTies.indices where !optionalTies[view].isNaN {
            let stack = tree.stacks[Int(tree.stackIndex[Int(tree.parents[view])])]
            guard stack.axis == 0 ? vertical.insertTie(optionalTies[view]) : horizontal.insertTie(optionalTies[view])
            else { return nil }
        }
        // So is an optional relation between two arranged views' lengths across their stack (``pairRelation``).
        if let pairLevel {
            guard pairLevel.axis == 0 ? horizontal.insertTie(pairLevel.priority) : vertical.insertTie(pairLevel.priority)
            else { return nil }
        }
        sizeTerms.assignLanes([horizontal, vertical])
        self.brokenTies = brokenTies
        self.tree = tree
        self.rightToLeft = rightToLeft
        self.levels = [horizontal, vertical]
        self.pins = pins
        self.readsEqualities = readsEqualities
        self.readsRootLength = readsRootLength
        self.readsSolvedEdges = readsSolvedEdges
        self.crossTies = crossTies
        self.optionalTies = optionalTies
        self.sizeTerms = sizeTerms
        self.scroll = scroll
    }

    /// Leaves out the tie of offset 0 that holds a broken tie's child at its canvas across a
    /// `leading`, `center` or `trailing` stack (``brokenTies``) where the tie's error is the same
    /// in every solution: the child held across at its shorthand, the stack's length across held
    /// by required constraints (``lengthIsHeld(_:axis:)``). The child is then clipped by its
    /// canvas as any arranged view (design note, section 5, *A held child on a held canvas*).
    /// Asked only after U's solve with the tie found no solution. False where none is left out.
    /// - Complexity: O(broken ties × (depth + plain subviews along the way)).
    mutating func leaveOutConstantTies() -> Bool {
        guard !crossTies.isEmpty else { return false }
        var left = false
        for tie in brokenTies where crossTies[tie.child] == 0 {
            let stack = Int(tree.parents[tie.child])
            let properties = tree.stacks[Int(tree.stackIndex[stack])]
            // Not a baseline row's: only `parallelCost` marks the child held (``DirectAxis/heldTies``),
            // which the blocks strategy's witnesses read.
            let alignment = properties.alignment
            guard alignment == .leading || alignment == .center || alignment == .trailing else { continue }
            let axis = 1 - properties.axis
            guard !tree.sizing(tie.child, axis: axis).shorthand.isNaN, lengthIsHeld(stack, axis: axis) else { continue }
            crossTies[tie.child] = .nan
            left = true
        }
        return left
    }

    /// Whether `view`'s length along `axis` is the same in every solution of the required
    /// constraints: its shorthand there, or it is a plain subview pinned there on both edges to a
    /// superview whose length is (a pin's constant and the guides' insets being fixed).
    /// - Complexity: O(depth + plain subviews along the way).
    private func lengthIsHeld(_ view: Int, axis: Int) -> Bool {
        var view = view
        while tree.sizing(view, axis: axis).shorthand.isNaN {
            guard view > 0, !tree.isArranged[view] else { return false }
            let parent = Int(tree.parents[view])
            guard let position = tree.plainRange(of: parent).first(where: { tree.plainChild($0) == view }),
                pins[position].hold(axis: axis) == .edges
            else { return false }
            view = parent
        }
        return true
    }

    /// Makes the pins and cross ties anew from `constraints` (the document's, which made this one)
    /// after the tree's guides changed (``DirectTree/updateGuides(of:margins:safeArea:)``): what
    /// a document made from nothing with the new guides holds. False, this document then not to
    /// be used, where one is no longer accepted (a cross tie's offset past its canvas) or the
    /// document has scroll views, whose reduction rewrote its constraints (the caller then lays
    /// out from nothing).
    /// - Complexity: O(constraints + plain subviews).
    mutating func updateGuides(constraints: [LayoutConstraint]) -> Bool {
        guard scroll == nil, brokenTies.isEmpty,
            let (pins, readsEqualities, readsRootLength, readsSolvedEdges, crossTies, optionalTies, _) = Self.pinsAndTies(
                constraints, tree: tree, rightToLeft: rightToLeft, hasSizeTerms: true, sizeTerms: sizeTerms)
        else { return false }
        self.pins = pins
        self.readsEqualities = readsEqualities
        self.readsRootLength = readsRootLength
        self.readsSolvedEdges = readsSolvedEdges
        self.crossTies = crossTies
        self.optionalTies = optionalTies
        return true
    }

    /// The pins and cross ties of `constraints` in `tree` (size terms left out when
    /// `hasSizeTerms`; `sizeTerms` are theirs), or nil if one of the constraints is neither, or a
    /// plain subview is not held along an axis in one of the accepted ways; and whether a pin is
    /// to a sibling's edge.
    /// - Complexity: O(constraints + plain subviews), plus O(s²) for s pins to a sibling's edge
    ///   (each pass reads those left, and takes at least one).
    private static func pinsAndTies(
        _ constraints: [LayoutConstraint], tree: DirectTree, rightToLeft: Bool, hasSizeTerms: Bool,
        sizeTerms: SizeTerms, takingBrokenTie: Bool = false
    ) -> (
        pins: [Pin], readsEqualities: Bool, readsRootLength: Bool, readsSolvedEdges: Bool, crossTies: [Double], optionalTies: [Double], brokenTies: [BrokenTie]
    )? {
        var pins = [Pin](repeating: Pin(), count: tree.plainChildCount)
        var crossTies: [Double] = []
        var optionalTies: [Double] = []
        var brokenTies: [BrokenTie] = []
        // The pins that are not to the superview, by position: read once every pin to a
        // superview is known (a sibling's own pin may come later in the list).
        var siblingPins: [Int] = []
        var (crossEdges, readsRootLength) = (false, false)
        for (index, constraint) in constraints.enumerated() where !hasSizeTerms || SizeTerm.axis(of: constraint) == nil {
            if let added = addCrossTie(constraint, tree: tree, to: &crossTies, optional: &optionalTies) {
                if !added, takingBrokenTie, let (child, isShort) = brokenTieChild(constraint, tree: tree) {
                    // One broken tie per stack: two in one stack share members of their sets.
                    let parent = tree.parents[child]
                    guard !brokenTies.contains(where: { tree.parents[$0.child] == parent }) else { return nil }
                    brokenTies.append((index, child, isShort))
                    // Across an aligned stack the broken tie holds the child at the canvas (a tie of offset 0).
                    let stack = tree.stacks[Int(tree.stackIndex[Int(tree.parents[child])])]
                    if stack.alignment != .fill {
                        if crossTies.isEmpty { crossTies = [Double](repeating: .nan, count: tree.viewCount) }
                        guard crossTies[child].isNaN else { return nil }
                        crossTies[child] = 0
                    }
                    continue
                }
                guard added else { return nil }
                continue
            }
            if addPin(constraint, tree: tree, rightToLeft: rightToLeft, to: &pins) { continue }
            if addCrossEdgePin(constraint, tree: tree, rightToLeft: rightToLeft, to: &pins, readsRootLength: &readsRootLength) {
                crossEdges = true
                continue
            }
            guard isPinShaped(constraint), siblingSides(constraint, tree: tree, rightToLeft: rightToLeft) != nil else { return nil }
            siblingPins.append(index)
        }
        // A sibling's edge may itself be pinned to another sibling's: pass after pass, in the
        // constraints' order, until every one is read (or a pass reads none, declined).
        var pending = siblingPins[...]
        while !pending.isEmpty {
            var left: [Int] = []
            for index in pending
            where !addSiblingPin(
                constraints[index], tree: tree, rightToLeft: rightToLeft, sizeTerms: sizeTerms, to: &pins,
                readsRootLength: &readsRootLength)
            {
                left.append(index)
            }
            if left.count == pending.count {
                // What no pass reads: each at a floating sibling's solved edge, checked below.
                for index in left {
                    guard addSolvedEdgePin(constraints[index], tree: tree, rightToLeft: rightToLeft, to: &pins) else { return nil }
                }
                break
            }
            pending = left[...]
        }
        var readsSolvedEdges = false
        for position in pins.indices {
            guard let x = pins[position].hold(axis: 0), let y = pins[position].hold(axis: 1) else { return nil }
            for (axis, hold) in [(0, x), (1, y)] where pins[position].sibling[axis] >= 0 {
                // Both floating, the sibling's edge not itself at a solved edge.
                let sibling = pins[Int(pins[position].sibling[axis])]
                guard hold != .edges, let siblingHold = sibling.hold(axis: axis), siblingHold != .edges, sibling.sibling[axis] < 0
                else { return nil }
                readsSolvedEdges = true
            }
        }
        return (pins, !siblingPins.isEmpty || crossEdges, readsRootLength, readsSolvedEdges, crossTies, optionalTies, brokenTies)
    }

    /// Records `constraint` (a pin between two siblings' edges, ``siblingSides(_:tree:rightToLeft:)``)
    /// as a pin of one at the other's solved edge (``Pin/sibling``): the first side where its
    /// edge is free and the other is held along the axis by a pin that is not itself at a solved
    /// edge. Whether both float is checked once every pin is read. False where neither side is so.
    private static func addSolvedEdgePin(
        _ constraint: LayoutConstraint, tree: DirectTree, rightToLeft: Bool, to pins: inout [Pin]
    ) -> Bool {
        guard let readings = siblingReadings(constraint, tree: tree, rightToLeft: rightToLeft) else { return false }
        for reading in readings {
            let (subview, sibling, axis) = (reading.subview, reading.sibling, reading.subview.axis)
            let held = pins[reading.siblingPosition].edges & UInt8(0b11 << (2 * axis) | 1 << (4 + axis))
            guard pins[reading.position].edges & reading.bit == 0, held != 0, pins[reading.siblingPosition].sibling[axis] < 0
            else { continue }
            var pin = pins[reading.position]
            pin.sibling[axis] = Int32(reading.siblingPosition)
            pin.siblingPlace[axis] = sibling.isCenter ? 0.5 : sibling.isHigh ? 1 : 0
            // The edge's offset from the sibling's.
            pin.pin(subview.isCenter ? 2 : subview.isHigh ? 1 : 0, axis: axis, at: reading.constant)
            pins[reading.position] = pin
            return true
        }
        return false
    }

    /// Records `constraint` if it pins a plain subview's edge or centre to a sibling's (another
    /// plain subview of the same superview, not a stack) whose offset from the superview's
    /// matching edge or centre is known (``siblingOffset(_:reference:pin:axis:length:superviewLength:)``): as a
    /// pin to the superview with that offset plus the constant, the subview's edge being, in every
    /// solution of the required constraints, where that pin puts it (design note, section 5,
    /// "Pins to a sibling's edge"). Either side may be the subview so pinned, the first tried
    /// first. False otherwise, or not yet (the sibling's own pin still to be read);
    /// `readsRootLength` set where the offset holds the root's length.
    private static func addSiblingPin(
        _ constraint: LayoutConstraint, tree: DirectTree, rightToLeft: Bool, sizeTerms: SizeTerms, to pins: inout [Pin],
        readsRootLength: inout Bool
    ) -> Bool {
        guard let readings = siblingReadings(constraint, tree: tree, rightToLeft: rightToLeft) else { return false }
        for reading in readings {
            let (subview, sibling, axis) = (reading.subview, reading.sibling, reading.subview.axis)
            let reference = subview.isCenter ? 2 : subview.isHigh ? 1 : 0
            var pin = pins[reading.position]
            guard pin.edges & reading.bit == 0 else { continue }
            var length = tree.sizing(sibling.view, axis: axis).shorthand
            if length.isNaN, let required = sizeTerms.requiredLength(of: sibling.view, axis: axis) { length = required }
            let superview = Int(tree.parents[sibling.view])
            guard
                let (offset, readsSuperviewLength) = siblingOffset(
                    sibling.isCenter ? 2 : sibling.isHigh ? 1 : 0, reference: reference, pin: pins[reading.siblingPosition],
                    axis: axis, length: length, superviewLength: tree.sizing(superview, axis: axis).shorthand)
            else { continue }
            if readsSuperviewLength && superview == 0 { readsRootLength = true }
            pin.pin(reference, axis: axis, at: offset + reading.constant)
            pins[reading.position] = pin
            return true
        }
        return false
    }

    /// The two sides of `constraint` (pin-shaped) where they are edges or centres along one axis,
    /// of the same sign, of two plain subviews' frames of one superview that is not a stack; nil otherwise.
    private static func siblingSides(_ constraint: LayoutConstraint, tree: DirectTree, rightToLeft: Bool) -> (Side, Side)? {
        guard let second = constraint.second,
            let a = side(constraint.first, tree: tree, rightToLeft: rightToLeft),
            let b = side(second, tree: tree, rightToLeft: rightToLeft),
            a.axis == b.axis, a.sign == b.sign, a.kind == .frame, b.kind == .frame, a.view != b.view, a.view > 0, b.view > 0,
            !tree.isArranged[a.view], !tree.isArranged[b.view], tree.parents[a.view] == tree.parents[b.view],
            tree.stackIndex[Int(tree.parents[a.view])] < 0
        else { return nil }
        return (a, b)
    }

    /// A sibling pin read both ways, the first side as the subview first: the subview's and the
    /// sibling's sides, their positions among the plain subviews' pins, the subview's bit in
    /// ``Pin/edges``, and the constant as the subview's point's offset from the sibling's
    /// (`first == second + constant`, each side `sign × edge`). Nil where the constraint is no
    /// pin between two siblings' edges (``siblingSides(_:tree:rightToLeft:)``) or a side has no pin.
    private static func siblingReadings(
        _ constraint: LayoutConstraint, tree: DirectTree, rightToLeft: Bool
    ) -> [(subview: Side, sibling: Side, position: Int, siblingPosition: Int, bit: UInt8, constant: Double)]? {
        guard let (a, b) = siblingSides(constraint, tree: tree, rightToLeft: rightToLeft) else { return nil }
        let (first, second) = (Int(tree.namedPlainPositions[a.slot]), Int(tree.namedPlainPositions[b.slot]))
        guard first >= 0, second >= 0 else { return nil }
        let bit = { (side: Side) in UInt8(1 << (side.isCenter ? 4 + side.axis : 2 * side.axis + (side.isHigh ? 1 : 0))) }
        return [
            (a, b, first, second, bit(a), constraint.constant * a.sign),
            (b, a, second, first, bit(b), -constraint.constant * a.sign),
        ]
    }

    /// The offset of a plain subview's `point` along `axis` (0 its minimum, 1 its maximum, 2 its
    /// centre) from its superview's `reference` (the same numbering), where `pin` holds the
    /// subview, `length` is its length and `superviewLength` the superview's in every solution of
    /// the required constraints (NaN where none is known): the pin's own offset at a point it
    /// holds (`reference` first, then `point`, then the others in order; at the centre also the
    /// middle of two edges pinned), moved along the subview by `length` to `point` and along the
    /// superview by `superviewLength` to `reference`; nil where no held point gets there with the
    /// lengths known. Whether it read `superviewLength`.
    /// - Complexity: O(1).
    private static func siblingOffset(
        _ point: Int, reference: Int, pin: Pin, axis: Int, length: Double, superviewLength: Double
    ) -> (offset: Double, readsSuperviewLength: Bool)? {
        // Each point's place along a view, as a fraction of its length.
        let place: (Int) -> Double = { $0 == 2 ? 0.5 : Double($0) }
        for held in [reference, point, 0, 1, 2] {
            var offset: Double
            switch held {
            case 0 where pin.edges >> UInt8(2 * axis) & 1 != 0: offset = pin.low[axis]
            case 1 where pin.edges >> UInt8(2 * axis + 1) & 1 != 0: offset = pin.high[axis]
            case 2 where pin.edges >> UInt8(4 + axis) & 1 != 0: offset = pin.center[axis]
            case 2 where pin.edges >> UInt8(2 * axis) & 0b11 == 0b11: offset = (pin.low[axis] + pin.high[axis]) / 2
            default: continue
            }
            // The subview's `held` is the superview's `held` plus `offset`.
            if point != held {
                guard !length.isNaN else { continue }
                offset += (place(point) - place(held)) * length
            }
            guard reference != held else { return (offset, false) }
            guard !superviewLength.isNaN else { continue }
            return (offset + (place(held) - place(reference)) * superviewLength, true)
        }
        return nil
    }

    /// Records `constraint` if it pins a plain subview's edge to its superview's (or a guide's)
    /// opposite edge (`bar.bottom == screen.safeAreaLayoutGuide.top + 44`) where the superview's
    /// length along the axis is its `width` or `height`: a pin from the subview's own edge, the
    /// length added or taken (design note, section 5, "Pins to a sibling's edge", *Across the
    /// superview's edges*); `readsRootLength` set where the superview is the root. False otherwise.
    private static func addCrossEdgePin(
        _ constraint: LayoutConstraint, tree: DirectTree, rightToLeft: Bool, to pins: inout [Pin], readsRootLength: inout Bool
    ) -> Bool {
        guard let second = constraint.second, isPinShaped(constraint),
            let a = side(constraint.first, tree: tree, rightToLeft: rightToLeft),
            let b = side(second, tree: tree, rightToLeft: rightToLeft),
            a.axis == b.axis, a.sign == b.sign, !a.isCenter, !b.isCenter, a.isHigh != b.isHigh
        else { return false }
        let subviewFirst = isPinnable(a, to: b, tree: tree)
        guard subviewFirst || isPinnable(b, to: a, tree: tree) else { return false }
        let (subview, superview) = subviewFirst ? (a, b) : (b, a)
        let axis = a.axis
        let length = tree.sizing(superview.view, axis: axis).shorthand
        guard !length.isNaN else { return false }
        let delta = (subviewFirst ? constraint.constant : -constraint.constant) * a.sign
        var insets = SIMD4<Double>.zero
        if superview.kind != .frame {
            let guides = tree.guideInsets[superview.slot]
            insets = superview.kind == .margins ? guides.margins : guides.safeArea
        }
        let bit = UInt8(1 << (2 * axis + (subview.isHigh ? 1 : 0)))
        let position = Int(tree.namedPlainPositions[subview.slot])
        var pin = pins[position]
        guard pin.edges & bit == 0 else { return false }
        pin.edges |= bit
        if subview.isHigh {
            // At the superview's (or guide's) minimum: its maximum less the length.
            pin.high[axis] = insets[2 * axis] + delta - length
        } else {
            // At its maximum: its minimum plus the length.
            pin.low[axis] = length - insets[2 * axis + 1] + delta
        }
        pins[position] = pin
        if superview.view == 0 { readsRootLength = true }
        return true
    }

    /// Records `constraint` if it pins a plain subview's edge to its superview's; false otherwise.
    private static func addPin(
        _ constraint: LayoutConstraint, tree: DirectTree, rightToLeft: Bool, to pins: inout [Pin]
    ) -> Bool {
        guard let second = constraint.second, isPinShaped(constraint),
            let a = side(constraint.first, tree: tree, rightToLeft: rightToLeft),
            let b = side(second, tree: tree, rightToLeft: rightToLeft),
            a.axis == b.axis, a.isHigh == b.isHigh, a.isCenter == b.isCenter, a.sign == b.sign
        else { return false }
        // first == second + constant, each side `sign × edge`.
        let subviewFirst = isPinnable(a, to: b, tree: tree)
        guard subviewFirst || isPinnable(b, to: a, tree: tree) else { return false }
        let (subview, superview) = subviewFirst ? (a, b) : (b, a)
        let delta = (subviewFirst ? constraint.constant : -constraint.constant) * a.sign
        var insets = SIMD4<Double>.zero
        if superview.kind != .frame {
            let guides = tree.guideInsets[superview.slot]
            insets = superview.kind == .margins ? guides.margins : guides.safeArea
        }
        let inset = insets[2 * a.axis + (a.isHigh ? 1 : 0)]
        let bit = UInt8(1 << (a.isCenter ? 4 + a.axis : 2 * a.axis + (a.isHigh ? 1 : 0)))
        let position = Int(tree.namedPlainPositions[subview.slot])
        var pin = pins[position]
        guard pin.edges & bit == 0 else { return false }
        pin.edges |= bit
        if a.isCenter {
            // A guide's centre is its view's moved by half the difference of its insets.
            pin.center[a.axis] = delta + (insets[2 * a.axis] - insets[2 * a.axis + 1]) / 2
        } else if a.isHigh {
            pin.high[a.axis] = delta - inset
        } else {
            pin.low[a.axis] = delta + inset
        }
        pins[position] = pin
        return true
    }

    /// Whether `constraint` has the shape of a pin or a cross tie: a required `==` with
    /// multiplier 1 between two edges or centres, or two `width`s or `height`s (which views and
    /// sides it joins is checked against the tree).
    static func isPinShaped(_ constraint: LayoutConstraint) -> Bool {
        guard let second = constraint.second, constraint.relation == .equal, constraint.multiplier == 1,
            constraint.priority >= 1000
        else { return false }
        return (isEdge(constraint.first.attribute) && isEdge(second.attribute)) || isTieShaped(constraint)
    }

    /// Whether `attribute` is an edge or a centre (of the frame or, as a margin attribute, of the margins).
    private static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch AnchorLowering.edge(AnchorLowering.withinMargins(attribute) ?? attribute, rightToLeft: false)?.place {
        case .minimum, .maximum, .center: return true
        default: return false
        }
    }

    /// Whether `constraint` is an optional `==` of multiplier 1 between two views' `width`s or
    /// `height`s: an optional cross tie where it joins an arranged view to its stack.
    static func isOptionalTie(_ constraint: LayoutConstraint) -> Bool {
        constraint.relation == .equal && constraint.multiplier == 1 && constraint.priority < 1000 && isTieShaped(constraint)
    }

    /// Whether `constraint` joins two views' frames' `width`s or `height`s (a tie's shape, its
    /// relation, multiplier and priority aside).
    private static func isTieShaped(_ constraint: LayoutConstraint) -> Bool {
        guard let second = constraint.second, constraint.first.kind == .view, second.kind == .view,
            constraint.first.attribute == second.attribute
        else { return false }
        return constraint.first.attribute == .width || constraint.first.attribute == .height
    }

    /// Records `constraint` if it is a cross tie (see the type's notes); nil if it does not have
    /// a tie's shape, false if it has but is not one the direct solver takes.
    ///
    /// The tie `child.size == stack.size + k` (or the stack first) makes the child `d` more than
    /// the canvas, `d` the stack's canvas insets plus `k` (less `k`): within the canvas, as the
    /// stack's bounds require, only if `d ≤ 0` (a fill alignment makes it exactly the canvas,
    /// so `d` must be 0 there, and the tie then adds nothing). An optional tie across `fill`
    /// keeps the error `|d|` in every solution, which changes no optimum: it adds nothing either.
    /// Across an aligned stack an optional tie is recorded with the offset `min(d, 0)` and its
    /// priority in `optional` (``DirectAxis`` takes it only where it holds the view there). A
    /// required one past the canvas (`d > 0`) is taken on a child outside the spanner (a hidden
    /// view among two or more): the stack bounds only the spanner by its canvas, so the child is
    /// `C + d` in every solution, as a tie within the canvas makes it `C + d` (design note,
    /// section 5, "A hidden child tied past its canvas"). A baseline row takes a tie on its lone
    /// arranged view, which the canvas bounds as an aligned stack's (section 5, "Cross ties in U",
    /// *A lone baseline row*); in a `firstBaseline` row of several, a required one within the
    /// canvas or on a hidden view, or an optional one on a visible view (*A tie in a baseline row
    /// of several*, `DirectAxis.baselineCost` checking the view's room); and one past its canvas
    /// broken (``brokenTieChild(_:tree:)``).
    private static func addCrossTie(
        _ constraint: LayoutConstraint, tree: DirectTree, to ties: inout [Double], optional: inout [Double]
    ) -> Bool? {
        guard isTieShaped(constraint) else { return nil }
        guard let (child, stack, offset) = tieOffset(constraint, tree: tree) else { return false }
        let isOptional = constraint.priority < 1000
        if stack.alignment == .fill { return offset == 0 || isOptional }
        let arrangedCount = tree.arrangedRange(of: Int(tree.parents[child])).count
        // A baseline row places its views by their baselines, not within a clip; but its one
        // arranged view has no alignment, the canvas bounding it on both edges as an aligned
        // stack's (design note, section 5, "Cross ties in U", *A lone baseline row*).
        let isOutside = tree.isOutsideSpanner(child, arrangedCount: arrangedCount)
        // Across a `firstBaseline` row of several, a required tie holds a visible view within the
        // canvas (`DirectAxis.baselineCost` takes it where that is within the view's room) or a
        // hidden one, outside the spanner, at any offset (section 5, *A tie in a baseline row of several*).
        guard !stack.alignsBaselines || (arrangedCount == 1 && (isOptional || offset <= 0))
            || (stack.alignment == .firstBaseline && (isOptional ? !isOutside : offset <= 0 || isOutside))
        else { return false }
        guard offset <= 0 || isOptional || isOutside else { return false }
        if ties.isEmpty { ties = [Double](repeating: .nan, count: tree.viewCount) }
        guard ties[child].isNaN else { return false }
        // Outside the spanner an optional tie's offset is its own: the canvas bounds nothing there.
        ties[child] = isOptional && !isOutside ? min(offset, 0) : offset
        if isOptional {
            if optional.isEmpty { optional = [Double](repeating: .nan, count: tree.viewCount) }
            optional[child] = constraint.priority
        }
        return true
    }

    /// The arranged view, its stack and the offset `d` of a cross tie, required or optional (see
    /// ``addCrossTie(_:tree:to:optional:)``), or nil if `constraint` is not one.
    private static func tieOffset(_ constraint: LayoutConstraint, tree: DirectTree) -> (Int, DirectTree.Stack, Double)? {
        guard let second = constraint.second, constraint.relation == .equal, constraint.multiplier == 1,
            let firstSlot = tree.namedSlot(of: constraint.first),
            let secondSlot = tree.namedSlot(of: second)
        else { return nil }
        let first = Int(tree.namedViews[firstSlot])
        let other = Int(tree.namedViews[secondSlot])
        let childFirst = first > 0 && Int(tree.parents[first]) == other
        let (child, stackView) = childFirst ? (first, other) : (other, first)
        guard child > 0, Int(tree.parents[child]) == stackView, tree.isArranged[child], tree.stackIndex[stackView] >= 0
        else { return nil }
        let stack = tree.stacks[Int(tree.stackIndex[stackView])]
        let axis = constraint.first.attribute == .width ? 0 : 1
        guard stack.axis != axis else { return nil }
        let insets = stack.canvasInsets
        return (child, stack, insets[2 * axis] + insets[2 * axis + 1] + (childFirst ? constraint.constant : -constraint.constant))
    }

    /// The arranged view of `constraint` if it is a required cross tie past its canvas (`d > 0`)
    /// or, across `fill`, short of it (`d < 0`, then `isShort`) whose conflict the fast strategies
    /// take (design note, section 5, "A cross tie past its canvas"): across `fill`, or across
    /// `leading`, `center` or `trailing` when the view is in the spanner (visible, or the only
    /// arranged view) and past the canvas, or as a baseline row's only arranged view, visible and
    /// past the canvas (bounded on both edges, *A lone view in a baseline row*), or a visible view
    /// of a `firstBaseline` row of several past the canvas (*Several views in a baseline row*);
    /// nil otherwise.
    private static func brokenTieChild(_ constraint: LayoutConstraint, tree: DirectTree) -> (child: Int, isShort: Bool)? {
        guard constraint.priority >= 1000, isTieShaped(constraint), let (child, stack, offset) = tieOffset(constraint, tree: tree),
            offset != 0
        else { return nil }
        switch stack.alignment {
        case .fill: return (child, offset < 0)
        case .leading, .center, .trailing:
            let count = tree.arrangedRange(of: Int(tree.parents[child])).count
            return offset < 0 || tree.isOutsideSpanner(child, arrangedCount: count) ? nil : (child, false)
        case .firstBaseline, .lastBaseline:
            // Several views: a `firstBaseline` row only (a `lastBaseline` row's spacer leaves its
            // far edge free).
            let parent = Int(tree.parents[child])
            let count = tree.arrangedRange(of: parent).count
            guard offset > 0, count == 1 || stack.alignment == .firstBaseline, !tree.isHidden[child] else { return nil }
            return (child, false)
        }
    }

    private typealias Side = (
        view: Int, slot: Int, kind: ItemRef.Kind, axis: Int, isHigh: Bool, isCenter: Bool, sign: Double
    )

    /// Whether `side` is a plain subview's frame and `container` its superview or one of its guides.
    private static func isPinnable(_ side: Side, to container: Side, tree: DirectTree) -> Bool {
        side.kind == .frame && side.view > 0 && !tree.isArranged[side.view]
            && Int(tree.parents[side.view]) == container.view && tree.stackIndex[container.view] < 0
    }

    /// One side of a pin: its view, guide and physical edge, `sign × edge` being its value.
    private static func side(_ anchor: LayoutAnchor, tree: DirectTree, rightToLeft: Bool) -> Side? {
        guard let slot = tree.namedSlot(of: anchor) else { return nil }
        var kind: ItemRef.Kind
        switch anchor.kind {
        case .view, .guide: kind = .frame
        case .layoutMarginsGuide: kind = .margins
        case .safeAreaLayoutGuide: kind = .safeArea
        }
        var attribute = anchor.attribute
        if let plain = AnchorLowering.withinMargins(attribute) {
            guard kind == .frame else { return nil }
            kind = .margins
            attribute = plain
        }
        let view = Int(tree.namedViews[slot])
        switch attribute {
        case .left: return (view, slot, kind, 0, false, false, 1)
        case .right: return (view, slot, kind, 0, true, false, 1)
        case .top: return (view, slot, kind, 1, false, false, 1)
        case .bottom: return (view, slot, kind, 1, true, false, 1)
        case .leading:
            return rightToLeft ? (view, slot, kind, 0, true, false, -1) : (view, slot, kind, 0, false, false, 1)
        case .trailing:
            return rightToLeft ? (view, slot, kind, 0, false, false, -1) : (view, slot, kind, 0, true, false, 1)
        case .centerX: return (view, slot, kind, 0, false, true, 1)
        case .centerY: return (view, slot, kind, 1, false, true, 1)
        default: return nil
        }
    }
}
