/// The split of an `equalCentering` stack's room among its gap guides when the views' lengths and
/// the room's total are already fixed: the guides' lengths `w_0 … w_{n−1}` (centre to centre)
/// that minimise `P = Σ_{k ≥ 1} |w_k − w_0|` (`UISV-fill-equally` at 149, every guide held to the
/// first) subject to `w_k ≥ L_k` (the views' half lengths plus the spacing between them) and
/// `Σ w_k = W` (the canvas less the first and last views' half lengths).
///
/// **Derivation.** Fix `u = w_0`. For the others, `|w_k − u| = max(L_k − u, 0) + |w_k − max(L_k, u)|`
/// (a guide whose least is above `u` cannot come down to it), so their least cost is
/// `E(u) + |W − u − A(u)|`, `E(u) = Σ_{k≥1} max(L_k − u, 0)` and `A(u) = Σ_{k≥1} max(L_k, u)`: every
/// guide at `max(L_k, u)` when that adds up to `W − u`, else the difference taken from guides that can
/// move at one unit of cost a point (more than that: up from any guide; less: down from the guides
/// with `L_k < u`, as far as `L_k`). Call that `φ(u)`; it is convex (the value of a linear program as
/// its right-hand side moves). `g(u) = u + A(u)` increases strictly, and `u*` is where it reaches `W`.
/// Below `u*` the others must take the excess: `φ'(u) = −1 − #{L_k ≠ u} < 0`. Above it they give up the
/// deficit: the right derivative is `φ'₊(u) = 1 + #{k ≥ 1: L_k ≤ u} − #{k ≥ 1: L_k > u}`, constant
/// between the `L_k` and rising by two at each. So the least `u` is `u₀ = max(u*, L_0)` if
/// `φ'₊(u₀) ≥ 0`, else the least `L_k > u₀` where `φ'₊` turns non-negative, or the domain's end
/// `W − Σ_{k≥1} L_k`; it is the only one exactly when `φ'₊` is positive there (a zero is a flat
/// piece: `w_0` would not be unique, and the caller declines).
///
/// At that `u` the optimal guides are: `w_0 = u`, each `w_k = L_k` where `L_k ≥ u`, and the guides
/// with `L_k < u` (the set M) anywhere in `[L_k, u]` with a total `Σ_M (u − w_k) = g(u) − W` (the
/// deficit, zero when `u = u*`). With two or more in M and a deficit strictly between zero and
/// `Σ_M (u − L_k)`, every guide of M ranges over an interval (a tie at 149, as a series plan's);
/// one vertex is answered, each guide of M taking the deficit in turn.
struct CentredGaps: Equatable {
    /// The guides' lengths, `w_0` first.
    var lengths: [Double]
    /// Whether the guides of M (``moving``) vary among the optimal splits.
    var isTied: Bool
    /// Per guide, whether it is in M and M varies (all false without a tie).
    var moving: [Bool]

    /// The optimal split of `total` among guides of least lengths `least` (two or more), or nil
    /// where it is not unique other than by a tie of M, or `total` is below `Σ least`.
    /// - Complexity: O(n log n) for n guides.
    static func split(least: [Double], total: Double) -> CentredGaps? {
        let n = least.count
        precondition(n >= 2, "a split needs two guides or more")
        let tolerance = DirectTree.lengthTolerance
        let others = least[1...].sorted()
        let m = others.count
        // suffix[j]: the sum of others[j...].
        var suffix = [Double](repeating: 0, count: m + 1)
        for j in stride(from: m - 1, through: 0, by: -1) { suffix[j] = suffix[j + 1] + others[j] }
        guard least[0] + suffix[0] <= total + tolerance else { return nil }
        // u*: g(u) = (1 + j) u + suffix[j] where j of the others are at most u.
        var uStar = -Double.infinity
        for j in 0...m {
            let u = (total - suffix[j]) / Double(1 + j)
            let lower = j == 0 ? -Double.infinity : others[j - 1]
            let upper = j == m ? Double.infinity : others[j]
            if u >= lower - tolerance && u <= upper + tolerance {
                uStar = u
                break
            }
        }
        let end = total - suffix[0]
        var u = min(max(uStar, least[0]), end)
        // φ'₊(u) from how many others are at most u.
        func slope(at u: Double) -> Int {
            var below = 0
            while below < m && others[below] <= u + tolerance { below += 1 }
            return 1 + 2 * below - m
        }
        // At the domain's end u is the only point left (φ decreases up to it).
        var rising = u >= end - tolerance ? 1 : slope(at: u)
        if rising < 0 {
            // The next L_k above u where the slope turns non-negative, or the domain's end.
            var j = 0
            while j < m && others[j] <= u + tolerance { j += 1 }
            u = end
            while j < m && others[j] < end - tolerance {
                var k = j
                while k < m && others[k] <= others[j] + tolerance { k += 1 }
                if 1 + 2 * k - m >= 0 {
                    u = others[j]
                    break
                }
                j = k
            }
            rising = u >= end - tolerance ? 1 : slope(at: u)
        }
        guard rising > 0 else { return nil }
        // The deficit, taken from M in turn.
        var deficit = u + others.reduce(0) { $0 + max($1, u) } - total
        if deficit < tolerance { deficit = 0 }
        var lengths = [Double](repeating: 0, count: n)
        var moving = [Bool](repeating: false, count: n)
        lengths[0] = u
        var members = 0
        var capacity: Double = 0
        for k in 1..<n where least[k] < u - tolerance {
            members += 1
            capacity += u - least[k]
        }
        var remaining = deficit
        for k in 1..<n {
            guard least[k] < u - tolerance else {
                lengths[k] = max(least[k], u)
                continue
            }
            let given = min(u - least[k], remaining)
            remaining -= given
            lengths[k] = u - given
            moving[k] = true
        }
        let isTied = members >= 2 && deficit > tolerance && deficit < capacity - tolerance
        if !isTied { moving = [Bool](repeating: false, count: n) }
        return CentredGaps(lengths: lengths, isTied: isTied, moving: moving)
    }
}
