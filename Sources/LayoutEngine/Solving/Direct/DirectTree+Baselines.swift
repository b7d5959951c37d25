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
    }

    /// The row of the stack at `node` when the direct method takes its baselines: a horizontal
    /// `firstBaseline` stack of two or more arranged views, each its own baseline view (not a
    /// stack that takes it from a visible arranged view), each measured from its top (a
    /// `firstFromTop`) or at its bottom (none: the bottom edge). Nil otherwise; the stack is then
    /// declined.
    /// - Complexity: O(arranged views).
    static func baselineRow(of node: UnsafePointer<ViewNode>) -> BaselineRow? {
        guard let properties = node.pointee.stack, properties.effectiveAlignment == .firstBaseline else { return nil }
        var row = BaselineRow(offsets: [], fromTop: [], visibleFromTop: true, mixed: false)
        var visibleKinds: (top: Bool, bottom: Bool) = (false, false)
        for child in node.pointee.arrangedSubviews {
            let baselines = child.baselines
            // A stack with a visible arranged view takes its first baseline from a descendant
            // (`AnchorLowering.baselineViews`), whose place in it the row cannot read.
            guard baselines.firstFromTop != nil || child.stack == nil || child.arrangedSubviews.allSatisfy(\.isHidden)
            else { return nil }
            row.offsets.append(baselines.firstFromTop ?? 0)
            row.fromTop.append(baselines.firstFromTop != nil)
            if !child.isHidden {
                if baselines.firstFromTop != nil { visibleKinds.top = true } else { visibleKinds.bottom = true }
            }
        }
        row.mixed = visibleKinds.top && visibleKinds.bottom
        row.visibleFromTop = !visibleKinds.bottom
        return row
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
