/// Sizes laid end to end (a stack's arranged views along its axis): the cheapest way to share
/// a total among the children, as the infimal convolution of their cost functions.
///
/// Every child starts at its least-cost size; to grow (shrink) the total, the children give
/// their pieces in increasing order of marginal cost, merged across children. A total that
/// stops strictly inside a run of equally steep pieces of two or more children has many
/// optimal shares: the plan then declines rather than pick one.
///
/// A plan's starts and pieces live in a ``Storage`` shared by every stack of an axis, so that
/// planning a stack allocates nothing of its own.
struct SeriesPlan: Sendable {
    struct Piece: Sendable {
        /// The marginal cost of the piece in its direction (growing, or shrinking as a derivative).
        /// The slope first, then the child and the length, make a piece 48 bytes rather than 64.
        var slope: LexSlope
        var child: Int32
        var length: Double

        init(length: Double, slope: LexSlope, child: Int32) {
            self.slope = slope
            self.child = child
            self.length = length
        }
    }

    /// The starts and pieces of every plan of an axis, end to end.
    struct Storage: Sendable {
        fileprivate var starts: [Double] = []
        fileprivate var growth: [Piece] = []
        fileprivate var shrink: [Piece] = []

        /// Makes room for `children` starts and `pieces` pieces each way without regrowing.
        mutating func reserve(children: Int, pieces: Int) {
            starts.reserveCapacity(children)
            growth.reserveCapacity(pieces)
            shrink.reserveCapacity(pieces)
        }
    }

    /// Each child's starting size, in the storage's `starts`.
    private let starts: Range<Int>
    /// The sum of the starts and the fixed length.
    private(set) var base: Double
    /// Growth pieces, least steep first, in the storage's `growth`.
    private let growth: Range<Int>
    /// Shrink pieces, nearest first (their derivatives decreasing), in the storage's `shrink`.
    private let shrink: Range<Int>

    /// The plan for `children` laid end to end with `fixed` more length between them, and the
    /// cost of their total. Nil if a child's cost has no least-cost size to start from.
    /// - Complexity: O(p log p) for p pieces in all.
    init?(children: [CostFunction], fixed: Double, arena: KnotArena, storage: inout Storage) {
        let firstStart = storage.starts.count
        let firstGrowth = storage.growth.count
        let firstShrink = storage.shrink.count
        base = fixed
        for (index, child) in children.enumerated() {
            guard let start = Self.start(of: child, arena) else { return nil }
            storage.starts.append(start)
            base += start
            Self.appendPieces(of: child, arena, from: start, child: Int32(index), growth: &storage.growth, shrink: &storage.shrink)
        }
        starts = firstStart..<storage.starts.count
        growth = firstGrowth..<storage.growth.count
        shrink = firstShrink..<storage.shrink.count
        Self.sort(&storage.growth, growth, steeperFirst: false)
        Self.sort(&storage.shrink, shrink, steeperFirst: true)
    }

    /// The cost of the total length, its knots added to `arena`.
    /// - Complexity: O(pieces).
    func function(in arena: inout KnotArena, _ storage: Storage) -> CostFunction {
        let shrink = storage.shrink[self.shrink]
        let growth = storage.growth[self.growth]
        var function = CostFunction.point(base)
        function.firstKnot = Int32(arena.knots.count)
        // Shrinking, nearest first: a knot where the next piece is steeper, the farthest piece's
        // slope the first; nothing past the run of the first infinite piece is reachable.
        var farthest: LexSlope? = nil
        for index in shrink.indices {
            let piece = shrink[index]
            function.lo -= piece.length
            farthest = piece.slope
            let steeperNext = index + 1 < shrink.endIndex && shrink[index + 1].slope != piece.slope
            if function.lo == -.infinity {
                if steeperNext { break }
            } else if steeperNext {
                arena.append(CostFunction.Knot(x: function.lo, slope: piece.slope))
            }
        }
        arena.reverseKnots(from: Int(function.firstKnot))
        function.slope0 = farthest ?? growth.first?.slope ?? .zero
        var slope = shrink.first?.slope
        for piece in growth {
            guard function.hi < .infinity else { break }
            if let current = slope, piece.slope != current {
                arena.append(CostFunction.Knot(x: function.hi, slope: piece.slope))
            }
            slope = piece.slope
            function.hi += piece.length
        }
        function.knotCount = Int32(arena.knots.count) - function.firstKnot
        return function
    }

    /// Each child's size when the total is `total`, written to `sizes` (emptied first); false
    /// if the share is not unique or the total is out of reach.
    /// - Complexity: O(pieces walked).
    func distribute(_ total: Double, _ storage: Storage, into sizes: inout [Double]) -> Bool {
        sizes.removeAll(keepingCapacity: true)
        sizes.append(contentsOf: storage.starts[starts])
        let growth = storage.growth[self.growth]
        let shrink = storage.shrink[self.shrink]
        let difference = total - base
        let tolerance = CostFunction.lengthTolerance
        // The zero-cost pieces of both directions form one run around the start.
        let (growthZero, growthChild, growthMixed) = Self.zeroRun(growth)
        let (shrinkZero, shrinkChild, shrinkMixed) = Self.zeroRun(shrink)
        let mixed = growthMixed || shrinkMixed || (growthChild >= 0 && shrinkChild >= 0 && growthChild != shrinkChild)
        if mixed && difference > -shrinkZero + tolerance && difference < growthZero - tolerance { return false }
        if difference > tolerance {
            return Self.walk(growth, difference, sign: 1, tolerance: tolerance, &sizes)
        } else if difference < -tolerance {
            return Self.walk(shrink, -difference, sign: -1, tolerance: tolerance, &sizes)
        }
        return true
    }

    /// Sorts `all[range]` by slope (then child, so that the order never depends on the sort), by
    /// insertion when there are few: a stack's pieces mostly are, and need no buffer then.
    private static func sort(_ all: inout [Piece], _ range: Range<Int>, steeperFirst: Bool) {
        let before = { (a: Piece, b: Piece) -> Bool in
            let order = LexSlope.compare(a.slope, b.slope)
            return order != 0 ? (order < 0) != steeperFirst : a.child < b.child
        }
        guard range.count <= 32 else {
            if !bucketSort(&all, range, steeperFirst: steeperFirst) { all[range].sort(by: before) }
            return
        }
        all.withUnsafeMutableBufferPointer { buffer in
            insertionSort(UnsafeMutableBufferPointer(rebasing: buffer[range]), by: before)
        }
    }

    /// Sorts `all[range]` as ``sort(_:_:steeperFirst:)`` does, by counting, when its pieces
    /// have at most 16 distinct slopes (a long stack of alike views): O(p × slopes) rather than
    /// O(p log p) comparisons. The same order: the counting is stable, and the pieces of each
    /// slope were appended in increasing child order. False, with nothing moved, otherwise.
    private static func bucketSort(_ all: inout [Piece], _ range: Range<Int>, steeperFirst: Bool) -> Bool {
        var slopes: [LexSlope] = []
        var counts: [Int] = []
        var buckets = [UInt8](repeating: 0, count: range.count)
        for index in range {
            let slope = all[index].slope
            var bucket = 0
            while bucket < slopes.count && slopes[bucket] != slope { bucket += 1 }
            if bucket == slopes.count {
                guard bucket < 16 else { return false }
                slopes.append(slope)
                counts.append(0)
            }
            counts[bucket] += 1
            buckets[index - range.lowerBound] = UInt8(bucket)
        }
        var order = Array(slopes.indices)
        order.sort { (LexSlope.compare(slopes[$0], slopes[$1]) < 0) != steeperFirst }
        var next = [Int](repeating: 0, count: slopes.count)
        var offset = range.lowerBound
        for bucket in order {
            next[bucket] = offset
            offset += counts[bucket]
        }
        let pieces = Array(all[range])
        for (position, piece) in pieces.enumerated() {
            let bucket = Int(buckets[position])
            all[next[bucket]] = piece
            next[bucket] += 1
        }
        return true
    }

    private static func insertionSort(_ pieces: UnsafeMutableBufferPointer<Piece>, by before: (Piece, Piece) -> Bool) {
        for index in pieces.indices.dropFirst() {
            let piece = pieces[index]
            var slot = index
            while slot > 0 && before(piece, pieces[slot - 1]) {
                pieces[slot] = pieces[slot - 1]
                slot -= 1
            }
            pieces[slot] = piece
        }
    }

    /// Gives `amount` of `pieces`, in order, to their children; false on a tie or if they run out.
    private static func walk(
        _ pieces: ArraySlice<Piece>, _ amount: Double, sign: Double, tolerance: Double, _ sizes: inout [Double]
    ) -> Bool {
        var remaining = amount
        var index = pieces.startIndex
        while remaining > tolerance {
            guard index < pieces.endIndex else { return false }
            var end = index
            var runLength: Double = 0
            var mixed = false
            while end < pieces.endIndex && pieces[end].slope == pieces[index].slope {
                runLength += pieces[end].length
                mixed = mixed || pieces[end].child != pieces[index].child
                end += 1
            }
            if remaining >= runLength - tolerance {
                for piece in pieces[index..<end] { sizes[Int(piece.child)] += sign * piece.length }
                remaining -= runLength
                index = end
            } else {
                guard !mixed else { return false }
                sizes[Int(pieces[index].child)] += sign * remaining
                remaining = 0
            }
        }
        return true
    }

    /// The length of the leading zero-slope pieces, the child of the first (-1 if none), and
    /// whether they belong to more than one child.
    private static func zeroRun(_ pieces: ArraySlice<Piece>) -> (length: Double, child: Int32, mixed: Bool) {
        var length: Double = 0
        var child: Int32 = -1
        var mixed = false
        for piece in pieces {
            guard piece.slope.sign == 0 else { break }
            length += piece.length
            if child < 0 { child = piece.child } else if piece.child != child { mixed = true }
        }
        return (length, child, mixed)
    }

    /// The left end of the child's least-cost sizes; if they reach -∞, their right end (or 0
    /// if the cost is zero everywhere). Nil for an empty domain.
    private static func start(of function: CostFunction, _ arena: KnotArena) -> Double? {
        if let (x, _) = arena.minimum(function) { return x }
        guard !function.isEmpty, function.lo == -.infinity, function.slope0.sign == 0 else { return nil }
        if function.knotCount > 0 { return arena[Int(function.firstKnot)].x }
        return function.hi < .infinity ? function.hi : 0
    }

    /// The child's pieces right of `start` (growth) and left of it (shrink, nearest first).
    private static func appendPieces(
        of function: CostFunction, _ arena: KnotArena, from start: Double, child: Int32,
        growth: inout [Piece], shrink: inout [Piece]
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
        // Swapped in place: reversing a slice of `shrink` would copy the whole array.
        var (low, high) = (firstShrink, shrink.count - 1)
        while low < high {
            shrink.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

}
