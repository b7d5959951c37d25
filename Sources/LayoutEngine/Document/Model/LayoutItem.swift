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
///
/// The decoder also gives it the item's number (``owner``), so that what comes after it reads the
/// item as an index into the views and guides rather than hashing its id again.
public struct LayoutAnchor: Hashable, Sendable {
    /// The item, by name: what diagnostics, errors and the printed constraint show. Naming
    /// another item forgets ``owner``.
    public var item: LayoutItem {
        didSet { owner = -1 }
    }
    public var attribute: LayoutAttribute
    /// The owner number of ``item`` (its view's, for a view's margins or safe area) in tree
    /// order, as ``LayoutTree`` numbers views and guides, set where the decoder resolved the
    /// item; -1 when unknown (a constraint made in code or by the engine). A function of the item
    /// and the document, so not part of equality; ``LayoutTree`` takes it only after checking that
    /// the view or guide it numbers has the item's id (a document's tree may change after decoding).
    var owner: Int32 = -1

    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    init(_ item: LayoutItem, _ attribute: LayoutAttribute, owner: Int32) {
        self.item = item
        self.attribute = attribute
        self.owner = owner
    }

    public static func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> Bool {
        lhs.item == rhs.item && lhs.attribute == rhs.attribute
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(item)
        hasher.combine(attribute)
    }
}

extension LayoutAnchor: CustomReflectable {
    /// The item and the attribute, as equality sees the anchor (``owner`` is not part of its value).
    public var customMirror: Mirror { Mirror(self, children: ["item": item, "attribute": attribute]) }
}

extension LayoutItem {
    /// The id of the view or guide whose owner number names this item: the view's for its
    /// margins and safe area.
    var ownerID: String {
        switch self {
        case .view(let id), .guide(let id), .layoutMarginsGuide(let id), .safeAreaLayoutGuide(let id): return id
        }
    }
}
