import ConstraintSolver

/// An independent reference for small systems (up to 4 variables): the exact
/// lexicographic optimum by vertex enumeration.
///
/// Every level's objective (a sum of absolute errors) is linear on each cell of the
/// arrangement of all constraint hyperplanes, so over the feasible region (cut by a
/// box |x_j| <= `bound` so it has vertices) each level's minimum is attained at a
/// vertex of that arrangement, and so is the next level's minimum over the previous
/// level's optimal set. Filtering the vertices level by level gives the optimal face's
/// vertices; a variable is unique iff it takes one value on all of them.
struct ReferenceSystem {
    struct Item {
        /// `coefficients · x + constant` relation 0.
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        /// nil for required; otherwise the level, 0 the highest.
        var level: Int?
    }

    var variableCount: Int
    var items: [Item]
    var levelCount: Int
    var bound = 1.0e4
    let tolerance = 1.0e-7

    func evaluate(_ item: Item, _ x: [Double]) -> Double {
        var sum = item.constant
        for j in 0..<variableCount { sum += item.coefficients[j] * x[j] }
        return sum
    }

    /// How far `x` is from satisfying an item (0 when it holds).
    func violation(_ item: Item, _ x: [Double]) -> Double {
        let e = evaluate(item, x)
        switch item.relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// The violation sum of each level at `x`, highest level first.
    func levelErrors(_ x: [Double]) -> [Double] {
        var errors = [Double](repeating: 0, count: levelCount)
        for item in items {
            if let level = item.level { errors[level] += violation(item, x) }
        }
        return errors
    }

    /// The vertices of the arrangement of the given items' hyperplanes and the box.
    func vertices(of chosen: [Item]) -> [[Double]] {
        var planes: [(a: [Double], b: Double)] = chosen.map { ($0.coefficients, -$0.constant) }
        for j in 0..<variableCount {
            var unit = [Double](repeating: 0, count: variableCount)
            unit[j] = 1
            planes.append((unit, bound))
            planes.append((unit, -bound))
        }
        var result: [[Double]] = []
        var pick = [Int](repeating: 0, count: variableCount)
        func choose(_ depth: Int, _ start: Int) {
            if depth == variableCount {
                if let x = solveSquare(pick.map { planes[$0] }) { result.append(x) }
                return
            }
            guard start < planes.count else { return }
            for p in start..<planes.count {
                pick[depth] = p
                choose(depth + 1, p + 1)
            }
        }
        choose(0, 0)
        return result
    }

    private func solveSquare(_ rows: [(a: [Double], b: Double)]) -> [Double]? {
        let n = variableCount
        var m = rows.map { $0.a + [$0.b] }
        for column in 0..<n {
            var pivot = column
            for r in column..<n where abs(m[r][column]) > abs(m[pivot][column]) { pivot = r }
            guard abs(m[pivot][column]) > 1e-9 else { return nil }
            m.swapAt(column, pivot)
            for r in 0..<n where r != column {
                let f = m[r][column] / m[column][column]
                if f == 0 { continue }
                for c in column...n { m[r][c] -= f * m[column][c] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }

    private func inBox(_ x: [Double]) -> Bool { x.allSatisfy { abs($0) <= bound * (1 + 1e-9) } }

    /// Whether the required items among `chosen` can all hold.
    func isFeasible(_ chosen: [Item]) -> Bool {
        vertices(of: chosen).contains { x in inBox(x) && chosen.allSatisfy { violation($0, x) <= tolerance } }
    }

    /// The vertices of the lexicographically optimal face, and each level's optimum.
    func optimalFace() -> (vertices: [[Double]], errors: [Double]) {
        let required = items.filter { $0.level == nil }
        var points = vertices(of: items).filter { x in
            inBox(x) && required.allSatisfy { violation($0, x) <= tolerance }
        }
        var optimum: [Double] = []
        for level in 0..<levelCount {
            let values = points.map { levelErrors($0)[level] }
            let best = values.min() ?? 0
            optimum.append(best)
            points = zip(points, values).filter { $0.1 <= best + tolerance * max(1, best) }.map { $0.0 }
        }
        return (points, optimum)
    }
}

/// SplitMix64: a small deterministic generator, so every run tests the same systems.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
