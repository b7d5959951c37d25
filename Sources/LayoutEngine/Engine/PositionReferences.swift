/// What each owner's position variables are measured from, per axis.
///
/// A position is an offset from the superview's (or owning view's, or stack's) origin, except
/// along a stack's axis, where an arranged view after the first is measured from the previous
/// arranged view's trailing edge and a gap guide from the view it follows. A stack's spacing
/// constraint is then one variable, and no row of the solver's tableau grows with the length
/// of a stack: absolute positions in a stack of n views would make rows of O(n) terms.
struct PositionReferences: Sendable {
    /// Per axis (0 horizontal, 1 vertical): the owner measured from, -1 for the root.
    let reference: [[Int32]]
    /// Per axis: whether measured from the reference's trailing edge rather than its origin.
    let fromTrailing: [[Bool]]
    /// Per axis: the number of references up to the root.
    let depth: [[Int32]]

    /// - Complexity: O(owners).
    init(tree: LayoutTree, guides: GuideRegistry) {
        let count = guides.ownerCount
        var previous = [Int32](repeating: -1, count: tree.viewCount)
        for stack in 0..<tree.viewCount where tree.nodes[stack].stack != nil {
            let arranged = tree.arranged(of: stack)
            for (before, after) in zip(arranged, arranged.dropFirst()) { previous[Int(after)] = before }
        }
        var reference = [[Int32]](repeating: [Int32](repeating: -1, count: count), count: 2)
        var fromTrailing = [[Bool]](repeating: [Bool](repeating: false, count: count), count: 2)
        for view in 1..<max(tree.viewCount, 1) {
            let parent = tree.parents[view]
            let stackAxis = tree.nodes[Int(parent)].stack?.axis
            for axis in 0..<2 {
                let along = stackAxis.map { Self.index($0) == axis } ?? false
                if along, tree.isArranged[view], previous[view] >= 0 {
                    reference[axis][view] = previous[view]
                    fromTrailing[axis][view] = true
                } else {
                    reference[axis][view] = parent
                }
            }
        }
        for (offset, owner) in tree.guideOwners.enumerated() {
            reference[0][tree.viewCount + offset] = owner
            reference[1][tree.viewCount + offset] = owner
        }
        for offset in guides.names.indices {
            let guide = guides.firstOwner + offset
            let stack = guides.stacks[offset]
            let alongAxis = Self.index(tree.nodes[Int(stack)].stack?.axis ?? .horizontal)
            for axis in 0..<2 {
                if axis == alongAxis, guides.follows[offset] >= 0 {
                    reference[axis][guide] = guides.follows[offset]
                    fromTrailing[axis][guide] = true
                } else {
                    reference[axis][guide] = stack
                }
            }
        }
        var depth = [[Int32]](repeating: [Int32](repeating: 0, count: count), count: 2)
        for axis in 0..<2 {
            for owner in 0..<count where reference[axis][owner] >= 0 {
                depth[axis][owner] = depth[axis][Int(reference[axis][owner])] + 1
            }
        }
        self.reference = reference
        self.fromTrailing = fromTrailing
        self.depth = depth
    }

    static func index(_ axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }
}
