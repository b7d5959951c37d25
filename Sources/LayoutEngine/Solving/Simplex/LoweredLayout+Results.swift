import ConstraintSolver

extension LoweredLayout {
    /// Every view's frame in tree order, placed as `placement` says (relative to its superview or
    /// to the root, rounded or not).
    /// - Complexity: O(views).
    func frames(_ placement: FramePlacement) -> [ViewFrame] {
        let count = tree.viewCount
        let minimumX = absoluteMinimums(axis: 0)
        let minimumY = absoluteMinimums(axis: 1)
        let parents = tree.parents
        let nodes = tree.nodes
        return [ViewFrame](unsafeUninitializedCapacity: count) { frames, initialized in
            for view in 0..<count {
                let parent = Int(parents[view])
                let parentOrigin = placement.isRelative && parent >= 0 ? SIMD2(minimumX[parent], minimumY[parent]) : nil
                let absolute = SIMD4(
                    minimumX[view], minimumY[view], solver.value(of: lowering.size(view, 0)),
                    solver.value(of: lowering.size(view, 1)))
                (frames.baseAddress! + view).initialize(
                    to: placement.frame(id: nodes[view].id, absolute, parentOrigin: parentOrigin))
            }
            initialized = count
        }
    }

    /// Every layout guide's frame (the document's `layoutGuides` and the scroll views' content and
    /// frame layout guides, as ``LayoutTree/guideIDs`` lists them), placed as `placement` says
    /// (relative to the view that owns it, or to the root).
    /// - Complexity: O(views + guides).
    func guideFrames(_ placement: FramePlacement) -> [ViewFrame] {
        let viewCount = tree.viewCount
        guard !tree.guideIDs.isEmpty else { return [] }
        let minimumX = absoluteMinimums(axis: 0, owners: viewCount + tree.guideIDs.count)
        let minimumY = absoluteMinimums(axis: 1, owners: viewCount + tree.guideIDs.count)
        return tree.guideIDs.indices.map { index in
            let guide = viewCount + index
            let owner = Int(tree.guideOwners[index])
            let absolute = SIMD4(
                minimumX[guide], minimumY[guide], solver.value(of: lowering.size(guide, 0)),
                solver.value(of: lowering.size(guide, 1)))
            let ownerOrigin = placement.isRelative ? SIMD2(minimumX[owner], minimumY[owner]) : nil
            return placement.frame(id: tree.guideIDs[index], absolute, parentOrigin: ownerOrigin)
        }
    }

    /// One `ambiguous` warning per view with a frame value that is not unique among the optimal
    /// solutions, in tree order; `x`/`y` are judged in the frame space the response uses.
    /// - Complexity: O(views) questions to the solver's ambiguity analysis when positions are
    ///   unique step by step; a position that is not is asked about as a whole.
    func ambiguities(in space: LayoutOptions.FrameSpace) -> [Diagnostic] {
        let analysis = solver.analyzeAmbiguity()
        let references = lowering.references
        let nodes = references.ownerCount + references.segmentCount
        // Per axis and node: 0 not yet known, 1 unique, 2 not unique: minPos(node) - minPos(frame origin).
        var unique = [[UInt8]](repeating: [UInt8](repeating: 0, count: nodes), count: 2)
        var diagnostics: [Diagnostic] = []
        // One buffer for every walk (each leaves it empty), not an allocation per view and axis.
        var chain: [Int] = []
        for view in 0..<tree.viewCount {
            let origin = space == .superview ? Int(tree.parents[view]) : -1
            var values: Diagnostic.AmbiguousValues = []
            for axis in 0..<2 {
                // Up the references to a known node (or the origin), then back down: each step is
                // unique if its offset is and the node it hangs from is; otherwise ask about the whole.
                var node = view
                while node != origin && node >= 0 && unique[axis][node] == 0 {
                    chain.append(node)
                    node = Int(references.reference[axis][node])
                }
                var below = node == origin || node < 0 || unique[axis][node] == 1
                while let next = chain.popLast() {
                    // A step is its offset variable, or nothing (a segment's first child), so it
                    // is asked about as a variable, without building an expression.
                    var isUnique = below
                        && (!references.hasOffset[axis][next] || analysis.isUnique(lowering.position(next, axis)))
                    if !isUnique {
                        var whole: [Term] = []
                        lowering.appendDifference(next, origin, axis: axis, scale: 1, &whole)
                        isUnique = analysis.isUnique(LinearExpression(whole))
                    }
                    unique[axis][next] = isUnique ? 1 : 2
                    below = isUnique
                }
                if unique[axis][view] == 2 { values.insert(axis == 0 ? .x : .y) }
            }
            if !analysis.isUnique(lowering.size(view, 0)) { values.insert(.width) }
            if !analysis.isUnique(lowering.size(view, 1)) { values.insert(.height) }
            guard !values.isEmpty else { continue }
            diagnostics.append(.ambiguity(view: tree.nodes[view].id, values: values))
        }
        return diagnostics
    }

    /// Each scroll view's `contentSize` (its content layout guide's solved size, starting where the
    /// scroll view does), placed as `placement` says, in tree order.
    /// - Complexity: O(views) when there are scroll views, O(1) otherwise.
    func scrollContents(_ placement: FramePlacement) -> [ScrollContent] {
        guard !tree.scrollViews.isEmpty else { return [] }
        let minimumX = absoluteMinimums(axis: 0)
        let minimumY = absoluteMinimums(axis: 1)
        return tree.scrollViews.map { scroll in
            let view = Int(scroll.view)
            let guide = Int(scroll.contentGuide)
            return placement.contentSize(
                id: tree.nodes[view].id, origin: SIMD2(minimumX[view], minimumY[view]),
                size: SIMD2(solver.value(of: lowering.size(guide, 0)), solver.value(of: lowering.size(guide, 1))))
        }
    }

    /// Every constraint added to the solver, in the contract's order, in the request grammar.
    func solvedConstraintTexts() -> [String] {
        constraints.indices.map(text)
    }

    /// The solved minimum x or y in root coordinates of every view (of the first `owners` owners:
    /// views, then the document's guides) and of each node up the references from one (other
    /// nodes are left NaN: no frame asked for needs them).
    /// - Complexity: O(views + segments) reads of the solution.
    private func absoluteMinimums(axis: Int, owners: Int? = nil) -> [Double] {
        let references = lowering.references
        let reference = references.reference[axis]
        let hasOffset = references.hasOffset[axis]
        // NaN marks a node not yet known; a NaN solution would only be computed again, the same.
        var minimum = [Double](repeating: .nan, count: references.ownerCount + references.segmentCount)
        minimum.withUnsafeMutableBufferPointer { minimum in
            // A walk up the references visits each node at most once, so the nodes bound it.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: minimum.count) { chain in
                for start in 0..<(owners ?? tree.viewCount) where minimum[start].isNaN {
                    var length = 0
                    var node = start
                    while node >= 0 && minimum[node].isNaN {
                        chain[length] = node
                        length += 1
                        node = Int(reference[node])
                    }
                    var base = node < 0 ? 0 : minimum[node]
                    while length > 0 {
                        length -= 1
                        let next = chain[length]
                        if hasOffset[next] { base += solver.value(of: lowering.position(next, axis)) }
                        minimum[next] = base
                    }
                }
            }
        }
        return minimum
    }
}
