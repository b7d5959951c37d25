/// The layout of a ``DirectDocument``: both axes solved directly, read as frames.
///
/// Declines (nil) wherever the solver's optimum would not be unique (a tie between
/// equally strong constraints), the required constraints cannot all hold, or the document is
/// outside the class ``DirectDocument`` accepts, so that the engine falls back to the solver.
struct DirectLayout {
    let frames: [ViewFrame]
    /// What the solver path would have made for the same document.
    let variableCount: Int
    let constraintCount: Int

    /// - Complexity: O(views log views) for shallow trees; see ``DirectAxis/solve()``.
    init?(document: LayoutDocument) {
        guard let direct = DirectDocument(document: document) else { return nil }
        var horizontal = DirectAxis(document: direct, axis: 0)
        guard horizontal.solve() else { return nil }
        var vertical = DirectAxis(document: direct, axis: 1)
        guard vertical.solve() else { return nil }
        let tree = direct.tree
        let relative = document.options.frames == .superview
        var frames: [ViewFrame] = []
        frames.reserveCapacity(tree.viewCount)
        for view in 0..<tree.viewCount {
            let parent = Int(tree.parents[view])
            var x = horizontal.positions[view]
            var y = vertical.positions[view]
            if relative && parent >= 0 {
                x -= horizontal.positions[parent]
                y -= vertical.positions[parent]
            }
            // Adding 0 turns -0 into 0, as the solver path does.
            frames.append(ViewFrame(
                id: tree.nodes[view].id, x: x + 0, y: y + 0,
                width: horizontal.sizes[view] + 0, height: vertical.sizes[view] + 0))
        }
        self.frames = frames
        (variableCount, constraintCount) = Self.counts(tree, documentConstraints: document.constraints.count)
    }

    /// The variables and constraints the lowering makes for an accepted document: four
    /// variables per view and stack guide plus a position per segment of each stack's chain;
    /// every constraint of the builders' families, counted family by family.
    /// - Complexity: O(views).
    static func counts(_ tree: LayoutTree, documentConstraints: Int) -> (variables: Int, constraints: Int) {
        var owners = tree.viewCount
        var segments = 0
        var constraints = documentConstraints + 2
        for (view, node) in tree.nodes.enumerated() {
            if view == 0 { constraints += (node.width == nil ? 1 : 0) + (node.height == nil ? 1 : 0) }
            constraints += (node.intrinsicContentSize.width == nil ? 0 : 2) + (node.intrinsicContentSize.height == nil ? 0 : 2)
            constraints += (node.width == nil ? 0 : 1) + (node.height == nil ? 0 : 1)
            guard let stack = node.stack else { continue }
            let arranged = tree.arranged(of: view)
            let k = arranged.count
            guard k > 0 else { continue }
            let hidden = arranged.filter { tree.nodes[Int($0)].isHidden }.count
            let visible = k - hidden
            segments += k - 1
            constraints += 2 + (k - 1) + hidden
            switch stack.distribution {
            case .fillEqually: constraints += max(visible - 1, 0)
            case .equalSpacing where visible > 1:
                constraints += 3 * (visible - 1) - 1
                owners += visible - 1
            default: break
            }
            let alignment = DirectDocument.crossAlignment(stack)
            if alignment == .fill {
                constraints += 2 * (k - 1) + 2
            } else {
                constraints += (k - 1) + k
                if k == 1 {
                    constraints += 3 + (alignment == .center ? 1 : 0)
                } else {
                    constraints += 2 * k + 1 + (alignment == .center ? 3 : 2)
                    owners += 1
                }
            }
        }
        return (4 * owners + segments, constraints)
    }
}
