/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// A loop over the bytes with a nesting limit: no recursion, and a nesting bomb is an error.
/// Strings must be valid UTF-8, escapes must pair surrogates, and numbers follow the JSON grammar exactly.
/// The parser writes a ``JSONTape``; ``parse(_:maxDepth:)-swift.type.method`` builds a ``JSONValue`` from it.
/// Layout documents are read by ``DocumentDecoder``, which asks the parser only for a value it
/// cannot take (``value(in:at:)``: to report its errors, or to skip it) and for the words, line
/// and column of bytes that are not JSON.
struct JSONParser {
    /// Arrays and objects nested deeper than this are rejected by ``parse(_:maxDepth:)-swift.type.method``,
    /// whose ``JSONValue`` tree is made and freed by recursion. The decoder's values are read
    /// with no such limit (the parser's loop keeps no state per level).
    static let defaultMaxDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var index = 0
    private var depth = 0
    private var deepest = 0
    private let tokens: JSONTokenBuffer
    private var unescaped: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, capacity: Int? = nil) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        // A whole text holds a token per 6 to 8 bytes when compact: room for one per 6 rarely regrows.
        tokens = JSONTokenBuffer(capacity: capacity ?? bytes.count / 6 + 4)
    }

    // MARK: One value of a larger text

    /// The one value that begins at `start` (after any whitespace) in `input`, parsed into a tape
    /// over `input`, and the offset just past it: the document decoder's reading of a value it
    /// could not take (to report why), or of one it skips. Errors locate themselves in the whole text.
    /// - Complexity: O(length of the value).
    static func value(in input: [UInt8], at start: Int) throws(JSONParseError) -> (tape: JSONTape, end: Int) {
        let result: Result<(JSONTape, Int), JSONParseError> = input.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, maxDepth: .max, capacity: 16)
            parser.index = start
            do throws(JSONParseError) {
                parser.skipWhitespace()
                try parser.parseValue()
                let tape = JSONTape(
                    input: input, tokens: parser.tokens, unescaped: parser.unescaped)
                return .success((tape, parser.index))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// What the parser says when, at `offset` in `input` (before any whitespace), an object's key
    /// and its `:` should come; nil when they do.
    static func keyError(in input: UnsafeBufferPointer<UInt8>, at offset: Int) -> JSONParseError? {
        var parser = JSONParser(bytes: input, maxDepth: .max, capacity: 4)
        parser.index = offset
        parser.skipWhitespace()
        do throws(JSONParseError) {
            try parser.parseKey()
            return nil
        } catch {
            return error
        }
    }

    /// What the parser says when, at `offset` in `input` (before any whitespace), a comma or the
    /// end of an object (or array) should come.
    static func separatorError(in input: UnsafeBufferPointer<UInt8>, at offset: Int, object: Bool) -> JSONParseError {
        var parser = JSONParser(bytes: input, maxDepth: .max, capacity: 4)
        parser.index = offset
        parser.skipWhitespace()
        return parser.error(object
            ? "expected ',' or '}' in an object, found \(parser.describeCurrent())"
            : "expected ',' or ']' in an array, found \(parser.describeCurrent())")
    }

    /// What the parser says of bytes after the whole text's value, which ends at `offset`; nil when
    /// only whitespace follows.
    static func trailingError(in input: UnsafeBufferPointer<UInt8>, at offset: Int) -> JSONParseError? {
        var parser = JSONParser(bytes: input, maxDepth: .max, capacity: 4)
        parser.index = offset
        parser.skipWhitespace()
        guard parser.index < input.count else { return nil }
        return parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
    }

    /// Parses one JSON value surrounded by optional whitespace.
    /// - Complexity: O(n) in the input length.
    static func parse(_ input: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        let tape = try tape(input, maxDepth: maxDepth)
        return tape.withReader { reader in reader.value(reader.root) }
    }

    /// Parses a string's UTF-8 contents.
    static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    /// Parses one JSON value into a tape: no tree, no string made.
    /// - Complexity: O(n) in the input length.
    static func tape(_ input: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONTape {
        let result: Result<JSONTape, JSONParseError> = input.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
            // RFC 8259 lets a parser ignore a leading UTF-8 byte order mark.
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { parser.index = 3 }
            do throws(JSONParseError) {
                parser.skipWhitespace()
                try parser.parseValue()
                parser.skipWhitespace()
                if parser.index < buffer.count {
                    throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
                }
                return .success(JSONTape(
                    input: input, tokens: parser.tokens, unescaped: parser.unescaped))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: Values

    /// Parses the value at `index` and everything inside it, in a loop rather than by recursion:
    /// until it closes, a container's token holds the container around it (plus one; 0 for none)
    /// and counts its members or elements as they end.
    private mutating func parseValue() throws(JSONParseError) {
        var open = -1
        values: while true {
            guard index < bytes.count else { throw error("expected a JSON value, found the end of the input") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try enter(.object, inside: &open)
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index &+= 1
                    close(&open)
                } else {
                    try parseKey()
                    continue values
                }
            case UInt8(ascii: "["):
                try enter(.array, inside: &open)
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index &+= 1
                    close(&open)
                } else {
                    continue values
                }
            case UInt8(ascii: "\""): try parseString()
            case UInt8(ascii: "t"): try parseLiteral("true", JSONTape.Token(kind: .bool, payload: 1))
            case UInt8(ascii: "f"): try parseLiteral("false", JSONTape.Token(kind: .bool, payload: 0))
            case UInt8(ascii: "n"): try parseLiteral("null", JSONTape.Token(kind: .null, payload: 0))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number: Double
                if let integer = plainInteger() { number = integer } else { number = try parseNumber() }
                tokens.append(JSONTape.Token(kind: .number, payload: number.bitPattern))
            default: throw error("expected a JSON value, found \(describeCurrent())")
            }
            // A value ended: it is one more of its container's, after which comes a comma or the
            // container's end, which ends a value in turn.
            while open >= 0 {
                tokens[open].count &+= 1
                let isObject = tokens[open].kind == .object
                skipWhitespace()
                let byte = index < bytes.count ? bytes[index] : 0
                if byte == UInt8(ascii: ",") {
                    index &+= 1
                    skipWhitespace()
                    if isObject { try parseKey() }
                    continue values
                }
                if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index &+= 1
                    close(&open)
                    continue
                }
                throw error(isObject
                    ? "expected ',' or '}' in an object, found \(describeCurrent())"
                    : "expected ',' or ']' in an array, found \(describeCurrent())")
            }
            return
        }
    }

    /// Reads `"key":` and the whitespace around it, leaving `index` at the member's value.
    @inline(__always)
    private mutating func parseKey() throws(JSONParseError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a string key in an object, found \(describeCurrent())")
        }
        try parseString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("expected ':' after an object key, found \(describeCurrent())")
        }
        index &+= 1
        skipWhitespace()
    }

    private mutating func parseLiteral(_ word: StaticString, _ token: JSONTape.Token) throws(JSONParseError) {
        let start = index
        let count = word.utf8CodeUnitCount
        let literal = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for k in 0..<count {
            guard start + k < bytes.count, bytes[start + k] == literal[k] else {
                index = start
                throw error("expected a JSON value, found \(describeCurrent())")
            }
        }
        index = start + count
        tokens.append(token)
    }

    /// Opens the container at `index` inside `open`, which it becomes, and skips the whitespace after its bracket.
    @inline(__always)
    private mutating func enter(_ kind: JSONTape.Kind, inside open: inout Int) throws(JSONParseError) {
        depth &+= 1
        if depth > deepest {
            if depth > maxDepth { throw error("arrays and objects are nested deeper than \(maxDepth) levels") }
            deepest = depth
        }
        index &+= 1
        tokens.append(JSONTape.Token(kind: kind, payload: UInt64(open + 1)))
        open = tokens.count - 1
        skipWhitespace()
    }

    /// Closes container `open`: its token now holds the index just past its last token; the
    /// container around it becomes `open`.
    private mutating func close(_ open: inout Int) {
        let container = open
        open = Int(tokens[container].payload) - 1
        tokens[container].payload = UInt64(tokens.count)
        depth -= 1
    }

    // MARK: Strings

    /// Appends a string token: the bytes between the quotes when there is no escape, else the
    /// unescaped bytes, copied to the tape's side buffer.
    @inline(__always)
    private mutating func parseString() throws(JSONParseError) {
        // Most strings are printable ASCII: scan 8 bytes at a time to the first byte that needs a
        // look, and when that is the closing quote, done. Anything else takes the general path.
        // Indices stay below the input's length, so their arithmetic cannot overflow.
        let start = index &+ 1
        var end = start
        while end &+ 8 <= bytes.count {
            let plain = Self.plainASCIIPrefix(bytes, at: end)
            end &+= plain
            if plain < 8 { break }
        }
        if end &+ 8 <= bytes.count, bytes[end] == UInt8(ascii: "\"") {
            tokens.append(JSONTape.Token(kind: .string, count: end &- start, payload: UInt64(start)))
            index = end &+ 1
            return
        }
        try parseAnyString()
    }

    /// ``parseString()`` for strings with escapes, bytes past ASCII or near the end of the input.
    @inline(never)
    private mutating func parseAnyString() throws(JSONParseError) {
        index += 1
        let start = index
        var ascii = true
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while index < bytes.count {
            if index + 8 <= bytes.count {
                // Jump straight to the first byte that needs a look; none in these 8 means skip them all.
                let plain = Self.plainASCIIPrefix(bytes, at: index)
                index += plain
                if plain == 8 { continue }
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if !ascii { try validateUTF8(UnsafeBufferPointer(rebasing: bytes[start..<index]), at: start) }
                tokens.append(JSONTape.Token(kind: .string, count: index - start, payload: UInt64(start)))
                index += 1
                return
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character U+\(hex4(UInt32(byte))) in a string must be escaped") }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        guard index < bytes.count else {
            throw error("unterminated string", at: start - 1)
        }
        let base = unescaped.count
        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try unescaped.withUnsafeBufferPointer { (all) throws(JSONParseError) in
                    try validateUTF8(UnsafeBufferPointer(rebasing: all[base...]), at: start)
                }
                tokens.append(JSONTape.Token(kind: .string, escaped: true, count: unescaped.count - base, payload: UInt64(base)))
                index += 1
                return
            }
            if byte < 0x20 { throw error("control character U+\(hex4(UInt32(byte))) in a string must be escaped") }
            if byte != UInt8(ascii: "\\") {
                unescaped.append(byte)
                index += 1
                continue
            }
            try parseEscape()
        }
        throw error("unterminated string", at: start - 1)
    }

    /// How many of the 8 bytes at `offset` are printable ASCII other than `"` and `\\` before the
    /// first that is not, all 8 tested at once (SWAR). Each test flags its lowest matching byte
    /// exactly (borrows only run upward from a real match), so the lowest flag of all is the answer.
    static func plainASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        let flags = word & highs | control | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
        return flags.trailingZeroBitCount >> 3
    }

    private mutating func parseEscape() throws(JSONParseError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(code)
        case UInt8(ascii: "b"): unescaped.append(0x08)
        case UInt8(ascii: "f"): unescaped.append(0x0C)
        case UInt8(ascii: "n"): unescaped.append(0x0A)
        case UInt8(ascii: "r"): unescaped.append(0x0D)
        case UInt8(ascii: "t"): unescaped.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xDC00...0xDFFF).contains(scalar) {
                throw error("lone low surrogate \\u\(hex4(scalar)) in a string", at: escapeStart)
            }
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("high surrogate \\u\(hex4(scalar)) is not followed by a low surrogate", at: escapeStart)
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("high surrogate \\u\(hex4(scalar)) is not followed by a low surrogate", at: escapeStart)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            Self.appendUTF8(scalar, to: &unescaped)
        default:
            index = escapeStart
            throw error("invalid escape sequence in a string")
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("expected 4 hexadecimal digits after \\u") }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected 4 hexadecimal digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | scalar >> 6))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | scalar >> 12))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | scalar >> 18))
            buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private func validateUTF8(_ chunk: UnsafeBufferPointer<UInt8>, at start: Int) throws(JSONParseError) {
        guard JSONTape.isValidUTF8(chunk) else { throw error("a string is not valid UTF-8", at: start - 1) }
    }

    // MARK: Numbers

    /// A plain non-negative integer of up to 15 digits (sizes, priorities), exact as a double: read
    /// in one go. Nil for anything else, which ``parseNumber()`` reads (or rejects).
    @inline(__always)
    private mutating func plainInteger() -> Double? {
        var end = index
        var integer: UInt64 = 0
        while end < bytes.count, end - index < 15, isDigit(bytes[end]) {
            integer = integer &* 10 &+ UInt64(bytes[end] &- UInt8(ascii: "0"))
            end &+= 1
        }
        guard end > index, bytes[index] != UInt8(ascii: "0") || end == index + 1 else { return nil }
        let next = end < bytes.count ? bytes[end] : 0
        guard !isDigit(next), next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else { return nil }
        index = end
        return Double(integer)
    }

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected a digit", at: index) }
        // The first 19 significant digits, their count (all of them), and the power of ten they are scaled by.
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("invalid number: leading zeros are not allowed", at: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                } else {
                    exponent += 1
                }
                digits += 1
                index += 1
            }
        }
        let integerEnd = index
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit after '.'", at: index)
            }
            while index < bytes.count, isDigit(bytes[index]) {
                let digit = UInt64(bytes[index] &- UInt8(ascii: "0"))
                // Zeros before the first significant digit only scale; digits past 19 are left to the slow path.
                if digits < 19 && (digits > 0 || digit != 0) {
                    mantissa = mantissa &* 10 &+ digit
                    digits += 1
                    exponent -= 1
                } else if digits == 0 {
                    exponent -= 1
                } else {
                    digits += 1
                }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit in the exponent", at: index)
            }
            var explicit = 0
            while index < bytes.count, isDigit(bytes[index]) {
                if explicit < 100_000 { explicit = explicit * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            exponent += exponentNegative ? -explicit : explicit
        }
        // Clinger's fast path: an exact mantissa times an exact power of ten rounds once, correctly.
        // A plain integer (the common case in layout documents) needs no scaling at all.
        if digits <= 15 {
            if index == integerEnd {
                let value = Double(mantissa)
                return negative ? -value : value
            }
            if exponent >= -22, exponent <= 22 {
                var value = Double(mantissa)
                if exponent < 0 {
                    value /= DecimalScaling.powersOfTen[-exponent]
                } else {
                    value *= DecimalScaling.powersOfTen[exponent]
                }
                return negative ? -value : value
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number", at: start) }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        // Compact documents have none: one compare rules it out (whitespace is below 0x21).
        if index < bytes.count, bytes[index] > 0x20 { return }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index &+= 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the input" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func error(_ reason: String, at offset: Int? = nil) -> JSONParseError {
        let position = offset ?? index
        let (line, column) = JSONParseError.locate(offset: position, in: bytes)
        return JSONParseError(offset: position, line: line, column: column, reason: reason)
    }
}
