/// Sizes laid end to end (a stack's arranged views along its axis): the cheapest way to share
/// a total among the children, as the infimal convolution of their cost functions.
///
/// Every child starts at its least-cost size; to grow (shrink) the total, the children give
/// their pieces in increasing order of marginal cost, merged across children. A total that
/// stops strictly inside a run of equally steep pieces of two or more children has many
/// optimal shares (a tie): the plan then declines, or gives one of them when asked to, and
/// ``movableChildren(at:_:into:)`` says which children's lengths vary among them.
///
/// A plan's starts and pieces live in a ``Storage`` shared by every stack of an axis, so that
/// planning a stack allocates nothing of its own.
struct SeriesPlan<Lanes: SlopeLanes>: Sendable {
    struct Piece: Sendable {
        /// The marginal cost of the piece in its direction (growing, or shrinking as a derivative).
        /// The slope first, then the child and the length, make a piece 48 bytes rather than 64.
        var slope: LexSlope<Lanes>
        var child: Int32
        var length: Double

        init(length: Double, slope: LexSlope<Lanes>, child: Int32) {
            self.slope = slope
            self.child = child
            self.length = length
        }
    }

    /// The starts and pieces of every plan of an axis, end to end.
    struct Storage: ~Copyable {
        fileprivate(set) var starts = DirectBuffer<Double>()
        fileprivate(set) var growth = DirectBuffer<Piece>()
        fileprivate(set) var shrink = DirectBuffer<Piece>()
        /// The bucket of each piece while sorting by counting.
        fileprivate var buckets = DirectBuffer<UInt8>()
        fileprivate var sorted = DirectBuffer<Piece>()
        /// The distinct slopes while sorting by counting, and each one's count, then next slot.
        fileprivate var slopes = DirectBuffer<LexSlope<Lanes>>()
        fileprivate var counts = DirectBuffer<Int>()

        /// Drops every plan's starts and pieces, keeping the memory for the next axis.
        mutating func removeAll() {
            starts.removeAll()
            growth.removeAll()
            shrink.removeAll()
        }

        /// Makes room for `children` starts and `pieces` pieces each way without regrowing, and
        /// for sorting the pieces of a stack of `widest` children (two each, most often).
        mutating func reserve(children: Int, pieces: Int, widest: Int) {
            starts.reserve(children)
            growth.reserve(pieces)
            shrink.reserve(pieces)
            buckets.reserve(2 * widest)
            sorted.reserve(2 * widest)
        }
    }

    /// Each child's starting size, in the storage's `starts`.
    var starts: Range<Int> { startBounds.0..<startBounds.1 }
    /// The sum of the starts and the fixed length.
    private(set) var base: Double
    /// Growth pieces, least steep first, in the storage's `growth`.
    var growth: Range<Int> { growthBounds.0..<growthBounds.1 }
    /// Shrink pieces, nearest first (their derivatives decreasing), in the storage's `shrink`.
    var shrink: Range<Int> { shrinkBounds.0..<shrinkBounds.1 }
    /// The ranges' bounds, stored as plain integers so that a plan is bitwise copyable.
    private let startBounds: (Int, Int)
    private let growthBounds: (Int, Int)
    private let shrinkBounds: (Int, Int)

    /// The plan for `children` laid end to end with `fixed` more length between them, and the
    /// cost of their total. Nil if a child's cost has no least-cost size to start from.
    /// - Complexity: O(p log p) for p pieces in all.
    init?(
        children: borrowing DirectBuffer<CostFunction<Lanes>>, fixed: Double, arena: borrowing KnotArena<Lanes>,
        storage: inout Storage
    ) {
        let firstStart = storage.starts.count
        let firstGrowth = storage.growth.count
        let firstShrink = storage.shrink.count
        base = fixed
        for index in 0..<children.count {
            let child = children[index]
            if child.knotCount == 1 && child.lo == -.infinity && child.hi == .infinity {
                // A leaf's content size (a vee): it starts at its knot, and its two pieces are
                // unbounded; what the general walk below finds, without the walk.
                let knot = arena[Int(child.firstKnot)]
                if child.slope0.sign < 0 && knot.slope.sign > 0 {
                    storage.starts.append(knot.x)
                    base += knot.x
                    storage.shrink.append(Piece(length: .infinity, slope: child.slope0, child: Int32(index)))
                    storage.growth.append(Piece(length: .infinity, slope: knot.slope, child: Int32(index)))
                    continue
                }
            }
            guard let start = Self.start(of: child, arena) else { return nil }
            storage.starts.append(start)
            base += start
            Self.appendPieces(of: child, arena, from: start, child: Int32(index), growth: &storage.growth, shrink: &storage.shrink)
        }
        startBounds = (firstStart, storage.starts.count)
        growthBounds = (firstGrowth, storage.growth.count)
        shrinkBounds = (firstShrink, storage.shrink.count)
        Self.sort(storage.growth.base, growth, steeperFirst: false, &storage)
        Self.sort(storage.shrink.base, shrink, steeperFirst: true, &storage)
    }

    /// The cost of the total length, its knots added to `arena`.
    /// - Complexity: O(pieces).
    func function(in arena: inout KnotArena<Lanes>, _ storage: borrowing Storage) -> CostFunction<Lanes> {
        let shrink = storage.shrink.base
        let growth = storage.growth.base
        var function = CostFunction<Lanes>.point(base)
        function.firstKnot = Int32(arena.count)
        // Shrinking, nearest first: a knot where the next piece is steeper, the farthest piece's
        // slope the first; nothing past the run of the first infinite piece is reachable.
        var farthest: LexSlope<Lanes>? = nil
        for index in self.shrink {
            let piece = shrink[index]
            function.lo -= piece.length
            farthest = piece.slope
            let steeperNext = index + 1 < self.shrink.upperBound && shrink[index + 1].slope != piece.slope
            if function.lo == -.infinity {
                if steeperNext { break }
            } else if steeperNext {
                arena.append(CostFunction<Lanes>.Knot(x: function.lo, slope: piece.slope))
            }
        }
        arena.reverseKnots(from: Int(function.firstKnot))
        function.slope0 = farthest ?? (self.growth.isEmpty ? .zero : growth[self.growth.lowerBound].slope)
        var slope = self.shrink.isEmpty ? nil : shrink[self.shrink.lowerBound].slope
        for index in self.growth {
            let piece = growth[index]
            guard function.hi < .infinity else { break }
            if let current = slope, piece.slope != current {
                arena.append(CostFunction<Lanes>.Knot(x: function.hi, slope: piece.slope))
            }
            slope = piece.slope
            function.hi += piece.length
        }
        function.knotCount = Int32(arena.count) - function.firstKnot
        return function
    }

    /// Each child's size when the total is `total`, written to `sizes` (emptied first); false
    /// if the share is not unique or the total is out of reach.
    /// - Complexity: O(pieces walked).
    func distribute(_ total: Double, _ storage: borrowing Storage, into sizes: inout DirectBuffer<Double>) -> Bool {
        let (placed, tied) = distribute(total, storage, into: &sizes, allowingTies: true)
        return placed && !tied
    }

    /// ``distribute(_:_:into:)``, and whether the share is one of many (a tie: a total inside a
    /// run of equal slopes of two or more children, or inside their zero-cost pieces around the
    /// starts). A tie's run is given to its pieces in order, which is one optimal share (a vertex
    /// of the optimal set) when `allowingTies`; else it stops there, not placed.
    /// - Complexity: O(pieces walked).
    func distribute(
        _ total: Double, _ storage: borrowing Storage, into sizes: inout DirectBuffer<Double>, allowingTies: Bool
    ) -> (placed: Bool, tied: Bool) {
        sizes.removeAll()
        for index in starts { sizes.append(storage.starts[index]) }
        let growth = storage.growth.base
        let shrink = storage.shrink.base
        let difference = total - base
        let tolerance = DirectTree.lengthTolerance
        // The zero-cost pieces of both directions form one run around the start.
        let (growthZero, growthChild, growthMixed) = Self.zeroRun(growth, self.growth)
        let (shrinkZero, shrinkChild, shrinkMixed) = Self.zeroRun(shrink, self.shrink)
        let mixed = growthMixed || shrinkMixed || (growthChild >= 0 && shrinkChild >= 0 && growthChild != shrinkChild)
        let zeroTie = mixed && difference > -shrinkZero + tolerance && difference < growthZero - tolerance
        if zeroTie && !allowingTies { return (false, true) }
        var tied = zeroTie
        var placed = true
        if difference > tolerance {
            placed = Self.walk(growth, self.growth, difference, sign: 1, tolerance: tolerance, allowingTies: allowingTies, &sizes, tied: &tied)
        } else if difference < -tolerance {
            placed = Self.walk(shrink, self.shrink, -difference, sign: -1, tolerance: tolerance, allowingTies: allowingTies, &sizes, tied: &tied)
        }
        return (placed, tied)
    }

    /// Sorts the pieces at `range` by slope (then child, so that the order never depends on the
    /// sort), by insertion when there are few: a stack's pieces mostly are, and need no buffer then.
    private static func sort(
        _ pieces: UnsafeMutablePointer<Piece>, _ range: Range<Int>, steeperFirst: Bool, _ storage: inout Storage
    ) {
        guard range.count <= 32 else {
            if !bucketSort(pieces, range, steeperFirst: steeperFirst, &storage) {
                var buffer = UnsafeMutableBufferPointer(start: pieces + range.lowerBound, count: range.count)
                buffer.sort {
                    before($0, $1, steeperFirst: steeperFirst)
                }
            }
            return
        }
        for index in (range.lowerBound + 1)..<max(range.upperBound, range.lowerBound + 1) {
            let piece = pieces[index]
            var slot = index
            while slot > range.lowerBound && before(piece, pieces[slot - 1], steeperFirst: steeperFirst) {
                pieces[slot] = pieces[slot - 1]
                slot -= 1
            }
            pieces[slot] = piece
        }
    }

    @inline(__always)
    private static func before(_ a: Piece, _ b: Piece, steeperFirst: Bool) -> Bool {
        let order = LexSlope<Lanes>.compare(a.slope, b.slope)
        return order != 0 ? (order < 0) != steeperFirst : a.child < b.child
    }

    /// Sorts the pieces at `range` as ``sort(_:_:steeperFirst:_:)`` does, by counting, when they
    /// have at most 16 distinct slopes (a long stack of alike views): O(p × slopes) rather than
    /// O(p log p) comparisons. The same order: the counting is stable, and the pieces of each
    /// slope were appended in increasing child order. False, with nothing moved, otherwise.
    private static func bucketSort(
        _ pieces: UnsafeMutablePointer<Piece>, _ range: Range<Int>, steeperFirst: Bool, _ storage: inout Storage
    ) -> Bool {
        storage.slopes.removeAll()
        storage.counts.removeAll()
        storage.buckets.removeAll()
        // A child's slopes increase, and alike siblings repeat them: guess each piece's bucket
        // from the piece before it, in its own child or at the start of the child before.
        var childStart = 0
        var previousChildStart = 0
        for index in range {
            let slope = pieces[index].slope
            let position = index - range.lowerBound
            var guess = 0
            if position > 0 {
                if pieces[index - 1].child == pieces[index].child {
                    guess = Int(storage.buckets[position - 1]) + 1
                } else {
                    previousChildStart = childStart
                    childStart = position
                    guess = Int(storage.buckets[previousChildStart])
                }
            }
            var bucket = guess
            if bucket >= storage.slopes.count || storage.slopes[bucket] != slope {
                bucket = 0
                while bucket < storage.slopes.count && storage.slopes[bucket] != slope { bucket += 1 }
            }
            if bucket == storage.slopes.count {
                guard bucket < 16 else { return false }
                storage.slopes.append(slope)
                storage.counts.append(0)
            }
            storage.counts[bucket] += 1
            storage.buckets.append(UInt8(bucket))
        }
        // The buckets in slope order (few: by insertion), then each one's first slot.
        let bucketCount = storage.slopes.count
        var order = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        for index in 1..<max(bucketCount, 1) {
            let bucket = order[index]
            var slot = index
            while slot > 0
                && (LexSlope<Lanes>.compare(storage.slopes[Int(bucket)], storage.slopes[Int(order[slot - 1])]) < 0) != steeperFirst
            {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = bucket
        }
        var offset = range.lowerBound
        for index in 0..<bucketCount {
            let bucket = Int(order[index])
            let count = storage.counts[bucket]
            storage.counts[bucket] = offset
            offset += count
        }
        storage.sorted.removeAll()
        for index in range { storage.sorted.append(pieces[index]) }
        for position in 0..<range.count {
            let bucket = Int(storage.buckets[position])
            pieces[storage.counts[bucket]] = storage.sorted[position]
            storage.counts[bucket] += 1
        }
        return true
    }

    /// Gives `amount` of the pieces at `range`, in order, to their children; false if they run
    /// out, or on a tie (`tied` set) unless `allowingTies`.
    private static func walk(
        _ pieces: UnsafeMutablePointer<Piece>, _ range: Range<Int>, _ amount: Double, sign: Double,
        tolerance: Double, allowingTies: Bool, _ sizes: inout DirectBuffer<Double>, tied: inout Bool
    ) -> Bool {
        var remaining = amount
        var index = range.lowerBound
        while remaining > tolerance {
            guard index < range.upperBound else { return false }
            var end = index
            var runLength: Double = 0
            var mixed = false
            while end < range.upperBound && pieces[end].slope == pieces[index].slope {
                runLength += pieces[end].length
                mixed = mixed || pieces[end].child != pieces[index].child
                end += 1
            }
            if remaining >= runLength - tolerance {
                for piece in index..<end { sizes[Int(pieces[piece].child)] += sign * pieces[piece].length }
                remaining -= runLength
                index = end
            } else {
                if mixed {
                    tied = true
                    guard allowingTies else { return false }
                }
                // The run's pieces in order until the amount is given: its first piece alone
                // when the run is one child's.
                for piece in index..<end where remaining > 0 {
                    let given = min(remaining, pieces[piece].length)
                    sizes[Int(pieces[piece].child)] += sign * given
                    remaining -= given
                }
                remaining = 0
            }
        }
        return true
    }

    /// The length of the leading zero-slope pieces at `range`, the child of the first (-1 if
    /// none), and whether they belong to more than one child.
    private static func zeroRun(
        _ pieces: UnsafeMutablePointer<Piece>, _ range: Range<Int>
    ) -> (length: Double, child: Int32, mixed: Bool) {
        var length: Double = 0
        var child: Int32 = -1
        var mixed = false
        for index in range {
            let piece = pieces[index]
            guard piece.slope.sign == 0 else { break }
            length += piece.length
            if child < 0 { child = piece.child } else if piece.child != child { mixed = true }
        }
        return (length, child, mixed)
    }

    /// The left end of the child's least-cost sizes; if they reach -∞, their right end (or 0
    /// if the cost is zero everywhere). Nil for an empty domain.
    private static func start(of function: CostFunction<Lanes>, _ arena: borrowing KnotArena<Lanes>) -> Double? {
        if let (x, _) = arena.minimum(function) { return x }
        guard !function.isEmpty, function.lo == -.infinity, function.slope0.sign == 0 else { return nil }
        if function.knotCount > 0 { return arena[Int(function.firstKnot)].x }
        return function.hi < .infinity ? function.hi : 0
    }

    /// The child's pieces right of `start` (growth) and left of it (shrink, nearest first).
    private static func appendPieces(
        of function: CostFunction<Lanes>, _ arena: borrowing KnotArena<Lanes>, from start: Double, child: Int32,
        growth: inout DirectBuffer<Piece>, shrink: inout DirectBuffer<Piece>
    ) {
        let firstShrink = shrink.count
        var a = function.lo
        var slope = function.slope0
        let count = Int(function.knotCount)
        for index in 0...count {
            let b = index < count ? arena[Int(function.firstKnot) + index].x : function.hi
            if b <= start {
                if b > a { shrink.append(Piece(length: b - a, slope: slope, child: child)) }
            } else if a >= start {
                if b > a { growth.append(Piece(length: b - a, slope: slope, child: child)) }
            } else {
                shrink.append(Piece(length: start - a, slope: slope, child: child))
                growth.append(Piece(length: b - start, slope: slope, child: child))
            }
            if index < count {
                a = b
                slope = arena[Int(function.firstKnot) + index].slope
            }
        }
        shrink.reverse(firstShrink..<shrink.count)
    }
}
