/// A ``LayoutTree``'s views in tree order, read where the document's tree holds them.
///
/// The tree copied every view into an array of its own, retaining each view's strings and lists
/// and releasing them all again when it was freed (3.8 M instructions of a layout of the profiles
/// feed's 145 M, 10,000 views). Instead it keeps one copy of the root, in storage of its own, and
/// a pointer to each view below it, inside the element buffers of the lists the root copy holds.
///
/// Why the pointers stay valid: the root copy holds its lists, each list's buffer holds its views,
/// and each of those holds its own lists, so every buffer a pointer points into lives as long as
/// the root copy. None of them changes while it lives: the copy is never written (a view written
/// through the tree is written in the tree's own copy of every view, made then, below), and a
/// list's buffer held by two owners (the document's tree and this copy) is copied before either
/// writes it (copy on write), so the document written after the tree was made leaves these
/// buffers as they were.
struct TreeNodes: RandomAccessCollection, @unchecked Sendable {
    /// Views owned by the tree: the root copy alone, or every view once one has been written.
    /// Unchecked `Sendable`: its buffer is written only while uniquely held (``subscript(_:)``).
    private final class Storage: @unchecked Sendable {
        let views: UnsafeMutableBufferPointer<ViewNode>

        init(count: Int, copying view: (Int) -> ViewNode) {
            views = .allocate(capacity: count)
            for index in 0..<count { (views.baseAddress! + index).initialize(to: view(index)) }
        }

        deinit {
            views.baseAddress!.deinitialize(count: views.count)
            views.deallocate()
        }
    }

    private var storage: Storage
    /// View `i` at `pointers[i]`: into `storage` for the root (and for every view once one is
    /// written), else into the lists of `storage`'s root.
    private var pointers: [UnsafePointer<ViewNode>]

    /// The views of `root`'s tree in tree order (root first, then depth-first: a view's
    /// `subviews`, then its `arrangedSubviews`), in one walk, with each view's superview (-1 for
    /// the root) appended to `parents` and whether it is arranged in it to `isArranged`.
    /// The lists are written here rather than by a closure the caller passes (a call and two
    /// captured arrays' checks a view), and grown as they go rather than sized by a first walk
    /// that counted the views (issue 14: 0.44 M of this walk's 1.98 M instructions in a
    /// 10,000-view profiles layout; the lists' spare capacity is in ``LayoutTree/estimatedBytes(copyingViews:)``).
    /// - Complexity: O(views); one copy of the root (no view below it is copied).
    init(root: ViewNode, parents: inout [Int32], isArranged: inout [Bool]) {
        storage = Storage(count: 1) { _ in root }
        let rootNode = UnsafePointer(storage.views.baseAddress!)
        var pointers: [UnsafePointer<ViewNode>] = []
        var open: [(node: UnsafePointer<ViewNode>, parent: Int32, arranged: Bool)] = [(rootNode, -1, false)]
        while let (node, parent, arranged) = open.popLast() {
            let index = Int32(pointers.count)
            pointers.append(node)
            parents.append(parent)
            isArranged.append(arranged)
            // Pushed in reverse, arranged first, so that the subviews come off first, in order.
            // A list's buffer is taken only where it has views: taking it retains and releases
            // the array, and most views are leaves.
            if !node.pointee.arrangedSubviews.isEmpty {
                node.pointee.arrangedSubviews.withUnsafeBufferPointer { views in
                    for offset in views.indices.reversed() { open.append((views.baseAddress! + offset, index, true)) }
                }
            }
            if !node.pointee.subviews.isEmpty {
                node.pointee.subviews.withUnsafeBufferPointer { views in
                    for offset in views.indices.reversed() { open.append((views.baseAddress! + offset, index, false)) }
                }
            }
        }
        self.pointers = pointers
    }

    var startIndex: Int { 0 }
    var endIndex: Int { pointers.count }

    /// View `index`, read where it lies; written in the tree's own copy of every view, made at the
    /// first write (or when a copy of the tree shares it), so that the document is not written.
    subscript(index: Int) -> ViewNode {
        _read { yield pointers[index].pointee }
        _modify {
            if !isKnownUniquelyReferenced(&storage) || storage.views.count != pointers.count {
                let old = pointers
                storage = Storage(count: old.count) { old[$0].pointee }
                for view in pointers.indices { pointers[view] = UnsafePointer(storage.views.baseAddress! + view) }
            }
            yield &storage.views[index]
        }
    }

    /// Where view `index` lies, to read it without copying it: valid while the tree lives and is
    /// not written.
    func address(of index: Int) -> UnsafePointer<ViewNode> { pointers[index] }

    /// The bytes these views take besides the document's, for the meters' estimates: a pointer
    /// per view, and the views the tree owns, the root's copy until a view is written, every
    /// view's after (``subscript(_:)``); with `copyingViews`, every view's, for a holder that will
    /// write one. A copy shares its strings' and lists' storage with the document (not counted).
    /// - Complexity: O(1).
    func heldBytes(copyingViews: Bool) -> Int {
        pointers.capacity * MemoryLayout<UnsafePointer<ViewNode>>.stride
            + (copyingViews ? pointers.count : storage.views.count) * MemoryLayout<ViewNode>.stride
    }
}
