import ConstraintSolver

extension LoweredLayout {
    /// Every view's frame in tree order, relative to its superview or to the root.
    /// - Complexity: O(views).
    func frames(in space: LayoutOptions.FrameSpace) -> [ViewFrame] {
        var frames: [ViewFrame] = []
        frames.reserveCapacity(tree.viewCount)
        for view in 0..<tree.viewCount {
            var x = solver.value(of: lowering.minX(view))
            var y = solver.value(of: lowering.minY(view))
            let parent = Int(tree.parents[view])
            if space == .superview, parent >= 0 {
                x -= solver.value(of: lowering.minX(parent))
                y -= solver.value(of: lowering.minY(parent))
            }
            // Adding 0 turns -0 into 0, so the same layout always prints the same bytes.
            frames.append(ViewFrame(
                id: tree.nodes[view].id, x: x + 0, y: y + 0,
                width: solver.value(of: lowering.width(view)) + 0,
                height: solver.value(of: lowering.height(view)) + 0))
        }
        return frames
    }

    /// One `ambiguous` warning per view with a frame value that is not unique among the optimal
    /// solutions, in tree order; `x`/`y` are judged in the frame space the response uses.
    /// - Complexity: O(views) questions to the solver's ambiguity analysis.
    func ambiguities(in space: LayoutOptions.FrameSpace) -> [Diagnostic] {
        let analysis = solver.analyzeAmbiguity()
        var diagnostics: [Diagnostic] = []
        for view in 0..<tree.viewCount {
            let parent = Int(tree.parents[view])
            let relative = space == .superview && parent >= 0
            var attributes: [String] = []
            if !analysis.isUnique(position(view, parent: relative ? parent : nil, lowering.minX)) { attributes.append("x") }
            if !analysis.isUnique(position(view, parent: relative ? parent : nil, lowering.minY)) { attributes.append("y") }
            if !analysis.isUnique(LinearExpression(lowering.width(view))) { attributes.append("width") }
            if !analysis.isUnique(LinearExpression(lowering.height(view))) { attributes.append("height") }
            guard !attributes.isEmpty else { continue }
            let id = tree.nodes[view].id
            let message = "Layout is ambiguous for view \(id): \(attributes.joined(separator: ", ")) "
                + (attributes.count == 1 ? "is" : "are") + " not unique among the optimal solutions; one of them is returned."
            diagnostics.append(.ambiguous(view: id, attributes: attributes, message: message))
        }
        return diagnostics
    }

    /// Every constraint added to the solver, in the contract's order, in the request grammar.
    func solvedConstraintTexts() -> [String] {
        constraints.indices.map(text)
    }

    private func position(_ view: Int, parent: Int?, _ variable: (Int) -> Variable) -> LinearExpression {
        guard let parent else { return LinearExpression(variable(view)) }
        return LinearExpression([Term(variable(view)), Term(variable(parent), -1)], constant: 0)
    }
}
