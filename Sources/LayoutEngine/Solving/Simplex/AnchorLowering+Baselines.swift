extension AnchorLowering {
    /// Where each view's baselines come from, children before parents: a view's own
    /// `baselines` if it has them or is not a stack; a vertical stack's first (last) visible
    /// arranged view; a horizontal stack's tallest visible arranged view (the first of equals);
    /// a stack without visible arranged views, its own bottom edge.
    /// - Complexity: O(views).
    static func baselineViews(_ tree: LayoutTree, _ sizes: NaturalSizes) -> ([Int32], [Int32]) {
        var first = [Int32](repeating: 0, count: tree.viewCount)
        var last = [Int32](repeating: 0, count: tree.viewCount)
        for index in stride(from: tree.viewCount - 1, through: 0, by: -1) {
            first[index] = Int32(index)
            last[index] = Int32(index)
            let node = tree.nodes[index]
            guard let stack = node.stack else { continue }
            let visible = tree.arranged(of: index).lazy.map(Int.init).filter { !tree.nodes[$0].isHidden }
            guard let firstVisible = visible.first else { continue }
            if stack.axis == .vertical {
                let lastVisible = visible.reversed().first ?? firstVisible
                if node.baselines.firstFromTop == nil { first[index] = first[firstVisible] }
                if node.baselines.lastFromBottom == nil { last[index] = last[lastVisible] }
            } else {
                var tallest = firstVisible
                for view in visible where sizes.size(of: view, along: .vertical) > sizes.size(of: tallest, along: .vertical) {
                    tallest = view
                }
                if node.baselines.firstFromTop == nil { first[index] = first[tallest] }
                if node.baselines.lastFromBottom == nil { last[index] = last[tallest] }
            }
        }
        return (first, last)
    }
}
