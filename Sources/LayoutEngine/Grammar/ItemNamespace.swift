/// The items a document's constraints may name: view ids and layout guide ids, which share one namespace.
///
/// Also remembers each view's superview, which the Visual Format Language's `|` needs.
public struct ItemNamespace: Sendable {
    /// What an id names.
    public enum Kind: Sendable, Hashable {
        case view, guide
    }

    private struct Entry {
        var kind: Kind
        var superview: String?
        /// Where the decoder saw the id declared (an index into its own list).
        var declaration: Int
    }

    /// One dictionary for everything about an id: a 100,000-view document hashes each id once.
    private var entries: [String: Entry]

    /// An empty namespace with room for `minimumCapacity` ids.
    public init(minimumCapacity: Int = 0) {
        entries = Dictionary(minimumCapacity: minimumCapacity)
    }

    /// Registers a view; returns false (and changes nothing) when the id is taken.
    @discardableResult
    public mutating func addView(_ id: String, superview: String?) -> Bool {
        add(id, Entry(kind: .view, superview: superview, declaration: -1))
    }

    /// Registers a layout guide (a document's or one the engine makes); returns false when the id is taken.
    @discardableResult
    public mutating func addGuide(_ id: String) -> Bool {
        add(id, Entry(kind: .guide, superview: nil, declaration: -1))
    }

    /// Registers an id with the index of its declaration, for duplicate-id errors.
    mutating func add(_ id: String, kind: Kind, superview: String?, declaration: Int) -> Bool {
        add(id, Entry(kind: kind, superview: superview, declaration: declaration))
    }

    private mutating func add(_ id: String, _ entry: Entry) -> Bool {
        // The defaulting subscript inserts `entry` only when the id is new, hashing the id once.
        let count = entries.count
        entries[id, default: entry].declaration += 0
        return entries.count > count
    }

    /// What `id` names, if anything.
    public func kind(of id: String) -> Kind? { entries[id]?.kind }

    /// The superview of view `id`; nil for the root and for unknown ids.
    public func superview(of id: String) -> String? { entries[id]?.superview }

    /// The declaration index given when `id` was added.
    func declaration(of id: String) -> Int? { entries[id]?.declaration }

    /// The item an item path names: an id, `ID.layoutMarginsGuide` or `ID.safeAreaLayoutGuide`.
    /// - Returns: the item, or why the path names none (a detail for an error).
    public func resolve(_ path: String) -> Result<LayoutItem, ItemResolutionError> {
        switch entries[path]?.kind {
        case .view: return .success(.view(path))
        case .guide: return .success(.guide(path))
        case nil: break
        }
        for (suffix, make) in Self.viewGuides {
            guard path.hasSuffix(suffix) else { continue }
            let base = String(path.dropLast(suffix.count))
            switch entries[base]?.kind {
            case .view: return .success(make(base))
            case .guide:
                return .failure(ItemResolutionError(
                    detail: "'\(base)' is a layout guide; only views have a \(suffix.dropFirst())"))
            case nil:
                return .failure(ItemResolutionError(detail: "unknown item '\(base)': no view has that id"))
            }
        }
        return .failure(ItemResolutionError(detail: "unknown item '\(path)': no view or layout guide has that id"))
    }

    private static let viewGuides: [(String, @Sendable (String) -> LayoutItem)] = [
        (".layoutMarginsGuide", { .layoutMarginsGuide($0) }),
        (".safeAreaLayoutGuide", { .safeAreaLayoutGuide($0) }),
    ]
}
