/// The document's optional priority levels, highest first, each a lane of ``LexSlope``.
///
/// Equal numeric priorities share a level, as in the solver; the stacks' weak pulls (spanning
/// fit 51, fitting size 50, canvas fit 49, ambiguity suppression 25) always have a lane.
struct PriorityLevels: Sendable {
    /// Distinct optional priorities, descending.
    private(set) var priorities: [Double]

    /// The levels of the content priorities of `tree`'s views, or nil with more than
    /// ``LexSlope/laneCount`` levels.
    /// - Complexity: O(views × levels).
    init?(tree: LayoutTree) {
        priorities = [
            StackFamily.spanningFitPriority, ViewConstraintBuilder.fittingSizePriority,
            StackFamily.canvasFitPriority, StackFamily.ambiguitySuppressionPriority,
        ]
        for node in tree.nodes {
            if node.intrinsicContentSize.width != nil {
                guard insert(node.contentHugging.horizontal), insert(node.compressionResistance.horizontal) else { return nil }
            }
            if node.intrinsicContentSize.height != nil {
                guard insert(node.contentHugging.vertical), insert(node.compressionResistance.vertical) else { return nil }
            }
        }
        priorities.sort(by: >)
    }

    /// Adds an optional priority; false when there is no lane left for it.
    private mutating func insert(_ priority: Double) -> Bool {
        let clamped = min(max(priority, 1), 1000)
        if clamped >= 1000 || priorities.contains(clamped) { return true }
        guard priorities.count < LexSlope.laneCount else { return false }
        priorities.append(clamped)
        return true
    }

    /// The lane of an optional priority that ``init(tree:)`` or the fixed levels include.
    func lane(_ priority: Double) -> Int {
        let clamped = min(max(priority, 1), 1000)
        return priorities.firstIndex(of: clamped) ?? 0
    }
}
