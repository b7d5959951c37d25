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
    /// cases away from zero; nil when `value` is not finite or its magnitude is 2^53 or more.
    ///
    /// A double is `m · 2^e` with `m` below 2^53; below 2^53 in magnitude `e ≤ 0`, so its count is
    /// `m · 10^9 / 2^-e` rounded: a product below 2^83 and a shift, exact in 128 bits.
    /// - Complexity: O(1).
    @inline(__always)
    static func nanos(_ value: Double) -> (negative: Bool, magnitude: UInt128)? {
        guard value.magnitude < exactIntegerLimit else { return nil }
        let biased = Int(value.exponentBitPattern)
        let significand = biased == 0 ? value.significandBitPattern : value.significandBitPattern | (1 << 52)
        // value = significand · 2^-shift (subnormals share the smallest normal exponent).
        let shift = 1075 - max(biased, 1)
        let product = UInt128(significand) * UInt128(nanosPerUnit)
        let magnitude: UInt128
        if shift == 0 {
            magnitude = product
        } else if shift >= 84 {
            // product < 2^83 ≤ half of 2^shift: nearer to 0 than to 1e-9, never half-way.
            magnitude = 0
        } else {
            magnitude = (product + (1 << (shift - 1))) >> shift
        }
        return (value.sign == .minus, magnitude)
    }

    /// The non-integer path: the count of 1e-9 steps, then its integer part and up to nine
    /// fraction digits.
    @inline(never)
    private static func writeNanos(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard let (negative, magnitude) = nanos(value) else { return writeGeneral(value, to: destination) }
        // Below 2^53 · 10^9 < 2^83: the quotient fits 64 bits, and a 64-bit one divides by a constant.
        let whole: UInt64
        var fraction: UInt64
        if magnitude >> 64 == 0 {
            (whole, fraction) = UInt64(truncatingIfNeeded: magnitude).quotientAndRemainder(dividingBy: nanosPerUnit)
        } else {
            (whole, fraction) = nanosPerUnit.dividingFullWidth(
                (UInt64(truncatingIfNeeded: magnitude >> 64), UInt64(truncatingIfNeeded: magnitude)))
        }
        var cursor = destination
        // A value that rounds to 0 prints `0`, never `-0`.
        if negative && magnitude != 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        cursor += writeDigits(whole, to: cursor)
        guard fraction != 0 else { return cursor - destination }
        var digits = 9
        // Trailing zeros off, several at a time where a frame's fraction is short (`.5`, `.25`).
        if fraction % 10_000 == 0 {
            fraction /= 10_000
            digits -= 4
        }
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        cursor.pointee = UInt8(ascii: ".")
        for place in stride(from: digits, to: 0, by: -1) {
            cursor[place] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        }
        return cursor - destination + 1 + digits
    }
}
