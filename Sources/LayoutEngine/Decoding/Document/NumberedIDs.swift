/// The ids the decoder read (``DeclaredIDs``), each given its owner number in tree order, as
/// ``LayoutTree`` numbers views and guides: the table a valid document's constraints are
/// resolved against, their items to numbers that nothing after the decoder looks up again.
///
/// Numbering is one walk of the views and one lookup of each id's bytes in the decoder's own
/// table; an item's string is its view's or guide's (retained, never made).
struct NumberedIDs: ItemLookup {
    private let declared: DeclaredIDs
    /// The ids by owner number: the views in tree order, then the guides by their views' order,
    /// a view's own first, then a scroll view's content and frame layout guides.
    private let owners: [String]

    /// Numbers every id of `declared` (checked: call ``DeclaredIDs/settle()`` first) that a view
    /// or guide of `root` has.
    /// - Complexity: O(views + guides), expected.
    init(_ declared: DeclaredIDs, root: ViewNode) {
        var owners: [String] = []
        var guides: [String] = []
        TreeOrder.walk(root) { view, index, _ in
            let id = view.pointee.id
            id.withContiguousUTF8 { declared.number($0, as: index) }
            owners.append(id)
            if let extras = view.pointee.extras { guides += extras.layoutGuides }
            if view.pointee.isScroll {
                guides += [ScrollGuides.contentGuideID(of: id), ScrollGuides.frameGuideID(of: id)]
            }
        }
        for guide in guides {
            // A scroll view's guides are not declared ids: the lookup finds nothing to number.
            guide.withContiguousUTF8 { declared.number($0, as: Int32(owners.count)) }
            owners.append(guide)
        }
        self.declared = declared
        self.owners = owners
    }

    func item(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (kind: ItemNamespace.Kind, id: String, number: Int32)? {
        guard let (kind, number) = declared.item(of: bytes) else { return nil }
        // An id the walk did not number (past the table's ``DeclaredIDs`` capacity) is made from its bytes.
        return (kind, number >= 0 ? owners[Int(number)] : String(decoding: bytes, as: UTF8.self), number)
    }
}
