/// The number format of every output but frames: printed constraints, numbers echoed in problem
/// details; frames are written noise-free (``writeNoiseFree(_:to:)``, the contract's rule).
///
/// Integral values within ±2^53 print without a fraction (`8`, not `8.0`; `-0` prints `0`);
/// others print Swift's shortest round-trip `description`. Non-finite values cannot occur in a
/// valid layout; they print `null` so the output still parses.
///
/// Integers and values with at most three fraction digits (most frames) are written directly;
/// the rest go through `description`, which allocates a string.
enum JSONNumberFormat {
    /// The most bytes one number takes: `description` of a `Double` is at most 24
    /// (`-2.2250738585072014e-308`), a noise-free one 27 (a sign, 16 digits, a point and 9 more).
    static let maxLength = 32

    static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Appends the formatted number to `bytes`.
    static func append(_ value: Double, to bytes: inout [UInt8]) {
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
        if let integer = exactInteger(value) { return writeInteger(integer, to: destination) }
        return writeNonInteger(value, to: destination)
    }

    /// Test hook: whether `value` is written without `description` (integers within ±2^53, values
    /// with at most three fraction digits below 2^33).
    static func _takesFastPath(_ value: Double) -> Bool {
        exactInteger(value) != nil || withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxLength) { buffer in
            writeMilli(value, to: buffer.baseAddress!) != nil
        }
    }

    /// `value` as an integer when it is one within ±2^53 (NaN and the infinities fail the
    /// magnitude test; -0 converts to 0 and compares equal to it, so it prints `0`).
    @inline(__always)
    static func exactInteger(_ value: Double) -> Int64? {
        guard value.magnitude <= exactIntegerLimit else { return nil }
        let integer = Int64(value)
        return Double(integer) == value ? integer : nil
    }

    /// Out of line, so that `write` stays small enough to inline its integer path into loops.
    @inline(never)
    private static func writeNonInteger(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        writeMilli(value, to: destination) ?? writeGeneral(value, to: destination)
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
    static func string(_ value: Double) -> String {
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
    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
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

    /// "00" to "99", for writing two digits per division.
    private static var digitPairs: StaticString { """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """ }

    /// Writes the two digits of `pair` (below 100).
    @inline(__always)
    static func writePair(_ pair: UInt64, to destination: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(destination).copyMemory(from: digitPairs.utf8Start + 2 * Int(pair), byteCount: 2)
    }

    /// Writes the digits of `value` (at most 20); values below 10,000 (most coordinates) branch
    /// straight to their length.
    @inline(__always)
    static func writeDigits(_ value: UInt64, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 100 {
            if value < 10 {
                destination.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
                return 1
            }
            writePair(value, to: destination)
            return 2
        }
        if value < 10_000 {
            let (high, low) = value.quotientAndRemainder(dividingBy: 100)
            if value < 1000 {
                destination.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high)
                writePair(low, to: destination + 1)
                return 3
            }
            writePair(high, to: destination)
            writePair(low, to: destination + 2)
            return 4
        }
        return writeLongDigits(value, to: destination)
    }

    /// Writes the digits of a value of 5 to 20 digits, two at a time from the last.
    private static func writeLongDigits(_ value: UInt64, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 5
        var bound: UInt64 = 100_000
        while count < 20 && value >= bound {
            count += 1
            bound &*= 10
        }
        var rest = value
        var place = count
        while place >= 2 {
            let (quotient, pair) = rest.quotientAndRemainder(dividingBy: 100)
            place -= 2
            writePair(pair, to: destination + place)
            rest = quotient
        }
        if place == 1 { destination.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest) }
        return count
    }
}
