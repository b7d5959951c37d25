/// The document's optional priority levels, highest first, each a lane of ``LexSlope``.
///
/// Equal numeric priorities share a level, as in the solver; the stacks' weak pulls (spanning
/// fit 51, fitting size 50, canvas fit 49, ambiguity suppression 25) always have a lane.
struct PriorityLevels: Sendable {
    /// Distinct optional priorities, descending.
    private(set) var priorities: [Double]

    /// The levels of the views' content priorities, or nil with more than
    /// ``LexSlope/laneCount`` levels.
    /// - Complexity: O(views × levels).
    init?(sizings: [DirectTree.Sizing]) {
        priorities = [
            StackFamily.spanningFitPriority, ViewConstraintBuilder.fittingSizePriority,
            StackFamily.canvasFitPriority, StackFamily.ambiguitySuppressionPriority,
        ]
        for sizing in sizings {
            for axis in 0..<2 where !sizing.intrinsic[axis].isNaN {
                guard insert(sizing.hugging[axis]), insert(sizing.resistance[axis]) else { return nil }
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
