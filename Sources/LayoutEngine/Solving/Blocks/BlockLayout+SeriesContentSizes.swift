/// The content sizes of a chain of dependent views between two edges of one view of U, carried
/// to that view as their series (issue 14: the self-sizing cell of two labels, `title.top ==
/// cell.top + 8`, `subtitle.top == title.bottom + 4`, `subtitle.bottom == cell.bottom - 8`, went to
/// the simplex: U fitted the cell at 0 and the labels' block kept their resistances' error).
///
/// A chain along an axis is dependent views `d_1 … d_n` (n ≥ 2, one superview) whose required
/// equalities are `d_1.min == V.A + e_A`, `d_{i+1}.min == d_i.max + g_i` and `d_n.max == V.B + e_B`
/// (edges, frames or guides of one view `V` of U, `B` a length further along than `A`: top and
/// bottom, leading and trailing), read in either direction, and nothing else of the document
/// names `d_i` along that axis. Every solution meets them, so `Σ ℓ_i = ℓ_V − o`, `o = e_A − e_B + Σ g_i`,
/// and the chain's errors are its views' content-size pairs alone (each `d_i` has an intrinsic size
/// `s_i`, an optional hugging `h_i` and resistance `r_i`, no shorthand). Given `ℓ_V`, their least is
/// `G(ℓ_V)`: with `S = Σ s_i`, `(ℓ_V − o − S)` at the least hugging where `ℓ_V − o > S`, `(S − ℓ_V + o)`
/// at the least resistance where it is less, 0 at `S`. Shown for a stretch `δ > 0`: the views at
/// their sizes and the stretch on one of the least hugging keeps `δ` at `h = min h_i` and nothing
/// else; any other point with an error above `h` is worse, and one without has only views of
/// hugging `h` stretched and views of resistance at most `h` compressed, whose stretches sum to `δ`
/// plus the compressions, so its error at `h` is more than `δ` unless nothing is compressed. A
/// squeeze alike. So `G` is two size terms of `V`, `ℓ_V <= S + o @min h_i` and `ℓ_V >= S + o
/// @min r_i`, which U weighs (after its document terms, as the content sizes a decoration carries,
/// and like them counted where the builders make the pairs, in the chain's block).
///
/// *Bounds.* An end may be a required bound that leaves the chain room instead, `d_1.min >= V.A +
/// e_A` or `d_n.max <= V.B + e_B` (`subtitle.bottom <= cell.bottom - 8`): then `Σ ℓ_i <= ℓ_V − o`, and
/// the least given `ℓ_V` is `G`'s least over those sums, `(S − ℓ_V + o)` at the least resistance
/// where `ℓ_V − o < S` and none else (`G` falls to `S` and rises after): the resistance's term alone.
///
/// Exact (the design note, section 5, *A chain's content sizes*): the whole document's objective is
/// `E_U + C(ℓ_V, chain) + R` (the chain's axis reads U only through `ℓ_V`; `R` the blocks' other
/// errors), and `C ≥ G(ℓ_V)`, so it is at least U's least with `G` plus `R`'s least; the layout's
/// point reaches that where U's values are unique, the chain's block solves `C` at U's `ℓ_V` (its
/// least there is `G`), and the blocks keep `R`'s least, which their check of least errors reads
/// with the chain's pairs left out (``DependentBlocks``). Every optimum of the whole document then
/// has U's values and the chain in its block's optimal set: the same frames and ambiguities (two
/// labels of the least hugging in a stretched chain share the stretch in both). U's conflicts
/// name constraints by source, which the series has not: taken only where U breaks nothing, as the
/// content sizes a decoration carries.
extension BlockLayout {
    /// A pending position of a dependent view `d` on a view of U (`2 × d + axis`, that view, the
    /// weights of the lengths in the two positions, `d`'s `s` and the view's `t`, and the offset `e`
    /// in `d.min + s·ℓ_d = V.min + t·ℓ_V + e`), whether it reads a guide's insets, and whether it
    /// is a bound (`>=` at `d`'s minimum, `<=` at its maximum) rather than an equality.
    struct SeriesEnd {
        let key: Int
        let view: Int
        let s: Double
        let t: Double
        let e: Double
        let readsGuide: Bool
        let bound: Bool

        init(_ key: Int, _ view: Int, _ s: Double, _ t: Double, _ e: Double, _ readsGuide: Bool, bound: Bool = false) {
            (self.key, self.view, self.s, self.t, self.e, self.readsGuide, self.bound) = (key, view, s, t, e, readsGuide, bound)
        }
    }

    /// The chains' series, two terms a chain (one where an end is a bound), and their views' keys
    /// (`2 × d + axis`), whose pairs their blocks keep but leave out of their check of least errors.
    struct Series {
        var terms: [CarriedTerm] = []
        var members: [Int] = []
    }

    /// The series of every chain of dependent views between two edges of one view of U (the
    /// type's notes), in the order of their first ends among `ends` (the document's).
    /// Called only where a link joins two dependent views' edges (`lengthSources`' count), and
    /// cheap unless ends of views with intrinsic sizes lie at a minimum and at a maximum.
    /// - Complexity: O(ends) where no such two are; O(views + constraints + ends) else.
    static func seriesContentSizes(
        ends: some Sequence<SeriesEnd>, resolved: [BuiltConstraint], tree: LayoutTree, isDependent: [Bool], rightToLeft: Bool
    ) -> Series {
        var starts: [SeriesEnd] = [], finishes: [SeriesEnd] = []
        for end in ends where tree.nodes.address(of: end.key / 2).pointee.sizing(along: end.key % 2).intrinsic != nil {
            if end.s == 0 { starts.append(end) } else if end.s == 1 { finishes.append(end) }
        }
        guard !starts.isEmpty, !finishes.isEmpty else { return Series() }
        let count = tree.viewCount
        // Per `2 × view + axis`: how many document constraints name the view along the axis, and
        // the next view of a link and its gap (−1 none, −2 two).
        var mentions = [Int32](repeating: 0, count: 2 * count)
        var next = [Int32](repeating: -1, count: 2 * count)
        var gaps = [Double](repeating: 0, count: 2 * count)
        var finishAt = [Int32](repeating: -1, count: 2 * count)
        for (index, end) in finishes.enumerated() { finishAt[end.key] = Int32(index) }
        for index in resolved.indices {
            let constraint = resolved[index]
            let edgeA = AnchorLowering.edge(constraint.firstAttribute, rightToLeft: rightToLeft)
            let edgeB = constraint.second.flatMap { _ in AnchorLowering.edge(constraint.secondAttribute, rightToLeft: rightToLeft) }
            for (item, edge) in [(constraint.first, edgeA), (constraint.second, edgeB)] {
                guard let item, tree.isView(Int(item.owner)), isDependent[Int(item.owner)] else { continue }
                // An attribute of no axis (a baseline) names the view along both.
                for axis in 0..<2 where edge.map({ $0.axis == axis }) ?? true { mentions[2 * Int(item.owner) + axis] += 1 }
            }
            // A link: `a.min == b.max + c` (or the other way round), required, two dependent siblings' frames.
            guard constraint.priority >= 1000, constraint.relation == .equal, constraint.multiplier == 1,
                let second = constraint.second, let edgeA, let edgeB, constraint.first.kind == .frame, second.kind == .frame,
                edgeA.axis == edgeB.axis, edgeA.sign == edgeB.sign,
                AnchorLowering.withinMargins(constraint.firstAttribute) == nil,
                AnchorLowering.withinMargins(constraint.secondAttribute) == nil
            else { continue }
            let a = Int(constraint.first.owner), b = Int(second.owner)
            guard a != b, tree.isView(a), tree.isView(b), isDependent[a], isDependent[b], tree.parents[a] == tree.parents[b]
            else { continue }
            // `σ·a.A = σ·b.B + c`: with A a minimum and B a maximum, `a.min = b.max + σ·c`.
            let (low, high, gap): (Int, Int, Double)
            switch (edgeA.place, edgeB.place) {
            case (.minimum, .maximum): (low, high, gap) = (b, a, edgeA.sign * constraint.constant)
            case (.maximum, .minimum): (low, high, gap) = (a, b, -edgeA.sign * constraint.constant)
            default: continue
            }
            let key = 2 * low + edgeA.axis
            next[key] = next[key] == -1 ? Int32(high) : -2
            gaps[key] = gap
        }
        var series = Series()
        for start in starts {
            let axis = start.key % 2, first = start.key / 2
            var view = first, members: [Int] = [], offset = start.e, total = 0.0
            var least: (hugging: Double, resistance: Double) = (1000, 1000)
            var finish: SeriesEnd?
            while members.count <= count {
                let key = 2 * view + axis
                let sizing = tree.nodes.address(of: view).pointee.sizing(along: axis)
                guard mentions[key] == 2, let size = sizing.intrinsic, sizing.shorthand == nil, sizing.hugging < 1000,
                    sizing.resistance < 1000, tree.parents[view] == tree.parents[first],
                    isCarriable(from: view, to: start.view, axis: axis, in: tree), !isInsideProportional(view, in: tree)
                else { break }
                members.append(key)
                total += size
                least = (min(least.hugging, sizing.hugging), min(least.resistance, sizing.resistance))
                if members.count > 1, finishAt[key] >= 0 {
                    finish = finishes[Int(finishAt[key])]
                    break
                }
                guard next[key] >= 0 else { break }
                offset += gaps[key]
                view = Int(next[key])
            }
            // `ℓ_V = Σ ℓ_i + o` needs the far end one length further along `V` than the near one.
            guard let finish, finish.view == start.view, finish.t - start.t == 1 else { continue }
            offset -= finish.e
            let anchor = LayoutAnchor(.view(tree.nodes[start.view].id), axis == 0 ? .width : .height)
            let readsGuide = start.readsGuide || finish.readsGuide
            // A bound at either end leaves the chain room: its least given `ℓ_V` is `G`'s least at
            // most `ℓ_V − o`, the resistance's side alone.
            let hugging =
                start.bound || finish.bound
                ? [] : [(ViewConstraintBuilder.contentHugging, LayoutConstraint.Relation.lessThanOrEqual, least.hugging)]
            for (name, relation, priority) in hugging + [
                (ViewConstraintBuilder.compressionResistance, .greaterThanOrEqual, least.resistance)
            ] {
                let term = LayoutConstraint(
                    name: name, first: anchor, relation: relation, multiplier: 1, constant: total + offset, priority: priority)
                series.terms.append((start.key, term, readsGuide))
            }
            series.members += members
        }
        return series
    }
}
