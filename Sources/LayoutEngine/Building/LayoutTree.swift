/// The document's views flattened in tree order, with every item a constraint can name.
///
/// Items that own frame variables ("owners") are numbered: the views in tree order
/// (root first, then depth-first: a view's `subviews`, then its `arrangedSubviews`),
/// then the document's layout guides, then the guides the stacks make.
/// Every later stage indexes arrays by these numbers instead of hashing ids.
struct LayoutTree: Sendable {
    /// The views, in tree order (a layout re-solved for new guides writes them: ``LoweredLayout/update(guidesOf:from:)``).
    var nodes: TreeNodes
    /// The superview of each view; -1 for the root.
    let parents: [Int32]
    /// Whether each view is an arranged subview of its superview.
    let isArranged: [Bool]
    /// The document's layout guides and each scroll view's content and frame layout guides
    /// (``ScrollGuides``): their ids and owning views, in tree order, a view's own guides first.
    let guideIDs: [String]
    let guideOwners: [Int32]
    /// The scroll views in tree order, with the owner number of each one's content layout guide
    /// (its frame layout guide is the next); empty for a document without scroll views.
    let scrollViews: [(view: Int32, contentGuide: Int32)]
    private let arrangedOffsets: [Int32]
    private let arrangedIndices: [Int32]
    /// The views' and guides' numbers by id, for the items of `constraints` (at ``init(root:constraints:)``)
    /// whose anchors do not carry their number (``LayoutAnchor/owner``): empty when all do, as the
    /// decoder's do.
    private let viewIndexByID: [String: Int32]
    private let guideIndexByID: [String: Int32]
    /// Whether an anchor's owner number, where it carries one, is taken without comparing its
    /// item's id with the view's or guide's it numbers (``LayoutDocument/itemsNumbered``).
    let itemsNumbered: Bool

    /// The tree of `document`'s views, for its constraints: their owner numbers taken as they
    /// are where the decoder gave them (``LayoutDocument/itemsNumbered``).
    init(_ document: LayoutDocument) {
        self.init(root: document.root, constraints: document.constraints, numbered: document.itemsNumbered)
    }

    /// Flattens `root` without recursion, so that deep documents cannot overflow the stack.
    /// `constraints` are those whose items ``resolve(_:)-(LayoutConstraint)`` will be asked for:
    /// only if one of them does not carry its items' numbers are the ids hashed into tables.
    /// `numbered`: every owner number the anchors carry is known to be their item's in `root`
    /// (``LayoutDocument/itemsNumbered``), so no id is compared to check it.
    /// - Complexity: O(views + guides + constraints).
    init(root: ViewNode, constraints: [LayoutConstraint], numbered: Bool = false) {
        var parents: [Int32] = []
        var isArranged: [Bool] = []
        // The views are read where the document's tree holds them (``TreeNodes``): a copy of each
        // retained every string and list of it, and freeing the tree released them all again.
        let nodes = TreeNodes(root: root, parents: &parents, isArranged: &isArranged)
        // Arranged children, grouped by stack, in arrangement order (tree order within a stack).
        var offsets = [Int32](repeating: 0, count: nodes.count + 1)
        for child in nodes.indices where isArranged[child] { offsets[Int(parents[child]) + 1] += 1 }
        for i in 0..<nodes.count { offsets[i + 1] += offsets[i] }
        var fill = offsets
        var arrangedIndices = [Int32](repeating: 0, count: Int(offsets[nodes.count]))
        for child in nodes.indices where isArranged[child] {
            let stack = Int(parents[child])
            arrangedIndices[Int(fill[stack])] = Int32(child)
            fill[stack] += 1
        }
        var guideIDs: [String] = []
        var guideOwners: [Int32] = []
        var scrollViews: [(view: Int32, contentGuide: Int32)] = []
        // Each field read where it lies (binding a node would copy it).
        for index in nodes.indices {
            for guide in nodes[index].extras?.layoutGuides ?? [] {
                guideIDs.append(guide)
                guideOwners.append(Int32(index))
            }
            if nodes[index].isScroll {
                scrollViews.append((Int32(index), Int32(nodes.count + guideIDs.count)))
                guideIDs.append(ScrollGuides.contentGuideID(of: nodes[index].id))
                guideIDs.append(ScrollGuides.frameGuideID(of: nodes[index].id))
                guideOwners.append(contentsOf: [Int32(index), Int32(index)])
            }
        }
        var viewIndexByID: [String: Int32] = [:]
        var guideIndexByID: [String: Int32] = [:]
        // Each constraint read where it lies: a closure over the array copied it whole (its ids
        // and name retained and released).
        let everyItemNumbered = constraints.withUnsafeBufferPointer { buffer in
            buffer.indices.allSatisfy {
                numbered
                    ? Self.carriesNumbers(buffer.baseAddress! + $0)
                    : Self.numbers(buffer.baseAddress! + $0, nodes: nodes, guideIDs: guideIDs)
            }
        }
        assert(!numbered || constraints.allSatisfy { constraint in
            [constraint.first, constraint.second].allSatisfy { anchor in
                anchor.map { $0.owner < 0 || Self.numbers($0, nodes: nodes, guideIDs: guideIDs) } ?? true
            }
        }, "a document's constraints carry owner numbers that are not their items'")
        if !everyItemNumbered {
            viewIndexByID.reserveCapacity(nodes.count)
            for index in nodes.indices { viewIndexByID[nodes[index].id] = Int32(index) }
            for (index, id) in guideIDs.enumerated() { guideIndexByID[id] = Int32(nodes.count + index) }
        }
        self.nodes = nodes
        self.parents = parents
        self.isArranged = isArranged
        self.guideIDs = guideIDs
        self.guideOwners = guideOwners
        self.scrollViews = scrollViews
        self.arrangedOffsets = offsets
        self.arrangedIndices = arrangedIndices
        self.viewIndexByID = viewIndexByID
        self.guideIndexByID = guideIndexByID
        self.itemsNumbered = numbered
    }

    var viewCount: Int { nodes.count }

    /// The bytes the tree takes besides the document's, for the meters' estimates (strings' own
    /// storage aside, the document's): its views (``TreeNodes/heldBytes(copyingViews:)``, every
    /// view copied where `copyingViews`), each view's parent, arranged flag and arranged offset,
    /// the arranged views' numbers, the guides' ids and owners, the scroll views' entries, and the
    /// tables by id where the constraints' items need them (a key and a number an entry).
    /// - Complexity: O(1).
    func estimatedBytes(copyingViews: Bool) -> Int {
        nodes.heldBytes(copyingViews: copyingViews)
            + (parents.capacity + arrangedOffsets.capacity + arrangedIndices.capacity + guideOwners.capacity)
                * MemoryLayout<Int32>.stride
            + isArranged.capacity * MemoryLayout<Bool>.stride + guideIDs.capacity * MemoryLayout<String>.stride
            + scrollViews.capacity * MemoryLayout<(view: Int32, contentGuide: Int32)>.stride
            + (viewIndexByID.capacity + guideIndexByID.capacity) * MemoryLayout<(String, Int32)>.stride
    }

    /// The first owner number after the views and the document's guides: the stacks' guides start here.
    var firstGeneratedOwner: Int { nodes.count + guideIDs.count }

    /// The arranged subviews of view `index`, in arrangement order.
    func arranged(of index: Int) -> ArraySlice<Int32> {
        arrangedIndices[Int(arrangedOffsets[index])..<Int(arrangedOffsets[index + 1])]
    }

    /// Whether both anchors of the constraint at `constraint` carry the numbers of their items
    /// (``numbers(_:nodes:guideIDs:)-(LayoutAnchor,_,_)``), read in place.
    private static func numbers(_ constraint: UnsafePointer<LayoutConstraint>, nodes: TreeNodes, guideIDs: [String]) -> Bool {
        guard numbers(constraint.pointee.first, nodes: nodes, guideIDs: guideIDs) else { return false }
        return constraint.pointee.second == nil || numbers(constraint.pointee.second!, nodes: nodes, guideIDs: guideIDs)
    }

    /// Whether both anchors of the constraint at `constraint` carry owner numbers, read in place.
    private static func carriesNumbers(_ constraint: UnsafePointer<LayoutConstraint>) -> Bool {
        // `second == nil` and `second!` copied the anchor (its id retained and released); the
        // optional chain reads the number where it lies.
        constraint.pointee.first.owner >= 0 && (constraint.pointee.second?.owner ?? 0) >= 0
    }

    /// Whether `anchor`'s owner number (``LayoutAnchor/owner``) numbers, among `nodes` and
    /// `guideIDs`, the view or guide of its item's id: a compare of two ids, no hashing.
    private static func numbers(_ anchor: LayoutAnchor, nodes: TreeNodes, guideIDs: [String]) -> Bool {
        let owner = Int(anchor.owner)
        guard owner >= 0 else { return false }
        if anchor.kind == .guide {
            return owner >= nodes.count && owner - nodes.count < guideIDs.count && guideIDs[owner - nodes.count] == anchor.id
        }
        return owner < nodes.count && nodes[owner].id == anchor.id
    }

    /// The owner number of `anchor`'s item (its view's for a view's guide): the number it
    /// carries where the tree knows it to be the item's (``init(_:)``) or finds it so, else by
    /// its id (views and guides share one id space); nil when the document has no such view or guide.
    /// - Complexity: O(length of the id); O(views + guides) for an anchor without its number
    ///   that was not among the constraints the tree was made for.
    func owner(of anchor: LayoutAnchor) -> Int? {
        if itemsNumbered ? anchor.owner >= 0 : Self.numbers(anchor, nodes: nodes, guideIDs: guideIDs) {
            return Int(anchor.owner)
        }
        let id = anchor.id
        // Only a view's own guides name no guide.
        let mayBeGuide = anchor.kind == .view || anchor.kind == .guide
        if viewIndexByID.isEmpty && guideIndexByID.isEmpty {
            if let view = nodes.firstIndex(where: { $0.id == id }) { return view }
            return mayBeGuide ? guideIDs.firstIndex(of: id).map { nodes.count + $0 } : nil
        }
        if let view = viewIndexByID[id] { return Int(view) }
        return mayBeGuide ? guideIndexByID[id].map(Int.init) : nil
    }

    /// The view `anchor`'s item is, or whose guide it is; nil for a layout guide's anchor.
    func viewIndex(of anchor: LayoutAnchor) -> Int? {
        guard let owner = owner(of: anchor), owner < nodes.count else { return nil }
        return owner
    }

    /// Whether owner `owner` is a view (rather than a guide).
    func isView(_ owner: Int) -> Bool { owner < nodes.count }
}
