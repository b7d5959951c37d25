/// Where the ids a constraint's items name are looked up: a document's ``ItemNamespace``, or
/// the decoder's table of the ids it read (``NumberedIDs``), which numbers every id in tree order.
///
/// The rules of an item path (an id, or a view's id with one of its guides' names) are this
/// protocol's, the same whichever table answers.
protocol ItemLookup {
    /// The id `bytes`, if declared: what it names, its string (one the table holds, so that a
    /// found item makes no string), and its owner number in tree order (``LayoutTree``'s), or -1.
    func item(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (kind: ItemNamespace.Kind, id: String, number: Int32)?
}

extension ItemLookup {
    /// The item an item path names: an id, `ID.layoutMarginsGuide` or `ID.safeAreaLayoutGuide`, or a
    /// scroll view's `ID.contentLayoutGuide` or `ID.frameLayoutGuide` (a guide of that id).
    /// - Returns: the item, or why the path names none (a detail for an error).
    func resolve(_ path: String) -> Result<LayoutItem, ItemResolutionError> {
        path.withContiguousUTF8(resolve(utf8:))
    }

    /// The item the path `bytes` names, as ``resolve(_:)``.
    /// - Complexity: O(n) in the path's length, expected.
    func resolve(utf8 path: UnsafeBufferPointer<UInt8>) -> Result<LayoutItem, ItemResolutionError> {
        resolveNumbered(utf8: path).map(\.item)
    }

    /// The item the path `bytes` names, as ``resolve(_:)``, with its owner number in tree order
    /// (its view's for a view's margins or safe area) where the table has one, else -1 (a scroll
    /// view's content and frame guides have none here).
    /// - Complexity: O(n) in the path's length, expected.
    func resolveNumbered(utf8 path: UnsafeBufferPointer<UInt8>) -> Result<(item: LayoutItem, owner: Int32), ItemResolutionError> {
        resolveAnchor(utf8: path).map { (LayoutAnchor.item(of: $0.kind, id: $0.id), $0.owner) }
    }

    /// The item the path `bytes` names as an anchor holds it: its case, its id (the view's for a
    /// view's margins or safe area) and owner number, as ``resolveNumbered(utf8:)``. What the
    /// decoder builds each anchor from: no ``LayoutItem`` is made and taken apart again (a switch
    /// and a copy of its id each way). A view's guide is found without making its name.
    /// - Complexity: O(n) in the path's length, expected.
    @inline(__always)
    func resolveAnchor(utf8 path: UnsafeBufferPointer<UInt8>) -> Result<LayoutAnchor.Parts, ItemResolutionError> {
        if let found = item(utf8: path) {
            return .success(LayoutAnchor.Parts(kind: found.kind == .guide ? .guide : .view, id: found.id, owner: found.number))
        }
        return resolveGuide(utf8: path)
    }

    /// ``resolveAnchor(utf8:)`` of a path that is not an id: a view's guide, or why it names nothing.
    private func resolveGuide(utf8 path: UnsafeBufferPointer<UInt8>) -> Result<LayoutAnchor.Parts, ItemResolutionError> {
        guard let (base, guide) = ViewGuide.suffix(of: path) else {
            let text = String(decoding: path, as: UTF8.self)
            return .failure(ItemResolutionError(detail: "unknown item '\(text)': no view or layout guide has that id"))
        }
        guard let found = item(utf8: base) else {
            let text = String(decoding: base, as: UTF8.self)
            return .failure(ItemResolutionError(detail: "unknown item '\(text)': no view has that id"))
        }
        switch found.kind {
        case .scroll:
            return .success(guide.anchor(found.id, owner: guide.isScrollGuide ? -1 : found.number))
        case .view where !guide.isScrollGuide:
            return .success(guide.anchor(found.id, owner: found.number))
        case .view:
            return .failure(ItemResolutionError(
                detail: "'\(found.id)' is not a scroll view; only scroll views (\"type\": \"scroll\") have a \(guide.name)"))
        case .guide:
            return .failure(ItemResolutionError(detail: "'\(found.id)' is a layout guide; only views have a \(guide.name)"))
        }
    }
}

/// A view's own guide, named by a suffix of an item path.
private enum ViewGuide: CaseIterable {
    case layoutMargins, safeArea, content, frame

    /// The guide's name, as after the view's id and a dot.
    var name: StaticString {
        switch self {
        case .layoutMargins: return "layoutMarginsGuide"
        case .safeArea: return "safeAreaLayoutGuide"
        case .content: return "contentLayoutGuide"
        case .frame: return "frameLayoutGuide"
        }
    }

    /// Whether only scroll views have it.
    var isScrollGuide: Bool { self == .content || self == .frame }

    /// The anchor's parts for this guide of the view whose id is `view`, `owner` its number.
    func anchor(_ view: String, owner: Int32) -> LayoutAnchor.Parts {
        switch self {
        case .layoutMargins: return LayoutAnchor.Parts(kind: .layoutMarginsGuide, id: view, owner: owner)
        case .safeArea: return LayoutAnchor.Parts(kind: .safeAreaLayoutGuide, id: view, owner: owner)
        case .content: return LayoutAnchor.Parts(kind: .guide, id: ScrollGuides.contentGuideID(of: view), owner: owner)
        case .frame: return LayoutAnchor.Parts(kind: .guide, id: ScrollGuides.frameGuideID(of: view), owner: owner)
        }
    }

    /// The base path and the guide when `path` ends in one of the guides' names after a dot.
    static func suffix(of path: UnsafeBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, ViewGuide)? {
        for guide in allCases {
            let dot = path.count - guide.name.utf8CodeUnitCount - 1
            guard dot >= 0, path[dot] == UInt8(ascii: "."),
                  JSONKey(bytes: UnsafeBufferPointer(rebasing: path[(dot + 1)...])).equals(guide.name) else { continue }
            // Past ASCII, a character can take the dot into itself (a prepended mark), and then
            // the path's characters do not end with the suffix's: they decide, as for any string.
            if path.contains(where: { $0 >= 0x80 }),
               !String(decoding: path, as: UTF8.self).hasSuffix(".\(guide.name)") { return nil }
            return (UnsafeBufferPointer(rebasing: path[..<dot]), guide)
        }
        return nil
    }
}
