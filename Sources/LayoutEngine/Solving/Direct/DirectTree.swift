import ConstraintSolver

/// The views of a document in tree order (as ``LayoutTree`` numbers them: root first, then
/// depth-first, a view's `subviews` before its `arrangedSubviews`), reduced to what the direct
/// solver reads, without copying the views or indexing every id.
///
/// A class holding one owned buffer per field (struct of arrays): one pass fills them without a
/// uniqueness check per append, and the solver reads them without retaining anything per view.
///
/// The pass takes a view at a time: ``openView(parent:arranged:depth:id:fields:)`` as it begins,
/// with its own fields, its subviews, each list of them closed by
/// ``closeList(of:arranged:from:)``, then ``closeView(position:stack:)``;
/// ``finish(naming:)`` once the document's constraints are known: the walk of the
/// decoded document (``init(root:rightToLeft:)``), the only way a tree is filled. Indices are
/// the views' order; a view's fields come in as it closes (after its subviews'), so the stacks
/// and the blocks of subviews are in that order.
final class DirectTree {
    /// Lengths at or below this are rounding, not room to hand out: the solver's own near-zero,
    /// in points and not relative to the canvas, so that the last fraction of a point of a long
    /// stack is still given to the view whose priority yields, and a tie over it still declines.
    static let lengthTolerance = 1.0e-8

    /// What the costs need of a view along one axis; NaN for an absent size. One record per
    /// axis: each axis's pass then streams 32 bytes a view rather than both axes' 80.
    struct Sizing {
        var intrinsic: Double
        var hugging: Double
        var resistance: Double
        var shorthand: Double
    }

    /// What the costs need of a stack with arranged views, in 64 bytes: the stacks are a
    /// third of a feed's views, and the axes' passes read each record twice.
    struct Stack {
        /// The canvas's insets from the stack's edges: left, right, top, bottom.
        private var insets: (Double, Double, Double, Double)
        /// The spacings' sum (left to right), and the largest in front of a visible view that
        /// follows another visible one (0 without any): what an `equalSpacing` gap guide spans.
        let spacingTotal: Double
        let spacingMax: Double
        private let storedFirstSpacing: Int32
        private let storedArrangedCount: Int32
        private let storedVisibleCount: Int32
        /// Bit 0 the axis; bit 1 set for a `fillProportionally` stack without proportions.
        private let storedAxis: UInt8
        let distribution: StackProperties.Distribution
        /// ``StackProperties/effectiveAlignment``.
        let alignment: StackProperties.Alignment
        /// ``StackProperties/layoutMarginsRelativeArrangement``: the canvas is inset by the margins.
        let arrangesByMargins: Bool

        init(
            axis: Int, distribution: StackProperties.Distribution, alignment: StackProperties.Alignment,
            canvasInsets: SIMD4<Double>, firstSpacing: Int, spacingTotal: Double, spacingMax: Double,
            arrangedCount: Int, visibleCount: Int, arrangesByMargins: Bool, lacksProportions: Bool = false
        ) {
            insets = (canvasInsets[0], canvasInsets[1], canvasInsets[2], canvasInsets[3])
            self.spacingTotal = spacingTotal
            self.spacingMax = spacingMax
            storedFirstSpacing = Int32(firstSpacing)
            storedArrangedCount = Int32(arrangedCount)
            storedVisibleCount = Int32(visibleCount)
            storedAxis = UInt8(axis) | (lacksProportions ? 2 : 0)
            self.distribution = distribution
            self.alignment = alignment
            self.arrangesByMargins = arrangesByMargins
        }

        /// 0 for a horizontal stack, 1 for a vertical one.
        var axis: Int { Int(storedAxis & 1) }
        /// Whether the arranged views share the canvas equally: a `fillEqually` stack, or a
        /// `fillProportionally` one without proportions (no natural size above 0, or a total
        /// not above 0), which UIKit fills equally. One visible view or none fills the canvas
        /// alone either way.
        var fillsEqually: Bool {
            visibleCount > 1 && (distribution == .fillEqually || storedAxis & 2 != 0)
        }
        /// Whether the stack keeps proportions: `fillProportionally` with a natural size above 0
        /// and a positive total (``DirectTree/proportioning(_:axis:linkSpacing:measured:)``).
        var sharesProportionally: Bool { distribution == .fillProportionally && storedAxis & 2 == 0 }
        /// Whether the arranged views lie end to end with nothing else tying their lengths: a
        /// `fill` stack, or one that fills equally (``fillsEqually``'s kinds) with at most one
        /// visible view, which adds no `UISV-fill-equally` and so is built as a `fill` one (design
        /// note, section 2, "A flat floating leaf").
        var chainsLikeFill: Bool {
            distribution == .fill || (visibleCount < 2 && (distribution == .fillEqually || storedAxis & 2 != 0))
        }
        var canvasInsets: SIMD4<Double> {
            get { SIMD4(insets.0, insets.1, insets.2, insets.3) }
            set { insets = (newValue[0], newValue[1], newValue[2], newValue[3]) }
        }
        /// Where the stack's `UISV-spacing`s (after each arranged view but the last) start in
        /// ``DirectTree/spacings``: flat, so that copying a stack retains nothing.
        var firstSpacing: Int { Int(storedFirstSpacing) }
        var arrangedCount: Int { Int(storedArrangedCount) }
        var visibleCount: Int { Int(storedVisibleCount) }
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

    /// What the passes after the tree need of all its stacks, summed as each stack is made, so
    /// that none of them walks the stacks again (some 3 MB at 100,000 views).
    struct StackTally {
        /// What the lowering makes for the stacks (``Stack/lowering``).
        var guides = 0
        var segments = 0
        var constraints = 0
        /// Per axis (x, y), of the stacks along it that align their views (rather than fill):
        /// bit 0 set when one has several arranged views, bit 1 when one has a single view.
        var alignedAlong = SIMD2<UInt8>(0, 0)
        /// Per axis (x, y), whether a stack along it is `equalSpacing` or `equalCentering`: it
        /// pulls its length to fit at 49 (`UISV-canvas-fit`).
        var spacedEquallyAlong = SIMD2<UInt8>(0, 0)
        /// The most arranged views a stack has: what the axes' scratch memory is sized for.
        var widest = 0
        /// The axis and priority of the last visible view's share of each `fillProportionally`
        /// stack with spacings: the level of the pull its spacings make
        /// (`DirectAxis+FillProportionally.swift`).
        var proportionalPulls: [(axis: Int, priority: Double)] = []
        /// The axis and priority of each share of a `fillProportionally` stack with spacings that
        /// becomes the last one if the nested stacks after it measure 0, and the stack's view
        /// (``DirectTree/lastShareCandidates(_:axis:last:)``).
        var proportionalCandidates: [(axis: Int, priority: Double, stack: Int32)] = []
        /// Per axis (x, y), whether a `fillProportionally` stack along it measures a nested
        /// stack's fitting size: a pull at `fittingSizeLevel` along it.
        var measuresAlong = SIMD2<UInt8>(0, 0)
        /// Per axis (x, y), whether an `equalCentering` stack of three or more visible views lies
        /// along it: its canvas may be free or neither free nor held, and pulled at its guides'
        /// level, a lane (`DirectAxis+EqualCentering.swift`, "A free canvas", "A canvas neither
        /// free nor held").
        var centredEvenlyAlong = SIMD2<UInt8>(0, 0)

        mutating func add(_ stack: Stack) {
            let lowering = stack.lowering
            widest = max(widest, stack.arrangedCount)
            guides += lowering.guides
            segments += lowering.segments
            constraints += lowering.constraints
            // A baseline row of several views is pulled by its spanner's and its canvas's fits.
            if stack.alignment != .fill {
                alignedAlong[stack.axis] |= stack.arrangedCount == 1 ? 2 : stack.alignsBaselines ? 3 : 1
            }
            if stack.isSpacedEqually { spacedEquallyAlong[stack.axis] = 1 }
        }
    }

    /// A view's own fields, gathered while it is open: a pass sets them as it reads them.
    struct Fields {
        var width: Double? = nil
        var height: Double? = nil
        var intrinsicContentSize = OptionalSize()
        var contentHugging = ViewNode.defaultContentHugging
        var compressionResistance = ViewNode.defaultCompressionResistance
        var isHidden = false
        var layoutMargins = ViewNode.defaultLayoutMargins
        var safeAreaInsets = EdgeInsets()
    }

    /// A set of views by index, as flags: a view a profile is marked while flattening, and a
    /// `Set<Int32>` paid its hashing, regrowth and access checks on each (issue 14, callgrind:
    /// 0.75 M instructions of a 10,000-view profiles layout). Empty, it holds no storage.
    struct ViewMarks {
        /// Per view up to the highest marked, whether it is marked.
        private var flags: [Bool] = []

        var isEmpty: Bool { flags.isEmpty }

        /// - Complexity: O(1).
        func contains(_ view: Int32) -> Bool {
            Int(view) < flags.count && flags[Int(view)]
        }

        /// Marks `view`, the flags grown past it to twice their length at least, so that views
        /// marked in increasing order grow them a logarithmic number of times.
        /// - Complexity: amortized O(1) over views marked in increasing order; O(view) at worst.
        // Out of line: the flattening walk marks a view only in a layout's upstream part, and
        // stays as small where nothing is marked (the stack feed's).
        @inline(never)
        mutating func insert(_ view: Int32) {
            if Int(view) >= flags.count {
                flags += [Bool](repeating: false, count: max(Int(view) + 1 - flags.count, flags.count))
            }
            flags[Int(view)] = true
        }
    }

    /// A view's subviews of one kind: where they start among the indices, and how many. Made
    /// when the list closes, after the lists of its views' own subviews.
    struct Block {
        var start: Int32 = 0
        var count: Int32 = 0
    }

    /// A view a constraint may pin or pin to (the root, a plain subview, a view with plain
    /// subviews), with what a pin needs of it: matched with the constraints' items at the end.
    private struct Candidate {
        var view: Int32
        /// Its position among its superview's plain subviews, or -1.
        var position: Int32
        var margins: DirectionalInsets
        var safeArea: EdgeInsets
    }

    /// Deeper documents are left to the solver, so that the walk's recursion stays shallow.
    static let maxDepth = 256

    // Stored properties `@exclusivity(unchecked)`: the dynamic checks were 44% of the instructions
    // of a direct-path layout (issue 14, callgrind); an instance lives on one thread.
    @exclusivity(unchecked) private(set) var ids: [String] = []
    @exclusivity(unchecked) private(set) var parents = DirectBuffer<Int32>()
    @exclusivity(unchecked) private(set) var isArranged = DirectBuffer<Bool>()
    @exclusivity(unchecked) private(set) var horizontalSizings = DirectBuffer<Sizing>()
    @exclusivity(unchecked) private(set) var verticalSizings = DirectBuffer<Sizing>()
    @exclusivity(unchecked) private(set) var isHidden = DirectBuffer<Bool>()
    /// Per view: its index in `stacks`, or -1 for a plain view or a stack without arranged views.
    @exclusivity(unchecked) private(set) var stackIndex = DirectBuffer<Int32>()
    @exclusivity(unchecked) private(set) var stacks: [Stack] = []
    /// The scroll views, in tree order: flattened as plain views, their guides and content for
    /// ``ScrollReduction`` to substitute.
    @exclusivity(unchecked) private(set) var scrollViews: [Int32] = []
    @exclusivity(unchecked) private(set) var stackTally = StackTally()
    /// The content-size and `width`/`height` constraints the solver path would make, counted
    /// while each view is at hand.
    @exclusivity(unchecked) private(set) var sizeConstraintCount = 0
    /// Per axis (x, y), the (hugging, resistance) pairs of the views with an intrinsic size
    /// there, each one left out where it repeats the pair before it (most views repeat their
    /// neighbours'): what ``PriorityLevels`` needs, gathered while each view is at hand.
    @exclusivity(unchecked) private(set) var contentPriorities: [[ContentPriorities]] = [[], []]
    /// The last pair added to `contentPriorities` per axis (NaN before the first).
    @exclusivity(unchecked) private var lastContentPriorities = (ContentPriorities(), ContentPriorities())
    /// Every stack's spacings, end to end.
    @exclusivity(unchecked) private(set) var spacings = DirectBuffer<Double>()
    /// The views the document's constraints name, each given a slot in the order first named:
    /// per slot, its view and that view's guides' insets. Found by the anchors' owner numbers
    /// (``LayoutAnchor/owner``, checked against the ids), so that no id is hashed or sorted.
    @exclusivity(unchecked) private(set) var namedViews: [Int32] = []
    /// Per view, its slot among the named views, or -1; empty while no constraint names a view.
    @exclusivity(unchecked) private var namedSlots: [Int32] = []
    /// The ids of the named views found by id, sorted, and their views: those of the anchors
    /// without an owner number that checks (constraints made in code, or rewritten by
    /// ``ScrollReduction``).
    @exclusivity(unchecked) private var idsFound: [String] = []
    @exclusivity(unchecked) private var viewsFound: [Int32] = []
    /// Per named id, its view's position among the plain subviews (``plainChild(_:)``), or -1
    /// for an arranged view or the root.
    @exclusivity(unchecked) private(set) var namedPlainPositions: [Int32] = []
    @exclusivity(unchecked) private(set) var guideInsets: [GuideInsets] = []
    /// Per baseline-aligned stack of several arranged views, by its view: its row
    /// (``baselineRow(of:)``). Only looked up, and empty in a document without such a stack.
    @exclusivity(unchecked) private(set) var baselineRows: [Int32: BaselineRow] = [:]
    /// Whether some row reads an arranged stack at its first view's natural height
    /// (``BaselineRow/pins``): the one field a stack's cost tests before it looks further.
    @exclusivity(unchecked) private(set) var pinsFirstViews = false
    /// While flattening: what the stack closed next adds to each of its spacings, its
    /// `baselineRelativeArrangement` read from its views' baselines (``baselineShifts(of:)``);
    /// empty for any other stack. Taken by ``takePendingSpacingShifts()`` as the stack closes.
    @exclusivity(unchecked) private var pendingSpacingShifts: [Double] = []
    /// Per view, its arranged (plain) subviews' block of `arrangedIndices` (`plainIndices`).
    @exclusivity(unchecked) private var arrangedBlocks = DirectBuffer<Block>()
    @exclusivity(unchecked) private var arrangedIndices = DirectBuffer<Int32>()
    @exclusivity(unchecked) private var plainBlocks = DirectBuffer<Block>()
    @exclusivity(unchecked) private var plainIndices = DirectBuffer<Int32>()
    /// While flattening: the views of the document to leave out, by their number in it (empty:
    /// none), and how many of its views have been walked (kept or left).
    @exclusivity(unchecked) private var left: [Bool] = []
    @exclusivity(unchecked) private var walked = 0
    /// While flattening: of the views left out, by their number in the document, those whose
    /// constraints might pull on their superview's fitting size (empty: every one).
    @exclusivity(unchecked) private var leftPulling: [Bool] = []
    /// Per view of the document, by its number in it, its index here or -1 where it was left
    /// out; empty when none was (an index is then the view's number in the document).
    @exclusivity(unchecked) private var indicesByNumber: [Int32] = []
    /// The views some of whose subviews were left out (dependent views) whose constraints might
    /// pull on their fitting size: those left with none are leaves here, but not in the document,
    /// where a `fillProportionally` stack measures them with those subviews; a stack above any of
    /// them is not measured here. A left-out view whose least error is the same whatever the
    /// values it reads does not change the builders' measurement (design note, section 5,
    /// "Decorations in a measured stack"), and its superview is not one of these.
    private(set) var prunedViews = ViewMarks()
    /// The stacks whose fitting size the direct method measures when a `fillProportionally`
    /// stack arranges them (`DirectAxis+FillProportionally.swift`), found only inside such a
    /// stack's subtree (nothing else reads them): each arranged view below
    /// them a stack of this set or a view without subviews (none left out that might pull on
    /// its fitting size, ``prunedViews``),
    /// and no two of them joined by a constraint other than a size term or a required cross tie
    /// (``forgoMeasuring(joined:alone:)``); a stack holding its centres evenly only where no such
    /// stack above it is along its axis but, where one is, the one that arranges it. Only looked
    /// up, never walked.
    private(set) var measurableStacks: Set<Int32> = []
    /// The views without subviews whose lone layout holds a constraint this part does not, or
    /// lacks one it holds (``forgoMeasuring(joined:alone:)``): their size terms are not measured.
    private(set) var forgoneLeaves: Set<Int32> = []
    /// The visible arranged views of `fillProportionally` stacks along their axis, without an
    /// intrinsic size along it, whose fitting size the tree does not know (a view with plain
    /// subviews, a nested stack, or a lone leaf it reads as 0 that a size term names), keyed
    /// `2 × view + axis`: their nodes, measured as the builders measure them only where read
    /// (``builtNaturalSize(_:axis:)``), and whether the view is its stack's one visible view.
    private var builtNodes: [Int32: (node: ViewNode, lone: Bool)] = [:]
    /// The views of ``builtNodes`` measured so far, as ``builtNaturalSize(_:axis:)`` gives them.
    private var builtSizes: [Int32: Double] = [:]
    /// The document the views of ``builtNodes`` are measured in (nil: none).
    @exclusivity(unchecked) private var measuring: LayoutDocument?
    /// ``sizeTermViews(_:axis:)``'s sets, horizontal and vertical (nil: not yet asked).
    private var sizeTermViewsByAxis: [Set<String>]?
    /// The request's meter, which those measurements are made under (``FittingSize``).
    @exclusivity(unchecked) private var measuringMeter: WorkMeter?
    /// While flattening: how many `fillProportionally` stacks are open (their subtrees being
    /// walked), horizontal and vertical.
    @exclusivity(unchecked) private var proportionalOpen = (0, 0)
    /// While flattening: the innermost open `fillProportionally` stack and its axis (index -1:
    /// none), which an `equalCentering` stack it arranges along that axis reads.
    @exclusivity(unchecked) private var proportionalParent: (index: Int32, axis: Int) = (-1, 0)
    /// The views of the lists still open, innermost list last; a list's move to its block as it closes.
    @exclusivity(unchecked) private var openChildren = DirectBuffer<Int32>()
    @exclusivity(unchecked) private var candidates: [Candidate] = []
    /// Per depth, the view open there and its fields so far: the views open in a pass are the
    /// innermost view's ancestors, one per depth.
    private let openIndices = UnsafeMutablePointer<Int32>.allocate(capacity: maxDepth)
    private let openFieldsByDepth = UnsafeMutablePointer<Fields>.allocate(capacity: maxDepth)
    /// The depth of the innermost open view (-1 before the root and after it).
    @exclusivity(unchecked) private var openDepth = -1
    /// The document's direction, which makes the stacks' leading and trailing margins left and right.
    private let rightToLeft: Bool

    /// An empty tree with room for about `views` views and `stackCount` stacks, which reads
    /// stacks' margins as the direction `rightToLeft` has them.
    init(reserving views: Int, stacks stackCount: Int, rightToLeft: Bool) {
        self.rightToLeft = rightToLeft
        // Sized once where the estimate holds: a buffer regrowing copies all it holds each time.
        stacks.reserveCapacity(stackCount)
        // Each arranged view but a stack's first has one spacing before it.
        spacings.reserve(views)
        ids.reserveCapacity(views)
        parents.reserve(views)
        isArranged.reserve(views)
        horizontalSizings.reserve(views)
        verticalSizings.reserve(views)
        isHidden.reserve(views)
        stackIndex.reserve(views)
        arrangedBlocks.reserve(views)
        plainBlocks.reserve(views)
        arrangedIndices.reserve(views)
        plainIndices.reserve(views)
    }

    deinit {
        openIndices.deallocate()
        openFieldsByDepth.deallocate()
    }

    /// Flattens `root`; nil if it is outside the direct solver's class (see ``DirectDocument``)
    /// or deeper than ``maxDepth``. ``finish(naming:)`` completes it.
    /// - Complexity: O(views).
    ///
    /// `leaving` (empty, or a flag per view of `root` in tree order) marks plain leaves to leave
    /// out, as if their superviews did not have them: the upstream part of a layout by dependent
    /// blocks, flattened from the document in place rather than from a pruned copy of its tree
    /// (which copied every view on the way to a dependent one).
    ///
    /// `pulling` (empty: all of them) marks, among those, the ones whose constraints might pull on
    /// their superview's fitting size (``BlockLayout/pullingDependents(tree:isDependent:constraints:rightToLeft:)``):
    /// only their superviews are ``prunedViews``.
    ///
    /// `measuring` (the document `root` is, unedited; nil: none) gives the builders' measurement
    /// of a visible view of a `fillProportionally` stack whose fitting size the tree does not
    /// know (``builtNaturalSize(_:axis:)``), under `meter`.
    convenience init?(
        root: ViewNode, rightToLeft: Bool, leaving: [Bool] = [], pulling: [Bool] = [], measuring: LayoutDocument? = nil,
        meter: WorkMeter? = nil
    ) {
        let (count, stackCount) = withUnsafePointer(to: root) { Self.estimate($0, depth: 0) }
        self.init(reserving: count, stacks: stackCount, rightToLeft: rightToLeft)
        left = leaving
        leftPulling = pulling
        self.measuring = measuring
        measuringMeter = meter
        if !leaving.isEmpty { indicesByNumber = [Int32](repeating: -1, count: leaving.count) }
        guard withUnsafePointer(to: root, { visit($0, parent: -1, position: -1, arranged: false, depth: 0) }) else {
            return nil
        }
        left = []
        leftPulling = []
        sizeTermViewsByAxis = nil
        if builtNodes.isEmpty { self.measuring = nil }
    }

    var viewCount: Int { parents.count }

    /// Whether `view` is `ancestor` or lies in its subtree (a parent precedes its subviews).
    /// - Complexity: O(depth).
    func isWithin(_ view: Int, _ ancestor: Int) -> Bool {
        TreeOrder.isWithin(view, ancestor) { parents[$0] }
    }

    /// Whether the root has a safe area: the guides then follow the frames (the fixed point), so
    /// where several optima are laid out, which one is taken can change the guides (``DirectAxis``'s
    /// flat floating stacks of nested views decline there). Read from the root's candidate, the
    /// last (a view closes after its subviews), so that no view pays for it.
    /// - Complexity: O(1).
    var rootHasSafeArea: Bool {
        guard let root = candidates.last, root.view == 0 else { return false }
        return root.safeArea != EdgeInsets()
    }

    /// Begins a view `depth` levels below the root with its id and own `fields`, the next of the
    /// innermost open list unless it is the root (`parent` -1): its index, or nil past
    /// ``maxDepth``. Its fields are kept until it closes.
    /// - Complexity: amortized O(1).
    @inline(__always)
    func openView(parent: Int32, arranged: Bool, depth: Int, id: String, fields: Fields) -> Int32? {
        guard depth < Self.maxDepth else { return nil }
        let index = Int32(parents.count)
        if parent >= 0 { openChildren.append(index) }
        openDepth = depth
        openIndices[depth] = index
        (openFieldsByDepth + depth).initialize(to: fields)
        ids.append(id)
        // What the costs need is known when the view closes: until then, placeholders.
        parents.append(parent)
        isArranged.append(arranged)
        horizontalSizings.append(Sizing(intrinsic: .nan, hugging: 0, resistance: 0, shorthand: .nan))
        verticalSizings.append(Sizing(intrinsic: .nan, hugging: 0, resistance: 0, shorthand: .nan))
        isHidden.append(false)
        stackIndex.append(-1)
        arrangedBlocks.append(Block())
        plainBlocks.append(Block())
        return index
    }


    /// Where a list of subviews opened now starts: what ``closeList(of:arranged:from:)`` takes.
    var openListStart: Int { openChildren.count }

    /// Closes the list of view `index`'s arranged (or plain) subviews that began at `start`.
    /// - Complexity: O(subviews in the list).
    func closeList(of index: Int32, arranged: Bool, from start: Int) {
        let count = openChildren.count - start
        guard count > 0 else { return }
        if arranged {
            arrangedBlocks[Int(index)] = Block(start: Int32(arrangedIndices.count), count: Int32(count))
            for position in start..<openChildren.count { arrangedIndices.append(openChildren[position]) }
        } else {
            plainBlocks[Int(index)] = Block(start: Int32(plainIndices.count), count: Int32(count))
            for position in start..<openChildren.count { plainIndices.append(openChildren[position]) }
        }
        openChildren.truncate(to: start)
    }

    /// Ends the innermost open view, its lists closed, a stack when `stack` is not nil;
    /// `position` is its place in its parent's list. False if the view is outside the direct
    /// solver's class.
    func closeView(position: Int, stack properties: StackProperties?) -> Bool {
        let index = openIndices[openDepth]
        let view = openFieldsByDepth[openDepth]
        openDepth -= 1
        let slot = Int(index)
        let size = view.intrinsicContentSize
        let hugging = view.contentHugging
        let resistance = view.compressionResistance
        let width = view.width
        let height = view.height
        let built = ViewConstraintBuilder.counts(intrinsic: size, width: width, height: height, isRoot: slot == 0)
        sizeConstraintCount += built.generated + built.shorthands
        if size.width != nil {
            addContentPriorities(ContentPriorities(hugging: hugging.horizontal, resistance: resistance.horizontal), axis: 0)
        }
        if size.height != nil {
            addContentPriorities(ContentPriorities(hugging: hugging.vertical, resistance: resistance.vertical), axis: 1)
        }
        horizontalSizings[slot] = Sizing(
            intrinsic: size.width ?? .nan, hugging: hugging.horizontal, resistance: resistance.horizontal,
            shorthand: width ?? .nan)
        verticalSizings[slot] = Sizing(
            intrinsic: size.height ?? .nan, hugging: hugging.vertical, resistance: resistance.vertical,
            shorthand: height ?? .nan)
        isHidden[slot] = view.isHidden
        let arranged = isArranged[slot]
        let hasPlainSubviews = plainBlocks[slot].count > 0
        // Only a plain subview and its superview can be pinned: other views are not looked up,
        // and a constraint naming one then finds no view and is declined.
        if !arranged || hasPlainSubviews {
            candidates.append(Candidate(
                view: index, position: arranged ? -1 : Int32(position), margins: view.layoutMargins,
                safeArea: view.safeAreaInsets))
        }
        guard let properties, arrangedBlocks[slot].count > 0 else {
            // A stack's plain subviews are outside the class.
            return properties == nil || !hasPlainSubviews
        }
        guard !hasPlainSubviews,
            let stack = stack(
                properties, slot: slot, margins: view.layoutMargins, safeArea: view.safeAreaInsets,
                spacingShifts: takePendingSpacingShifts())
        else { return false }
        stackIndex[slot] = Int32(stacks.count)
        stacks.append(stack)
        stackTally.add(stack)
        if stack.centresEvenly { stackTally.centredEvenlyAlong[stack.axis] = 1 }
        if stack.sharesProportionally,
            let proportioning = proportioning(arrangedRange(of: slot), axis: stack.axis, linkSpacing: properties.spacing)
        {
            var last = -1
            switch proportioning {
            case .shares(let proportions): last = proportions.last
            case .measured(let measuredLast):
                last = measuredLast
                stackTally.measuresAlong[stack.axis] = 1
                if stack.spacingTotal != 0 {
                    for priority in lastShareCandidates(arrangedRange(of: slot), axis: stack.axis, last: measuredLast) {
                        stackTally.proportionalCandidates.append((stack.axis, priority, Int32(slot)))
                    }
                }
            case .fillsEqually: break
            }
            if last >= 0 && stack.spacingTotal != 0 {
                stackTally.proportionalPulls.append(
                    (stack.axis, StackFamily.fillProportionallyPriority(at: last - arrangedRange(of: slot).lowerBound)))
            }
        }
        // Only a `fillProportionally` stack above it reads whether a stack is measured, along
        // that stack's axis: the others are not looked at (a set insertion per stack would cost
        // the stack feed). A stack holding its centres evenly is measured along its axis only
        // where the one such stack there arranges it: alone, its free canvas is chosen by its
        // guides at 149 above the fitting pull at 50, which its cost (the guides settled at a
        // given canvas, `DirectAxis+EqualCentering.swift`) does not carry, and the solve measures
        // it as a free canvas's (``DirectAxis/centredFittingSize(_:_:_:_:insets:)``); deeper, an
        // ancestor's lone layout would hold it on a canvas neither free nor held, which that
        // measurement does not cover. Across its axis it is measured as any stack: its guides
        // constrain its axis only, and the lone layout's axes are separate problems (the fitting
        // size across is that axis's own optimum).
        let openAlong = stack.axis == 0 ? proportionalOpen.0 : proportionalOpen.1
        let arrangedAlong = arranged && proportionalParent.index == parents[slot] && proportionalParent.axis == stack.axis
        if proportionalOpen.0 + proportionalOpen.1 > 0
            && (!stack.centresEvenly || openAlong == 0 || (openAlong == 1 && arrangedAlong))
            && (prunedViews.isEmpty || !prunedViews.contains(Int32(slot))) && measuresSubtree(slot)
        {
            measurableStacks.insert(Int32(slot))
        }
        return true
    }

    /// Whether every arranged view of stack `slot` is a stack whose fitting size the direct
    /// method measures, or a view without subviews (none left out that might pull on it).
    /// - Complexity: O(arranged views).
    private func measuresSubtree(_ slot: Int) -> Bool {
        for position in arrangedRange(of: slot) {
            let child = arrangedChild(position)
            guard measurableStacks.contains(Int32(child))
                || (arrangedRange(of: child).isEmpty && !hasPlainSubviews(child) && !prunedViews.contains(Int32(child)))
            else { return false }
        }
        return true
    }

    /// Leaves out of ``measurableStacks`` the stacks whose measurement by the builders would not
    /// be the direct method's, and puts in ``forgoneLeaves`` the views without subviews among
    /// them (a leaf of `alone`, or one that is both views of a pair: a constraint naming it alone): those above both views of each pair in `joined` (a constraint
    /// other than a size term between two views of the subtree, which the builders' measurement
    /// keeps and the direct method does not read there), those above each view of `alone` (one
    /// whose size terms are not the document's: the blocks strategy's size term standing for a
    /// size equal to a fixed one, which the builders' measurement drops with the view outside),
    /// and all of them in a tree with scroll views (whose constraints ``ScrollReduction``
    /// rewrites). Views are indices here (``ownerViews(of:)``). A constraint naming a view
    /// outside the tree (a dependent view, left out) drops out of the measurement of a subtree
    /// that does not hold that view's superview: one that does is not measurable where the view
    /// might pull on it (``measuresSubtree(_:)``).
    /// - Complexity: O((pairs + alone) × depth).
    func forgoMeasuring(joined: [(Int, Int)], alone: [Int]) {
        guard !joined.isEmpty || !alone.isEmpty || !scrollViews.isEmpty else { return }
        guard scrollViews.isEmpty else {
            measurableStacks.removeAll()
            return
        }
        func forgo(above view: Int) {
            if arrangedRange(of: view).isEmpty { forgoneLeaves.insert(Int32(view)) }
            var above = view
            while above >= 0 {
                measurableStacks.remove(Int32(above))
                above = Int(parents[above])
            }
        }
        for view in alone { forgo(above: view) }
        for (first, second) in joined {
            var (a, b) = (first, second)
            // Their common ancestor: the deeper of the two moves up (a parent precedes its subviews).
            while a != b {
                if a > b { a = Int(parents[a]) } else { b = Int(parents[b]) }
            }
            forgo(above: a)
        }
    }

    /// Completes the tree once the document's constraints are known: finds the views their
    /// items name (a constraint's first item, and its second where it has one). False if one of
    /// them is not a view of the tree.
    /// - Complexity: O(views + constraints + candidates), plus O(n log n + views × log n) for
    ///   the n items without an owner number that checks.
    func finish(naming constraints: [LayoutConstraint]) -> Bool {
        guard !constraints.isEmpty else { return true }
        namedSlots = [Int32](repeating: -1, count: viewCount)
        var unnumbered: [String] = []
        for constraint in constraints {
            if let view = numberedView(constraint.first) { name(view) } else { unnumbered.append(constraint.first.id) }
            guard let second = constraint.second else { continue }
            if let view = numberedView(second) { name(view) } else { unnumbered.append(second.id) }
        }
        if !unnumbered.isEmpty {
            guard findByID(unnumbered) else { return false }
        }
        namedPlainPositions = [Int32](repeating: -1, count: namedViews.count)
        guideInsets = [GuideInsets](repeating: GuideInsets(margins: .zero, safeArea: .zero), count: namedViews.count)
        // A named view that is no candidate (an arranged view without plain subviews, which a
        // tie names with its stack) has no guide a pin could use: its insets stay zero.
        for candidate in candidates {
            let named = Int(namedSlots[Int(candidate.view)])
            guard named >= 0 else { continue }
            if candidate.position >= 0 {
                namedPlainPositions[named] = plainBlocks[Int(parents[Int(candidate.view)])].start + candidate.position
            }
            guideInsets[named] = GuideInsets(
                margins: Self.insets(.margins, candidate.margins, candidate.safeArea, rightToLeft: rightToLeft),
                safeArea: Self.insets(.safeArea, candidate.margins, candidate.safeArea, rightToLeft: rightToLeft))
        }
        return true
    }

    /// Gives view `view` a slot among the named views unless it has one.
    private func name(_ view: Int) {
        guard namedSlots[view] < 0 else { return }
        namedSlots[view] = Int32(namedViews.count)
        namedViews.append(Int32(view))
    }

    /// Names the views whose ids are `ids` (the first in tree order of each). False if one of
    /// them is not a view's.
    /// - Complexity: O(n log n + views × log n) for n ids.
    private func findByID(_ ids: [String]) -> Bool {
        let (sorted, found) = lookUp(ids)
        guard !found.contains(-1) else { return false }
        idsFound = sorted
        viewsFound = found
        for view in found { name(Int(view)) }
        return true
    }

    /// `ids` sorted without repeats, and per id the first view in tree order that has it, or
    /// -1: one walk over the views' ids.
    /// - Complexity: O(n log n + views × log n) for n ids.
    private func lookUp(_ ids: [String]) -> (ids: [String], views: [Int32]) {
        var sorted = ids
        sorted.sort()
        var distinct = 0
        for id in sorted where distinct == 0 || sorted[distinct - 1] != id {
            sorted[distinct] = id
            distinct += 1
        }
        sorted.removeLast(sorted.count - distinct)
        var found = [Int32](repeating: -1, count: distinct)
        for view in 0..<viewCount {
            guard let index = Self.position(of: self.ids[view], in: sorted), found[index] < 0 else { continue }
            found[index] = Int32(view)
        }
        return (sorted, found)
    }

    /// Whether view `index` lies in a baseline row's arranged subtree (up a chain of arranged
    /// views), whose baselines the row read when it was flattened.
    /// - Complexity: O(depth).
    private func isInBaselineRow(_ index: Int) -> Bool {
        guard !baselineRows.isEmpty else { return false }
        var child = index
        while isArranged[child], case let up = Int(parents[child]), up >= 0 {
            if baselineRows[Int32(up)] != nil { return true }
            child = up
        }
        return false
    }

    /// Whether a baseline row may have read view `index`'s margins when it was flattened: a
    /// stack arranged within its margins in a row's arranged subtree (``firstBaseline(of:)``).
    /// Where they move, the document is flattened anew.
    /// - Complexity: O(depth).
    func readsMarginsInRow(_ index: Int) -> Bool {
        let stack = Int(stackIndex[index])
        return stack >= 0 && stacks[stack].arrangesByMargins && isInBaselineRow(index)
    }

    /// Writes view `index`'s new margins and safe area, as a document's view holds them, wherever
    /// the direct path reads them: its stack's canvas when it arranges by its margins, and its
    /// guides' insets when a constraint names it (what ``DirectDocument`` makes its pins and cross
    /// ties of: ``DirectDocument/updateGuides(constraints:)`` makes them anew). The values are the
    /// ones a tree flattened from the document with the view's new fields holds, bit for bit.
    /// - Returns: bit `axis` (0 for x, 1 for y) set where a value read along that axis changed.
    /// - Complexity: O(1).
    func updateGuides(of index: Int, margins: DirectionalInsets, safeArea: EdgeInsets) -> UInt8 {
        var changed = SIMD4<UInt64>.zero
        func note(_ old: SIMD4<Double>, _ new: SIMD4<Double>) {
            for edge in 0..<4 { changed[edge] |= old[edge].bitPattern ^ new[edge].bitPattern }
        }
        let stack = Int(stackIndex[index])
        if stack >= 0 && stacks[stack].arrangesByMargins {
            let insets = Self.insets(.margins, margins, safeArea, rightToLeft: rightToLeft)
            note(stacks[stack].canvasInsets, insets)
            stacks[stack].canvasInsets = insets
        }
        // Only a candidate (``closeView(position:stack:)``) has its guides' insets recorded.
        if !isArranged[index] || hasPlainSubviews(index), !namedSlots.isEmpty, case let named = Int(namedSlots[index]), named >= 0 {
            let guides = GuideInsets(
                margins: Self.insets(.margins, margins, safeArea, rightToLeft: rightToLeft),
                safeArea: Self.insets(.safeArea, margins, safeArea, rightToLeft: rightToLeft))
            note(guideInsets[named].margins, guides.margins)
            note(guideInsets[named].safeArea, guides.safeArea)
            guideInsets[named] = guides
        }
        return (changed[0] | changed[1] != 0 ? 1 : 0) | (changed[2] | changed[3] != 0 ? 2 : 0)
    }

    /// Writes the intrinsic content sizes `inputs` now hold for `views` (in tree order: a
    /// wrapping label measured anew at its solved width) where the costs read them, as a tree
    /// flattened from the document with those sizes holds them, bit for bit.
    /// - Returns: bit `axis` (0 for x, 1 for y) set where a size changed along that axis; nil
    ///   where writing in place is not enough: a view whose size a `fillProportionally` stack's
    ///   proportions read where it is or becomes 0, or the stack shares equally or has a negative
    ///   spacing (its proportions are read at each solve, accepted only for whole numbers of
    ///   twelfths), or whose size would appear or vanish (the content-size constraints and levels
    ///   then differ), or an arranged view of a baseline row (whose baselines the row read when
    ///   it was flattened). The caller then flattens anew.
    /// - Complexity: O(views given).
    func updateIntrinsicSizes<Inputs: FrameDependentInputs>(of views: [Int32], from inputs: Inputs) -> UInt8? {
        var changed: UInt8 = 0
        for view in views {
            let index = Int(view)
            var node = ViewNode(id: "")
            inputs.apply(to: &node, view: view)
            let size = node.intrinsicContentSize
            let parent = Int(parents[index])
            // A baseline row read its views' baselines (a nested stack's from the views arranged in
            // it) when it was flattened.
            guard !isInBaselineRow(index) else { return nil }
            if isArranged[index], parent >= 0, case let stack = Int(stackIndex[parent]), stack >= 0,
                stacks[stack].distribution == .fillProportionally
            {
                // In place only where what the tree chose by the old size stays (the same views
                // above 0, so the same last share and its level; a total above 0 with a spacing
                // of 0 or more): the proportions themselves are read anew at each solve.
                let axis = stacks[stack].axis
                let old = axis == 0 ? horizontalSizings[index].intrinsic : verticalSizings[index].intrinsic
                guard stacks[stack].sharesProportionally, linkSpacing(stacks[stack]) >= 0, old > 0,
                    let new = axis == 0 ? size.width : size.height, new > 0
                else { return nil }
            }
            let old = (horizontalSizings[index].intrinsic, verticalSizings[index].intrinsic)
            let new = (size.width ?? .nan, size.height ?? .nan)
            guard old.0.isNaN == new.0.isNaN, old.1.isNaN == new.1.isNaN else { return nil }
            if old.0.bitPattern != new.0.bitPattern {
                horizontalSizings[index].intrinsic = new.0
                changed |= 1
            }
            if old.1.bitPattern != new.1.bitPattern {
                verticalSizings[index].intrinsic = new.1
                changed |= 2
            }
        }
        return changed
    }

    /// Writes the root's new `width` and `height` (its shorthands: the canvas) where the costs
    /// read them, as a tree flattened from the document with those values holds them.
    /// - Returns: bit `axis` (0 for x, 1 for y) set where the value changed; nil where the root
    ///   leaves a dimension open (it is fitted: the counts and the priorities differ).
    /// - Complexity: O(1).
    func updateRootSize(width: Double, height: Double) -> UInt8? {
        guard viewCount > 0, !horizontalSizings[0].shorthand.isNaN, !verticalSizings[0].shorthand.isNaN else { return nil }
        let changed: UInt8 = (horizontalSizings[0].shorthand.bitPattern != width.bitPattern ? 1 : 0)
            | (verticalSizings[0].shorthand.bitPattern != height.bitPattern ? 2 : 0)
        horizontalSizings[0].shorthand = width
        verticalSizings[0].shorthand = height
        return changed
    }

    /// What the costs need of view `index` along `axis` (0 for x, 1 for y).
    @inline(__always)
    func sizing(_ index: Int, axis: Int) -> Sizing {
        axis == 0 ? horizontalSizings[index] : verticalSizings[index]
    }

    /// The slot among the named views (``finish(naming:)``) of the view `anchor`'s item is, or
    /// whose guide it is; nil if it names none of them.
    /// - Complexity: O(length of the id); O(log n) more for an anchor without an owner number
    ///   that checks, n the items found by id.
    func namedSlot(of anchor: LayoutAnchor) -> Int? {
        guard !namedSlots.isEmpty else { return nil }
        if let view = numberedView(anchor) {
            let named = Int(namedSlots[view])
            return named >= 0 ? named : nil
        }
        guard let found = Self.position(of: anchor.id, in: idsFound) else { return nil }
        return Int(namedSlots[Int(viewsFound[found])])
    }

    /// The view numbered by `anchor`'s owner number (``LayoutAnchor/owner``), a number of the
    /// document's tree order, if the view it numbers here has the item's id; nil otherwise (no
    /// number, a guide's, a view left out, or a tree changed since decoding).
    private func numberedView(_ anchor: LayoutAnchor) -> Int? {
        let number = Int(anchor.owner)
        guard number >= 0 else { return nil }
        let view: Int
        if indicesByNumber.isEmpty {
            view = number
        } else {
            guard number < indicesByNumber.count else { return nil }
            view = Int(indicesByNumber[number])
        }
        guard view >= 0, view < viewCount, ids[view] == anchor.id else { return nil }
        return view
    }

    /// Per anchor of `anchors`, the index here of the view its owner number names
    /// (``numberedView(_:)``), or -1 for a view of the document left out of the tree; the anchors
    /// without an owner number that checks (constraints made in code) are found by their ids, as
    /// ``finish(naming:)`` finds them (-1 where no view here has the id).
    /// - Complexity: O(anchors), plus O(n log n + views × log n) for the n anchors found by id.
    func ownerViews(of anchors: [LayoutAnchor]) -> [Int] {
        var views = [Int](repeating: -1, count: anchors.count)
        var unnumbered: [String] = []
        for (index, anchor) in anchors.enumerated() {
            let number = Int(anchor.owner)
            if number >= 0, !indicesByNumber.isEmpty, number < indicesByNumber.count, indicesByNumber[number] < 0 {
                continue  // left out
            }
            if let view = numberedView(anchor) { views[index] = view } else { unnumbered.append(anchor.id) }
        }
        guard !unnumbered.isEmpty else { return views }
        let (sorted, found) = lookUp(unnumbered)
        for (index, anchor) in anchors.enumerated() where views[index] < 0 && numberedView(anchor) == nil {
            if let position = Self.position(of: anchor.id, in: sorted) { views[index] = Int(found[position]) }
        }
        return views
    }

    /// The position of `id` in `sorted`, or nil.
    /// - Complexity: O(log n).
    private static func position(of id: String, in sorted: [String]) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == id ? low : nil
    }

    /// Where the arranged subviews of view `index` are among ``arrangedChild(_:)``'s positions:
    /// a range rather than a slice, which would retain the array it shows.
    func arrangedRange(of index: Int) -> Range<Int> {
        let block = arrangedBlocks[index]
        return Int(block.start)..<Int(block.start + block.count)
    }

    /// Whether arranged view `child`, one of `arrangedCount` in a stack that aligns them across
    /// the axis (rather than fills), is outside the stack's spanner there: hidden, with a spanner
    /// (two or more arranged views), which covers the visible views only.
    @inline(__always)
    func isOutsideSpanner(_ child: Int, arrangedCount: Int) -> Bool {
        arrangedCount > 1 && isHidden[child]
    }

    /// The spacing between two visible arranged views of `stack`, where its chain has one
    /// spacing throughout (a `fillProportionally` stack on the direct path): its first link
    /// that is not 0, or 0.
    /// - Complexity: O(arranged views).
    func linkSpacing(_ stack: Stack) -> Double {
        for index in stack.firstSpacing..<(stack.firstSpacing + max(stack.arrangedCount - 1, 0)) where spacings[index] != 0 {
            return spacings[index]
        }
        return 0
    }

    /// The arranged subview at `position` of an ``arrangedRange(of:)``.
    func arrangedChild(_ position: Int) -> Int {
        Int(arrangedIndices[position])
    }

    /// Where the plain subviews of view `index` are among ``plainChild(_:)``'s positions.
    func plainRange(of index: Int) -> Range<Int> {
        let block = plainBlocks[index]
        return Int(block.start)..<Int(block.start + block.count)
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
        let arranged = arrangedBlocks[index]
        if arranged.count > 0 { return Int(arrangedIndices[Int(arranged.start + arranged.count) - 1]) }
        let plain = plainBlocks[index]
        return plain.count > 0 ? Int(plainIndices[Int(plain.start + plain.count) - 1]) : -1
    }

    /// How many subviews (plain and arranged) view `index` has.
    func childCount(of index: Int) -> Int {
        Int(arrangedBlocks[index].count + plainBlocks[index].count)
    }

    /// Whether view `index` has plain subviews.
    func hasPlainSubviews(_ index: Int) -> Bool {
        plainBlocks[index].count > 0
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

    /// Adds the view at `node` and its subtree, the view being the `position`th of its
    /// parent's arranged (or plain) subviews. Views are read through pointers: a `ViewNode` is
    /// large, and copying each would cost more than the rest of the walk.
    private func visit(
        _ node: UnsafePointer<ViewNode>, parent: Int32, position: Int, arranged: Bool, depth: Int
    ) -> Bool {
        let number = walked
        walked += 1
        // Read through `extras`: most views have none, and the accessor would make an empty array.
        guard node.pointee.extras?.layoutGuides.isEmpty ?? true,
            let index = openView(
                parent: parent, arranged: arranged, depth: depth, id: node.pointee.id,
                fields: Fields(
                    width: node.pointee.width, height: node.pointee.height,
                    intrinsicContentSize: node.pointee.intrinsicContentSize,
                    contentHugging: node.pointee.contentHugging,
                    compressionResistance: node.pointee.compressionResistance, isHidden: node.pointee.isHidden,
                    layoutMargins: node.pointee.layoutMargins, safeAreaInsets: node.pointee.safeAreaInsets))
        else { return false }
        if !indicesByNumber.isEmpty { indicesByNumber[number] = index }
        if node.pointee.isScroll { scrollViews.append(index) }
        let proportional = node.pointee.stack?.distribution == .fillProportionally
        let horizontal = node.pointee.stack?.axis == .horizontal
        let outerProportional = proportionalParent
        if proportional {
            if horizontal { proportionalOpen.0 += 1 } else { proportionalOpen.1 += 1 }
            proportionalParent = (index, horizontal ? 0 : 1)
        }
        // The lists are borrowed in place: passed as arrays, each was retained and released.
        guard node.pointee.subviews.isEmpty
            || node.pointee.subviews.withUnsafeBufferPointer({ visit($0, of: index, arranged: false, depth: depth + 1) }),
            node.pointee.arrangedSubviews.isEmpty
                || node.pointee.arrangedSubviews.withUnsafeBufferPointer({
                    visit($0, of: index, arranged: true, depth: depth + 1)
                })
        else { return false }
        if proportional {
            if horizontal { proportionalOpen.0 -= 1 } else { proportionalOpen.1 -= 1 }
            proportionalParent = outerProportional
            if measuring != nil { keepUnknownSizes(of: node, index, axis: horizontal ? 0 : 1) }
        }
        // The stack's fields read in place (a copy of its properties would retain their references).
        if let axis = node.pointee.stack?.axis {
            if axis == .vertical, node.pointee.stack?.baselineRelativeArrangement == true {
                guard let shifts = Self.baselineShifts(of: node) else { return false }
                pendingSpacingShifts = shifts
            }
            if axis == .horizontal, node.pointee.arrangedSubviews.count > 1,
                case let alignment = node.pointee.stack?.alignment, alignment == .firstBaseline || alignment == .lastBaseline
            {
                guard let row = Self.baselineRow(of: node) else { return false }
                baselineRows[index] = row
                if row.pins { pinsFirstViews = true }
            }
        }
        return closeView(position: position, stack: node.pointee.stack)
    }

    /// Keeps the nodes of the visible views of the `fillProportionally` stack `index` (its node
    /// `node`) without an intrinsic size along `axis` whose fitting size the tree does not know
    /// (they have subviews here or in the document: ``knowsNaturalSize(_:)``), for
    /// ``builtNaturalSize(_:axis:)``; and, where it is the stack's one visible view, a leaf
    /// without a `width` (`height`) that a constraint along `axis` names first (a size term may
    /// hold its lone layout above 0, where the tree reads 0).
    /// - Complexity: O(arranged views); O(constraints) once a tree for a lone leaf.
    private func keepUnknownSizes(of node: UnsafePointer<ViewNode>, _ index: Int32, axis: Int) {
        guard let measuring else { return }
        // Counted first, without allocating: most stacks keep nothing.
        var (visible, last, unknown) = (0, -1, false)
        for position in arrangedRange(of: Int(index)) where !isHidden[arrangedChild(position)] {
            last = arrangedChild(position)
            visible += 1
            unknown = unknown || (sizing(last, axis: axis).intrinsic.isNaN && !knowsNaturalSize(last))
        }
        // The tree's arranged views are the node's in order, less those left out: one pass of a
        // cursor finds each kept view's node (a search from the start was quadratic in the stack).
        var cursor = 0
        func keep(_ view: Int) {
            let children = node.pointee.arrangedSubviews
            while cursor < children.count, children[cursor].id != ids[view] { cursor += 1 }
            guard cursor < children.count else { return }
            builtNodes[Int32(2 * view + axis)] = (children[cursor], visible == 1)
            cursor += 1
        }
        guard unknown else {
            if visible == 1, sizing(last, axis: axis).intrinsic.isNaN, sizing(last, axis: axis).shorthand.isNaN,
                sizeTermViews(measuring, axis: axis).contains(ids[last])
            {
                keep(last)
            }
            return
        }
        for position in arrangedRange(of: Int(index)) where !isHidden[arrangedChild(position)] {
            let child = arrangedChild(position)
            if sizing(child, axis: axis).intrinsic.isNaN && !knowsNaturalSize(child) { keep(child) }
        }
    }

    /// The natural size the builders give view `index` of ``builtNodes`` along `axis`: its fitting
    /// size, its subtree laid out alone with the document's constraints that lie inside it
    /// (``FittingSize``, the builders' own function on the same node: the same double); nil
    /// where it was not kept. For a stack's one visible view only the sign is read, 1 standing for
    /// any size above 0: its share is the whole canvas whatever its natural size above 0 (its
    /// multiplier `n/n` is 1, a required share the chain already holds), and without one the stack
    /// fills equally, which for one view adds nothing; the sign decides only which of the two the
    /// builders make (the share is one constraint more).
    /// - Complexity: a layout of the view's subtree, the first time.
    func builtNaturalSize(_ index: Int, axis: Int) -> Double? {
        let key = Int32(2 * index + axis)
        guard !builtNodes.isEmpty, let (node, lone) = builtNodes[key], let measuring else { return nil }
        if let size = builtSizes[key] { return size }
        let fitting = FittingSize.proportionalSize(
            of: node, along: axis == 0 ? .horizontal : .vertical, document: measuring, meter: measuringMeter)
        let size = lone ? (fitting > 0 ? 1 : 0) : max(0, fitting)
        builtSizes[key] = size
        return size
    }

    /// The ids of the views a size term along `axis` of `document` names first, found once a
    /// tree (each `fillProportionally` stack with one visible leaf asks; a scan each was
    /// O(stacks × constraints)).
    /// - Complexity: O(constraints), the first time.
    private func sizeTermViews(_ document: LayoutDocument, axis: Int) -> Set<String> {
        if let views = sizeTermViewsByAxis { return views[axis] }
        var views: [Set<String>] = [[], []]
        for constraint in document.constraints {
            if let along = SizeTerm.axis(of: constraint) { views[along].insert(constraint.first.id) }
        }
        sizeTermViewsByAxis = views
        return views[axis]
    }

    /// Whether the tree knows view `index`'s fitting size (``proportionalSize(_:axis:)``): a
    /// view without subviews here or in the document that might pull on it.
    func knowsNaturalSize(_ index: Int) -> Bool {
        arrangedRange(of: index).isEmpty && !hasPlainSubviews(index) && !prunedViews.contains(Int32(index))
    }

    /// Adds a list of view `index`'s subviews and their subtrees.
    private func visit(_ children: UnsafeBufferPointer<ViewNode>, of index: Int32, arranged: Bool, depth: Int) -> Bool {
        let start = openListStart
        // A view left out is a leaf: one number of the document's order, and no position here.
        var position = 0
        var pulls = false
        for child in children.indices {
            if !left.isEmpty && left[walked] {
                pulls = pulls || leftPulling.isEmpty || leftPulling[walked]
                walked += 1
                continue
            }
            guard visit(children.baseAddress! + child, parent: index, position: position, arranged: arranged, depth: depth)
            else { return false }
            position += 1
        }
        if pulls { prunedViews.insert(index) }
        closeList(of: index, arranged: arranged, from: start)
        return true
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

    /// The insets of a view's guide of `kind` (margins or safe area): left, right, top, bottom.
    private static func insets(
        _ kind: ItemRef.Kind, _ margins: DirectionalInsets, _ safeArea: EdgeInsets, rightToLeft: Bool
    ) -> SIMD4<Double> {
        let insets = AnchorLowering.insets(kind, margins: margins, safeArea: safeArea, rightToLeft: rightToLeft)
        return SIMD4(insets.left, insets.right, insets.top, insets.bottom)
    }

    /// ``pendingSpacingShifts``, taken (set only just before its stack closes, which takes them
    /// here: a view that is not a stack never makes or moves the array).
    private func takePendingSpacingShifts() -> [Double] {
        guard !pendingSpacingShifts.isEmpty else { return [] }
        var shifts: [Double] = []
        swap(&shifts, &pendingSpacingShifts)
        return shifts
    }

    /// The record of the stack at `slot`, its arranged views closed, or nil if the stack is
    /// outside the class.
    private func stack(
        _ properties: StackProperties, slot: Int, margins: DirectionalInsets, safeArea: EdgeInsets, spacingShifts: [Double]
    ) -> Stack? {
        let alignment = properties.effectiveAlignment
        let arranged = arrangedRange(of: slot)
        var hidden = 0
        for position in arranged where isHidden[arrangedChild(position)] { hidden += 1 }
        switch properties.distribution {
        case .fill, .fillEqually: break
        case .equalSpacing: break
        // From three visible views on the gap guides between centres are held equal at 149,
        // composed with hidden views only at the ends, one each (`DirectAxis+EqualCentering.swift`,
        // "Hidden views at the ends").
        case .equalCentering:
            let ends = (isHidden[arrangedChild(arranged.lowerBound)] ? 1 : 0) + (isHidden[arrangedChild(arranged.upperBound - 1)] ? 1 : 0)
            guard arranged.count - hidden <= 2 || hidden <= ends else { return nil }
        case .fillProportionally: break
        }
        var insets = SIMD4<Double>.zero
        if properties.layoutMarginsRelativeArrangement {
            insets = Self.insets(.margins, margins, safeArea, rightToLeft: rightToLeft)
        }
        let firstSpacing = spacings.count
        appendSpacings(properties, arranged)
        for (offset, shift) in spacingShifts.enumerated() where shift != 0 { spacings[firstSpacing + offset] += shift }
        var total: Double = 0
        var largest: Double? = nil
        for index in firstSpacing..<spacings.count {
            total += spacings[index]
            largest = max(largest ?? spacings[index], spacings[index])
        }
        if hidden > 0 {
            // Only a link into a visible view after another visible one is inside a gap guide.
            largest = nil
            var afterVisible = !isHidden[arrangedChild(arranged.lowerBound)]
            for index in firstSpacing..<spacings.count where !isHidden[arrangedChild(arranged.lowerBound + 1 + index - firstSpacing)] {
                if afterVisible { largest = max(largest ?? spacings[index], spacings[index]) }
                afterVisible = true
            }
        }
        var lacksProportions = false
        if properties.distribution == .fillProportionally {
            // UIKit's proportions sum the stack's `spacing` between the visible views: the
            // composition takes them where every link of the chain between visible views is
            // that spacing (no custom spacing that differs), so that the chain's spacings are
            // the ones the proportions count.
            var links = 0
            for index in firstSpacing..<spacings.count where spacings[index] != 0 {
                guard spacings[index] == properties.spacing else { return nil }
                links += 1
            }
            guard properties.spacing == 0 || links == max(arranged.count - hidden - 1, 0),
                let proportioning = proportioning(arranged, axis: properties.axis == .horizontal ? 0 : 1, linkSpacing: properties.spacing)
            else { return nil }
            if case .fillsEqually = proportioning { lacksProportions = true }
        }
        return Stack(
            axis: properties.axis == .horizontal ? 0 : 1, distribution: properties.distribution, alignment: alignment,
            canvasInsets: insets, firstSpacing: firstSpacing, spacingTotal: total, spacingMax: largest ?? 0,
            arrangedCount: arranged.count, visibleCount: arranged.count - hidden,
            arrangesByMargins: properties.layoutMarginsRelativeArrangement, lacksProportions: lacksProportions)
    }

    /// The spacing after each arranged view but the last, as `UISV-spacing` has it.
    private func appendSpacings(_ stack: StackProperties, _ arranged: Range<Int>) {
        guard arranged.count > 1 else { return }
        // Without custom spacings the last visible view's id is not needed.
        guard !stack.customSpacing.isEmpty else {
            var anyVisible = !isHidden[arrangedChild(arranged.lowerBound)]
            for position in arranged.dropFirst() {
                let hidden = isHidden[arrangedChild(position)]
                spacings.append(stack.spacing(beforeHidden: hidden, lastVisibleID: anyVisible ? "" : nil))
                anyVisible = anyVisible || !hidden
            }
            return
        }
        var lastVisibleID: String? = nil
        for position in arranged.dropFirst() {
            let previous = arrangedChild(position - 1)
            if !isHidden[previous] { lastVisibleID = ids[previous] }
            spacings.append(stack.spacing(beforeHidden: isHidden[arrangedChild(position)], lastVisibleID: lastVisibleID))
        }
    }
}
