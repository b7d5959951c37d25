import ConstraintSolver

extension LayoutEngine {
    /// Whether the layout at `sizes[index]` may start from the solved state of the layout at
    /// `sizes[index - 1]` (``LayoutPass/move(toCanvasOf:restoring:meter:)``) rather than from nothing: the
    /// same document is in force at both sizes (the same variants and conditioned constraints:
    /// equal selections) and only the canvas differs, the root's `width`,
    /// `height` and what derives from them (a view controller's margins, the safe areas the fixed
    /// point reads from the frames). Not where the display scale or the layout direction changes
    /// (the text is measured at the scale, right to left flips the guides), nor where either size
    /// omits a dimension (the root is then fitted: another set of constraints and priorities).
    /// - Complexity: O(variants and conditioned constraints), comparing the two selections.
    func mayReuse(_ sizes: [LayoutSize], selections: [VariantSelection], at index: Int, options: LayoutOptions) -> Bool {
        guard _incrementalSizes, index > 0, selections[index - 1] == selections[index] else { return false }
        let (previous, size) = (sizes[index - 1], sizes[index])
        let (before, after) = (previous.traits.resolved(in: options), size.traits.resolved(in: options))
        return before.displayScale == after.displayScale && before.layoutDirection == after.layoutDirection
            && previous.width != nil && previous.height != nil && size.width != nil && size.height != nil
    }
}

extension LayoutEngine.LayoutPass {
    /// Makes this layout, the last of a document's fixed point, the first layout of `document`:
    /// the same document prepared at another canvas (``LayoutEngine/mayReuse(_:selections:at:options:)``),
    /// re-solved from this one's solved state rather than from nothing, the guides of the views in
    /// `restoring` (those the fixed point moved, ``LayoutEngine/Settled/applied``) set back to
    /// `document`'s. The direct path solves again only the axes the root's new size or those
    /// guides move, in its own arrays (``DirectLayout/update(canvas:restoring:constraints:meter:)``),
    /// a layout by dependent blocks solves its blocks again on that
    /// (``BlockLayout/update(canvas:restoring:meter:)``), the simplex shifts the constants
    /// (``LoweredLayout/update(canvas:restoring:)``, a dual simplex), its memory counted again
    /// against `meter`. The direct path's and the blocks' answers are bit for bit those of a layout
    /// from nothing; the simplex's, where the new optimum is unique (the fixed point lays a tied one
    /// out from nothing).
    ///
    /// False, this layout then not to be used (the caller lays out from nothing), where a strategy
    /// declines to move: see each update.
    /// - Complexity: O(views) when `restoring` is not empty, plus the strategy's update.
    mutating func move(toCanvasOf document: LayoutDocument, restoring: [Int32], meter: WorkMeter) -> Bool {
        var guides: [(view: Int32, margins: DirectionalInsets, safeArea: EdgeInsets)] = []
        if !restoring.isEmpty {
            var next = 0
            _ = TreeOrder(document.root) { node, index in
                guard next < restoring.count, restoring[next] == index else { return }
                guides.append((index, node.layoutMargins, node.safeAreaInsets))
                next += 1
            }
        }
        switch self {
        case .direct(var direct):
            guard direct.update(canvas: document.root, restoring: guides, constraints: document.constraints, meter: meter)
            else { return false }
            self = .direct(direct)
        case .blocks(var blocks):
            guard blocks.update(canvas: document.root, restoring: guides, meter: meter) else { return false }
            self = .blocks(blocks)
        case .simplex(let lowered, _, let held):
            meter.heldBytes += held
            let solveStart = ContinuousClock.now
            guard lowered.update(canvas: document.root, restoring: guides) else {
                meter.heldBytes -= held
                return false
            }
            self = .simplex(lowered, solveStart, held: held)
        }
        return true
    }

    /// The margins and safe areas `inputs` hold for `views` (tree order), in the form a document's
    /// views hold them: what ``BlockLayout/update(canvas:restoring:meter:)`` writes.
    /// - Complexity: O(views × log watched views).
    static func guides<Inputs: FrameDependentInputs>(
        of views: [Int32], from inputs: Inputs
    ) -> [(view: Int32, margins: DirectionalInsets, safeArea: EdgeInsets)] {
        views.map { view in
            var node = ViewNode(id: "")
            inputs.apply(to: &node, view: view)
            return (view, node.layoutMargins, node.safeAreaInsets)
        }
    }
}
