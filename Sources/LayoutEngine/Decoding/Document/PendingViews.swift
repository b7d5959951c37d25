/// Views decoded into lists that are still open, innermost list last: when a list closes, its
/// views move into an array of exactly their number.
///
/// One buffer for every list of a decode: a list's length is unknown until it closes, and
/// growing each list's own array as it went would allocate and move its views several times.
///
/// A view is decoded in its slot here, its fields written in place, so that the large
/// ``ViewNode`` moves once, into its list's array.
final class PendingViews {
    // One decode on one thread uses it, and no access spans a call that could reenter: the
    // runtime's exclusivity checks on every field write would buy nothing.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<ViewNode>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    /// The table's defaults of a new view, read once.
    private let defaults = ViewNode.Defaults.table

    init(capacity: Int = 128) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Views left by a decode that stopped midway are destroyed with the buffer.
    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Appends `view` to the innermost open list.
    /// - Complexity: amortized O(1).
    @inline(__always)
    func push(_ view: consuming ViewNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: view)
        count &+= 1
    }

    /// The view in `slot`, read and written in place. A write must not span a `push`, which
    /// may move every view: compute the new value first.
    @inline(__always)
    subscript(slot: Int) -> ViewNode {
        unsafeAddress { UnsafePointer(base + slot) }
        unsafeMutableAddress { base + slot }
    }

    /// The view in `slot`, where its fields are written in place; valid until the next `push`,
    /// which may move every view.
    @inline(__always)
    func slot(_ slot: Int) -> UnsafeMutablePointer<ViewNode> { base + slot }

    /// Destroys the last view.
    func dropLast() {
        count &-= 1
        (base + count).deinitialize(count: 1)
    }

    /// Removes the last view and returns it.
    func popLast() -> ViewNode {
        count &-= 1
        return (base + count).move()
    }

    /// Closes the innermost list, which began at `start`: its views, moved out in order.
    /// - Complexity: O(views moved).
    func take(from start: Int) -> [ViewNode] {
        let taken = count - start
        guard taken > 0 else { return [] }
        // Appending allocates through code specialized here, where `init(unsafeUninitializedCapacity:)`
        // looks up the array's type on every call; `MovedViews` then moves them all in one copy.
        var views: [ViewNode] = []
        views.append(contentsOf: MovedViews(first: base + start, end: base + count))
        count = start
        return views
    }

    /// Begins the view at `pointer`, the next of the innermost open list (or the root): its slot,
    /// where its fields are written in place until its list closes.
    @inline(__always)
    func openView(at pointer: ViewPointer) -> Int {
        let slot = count
        switch pointer {
        case .packed(let packed): push(ViewNode(id: "", pointer: packed, defaults: defaults))
        case .path(let list, let index): push(ViewNode(id: "", pointerPath: list, index: index, defaults: defaults))
        }
        return slot
    }

    /// Sets the id of the view in `slot`.
    @inline(__always)
    func setID(_ id: String, of slot: Int) {
        // The slot's id is still the empty string, which holds no reference: overwritten
        // without releasing it.
        withUnsafeMutablePointer(to: &self[slot].id) { $0.initialize(to: id) }
    }

    /// Ends the list of the arranged (or plain) subviews of the view in `slot`, begun at `start`.
    func closeList(of slot: Int, arranged: Bool, from start: Int) {
        let views = take(from: start)
        if arranged { self[slot].arrangedSubviews = views } else { self[slot].subviews = views }
    }

    /// Makes the view in `slot`, its lists closed, a stack of `properties`. Kept out of line: inlined
    /// into the view decoder, which recurses a level a view, it made every view dearer to read.
    @inline(never)
    func closeStack(_ slot: Int, _ properties: StackProperties) {
        var stack = properties
        // UIKit ignores custom spacing after a view the stack does not arrange.
        if !stack.customSpacing.isEmpty {
            stack.customSpacing = Self.arranged(stack.customSpacing, in: self[slot].arrangedSubviews)
        }
        self[slot].stack = stack
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

    /// Views moved out of the buffer by whoever iterates them: an array appending them moves
    /// them all into its storage at once.
    private struct MovedViews: Sequence, IteratorProtocol {
        var first: UnsafeMutablePointer<ViewNode>
        let end: UnsafeMutablePointer<ViewNode>

        var underestimatedCount: Int { end - first }

        mutating func next() -> ViewNode? {
            guard first < end else { return nil }
            defer { first += 1 }
            return first.move()
        }

        func _copyContents(initializing buffer: UnsafeMutableBufferPointer<ViewNode>) -> (MovedViews, Int) {
            let moved = Swift.min(buffer.count, end - first)
            if moved > 0 { buffer.baseAddress!.moveInitialize(from: first, count: moved) }
            return (MovedViews(first: first + moved, end: end), moved)
        }
    }

    private func grow() {
        capacity *= 2
        let larger = UnsafeMutablePointer<ViewNode>.allocate(capacity: capacity)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
    }
}
