/// What each position variable is measured from, per axis.
///
/// A position is an offset from the superview's (owning view's, stack's) origin, except along a
/// stack's axis: there the arranged views, in screen order, are the leaves of a balanced binary
/// tree of segments, each measured from its parent segment's start, the first child of a
/// segment at offset 0 (no variable). The absolute position of an arranged view, and so every
/// constraint between arranged views or with the stack's edges, is then O(log n) terms: with
/// positions measured from the stack, the stack's last canvas connection alone would be a row
/// of n terms that every later pivot rewrites, which made the solve quadratic.
///
/// Nodes are the owners (views, then guides) followed by the segments.
struct PositionReferences: Sendable {
    /// Per axis (0 horizontal, 1 vertical): the node measured from, -1 for the root.
    let reference: [[Int32]]
    /// Per axis: whether the node has an offset variable (a segment's first child has none).
    let hasOffset: [[Bool]]
    /// Per axis: the number of references up to the root.
    let depth: [[Int32]]
    /// The number of owners; segments are numbered from here.
    let ownerCount: Int
    /// The number of segments.
    let segmentCount: Int

    /// - Complexity: O(owners).
    init(tree: LayoutTree, guides: GuideRegistry, rightToLeft: Bool) {
        let owners = guides.ownerCount
        var reference = [[Int32]](repeating: [Int32](repeating: -1, count: owners), count: 2)
        var hasOffset = [[Bool]](repeating: [Bool](repeating: true, count: owners), count: 2)
        for view in 1..<max(tree.viewCount, 1) {
            reference[0][view] = tree.parents[view]
            reference[1][view] = tree.parents[view]
        }
        for (offset, owner) in tree.guideOwners.enumerated() {
            reference[0][tree.viewCount + offset] = owner
            reference[1][tree.viewCount + offset] = owner
        }
        for (offset, stack) in guides.stacks.enumerated() {
            reference[0][guides.firstOwner + offset] = stack
            reference[1][guides.firstOwner + offset] = stack
        }
        var segments = 0
        for stack in 0..<tree.viewCount {
            guard let properties = tree.nodes[stack].stack else { continue }
            let arranged = tree.arranged(of: stack)
            guard arranged.count > 1 else { continue }
            let axis = Self.index(properties.axis)
            let screenOrder = axis == 0 && rightToLeft ? Array(arranged.reversed()) : Array(arranged)
            // Segments over screenOrder[lo..<hi], built with an explicit stack of ranges.
            var pending: [(lo: Int, hi: Int, parent: Int32, first: Bool)] = [(0, screenOrder.count, Int32(stack), false)]
            while let (lo, hi, parent, first) = pending.popLast() {
                let node: Int32
                if hi - lo == 1 {
                    node = screenOrder[lo]
                } else {
                    node = Int32(owners + segments)
                    segments += 1
                    reference[axis].append(-1)
                    hasOffset[axis].append(true)
                    reference[1 - axis].append(-1)
                    hasOffset[1 - axis].append(false)
                    let mid = (lo + hi) / 2
                    pending.append((mid, hi, node, false))
                    pending.append((lo, mid, node, true))
                }
                reference[axis][Int(node)] = parent
                hasOffset[axis][Int(node)] = !first
            }
        }
        var depth = [[Int32]](repeating: [Int32](repeating: -1, count: owners + segments), count: 2)
        for axis in 0..<2 {
            var chain: [Int] = []
            for node in 0..<(owners + segments) where depth[axis][node] < 0 {
                var current = node
                while current >= 0 && depth[axis][current] < 0 {
                    chain.append(current)
                    current = Int(reference[axis][current])
                }
                var known = current < 0 ? -1 : depth[axis][current]
                while let next = chain.popLast() {
                    known += 1
                    depth[axis][next] = known
                }
            }
        }
        self.reference = reference
        self.hasOffset = hasOffset
        self.depth = depth
        self.ownerCount = owners
        self.segmentCount = segments
    }

    static func index(_ axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }
}
