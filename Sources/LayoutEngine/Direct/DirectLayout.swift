/// The layout of a ``DirectDocument``: both axes solved directly, read as frames.
///
/// Declines (nil) wherever the solver's optimum would not be unique (a tie between
/// equally strong constraints), the required constraints cannot all hold, or the document is
/// outside the class ``DirectDocument`` accepts, so that the engine falls back to the solver.
struct DirectLayout {
    let frames: [ViewFrame]
    /// What the solver path would have made for the same document.
    let variableCount: Int
    let constraintCount: Int

    /// - Complexity: O(views log views) for shallow trees; see ``DirectAxis/solve()``.
    init?(document: LayoutDocument) {
        guard let direct = DirectDocument(document: document) else { return nil }
        self.init(direct, frames: document.options.frames, documentConstraints: document.constraints.count)
    }

    /// The layout of `direct`, its frames in `space`; `documentConstraints` is how many
    /// constraints the document lists, for the counts.
    /// - Complexity: O(views log views) for shallow trees; see ``DirectAxis/solve()``.
    init?(_ direct: DirectDocument, frames space: LayoutOptions.FrameSpace, documentConstraints: Int) {
        let axes = DirectAxis(document: direct)
        guard axes.solve(axis: 0), axes.solve(axis: 1) else { return nil }
        let tree = direct.tree
        let relative = space == .superview
        var frames: [ViewFrame] = []
        frames.reserveCapacity(tree.viewCount)
        for view in 0..<tree.viewCount {
            let parent = Int(tree.parents[view])
            var x = axes.horizontalPositions[view]
            var y = axes.positions[view]
            if relative && parent >= 0 {
                x -= axes.horizontalPositions[parent]
                y -= axes.positions[parent]
            }
            // Adding 0 turns -0 into 0, as the solver path does.
            frames.append(ViewFrame(
                id: tree.ids[view], x: x + 0, y: y + 0,
                width: axes.horizontalSizes[view] + 0, height: axes.sizes[view] + 0))
        }
        self.frames = frames
        (variableCount, constraintCount) = Self.counts(direct.tree, documentConstraints: documentConstraints)
    }

    /// The variables and constraints the lowering makes for an accepted document: four
    /// variables per view and stack guide plus a position per segment of each stack's chain;
    /// every constraint of the builders' families, counted family by family.
    /// - Complexity: O(views).
    static func counts(_ document: DirectTree, documentConstraints: Int) -> (variables: Int, constraints: Int) {
        var owners = document.viewCount
        var segments = 0
        // The root's origin, and its fitting size along each dimension it leaves open.
        var constraints = documentConstraints + 2
        if document.viewCount > 0 {
            constraints += (document.horizontalSizings[0].shorthand.isNaN ? 1 : 0)
                + (document.verticalSizings[0].shorthand.isNaN ? 1 : 0)
        }
        constraints += document.sizeConstraintCount
        for stack in document.stacks {
            let k = stack.arrangedCount
            let visible = stack.visibleCount
            segments += k - 1
            // Canvas connections, spacings, hiding.
            constraints += 2 + (k - 1) + (k - visible)
            switch stack.distribution {
            case .fillEqually: constraints += max(visible - 1, 0)
            case .equalSpacing where visible > 1:
                // Two distributing edges per gap guide, and all guides equal to the first.
                constraints += 3 * (visible - 1) - 1
                owners += visible - 1
            default: break
            }
            if stack.alignment == .fill {
                constraints += 2 * (k - 1) + 2
            } else {
                // Alignment and ambiguity suppression, then the bounds (one view) or the spacer.
                constraints += (k - 1) + k
                if k == 1 {
                    constraints += 3 + (stack.alignment == .center ? 1 : 0)
                } else {
                    constraints += 2 * k + 1 + (stack.alignment == .center ? 3 : 2)
                    owners += 1
                }
            }
        }
        return (4 * owners + segments, constraints)
    }
}
