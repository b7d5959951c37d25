import ConstraintSolver

extension LoweredLayout {
    /// Every view's frame in tree order, relative to its superview or to the root.
    /// - Complexity: O(views).
    func frames(in space: LayoutOptions.FrameSpace) -> [ViewFrame] {
        let count = tree.viewCount
        // Absolute minimum x and y, following each view's references (which precede it in tree order).
        var minimum = [[Double]](repeating: [Double](repeating: 0, count: count), count: 2)
        for view in 0..<count {
            for axis in 0..<2 {
                let reference = Int(lowering.references.reference[axis][view])
                let base = reference < 0 ? 0 : minimum[axis][reference]
                minimum[axis][view] = base + stepValue(view, axis: axis)
            }
        }
        var frames: [ViewFrame] = []
        frames.reserveCapacity(count)
        for view in 0..<count {
            let parent = Int(tree.parents[view])
            let relative = space == .superview && parent >= 0
            let x = minimum[0][view] - (relative ? minimum[0][parent] : 0)
            let y = minimum[1][view] - (relative ? minimum[1][parent] : 0)
            // Adding 0 turns -0 into 0, so the same layout always prints the same bytes.
            frames.append(ViewFrame(
                id: tree.nodes[view].id, x: x + 0, y: y + 0,
                width: solver.value(of: lowering.size(view, 0)) + 0,
                height: solver.value(of: lowering.size(view, 1)) + 0))
        }
        return frames
    }

    /// One `ambiguous` warning per view with a frame value that is not unique among the optimal
    /// solutions, in tree order; `x`/`y` are judged in the frame space the response uses.
    /// - Complexity: O(views) questions to the solver's ambiguity analysis when positions are
    ///   unique step by step; a position that is not is asked about as a whole.
    func ambiguities(in space: LayoutOptions.FrameSpace) -> [Diagnostic] {
        let analysis = solver.analyzeAmbiguity()
        let count = tree.viewCount
        // Whether minPos(view) - minPos(the frame's origin) is unique, per axis.
        var unique = [[Bool]](repeating: [Bool](repeating: true, count: count), count: 2)
        var diagnostics: [Diagnostic] = []
        for view in 0..<count {
            let origin = space == .superview ? Int(tree.parents[view]) : -1
            var attributes: [String] = []
            for axis in 0..<2 {
                let reference = Int(lowering.references.reference[axis][view])
                var step: [Term] = []
                lowering.appendStep(view, axis: axis, scale: 1, &step)
                var isUnique = analysis.isUnique(LinearExpression(step)) && (reference == origin || unique[axis][reference])
                if !isUnique && reference != origin {
                    var whole: [Term] = []
                    lowering.appendDifference(view, origin, axis: axis, scale: 1, &whole)
                    isUnique = analysis.isUnique(LinearExpression(whole))
                }
                unique[axis][view] = isUnique
                if !isUnique { attributes.append(axis == 0 ? "x" : "y") }
            }
            if !analysis.isUnique(lowering.size(view, 0)) { attributes.append("width") }
            if !analysis.isUnique(lowering.size(view, 1)) { attributes.append("height") }
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

    /// The solved value of `minPos(view) - minPos(its reference)` along `axis`.
    private func stepValue(_ view: Int, axis: Int) -> Double {
        var step: [Term] = []
        lowering.appendStep(view, axis: axis, scale: 1, &step)
        return step.reduce(0) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
}
