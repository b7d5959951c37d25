/// Decodes, in one pass straight from the request's bytes, the layout documents it fully
/// understands and that are valid; declines everything else, which ``DocumentDecoder`` then reads
/// with its full decoder, so that every error and its JSON Pointer are that decoder's.
///
/// It enforces what the full decoder enforces (limits, id syntax and uniqueness, number ranges,
/// enum values, where each field applies, the rules of constraints and visual formats) and
/// declines at the first thing it would have to report or does not handle: an unknown or
/// repeated field, a string with an escape or a byte past ASCII, a number with an exponent or
/// more than 15 digits, a view nested too deep for its pointer to pack.
///
/// It needs no nesting limit of its own: only views nest without a bound in the schema, and a
/// view's pointer packs (``PackedViewPointer``) only some 17 levels deep, about 40 levels of
/// JSON, so its recursion stays shallow; it declines views past `LayoutLimits.maxViewDepth`.
struct OptimisticDecoder {
    /// Why the decoder stopped: always "not mine", whatever the reason; reading straight into a
    /// ``DirectTree``, also whether the reason was only the direct solver's class.
    struct Declined: Error {
        var isOutsideDirectClass = false
    }

    /// What reading a request straight into a ``DirectTree`` gave.
    enum DirectReading {
        case document(DirectDocument.Parts)
        /// A document the decoder reads, outside the direct solver's class.
        case outsideDirectClass
        /// A document the decoder declines however it is read.
        case declined
    }

    let base: UnsafePointer<UInt8>
    let end: Int
    var index = 0
    var viewCount = 0
    let limits: LayoutLimits
    let ids: DeclaredIDs
    let keyOrder = ViewKeyOrder.make()
    /// Whether ids are made in the small string form directly (``SmallASCIIText``).
    let smallText = SmallASCIIText.isNative

    private init(base: UnsafePointer<UInt8>, count: Int, limits: LayoutLimits) {
        self.base = base
        end = count
        self.limits = limits
        // About one id per 96 bytes of compact JSON (the feeds have one per 93); the table grows
        // past that if need be, and a smaller one misses the cache less at 100,000 views.
        ids = DeclaredIDs(capacity: count / 96)
    }

    /// The document `json` holds, or nil when the full decoder must read it.
    /// - Complexity: O(n) in the length of `json`.
    static func decode(_ json: [UInt8], limits: LayoutLimits) -> LayoutDocument? {
        try? reading(json, limits: limits) { decoder throws(Declined) in try decoder.document() }.get()
    }

    /// The document `json` holds read straight into a ``DirectTree`` (``directDocument()``), or
    /// why not.
    /// - Complexity: O(n) in the length of `json`.
    static func directDocument(_ json: [UInt8], limits: LayoutLimits) -> DirectReading {
        switch reading(json, limits: limits, { decoder throws(Declined) in try decoder.directDocument() }) {
        case .success(let parts): return .document(parts)
        case .failure(let declined): return declined.isOutsideDirectClass ? .outsideDirectClass : .declined
        }
    }

    /// What `read` makes of `json` with a decoder over its bytes.
    private static func reading<Read>(
        _ json: [UInt8], limits: LayoutLimits, _ read: (inout OptimisticDecoder) throws(Declined) -> Read
    ) -> Result<Read, Declined> {
        json.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .failure(Declined()) }
            var decoder = OptimisticDecoder(base: base, count: buffer.count, limits: limits)
            defer { decoder.keyOrder.free() }
            return Result { () throws(Declined) in try read(&decoder) }
        }
    }

    // MARK: Bytes

    /// The byte at `index`, or 0 (which nothing matches) past the end.
    @inline(__always)
    var current: UInt8 { index < end ? base[index] : 0 }

    @inline(__always)
    mutating func skipSpace() {
        // Compact documents have none: one compare rules it out (whitespace is below 0x21).
        if index < end, base[index] <= 0x20 { skipSpaceRun() }
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
        index &+= 1
        if byte == UInt8(ascii: ",") { return true }
        guard byte == bracket &+ 2 else { throw Declined() }
        return false
    }

    /// A string's bytes: printable ASCII without escapes, else declined.
    @inline(__always)
    mutating func string() throws(Declined) -> UnsafeBufferPointer<UInt8> {
        try expect(UInt8(ascii: "\""))
        let start = index
        var position = index
        while position &+ 8 <= end {
            let plain = JSONParser.plainASCIIPrefix(UnsafeBufferPointer(start: base, count: end), at: position)
            position &+= plain
            if plain < 8 { break }
        }
        while position < end, Self.isPlain(base[position]) { position &+= 1 }
        guard position < end, base[position] == UInt8(ascii: "\"") else { throw Declined() }
        index = position &+ 1
        return UnsafeBufferPointer(start: base + start, count: position &- start)
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

    /// An id, `[A-Za-z_][A-Za-z0-9_-]*`, in quotes: its bytes.
    @inline(__always)
    mutating func identifier() throws(Declined) -> UnsafeBufferPointer<UInt8> {
        try expect(UInt8(ascii: "\""))
        let start = index
        guard start < end, Self.isIdentifierStart(base[start]) else { throw Declined() }
        var position = start &+ 1
        while end &- position >= 8 {
            let others = Self.nonIdentifierBytes(UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            guard others == 0 else {
                position &+= UInt64(littleEndian: others).trailingZeroBitCount >> 3
                break
            }
            position &+= 8
        }
        while position < end, Self.isIdentifierBody(base[position]) { position &+= 1 }
        guard position < end, base[position] == UInt8(ascii: "\"") else { throw Declined() }
        index = position &+ 1
        return UnsafeBufferPointer(start: base + start, count: position &- start)
    }

    /// The high bit of each byte of `word` (8 bytes in memory order) that is not a letter, digit,
    /// `_` or `-`: exact up to and including the first such byte (a byte past ASCII may carry
    /// into the bytes after it).
    @inline(__always)
    private static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let bytes = UInt64(littleEndian: word)
        /// The high bit of each byte (below 0x80) from `low` to `high`.
        @inline(__always)
        func within(_ value: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
            (value &+ (0x80 &- low) &* ones) & ~(value &+ (0x7F &- high) &* ones)
        }
        // Setting bit 5 maps upper-case letters, and only them, onto lower-case ones.
        let identifier = within(bytes, 0x30, 0x39) | within(bytes | 0x2020_2020_2020_2020, 0x61, 0x7A)
            | within(bytes, 0x5F, 0x5F) | within(bytes, 0x2D, 0x2D)
        return ~identifier & highs | bytes & highs
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
    /// magnitude, which the full decoder refuses.
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
        guard digits <= 15, decimals <= 22 else { throw Declined() }
        if position < end {
            // A digit here is a leading zero's successor; `e` an exponent.
            let next = base[position]
            guard !Self.isDigit(next), next | 0x20 != UInt8(ascii: "e") else { throw Declined() }
        }
        var value = Double(mantissa)
        if decimals > 0 { value /= Self.powerOfTen(decimals) }
        // Every number of a document is a length, a multiplier or a priority: none is larger.
        guard value <= ConstraintRules.maxLength else { throw Declined() }
        index = position
        return negative ? -value : value
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
