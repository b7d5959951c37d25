/// A buffer of plain values that its owner frees: an element read or write is a load or a
/// store, without an array's uniqueness check (bounds are asserted in debug builds).
///
/// For the per-symbol values the simplex touches in its innermost loops. Copies share the
/// storage; the owning ``Tableau`` grows and frees it.
struct UnmanagedArray<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init(repeating value: Element, capacity: Int) {
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        base.initialize(repeating: value, count: capacity)
        self.capacity = capacity
    }

    @inline(__always)
    subscript(_ index: Int) -> Element {
        get {
            assert(index >= 0 && index < capacity)
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < capacity)
            base[index] = newValue
        }
    }

    /// Moves the values to room for `newCapacity`, the new places holding `value`.
    mutating func grow(to newCapacity: Int, filling value: Element) {
        guard newCapacity > capacity else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: base, count: capacity)
        (grown + capacity).initialize(repeating: value, count: newCapacity - capacity)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// Frees the storage (by the owner, once).
    func deallocate() { base.deallocate() }
}
