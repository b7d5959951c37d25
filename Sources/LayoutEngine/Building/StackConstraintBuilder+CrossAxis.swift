extension StackConstraintBuilder {
    /// Alignment, spanning, fits and ambiguity suppression across the axis.
    ///
    /// With several arranged views every alignment but `fill` spans them with a layout spacer
    /// (`<stackId>.spacer`); a single arranged view is bounded by the canvas directly.
    func appendCrossAxisConstraints(to out: inout [BuiltConstraint], guides: inout GuideRegistry) {
        let alignment = stack.effectiveAlignment
        let first = ItemRef(arranged[0])
        let lead = axes.crossLeading
        let trail = axes.crossTrailing
        appendAlignment(alignment, to: &out)
        if alignment == .fill {
            out.append(BuiltConstraint(StackFamily.canvasConnection, canvas, lead, .equal, first, lead))
            out.append(BuiltConstraint(StackFamily.canvasConnection, first, trail, .equal, canvas, trail))
            return
        }
        if arranged.count == 1 {
            appendSingleViewBounds(alignment, to: &out)
        } else {
            appendSpanningSpacer(alignment, to: &out, guides: &guides)
        }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            if stack.distribution == .fill, !visible.isEmpty {
                let share = 1 / Double(visible.count)
                for view in visible {
                    out.append(BuiltConstraint(
                        StackFamily.textWidthDisambiguation, ItemRef(view), axes.size, .equal, stackItem, axes.size,
                        multiplier: share, priority: StackFamily.textWidthDisambiguationPriority))
                }
            }
        }
        for view in arranged {
            out.append(BuiltConstraint(
                StackFamily.ambiguitySuppression, ItemRef(view), axes.crossSize, .equal, constant: 0,
                priority: StackFamily.ambiguitySuppressionPriority))
        }
    }

    /// `UISV-alignment`: every other arranged view to the first on the aligned attributes.
    private func appendAlignment(_ alignment: StackProperties.Alignment, to out: inout [BuiltConstraint]) {
        let attributes: [LayoutAttribute]
        switch alignment {
        case .fill: attributes = [axes.crossLeading, axes.crossTrailing]
        case .leading: attributes = [axes.crossLeading]
        case .center: attributes = [axes.crossCenter]
        case .trailing: attributes = [axes.crossTrailing]
        case .firstBaseline: attributes = [.firstBaseline]
        case .lastBaseline: attributes = [.lastBaseline]
        }
        let first = ItemRef(arranged[0])
        for attribute in attributes {
            for view in arranged.dropFirst() {
                out.append(BuiltConstraint(StackFamily.alignment, first, attribute, .equal, ItemRef(view), attribute))
            }
        }
    }

    /// One arranged view: the canvas bounds it (`<=` / `>=` on the free edges) and is pulled to
    /// fit it at 49 (seed 004, "Single Subview, Alignment.Center").
    private func appendSingleViewBounds(_ alignment: StackProperties.Alignment, to out: inout [BuiltConstraint]) {
        let view = ItemRef(arranged[0])
        let lead = axes.crossLeading
        let trail = axes.crossTrailing
        let family = StackFamily.canvasConnection
        if alignment == .leading {
            out.append(BuiltConstraint(family, canvas, lead, .equal, view, lead))
        } else {
            out.append(BuiltConstraint(family, canvas, lead, .lessThanOrEqual, view, lead))
        }
        if alignment == .trailing {
            out.append(BuiltConstraint(family, view, trail, .equal, canvas, trail))
        } else {
            out.append(BuiltConstraint(family, canvas, trail, .greaterThanOrEqual, view, trail))
        }
        if alignment == .center {
            out.append(BuiltConstraint(family, canvas, axes.crossCenter, .equal, view, axes.crossCenter))
        }
        out.append(BuiltConstraint(
            StackFamily.canvasFit, stackItem, axes.crossSize, .equal, constant: 0, priority: StackFamily.canvasFitPriority))
    }

    /// Several arranged views: a spacer spans the visible ones (`UISV-spanning-boundary`), hugs them at 51
    /// (`UISV-spanning-fit`) and is connected to the canvas.
    private func appendSpanningSpacer(
        _ alignment: StackProperties.Alignment, to out: inout [BuiltConstraint], guides: inout GuideRegistry
    ) {
        let spacer = guides.make("\(stackID).spacer", stack: Int(stackItem.owner))
        let first = ItemRef(arranged[0])
        let lead = axes.crossLeading
        let trail = axes.crossTrailing
        let boundary = StackFamily.spanningBoundary
        let pinned = StackFamily.spanningBoundaryPriority
        // Hidden views take no part in the spanner (contract, "Stack views").
        for view in visible.map({ ItemRef($0) }) {
            if alignment == .leading {
                out.append(BuiltConstraint(boundary, spacer, lead, .equal, view, lead, priority: pinned))
            } else {
                out.append(BuiltConstraint(boundary, spacer, lead, .lessThanOrEqual, view, lead))
            }
            if alignment == .trailing {
                out.append(BuiltConstraint(boundary, spacer, trail, .equal, view, trail, priority: pinned))
            } else {
                out.append(BuiltConstraint(boundary, spacer, trail, .greaterThanOrEqual, view, trail))
            }
        }
        out.append(BuiltConstraint(
            StackFamily.spanningFit, spacer, axes.crossSize, .equal, constant: 0, priority: StackFamily.spanningFitPriority))
        let family = StackFamily.canvasConnection
        switch alignment {
        case .leading:
            out.append(BuiltConstraint(family, canvas, lead, .equal, first, lead))
            out.append(BuiltConstraint(family, spacer, trail, .equal, canvas, trail))
        case .center:
            out.append(BuiltConstraint(family, canvas, lead, .equal, spacer, lead))
            out.append(BuiltConstraint(family, spacer, trail, .equal, canvas, trail))
            out.append(BuiltConstraint(family, canvas, axes.crossCenter, .equal, first, axes.crossCenter))
        case .trailing:
            out.append(BuiltConstraint(family, canvas, lead, .equal, spacer, lead))
            out.append(BuiltConstraint(family, first, trail, .equal, canvas, trail))
        case .firstBaseline:
            out.append(BuiltConstraint(family, canvas, lead, .equal, spacer, lead))
            out.append(BuiltConstraint(family, spacer, trail, .equal, canvas, trail))
        case .lastBaseline:
            // As UIKit prints it: the spacer's far edge is left to the canvas-fit pull.
            out.append(BuiltConstraint(family, canvas, lead, .equal, spacer, lead))
            out.append(BuiltConstraint(family, canvas, trail, .greaterThanOrEqual, first, trail))
        case .fill:
            break
        }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            out.append(BuiltConstraint(
                StackFamily.canvasFit, stackItem, axes.crossSize, .equal, constant: 0, priority: StackFamily.canvasFitPriority))
        }
    }
}
