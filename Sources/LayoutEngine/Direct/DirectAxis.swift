/// One axis of a ``DirectDocument`` solved without the simplex: every view's cost as a
/// function of its size, children before parents, then the sizes and positions from the root down.
///
/// Along an axis the stacks' and pins' constraints form a tree: a stack's arranged views are in
/// series along its axis (their sizes and spacings add up to its canvas) and in parallel across
/// it (each is its canvas's size, or at most that with the canvas pulled to fit them); a pinned
/// subview is its superview's size less the insets. The lexicographic least cost of the whole
/// is then found exactly, level by level, by composing convex piecewise-linear costs.
struct DirectAxis {
    /// What a parent needs of a child aligned (not filled) across a stack: where the child
    /// stops growing with its canvas.
    struct Clip {
        var minimum: Double = 0
        var isUnique = true
    }

    let document: DirectDocument
    /// 0 for x (widths), 1 for y (heights).
    let axis: Int
    private(set) var sizes: [Double] = []
    /// Minimum x or y of each view in the root's coordinates.
    private(set) var positions: [Double] = []
    private var functions: [CostFunction] = []
    private var plans: [SeriesPlan?] = []
    private var clips: [Clip] = []

    init(document: DirectDocument, axis: Int) {
        self.document = document
        self.axis = axis
    }

    /// Solves the axis; false if the layout is infeasible, ambiguous or unsupported here.
    /// - Complexity: O(p log p × depth) for p pieces of cost (a few per view).
    mutating func solve() -> Bool {
        let count = document.tree.viewCount
        functions = [CostFunction](repeating: .free, count: count)
        plans = [SeriesPlan?](repeating: nil, count: count)
        clips = [Clip](repeating: Clip(), count: count)
        for view in stride(from: count - 1, through: 0, by: -1) {
            guard let function = cost(of: view), !function.isEmpty else { return false }
            functions[view] = function
        }
        guard let (rootSize, isUnique) = functions[0].minimum(), isUnique else { return false }
        functions = []
        sizes = [Double](repeating: 0, count: count)
        positions = [Double](repeating: 0, count: count)
        sizes[0] = rootSize
        for view in 0..<count {
            guard place(view) else { return false }
        }
        return true
    }

    // MARK: - Costs, bottom up

    private mutating func cost(of view: Int) -> CostFunction? {
        let tree = document.tree
        let node = tree.nodes[view]
        var function: CostFunction
        if let stack = node.stack, !tree.arranged(of: view).isEmpty {
            guard let stackCost = self.stackCost(view, stack) else { return nil }
            function = stackCost
        } else {
            function = .free
            for child in document.plainSubviews(of: view).map(Int.init) {
                let pin = document.pins[child]
                function = function + functions[child].shifted(by: pin.low[axis] - pin.high[axis])
                functions[child] = .free
            }
        }
        let levels = document.levels
        let intrinsic = axis == 0 ? node.intrinsicContentSize.width : node.intrinsicContentSize.height
        if let intrinsic {
            let hugging = axis == 0 ? node.contentHugging.horizontal : node.contentHugging.vertical
            let resistance = axis == 0 ? node.compressionResistance.horizontal : node.compressionResistance.vertical
            function = function + .contentSize(intrinsic, hugging: hugging, resistance: resistance, levels: levels)
        }
        let shorthand = axis == 0 ? node.width : node.height
        if let shorthand {
            function.restrict(lo: shorthand, hi: shorthand)
        } else if view == 0 {
            function = function + .pullToZero(lane: levels.lane(ViewConstraintBuilder.fittingSizePriority))
        }
        return function
    }

    /// The stack's cost as a function of its own size (canvas plus margins).
    private mutating func stackCost(_ view: Int, _ stack: StackProperties) -> CostFunction? {
        let arranged = document.tree.arranged(of: view).map(Int.init)
        let (low, high) = canvasInsets(view, stack)
        let alongAxis = (stack.axis == .horizontal ? 0 : 1) == axis
        let canvas = alongAxis ? seriesCost(view, stack, arranged) : parallelCost(stack, arranged)
        for child in arranged { functions[child] = .free }
        guard var function = canvas?.shifted(by: low + high) else { return nil }
        if !alongAxis && arranged.count == 1 && DirectDocument.crossAlignment(stack) != .fill {
            function = function + .pullToZero(lane: document.levels.lane(StackFamily.canvasFitPriority))
        }
        return function
    }

    /// Along the axis: the arranged views end to end with their spacings.
    private mutating func seriesCost(_ view: Int, _ stack: StackProperties, _ arranged: [Int]) -> CostFunction? {
        let nodes = document.tree.nodes
        var children: [CostFunction] = []
        children.reserveCapacity(arranged.count + 1)
        for child in arranged {
            if nodes[child].isHidden {
                // UISV-hiding: zero along the axis.
                guard functions[child].lo <= 0, functions[child].hi >= 0 else { return nil }
                children.append(CostFunction(lo: 0, hi: 0, slope0: .zero, knots: []))
            } else {
                children.append(functions[child])
            }
        }
        let gaps = Self.spacings(stack, arranged, nodes)
        let visible = arranged.filter { !nodes[$0].isHidden }
        if stack.distribution == .fillEqually && visible.count > 1 {
            var shared = CostFunction.free
            for child in visible { shared = shared + functions[child] }
            return shared.stretched(by: Double(visible.count)).shifted(by: gaps.reduce(0, +))
        }
        var fixed = gaps.reduce(0, +)
        if stack.distribution == .equalSpacing && visible.count > 1 {
            // The gap guides: equal, at least every spacing, and nothing else pulls on them.
            let least = Double(visible.count - 1) * (gaps.max() ?? 0)
            children.append(CostFunction(lo: least, hi: .infinity, slope0: .zero, knots: []))
            fixed = 0
        }
        guard let plan = SeriesPlan(children: children, fixed: fixed) else { return nil }
        plans[view] = plan
        return plan.function
    }

    /// Across the axis: every arranged view the canvas's size (`fill`), or at most that with
    /// the views pulled to zero at 25 and the canvas (or the stack, for one view) pulled to fit.
    private mutating func parallelCost(_ stack: StackProperties, _ arranged: [Int]) -> CostFunction? {
        var function = CostFunction.free
        guard DirectDocument.crossAlignment(stack) != .fill else {
            for child in arranged { function = function + functions[child] }
            return function
        }
        let levels = document.levels
        let suppression = CostFunction.pullToZero(lane: levels.lane(StackFamily.ambiguitySuppressionPriority))
        for child in arranged {
            guard let clipped = (functions[child] + suppression).clippedAbove() else { return nil }
            clips[child] = Clip(minimum: clipped.minimum, isUnique: clipped.isUnique)
            function = function + clipped.function
        }
        if arranged.count > 1 {
            function = function + .pullToZero(lane: levels.lane(StackFamily.spanningFitPriority))
        }
        return function
    }

    /// The spacing after each arranged view but the last, as `UISV-spacing` has it: beside a
    /// hidden view 0, else the spacing after the last visible view before it.
    static func spacings(_ stack: StackProperties, _ arranged: [Int], _ nodes: [ViewNode]) -> [Double] {
        var gaps: [Double] = []
        gaps.reserveCapacity(arranged.count)
        var lastVisible: String? = nil
        for i in 0..<(arranged.count - 1) {
            if !nodes[arranged[i]].isHidden { lastVisible = nodes[arranged[i]].id }
            if nodes[arranged[i + 1]].isHidden {
                gaps.append(0)
            } else {
                gaps.append(lastVisible.map { stack.spacing(after: $0) } ?? 0)
            }
        }
        return gaps
    }

    /// The canvas's insets from the stack's low and high edges along this axis.
    private func canvasInsets(_ view: Int, _ stack: StackProperties) -> (Double, Double) {
        guard stack.layoutMarginsRelativeArrangement else { return (0, 0) }
        let insets = AnchorLowering.insets(ItemRef(view, .margins), in: document.tree, rightToLeft: document.rightToLeft)
        return axis == 0 ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }

    // MARK: - Sizes and positions, top down

    private mutating func place(_ view: Int) -> Bool {
        let tree = document.tree
        let node = tree.nodes[view]
        guard let stack = node.stack, !tree.arranged(of: view).isEmpty else {
            for child in document.plainSubviews(of: view).map(Int.init) {
                let pin = document.pins[child]
                sizes[child] = sizes[view] + pin.high[axis] - pin.low[axis]
                positions[child] = positions[view] + pin.low[axis]
            }
            return true
        }
        let arranged = tree.arranged(of: view).map(Int.init)
        let (low, high) = canvasInsets(view, stack)
        let canvasStart = positions[view] + low
        let canvas = sizes[view] - low - high
        if (stack.axis == .horizontal ? 0 : 1) == axis {
            return placeAlong(view, stack, arranged, canvasStart: canvasStart, canvas: canvas)
        }
        let alignment = DirectDocument.crossAlignment(stack)
        let tolerance = 1e-9 * max(1, abs(canvas))
        for child in arranged {
            var size = canvas
            if alignment != .fill && canvas > clips[child].minimum {
                guard clips[child].isUnique || canvas <= clips[child].minimum + tolerance else { return false }
                size = clips[child].minimum
            }
            sizes[child] = size
            // Leading is the high edge of a right-to-left x axis.
            let flipped = axis == 0 && document.rightToLeft
            switch alignment {
            case .center: positions[child] = canvasStart + (canvas - size) / 2
            case .leading where flipped, .trailing where !flipped: positions[child] = canvasStart + canvas - size
            default: positions[child] = canvasStart
            }
        }
        return true
    }

    private mutating func placeAlong(
        _ view: Int, _ stack: StackProperties, _ arranged: [Int], canvasStart: Double, canvas: Double
    ) -> Bool {
        let nodes = document.tree.nodes
        var gaps = Self.spacings(stack, arranged, nodes)
        let visible = arranged.filter { !nodes[$0].isHidden }
        if stack.distribution == .fillEqually && visible.count > 1 {
            let share = (canvas - gaps.reduce(0, +)) / Double(visible.count)
            for child in arranged { sizes[child] = nodes[child].isHidden ? 0 : share }
        } else {
            guard let plan = plans[view], let shares = plan.distribute(canvas) else { return false }
            for (position, child) in arranged.enumerated() { sizes[child] = shares[position] }
            if stack.distribution == .equalSpacing && visible.count > 1 {
                let gap = shares[arranged.count] / Double(visible.count - 1)
                gaps = [Double](repeating: gap, count: gaps.count)
            }
            plans[view] = nil
        }
        // The chain runs from the leading edge: the high edge of a right-to-left x axis.
        if axis == 0 && document.rightToLeft {
            var edge = canvasStart + canvas
            for (position, child) in arranged.enumerated() {
                positions[child] = edge - sizes[child]
                edge = positions[child] - (position < gaps.count ? gaps[position] : 0)
            }
        } else {
            var edge = canvasStart
            for (position, child) in arranged.enumerated() {
                positions[child] = edge
                edge += sizes[child] + (position < gaps.count ? gaps[position] : 0)
            }
        }
        return true
    }
}
