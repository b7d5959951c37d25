/// The items a document's constraints may name: view ids and layout guide ids, which share one namespace.
///
/// Also remembers each view's superview, which the Visual Format Language's `|` needs.
public struct ItemNamespace: Sendable {
    /// What an id names.
    public enum Kind: Sendable, Hashable {
        case view, guide
    }

    private var kinds: [String: Kind] = [:]
    private var superviews: [String: String] = [:]

    public init() {}

    /// Registers a view; returns false (and changes nothing) when the id is taken.
    @discardableResult
    public mutating func addView(_ id: String, superview: String?) -> Bool {
        guard kinds[id] == nil else { return false }
        kinds[id] = .view
        if let superview { superviews[id] = superview }
        return true
    }

    /// Registers a layout guide (a document's or one the engine makes); returns false when the id is taken.
    @discardableResult
    public mutating func addGuide(_ id: String) -> Bool {
        guard kinds[id] == nil else { return false }
        kinds[id] = .guide
        return true
    }

    /// What `id` names, if anything.
    public func kind(of id: String) -> Kind? { kinds[id] }

    /// The superview of view `id`; nil for the root and for unknown ids.
    public func superview(of id: String) -> String? { superviews[id] }

    /// The item an item path names: an id, `ID.layoutMarginsGuide` or `ID.safeAreaLayoutGuide`.
    /// - Returns: the item, or why the path names none (a detail for an error).
    public func resolve(_ path: String) -> Result<LayoutItem, ItemResolutionError> {
        switch kinds[path] {
        case .view: return .success(.view(path))
        case .guide: return .success(.guide(path))
        case nil: break
        }
        for (suffix, make) in Self.viewGuides {
            guard path.hasSuffix(suffix) else { continue }
            let base = String(path.dropLast(suffix.count))
            switch kinds[base] {
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

/// Why an item path names no item.
public struct ItemResolutionError: Error, Sendable, Hashable {
    public var detail: String
}
