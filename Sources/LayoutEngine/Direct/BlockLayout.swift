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
        guard !document.options.includeConstraints else { return nil }
        let tree = LayoutTree(root: document.root)
        let count = tree.viewCount
        var isDependent = [Bool](repeating: false, count: count)
        var dependentCount = 0
        for view in 1..<max(count, 1) where !tree.isArranged[view] {
            let node = tree.nodes[view]
            if node.stack == nil && node.subviews.isEmpty && node.layoutGuides.isEmpty {
                isDependent[view] = true
                dependentCount += 1
            }
        }
        guard dependentCount > 0 else { return nil }
        // Document constraints: those naming a dependent view to the blocks, the others to U.
        var upstream: [LayoutConstraint] = []
        var dependent: [BuiltConstraint] = []
        for constraint in document.constraints {
            guard let built = tree.resolve(constraint), Int(built.first.owner) < count,
                Int(built.second?.owner ?? 0) < count
            else { return nil }
            if isDependent[Int(built.first.owner)] || built.second.map({ isDependent[Int($0.owner)] }) == true {
                dependent.append(built)
            } else {
                // U takes pins only: anything else declines now, before U is built.
                guard DirectDocument.isPinShaped(constraint) else { return nil }
                upstream.append(constraint)
            }
        }
        var dependentsBefore = [Int32](repeating: 0, count: count + 1)
        for view in 0..<count { dependentsBefore[view + 1] = dependentsBefore[view] + (isDependent[view] ? 1 : 0) }
        var next = 0
        let root = Self.pruned(document.root, next: &next, dependentsBefore: dependentsBefore)
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
        constraintCount = direct.constraintCount + dependent.count + blocks.serviceConstraintCount
        blockCount = blocks.blockCount
    }

    /// `node` without its dependent subviews, `node` being number `next` in tree order and
    /// `dependentsBefore[i]` the number of dependent views before number `i`.
    /// - Complexity: O(views in the subtree); subtrees without dependents are shared, not copied.
    private static func pruned(_ node: ViewNode, next: inout Int, dependentsBefore: [Int32]) -> ViewNode {
        next += 1
        var subviews: [ViewNode]? = nil
        for (position, child) in node.subviews.enumerated() {
            let before = next
            let isDependent = dependentsBefore[next + 1] > dependentsBefore[next]
            let kept = isDependent ? nil : pruned(child, next: &next, dependentsBefore: dependentsBefore)
            if isDependent { next += 1 }
            if subviews == nil && dependentsBefore[next] > dependentsBefore[before] {
                subviews = Array(node.subviews[..<position])
            }
            if let kept { subviews?.append(kept) }
        }
        var arranged: [ViewNode]? = nil
        for (position, child) in node.arrangedSubviews.enumerated() {
            let before = next
            let kept = pruned(child, next: &next, dependentsBefore: dependentsBefore)
            if arranged == nil && dependentsBefore[next] > dependentsBefore[before] {
                arranged = Array(node.arrangedSubviews[..<position])
            }
            arranged?.append(kept)
        }
        guard subviews != nil || arranged != nil else { return node }
        var copy = node
        if let subviews { copy.subviews = subviews }
        if let arranged { copy.arrangedSubviews = arranged }
        return copy
    }
}
