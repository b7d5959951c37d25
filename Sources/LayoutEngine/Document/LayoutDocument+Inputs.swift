extension LayoutDocument {
    /// Applies `inputs` to the views `views` (sorted, in tree order). Only the lists on the way to a
    /// changed view are written, so the rest of the tree stays shared with the document it came from.
    /// - Complexity: O(depth × siblings) along the paths to the views.
    mutating func apply<Inputs: FrameDependentInputs>(_ inputs: Inputs, to views: [Int32]) {
        guard !views.isEmpty else { return }
        var next = 0
        updateViews { Self.apply(inputs, to: views, ends: inputs.ends, next: &next, node: &$0, index: 0) }
    }

    private static func apply<Inputs: FrameDependentInputs>(
        _ inputs: Inputs, to views: [Int32], ends: [Int32], next: inout Int, node: inout ViewNode, index: Int32
    ) {
        if next < views.count && views[next] == index {
            inputs.apply(to: &node, view: index)
            next += 1
        }
        var child = index + 1
        for list in 0..<2 {
            let count = list == 0 ? node.subviews.count : node.arrangedSubviews.count
            for position in 0..<count {
                guard next < views.count else { return }
                let end = ends[Int(child)]
                if views[next] < end {
                    if list == 0 {
                        apply(inputs, to: views, ends: ends, next: &next, node: &node.subviews[position], index: child)
                    } else {
                        apply(
                            inputs, to: views, ends: ends, next: &next, node: &node.arrangedSubviews[position],
                            index: child)
                    }
                }
                child = end
            }
        }
    }
}
