extension JSONWriter {
    /// Appends what `body` writes into `capacity` bytes of scratch memory; `body` returns how
    /// many it wrote. Lets hot paths write through a pointer, with one capacity check and one copy
    /// per call instead of one per byte.
    /// - Complexity: O(`capacity`) at most; stack memory for small capacities.
    mutating func appendRaw(capacity: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            let count = body(scratch.baseAddress!)
            precondition(count <= capacity, "wrote past the scratch memory")
            appendBytes(UnsafeBufferPointer(rebasing: scratch[..<count]))
        }
    }

    /// The most bytes `writeString` writes for `count` bytes of UTF-8: quotes and `\u00XX` for each.
    static func maxStringLength(_ count: Int) -> Int { 6 * count + 2 }

    /// The bytes `writeString` writes for `byte`: 6 for a control character without a short
    /// escape, 2 for the others and for `"` and `\\`, else 1.
    static func escapedLength(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: return 2
        case 0..<0x20: return 6
        default: return 1
        }
    }

    /// Writes `utf8` as a JSON string, quoted and escaped per RFC 8259 (non-ASCII text as is).
    /// Eight bytes are checked at a time and copied as a word when none needs escaping.
    /// - Returns: the number of bytes written, at most `maxStringLength(utf8.count)`.
    @inline(__always)
    static func writeString(_ utf8: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        destination.pointee = UInt8(ascii: "\"")
        var cursor = destination + 1
        var index = 0
        let count = utf8.count
        if let source = utf8.baseAddress {
            while index + 8 <= count {
                let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                if needsEscape(word) { break }
                UnsafeMutableRawPointer(cursor).storeBytes(of: word, as: UInt64.self)
                cursor += 8
                index += 8
            }
            // The last word overlaps the clean ones before it, which it writes again unchanged.
            if index < count && count >= 8 && index + 8 > count {
                let back = index + 8 - count
                let word = UnsafeRawPointer(source + count - 8).loadUnaligned(as: UInt64.self)
                if !needsEscape(word) {
                    UnsafeMutableRawPointer(cursor - back).storeBytes(of: word, as: UInt64.self)
                    cursor += 8 - back
                    index = count
                }
            }
            while index < count {
                let byte = source[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    cursor += writeEscaped(byte, to: cursor)
                } else {
                    cursor.pointee = byte
                    cursor += 1
                }
                index += 1
            }
        }
        cursor.pointee = UInt8(ascii: "\"")
        return cursor - destination + 1
    }

    /// Whether any of the eight bytes is a control character, `"` or `\` (exact, no false positives).
    @inline(__always)
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below 0x20: borrowing from it sets its high bit where the byte's own was clear.
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote & highs
        let zeroBackslash = (backslash &- ones) & ~backslash & highs
        return control | zeroQuote | zeroBackslash != 0
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// Writes the escape sequence of a byte that JSON requires to be escaped.
    private static func writeEscaped(_ byte: UInt8, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let escape: UInt8
        switch byte {
        case UInt8(ascii: "\""): escape = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): escape = UInt8(ascii: "\\")
        case 0x0A: escape = UInt8(ascii: "n")
        case 0x0D: escape = UInt8(ascii: "r")
        case 0x09: escape = UInt8(ascii: "t")
        case 0x08: escape = UInt8(ascii: "b")
        case 0x0C: escape = UInt8(ascii: "f")
        case 0..<0x20:
            destination[0] = UInt8(ascii: "\\")
            destination[1] = UInt8(ascii: "u")
            destination[2] = UInt8(ascii: "0")
            destination[3] = UInt8(ascii: "0")
            destination[4] = hexDigits.utf8Start[Int(byte >> 4)]
            destination[5] = hexDigits.utf8Start[Int(byte & 0xF)]
            return 6
        default:
            preconditionFailure("byte \(byte) needs no escaping")
        }
        destination[0] = UInt8(ascii: "\\")
        destination[1] = escape
        return 2
    }
}
