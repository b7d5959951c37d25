/// The views of a document in tree order (as ``LayoutTree`` numbers them: root first, then
/// depth-first, a view's `subviews` before its `arrangedSubviews`), reduced to what the direct
/// solver reads, without copying the views or indexing every id.
///
/// A class holding one owned buffer per field (struct of arrays): one walk fills them without a
/// uniqueness check per append, and the solver reads them without retaining anything per view.
final class DirectTree {
    /// What the costs need of a view along one axis; NaN for an absent size. One record per
    /// axis: each axis's pass then streams 32 bytes a view rather than both axes' 80.
    struct Sizing {
        var intrinsic: Double
        var hugging: Double
        var resistance: Double
        var shorthand: Double
    }

    /// What the costs need of a stack with arranged views.
    struct Stack {
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

    /// A view's hugging and compression resistance along one axis. Not a `SIMD2`: an array of
    /// those makes the runtime look up its scalar's conformances on first use.
    struct ContentPriorities: Equatable {
        var hugging = Double.nan
        var resistance = Double.nan
    }

    /// The insets of a view's margins and safe-area guides: left, right, top, bottom.
    struct GuideInsets {
        var margins: SIMD4<Double>
        var safeArea: SIMD4<Double>
    }

    /// Deeper documents are left to the solver, so that the walk's recursion stays shallow.
    static let maxDepth = 256

    private(set) var ids: [String] = []
    private(set) var parents = DirectBuffer<Int32>()
    private(set) var isArranged = DirectBuffer<Bool>()
    private(set) var horizontalSizings = DirectBuffer<Sizing>()
    private(set) var verticalSizings = DirectBuffer<Sizing>()
    private(set) var isHidden = DirectBuffer<Bool>()
    /// Per view: its index in `stacks`, or -1 for a plain view or a stack without arranged views.
    private(set) var stackIndex = DirectBuffer<Int32>()
    private(set) var stacks: [Stack] = []
    /// The content-size and `width`/`height` constraints the solver path would make, counted
    /// during the walk while each view is at hand.
    private(set) var sizeConstraintCount = 0
    /// Per axis (x, y), the (hugging, resistance) pairs of the views with an intrinsic size
    /// there, each one left out where it repeats the pair before it (most views repeat their
    /// neighbours'): what ``PriorityLevels`` needs, gathered while each view is at hand.
    private(set) var contentPriorities: [[ContentPriorities]] = [[], []]
    /// The last pair added to `contentPriorities` per axis (NaN before the first).
    private var lastContentPriorities = (ContentPriorities(), ContentPriorities())
    /// Every stack's spacings, end to end.
    private(set) var spacings = DirectBuffer<Double>()
    /// The ids the document's constraints name, sorted and distinct; per id, its view (-1 until
    /// found) and that view's guides' insets. Arrays rather than a dictionary: a handful of
    /// names is the common case, and hashing every view's id would cost more than the walk.
    private let namedIDs: [String]
    private(set) var namedViews: [Int32]
    /// Per named id, its view's position among the plain subviews (``plainChild(_:)``), or -1
    /// for an arranged view or the root.
    private(set) var namedPlainPositions: [Int32]
    private(set) var guideInsets: [GuideInsets]
    /// Per view, where its arranged (plain) subviews start among `arrangedIndices`
    /// (`plainIndices`), one more entry closing the last: a view's block is made when the walk
    /// reaches it, before its descendants', so that the blocks follow the views' order.
    private var arrangedOffsets = DirectBuffer<Int32>()
    private var arrangedIndices = DirectBuffer<Int32>()
    private var plainOffsets = DirectBuffer<Int32>()
    private var plainIndices = DirectBuffer<Int32>()
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
        namedPlainPositions = [Int32](repeating: -1, count: distinct)
        guideInsets = [GuideInsets](repeating: GuideInsets(margins: .zero, safeArea: .zero), count: distinct)
        let complete = withUnsafePointer(to: root) { root in
            // Sized once where the estimate holds: a buffer regrowing copies all it holds each time.
            let (count, stackCount) = Self.estimate(root, depth: 0)
            stacks.reserveCapacity(stackCount)
            // Each arranged view but a stack's first has one spacing before it.
            spacings.reserve(count)
            ids.reserveCapacity(count)
            parents.reserve(count)
            isArranged.reserve(count)
            horizontalSizings.reserve(count)
            verticalSizings.reserve(count)
            isHidden.reserve(count)
            stackIndex.reserve(count)
            arrangedOffsets.reserve(count + 1)
            plainOffsets.reserve(count + 1)
            arrangedIndices.reserve(count)
            plainIndices.reserve(count)
            return visit(root, parent: -1, slot: -1, arranged: false, depth: 0)
        }
        guard complete else { return nil }
        arrangedOffsets.append(Int32(arrangedIndices.count))
        plainOffsets.append(Int32(plainIndices.count))
        var denominators = 1
        for stack in stacks where stack.distribution == .fillEqually && stack.visibleCount > 1 {
            denominators *= stack.visibleCount
            guard denominators <= Int(LexSlope.maxDenominator) else { return nil }
        }
        guard !namedViews.contains(-1) else { return nil }
    }

    var viewCount: Int { parents.count }

    /// What the costs need of view `index` along `axis` (0 for x, 1 for y).
    @inline(__always)
    func sizing(_ index: Int, axis: Int) -> Sizing {
        axis == 0 ? horizontalSizings[index] : verticalSizings[index]
    }

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

    /// How many plain subviews the views have in all: the positions of ``plainChild(_:)``.
    var plainChildCount: Int { plainIndices.count }

    /// The plain subview at `position` of a ``plainRange(of:)``.
    func plainChild(_ position: Int) -> Int {
        Int(plainIndices[position])
    }

    /// The last subview of view `index` in tree order (its last arranged subview, else its
    /// last plain one), or -1 without any.
    func lastChild(of index: Int) -> Int {
        let arranged = arrangedOffsets[index + 1]
        if arranged != arrangedOffsets[index] { return Int(arrangedIndices[Int(arranged) - 1]) }
        let plain = plainOffsets[index + 1]
        return plain != plainOffsets[index] ? Int(plainIndices[Int(plain) - 1]) : -1
    }

    /// How many subviews (plain and arranged) view `index` has.
    func childCount(of index: Int) -> Int {
        Int(arrangedOffsets[index + 1] - arrangedOffsets[index] + plainOffsets[index + 1] - plainOffsets[index])
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

    /// About how many views and stacks the subtree at `node` has, reading few views: a long
    /// run of siblings (a feed's cells) is taken to be its first one's size as many times, so
    /// that estimating does not walk every view (at 100,000 views such a walk waits on memory
    /// as long as the walk that fills the tree). Buffers grow past a short estimate.
    /// - Complexity: O(views) at worst, O(depth × fan-out) for runs of alike siblings.
    private static func estimate(_ node: UnsafePointer<ViewNode>, depth: Int) -> (views: Int, stacks: Int) {
        var views = 1
        var stacks = node.pointee.stack != nil ? 1 : 0
        guard depth < maxDepth else { return (views, stacks) }
        func add(_ buffer: UnsafeBufferPointer<ViewNode>) {
            let isRun = buffer.count > 8
            for index in 0..<(isRun ? 1 : buffer.count) {
                let child = estimate(buffer.baseAddress! + index, depth: depth + 1)
                let times = isRun ? buffer.count : 1
                views = min(views + times * child.views, estimateCap)
                stacks = min(stacks + times * child.stacks, estimateCap)
            }
        }
        if !node.pointee.subviews.isEmpty { node.pointee.subviews.withUnsafeBufferPointer(add) }
        if !node.pointee.arrangedSubviews.isEmpty { node.pointee.arrangedSubviews.withUnsafeBufferPointer(add) }
        return (views, stacks)
    }

    /// The most ``estimate(_:depth:)`` sizes the buffers for (some 10 MB for the sizings).
    private static let estimateCap = 1 << 17

    /// Appends the view at `node` and its subtree, the view being the `slot`th of its parent's
    /// arranged (or plain) subviews. Views are read through pointers: a `ViewNode` is large, and
    /// copying each would cost more than the rest of the walk.
    private func visit(
        _ node: UnsafePointer<ViewNode>, parent: Int32, slot: Int, arranged: Bool, depth: Int
    ) -> Bool {
        // Read through `extras`: most views have none, and the accessor would make an empty array.
        guard depth < Self.maxDepth, node.pointee.extras?.layoutGuides.isEmpty ?? true else { return false }
        let index = Int32(parents.count)
        if slot >= 0 {
            if arranged { arrangedIndices[slot] = index } else { plainIndices[slot] = index }
        }
        ids.append(node.pointee.id)
        parents.append(parent)
        isArranged.append(arranged)
        let size = node.pointee.intrinsicContentSize
        let hugging = node.pointee.contentHugging
        let resistance = node.pointee.compressionResistance
        let width = node.pointee.width
        let height = node.pointee.height
        // Content sizes make two constraints each, `width` and `height` one.
        sizeConstraintCount += (size.width == nil ? 0 : 2) + (size.height == nil ? 0 : 2)
            + (width == nil ? 0 : 1) + (height == nil ? 0 : 1)
        if size.width != nil {
            addContentPriorities(ContentPriorities(hugging: hugging.horizontal, resistance: resistance.horizontal), axis: 0)
        }
        if size.height != nil {
            addContentPriorities(ContentPriorities(hugging: hugging.vertical, resistance: resistance.vertical), axis: 1)
        }
        horizontalSizings.append(Sizing(
            intrinsic: size.width ?? .nan, hugging: hugging.horizontal, resistance: resistance.horizontal,
            shorthand: width ?? .nan))
        verticalSizings.append(Sizing(
            intrinsic: size.height ?? .nan, hugging: hugging.vertical, resistance: resistance.vertical,
            shorthand: height ?? .nan))
        isHidden.append(node.pointee.isHidden)
        let plainCount = node.pointee.subviews.count
        let arrangedCount = node.pointee.arrangedSubviews.count
        // Only a plain subview and its superview can be pinned: other views are not looked up,
        // and a constraint naming one then finds no view and is declined.
        if !namedIDs.isEmpty, !arranged || plainCount > 0, let named = namedSlot(node.pointee.id) {
            namedViews[named] = index
            namedPlainPositions[named] = arranged ? -1 : Int32(slot)
            let margins = insets(.margins, node)
            let safe = insets(.safeArea, node)
            guideInsets[named] = GuideInsets(margins: margins, safeArea: safe)
        }
        stackIndex.append(-1)
        if node.pointee.stack != nil {
            // A stack's plain subviews are outside the class.
            guard plainCount == 0 else { return false }
            if arrangedCount > 0 {
                guard let stack = stack(node) else { return false }
                stackIndex[Int(index)] = Int32(stacks.count)
                stacks.append(stack)
            }
        }
        let firstPlain = plainIndices.count
        let firstArranged = arrangedIndices.count
        plainOffsets.append(Int32(firstPlain))
        arrangedOffsets.append(Int32(firstArranged))
        for _ in 0..<plainCount { plainIndices.append(-1) }
        for _ in 0..<arrangedCount { arrangedIndices.append(-1) }
        if plainCount > 0 {
            let complete = node.pointee.subviews.withUnsafeBufferPointer { children in
                for child in 0..<plainCount {
                    guard visit(
                        children.baseAddress! + child, parent: index, slot: firstPlain + child, arranged: false,
                        depth: depth + 1)
                    else { return false }
                }
                return true
            }
            guard complete else { return false }
        }
        guard arrangedCount > 0 else { return true }
        return node.pointee.arrangedSubviews.withUnsafeBufferPointer { children in
            for child in 0..<arrangedCount {
                guard visit(
                    children.baseAddress! + child, parent: index, slot: firstArranged + child, arranged: true,
                    depth: depth + 1)
                else { return false }
            }
            return true
        }
    }

    private func addContentPriorities(_ pair: ContentPriorities, axis: Int) {
        if axis == 0 {
            guard pair != lastContentPriorities.0 else { return }
            lastContentPriorities.0 = pair
        } else {
            guard pair != lastContentPriorities.1 else { return }
            lastContentPriorities.1 = pair
        }
        contentPriorities[axis].append(pair)
    }

    /// The insets of the view's guide of `kind` (margins or safe area): left, right, top, bottom.
    private func insets(_ kind: ItemRef.Kind, _ node: UnsafePointer<ViewNode>) -> SIMD4<Double> {
        let insets = AnchorLowering.insets(
            kind, margins: node.pointee.layoutMargins, safeArea: node.pointee.safeAreaInsets, rightToLeft: rightToLeft)
        return SIMD4(insets.left, insets.right, insets.top, insets.bottom)
    }

    /// The record of a stack with arranged views, or nil if the stack is outside the class.
    private func stack(_ node: UnsafePointer<ViewNode>) -> Stack? {
        let properties = node.pointee.stack.unsafelyUnwrapped
        guard !properties.baselineRelativeArrangement else { return nil }
        let alignment = Self.crossAlignment(properties)
        guard alignment != .firstBaseline && alignment != .lastBaseline else { return nil }
        var hidden = 0
        node.pointee.arrangedSubviews.withUnsafeBufferPointer { arranged in
            for index in arranged.indices where arranged[index].isHidden { hidden += 1 }
        }
        switch properties.distribution {
        case .fill, .fillEqually: break
        case .equalSpacing: guard hidden == 0 else { return nil }
        case .fillProportionally, .equalCentering: return nil
        }
        var insets = SIMD4<Double>.zero
        if properties.layoutMarginsRelativeArrangement { insets = self.insets(.margins, node) }
        let firstSpacing = spacings.count
        appendSpacings(properties, node)
        var total: Double = 0
        var largest: Double? = nil
        for index in firstSpacing..<spacings.count {
            total += spacings[index]
            largest = max(largest ?? spacings[index], spacings[index])
        }
        let count = node.pointee.arrangedSubviews.count
        return Stack(
            axis: properties.axis == .horizontal ? 0 : 1, distribution: properties.distribution, alignment: alignment,
            canvasInsets: insets, firstSpacing: firstSpacing, spacingTotal: total, spacingMax: largest ?? 0,
            arrangedCount: count, visibleCount: count - hidden)
    }

    /// The spacing after each arranged view but the last, as `UISV-spacing` has it.
    private func appendSpacings(_ stack: StackProperties, _ node: UnsafePointer<ViewNode>) {
        node.pointee.arrangedSubviews.withUnsafeBufferPointer { arranged in
            guard arranged.count > 1 else { return }
            // Without custom spacings the last visible view's id is not needed.
            guard !stack.customSpacing.isEmpty else {
                var anyVisible = !arranged[0].isHidden
                for position in 1..<arranged.count {
                    let hidden = arranged[position].isHidden
                    spacings.append(stack.spacing(beforeHidden: hidden, lastVisibleID: anyVisible ? "" : nil))
                    anyVisible = anyVisible || !hidden
                }
                return
            }
            var lastVisibleID: String? = nil
            for position in 1..<arranged.count {
                if !arranged[position - 1].isHidden { lastVisibleID = arranged[position - 1].id }
                spacings.append(stack.spacing(beforeHidden: arranged[position].isHidden, lastVisibleID: lastVisibleID))
            }
        }
    }
}
