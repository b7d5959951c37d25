/// The one number format of every output: JSON bodies and printed constraints.
///
/// Integral values within ±2^53 print without a fraction (`8`, not `8.0`; `-0` prints `0`);
/// others print Swift's shortest round-trip `description`. Non-finite values cannot occur in a
/// valid layout; they print `null` so the output still parses.
///
/// Integers and values with at most three fraction digits (most frames) are written directly;
/// the rest go through `description`, which allocates a string.
public enum JSONNumberFormat {
    /// The most bytes one number takes: `description` of a `Double` is at most 24 (`-2.2250738585072014e-308`).
    static let maxLength = 32

    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Appends the formatted number to `bytes`.
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxLength) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes the formatted number at `destination`, which has room for `maxLength` bytes.
    /// - Returns: the number of bytes written.
    /// - Complexity: O(1); no allocation unless the value needs more than three fraction digits.
    @inline(__always)
    static func write(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        writeShort(value, to: destination) ?? writeGeneral(value, to: destination)
    }

    /// The fast path: integers within ±2^53 and values with at most three fraction digits below
    /// 2^33, else nil (NaN and the infinities fail both magnitude tests).
    @inline(__always)
    static func writeShort(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int? {
        if value.magnitude <= exactIntegerLimit {
            let integer = Int64(value)
            // -0 converts to 0 and compares equal to it, so it prints `0`.
            if Double(integer) == value { return writeInteger(integer, to: destination) }
        }
        return writeMilli(value, to: destination)
    }

    /// Below 2^33 a double's spacing is under 10^-6, so when `value` is exactly the double nearest
    /// some `n / 1000`, that decimal (trailing zeros dropped) is its only round-trip form with at most
    /// three fraction digits and so the shortest: exactly what `description` prints, without the
    /// string `description` allocates. Frames are often such values (`0.5`, `383.25`).
    /// Any `n` that passes the check is that decimal, so the rounding that proposes it need not be exact.
    @inline(__always)
    private static func writeMilli(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int? {
        guard value.magnitude < 8_589_934_592 else { return nil }
        let scaled = value * 1000
        let milli = Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
        guard Double(milli) / 1000 == value else { return nil }
        var cursor = destination
        if milli < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        let magnitude = milli.magnitude
        cursor += writeDigits(magnitude / 1000, to: cursor)
        var fraction = magnitude % 1000
        var digits = 3
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

    /// The general path, the reference the fast path must match: `null`, an integer, or `description`.
    static func writeGeneral(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else {
            return copy("null".utf8, to: destination)
        }
        if value.magnitude <= exactIntegerLimit, value.rounded(.towardZero) == value {
            return writeInteger(Int64(value), to: destination)
        }
        return copy(value.description.utf8, to: destination)
    }

    private static func copy(_ text: String.UTF8View, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        precondition(text.count <= maxLength, "a formatted double is at most \(maxLength) bytes")
        var cursor = destination
        for byte in text {
            cursor.pointee = byte
            cursor += 1
        }
        return cursor - destination
    }

    /// The formatted number as a string.
    public static func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The general path's text, for tests that hold the fast path to it.
    static func _generalString(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxLength) { buffer in
            let count = writeGeneral(value, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Appends decimal digits without allocating a string.
    public static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            let count = writeInteger(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes `value` in decimal (at most 20 bytes).
    /// - Returns: the number of bytes written.
    @inline(__always)
    static func writeInteger(_ value: Int64, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 0 {
            destination.pointee = UInt8(ascii: "-")
            return 1 + writeDigits(value.magnitude, to: destination + 1)
        }
        return writeDigits(UInt64(value), to: destination)
    }

    /// Writes the digits of `value` (at most 20), last digit first, once their count is known.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let count = digitCount(value)
        var rest = value
        var place = count
        repeat {
            place -= 1
            let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
            destination[place] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
            rest = quotient
        } while place > 0
        return count
    }

    @inline(__always)
    private static func digitCount(_ value: UInt64) -> Int {
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        if value < 10000 { return 4 }
        var count = 5
        var bound: UInt64 = 100_000
        while count < 20 && value >= bound {
            count += 1
            bound &*= 10
        }
        return count
    }
}
