/// The document's views flattened in tree order, with every item a constraint can name.
///
/// Items that own frame variables ("owners") are numbered: the views in tree order
/// (root first, then depth-first: a view's `subviews`, then its `arrangedSubviews`),
/// then the document's layout guides, then the guides the stacks make.
/// Every later stage indexes arrays by these numbers instead of hashing ids.
struct LayoutTree: Sendable {
    /// The views, in tree order (a layout re-solved for new guides writes them: ``LoweredLayout/update(guidesOf:from:)``).
    var nodes: [ViewNode]
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
    private let viewIndexByID: [String: Int32]
    private let guideIndexByID: [String: Int32]

    /// Flattens `root` without recursion, so that deep documents cannot overflow the stack.
    /// - Complexity: O(views + guides).
    init(root: ViewNode) {
        var nodes: [ViewNode] = []
        var parents: [Int32] = []
        var isArranged: [Bool] = []
        var pending: [(node: ViewNode, parent: Int32, arranged: Bool)] = [(root, -1, false)]
        while let (node, parent, arranged) = pending.popLast() {
            let index = Int32(nodes.count)
            nodes.append(node)
            parents.append(parent)
            isArranged.append(arranged)
            for child in node.arrangedSubviews.reversed() { pending.append((child, index, true)) }
            for child in node.subviews.reversed() { pending.append((child, index, false)) }
        }
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
        var viewIndexByID: [String: Int32] = [:]
        viewIndexByID.reserveCapacity(nodes.count)
        var guideIDs: [String] = []
        var guideOwners: [Int32] = []
        var scrollViews: [(view: Int32, contentGuide: Int32)] = []
        for (index, node) in nodes.enumerated() {
            viewIndexByID[node.id] = Int32(index)
            for guide in node.layoutGuides {
                guideIDs.append(guide)
                guideOwners.append(Int32(index))
            }
            if node.isScroll {
                scrollViews.append((Int32(index), Int32(nodes.count + guideIDs.count)))
                guideIDs.append(ScrollGuides.contentGuideID(of: node.id))
                guideIDs.append(ScrollGuides.frameGuideID(of: node.id))
                guideOwners.append(contentsOf: [Int32(index), Int32(index)])
            }
        }
        var guideIndexByID: [String: Int32] = [:]
        for (index, id) in guideIDs.enumerated() { guideIndexByID[id] = Int32(nodes.count + index) }
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
    }

    var viewCount: Int { nodes.count }

    /// The first owner number after the views and the document's guides: the stacks' guides start here.
    var firstGeneratedOwner: Int { nodes.count + guideIDs.count }

    /// The arranged subviews of view `index`, in arrangement order.
    func arranged(of index: Int) -> ArraySlice<Int32> {
        arrangedIndices[Int(arrangedOffsets[index])..<Int(arrangedOffsets[index + 1])]
    }

    /// The view numbered by `id`.
    func viewIndex(of id: String) -> Int? { viewIndexByID[id].map(Int.init) }

    /// The owner number of the document's layout guide `id`.
    func guideOwner(of id: String) -> Int? { guideIndexByID[id].map(Int.init) }

    /// Whether owner `owner` is a view (rather than a guide).
    func isView(_ owner: Int) -> Bool { owner < nodes.count }
}
