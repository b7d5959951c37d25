@testable import LayoutEngine
import Testing

/// ``LexSlope``: a weight per priority level, compared from the highest level (lane 0) down,
/// and ``PriorityLevels``, which gives each optional priority of an axis its lane.
@Suite struct LexSlopeTests {
    typealias S = LexSlope<NarrowLanes>

    /// Strictness: lanes 0 and 1 stand for priorities 751 and 750. One unit at 751 against a
    /// million at 750 still compares as the larger, in both signs; the sign of a slope is the
    /// sign of its highest nonzero level whatever the levels below it say.
    @Test func oneUnitAtAHigherLevelOutweighsAnyNumberBelowIt() {
        let one751 = Algebra.slope(1)
        let million750 = Algebra.slope(0, 1_000_000)
        #expect(S.compare(one751, million750) == 1)
        #expect(S.compare(million750, one751) == -1)
        #expect(S.compare(-one751, -million750) == -1)
        // 1·e751 − 1,000,000·e750 is still a positive slope (worth growing against), and the
        // reverse a negative one.
        #expect(Algebra.slope(1, -1_000_000).sign == 1)
        #expect(Algebra.slope(-1, 1_000_000).sign == -1)
        // Deeper lanes: 1 at lane 6 outweighs −2,000,000,000 at lane 7 (the last lane).
        #expect(Algebra.slope(0, 0, 0, 0, 0, 0, 1, -2_000_000_000).sign == 1)
        #expect(S.zero.sign == 0)
    }

    /// The comparison reads the lanes two to a word; every lane must still weigh above every
    /// later one, across word boundaries (lanes 1|2, 3|4, 5|6) and within a word (0|1, 6|7).
    @Test func everyLaneOutweighsEveryLaterLane() {
        #expect(S.laneCount == 8)
        Self.checkEveryLaneOutweighsEveryLaterLane(of: NarrowLanes.self)
    }

    /// For every pair of lanes, 1 at the higher one outweighs `Int32.max` at the lower one, both
    /// ways round, and −1 at the higher one makes the sum negative.
    static func checkEveryLaneOutweighsEveryLaterLane<Lanes: SlopeLanes>(of _: Lanes.Type) {
        typealias L = LexSlope<Lanes>
        for high in 0..<L.laneCount {
            for low in (high + 1)..<L.laneCount {
                var a = Lanes.zero
                a[high] = 1
                var b = Lanes.zero
                b[low] = Int32.max
                let upper = L(weights: a, denominator: 1)
                let lower = L(weights: b, denominator: 1)
                #expect(L.compare(upper, lower) == 1, "lane \(high) against lane \(low)")
                #expect(L.compare(lower, upper) == -1, "lane \(low) against lane \(high)")
                // Negative at the high lane, the most positive at the low one: still negative.
                a[high] = -1
                #expect(L(weights: a &+ b, denominator: 1).sign == -1, "lanes \(high), \(low)")
            }
        }
    }

    /// Equal weights over equal denominators are equal; comparison is then exact and total.
    @Test func equalSlopesCompareEqual() {
        let a = Algebra.slope(-1, 0, 2)
        #expect(S.compare(a, a) == 0)
        #expect(a == Algebra.slope(-1, 0, 2))
        #expect(a != Algebra.slope(-1, 0, 3))
        // Same first lane, decided by the third: 2 < 3.
        #expect(S.compare(a, Algebra.slope(-1, 0, 3)) == -1)
    }

    /// Sums: equal denominators add lane by lane; unlike ones go over the least common
    /// multiple. (1/2 + 1/3 = 3/6 + 2/6 = 5/6 at lane 0; (−1)/2 + 2/3 = −3/6 + 4/6 = 1/6 at lane 1.)
    @Test func sumsAddPerLaneOverTheCommonDenominator() {
        var overflow = NarrowLanes.zero
        #expect(S.sum(Algebra.slope(1, -2), Algebra.slope(3, 5), overflow: &overflow) == Algebra.slope(4, 3))
        let sum = S.sum(Algebra.slope(1, -1, over: 2), Algebra.slope(1, 2, over: 3), overflow: &overflow)
        #expect(sum.denominator == 6)
        #expect(sum.weights == Algebra.slope(5, 1).weights)
        // 1/4 + 1/6 over lcm(4, 6) = 12, not 24: 3/12 + 2/12 = 5/12.
        let lcm = S.sum(Algebra.slope(1, over: 4), Algebra.slope(1, over: 6), overflow: &overflow)
        #expect(lcm.denominator == 12)
        #expect(lcm.weights[0] == 5)
        #expect(!S.didOverflow(overflow))
        // Negation flips every lane and keeps the denominator.
        let negated = -Algebra.slope(3, -4, over: 5)
        #expect(negated.weights == Algebra.slope(-3, 4).weights)
        #expect(negated.denominator == 5)
    }

    /// Unlike denominators compare by value, exactly: 2/4 equals 1/2, 1/2 is above 1/3, and
    /// −1/2 is below −1/3. `scaled(by: 1, over: n)` is the slope of x ↦ f(x/n): the denominator times n.
    @Test func unlikeDenominatorsCompareByValue() {
        #expect(Algebra.slope(2, over: 4) == Algebra.slope(1, over: 2))
        #expect(S.compare(Algebra.slope(1, over: 2), Algebra.slope(1, over: 3)) == 1)
        #expect(S.compare(Algebra.slope(-1, over: 2), Algebra.slope(-1, over: 3)) == -1)
        // A tie across denominators: 3/3 at lane 0 and 2/2 at lane 0, then 0 against 0.
        #expect(S.compare(Algebra.slope(3, 0, over: 3), Algebra.slope(2, 0, over: 2)) == 0)
        var overflow = NarrowLanes.zero
        let halved = Algebra.slope(1, -3).scaled(by: 1, over: 2, overflow: &overflow)
        #expect(halved.denominator == 2)
        #expect(halved.weights == Algebra.slope(1, -3).weights)
        #expect(halved.scaled(by: 1, over: 3, overflow: &overflow).denominator == 6)
        #expect(!S.didOverflow(overflow))
        // Counts past the old bound of 1,024 compare exactly too: 1/10,000 against 1/10,001, and
        // 10,001/100,010,000 (= 1/10,000, over 10,000 × 10,001) equal to 1/10,000.
        let tenThousandth = Algebra.slope(1).scaled(by: 1, over: 10_000, overflow: &overflow)
        #expect(S.compare(tenThousandth, Algebra.slope(1).scaled(by: 1, over: 10_001, overflow: &overflow)) == 1)
        #expect(Algebra.slope(10_001, over: 100_010_000) == tenThousandth)
        #expect(!S.didOverflow(overflow))
    }

    /// Arithmetic that does not fit in `Int32` is reported, never wrapped silently: a weight
    /// sum past 2³¹ − 1 (like and unlike denominators), a difference below −2³¹, a denominator
    /// product past 2³¹ − 1; a sum that fits, near the bound, is not reported.
    @Test func overflowIsReportedNotWrapped() {
        var overflow = NarrowLanes.zero
        let big = Algebra.slope(0, Int32.max - 1)
        _ = S.sum(big, Algebra.slope(0, 1), overflow: &overflow)
        #expect(!S.didOverflow(overflow))
        _ = S.sum(big, Algebra.slope(0, 2), overflow: &overflow)
        #expect(S.didOverflow(overflow))
        overflow = .zero
        // (2³¹ − 2)/1 + 1/2 = (2³² − 3)/2: the numerator does not fit.
        _ = S.sum(big, Algebra.slope(0, 1, over: 2), overflow: &overflow)
        #expect(S.didOverflow(overflow))
        overflow = .zero
        // 1/65,536 + 1/65,537: the common denominator 65,536 × 65,537 > 2³¹ − 1.
        _ = S.sum(Algebra.slope(1, over: 65_536), Algebra.slope(1, over: 65_537), overflow: &overflow)
        #expect(S.didOverflow(overflow))
        overflow = .zero
        _ = S.subtract(NarrowLanes(repeating: Int32.min), NarrowLanes(repeating: 1), overflow: &overflow)
        #expect(S.didOverflow(overflow))
        overflow = .zero
        _ = Algebra.slope(1, over: 65_536).scaled(by: 1, over: 65_536, overflow: &overflow)
        #expect(S.didOverflow(overflow))
        // A weight times p: 2³⁰ × 2 = 2³¹ does not fit; 2³⁰ − 1 times 2 does.
        overflow = .zero
        _ = Algebra.slope(1 << 30 - 1).scaled(by: 2, over: 3, overflow: &overflow)
        #expect(!S.didOverflow(overflow))
        _ = Algebra.slope(1 << 30).scaled(by: 2, over: 3, overflow: &overflow)
        #expect(S.didOverflow(overflow))
    }

    /// `scaled(by: p, over: q)` is the slope of x ↦ f(p·x/q): weights times p, denominator times
    /// q. (−1, 2)/3 scaled by 4/5 is (−4, 8)/15.
    @Test func scalingMultipliesByAFraction() {
        var overflow = NarrowLanes.zero
        let scaled = Algebra.slope(-1, 2, over: 3).scaled(by: 4, over: 5, overflow: &overflow)
        #expect(scaled.weights == Algebra.slope(-4, 8).weights && scaled.denominator == 15)
        #expect(!S.didOverflow(overflow))
    }

    /// `unit(lane:_:)` is ±1 at one lane and zero elsewhere.
    @Test func unitIsOneAtItsLane() {
        #expect(S.unit(lane: 3) == Algebra.slope(0, 0, 0, 1))
        #expect(S.unit(lane: 0, -1) == Algebra.slope(-1))
        #expect(S.unit(lane: 7).sign == 1)
        #expect(S.unit(lane: 7, -1).sign == -1)
    }

    /// Truncation keeps the highest levels and zeroes the rest, its denominator unchanged: the
    /// order among those levels alone (an `equalCentering` stack's question, what is settled above
    /// its guides' 149). e751 − 3·e250 truncated to two lanes is e751; a slope that lives only
    /// below the cut (e49) truncates to zero and then ties with zero; eight lanes change nothing.
    @Test func truncationKeepsTheHighestLevels() {
        let slope = Algebra.slope(1, 0, -3, over: 2)
        #expect(slope.truncated(toLanes: 2) == Algebra.slope(1, 0, 0, over: 2))
        #expect(slope.truncated(toLanes: 0) == .zero)
        #expect(slope.truncated(toLanes: 8) == slope)
        let low = Algebra.slope(0, 0, 0, 1)
        #expect(LexSlope<NarrowLanes>.compare(low, .zero) == 1)
        #expect(LexSlope<NarrowLanes>.compare(low.truncated(toLanes: 3), .zero) == 0)
        #expect(LexSlope<NarrowLanes>.compare(Algebra.slope(-1, 5).truncated(toLanes: 1), .zero) == -1)
    }
}

/// ``LexSlope`` over ``WideLanes``: the sixteen lanes of an axis with more than eight levels, the
/// same algebra read across the eight-lane boundary.
@Suite struct WideLexSlopeTests {
    typealias W = LexSlope<WideLanes>

    /// The slope with these weights, lane 0 first, over `denominator`.
    static func slope(_ weights: [Int32], over denominator: Int32 = 1) -> W {
        var lanes = WideLanes.zero
        for (lane, weight) in weights.enumerated() { lanes[lane] = weight }
        return W(weights: lanes, denominator: denominator)
    }

    /// The weights `weights` put at lanes `first`, `first + 1`, ... (zero elsewhere).
    static func slope(at first: Int, _ weights: Int32..., over denominator: Int32 = 1) -> W {
        slope([Int32](repeating: 0, count: first) + weights, over: denominator)
    }

    /// Sixteen lanes, each outweighing every later one: across the old boundary (7|8), across
    /// every word boundary (1|2, ..., 13|14) and within a word (8|9, 14|15).
    @Test func everyLaneOutweighsEveryLaterLane() {
        #expect(W.laneCount == 16)
        LexSlopeTests.checkEveryLaneOutweighsEveryLaterLane(of: WideLanes.self)
    }

    /// Past lane 7 the comparison still reads every lane: slopes equal on lanes 0-7 are ordered by
    /// lane 8 (then by lane 15 when 8-14 are equal too), as equal ones compare equal; a slope
    /// whose only weight is at lane 15 has that weight's sign. Unlike denominators too:
    /// 3/3 at lane 9 against 2/2 at lane 9, then −1/3 against −1/2 at lane 12 (−1/3 is above).
    @Test func laterLanesDecideWhenTheEarlierOnesAreEqual() {
        let common: [Int32] = [5, -3, 0, 7, 1, 0, 0, 2]
        #expect(W.compare(Self.slope(common + [1]), Self.slope(common + [0, 1_000])) == 1)
        #expect(W.compare(Self.slope(common + [0, 0, 0, 0, 0, 0, 0, -1]), Self.slope(common)) == -1)
        #expect(Self.slope(common + [4]) == Self.slope(common + [4]))
        #expect(Self.slope(at: 15, -1).sign == -1)
        #expect(Self.slope(at: 15, 1).sign == 1)
        #expect(Self.slope(at: 8, 0).sign == 0)
        #expect(W.compare(Self.slope(at: 9, 3, 0, 0, -1, over: 3), Self.slope(at: 9, 2, 0, 0, -1, over: 2)) == 1)
        #expect(W.compare(Self.slope(at: 9, 3, over: 3), Self.slope(at: 9, 2, over: 2)) == 0)
    }

    /// An overflow in a high lane is reported as one in lane 0 would be: a like sum at lane 12,
    /// a difference at lane 8, an unlike sum at lane 15 ((2³¹ − 2)/1 + 1/2 = (2³² − 3)/2), a
    /// weight times p at lane 9 (2³⁰ × 2 = 2³¹); sums near the bound that fit are not.
    @Test func overflowInHighLanesIsReported() {
        var overflow = WideLanes.zero
        let big = Self.slope(at: 12, Int32.max - 1)
        _ = W.sum(big, Self.slope(at: 12, 1), overflow: &overflow)
        #expect(!W.didOverflow(overflow))
        _ = W.sum(big, Self.slope(at: 12, 2), overflow: &overflow)
        #expect(W.didOverflow(overflow))
        overflow = .zero
        _ = W.subtract(Self.slope(at: 8, Int32.min).weights, Self.slope(at: 8, 1).weights, overflow: &overflow)
        #expect(W.didOverflow(overflow))
        overflow = .zero
        _ = W.sum(Self.slope(at: 15, Int32.max - 1), Self.slope(at: 15, 1, over: 2), overflow: &overflow)
        #expect(W.didOverflow(overflow))
        overflow = .zero
        _ = Self.slope(at: 9, 1 << 30 - 1).scaled(by: 2, over: 3, overflow: &overflow)
        #expect(!W.didOverflow(overflow))
        _ = Self.slope(at: 9, 1 << 30).scaled(by: 2, over: 3, overflow: &overflow)
        #expect(W.didOverflow(overflow))
    }

    /// Truncation past the old boundary: to 10 lanes, lanes 10-15 zeroed and 0-9 kept (the
    /// denominator unchanged); to 16, nothing changes. A slope positive at lane 9 and negative at
    /// 11 is positive truncated to 10 lanes and still positive whole; one that lives only at lane
    /// 12 truncates to zero at 10 lanes.
    @Test func truncationKeepsTheHighestLevels() {
        let slope = Self.slope([1, 0, 0, 0, 0, 0, 0, 0, 0, 2, -3, 4, 5, 0, 0, -6], over: 7)
        #expect(slope.truncated(toLanes: 10) == Self.slope([1, 0, 0, 0, 0, 0, 0, 0, 0, 2], over: 7))
        #expect(slope.truncated(toLanes: 16) == slope)
        #expect(slope.truncated(toLanes: 8) == Self.slope([1], over: 7))
        #expect(Self.slope(at: 12, 1).truncated(toLanes: 10) == .zero)
        #expect(Self.slope(at: 9, 1, 0, -5).truncated(toLanes: 10).sign == 1)
        #expect(W.compare(Self.slope(at: 12, -1).truncated(toLanes: 13), .zero) == -1)
    }
}

/// ``PriorityLevels``: each axis's distinct optional priorities, highest first, one lane each.
@Suite struct PriorityLevelsTests {
    /// A horizontal `fill` stack of `views` (intrinsic sizes and priorities as given), as the root.
    func row(
        width: Double?, height: Double?, alignment: StackProperties.Alignment = .fill,
        _ views: [(id: String, size: OptionalSize, hugging: AxisPriorities, resistance: AxisPriorities)]
    ) -> LayoutDocument {
        var root = ViewNode(id: "row")
        var properties = StackProperties()
        properties.axis = .horizontal
        properties.alignment = alignment
        properties.spacing = 8
        root.stack = properties
        root.width = width
        root.height = height
        for (index, view) in views.enumerated() {
            var node = ViewNode(id: view.id, pointer: "/root/arrangedSubviews/\(index)")
            node.intrinsicContentSize = view.size
            node.contentHugging = view.hugging
            node.compressionResistance = view.resistance
            root.arrangedSubviews.append(node)
        }
        return LayoutDocument(root: root, constraints: [], options: LayoutOptions())
    }

    /// Two labels: widths hug at 250 and 251 and resist at 750 (both); heights hug at 250 and
    /// resist at 750. Along x the levels are {750, 251, 250}, highest first; the root has a
    /// width, so no fitting-size pull. Along y the root has no height, so the fitting pull at
    /// 50 joins {750, 250}: {750, 250, 50}. A `fill` alignment adds no pull of its own.
    @Test func levelsAreTheDistinctOptionalPrioritiesHighestFirst() throws {
        let document = row(width: 200, height: nil, [
            ("title", OptionalSize(width: 60, height: 20), AxisPriorities(horizontal: 250, vertical: 250),
             AxisPriorities(horizontal: 750, vertical: 750)),
            ("value", OptionalSize(width: 40, height: 24), AxisPriorities(horizontal: 251, vertical: 250),
             AxisPriorities(horizontal: 750, vertical: 750)),
        ])
        let direct = try #require(DirectDocument(document: document))
        #expect(direct.levels[0].priorities == [750, 251, 250])
        #expect(direct.levels[1].priorities == [750, 250, 50])
        #expect(direct.levels[0].lane(750) == 0)
        #expect(direct.levels[0].lane(251) == 1)
        #expect(direct.levels[0].lane(250) == 2)
        #expect(direct.levels[1].lane(50) == 2)
    }

    /// Required (1000) priorities bound a domain rather than take a lane; priorities below 1
    /// count as 1. Aligning the views across (`center`) adds the ambiguity suppression (25) and,
    /// with more than one view, the spanning fit (51) along y.
    @Test func requiredPrioritiesTakeNoLaneAndAlignmentAddsItsPulls() throws {
        let document = row(width: 200, height: 44, alignment: .center, [
            ("a", OptionalSize(width: 60, height: 20), AxisPriorities(horizontal: 1000, vertical: 250),
             AxisPriorities(horizontal: 750, vertical: 1000)),
            ("b", OptionalSize(width: 40, height: 24), AxisPriorities(horizontal: 0.5, vertical: 250),
             AxisPriorities(horizontal: 750, vertical: 1000)),
        ])
        let direct = try #require(DirectDocument(document: document))
        // x: a's hugging is required; b's 0.5 is clamped to 1.
        #expect(direct.levels[0].priorities == [750, 1])
        // y: resistances required, huggings 250; the root has a height (no fitting pull).
        #expect(direct.levels[1].priorities == [250, 51, 25])
    }

    /// Sixteen levels fit the wide lanes (``WideLanes``); a seventeenth distinct optional priority
    /// along one axis leaves the document to the solver (nil). Nine levels, past the narrow lanes,
    /// are taken (solved with the wide lanes).
    @Test func aSeventeenthLevelIsLeftToTheSolver() {
        func document(levels: Int) -> LayoutDocument {
            // Each view brings hugging 200 + i and resistance 700 + i: two levels a view.
            let views = (0..<(levels / 2)).map { index in
                (id: "v\(index)", size: OptionalSize(width: 10, height: 10),
                 hugging: AxisPriorities(horizontal: 200 + Double(index), vertical: 250),
                 resistance: AxisPriorities(horizontal: 700 + Double(index), vertical: 750))
            }
            var doc = row(width: 200, height: 44, views)
            if levels % 2 == 1 {
                // One more: a view hugging at 100 and resisting at an already used 700.
                var extra = ViewNode(id: "extra", pointer: "/root/arrangedSubviews/\(views.count)")
                extra.intrinsicContentSize = OptionalSize(width: 10, height: 10)
                extra.contentHugging = AxisPriorities(horizontal: 100, vertical: 250)
                extra.compressionResistance = AxisPriorities(horizontal: 700, vertical: 750)
                doc.root.arrangedSubviews.append(extra)
            }
            return doc
        }
        #expect(DirectDocument(document: document(levels: 8))?.levels[0].priorities.count == 8)
        #expect(DirectDocument(document: document(levels: 9))?.levels[0].priorities.count == 9)
        #expect(DirectDocument(document: document(levels: 16))?.levels[0].priorities.count == 16)
        #expect(DirectDocument(document: document(levels: 17)) == nil)
    }
}
