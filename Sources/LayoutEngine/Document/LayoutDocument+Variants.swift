extension LayoutDocument {
    /// Whether any view carries `variants` or any constraint `when`.
    var hasConditions: Bool { variantViews > 0 || !conditionedConstraints.isEmpty }

    /// Which variants and conditioned constraints hold in the layout at `size`: its width, height
    /// and traits (resolved against the options); nil: the document alone, at its root's `width`
    /// and `height` with the default traits. Computed once per size; equal selections mean the
    /// same document but for the canvas.
    /// - Complexity: O(views) when a view carries variants, else O(conditioned entries).
    public func variantSelection(for size: LayoutSize?) -> VariantSelection {
        var selection = VariantSelection()
        guard hasConditions else { return selection }
        let width = size.map(\.width) ?? root.width, height = size.map(\.height) ?? root.height
        let traits = (size?.traits ?? LayoutTraits()).resolved(in: options)
        func holds(_ condition: VariantCondition) -> Bool { condition.holds(width: width, height: height, traits: traits) }
        if variantViews > 0 {
            var remaining = variantViews
            // Without recursion, in tree order (a view, its subviews, then its arranged views), the
            // views read in place.
            withUnsafePointer(to: root) { root in
                var pending = [root]
                while remaining > 0, let view = pending.popLast() {
                    if let variants = view.pointee.variants {
                        remaining -= 1
                        for variant in variants.list { selection.append(holds(variant.when)) }
                    }
                    func push(_ views: UnsafeBufferPointer<ViewNode>) {
                        for offset in views.indices.reversed() { pending.append(views.baseAddress! + offset) }
                    }
                    view.pointee.arrangedSubviews.withUnsafeBufferPointer(push)
                    view.pointee.subviews.withUnsafeBufferPointer(push)
                }
            }
        }
        for entry in conditionedConstraints { selection.append(holds(entry.when)) }
        return selection
    }

    /// The document as laid out where `selection` (``variantSelection(for:)``) holds: each view's
    /// variants in force applied in order (a later one's field replacing an earlier one's), the
    /// constraints whose `when` does not hold removed (the others keep their names), and no
    /// variants or conditions left. `sizeIndex` names the size in errors. The 422 of a selection
    /// that leaves a view invalid (a vertical stack with baseline alignment), at the variant that did it.
    /// - Complexity: O(views + constraints) when anything is conditioned; O(1) otherwise.
    func applying(_ selection: VariantSelection, sizeIndex: Int? = nil) -> Result<LayoutDocument, Problem> {
        guard hasConditions else { return .success(self) }
        var document = self
        var flag = 0, remaining = variantViews
        var errors: [Problem.FieldError] = []
        if remaining > 0 {
            // A variant sets none of the fields that name or hold views or guides (``ViewField/settableBits``).
            document.updateViews { Self.apply(to: &$0, selection, flag: &flag, remaining: &remaining, sizeIndex: sizeIndex, errors: &errors) }
        }
        guard errors.isEmpty else { return .failure(DocumentDecoder.invalid(errors)) }
        if !conditionedConstraints.isEmpty {
            var kept: [LayoutConstraint] = []
            kept.reserveCapacity(constraints.count)
            var next = 0
            for entry in conditionedConstraints {
                kept += constraints[next..<entry.range.lowerBound]
                if selection[flag] { kept += constraints[entry.range] }
                flag += 1
                next = entry.range.upperBound
            }
            kept += constraints[next...]
            document.keepConstraints(kept)
        }
        document.variantViews = 0
        document.conditionedConstraints = []
        return .success(document)
    }

    /// Applies the variants in force under `view` (included), from `flag` on, while `remaining`
    /// views with variants are left.
    /// - Complexity: recursion as deep as the views (at most the depth limit, in small frames).
    private static func apply(
        to view: inout ViewNode, _ selection: VariantSelection, flag: inout Int, remaining: inout Int, sizeIndex: Int?,
        errors: inout [Problem.FieldError]
    ) {
        if let variants = view.variants {
            remaining -= 1
            view.variants = nil
            var baselineRelative = variants.baselineRelativeArrangement
            // The last variant in force to set each of the fields that can clash, for the error.
            var axisSetter: String?, alignmentSetter: String?
            for variant in variants.list {
                defer { flag += 1 }
                guard selection[flag] else { continue }
                var fields = variant.fields
                while fields != 0 {
                    let field = ViewField(rawValue: fields.trailingZeroBitCount).unsafelyUnwrapped
                    field.copy(from: variant.values, to: &view)
                    fields &= fields &- 1
                }
                if variant.fields & ViewField.baselineRelativeArrangement.bit != 0 {
                    baselineRelative = variant.values.stack?.baselineRelativeArrangement ?? false
                }
                if variant.fields & ViewField.axis.bit != 0 { axisSetter = variant.pointer }
                if variant.fields & ViewField.alignment.bit != 0 { alignmentSetter = variant.pointer }
            }
            if var stack = view.stack {
                // As decoding does: UIKit ignores baseline-relative arrangement on a horizontal
                // stack, and custom spacing after a view the stack does not arrange.
                stack.baselineRelativeArrangement = stack.axis == .vertical && baselineRelative
                if !stack.customSpacing.isEmpty {
                    let arranged = Set(view.arrangedSubviews.map(\.id))
                    stack.customSpacing.removeAll { !arranged.contains($0.viewID) }
                }
                if stack.axis == .vertical, [.firstBaseline, .lastBaseline].contains(stack.alignment),
                    let setter = alignmentSetter ?? axisSetter
                {
                    let field = alignmentSetter != nil ? "alignment" : "axis"
                    let layout = sizeIndex.map { "the layout at /options/sizes/\($0)" } ?? "this layout"
                    errors.append(Problem.FieldError(
                        pointer: JSONPointer.appending(JSONPointer.appending(setter, "set"), field),
                        detail: "in \(layout) the variants in force give this stack '\(stack.alignment.rawValue)' alignment and a vertical axis; baseline alignments apply only to horizontal stacks"))
                }
                view.stack = stack
            }
        }
        for index in view.subviews.indices where remaining > 0 {
            apply(to: &view.subviews[index], selection, flag: &flag, remaining: &remaining, sizeIndex: sizeIndex, errors: &errors)
        }
        for index in view.arrangedSubviews.indices where remaining > 0 {
            apply(to: &view.arrangedSubviews[index], selection, flag: &flag, remaining: &remaining, sizeIndex: sizeIndex, errors: &errors)
        }
    }

    /// The document laid out at `size` (nil: alone), its variants applied: ``sized(_:)`` then
    /// ``applying(_:sizeIndex:)`` with the size's selection.
    public func resolved(at size: LayoutSize?, sizeIndex: Int? = nil) -> Result<LayoutDocument, Problem> {
        let selection = variantSelection(for: size)
        return (size.map(sized) ?? self).applying(selection, sizeIndex: sizeIndex)
    }
}
