import ConstraintSolver

/// The layout of a document split in two: its upstream part U, solved directly
/// (``DirectLayout``: stack trees and pinned views), then its dependent blocks B, solved after U
/// with U's values as constants.
///
/// The dependent views are the plain leaves that are not arranged (a stack's background, a
/// separator line, a badge), scroll views aside; a block is a set of them joined by the document's
/// constraints. A constraint naming a dependent view goes to its block (declined if it also names a
/// scroll view's guide); every other constraint stays in U, which
/// nothing of B reads (the lowering makes no constraint between a plain subview and its superview).
///
/// Exactness (strict priorities are a lexicographic minimum of the error vector, highest level
/// first): when U's optimum is unique (a tie in U is declined here) and each block, U fixed at
/// that optimum, keeps the least errors it could keep with U's values free (zero, most often),
/// then U's optimum plus the blocks' solutions is the whole document's optimum: the sum of two
/// lexicographic minima is the least sum, and this solution achieves it. Every optimum of the
/// whole then has U at its unique value and each block in its optimal set given U, so a block's
/// value is unique exactly when it is unique in its own solver: a value that is not is reported `ambiguous`, and the block's
/// solver picks one of its optima (the contract asks for one of them, not the simplex's). The
/// layout declines (nil, and the whole document goes to the simplex, which gives its conflict sets
/// and broken constraints) when U declines, and when a block's required constraints conflict or
/// it keeps more error than it would with U free (it might pull on U).
struct BlockLayout {
    /// Every view's frame, in tree order.
    private(set) var frames: [ViewFrame] = []
    /// Every view's frame in the root's coordinates, unrounded, in tree order: what the fixed
    /// point reads its inputs from.
    private(set) var absoluteFrames: [SIMD4<Double>] = []
    /// Each scroll view's `contentSize`, in tree order (U's: scroll views are never dependent).
    private(set) var scroll: [ScrollContent] = []
    /// The `ambiguous` diagnostics of the dependent views, in tree order (U's values are unique).
    private(set) var diagnostics: [Diagnostic] = []
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
    private let dependentCount: Int
    /// How many dependent views come before each view in tree order (U's number of a view is its
    /// own less that).
    private let dependentBefore: [Int32]
    private let options: LayoutOptions

    /// A constraint's error below which it counts as met, relative to its constants (at least 1):
    /// far below the solver's own tolerance of 1e-8, far above the rounding of a block's solve.
    static let tolerance = 1e-9

    /// The layout of `document` as U plus dependent blocks, or nil where that does not give the
    /// whole document's optimum (see the type's notes) or `meter` stops it (the caller asks the
    /// meter why).
    /// - Complexity: O(views + constraints) besides U's direct solve and the blocks' solves,
    ///   each a solver over one block's views alone.
    init?(document: LayoutDocument, meter: WorkMeter? = nil) {
        // Without a dependent view the direct layout alone is this strategy, already tried.
        guard !document.options.includeConstraints, !document.options.render.guides, Self.hasPlainLeafSubview(document.root)
        else { return nil }
        let tree = LayoutTree(root: document.root)
        let count = tree.viewCount
        let heldBytes = Self.heldBytes(views: count)
        if let meter {
            if meter.reserve(bytes: heldBytes) { return nil }
            meter.heldBytes += heldBytes
        }
        defer { meter?.heldBytes -= heldBytes }
        var isDependent = [Bool](repeating: false, count: count)
        var dependentCount = 0
        for view in 1..<max(count, 1) where !tree.isArranged[view] {
            if Self.isDependent(tree.nodes[view]) {
                isDependent[view] = true
                dependentCount += 1
            }
        }
        // Document constraints: those naming a dependent view to the blocks, the others to U,
        // whose direct layout takes a view's own size to a constant (`a.width >= 44 @750`) as a
        // size term (``SizeTerm``).
        var upstream: [LayoutConstraint] = []
        var dependent: [BuiltConstraint] = []
        for constraint in document.constraints {
            guard let built = tree.resolve(constraint) else { return nil }
            let owners = (Int(built.first.owner), Int(built.second?.owner ?? 0))
            if owners.0 >= count || owners.1 >= count {
                // A scroll view's guide (by name or by the legacy rule) goes to U, whose direct
                // layout substitutes the guides away (``ScrollReduction``); blocks never read one.
                guard Self.isScrollGuide(owners.0, in: tree) || Self.isScrollGuide(owners.1, in: tree),
                    owners.0 >= count || !isDependent[owners.0], owners.1 >= count || !isDependent[owners.1]
                else { return nil }
                upstream.append(constraint)
                continue
            }
            let view = Int(built.first.owner)
            if isDependent[view] || built.second.map({ isDependent[Int($0.owner)] }) == true {
                dependent.append(built)
            } else {
                // U takes size terms, pins and cross ties only: anything else declines now, before
                // U is built.
                guard SizeTerm.axis(of: constraint) != nil || DirectDocument.isPinShaped(constraint) else { return nil }
                upstream.append(constraint)
            }
        }
        guard dependentCount > 0 else { return nil }
        var dependentBefore = [Int32](repeating: 0, count: count + 1)
        for view in 0..<count {
            dependentBefore[view + 1] = dependentBefore[view] + (isDependent[view] ? 1 : 0)
        }
        var next = 0
        let root = Self.pruned(document.root, next: &next, isDependent: isDependent, dependentBefore: dependentBefore)
        guard
            let direct = DirectLayout(
                document: LayoutDocument(root: root, constraints: upstream, options: document.options), meter: meter)
        else { return nil }
        self.upstream = direct
        upstreamConstraints = upstream
        blocks = DependentBlocks(
            tree: tree, isDependent: isDependent, constraints: dependent,
            rightToLeft: document.options.layoutDirection == .rightToLeft, meter: meter)
        self.isDependent = isDependent
        self.dependentCount = dependentCount
        self.dependentBefore = dependentBefore
        options = document.options
        guard place(meter: meter) else { return nil }
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
        // Held while the blocks are solved, as the layout from nothing holds it.
        let heldBytes = Self.heldBytes(views: blocks.tree.viewCount)
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
    /// diagnostics and counts; false where U's optimum is not unique (blocks read its values: a
    /// tie in U goes to the simplex) or a block declines.
    private mutating func place(meter: WorkMeter?) -> Bool {
        guard !upstream.isAmbiguous else { return false }
        let tree = blocks.tree
        let count = tree.viewCount
        // Root coordinates of every view: U's from the direct solve, B's from the blocks.
        var absolute = [SIMD4<Double>](repeating: .zero, count: count)
        var upstreamIndex = 0
        for view in 0..<count where !isDependent[view] {
            absolute[view] = upstream.absoluteFrame(upstreamIndex)
            upstreamIndex += 1
        }
        blocks.meter = meter
        guard blocks.solve(into: &absolute) else { return false }
        let placement = FramePlacement(options)
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
        diagnostics = blocks.ambiguous.sorted { $0.view < $1.view }.map {
            .ambiguity(view: tree.nodes[Int($0.view)].id, values: $0.values)
        }
        variableCount = upstream.variableCount + 4 * dependentCount
        // U's counts have its document constraints (size terms among them) once each.
        constraintCount = upstream.constraintCount + blocks.constraints.count + blocks.serviceConstraintCount
        blockCount = blocks.blockCount
        return true
    }

    /// What this strategy holds besides U's own storage (which U's direct solve reserves): per
    /// view, the tree's node, parent and flags, the root-coordinate frame and the response frame.
    private static func heldBytes(views count: Int) -> Int {
        count * (MemoryLayout<ViewNode>.stride + MemoryLayout<SIMD4<Double>>.stride + MemoryLayout<ViewFrame>.stride + 16)
    }

    /// Whether a view that is not arranged is dependent: a plain leaf without layout guides (a
    /// scroll view, whose `contentSize` U's direct layout gives, is not).
    private static func isDependent(_ node: ViewNode) -> Bool {
        node.stack == nil && !node.isScroll && node.subviews.isEmpty && node.layoutGuides.isEmpty
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

    /// `node` without its dependent subviews, `node` being number `next` in tree order and
    /// `dependentBefore[i]` the number of dependent views before number `i`.
    /// - Complexity: O(views in the subtree); subtrees without dependent views are shared, not copied.
    private static func pruned(
        _ node: ViewNode, next: inout Int, isDependent: [Bool], dependentBefore: [Int32]
    ) -> ViewNode {
        next += 1
        var subviews: [ViewNode]? = nil
        for (position, child) in node.subviews.enumerated() {
            let before = next
            let dependent = isDependent[next]
            let kept = dependent
                ? nil
                : pruned(child, next: &next, isDependent: isDependent, dependentBefore: dependentBefore)
            if dependent { next += 1 }
            if subviews == nil && dependentBefore[next] > dependentBefore[before] {
                subviews = Array(node.subviews[..<position])
            }
            if let kept { subviews?.append(kept) }
        }
        var arranged: [ViewNode]? = nil
        for (position, child) in node.arrangedSubviews.enumerated() {
            let before = next
            let kept = pruned(child, next: &next, isDependent: isDependent, dependentBefore: dependentBefore)
            if arranged == nil && dependentBefore[next] > dependentBefore[before] {
                arranged = Array(node.arrangedSubviews[..<position])
            }
            arranged?.append(kept)
        }
        guard subviews != nil || arranged != nil else { return node }
        var result = node
        if let subviews { result.subviews = subviews }
        if let arranged { result.arrangedSubviews = arranged }
        return result
    }
}
