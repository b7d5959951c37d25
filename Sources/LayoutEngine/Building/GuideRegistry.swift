/// The guides the stacks make (gap guides, spanning spacers), numbered after the tree's own items.
struct GuideRegistry: Sendable {
    /// The owner number of the first generated guide.
    let firstOwner: Int
    /// `<stackId>.<role><index>`, in order of creation; unique because user ids contain no dot.
    private(set) var names: [String] = []
    /// The stack that made each guide.
    private(set) var stacks: [Int32] = []
    /// For a gap guide, the arranged view it follows along the stack's axis; -1 for a spacer.
    private(set) var follows: [Int32] = []

    init(firstOwner: Int) {
        self.firstOwner = firstOwner
    }

    /// Makes a guide named `name` in `stack`, following arranged view `follows` (-1 for none).
    mutating func make(_ name: String, stack: Int, follows: Int = -1) -> ItemRef {
        names.append(name)
        stacks.append(Int32(stack))
        self.follows.append(Int32(follows))
        return ItemRef(firstOwner + names.count - 1)
    }

    var ownerCount: Int { firstOwner + names.count }
}
