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
            var content: (Double, Double) = (0, 0)
            if let stack = node.stack {
                let visible = tree.arranged(of: index).lazy.map(Int.init).filter { !tree.nodes[$0].isHidden }
                content = Self.stackSize(stack, node, visible) { (tree.nodes[$0].id, widths[$0], heights[$0]) }
            }
            (widths[index], heights[index]) = Self.ownSize(node, content: content)
        }
    }

    /// The natural size of view `index` along `axis`.
    func size(of index: Int, along axis: Axis) -> Double {
        axis == .horizontal ? widths[index] : heights[index]
    }

    /// The natural size of `node`, read from its own subtree: what ``init(tree:)`` gives it, for
    /// the direct path, which reads the document's views rather than a ``LayoutTree``.
    /// - Complexity: O(views in the subtree).
    static func size(of node: ViewNode) -> (width: Double, height: Double) {
        var content: (Double, Double) = (0, 0)
        if let stack = node.stack {
            content = stackSize(stack, node, node.arrangedSubviews.lazy.filter { !$0.isHidden }) { child in
                let (width, height) = size(of: child)
                return (child.id, width, height)
            }
        }
        return ownSize(node, content: content)
    }

    /// A view's natural size given its stack content's: its intrinsic size, else its shorthand.
    private static func ownSize(_ node: ViewNode, content: (Double, Double)) -> (Double, Double) {
        (node.intrinsicContentSize.width ?? node.width ?? content.0, node.intrinsicContentSize.height ?? node.height ?? content.1)
    }

    /// What a stack's visible arranged views add up to, `measure` giving each one's id and natural
    /// width and height.
    private static func stackSize<Views: Sequence>(
        _ stack: StackProperties, _ node: ViewNode, _ visible: Views, _ measure: (Views.Element) -> (String, Double, Double)
    ) -> (Double, Double) {
        var spacings: Double = 0
        var sum: Double = 0
        var longest: Double = 0
        var across: Double = 0
        var visibleCount = 0
        var lastVisibleID: String? = nil
        for view in visible {
            let (id, childWidth, childHeight) = measure(view)
            let (childAlong, childAcross) = stack.axis == .horizontal ? (childWidth, childHeight) : (childHeight, childWidth)
            if let previous = lastVisibleID { spacings += stack.spacing(after: previous) }
            sum += childAlong
            longest = max(longest, childAlong)
            across = max(across, childAcross)
            visibleCount += 1
            lastVisibleID = id
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
