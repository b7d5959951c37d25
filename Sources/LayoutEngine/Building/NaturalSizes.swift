/// Each view's size when nothing but its content constrains it: its intrinsic size, else its
/// `width`/`height` shorthand, else, for a stack, what its arranged views add up to.
///
/// A horizontal stack's baselines are those of its tallest arranged view, by this measure.
struct NaturalSizes: Sendable {
    private(set) var widths: [Double]
    private(set) var heights: [Double]

    /// Computes every view's natural size, children before parents.
    /// - Complexity: O(views).
    init(tree: LayoutTree) {
        widths = [Double](repeating: 0, count: tree.viewCount)
        heights = [Double](repeating: 0, count: tree.viewCount)
        for index in stride(from: tree.viewCount - 1, through: 0, by: -1) {
            let node = tree.nodes[index]
            var width: Double = 0
            var height: Double = 0
            if let stack = node.stack {
                (width, height) = stackSize(stack, node, tree.arranged(of: index), tree)
            }
            widths[index] = node.intrinsicContentSize.width ?? node.width ?? width
            heights[index] = node.intrinsicContentSize.height ?? node.height ?? height
        }
    }

    /// The natural size of view `index` along `axis`.
    func size(of index: Int, along axis: Axis) -> Double {
        axis == .horizontal ? widths[index] : heights[index]
    }

    private func stackSize(
        _ stack: StackProperties, _ node: ViewNode, _ arranged: ArraySlice<Int32>, _ tree: LayoutTree
    ) -> (Double, Double) {
        var spacings: Double = 0
        var sum: Double = 0
        var longest: Double = 0
        var across: Double = 0
        var visibleCount = 0
        var lastVisibleID: String? = nil
        for child in arranged.map(Int.init) where !tree.nodes[child].isHidden {
            let childAlong = size(of: child, along: stack.axis)
            if let previous = lastVisibleID { spacings += stack.spacing(after: previous) }
            sum += childAlong
            longest = max(longest, childAlong)
            across = max(across, size(of: child, along: stack.axis == .horizontal ? .vertical : .horizontal))
            visibleCount += 1
            lastVisibleID = tree.nodes[child].id
        }
        let along = (stack.distribution == .fillEqually ? longest * Double(visibleCount) : sum) + spacings
        var width = stack.axis == .horizontal ? along : across
        var height = stack.axis == .horizontal ? across : along
        if stack.layoutMarginsRelativeArrangement {
            width += node.layoutMargins.leading + node.layoutMargins.trailing
            height += node.layoutMargins.top + node.layoutMargins.bottom
        }
        return (width, height)
    }
}
