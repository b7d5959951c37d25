/// The document's optional priority levels, highest first, each a lane of ``LexSlope``: at most
/// as many as ``WideLanes`` has lanes (16) along an axis.
///
/// Equal numeric priorities share a level, as in the solver. The axes are solved apart, so each
/// has its own levels: those of its content priorities and of the pulls that act along it.
struct PriorityLevels {
    /// Distinct optional priorities, descending.
    private(set) var priorities: [Double]

    /// The levels only a `fillProportionally` stack's possible last shares made, each with that
    /// stack's view (-1 where several stacks made it): no cost is at such a level but that
    /// stack's last share's (``insertProportionalLevels(tree:axis:)``).
    var candidateLevels: [(priority: Double, stack: Int32)] = []

    /// The levels used along `axis` (0 for x, 1 for y): the content priorities of that axis,
    /// the stacks' pulls that act on it and the optional `sizeTerms` of that axis; nil with more
    /// than ``WideLanes`` has lanes (16).
    /// - Complexity: O((views + terms) × levels).
    init?(tree: DirectTree, axis: Int, sizeTerms: [SizeTerm] = [], measuresLeaves: Bool = false) {
        priorities = []
        if tree.viewCount > 0, tree.sizing(0, axis: axis).shorthand.isNaN {
            guard insert(ViewConstraintBuilder.fittingSizePriority) else { return nil }
        }
        // The stacks across `axis` that align their views pull along it at these priorities.
        let aligned = tree.stackTally.alignedAlong[1 - axis]
        if aligned != 0 {
            guard insert(StackFamily.ambiguitySuppressionPriority),
                aligned & 1 == 0 || insert(StackFamily.spanningFitPriority),
                aligned & 2 == 0 || insert(StackFamily.canvasFitPriority)
            else { return nil }
        }
        // A `fill` baseline row (horizontal) holds its views at their shares of its width at 760.
        if axis == 0, !tree.baselineRows.isEmpty, tree.stacks.contains(where: \.disambiguatesWidths) {
            guard insert(StackFamily.textWidthDisambiguationPriority) else { return nil }
        }
        // The `equalSpacing` and `equalCentering` stacks along `axis` pull their length to fit.
        if tree.stackTally.spacedEquallyAlong[axis] != 0 {
            guard insert(StackFamily.canvasFitPriority) else { return nil }
        }
        // An evenly centred stack's guides, where its canvas is not held: a pull at 149.
        if tree.stackTally.centredEvenlyAlong[axis] != 0 {
            guard insert(StackFamily.equalCenteringPriority) else { return nil }
        }
        for pair in tree.contentPriorities[axis] {
            guard insert(pair.hugging), insert(pair.resistance) else { return nil }
        }
        for term in sizeTerms {
            guard insert(term.priority) else { return nil }
        }
        // A `fillProportionally` share's leaf measured with its terms: its cost pulled toward 0.
        guard !measuresLeaves || insert(ViewConstraintBuilder.fittingSizePriority) else { return nil }
        // The last shares of `fillProportionally` stacks with spacings.
        guard insertProportionalLevels(tree: tree, axis: axis) else { return nil }
        insertOutrankedShareLevels(tree: tree, axis: axis, sizeTerms: sizeTerms)
        priorities.sort(by: >)
    }

    /// Adds, where a lane is left (after every other level), the priority of each
    /// `fillProportionally` share along `axis` that an optional size term on its view outranks:
    /// that share's error is a cost of the canvas where the view is held at the term
    /// (`DirectAxis+FillProportionally.swift`, "A term above its share"; without the level that
    /// rule declines).
    /// - Complexity: O(terms × siblings) for the terms above the shares' floor, O(terms) otherwise.
    private mutating func insertOutrankedShareLevels(tree: DirectTree, axis: Int, sizeTerms: [SizeTerm]) {
        for term in sizeTerms where !term.isRequired && term.priority > StackFamily.fillProportionallyFloor {
            let view = Int(term.view)
            guard tree.isArrangedProportionally(view, axis: axis) else { continue }
            let arranged = tree.arrangedRange(of: Int(tree.parents[view]))
            guard let position = arranged.first(where: { tree.arrangedChild($0) == view }) else { continue }
            let share = StackFamily.fillProportionallyPriority(at: position - arranged.lowerBound)
            guard share < term.priority, priorities.count < WideLanes.scalarCount else { continue }
            _ = insert(share)
        }
    }

    /// Adds an optional priority; false when there is no lane left for it.
    mutating func insert(_ priority: Double) -> Bool {
        let clamped = min(max(priority, 1), 1000)
        if clamped >= 1000 || priorities.contains(clamped) { return true }
        guard priorities.count < WideLanes.scalarCount else { return false }
        priorities.append(clamped)
        return true
    }

    /// Adds an optional cross tie's priority, the levels kept in order; false with no lane left,
    /// or where it is a level that only a `fillProportionally` stack's last share may cost at.
    mutating func insertTie(_ priority: Double) -> Bool {
        let clamped = min(max(priority, 1), 1000)
        guard !candidateLevels.contains(where: { $0.priority == clamped }), insert(clamped) else { return false }
        priorities.sort(by: >)
        return true
    }

    /// The lane of an optional priority that ``init(tree:axis:)`` included.
    func lane(_ priority: Double) -> Int {
        let clamped = min(max(priority, 1), 1000)
        for lane in priorities.indices where priorities[lane] == clamped { return lane }
        return 0
    }
}
