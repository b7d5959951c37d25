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
        bytes.append(contentsOf: value.description.utf8)
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
