/// The drawing's own numbers (glyph outlines, their placements, captions) in a fixed format:
/// rounded to a fixed number of decimals, without trailing zeros, `-` only on a non-zero value, so
/// the same value gives the same bytes in every process. Frames keep ``FrameNumber``'s format, so
/// that a rect reads back as the response's frame.
enum SVGNumber {
    /// Powers of ten for the decimals taken (0...9).
    private static let powers: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// Appends `value` rounded to `decimals` (0...9) decimals; a value whose rounding would not fit
    /// 64 bits (past 9e9 points: never a drawing's) or that is not finite is written as 0.
    /// - Complexity: O(digits), no allocation.
    static func append(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
        let power = powers[decimals]
        let scaled = (value * Double(power)).rounded()
        guard scaled.isFinite, abs(scaled) < 9e18 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var units = Int64(scaled)
        if units < 0 {
            bytes.append(UInt8(ascii: "-"))
            units = -units
        }
        appendDigits(UInt64(units / power), to: &bytes)
        var fraction = units % power
        guard fraction != 0 else { return }
        var width = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        bytes.append(UInt8(ascii: "."))
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { digits in
            for index in stride(from: width - 1, through: 0, by: -1) {
                digits[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[..<width]))
        }
    }

    /// Appends a whole number's decimal digits.
    static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var value = value
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value != 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }
}
