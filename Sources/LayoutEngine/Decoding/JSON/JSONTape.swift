/// A parsed JSON text as one flat array of tokens over the input bytes, in document order.
///
/// A container's token records its member or element count and the index just past its last
/// token, so a reader skips a whole value in one step. Strings stay in the input (or, when
/// escaped, in a side buffer of unescaped bytes) until someone asks for one: reading a value
/// builds no tree and tears none down.
struct JSONTape {
    /// A token's JSON type.
    enum Kind: UInt8 {
        case null, bool, number, string, array, object
    }

    /// One value, or one object key (a `.string` before its value). 16 bytes.
    struct Token {
        var kind: Kind
        /// A string's bytes are in `unescaped` rather than the input.
        var escaped: Bool
        /// A string's length in bytes; a container's members or elements.
        var count: UInt32
        /// A number's bit pattern, a boolean (0 or 1), a string's first byte offset, or the
        /// index just past a container's last token.
        var payload: UInt64

        init(kind: Kind, escaped: Bool = false, count: Int = 0, payload: UInt64) {
            self.kind = kind
            self.escaped = escaped
            self.count = UInt32(truncatingIfNeeded: count)
            self.payload = payload
        }
    }

    let input: [UInt8]
    let tokens: JSONTokenBuffer
    let unescaped: [UInt8]
    /// Runs `body` with a reader over the tape's storage.
    func withReader<R>(_ body: (JSONReader) -> R) -> R {
        input.withUnsafeBufferPointer { input in
            unescaped.withUnsafeBufferPointer { unescaped in
                withExtendedLifetime(tokens) { body(JSONReader(tokens: tokens.tokens, input: input, unescaped: unescaped)) }
            }
        }
    }

    /// Whether `bytes` are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, at most U+10FFFF).
    /// - Complexity: O(n).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard index + length <= count else { return false }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return false }
            for k in 2..<max(2, length) where bytes[index + k] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
