extension DocumentDecoder {
    /// The key that comes next and the `:` after it, when it is one of `members`: its place
    /// among them. Compared in place as written plainly, else read as any string (escapes) and
    /// compared whole.
    @inline(__always)
    private mutating func member(_ members: ViewField.Members) throws(Declined) -> Int {
        try expect(UInt8(ascii: "\""))
        let slot: Int
        if takeName(members.names.0) {
            slot = 0
        } else if takeName(members.names.1) {
            slot = 1
        } else if takeName(members.names.2) {
            slot = 2
        } else if takeName(members.names.3) {
            slot = 3
        } else {
            // Back to the opening quote.
            index &-= 1
            guard let slot = members.slot(of: try key()) else { throw Declined() }
            return slot
        }
        try expect(UInt8(ascii: ":"))
        return slot
    }

    /// `name` (not empty) and its closing quote, taken when they come next.
    @inline(__always)
    private mutating func takeName(_ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard count > 0, end &- index > count, base[index &+ count] == UInt8(ascii: "\""),
              JSONKey.same(base + index, name.utf8Start, count) else { return false }
        index &+= count &+ 1
        return true
    }

    /// A group of numbers (``ViewField/Shape/lengths`` or ``ViewField/Shape/priorities``): an
    /// object of `field`'s numbers, each in its range, keyed by its members, each at most once.
    /// The numbers by member, NaN where left out and the table has no default, and the bits of
    /// the members written.
    @inline(__always)
    mutating func numberGroup(_ field: ViewField) throws(Declined) -> ((Double, Double, Double, Double), UInt8) {
        let entry = field.entry
        // NaN marks a member left out: a number read is never NaN.
        var values = (Double.nan, Double.nan, Double.nan, Double.nan)
        if let usual = compactIntegers(entry.members, over: values) {
            values = usual
            guard Self.inRange(values, entry.range) else { throw Declined() }
        } else if try open(UInt8(ascii: "{")) {
            var seen = 0
            repeat {
                let slot = try member(entry.members)
                guard seen & (1 << slot) == 0 else { throw Declined() }
                seen |= 1 << slot
                let value = entry.shape == .priorities ? try anyPriority() : try number()
                guard entry.range.contains(value) else { throw Declined() }
                switch slot {
                case 0: values.0 = value
                case 1: values.1 = value
                case 2: values.2 = value
                default: values.3 = value
                }
            } while try more(UInt8(ascii: "{"))
        }
        let declared = DirectionalInsets.declared(!values.0.isNaN, !values.1.isNaN, !values.2.isNaN, !values.3.isNaN)
        if case .numbers(let a, let b, let c, let d) = entry.defaultValue {
            values = (values.0.isNaN ? a : values.0, values.1.isNaN ? b : values.1, values.2.isNaN ? c : values.2, values.3.isNaN ? d : values.3)
        }
        return (values, declared)
    }

    /// Whether the numbers that are there (not NaN) are in `range`.
    @inline(__always)
    private static func inRange(_ values: (Double, Double, Double, Double), _ range: ClosedRange<Double>) -> Bool {
        (values.0.isNaN || range.contains(values.0)) && (values.1.isNaN || range.contains(values.1))
            && (values.2.isNaN || range.contains(values.2)) && (values.3.isNaN || range.contains(values.3))
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
            let slot = try member(ViewField.font.entry.members)
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
