/// Where ``OptimisticDecoder`` puts the views it reads: a tree of ``ViewNode``s
/// (``PendingViews``), or a ``DirectTree`` for the direct solver, which then never has the
/// nodes made, kept and freed.
///
/// A view opens, its fields are set as they are read, its lists of subviews open and close, and
/// the view closes. A field is set at most once, and the view whose fields are being set is the
/// innermost one open: its subviews' lists are closed by then.
protocol OptimisticViewSink: AnyObject {
    /// Begins the view at `pointer`, the next of the innermost open list unless it is the root
    /// (`parent` -1): the handle the view is known by until it closes.
    func openView(
        at pointer: PackedViewPointer, parent: Int, arranged: Bool, depth: Int
    ) throws(OptimisticDecoder.Declined) -> Int

    func setID(_ id: String, of handle: Int)
    func setWidth(_ width: Double, of handle: Int)
    func setHeight(_ height: Double, of handle: Int)
    func setIntrinsicContentSize(_ size: OptionalSize, of handle: Int)
    func setContentHugging(_ priorities: AxisPriorities, of handle: Int)
    func setCompressionResistance(_ priorities: AxisPriorities, of handle: Int)
    func setBaselines(_ baselines: Baselines, of handle: Int)
    func setHidden(_ isHidden: Bool, of handle: Int)
    func setLayoutMargins(_ margins: DirectionalInsets, of handle: Int)
    func setSafeAreaInsets(_ insets: EdgeInsets, of handle: Int)
    func setLayoutGuides(_ ids: [String], of handle: Int) throws(OptimisticDecoder.Declined)

    /// Begins a list of subviews: what ``closeList(of:arranged:from:)`` takes.
    func openList() -> Int

    /// Ends the list of view `handle`'s arranged (or plain) subviews begun at `start`.
    func closeList(of handle: Int, arranged: Bool, from start: Int)

    /// Ends view `handle`, the `position`th of its list, a stack when `stack` is not nil.
    func closeView(_ handle: Int, position: Int, stack: StackProperties?) throws(OptimisticDecoder.Declined)
}

/// The views' fields are written in place, in their slots.
extension PendingViews: OptimisticViewSink {
    func openView(at pointer: PackedViewPointer, parent: Int, arranged: Bool, depth: Int) -> Int {
        let slot = count
        push(ViewNode(id: "", pointer: pointer))
        return slot
    }

    func setID(_ id: String, of handle: Int) {
        // The slot's id is still the empty string, which holds no reference: overwritten
        // without releasing it.
        withUnsafeMutablePointer(to: &self[handle].id) { $0.initialize(to: id) }
    }

    func setWidth(_ width: Double, of handle: Int) { self[handle].width = width }
    func setHeight(_ height: Double, of handle: Int) { self[handle].height = height }
    func setIntrinsicContentSize(_ size: OptionalSize, of handle: Int) { self[handle].intrinsicContentSize = size }
    func setContentHugging(_ priorities: AxisPriorities, of handle: Int) { self[handle].contentHugging = priorities }

    func setCompressionResistance(_ priorities: AxisPriorities, of handle: Int) {
        self[handle].compressionResistance = priorities
    }

    func setBaselines(_ baselines: Baselines, of handle: Int) { self[handle].baselines = baselines }
    func setHidden(_ isHidden: Bool, of handle: Int) { self[handle].isHidden = isHidden }
    func setLayoutMargins(_ margins: DirectionalInsets, of handle: Int) { self[handle].layoutMargins = margins }
    func setSafeAreaInsets(_ insets: EdgeInsets, of handle: Int) { self[handle].safeAreaInsets = insets }
    func setLayoutGuides(_ ids: [String], of handle: Int) { self[handle].layoutGuides = ids }

    func openList() -> Int { count }

    func closeList(of handle: Int, arranged: Bool, from start: Int) {
        let views = take(from: start)
        if arranged { self[handle].arrangedSubviews = views } else { self[handle].subviews = views }
    }

    func closeView(_ handle: Int, position: Int, stack: StackProperties?) {
        guard var stack else { return }
        // UIKit ignores custom spacing after a view the stack does not arrange.
        if !stack.customSpacing.isEmpty {
            stack.customSpacing = Self.arranged(stack.customSpacing, in: self[handle].arrangedSubviews)
        }
        self[handle].stack = stack
    }

    /// The entries of `customSpacing` that name a view of `arranged`, in order.
    private static func arranged(
        _ customSpacing: [(viewID: String, spacing: Double)], in arranged: [ViewNode]
    ) -> [(viewID: String, spacing: Double)] {
        if arranged.count <= 16 {
            return customSpacing.filter { entry in arranged.contains { $0.id == entry.viewID } }
        }
        let ids = Set(arranged.map(\.id))
        return customSpacing.filter { ids.contains($0.viewID) }
    }
}

/// The handle is the view's index in the tree.
extension DirectTree: OptimisticViewSink {
    func openView(
        at pointer: PackedViewPointer, parent: Int, arranged: Bool, depth: Int
    ) throws(OptimisticDecoder.Declined) -> Int {
        guard let index = openView(parent: Int32(truncatingIfNeeded: parent), arranged: arranged, depth: depth) else {
            throw OptimisticDecoder.Declined(isOutsideDirectClass: true)
        }
        return Int(index)
    }

    func setID(_ id: String, of handle: Int) { setID(id, of: Int32(truncatingIfNeeded: handle)) }
    func setWidth(_ width: Double, of handle: Int) { openFields.width = width }
    func setHeight(_ height: Double, of handle: Int) { openFields.height = height }
    func setIntrinsicContentSize(_ size: OptionalSize, of handle: Int) { openFields.intrinsicContentSize = size }
    func setContentHugging(_ priorities: AxisPriorities, of handle: Int) { openFields.contentHugging = priorities }

    func setCompressionResistance(_ priorities: AxisPriorities, of handle: Int) {
        openFields.compressionResistance = priorities
    }

    /// The direct solver has no baselines: a stack aligning by them is outside its class.
    func setBaselines(_ baselines: Baselines, of handle: Int) {}
    func setHidden(_ isHidden: Bool, of handle: Int) { openFields.isHidden = isHidden }
    func setLayoutMargins(_ margins: DirectionalInsets, of handle: Int) { openFields.layoutMargins = margins }
    func setSafeAreaInsets(_ insets: EdgeInsets, of handle: Int) { openFields.safeAreaInsets = insets }

    /// Custom layout guides are outside the direct solver's class.
    func setLayoutGuides(_ ids: [String], of handle: Int) throws(OptimisticDecoder.Declined) {
        guard ids.isEmpty else { throw OptimisticDecoder.Declined(isOutsideDirectClass: true) }
    }

    func openList() -> Int { openListStart }

    func closeList(of handle: Int, arranged: Bool, from start: Int) {
        closeList(of: Int32(truncatingIfNeeded: handle), arranged: arranged, from: start)
    }

    func closeView(_ handle: Int, position: Int, stack: StackProperties?) throws(OptimisticDecoder.Declined) {
        guard closeView(position: position, stack: stack) else {
            throw OptimisticDecoder.Declined(isOutsideDirectClass: true)
        }
    }
}
