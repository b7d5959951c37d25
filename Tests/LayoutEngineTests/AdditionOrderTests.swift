import Testing
@testable import LayoutEngine

/// The order the engine hands constraints to the solver: required ones keep the contract's
/// order (it decides which constraint breaks), optional ones are reordered only for speed.
@Suite struct AdditionOrderTests {
    /// One constraint per priority, on distinct views so that nothing but the priority matters.
    private func constraints(_ priorities: [Double]) -> [BuiltConstraint] {
        priorities.enumerated().map { index, priority in
            BuiltConstraint("c\(index)", ItemRef(index), .width, .equal, constant: 0, priority: priority)
        }
    }

    @Test func requiredKeepTheirOrderThenRunsStrongestFirstThenWeakPullsLast() {
        // Required: 0, 4, 8 in that order. Runs of optionals from 100 up between them:
        // {1 @250, 2 @750} -> 2, 1; {5 @999.5, 7 @750} -> 5, 7; {10 @250} -> 10.
        // Weak pulls (below 100) last, strongest first: 9 @51, 6 @50, 3 @25.
        let priorities: [Double] = [1000, 250, 750, 25, 1000, 999.5, 50, 750, 1000, 51, 250]
        let order = LoweredLayout.additionOrder(constraints(priorities)).map(Int.init)
        #expect(order == [0, 4, 8, 2, 1, 5, 7, 10, 9, 6, 3])
    }

    @Test func equalPrioritiesKeepTheContractsOrder() {
        // One run with no required constraint: 750, 750, 250, 750 -> the three 750s in their
        // order (0, 1, 3), then the 250 (2); the weak pulls 25, 25 stay in their order (4, 5).
        let priorities: [Double] = [750, 750, 250, 750, 25, 25]
        let order = LoweredLayout.additionOrder(constraints(priorities)).map(Int.init)
        #expect(order == [0, 1, 3, 2, 4, 5])
    }

    @Test func everyConstraintIsAddedOnce() {
        let priorities: [Double] = [25, 1000, 51, 750, 1000, 250, 999, 998, 1000, 49, 250]
        let order = LoweredLayout.additionOrder(constraints(priorities)).map(Int.init)
        #expect(order.sorted() == Array(priorities.indices))
        #expect(order.prefix(3) == [1, 4, 8])
    }
}
