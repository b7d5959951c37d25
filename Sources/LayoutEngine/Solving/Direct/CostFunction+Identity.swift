extension CostFunction {
    /// Whether `a` (knots from `aKnots`) and `b` (knots from `bKnots`) are the same bit for bit:
    /// bounds, slopes with their denominators, and knots. What the memos of repeated stacks
    /// match on, so that what they reuse is exactly what composing would have made.
    /// - Complexity: O(knots).
    static func identical(
        _ a: CostFunction, _ aKnots: UnsafePointer<Knot>, _ b: CostFunction, _ bKnots: UnsafePointer<Knot>
    ) -> Bool {
        guard a.knotCount == b.knotCount, a.lo.bitPattern == b.lo.bitPattern, a.hi.bitPattern == b.hi.bitPattern,
            identical(a.slope0, b.slope0)
        else { return false }
        let first = aKnots + Int(a.firstKnot)
        let second = bKnots + Int(b.firstKnot)
        for offset in 0..<Int(a.knotCount) {
            guard first[offset].x.bitPattern == second[offset].x.bitPattern,
                identical(first[offset].slope, second[offset].slope)
            else { return false }
        }
        return true
    }

    /// Compares the weights a word at a time: `SIMD8`'s `==` goes lane by lane.
    @inline(__always)
    private static func identical(_ a: LexSlope, _ b: LexSlope) -> Bool {
        let x = unsafeBitCast(a.weights, to: (UInt64, UInt64, UInt64, UInt64).self)
        let y = unsafeBitCast(b.weights, to: (UInt64, UInt64, UInt64, UInt64).self)
        return a.denominator == b.denominator && (x.0 ^ y.0) | (x.1 ^ y.1) | (x.2 ^ y.2) | (x.3 ^ y.3) == 0
    }
}
