extension DirectTree {
    /// The first baselines of a `firstBaseline` stack's arranged views, each a fixed length from
    /// the view's top or from its bottom (design note, section 2, "Baselines"): what the stack's
    /// `UISV-alignment`s make of its views' tops and heights.
    struct BaselineRow {
        /// Per arranged view (hidden ones included), in order: its baseline's distance below its
        /// top when `fromTop`, else above its bottom.
        var offsets: [Double]
        var fromTop: [Bool]
        /// Whether the visible views' baselines are all from their tops (else all from their
        /// bottoms, or `mixed`); true without visible views.
        var visibleFromTop: Bool
        /// Whether some visible views measure from their tops and some at their bottoms: the
        /// baseline then trades between the two groups (``DirectAxis/mixedBaselineCost``).
        var mixed: Bool
        /// Per arranged view measured at its bottom only where its pick fills it
        /// (``fillingBaseline(of:)``), the pick's offset among its arranged views; nil for the others.
        var fillingPicks: [Int?]
        /// Whether some arranged view has a filling pick: the one field the row's cost tests
        /// before it looks further.
        var fills: Bool
        /// Per arranged view read from its top at its first view's natural height
        /// (``pinnedBaseline(of:)``), that height; nil for the others.
        var pinnedHeights: [Double?]
        /// Whether some arranged view is so read: the one field the row's cost tests before it
        /// looks further.
        var pins: Bool
    }

    /// The row of the stack at `node` when the direct method takes its baselines: a horizontal
    /// `firstBaseline` stack of two or more arranged views, each measured a fixed length from its
    /// top or from its bottom (``firstBaseline(of:)``, or at its bottom where its pick fills it:
    /// ``fillingBaseline(of:)``). Nil otherwise; the stack is then declined.
    /// - Complexity: O(arranged views), and the baseline views' chains below them.
    static func baselineRow(of node: UnsafePointer<ViewNode>) -> BaselineRow? {
        guard let properties = node.pointee.stack, properties.effectiveAlignment == .firstBaseline else { return nil }
        var row = BaselineRow(
            offsets: [], fromTop: [], visibleFromTop: true, mixed: false, fillingPicks: [], fills: false, pinnedHeights: [], pins: false)
        var visibleKinds: (top: Bool, bottom: Bool) = (false, false)
        for child in node.pointee.arrangedSubviews {
            var (place, filling): (BaselinePlace?, Int?) = (firstBaseline(of: child), nil)
            if place == nil, let (measured, pick) = fillingBaseline(of: child) {
                (place, filling) = (measured, pick)
                row.fills = true
            }
            var pinned: Double? = nil
            if place == nil, let (measured, height) = pinnedBaseline(of: child) {
                (place, pinned) = (measured, height)
                row.pins = true
            }
            row.fillingPicks.append(filling)
            row.pinnedHeights.append(pinned)
            guard let baseline = place else { return nil }
            row.offsets.append(baseline.fromTop ?? baseline.fromBottom)
            row.fromTop.append(baseline.fromTop != nil)
            if !child.isHidden {
                if baseline.fromTop != nil { visibleKinds.top = true } else { visibleKinds.bottom = true }
            }
        }
        row.mixed = visibleKinds.top && visibleKinds.bottom
        row.visibleFromTop = !visibleKinds.bottom
        return row
    }

    /// Where a view's baseline lies in its frame.
    struct BaselinePlace {
        /// How far below the view's top; nil: measured from its bottom.
        var fromTop: Double?
        /// How far above the view's bottom where ``fromTop`` is nil.
        var fromBottom: Double = 0
    }

    /// Where `view`'s first baseline lies when that is fixed in its frame. A view is its own baseline view with its
    /// `firstFromTop`, or without one (a leaf, or a stack whose arranged views are all hidden) at
    /// its bottom. A stack with a visible arranged view takes the first baseline of one of them
    /// (`AnchorLowering.baselineViews`): the first visible of a vertical stack, whose top its
    /// canvas connection holds at the canvas's (in every distribution) where it is the first
    /// arranged view, and whose bottom at the canvas's where it is the only visible one; the tallest
    /// visible view of a horizontal stack by natural size (the first of equals), whose top and
    /// bottom a `fill` alignment holds at the canvas's, a `leading` one its top and a `trailing` one
    /// its bottom, as it does every visible view's. The canvas is the stack's frame, or its
    /// margins guide for a stack arranged within its margins (every `UISV-canvas-connection` names
    /// it, `StackConstraintBuilder.canvas`): the baseline then lies the top (bottom) margin
    /// further from the stack's edge, the margins read as the lowering reads them (with the safe
    /// area they include); the fixed point moving them lays the document out anew
    /// (``readsMarginsInRow(_:)``). Nil (the row declined) for a baseline view that moves in its
    /// stack: a centred one, or an edge its alignment does not hold.
    /// - Complexity: O(depth × arranged views) along the baseline views' chain, and a horizontal
    ///   stack's arranged subtrees for their natural heights.
    static func firstBaseline(of view: ViewNode) -> BaselinePlace? {
        if let offset = view.baselines.firstFromTop { return BaselinePlace(fromTop: offset) }
        let arranged = view.arrangedSubviews
        guard let stack = view.stack, let first = arranged.firstIndex(where: { !$0.isHidden }) else {
            return BaselinePlace(fromTop: nil)
        }
        let baselineView: Int, holdsTop: Bool, holdsBottom: Bool
        switch stack.axis {
        // A hidden view before the first visible one keeps the spacing after it (none before it).
        case .vertical:
            baselineView = first
            (holdsTop, holdsBottom) = (first == 0, arranged.lazy.filter { !$0.isHidden }.count == 1)
        case .horizontal:
            baselineView = tallest(arranged, from: first)
            (holdsTop, holdsBottom) = (stack.alignment == .fill || stack.alignment == .leading,
                stack.alignment == .fill || stack.alignment == .trailing)
        }
        guard var place = firstBaseline(of: arranged[baselineView]),
            place.fromTop != nil ? holdsTop : holdsBottom
        else { return nil }
        if stack.layoutMarginsRelativeArrangement {
            let margins = AnchorLowering.insets(.margins, of: view, rightToLeft: false)
            if let fromTop = place.fromTop { place.fromTop = fromTop + margins.top } else { place.fromBottom += margins.bottom }
        }
        return place
    }

    /// Where a nested `leading` horizontal stack's baseline lies where its pick (its tallest
    /// visible view, ``firstBaseline(of:)``'s) is measured at its bottom, `e` above it: the
    /// alignment holds the pick's top at the canvas's but not its bottom, so the baseline moves
    /// with the pick's height; where every optimum has the pick as tall as the canvas, it lies at
    /// the stack's bottom less `e` and the bottom margin (for a stack arranged within its margins).
    /// The row's cost checks that the optima do so (``DirectAxis/picksFill(_:_:)``, design note,
    /// section 5, *A baseline view filling its stack*) and declines the row where it cannot tell.
    /// Nil for any other view.
    /// - Complexity: as ``firstBaseline(of:)``.
    static func fillingBaseline(of view: ViewNode) -> (place: BaselinePlace, pick: Int)? {
        let arranged = view.arrangedSubviews
        guard view.baselines.firstFromTop == nil, let stack = view.stack, stack.axis == .horizontal,
            stack.alignment == .leading, let first = arranged.firstIndex(where: { !$0.isHidden })
        else { return nil }
        let pick = tallest(arranged, from: first)
        guard var place = firstBaseline(of: arranged[pick]), place.fromTop == nil else { return nil }
        if stack.layoutMarginsRelativeArrangement {
            place.fromBottom += AnchorLowering.insets(.margins, of: view, rightToLeft: false).bottom
        }
        return (place, pick)
    }

    /// Where an arranged vertical stack's baseline lies where its first view f is measured at its
    /// bottom (`e` above it) with visible views after it: the canvas connection holds f's top at
    /// the stack's, so the baseline moves with f's height; where every optimum has f at its
    /// natural height `c` (``NaturalSizes``), it lies `c − e` below the stack's top (and its top
    /// margin, for a stack arranged within its margins). The stack is `fill` or `equalSpacing`
    /// (the rest of it keeps its lengths while f's changes) and no baseline of its own. The
    /// row's cost checks that the optima do so and holds f there (``DirectAxis/pinsFirstView(_:_:)``,
    /// ``DirectAxis/pinsHold(_:_:_:_:)``, design note, section 5, *A baseline view at its natural
    /// height*); it declines the row where it cannot tell. Nil for any other view, and for a
    /// view nested deeper than the row's arranged views.
    /// - Complexity: as ``firstBaseline(of:)``, and f's subtree for its natural height.
    static func pinnedBaseline(of view: ViewNode) -> (place: BaselinePlace, height: Double)? {
        let arranged = view.arrangedSubviews
        guard view.baselines.firstFromTop == nil, let stack = view.stack, stack.axis == .vertical,
            stack.distribution == .fill || stack.distribution == .equalSpacing,
            let first = arranged.first, !first.isHidden, arranged.dropFirst().contains(where: { !$0.isHidden }),
            let place = firstBaseline(of: first), place.fromTop == nil
        else { return nil }
        let height = NaturalSizes.size(of: first).height
        var fromTop = height - place.fromBottom
        if stack.layoutMarginsRelativeArrangement {
            fromTop += AnchorLowering.insets(.margins, of: view, rightToLeft: false).top
        }
        return (BaselinePlace(fromTop: fromTop), height)
    }

    /// The index of the tallest visible view of `arranged` by natural height, the first of equals
    /// (`AnchorLowering.baselineViews`' pick); `first` is the first visible one.
    /// - Complexity: O(views in the arranged subtrees) where two or more are visible, else O(arranged views).
    private static func tallest(_ arranged: [ViewNode], from first: Int) -> Int {
        guard arranged[(first + 1)...].contains(where: { !$0.isHidden }) else { return first }
        var (tallest, height) = (first, NaturalSizes.size(of: arranged[first]).height)
        for index in (first + 1)..<arranged.count where !arranged[index].isHidden {
            let candidate = NaturalSizes.size(of: arranged[index]).height
            if candidate > height { (tallest, height) = (index, candidate) }
        }
        return tallest
    }
}

extension DirectTree {
    /// What a vertical `baselineRelativeArrangement` stack at `node` adds to each spacing of its
    /// chain (design note, section 2, "Baselines"): between two visible views its `UISV-spacing`
    /// runs from the first's last baseline, `e` above its bottom (`lastFromBottom`, else 0), to
    /// the next's first baseline, `b` below its top (`firstFromTop`): `top = bottom − e + s − b`,
    /// the edge-to-edge spacing `s − e − b`; beside a hidden view it is edge to edge. Nil where a
    /// next view has no `firstFromTop` (its baseline is its bottom, which moves with its own
    /// length) or either view is a stack taking its baseline from a visible arranged view.
    /// - Complexity: O(arranged views).
    static func baselineShifts(of node: UnsafePointer<ViewNode>) -> [Double]? {
        let views = node.pointee.arrangedSubviews
        guard views.count > 1 else { return [] }
        var shifts = [Double](repeating: 0, count: views.count - 1)
        for offset in shifts.indices where !views[offset].isHidden && !views[offset + 1].isHidden {
            let (previous, next) = (views[offset], views[offset + 1])
            guard let fromTop = next.baselines.firstFromTop,
                previous.baselines.lastFromBottom != nil || previous.stack == nil
                    || previous.arrangedSubviews.allSatisfy(\.isHidden)
            else { return nil }
            shifts[offset] = -(previous.baselines.lastFromBottom ?? 0) - fromTop
        }
        return shifts
    }
}

extension DirectTree.Stack {
    /// Whether the stack aligns its arranged views' baselines (a horizontal stack's
    /// `firstBaseline` or `lastBaseline`).
    var alignsBaselines: Bool { alignment == .firstBaseline || alignment == .lastBaseline }
    /// Whether the stack holds each visible view at its share of its length at 760
    /// (`UISV-text-width-disambiguation`): a `fill` baseline row of two or more visible views.
    var disambiguatesWidths: Bool { alignsBaselines && distribution == .fill && visibleCount > 1 }
}
