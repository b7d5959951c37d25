/// The frames' number format: the contract's "no floating-point noise" rule.
///
/// A value is written as the multiple of 1e-9 nearest to it (every real number is within
/// 0.5e-9 of one, so this is the contract's "a value within 1e-9 of a multiple of 1e-9 is written
/// as that multiple"), in plain decimal with its trailing zeros dropped: `399.99999999999994` is
/// written `400`, `0.30000000000000004` is `0.3`, `1e-10` is `0`. A value exactly half-way
/// between two multiples (a double with ten fraction digits ending in 5, such as
/// `0.0009765625`) goes to the one away from zero, as `round` does. The multiple is found
/// exactly, in integers, from the double's bits, so the same bits always give the same bytes and
/// no string is allocated. Values past ±2^53 are integers and print as ``JSONNumberFormat`` does.
extension JSONNumberFormat {
    /// 1e9, the count of the contract's grid steps in one point.
    static let nanosPerUnit: UInt64 = 1_000_000_000

    /// Writes `value` noise-free at `destination`, which has room for ``maxLength`` bytes.
    /// - Returns: the number of bytes written.
    /// - Complexity: O(1), no allocation (values past ±2^53 and non-finite ones print as ``write(_:to:)``).
    @inline(__always)
    static func writeNoiseFree(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if let integer = exactInteger(value) { return writeInteger(integer, to: destination) }
        return writeNanos(value, to: destination)
    }

    /// The formatted number as a string (tests, and the pretty writer).
    static func noiseFreeString(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxLength) { buffer in
            let count = writeNoiseFree(value, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// `value` as a signed count of 1e-9 steps: the multiple of 1e-9 nearest to it, half-way
    /// cases away from zero, its magnitude as the high and low 64 bits of a 128-bit integer; nil
    /// when `value` is not finite or its magnitude is 2^53 or more.
    ///
    /// A double is `m · 2^e` with `m` below 2^53; below 2^53 in magnitude `e ≤ 0`, so its count is
    /// `m · 10^9 / 2^-e` rounded: a product below 2^83 (one 64-by-64-bit multiplication) and a
    /// shift, exact.
    /// - Complexity: O(1).
    @inline(__always)
    static func nanos(_ value: Double) -> (negative: Bool, high: UInt64, low: UInt64)? {
        guard value.magnitude < exactIntegerLimit else { return nil }
        let negative = value.sign == .minus
        let biased = Int(value.exponentBitPattern)
        let significand = biased == 0 ? value.significandBitPattern : value.significandBitPattern | (1 << 52)
        // value = significand · 2^-shift (subnormals share the smallest normal exponent).
        let shift = 1075 - max(biased, 1)
        // product < 2^83 ≤ half of 2^shift: nearer to 0 than to 1e-9, never half-way.
        guard shift < 84 else { return (negative, 0, 0) }
        var (high, low) = significand.multipliedFullWidth(by: nanosPerUnit)
        guard shift > 0 else { return (negative, high, low) }
        // Half of 2^shift added, so that the shift rounds to nearest, half-way up in magnitude.
        if shift <= 64 {
            let (sum, carry) = low.addingReportingOverflow(1 &<< (shift - 1))
            low = sum
            high &+= carry ? 1 : 0
        } else {
            high &+= 1 &<< (shift - 65)
        }
        if shift < 64 {
            return (negative, high &>> shift, (low &>> shift) | (high &<< (64 - shift)))
        }
        return (negative, 0, high &>> (shift - 64))
    }

    /// The non-integer path: the count of 1e-9 steps, then its integer part and up to nine
    /// fraction digits.
    @inline(never)
    private static func writeNanos(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard let (negative, high, low) = nanos(value) else { return writeGeneral(value, to: destination) }
        // Below 2^53 · 10^9 < 2^83: the quotient fits 64 bits; a 64-bit count divides by a constant.
        let (whole, fraction) =
            high == 0 ? low.quotientAndRemainder(dividingBy: nanosPerUnit) : nanosPerUnit.dividingFullWidth((high, low))
        var cursor = destination
        // A value that rounds to 0 prints `0`, never `-0`.
        if negative && (high | low) != 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        cursor += writeDigits(whole, to: cursor)
        guard fraction != 0 else { return cursor - destination }
        cursor.pointee = UInt8(ascii: ".")
        let digits = cursor + 1
        // All nine digits, two at a time, then the trailing zeros dropped.
        let (first, afterFirst) = fraction.quotientAndRemainder(dividingBy: 10_000_000)
        let (second, afterSecond) = afterFirst.quotientAndRemainder(dividingBy: 100_000)
        let (third, afterThird) = afterSecond.quotientAndRemainder(dividingBy: 1000)
        let (fourth, last) = afterThird.quotientAndRemainder(dividingBy: 10)
        writePair(first, to: digits)
        writePair(second, to: digits + 2)
        writePair(third, to: digits + 4)
        writePair(fourth, to: digits + 6)
        digits[8] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: last)
        return digits + 9 - trailingZeros(fraction) - destination
    }

    /// How many of the nine digits of `fraction` (not 0, below 10^9) end it as zeros: at most 8,
    /// found in at most four tests rather than one a digit (a frame's `.5` has eight).
    @inline(__always)
    private static func trailingZeros(_ fraction: UInt64) -> Int {
        if fraction % 100_000_000 == 0 { return 8 }
        var rest = fraction
        var zeros = 0
        if rest % 10_000 == 0 {
            rest /= 10_000
            zeros += 4
        }
        if rest % 100 == 0 {
            rest /= 100
            zeros += 2
        }
        return rest % 10 == 0 ? zeros + 1 : zeros
    }
}
