import ConstraintSolver

/// The layout of a ``DirectDocument``: both axes solved directly, read as frames.
///
/// Declines (nil) wherever the solver's optimum would not be unique (a tie between
/// equally strong constraints), the required constraints cannot all hold, or the document is
/// outside the class ``DirectDocument`` accepts, so that the engine falls back to the solver.
struct DirectLayout {
    /// What the solver path would have made for the same document.
    let variableCount: Int
    let constraintCount: Int
    private let tree: DirectTree
    private let axes: DirectAxis
    /// Whether frames are relative to the superview (else to the root).
    private let isRelative: Bool

    /// - Complexity: O(views log views) for shallow trees; see ``DirectAxis/solve()``.
    init?(document: LayoutDocument, meter: WorkMeter? = nil) {
        guard let direct = DirectDocument(document: document) else { return nil }
        self.init(direct, frames: document.options.frames, documentConstraints: document.constraints.count, meter: meter)
    }

    /// The layout of `direct`, its frames in `space`; `documentConstraints` is how many
    /// constraints the document lists, for the counts.
    /// Under a `meter` that stops it (cancelled, over its memory limit), nil: the caller asks the meter why.
    /// - Complexity: O(views log views) for shallow trees; see ``DirectAxis/solve()``.
    init?(
        _ direct: DirectDocument, frames space: LayoutOptions.FrameSpace, documentConstraints: Int,
        meter: WorkMeter? = nil
    ) {
        let axes = DirectAxis(document: direct, meter: meter)
        guard axes.solve(axis: 0), axes.solve(axis: 1) else { return nil }
        self.axes = axes
        tree = direct.tree
        isRelative = space == .superview
        (variableCount, constraintCount) = Self.counts(direct.tree, documentConstraints: documentConstraints)
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
    /// View `view`'s frame in the root's coordinates, as (minimum x, minimum y, width, height).
    @inline(__always)
    func absoluteFrame(_ view: Int) -> SIMD4<Double> {
        SIMD4(axes.horizontalPositions[view], axes.positions[view], axes.horizontalSizes[view], axes.sizes[view])
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
        var x = axes.horizontalPositions[view]
        var y = axes.positions[view]
        if isRelative && parent >= 0 {
            x -= axes.horizontalPositions[parent]
            y -= axes.positions[parent]
        }
        // Adding 0 turns -0 into 0, as the solver path does.
        return ViewFrame(
            id: tree.ids[view], x: x + 0, y: y + 0, width: axes.horizontalSizes[view] + 0, height: axes.sizes[view] + 0)
    }
}

extension DirectLayout {
    /// The variables and constraints the lowering makes for an accepted document: four
    /// variables per view and stack guide plus a position per segment of each stack's chain;
    /// every constraint of the builders' families, counted family by family.
    /// - Complexity: O(1): the stacks' share is summed as the tree is made.
    static func counts(_ document: DirectTree, documentConstraints: Int) -> (variables: Int, constraints: Int) {
        let stacks = document.stackTally
        // The root's origin, and its fitting size along each dimension it leaves open.
        var constraints = documentConstraints + 2
        if document.viewCount > 0 {
            constraints += (document.horizontalSizings[0].shorthand.isNaN ? 1 : 0)
                + (document.verticalSizings[0].shorthand.isNaN ? 1 : 0)
        }
        constraints += document.sizeConstraintCount + stacks.constraints
        return (4 * (document.viewCount + stacks.guides) + stacks.segments, constraints)
    }
}

extension DirectTree.Stack {
    /// What the lowering makes for this stack: its guides (four variables each), the segments
    /// of its chain (a position each) and its constraints, family by family.
    var lowering: (guides: Int, segments: Int, constraints: Int) {
        let k = arrangedCount
        let visible = visibleCount
        var guides = 0
        // Canvas connections, spacings, hiding.
        var constraints = 2 + (k - 1) + (k - visible)
        switch distribution {
        case .fillEqually: constraints += max(visible - 1, 0)
        // The tree takes only stacks with a natural size above 0 (proportions, not equal sizes).
        case .fillProportionally: constraints += visible
        case .equalSpacing where visible > 1, .equalCentering where visible > 1:
            // Two distributing edges per gap guide, and all guides equal to the first.
            constraints += 3 * (visible - 1) - 1
            guides += visible - 1
        default: break
        }
        if alignment == .fill {
            constraints += 2 * (k - 1) + 2
        } else {
            // Alignment and ambiguity suppression, then the bounds (one view) or the spacer.
            constraints += (k - 1) + k
            if k == 1 {
                constraints += 3 + (alignment == .center ? 1 : 0)
            } else {
                constraints += 2 * k + 1 + (alignment == .center ? 3 : 2)
                guides += 1
            }
        }
        return (guides, k - 1, constraints)
    }
}
