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
/// item as an index into the views and guides rather than hashing its id again. The item is kept
/// as its case (``kind``, one byte) and its id side by side, not as a ``LayoutItem``: the engine
/// classifies an anchor and compares its id in place, where a switch over a stored item copied
/// the id out of it (a retain and a release each time).
public struct LayoutAnchor: Hashable, Sendable {
    /// The item, by name: what diagnostics, errors and the printed constraint show. Naming
    /// another item forgets ``owner``.
    public var item: LayoutItem {
        get { Self.item(of: kind, id: id) }
        set {
            kind = Kind(newValue)
            id = newValue.ownerID
            owner = -1
        }
    }
    public var attribute: LayoutAttribute
    /// Which case ``item`` is.
    private(set) var kind: Kind
    /// ``item``'s id: the view's or guide's, the view's for its margins and safe area (``LayoutItem/ownerID``).
    private(set) var id: String
    /// The owner number of ``item`` (its view's, for a view's margins or safe area) in tree
    /// order, as ``LayoutTree`` numbers views and guides, set where the decoder resolved the
    /// item; -1 when unknown (a constraint made in code or by the engine). A function of the item
    /// and the document, so not part of equality; ``LayoutTree`` takes it as it is from a document
    /// whose numbers it knows hold (``LayoutDocument/itemsNumbered``), else only after checking
    /// that the view or guide it numbers has the item's id (a document's tree may change after decoding).
    var owner: Int32 = -1

    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.kind = Kind(item)
        self.id = item.ownerID
        self.attribute = attribute
    }

    init(_ item: LayoutItem, _ attribute: LayoutAttribute, owner: Int32) {
        self.init(item, attribute)
        self.owner = owner
    }

    /// The anchor on `parts`' item: as the decoder resolved it, with no ``LayoutItem`` between.
    init(_ parts: Parts, _ attribute: LayoutAttribute) {
        kind = parts.kind
        id = parts.id
        owner = parts.owner
        self.attribute = attribute
    }

    /// An anchor's item as it stores it: its case, its id and its owner number (-1 when unknown).
    struct Parts {
        var kind: Kind
        var id: String
        var owner: Int32
    }

    /// The item of case `kind` whose id (its view's, for a view's margins or safe area) is `id`.
    static func item(of kind: Kind, id: String) -> LayoutItem {
        switch kind {
        case .view: return .view(id)
        case .guide: return .guide(id)
        case .layoutMarginsGuide: return .layoutMarginsGuide(id)
        case .safeAreaLayoutGuide: return .safeAreaLayoutGuide(id)
        }
    }

    /// Equal when the items and attributes are (``owner`` is not part of the value).
    public static func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> Bool {
        lhs.kind == rhs.kind && lhs.attribute == rhs.attribute && lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(id)
        hasher.combine(attribute)
    }
}

extension LayoutAnchor {
    /// The case of a ``LayoutItem``, without its id: one byte, copied bitwise.
    enum Kind: UInt8, Sendable, BitwiseCopyable {
        case view, guide, layoutMarginsGuide, safeAreaLayoutGuide

        /// The case of `item`.
        init(_ item: LayoutItem) {
            switch item {
            case .view: self = .view
            case .guide: self = .guide
            case .layoutMarginsGuide: self = .layoutMarginsGuide
            case .safeAreaLayoutGuide: self = .safeAreaLayoutGuide
            }
        }
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
