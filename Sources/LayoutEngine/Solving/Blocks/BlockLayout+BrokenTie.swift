import ConstraintSolver

extension BlockLayout {
    /// What shows a broken cross tie's set the only minimal one: the solutions without one member
    /// of the set that meet the tie (the witnesses), made from the layout's own by moving views of
    /// the stack's arranged subtrees across the stack, at which the blocks must still hold.
    struct BrokenTieWitness {
        let stack: Int
        let child: Int
        /// The cross axis (0 x, 1 y), and whether the tie names the child first (`x = S + k`).
        let axis: Int
        let childFirst: Bool
        let constant: Double
        /// The stack's arranged views, those that widen in a witness (all across `fill`, else the
        /// child), and the views of the arranged subtrees (a witness moves only those).
        let arranged: [Int]
        let widens: [Int]
        let moves: [Bool]
        /// The side the alignment holds (`true` the low one, the root's smaller coordinates), nil across
        /// `fill` or `center`.
        let alignedLow: Bool?
        /// Whether the stack aligns `center`, and then (or for a child held before the tie,
        /// ``heldLeadingLow``) its visible arranged views but the child: a witness that moves
        /// every arranged subtree to one side must leave them within the canvas (empty otherwise).
        let centred: Bool
        let spanned: [Int]
        /// Of `spanned`, those a witness may narrow where the canvas leaves no room: a leaf with no
        /// required size across (its shorthand, a required content size, a text box, a required
        /// constraint of U naming its length), whose only required constraints across are then its
        /// stack's (condition (ii) rules out U's others).
        let narrows: [Bool]
        /// Of `spanned`, the views with a subtree (a nested stack, subviews) that a witness narrows
        /// by laying that subtree out alone at the narrower length (``WideChild``): its own length
        /// across free of its shorthand, a required content size and U's constraints, and every
        /// required constraint of U naming a view inside it across naming views of it alone, which
        /// the lone layout holds (design note, *No room*, *A subtree narrowed*, *Narrowed beside a held
    /// child*); nil for the others.
        let narrowedSubtrees: [WideChild?]
        /// Across `fill`, where a block reads a view of U inside an arranged view across the stack or
        /// a required constraint of U names a view of the arranged subtrees across it, what U is
        /// solved again from at the witnesses (``WideCanvas``); nil otherwise.
        let wideCanvas: WideCanvas?
        /// Where a block reads a view of U inside the child across, or (across an aligned stack) a
        /// required constraint of U relates lengths across inside it, the child's subtree laid out
        /// alone at the witnesses (``WideChild``; across `fill`, where U solved again does not
        /// widen the child); nil otherwise.
        let wideChild: WideChild?
        /// Where the child is held across among several arranged views of a `leading`, `center`
        /// or `trailing` stack by something added before the tie (a shorthand, a nested stack's
        /// family), whether the stack's leading edge across lies on the low side: the witnesses
        /// then come from U solved again with the canvas moved (``heldWitnessesHold``); nil
        /// otherwise.
        let heldLeadingLow: Bool?
    }

    /// Whether a broken cross tie (its `witness`) and a broken size are each taken with the set it
    /// has alone, in the solver's order (design note, section 5, "A cross tie past its canvas",
    /// *Beside a broken size*): a broken constraint is added back below required, so neither is in
    /// the other's set, and each one's witnesses need not meet the other (broken before it, or
    /// added after it). The tie's are made from U, solved without the size, and the size term's
    /// solve U again with the tie taken broken, so both hold wherever the two meet (the same
    /// axis, the same stack's family, a superview's length), but where the tie's witnesses solve
    /// U again from the document's tree (``WideCanvas``, ``WideChild``), which still holds a
    /// broken shorthand (a broken term is left out of the constraints they solve). A pin pair
    /// (``BrokenSize/Kind/pinPair``) along the tie's axis (along the other it is taken, *A pin
    /// pair across*: the axes' problems share no variable, each set and its witnesses read one),
    /// a term against `UISV-hiding` (``BrokenSize/Holding/hiding``)
    /// and those across nested alignments pinned to the root (``BrokenSize/Holding/pinnedCross``)
    /// or through a tie (``BrokenSize/Holding/tie``) decline: their witnesses were shown for their
    /// conflict alone.
    /// - Complexity: O(1).
    static func isIndependent(_ size: BrokenSize, of witness: BrokenTieWitness) -> Bool {
        switch size.kind {
        case .pinPair where size.axis != witness.axis: break
        case .pinPair, .term(_, heldBy: .hiding), .term(_, heldBy: .pinnedCross), .term(_, heldBy: .tie): return false
        default: break
        }
        return size.constraint != nil || (witness.wideCanvas == nil && witness.wideChild == nil)
    }

    /// The child's subtree as a document of its own (the child its root, U's constraints that name
    /// only its views), laid out with the child `d` wider across to give the views inside it their
    /// values at a witness across a `leading` or `trailing` stack; which of its views are dependent.
    struct WideChild {
        let document: LayoutDocument
        let isDependent: [Bool]
    }

    /// The document U is solved again from to give the views inside the arranged views their values
    /// at a witness across a `fill` stack: the document, U's constraints without the tie, which
    /// views are dependent and which of those might pull on their superviews' fitting sizes (U's
    /// tree's, ``BlockLayout/pullingDependents(tree:isDependent:constraints:rightToLeft:)``); the
    /// views strictly inside an arranged view.
    struct WideCanvas {
        let document: LayoutDocument
        let upstream: [LayoutConstraint]
        let isDependent: [Bool]
        let pulling: [Bool]
        let inside: [Bool]
    }

    /// The whole-document solver's `unsatisfiable` diagnostic for document constraint `index`, a
    /// required cross tie past its canvas (or short of it across `fill`) that U's direct layout takes broken
    /// (``DirectDocument/brokenTie``), with the witnesses that show its set the only minimal one
    /// (checked at each layout, ``witnessesHold(_:absolute:)``); nil where it is not shown (the
    /// strategy then declines). Design note, section 5, "A cross tie past its canvas".
    ///
    /// The set is the stack's required constraints that hold the child within its canvas: across
    /// `fill`, its canvas connections (the first arranged view's) and the child's alignments to the
    /// first; across `leading` or `trailing`, those on the aligned edge and, on the other, the
    /// child's spanning boundary and the spacer's canvas connection (one view: its two canvas
    /// connections; a baseline row's lone view, its two bounds; a view among several of a
    /// `firstBaseline` row, its two boundaries and the spacer's connections), named and ordered as the stack's
    /// builder makes them. Across `center` three
    /// minimal sets hold the child within its canvas (both bounds, and the centre with the leading
    /// or the trailing bounds), and the set is the one the solver's explanation names
    /// (``preferred(among:)``). No other required constraint of U (`upstream`, positions in the
    /// document's) may name a view of the stack's arranged subtrees across the stack (across
    /// `fill`, U is solved again instead; across an aligned stack, one naming only the lengths of
    /// views outside the child's subtree is met at every witness, which keeps them, and one relating
    /// two lengths of views of the child's subtree by the subtree laid out alone), nor a layout
    /// guide; a block reading a view of U inside one that widens takes that view's values from U
    /// solved again across `fill`, from the child's subtree laid out alone across `leading` or
    /// `trailing`: what the witnesses move is then read only by blocks, checked there. No document
    /// constraint names the stack's spacer: the guides the stacks make (``GuideRegistry``) are not
    /// in the document's namespace (a document's ids have no dot), so its items resolve to views
    /// and the document's own guides only, and a block naming a guide declines below.
    /// - Complexity: O(views + constraints + the stack's arranged views).
    static func brokenTieConflict(
        _ index: Int, document: LayoutDocument, tree: LayoutTree, upstream: [Int], upstreamConstraints: [LayoutConstraint],
        dependent: BuiltSelection, isDependent: [Bool], pulling: [Bool], held: DirectDocument.HeldTie?
    ) -> (Diagnostic, BrokenTieWitness)? {
        let tie = document.constraints[index]
        guard let built = tree.resolve(tie), let second = built.second else { return nil }
        let (a, b) = (Int(built.first.owner), Int(second.owner))
        guard a < tree.viewCount, b < tree.viewCount else { return nil }
        let (child, stackView) = Int(tree.parents[a]) == b ? (a, b) : (b, a)
        guard Int(tree.parents[child]) == stackView, let properties = tree.nodes[stackView].stack else { return nil }
        let alignment = properties.effectiveAlignment
        let baseline = alignment == .firstBaseline || alignment == .lastBaseline
        guard alignment == .fill || alignment == .leading || alignment == .center || alignment == .trailing
            || (baseline && (tree.arranged(of: stackView).count == 1 || alignment == .firstBaseline))
        else { return nil }
        // Across a baseline row of one view a witness moves the child's baseline with its grown
        // edge (the stack's own is the child's): nothing but the blocks (solved again at each
        // witness) may read it, so no constraint names either one's baseline and the stack is not
        // arranged in a stack that aligns or spaces by baselines (design note, *A lone view in a
        // baseline row*). Among several views of a `firstBaseline` row the moved baseline breaks
        // the child's alignments, which the stack's builder adds before every member of the set:
        // the solver's deletion filter drops them first, so the set is still the one below
        // (design note, *Several views in a baseline row*).
        if baseline {
            if tree.isArranged[stackView], let outer = tree.nodes[Int(tree.parents[stackView])].stack {
                let outerAlignment = outer.effectiveAlignment
                guard outerAlignment != .firstBaseline, outerAlignment != .lastBaseline,
                    !(outer.axis == .vertical && outer.baselineRelativeArrangement)
                else { return nil }
            }
            for constraint in document.constraints {
                for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? [])
                where anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline {
                    let view = tree.viewIndex(of: anchor)
                    guard view != stackView, view != child else { return nil }
                }
            }
        }
        // The views of the arranged subtrees (parents come first in tree order), and those inside
        // a view that widens, whose values across a witness does not say.
        let widens = alignment == .fill ? tree.arranged(of: stackView).map(Int.init) : [child]
        var moves = [Bool](repeating: false, count: tree.viewCount)
        var inside = [Bool](repeating: false, count: tree.viewCount)
        for view in (stackView + 1)..<tree.viewCount {
            let parent = Int(tree.parents[view])
            guard parent >= stackView else { break }
            moves[view] = parent == stackView ? tree.isArranged[view] : moves[parent]
            inside[view] = parent != stackView && (inside[parent] || widens.contains(parent))
        }
        let cross: Axis = properties.axis == .horizontal ? .vertical : .horizontal
        let length: LayoutAttribute = cross == .horizontal ? .width : .height
        // The child's subtree (parents come first in tree order), whose lengths across a witness
        // changes: the child's grown, those inside it laid out again where a block reads them.
        let subtreeEnd = Self.subtreeEnd(of: child, in: tree)
        // Whether the witnesses take U solved again (``WideCanvas``), where the moved views' values
        // across are read: across `fill` only. Across an aligned stack a required constraint of U
        // naming views of the arranged subtrees across only by their lengths, none in the child's
        // subtree, holds at every witness (each keeps those lengths: it moves the subtrees rigidly
        // and grows the child alone); the views it names are then held across (`lengthHeld`), so
        // not narrowed (design note, *Lengths across*).
        // A lone arranged view across `fill` may be held across by its own required constraints:
        // its witnesses move the canvas instead, U solved again with the stack's length following
        // the view (design note, *A lone view held across*). That solve moves the stack's margins
        // on one side, so a required constraint of U naming the stack's own guides across declines.
        // Several arranged views across `fill`, one held (not the child, unless it is the first):
        // the first view's connections are witnessed so too, the child's alignments by the child
        // alone, U's values elsewhere (design note, *Several views, one held across*). A lone
        // arranged view so held across `leading`, `center` or `trailing` is witnessed as across
        // `fill`, U solved again with the tie kept (design note, *A lone view held across*, *Aligned*).
        let lone = held == .lone && widens.count == 1
        // Across an aligned stack, a child held by something added before the tie (not a free
        // leaf) is witnessed by U solved again with the canvas `d` wider (across `center`, `d / 2`
        // on both sides) and the tie kept, subtrees then moved rigidly (design note, *Held before
        // the tie*).
        let heldBefore = held == .child && alignment != .fill && !baseline && !narrowsFreely(child, across: cross, tree: tree)
        let heldAcross = lone || (held == .arranged && alignment == .fill && widens.count > 1) || heldBefore
        var solvesAgain = heldAcross
        var readsInsideChild = false
        var lengthHeld = [Bool](repeating: false, count: tree.viewCount)
        // The child held among several views across an aligned stack (``DirectDocument/HeldTie/child``)
        // is taken only where nothing added before the tie holds it: the set is the solver's over the
        // constraints before the tie (section 3, "Explanations"), so the witnesses need meet only
        // those, and the constraints after it (the hold among them) are left out below; before it
        // the child is a leaf free across but for its stack's family (design note, *Held after the
        // tie*). The same holds for every case of the rule: a constraint after the tie is in no set
        // the solver finds, so no witness need meet it, and condition (ii) reads only those before
        // (design note, *Later constraints*).
        let heldLater = held == .child && !heldBefore
        guard !heldLater || (alignment != .fill && widens.count == 1 && narrowsFreely(child, across: cross, tree: tree)) else {
            return nil
        }
        for position in upstream where position < index && document.constraints[position].priority >= 1000 {
            let constraint = document.constraints[position]
            var named: [Int] = []
            var lengthsOnly = alignment != .fill
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                switch anchor.kind {
                case .guide: return nil
                case .view, .layoutMarginsGuide, .safeAreaLayoutGuide:
                    if heldAcross, anchor.kind != .view, anchor.attribute.axis == cross, tree.viewIndex(of: anchor) == stackView {
                        return nil
                    }
                    if anchor.attribute.axis == cross, let view = tree.viewIndex(of: anchor), moves[view] {
                        named.append(view)
                        if anchor.kind != .view || anchor.attribute != length || (child..<subtreeEnd).contains(view) {
                            lengthsOnly = false
                        }
                    }
                }
            }
            guard !named.isEmpty else { continue }
            if lengthsOnly {
                for view in named { lengthHeld[view] = true }
                continue
            }
            // Across a `leading`, `center` or `trailing` stack (the child not held before the tie),
            // one relating lengths across of views of the child's subtree alone holds at every
            // witness that takes the subtree laid out alone at the child's wider size
            // (``WideChild``), as where a block reads inside the child (design note, *Inside the child*).
            if alignment != .fill, !baseline, !heldAcross, let second = constraint.second,
                [constraint.first, second].allSatisfy({ anchor in
                    anchor.kind == .view && anchor.attribute == length
                        && tree.viewIndex(of: anchor).map { (child..<subtreeEnd).contains($0) } == true
                })
            {
                readsInsideChild = true
                continue
            }
            // A lone held view's witnesses are U solved again whole, which meets it (as across `fill`).
            guard alignment == .fill || lone else { return nil }
            solvesAgain = true
        }
        for constraint in dependent {
            for (item, attribute) in [(constraint.first, constraint.firstAttribute)] + (constraint.second.map { [($0, constraint.secondAttribute)] } ?? []) {
                let owner = Int(item.owner)
                guard owner < tree.viewCount else { return nil }
                // A dependent view's values are its block's, solved again at each witness; a view
                // inside one that widens takes its values from U solved again across `fill` only.
                if attribute.axis == cross && inside[owner] && !isDependent[owner] {
                    if alignment == .fill { solvesAgain = true }
                    // Across `fill` too: a witness growing the child alone then needs its subtree
                    // at the wider size, which U solved again gives only where the views widen.
                    if (child..<subtreeEnd).contains(owner) { readsInsideChild = true }
                }
            }
        }
        let builder = StackConstraintBuilder(stack: stackView, in: tree, naturalSize: { _ in 0 })
        var guides = GuideRegistry(firstOwner: tree.firstGeneratedOwner)
        var out: [BuiltConstraint] = []
        builder.append(to: &out, guides: &guides)
        let first = builder.arranged[0]
        let edges = [builder.axes.crossLeading, builder.axes.crossTrailing] + (alignment == .center ? [builder.axes.crossCenter] : [])
        let members = out.filter { constraint in
            guard constraint.isRequired, edges.contains(constraint.firstAttribute) else { return false }
            switch constraint.name {
            case StackFamily.alignment, StackFamily.spanningBoundary: return constraint.second.map { Int($0.owner) } == child
            case StackFamily.canvasConnection: return true
            default: return false
            }
        }
        let expected =
            alignment == .center
            ? (builder.arranged.count == 1 ? 3 : 5 + (child == first ? 0 : 1))
            : builder.arranged.count == 1 ? 2
            // A baseline row's alignments name baselines, not edges: the child's two boundaries and
            // the spacer's connections.
            : baseline ? 4
            : (alignment == .fill ? 2 : 3) + (child == first ? 0 : (alignment == .fill ? 2 : 1))
        guard members.count == expected else { return nil }
        // Across `center` three minimal sets: each member but those on one edge across (the centre's:
        // both bounds; the trailing's: the centre with the leading bounds; the leading's: with the
        // trailing), each in order of addition as `members` is.
        let set =
            alignment == .center
            ? preferred(among: [builder.axes.crossCenter, builder.axes.crossTrailing, builder.axes.crossLeading].map { edge in
                members.indices.filter { members[$0].firstAttribute != edge }
            }).map { members[$0] }
            : members
        let axis = cross == .horizontal ? 0 : 1
        let spanned = alignment == .center || heldBefore ? builder.visible.filter { $0 != child } : []
        // Across `center` a view with a subtree that leaves no room narrows with its subtree laid out
        // alone (beside a child held before the tie too, on U solved again: *Narrowed beside a held
        // child*); only where every required constraint of U (before the tie) naming a view of that
        // subtree across names views of it alone, so the lone layout holds it.
        let narrowedSubtrees = spanned.map { view -> WideChild? in
            let end = Self.subtreeEnd(of: view, in: tree)
            guard alignment == .center, end > view + 1, !lengthHeld[view], ownLengthIsFree(view, across: cross, tree: tree)
            else { return nil }
            for position in upstream where position < index && document.constraints[position].priority >= 1000 {
                let constraint = document.constraints[position]
                let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
                let inside = anchors.map { anchor in tree.viewIndex(of: anchor).map { (view..<end).contains($0) } ?? false }
                guard zip(anchors, inside).contains(where: { $0.attribute.axis == cross && $1 }) else { continue }
                guard !inside.contains(false) else { return nil }
            }
            return wideChild(view, document: document, tree: tree, upstreamConstraints: upstreamConstraints, isDependent: isDependent)
        }
        // Leading is the high side of a right-to-left x axis.
        let leadingLow = axis == 1 || document.options.layoutDirection != .rightToLeft
        let witness = BrokenTieWitness(
            stack: stackView, child: child, axis: axis, childFirst: child == a, constant: built.constant,
            arranged: builder.arranged, widens: widens, moves: moves,
            alignedLow: alignment == .fill || alignment == .center || baseline ? nil : (alignment == .leading) == leadingLow,
            centred: alignment == .center, spanned: spanned,
            narrows: zip(spanned, narrowedSubtrees).map { view, subtree in
                subtree != nil || (!lengthHeld[view] && narrowsFreely(view, across: cross, tree: tree))
            },
            narrowedSubtrees: narrowedSubtrees,
            // Across an aligned stack U is solved again with the tie kept: the moved canvas makes it
            // a tie of offset 0 there, which holds the lone view at the wider canvas (across `fill`
            // the family does, the tie left out). A child held before the tie keeps the constraints
            // up to the tie and the later ones that do not name the stack across but by its leading
            // edge: no witness need meet a later one (*Later constraints*), a later one naming its
            // length may hold it at the length the tie breaks (1/114's trailing pin), and one
            // pinning its leading edge keeps it placed (1/114's leading pin).
            wideCanvas: solvesAgain
                ? WideCanvas(
                    document: document,
                    upstream: upstreamConstraints.enumerated().filter { entry in
                        let position = upstream[entry.offset]
                        guard heldBefore else { return position != index || (lone && alignment != .fill) }
                        let constraint = entry.element
                        return position <= index
                            || ([constraint.first] + (constraint.second.map { [$0] } ?? [])).allSatisfy { anchor in
                                anchor.attribute.axis != cross || tree.viewIndex(of: anchor) != stackView
                                    || (anchor.kind == .view && anchor.attribute == (cross == .horizontal ? .leading : .top))
                            }
                    }.map(\.element),
                    isDependent: isDependent, pulling: pulling, inside: inside)
                : nil,
            wideChild: readsInsideChild
                ? wideChild(child, document: document, tree: tree, upstreamConstraints: upstreamConstraints, isDependent: isDependent)
                : nil,
            heldLeadingLow: heldBefore ? leadingLow : nil)
        return (.unsatisfiable(set, broken: built, in: tree, guides: guides), witness)
    }

    /// Whether `view`'s required constraints across `cross` are only its stack's: a leaf (no
    /// subviews, no stack, no text box) without a `width` or `height` shorthand there and whose
    /// content size there is not required. U's other required constraints naming it across are
    /// ruled out by condition (ii); so every size across meets its required constraints.
    /// - Complexity: O(1).
    private static func narrowsFreely(_ view: Int, across cross: Axis, tree: LayoutTree) -> Bool {
        let node = tree.nodes[view]
        return node.subviews.isEmpty && node.arrangedSubviews.isEmpty && node.stack == nil && ownLengthIsFree(view, across: cross, tree: tree)
    }

    /// Whether `view`'s own node leaves its length across `cross` free: no text box, no `width` or
    /// `height` shorthand there, and a content size there, if any, not required.
    /// - Complexity: O(1).
    private static func ownLengthIsFree(_ view: Int, across cross: Axis, tree: LayoutTree) -> Bool {
        let node = tree.nodes[view]
        guard node.textBox == nil else { return false }
        let horizontal = cross == .horizontal
        guard (horizontal ? node.width : node.height) == nil else { return false }
        guard (horizontal ? node.intrinsicContentSize.width : node.intrinsicContentSize.height) != nil else { return true }
        let hugging = horizontal ? node.contentHugging.horizontal : node.contentHugging.vertical
        let resistance = horizontal ? node.compressionResistance.horizontal : node.compressionResistance.vertical
        return hugging < 1000 && resistance < 1000
    }

    /// Whether the blocks hold at every witness of `witness` (the layout `absolute` with one member
    /// of the set dropped and the tie met): each arranged view that widens grows by `d` (the tie's
    /// want past the canvas) on the side the dropped member freed, or, the first view's connection
    /// on the aligned side dropped, every arranged subtree moves out by `d` rigidly with the child;
    /// across `center` (two members dropped, design note, *Across `center`*) the child grows by
    /// `d / 2` on both sides, by `d` alone on one (not the first), or every arranged subtree moves
    /// `d / 2` to one side and the child grows by `d` there, the other visible views kept within
    /// the canvas (narrowed about their centres where they may, ``BrokenTieWitness/narrows``, a
    /// view with a subtree then laid out alone at that length, ``BrokenTieWitness/narrowedSubtrees``); the
    /// views inside the child, where a block reads one across `leading`, `center` or
    /// `trailing`, as its subtree laid out alone at its wider size gives them (``WideChild``). The
    /// blocks are solved again on a copy (as they are at any U), a decline counting as not held.
    /// A child held before the tie is witnessed from U solved again (``heldWitnessesHold``).
    /// - Complexity: O(views) and the blocks' solve, per witness (up to five).
    static func witnessesHold(
        _ witness: BrokenTieWitness, blocks: DependentBlocks, absolute: [SIMD4<Double>], meter: WorkMeter?
    ) -> Bool {
        let axis = witness.axis
        let stackSize = absolute[witness.stack][2 + axis]
        let wanted = witness.childFirst ? stackSize + witness.constant : stackSize - witness.constant
        if let leadingLow = witness.heldLeadingLow, let wide = witness.wideCanvas {
            return heldWitnessesHold(
                witness, wide, leadingLow: leadingLow, wanted: wanted, blocks: blocks, absolute: absolute, meter: meter)
        }
        let d = wanted - absolute[witness.child][2 + axis]
        // Past the canvas (`d > 0`), or across `fill` short of it (`d < 0`: every move below then
        // narrows by `|d|` what it would widen).
        guard d > 0 || (d < 0 && witness.alignedLow == nil && !witness.centred) else { return false }
        if let wide = witness.wideCanvas {
            return wideWitnessesHold(witness, wide, d: d, blocks: blocks, absolute: absolute, meter: meter)
        }
        // Where a block reads inside the child, the values across of the views of U inside it
        // (their offsets from the child's edge and their lengths) at the child's wider size.
        var inChild: [(view: Int, offset: Double, length: Double)] = []
        if let wide = witness.wideChild {
            guard let frames = childFrames(wide, axis: axis, length: absolute[witness.child][2 + axis] + d, meter: meter)
            else { return false }
            for (index, frame) in frames.enumerated().dropFirst() where !wide.isDependent[index] {
                inChild.append((witness.child + index, frame[axis] - frames[0][axis], frame[2 + axis]))
            }
        }
        // Across `center` the child spans the canvas exactly (U holds it there): every other visible
        // arranged view, moved `d / 2` to either side, must stay within it, or narrow about its
        // centre to fit (a view whose required constraints across are its stack's alone).
        let (start, end) = (absolute[witness.child][axis], absolute[witness.child][axis] + absolute[witness.child][2 + axis])
        for (view, narrows) in zip(witness.spanned, witness.narrows) where !narrows {
            guard absolute[view][axis] - d / 2 >= start, absolute[view][axis] + absolute[view][2 + axis] + d / 2 <= end
            else { return false }
        }
        // (views that grow, toward the low side (nil: by d / 2 on both), and how far every arranged
        // subtree shifts that way first)
        var moves: [([Int], Bool?, Double)] = [([witness.child], true, 0), ([witness.child], false, 0)]
        if witness.centred {
            // The child grown alone on one side moves its centre: only without its alignment (not the first).
            if witness.child == witness.arranged[0] { moves = [] }
            moves += [([witness.child], nil, 0), ([witness.child], true, d / 2), ([witness.child], false, d / 2)]
        } else if let low = witness.alignedLow {
            moves.append(([witness.child], low, d))
        } else {
            moves += [(witness.widens, true, 0), (witness.widens, false, 0)]
        }
        for (grown, low, shift) in moves {
            var values = absolute
            if shift > 0, let low {
                for view in values.indices where witness.moves[view] { values[view][axis] += low ? -shift : shift }
                // The child keeps its far edge: it is moved back on that side and grows by d.
                values[witness.child][axis] += low ? shift - d : -shift
                for (view, subtree) in zip(witness.spanned, witness.narrowedSubtrees) {
                    guard narrow(view, subtree, axis: axis, start: start, end: end, values: &values, meter: meter) else { return false }
                }
            } else if low != false {
                for view in grown { values[view][axis] -= low == nil ? d / 2 : d }
            }
            for view in grown { values[view][2 + axis] += d }
            // The views inside the child, those of its subtree laid out alone, moved with it.
            for (view, offset, length) in inChild {
                values[view][axis] = values[witness.child][axis] + offset
                values[view][2 + axis] = length
            }
            var trial = blocks
            guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
        }
        return true
    }

    /// Narrows `view` about its centre to the nearer edge of the canvas `start`...`end` where it
    /// reaches past it (its length possibly negative: nothing but its stack's constraints bounds it
    /// across, or, with a `subtree`, what that subtree laid out alone at that length meets, its views
    /// across then moved to stand on `view`'s edge); false where that lone layout declines.
    /// - Complexity: O(1), or one direct solve of the subtree.
    private static func narrow(
        _ view: Int, _ subtree: WideChild?, axis: Int, start: Double, end: Double, values: inout [SIMD4<Double>], meter: WorkMeter?
    ) -> Bool {
        let centre = values[view][axis] + values[view][2 + axis] / 2
        let half = min(centre - start, end - centre)
        guard values[view][2 + axis] / 2 > half else { return true }
        (values[view][axis], values[view][2 + axis]) = (centre - half, 2 * half)
        guard let subtree else { return true }
        guard let frames = childFrames(subtree, axis: axis, length: 2 * half, meter: meter) else { return false }
        for (index, frame) in frames.enumerated().dropFirst() where !subtree.isDependent[index] {
            values[view + index][axis] = values[view][axis] + frame[axis] - frames[0][axis]
            values[view + index][2 + axis] = frame[2 + axis]
        }
        return true
    }
}

extension BlockLayout {
    /// Of several minimal conflicting sets, `candidates` (each its members' positions in one list
    /// in order of addition, ascending), the one the whole-document solver's explanation names:
    /// the greatest, compared member by member, the deletion filter's result over them (design
    /// note, section 3, "Explanations"; `Solver.explainConflict`). A broken tie or size rule names
    /// a set among several only through this. No minimal set is a prefix of another (it would be
    /// a subset), so the order is strict between any two.
    /// - Complexity: O(candidates × members).
    static func preferred(among candidates: [[Int]]) -> [Int] {
        candidates.dropFirst().reduce(candidates.first ?? []) { best, next in best.lexicographicallyPrecedes(next) ? next : best }
    }

    /// ``witnessesHold(_:blocks:absolute:meter:)`` across a `fill` stack where a block reads a view
    /// inside an arranged view: U is solved again with the stack's canvas `d` wider on one side (its
    /// canvas insets, as margins it arranges by, less `d` there; the tie, then met, left out), a
    /// solution of every constraint of U but the first arranged view's canvas connection on that
    /// side, which is such a witness whole (every arranged view widened there, its subtree solved at
    /// that size). The child alone widened on a side takes U's values but for its subtree across,
    /// that solution's moved with it. A lone arranged view held across an aligned stack is solved
    /// so with the tie kept (a tie of offset 0 at the moved canvas, which its far bound alone would
    /// not meet): one solve per member dropped, across `center` three, each dropping two of its
    /// three connections (design note, *A lone view held across*, *Aligned*). Each solve is asked
    /// to be unique only in what that mix reads of it, the child's and its subtree's values across
    /// (nothing where the child is the first: *A tie the mix does not read*). The blocks are
    /// solved on each, a decline counting as not held.
    /// - Complexity: two (across `center` three) direct solves of U, and the blocks' solves per
    ///   witness (up to four).
    private static func wideWitnessesHold(
        _ witness: BrokenTieWitness, _ wide: WideCanvas, d: Double, blocks: DependentBlocks, absolute: [SIMD4<Double>],
        meter: WorkMeter?
    ) -> Bool {
        let axis = witness.axis
        let tree = blocks.tree
        let child = witness.child
        // (how far the canvas widens on its low and its high side) Across `center` a lone view's
        // three connections are dropped two at a time: one side's bound with the centre (the
        // canvas `d` wider there), or both bounds (`d / 2` wider on each side, its centre kept).
        let sides: [(Double, Double)] = witness.centred ? [(d, 0), (0, d), (d / 2, d / 2)] : [(d, 0), (0, d)]
        // (the views whose values across the mix below reads from each solve: the child and the
        // views of U inside it; none where the child is the first, each witness then that solve whole)
        let read = child == witness.arranged[0] ? [] : [child] + ((child + 1)..<tree.viewCount).filter { view in
            wide.inside[view] && isInChild(view, witness, tree: tree)
        }
        for (lowSide, highSide) in sides {
            let low = highSide == 0
            guard
                let widened = widenedCanvas(witness, wide, low: lowSide, high: highSide, unique: (axis, read), tree: tree, meter: meter)
            else { return false }
            // Every arranged view widened on this side: that solution itself.
            var values = widened
            var trial = blocks
            guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
            guard child != witness.arranged[0] else { continue }
            // The child alone widened on this side: its subtree across as in that solution, moved
            // so that the child's far edge stays where U has it. That solution gives the subtree at
            // the child's wider size only where the views widened in it; where the canvas moved
            // instead (a view held across, or the stack's length free) and a block reads inside
            // the child, the subtree laid out alone at that size gives it, as across `leading`.
            values = absolute
            let shift = (low ? absolute[child][axis] - d : absolute[child][axis]) - widened[child][axis]
            values[child][axis] += low ? -d : 0
            values[child][2 + axis] += d
            let grown = widened[child][2 + axis] - absolute[child][2 + axis]
            if let wideChild = witness.wideChild, abs(grown - d) > 1e-9 * max(1, abs(d), abs(absolute[child][2 + axis])) {
                guard let frames = childFrames(wideChild, axis: axis, length: values[child][2 + axis], meter: meter) else {
                    return false
                }
                for (index, frame) in frames.enumerated().dropFirst() where !wideChild.isDependent[index] {
                    values[child + index][axis] = values[child][axis] + frame[axis] - frames[0][axis]
                    values[child + index][2 + axis] = frame[2 + axis]
                }
                trial = blocks
                guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
                continue
            }
            for view in read.dropFirst() {
                values[view][axis] = widened[view][axis] + shift
                values[view][2 + axis] = widened[view][2 + axis]
            }
            trial = blocks
            guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
        }
        return true
    }

    /// ``witnessesHold(_:blocks:absolute:meter:)`` for the child held among several arranged views
    /// by something added before the tie (design note, *Held before the tie*). U (less the
    /// document's constraints after the tie that name the stack across) is solved again with the
    /// stack's canvas wider by `d` and the tie kept, a tie of offset 0 there: the child spans that
    /// canvas, the other views as the family and U's constraints place them. By the solver's
    /// deletion filter a member's witness need meet only the set's members before it and every
    /// constraint after it. Across `center` the canvas is `d / 2` wider on both sides, the child
    /// centred on the real one. With the child's alignment (not the first) the set is both bounds,
    /// and each member's witness is that solution with the child's subtree moved `d / 2` to the
    /// member's side (its alignment, added before them, broken); for the first, the set is the
    /// centre with the trailing bounds: that solution (the spacer's connection; with the spacer on
    /// the real canvas, the child's boundary), and every arranged subtree moved `d / 2` toward the
    /// leading edge (the first's centre). The spacer on the real canvas needs every other visible
    /// arranged view within it there, or narrowed to it about its centre where it may
    /// (``BrokenTieWitness/narrows``, with a subtree laid out alone: design note, *Narrowed beside a
    /// held child*). Across `leading` or `trailing`:
    /// ``alignedHeldWitnessesHold(_:_:alignedLow:d:blocks:meter:)``. The solve may be tied (its
    /// frames one optimum): every witness is made from it whole, so it needs only a solution of
    /// those constraints. The blocks are solved on each, a decline counting as not held.
    /// - Complexity: one direct solve of U (two across `leading` or `trailing`), and the blocks'
    ///   solves per witness (up to four).
    private static func heldWitnessesHold(
        _ witness: BrokenTieWitness, _ wide: WideCanvas, leadingLow: Bool, wanted: Double, blocks: DependentBlocks,
        absolute: [SIMD4<Double>], meter: WorkMeter?
    ) -> Bool {
        let axis = witness.axis
        let (child, stack) = (witness.child, witness.stack)
        // How far the tie wants the child past the canvas: from the canvas, not the child, which a
        // held canvas keeps short of it (*A held child on a held canvas*).
        let insets = canvasInsets(of: blocks.tree.nodes[stack], rightToLeft: wide.document.options.layoutDirection == .rightToLeft)
        let d = wanted - absolute[stack][2 + axis] + (axis == 0 ? insets.left + insets.right : insets.top + insets.bottom)
        guard d > 0 else { return false }
        if let alignedLow = witness.alignedLow {
            return alignedHeldWitnessesHold(witness, wide, alignedLow: alignedLow, d: d, blocks: blocks, meter: meter)
        }
        guard let held = heldSolve(witness, wide, low: d / 2, high: d / 2, tree: blocks.tree, meter: meter) else { return false }
        var solved = held.values
        let (start, end) = (held.start, held.end)
        // A view past the real canvas narrows to it about its centre where it may (a view with a
        // subtree laid out alone at that length: *Narrowed beside a held child*).
        for (index, view) in witness.spanned.enumerated() {
            guard solved[view][axis] < start || solved[view][axis] + solved[view][2 + axis] > end else { continue }
            guard witness.narrows[index],
                narrow(view, witness.narrowedSubtrees[index], axis: axis, start: start, end: end, values: &solved, meter: meter)
            else { return false }
        }
        // (the views moved, and by how much)
        var moves: [(moved: (Int) -> Bool, by: Double)] = []
        if child != witness.arranged[0] {
            let inChild = { isInChild($0, witness, tree: blocks.tree) }
            moves = [(inChild, -d / 2), (inChild, d / 2)]
        } else {
            moves = [({ _ in false }, 0), ({ witness.moves[$0] }, leadingLow ? -d / 2 : d / 2)]
        }
        for (moved, by) in moves {
            var values = solved
            for view in values.indices where !wide.isDependent[view] && moved(view) { values[view][axis] += by }
            var trial = blocks
            guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
        }
        return true
    }

    /// ``heldWitnessesHold(_:_:leadingLow:wanted:blocks:absolute:meter:)`` across `leading` or
    /// `trailing` (design note, *Held before the tie*, *Across `leading`*): the members are the
    /// child's alignment to the first (not for the first), its boundary on the free side, the
    /// first's connection on the aligned side and the spacer's on the free side. Two solves, the
    /// canvas `d` wider on the aligned side (`A`) or on the free one (`O`). The first's connection:
    /// `A` itself; the child's alignment: `A` with every arranged subtree but the child's moved `d`
    /// back onto the real canvas; the spacer's connection: `O` itself; the child's boundary: `O`
    /// with the spacer on the real canvas. Where a view is put back onto the real canvas it must
    /// lie within it, or narrow to it keeping its aligned edge where it may
    /// (``BrokenTieWitness/narrows``; its length possibly negative).
    /// - Complexity: two direct solves of U, and the blocks' solves per witness (up to four).
    private static func alignedHeldWitnessesHold(
        _ witness: BrokenTieWitness, _ wide: WideCanvas, alignedLow: Bool, d: Double, blocks: DependentBlocks, meter: WorkMeter?
    ) -> Bool {
        let axis = witness.axis
        let tree = blocks.tree
        for onAligned in [true, false] {
            let low = onAligned == alignedLow
            guard let (solved, start, end) = heldSolve(witness, wide, low: low ? d : 0, high: low ? 0 : d, tree: tree, meter: meter)
            else { return false }
            var values = solved
            var trial = blocks
            guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
            // The child's alignment needs another view (the first is not the child).
            guard !onAligned || witness.child != witness.arranged[0] else { continue }
            values = solved
            if onAligned {
                for view in values.indices where witness.moves[view] && !wide.isDependent[view] {
                    guard !isInChild(view, witness, tree: tree) else { continue }
                    values[view][axis] += alignedLow ? d : -d
                }
            }
            // Within the real canvas, or narrowed to it keeping the aligned edge.
            for (view, narrows) in zip(witness.spanned, witness.narrows) {
                let far = values[view][axis] + values[view][2 + axis]
                guard values[view][axis] < start || far > end else { continue }
                guard narrows else { return false }
                if alignedLow {
                    values[view][2 + axis] = end - values[view][axis]
                } else {
                    (values[view][axis], values[view][2 + axis]) = (start, far - start)
                }
            }
            trial = blocks
            guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
        }
        return true
    }

    /// U's values solved again with the stack's canvas `low` wider on its low side and `high` on
    /// its high side, the tie kept (``widenedCanvas(_:_:low:high:unique:tree:meter:)``, taken
    /// tied), and the real canvas's span there: the child's less `low` and `high` (the tie met,
    /// checked: the child spans the moved canvas); nil where the solve declines or misses the tie.
    /// - Complexity: one direct solve of U.
    private static func heldSolve(
        _ witness: BrokenTieWitness, _ wide: WideCanvas, low: Double, high: Double, tree: LayoutTree, meter: WorkMeter?
    ) -> (values: [SIMD4<Double>], start: Double, end: Double)? {
        let axis = witness.axis
        let (child, stack) = (witness.child, witness.stack)
        guard let solved = widenedCanvas(witness, wide, low: low, high: high, unique: nil, tree: tree, meter: meter) else {
            return nil
        }
        let wanted = witness.childFirst ? solved[stack][2 + axis] + witness.constant : solved[stack][2 + axis] - witness.constant
        guard abs(solved[child][2 + axis] - wanted) <= 1e-9 * max(1, abs(wanted)) else { return nil }
        return (solved, solved[child][axis] + low, solved[child][axis] + solved[child][2 + axis] - high)
    }

    /// Whether `view` lies in the child's subtree (the child itself included).
    /// - Complexity: O(depth).
    private static func isInChild(_ view: Int, _ witness: BrokenTieWitness, tree: LayoutTree) -> Bool {
        var view = view
        while view > witness.child { view = Int(tree.parents[view]) }
        return view == witness.child
    }

    /// U's values (in the root's coordinates, the dependent views' zero) solved again with the
    /// stack's canvas `low` wider on its low side across and `high` on its high side: the stack
    /// arranged by margins whose insets are its canvas's less those; nil where U then declines, or
    /// where a position or length along `unique.axis` of one of `unique.views` varies (a witness
    /// that mixes that solution's values along the tie's axis with U's own must not read one that
    /// varies; one made from it whole needs only a solution, and the axes are solved independently,
    /// so a tie along the other axis, or of views the mix does not read, moves nothing it reads:
    /// design note, *A tie along the other axis*, *A tie the mix does not read*). The moved margins move only the canvas: no
    /// constraint of U names the stack's guides (its direct method takes a pin only to a superview
    /// that is not a stack, a tie only between frames), and blocks read the tree's own margins.
    private static func widenedCanvas(
        _ witness: BrokenTieWitness, _ wide: WideCanvas, low: Double, high: Double, unique: (axis: Int, views: [Int])?,
        tree: LayoutTree, meter: WorkMeter?
    ) -> [SIMD4<Double>]? {
        let rightToLeft = wide.document.options.layoutDirection == .rightToLeft
        let node = tree.nodes[witness.stack]
        var insets = canvasInsets(of: tree.nodes[witness.stack], rightToLeft: rightToLeft)
        if witness.axis == 0 {
            insets.left -= low
            insets.right -= high
        } else {
            insets.top -= low
            insets.bottom -= high
        }
        let safe = node.safeAreaInsets
        let (left, right) = (insets.left - safe.left, insets.right - safe.right)
        let margins = DirectionalInsets(
            top: insets.top - safe.top, leading: rightToLeft ? right : left, bottom: insets.bottom - safe.bottom,
            trailing: rightToLeft ? left : right)
        let root = editing(view: witness.stack, tree: tree, from: wide.document.root) { stack in
            stack.stack?.layoutMarginsRelativeArrangement = true
            stack.layoutMargins = margins
        }
        return directFrames(
            root: root, constraints: wide.upstream, documentConstraints: wide.document.constraints, options: wide.document.options,
            isDependent: wide.isDependent, pulling: wide.pulling, unique: unique, meter: meter)
    }

    /// The frames (in the root's coordinates, the dependent views' zero) of the direct layout of
    /// `root` with `constraints` (``DirectDocument``'s `documentConstraints` as given), the views
    /// `isDependent` marks left out (those `pulling` marks pruning their superviews from
    /// measurement, ``DirectTree``; empty: all of them); nil where the direct method declines, or
    /// where a position or length along `unique.axis` (0 x, 1 y) of one of `unique.views` varies
    /// among its optima (nil: taken tied). Another required cross tie past its canvas there is taken
    /// broken, as U's solve takes it (its stack's canvas unmoved, so the same ties): a witness need
    /// not meet it, for the solver holds no other broken tie as required when it adds one (design
    /// note, section 5, "Several ties past their canvases", *Solved again beside another tie*).
    /// - Complexity: one direct solve.
    private static func directFrames(
        root: ViewNode, constraints: [LayoutConstraint], documentConstraints: [LayoutConstraint]?, options: LayoutOptions,
        isDependent: [Bool], pulling: [Bool], unique: (axis: Int, views: [Int])?, meter: WorkMeter?
    ) -> [SIMD4<Double>]? {
        guard
            let tree = DirectTree(root: root, rightToLeft: options.layoutDirection == .rightToLeft, leaving: isDependent, pulling: pulling),
            let document = DirectDocument(
                tree: tree, constraints: constraints, options: options, documentConstraints: documentConstraints,
                takingBrokenTie: true),
            let layout = DirectLayout(document, options: options, documentConstraints: constraints.count, meter: meter)
        else { return nil }
        let (frames, varies) = upstreamFrames(layout, isDependent: isDependent)
        // (the bits of a position and a length along the axis; `varies` is empty where nothing does)
        if let unique, !varies.isEmpty {
            let along = UInt8(1 << unique.axis | 4 << unique.axis)
            guard unique.views.allSatisfy({ varies[$0].values & along == 0 }) else { return nil }
        }
        return frames
    }
}

extension BlockLayout {
    /// The child's subtree as a document of its own (``WideChild``): its node the root, and those
    /// of `upstreamConstraints` (U's) whose anchors all lie in it (the tie, naming the stack, not).
    /// - Complexity: O(the subtree's views + constraints).
    private static func wideChild(
        _ child: Int, document: LayoutDocument, tree: LayoutTree, upstreamConstraints: [LayoutConstraint], isDependent: [Bool]
    ) -> WideChild {
        let end = subtreeEnd(of: child, in: tree)
        let constraints = upstreamConstraints.filter { constraint in
            ([constraint.first] + (constraint.second.map { [$0] } ?? [])).allSatisfy { anchor in
                if anchor.kind == .guide { return false }
                return tree.viewIndex(of: anchor).map { (child..<end).contains($0) } ?? false
            }
        }
        return WideChild(
            document: LayoutDocument(root: tree.nodes[child], constraints: constraints, options: document.options),
            isDependent: Array(isDependent[child..<end]))
    }

    /// The end of `view`'s subtree in tree order: parents come first, so the subtree is the run of
    /// views after it whose parents lie in it.
    /// - Complexity: O(the subtree's views).
    private static func subtreeEnd(of view: Int, in tree: LayoutTree) -> Int {
        var end = view + 1
        while end < tree.viewCount, Int(tree.parents[end]) >= view { end += 1 }
        return end
    }

    /// The frames (in the subtree's own coordinates, the dependent views' zero) of the child's
    /// subtree laid out alone with the child `length` across; nil where the direct method declines
    /// or the child is not at that length there (a constraint inside holding it elsewhere).
    /// Tied there, its frames are still one optimum of the lone subtree, so a solution of its
    /// required constraints, which is all a witness needs.
    /// - Complexity: one direct solve of the subtree.
    private static func childFrames(_ wide: WideChild, axis: Int, length: Double, meter: WorkMeter?) -> [SIMD4<Double>]? {
        var root = wide.document.root
        if axis == 0 { root.width = length } else { root.height = length }
        guard
            let frames = directFrames(
                root: root, constraints: wide.document.constraints, documentConstraints: nil, options: wide.document.options,
                isDependent: wide.isDependent, pulling: [], unique: nil, meter: meter),
            // The child at that length (a constraint inside holding it elsewhere is no witness).
            abs(frames[0][2 + axis] - length) <= 1e-9 * max(1, abs(length))
        else { return nil }
        return frames
    }
}
