/// The ids the decoder read (``DeclaredIDs``), each given its owner number in tree order, as
/// ``LayoutTree`` numbers views and guides: the table a valid document's constraints are
/// resolved against, their items to numbers that nothing after the decoder looks up again.
///
/// The views are numbered as they are walked in tree order, one lookup of each id's bytes in the
/// decoder's table, and walked only as far as the items asked for need: a feed whose constraints
/// pin its stack to the root numbers two views, a document whose constraints name every part of
/// it all of them. A layout guide's number counts every view, so the first guide asked for
/// finishes the walk. An item's string is its view's or guide's (retained, never made).
///
/// Valid only inside ``resolving(_:root:views:_:)``, which holds the views in place.
final class NumberedIDs: ItemLookup {
    private let declared: DeclaredIDs
    /// The ids by owner number so far: the views walked, in tree order; once the walk is over,
    /// then the guides by their views' order, a view's own first, then a scroll view's content
    /// and frame layout guides.
    @exclusivity(unchecked) private var owners: [String] = []
    /// The guides of the views walked, in that order.
    @exclusivity(unchecked) private var guides: [String] = []
    /// The views still to walk, innermost last (``TreeOrder``'s order); empty once the walk is over.
    @exclusivity(unchecked) private var pending: [UnsafePointer<ViewNode>]
    @exclusivity(unchecked) private var isWalked = false
    /// The last ids answered with a number (``recentSlots`` of them), their bytes copied into
    /// ``recentBytes``: a document's constraints name the same items in runs (a view's edges
    /// pinned to its parent's, one constraint each), and a repeat is answered by comparing its
    /// bytes with one of these, without hashing it and probing the table. An answer with a
    /// number never changes (the walk gives each id its number once, and a document with a
    /// repeated id is not resolved here), so a remembered one is the table's.
    private let recent = UnsafeMutablePointer<Recent>.allocate(capacity: recentSlots)
    private let recentBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: recentSlots * recentLength)
    /// The slot the next answer to remember replaces: the older one.
    @exclusivity(unchecked) private var nextRecent = 0
    private static let recentSlots = 2
    /// Longer ids are not remembered.
    private static let recentLength = 64

    /// An answer remembered: its id's length (-1 for an empty slot, which no id's length matches), its kind and number.
    private struct Recent {
        var count = -1
        var kind = ItemNamespace.Kind.view
        var number: Int32 = -1
    }

    private init(_ declared: DeclaredIDs, root: UnsafePointer<ViewNode>, views: Int) {
        self.declared = declared
        owners.reserveCapacity(views)
        pending = [root]
        recent.initialize(repeating: Recent(), count: Self.recentSlots)
    }

    deinit {
        recent.deallocate()
        recentBytes.deallocate()
    }

    /// Calls `body` with the ids of `declared` (checked: call ``DeclaredIDs/settle()`` first)
    /// to be numbered in `root`'s tree order; `views` is about how many views there are (room
    /// made at once).
    static func resolving<Resolved, Failure: Error>(
        _ declared: DeclaredIDs, root: ViewNode, views: Int, _ body: (NumberedIDs) throws(Failure) -> Resolved
    ) throws(Failure) -> Resolved {
        // The views are read in place, where the document holds them, for as long as `body` runs.
        try withUnsafePointer(to: root) { root -> Result<Resolved, Failure> in
            let ids = NumberedIDs(declared, root: root, views: views)
            do throws(Failure) {
                return .success(try body(ids))
            } catch {
                return .failure(error)
            }
        }.get()
    }

    func item(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (kind: ItemNamespace.Kind, id: String, number: Int32)? {
        let count = bytes.count
        for slot in 0..<Self.recentSlots where recent[slot].count == count
            && JSONKey.same(recentBytes + slot &* Self.recentLength, bytes.baseAddress!, count) {
            let found = recent[slot]
            return (found.kind, owners[Int(found.number)], found.number)
        }
        guard case (let kind, var number)? = declared.item(of: bytes) else { return nil }
        if number < 0 && !isWalked {
            // The walk answers the number it gave the view it stopped at: looked up again only
            // for a guide, numbered once the walk is over.
            number = walk(to: kind == .guide ? nil : bytes) ?? declared.item(of: bytes)?.number ?? -1
        }
        if number >= 0 && count <= Self.recentLength {
            let slot = nextRecent
            nextRecent = (slot &+ 1) % Self.recentSlots
            (recentBytes + slot &* Self.recentLength).update(from: bytes.baseAddress!, count: count)
            recent[slot] = Recent(count: count, kind: kind, number: number)
        }
        // An id the walk did not number (past the table's ``DeclaredIDs`` capacity) is made from its bytes.
        return (kind, number >= 0 ? owners[Int(number)] : String(decoding: bytes, as: UTF8.self), number)
    }

    /// Walks on, numbering each view, until the view whose id is `id` is numbered (nil: to the
    /// end, then numbering the guides).
    /// - Returns: the number of the view whose id is `id`, nil where the walk reached its end.
    /// - Complexity: O(views walked), expected.
    private func walk(to id: UnsafeBufferPointer<UInt8>?) -> Int32? {
        while let view = pending.popLast() {
            let index = Int32(owners.count)
            let viewID = view.pointee.id
            owners.append(viewID)
            if let extras = view.pointee.extras { guides += extras.layoutGuides }
            if view.pointee.isScroll {
                guides += [ScrollGuides.contentGuideID(of: viewID), ScrollGuides.frameGuideID(of: viewID)]
            }
            // A list's buffer is taken only where it has views: taking it retains and releases
            // the array, and most views are leaves.
            if !view.pointee.arrangedSubviews.isEmpty {
                view.pointee.arrangedSubviews.withUnsafeBufferPointer { views in
                    for offset in views.indices.reversed() { pending.append(views.baseAddress! + offset) }
                }
            }
            if !view.pointee.subviews.isEmpty {
                view.pointee.subviews.withUnsafeBufferPointer { views in
                    for offset in views.indices.reversed() { pending.append(views.baseAddress! + offset) }
                }
            }
            // The view looked for answers its number, -1 where its id took none (past the table).
            let found = viewID.withContiguousUTF8 { bytes -> Int32? in
                let numbered = declared.number(bytes, as: index)
                guard let id, JSONKey(bytes: id).equals(JSONKey(bytes: bytes)) else { return nil }
                return numbered ? index : -1
            }
            if let found { return found }
        }
        isWalked = true
        for guide in guides {
            // A scroll view's guides are not declared ids: the lookup finds nothing to number.
            _ = guide.withContiguousUTF8 { declared.number($0, as: Int32(owners.count)) }
            owners.append(guide)
        }
        return nil
    }
}
