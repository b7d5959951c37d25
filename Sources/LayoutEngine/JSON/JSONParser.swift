/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// Recursive descent with a nesting limit, so a nesting bomb is an error rather than a stack overflow.
/// Strings must be valid UTF-8, escapes must pair surrogates, and numbers follow the JSON grammar exactly.
public struct JSONParser {
    /// Arrays and objects nested deeper than this are rejected.
    public static let defaultMaxDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var index = 0
    private var depth = 0
    /// Keys too long for Swift's inline small strings, already made: documents repeat a few field
    /// names (`arrangedSubviews`, `intrinsicContentSize`) thousands of times, and sharing them saves an
    /// allocation each time.
    private var longKeys: [(bytes: [UInt8], string: String)] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses one JSON value surrounded by optional whitespace.
    /// - Complexity: O(n) in the input length.
    public static func parse(_ input: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = input.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
            // RFC 8259 lets a parser ignore a leading UTF-8 byte order mark.
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { parser.index = 3 }
            do throws(JSONParseError) {
                parser.skipWhitespace()
                let value = try parser.parseValue()
                parser.skipWhitespace()
                if parser.index < buffer.count {
                    throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
                }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses a string's UTF-8 contents.
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error("expected a JSON value, found the end of the input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
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
        return value
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > maxDepth { throw error("arrays and objects are nested deeper than \(maxDepth) levels") }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']' in an array, found the end of the input") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ",") { continue }
            if byte == UInt8(ascii: "]") { break }
            index -= 1
            throw error("expected ',' or ']' in an array, found \(describeCurrent())")
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(JSONObject(members))
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key in an object, found \(describeCurrent())")
            }
            let key = try parseKey()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after an object key, found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}' in an object, found the end of the input") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ",") { continue }
            if byte == UInt8(ascii: "}") { break }
            index -= 1
            throw error("expected ',' or '}' in an object, found \(describeCurrent())")
        }
        depth -= 1
        return .object(JSONObject(members))
    }

    // MARK: Strings

    private mutating func parseKey() throws(JSONParseError) -> String {
        let start = index + 1
        var end = start
        while end < bytes.count, end - start <= 64 {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return try parseString() }
            end += 1
        }
        let length = end - start
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), length > 15, length <= 64 else { return try parseString() }
        let chunk = UnsafeBufferPointer(rebasing: bytes[start..<end])
        index = end + 1
        for cached in longKeys where cached.bytes.count == length {
            let same = cached.bytes.withUnsafeBufferPointer { stored in
                var k = 0
                while k < length, stored[k] == chunk[k] { k += 1 }
                return k == length
            }
            if same { return cached.string }
        }
        let key = String(decoding: chunk, as: UTF8.self)
        if longKeys.count < 32 { longKeys.append((Array(chunk), key)) }
        return key
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = try makeString(UnsafeBufferPointer(rebasing: bytes[start..<index]), at: start)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character U+\(hex4(UInt32(byte))) in a string must be escaped") }
            index += 1
        }
        guard index < bytes.count else {
            throw error("unterminated string", at: start - 1)
        }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = try buffer.withUnsafeBufferPointer { (chunk) throws(JSONParseError) -> String in
                    try makeString(chunk, at: start)
                }
                index += 1
                return string
            }
            if byte < 0x20 { throw error("control character U+\(hex4(UInt32(byte))) in a string must be escaped") }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                index += 1
                continue
            }
            try parseEscape(into: &buffer)
        }
        throw error("unterminated string", at: start - 1)
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(code)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
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
            appendUTF8(scalar, to: &buffer)
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

    private func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
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

    private func makeString(_ chunk: UnsafeBufferPointer<UInt8>, at start: Int) throws(JSONParseError) -> String {
        var isASCII = true
        for byte in chunk where byte >= 0x80 {
            isASCII = false
            break
        }
        if isASCII { return String(decoding: chunk, as: UTF8.self) }
        guard let string = String(validating: chunk, as: UTF8.self) else {
            throw error("a string is not valid UTF-8", at: start - 1)
        }
        return string
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected a digit", at: index) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("invalid number: leading zeros are not allowed", at: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                accumulate(bytes[index], &mantissa, &digits, &exponent, fraction: false)
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit after '.'", at: index)
            }
            while index < bytes.count, isDigit(bytes[index]) {
                accumulate(bytes[index], &mantissa, &digits, &exponent, fraction: true)
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
        if digits <= 15, exponent >= -22, exponent <= 22 {
            var value = Double(mantissa)
            if exponent < 0 { value /= Self.powersOfTen[-exponent] } else { value *= Self.powersOfTen[exponent] }
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number", at: start) }
        return value
    }

    /// Adds a digit to the mantissa; beyond 19 digits it only shifts the exponent (the slow path takes over).
    private func accumulate(_ byte: UInt8, _ mantissa: inout UInt64, _ digits: inout Int, _ exponent: inout Int, fraction: Bool) {
        let digit = UInt64(byte - UInt8(ascii: "0"))
        if digits == 0 && digit == 0 {
            if fraction { exponent -= 1 }
            return
        }
        if digits < 19 {
            mantissa = mantissa * 10 + digit
            digits += 1
            if fraction { exponent -= 1 }
        } else {
            digits += 1
            if !fraction { exponent += 1 }
        }
    }

    private static let powersOfTen: [Double] = (0...22).map { k in
        var value = 1.0
        for _ in 0..<k { value *= 10 }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
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
