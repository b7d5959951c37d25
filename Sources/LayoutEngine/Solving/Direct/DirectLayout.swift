import ConstraintSolver

/// The layout of a ``DirectDocument``: both axes solved directly, read as frames.
///
/// A tie of equal priorities in a `fill` stack gives one of the optimal solutions, and its
/// ``diagnostics`` say which values are not unique (``DirectAmbiguity``). Declines (nil) where
/// the optimum is not unique otherwise or in a shape ``DirectAmbiguity`` does not follow, the
/// required constraints cannot all hold, or the document is outside the class
/// ``DirectDocument`` accepts, so that the engine falls back to the solver.
struct DirectLayout {
    /// What the solver path would have made for the same document.
    private(set) var variableCount: Int
    private(set) var constraintCount: Int
    /// How many `fillProportionally` stacks the axes' last solves fill equally once measured
    /// (``DirectAxis/measuredEquallyCounts``): the builders make one constraint fewer for each.
    private var measuredEqually: Int
    /// Each scroll view's `contentSize`, in tree order (``ScrollReduction``); empty without scroll views.
    private(set) var scroll: [ScrollContent] = []
    private let tree: DirectTree
    private let axes: Axes
    private var ambiguity: DirectAmbiguity
    /// How the solved frames become the response's.
    private let placement: FramePlacement

    /// - Complexity: O(views log views) for shallow trees; see ``DirectAxis/solve()``.
    init?(document: LayoutDocument, meter: WorkMeter? = nil) {
        guard let direct = DirectDocument(document: document, meter: meter) else { return nil }
        self.init(direct, options: document.options, documentConstraints: document.constraints.count, meter: meter)
    }

    /// The solved axes, with the lanes their levels need (``SlopeLanes``).
    private enum Axes {
        case narrow(DirectAxis<NarrowLanes>)
        case wide(DirectAxis<WideLanes>)

        var document: DirectDocument {
            switch self {
            case .narrow(let axes): axes.document
            case .wide(let axes): axes.document
            }
        }

        var heldTies: [(child: Int32, held: DirectDocument.HeldTie)] {
            switch self {
            case .narrow(let axes): axes.heldTies
            case .wide(let axes): axes.heldTies
            }
        }
    }

    /// How the stack of the broken cross tie of arranged view `child` (its number in this layout's
    /// tree) holds an arranged view on the side the tie wants (``DirectDocument/HeldTie``), nil where
    /// it holds none: its witnesses then move the child.
    /// - Complexity: O(such ties).
    func heldTie(_ child: Int) -> DirectDocument.HeldTie? { axes.heldTies.first { $0.child == Int32(child) }?.held }

    /// What ``init(_:options:documentConstraints:meter:settlingWidths:)`` hands its caller of a
    /// horizontal solve: the tree, and the widths just solved.
    struct SolvedWidths {
        let tree: DirectTree
        private let widths: (Int) -> Double

        fileprivate init<Lanes>(_ axes: DirectAxis<Lanes>) {
            tree = axes.tree
            widths = { axes.sizes[$0] }
        }

        /// View `view`'s width.
        func width(_ view: Int) -> Double { widths(view) }
    }

    /// What the caller of ``init(_:options:documentConstraints:meter:settlingWidths:)`` does with
    /// the widths of a horizontal solve.
    enum WidthStep {
        /// Nothing more to do along x: the vertical axis is solved next.
        case settled
        /// The views' sizes were written anew (``DirectTree/updateIntrinsicSizes(of:from:)``): x is
        /// solved again when `solveAgain` (a width changed), and its widths read once more.
        case written(solveAgain: Bool)
        /// The layout is not to be made this way (the caller lays the document out otherwise).
        case declined
    }

    /// The layout of `direct`, its frames placed as `options` say (``FramePlacement``);
    /// `documentConstraints` is how many constraints the document lists, for the counts.
    /// Under a `meter` that stops it (cancelled, over its memory limit), nil: the caller asks the meter why.
    ///
    /// With `settlingWidths`, the horizontal axis is solved first and its widths handed to it (the
    /// axes are independent: x reads nothing of y), until it answers ``WidthStep/settled``: the
    /// wrapping labels' fixed point measured at each solved width and written into the tree, x
    /// solved again where a width changed; only then is y solved, once, with the heights measured
    /// last. Each solve is the one a layout from nothing of the same sizes makes, bit for bit.
    /// - Complexity: O(views log views) for shallow trees; see ``DirectAxis/solve()``; once more
    ///   along x for each ``WidthStep/written(solveAgain:)`` that solves again.
    init?(
        _ direct: DirectDocument, options: LayoutOptions, documentConstraints: Int,
        meter: WorkMeter? = nil, settlingWidths: ((SolvedWidths) -> WidthStep)? = nil
    ) {
        var ambiguity = DirectAmbiguity()
        let measuredEquallyCounts: SIMD2<Int>
        if direct.levels.allSatisfy({ $0.priorities.count <= NarrowLanes.scalarCount }) {
            let axes = DirectAxis<NarrowLanes>(document: direct, meter: meter)
            guard Self.solve(axes, &ambiguity, meter: meter, settlingWidths: settlingWidths) else { return nil }
            self.axes = .narrow(axes)
            measuredEquallyCounts = axes.measuredEquallyCounts
        } else {
            let axes = DirectAxis<WideLanes>(document: direct, meter: meter)
            guard Self.solve(axes, &ambiguity, meter: meter, settlingWidths: settlingWidths) else { return nil }
            self.axes = .wide(axes)
            measuredEquallyCounts = axes.measuredEquallyCounts
        }
        self.ambiguity = ambiguity
        tree = direct.tree
        placement = FramePlacement(options)
        (variableCount, constraintCount) = Self.counts(direct.tree, documentConstraints: documentConstraints)
        // A `fillProportionally` stack filled equally once measured: `n − 1` equal sizes, not `n` shares.
        measuredEqually = measuredEquallyCounts.wrappedSum()
        constraintCount -= measuredEqually
        // A document with scroll views is laid out as its reduction, which has the same frames:
        // the guides' counts are added, and the `contentSize`s read from the content views.
        if let reduction = direct.scroll {
            variableCount += 4 * reduction.guideCount
            constraintCount += ScrollGuides.constraintsPerScrollView * reduction.contents.count
            let tree = direct.tree
            scroll = reduction.scrollContents(absoluteFrame, parent: { Int(tree.parents[$0]) }, placement: placement)
        }
    }

    /// Solves both axes of `axes` and finds their ambiguity, the widths settled first as
    /// ``init(_:options:documentConstraints:meter:settlingWidths:)`` says; false if a solve declines.
    private static func solve<Lanes>(
        _ axes: DirectAxis<Lanes>, _ ambiguity: inout DirectAmbiguity, meter: WorkMeter?,
        settlingWidths: ((SolvedWidths) -> WidthStep)?
    ) -> Bool {
        guard axes.solve(axis: 0), ambiguity.analyze(axes, meter: meter) else { return false }
        if let settlingWidths {
            var step = settlingWidths(SolvedWidths(axes))
            while case .written(let solveAgain) = step {
                guard !solveAgain || (axes.solve(axis: 0) && ambiguity.analyze(axes, meter: meter)) else { return false }
                step = settlingWidths(SolvedWidths(axes))
            }
            guard case .settled = step else { return false }
        }
        return axes.solve(axis: 1) && ambiguity.analyze(axes, meter: meter)
    }

    /// Whether some frame value is not unique among the optimal solutions (a tie).
    var isAmbiguous: Bool { ambiguity.isAmbiguous }

    /// Whether some frame value along `axis` (0 x, 1 y) is not unique among the optimal solutions.
    func isAmbiguous(axis: Int) -> Bool { ambiguity.isAmbiguous(axis: axis) }

    /// Whether a hidden view of an `equalSpacing` stack floats along `axis` (its position varies
    /// apart from the axis's ties: ``DirectAmbiguity/hasFloatingHidden(axis:)``).
    func hasFloatingHidden(axis: Int) -> Bool { ambiguity.hasFloatingHidden(axis: axis) }

    /// The `ambiguous` diagnostics of the simplex for the same document, in tree order.
    /// - Complexity: O(views) when ambiguous, O(1) otherwise.
    var diagnostics: [Diagnostic] { ambiguity.diagnostics(ids: tree.ids, relative: placement.isRelative) }

    /// ``diagnostics`` before they are made, which the compact JSON writes without making them.
    /// - Complexity: O(views) when ambiguous, O(1) otherwise.
    var ambiguities: AmbiguityList { ambiguity.list(ids: tree.ids, relative: placement.isRelative) }

    /// The values of view `view` that are not unique among the optimal solutions: `x`/`y`
    /// relative to the superview when `relative`, else in the root's coordinates.
    /// - Complexity: O(1).
    func ambiguousValues(of view: Int, relative: Bool) -> Diagnostic.AmbiguousValues {
        ambiguity.values(of: view, relative: relative)
    }

    /// Whether view `view`'s centre along `axis`, or its far edge where `far`, varies among the
    /// optimal solutions (root coordinates, or relative to its superview where `relative`); nil
    /// where that is not known (``DirectAmbiguity/edgeVaries(of:axis:far:relative:)``).
    /// - Complexity: O(1).
    func edgeVaries(of view: Int, axis: Int, far: Bool, relative: Bool) -> Bool? {
        ambiguity.edgeVaries(of: view, axis: axis, far: far, relative: relative)
    }

    /// The least and greatest change of view `view`'s position along `axis` (root coordinates)
    /// over the optimal solutions, less its laid-out value; nil where the walk does not give them,
    /// or along the axis not solved last (its arrays are the other's)
    /// (``DirectAmbiguity/positionSpread(of:_:)``).
    /// - Complexity: O(views + pieces of the tied stacks).
    func positionSpread(of view: Int, axis: Int) -> SIMD2<Double>? {
        guard ambiguity.isAmbiguous(axis: axis), !ambiguity.hasFloatingHidden(axis: axis) else { return nil }
        switch axes {
        case .narrow(let axes): return axes.axis == axis ? DirectAmbiguity.positionSpread(of: view, axes) : nil
        case .wide(let axes): return axes.axis == axis ? DirectAmbiguity.positionSpread(of: view, axes) : nil
        }
    }

    /// Every view's frame, in tree order.
    /// - Complexity: O(views).
    var frames: [ViewFrame] {
        var frames: [ViewFrame] = []
        frames.reserveCapacity(count)
        for view in 0..<count { frames.append(frame(view)) }
        return frames
    }
}

extension DirectLayout {
    /// Lays out again after the margins and safe areas of `views` and the measured sizes of
    /// `labels` (each in tree order) changed to what `inputs` hold (the fixed point's next pass),
    /// from this layout rather than from nothing: the new values are written where the direct path
    /// reads them (the stacks arranged by their margins, the guides' insets, whence the pins and
    /// cross ties made anew from `constraints`, the document's; the labels' intrinsic sizes,
    /// ``DirectTree/updateIntrinsicSizes(of:from:)``), and only the axes along which one changed are solved again, with their
    /// ambiguity; the other keeps its solution and its analysis. The frames and diagnostics are
    /// those of a layout from nothing of the document with the new values, bit for bit: the same
    /// arrays, solved by the same code.
    ///
    /// False, this layout then not to be used (the caller lays out from nothing), where that is
    /// not so simple: a document with scroll views (its reduction rewrote its constraints), a
    /// cross tie the new margins put past its canvas, a label's size that a `fillProportionally`
    /// stack reads, a stack's vertical margins that a baseline row read
    /// (``DirectTree/readsMarginsInRow(_:)``), or an axis whose solve declines (or `meter` stops it).
    /// - Complexity: O(changed views × log names + constraints + plain subviews), plus the
    ///   solve of each axis along which a value changed (``DirectAxis/solve(axis:)``).
    mutating func update<Inputs: FrameDependentInputs>(
        guidesOf views: [Int32], sizesOf labels: [Int32] = [], from inputs: Inputs, constraints: [LayoutConstraint],
        meter: WorkMeter?
    ) -> Bool {
        var document = axes.document
        guard document.scroll == nil else { return false }
        var changed: UInt8 = 0
        // The new values in the form the document's views hold them (what a flattening reads).
        // (Every view the inputs name as changed is one they hold values for: each is written.)
        var node = ViewNode(id: "")
        for view in views {
            inputs.apply(to: &node, view: view)
            let moved = tree.updateGuides(of: Int(view), margins: node.layoutMargins, safeArea: node.safeAreaInsets)
            // A baseline row read the stack's top and bottom margins when it was flattened.
            guard moved & 2 == 0 || !tree.readsMarginsInRow(Int(view)) else { return false }
            changed |= moved
        }
        let guidesChanged = changed != 0
        // The labels measured anew: their sizes, read along the axes they moved.
        guard let sized = labels.isEmpty ? 0 : tree.updateIntrinsicSizes(of: labels, from: inputs) else { return false }
        changed |= sized
        guard changed != 0 else { return true }
        guard !guidesChanged || document.updateGuides(constraints: constraints) else { return false }
        return solveAgain(document, axes: changed, meter: meter)
    }

    /// Lays out again at a new canvas (the next of `options.sizes`, the document otherwise the
    /// same): the root's `width` and `height`, and its margins and safe area as `root` holds them
    /// (a view controller's system minimum depends on its width), and the margins and safe areas
    /// of the views in `restoring` (tree order: those the fixed point moved, back to the document's
    /// values), written where the direct path reads them, the pins and cross ties made anew from
    /// `constraints` when a guide moved, and only the axes along which a value changed solved
    /// again, with their ambiguity. Bit for bit a layout from nothing of the document at that
    /// canvas, as ``update(guidesOf:from:constraints:meter:)``.
    ///
    /// False, this layout then not to be used, where the root leaves a dimension open (before or
    /// after), the document has scroll views, a restored stack's vertical margins are ones a
    /// baseline row read, or an axis's solve declines (or `meter` stops it).
    /// - Complexity: O(constraints + plain subviews) when a guide of the root moved, plus the
    ///   solve of each axis along which a value changed.
    mutating func update(
        canvas root: ViewNode, restoring: [(view: Int32, margins: DirectionalInsets, safeArea: EdgeInsets)],
        constraints: [LayoutConstraint], meter: WorkMeter?
    ) -> Bool {
        var document = axes.document
        guard document.scroll == nil, let width = root.width, let height = root.height,
            let sized = tree.updateRootSize(width: width, height: height)
        else { return false }
        var guides = tree.updateGuides(of: 0, margins: root.layoutMargins, safeArea: root.safeAreaInsets)
        for view in restoring where view.view != 0 {
            let moved = tree.updateGuides(of: Int(view.view), margins: view.margins, safeArea: view.safeArea)
            guard moved & 2 == 0 || !tree.readsMarginsInRow(Int(view.view)) else { return false }
            guides |= moved
        }
        guard sized | guides != 0 else { return true }
        // A pin whose offset holds the root's length is read again at the new one.
        if guides != 0 || (sized != 0 && document.readsRootLength) {
            guard document.updateGuides(constraints: constraints) else { return false }
        }
        return solveAgain(document, axes: sized | guides, meter: meter)
    }

    /// Solves the axes in `changed` (bit 0 x, bit 1 y) again with `document`, and their ambiguity
    /// (``DirectAxis/solveAgain(_:axes:analyze:)``); false if a solve declines.
    private mutating func solveAgain(_ document: DirectDocument, axes changed: UInt8, meter: WorkMeter?) -> Bool {
        var ambiguity = self.ambiguity
        let solved: Bool
        let counts: SIMD2<Int>
        switch axes {
        case .narrow(let axes):
            solved = axes.solveAgain(document, axes: changed, analyze: { ambiguity.analyze(axes, meter: meter) })
            counts = axes.measuredEquallyCounts
        case .wide(let axes):
            solved = axes.solveAgain(document, axes: changed, analyze: { ambiguity.analyze(axes, meter: meter) })
            counts = axes.measuredEquallyCounts
        }
        guard solved else { return false }
        self.ambiguity = ambiguity
        // New sizes may change which stacks their measured nested stacks leave without proportions.
        constraintCount += measuredEqually - counts.wrappedSum()
        measuredEqually = counts.wrappedSum()
        return true
    }

    /// View `view`'s frame in the root's coordinates, as (minimum x, minimum y, width, height).
    @inline(__always)
    func absoluteFrame(_ view: Int) -> SIMD4<Double> {
        switch axes {
        case .narrow(let axes): axes.frame(view)
        case .wide(let axes): axes.frame(view)
        }
    }

    /// View `view`'s position in the root's coordinates.
    @inline(__always)
    private func origin(_ view: Int) -> SIMD2<Double> {
        let frame = absoluteFrame(view)
        return SIMD2(frame.x, frame.y)
    }
}

extension DirectLayout: FrameSequence {
    var count: Int { tree.viewCount }

    func maxCompactMemberLength(_ view: Int) -> Int {
        ViewFrame.maxCompactMemberLength(idLength: tree.ids[view].utf8.count)
    }

    /// The frame of view `view`, read from the solved axes.
    @inline(__always)
    func frame(_ view: Int) -> ViewFrame {
        let parent = Int(tree.parents[view])
        let parentOrigin =
            placement.isRelative && parent >= 0
            ? origin(parent) : nil
        return placement.frame(id: tree.ids[view], absoluteFrame(view), parentOrigin: parentOrigin)
    }
}

extension DirectLayout {
    /// The variables and constraints the lowering makes for an accepted document: four
    /// variables per view and stack guide plus a position per segment of each stack's chain;
    /// every constraint the builders make, as they count them (``ViewConstraintBuilder/counts``,
    /// ``StackFamilyCounts``), and the document's own.
    /// - Complexity: O(1): the stacks' share is summed as the tree is made.
    static func counts(_ document: DirectTree, documentConstraints: Int) -> (variables: Int, constraints: Int) {
        let stacks = document.stackTally
        let constraints = documentConstraints + document.sizeConstraintCount + stacks.constraints
        return (4 * (document.viewCount + stacks.guides) + stacks.segments, constraints)
    }
}

extension DirectTree.Stack {
    /// What the lowering makes for this stack: its guides (four variables each), the segments
    /// of its chain (a position each) and its constraints, as the builders count them
    /// (``StackFamilyCounts``).
    var lowering: (guides: Int, segments: Int, constraints: Int) {
        let counts = StackFamilyCounts(
            arranged: arrangedCount, visible: visibleCount, distribution: distribution, alignment: alignment,
            hasProportions: distribution != .fillProportionally || sharesProportionally)
        return (counts.guides, arrangedCount - 1, counts.constraints)
    }
}
