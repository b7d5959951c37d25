/// A cursor over a one-line text's UTF-8 bytes, shared by the constraint and visual-format parsers.
///
/// It reads the bytes in place, so it lives inside the scope that lends them
/// (`String.withContiguousUTF8(_:)`). Nothing it does on the way through a valid text
/// makes a string: identifiers are byte ranges and numbers are read from the digits. A column
/// or a "found …" is worked out only for a message.
struct TextScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// A cursor at the first of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    /// The 1-based column (in Unicode scalars) of byte `offset` of `bytes`, counted on from a
    /// column already known at or before it (the first byte's, by default).
    /// - Complexity: O(offset − known.offset).
    static func column(
        in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, after known: (offset: Int, column: Int) = (0, 1)
    ) -> Int {
        var column = known.column
        for k in known.offset..<min(offset, bytes.count) where bytes[k] & 0xC0 != 0x80 {
            column += 1
        }
        return column
    }

    /// The 1-based column (in Unicode scalars) of byte `offset`.
    /// - Complexity: O(offset): for messages, and for the visual formats' columns.
    func column(at offset: Int) -> Int { Self.column(in: bytes, at: offset) }

    var column: Int { column(at: index) }

    /// The text of a range of bytes, such as an identifier's.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    mutating func skipSpaces() {
        while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
            index += 1
        }
    }

    /// Consumes `literal` if the text continues with it.
    mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let literalBytes = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for k in 0..<count where bytes[index + k] != literalBytes[k] {
            return false
        }
        index += count
        return true
    }

    /// What is at the cursor, for "found ..." in messages.
    var found: String {
        guard index < bytes.count else { return "the end" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'" + text(index..<end) + "'"
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool { isIn(byte, low: 0, high: letters) }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isIdentifierBody(_ byte: UInt8, hyphens: Bool) -> Bool {
        isIn(byte, low: hyphens ? digitsAndHyphen : digits, high: letters)
    }

    /// `A-Z`, `_` and `a-z`, bytes 64 to 127, one bit each.
    private static let letters: UInt64 = 0x07FF_FFFE_87FF_FFFE
    /// `0-9`, bytes 0 to 63, one bit each; and with `-`.
    private static let digits: UInt64 = 0x03FF_0000_0000_0000
    private static let digitsAndHyphen: UInt64 = 0x03FF_2000_0000_0000

    /// Whether the bit of `byte` is set in the 128-bit set `high:low` (bytes 128 and up are in no set):
    /// a class test in a few instructions, without a table in memory.
    @inline(__always)
    private static func isIn(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        let set = byte < 64 ? low : high
        return byte < 128 && (set >> UInt64(byte & 63)) & 1 != 0
    }

    /// Scans `[A-Za-z_][A-Za-z0-9_]*` (with `-` in the body when `hyphens`), or returns nil without moving.
    ///
    /// The body is classified 8 bytes at a time (``nonIdentifierBytes(_:hyphens:)``), its last
    /// bytes as the text's last 8, overlapping the ones already read.
    /// - Returns: the identifier's bytes.
    /// - Complexity: O(n) in the identifier's length, about n / 8 steps.
    @inline(__always)
    mutating func identifier(hyphens: Bool) -> Range<Int>? {
        let bytes = bytes, start = index, count = bytes.count
        guard start < count, Self.isIdentifierStart(bytes[start]) else { return nil }
        var end = start &+ 1
        if count >= 8 {
            let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
            func word(at offset: Int) -> UInt64 {
                UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            while count &- end >= 8 {
                let found = Self.nonIdentifierBytes(word(at: end), hyphens: hyphens)
                if found != 0 {
                    index = end &+ found.trailingZeroBitCount &>> 3
                    return start..<index
                }
                end &+= 8
            }
            if end < count {
                // The last 8 bytes, those before `end` read as letters: they were read already,
                // and some may lie before the identifier (a byte past ASCII there would carry).
                let before = UInt64(1) &<< UInt64(8 &* (end &- (count &- 8))) &- 1
                let last = word(at: count &- 8) & ~before | 0x6161_6161_6161_6161 & before
                let found = Self.nonIdentifierBytes(last, hyphens: hyphens)
                end = found == 0 ? count : count &- 8 &+ found.trailingZeroBitCount &>> 3
            }
        } else {
            while end < count, Self.isIdentifierBody(bytes[end], hyphens: hyphens) { end &+= 1 }
        }
        index = end
        return start..<end
    }

    /// The high bit of each byte of `word` (8 bytes, the first in the low bits) that is not a
    /// letter, digit, `_` or (when `hyphens`) `-`: exact up to and including the first such byte
    /// (a byte past ASCII may carry into the bytes after it).
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64, hyphens: Bool) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        /// The high bit of each byte (below 0x80) from `low` to `high`.
        @inline(__always)
        func within(_ value: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
            (value &+ (0x80 &- low) &* ones) & ~(value &+ (0x7F &- high) &* ones)
        }
        // Setting bit 5 maps upper-case letters, and only them, onto lower-case ones.
        var identifier = within(word, 0x30, 0x39) | within(word | 0x2020_2020_2020_2020, 0x61, 0x7A)
            | within(word, 0x5F, 0x5F)
        if hyphens { identifier |= within(word, 0x2D, 0x2D) }
        return ~identifier & highs | word & highs
    }

    /// Where the first `byte` is in `bytes[start..<end]`, or nil: 8 bytes at a time, the last
    /// ones as the 8 before `end`, overlapping the ones read (one at a time when `end` < 8).
    /// - Complexity: O(end − start), about (end − start) / 8 steps.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard start < end else { return nil }
        guard end >= 8 else {
            var position = start
            while position < end {
                if bytes[position] == byte { return position }
                position &+= 1
            }
            return nil
        }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped), pattern = UInt64(byte) &* ones
        /// The high bit of each byte equal to `byte` but those in `skipped`: exact up to the
        /// first (a borrow runs on above it).
        func matches(at offset: Int, skipping skipped: UInt64 = 0) -> UInt64 {
            let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) ^ pattern | skipped
            return (x &- ones) & ~x & highs
        }
        var position = start
        while end &- position >= 8 {
            let found = matches(at: position)
            if found != 0 { return position &+ found.trailingZeroBitCount &>> 3 }
            position &+= 8
        }
        guard position < end else { return nil }
        // The last 8 bytes, those before `position` skipped: read already, or before `start`.
        let skipped = UInt64(1) &<< UInt64(8 &* (position &- (end &- 8))) &- 1
        let found = matches(at: end &- 8, skipping: skipped)
        return found == 0 ? nil : end &- 8 &+ found.trailingZeroBitCount &>> 3
    }

    /// Scans an unsigned decimal number (`12`, `0.5`, `1e-05`), or returns nil without moving.
    ///
    /// The value is the correctly rounded one, as `Double(String)` gives: the significant digits
    /// are gathered as an integer and scaled by ``DecimalScaling``, which falls back to the text
    /// where one rounding would not be exact.
    mutating func unsignedNumber() -> Double? {
        let start = index
        var number = DecimalScaling()
        while let byte = current, Self.isDigit(byte) {
            number.append(digit: byte, fraction: false)
            index += 1
        }
        if current == UInt8(ascii: "."), let next = peek(1), Self.isDigit(next) {
            index += 1
            while let byte = current, Self.isDigit(byte) {
                number.append(digit: byte, fraction: true)
                index += 1
            }
        }
        guard index > start else { return nil }
        if let e = current, e | 0x20 == UInt8(ascii: "e") {
            var probe = index + 1
            var negative = false
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "+") || bytes[probe] == UInt8(ascii: "-") {
                negative = bytes[probe] == UInt8(ascii: "-")
                probe += 1
            }
            if probe < bytes.count, Self.isDigit(bytes[probe]) {
                index = probe
                while let byte = current, Self.isDigit(byte) {
                    number.append(exponentDigit: byte, negative: negative)
                    index += 1
                }
            }
        }
        return number.exactValue ?? Double(text(start..<index))
    }

    /// Scans a number with an optional leading `-` or `+`, or returns nil without moving.
    mutating func signedNumber() -> Double? {
        let start = index
        var sign = 1.0
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") {
            sign = current == UInt8(ascii: "-") ? -1 : 1
            index += 1
        }
        guard let value = unsignedNumber() else {
            index = start
            return nil
        }
        return sign * value
    }
}
