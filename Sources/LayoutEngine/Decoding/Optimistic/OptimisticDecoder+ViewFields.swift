extension OptimisticDecoder {
    /// The key that comes next, its closing quote and the `:` after it, when it is one of the
    /// (up to 4) names given with their closing quotes: its place among them. Compared in place
    /// as written plainly, else read as any string (escapes) and compared whole.
    @inline(__always)
    private mutating func member(
        _ a: StaticString, _ b: StaticString, _ c: StaticString = "", _ d: StaticString = ""
    ) throws(Declined) -> Int {
        try expect(UInt8(ascii: "\""))
        let slot: Int
        if take(a) {
            slot = 0
        } else if take(b) {
            slot = 1
        } else if c.utf8CodeUnitCount > 0 && take(c) {
            slot = 2
        } else if d.utf8CodeUnitCount > 0 && take(d) {
            slot = 3
        } else {
            // Back to the opening quote.
            index &-= 1
            return try anyMember(key(), a, b, c, d)
        }
        try expect(UInt8(ascii: ":"))
        return slot
    }

    /// ``member(_:_:_:_:)`` for a key read whole: its place among the names (each with its
    /// closing quote, empty ones unused).
    @inline(never)
    private func anyMember(
        _ key: JSONKey, _ a: StaticString, _ b: StaticString, _ c: StaticString, _ d: StaticString
    ) throws(Declined) -> Int {
        for (slot, name) in [a, b, c, d].enumerated() where name.utf8CodeUnitCount > 0 {
            let count = name.utf8CodeUnitCount &- 1
            if key.bytes.count == count, count == 0 || JSONKey.same(key.bytes.baseAddress!, name.utf8Start, count) {
                return slot
            }
        }
        throw Declined()
    }

    /// An object of numbers, each at least `minimum`, with keys among `names` (with their
    /// closing quotes), each at most once: the values of those present, in `values`.
    @inline(__always)
    private mutating func numbers(
        _ names: (StaticString, StaticString, StaticString, StaticString), minimum: Double,
        into values: inout (Double, Double, Double, Double)
    ) throws(Declined) {
        guard try open(UInt8(ascii: "{")) else { return }
        var seen = 0
        repeat {
            let field = try member(names.0, names.1, names.2, names.3)
            guard seen & (1 << field) == 0 else { throw Declined() }
            seen |= 1 << field
            let value = try number(atLeast: minimum)
            switch field {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
        } while try more(UInt8(ascii: "{"))
    }

    mutating func intrinsicSize() throws(Declined) -> OptionalSize {
        if let size = compactSize() { return size }
        guard try open(UInt8(ascii: "{")) else { return OptionalSize() }
        var size = OptionalSize()
        repeat {
            if try member("width\"", "height\"") == 0 {
                guard size.width == nil else { throw Declined() }
                size.width = try number(atLeast: 0)
            } else {
                guard size.height == nil else { throw Declined() }
                size.height = try number(atLeast: 0)
            }
        } while try more(UInt8(ascii: "{"))
        return size
    }

    mutating func baselines() throws(Declined) -> Baselines {
        guard try open(UInt8(ascii: "{")) else { return Baselines() }
        var baselines = Baselines()
        repeat {
            if try member("firstFromTop\"", "lastFromBottom\"") == 0 {
                guard baselines.firstFromTop == nil else { throw Declined() }
                baselines.firstFromTop = try number()
            } else {
                guard baselines.lastFromBottom == nil else { throw Declined() }
                baselines.lastFromBottom = try number()
            }
        } while try more(UInt8(ascii: "{"))
        return baselines
    }

    /// Omitted axes keep `defaults`.
    mutating func priorities(_ defaults: AxisPriorities) throws(Declined) -> AxisPriorities {
        let usual = compactIntegers(
            ("\"horizontal\":", "\"vertical\":", "", ""), over: (defaults.horizontal, defaults.vertical, 0, 0))
        if let usual, usual.0 <= 1000, usual.1 <= 1000 {
            return AxisPriorities(horizontal: usual.0, vertical: usual.1)
        }
        guard try open(UInt8(ascii: "{")) else { return defaults }
        var priorities = defaults
        var seen = 0
        repeat {
            let axis = try member("horizontal\"", "vertical\"")
            guard seen & (1 << axis) == 0 else { throw Declined() }
            seen |= 1 << axis
            let value = try priority()
            if axis == 0 { priorities.horizontal = value } else { priorities.vertical = value }
        } while try more(UInt8(ascii: "{"))
        return priorities
    }

    /// A priority in [1, 1000]: a number or one of UIKit's names.
    private mutating func priority() throws(Declined) -> Double {
        let value = try anyPriority()
        guard value >= 1 && value <= 1000 else { throw Declined() }
        return value
    }

    /// A number or one of UIKit's named priorities, in any range.
    mutating func anyPriority() throws(Declined) -> Double {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { return try number() }
        guard let named = ConstraintRules.namedPriority(Self.text(try string())) else { throw Declined() }
        return named
    }

    /// Omitted edges keep UIKit's default margin of 8; negative margins are allowed.
    mutating func margins() throws(Declined) -> DirectionalInsets {
        var edges = (8.0, 8.0, 8.0, 8.0)
        if let usual = compactIntegers(("\"top\":", "\"leading\":", "\"bottom\":", "\"trailing\":"), over: edges) {
            edges = usual
        } else {
            try numbers(("top\"", "leading\"", "bottom\"", "trailing\""), minimum: -.infinity, into: &edges)
        }
        return DirectionalInsets(top: edges.0, leading: edges.1, bottom: edges.2, trailing: edges.3)
    }

    mutating func safeArea() throws(Declined) -> EdgeInsets {
        var edges = (0.0, 0.0, 0.0, 0.0)
        try numbers(("top\"", "left\"", "bottom\"", "right\""), minimum: 0, into: &edges)
        return EdgeInsets(top: edges.0, left: edges.1, bottom: edges.2, right: edges.3)
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
