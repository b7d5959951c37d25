/// Where ``OptimisticDecoder`` puts the views it reads: a tree of ``ViewNode``s
/// (``PendingViews``), or a ``DirectTree`` for the direct solver, which then never has the
/// nodes made, kept and freed.
///
/// A view opens, its lists of subviews open and close, and the view closes with its own fields.
protocol OptimisticViewSink: AnyObject {
    /// Begins a view, the next of the innermost open list unless it is the root (`parent` -1):
    /// the handle the view is known by until it closes.
    func openView(parent: Int, arranged: Bool, depth: Int) throws(OptimisticDecoder.Declined) -> Int

    /// Begins a list of subviews: what ``closeList(of:arranged:from:)`` takes.
    func openList() -> Int

    /// Ends the list of view `handle`'s arranged (or plain) subviews begun at `start`: its views
    /// as an array for a tree of nodes, or empty for a sink that keeps them its own way.
    func closeList(of handle: Int, arranged: Bool, from start: Int) -> [ViewNode]

    /// Ends view `handle`, the `position`th of its list, with its own fields and any subviews
    /// ``closeList(of:arranged:from:)`` returned; the sink may move the view out, leaving an
    /// empty one.
    func closeView(_ handle: Int, _ view: inout ViewNode, position: Int) throws(OptimisticDecoder.Declined)
}

extension PendingViews: OptimisticViewSink {
    func openView(parent: Int, arranged: Bool, depth: Int) -> Int { count }

    func openList() -> Int { count }

    func closeList(of handle: Int, arranged: Bool, from start: Int) -> [ViewNode] {
        take(from: start)
    }

    func closeView(_ handle: Int, _ view: inout ViewNode, position: Int) {
        // UIKit ignores custom spacing after a view the stack does not arrange.
        if let stack = view.stack, !stack.customSpacing.isEmpty {
            let kept = Self.arranged(stack.customSpacing, in: view.arrangedSubviews)
            view.stack?.customSpacing = kept
        }
        // Moved rather than copied: a copy would retain every reference the view holds.
        withUnsafeMutablePointer(to: &view) { view in
            push(view.move())
            view.initialize(to: ViewNode(id: "", pointer: .root))
        }
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

extension DirectTree: OptimisticViewSink {
    func openView(parent: Int, arranged: Bool, depth: Int) throws(OptimisticDecoder.Declined) -> Int {
        guard let index = openView(parent: Int32(truncatingIfNeeded: parent), arranged: arranged, depth: depth) else {
            throw OptimisticDecoder.Declined()
        }
        return Int(index)
    }

    func openList() -> Int { openListStart }

    /// The tree keeps the views itself: no array.
    func closeList(of handle: Int, arranged: Bool, from start: Int) -> [ViewNode] {
        closeList(of: Int32(truncatingIfNeeded: handle), arranged: arranged, from: start)
        return []
    }

    func closeView(_ handle: Int, _ view: inout ViewNode, position: Int) throws(OptimisticDecoder.Declined) {
        guard closeView(Int32(truncatingIfNeeded: handle), view, position: position) else {
            throw OptimisticDecoder.Declined()
        }
    }
}
