import ConstraintSolver

extension BlockLayout {
    /// A required size of one view of U (its `width` or `height` shorthand, or a required size term)
    /// that the constraints the whole-document solver adds before it hold at another value: that
    /// solver breaks it, and U is solved without it. Design note, section 5, "A required size held
    /// at another value".
    struct BrokenSize {
        /// The view whose size breaks, and the axis (0 x, 1 y).
        let view: Int
        let axis: Int
        /// What breaks: the view's shorthand, a size term, or a pin pair's later pin.
        let kind: Kind
        let diagnostic: Diagnostic
        /// Where the broken term is a decoration's required size term carried to ``view``
        /// (`BlockLayout+CarriedTerms.swift`), the positions among the document's constraints of
        /// the decoration's equalities to ``view``, which are in the set (design note, section 5,
        /// "A required size held at another value", *A decoration's term carried past its view's
        /// hold*); empty where the term is ``view``'s own.
        var carriedThrough: [Int] = []
        /// Further arranged views whose shorthands along `axis` break after `view`'s, with their
        /// diagnostics, in the solver's order: several arranged views' cross shorthands against one
        /// `fill`-aligned stack's canvas (``crossShorthand(of:tree:document:meter:rightToLeft:)``); empty elsewhere.
        var further: [(view: Int, diagnostic: Diagnostic)] = []
        /// Beside a broken shorthand, the size term that breaks after it (one at most; design note,
        /// section 5, "A required size held at another value", *A term after a broken
        /// shorthand*): held at another value by its view's own shorthand or an earlier term.
        var after: [BrokenSize] = []
        /// Where the broken term is a required cross tie `view == stack + k` whose stack's length its
        /// shorthand `w` holds (``heldTie(_:source:document:tree:upstreamSources:rightToLeft:)``),
        /// `w + k`, the length the witnesses give `view` (moves of U's solution); nil elsewhere.
        var tieLength: Double?

        /// The broken constraint's position among the document's constraints; nil where it is the
        /// view's shorthand.
        var constraint: Int? {
            switch kind {
            case .shorthand: nil
            case .term(let position, _), .pinPair(let position): position
            }
        }

        /// What breaks, by how its witnesses are shown.
        enum Kind {
            /// The view's shorthand (a stack's past its lone hidden view, an arranged view's
            /// across, a lone arranged view's or a hidden one's along its stack's axis): its
            /// witnesses are checked where it is found.
            case shorthand
            /// A required size term, at this position among the document's constraints, and what
            /// held its size at another value before it (the equality its witness drops,
            /// ``sizeWitnessHolds(_:document:root:tree:upstream:upstreamSources:brokenTies:isDependent:blocks:solved:meter:)``).
            case term(Int, heldBy: Holding)
            /// The later pin, at this position among the document's constraints, of a stack pinned
            /// on both edges to the root (``pinPair(document:tree:upstream:upstreamSources:)``): no
            /// size term, so no one equality holds it; its witnesses are shown where it is found.
            case pinPair(Int)
        }
    }

    /// What holds a broken size term's size at another value: the equality ``sizeWitnessHolds(_:document:root:tree:upstream:upstreamSources:brokenTies:isDependent:blocks:solved:meter:)``
    /// drops for its witness, so each case has its own.
    enum Holding {
        /// The view's own shorthand.
        case shorthand
        /// A lone arranged view's stack's canvas: the view's canvas connections (or alignments)
        /// and the stack's shorthand (``canvasTerm(_:broken:view:axis:document:tree:upstreamSources:)``).
        case canvas
        /// A stack's own family past its lone hidden view, at its canvas insets: the two canvas
        /// connections and `UISV-hiding`
        /// (``hiddenCanvasTerm(_:broken:stack:axis:document:tree:upstreamSources:)``).
        case hiddenCanvas
        /// A chain of lone stacks holding a lone arranged view: each stack on the way up the lone
        /// visible arranged view of the next, the top one no arranged view, with a shorthand along
        /// the axis (``nestedCanvasTerm(_:broken:view:axis:document:tree:upstreamSources:)``).
        case nestedCanvas
        /// A hidden arranged view's `UISV-hiding` along its stack's axis, at 0
        /// (``hidingTerm(_:broken:view:axis:document:tree:upstreamSources:)``).
        case hiding
        /// Nested `fill` alignments across, the top stack a subview of the root without a
        /// shorthand across, pinned on both edges to the root, which has one
        /// (``pinnedCrossTerm(_:broken:view:axis:document:tree:upstream:upstreamSources:)``).
        case pinnedCross
        /// An earlier required `==` size term on the view, at this position among the
        /// document's constraints.
        case constraint(Int)
        /// A required cross tie of U, at this position among the document's constraints, between
        /// the view and its stack or arranged view, whose length that view's shorthand holds
        /// (``tiedLength(_:tree:brokenShorthands:)``).
        case tie(Int)
    }

    /// What a search for a broken size found.
    enum BrokenSizeSearch {
        /// No required size breaks (as far as the fast strategies take it).
        case none
        case found(BrokenSize)
        /// A required size breaks in a way this class does not take (or too close to call): the
        /// strategy declines.
        case declined

        /// The same, with a found size's term carried through the equalities at `positions`
        /// (``BrokenSize/carriedThrough``).
        func carried(through positions: [Int]) -> Self {
            guard case .found(var broken) = self else { return self }
            broken.carriedThrough = positions
            return .found(broken)
        }
    }

    /// Below this much (relative to the values, at least 1) a size's violation is too close to the
    /// solver's own tolerance to say whether it reports a conflict: declined.
    static let conflictMargin = 1e-6

    /// Whether `root`'s tree may hold a broken size: the first look of each rule of
    /// ``brokenSize(document:tree:upstream:upstreamSources:meter:)``, each written beside its rule
    /// (`…MayBreak`), before any tree is built. Every stack is looked at, arranged or not (an
    /// over-estimate: this is only a first look).
    /// - Complexity: O(views + constraints), iteratively.
    static func mayBreakSize(_ root: ViewNode, constraints: [LayoutConstraint]) -> Bool {
        if termMayBreak(constraints) || pinPairMayBreak(root) { return true }
        var pending = [root]
        while let node = pending.popLast() {
            if let stack = node.stack,
                pastHiddenMayBreak(node, stack) || chainMayBreak(node, stack) || heldChainMayBreak(node, stack)
                    || heldStackCrossMayBreak(node, stack) || crossMayBreak(node, stack) || hiddenMayBreak(node, stack)
                    || hiddenChainMayBreak(node, stack) || zeroShareMayBreak(node, stack) || linkedChainMayBreak(node, stack)
            {
                return true
            }
            pending.append(contentsOf: node.subviews)
            pending.append(contentsOf: node.arrangedSubviews)
        }
        return false
    }

    /// The broken size of `document`, if any: first a shorthand (shorthands are added before any
    /// document constraint): an arranged view's across its `fill`-aligned stack
    /// (``crossShorthand(of:tree:document:meter:rightToLeft:)``) or across a stack its own stack's
    /// chain holds (``heldCrossShorthand(of:tree:rightToLeft:)``) or down nested `fill` alignments
    /// (``nestedCrossShorthand(of:tree:document:meter:rightToLeft:)``), a lone arranged view's along its stack's
    /// (``chainShorthand(of:tree:rightToLeft:)``), a stack's against its chain through a held stack
    /// (``heldChainShorthand(of:tree:rightToLeft:)``), a stack's across against an arranged stack held
    /// past its lone hidden view (``heldStackCrossShorthand(of:tree:document:meter:rightToLeft:)``),
    /// a leaf's against an arranged `fillEqually` stack's chain held by its stack's family
    /// (``linkedChainShorthand(of:tree:document:meter:rightToLeft:)``),
    /// a stack's past its lone hidden view (``pastHiddenShorthand(of:tree:document:meter:rightToLeft:)``), a hidden
    /// arranged view's along its stack's axis (``hiddenShorthand(of:tree:document:meter:)``), or a
    /// visible one's against its zero `fillProportionally` share
    /// (``zeroShareShorthand(of:tree:document:)``); then the
    /// first required size term of U that its view's shorthand, or an earlier required `==` term,
    /// holds at another value (``brokenTerm(document:tree:upstream:upstreamSources:brokenShorthands:)``),
    /// after a broken shorthand too (``BrokenSize/after``). Two broken shorthands decline (two
    /// conflicts) but for several cross shorthands in one stack.
    ///
    /// *A stack's shorthand.* A stack `V` that is no arranged view, whose one arranged view `h` is
    /// hidden, has along its axis the required `UISV-canvas-connection`s of `h`'s two edges and
    /// `UISV-hiding` (`h`'s length 0): its length is its canvas insets `L`. Its shorthand `w ≠ L`
    /// cannot hold with them; taken where `h` is a leaf whose required content size (if any) allows
    /// the lengths 0 and `w − L` (a view with subviews: whose subtree laid out alone admits them,
    /// ``subtreeAdmits(_:axis:length:tree:document:meter:)``), `V`'s own content size along the
    /// axis is not required, and `V`'s family holds no other required constraint along the axis
    /// (the witnesses' conditions).
    ///
    /// *A size term.* `upstream` are U's document constraints (positions `upstreamSources`); a
    /// required size term there on view `V` that `V`'s shorthand (else its stack's canvas,
    /// ``canvasTerm(_:broken:view:axis:document:tree:upstreamSources:)``, or through a chain of lone
    /// stacks, ``nestedCanvasTerm(_:broken:view:axis:document:tree:upstreamSources:)``, or across nested
    /// `fill` alignments pinned to the root, ``pinnedCrossTerm(_:broken:view:axis:document:tree:upstream:upstreamSources:)``,
    /// or, `V` a stack past its lone hidden view, its family, ``hiddenCanvasTerm(_:broken:stack:axis:document:tree:upstreamSources:)``,
    /// else an earlier required `==` size term on `V`) violates. Its witnesses (the set the only
    /// minimal one) are checked after U's solve
    /// (``sizeWitnessHolds(_:document:root:tree:upstream:upstreamSources:brokenTies:isDependent:blocks:solved:meter:)``).
    /// - Complexity: O(views + constraints).
    static func brokenSize(
        document: LayoutDocument, tree: LayoutTree, upstream: [LayoutConstraint], upstreamSources: [Int], meter: WorkMeter?
    ) -> BrokenSizeSearch {
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        var found: BrokenSize?
        /// Whether `search` declines the document, noting what it found (two found decline).
        func declines(_ search: BrokenSizeSearch) -> Bool {
            switch search {
            case .none: return false
            case .declined: return true
            case .found(let broken):
                guard found == nil else { return true }
                found = broken
                return false
            }
        }
        // The four searches in turn (no list made: asked of every stack), each of a stack with
        // arranged views (read as a count, not by copying its properties) and a shorthand of its
        // own: across its axis (``crossShorthand(of:tree:document:meter:rightToLeft:)``, a held
        // arranged stack's) or along it (the chains'); a stack without either has none, and each
        // search then answers `.none`.
        for view in 0..<tree.viewCount
        where !tree.isArranged[view] && !tree.arranged(of: view).isEmpty
            && tree.nodes[view].hasShorthand
        {
            if declines(crossShorthand(of: view, tree: tree, document: document, meter: meter, rightToLeft: rightToLeft))
                || declines(chainShorthand(of: view, tree: tree, rightToLeft: rightToLeft))
                || declines(heldChainShorthand(of: view, tree: tree, rightToLeft: rightToLeft))
                || declines(heldStackCrossShorthand(of: view, tree: tree, document: document, meter: meter, rightToLeft: rightToLeft))
            {
                return .declined
            }
        }
        // A hidden arranged stack's chain held at 0 (``hiddenChainShorthand(of:tree:rightToLeft:)``):
        // the arranged flag, the hidden flag and the count read in place before anything is built.
        for view in 1..<max(tree.viewCount, 1)
        where tree.isArranged[view] && tree.nodes[view].isHidden && !tree.arranged(of: view).isEmpty {
            if declines(hiddenChainShorthand(of: view, tree: tree, rightToLeft: rightToLeft)) { return .declined }
        }
        // A view with arranged views is a stack (read as a count, not by copying its properties);
        // one without any has no cross shorthand to hold, nor a chain for its stack to hold.
        for view in 1..<max(tree.viewCount, 1) where tree.isArranged[view] && !tree.arranged(of: view).isEmpty {
            if declines(heldCrossShorthand(of: view, tree: tree, rightToLeft: rightToLeft))
                || declines(nestedCrossShorthand(of: view, tree: tree, document: document, meter: meter, rightToLeft: rightToLeft))
                || declines(linkedChainShorthand(of: view, tree: tree, document: document, meter: meter, rightToLeft: rightToLeft))
            {
                return .declined
            }
        }
        // The count read in place first (a call a view cost more than the loop): most views have
        // no arranged view, or several.
        for view in 0..<tree.viewCount where !tree.isArranged[view] && tree.arranged(of: view).count == 1 {
            if declines(pastHiddenShorthand(of: view, tree: tree, document: document, meter: meter, rightToLeft: rightToLeft)) {
                return .declined
            }
        }
        for view in 1..<max(tree.viewCount, 1) where tree.isArranged[view] {
            // Two field reads in place before anything else: most arranged views are neither.
            let search: BrokenSizeSearch
            if tree.nodes[view].isHidden {
                search = hiddenShorthand(of: view, tree: tree, document: document, meter: meter)
            } else if tree.nodes[view].hasShorthand {
                search = zeroShareShorthand(of: view, tree: tree, document: document)
            } else {
                continue
            }
            switch search {
            case .none: continue
            case .declined: return .declined
            case .found(let broken):
                guard found == nil else { return .declined }
                found = broken
            }
        }
        // A broken shorthand is added back below required before any document constraint: a term
        // after it breaks with the set it has alone over the required constraints less it (a
        // witness need not meet it), where that set is its view's own shorthand or an earlier term
        // (the canvas rules read stacks' shorthands and families, which the broken one may be of).
        var brokenKeys = Set<Int>()
        if let found { brokenKeys = Set(([found.view] + found.further.map(\.view)).map { 2 * $0 + found.axis }) }
        let term = brokenTerm(
            document: document, tree: tree, upstream: upstream, upstreamSources: upstreamSources, brokenShorthands: brokenKeys)
        guard var found else { return term }
        switch term {
        case .none: return .found(found)
        case .declined: return .declined
        case .found(let broken):
            // A pin pair's set and witnesses were shown with nothing else broken.
            guard case .term(_, let holding) = broken.kind else { return .declined }
            switch holding {
            case .shorthand, .constraint: break
            case .canvas, .hiddenCanvas, .nestedCanvas, .pinnedCross, .hiding, .tie: return .declined
            }
            found.after = [broken]
            return .found(found)
        }
    }

    /// ``pastHiddenShorthand(of:tree:document:meter:rightToLeft:)``'s first look: a stack with a
    /// shorthand along and one arranged view, hidden.
    private static func pastHiddenMayBreak(_ node: ViewNode, _ stack: StackProperties) -> Bool {
        stack.along(node) != nil && node.arrangedSubviews.count == 1 && node.arrangedSubviews[0].isHidden
    }

    /// The broken shorthand along the axis of stack `view` (no arranged view) whose one arranged
    /// view is hidden: its family's required constraints along the axis are the two
    /// `UISV-canvas-connection`s and the view's `UISV-hiding`, which hold the stack at its insets,
    /// so a shorthand `w` of another length breaks with them as its set. Taken where the hidden
    /// view admits both 0 and `w − insets` (a leaf's required content size, or its subtree laid
    /// out alone) and the stack has no required content size along; else declined, or none.
    /// - Complexity: O(1) but for a stack past its lone hidden view; then its family and the
    ///   subtree's solves.
    private static func pastHiddenShorthand(
        of view: Int, tree: LayoutTree, document: LayoutDocument, meter: WorkMeter?, rightToLeft: Bool
    ) -> BrokenSizeSearch {
        // The count and the hidden view first, read in place; the node only for a stack past them.
        guard case let arranged = tree.arranged(of: view), arranged.count == 1,
            case let hidden = Int(arranged[arranged.startIndex]), tree.nodes[hidden].isHidden
        else { return .none }
        let node = tree.nodes[view]
        guard let properties = node.stack else { return .none }
        let axis = properties.axis == .horizontal ? 0 : 1
        guard let w = axis == 0 ? node.width : node.height else { return .none }
        let length = canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft)
        guard w != length else { return .none }
        guard abs(w - length) > conflictMargin * max(1, abs(w), abs(length)) else { return .declined }
        let leaf = tree.nodes[hidden]
        let admits =
            leaf.stack == nil && leaf.subviews.isEmpty && leaf.arrangedSubviews.isEmpty
            ? leaf.sizing(along: axis).allows(0) && leaf.sizing(along: axis).allows(w - length)
            : subtreeAdmits(hidden, axis: axis, length: 0, tree: tree, document: document, meter: meter)
                && subtreeAdmits(hidden, axis: axis, length: w - length, tree: tree, document: document, meter: meter)
        guard admits, !node.sizing(along: axis).requiresContentSize else { return .declined }
        let (family, guides) = stackFamily(of: [view], tree: tree)
        let set = family.filter { $0.isRequired && $0.firstAttribute.axis == properties.axis }
        guard set.map(\.name) == [StackFamily.canvasConnection, StackFamily.canvasConnection, StackFamily.hiding]
        else { return .declined }
        guard let shorthand = shorthand(of: view, axis: axis, in: tree) else { return .declined }
        return .found(BrokenSize(
            view: view, axis: axis, kind: .shorthand, diagnostic: .unsatisfiable(set, broken: shorthand, in: tree, guides: guides)))
    }

    /// ``brokenTerm(document:tree:upstream:upstreamSources:brokenShorthands:)``'s first look: a
    /// required size term among `constraints`.
    private static func termMayBreak(_ constraints: [LayoutConstraint]) -> Bool {
        constraints.contains { SizeTerm.axis(of: $0) != nil && $0.priority >= 1000 }
    }

    /// The first required size term of U (`upstream`, positions `upstreamSources`) that its view's
    /// shorthand, its `UISV-hiding` (a hidden arranged view along its stack's axis), its stack's
    /// canvas, a chain of lone stacks, nested `fill` alignments pinned to the root, its family past
    /// a lone hidden view, an earlier required `==` term or a required tie from a view held by its
    /// shorthand (``tiedLength(_:tree:brokenShorthands:)``) holds at another value, or a required
    /// cross tie between two held lengths (``heldTie(_:source:document:tree:upstreamSources:rightToLeft:)``)
    /// (``brokenSize(document:tree:upstream:upstreamSources:meter:)``),
    /// as a broken size; the shorthands `brokenShorthands` (by `2 × view + axis`) broke before it,
    /// so they hold nothing.
    ///
    /// A decoration's required term carried to a view of U (its source names the decoration) is
    /// looked at as that view's, its set the same hold followed by the decoration's equalities that
    /// carry it (``carriedEqualities(_:decoration:view:axis:carried:document:tree:)``; design note,
    /// section 5, "A required size held at another value", *A decoration's term carried past its
    /// view's hold*): in every solution of the others the hold fixes the view's length and the
    /// equalities the decoration's, so the term's error is constant, as for the view's own term; the
    /// equalities' witnesses are shown after the blocks' solve
    /// (``carriedWitnessesHold(_:resolved:document:isDependent:blocks:solved:meter:)``).
    /// - Complexity: O(views + constraints).
    private static func brokenTerm(
        document: LayoutDocument, tree: LayoutTree, upstream: [LayoutConstraint], upstreamSources: [Int],
        brokenShorthands: Set<Int>
    ) -> BrokenSizeSearch {
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        // The value each view's size is held at by an earlier equality, by (view, axis), and by what.
        var held: [Int: (value: Double, holding: Holding)] = [:]
        // U's pins to the root (``rootPins(_:tree:rightToLeft:)``), made once where a chain asks.
        var pinTable: [Int: (low: Int?, high: Int?)]?
        func pinsOfRoot() -> [Int: (low: Int?, high: Int?)] {
            if let pinTable { return pinTable }
            let table = rootPins(upstream, tree: tree, rightToLeft: rightToLeft)
            pinTable = table
            return table
        }
        // By position: the array's iterator copied every constraint (its ids retained and
        // released), where most are pins passed over on their fields, read in place.
        for position in upstream.indices {
            let source = upstreamSources[position]
            // A required cross tie between two held lengths (a second anchor: no size term). Its
            // fields are read in place before the call: most constraints with two anchors are pins.
            if let attribute = upstream[position].second?.attribute {
                guard attribute == upstream[position].first.attribute, attribute == .width || attribute == .height,
                    upstream[position].priority >= 1000
                else { continue }
                let constraint = upstream[position]
                let search = heldTie(
                    constraint, source: source, document: document, tree: tree, upstreamSources: upstreamSources,
                    rightToLeft: rightToLeft)
                guard case .none = search else { return search }
                // A tie from a view held by its shorthand holds the other view's length (only
                // looked at once a term on that view conflicts: `sizeWitnessHolds`).
                if let (key, length) = tiedLength(constraint, tree: tree, brokenShorthands: brokenShorthands), held[key] == nil {
                    held[key] = (length, .tie(source))
                }
                continue
            }
            let constraint = upstream[position]
            // A size equal to a fixed one stands in U as a size term: not this class's.
            guard let axis = SizeTerm.axis(of: constraint), constraint.priority >= 1000,
                SizeTerm.axis(of: document.constraints[source]) != nil, let view = tree.viewIndex(of: constraint.first)
            else { continue }
            let key = 2 * view + axis
            if held[key] == nil, !brokenShorthands.contains(key), let w = axis == 0 ? tree.nodes[view].width : tree.nodes[view].height {
                held[key] = (w, .shorthand)
            } else if held[key] == nil, view > 0, tree.isArranged[view], tree.nodes[view].isHidden,
                tree.nodes[Int(tree.parents[view])].stack.map({ ($0.axis == .horizontal ? 0 : 1) == axis }) == true
            {
                // As below, the family is looked at only once a term conflicts (`hidingTerm`).
                held[key] = (0, .hiding)
            } else if held[key] == nil, view > 0, tree.isArranged[view],
                let length = canvasLength(of: view, axis: axis, tree: tree, rightToLeft: rightToLeft)
            {
                // The family is looked at only once a term conflicts (`canvasTerm`, which declines
                // where it holds more than the two connections): a term that agrees breaks nothing.
                held[key] = (length, .canvas)
            } else if held[key] == nil, view > 0, tree.isArranged[view],
                let (_, length) = nestedCanvas(of: view, axis: axis, tree: tree, rightToLeft: rightToLeft)
            {
                // As above, the families are looked at only once a term conflicts (`nestedCanvasTerm`).
                held[key] = (length, .nestedCanvas)
            } else if held[key] == nil, let length = hiddenCanvasLength(of: view, axis: axis, tree: tree, rightToLeft: rightToLeft) {
                // As above, the family is looked at only once a term conflicts (`hiddenCanvasTerm`).
                held[key] = (length, .hiddenCanvas)
            } else if held[key] == nil, view > 0, tree.isArranged[view],
                let (_, _, length) = pinnedCross(
                    of: view, axis: axis, tree: tree, upstream: upstream, before: position, pins: pinsOfRoot, rightToLeft: rightToLeft)
            {
                // As above, the families are looked at only once a term conflicts (`pinnedCrossTerm`); after the
                // rules above, which it leaves as they were.
                held[key] = (length, .pinnedCross)
            }
            guard let (w, holding) = held[key] else {
                if constraint.relation == .equal { held[key] = (constraint.constant, .constraint(source)) }
                continue
            }
            let c = constraint.constant
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(c - w)
            case .greaterThanOrEqual: violation = c - w
            case .lessThanOrEqual: violation = w - c
            }
            guard violation > 0 else { continue }
            guard violation > conflictMargin * max(1, abs(w), abs(c)), let broken = tree.resolve(document.constraints[source])
            else { return .declined }
            // A decoration's term carried to `view` (its source names the decoration): the
            // decoration's equalities to `view` join the set after the holding constraints
            // (``carriedEqualities(_:decoration:view:axis:carried:document:tree:)``).
            var pins: [(position: Int, constraint: BuiltConstraint)] = []
            if let named = tree.viewIndex(of: document.constraints[source].first), named != view {
                guard
                    let found = carriedEqualities(
                        source, decoration: named, view: view, axis: axis, carried: constraint, document: document, tree: tree)
                else { return .declined }
                pins = found
            }
            let set: [BuiltConstraint]
            switch holding {
            case .canvas:
                return canvasTerm(
                    source, broken: broken, view: view, axis: axis, document: document, tree: tree,
                    upstreamSources: upstreamSources, through: pins.map(\.constraint)
                ).carried(through: pins.map(\.position))
            case .nestedCanvas:
                return nestedCanvasTerm(
                    source, broken: broken, view: view, axis: axis, document: document, tree: tree,
                    upstreamSources: upstreamSources, through: pins.map(\.constraint)
                ).carried(through: pins.map(\.position))
            case .hiddenCanvas:
                return hiddenCanvasTerm(
                    source, broken: broken, stack: view, axis: axis, document: document, tree: tree,
                    upstreamSources: upstreamSources, through: pins.map(\.constraint)
                ).carried(through: pins.map(\.position))
            case .pinnedCross:
                // Its witnesses move the chain on U's solution; a decoration's equalities carrying
                // the term there were not argued: declined.
                guard pins.isEmpty else { return .declined }
                return pinnedCrossTerm(
                    source, broken: broken, view: view, axis: axis, document: document, tree: tree, upstream: upstream,
                    upstreamSources: upstreamSources)
            case .hiding:
                return hidingTerm(
                    source, broken: broken, view: view, axis: axis, document: document, tree: tree,
                    upstreamSources: upstreamSources, through: pins.map(\.constraint)
                ).carried(through: pins.map(\.position))
            case .shorthand:
                // Shorthands come before every document constraint.
                guard let held = shorthand(of: view, axis: axis, in: tree) else { return .declined }
                set = [held] + pins.map(\.constraint)
            case .constraint(let position):
                // Document constraints in their order of addition; an earlier term that is itself
                // carried would bring its own decoration's equalities: declined.
                guard let held = tree.resolve(document.constraints[position]),
                    tree.viewIndex(of: document.constraints[position].first) == view
                else { return .declined }
                set = (pins + [(position, held)]).sorted { $0.position < $1.position }.map(\.constraint)
            case .tie(let position):
                // The other view's shorthand (before every document constraint), then the tie and
                // any decoration's equalities in their order of addition.
                guard let built = tree.resolve(document.constraints[position]),
                    let other = tiedView(document.constraints[position], besides: view, tree: tree),
                    let held = shorthand(of: other, axis: axis, in: tree)
                else { return .declined }
                set = [held] + (pins + [(position, built)]).sorted { $0.position < $1.position }.map(\.constraint)
            }
            return .found(BrokenSize(
                view: view, axis: axis, kind: .term(source, heldBy: holding),
                diagnostic: .unsatisfiable(
                    set, broken: broken, in: tree, guides: GuideRegistry(firstOwner: tree.firstGeneratedOwner)),
                carriedThrough: pins.map(\.position)))
        }
        return pinPair(document: document, tree: tree, upstream: upstream, upstreamSources: upstreamSources)
    }

    /// The stacks from `view`, a stack whose one arranged view is `first`, down through lone
    /// visible arranged views that are stacks along `axis` (0 x, 1 y) of one arranged view each
    /// (`view` first: tree order), and the last one's arranged view.
    /// - Complexity: O(depth).
    private static func loneChain(below view: Int, first: Int, axis: Int, tree: LayoutTree) -> (stacks: [Int], child: Int) {
        var stacks = [view]
        var child = first
        while !tree.nodes[child].isHidden, let properties = tree.nodes[child].stack,
            (properties.axis == .horizontal ? 0 : 1) == axis, case let arranged = tree.arranged(of: child), arranged.count == 1
        {
            stacks.append(child)
            child = Int(arranged[arranged.startIndex])
        }
        return (stacks, child)
    }

    /// ``pinPair(document:tree:upstream:upstreamSources:)``'s first look: a plain root with a
    /// shorthand and a subview that is a stack of one arranged view.
    private static func pinPairMayBreak(_ root: ViewNode) -> Bool {
        root.stack == nil && root.hasShorthand
            && root.subviews.contains { $0.stack != nil && $0.arrangedSubviews.count == 1 }
    }

    /// The broken later pin of a stack pinned on both edges to the root along its axis, past the
    /// length its lone arranged view holds it at (design note, section 5, "A required size held at
    /// another value", *A pin pair past a stack's held length*). A stack `V`, a subview of the root
    /// (a plain view, no scroll view, with a shorthand `W` along the axis and no required content
    /// size there), no arranged view, not distributed `fillProportionally` (its family reads
    /// natural sizes), with no shorthand, no required content size, no declared guide along its
    /// axis, has one arranged view `a`, a leaf (no stack, subviews, scroll or
    /// guide): hidden, its family's required constraints along the axis `a`'s two
    /// `UISV-canvas-connection`s and `UISV-hiding`, holding `V` at its canvas insets `L`; or
    /// visible with a shorthand `w_a` there, the family's two connections holding `V` at
    /// `L = w_a + insets`. Two required pins of U, `V.low == R.low + c₁` and `V.high == R.high + c₂`
    /// (the same edge on both sides, multiplier 1; `R` the root's frame, margins or safe area,
    /// constant insets from its frame), hold `V` at `P = W − insets(R) + c₂ − c₁`; where `P ≠ L`
    /// (by more than 10⁻⁶ of the values) the later pin breaks. Its set, in order of addition:
    /// the family's members along the axis, the root's shorthand (and `a`'s, visible; shorthands
    /// in tree order, after every service constraint), the earlier pin. The only minimal one,
    /// where no other required constraint added before the later pin names the root along the
    /// axis (but its low edge, which stays at 0), `V` or `a`: a witness for each member dropped,
    /// from any solution of the others with the later pin met, every other view where it is: the
    /// root's shorthand, the root `W + L − P` wide (its low edge held; the pins then hold `V` at `L`);
    /// the earlier pin, `V` moved whole by `P − L`; a connection, `V` `P` long with `a` where it was
    /// relative to the other edge; `UISV-hiding` (hidden) or `a`'s shorthand (visible), `a` as
    /// long as the canvas, `P − insets`, where its content size allows it (and, hidden, a
    /// connection dropped, allows 0). Frames: the pins, the root's shorthand and the family hold
    /// `V`'s both edges in every solution of the others, so the later pin's error at the broken
    /// level is constant and U without it is the document's optimum. Right to left a `leading`
    /// pin holds the high edge, its constant measured leftward. `a` may be a chain of lone stacks
    /// along the axis down to such a leaf (``loneChain(below:first:axis:tree:)``; *Through a chain
    /// of lone stacks*): each checked as `V`, the families (tree order) each stack's two
    /// connections (the last's hiding after them), `L` the insets' sum (plus `w_a`), the naming
    /// check over the chain; a connection's witness keeps the views below it at their held lengths
    /// on the other side. None where nothing conflicts; elsewhere
    /// declined (or none: U then holds the conflict and declines).
    /// - Complexity: O(constraints), and the stack's family.
    private static func pinPair(
        document: LayoutDocument, tree: LayoutTree, upstream: [LayoutConstraint], upstreamSources: [Int]
    ) -> BrokenSizeSearch {
        let root = tree.nodes[0]
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        guard root.stack == nil, !root.isScroll else { return .none }
        let pins = rootPins(upstream, tree: tree, rightToLeft: rightToLeft)
        for (key, pair) in pins.sorted(by: { $0.key < $1.key }) {
            guard let low = pair.low, let high = pair.high else { continue }
            let view = key / 2
            let axis = key % 2
            let node = tree.nodes[view]
            // `stackFamily` builds without natural sizes: a `fillProportionally` family would not be the solver's.
            guard let properties = node.stack, (properties.axis == .horizontal ? 0 : 1) == axis,
                properties.distribution != .fillProportionally, case let arranged = tree.arranged(of: view), arranged.count == 1,
                let w = axis == 0 ? root.width : root.height,
                let lowPin = tree.resolve(upstream[low]), let highPin = tree.resolve(upstream[high]),
                let lowGuide = lowPin.second, let highGuide = highPin.second
            else { continue }
            // Down a chain of lone stacks along the axis to its leaf `a` (*Through a chain of lone stacks*).
            let (stacks, child) = loneChain(below: view, first: Int(arranged[arranged.startIndex]), axis: axis, tree: tree)
            let leaf = tree.nodes[child]
            let insets = stacks.reduce(0) { $0 + canvasInsets(of: tree.nodes[$1], axis: axis, rightToLeft: rightToLeft) }
            // The pins' length `P`, and the canvas's `L`.
            let pinned = pinnedLength(
                w, axis: axis, low: (upstream[low], lowGuide), high: (upstream[high], highGuide), tree: tree, rightToLeft: rightToLeft)
            let childLength = axis == 0 ? leaf.width : leaf.height
            let held = leaf.isHidden ? insets : childLength.map { $0 + insets }
            guard let held, pinned != held else { continue }
            guard abs(pinned - held) > conflictMargin * max(1, abs(pinned), abs(held)) else { return .declined }
            let (earlier, later) = low < high ? (low, high) : (high, low)
            let source = upstreamSources[later]
            let along: Axis = axis == 0 ? .horizontal : .vertical
            let rootNamed = upstreamSources[earlier]
            // Nothing else added before the later pin names the root (but its low edge), `V` or its arranged view.
            let naming = document.constraints[..<source].indices.contains { position in
                let constraint = document.constraints[position]
                guard position != rootNamed, constraint.priority >= 1000 else { return false }
                return ([constraint.first] + (constraint.second.map { [$0] } ?? [])).contains { anchor in
                    guard anchor.attribute.axis == along, let named = tree.viewIndex(of: anchor) else { return false }
                    return stacks.contains(named) || named == child
                        || (named == 0 && AnchorLowering.edge(anchor.attribute, rightToLeft: rightToLeft)?.place != .minimum)
                }
            }
            let allows = leaf.sizing(along: axis).allows(pinned - insets) && (!leaf.isHidden || leaf.sizing(along: axis).allows(0))
            guard !naming, allows, leaf.stack == nil, !leaf.isScroll, leaf.layoutGuides.isEmpty, leaf.subviews.isEmpty,
                leaf.arrangedSubviews.isEmpty,
                stacks.allSatisfy({ stack in
                    let chained = tree.nodes[stack]
                    return !chained.isScroll && chained.layoutGuides.isEmpty && (axis == 0 ? chained.width : chained.height) == nil
                        && !chained.sizing(along: axis).requiresContentSize && chained.stack?.distribution != .fillProportionally
                }),
                !root.sizing(along: axis).requiresContentSize, let rootShorthand = shorthand(of: 0, axis: axis, in: tree),
                let earlierPin = tree.resolve(upstream[earlier]), let broken = tree.resolve(upstream[later])
            else { return .declined }
            // The families in tree order (`V` first), one registry, as the builders add them: each
            // stack above the last its view's two connections, the last `a`'s (and its hiding).
            let (family, guides) = stackFamily(of: stacks, tree: tree)
            let members = family.filter { $0.isRequired && $0.firstAttribute.axis == along }
            let connections = Array(repeating: StackFamily.canvasConnection, count: 2 * stacks.count)
            let expected = leaf.isHidden ? connections + [StackFamily.hiding] : connections
            guard members.map(\.name) == expected, members.allSatisfy({ $0.relation == .equal }) else { return .declined }
            var shorthands = [rootShorthand]
            if !leaf.isHidden {
                guard let childShorthand = shorthand(of: child, axis: axis, in: tree) else { return .declined }
                shorthands.append(childShorthand)
            }
            return .found(BrokenSize(
                view: view, axis: axis, kind: .pinPair(source),
                diagnostic: .unsatisfiable(members + shorthands + [earlierPin], broken: broken, in: tree, guides: guides)))
        }
        return .none
    }

    /// The cross rules' first look (``crossShorthand(of:tree:document:meter:rightToLeft:)``, and
    /// ``heldCrossShorthand(of:tree:rightToLeft:)`` and
    /// ``nestedCrossShorthand(of:tree:document:meter:rightToLeft:)``, whose canvas the stack's own
    /// stack may hold across a `fill` alignment): a stack with a shorthand across, or aligned
    /// `fill`, and an arranged view with a shorthand across.
    private static func crossMayBreak(_ node: ViewNode, _ stack: StackProperties) -> Bool {
        (stack.across(node) != nil || stack.effectiveAlignment == .fill)
            && node.arrangedSubviews.contains { stack.across($0) != nil }
    }

    /// The broken cross shorthand of an arranged view `c` of stack `view` (no arranged view,
    /// aligned `fill`, with its own shorthand across, `w_S`): `c`'s shorthand across `w_c` differs
    /// from the canvas's `w_S − insets`, which the family (`c`'s two `UISV-alignment`s to the first
    /// arranged view, not for the first, then the first's two `UISV-canvas-connection`s) and the
    /// stack's shorthand, all added before it, hold `c` at. Taken where every arranged view with a
    /// shorthand across is a leaf without a required content size across and breaks, every other
    /// arranged view is such a leaf or has a subtree that admits each `w_c` and the canvas's length
    /// across (``subtreeAdmits(_:axis:length:tree:document:meter:)``), the stack's content size
    /// across is not required, and the family has no other required constraint across (the
    /// witnesses' conditions); else declined, or none without a conflict.
    ///
    /// *An arranged view with a subtree* (session 28). The witnesses that drop the stack's
    /// shorthand or a canvas connection move the first arranged view and every view aligned to it
    /// to `w_c` across; the constraints before `c`'s shorthand that name such a view's subtree are
    /// its service constraints and shorthands, per axis: laid out alone at `w_c` without a conflict,
    /// its values across are theirs inside the view (translated to its edge), U's along. At the
    /// canvas's length too, so that nothing inside it breaks before `c`'s shorthand.
    ///
    /// *Several.* Where arranged views `c₁ … cₖ` (in tree order, the order the builders add their
    /// shorthands, after every service constraint) all have shorthands across that differ from the
    /// canvas's length, the solver breaks each in turn with the same set as if it were alone: a
    /// broken constraint is added back below required, so it is in no later set (the explanation
    /// gathers required constraints only, `Solver.explainConflict`), and the constraints before
    /// `cᵢ`'s shorthand are those before it alone less `c₁ … cᵢ₋₁`'s shorthands, which the witnesses
    /// never needed (they move `cᵢ`, or the first arranged view and every view aligned to it, all
    /// leaves free across or subtrees that admit `w_cᵢ`, or the stack). A shorthand that agreed with the canvas would stay required
    /// and give `cᵢ` a second minimal set (through that view's alignments): declined. The frames are
    /// those of the document without every `cᵢ`'s shorthand: each is held at the canvas's length
    /// by the required constraints, so its error, at the broken level, is the same in every
    /// solution and the lower levels decide.
    private static func crossShorthand(
        of view: Int, tree: LayoutTree, document: LayoutDocument, meter: WorkMeter?, rightToLeft: Bool
    ) -> BrokenSizeSearch {
        let node = tree.nodes[view]
        guard let properties = node.stack, properties.effectiveAlignment == .fill else { return .none }
        let axis = properties.axis == .horizontal ? 1 : 0
        guard let ws = axis == 0 ? node.width : node.height else { return .none }
        let arranged = tree.arranged(of: view).map(Int.init)
        // In tree order: the order of their shorthands, and of the conflicts.
        let sized = arranged.filter { (axis == 0 ? tree.nodes[$0].width : tree.nodes[$0].height) != nil }.sorted()
        guard !sized.isEmpty else { return .none }
        let length = ws - canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft)
        let widths = sized.map { (axis == 0 ? tree.nodes[$0].width : tree.nodes[$0].height)! }
        guard widths.contains(where: { $0 != length }) else { return sized.count == 1 ? .none : .declined }
        func isLeaf(_ index: Int) -> Bool {
            let leaf = tree.nodes[index]
            return leaf.stack == nil && leaf.subviews.isEmpty && leaf.arrangedSubviews.isEmpty
        }
        guard widths.allSatisfy({ abs($0 - length) > conflictMargin * max(1, abs($0), abs(length)) }),
            !node.sizing(along: axis).requiresContentSize,
            sized.allSatisfy({ isLeaf($0) && !tree.nodes[$0].sizing(along: axis).requiresContentSize }),
            arranged.allSatisfy({ !isLeaf($0) || !tree.nodes[$0].sizing(along: axis).requiresContentSize }),
            let stackShorthand = shorthand(of: view, axis: axis, in: tree)
        else { return .declined }
        var conflicts: [(view: Int, diagnostic: Diagnostic)] = []
        for child in sized {
            guard let (set, guides) = crossFamily(of: view, child: child, tree: tree),
                let broken = shorthand(of: child, axis: axis, in: tree)
            else { return .declined }
            conflicts.append((child, .unsatisfiable(set + [stackShorthand], broken: broken, in: tree, guides: guides)))
        }
        // An arranged view with a subtree (without a shorthand across) is moved to each `w_c` by the
        // witnesses that move the first arranged view, and is the canvas's length in U.
        for other in arranged where !isLeaf(other) {
            // Sorted: the work metered before a decline must not follow the hash's order.
            for wc in Set(widths + [length]).sorted() {
                guard subtreeAdmits(other, axis: axis, length: wc, tree: tree, document: document, meter: meter) else { return .declined }
            }
        }
        return .found(BrokenSize(
            view: conflicts[0].view, axis: axis, kind: .shorthand, diagnostic: conflicts[0].diagnostic,
            further: Array(conflicts.dropFirst())))
    }

    /// The required constraints across stack `stack` (aligned `fill`) that hold its arranged view
    /// `child` at the canvas, with the guides that name them: `child`'s two `UISV-alignment`s to the
    /// first arranged view (none for the first), then the first's two `UISV-canvas-connection`s, in
    /// the builder's order. Nil where the family holds anything else required across.
    /// - Complexity: the stack's family.
    private static func crossFamily(of stack: Int, child: Int, tree: LayoutTree) -> (set: [BuiltConstraint], guides: GuideRegistry)? {
        guard let properties = tree.nodes[stack].stack, properties.effectiveAlignment == .fill,
            case let arranged = tree.arranged(of: stack), let first = arranged.first.map(Int.init)
        else { return nil }
        let (family, guides) = stackFamily(of: [stack], tree: tree)
        return crossFamily(in: family, first: first, child: child, cross: properties.axis == .horizontal ? .vertical : .horizontal)
            .map { ($0, guides) }
    }

    /// Of `family` (a `fill`-aligned stack's, built), the required constraints across (`cross`)
    /// that hold arranged view `child` at the canvas: its two alignments to `first`, then `first`'s
    /// two canvas connections; nil where it holds anything else required across.
    private static func crossFamily(
        in family: some Collection<BuiltConstraint>, first: Int, child: Int, cross: Axis
    ) -> [BuiltConstraint]? {
        var set: [BuiltConstraint] = []
        for constraint in family where constraint.isRequired && constraint.firstAttribute.axis == cross {
            // Only the first's canvas connections and the others' alignments to the first hold anything across.
            switch constraint.name {
            case StackFamily.canvasConnection:
                guard Int(constraint.first.owner) == first || constraint.second.map({ Int($0.owner) }) == first else { return nil }
                set.append(constraint)
            case StackFamily.alignment:
                guard Int(constraint.first.owner) == first, let other = constraint.second else { return nil }
                if Int(other.owner) == child { set.append(constraint) }
            default: return nil
            }
        }
        let alignments = set.filter { $0.name == StackFamily.alignment }.count
        guard set.count == (child == first ? 2 : 4), alignments == set.count - 2 else { return nil }
        return set
    }

    /// The broken cross shorthand of an arranged view `c` of stack `view` (aligned `fill`), where
    /// `view` is itself a visible arranged view of a stack `P` along its cross axis whose family's
    /// required constraints along it are a chain of equalities (``canvasChain(of:axis:tree:)``), `P`
    /// no arranged view with a shorthand `w` along it, or the lone visible arranged view of a chain
    /// of lone stacks along it `Q_1 … Q_k`, the last no arranged view with that shorthand: the
    /// chain holds `view` at `ℓ = (w − insets(Q_1 … Q_k, P) − spacings) / visible views of P`, and
    /// `view`'s family `c` at `ℓ − insets(view)` across, all service constraints, with `w` added
    /// before `c`'s shorthand `w_c`. Where `w_c` differs, `c`'s shorthand breaks; its set the `Q_j`'s
    /// canvas connections, `P`'s chain, `c`'s alignments and the first's connections in `view`'s
    /// family (``crossFamily(in:first:child:cross:)``), in tree order as the builders add them,
    /// then the top's shorthand. Taken where `c` is the only arranged view of `view` with a
    /// shorthand across, `view`'s arranged views and `P`'s others are leaves, and no view of the
    /// chain (the `Q_j`, `P`, `view`, their arranged views) is a scroll view, declares a guide or has
    /// a required content size along that axis, nor a shorthand but `c`'s and the top's. Witnesses,
    /// with `c` `w_c` across: the top's shorthand dropped, every visible view of `P` `w_c + insets(view)`
    /// and the chain as long as that; a `Q_j`'s connection, the chain hung from its other edge; a
    /// spacing of `P`'s, that gap taking what the views leave; a tie of a leaf, that leaf taking
    /// it; `view`'s tie, the others sharing what `view` leaves; a hiding, that hidden leaf taking
    /// it; in `view`'s family, as for ``crossShorthand(of:tree:document:meter:rightToLeft:)``. Each
    /// member is in every conflicting subset, so the set is the only minimal one; `c`'s length is
    /// fixed by the others, its error constant, and U is the document without its shorthand.
    /// - Complexity: O(depth and arranged views), and the families where `c` has a shorthand.
    private static func heldCrossShorthand(of view: Int, tree: LayoutTree, rightToLeft: Bool) -> BrokenSizeSearch {
        // The cheap tests first, fields read in place (no copy of the view) and no list made: this
        // is asked of every arranged stack.
        // The stacks' fields read through the optional (binding the properties copied them,
        // their custom spacings retained and released).
        guard !tree.nodes[view].isHidden, tree.nodes[view].stack?.effectiveAlignment == .fill,
            let stackAxis = tree.nodes[view].stack?.axis
        else { return .none }
        let axis = stackAxis == .horizontal ? 1 : 0
        func length(_ index: Int) -> Double? { axis == 0 ? tree.nodes[index].width : tree.nodes[index].height }
        let parent = Int(tree.parents[view])
        guard let parentAxis = tree.nodes[parent].stack?.axis, (parentAxis == .horizontal ? 0 : 1) == axis,
            tree.arranged(of: view).contains(where: { length(Int($0)) != nil }),
            let (chain, _, spacings) = canvasChain(of: parent, axis: axis, tree: tree)
        else { return .none }
        let node = tree.nodes[view]
        let arranged = tree.arranged(of: view).map(Int.init)
        let sized = arranged.filter { length($0) != nil }
        let child = sized[0]
        let first = arranged[0]
        // The lone stacks above `P`, from `P`'s stack up, and their insets.
        var lone: [Int] = []
        var insets = 0.0
        var top = parent
        while tree.isArranged[top] {
            let stack = Int(tree.parents[top])
            guard let upper = tree.nodes[stack].stack, (upper.axis == .horizontal ? 0 : 1) == axis, tree.arranged(of: stack).count == 1,
                !tree.nodes[top].isHidden
            else { return .none }
            lone.append(stack)
            insets += canvasInsets(of: tree.nodes[stack], axis: axis, rightToLeft: rightToLeft)
            top = stack
        }
        guard let w = length(top) else { return .none }
        let siblings = tree.arranged(of: parent).map(Int.init)
        let visible = siblings.count(where: { !tree.nodes[$0].isHidden })
        let ell = (w - insets - canvasInsets(of: tree.nodes[parent], axis: axis, rightToLeft: rightToLeft) - spacings) / Double(visible)
            - canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft)
        let wc = length(child)!
        guard wc != ell else { return sized.count == 1 ? .none : .declined }
        func isLeaf(_ index: Int) -> Bool {
            let leaf = tree.nodes[index]
            return leaf.stack == nil && leaf.subviews.isEmpty && leaf.arrangedSubviews.isEmpty
        }
        func plain(_ index: Int) -> Bool {
            let other = tree.nodes[index]
            return !other.isScroll && other.layoutGuides.isEmpty && !other.sizing(along: axis).requiresContentSize
        }
        let chainViews = lone + [parent, view] + siblings + arranged
        guard sized.count == 1, abs(wc - ell) > conflictMargin * max(1, abs(wc), abs(ell)),
            arranged.allSatisfy(isLeaf), siblings.allSatisfy({ $0 == view || isLeaf($0) }), chainViews.allSatisfy(plain),
            chainViews.allSatisfy({ $0 == top || $0 == child || length($0) == nil }),
            lone.allSatisfy({ canvasChain(of: $0, axis: axis, tree: tree)?.set.count == 2 }),
            let topShorthand = shorthand(of: top, axis: axis, in: tree), let broken = shorthand(of: child, axis: axis, in: tree)
        else { return .declined }
        // The families in tree order (the top's first), one registry, as the builders add them.
        let stacks = lone.reversed() + [parent]
        let along: Axis = axis == 0 ? .horizontal : .vertical
        let prefix = stackFamily(of: stacks, tree: tree).family.count
        let (families, guides) = stackFamily(of: stacks + [view], tree: tree)
        let held = families.prefix(prefix).filter { $0.isRequired && $0.firstAttribute.axis == along }
        guard held.count == 2 * lone.count + chain.count,
            let set = crossFamily(in: families.dropFirst(prefix), first: first, child: child, cross: along)
        else { return .declined }
        return .found(BrokenSize(
            view: child, axis: axis, kind: .shorthand,
            diagnostic: .unsatisfiable(held + set + [topShorthand], broken: broken, in: tree, guides: guides)))
    }

    /// The broken shorthand across of a leaf `c`, an arranged view of stack `view` (`S_1`), where
    /// `S_1 … S_k` (k ≥ 2) are stacks along one axis, all aligned `fill`, each `S_j` a visible
    /// arranged view of `S_(j+1)`, and `S_k` no arranged view, with a shorthand across `w`: each
    /// family aligns the arranged views to its first (`UISV-alignment`, the leading ones, then the
    /// trailing ones) and the first to its canvas (two `UISV-canvas-connection`s), so `w` holds
    /// `c` at `λ = w − Σ insets(S_j)`, all service constraints, and `w` added before `c`'s
    /// shorthand `w_c` (tree order). Where `w_c ≠ λ`, `c`'s shorthand breaks; its set, in order of
    /// addition: in `S_k`'s family, then down to `S_1`'s, the chain's view's two alignments (none
    /// for the first) and the first's two connections (``crossFamily(in:first:child:cross:)``),
    /// then `w`. ``crossShorthand(of:tree:document:meter:rightToLeft:)`` is k = 1.
    ///
    /// It is the deletion filter's result (design note, section 5, "A required size held at
    /// another value"): it conflicts, and without any member `m` the members before `m`, every
    /// required constraint after `m` and `w_c` hold together. With `μ_1 = w_c` and
    /// `μ_(j+1) = μ_j + insets(S_j)` (`S_j`'s arranged views at `μ_j` where `c` is `w_c`), the
    /// witnesses, every view at U's values but as said: a member of `S_j`'s family (`j ≥ 2`), the
    /// chain's view `S_(j−1)` `μ_j` long at the canvas edge the kept members allow (the first with
    /// it where a connection is dropped), and everything inside it at the `μ`s (its families'
    /// alignments and services come after `m`); the views of `S_j`'s level whose alignments come
    /// after `m` stay aligned at U's canvas; likewise in `S_1`'s family, `c` `w_c` long; `w`,
    /// the chain, its firsts and `c` at the `μ`s, nothing else moved (every service constraint
    /// comes before `w`; only the later shorthands, none across in the chain, and `w_c` after).
    /// So taken where `c` is the only view of the levels with a shorthand across but `S_k`, `c`
    /// is a leaf whose content size allows `w_c`, every other arranged view of `S_1 … S_(k−1)`
    /// and `S_k`'s first admit their `μ_j` (a leaf's required content size allows it; another
    /// view's subtree, laid out alone at it, has no conflict: ``subtreeAdmits(_:axis:length:tree:document:meter:)``),
    /// each `S_j` but `S_k` allows `μ_(j+1)`, and the families hold nothing else required across.
    /// `c`'s length is fixed by the others, so its error is constant and U, the document without
    /// its shorthand, gives the frames. Else declined, or none.
    /// - Complexity: O(depth and arranged views) without a conflict; the families and the
    ///   subtrees' solves with one.
    private static func nestedCrossShorthand(
        of view: Int, tree: LayoutTree, document: LayoutDocument, meter: WorkMeter?, rightToLeft: Bool
    ) -> BrokenSizeSearch {
        // Field reads in place first (through the optionals), no list made: this is asked of
        // every arranged stack.
        guard tree.nodes[view].stack?.effectiveAlignment == .fill, let stackAxis = tree.nodes[view].stack?.axis,
            case let parent = Int(tree.parents[view]), tree.nodes[parent].stack?.axis == stackAxis,
            tree.nodes[parent].stack?.effectiveAlignment == .fill, !tree.nodes[view].isHidden
        else { return .none }
        let axis = stackAxis == .horizontal ? 1 : 0
        func length(_ index: Int) -> Double? { axis == 0 ? tree.nodes[index].width : tree.nodes[index].height }
        guard tree.arranged(of: view).contains(where: { length(Int($0)) != nil }) else { return .none }
        // `S_1 … S_k`, from `view` up.
        var stacks = [view]
        while tree.isArranged[stacks[stacks.count - 1]] {
            let below = stacks[stacks.count - 1]
            let stack = Int(tree.parents[below])
            guard tree.nodes[stack].stack?.axis == stackAxis, tree.nodes[stack].stack?.effectiveAlignment == .fill,
                !tree.nodes[below].isHidden
            else { return .none }
            stacks.append(stack)
        }
        guard let w = length(stacks[stacks.count - 1]) else { return .none }
        let arranged = tree.arranged(of: view).map(Int.init)
        let sized = arranged.filter { length($0) != nil }
        let child = sized[0]
        let wc = length(child)!
        let insets = stacks.map { canvasInsets(of: tree.nodes[$0], axis: axis, rightToLeft: rightToLeft) }
        let lambda = w - insets.reduce(0, +)
        guard wc != lambda else { return sized.count == 1 ? .none : .declined }
        let leaf = tree.nodes[child]
        guard sized.count == 1, abs(wc - lambda) > conflictMargin * max(1, abs(wc), abs(lambda)),
            leaf.stack == nil, !leaf.isScroll, leaf.subviews.isEmpty, leaf.arrangedSubviews.isEmpty, leaf.sizing(along: axis).allows(wc),
            stacks.dropLast().allSatisfy({ length($0) == nil }),
            stacks.dropFirst().allSatisfy({ tree.arranged(of: $0).allSatisfy { length(Int($0)) == nil } }),
            let topShorthand = shorthand(of: stacks[stacks.count - 1], axis: axis, in: tree),
            let broken = shorthand(of: child, axis: axis, in: tree)
        else { return .declined }
        guard let (set, guides) = nestedCrossFamily(of: stacks, child: child, axis: axis, tree: tree) else { return .declined }
        // The views that a witness moves to the `μ`s (every view of the levels below the top
        // but the chain's, and the top's first) and the stacks of the chain.
        var mu = wc
        for (level, stack) in stacks.enumerated() {
            let onChain = level == 0 ? child : stacks[level - 1]
            let moved = level == stacks.count - 1 ? [Int(tree.arranged(of: stack).first!)] : tree.arranged(of: stack).map(Int.init)
            for other in moved where other != onChain {
                guard admits(other, axis: axis, length: mu, tree: tree, document: document, meter: meter) else { return .declined }
            }
            mu += insets[level]
            guard level == stacks.count - 1 || tree.nodes[stack].sizing(along: axis).allows(mu) else { return .declined }
        }
        return .found(BrokenSize(
            view: child, axis: axis, kind: .shorthand,
            diagnostic: .unsatisfiable(set + [topShorthand], broken: broken, in: tree, guides: guides)))
    }

    /// The required constraints across (`axis`, 0 x, 1 y) of nested `fill` alignments `stacks`
    /// (`S_1 … S_k`, from arranged view `child`'s stack up, each a visible arranged view of the
    /// next) that hold `child` at the top's canvas, with the guides that name them: in each family
    /// from `S_k`'s down, the chain's view's two alignments (none for the first) and the first's two
    /// connections (``crossFamily(in:first:child:cross:)``), in order of addition (the families in
    /// tree order, one registry, as the builders add them). Nil where a family holds anything else
    /// required across.
    /// - Complexity: the stacks' families, each built twice (once for its count).
    private static func nestedCrossFamily(
        of stacks: [Int], child: Int, axis: Int, tree: LayoutTree
    ) -> (set: [BuiltConstraint], guides: GuideRegistry)? {
        // `bounds[i]` is where the `i`th from the top begins: the counts before it summed (a
        // family's count is its stack's alone; the registry names only its guides).
        let order = Array(stacks.reversed())
        var bounds = [0]
        for stack in order { bounds.append(bounds[bounds.count - 1] + stackFamily(of: [stack], tree: tree).family.count) }
        let (families, guides) = stackFamily(of: order, tree: tree)
        let along: Axis = axis == 0 ? .horizontal : .vertical
        var set: [BuiltConstraint] = []
        for (position, stack) in order.enumerated() {
            let level = stacks.count - 1 - position
            guard
                let part = crossFamily(
                    in: families[bounds[position]..<bounds[position + 1]], first: Int(tree.arranged(of: stack).first!),
                    child: level == 0 ? child : stacks[level - 1], cross: along)
            else { return nil }
            set += part
        }
        return (set, guides)
    }

    /// ``chainShorthand(of:tree:rightToLeft:)``'s first look: a stack with a shorthand along and
    /// an arranged view with one too.
    private static func chainMayBreak(_ node: ViewNode, _ stack: StackProperties) -> Bool {
        stack.along(node) != nil && node.arrangedSubviews.contains { stack.along($0) != nil }
    }

    /// The broken shorthand along the axis of an arranged view `c` of stack `view` (the stack no
    /// arranged view, with its own shorthand along, `w_S`), where the family's required
    /// constraints along the axis are a chain of equalities (``canvasChain(of:axis:tree:)``: the
    /// two `UISV-canvas-connection`s, the `UISV-spacing`s, the `UISV-fill-equally` ties of every
    /// visible view to the first, the hidden views' `UISV-hiding`s) that holds every visible view
    /// at `ℓ = (w_S − insets − spacings) / visible views` (a `fillEqually` stack, or any stack of
    /// one visible view), which `c`'s shorthand `w_c` differs from: that chain and the stack's
    /// shorthand, all added before `c`'s, are the set. Taken where `c` is visible and the only
    /// arranged view with a shorthand along the axis, every arranged view is no stack or scroll view,
    /// declares no layout guide, and has no required content size along the axis, nor has the stack
    /// (the witnesses' conditions); else declined, or none without a conflict.
    /// - Complexity: O(arranged views), and the stack's family where `c` has a shorthand.
    private static func chainShorthand(of view: Int, tree: LayoutTree, rightToLeft: Bool) -> BrokenSizeSearch {
        let node = tree.nodes[view]
        guard let properties = node.stack, case let axis = properties.axis == .horizontal ? 0 : 1,
            let ws = axis == 0 ? node.width : node.height
        else { return .none }
        let arranged = tree.arranged(of: view).map(Int.init)
        let sized = visibleShorthands(of: arranged, axis: axis, tree: tree)
        guard let (child, wc) = sized.first, let (set, guides, spacings) = canvasChain(of: view, axis: axis, tree: tree) else { return .none }
        let visible = arranged.count(where: { !tree.nodes[$0].isHidden })
        let length = (ws - canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft) - spacings) / Double(visible)
        guard sized.count == 1, wc != length else { return sized.count == 1 ? .none : .declined }
        guard abs(wc - length) > conflictMargin * max(1, abs(wc), abs(length)), !node.sizing(along: axis).requiresContentSize,
            chainLeaves(arranged, axis: axis, tree: tree),
            let stackShorthand = shorthand(of: view, axis: axis, in: tree), let broken = shorthand(of: child, axis: axis, in: tree)
        else { return .declined }
        return .found(BrokenSize(
            view: child, axis: axis, kind: .shorthand,
            diagnostic: .unsatisfiable(set + [stackShorthand], broken: broken, in: tree, guides: guides)))
    }

    /// The visible views among `arranged` with a shorthand along `axis`, each with its length.
    /// - Complexity: O(`arranged`).
    private static func visibleShorthands(of arranged: [Int], axis: Int, tree: LayoutTree) -> [(view: Int, length: Double)] {
        arranged.compactMap { index -> (view: Int, length: Double)? in
            guard !tree.nodes[index].isHidden, let length = axis == 0 ? tree.nodes[index].width : tree.nodes[index].height
            else { return nil }
            return (index, length)
        }
    }

    /// Whether every view of `arranged` is a leaf the chain rules' witnesses may move along `axis`:
    /// no stack, no scroll view, no declared guide, no required content size along.
    /// - Complexity: O(`arranged`).
    private static func chainLeaves(_ arranged: [Int], axis: Int, tree: LayoutTree) -> Bool {
        arranged.allSatisfy {
            let other = tree.nodes[$0]
            return other.stack == nil && !other.isScroll && other.layoutGuides.isEmpty && !other.sizing(along: axis).requiresContentSize
        }
    }

    /// ``hiddenChainShorthand(of:tree:rightToLeft:)``'s first look: a hidden `fillEqually` stack
    /// with an arranged view's shorthand along.
    private static func hiddenChainMayBreak(_ node: ViewNode, _ stack: StackProperties) -> Bool {
        node.isHidden && stack.distribution == .fillEqually && node.arrangedSubviews.contains { stack.along($0) != nil }
    }

    /// The broken shorthand of an arranged view `c` of a hidden `fillEqually` stack `S` (`view`, an
    /// arranged view of a stack `P` along the same axis, without a shorthand of its own along it),
    /// the chain rule's (``chainShorthand(of:tree:rightToLeft:)``) with `S`'s length held at 0 by
    /// `P`'s `UISV-hiding(S)` in place of a shorthand: the chain (``canvasChain(of:axis:tree:)``)
    /// holds every visible view at `ℓ = (0 − insets − spacings) / visible views` (negative lengths
    /// allowed: the solver holds none non-negative), so `c`'s `w_c ≠ ℓ` breaks, its set
    /// `UISV-hiding(S)`, then the chain in the builder's order. *The deletion filter* (design note,
    /// "A required size held at another value"): every required constraint added before the hiding
    /// (`P`'s family and the families before it, which may hold `S`'s length a second way) is
    /// dropped, since the hiding and the chain still conflict with `c`'s shorthand without it; the
    /// hiding is kept, as the constraints added after it hold with the shorthand: `S`'s family, the
    /// families after it (none names `S`'s arranged views, leaves) and the shorthands before `c`'s
    /// (`S` has none along, `c` the only one of `S`'s visible views), U's solution with `S`
    /// `visible views × w_c + insets + spacings` long, free of `P`. Each chain member is kept by
    /// `chainShorthand`'s witnesses, which hold `S`'s length at any fixed value, 0 too. The members
    /// are equalities fixing `c`'s length, so the shorthand's error is constant and U, the document
    /// without it, gives the frames. Taken on `chainShorthand`'s conditions (leaves, no scroll view,
    /// no guide, no required content size along the axis). Else declined, or none.
    /// - Complexity: O(arranged views of `S` and `P`), the families built only past the reads.
    private static func hiddenChainShorthand(of view: Int, tree: LayoutTree, rightToLeft: Bool) -> BrokenSizeSearch {
        let node = tree.nodes[view]
        guard let properties = node.stack, properties.distribution == .fillEqually,
            case let parent = Int(tree.parents[view]), tree.nodes[parent].stack?.axis == properties.axis,
            case let axis = properties.axis == .horizontal ? 0 : 1, (axis == 0 ? node.width : node.height) == nil
        else { return .none }
        let arranged = tree.arranged(of: view).map(Int.init)
        let sized = visibleShorthands(of: arranged, axis: axis, tree: tree)
        guard let (child, wc) = sized.first else { return .none }
        guard sized.count == 1, let (chain, guides, spacings) = canvasChain(of: view, axis: axis, tree: tree) else { return .declined }
        let visible = arranged.count(where: { !tree.nodes[$0].isHidden })
        let length = (0 - canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft) - spacings) / Double(visible)
        guard wc != length else { return .none }
        let hiding = stackFamily(of: [parent], tree: tree).family.first { $0.name == StackFamily.hiding && $0.first == ItemRef(view) }
        guard abs(wc - length) > conflictMargin * max(1, abs(wc), abs(length)), !node.sizing(along: axis).requiresContentSize,
            chainLeaves(arranged, axis: axis, tree: tree),
            let hiding, hiding.isRequired, let broken = shorthand(of: child, axis: axis, in: tree)
        else { return .declined }
        return .found(BrokenSize(
            view: child, axis: axis, kind: .shorthand,
            diagnostic: .unsatisfiable([hiding] + chain, broken: broken, in: tree, guides: guides)))
    }

    /// ``linkedChainShorthand(of:tree:document:meter:rightToLeft:)``'s first look: a stack with an
    /// arranged `fillEqually` stack along its axis, itself `fillProportionally`, or across it, itself
    /// aligned `fill`, with a shorthand along that stack's axis, an arranged view of which has one too.
    private static func linkedChainMayBreak(_ node: ViewNode, _ stack: StackProperties) -> Bool {
        node.arrangedSubviews.contains { child in
            guard let inner = child.stack, inner.distribution == .fillEqually, inner.along(node) != nil else { return false }
            return (inner.axis == stack.axis ? stack.distribution == .fillProportionally : stack.effectiveAlignment == .fill)
                && child.arrangedSubviews.contains { inner.along($0) != nil }
        }
    }

    /// The broken shorthand of an arranged view `c` of a visible `fillEqually` stack `S` (`view`,
    /// without a shorthand along its axis), the chain rule's (``chainShorthand(of:tree:rightToLeft:)``)
    /// with `S`'s length `w_S` held by a link `K` in the family of its stack `P` (no arranged view,
    /// with a shorthand `w_P` along `S`'s axis) in place of `S`'s own shorthand: `P`
    /// `fillProportionally` along `S`'s axis, without margins, `S` its one arranged view, whose share
    /// (built with the solver's natural sizes) is required, `S == P` (multiplier 1), `K` that share
    /// and `w_S = w_P` (and `S` with a natural size with `c`'s length open too: U, built without
    /// `c`'s shorthand, must hold the same share); or `P` across `S`'s axis, aligned `fill` (not
    /// `fillProportionally`, whose shares would read `S`'s natural size), `K` `S`'s two `UISV-alignment`s to
    /// the first arranged view (none where `S` is the first), then the first's two canvas
    /// connections (``crossFamily(of:child:tree:)``), and `w_S = w_P − insets(P)`. The chain holds
    /// every visible view at `ℓ = (w_S − insets − spacings) / visible views`; `c`'s `w_c ≠ ℓ` breaks,
    /// its set `K`, the chain (``canvasChain(of:axis:tree:)``), then `P`'s shorthand. *The deletion
    /// filter* (design note, "A required size held at another value"): the members of `P`'s family
    /// before `K` (the share's canvas connections; the other views' alignments) are dropped, as `K`,
    /// the chain, `w_P` and `c`'s shorthand still conflict without them. Each member of `K` is kept:
    /// with it dropped, the kept ones before it and everything after it hold with `c`'s shorthand,
    /// `S` `visible × w_c + insets + spacings` long (hung from the edge `K` still holds, or free of
    /// `P` without the share; with a connection of the first dropped, the first as long as `S`,
    /// which it must admit, ``admits(_:axis:length:tree:document:meter:)``), the families after
    /// `S`'s naming none of `S`'s leaves, the views whose alignments were dropped at U's values.
    /// Each chain member is kept by `chainShorthand`'s witnesses at `S`'s fixed length, and `w_P`
    /// (without it `P`, and so `S`, is free). The members are equalities fixing `c`'s length, so its
    /// error is constant and U, the document without it, gives the frames. Taken on
    /// `chainShorthand`'s conditions (leaves, no scroll view, no guide, no required content size
    /// along, on `S` and `P` too), `S` without margins across (its family built alone names no
    /// generated guide, `P`'s registry names both) and no arranged view of `P` with a shorthand
    /// along `S`'s axis. Else declined, or none.
    /// - Complexity: O(arranged views of `S`), the families built only for a shorthand along.
    private static func linkedChainShorthand(
        of view: Int, tree: LayoutTree, document: LayoutDocument, meter: WorkMeter?, rightToLeft: Bool
    ) -> BrokenSizeSearch {
        // Fields read in place (through the optionals: binding the properties copied them), no
        // list made: this is asked of every arranged stack.
        guard tree.nodes[view].stack?.distribution == .fillEqually, !tree.nodes[view].isHidden,
            case let parent = Int(tree.parents[view]), !tree.isArranged[parent],
            let chainAxis = tree.nodes[view].stack?.axis, let outerAxis = tree.nodes[parent].stack?.axis,
            case let axis = chainAxis == .horizontal ? 0 : 1,
            (axis == 0 ? tree.nodes[view].width : tree.nodes[view].height) == nil,
            let wp = axis == 0 ? tree.nodes[parent].width : tree.nodes[parent].height
        else { return .none }
        let across = outerAxis != chainAxis
        // Across, `P`'s shares along its own axis would read `S`'s natural size, which `c`'s
        // shorthand may change (U is built without it).
        guard across
            ? tree.nodes[parent].stack?.effectiveAlignment == .fill && tree.nodes[parent].stack?.distribution != .fillProportionally
            : tree.nodes[parent].stack?.distribution == .fillProportionally
                && tree.nodes[parent].stack?.layoutMarginsRelativeArrangement == false && tree.arranged(of: parent).count == 1
        else { return .none }
        let arranged = tree.arranged(of: view).map(Int.init)
        let sized = visibleShorthands(of: arranged, axis: axis, tree: tree)
        guard sized.count == 1, case let (child, wc) = sized[0],
            let (chain, chainGuides, spacings) = canvasChain(of: view, axis: axis, tree: tree)
        else { return .none }
        let insets = canvasInsets(of: tree.nodes[view], axis: axis, rightToLeft: rightToLeft)
        let ws = wp - canvasInsets(of: tree.nodes[parent], axis: axis, rightToLeft: rightToLeft)
        let visible = arranged.count(where: { !tree.nodes[$0].isHidden })
        let length = (ws - insets - spacings) / Double(visible)
        guard wc != length else { return .none }
        guard abs(wc - length) > conflictMargin * max(1, abs(wc), abs(length)), !tree.nodes[view].sizing(along: axis).requiresContentSize,
            !tree.nodes[parent].sizing(along: axis).requiresContentSize, chainLeaves(arranged, axis: axis, tree: tree),
            let parentShorthand = shorthand(of: parent, axis: axis, in: tree), let broken = shorthand(of: child, axis: axis, in: tree)
        else { return .declined }
        let link: [BuiltConstraint]
        let guides: GuideRegistry
        if across {
            let siblings = tree.arranged(of: parent).map(Int.init)
            guard tree.nodes[view].stack?.layoutMarginsRelativeArrangement == false,
                siblings.allSatisfy({ (axis == 0 ? tree.nodes[$0].width : tree.nodes[$0].height) == nil }),
                let (set, parentGuides) = crossFamily(of: parent, child: view, tree: tree),
                siblings[0] == view
                    || admits(
                        siblings[0], axis: axis, length: Double(visible) * wc + insets + spacings, tree: tree, document: document,
                        meter: meter)
            else { return .declined }
            (link, guides) = (set, parentGuides)
        } else {
            // The share reads the natural sizes, as the solver's builder does.
            let shares = stackFamily(of: [parent], tree: tree) {
                FittingSize.proportionalSize(of: $0, along: outerAxis, in: tree, document: document)
            }
            let held = shares.family.filter { $0.isRequired && $0.firstAttribute.axis == outerAxis }
            guard held.map(\.name) == [StackFamily.canvasConnection, StackFamily.canvasConnection, StackFamily.fillProportionally],
                let share = held.last, Int(share.first.owner) == view, share.second.map({ Int($0.owner) }) == parent,
                share.multiplier == 1, share.constant == 0, share.relation == .equal
            else { return .declined }
            // U is built without `c`'s shorthand: its family holds the same share only where `S`'s
            // natural size without it is not 0 either (else `P` fills `S` equally, with no share,
            // and U's constraints are one fewer than the document's).
            var open = tree.nodes[view]
            let position = arranged.firstIndex(of: child)!
            if axis == 0 { open.arrangedSubviews[position].width = nil } else { open.arrangedSubviews[position].height = nil }
            guard FittingSize.proportionalSize(of: open, along: outerAxis, document: document) > 0 else { return .declined }
            (link, guides) = ([share], chainGuides)
        }
        return .found(BrokenSize(
            view: child, axis: axis, kind: .shorthand,
            diagnostic: .unsatisfiable(link + chain + [parentShorthand], broken: broken, in: tree, guides: guides)))
    }

    /// ``heldChainShorthand(of:tree:rightToLeft:)``'s first look: a stack with a shorthand along
    /// and an arranged stack along the same axis of one arranged view.
    private static func heldChainMayBreak(_ node: ViewNode, _ stack: StackProperties) -> Bool {
        stack.along(node) != nil
            && node.arrangedSubviews.contains { $0.stack?.axis == stack.axis && $0.arrangedSubviews.count == 1 }
    }

    /// The broken shorthand along the axis of stack `view` (no arranged view, with that shorthand,
    /// `w_S`), whose family's required constraints along the axis are a chain of equalities
    /// (``canvasChain(of:axis:tree:)``) through a visible arranged stack `H_1` held at a fixed
    /// length: `H_1 … H_m` each a stack along the same axis of one arranged view, `H_(j+1)` the
    /// visible one of `H_j`, the last's a hidden leaf `x`, each family's required constraints along
    /// the axis its two `UISV-canvas-connection`s (and `x`'s `UISV-hiding`), so that `H_1` is
    /// `ℓ = Σ insets(H_j)` long and the chain `L = insets + spacings + visible views × ℓ`. These are
    /// all service constraints, added before every shorthand: where `w_S` differs from `L`, `S`'s
    /// shorthand breaks, its set the chain, then each `H_j`'s family, in tree order (the builders'),
    /// then the shorthand. Taken where every other arranged view of `S` is a leaf, no stack or
    /// scroll view, declaring no guide, the `H_j` and `x` are no scroll views and declare no guide,
    /// no arranged view of `S` or any `H_j` has a shorthand or a required content size along the
    /// axis, nor has `S` (the witnesses' conditions; a shorthand would break after, a second
    /// conflict). Witnesses, every constraint before the shorthand but one, with it: a canvas
    /// connection of `S` dropped, the chain hung from the other edge; a spacing, that gap taking
    /// `w_S − L`; a tie of a leaf, that leaf taking it; `H_1`'s tie, the others sharing
    /// `w_S − insets − spacings − ℓ` equally; a hiding of `S`'s, that hidden leaf taking it; a
    /// connection of `H_j`, `H_j` free at that edge, every visible view
    /// `(w_S − insets − spacings) / visible views` long, `H_(j+1) … x` kept; `x`'s hiding, `x`
    /// taking `H_m`'s canvas at that length. Each member is in every conflicting subset, so the set
    /// is the only minimal one; `S`'s length is fixed by the others, so the shorthand's error is
    /// constant and U is the document without it. Else declined, or none.
    /// - Complexity: O(arranged views and the `H_j`), and the families where a chain is held.
    private static func heldChainShorthand(of view: Int, tree: LayoutTree, rightToLeft: Bool) -> BrokenSizeSearch {
        let node = tree.nodes[view]
        guard let properties = node.stack, case let axis = properties.axis == .horizontal ? 0 : 1,
            let ws = axis == 0 ? node.width : node.height
        else { return .none }
        func plain(_ index: Int) -> Bool { !tree.nodes[index].isScroll && tree.nodes[index].layoutGuides.isEmpty }
        func free(_ index: Int) -> Bool {
            let other = tree.nodes[index]
            return (axis == 0 ? other.width : other.height) == nil && !other.sizing(along: axis).requiresContentSize
        }
        let arranged = tree.arranged(of: view).map(Int.init)
        let stacks = arranged.filter { tree.nodes[$0].stack != nil }
        guard stacks.count == 1, case let top = stacks[0], !tree.nodes[top].isHidden else { return .none }
        // `H_1 … H_m` down to the hidden leaf `x`.
        var held: [Int] = []
        var next = top
        while let inner = tree.nodes[next].stack, inner.axis == properties.axis, case let lone = tree.arranged(of: next), lone.count == 1 {
            held.append(next)
            next = Int(lone[lone.startIndex])
        }
        let x = tree.nodes[next]
        guard !held.isEmpty, x.isHidden, x.stack == nil, x.subviews.isEmpty, x.arrangedSubviews.isEmpty else { return .none }
        guard let (chain, _, spacings) = canvasChain(of: view, axis: axis, tree: tree) else { return .none }
        let ell = held.reduce(0) { $0 + canvasInsets(of: tree.nodes[$1], axis: axis, rightToLeft: rightToLeft) }
        let visible = arranged.count(where: { !tree.nodes[$0].isHidden })
        let length = canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft) + spacings + Double(visible) * ell
        guard ws != length else { return .none }
        guard abs(ws - length) > conflictMargin * max(1, abs(ws), abs(length)), !node.sizing(along: axis).requiresContentSize,
            arranged.allSatisfy({ $0 == top || (tree.nodes[$0].subviews.isEmpty && tree.nodes[$0].arrangedSubviews.isEmpty) }),
            (arranged + held + [next]).allSatisfy({ plain($0) && free($0) }),
            let stackShorthand = shorthand(of: view, axis: axis, in: tree)
        else { return .declined }
        let along: Axis = axis == 0 ? .horizontal : .vertical
        let (families, guides) = stackFamily(of: [view] + held, tree: tree)
        let set = families.filter { $0.isRequired && $0.firstAttribute.axis == along }
        let inner = set.dropFirst(chain.count)
        let names = held.dropLast().flatMap { _ in [StackFamily.canvasConnection, StackFamily.canvasConnection] }
            + [StackFamily.canvasConnection, StackFamily.canvasConnection, StackFamily.hiding]
        guard inner.map(\.name) == names, inner.allSatisfy({ $0.relation == .equal && $0.multiplier == 1 && $0.constant == 0 })
        else { return .declined }
        return .found(BrokenSize(
            view: view, axis: axis, kind: .shorthand,
            diagnostic: .unsatisfiable(set, broken: stackShorthand, in: tree, guides: guides)))
    }

    /// ``heldStackCrossShorthand(of:tree:document:meter:rightToLeft:)``'s first look: a `fill`
    /// stack with a shorthand across and an arranged stack across of one arranged view, hidden, or
    /// `fillProportionally` with such a stack.
    private static func heldStackCrossMayBreak(_ node: ViewNode, _ stack: StackProperties) -> Bool {
        func pastHidden(_ view: ViewNode) -> Bool { view.arrangedSubviews.count == 1 && view.arrangedSubviews[0].isHidden }
        return stack.across(node) != nil && stack.effectiveAlignment == .fill
            && node.arrangedSubviews.contains {
                $0.stack?.axis != stack.axis
                    && (pastHidden($0) || $0.stack?.distribution == .fillProportionally && $0.arrangedSubviews.contains(where: pastHidden))
            }
    }

    /// The broken shorthand across of stack `view` (`S`, no arranged view, aligned `fill`, with a
    /// shorthand across `w_S`), one of whose arranged views `H` is a stack along `S`'s cross axis
    /// whose one arranged view `x` is a hidden leaf: the cross twin of
    /// ``heldChainShorthand(of:tree:rightToLeft:)``. Across, `S`'s family aligns every other
    /// arranged view to the first (`UISV-alignment`, the leading ones, then the trailing ones) and
    /// the first to the canvas (two `UISV-canvas-connection`s); `H`'s family along its axis holds `x`
    /// between `H`'s canvas edges (two connections) and 0 long (`UISV-hiding`), so `H` at
    /// `ℓ = insets(H)`. All are service constraints, `S`'s family before `H`'s (tree order), added
    /// before every shorthand: where the canvas's length `L = w_S − insets(S)` differs from `ℓ`,
    /// `w_S` breaks. Its set, in order of addition: `H`'s two alignments (none for the first), the
    /// first's two connections (``crossFamily(in:first:child:cross:)``), `H`'s three, then the
    /// shorthand. Or `H` is `fillProportionally`, and an arranged stack `H_2` of it, along its axis,
    /// is past its lone hidden leaf `x` so (`ℓ_2 = insets(H_2)`) and is its only natural length:
    /// its share is then required, `H_2 == H`'s canvas (multiplier 1), and holds `H` at
    /// `ℓ = insets(H) + ℓ_2`; the set has that share between the first's connections and `H_2`'s three.
    ///
    /// It is the deletion filter's result (design note, section 5, "A required size held at
    /// another value"): it conflicts, and without any member `c` the members before `c`, every
    /// required constraint after `c` and `w_S` hold together. Witnesses, `S` `w_S` long, each view
    /// at U's values but as said (moved across with its subtree where it keeps U's length):
    /// `H`'s leading alignment, `H` at the canvas's high edge, the first and the views after `H`
    /// `L` long (their alignments come after `c`), those between at the high edge; `H`'s trailing
    /// one, `H` at the low edge, the first `L` long, the views after `H` at the high edge (their
    /// leading alignments come before `c`); the first's leading connection, the first and `H` at
    /// the high edge (the others' alignments come before `c`); its trailing one, U's values; one of
    /// `H`'s connections, the first and `H` `L` long, `x` 0 long at the other edge of `H`'s canvas
    /// (the services of the views before `H` in tree order, the first's among them, come before `c`);
    /// `UISV-hiding`, `x` filling that canvas, `L − ℓ` long. With `H_2`: the share, `H` `L` long with
    /// everything inside it at U's values (`H`'s connections and spacings come before the share, its
    /// later shares and hidings hold there); a member of `H_2`'s, `H` `L` long and `H_2`
    /// `L − insets(H)`, `x` as above. So taken where no arranged view of `S`
    /// has a shorthand across (it would break too), the first (where it is not `H`) and the views
    /// after `H` admit `L` (a leaf's required content size allows it; another view's subtree,
    /// laid out alone at `L`, has no conflict: ``subtreeAdmits(_:axis:length:tree:document:meter:)``),
    /// `S`'s content size allows `w_S` and `H`'s `L`, `x`'s allows 0 and `L − ℓ`, `H` is visible, `H` and `x` are no
    /// scroll views, declare no guide and have no shorthand along `H`'s axis (nor `H_2`, visible,
    /// whose content size allows `L − insets(H)`), and the families hold nothing else required there
    /// (checked on the families the builder makes, `H`'s with the solver's natural sizes). `S`'s length is
    /// fixed by the others, so the shorthand's error is constant and U, the document without it,
    /// gives the frames. Else declined, or none.
    /// - Complexity: O(arranged views of `S`) without a conflict; the two families and the
    ///   subtrees' solves with one.
    private static func heldStackCrossShorthand(
        of view: Int, tree: LayoutTree, document: LayoutDocument, meter: WorkMeter?, rightToLeft: Bool
    ) -> BrokenSizeSearch {
        // The stack's own shorthand across first, fields read in place (through the optional:
        // binding the properties copied them), no list made: this is asked of every stack with a
        // shorthand that is no arranged view.
        guard let stackAxis = tree.nodes[view].stack?.axis else { return .none }
        let axis = stackAxis == .horizontal ? 1 : 0
        func length(_ index: Int) -> Double? { axis == 0 ? tree.nodes[index].width : tree.nodes[index].height }
        guard let ws = length(view), tree.nodes[view].stack?.effectiveAlignment == .fill else { return .none }
        // `H`: the first arranged stack across past its lone hidden view, or `fillProportionally`
        // with an arranged stack so, read in place (the count first: most arranged views are leaves).
        let cross: Axis = stackAxis == .horizontal ? .vertical : .horizontal
        func pastHidden(_ index: Int) -> Bool {
            let lone = tree.arranged(of: index)
            return lone.count == 1 && tree.nodes[Int(lone[lone.startIndex])].isHidden && tree.nodes[index].stack?.axis == cross
        }
        guard
            let found = tree.arranged(of: view).first(where: {
                let index = Int($0)
                return pastHidden(index)
                    || (tree.nodes[index].stack?.distribution == .fillProportionally && tree.nodes[index].stack?.axis == cross
                        && tree.arranged(of: index).contains { pastHidden(Int($0)) })
            })
        else { return .none }
        let held = Int(found)
        // `H_2`, where `H` holds its canvas through that stack's share.
        let link = pastHidden(held) ? nil : tree.arranged(of: held).lazy.map(Int.init).first(where: pastHidden)
        let inner = link ?? held
        let x = Int(tree.arranged(of: inner).first!)
        let heldInsets = canvasInsets(of: tree.nodes[held], axis: axis, rightToLeft: rightToLeft)
        let ell = heldInsets + (link.map { canvasInsets(of: tree.nodes[$0], axis: axis, rightToLeft: rightToLeft) } ?? 0)
        let canvas = ws - canvasInsets(of: tree.nodes[view], axis: axis, rightToLeft: rightToLeft)
        guard canvas != ell else { return .none }
        var share: [BuiltConstraint] = []
        if let link {
            // `H`'s shares read the natural sizes, as the solver's builder does; without a
            // required share of 1 (`H_2` the only natural length) nothing holds `H` here, and
            // nothing conflicts: looked at before any decline.
            let shares = stackFamily(of: [held], tree: tree) {
                FittingSize.proportionalSize(of: $0, along: cross, in: tree, document: document)
            }
            guard
                let whole = shares.family.first(where: {
                    $0.name == StackFamily.fillProportionally && $0.isRequired && Int($0.first.owner) == link
                        && $0.second.map({ Int($0.owner) }) == held && $0.multiplier == 1 && $0.constant == 0
                        && $0.relation == .equal
                })
            else { return .none }
            share = [whole]
        }
        let arranged = tree.arranged(of: view).map(Int.init)
        let first = arranged[0]
        func plain(_ index: Int) -> Bool {
            let other = tree.nodes[index]
            return !other.isScroll && other.layoutGuides.isEmpty && (axis == 0 ? other.width : other.height) == nil
        }
        let leaf = tree.nodes[x]
        guard abs(canvas - ell) > conflictMargin * max(1, abs(canvas), abs(ell)), !tree.nodes[held].isHidden,
            arranged.allSatisfy({ length($0) == nil }), plain(held), plain(x),
            leaf.stack == nil, leaf.subviews.isEmpty, leaf.arrangedSubviews.isEmpty,
            leaf.sizing(along: axis).allows(0), leaf.sizing(along: axis).allows(canvas - ell),
            tree.nodes[held].sizing(along: axis).allows(canvas), tree.nodes[view].sizing(along: axis).allows(ws),
            link.map({ !tree.nodes[$0].isHidden && plain($0) && tree.nodes[$0].sizing(along: axis).allows(canvas - heldInsets) }) ?? true,
            let stackShorthand = shorthand(of: view, axis: axis, in: tree)
        else { return .declined }
        // The families as the builders make them; the members name no generated guide, so each
        // family may be built alone.
        let (family, guides) = stackFamily(of: [view], tree: tree)
        let along: Axis = axis == 0 ? .horizontal : .vertical
        let hold = stackFamily(of: [inner], tree: tree).family.filter { $0.isRequired && $0.firstAttribute.axis == along }
        guard let set = crossFamily(in: family, first: first, child: held, cross: along),
            hold.map(\.name) == [StackFamily.canvasConnection, StackFamily.canvasConnection, StackFamily.hiding]
        else { return .declined }
        // The first and the views after `H` at the canvas's length (their witnesses above).
        let index = arranged.firstIndex(of: held)!
        for other in held == first ? [] : [first] + arranged[(index + 1)...] {
            guard admits(other, axis: axis, length: canvas, tree: tree, document: document, meter: meter) else { return .declined }
        }
        return .found(BrokenSize(
            view: view, axis: axis, kind: .shorthand,
            diagnostic: .unsatisfiable(set + share + hold, broken: stackShorthand, in: tree, guides: guides)))
    }

    /// The lone arranged view `child` of stack `stack` and the length `length` along the stack's
    /// axis `axis` (0 x, 1 y) its canvas holds it at, where `child` is visible and `stack` is no
    /// arranged view and has a shorthand `w_S` along its axis: `w_S` less the canvas insets. That
    /// hold is the family's two `==` canvas connections (``canvasChain(of:axis:tree:)``
    /// checks that no other required constraint along the axis joins them, building the family:
    /// only where a size conflicts with `length`). Nil elsewhere.
    /// - Complexity: O(1).
    private static func loneCanvas(of stack: Int, tree: LayoutTree, rightToLeft: Bool) -> (child: Int, axis: Int, length: Double)? {
        let node = tree.nodes[stack]
        guard !tree.isArranged[stack], let properties = node.stack, case let arranged = tree.arranged(of: stack), arranged.count == 1,
            case let child = Int(arranged[arranged.startIndex]), !tree.nodes[child].isHidden,
            case let axis = properties.axis == .horizontal ? 0 : 1, let ws = axis == 0 ? node.width : node.height
        else { return nil }
        return (child, axis, ws - canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft))
    }

    /// The required constraints of stack `stack`'s family along its axis `axis`, with the guides
    /// that name them and the spacings' sum, where they are a chain of equalities that holds every
    /// visible arranged view at one length: the two `==` `UISV-canvas-connection`s, a `==`
    /// `UISV-spacing` edge to edge between each two neighbours, a `UISV-fill-equally` tie of each
    /// visible view but the first to the first (none where one is visible), and the hidden views'
    /// `UISV-hiding`s (a `fill` stack of one visible view, or a `fillEqually` stack). Nil elsewhere
    /// (another distribution's family, or baselines: not these rules'), and for a
    /// `fillProportionally` stack, whose family depends on natural sizes.
    /// - Complexity: the stack's family.
    private static func canvasChain(
        of stack: Int, axis: Int, tree: LayoutTree
    ) -> (set: [BuiltConstraint], guides: GuideRegistry, spacings: Double)? {
        // `stackFamily` builds without natural sizes: a `fillProportionally` family would not be the solver's.
        guard let distribution = tree.nodes[stack].stack?.distribution, distribution != .fillProportionally else { return nil }
        let arranged = tree.arranged(of: stack)
        let hidden = arranged.count(where: { tree.nodes[Int($0)].isHidden })
        // Two visible views or more are tied only by `fillEqually` (the count below): no family is
        // built for the others, since this is asked of every stack a broken-size search meets.
        guard distribution == .fillEqually || arranged.count - hidden <= 1 else { return nil }
        let (family, guides) = stackFamily(of: [stack], tree: tree)
        let along: Axis = axis == 0 ? .horizontal : .vertical
        let set = family.filter { $0.isRequired && $0.firstAttribute.axis == along }
        let count = { (name: String) in set.count(where: { $0.name == name }) }
        let edges: Set<LayoutAttribute> = axis == 0 ? [.leading, .trailing, .left, .right, .width] : [.top, .bottom, .height]
        guard set.allSatisfy({ $0.relation == .equal && $0.multiplier == 1 && edges.contains($0.firstAttribute) }),
            count(StackFamily.canvasConnection) == 2, count(StackFamily.spacing) == arranged.count - 1,
            count(StackFamily.hiding) == hidden, count(StackFamily.fillEqually) == max(arranged.count - hidden - 1, 0),
            set.count == 2 + (arranged.count - 1) + hidden + max(arranged.count - hidden - 1, 0)
        else { return nil }
        return (set, guides, set.filter { $0.name == StackFamily.spacing }.reduce(0) { $0 + $1.constant })
    }

    /// The length along `axis` (0 x, 1 y) at which arranged view `view`'s stack `S` holds it by its
    /// canvas: along `S`'s axis where `view` is its lone visible arranged view
    /// (``loneCanvas(of:tree:rightToLeft:)``), across where `S` is aligned `fill`, is no arranged
    /// view and has a shorthand across `w_S`: `w_S` less the canvas insets (the family, built only
    /// once a size conflicts, is checked by ``canvasTerm(_:broken:view:axis:document:tree:upstreamSources:)``).
    /// Nil elsewhere.
    /// - Complexity: O(1).
    private static func canvasLength(of view: Int, axis: Int, tree: LayoutTree, rightToLeft: Bool) -> Double? {
        let stack = Int(tree.parents[view])
        if let (child, along, length) = loneCanvas(of: stack, tree: tree, rightToLeft: rightToLeft), child == view, along == axis {
            return length
        }
        let node = tree.nodes[stack]
        guard !tree.isArranged[stack], let properties = node.stack, properties.effectiveAlignment == .fill,
            axis == (properties.axis == .horizontal ? 1 : 0), let ws = axis == 0 ? node.width : node.height
        else { return nil }
        return ws - canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft)
    }

    /// The broken required size term `source` (built, `broken`) on arranged view `view` of a stack
    /// `S` whose canvas holds it at another length (``canvasLength(of:axis:tree:rightToLeft:)``):
    /// along `S`'s axis (`view` its lone visible arranged view) its set is `view`'s two
    /// `UISV-canvas-connection`s and `S`'s shorthand; across a `fill` alignment, `view`'s two
    /// `UISV-alignment`s to the first arranged view (none for the first), the first's two canvas
    /// connections and `S`'s shorthand (``crossFamily(of:child:tree:)``). Taken where every arranged
    /// view of `S` (the views a witness moves) is a leaf, no scroll view, declaring no guide, without a
    /// required content size or a shorthand along `axis`, `S`'s content size there is not required,
    /// and no required constraint of U (`upstreamSources`) before the term names an arranged view of
    /// `S` along the axis (the witnesses' conditions, the blocks' checked by solving them:
    /// ``sizeWitnessHolds(_:document:root:tree:upstream:upstreamSources:brokenTies:isDependent:blocks:solved:meter:)``),
    /// and the family holds nothing else required along the axis (``canvasChain(of:axis:tree:)``,
    /// ``crossFamily(of:child:tree:)``). The term's constant may be negative: neither the builders
    /// nor the solver hold a size non-negative. `pins`, a carried term's decoration equalities
    /// (``BrokenSize/carriedThrough``), follow the set (document constraints, after the family and
    /// the shorthand); so for the two rules below.
    /// - Complexity: O(constraints before the term), and the stack's family.
    private static func canvasTerm(
        _ source: Int, broken: BuiltConstraint, view: Int, axis: Int, document: LayoutDocument, tree: LayoutTree,
        upstreamSources: [Int], through pins: [BuiltConstraint] = []
    ) -> BrokenSizeSearch {
        let stack = Int(tree.parents[view])
        let arranged = tree.arranged(of: stack).map(Int.init)
        let along: Axis = axis == 0 ? .horizontal : .vertical
        let naming = namedBefore(source, along: along, document: document, tree: tree, upstreamSources: upstreamSources) {
            arranged.contains($0)
        }
        let leaves = arranged.allSatisfy {
            let leaf = tree.nodes[$0]
            return leaf.stack == nil && !leaf.isScroll && leaf.layoutGuides.isEmpty && leaf.subviews.isEmpty
                && leaf.arrangedSubviews.isEmpty && !leaf.sizing(along: axis).requiresContentSize
                && (axis == 0 ? leaf.width : leaf.height) == nil
        }
        guard !naming, leaves, !tree.nodes[stack].sizing(along: axis).requiresContentSize,
            let stackShorthand = shorthand(of: stack, axis: axis, in: tree)
        else { return .declined }
        let family =
            tree.nodes[stack].stack?.axis == along
            ? canvasChain(of: stack, axis: axis, tree: tree).map { ($0.set, $0.guides) }
            : crossFamily(of: stack, child: view, tree: tree)
        guard let (set, guides) = family else { return .declined }
        return .found(BrokenSize(
            view: view, axis: axis, kind: .term(source, heldBy: .canvas),
            diagnostic: .unsatisfiable(set + [stackShorthand] + pins, broken: broken, in: tree, guides: guides)))
    }

    /// The stacks above `view`, each the stack of the one before (from `view`'s up to the first
    /// that is no arranged view), with the sum of their canvas insets along `axis`; nil where
    /// `admits(child, stack, node)` fails for one (`node` the stack's).
    /// - Complexity: O(depth).
    private static func stacksAbove(
        _ view: Int, axis: Int, tree: LayoutTree, rightToLeft: Bool,
        where admits: (_ child: Int, _ stack: Int, _ node: ViewNode) -> Bool
    ) -> (stacks: [Int], insets: Double)? {
        var stacks: [Int] = []
        var insets = 0.0
        var child = view
        while child > 0, tree.isArranged[child] {
            let stack = Int(tree.parents[child])
            let node = tree.nodes[stack]
            guard admits(child, stack, node) else { return nil }
            stacks.append(stack)
            insets += canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft)
            child = stack
        }
        return (stacks, insets)
    }

    /// The stacks that hold arranged view `view` along `axis` (0 x, 1 y) through a chain of lone
    /// canvases, from `view`'s stack up, and the length they hold it at: each stack the next one's
    /// lone visible arranged view along that stack's axis `axis`, without a shorthand along it, the
    /// last no arranged view with a shorthand `w_R`: `w_R` less every stack's canvas insets. At least
    /// two stacks (one is ``loneCanvas(of:tree:rightToLeft:)``'s); nil elsewhere. The families,
    /// built only once a size conflicts, are checked by
    /// ``nestedCanvasTerm(_:broken:view:axis:document:tree:upstreamSources:)``.
    /// - Complexity: O(depth).
    private static func nestedCanvas(of view: Int, axis: Int, tree: LayoutTree, rightToLeft: Bool) -> (stacks: [Int], length: Double)? {
        guard
            let (stacks, insets) = stacksAbove(view, axis: axis, tree: tree, rightToLeft: rightToLeft, where: { child, stack, node in
                node.stack.map { axis == ($0.axis == .horizontal ? 0 : 1) } == true && tree.arranged(of: stack).count == 1
                    && !tree.nodes[child].isHidden
            })
        else { return nil }
        guard stacks.count >= 2, let top = stacks.last, let w = axis == 0 ? tree.nodes[top].width : tree.nodes[top].height,
            stacks.dropLast().allSatisfy({ (axis == 0 ? tree.nodes[$0].width : tree.nodes[$0].height) == nil })
        else { return nil }
        return (stacks, w - insets)
    }

    /// The broken required size term `source` (built, `broken`, of constant `k`) on arranged view
    /// `view` held through a chain of lone canvases (``nestedCanvas(of:axis:tree:rightToLeft:)``:
    /// stacks `S_1 … S_m`, `view` = `S_0` the lone visible arranged view of `S_1`, each `S_j` of
    /// `S_(j+1)`, `S_m` no arranged view, with a shorthand `w_R` along the axis): its set is every
    /// stack's two `UISV-canvas-connection`s along the axis, the stacks in tree order (`S_m` first, as
    /// the builders add the families), then `S_m`'s shorthand. Taken where each stack's family holds
    /// nothing else required along the axis (``canvasChain(of:axis:tree:)``: a lone visible view),
    /// `view` is a leaf, no scroll view, declaring no guide, without a required content size along
    /// the axis, the stacks below `S_m` are no scroll views, declare no guide and have no required
    /// content size along it (no shorthand: checked on the way up), nor has `S_m`, and no required
    /// constraint of U before the term names `S_0 … S_(m−1)` along the axis. Witnesses
    /// (``sizeWitnessHolds(_:document:root:tree:upstream:upstreamSources:brokenTies:isDependent:blocks:solved:meter:)``):
    /// `S_m`'s shorthand dropped, U solved again without it and with the term; `S_i`'s connection on
    /// one side dropped, U's solution with `S_0 … S_(i−1)` each keeping its edge on the other side
    /// and `S_j` `k + insets(S_1 … S_j)` long (each canvas still holds its view at both edges:
    /// the edges kept are fixed insets apart), the blocks solved again on each.
    /// - Complexity: O(constraints before the term), and each stack's family.
    private static func nestedCanvasTerm(
        _ source: Int, broken: BuiltConstraint, view: Int, axis: Int, document: LayoutDocument, tree: LayoutTree,
        upstreamSources: [Int], through pins: [BuiltConstraint] = []
    ) -> BrokenSizeSearch {
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        guard let (stacks, _) = nestedCanvas(of: view, axis: axis, tree: tree, rightToLeft: rightToLeft) else { return .declined }
        let moved = [view] + stacks.dropLast()
        let along: Axis = axis == 0 ? .horizontal : .vertical
        let naming = namedBefore(source, along: along, document: document, tree: tree, upstreamSources: upstreamSources) {
            moved.contains($0)
        }
        let leaf = tree.nodes[view]
        guard !naming, leaf.stack == nil, leaf.subviews.isEmpty, leaf.arrangedSubviews.isEmpty,
            moved.allSatisfy({ !tree.nodes[$0].isScroll && tree.nodes[$0].layoutGuides.isEmpty }),
            ([view] + stacks).allSatisfy({ !tree.nodes[$0].sizing(along: axis).requiresContentSize }),
            let top = stacks.last, let stackShorthand = shorthand(of: top, axis: axis, in: tree)
        else { return .declined }
        guard stacks.allSatisfy({ canvasChain(of: $0, axis: axis, tree: tree)?.set.count == 2 }) else { return .declined }
        // The families in tree order (`S_m` first), one registry, as the builders add them.
        let (families, guides) = stackFamily(of: stacks.reversed(), tree: tree)
        let set = families.filter { $0.isRequired && $0.firstAttribute.axis == along }
        return .found(BrokenSize(
            view: view, axis: axis, kind: .term(source, heldBy: .nestedCanvas),
            diagnostic: .unsatisfiable(set + [stackShorthand] + pins, broken: broken, in: tree, guides: guides)))
    }

    /// Where `constraint` is a required pin of a plain subview `V` of the root (no arranged view)
    /// to the root's same edge (frame, margins or safe area) along an axis, multiplier 1: `V`, the
    /// axis (0 x, 1 y) and whether it is the high edge (right to left, a `leading` pin's); else nil.
    /// `constraint` is read where it lies (``rootPins(_:tree:rightToLeft:)``'s array): passed by
    /// value, each was copied for the call, its ids retained and released.
    /// - Complexity: O(1).
    private static func rootPin(
        _ constraint: UnsafePointer<LayoutConstraint>, tree: LayoutTree, rightToLeft: Bool
    ) -> (view: Int, axis: Int, high: Bool)? {
        guard constraint.pointee.priority >= 1000, constraint.pointee.relation == .equal, constraint.pointee.multiplier == 1,
            constraint.pointee.first.attribute == constraint.pointee.second?.attribute,
            let edge = AnchorLowering.edge(constraint.pointee.first.attribute, rightToLeft: rightToLeft),
            edge.place == .minimum || edge.place == .maximum,
            let built = tree.resolve(constraint), built.first.kind == .frame, let second = built.second, second.owner == 0,
            case let view = Int(built.first.owner), view > 0, view < tree.viewCount, tree.parents[view] == 0, !tree.isArranged[view]
        else { return nil }
        return (view, edge.axis, edge.place == .maximum)
    }

    /// The required pins of a plain subview of the root to the root among `upstream` (U's
    /// constraints; ``rootPin(_:tree:rightToLeft:)``), by `2 × view + axis`: the first low and the
    /// first high edge's positions there.
    /// - Complexity: O(`upstream`).
    private static func rootPins(_ upstream: [LayoutConstraint], tree: LayoutTree, rightToLeft: Bool) -> [Int: (low: Int?, high: Int?)] {
        var pins: [Int: (low: Int?, high: Int?)] = [:]
        upstream.withUnsafeBufferPointer { upstream in
            for position in upstream.indices {
                guard let (view, axis, high) = rootPin(upstream.baseAddress! + position, tree: tree, rightToLeft: rightToLeft)
                else { continue }
                var pair = pins[2 * view + axis] ?? (nil, nil)
                if high { pair.high = pair.high ?? position } else { pair.low = pair.low ?? position }
                pins[2 * view + axis] = pair
            }
        }
        return pins
    }

    /// The length `P = W − insets(R) + c₂ − c₁` at which a low and a high pin to the root
    /// (``rootPin(_:tree:rightToLeft:)``, with the root's anchors they resolve to) hold their view,
    /// the root `w` long along `axis`. Right to left a `leading` or `trailing` position is measured
    /// leftward (the negated x, ``AnchorLowering/edge(_:rightToLeft:)``'s sign), so its constant
    /// moves the edge left.
    /// - Complexity: O(1).
    private static func pinnedLength(
        _ w: Double, axis: Int, low: (pin: LayoutConstraint, guide: ItemRef), high: (pin: LayoutConstraint, guide: ItemRef),
        tree: LayoutTree, rightToLeft: Bool
    ) -> Double {
        func shift(_ pin: LayoutConstraint) -> Double {
            (AnchorLowering.edge(pin.first.attribute, rightToLeft: rightToLeft)?.sign ?? 1) * pin.constant
        }
        let lowInsets = AnchorLowering.insets(low.guide, in: tree, rightToLeft: rightToLeft)
        let highInsets = AnchorLowering.insets(high.guide, in: tree, rightToLeft: rightToLeft)
        return w - (axis == 0 ? highInsets.right : highInsets.bottom) + shift(high.pin)
            - (axis == 0 ? lowInsets.left : lowInsets.top) - shift(low.pin)
    }

    /// The nested `fill` alignments that hold arranged view `view` across, pinned to the root: the
    /// stacks `S_1 … S_k` (k ≥ 1) from `view`'s stack up, each aligned `fill` with its axis across
    /// `axis` (0 x, 1 y) and no shorthand along `axis`, each below the top a visible arranged view
    /// of the next, the top `S_k` no arranged view, a subview of a plain root (no scroll view) with a
    /// shorthand `W` along `axis`, pinned on both edges to the root by required pins of U
    /// (`upstream`) before position `term` there (the first of each edge, `pins()`, made by
    /// ``rootPins(_:tree:rightToLeft:)`` and asked only for a chain that has the fields) that hold
    /// it at `P` (``pinnedLength(_:axis:low:high:tree:rightToLeft:)``); the pins' positions (low,
    /// high) in `upstream`, and the length `P − Σ insets(S_j)` the families hold `view` at. Nil
    /// elsewhere.
    /// - Complexity: O(depth), and `pins()`.
    private static func pinnedCross(
        of view: Int, axis: Int, tree: LayoutTree, upstream: [LayoutConstraint], before term: Int,
        pins: () -> [Int: (low: Int?, high: Int?)], rightToLeft: Bool
    ) -> (stacks: [Int], pins: (low: Int, high: Int), length: Double)? {
        guard
            let (stacks, insets) = stacksAbove(view, axis: axis, tree: tree, rightToLeft: rightToLeft, where: { child, _, node in
                guard let properties = node.stack else { return false }
                return properties.effectiveAlignment == .fill && axis == (properties.axis == .horizontal ? 1 : 0)
                    && (axis == 0 ? node.width : node.height) == nil && (child == view || !tree.nodes[child].isHidden)
            })
        else { return nil }
        let root = tree.nodes[0]
        guard let top = stacks.last, top > 0, tree.parents[top] == 0, root.stack == nil, !root.isScroll,
            let w = axis == 0 ? root.width : root.height
        else { return nil }
        // The first pin of each edge is before `term` where any is.
        guard let pair = pins()[2 * top + axis], let low = pair.low, let high = pair.high, low < term, high < term,
            let lowGuide = tree.resolve(upstream[low])?.second, let highGuide = tree.resolve(upstream[high])?.second
        else { return nil }
        let pinned = pinnedLength(
            w, axis: axis, low: (upstream[low], lowGuide), high: (upstream[high], highGuide), tree: tree, rightToLeft: rightToLeft)
        return (stacks, (low, high), pinned - insets)
    }

    /// The views the witnesses of a term on arranged view `view`, held across nested `fill`
    /// alignments `stacks` pinned to the root (``pinnedCross(of:axis:tree:upstream:before:pins:rightToLeft:)``),
    /// move together, one list per move (each then made with the low edges kept, and with the high
    /// ones): for each level `S_j` from the bottom, the chain's view (`view`, else `S_(j−1)`) with
    /// everything arranged inside it (an alignment of it dropped; none where it is the first), then
    /// that and `S_j`'s first arranged view with everything inside it (a connection of the first
    /// dropped); last, that of the top with the top itself (a pin dropped).
    /// - Complexity: O(the stacks' arranged views × depth).
    private static func pinnedCrossMoves(of view: Int, stacks: [Int], tree: LayoutTree) -> [[Int]] {
        let lower = Set(stacks.dropLast())
        /// `v` with every view arranged in it, at any depth of the chain.
        func inside(_ v: Int) -> [Int] {
            lower.contains(v) ? [v] + tree.arranged(of: v).flatMap { inside(Int($0)) } : [v]
        }
        var moves: [[Int]] = []
        var below = view
        for stack in stacks {
            let first = Int(tree.arranged(of: stack).first!)
            if below != first { moves.append(inside(below)) }
            moves.append(below == first ? inside(below) : inside(first) + inside(below))
            below = stack
        }
        moves.append([below] + moves[moves.count - 1])
        return moves
    }

    /// The broken required size term `source` (built, `broken`, of constant `k`) on arranged view
    /// `view` (`c`) held across nested `fill` alignments pinned to the root
    /// (``pinnedCross(of:axis:tree:upstream:before:pins:rightToLeft:)``: `S_1 … S_k`, `S_k` pinned by `p₁`
    /// before `p₂` to the root, whose shorthand is `W`; design note, section 5, "A required size held
    /// at another value", *Across nested alignments pinned to the root*). Its set, in order of
    /// addition: in each family from `S_k`'s down, the chain's view's two alignments (none for the
    /// first) and the first's two connections (``nestedCrossFamily(of:child:axis:tree:)``), then
    /// `W`, `p₁`, `p₂`: the deletion filter's result. With `μ_1 = k` and `μ_(j+1) = μ_j +
    /// insets(S_j)`, each member has a witness of the members before it, every required constraint
    /// after it and the term (``sizeWitnessHolds(_:document:root:tree:upstream:upstreamSources:brokenTies:isDependent:blocks:solved:meter:)``):
    /// the moves of ``pinnedCrossMoves(of:stacks:tree:)`` on U's solution, every moved view of
    /// `S_j`'s level `μ_j` long (`S_k` `μ_(k+1)`), the blocks solved again on each (a member of
    /// `S_j`'s family: the views of that level whose alignments came before it need not hold; a pin:
    /// every alignment of `S_k`'s but the chain view's came before), and `W`'s, U solved again
    /// without it and with the term. Taken where every moved view but the chain's stacks is a leaf,
    /// none is a scroll view, declares a guide or has a shorthand along the axis, each allows its
    /// length, and no required constraint of U before the term but the pins names one along the axis
    /// (the moves keep U's other values). A carried term is declined by the caller.
    /// - Complexity: O(constraints before the term), and the stacks' families.
    private static func pinnedCrossTerm(
        _ source: Int, broken: BuiltConstraint, view: Int, axis: Int, document: LayoutDocument, tree: LayoutTree,
        upstream: [LayoutConstraint], upstreamSources: [Int]
    ) -> BrokenSizeSearch {
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        guard let term = upstreamSources.firstIndex(of: source),
            let (stacks, pins, _) = pinnedCross(
                of: view, axis: axis, tree: tree, upstream: upstream, before: term,
                pins: { rootPins(upstream, tree: tree, rightToLeft: rightToLeft) }, rightToLeft: rightToLeft),
            let lowPin = tree.resolve(upstream[pins.low]), let highPin = tree.resolve(upstream[pins.high]),
            let rootShorthand = shorthand(of: 0, axis: axis, in: tree)
        else { return .declined }
        let top = stacks[stacks.count - 1]
        // Each moved view's length: `μ_j` for a view arranged in `S_j`, `μ_(k+1)` for the top.
        var mu = upstream[term].constant
        var lengths: [Int: Double] = [:]
        for stack in stacks {
            lengths[stack] = mu
            mu += canvasInsets(of: tree.nodes[stack], axis: axis, rightToLeft: rightToLeft)
        }
        let moved = Set(pinnedCrossMoves(of: view, stacks: stacks, tree: tree).joined())
        let fits = moved.allSatisfy { other in
            let node = tree.nodes[other]
            let length = other == top ? mu : lengths[Int(tree.parents[other])]!
            return !node.isScroll && node.layoutGuides.isEmpty && (axis == 0 ? node.width : node.height) == nil
                && node.sizing(along: axis).allows(length)
                && (stacks.contains(other) || (node.stack == nil && node.subviews.isEmpty && node.arrangedSubviews.isEmpty))
        }
        let pinSources = [upstreamSources[pins.low], upstreamSources[pins.high]].sorted()
        let along: Axis = axis == 0 ? .horizontal : .vertical
        guard fits,
            !namedBefore(source, along: along, document: document, tree: tree, upstreamSources: upstreamSources, except: pinSources, {
                moved.contains($0)
            }),
            let (set, guides) = nestedCrossFamily(of: stacks, child: view, axis: axis, tree: tree)
        else { return .declined }
        let pinned = pins.low < pins.high ? [lowPin, highPin] : [highPin, lowPin]
        return .found(BrokenSize(
            view: view, axis: axis, kind: .term(source, heldBy: .pinnedCross),
            diagnostic: .unsatisfiable(set + [rootShorthand] + pinned, broken: broken, in: tree, guides: guides)))
    }

    /// The length along `axis` (0 x, 1 y) at which stack `stack`'s family holds it where its one
    /// arranged view is hidden and `axis` is its axis: its canvas insets (the hidden view's two
    /// canvas connections and `UISV-hiding`, checked by
    /// ``hiddenCanvasTerm(_:broken:stack:axis:document:tree:upstreamSources:)`` once a size
    /// conflicts; an arranged stack only where the stacks it is arranged in read nothing of its
    /// hidden view). Nil elsewhere.
    /// - Complexity: O(1).
    private static func hiddenCanvasLength(of stack: Int, axis: Int, tree: LayoutTree, rightToLeft: Bool) -> Double? {
        let node = tree.nodes[stack]
        guard let properties = node.stack, axis == (properties.axis == .horizontal ? 0 : 1),
            case let arranged = tree.arranged(of: stack), arranged.count == 1, tree.nodes[Int(arranged[arranged.startIndex])].isHidden
        else { return nil }
        return canvasInsets(of: node, axis: axis, rightToLeft: rightToLeft)
    }

    /// The broken required size term `source` (built, `broken`) on stack `stack` along its axis
    /// `axis`, whose family holds it at its canvas insets `L` (``hiddenCanvasLength(of:axis:tree:rightToLeft:)``):
    /// its set is the hidden view `h`'s two `UISV-canvas-connection`s and `UISV-hiding`, as for a
    /// stack's shorthand past its lone hidden view, with the term (a document constraint, added
    /// after every service constraint and shorthand) in the shorthand's place. Taken where the
    /// family's required constraints along the axis are those three, and with `h` shown the two
    /// connections alone (the witness below solves the document so); `h` is a leaf, no scroll view,
    /// declaring no guide; `stack`'s content size along the axis is not required; no required
    /// constraint of U before the term names `h` along the axis (the witnesses move `h` alone); and,
    /// `stack` arranged, no stack it is arranged in reads whether `h` is hidden
    /// (``readsNoHiding(around:document:tree:)``: the witness's solve keeps their families, which
    /// name `stack`'s edges and length, only where showing `h` leaves them as they are).
    /// Witnesses (``sizeWitnessHolds(_:document:root:tree:upstream:upstreamSources:brokenTies:isDependent:blocks:solved:meter:)``):
    /// `UISV-hiding` dropped, U solved again with `h` shown and the term, and the blocks on it;
    /// a canvas connection dropped, that solution with `h` 0 long at the other end of the canvas
    /// (nothing else before the term names `h` along the axis; its content size allowed 0 in
    /// U's solution), and the blocks solved again on it.
    /// - Complexity: O(constraints before the term), and the stack's family twice.
    private static func hiddenCanvasTerm(
        _ source: Int, broken: BuiltConstraint, stack: Int, axis: Int, document: LayoutDocument, tree: LayoutTree,
        upstreamSources: [Int], through pins: [BuiltConstraint] = []
    ) -> BrokenSizeSearch {
        let arranged = tree.arranged(of: stack)
        let hidden = Int(arranged[arranged.startIndex])
        let along: Axis = axis == 0 ? .horizontal : .vertical
        let naming = namedBefore(source, along: along, document: document, tree: tree, upstreamSources: upstreamSources) {
            $0 == hidden
        }
        let leaf = tree.nodes[hidden]
        guard !naming, leaf.stack == nil, !leaf.isScroll, leaf.layoutGuides.isEmpty, leaf.subviews.isEmpty,
            leaf.arrangedSubviews.isEmpty, !tree.nodes[stack].sizing(along: axis).requiresContentSize,
            readsNoHiding(around: stack, document: document, tree: tree)
        else { return .declined }
        let (family, guides) = stackFamily(of: [stack], tree: tree)
        let set = family.filter { $0.isRequired && $0.firstAttribute.axis == along }
        let shownSet = stackFamily(of: [stack], tree: tree, showing: hidden).family.filter {
            $0.isRequired && $0.firstAttribute.axis == along
        }
        guard set.map(\.name) == [StackFamily.canvasConnection, StackFamily.canvasConnection, StackFamily.hiding],
            shownSet.map(\.name) == [StackFamily.canvasConnection, StackFamily.canvasConnection],
            shownSet.allSatisfy({ $0.relation == .equal })
        else { return .declined }
        return .found(BrokenSize(
            view: stack, axis: axis, kind: .term(source, heldBy: .hiddenCanvas),
            diagnostic: .unsatisfiable(set + pins, broken: broken, in: tree, guides: guides)))
    }

    /// A required cross tie `c.len == s.len + k` (`source`; multiplier 1, width or height) of
    /// arranged view `c` to its stack `s`, where `c` is a stack past its lone hidden view `h` along
    /// the tie's axis, held at its canvas insets `L` (``hiddenCanvasLength(of:axis:tree:rightToLeft:)``),
    /// or one level down `c` is aligned `fill` across and its first arranged view `i` is such a
    /// stack (`c` held at `L_i` plus its insets by its two canvas connections to `i`), and `s`'s
    /// shorthand holds `s` at `w`, `w + k ≠ L`: *two held lengths* (design note, section 5, "A
    /// required size held at another value", *A cross tie between two held lengths*). The tie
    /// breaks, its set (the deletion filter's) `c`'s connections to `i` where one level down, then
    /// the hidden view's stack's two canvas connections and `UISV-hiding`, then `s`'s shorthand, in
    /// the order of addition (``hiddenCanvasTerm(_:broken:stack:axis:document:tree:upstreamSources:through:)``'s
    /// set with the shorthand carried after it, under its conditions). Each member's witness need
    /// meet only the constraints added after it, and is a move of U's solution `X` (every required
    /// constraint of U but the tie), the blocks solved again on it with no conflict
    /// (``sizeWitnessHolds(_:document:root:tree:upstream:upstreamSources:brokenTies:isDependent:blocks:solved:meter:)``,
    /// where nothing else conflicts), `c` `w + k` long (its low edge kept): a connection of `c`'s
    /// dropped, `i` (with `h`) at the grown canvas's other end; a member of the hidden view's
    /// stack's, that stack grown with `c`, and `h` filling its canvas (`UISV-hiding` dropped) or 0
    /// long at its other end (a connection dropped); `s`'s shorthand dropped, `s` as much shorter
    /// (its low edge kept). After the first member only later services (none names `c`, `i`, `s`
    /// or leaf `h` along the axis but `i`'s family, which the moves keep: `c` is arranged in `s`
    /// alone, whose family comes before, and the others' alignments to `i` come before `c`'s
    /// connections, ``crossFamily(in:first:child:cross:)``), the shorthands (taken where none of
    /// `c`, `i`, `h` has one along the axis, and neither `c`'s nor `h`'s content size there is
    /// required) and the document's constraints before the tie (taken where no required one of U
    /// names `c`, `i`, `h` or `s` along the axis; a block's are met by its solve) could see the
    /// moves; guides follow their views' frames. `.none` where the tie is not of this shape or
    /// holds.
    /// - Complexity: O(constraints before the tie) once a tie conflicts; O(1) before.
    private static func heldTie(
        _ constraint: LayoutConstraint, source: Int, document: LayoutDocument, tree: LayoutTree, upstreamSources: [Int],
        rightToLeft: Bool
    ) -> BrokenSizeSearch {
        guard constraint.priority >= 1000, constraint.relation == .equal, constraint.multiplier == 1,
            let second = constraint.second, constraint.first.kind == .view, second.kind == .view,
            constraint.first.attribute == second.attribute,
            constraint.first.attribute == .width || constraint.first.attribute == .height,
            let child = tree.viewIndex(of: constraint.first), child > 0, tree.isArranged[child],
            let stack = tree.viewIndex(of: second), Int(tree.parents[child]) == stack,
            !tree.arranged(of: child).isEmpty,
            case let axis = constraint.first.attribute == .width ? 0 : 1,
            case let (inner, hidden) = heldTieStacks(of: child, tree: tree),
            let innerLength = hiddenCanvasLength(of: inner, axis: axis, tree: tree, rightToLeft: rightToLeft),
            let held = axis == 0 ? tree.nodes[stack].width : tree.nodes[stack].height
        else { return .none }
        // One level down, `c` is `fill`-aligned across the tie's axis and holds its first arranged
        // view at its canvas (checked below, once the tie conflicts).
        let along: Axis = axis == 0 ? .horizontal : .vertical
        let length =
            inner == child ? innerLength : innerLength + canvasInsets(of: tree.nodes[child], axis: axis, rightToLeft: rightToLeft)
        guard inner == child || tree.nodes[child].stack.map({ $0.axis != along && $0.effectiveAlignment == .fill }) == true
        else { return .none }
        let tied = held + constraint.constant
        let violation = abs(tied - length)
        guard violation > 0 else { return .none }
        let moved = [child, inner, hidden, stack]
        guard violation > conflictMargin * max(1, abs(tied), abs(length)),
            let broken = tree.resolve(document.constraints[source]),
            let shorthand = shorthand(of: stack, axis: axis, in: tree),
            moved.dropLast().allSatisfy({ tree.nodes[$0].sizing(along: axis).shorthand == nil }),
            !tree.nodes[hidden].sizing(along: axis).requiresContentSize,
            !tree.nodes[child].sizing(along: axis).requiresContentSize,
            // U's own; a block's are met by solving the blocks again on each move.
            !namedBefore(source, along: along, document: document, tree: tree, upstreamSources: upstreamSources, moved.contains),
            case .found(let found) = hiddenCanvasTerm(
                source, broken: broken, stack: inner, axis: axis, document: document, tree: tree,
                upstreamSources: upstreamSources, through: [shorthand])
        else { return .declined }
        var diagnostic = found.diagnostic
        if inner != child {
            // `c`'s two canvas connections to `inner` come first (tree order), named in one
            // registry with `inner`'s family, as the builders add them.
            let outer = stackFamily(of: [child], tree: tree).family.count
            let (both, guides) = stackFamily(of: [child, inner], tree: tree)
            guard let connections = crossFamily(in: both.prefix(outer), first: inner, child: inner, cross: along) else {
                return .declined
            }
            let innerSet = both.dropFirst(outer).filter { $0.isRequired && $0.firstAttribute.axis == along }
            diagnostic = .unsatisfiable(connections + innerSet + [shorthand], broken: broken, in: tree, guides: guides)
        }
        return .found(BrokenSize(view: child, axis: axis, kind: found.kind, diagnostic: diagnostic, tieLength: tied))
    }

    /// Where required tie `constraint` of U, `a.size == b.size` (multiplier 1, no constant; U takes
    /// those between a stack and an arranged view), has one side held by its shorthand `w` (not one
    /// of `brokenShorthands`, by `2 × view + axis`) and the other without one: the other's key
    /// (`2 × view + axis`) and the length the two hold it at, `w` (design note, section 5, "A
    /// required size held at another value", *A size term held through a tie*). A tie with a
    /// constant may itself break (past its canvas, or short of it across `fill`), and then holds
    /// nothing: not looked at.
    /// - Complexity: O(1).
    private static func tiedLength(
        _ constraint: LayoutConstraint, tree: LayoutTree, brokenShorthands: Set<Int>
    ) -> (key: Int, length: Double)? {
        guard constraint.relation == .equal, constraint.multiplier == 1, constraint.constant == 0, let second = constraint.second,
            constraint.first.kind == .view, second.kind == .view,
            let a = tree.viewIndex(of: constraint.first), let b = tree.viewIndex(of: second), a != b
        else { return nil }
        let axis = constraint.first.attribute == .width ? 0 : 1
        func held(_ view: Int) -> Double? {
            brokenShorthands.contains(2 * view + axis) ? nil : axis == 0 ? tree.nodes[view].width : tree.nodes[view].height
        }
        switch (held(a), held(b)) {
        case (let w?, nil): return (2 * b + axis, w)
        case (nil, let w?): return (2 * a + axis, w)
        default: return nil
        }
    }

    /// The view of tie `tie` (between two views) other than `view`; nil where it names no view of the tree.
    /// - Complexity: O(1).
    private static func tiedView(_ tie: LayoutConstraint, besides view: Int, tree: LayoutTree) -> Int? {
        guard let first = tree.viewIndex(of: tie.first), let second = tie.second.flatMap(tree.viewIndex(of:)) else { return nil }
        return first == view ? second : first
    }

    /// The stack past its lone hidden view that holds the tie's child `child` in
    /// ``heldTie(_:source:document:tree:upstreamSources:rightToLeft:)``, with that hidden view:
    /// `child` itself where its first arranged view is hidden, else (one level down) that first
    /// arranged view, whose own first arranged view is then the hidden one (read by
    /// ``hiddenCanvasLength(of:axis:tree:rightToLeft:)``; a stack without one gives no length).
    /// - Complexity: O(1).
    private static func heldTieStacks(of child: Int, tree: LayoutTree) -> (inner: Int, hidden: Int) {
        let arranged = tree.arranged(of: child)
        let first = Int(arranged[arranged.startIndex])
        if tree.nodes[first].isHidden { return (child, first) }
        let below = tree.arranged(of: first)
        return (first, below.isEmpty ? first : Int(below[below.startIndex]))
    }

    /// The required equalities, with their positions among the document's constraints, by which
    /// decoration `d`'s length along `axis` (0 x, 1 y) is `k` times view `view`'s plus a constant
    /// where `d`'s required size term `source` is carried to `view` as `carried` (of multiplier `k`,
    /// ``carriedTerms(_:resolved:tree:isDependent:rightToLeft:includingRequired:includingContentSizes:)``): read as the
    /// carried term's source reads them, the first equality between two lengths, or the first pair
    /// between unlike places of `d`'s frame and places of one view's frame or guides, among the
    /// required equalities of multiplier 1 (a length's a small fraction or multiple) joining `d`'s
    /// frame to a view of U along the axis with both attributes measured alike, in document order;
    /// taken where they lie before the term and give `view` and `k` (else the term, held at
    /// another value only through later constraints, would not be the one to break: nil).
    /// `d` has no shorthand or required content size along the axis (either would hold its length
    /// before every document constraint).
    /// - Complexity: O(constraints before the term).
    private static func carriedEqualities(
        _ source: Int, decoration d: Int, view: Int, axis: Int, carried: LayoutConstraint, document: LayoutDocument,
        tree: LayoutTree
    ) -> [(position: Int, constraint: BuiltConstraint)]? {
        let node = tree.nodes[d]
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        guard (axis == 0 ? node.width : node.height) == nil, !node.sizing(along: axis).requiresContentSize else { return nil }
        func weight(_ place: AnchorLowering.AxisPlace) -> Double {
            switch place {
            case .minimum: 0
            case .center: 0.5
            case .maximum, .length: 1
            }
        }
        // The first position equality, pending a second on the same view: its view, `d`'s weight
        // and the view's.
        var pending: (position: Int, constraint: BuiltConstraint, view: Int, s: Double, t: Double)?
        for position in 0..<source {
            let constraint = document.constraints[position]
            guard constraint.priority >= 1000, constraint.relation == .equal, constraint.multiplier > 0,
                let built = tree.resolve(constraint), let second = built.second,
                tree.isView(Int(built.first.owner)), tree.isView(Int(second.owner))
            else { continue }
            // `d.A == μ·V.B + c`, whichever side `d` is written on; the other side a view of U.
            let ((ownD, attributeD), (itemV, attributeV), μ) =
                Int(built.first.owner) == d
                ? ((built.first, built.firstAttribute), (second, built.secondAttribute), built.multiplier)
                : ((second, built.secondAttribute), (built.first, built.firstAttribute), 1 / built.multiplier)
            let other = Int(itemV.owner)
            let plainV = AnchorLowering.withinMargins(attributeV) ?? attributeV
            guard Int(ownD.owner) == d, other != d, other == 0 || tree.isArranged[other] || !isDependent(tree.nodes.address(of: other)),
                ownD.kind == .frame, AnchorLowering.withinMargins(attributeD) == nil,
                let edgeD = AnchorLowering.edge(attributeD, rightToLeft: rightToLeft),
                let edgeV = AnchorLowering.edge(plainV, rightToLeft: rightToLeft),
                edgeD.axis == axis, edgeV.axis == axis, edgeD.sign == edgeV.sign,
                (edgeD.place == .length) == (edgeV.place == .length),
                μ == 1 || (edgeD.place == .length && SizeTerm.weight(of: μ) != nil)
            else { continue }
            if edgeD.place == .length {
                guard other == view, μ == carried.multiplier else { return nil }
                return [(position, built)]
            }
            let (s, t) = (weight(edgeD.place), weight(edgeV.place))
            guard let first = pending else {
                pending = (position, built, other, s, t)
                continue
            }
            let k = (first.t - t) / (first.s - s)
            guard first.view == other, first.s != s, k == 1 || SizeTerm.weight(of: k) != nil else { continue }
            guard other == view, k == carried.multiplier else { return nil }
            return [(first.position, first.constraint), (position, built)]
        }
        return nil
    }

    /// The broken required size term `source` (built, `broken`) on a hidden arranged view `view`
    /// (`h`) along its stack `V`'s axis `axis`, which `UISV-hiding` (a service constraint, added
    /// before every document constraint) holds at 0: the term's form of a hidden view's shorthand
    /// (``hiddenShorthand(of:tree:document:meter:)``), its set `UISV-hiding` alone. U's solution is
    /// the witness without the term; the one without `UISV-hiding` is U solved again with `h` shown
    /// and the term held `d` shorter, then `h` moved back onto its collapsed spacings and so `d`
    /// longer (``sizeWitnessHolds(_:document:root:tree:upstream:upstreamSources:brokenTies:isDependent:blocks:solved:meter:)``),
    /// where `d` is how much longer the spacings beside `h` are with it shown (the one before a
    /// hidden view, or after a hidden first view, is 0; ``hidingMove(of:tree:)``). That is a
    /// solution of every constraint added before the term but `UISV-hiding`, and of the term
    /// (`w rel k − d` makes `w + d rel k`), where:
    /// - every required constraint of `V`'s family but `UISV-hiding` is one of the family with `h`
    ///   shown, or a spacing beside `h` that differs only in its constant, which the move restores
    ///   (an equal size or a gap guide over the visible views, or another spacing that changes,
    ///   declines);
    /// - nothing else reads whether `h` is hidden: `V` and the stacks it is arranged in read their
    ///   visible views' natural sizes and baselines, so `V` is not `fillProportionally` and no stack
    ///   it is arranged in is (the proportions read natural sizes) or aligns or spaces by baselines,
    ///   no document constraint names their baselines, and `V` has no required content size;
    /// - where `d ≠ 0`, only the move's own view changes: `h` is a leaf (no subviews, guides or
    ///   scroll content) without a required content size along the axis, and no required document
    ///   constraint of U before the term names it along the axis (the family's spacing beside it,
    ///   which the move restores, and its canvas connection on the other edge are all that do).
    /// Then every conflicting subset holds `UISV-hiding`, and the set is the only minimal one.
    /// `pins`, a carried term's decoration equalities (``BrokenSize/carriedThrough``), follow
    /// `UISV-hiding` in the set: the witness above holds them too, the blocks (which hold every
    /// constraint naming the decoration) being solved on the moved values, so `h`'s move reads
    /// only U's constraints (session 32).
    /// - Complexity: O(document constraints), and the stack's family twice.
    private static func hidingTerm(
        _ source: Int, broken: BuiltConstraint, view: Int, axis: Int, document: LayoutDocument, tree: LayoutTree,
        upstreamSources: [Int], through pins: [BuiltConstraint] = []
    ) -> BrokenSizeSearch {
        let stack = Int(tree.parents[view])
        let node = tree.nodes[stack]
        guard let properties = node.stack, properties.distribution != .fillProportionally,
            readsNoHiding(around: stack, document: document, tree: tree),
            !node.sizing(along: 0).requiresContentSize, !node.sizing(along: 1).requiresContentSize,
            let (guides, hiding, move) = hidingMove(of: view, tree: tree)
        else { return .declined }
        if move.before != 0 || move.after != 0 {
            // The witness's move reads `h`'s own edges only: nothing else before the term may name them.
            let leaf = tree.nodes[view]
            let along: Axis = axis == 0 ? .horizontal : .vertical
            guard leaf.stack == nil, !leaf.isScroll, leaf.layoutGuides.isEmpty, leaf.subviews.isEmpty,
                leaf.arrangedSubviews.isEmpty, !leaf.sizing(along: axis).requiresContentSize,
                !namedBefore(source, along: along, document: document, tree: tree, upstreamSources: upstreamSources, { $0 == view })
            else { return .declined }
        }
        return .found(BrokenSize(
            view: view, axis: axis, kind: .term(source, heldBy: .hiding),
            diagnostic: .unsatisfiable([hiding] + pins, broken: broken, in: tree, guides: guides)))
    }

    /// The guides of hidden arranged view `view`'s stack `V`'s family (which its diagnostic's names
    /// read), `view`'s `UISV-hiding`, and how much longer the spacings before
    /// and after `view` are with it shown: nil unless every required constraint of the family but
    /// `UISV-hiding` is one of the family with `view` shown, or a spacing beside `view` that differs
    /// from its shown twin in its constant alone (a spacing next to a hidden view collapses to 0,
    /// the one after it taking the last visible view's custom spacing). An equal size or gap
    /// guide over the visible views, or a spacing between two other views that changes, is nil.
    /// - Complexity: O(arranged views of `V`²).
    private static func hidingMove(
        of view: Int, tree: LayoutTree
    ) -> (guides: GuideRegistry, hiding: BuiltConstraint, move: (before: Double, after: Double))? {
        let stack = Int(tree.parents[view])
        let (family, guides) = stackFamily(of: [stack], tree: tree)
        let shown = stackFamily(of: [stack], tree: tree, showing: view).family.filter(\.isRequired)
        let item = ItemRef(view)
        guard let hiding = family.first(where: { $0.name == StackFamily.hiding && $0.first == item }) else { return nil }
        var move = (before: 0.0, after: 0.0)
        for constraint in family where constraint.isRequired && !(constraint.name == StackFamily.hiding && constraint.first == item) {
            if shown.contains(where: { same($0, constraint) }) { continue }
            var twin = constraint
            guard constraint.name == StackFamily.spacing,
                let match = shown.first(where: { twin.constant = $0.constant; return same($0, twin) })
            else { return nil }
            // `next.leading == previous.trailing + gap`: `view` is the first item after its spacing before.
            if constraint.first == item {
                move.before = match.constant - constraint.constant
            } else if constraint.second == item {
                move.after = match.constant - constraint.constant
            } else {
                return nil
            }
        }
        return (guides, hiding, move)
    }

    /// Whether nothing outside stack `V`'s (`stack`'s) own family reads whether its arranged views
    /// are hidden: the natural sizes and baselines of `V` and of the stacks it is arranged in follow
    /// their visible views, so no stack `V` is arranged in (at any depth) is `fillProportionally`
    /// (the proportions read natural sizes) or aligns or spaces by baselines, and no document
    /// constraint names the baselines of `V` or of those stacks. Their families otherwise read
    /// only `V`'s edges and length, which a witness solving the document again keeps.
    /// - Complexity: O(depth + document constraints).
    private static func readsNoHiding(around stack: Int, document: LayoutDocument, tree: LayoutTree) -> Bool {
        var outer = [stack]
        while tree.isArranged[outer[outer.count - 1]] { outer.append(Int(tree.parents[outer[outer.count - 1]])) }
        return outer.dropFirst().allSatisfy({ index in
            tree.nodes[index].stack.map {
                $0.distribution != .fillProportionally && !$0.baselineRelativeArrangement
                    && $0.alignment != .firstBaseline && $0.alignment != .lastBaseline
            } == true
        })
            && !document.constraints.contains(where: { constraint in
                ([constraint.first] + (constraint.second.map { [$0] } ?? [])).contains {
                    ($0.attribute == .firstBaseline || $0.attribute == .lastBaseline)
                        && tree.viewIndex(of: $0).map(outer.contains) == true
                }
            })
    }

    /// Whether two built constraints are the same relation between the same items.
    private static func same(_ a: BuiltConstraint, _ b: BuiltConstraint) -> Bool {
        a.label == b.label && a.first == b.first && a.firstAttribute == b.firstAttribute && a.relation == b.relation
            && a.second == b.second && a.secondAttribute == b.secondAttribute && a.multiplier == b.multiplier
            && a.constant == b.constant && a.priority == b.priority
    }

    /// Whether a required constraint of U (positions `upstreamSources`) before position `source`,
    /// but those at `except`, names a view that `isNamed` picks (its margins and safe area
    /// included) along `along`.
    /// - Complexity: O(constraints before `source`).
    private static func namedBefore(
        _ source: Int, along: Axis, document: LayoutDocument, tree: LayoutTree, upstreamSources: [Int], except: [Int] = [],
        _ isNamed: (Int) -> Bool
    ) -> Bool {
        upstreamSources.contains { position in
            let constraint = document.constraints[position]
            return position < source && constraint.priority >= 1000 && !except.contains(position)
                && ([constraint.first] + (constraint.second.map { [$0] } ?? [])).contains {
                    $0.attribute.axis == along && tree.viewIndex(of: $0).map(isNamed) == true
                }
        }
    }

    /// The families the builders of `stacks` make, in that order, named as the whole document's
    /// solver names them, and the guides they register in one registry (each family's after those
    /// of the ones before, as the builders add them in tree order), which those names read; with
    /// arranged view `shown` visible where given (the family of the document with it shown, as a
    /// witness solves it). A `fillProportionally` stack's shares read `naturalSize` (0 unless
    /// given: a rule that reads only other members need not measure).
    /// - Complexity: O(the stacks' arranged views), and `naturalSize`.
    private static func stackFamily(
        of stacks: [Int], tree: LayoutTree, showing shown: Int? = nil, naturalSize: @escaping (Int) -> Double = { _ in 0 }
    ) -> (family: [BuiltConstraint], guides: GuideRegistry) {
        var guides = GuideRegistry(firstOwner: tree.firstGeneratedOwner)
        var family: [BuiltConstraint] = []
        for stack in stacks {
            StackConstraintBuilder(stack: stack, in: tree, showing: shown, naturalSize: naturalSize).append(to: &family, guides: &guides)
        }
        return (family, guides)
    }

    /// The insets of `node`'s canvas along `axis` (0 x, 1 y): its margins' where it arranges by
    /// them, else none.
    private static func canvasInsets(of node: ViewNode, axis: Int, rightToLeft: Bool) -> Double {
        let insets = canvasInsets(of: node, rightToLeft: rightToLeft)
        return axis == 0 ? insets.left + insets.right : insets.top + insets.bottom
    }

    /// The insets of stack `node`'s canvas from its frame on each side: its margins where it
    /// arranges by them, none otherwise.
    static func canvasInsets(of node: ViewNode, rightToLeft: Bool) -> (left: Double, top: Double, right: Double, bottom: Double) {
        guard node.stack?.layoutMarginsRelativeArrangement == true else { return (0, 0, 0, 0) }
        return AnchorLowering.insets(.margins, of: node, rightToLeft: rightToLeft)
    }

    /// ``hiddenShorthand(of:tree:document:meter:)``'s first look: a hidden arranged view with a
    /// shorthand along its stack's axis.
    private static func hiddenMayBreak(_ node: ViewNode, _ stack: StackProperties) -> Bool {
        node.arrangedSubviews.contains { $0.isHidden && stack.along($0) != nil }
    }

    /// The broken shorthand of a hidden arranged view `h` (`view`) along its stack `V`'s axis: its
    /// `UISV-hiding` (a service constraint, added before every shorthand) holds it 0 long, so a
    /// shorthand `w ≠ 0` breaks. The set is that constraint alone, by the deletion filter's
    /// definition (`Solver.explainConflict`): `{UISV-hiding, shorthand}` conflicts, and the
    /// required constraints added after `UISV-hiding` and before the shorthand hold with it
    /// (session 29; before, a witness of every constraint before the shorthand was shown by moving
    /// views, which only restricts more). Those are the rest of `V`'s family (the hidings of later
    /// views, the family's last constraints), the services of the views after `V` in tree order and
    /// the shorthands before `h`'s. From U's solution (every required constraint but the shorthand
    /// held) `h`'s high edge moves to make it `w` long, its subtree laid out alone at that length
    /// and set on it: only `h`'s own services and those inside it see that (no other family names
    /// `h`, arranged in `V` alone; every shorthand inside it comes after `h`'s), so `h` must be a
    /// leaf whose required content size allows `w`, or a view whose subtree admits it
    /// (``subtreeAdmits(_:axis:length:tree:document:meter:)``). Declined where a stack above `V`
    /// is `fillProportionally` (it measures a subtree holding the shorthand U leaves out), or `w`
    /// is within the conflict margin of 0; none where `h` has no shorthand along the axis, or one
    /// of 0.
    /// - Complexity: O(arranged views of `V`), or a solver over `h`'s subtree.
    private static func hiddenShorthand(
        of view: Int, tree: LayoutTree, document: LayoutDocument, meter: WorkMeter?
    ) -> BrokenSizeSearch {
        let stack = Int(tree.parents[view])
        guard let properties = tree.nodes[stack].stack else { return .none }
        let axis = properties.axis == .horizontal ? 0 : 1
        let node = tree.nodes[view]
        guard let w = axis == 0 ? node.width : node.height, w != 0 else { return .none }
        guard abs(w) > conflictMargin * max(1, abs(w)), !measuredWithShorthand(stack, tree: tree) else { return .declined }
        let admits =
            node.stack == nil && node.subviews.isEmpty && node.arrangedSubviews.isEmpty
            ? node.sizing(along: axis).allows(w)
            : subtreeAdmits(view, axis: axis, length: w, tree: tree, document: document, meter: meter)
        guard admits else { return .declined }
        let (family, guides) = stackFamily(of: [stack], tree: tree)
        guard let hiding = family.first(where: { $0.name == StackFamily.hiding && Int($0.first.owner) == view }),
            let broken = shorthand(of: view, axis: axis, in: tree)
        else { return .declined }
        return .found(BrokenSize(
            view: view, axis: axis, kind: .shorthand,
            diagnostic: .unsatisfiable([hiding], broken: broken, in: tree, guides: guides)))
    }

    /// ``zeroShareShorthand(of:tree:document:)``'s first look: an arranged view of a
    /// `fillProportionally` stack with a shorthand along and an intrinsic size of 0 there.
    private static func zeroShareMayBreak(_ node: ViewNode, _ stack: StackProperties) -> Bool {
        stack.distribution == .fillProportionally
            && node.arrangedSubviews.contains {
                stack.along($0) != nil
                    && (stack.axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) == 0
            }
    }

    /// The broken shorthand of a visible arranged view `c` (`view`) of a `fillProportionally`
    /// stack `S` along `S`'s axis, where `c`'s intrinsic size there is 0: its natural size is 0,
    /// so where `S` keeps proportions its family holds it 0 long by the required share
    /// `UISV-fill-proportionally(c): c.size == 0`, a service constraint added before every
    /// shorthand, and a shorthand `w ≠ 0` breaks. The set is that share alone, by the deletion
    /// filter's definition (`Solver.explainConflict`): `{share, shorthand}` conflicts, and the
    /// required constraints added after the share and before the shorthand hold with it. Those
    /// are the rest of `S`'s family, the services of the views after `S` in tree order (`c`'s
    /// content size among them) and the shorthands before `c`'s; from U's solution (every
    /// required constraint but the shorthand held) `c`'s high edge moves to make it `w` long,
    /// which only a constraint naming `c` along the axis sees: checked that none in the rest of
    /// `S`'s family is required, `c` a leaf (no family, scroll guides or declared guides of its
    /// own, and arranged in `S` alone) whose required content size, if any, allows `w`; the
    /// shorthands before `c`'s name other views, or `c` across. Declined where a stack above `S`
    /// is `fillProportionally` (it measures a subtree holding the shorthand U leaves out) or `w`
    /// is within the conflict margin of 0; none where `S` keeps no proportions (no zero share).
    /// Design note, section 5, "A required size held at another value", *A zero
    /// `fillProportionally` share*.
    /// - Complexity: O(1) for a view that is not of this shape; else O(arranged views of `S`),
    ///   plus the natural sizes of `S`'s arranged views (a subtree's layout for each without an
    ///   intrinsic size).
    private static func zeroShareShorthand(of view: Int, tree: LayoutTree, document: LayoutDocument) -> BrokenSizeSearch {
        let stack = Int(tree.parents[view])
        guard tree.nodes[stack].stack?.distribution == .fillProportionally, let along = tree.nodes[stack].stack?.axis else {
            return .none
        }
        let axis = along == .horizontal ? 0 : 1
        let node = tree.nodes.address(of: view)
        guard let w = axis == 0 ? node.pointee.width : node.pointee.height, w != 0,
            node.pointee.sizing(along: axis).intrinsic == 0
        else { return .none }
        var guides = GuideRegistry(firstOwner: tree.firstGeneratedOwner)
        var family: [BuiltConstraint] = []
        StackConstraintBuilder(stack: stack, in: tree) { FittingSize.proportionalSize(of: $0, along: along, in: tree, document: document) }
            .append(to: &family, guides: &guides)
        guard
            let share = family.firstIndex(where: {
                $0.name == StackFamily.fillProportionally && Int($0.first.owner) == view && $0.second == nil && $0.isRequired
            })
        else { return .none }
        let leaf = node.pointee
        guard abs(w) > conflictMargin * max(1, abs(w)),
            leaf.stack == nil, leaf.subviews.isEmpty, leaf.arrangedSubviews.isEmpty, !leaf.isScroll, leaf.layoutGuides.isEmpty,
            leaf.sizing(along: axis).allows(w),
            !family[(share + 1)...].contains(where: { constraint in
                constraint.isRequired && constraint.firstAttribute.axis == along
                    && (Int(constraint.first.owner) == view || constraint.second.map { Int($0.owner) == view } == true)
            }),
            let broken = shorthand(of: view, axis: axis, in: tree)
        else { return .declined }
        guard !measuredWithShorthand(stack, tree: tree) else { return .declined }
        return .found(BrokenSize(
            view: view, axis: axis, kind: .shorthand,
            diagnostic: .unsatisfiable([family[share]], broken: broken, in: tree, guides: guides)))
    }

    /// Whether a stack above view `stack` is `fillProportionally`: it measures the natural size of
    /// a subtree holding `stack`, shorthands and all, while U lays out the document without a
    /// broken shorthand inside it, so the measures may differ.
    /// - Complexity: O(depth).
    private static func measuredWithShorthand(_ stack: Int, tree: LayoutTree) -> Bool {
        var above = stack
        while above != 0 {
            above = Int(tree.parents[above])
            if tree.nodes[above].stack?.distribution == .fillProportionally { return true }
        }
        return false
    }

    /// Whether the subtree of view `view` (an arranged view with subviews), laid out alone
    /// with its length along `axis` set to `length` and shown, has no conflict: then its service
    /// constraints hold at that length (a solution of its required constraints, the document's
    /// inside it and its shorthands among them, is one of fewer). They are per axis, so with U's
    /// values across they are a witness's inside the view. False where `meter` stops it.
    /// - Complexity: a solver over the subtree's constraints.
    private static func subtreeAdmits(
        _ view: Int, axis: Int, length: Double, tree: LayoutTree, document: LayoutDocument, meter: WorkMeter?
    ) -> Bool {
        var root = tree.nodes[view]
        root.isHidden = false
        if axis == 0 { root.width = length } else { root.height = length }
        // The document's constraints that do not resolve in the subtree drop out, as when it is measured.
        let lone = LoweredLayout(document: LayoutDocument(root: root, constraints: document.constraints, options: document.options))
        lone.solver.meter = meter
        lone.solve()
        return meter?.stop == nil && lone.conflicts.isEmpty
    }

    /// Whether view `view` may be `length` long along `axis` (0 x, 1 y) with every constraint
    /// inside it held: a leaf (no stack, scroll view or subview) where its required content size
    /// allows it, another view where its subtree laid out alone at that length has no conflict
    /// (``subtreeAdmits(_:axis:length:tree:document:meter:)``).
    /// - Complexity: O(1) for a leaf, else a solver over `view`'s subtree.
    private static func admits(
        _ view: Int, axis: Int, length: Double, tree: LayoutTree, document: LayoutDocument, meter: WorkMeter?
    ) -> Bool {
        let node = tree.nodes[view]
        guard node.stack == nil, !node.isScroll, node.subviews.isEmpty, node.arrangedSubviews.isEmpty else {
            return subtreeAdmits(view, axis: axis, length: length, tree: tree, document: document, meter: meter)
        }
        return node.sizing(along: axis).allows(length)
    }

    /// View `view`'s `width` (axis 0) or `height` shorthand, as the builders make it.
    static func shorthand(of view: Int, axis: Int, in tree: LayoutTree) -> BuiltConstraint? {
        var shorthands: [BuiltConstraint] = []
        ViewConstraintBuilder.appendShorthands(view: view, in: tree, to: &shorthands)
        return shorthands.first { $0.firstAttribute == (axis == 0 ? .width : .height) }
    }

    /// `root` with the `width` (axis 0) or `height` shorthand of view `view` (its number in
    /// `tree`, made from `root`) removed.
    /// - Complexity: O(views) to find the view's path, then O(depth).
    static func removingShorthand(axis: Int, of view: Int, tree: LayoutTree, from root: ViewNode) -> ViewNode {
        editing(view: view, tree: tree, from: root) { node in
            if axis == 0 { node.width = nil } else { node.height = nil }
        }
    }

    /// `root` with view `view` (its number in `tree`, made from `root`) changed by `change`.
    /// - Complexity: O(views) to find the view's path, then O(depth).
    static func editing(view: Int, tree: LayoutTree, from root: ViewNode, _ change: (inout ViewNode) -> Void) -> ViewNode {
        // The child positions from the root down: arranged (in arrangement order) or a plain subview.
        var path: [(arranged: Bool, index: Int)] = []
        var child = view
        while child > 0 {
            let parent = Int(tree.parents[child])
            if tree.isArranged[child] {
                path.append((true, tree.arranged(of: parent).firstIndex(of: Int32(child))! - tree.arranged(of: parent).startIndex))
            } else {
                // Plain subviews come before the arranged ones in tree order.
                var index = 0
                for other in (parent + 1)..<child where Int(tree.parents[other]) == parent && !tree.isArranged[other] { index += 1 }
                path.append((false, index))
            }
            child = parent
        }
        func edit(_ node: inout ViewNode, _ rest: ArraySlice<(arranged: Bool, index: Int)>) {
            guard let step = rest.last else {
                change(&node)
                return
            }
            if step.arranged {
                edit(&node.arrangedSubviews[step.index], rest.dropLast())
            } else {
                edit(&node.subviews[step.index], rest.dropLast())
            }
        }
        var root = root
        edit(&root, path[...])
        return root
    }

    /// Whether each of the decoration's equalities in a carried broken term's set
    /// (``BrokenSize/carriedThrough``) has its witness: the blocks solved again at U's solution
    /// `solved` (every constraint of U but the term held) with that equality left out and the
    /// decoration's term in (a constraint of its block, as before it was carried), with no conflict.
    /// That is a solution of every constraint but that equality (the blocks hold every document
    /// constraint naming a dependent view, the later ones too, which only restricts more), so
    /// every conflicting subset of those added before the term holds the equality. `resolved` are
    /// the document's constraints, resolved, which `blocks`' selection is of.
    /// - Complexity: a solve of the blocks per equality (one or two).
    static func carriedWitnessesHold(
        _ broken: BrokenSize, resolved: [BuiltConstraint], document: LayoutDocument, isDependent: [Bool], blocks: DependentBlocks,
        solved: DirectLayout, meter: WorkMeter?
    ) -> Bool {
        guard let source = broken.constraint else { return true }
        let (absolute, varies) = upstreamFrames(solved, isDependent: isDependent)
        for dropped in broken.carriedThrough {
            // The blocks' constraints in document order, less `dropped`, with the term in its place.
            var selection = BuiltSelection(of: resolved, capacity: blocks.constraints.count + 1)
            var placed = false
            for index in blocks.constraints.indices {
                let position = blocks.constraints.position(at: index)
                if !placed, position > source {
                    selection.append(position: source)
                    placed = true
                }
                if position != dropped { selection.append(position: position) }
            }
            if !placed { selection.append(position: source) }
            var trial = DependentBlocks(
                tree: blocks.tree, isDependent: isDependent, constraints: selection, rightToLeft: blocks.rightToLeft,
                fixedSizes: blocks.fixedSizes, documentConstraints: document.constraints, upstreamIsClean: false, meter: meter)
            trial.upstreamVaries = varies
            trial.relative = blocks.relative
            trial.guidesFollowFrames = blocks.guidesFollowFrames
            var values = absolute
            guard trial.solve(into: &values), trial.conflicts.isEmpty else { return false }
        }
        return true
    }

    /// The length at which broken term `source` holds its view of U: its constant as U reads it
    /// (`upstream`, positions `upstreamSources`), which for a decoration's carried term is the
    /// constant carried (``BrokenSize/decoration``), the document's elsewhere.
    private static func termLength(_ source: Int, document: LayoutDocument, upstream: [LayoutConstraint], upstreamSources: [Int]) -> Double {
        upstreamSources.firstIndex(of: source).map { upstream[$0].constant } ?? document.constraints[source].constant
    }

    /// Whether the set of a broken size term is shown the only minimal one: U solved again with the
    /// term required and without the equality that held the size (the shorthand, the earlier term,
    /// or for a stack's canvas the stack's shorthand), from `root` (the document's tree, without a
    /// shorthand broken before the term, which a witness need not meet), the blocks solved on it
    /// breaking only what they break in the layout (``DependentBlocks/breaksOnly(asIn:)``). That
    /// solution meets every constraint but that equality, the term among them, so every conflicting
    /// subset of those added before the term holds the equality, which alone conflicts with it. For
    /// a stack's canvas, each canvas connection's and alignment's witness too: U's solution `solved`
    /// (without the term) with the stack's arranged views (a connection dropped) or the view alone
    /// (its alignment dropped) the term's length from the other edge, the blocks solved again on it
    /// with no conflict. For a stack's family past its lone hidden view (``Holding/hiddenCanvas``),
    /// the equality is `UISV-hiding`: U is solved again with the view shown (its family then the
    /// connections alone), and each connection's witness is that solution with the view 0 long at
    /// the canvas's other end, the blocks solved again on it. Across nested alignments pinned to
    /// the root (``Holding/pinnedCross``), the equality is the root's shorthand, and every other
    /// member's witness a move of U's solution (``pinnedCrossMoves(of:stacks:tree:)``), the blocks
    /// solved again on each. Through a tie (``Holding/tie``), two witnesses: the tie dropped, and
    /// the other view's shorthand dropped (that view's own shorthand witness).
    /// A broken shorthand, or a pin pair (``BrokenSize/Kind``), is not looked at here: true.
    /// - Complexity: a direct solve of U and the blocks' solves (three for a stack's canvas or a
    ///   stack past its hidden view, five across a canvas where the view is not the first).
    static func sizeWitnessHolds(
        _ broken: BrokenSize, document: LayoutDocument, root: ViewNode, tree: LayoutTree, upstream: [LayoutConstraint],
        upstreamSources: [Int], brokenTies: Set<Int>, isDependent: [Bool], blocks: DependentBlocks, solved: DirectLayout,
        meter: WorkMeter?
    ) -> Bool {
        // A broken shorthand's witnesses, and a pin pair's, are shown where it is found.
        guard case .term(let source, let holding) = broken.kind else { return true }
        // A tie between two held lengths: its witnesses are moves of a solution of every required
        // constraint but the tie (``heldTie(_:source:document:tree:upstreamSources:rightToLeft:)``),
        // which U's and the blocks' are where nothing else conflicts.
        if let tied = broken.tieLength {
            guard brokenTies.isEmpty, blocks.conflicts.isEmpty else { return false }
            let (absolute, varies) = upstreamFrames(solved, isDependent: isDependent)
            let (child, axis, stack) = (broken.view, broken.axis, Int(tree.parents[broken.view]))
            let (inner, hidden) = heldTieStacks(of: child, tree: tree)
            // How much longer the tie wants `c` than U holds it.
            let grown = tied - absolute[child][2 + axis]
            var grownChild = absolute
            grownChild[child][2 + axis] = tied
            var moves: [[SIMD4<Double>]] = []
            if inner != child {
                // A connection of `c`'s to `inner` dropped: `inner` (with `h`) at the grown
                // canvas's high end, or where it is; then `inner` grown with `c` for its own family.
                var innerAtHighEnd = grownChild
                innerAtHighEnd[inner][axis] += grown
                innerAtHighEnd[hidden][axis] += grown
                moves += [innerAtHighEnd, grownChild]
                grownChild[inner][2 + axis] += grown
            }
            // `UISV-hiding` dropped: `h` fills the grown canvas; a connection dropped: `h` 0 long
            // at the canvas's high end, or where it is (its low end).
            var filled = grownChild
            filled[hidden][2 + axis] += grown
            var atHighEnd = grownChild
            atHighEnd[hidden][axis] += grown
            // `s`'s shorthand dropped: `s` as much shorter, the tie held at `c`'s length in U.
            var shortStack = absolute
            shortStack[stack][2 + axis] -= grown
            moves += [filled, atHighEnd, grownChild, shortStack]
            for var values in moves {
                var trial = blocks
                trial.upstreamVaries = varies
                guard trial.solve(into: &values), trial.conflicts.isEmpty else { return false }
            }
            return true
        }
        if case .canvas = holding {
            let (absolute, varies) = upstreamFrames(solved, isDependent: isDependent)
            let length = termLength(source, document: document, upstream: upstream, upstreamSources: upstreamSources)
            // A canvas connection dropped moves every arranged view (across, the others are aligned
            // to the first); an alignment dropped (across, the view not the first) moves it alone.
            let arranged = tree.arranged(of: Int(tree.parents[broken.view])).map(Int.init)
            let moves = arranged.count == 1 ? [arranged] : arranged[0] == broken.view ? [arranged] : [[broken.view], arranged]
            for (moved, keepsLowEdge) in moves.flatMap({ moved in [(moved, true), (moved, false)] }) {
                var values = absolute
                for view in moved {
                    if !keepsLowEdge { values[view][broken.axis] += values[view][2 + broken.axis] - length }
                    values[view][2 + broken.axis] = length
                }
                var trial = blocks
                trial.upstreamVaries = varies
                guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
            }
        }
        if case .nestedCanvas = holding {
            guard
                let (stacks, _) = nestedCanvas(
                    of: broken.view, axis: broken.axis, tree: tree, rightToLeft: document.options.layoutDirection == .rightToLeft)
            else { return false }
            let (absolute, varies) = upstreamFrames(solved, isDependent: isDependent)
            let rightToLeft = document.options.layoutDirection == .rightToLeft
            // Each view's length with the term held: `k`, and each stack its view's plus its insets.
            let path = [broken.view] + stacks
            var length = termLength(source, document: document, upstream: upstream, upstreamSources: upstreamSources)
            var lengths = [length]
            for stack in stacks {
                length += canvasInsets(of: tree.nodes[stack], axis: broken.axis, rightToLeft: rightToLeft)
                lengths.append(length)
            }
            // `S_i`'s connection dropped on one side: the views below it keep their other edges.
            for cut in 1...stacks.count {
                for keepsLowEdge in [true, false] {
                    var values = absolute
                    for (view, length) in zip(path[..<cut], lengths) {
                        if !keepsLowEdge { values[view][broken.axis] += values[view][2 + broken.axis] - length }
                        values[view][2 + broken.axis] = length
                    }
                    var trial = blocks
                    trial.upstreamVaries = varies
                    guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
                }
            }
        }
        if case .pinnedCross = holding {
            // Every member's witness but the root's shorthand's is a move on U's solution (``pinnedCrossTerm``).
            guard let term = upstreamSources.firstIndex(of: source),
                case let rightToLeft = document.options.layoutDirection == .rightToLeft,
                let (stacks, _, _) = pinnedCross(
                    of: broken.view, axis: broken.axis, tree: tree, upstream: upstream, before: term,
                    pins: { rootPins(upstream, tree: tree, rightToLeft: rightToLeft) }, rightToLeft: rightToLeft)
            else { return false }
            let (absolute, varies) = upstreamFrames(solved, isDependent: isDependent)
            // Every moved view is as much longer as the term's view.
            let delta = upstream[term].constant - absolute[broken.view][2 + broken.axis]
            for moved in pinnedCrossMoves(of: broken.view, stacks: stacks, tree: tree) {
                for keepsLowEdge in [true, false] {
                    var values = absolute
                    for view in moved {
                        if !keepsLowEdge { values[view][broken.axis] -= delta }
                        values[view][2 + broken.axis] += delta
                    }
                    var trial = blocks
                    trial.upstreamVaries = varies
                    guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
                }
            }
        }
        var root = root
        var constraints = upstream
        var sources = upstreamSources
        var collapsed = (before: 0.0, after: 0.0)
        switch holding {
        case .pinnedCross:
            // The root's shorthand dropped.
            root = removingShorthand(axis: broken.axis, of: 0, tree: tree, from: root)
        case .nestedCanvas:
            // The top stack's shorthand dropped.
            var top = Int(tree.parents[broken.view])
            while tree.isArranged[top] { top = Int(tree.parents[top]) }
            root = removingShorthand(axis: broken.axis, of: top, tree: tree, from: root)
        case .hiding:
            // `UISV-hiding` dropped: the view shown, its spacings then as long as its stack's with it
            // shown; the term held `before + after` shorter, as the view is that much longer once
            // moved back onto the collapsed spacings (below; checked at ``hidingTerm``).
            guard let (_, _, move) = hidingMove(of: broken.view, tree: tree),
                let position = upstreamSources.firstIndex(of: source)
            else { return false }
            collapsed = move
            constraints[position].constant -= move.before + move.after
            root = editing(view: broken.view, tree: tree, from: root) { $0.isHidden = false }
        case .hiddenCanvas:
            // `UISV-hiding` dropped: the hidden view shown (its family along the axis then the two
            // connections alone, checked at ``hiddenCanvasTerm``), the term kept.
            let arranged = tree.arranged(of: broken.view)
            root = editing(view: Int(arranged[arranged.startIndex]), tree: tree, from: root) { $0.isHidden = false }
        case .canvas:
            // The stack's shorthand dropped: the connections' witnesses are the move argued at ``canvasTerm``.
            root = removingShorthand(axis: broken.axis, of: Int(tree.parents[broken.view]), tree: tree, from: root)
        case .shorthand:
            root = removingShorthand(axis: broken.axis, of: broken.view, tree: tree, from: root)
        case .constraint(let held), .tie(let held):
            if case .tie = holding {
                // The other view's shorthand dropped: that view's `.shorthand` witness, U solved
                // again without it and with the term (the tie then holds the view at the term's length).
                guard let other = tiedView(document.constraints[held], besides: broken.view, tree: tree),
                    sizeWitnessHolds(
                        BrokenSize(view: other, axis: broken.axis, kind: .term(source, heldBy: .shorthand), diagnostic: broken.diagnostic),
                        document: document, root: root, tree: tree, upstream: upstream, upstreamSources: upstreamSources,
                        brokenTies: brokenTies, isDependent: isDependent, blocks: blocks, solved: solved, meter: meter)
                else { return false }
            }
            // The earlier term, or the tie, dropped.
            if let position = upstreamSources.firstIndex(of: held) {
                constraints.remove(at: position)
                sources.remove(at: position)
            }
        }
        guard
            let witnessTree = DirectTree(
                root: root, rightToLeft: document.options.layoutDirection == .rightToLeft, leaving: isDependent),
            // A cross tie broken in U (independent of the size) is taken broken here too: a
            // witness need not meet it (it comes after the size, or broke before it).
            let witnessDocument = DirectDocument(
                tree: witnessTree, constraints: constraints, options: document.options,
                documentConstraints: document.constraints, takingBrokenTie: true),
            // Only a tie broken in U, or one after the size, may break at the witness: an earlier one
            // that holds with the size must hold there too.
            witnessDocument.brokenTies.allSatisfy({ tie in
                brokenTies.contains(sources[tie.constraint]) || sources[tie.constraint] > source
            }),
            let witness = DirectLayout(
                witnessDocument, options: document.options, documentConstraints: constraints.count, meter: meter)
        else { return false }
        let (frames, varies) = upstreamFrames(witness, isDependent: isDependent)
        var absolute = frames
        // A hidden view's spacings collapsed again: its leading edge back by `before`, its trailing
        // edge on by `after` (leading is the right edge along x right to left).
        let growth = collapsed.before + collapsed.after
        if growth != 0 {
            let rightToLeft = broken.axis == 0 && document.options.layoutDirection == .rightToLeft
            absolute[broken.view][broken.axis] -= rightToLeft ? collapsed.after : collapsed.before
            absolute[broken.view][2 + broken.axis] += growth
        }
        var trial = blocks
        trial.upstreamVaries = varies
        var values = absolute
        guard trial.solve(into: &values), trial.breaksOnly(asIn: blocks) else { return false }
        guard case .hiddenCanvas = holding else { return true }
        // A canvas connection dropped: the shown view 0 long at the other end of the canvas.
        let arranged = tree.arranged(of: broken.view)
        let hidden = Int(arranged[arranged.startIndex])
        for keepsLowEdge in [true, false] {
            var moved = absolute
            if !keepsLowEdge { moved[hidden][broken.axis] += moved[hidden][2 + broken.axis] }
            moved[hidden][2 + broken.axis] = 0
            var again = blocks
            again.upstreamVaries = varies
            guard again.solve(into: &moved), again.breaksOnly(asIn: blocks) else { return false }
        }
        return true
    }
}

extension StackProperties {
    /// `view`'s shorthand along this stack's axis.
    fileprivate func along(_ view: ViewNode) -> Double? { axis == .horizontal ? view.width : view.height }

    /// `view`'s shorthand across this stack's axis.
    fileprivate func across(_ view: ViewNode) -> Double? { axis == .horizontal ? view.height : view.width }
}
