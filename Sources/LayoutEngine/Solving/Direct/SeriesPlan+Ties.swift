extension SeriesPlan {
    /// Which children's lengths vary among the optimal shares of `total` (a tie), and over what.
    ///
    /// At the optimum's dual slope λ (the slope of the run ``distribute(_:_:into:allowingTies:)``
    /// stops in, or zero at the starts) each child's optimal lengths are the interval
    /// `[aᵢ, bᵢ]` where λ is a subgradient of its cost: its start, plus its pieces less steep
    /// than λ, plus (for `bᵢ`) or less (for `aᵢ`) its pieces of slope λ. The optimal shares are
    /// exactly those with every length in its interval and the lengths adding up to the total
    /// (the same λ serves every optimum: the dual optimum does not depend on the primal one).
    /// A child can vary iff its interval is not a point and the total lies strictly inside
    /// `[Σa, Σb]` with another such child to trade with: then its range is
    /// `[max(aᵢ, D − Σⱼ≠ᵢ bⱼ), min(bᵢ, D − Σⱼ≠ᵢ aⱼ)]`, D the children's total.
    ///
    /// - Returns: how many children vary (0 when the share is unique, else at least 2); for each
    ///   child that varies, in `ranges`, the least and greatest of its optimal lengths (the
    ///   others' entries are offsets of no use to the caller). A child varies iff its entry's
    ///   greatest exceeds its least by more than ``CostFunction/lengthTolerance``.
    /// With `lanes` below ``LexSlope/laneCount``, slopes are compared on their highest `lanes`
    /// levels alone (``LexSlope/truncated(toLanes:)``): the children that vary among the shares
    /// optimal at those levels. With `intervals`, each child's entry is instead its whole interval
    /// `[aᵢ, bᵢ]` (its lengths where λ is a subgradient), before the total restricts it. With
    /// `alone`, one such child is enough (it takes every change of the total near it: a nested
    /// stack's, whose total is not fixed, ``DirectAmbiguity``'s `nestedTie`), and the count may be 1.
    /// - Complexity: O(pieces).
    func movableChildren(
        at total: Double, _ storage: borrowing Storage, into ranges: inout DirectBuffer<SIMD2<Double>>,
        lanes: Int = LexSlope<Lanes>.laneCount, intervals: Bool = false, alone: Bool = false
    ) -> Int {
        let tolerance = DirectTree.lengthTolerance
        let difference = total - base
        // λ: where the walk of distribute(_:_:into:allowingTies:) stops inside a run; none
        // (a unique share) if it ends on a run's end.
        var lambda = LexSlope<Lanes>.zero
        if abs(difference) > tolerance {
            let pieces = difference > 0 ? storage.growth.base : storage.shrink.base
            let range = difference > 0 ? growth : shrink
            var remaining = abs(difference)
            var index = range.lowerBound
            var stopped = false
            while remaining > tolerance && index < range.upperBound {
                var end = index
                var runLength: Double = 0
                let slope = pieces[index].slope.truncated(toLanes: lanes)
                while end < range.upperBound && pieces[end].slope.truncated(toLanes: lanes) == slope {
                    runLength += pieces[end].length
                    end += 1
                }
                if remaining < runLength - tolerance {
                    lambda = slope
                    stopped = true
                    break
                }
                remaining -= runLength
                index = end
            }
            guard stopped else { return 0 }
        }
        intervalOffsets(at: lambda, storage, into: &ranges, lanes: lanes)
        // Σa and Σb as finite sums and counts of infinite terms, so that Σ over j ≠ i is exact.
        var lowSum: Double = 0
        var lowInfinite = 0
        var highSum: Double = 0
        var highInfinite = 0
        var movable = 0
        for child in 0..<ranges.count {
            let interval = ranges[child]
            if interval.x.isInfinite { lowInfinite += 1 } else { lowSum += interval.x }
            if interval.y.isInfinite { highInfinite += 1 } else { highSum += interval.y }
            if interval.y - interval.x > tolerance { movable += 1 }
        }
        let lowTotal = lowInfinite > 0 ? -Double.infinity : lowSum
        let highTotal = highInfinite > 0 ? Double.infinity : highSum
        let isTie = movable >= (alone ? 1 : 2) && lowTotal < difference - tolerance && difference + tolerance < highTotal
        guard isTie else { return 0 }
        if intervals {
            for child in 0..<ranges.count { ranges[child] += SIMD2(repeating: storage.starts[starts.lowerBound + child]) }
            return movable
        }
        for child in 0..<ranges.count {
            let start = storage.starts[starts.lowerBound + child]
            let interval = ranges[child]
            guard interval.y - interval.x > tolerance else { continue }
            let othersLow = interval.x.isInfinite
                ? (lowInfinite > 1 ? -Double.infinity : lowSum) : (lowInfinite > 0 ? -Double.infinity : lowSum - interval.x)
            let othersHigh = interval.y.isInfinite
                ? (highInfinite > 1 ? Double.infinity : highSum) : (highInfinite > 0 ? Double.infinity : highSum - interval.y)
            ranges[child] = SIMD2(
                start + max(interval.x, difference - othersHigh), start + min(interval.y, difference - othersLow))
        }
        return movable
    }

    /// Each child's interval `[aᵢ, bᵢ]` of lengths where `lambda` is a subgradient of its cost,
    /// as offsets from its start (`da ≤ 0 ≤ db`), into `ranges`; slopes compared on their highest
    /// `lanes` levels. At `lambda` 0 it is the child's own least-cost set.
    /// - Complexity: O(pieces).
    func intervalOffsets(
        at lambda: LexSlope<Lanes>, _ storage: borrowing Storage, into ranges: inout DirectBuffer<SIMD2<Double>>,
        lanes: Int = LexSlope<Lanes>.laneCount
    ) {
        ranges.removeAll()
        for _ in starts { ranges.append(.zero) }
        let growthPieces = storage.growth.base
        for index in growth {
            let piece = growthPieces[index]
            let order = LexSlope<Lanes>.compare(piece.slope.truncated(toLanes: lanes), lambda)
            guard order <= 0 else { continue }
            let child = Int(piece.child)
            if order < 0 { ranges[child].x += piece.length }
            ranges[child].y += piece.length
        }
        let shrinkPieces = storage.shrink.base
        for index in shrink {
            let piece = shrinkPieces[index]
            let order = LexSlope<Lanes>.compare(piece.slope.truncated(toLanes: lanes), lambda)
            guard order >= 0 else { continue }
            let child = Int(piece.child)
            ranges[child].x -= piece.length
            if order > 0 { ranges[child].y -= piece.length }
        }
    }

    /// Whether every child costs more, on the highest `lanes` levels, at each length below its
    /// start: each of its shrink pieces falls toward the start there (a convex cost's nearest one
    /// decides, the farther ones being steeper), or it has none (its start ends its domain).
    /// - Complexity: O(pieces).
    func risesBelowStarts(_ storage: borrowing Storage, lanes: Int) -> Bool {
        for index in shrink where storage.shrink[index].slope.truncated(toLanes: lanes).sign >= 0 { return false }
        return true
    }

    /// Totals standing for `low` and `high` where either is infinite: past every finite piece
    /// that way (and past `canvas`, by 1), inside the first infinite piece, beyond which only its
    /// child's share changes (nothing after it is reachable). Each share is monotone in the total,
    /// so a child's share is constant over `[low, high]` iff it is equal at the two totals given.
    /// - Complexity: O(pieces).
    func finiteStandIns(_ low: Double, _ high: Double, around canvas: Double, _ storage: borrowing Storage) -> (Double, Double) {
        var (shrunk, grown): (Double, Double) = (0, 0)
        for index in shrink where storage.shrink[index].length.isFinite { shrunk += storage.shrink[index].length }
        for index in growth where storage.growth[index].length.isFinite { grown += storage.growth[index].length }
        return (low.isFinite ? low : min(canvas, base - shrunk) - 1, high.isFinite ? high : max(canvas, base + grown) + 1)
    }
}
