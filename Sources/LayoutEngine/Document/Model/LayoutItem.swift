/// Something a constraint can relate: a view, a layout guide, or one of a view's guides.
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
    /// A view, by id.
    case view(String)
    /// A `UILayoutGuide`, by id: the document's `layoutGuides`, or a guide the
    /// engine makes (a stack's gap guides and spacer, named `<stackId>.<role><index>`).
    case guide(String)
    /// `ID.layoutMarginsGuide`.
    case layoutMarginsGuide(String)
    /// `ID.safeAreaLayoutGuide`.
    case safeAreaLayoutGuide(String)

    /// The item as written in the constraint grammar.
    public var description: String {
        switch self {
        case .view(let id), .guide(let id): return id
        case .layoutMarginsGuide(let id): return "\(id).layoutMarginsGuide"
        case .safeAreaLayoutGuide(let id): return "\(id).safeAreaLayoutGuide"
        }
    }
}

/// One side of a constraint: an item's attribute.
public struct LayoutAnchor: Hashable, Sendable {
    public var item: LayoutItem
    public var attribute: LayoutAttribute

    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}
