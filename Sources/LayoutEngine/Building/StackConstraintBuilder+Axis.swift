extension StackConstraintBuilder {
    /// Canvas connection, spacing and the distribution along the stack's axis.
    func appendAxisConstraints(to out: inout [BuiltConstraint], guides: inout GuideRegistry) {
        let first = ItemRef(arranged[0])
        let last = ItemRef(arranged[arranged.count - 1])
        out.append(BuiltConstraint(StackFamily.canvasConnection, canvas, axes.leading, .equal, first, axes.leading))
        out.append(BuiltConstraint(StackFamily.canvasConnection, last, axes.trailing, .equal, canvas, axes.trailing))
        let spacings = appendSpacing(to: &out)
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            appendFillEqually(to: &out)
        case .fillProportionally:
            appendFillProportionally(spacings: spacings, to: &out)
        case .equalSpacing, .equalCentering:
            appendGapGuides(to: &out, guides: &guides)
        }
    }

    /// `UISV-spacing` between neighbours; strict for the fill distributions, a minimum for the
    /// equal ones; baseline to baseline in a vertical `baselineRelativeArrangement` stack.
    /// - Returns: the total spacing, for `fillProportionally`.
    private func appendSpacing(to out: inout [BuiltConstraint]) -> Double {
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
        return gaps.reduce(0, +)
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

    /// `UISV-fill-proportionally`: each visible view's share of the canvas, its natural size over
    /// the natural sizes plus spacings, at 999, 998, ... Without any natural size UIKit has no
    /// proportions to keep, and the views are filled equally.
    private func appendFillProportionally(spacings: Double, to out: inout [BuiltConstraint]) {
        let sizes = visible.map(naturalSize)
        let total = sizes.reduce(0, +) + spacings
        guard Self.hasProportions(sizes, total: total) else {
            appendFillEqually(to: &out)
            return
        }
        for (k, view) in visible.enumerated() {
            out.append(BuiltConstraint(
                StackFamily.fillProportionally, ItemRef(view), axes.size, .equal, canvas, axes.size,
                multiplier: sizes[k] / total,
                priority: StackFamily.fillProportionallyPriority(at: k)))
        }
    }

    /// Whether natural `sizes` summing (with the spacings) to `total` give proportions to keep.
    private static func hasProportions(_ sizes: [Double], total: Double) -> Bool {
        sizes.contains(where: { $0 > 0 }) && total > 0
    }

    /// Whether a `fillProportionally` stack keeps proportions (``appendFillProportionally(spacings:to:)``).
    var hasProportions: Bool {
        guard stack.distribution == .fillProportionally else { return true }
        let sizes = visible.map(naturalSize)
        return Self.hasProportions(sizes, total: sizes.reduce(0, +) + gaps.reduce(0, +))
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
