/// The guides the stacks make (gap guides, spanning spacers), numbered after the tree's own items.
struct GuideRegistry: Sendable {
    /// The owner number of the first generated guide.
    let firstOwner: Int
    /// `<stackId>.<role><index>`, in order of creation; unique because user ids contain no dot.
    private(set) var names: [String] = []

    init(firstOwner: Int) {
        self.firstOwner = firstOwner
    }

    /// Makes a guide named `name` and returns its item.
    mutating func make(_ name: String) -> ItemRef {
        names.append(name)
        return ItemRef(firstOwner + names.count - 1)
    }

    var ownerCount: Int { firstOwner + names.count }
}
