import ConstraintSolver

/// The layout of a document split in two: its upstream part U, solved directly
/// (``DirectLayout``: stack trees and pinned views), then its dependent blocks B, solved after U
/// with U's values as constants.
///
/// The dependent views are the plain leaves that are not arranged (a stack's background, a
/// separator line, a badge), scroll views aside; a block is a set of them joined by the document's
/// constraints. A constraint naming a dependent view goes to its block (declined if it also names a
/// scroll view's guide); size terms, pins and cross ties of U's views stay in U (a size equal to a
/// fixed size as the size term it is, `BlockLayout+SizeEqualities.swift`; a decoration's optional
/// size term on its length where that is a view of U's plus a constant as that view's,
/// `BlockLayout+CarriedTerms.swift`), which nothing of B reads (the lowering makes no constraint between a plain subview and its superview); any other
/// constraint between views of U is a block without views, checked at U's values, and U is
/// solved without it (an optimum of fewer constraints that meets the others is an optimum of all).
///
/// Exactness (strict priorities are a lexicographic minimum of the error vector, highest level
/// first): when the values of U the blocks read are unique among U's optima (U tied elsewhere is
/// taken: its optima times the blocks' are the optimal set) and each block, U fixed at
/// that optimum, keeps the least errors it could keep with U's values free (zero, most often),
/// then U's optimum plus the blocks' solutions is the whole document's optimum: the sum of two
/// lexicographic minima is the least sum, and this solution achieves it. Every optimum of the
/// whole then has U at its unique value and each block in its optimal set given U, so a block's
/// value is unique exactly when it is unique in its own solver: a value that is not is reported `ambiguous`, and the block's
/// solver picks one of its optima (the contract asks for one of them, not the simplex's). The
/// layout declines (nil, and the whole document goes to the simplex, which gives its conflict sets
/// and broken constraints) when U declines, and when a block reads a value of U that varies where
/// it is not shown to follow it (``DependentBlocks``' `solveMoving`), its
/// required constraints conflict (but where the conflict is within one dependent view's own frame
/// and its minimal set the only one, which the block then reports as the simplex would:
/// ``DependentBlocks``) or it keeps more error than it would with U's values free but the fixed
/// ones (it might pull on U). U's own conflicts are taken in two classes, each where its set is
/// shown the only minimal one: a required cross tie past its canvas (`BlockLayout+BrokenTie.swift`)
/// and a required size held at another value by the constraints before it
/// (`BlockLayout+BrokenSize.swift`).
struct BlockLayout {
    /// Every view's frame, in tree order.
    private(set) var frames: [ViewFrame] = []
    /// Every view's frame in the root's coordinates, unrounded, in tree order: what the fixed
    /// point reads its inputs from.
    private(set) var absoluteFrames: [SIMD4<Double>] = []
    /// Each scroll view's `contentSize`, in tree order (U's: scroll views are never dependent).
    private(set) var scroll: [ScrollContent] = []
    /// The `unsatisfiable` diagnostics of the conflicts, U's and those within one dependent
    /// view's constraints, in the order the whole document's solver meets them.
    private(set) var conflicts: [Diagnostic] = []
    /// The views with a frame value that is not unique among the optima, and those values, in
    /// tree order, before any diagnostic is made (``LayoutEngine/stands(_:_:frames:spread:)`` reads them).
    private(set) var ambiguities = AmbiguityList(ids: [])
    /// The conflicts' diagnostics, then the `ambiguous` ones, in tree order.
    var diagnostics: [Diagnostic] { conflicts + ambiguities.diagnostics }
    /// What the solver path would have made for the same document.
    private(set) var variableCount = 0
    private(set) var constraintCount = 0
    /// How many dependent blocks were solved.
    private(set) var blockCount = 0
    /// What a layout at another canvas starts from (``update(canvas:restoring:meter:)``): U's
    /// direct layout and constraints, which views are dependent, and the blocks (the whole tree,
    /// the dependent views' constraints, lowered and solved again on U's new values).
    private var upstream: DirectLayout
    private let upstreamConstraints: [LayoutConstraint]
    private var blocks: DependentBlocks
    private let isDependent: [Bool]
    /// The ties of U that equalities of two free siblings' lengths cut (``TieCut``).
    private let tieCuts: [TieCut]
    private let dependentCount: Int
    /// How many dependent views come before each view in tree order (U's number of a view is its
    /// own less that).
    private let dependentBefore: [Int32]
    private let options: LayoutOptions
    /// The conflicts of the required cross ties past their canvases that U takes broken
    /// (``brokenTieConflict(_:document:tree:upstream:upstreamConstraints:dependent:isDependent:held:)``),
    /// in the order of their ties, with the witnesses that show each set the only minimal one.
    private let brokenTies: [(diagnostic: Diagnostic, witness: BrokenTieWitness)]
    /// The conflicts of U's broken constraints, its ties' and its sizes' (``BrokenSize``, one or
    /// several arranged views' cross shorthands in one stack), each at its place in the whole
    /// document's order of addition (a tie or a size term at its position among the document's
    /// constraints, a shorthand among the shorthands, by view), where the blocks' own conflicts
    /// are merged in; and how many constraints the builders make that U's tree does not count for
    /// the broken sizes.
    private var upstreamConflicts: [(place: DependentBlocks.ContractPlace, diagnostic: Diagnostic)] = []
    private let brokenShorthandCount: Int
    /// Whether U takes a size broken (``BrokenSize``).
    private var hasBrokenSize = false
    /// Whether U takes two arranged views' lengths equal, or composes an optional relation
    /// between them (``equalPair(_:tree:)``): right only where the relation misses U's optimum
    /// without it, which another canvas or pass may change.
    private var takesEqualPair = false
    /// The axis of the pair's lengths where they lie across the root's stack (``equalPair(_:tree:)``),
    /// along which U may then not vary while it varies along the other (design note, section 5,
    /// *Beside a tie across*); nil otherwise.
    private var equalPairCrossAxis: Int? = nil
    /// The size (`4 × view + 2 + axis`) a relation on a length U's tie moves bounds, where U takes
    /// it as that bound (``MovingBound``): right only where that length still varies in U's
    /// layout, and at this canvas (its constant is the other side's value there); nil otherwise.
    private var boundView: Int? = nil
    /// Whether U takes a decoration's required size term (``carriedTerms(_:resolved:tree:isDependent:rightToLeft:includingRequired:includingContentSizes:)``):
    /// exact only where the whole document has no conflict.
    private var carriesRequiredTerm = false
    /// Whether U takes a stack's length against its first arranged view's as its other view's
    /// size term (``seriesRestTerm(_:in:)``): exact only where the whole document has no conflict
    /// (every solution then meets the chain).
    private var takesSeriesTerm = false
    /// Whether U takes a size term whose constant is a length the required constraints hold: the
    /// root's (``rootLengthTerm(_:in:)``) or a view's through its pins and alignments
    /// (``heldLength(_:axis:in:constraints:equalities:rightToLeft:depth:)``): exact only where the whole document has no
    /// conflict (one would name those constraints), and at this canvas (the root's length there).
    private var readsHeldLength = false
    /// Whether a decoration's size term carried to U (``carriedTerms(_:resolved:tree:isDependent:rightToLeft:includingRequired:includingContentSizes:)``)
    /// has a guide's insets in its constant, which another canvas or pass may move.
    private let carriesGuide: Bool

    /// A constraint's error below which it counts as met, relative to its constants (at least 1):
    /// far below the solver's own tolerance of 1e-8, far above the rounding of a block's solve.
    static let tolerance = 1e-9

    /// What U's attempts share (``init(document:meter:)``): the document's tree, which views are
    /// dependent, its constraints resolved, and the size terms carried to U (the optional ones,
    /// then all where those decline).
    private struct SharedInputs {
        let tree: LayoutTree
        let isDependent: [Bool]
        let dependentCount: Int
        let resolved: [BuiltConstraint]
        var carried: [CarriedTerm]
        /// The dependent views' content sizes carried to U (`BlockLayout+CarriedTerms.swift`,
        /// *Content sizes*), two terms a view and axis.
        let contentSizes: [CarriedTerm]
        /// The series of the content sizes of chains of dependent views between two edges of a view
        /// of U (`BlockLayout+SeriesContentSizes.swift`), one or two terms a chain.
        let series: Series
        /// Whether a carried term's constant holds a guide's insets.
        var carriesGuide: Bool {
            carried.contains { $0.readsGuide } || contentSizes.contains { $0.readsGuide } || series.terms.contains { $0.readsGuide }
        }
    }

    /// The layout of `document` as U plus dependent blocks, or nil where that does not give the
    /// whole document's optimum (see the type's notes) or `meter` stops it (the caller asks the
    /// meter why). U takes the optional cross ties it can (``isUpstream(_:in:optionalTies:)``);
    /// where that declines with one, the same inputs are laid out again with each as a block
    /// without views, checked at U's values (design note, section 5, "Optional cross ties in U");
    /// where both decline and a decoration has a required size term U can carry, both again with
    /// it carried (`BlockLayout+CarriedTerms.swift`, "Required terms"): the tree, the resolved
    /// constraints and the carried terms are built once.
    /// - Complexity: O(views + constraints) besides U's direct solves (up to four where an
    ///   optional tie and a required term decline) and the blocks' solves, each a solver over one
    ///   block's views alone.
    init?(document: LayoutDocument, meter: WorkMeter? = nil) {
        // Without a dependent view or a constraint U does not take, the direct layout alone is
        // this strategy, already tried.
        guard !document.options.includeConstraints, !document.options.render.guides,
            Self.hasPlainLeafSubview(document.root)
                || document.constraints.contains(where: {
                    Self.isSizeTie($0) || (SizeTerm.axis(of: $0) == nil && !DirectDocument.isPinShaped($0))
                })
                || Self.mayBreakSize(document.root, constraints: document.constraints)
        else { return nil }
        let tree = LayoutTree(document)
        let count = tree.viewCount
        let heldBytes = Self.heldBytes(tree: tree, copyingViews: false)
        if let meter {
            if meter.reserve(bytes: heldBytes) { return nil }
            meter.heldBytes += heldBytes
        }
        defer { meter?.heldBytes -= heldBytes }
        var isDependent = [Bool](repeating: false, count: count)
        var dependentCount = 0
        // Whether a dependent view has an intrinsic size, whose content size U may take (*Content sizes*).
        var dependentContent = false
        // Each node read where the tree holds it (a subscript of the array copied it, a view's arrays retained).
        for view in 1..<max(count, 1) where !tree.isArranged[view] && Self.isDependent(tree.nodes.address(of: view)) {
            isDependent[view] = true
            dependentCount += 1
            let intrinsic = tree.nodes.address(of: view).pointee.intrinsicContentSize
            if intrinsic.width != nil || intrinsic.height != nil { dependentContent = true }
        }
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        var resolved: [BuiltConstraint] = []
        resolved.reserveCapacity(document.constraints.count)
        // Each constraint read where it lies (the array's iterator copied each one, retaining and
        // releasing its anchors' ids and its name).
        let resolvedAll = document.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices {
                guard let built = tree.resolve(constraints.baseAddress! + index) else { return false }
                resolved.append(built)
            }
            return true
        }
        guard resolvedAll else { return nil }
        // A decoration's size terms along an axis where its length is a view of U's plus a
        // constant are that view's size terms (`BlockLayout+CarriedTerms.swift`): the optional
        // ones first, and the required ones too only where that declines (a required term U takes
        // declines on any conflict, where its block alone may report a decoration's own).
        // The required ones are found only then, so that a document taken without them pays nothing for them.
        let (optional, contentSizes, series) = Self.carriedTerms(
            document.constraints, resolved: resolved, tree: tree, isDependent: isDependent, rightToLeft: rightToLeft,
            includingRequired: false, includingContentSizes: dependentContent)
        var shared = SharedInputs(
            tree: tree, isDependent: isDependent, dependentCount: dependentCount, resolved: resolved, carried: optional,
            contentSizes: contentSizes, series: series)
        if let layout = Self.attempts(document: document, shared, meter: meter) {
            self = layout
            return
        }
        guard !(meter?.reserve(bytes: 0) ?? false) else { return nil }
        let carried = Self.carriedTerms(
            document.constraints, resolved: resolved, tree: tree, isDependent: isDependent, rightToLeft: rightToLeft,
            includingRequired: true, includingContentSizes: false).terms
        guard optional.count < carried.count else { return nil }
        shared.carried = carried
        guard let layout = Self.attempts(document: document, shared, meter: meter) else { return nil }
        self = layout
    }

    /// The layout of `document` over `shared` with U taking the optional cross ties it can, or,
    /// where that declines with one, each as a block without views; nil where both decline.
    private static func attempts(document: LayoutDocument, _ shared: SharedInputs, meter: WorkMeter?) -> Self? {
        var tookOptionalTie = false
        if let layout = Self.layout(document: document, shared, optionalTiesInU: true, tookOptionalTie: &tookOptionalTie, meter: meter) {
            return layout
        }
        // Without an optional tie in U the second attempt is the first; a stopped meter stops it.
        guard tookOptionalTie, !(meter?.reserve(bytes: 0) ?? false) else { return nil }
        return Self.layout(document: document, shared, optionalTiesInU: false, tookOptionalTie: &tookOptionalTie, meter: meter)
    }

    /// The layout of `document` over `shared`; where it declines on a required size relation
    /// between two views of U that U's optimum misses, laid out again with U taking the two
    /// sizes equal where it can (``equalPair(_:tree:)``; design note, section 5, "A required
    /// `>=` between two views of U"), or on an optional one that keeps more error there than
    /// with U's values free, with U composing it across an aligned stack ("An optional `>=`
    /// between two views of U").
    private static func layout(
        document: LayoutDocument, _ shared: SharedInputs, optionalTiesInU: Bool, tookOptionalTie: inout Bool,
        meter: WorkMeter?
    ) -> Self? {
        var unmet: BuiltConstraint?
        var moving: MovingBound?
        if let layout = Self(
            document: document, shared, optionalTiesInU: optionalTiesInU, equalPair: nil, bound: nil,
            tookOptionalTie: &tookOptionalTie, unmetCheck: &unmet, movingBound: &moving, meter: meter)
        {
            return layout
        }
        if let bound = moving, !(meter?.reserve(bytes: 0) ?? false) {
            return Self(
                document: document, shared, optionalTiesInU: optionalTiesInU, equalPair: nil, bound: bound,
                tookOptionalTie: &tookOptionalTie, unmetCheck: &unmet, movingBound: &moving, meter: meter)
        }
        guard let check = unmet, let pair = equalPair(check, tree: shared.tree), !(meter?.reserve(bytes: 0) ?? false)
        else { return nil }
        return Self(
            document: document, shared, optionalTiesInU: optionalTiesInU, equalPair: pair, bound: nil,
            tookOptionalTie: &tookOptionalTie, unmetCheck: &unmet, movingBound: &moving, meter: meter)
    }

    /// The layout of `document` as U plus dependent blocks over `shared`, U taking the optional
    /// cross ties it can only with `optionalTiesInU` (else each is a block without views), and
    /// the lengths of the two arranged views of `equalPair` (the earlier's number and the lengths'
    /// axis, ``equalPair(_:tree:)``) equal, or their optional relation composed and counted with
    /// U's constraints rather than a block; `tookOptionalTie` set where U took one, `unmetCheck` where the blocks declined on a
    /// required constraint between views of U that cannot hold at U's values, or an optional one
    /// keeping more error there than with U's values free; with `bound`, U takes that relation as
    /// a size term of its varying length (``MovingBound``), `movingBound` set where the blocks
    /// declined on a relation that U may take so.
    private init?(
        document: LayoutDocument, _ shared: SharedInputs, optionalTiesInU: Bool, equalPair: EqualPair?, bound: MovingBound?,
        tookOptionalTie: inout Bool, unmetCheck: inout BuiltConstraint?, movingBound: inout MovingBound?, meter: WorkMeter?
    ) {
        let tree = shared.tree, isDependent = shared.isDependent, dependentCount = shared.dependentCount
        let resolved = shared.resolved, carried = shared.carried
        let count = tree.viewCount
        let rightToLeft = document.options.layoutDirection == .rightToLeft
        // Document constraints: those naming a dependent view to the blocks, the others to U,
        // whose direct layout takes a view's own size to a constant (`a.width >= 44 @750`) as a
        // size term (``SizeTerm``).
        var upstream: [LayoutConstraint] = []
        // Each of `upstream`'s position in the document's constraints.
        var upstreamSources: [Int] = []
        var tieCuts: [TieCut] = []
        // How many of the document's constraints are an optional relation U composes with the
        // equal pair's clip (``DirectDocument/pairRelation``): counted with U's, solved in it.
        var composedRelations = 0
        // Whether U takes a size term exact only where the service's required constraints hold: a
        // relation to a hidden view's length (``hiddenLengthTerm(_:in:)``) or a stack's length
        // against its first arranged view's (``seriesRestTerm(_:in:)``).
        var readsServiceTerm = false
        var nextCarried = 0
        // Sized before any is placed: those naming a dependent view go to the blocks, most others
        // to U (grown as they went, the arrays moved every constraint a dozen times a layout).
        var namingDependent = 0
        for index in resolved.indices {
            let (first, second) = (Int(resolved[index].first.owner), Int(resolved[index].second?.owner ?? 0))
            if (first < count && isDependent[first]) || (second < count && isDependent[second]) { namingDependent += 1 }
        }
        // Those naming a dependent view, by their positions in `resolved` (not copied).
        var dependent = BuiltSelection(of: resolved, capacity: namingDependent)
        upstream.reserveCapacity(resolved.count - namingDependent)
        upstreamSources.reserveCapacity(resolved.count - namingDependent)
        // The required equalities by view, made where a size equality first asks (``requiredEqualities(_:in:)``).
        var requiredEqualities: [Int: [Int]]?
        // By position, each constraint read in place and copied only where it goes to U.
        for source in document.constraints.indices {
            let first = resolved[source].first, second = resolved[source].second
            if nextCarried < carried.count, carried[nextCarried].source == source {
                upstream.append(carried[nextCarried].term)
                upstreamSources.append(source)
                nextCarried += 1
                continue
            }
            let owners = (Int(first.owner), Int(second?.owner ?? 0))
            if owners.0 >= count || owners.1 >= count {
                // A scroll view's guide (by name or by the legacy rule) goes to U, whose direct
                // layout substitutes the guides away (``ScrollReduction``); blocks never read one.
                guard Self.isScrollGuide(owners.0, in: tree) || Self.isScrollGuide(owners.1, in: tree),
                    owners.0 >= count || !isDependent[owners.0], owners.1 >= count || !isDependent[owners.1]
                else { return nil }
                upstream.append(document.constraints[source])
                upstreamSources.append(source)
                continue
            }
            let namesDependent = isDependent[owners.0] || (second != nil && isDependent[owners.1])
            guard !namesDependent else {
                dependent.append(position: source)
                continue
            }
            // Read out of the array once and lent to each test, then moved into U: each test read
            // it from the array, copying it (its ids retained and released) for the call.
            let constraint = document.constraints[source]
            if Self.isUpstream(constraint, in: tree, optionalTies: optionalTiesInU) {
                if DirectDocument.isOptionalTie(constraint) { tookOptionalTie = true }
                upstream.append(consume constraint)
                upstreamSources.append(source)
            } else if let term = Self.fixedSizeTerm(
                constraint, in: tree, constraints: document.constraints, rightToLeft: rightToLeft, equalities: &requiredEqualities,
                readsHeldLength: &readsHeldLength)
            {
                // A size equal to a fixed size: a size term (`BlockLayout+SizeEqualities.swift`).
                upstream.append(term)
                upstreamSources.append(source)
            } else if let term = Self.rootLengthTerm(constraint, in: tree) {
                // A length relative to the root's, which its shorthand holds: a size term
                // (`BlockLayout+SizeEqualities.swift`), exact where nothing conflicts.
                upstream.append(term)
                upstreamSources.append(source)
                readsHeldLength = true
            } else if let term = Self.seriesRestTerm(constraint, in: tree),
                let other = tree.viewIndex(of: term.first), !isDependent[other]
            {
                // A stack's length against its first arranged view's: its other view's bound by
                // the chain (`BlockLayout+SizeEqualities.swift`), exact where the chain holds.
                upstream.append(term)
                upstreamSources.append(source)
                readsServiceTerm = true
                takesSeriesTerm = true
            } else if let term = Self.hiddenLengthTerm(constraint, in: tree) {
                // An optional relation to a hidden arranged view's length along its stack, 0 by
                // its required `UISV-hiding`: a size term (`BlockLayout+SizeEqualities.swift`).
                upstream.append(term)
                upstreamSources.append(source)
                readsServiceTerm = true
            } else if let bound, bound.source == source {
                // A relation on a length U's tie moves, as the bound it is on U's optima.
                upstream.append(bound.term)
                upstreamSources.append(source)
                boundView = bound.view
            } else if equalPair?.relation != nil, Self.equalPair(resolved[source], tree: tree) == equalPair {
                composedRelations += 1
            } else {
                // A constraint between views of U that U does not take (`a.width >= b.width`, an
                // optional cross tie U does not take, two siblings' equal sizes) is a block of its own, without
                // views: U is solved without it, and it is checked at U's values (``DependentBlocks``),
                // after the tie two free siblings' equal lengths cut is cut.
                if let cut = Self.tieCut(constraint, in: tree, constraints: document.constraints) {
                    tieCuts.append(cut)
                }
                dependent.append(position: source)
            }
        }
        // A required size held at another value by the constraints before it is the whole
        // document's broken constraint: U is solved without it (`BlockLayout+BrokenSize.swift`).
        var brokenSize: BrokenSize?
        switch Self.brokenSize(
            document: document, tree: tree, upstream: upstream, upstreamSources: upstreamSources, meter: meter)
        {
        case .none: break
        case .found(let found): brokenSize = found
        case .declined: return nil
        }
        // A cross tie past its canvas (a size tie of U) may be U's broken constraint.
        guard
            dependentCount > 0 || !dependent.isEmpty || upstream.contains(where: Self.isSizeTie) || brokenSize != nil
                || composedRelations > 0 || readsServiceTerm || readsHeldLength || bound != nil
        else { return nil }
        // The dependent views' content sizes carried to U (`BlockLayout+CarriedTerms.swift`,
        // *Content sizes*), after the document's terms. Argued where U breaks nothing along their
        // axis (they have no source among the document's constraints, which U's conflicts name):
        // beside a broken size along it they stay in their blocks, as before; the other axis is
        // a problem of its own (*Beside a broken size across*). A chain's series alike
        // (`BlockLayout+SeriesContentSizes.swift`), its pairs kept in its block, only where U
        // breaks nothing.
        let brokenAxes = brokenSize.map { [$0.axis] + $0.after.map(\.axis) } ?? []
        let carriedSizes = brokenAxes.isEmpty ? shared.contentSizes : shared.contentSizes.filter { !brokenAxes.contains($0.source % 2) }
        let contentSizes = brokenSize == nil ? carriedSizes + shared.series.terms : carriedSizes
        for entry in contentSizes {
            upstream.append(entry.term)
            upstreamSources.append(-1)
        }
        var upstreamRoot = document.root
        var solvedUpstream = upstream
        var solvedSources = upstreamSources
        // The broken size term: the size itself, or one after a broken shorthand.
        let brokenTerm = brokenSize.flatMap { $0.constraint == nil ? $0.after.first : $0 }
        if let brokenSize, brokenSize.constraint == nil {
            for view in [brokenSize.view] + brokenSize.further.map(\.view) {
                upstreamRoot = Self.removingShorthand(axis: brokenSize.axis, of: view, tree: tree, from: upstreamRoot)
            }
        }
        if let source = brokenTerm?.constraint, let position = upstreamSources.firstIndex(of: source) {
            solvedUpstream.remove(at: position)
            solvedSources.remove(at: position)
        }
        var dependentBefore = [Int32](repeating: 0, count: count + 1)
        for view in 0..<count {
            dependentBefore[view + 1] = dependentBefore[view] + (isDependent[view] ? 1 : 0)
        }
        // U is the document without its dependent views, flattened from the document in place;
        // those that might pull on a nested stack's fitting size keep it from being measured.
        let pulling = Self.pullingDependents(tree: tree, isDependent: isDependent, constraints: dependent, rightToLeft: rightToLeft)
        // A lone view of a `fillProportionally` stack is measured in the document as the builders
        // measure it, its node read from U's root: only where that is the document's, unedited.
        let editedRoot = brokenSize != nil && brokenSize?.constraint == nil
        guard
            let upstreamTree = DirectTree(
                root: upstreamRoot, rightToLeft: rightToLeft, leaving: isDependent, pulling: pulling,
                measuring: editedRoot ? nil : document, meter: meter),
            composedRelations == (equalPair?.relation == nil ? 0 : 1),
            var upstreamDocument = DirectDocument(
                tree: upstreamTree, constraints: solvedUpstream, options: document.options,
                documentConstraints: Self.measuredConstraints(document.constraints, carried: carried),
                takingBrokenTie: true,
                pairLevel: equalPair.flatMap { pair in pair.relation.map { ($0.priority, pair.axis) } }),
            dependentCount > 0 || !dependent.isEmpty || !upstreamDocument.brokenTies.isEmpty || brokenSize != nil
                || composedRelations > 0 || readsServiceTerm || readsHeldLength || bound != nil
        else { return nil }
        // A pin to a sibling's edge (or across its superview's) is exact where U's required
        // constraints have a solution (design note, section 5, "Pins to a sibling's edge"): none
        // beside a broken constraint of U.
        guard !upstreamDocument.readsEqualities || (brokenSize == nil && upstreamDocument.brokenTies.isEmpty) else { return nil }
        if let equalPair {
            // The argument is of the whole document's optimum without a conflict: one elsewhere
            // declines, but a broken size beside an optional relation, whose error is constant
            // in every solution of the others (U is the document without it) and whose witnesses
            // need not meet an optional constraint (design note, section 5, "A required size held
            // at another value", *A size term held through a tie*); and broken cross ties (no
            // broken size beside them) along the other axis than the pair's: the axes' problems
            // are apart, the ties' arguments read one and the pair's the other, and the ties'
            // witnesses move nothing the relation reads (*Beside a broken tie across*).
            guard brokenSize == nil || equalPair.relation != nil,
                upstreamDocument.brokenTies.isEmpty
                    || (brokenSize == nil
                        && upstreamDocument.brokenTies.allSatisfy { upstreamDocument.crossAxis(of: $0) != equalPair.axis })
            else { return nil }
            upstreamDocument.equalPair = Int32(equalPair.view) - dependentBefore[equalPair.view]
            upstreamDocument.equalPairAxis = equalPair.axis
            upstreamDocument.pairRelation = equalPair.relation
        }
        takesEqualPair = equalPair != nil
        if let equalPair, let stack = tree.nodes[0].stack, equalPair.axis != (stack.axis == .horizontal ? 0 : 1) {
            equalPairCrossAxis = equalPair.axis
        }
        // A decoration's required term in U is exact where nothing conflicts (`BlockLayout+CarriedTerms.swift`,
        // "Required terms"): U's conflicts here, a block's in `place`.
        // Or where the one required term carried is the broken size, alone (its set through the
        // decoration's equalities, `BlockLayout+BrokenSize.swift`): the document without it is
        // then one where nothing conflicts, and a block's conflict declines as before (`place`).
        carriesRequiredTerm = carried.contains { $0.term.priority >= 1000 }
        var brokenCarried = false
        if carriesRequiredTerm, let broken = brokenSize, !broken.carriedThrough.isEmpty, broken.further.isEmpty, broken.after.isEmpty {
            // One scan, stopping at a second required term: the broken size must be the only one.
            var required = carried.lazy.filter { $0.term.priority >= 1000 }.makeIterator()
            brokenCarried = required.next().map { $0.source == broken.constraint } == true && required.next() == nil
        }
        guard !carriesRequiredTerm || ((brokenSize == nil || brokenCarried) && upstreamDocument.brokenTies.isEmpty) else { return nil }
        guard contentSizes.isEmpty || upstreamDocument.brokenTies.isEmpty else { return nil }
        // A hidden view's length is 0 only where its `UISV-hiding` holds, a stack's length the
        // chain's only where the chain does: beside a broken constraint of U (which might be one)
        // the relation is not shown a size term.
        guard !readsServiceTerm || (brokenSize == nil && upstreamDocument.brokenTies.isEmpty) else { return nil }
        guard !readsHeldLength || (brokenSize == nil && upstreamDocument.brokenTies.isEmpty) else { return nil }
        // The bound's argument is of the whole document without a conflict.
        guard bound == nil || (brokenSize == nil && upstreamDocument.brokenTies.isEmpty) else { return nil }
        // A carried content size is counted where the builders make it, among its view's service
        // constraints (its block's, which leaves it out of its rows).
        var solved = DirectLayout(
            upstreamDocument, options: document.options, documentConstraints: upstream.count - contentSizes.count + composedRelations, meter: meter)
        // A broken tie's child held at its shorthand on a canvas held elsewhere: the tie of offset
        // 0 has no solution, and the tie's error is the same in every one, so it is left out.
        if solved == nil, upstreamDocument.leaveOutConstantTies() {
            solved = DirectLayout(
                upstreamDocument, options: document.options, documentConstraints: upstream.count - contentSizes.count + composedRelations, meter: meter)
        }
        guard let direct = solved else { return nil }
        // After U's solve: a lone arranged view held across `fill` (found there) moves the canvas.
        var brokenTies: [(diagnostic: Diagnostic, witness: BrokenTieWitness)] = []
        for broken in upstreamDocument.brokenTies {
            // U's constraints as solved: a broken size term is not one (it is no required
            // constraint of the tie's witnesses, which need only U's).
            guard
                let conflict = Self.brokenTieConflict(
                    solvedSources[broken.constraint], document: document, tree: tree,
                    upstream: solvedSources, upstreamConstraints: solvedUpstream, dependent: dependent,
                    isDependent: isDependent, pulling: pulling, held: direct.heldTie(broken.child)),
                brokenSize.map({ Self.isIndependent($0, of: conflict.1) }) ?? true
            else { return nil }
            brokenTies.append(conflict)
        }
        // The solver meets the broken constraints in its order of addition (their places below):
        // a shorthand before every document constraint, a size term at its position among them;
        // ties on both sides of a term are not taken.
        let tiePositions = upstreamDocument.brokenTies.map { solvedSources[$0.constraint] }
        let sizeSource = brokenTerm?.constraint ?? -1
        guard tiePositions.allSatisfy({ $0 > sizeSource }) || tiePositions.allSatisfy({ $0 < sizeSource }) else { return nil }
        upstreamConflicts = zip(tiePositions, brokenTies).map { (.init(section: 2, major: $0, minor: 0), $1.diagnostic) }
        if let brokenSize {
            // A shorthand among the shorthands (section 1, by view; no dependent view is U's), a
            // term among the document's constraints.
            let place = { (view: Int) in
                DependentBlocks.ContractPlace(section: brokenSize.constraint == nil ? 1 : 2, major: brokenSize.constraint ?? view, minor: 0)
            }
            upstreamConflicts.append((place(brokenSize.view), brokenSize.diagnostic))
            upstreamConflicts += brokenSize.further.map { (place($0.view), $0.diagnostic) }
            upstreamConflicts += brokenSize.after.map { (.init(section: 2, major: $0.constraint ?? Int.max, minor: 0), $0.diagnostic) }
        }
        hasBrokenSize = brokenSize != nil
        // A broken shorthand is still built (and counted) by the builders; U's tree, without it,
        // counts the root's fitting pull in its place, which the builders do not make (the further
        // ones are arranged views', never the root's).
        brokenShorthandCount = brokenSize.map { $0.constraint == nil ? ($0.view == 0 ? 0 : 1) + $0.further.count : 0 } ?? 0
        self.brokenTies = brokenTies
        self.upstream = direct
        upstreamConstraints = upstream
        // U's sizes that a required `==` size term fixes: the same in every solution, as a shorthand.
        var fixedSizes = Set<Int>()
        for constraint in upstream where constraint.relation == .equal && constraint.priority >= 1000 {
            guard let axis = SizeTerm.axis(of: constraint), constraint.first.kind == .view,
                let view = tree.viewIndex(of: constraint.first)
            else { continue }
            fixedSizes.insert(4 * view + 2 + axis)
        }
        blocks = DependentBlocks(
            tree: tree, isDependent: isDependent, constraints: dependent,
            rightToLeft: document.options.layoutDirection == .rightToLeft, fixedSizes: fixedSizes,
            documentConstraints: document.constraints, upstreamIsClean: brokenSize == nil && brokenTies.isEmpty, meter: meter)
        blocks.upstreamBroken = tiePositions + (sizeSource >= 0 ? [sizeSource] : [])
        blocks.carryContentSizes(carriedSizes.map(\.source))
        if brokenSize == nil { blocks.carrySeries(shared.series.members) }
        self.isDependent = isDependent
        carriesGuide = shared.carriesGuide
        self.tieCuts = tieCuts
        self.dependentCount = dependentCount
        self.dependentBefore = dependentBefore
        options = document.options
        guard place(meter: meter) else {
            unmetCheck = blocks.unmetCheck
            if bound == nil, tieCuts.isEmpty, let check = blocks.movingCheck {
                movingBound = Self.movingBound(
                    check, resolved: resolved, constraints: document.constraints, tree: tree, upstream: direct,
                    isDependent: isDependent)
            }
            return nil
        }
        if let brokenTerm {
            guard
                Self.sizeWitnessHolds(
                    brokenTerm, document: document, root: upstreamRoot, tree: tree, upstream: upstream, upstreamSources: upstreamSources,
                    brokenTies: Set(tiePositions), isDependent: isDependent, blocks: blocks, solved: direct, meter: meter),
                Self.carriedWitnessesHold(
                    brokenTerm, resolved: resolved, document: document, isDependent: isDependent, blocks: blocks, solved: direct,
                    meter: meter)
            else { return nil }
        }
    }

    /// The least and greatest change of view `view`'s position along `axis` (root coordinates)
    /// over the whole document's optimal solutions, less its laid-out value: U's, for a view of U
    /// (the document's optima are U's, each with its blocks' values, section 5, "A block on a
    /// value U's tie moves"); nil for a dependent view, where U's ties were cut (their values
    /// judged apart from U's walk), or where U's walk does not give it
    /// (``DirectLayout/positionSpread(of:axis:)``).
    /// - Complexity: O(U's views + pieces of its tied stacks).
    func positionSpread(of view: Int, axis: Int) -> SIMD2<Double>? {
        guard !isDependent[view], tieCuts.isEmpty else { return nil }
        return upstream.positionSpread(of: view - Int(dependentBefore[view]), axis: axis)
    }

    /// Lays out again at a new canvas (the next of `options.sizes`, the document otherwise the
    /// same): U's direct layout re-solved along the axes the root's new `width`, `height`, margins
    /// or safe area, or the guides of the views in `restoring` (the fixed point's, back to the
    /// document's values), move (``DirectLayout/update(canvas:restoring:constraints:meter:)``), then every block
    /// solved again on U's new values. Bit for bit the layout from nothing of the document at that
    /// canvas: U's frames are (its update is exact) and the blocks are solved by the same code
    /// from the same values. False, this layout then not to be used, where U's update or a block
    /// declines (the layout from nothing declines as well, or takes another strategy).
    /// - Complexity: that of U's update, plus O(views + constraints) and each block's solve.
    mutating func update(
        canvas root: ViewNode, restoring: [(view: Int32, margins: DirectionalInsets, safeArea: EdgeInsets)],
        meter: WorkMeter?
    ) -> Bool {
        // U's broken size depends on the canvas, margins and guides (whether it breaks, and what U
        // leaves out): laid out from nothing.
        guard !hasBrokenSize else { return false }
        // Whether U's optimum without the pair's equality meets their relation may change: laid out from nothing.
        guard !takesEqualPair else { return false }
        // The bound's constant is the other side's value at this canvas: laid out from nothing.
        guard boundView == nil else { return false }
        // A held length's term is a constant of the root's length: laid out from nothing.
        guard !readsHeldLength else { return false }
        // A carried term's constant holds the insets of the guide it was read on: laid out from nothing.
        guard !carriesGuide else { return false }
        // Held while the blocks are solved, as the layout from nothing holds it, with the copy of
        // every view that writing the root and the guides below makes in the tree.
        let heldBytes = Self.heldBytes(tree: blocks.tree, copyingViews: true)
        if let meter {
            if meter.reserve(bytes: heldBytes) { return false }
            meter.heldBytes += heldBytes
        }
        defer { meter?.heldBytes -= heldBytes }
        // U numbers its views without the dependent ones; the blocks read guides from the tree
        // (a separator pinned to a view's margins).
        var upstreamRestoring: [(view: Int32, margins: DirectionalInsets, safeArea: EdgeInsets)] = []
        for view in restoring {
            blocks.tree.nodes[Int(view.view)].layoutMargins = view.margins
            blocks.tree.nodes[Int(view.view)].safeAreaInsets = view.safeArea
            guard !isDependent[Int(view.view)] else { continue }
            upstreamRestoring.append((view.view - dependentBefore[Int(view.view)], view.margins, view.safeArea))
        }
        guard upstream.update(canvas: root, restoring: upstreamRestoring, constraints: upstreamConstraints, meter: meter)
        else { return false }
        blocks.tree.nodes[0].width = root.width
        blocks.tree.nodes[0].height = root.height
        blocks.tree.nodes[0].layoutMargins = root.layoutMargins
        blocks.tree.nodes[0].safeAreaInsets = root.safeAreaInsets
        return place(meter: meter)
    }

    /// The frames of U's layout (``upstream``) and of the blocks solved on its values, with the
    /// diagnostics and counts; false where a block declines (one that reads a value of U that is
    /// not unique among U's optima, a tie's, among them).
    private mutating func place(meter: WorkMeter?) -> Bool {
        let tree = blocks.tree
        let count = tree.viewCount
        let placement = FramePlacement(options)
        // Root coordinates of every view: U's from the direct solve, B's from the blocks; and, U
        // tied, which of U's values vary among its optima (by view, the bits of `x`, `y`, `width`,
        // `height`: the blocks' components 0 to 3), which no block may read.
        var (absolute, varies) = Self.upstreamFrames(upstream, isDependent: isDependent)
        // With the pair equal, an optimum without ties is argued, and one whose ties lie along
        // the other axis than the pair's across lengths (design note, section 5, *Beside a tie
        // across*): the axes' problems are apart, and the pair's is U's without a tie.
        guard !takesEqualPair || varies.isEmpty || equalPairCrossAxis.map({ !upstream.isAmbiguous(axis: $0) }) == true
        else { return false }
        // The bound is the relation only where the length it bounds still varies (design note,
        // section 5, *A relation on a length U's tie moves*).
        if let boundView {
            guard !varies.isEmpty, varies[boundView / 4].values & (1 << UInt8(boundView % 4)) != 0 else { return false }
        }
        var cutAxes: UInt8 = 0
        if !varies.isEmpty && !tieCuts.isEmpty {
            // A hidden view floating apart from the tie still varies once the tie is cut.
            cutAxes = Self.cutTies(
                tieCuts.filter { !upstream.hasFloatingHidden(axis: $0.axis) }, in: tree,
                rightToLeft: options.layoutDirection == .rightToLeft, absolute: &absolute, varies: &varies)
            // Nothing varies in the root's coordinates, so nothing varies relative to a superview either.
            if !varies.contains(where: { $0.values != 0 }) { varies = [] }
        }
        blocks.meter = meter
        blocks.upstreamVaries = varies
        if !varies.isEmpty { blocks.guidesFollowFrames = SafeAreaInputs.guidesFollowFrames(tree.nodes[0]) }
        blocks.relative = placement.isRelative
        // U's positions' ranges over its optima, for a guide read on a view of U that moves
        // (design note, section 5b, *A guide over a tie's face*); not kept past this solve.
        if !varies.isEmpty && tieCuts.isEmpty {
            let (layout, before) = (upstream, dependentBefore)
            blocks.upstreamSpread = { view, axis in layout.positionSpread(of: view - Int(before[view]), axis: axis) }
        }
        defer { blocks.upstreamSpread = nil }
        guard blocks.solve(into: &absolute) else { return false }
        // U's broken constraints beside a block's own conflict within a decoration (design note,
        // section 5, "Conflicts within one decoration", *Beside U's*): each breaks with the set it
        // has alone, the witnesses of U's breaking only the blocks' own again. U taking the pair's
        // equality, a decoration's required term or a stack's chain term is argued only without a
        // conflict.
        guard (!takesEqualPair && !carriesRequiredTerm && !takesSeriesTerm && !readsHeldLength && boundView == nil)
            || blocks.conflicts.isEmpty
        else { return false }
        for broken in brokenTies where !Self.witnessesHold(broken.witness, blocks: blocks, absolute: absolute, meter: meter) {
            return false
        }
        var frames: [ViewFrame] = []
        frames.reserveCapacity(count)
        for view in 0..<count {
            let parent = Int(tree.parents[view])
            let parentOrigin = placement.isRelative && parent >= 0 ? SIMD2(absolute[parent].x, absolute[parent].y) : nil
            frames.append(placement.frame(id: tree.nodes[view].id, absolute[view], parentOrigin: parentOrigin))
        }
        self.frames = frames
        absoluteFrames = absolute
        scroll = upstream.scroll
        // The conflicts first, U's and the blocks', in the order the whole document's solver meets
        // them (that of their broken constraints), then the ambiguities in tree order, as that
        // solver answers them.
        conflicts = (blocks.conflicts + upstreamConflicts).sorted { $0.place < $1.place }.map(\.diagnostic)
        let ambiguous =
            varies.isEmpty
            ? blocks.ambiguous.sorted { $0.view < $1.view }
            : Self.tiedAmbiguities(
                upstream: upstream, blocks: blocks.ambiguous, cutAxes: cutAxes, isDependent: isDependent,
                tree: tree, relative: placement.isRelative)
        ambiguities = AmbiguityList(ids: ambiguous.isEmpty ? [] : tree.nodes.map(\.id), entries: ambiguous)
        variableCount = upstream.variableCount + 4 * dependentCount
        // U's counts have its document constraints (size terms among them) once each.
        constraintCount = upstream.constraintCount + blocks.constraints.count + blocks.serviceConstraintCount + brokenShorthandCount
        blockCount = blocks.blockCount
        return true
    }

    /// Every view's frame in the root's coordinates from U's direct layout (the dependent views'
    /// zero, for the blocks to fill), and, U tied, what of each view varies among U's optima
    /// (``DependentBlocks/UpstreamVariation``: its values in the root's coordinates, its position
    /// relative to its superview, its centres and far edges where U's walk knows them; the
    /// dependent views' nothing), all in one walk; empty when U is not tied.
    /// - Complexity: O(views).
    static func upstreamFrames(
        _ upstream: DirectLayout, isDependent: [Bool]
    ) -> ([SIMD4<Double>], [DependentBlocks.UpstreamVariation]) {
        let count = isDependent.count
        var absolute = [SIMD4<Double>](repeating: .zero, count: count)
        var varies = upstream.isAmbiguous ? [DependentBlocks.UpstreamVariation](repeating: .init(), count: count) : []
        var upstreamIndex = 0
        for view in 0..<count where !isDependent[view] {
            absolute[view] = upstream.absoluteFrame(upstreamIndex)
            if !varies.isEmpty { varies[view] = Self.variation(of: upstreamIndex, in: upstream) }
            upstreamIndex += 1
        }
        return (absolute, varies)
    }

    /// What of view `view` of U (numbered as U numbers it) varies among U's optima, as its direct
    /// layout `upstream`, tied, says.
    /// - Complexity: O(1).
    private static func variation(of view: Int, in upstream: DirectLayout) -> DependentBlocks.UpstreamVariation {
        var variation = DependentBlocks.UpstreamVariation(
            values: upstream.ambiguousValues(of: view, relative: false).rawValue,
            relative: upstream.ambiguousValues(of: view, relative: true).rawValue & 3)
        for axis in 0..<2 {
            for bit in 0..<4 {
                let (far, relative) = (bit & 2 != 0, bit & 1 != 0)
                guard let edge = upstream.edgeVaries(of: view, axis: axis, far: far, relative: relative) else { continue }
                variation.edges |= DependentBlocks.edgeKnown(axis: axis)
                if edge { variation.edges |= DependentBlocks.edgeBit(axis: axis, far: far, relative: relative) }
            }
        }
        return variation
    }

    /// The views with a value that varies and those values, in tree order, of a layout whose U is
    /// tied: U's views vary as in U, a dependent view's values as its block found
    /// (``DependentBlocks/ambiguous``: within its block, relative to its superview, and following
    /// the values of U that vary it reads). Along the axes in `cutAxes` (bit `axis`) U's tie was
    /// cut: nothing varies there.
    /// - Complexity: O(views).
    private static func tiedAmbiguities(
        upstream: DirectLayout, blocks: [(view: Int32, values: Diagnostic.AmbiguousValues)],
        cutAxes: UInt8, isDependent: [Bool], tree: LayoutTree, relative: Bool
    ) -> [(view: Int32, values: Diagnostic.AmbiguousValues)] {
        let count = tree.viewCount
        var values = [Diagnostic.AmbiguousValues](repeating: [], count: count)
        var cut: Diagnostic.AmbiguousValues = []
        if cutAxes & 1 != 0 { cut.formUnion([.x, .width]) }
        if cutAxes & 2 != 0 { cut.formUnion([.y, .height]) }
        var upstreamIndex = 0
        for view in 0..<count where !isDependent[view] {
            values[view] = upstream.ambiguousValues(of: upstreamIndex, relative: relative).subtracting(cut)
            upstreamIndex += 1
        }
        for block in blocks { values[Int(block.view)] = block.values }
        return (0..<count).compactMap { view in values[view].isEmpty ? nil : (Int32(view), values[view]) }
    }

    /// What this strategy holds besides U's own storage (which U's direct solve reserves) and the
    /// document's: the document's tree (``LayoutTree/estimatedBytes(copyingViews:)``: its views
    /// read where the document holds them, or copied where `copyingViews`, for an update that
    /// writes them), and per view its response frame and its frame in the root's coordinates,
    /// whether it is dependent and how many dependent views come before it, the three numberings
    /// the blocks make of it (their partition's two, the solve's local one), and what of U varies
    /// (``DependentBlocks/UpstreamVariation``).
    /// - Complexity: O(1).
    private static func heldBytes(tree: LayoutTree, copyingViews: Bool) -> Int {
        let perView =
            MemoryLayout<ViewFrame>.stride + MemoryLayout<SIMD4<Double>>.stride + MemoryLayout<Bool>.stride
            + 4 * MemoryLayout<Int32>.stride + MemoryLayout<DependentBlocks.UpstreamVariation>.stride
        return tree.estimatedBytes(copyingViews: copyingViews) + tree.viewCount * perView
    }

    /// Whether U's direct layout takes `constraint` between two of its views (or one): size
    /// terms, pins and cross ties (whether the views fit is the direct layout's to say); a tie of
    /// sizes between two views neither of which is the other's superview is none of those. An
    /// optional tie is U's only as an arranged view's to its stack across it, where the stack is
    /// no baseline row, a baseline row of one view, or a `firstBaseline` row of several and the view
    /// visible (design note, section 5, "Optional cross ties in U"; "Cross ties in U", *A lone
    /// baseline row*, *A tie in a baseline row of several*), and only with `optionalTies`; any
    /// other stays a block without views, checked at U's values.
    private static func isUpstream(_ constraint: LayoutConstraint, in tree: LayoutTree, optionalTies: Bool) -> Bool {
        if SizeTerm.axis(of: constraint) != nil { return true }
        let isOptionalTie = optionalTies && DirectDocument.isOptionalTie(constraint)
        guard DirectDocument.isPinShaped(constraint) || isOptionalTie else { return false }
        guard isSizeTie(constraint), let second = constraint.second, constraint.first.kind == .view,
            second.kind == .view, let first = tree.viewIndex(of: constraint.first), let other = tree.viewIndex(of: second)
        else { return true }
        let child = Int(tree.parents[first]) == other ? first : Int(tree.parents[other]) == first ? other : -1
        guard child > 0 else { return false }
        guard isOptionalTie else { return true }
        let parent = Int(tree.parents[child])
        guard tree.isArranged[child], let stack = tree.nodes[parent].stack else { return false }
        let isAcross = (stack.axis == .horizontal) == (constraint.first.attribute == .height)
        let isRow = stack.effectiveAlignment == .firstBaseline || stack.effectiveAlignment == .lastBaseline
        let isLone = tree.nodes[parent].arrangedSubviews.count == 1
        return isAcross && (!isRow || isLone || (stack.effectiveAlignment == .firstBaseline && !tree.nodes[child].isHidden))
    }

    /// Whether `constraint` joins two views' `width`s or `height`s.
    private static func isSizeTie(_ constraint: LayoutConstraint) -> Bool {
        guard let second = constraint.second, constraint.first.kind == .view, second.kind == .view,
            constraint.first.attribute == second.attribute
        else { return false }
        return constraint.first.attribute == .width || constraint.first.attribute == .height
    }

    /// Whether a view that is not arranged is dependent: a plain leaf without layout guides (a
    /// scroll view, whose `contentSize` U's direct layout gives, is not).
    private static func isDependent(_ node: ViewNode) -> Bool {
        withUnsafePointer(to: node) { isDependent($0) }
    }

    /// ``isDependent(_:)-(ViewNode)`` of the view at `node`, read where it lies: a view passed by
    /// value from a buffer is copied at the call (its strings and arrays retained and released).
    static func isDependent(_ node: UnsafePointer<ViewNode>) -> Bool {
        node.pointee.stack == nil && !node.pointee.isScroll && node.pointee.subviews.isEmpty
            && (node.pointee.extras?.layoutGuides.isEmpty ?? true)
    }

    /// Whether owner `owner` of `tree` is a scroll view's content or frame layout guide.
    private static func isScrollGuide(_ owner: Int, in tree: LayoutTree) -> Bool {
        guard owner >= tree.viewCount, owner < tree.firstGeneratedOwner else { return false }
        let view = Int(tree.guideOwners[owner - tree.viewCount])
        guard let content = ScrollGuides.contentGuide(of: view, in: tree) else { return false }
        return owner == content || owner == content + 1
    }

    /// Whether a view below `node` is a plain leaf that is not arranged (a dependent view): a look
    /// before any tree is built, so that documents without one cost nothing.
    /// - Complexity: O(views) at most, iteratively (no recursion however deep the tree).
    private static func hasPlainLeafSubview(_ root: ViewNode) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            for child in node.subviews {
                if isDependent(child) { return true }
                pending.append(child)
            }
            pending.append(contentsOf: node.arrangedSubviews)
        }
        return false
    }
}
