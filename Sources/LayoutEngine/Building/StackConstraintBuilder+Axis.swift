extension StackConstraintBuilder {
    /// Canvas connection, spacing and the distribution along the stack's axis.
    func appendAxisConstraints(to out: inout [BuiltConstraint], guides: inout GuideRegistry) {
        let first = ItemRef(arranged[0])
        let last = ItemRef(arranged[arranged.count - 1])
        out.append(BuiltConstraint(StackFamily.canvasConnection, canvas, axes.leading, .equal, first, axes.leading))
        out.append(BuiltConstraint(StackFamily.canvasConnection, last, axes.trailing, .equal, canvas, axes.trailing))
        appendSpacing(to: &out)
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            appendFillEqually(to: &out)
        case .fillProportionally:
            appendFillProportionally(to: &out)
        case .equalSpacing, .equalCentering:
            appendGapGuides(to: &out, guides: &guides)
            // A stack whose length nothing else sets takes its smallest (contract, "Stack views").
            out.append(BuiltConstraint(
                StackFamily.canvasFit, stackItem, axes.size, .equal, constant: 0, priority: StackFamily.canvasFitPriority))
        }
    }

    /// `UISV-spacing` between neighbours; strict for the fill distributions, a minimum for the
    /// equal ones; baseline to baseline in a vertical `baselineRelativeArrangement` stack.
    private func appendSpacing(to out: inout [BuiltConstraint]) {
        let relation: LayoutConstraint.Relation =
            stack.distribution == .equalSpacing || stack.distribution == .equalCentering ? .greaterThanOrEqual : .equal
        let baselines = stack.baselineRelativeArrangement && stack.axis == .vertical
        let gaps = self.gaps
        for i in 0..<(arranged.count - 1) {
            let previous = arranged[i]
            let gap = gaps[i]
            let byBaseline = baselines && !hidden[i] && !hidden[i + 1]
            out.append(BuiltConstraint(
                StackFamily.spacing,
                ItemRef(arranged[i + 1]), byBaseline ? .firstBaseline : axes.leading, relation,
                ItemRef(previous), byBaseline ? .lastBaseline : axes.trailing, constant: gap))
        }
    }

    /// The spacing after each arranged view but the last: the stack's, or the custom one after
    /// the last visible view, and none before a hidden view.
    private var gaps: [Double] {
        var lastVisibleID: String? = nil
        return (0..<(arranged.count - 1)).map { i in
            if !hidden[i] { lastVisibleID = arrangedIDs[i] }
            return stack.spacing(beforeHidden: hidden[i + 1], lastVisibleID: lastVisibleID)
        }
    }

    /// `UISV-fill-equally`: every visible view as long as the first visible one.
    private func appendFillEqually(to out: inout [BuiltConstraint]) {
        guard let reference = visible.first else { return }
        for view in visible.dropFirst() {
            out.append(BuiltConstraint(StackFamily.fillEqually, ItemRef(view), axes.size, .equal, ItemRef(reference), axes.size))
        }
    }

    /// `UISV-fill-proportionally`, as UIKit builds it (contract, "Stack views"): each visible
    /// view's natural size over the natural sizes plus the stack's `spacing` between the visible
    /// views (custom spacings left out) is its multiplier of the canvas; required where the
    /// multiplier is 1, and as `size == 0` where the natural size is 0; else at
    /// max(999 − index, 751), the index counting hidden views. Without any natural size UIKit
    /// has no proportions to keep, and the views are filled equally.
    private func appendFillProportionally(to out: inout [BuiltConstraint]) {
        let sizes = visible.map(naturalSize)
        let total = proportionTotal(sizes)
        guard Self.hasProportions(sizes, total: total) else {
            appendFillEqually(to: &out)
            return
        }
        var k = 0
        for (index, view) in arranged.enumerated() where !hidden[index] {
            defer { k += 1 }
            guard sizes[k] != 0 else {
                out.append(BuiltConstraint(StackFamily.fillProportionally, ItemRef(view), axes.size, .equal, constant: 0))
                continue
            }
            let multiplier = sizes[k] / total
            out.append(BuiltConstraint(
                StackFamily.fillProportionally, ItemRef(view), axes.size, .equal, canvas, axes.size,
                multiplier: multiplier,
                priority: multiplier == 1 ? 1000 : StackFamily.fillProportionallyPriority(at: index)))
        }
    }

    /// The denominator of the `fillProportionally` multipliers: the visible views' natural
    /// `sizes` plus the stack's `spacing` once between each two of them.
    private func proportionTotal(_ sizes: [Double]) -> Double {
        sizes.reduce(0, +) + stack.spacing * Double(max(sizes.count - 1, 0))
    }

    /// Whether natural `sizes` summing (with the spacings) to `total` give proportions to keep.
    private static func hasProportions(_ sizes: [Double], total: Double) -> Bool {
        sizes.contains(where: { $0 > 0 }) && total > 0
    }

    /// Whether a `fillProportionally` stack keeps proportions (``appendFillProportionally(to:)``).
    var hasProportions: Bool {
        guard stack.distribution == .fillProportionally else { return true }
        let sizes = visible.map(naturalSize)
        return Self.hasProportions(sizes, total: proportionTotal(sizes))
    }

    /// `UISV-distributing-edge` with a gap guide between visible neighbours (edge to edge for
    /// `equalSpacing`, centre to centre for `equalCentering`), and `UISV-fill-equally` on the
    /// guides (required, or 149 for `equalCentering` so that the views' sizes win).
    private func appendGapGuides(to out: inout [BuiltConstraint], guides: inout GuideRegistry) {
        guard visible.count > 1 else { return }
        let centering = stack.distribution == .equalCentering
        var firstGap: ItemRef? = nil
        for k in 0..<(visible.count - 1) {
            let gap = guides.make("\(stackID).gap\(k)", stack: Int(stackItem.owner), follows: visible[k])
            let before = ItemRef(visible[k])
            let after = ItemRef(visible[k + 1])
            if centering {
                out.append(BuiltConstraint(StackFamily.distributingEdge, gap, axes.leading, .equal, before, axes.center))
                out.append(BuiltConstraint(StackFamily.distributingEdge, gap, axes.trailing, .equal, after, axes.center))
            } else {
                out.append(BuiltConstraint(StackFamily.distributingEdge, gap, axes.leading, .equal, before, axes.trailing))
                out.append(BuiltConstraint(StackFamily.distributingEdge, after, axes.leading, .equal, gap, axes.trailing))
            }
            if let firstGap {
                out.append(BuiltConstraint(
                    StackFamily.fillEqually, gap, axes.size, .equal, firstGap, axes.size,
                    priority: centering ? StackFamily.equalCenteringPriority : 1000))
            } else {
                firstGap = gap
            }
        }
    }
}
