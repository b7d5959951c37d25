/// Decodes a layout document in one pass straight from the request's bytes into the one
/// ``LayoutDocument`` every later stage reads, or finds every error in it.
///
/// Valid values are read in place, the common forms on short branches (strings with escapes or
/// bytes past ASCII, numbers with exponents or many digits, and views too deep for their pointers
/// to pack, ``PackedViewPointer``, about 17 levels, take slower ones). A value it cannot take
/// throws ``Declined`` inside its reader, and the member loop around it hands the value's bytes
/// to the error path (``FieldChecker``), which reports every error in it at its JSON Pointer; the
/// decode then goes on after it, so an invalid document is still read once, and every error is
/// found (``ErrorLog`` puts them in document order). Bytes that are not JSON end the decode with
/// the parser's words, line and column.
///
/// Views recurse, at most `LayoutLimits.maxViewDepth` levels (the documented limit; a view past
/// it is a 422 and its value is skipped without recursion): the rest of the pipeline recurses on
/// the tree's depth as well.
public struct DocumentDecoder {
    /// Why a fast reader stopped: the value is not of a form it takes, which the member loop around
    /// it then hands to the error path.
    struct Declined: Error {}

    /// The request, for the error path's parser.
    let json: [UInt8]
    let base: UnsafePointer<UInt8>
    let end: Int
    var index = 0
    var viewCount = 0
    /// How many views carry `variants` (``LayoutDocument/variantViews``).
    var variantViews = 0
    let limits: LayoutLimits
    /// The levels of views this decoder recurses before it stops with ``JSONParseError/tooDeep``
    /// (``decode(_:limits:)`` then decodes on a ``DeepStack`` thread).
    var maxRecursion = Int.max
    let ids: DeclaredIDs
    /// Whether ids are made in the small string form directly (``SmallASCIIText``).
    let smallText = SmallASCIIText.isNative
    /// The bits of the fields only stacks take, from the table once a decode rather than once a view.
    let stackOnlyBits = ViewField.stackOnlyBits
    /// The bits of the fields only the root takes, likewise.
    let rootOnlyBits = ViewField.rootOnlyBits
    /// The bits of a label's and a button's fields, likewise.
    let textBits = ViewField.textBits
    /// The bits of the text fields a label takes, and those a button takes, likewise.
    let labelBits = ViewField.textBits(of: .label)
    let buttonBits = ViewField.textBits(of: .button)
    /// The table of view fields in plain data (``ViewField/Rows``), once a decode.
    let rows = ViewField.Rows.shared
    /// The strings that had escapes, unescaped; made at the first.
    var unescaped: UnescapedStrings?
    /// The errors found; empty for a valid document.
    let log = ErrorLog()
    /// The pointer of the first view deeper than `LayoutLimits.maxViewDepth`, if any.
    var tooDeep: String?
    /// Where in the request ids written with escapes begin (their opening quote), by the address
    /// of their unescaped bytes: an error about a repeated id needs its place.
    var escapedIDs: [UnsafePointer<UInt8>: Int] = [:]

    init(json: [UInt8], base: UnsafePointer<UInt8>, count: Int, limits: LayoutLimits) {
        self.json = json
        self.base = base
        end = count
        self.limits = limits
        // About one id per 96 bytes of compact JSON (the feeds have one per 93); the table grows
        // past that if need be, and a smaller one misses the cache less at 100,000 views.
        ids = DeclaredIDs(capacity: count / 96)
    }

    /// The request's bytes.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: end) }

    // MARK: Bytes

    /// The byte at `index`, or 0 (which nothing matches) past the end.
    @inline(__always)
    var current: UInt8 { index < end ? base[index] : 0 }

    @inline(__always)
    mutating func skipSpace() {
        // Compact documents have none: one compare rules it out (whitespace is below 0x21).
        guard index < end, base[index] <= 0x20 else { return }
        // The one space after a `:` or a `,` that most encoders write (Python's `json.dumps`, as
        // `Benchmarks/server_wrk.sh` posts): stepped over here, where the call cost a seed-000
        // document 1.5% of its layout; the same as the run's loop (one space, then a byte that is no whitespace).
        if base[index] == UInt8(ascii: " "), index &+ 1 < end, base[index &+ 1] > 0x20 {
            index &+= 1
        } else {
            skipSpaceRun()
        }
    }

    /// Whitespace, with a run of spaces (indentation) 8 bytes at a time.
    @inline(never)
    private mutating func skipSpaceRun() {
        while index < end {
            switch base[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index &+= 1
            default: return
            }
            while index &+ 8 <= end {
                let others = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
                guard others == 0 else {
                    index &+= UInt64(littleEndian: others).trailingZeroBitCount >> 3
                    break
                }
                index &+= 8
            }
        }
    }

    /// Consumes `byte`, after any whitespace.
    @inline(__always)
    mutating func expect(_ byte: UInt8) throws(Declined) {
        skipSpace()
        guard current == byte else { throw Declined() }
        index &+= 1
    }

    /// Opens an array or object (`bracket`); false, with it already closed, when it is empty.
    @inline(__always)
    mutating func open(_ bracket: UInt8) throws(Declined) -> Bool {
        try expect(bracket)
        skipSpace()
        // `]` and `}` are 2 past `[` and `{`.
        guard current == bracket &+ 2 else { return true }
        index &+= 1
        return false
    }

    /// Reads an object member by member: `member` reads the value of the key it is given and
    /// answers that member's bit (one per member, a power of two), or declines an unknown key. A
    /// member written twice declines.
    /// - Complexity: O(members) plus `member`'s work.
    mutating func object(_ member: (inout DocumentDecoder, JSONKey) throws(Declined) -> UInt8) throws(Declined) {
        guard try open(UInt8(ascii: "{")) else { return }
        var seen: UInt8 = 0
        repeat {
            let bit = try member(&self, try key())
            guard seen & bit == 0 else { throw Declined() }
            seen |= bit
        } while try more(UInt8(ascii: "{"))
    }

    /// After a member or element: true when a comma announces another, false when `bracket`'s
    /// container closes.
    @inline(__always)
    mutating func more(_ bracket: UInt8) throws(Declined) -> Bool {
        // Compact documents put the comma right after the value: one compare decides.
        if index < end, base[index] == UInt8(ascii: ",") {
            index &+= 1
            return true
        }
        skipSpace()
        let byte = current
        // Left at the byte that is neither, for the error.
        guard byte == UInt8(ascii: ",") || byte == bracket &+ 2 else { throw Declined() }
        index &+= 1
        return byte == UInt8(ascii: ",")
    }

    /// A string's bytes: printable ASCII without escapes in place, any other string by
    /// ``anyString(from:)``.
    @inline(__always)
    mutating func string() throws(Declined) -> UnsafeBufferPointer<UInt8> {
        try expect(UInt8(ascii: "\""))
        let start = index
        var position = index
        while position &+ 8 <= end {
            let plain = JSONParser.plainASCIIPrefix(buffer, at: position)
            position &+= plain
            if plain < 8 { break }
        }
        while position < end, Self.isPlain(base[position]) { position &+= 1 }
        guard position < end, base[position] == UInt8(ascii: "\"") else { return try anyString(from: start) }
        index = position &+ 1
        return UnsafeBufferPointer(start: base + start, count: position &- start)
    }

    /// The string whose bytes begin at `start` (past its opening quote), as the parser reads it:
    /// bytes past ASCII in place once checked as UTF-8, escapes unescaped into ``unescaped``;
    /// declined where the parser reports an error (a control byte, a bad escape, a lone
    /// surrogate, bytes that are not UTF-8, no closing quote).
    /// - Complexity: O(length of the string).
    @inline(never)
    private mutating func anyString(from start: Int) throws(Declined) -> UnsafeBufferPointer<UInt8> {
        var position = start
        var ascii = true
        while position < end, base[position] != UInt8(ascii: "\\") {
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                let bytes = UnsafeBufferPointer(start: base + start, count: position &- start)
                guard ascii || JSONTape.isValidUTF8(bytes) else { throw Declined() }
                index = position &+ 1
                return bytes
            }
            guard byte >= 0x20 else { throw Declined() }
            if byte >= 0x80 { ascii = false }
            position &+= 1
        }
        var text = Array(UnsafeBufferPointer(start: base + start, count: position &- start))
        while position < end {
            let byte = base[position]
            position &+= 1
            if byte == UInt8(ascii: "\"") {
                guard text.withUnsafeBufferPointer(JSONTape.isValidUTF8) else { throw Declined() }
                index = position
                if unescaped == nil { unescaped = UnescapedStrings() }
                return unescaped.unsafelyUnwrapped.keep(text)
            }
            guard byte >= 0x20 else { throw Declined() }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard position < end else { throw Declined() }
            let code = base[position]
            position &+= 1
            switch code {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(code)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(at: position)
                position &+= 4
                guard !(0xDC00...0xDFFF).contains(scalar) else { throw Declined() }
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate must be followed by an escaped low one.
                    guard end &- position >= 6, base[position] == UInt8(ascii: "\\"),
                        base[position &+ 1] == UInt8(ascii: "u")
                    else { throw Declined() }
                    let low = try hex4(at: position &+ 2)
                    guard (0xDC00...0xDFFF).contains(low) else { throw Declined() }
                    position &+= 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let character = Unicode.Scalar(scalar) else { throw Declined() }
                UTF8.encode(character) { text.append($0) }
            default: throw Declined()
            }
        }
        throw Declined()
    }

    /// The 4 hexadecimal digits at `position`, of a `\\u` escape.
    private func hex4(at position: Int) throws(Declined) -> UInt32 {
        guard end &- position >= 4 else { throw Declined() }
        var value: UInt32 = 0
        for byte in UnsafeBufferPointer(start: base + position, count: 4) {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw Declined()
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Consumes `word` when the input continues with it, compared a word at a time.
    @inline(__always)
    mutating func take(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end &- index >= count, JSONKey.same(base + index, word.utf8Start, count) else { return false }
        index &+= count
        return true
    }

    /// An id, `[A-Za-z_][A-Za-z0-9_-]*`, in quotes: its bytes (in the request unless written
    /// with escapes).
    @inline(__always)
    mutating func identifier() throws(Declined) -> UnsafeBufferPointer<UInt8> {
        try expect(UInt8(ascii: "\""))
        let start = index
        guard start < end, Self.isIdentifierStart(base[start]) else { return try anyIdentifier(from: start) }
        var position = start &+ 1
        while end &- position >= 8 {
            let others = TextScanner.nonIdentifierBytes(
                UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)), hyphens: true)
            guard others == 0 else {
                position &+= others.trailingZeroBitCount >> 3
                break
            }
            position &+= 8
        }
        while position < end, Self.isIdentifierBody(base[position]) { position &+= 1 }
        guard position < end, base[position] == UInt8(ascii: "\"") else { return try anyIdentifier(from: start) }
        index = position &+ 1
        return UnsafeBufferPointer(start: base + start, count: position &- start)
    }

    /// ``identifier()`` for an id that is not plain in the request: the string from `start`
    /// (past its opening quote), unescaped, must still be an id.
    @inline(never)
    private mutating func anyIdentifier(from start: Int) throws(Declined) -> UnsafeBufferPointer<UInt8> {
        let bytes = try anyString(from: start)
        guard let first = bytes.first, Self.isIdentifierStart(first), bytes.dropFirst().allSatisfy(Self.isIdentifierBody)
        else { throw Declined() }
        return bytes
    }

    /// Whether `bytes` lie in the request (rather than in ``unescaped``).
    @inline(__always)
    func isInRequest(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = bytes.baseAddress.unsafelyUnwrapped
        return start >= base && start < base + end
    }

    /// Letters and `_`: bits 1 to 26, 31 and 33 to 58 above 64.
    @inline(__always)
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        let letters: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return byte >= 64 && byte < 128 && (letters >> UInt64(byte & 63)) & 1 != 0
    }

    /// Letters, `_`, digits and `-` (bits 45 and 48 to 57 below 64).
    @inline(__always)
    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        let letters: UInt64 = 0x07FF_FFFE_87FF_FFFE, digits: UInt64 = 0x03FF_2000_0000_0000
        let mask = byte < 64 ? digits : byte < 128 ? letters : 0
        return (mask >> UInt64(byte & 63)) & 1 != 0
    }

    /// An object member's key and the `:` after it.
    @inline(__always)
    mutating func key() throws(Declined) -> JSONKey {
        let key = JSONKey(bytes: try string())
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// The string `bytes` hold (printable ASCII).
    @inline(__always)
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }

    mutating func bool() throws(Declined) -> Bool {
        skipSpace()
        if matches("true") { return true }
        if matches("false") { return false }
        throw Declined()
    }

    /// Consumes `word` when the input continues with it.
    @inline(__always)
    mutating func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end &- index >= count else { return false }
        for k in 0..<count where base[index &+ k] != word.utf8Start[k] { return false }
        index &+= count
        return true
    }

    // MARK: Numbers

    /// A number of at most 15 significant digits and 22 decimals, without exponent: it reads
    /// exactly as the parser reads it (the digits as an integer, divided once by a power of
    /// ten, so rounded once), and is finite; declined past ``ConstraintRules/maxLength`` in
    /// magnitude, which the contract refuses.
    @inline(__always)
    mutating func number() throws(Declined) -> Double {
        skipSpace()
        // Most numbers are small positive integers: read them in one short loop.
        var position = index
        if position < end, base[position] &- UInt8(ascii: "1") < 9 {
            var integer = UInt64(base[position] &- UInt8(ascii: "0"))
            position &+= 1
            while position < end, base[position] &- UInt8(ascii: "0") < 10 {
                integer = integer &* 10 &+ UInt64(base[position] &- UInt8(ascii: "0"))
                position &+= 1
            }
            let next = position < end ? base[position] : 0
            if position &- index <= 8, Double(integer) <= ConstraintRules.maxLength, next != UInt8(ascii: "."),
                next | 0x20 != UInt8(ascii: "e") {
                index = position
                return Double(integer)
            }
        }
        return try anyNumber()
    }

    /// ``number()`` for all but plain integers.
    @inline(never)
    private mutating func anyNumber() throws(Declined) -> Double {
        var position = index
        let negative = position < end && base[position] == UInt8(ascii: "-")
        if negative { position &+= 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        guard position < end, Self.isDigit(base[position]) else { throw Declined() }
        if base[position] == UInt8(ascii: "0") {
            position &+= 1
        } else {
            while position < end, Self.isDigit(base[position]) {
                mantissa = mantissa &* 10 &+ UInt64(base[position] &- UInt8(ascii: "0"))
                digits &+= 1
                position &+= 1
            }
        }
        var decimals = 0
        if position < end, base[position] == UInt8(ascii: ".") {
            position &+= 1
            guard position < end, Self.isDigit(base[position]) else { throw Declined() }
            while position < end, Self.isDigit(base[position]) {
                let digit = UInt64(base[position] &- UInt8(ascii: "0"))
                // Zeros before the first significant digit only scale.
                if mantissa != 0 || digit != 0 {
                    mantissa = mantissa &* 10 &+ digit
                    digits &+= 1
                }
                decimals &+= 1
                position &+= 1
            }
        }
        guard digits <= 15, decimals <= 22 else { return try exactNumber() }
        if position < end {
            // A digit here is a leading zero's successor, which JSON forbids.
            let next = base[position]
            guard !Self.isDigit(next) else { throw Declined() }
            if next | 0x20 == UInt8(ascii: "e") { return try exactNumber() }
        }
        var value = Double(mantissa)
        if decimals > 0 { value /= Self.powerOfTen(decimals) }
        // Every number of a document is a length, a multiplier or a priority: none is larger.
        guard value <= ConstraintRules.maxLength else { throw Declined() }
        index = position
        return negative ? -value : value
    }

    /// ``number()`` for numbers with an exponent, more than 15 significant digits or more than
    /// 22 decimals: the JSON number at ``index`` converted with correct rounding (as `Double`'s
    /// own parser rounds); declined past ``ConstraintRules/maxLength`` in magnitude.
    @inline(never)
    private mutating func exactNumber() throws(Declined) -> Double {
        var position = index
        func digits() {
            while position < end, Self.isDigit(base[position]) { position &+= 1 }
        }
        if position < end, base[position] == UInt8(ascii: "-") { position &+= 1 }
        guard position < end, Self.isDigit(base[position]) else { throw Declined() }
        if base[position] == UInt8(ascii: "0") {
            position &+= 1
            guard position == end || !Self.isDigit(base[position]) else { throw Declined() }
        } else {
            digits()
        }
        if position < end, base[position] == UInt8(ascii: ".") {
            position &+= 1
            guard position < end, Self.isDigit(base[position]) else { throw Declined() }
            digits()
        }
        if position < end, base[position] | 0x20 == UInt8(ascii: "e") {
            position &+= 1
            if position < end, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") { position &+= 1 }
            guard position < end, Self.isDigit(base[position]) else { throw Declined() }
            digits()
        }
        let text = String(decoding: UnsafeBufferPointer(start: base + index, count: position &- index), as: UTF8.self)
        guard let value = Double(text), value.magnitude <= ConstraintRules.maxLength else { throw Declined() }
        index = position
        return value
    }

    /// A number at least `minimum`.
    @inline(__always)
    mutating func number(atLeast minimum: Double) throws(Declined) -> Double {
        let value = try number()
        guard value >= minimum else { throw Declined() }
        return value
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// 10^k for k in 0...22, all exact.
    private static func powerOfTen(_ k: Int) -> Double {
        var value = 1.0
        for _ in 0..<k { value *= 10 }
        return value
    }
}
