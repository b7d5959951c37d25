extension DocumentDecoder {
    /// The key that comes next and the `:` after it, when it is one of `row`'s members: its
    /// place among them. Compared in place as written plainly (``ViewField/MemberKey``), else
    /// read as any string (spaces, escapes) and compared whole.
    @inline(__always)
    private mutating func member(_ row: UnsafePointer<ViewField.Row>) throws(Declined) -> Int {
        skipSpace()
        for slot in 0..<row.pointee.memberCount {
            let key = row.pointee.members[slot].key
            if end &- index >= key.count, JSONKey.same(base + index, key.start, key.count) {
                index &+= key.count
                return slot
            }
        }
        let key = try key()
        for slot in 0..<row.pointee.memberCount {
            // The name is the key less its quotes and colon.
            let name = row.pointee.members[slot].key
            if key.bytes.count == name.count &- 3, JSONKey.same(key.bytes.baseAddress.unsafelyUnwrapped, name.start + 1, name.count &- 3) {
                return slot
            }
        }
        throw Declined()
    }

    /// The index of the name of `row`'s choice that comes next: compared in place, quotes
    /// included, as written plainly; else read as any string (escapes) and compared whole.
    @inline(__always)
    mutating func choice(_ row: UnsafePointer<ViewField.Row>) throws(Declined) -> Int? {
        skipSpace()
        let available = end &- index
        if available >= 16 {
            // The first 16 bytes once, compared with each name's.
            let start = base + index
            let word = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
            let word2 = UnsafeRawPointer(start).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let names = row.pointee.quotedChoiceNames
            var name = 0
            while name < row.pointee.choiceCount {
                if names[name].matches(word, word2, at: start, available: available) {
                    index &+= names[name].key.count
                    return name
                }
                name &+= 1
            }
        }
        return try choiceAsString(row)
    }

    /// The index of the name of `row`'s choice that comes next, read as any string (escapes):
    /// out of line, so that the plain case above stays small enough to inline.
    @inline(never)
    private mutating func choiceAsString(_ row: UnsafePointer<ViewField.Row>) throws(Declined) -> Int? {
        row.choice(named: try string())
    }

    /// A group of numbers (``ViewField/Shape/lengths`` or ``ViewField/Shape/priorities``): an
    /// object of the numbers of `row`'s field, each in its range, keyed by its members, each at
    /// most once. The numbers by member, and the bits of the members written (the others keep
    /// the view's values, the table's defaults).
    @inline(__always)
    mutating func numberGroup(_ row: UnsafePointer<ViewField.Row>) throws(Declined) -> ((Double, Double, Double, Double), UInt8) {
        var values = (0.0, 0.0, 0.0, 0.0)
        var written: UInt8 = 0
        guard try open(UInt8(ascii: "{")) else { return (values, 0) }
        repeat {
            let slot = try member(row)
            guard written & (1 << slot) == 0 else { throw Declined() }
            written |= 1 << slot
            let value = row.pointee.priorities ? try anyPriority() : try number()
            guard value >= row.pointee.lower && value <= row.pointee.upper else { throw Declined() }
            switch slot {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
        } while try more(UInt8(ascii: "{"))
        return (values, written)
    }

    /// A number or one of UIKit's named priorities, in any range.
    mutating func anyPriority() throws(Declined) -> Double {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { return try number() }
        guard let named = ConstraintRules.namedPriority(Self.text(try string())) else { throw Declined() }
        return named
    }

    /// A `font`, each member at most once and of its type and range.
    mutating func font() throws(Declined) -> FontSpec {
        var font = FontSpec()
        guard try open(UInt8(ascii: "{")) else { return font }
        var seen = 0
        repeat {
            let slot = try member(rows[.font])
            guard seen & (1 << slot) == 0 else { throw Declined() }
            seen |= 1 << slot
            switch slot {
            case 0: font.family = Self.text(try string())
            case 1:
                let size = try number()
                guard FontSpec.sizeProblem(size) == nil else { throw Declined() }
                font.size = size
            case 2:
                skipSpace()
                if current == UInt8(ascii: "\"") {
                    guard let weight = FontSpec.weight(named: Self.text(try string())) else { throw Declined() }
                    font.weight = weight
                } else {
                    let weight = try number()
                    guard FontSpec.weightProblem(weight) == nil else { throw Declined() }
                    font.weight = Int(weight)
                }
            default: font.italic = try bool()
            }
        } while try more(UInt8(ascii: "{"))
        return font
    }

    /// A number, or `"system"` (8).
    @inline(__always)
    mutating func spacing() throws(Declined) -> Double {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { return try number() }
        guard JSONKey(bytes: try string()).equals("system") else { throw Declined() }
        return 8
    }

    /// The entries in document order; a repeated view id declines. Repeats are looked for back
    /// through the entries, or in a set past the first 64.
    mutating func customSpacings() throws(Declined) -> [(viewID: String, spacing: Double)] {
        guard try open(UInt8(ascii: "{")) else { return [] }
        var entries: [(viewID: String, spacing: Double)] = []
        var many: Set<String> = []
        repeat {
            let id = Self.text(try key().bytes)
            if entries.count < 64 {
                guard !entries.contains(where: { $0.viewID == id }) else { throw Declined() }
            } else {
                if many.isEmpty { many = Set(entries.map(\.viewID)) }
                guard many.insert(id).inserted else { throw Declined() }
            }
            entries.append((id, try number()))
        } while try more(UInt8(ascii: "{"))
        return entries
    }
}
