/// The one number format of every output: JSON bodies and printed constraints.
///
/// Integral values within ±2^53 print without a fraction (`8`, not `8.0`; `-0` prints `0`);
/// others print Swift's shortest round-trip `description`. Non-finite values cannot occur in a
/// valid layout; they print `null` so the output still parses.
public enum JSONNumberFormat {
    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Appends the formatted number to `bytes`.
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            bytes.append(contentsOf: "null".utf8)
            return
        }
        if value.magnitude <= exactIntegerLimit, value.rounded(.towardZero) == value {
            appendInteger(Int64(value), to: &bytes)
            return
        }
        if appendMilli(value, to: &bytes) { return }
        bytes.append(contentsOf: value.description.utf8)
    }

    /// Below 2^33 a double's spacing is under 10^-6, so when `value` is exactly the double nearest
    /// some `n / 1000`, that decimal (trailing zeros dropped) is its only round-trip form with at most
    /// three fraction digits and so the shortest: exactly what `description` prints, without the
    /// string `description` allocates. Frames are often such values (`0.5`, `383.25`).
    private static func appendMilli(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        guard value.magnitude < 8_589_934_592 else { return false }
        let scaled = (value * 1000).rounded()
        guard Double(Int64(scaled)) / 1000 == value else { return false }
        let milli = Int64(scaled)
        if milli < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = milli.magnitude
        appendInteger(Int64(magnitude / 1000), to: &bytes)
        var fraction = magnitude % 1000
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = digits == 3 ? 100 : digits == 2 ? 10 : 1
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
        return true
    }

    /// The formatted number as a string.
    public static func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends decimal digits without allocating a string.
    public static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            while count > 0 {
                count -= 1
                bytes.append(buffer[count])
            }
        }
    }
}
