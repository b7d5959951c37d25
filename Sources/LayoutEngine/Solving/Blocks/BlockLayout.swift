import ConstraintSolver

/// The layout of a document split in two: its upstream part U, solved directly
/// (``DirectLayout``: stack trees and pinned views), then its dependent blocks B, solved after U
/// with U's values as constants.
///
/// The dependent views are the plain leaves that are not arranged (a stack's background, a
/// separator line, a badge); a block is a set of them joined by the document's constraints. A
/// constraint naming a dependent view goes to its block; every other constraint stays in U, which
/// nothing of B reads (the lowering makes no constraint between a plain subview and its superview).
///
/// Exactness (strict priorities are a lexicographic minimum of the error vector, highest level
/// first): when U's optimum is unique (``DirectLayout`` declines ties) and each block, U fixed at
/// that optimum, meets every one of its constraints, required and optional, with zero error, then U's
/// optimum plus the blocks' solutions is the whole document's optimum: adding B cannot lower U's
/// minimal error vector, and this solution achieves it plus zero. Every optimum of the whole then has
/// U at its unique value and each block in its zero-error set, so a block's value is unique exactly
/// when it is unique in its own solver. The layout declines (nil, and the whole document goes to the
/// simplex, which gives its conflict sets and broken constraints) when U declines, when a block's
/// required constraints conflict or one of its constraints keeps an error, and when a block is
/// ambiguous (the simplex picks one of the equal optima; only it can say which).
struct BlockLayout {
    /// Every view's frame, in tree order.
    let frames: [ViewFrame]
    /// What the solver path would have made for the same document.
    let variableCount: Int
    let constraintCount: Int
    /// How many dependent blocks were solved.
    let blockCount: Int

    /// A constraint's error below which it counts as met, relative to its constants (at least 1):
    /// far below the solver's own tolerance of 1e-8, far above the rounding of a block's solve.
    static let tolerance = 1e-9

    /// The layout of `document` as U plus dependent blocks, or nil where that does not give the
    /// whole document's optimum (see the type's notes) or `meter` stops it (the caller asks the
    /// meter why).
    /// - Complexity: O(views + constraints) besides U's direct solve and the blocks' solves,
    ///   each a solver over one block's views alone.
    init?(document: LayoutDocument, meter: WorkMeter? = nil) {
        guard !document.options.includeConstraints,
            document.constraints.contains(where: { $0.second == nil }) || Self.hasPlainLeafSubview(document.root)
        else { return nil }
        // What this strategy holds besides U's own storage (which U's direct solve reserves): per
        // view, the tree's node, parent and flags, the root-coordinate frame and the response frame.
        let tree = LayoutTree(root: document.root)
        let count = tree.viewCount
        let heldBytes = count * (MemoryLayout<ViewNode>.stride + MemoryLayout<SIMD4<Double>>.stride
            + MemoryLayout<ViewFrame>.stride + 16)
        if let meter {
            if meter.reserve(bytes: heldBytes) { return nil }
            meter.heldBytes += heldBytes
        }
        defer { meter?.heldBytes -= heldBytes }
        var isDependent = [Bool](repeating: false, count: count)
        var dependentCount = 0
        for view in 1..<max(count, 1) where !tree.isArranged[view] {
            let node = tree.nodes[view]
            if node.stack == nil && node.subviews.isEmpty && node.layoutGuides.isEmpty {
                isDependent[view] = true
                dependentCount += 1
            }
        }
        // Document constraints: those naming a dependent view to the blocks, a view's own size
        // (`a.width == 160`, `a.height == 44 @750`) to that view's size terms, the others to U.
        var upstream: [LayoutConstraint] = []
        var dependent: [BuiltConstraint] = []
        var sizeTerms: [Int: [SizeTerm]] = [:]
        for constraint in document.constraints {
            guard let built = tree.resolve(constraint), Int(built.first.owner) < count,
                Int(built.second?.owner ?? 0) < count
            else { return nil }
            let view = Int(built.first.owner)
            if isDependent[view] || built.second.map({ isDependent[Int($0.owner)] }) == true {
                dependent.append(built)
            } else if let term = SizeTerm(built, node: tree.nodes[view], taken: sizeTerms[view] ?? []),
                !Self.isProportionalShare(view, axis: term.axis, in: tree)
            {
                sizeTerms[view, default: []].append(term)
            } else {
                // U takes pins and cross ties only: anything else declines now, before U is built.
                guard DirectDocument.isPinShaped(constraint) else { return nil }
                upstream.append(constraint)
            }
        }
        guard dependentCount > 0 || !sizeTerms.isEmpty else { return nil }
        var changedBefore = [Int32](repeating: 0, count: count + 1)
        for view in 0..<count {
            let changed = isDependent[view] || sizeTerms[view] != nil
            changedBefore[view + 1] = changedBefore[view] + (changed ? 1 : 0)
        }
        var next = 0
        let root = Self.pruned(
            document.root, next: &next, isDependent: isDependent, changedBefore: changedBefore, sizeTerms: sizeTerms)
        guard
            let direct = DirectLayout(
                document: LayoutDocument(root: root, constraints: upstream, options: document.options), meter: meter)
        else { return nil }
        // Root coordinates of every view: U's from the direct solve, B's from the blocks.
        var absolute = [SIMD4<Double>](repeating: .zero, count: count)
        var upstreamIndex = 0
        for view in 0..<count where !isDependent[view] {
            absolute[view] = direct.absoluteFrame(upstreamIndex)
            upstreamIndex += 1
        }
        var blocks = DependentBlocks(
            tree: tree, isDependent: isDependent, constraints: dependent,
            rightToLeft: document.options.layoutDirection == .rightToLeft, meter: meter)
        guard blocks.solve(into: &absolute) else { return nil }
        let relative = document.options.frames == .superview
        var frames: [ViewFrame] = []
        frames.reserveCapacity(count)
        for view in 0..<count {
            var frame = absolute[view]
            let parent = Int(tree.parents[view])
            if relative && parent >= 0 {
                frame.x -= absolute[parent].x
                frame.y -= absolute[parent].y
            }
            // Adding 0 turns -0 into 0, as the solver path does.
            frames.append(ViewFrame(
                id: tree.nodes[view].id, x: frame.x + 0, y: frame.y + 0, width: frame.z + 0, height: frame.w + 0))
        }
        self.frames = frames
        variableCount = direct.variableCount + 4 * dependentCount
        // An optional size term is one document constraint where the direct counts see the two
        // content-size constraints it becomes.
        let optionalTerms = sizeTerms.values.reduce(0) { $0 + $1.filter { !$0.isRequired }.count }
        constraintCount = direct.constraintCount - optionalTerms + dependent.count + blocks.serviceConstraintCount
        blockCount = blocks.blockCount
    }

    /// Whether a view below `node` is a plain leaf that is not arranged (a dependent view): a look
    /// before any tree is built, so that documents with neither those nor size constraints cost nothing.
    /// - Complexity: O(views) at most, iteratively (no recursion however deep the tree).
    private static func hasPlainLeafSubview(_ root: ViewNode) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            for child in node.subviews {
                if child.stack == nil && child.subviews.isEmpty && child.layoutGuides.isEmpty { return true }
                pending.append(child)
            }
            pending.append(contentsOf: node.arrangedSubviews)
        }
        return false
    }

    /// `node` without its dependent subviews and with its size terms, `node` being number `next`
    /// in tree order and `changedBefore[i]` the number of views before number `i` that are
    /// dependent or have size terms.
    /// - Complexity: O(views in the subtree); subtrees without changes are shared, not copied.
    private static func pruned(
        _ node: ViewNode, next: inout Int, isDependent: [Bool], changedBefore: [Int32], sizeTerms: [Int: [SizeTerm]]
    ) -> ViewNode {
        let index = next
        next += 1
        var copy: ViewNode? = nil
        if let terms = sizeTerms[index] {
            var edited = node
            for term in terms { term.apply(to: &edited) }
            copy = edited
        }
        var subviews: [ViewNode]? = nil
        for (position, child) in node.subviews.enumerated() {
            let before = next
            let dependent = isDependent[next]
            let kept = dependent
                ? nil
                : pruned(child, next: &next, isDependent: isDependent, changedBefore: changedBefore, sizeTerms: sizeTerms)
            if dependent { next += 1 }
            if subviews == nil && changedBefore[next] > changedBefore[before] {
                subviews = Array(node.subviews[..<position])
            }
            if let kept { subviews?.append(kept) }
        }
        var arranged: [ViewNode]? = nil
        for (position, child) in node.arrangedSubviews.enumerated() {
            let before = next
            let kept = pruned(child, next: &next, isDependent: isDependent, changedBefore: changedBefore, sizeTerms: sizeTerms)
            if arranged == nil && changedBefore[next] > changedBefore[before] {
                arranged = Array(node.arrangedSubviews[..<position])
            }
            arranged?.append(kept)
        }
        guard copy != nil || subviews != nil || arranged != nil else { return node }
        var result = copy ?? node
        if let subviews { result.subviews = subviews }
        if let arranged { result.arrangedSubviews = arranged }
        return result
    }
}

extension BlockLayout {
    /// Whether view `view` is a visible arranged view of a `fillProportionally` stack along
    /// `axis`: the solver measures its share by its fitting size (its subtree laid out alone, the
    /// size term's constraint with it), not by the term's constant, so such a term is not the
    /// intrinsic size the direct path would take for its share.
    static func isProportionalShare(_ view: Int, axis: Int, in tree: LayoutTree) -> Bool {
        guard view > 0, tree.isArranged[view], !tree.nodes[view].isHidden,
            let stack = tree.nodes[Int(tree.parents[view])].stack
        else { return false }
        return stack.distribution == .fillProportionally && (stack.axis == .horizontal ? 0 : 1) == axis
    }

    /// A constraint of one view's own width or height to a constant, taken into U as the view's
    /// size terms, which the direct method has: required, the `width`/`height` shorthand (one
    /// required `==` either way); optional at priority p, an intrinsic size with hugging and
    /// compression resistance both p, whose two errors `≤ c @p` and `≥ c @p` sum to the one
    /// error `|size - c|` of `== c @p` at the same level.
    struct SizeTerm {
        var axis: Int
        var constant: Double
        var priority: Double
        var isRequired: Bool { priority >= 1000 }

        /// The term `built` is, or nil: not `view.width|height == c` with c ≥ 0, the view
        /// already has its own size along that axis (intrinsic, shorthand or an earlier term), or a
        /// priority below 1 (the solver would clamp it).
        init?(_ built: BuiltConstraint, node: ViewNode, taken: [SizeTerm]) {
            guard built.second == nil, built.first.kind == .frame, built.relation == .equal, built.constant >= 0,
                built.priority >= 1
            else { return nil }
            let axis: Int
            switch built.firstAttribute {
            case .width: axis = 0
            case .height: axis = 1
            default: return nil
            }
            let intrinsic = axis == 0 ? node.intrinsicContentSize.width : node.intrinsicContentSize.height
            let shorthand = axis == 0 ? node.width : node.height
            guard intrinsic == nil, shorthand == nil, !taken.contains(where: { $0.axis == axis }) else { return nil }
            self.axis = axis
            constant = built.constant
            priority = built.priority
        }

        /// Gives `node` this term.
        func apply(to node: inout ViewNode) {
            if isRequired {
                if axis == 0 { node.width = constant } else { node.height = constant }
            } else if axis == 0 {
                node.intrinsicContentSize.width = constant
                node.contentHugging.horizontal = priority
                node.compressionResistance.horizontal = priority
            } else {
                node.intrinsicContentSize.height = constant
                node.contentHugging.vertical = priority
                node.compressionResistance.vertical = priority
            }
        }
    }
}
