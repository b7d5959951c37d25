/// A growable run of plain values owned by one solve: appending and indexing neither check
/// uniqueness nor retain, as an array held by a class would on every access.
///
/// Noncopyable, so that its storage has exactly one owner and is freed with it.
struct DirectBuffer<Element: BitwiseCopyable>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "DirectBuffer index out of range")
            return base[index]
        }
        @inline(__always) set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "DirectBuffer index out of range")
            base[index] = newValue
        }
    }

    /// - Complexity: amortized O(1).
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: 2 * capacity) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func removeAll() {
        count = 0
    }

    /// Keeps the first `newCount` elements.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        count = newCount
    }

    /// Copies the elements of `range` to start at `destination` (at or below its start),
    /// overlapping or not.
    mutating func move(_ range: Range<Int>, to destination: Int) {
        precondition(destination >= 0 && destination <= range.lowerBound && range.upperBound <= count)
        guard destination < range.lowerBound else { return }
        UnsafeMutableRawPointer(base + destination).copyMemory(
            from: base + range.lowerBound, byteCount: range.count * MemoryLayout<Element>.stride)
    }

    /// Replaces the contents with `count` copies of `value`, reusing the storage if it is large enough.
    mutating func reset(repeating value: Element, count: Int) {
        if count > capacity {
            base.deallocate()
            capacity = count
            base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        }
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    /// Sets the count to `count` without writing the elements, reusing the storage if it is
    /// large enough: for callers that write each element before reading it.
    mutating func resetUninitialized(count: Int) {
        if count > capacity {
            base.deallocate()
            capacity = count
            base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        }
        self.count = count
    }

    /// Makes room for `total` elements without regrowing.
    mutating func reserve(_ total: Int) {
        if total > capacity { grow(to: total) }
    }

    /// Swaps the elements of `range` end for end.
    mutating func reverse(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        var (low, high) = (range.lowerBound, range.upperBound - 1)
        while low < high {
            let element = base[low]
            base[low] = base[high]
            base[high] = element
            low += 1
            high -= 1
        }
    }

    @inline(never)
    private mutating func grow(to newCapacity: Int) {
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = newCapacity
    }
}
