import LayoutEngine

/// The view each item of the constraint grammar belongs to: a view itself, a document layout
/// guide's owner, and for `ID.layoutMarginsGuide`, `ID.safeAreaLayoutGuide`, a scroll view's
/// `ID.contentLayoutGuide` and the guides a stack makes (`stack.gap0`) the view before the dot
/// (ids have no dots). A dictionary for lookups only: nothing is drawn in its order.
struct ItemOwners {
    private var owners: [String: String] = [:]

    /// - Complexity: linear in the views and their guides.
    init(_ root: ViewNode) {
        var pending = [root]
        while let view = pending.popLast() {
            owners[view.id] = view.id
            for guide in view.layoutGuides { owners[guide] = view.id }
            pending += view.subviews
            pending += view.arrangedSubviews
        }
    }

    /// The view `item` belongs to, or nil when the document has no such view.
    func view(of item: String) -> String? {
        let head = item.split(separator: ".", maxSplits: 1).first.map(String.init) ?? item
        return owners[head]
    }
}
