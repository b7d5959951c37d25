/// A document's views in tree order (root first, then depth-first: a view's `subviews`, then its
/// `arrangedSubviews`), the order of every strategy's frames: each view's superview, where its
/// subtree ends and its id. What the fixed point's inputs (``FrameDependentInputs``) index by.
struct TreeOrder {
    /// The superview of each view; -1 for the root.
    private(set) var parents: [Int32] = []
    /// Where each view's subtree ends (view v's subtree is `v..<ends[v]`).
    private(set) var ends: [Int32] = []
    private(set) var ids: [String] = []

    /// Walks the views under `root` (included) without recursion, calling `visit` with each (where
    /// it lies: handing a view over by value copied it, retaining and releasing every string and
    /// array in it) and its index, in tree order. `capacity`, when the caller knows it, is the
    /// number of views: the lists are then made at their size rather than moved as they grow.
    /// - Complexity: O(views).
    init(_ root: ViewNode, capacity: Int = 0, visit: (UnsafePointer<ViewNode>, Int32) -> Void) {
        // A view's end is written when the next view outside its subtree starts, by closing the
        // open views down to its parent.
        var open: [Int32] = []
        var parents: [Int32] = [], ends: [Int32] = [], ids: [String] = []
        parents.reserveCapacity(capacity)
        ends.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        Self.walk(root) { node, index, parent in
            while let last = open.last, last != parent {
                ends[Int(last)] = index
                open.removeLast()
            }
            open.append(index)
            parents.append(parent)
            ends.append(-1)
            ids.append(node.pointee.id)
            visit(node, index)
        }
        for view in open { ends[Int(view)] = Int32(parents.count) }
        self.parents = parents
        self.ends = ends
        self.ids = ids
    }

    /// Calls `visit` with each view under `root` (included), in tree order, where it lies, with
    /// its index and its superview's (-1 for the root): the walk alone, without recursion.
    /// - Complexity: O(views).
    static func walk(_ root: ViewNode, _ visit: (UnsafePointer<ViewNode>, _ index: Int32, _ parent: Int32) -> Void) {
        // The views are read in place (the document outlives the walk): copying a node onto the
        // pending list would retain each of its arrays and strings.
        withUnsafePointer(to: root) { rootNode in
            var pending: [(node: UnsafePointer<ViewNode>, parent: Int32)] = [(rootNode, -1)]
            var index: Int32 = 0
            while let (node, parent) = pending.popLast() {
                visit(node, index, parent)
                // Loops written out: a local function pushing onto `pending` captured it, and each
                // push then paid a dynamic exclusivity check. A list's buffer is taken only where it
                // has views: taking it retains and releases the array, and most views are leaves.
                if !node.pointee.arrangedSubviews.isEmpty {
                    node.pointee.arrangedSubviews.withUnsafeBufferPointer { views in
                        for offset in views.indices.reversed() { pending.append((views.baseAddress! + offset, index)) }
                    }
                }
                if !node.pointee.subviews.isEmpty {
                    node.pointee.subviews.withUnsafeBufferPointer { views in
                        for offset in views.indices.reversed() { pending.append((views.baseAddress! + offset, index)) }
                    }
                }
                index += 1
            }
        }
    }
}

extension TreeOrder {
    /// Whether `view` is `ancestor` or lies in its subtree, `parent` giving each view's superview
    /// in a tree-order numbering (any: the document's, or U's without its dependent views), where a
    /// superview's number is below its subviews'.
    /// - Complexity: O(depth).
    static func isWithin(_ view: Int, _ ancestor: Int, parent: (Int) -> Int32) -> Bool {
        var view = view
        while view > ancestor { view = Int(parent(view)) }
        return view == ancestor
    }
}
