/// The views of a document in tree order (as ``LayoutTree`` numbers them: root first, then
/// depth-first, a view's `subviews` before its `arrangedSubviews`), reduced to what the direct
/// solver reads, without copying the views or indexing every id.
struct DirectTree: Sendable {
    /// What the costs need of a view, per axis (x, y); NaN for an absent size.
    struct Sizing: Sendable {
        var intrinsic: SIMD2<Double>
        var hugging: SIMD2<Double>
        var resistance: SIMD2<Double>
        var shorthand: SIMD2<Double>
        var isHidden: Bool
    }

    /// What the costs need of a stack with arranged views.
    struct Stack: Sendable {
        /// 0 for a horizontal stack, 1 for a vertical one.
        var axis: Int
        var distribution: StackProperties.Distribution
        /// ``DirectTree/crossAlignment(_:)``.
        var alignment: StackProperties.Alignment
        /// The canvas's insets from the stack's edges: left, right, top, bottom.
        var canvasInsets: SIMD4<Double>
        /// Where the stack's `UISV-spacing`s (after each arranged view but the last) start in
        /// ``DirectTree/spacings``: flat, so that copying a stack retains nothing.
        var firstSpacing: Int
        /// The spacings' sum (left to right) and largest (0 without any).
        var spacingTotal: Double
        var spacingMax: Double
        var arrangedCount: Int
        var visibleCount: Int
    }

    /// The insets of a view's margins and safe-area guides: left, right, top, bottom.
    struct GuideInsets: Sendable {
        var margins: SIMD4<Double>
        var safeArea: SIMD4<Double>
    }

    /// Deeper documents are left to the solver, so that the walk's recursion stays shallow.
    static let maxDepth = 256

    private(set) var ids: [String] = []
    private(set) var parents: [Int32] = []
    private(set) var isArranged: [Bool] = []
    private(set) var sizings: [Sizing] = []
    /// Per view: its index in `stacks`, or -1 for a plain view or a stack without arranged views.
    private(set) var stackIndex: [Int32] = []
    private(set) var stacks: [Stack] = []
    /// The content-size and `width`/`height` constraints the solver path would make, counted
    /// during the walk while each view is at hand.
    private(set) var sizeConstraintCount = 0
    /// Every stack's spacings, end to end.
    private(set) var spacings: [Double] = []
    /// The ids the document's constraints name, sorted and distinct; per id, its view (-1 until
    /// found) and that view's guides' insets. Arrays rather than a dictionary: a handful of
    /// names is the common case, and hashing every view's id would cost more than the walk.
    private let namedIDs: [String]
    private(set) var namedViews: [Int32]
    private(set) var guideInsets: [GuideInsets]
    private var arrangedOffsets: [Int32] = []
    private var arrangedIndices: [Int32] = []
    private var plainOffsets: [Int32] = []
    private var plainIndices: [Int32] = []
    private let rightToLeft: Bool

    /// Flattens `root`; nil if it is outside the direct solver's class (see ``DirectDocument``),
    /// deeper than ``maxDepth``, has `fillEqually` counts whose product passes
    /// ``LexSlope/maxDenominator``, or if a `named` id is not a view.
    /// - Complexity: O(views).
    init?(root: ViewNode, named: [String], rightToLeft: Bool) {
        self.rightToLeft = rightToLeft
        var sorted = named
        sorted.sort()
        var distinct = 0
        for id in sorted where distinct == 0 || sorted[distinct - 1] != id {
            sorted[distinct] = id
            distinct += 1
        }
        sorted.removeLast(sorted.count - distinct)
        namedIDs = sorted
        namedViews = [Int32](repeating: -1, count: distinct)
        guideInsets = [GuideInsets](repeating: GuideInsets(margins: .zero, safeArea: .zero), count: distinct)
        let complete = withUnsafePointer(to: root) { root in
            // Sized once: growing by doubling would copy every array a dozen times.
            let count = Self.count(root, depth: 0)
            ids.reserveCapacity(count)
            parents.reserveCapacity(count)
            isArranged.reserveCapacity(count)
            sizings.reserveCapacity(count)
            stackIndex.reserveCapacity(count)
            return visit(root, parent: -1, arranged: false, depth: 0)
        }
        guard complete else { return nil }
        var denominators = 1
        for stack in stacks where stack.distribution == .fillEqually && stack.visibleCount > 1 {
            denominators *= stack.visibleCount
            guard denominators <= Int(LexSlope.maxDenominator) else { return nil }
        }
        guard !namedViews.contains(-1) else { return nil }
        let flags = isArranged
        (arrangedOffsets, arrangedIndices) = Self.group(parents, count: ids.count) { flags[$0] }
        (plainOffsets, plainIndices) = Self.group(parents, count: ids.count) { !flags[$0] }
    }

    var viewCount: Int { ids.count }

    /// The slot of `id` among the named ids, or nil.
    /// - Complexity: O(log names).
    func namedSlot(_ id: String) -> Int? {
        var low = 0
        var high = namedIDs.count
        while low < high {
            let middle = (low + high) / 2
            if namedIDs[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < namedIDs.count && namedIDs[low] == id ? low : nil
    }

    /// Where the arranged subviews of view `index` are among ``arrangedChild(_:)``'s positions:
    /// a range rather than a slice, which would retain the array it shows.
    func arrangedRange(of index: Int) -> Range<Int> {
        Int(arrangedOffsets[index])..<Int(arrangedOffsets[index + 1])
    }

    /// The arranged subview at `position` of an ``arrangedRange(of:)``.
    func arrangedChild(_ position: Int) -> Int {
        Int(arrangedIndices[position])
    }

    /// Where the plain subviews of view `index` are among ``plainChild(_:)``'s positions.
    func plainRange(of index: Int) -> Range<Int> {
        Int(plainOffsets[index])..<Int(plainOffsets[index + 1])
    }

    /// The plain subview at `position` of a ``plainRange(of:)``.
    func plainChild(_ position: Int) -> Int {
        Int(plainIndices[position])
    }

    /// Whether view `index` has plain subviews.
    func hasPlainSubviews(_ index: Int) -> Bool {
        plainOffsets[index] != plainOffsets[index + 1]
    }

    /// The alignment a stack uses across its axis (a vertical stack's baselines are its edges).
    static func crossAlignment(_ stack: StackProperties) -> StackProperties.Alignment {
        guard stack.axis == .vertical else { return stack.alignment }
        switch stack.alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return stack.alignment
        }
    }

    /// The views of the subtree at `node`, down to ``maxDepth`` levels.
    private static func count(_ node: UnsafePointer<ViewNode>, depth: Int) -> Int {
        guard depth < maxDepth else { return 1 }
        var total = 1
        if !node.pointee.subviews.isEmpty {
            node.pointee.subviews.withUnsafeBufferPointer { buffer in
                for index in buffer.indices { total += count(buffer.baseAddress! + index, depth: depth + 1) }
            }
        }
        if !node.pointee.arrangedSubviews.isEmpty {
            node.pointee.arrangedSubviews.withUnsafeBufferPointer { buffer in
                for index in buffer.indices { total += count(buffer.baseAddress! + index, depth: depth + 1) }
            }
        }
        return total
    }

    /// Appends the view at `node` and its subtree. Views are read through pointers: a
    /// `ViewNode` is large, and copying each would cost more than the rest of the walk.
    private mutating func visit(_ node: UnsafePointer<ViewNode>, parent: Int32, arranged: Bool, depth: Int) -> Bool {
        guard depth < Self.maxDepth, node.pointee.layoutGuides.isEmpty else { return false }
        let index = Int32(ids.count)
        ids.append(node.pointee.id)
        parents.append(parent)
        isArranged.append(arranged)
        let size = node.pointee.intrinsicContentSize
        let hugging = node.pointee.contentHugging
        let resistance = node.pointee.compressionResistance
        // Content sizes make two constraints each, `width` and `height` one.
        sizeConstraintCount += (size.width == nil ? 0 : 2) + (size.height == nil ? 0 : 2)
            + (node.pointee.width == nil ? 0 : 1) + (node.pointee.height == nil ? 0 : 1)
        sizings.append(Sizing(
            intrinsic: SIMD2(size.width ?? .nan, size.height ?? .nan),
            hugging: SIMD2(hugging.horizontal, hugging.vertical),
            resistance: SIMD2(resistance.horizontal, resistance.vertical),
            shorthand: SIMD2(node.pointee.width ?? .nan, node.pointee.height ?? .nan), isHidden: node.pointee.isHidden))
        // Only a plain subview and its superview can be pinned: other views are not looked up,
        // and a constraint naming one then finds no view and is declined.
        if !namedIDs.isEmpty, !arranged || !node.pointee.subviews.isEmpty, let slot = namedSlot(node.pointee.id) {
            namedViews[slot] = index
            let margins = AnchorLowering.insets(.margins, of: node.pointee, rightToLeft: rightToLeft)
            let safe = AnchorLowering.insets(.safeArea, of: node.pointee, rightToLeft: rightToLeft)
            guideInsets[slot] = GuideInsets(
                margins: SIMD4(margins.left, margins.right, margins.top, margins.bottom),
                safeArea: SIMD4(safe.left, safe.right, safe.top, safe.bottom))
        }
        stackIndex.append(-1)
        if let properties = node.pointee.stack {
            // A stack's plain subviews are outside the class.
            guard node.pointee.subviews.isEmpty else { return false }
            if !node.pointee.arrangedSubviews.isEmpty {
                guard let stack = stack(properties, node) else { return false }
                stackIndex[Int(index)] = Int32(stacks.count)
                stacks.append(stack)
            }
        }
        let plain = node.pointee.subviews.withUnsafeBufferPointer { children in
            children.indices.allSatisfy { visit(children.baseAddress! + $0, parent: index, arranged: false, depth: depth + 1) }
        }
        return plain && node.pointee.arrangedSubviews.withUnsafeBufferPointer { children in
            children.indices.allSatisfy { visit(children.baseAddress! + $0, parent: index, arranged: true, depth: depth + 1) }
        }
    }

    /// The record of a stack with arranged views, or nil if the stack is outside the class.
    private mutating func stack(_ properties: StackProperties, _ node: UnsafePointer<ViewNode>) -> Stack? {
        guard !properties.baselineRelativeArrangement else { return nil }
        let alignment = Self.crossAlignment(properties)
        guard alignment != .firstBaseline && alignment != .lastBaseline else { return nil }
        var hidden = 0
        for index in node.pointee.arrangedSubviews.indices where node.pointee.arrangedSubviews[index].isHidden { hidden += 1 }
        switch properties.distribution {
        case .fill, .fillEqually: break
        case .equalSpacing: guard hidden == 0 else { return nil }
        case .fillProportionally, .equalCentering: return nil
        }
        var insets = SIMD4<Double>.zero
        if properties.layoutMarginsRelativeArrangement {
            let margins = AnchorLowering.insets(.margins, of: node.pointee, rightToLeft: rightToLeft)
            insets = SIMD4(margins.left, margins.right, margins.top, margins.bottom)
        }
        let firstSpacing = spacings.count
        appendSpacings(properties, node.pointee.arrangedSubviews)
        var total: Double = 0
        var largest: Double? = nil
        for spacing in spacings[firstSpacing...] {
            total += spacing
            largest = max(largest ?? spacing, spacing)
        }
        return Stack(
            axis: properties.axis == .horizontal ? 0 : 1, distribution: properties.distribution, alignment: alignment,
            canvasInsets: insets, firstSpacing: firstSpacing, spacingTotal: total, spacingMax: largest ?? 0,
            arrangedCount: node.pointee.arrangedSubviews.count, visibleCount: node.pointee.arrangedSubviews.count - hidden)
    }

    /// The spacing after each arranged view but the last, as `UISV-spacing` has it.
    private mutating func appendSpacings(_ stack: StackProperties, _ arranged: [ViewNode]) {
        var lastVisibleID: String? = nil
        for position in arranged.indices.dropFirst() {
            if !arranged[position - 1].isHidden { lastVisibleID = arranged[position - 1].id }
            spacings.append(stack.spacing(beforeHidden: arranged[position].isHidden, lastVisibleID: lastVisibleID))
        }
    }

    /// The views for which `include` holds grouped by parent (offsets per view, then indices),
    /// each group in tree order.
    private static func group(
        _ parents: [Int32], count: Int, include: (Int) -> Bool
    ) -> ([Int32], [Int32]) {
        var offsets = [Int32](repeating: 0, count: count + 1)
        for child in 1..<max(count, 1) where include(child) { offsets[Int(parents[child]) + 1] += 1 }
        for index in 0..<count { offsets[index + 1] += offsets[index] }
        var fill = offsets
        var indices = [Int32](repeating: 0, count: Int(offsets[count]))
        for child in 1..<max(count, 1) where include(child) {
            let parent = Int(parents[child])
            indices[Int(fill[parent])] = Int32(child)
            fill[parent] += 1
        }
        return (offsets, indices)
    }
}
