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

    /// An object of `field`'s numbers, each in its range, keyed by its members, each at most
    /// once: the values of those present, in `values`.
    @inline(__always)
    private mutating func numbers(_ field: ViewField, into values: inout (Double, Double, Double, Double)) throws(Declined) {
        let entry = field.entry
        guard try open(UInt8(ascii: "{")) else { return }
        var seen = 0
        repeat {
            let slot = try member(entry.members)
            guard seen & (1 << slot) == 0 else { throw Declined() }
            seen |= 1 << slot
            // `number()` bounds every number by the lengths' range.
            let value = entry.range.lowerBound > -ConstraintRules.maxLength
                ? try number(atLeast: entry.range.lowerBound) : try number()
            switch slot {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
        } while try more(UInt8(ascii: "{"))
    }

    mutating func intrinsicSize() throws(Declined) -> OptionalSize {
        if let size = compactSize() { return size }
        // NaN marks a member left out: a number read is never NaN.
        var values = (Double.nan, Double.nan, Double.nan, Double.nan)
        try numbers(.intrinsicContentSize, into: &values)
        return OptionalSize(width: values.0.isNaN ? nil : values.0, height: values.1.isNaN ? nil : values.1)
    }

    mutating func baselines() throws(Declined) -> Baselines {
        var values = (Double.nan, Double.nan, Double.nan, Double.nan)
        try numbers(.baselines, into: &values)
        return Baselines(firstFromTop: values.0.isNaN ? nil : values.0, lastFromBottom: values.1.isNaN ? nil : values.1)
    }

    /// A priorities field (`contentHugging`, `compressionResistance`); omitted axes keep the
    /// table's default.
    @inline(__always)
    mutating func priorities(_ field: ViewField) throws(Declined) -> AxisPriorities {
        let entry = field.entry
        let defaults = AxisPriorities(entry.defaultValue.numbers)
        let usual = compactIntegers(entry.members, over: (defaults.horizontal, defaults.vertical, 0, 0))
        if let usual, entry.range.contains(usual.0), entry.range.contains(usual.1) {
            return AxisPriorities(horizontal: usual.0, vertical: usual.1)
        }
        guard try open(UInt8(ascii: "{")) else { return defaults }
        var priorities = defaults
        var seen = 0
        repeat {
            let axis = try member(entry.members)
            guard seen & (1 << axis) == 0 else { throw Declined() }
            seen |= 1 << axis
            let value = try anyPriority()
            guard entry.range.contains(value) else { throw Declined() }
            if axis == 0 { priorities.horizontal = value } else { priorities.vertical = value }
        } while try more(UInt8(ascii: "{"))
        return priorities
    }

    /// A number or one of UIKit's named priorities, in any range.
    mutating func anyPriority() throws(Declined) -> Double {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { return try number() }
        guard let named = ConstraintRules.namedPriority(Self.text(try string())) else { throw Declined() }
        return named
    }

    /// Omitted edges keep UIKit's default margin of 8; negative margins are allowed. With the
    /// margins, the edges written (``ViewNode/declaredMargins``).
    mutating func margins() throws(Declined) -> (DirectionalInsets, UInt8) {
        let entry = ViewField.layoutMargins.entry
        // NaN marks a member left out: a number read is never NaN.
        var edges = (Double.nan, Double.nan, Double.nan, Double.nan)
        if let usual = compactIntegers(entry.members, over: edges) {
            edges = usual
        } else {
            try numbers(.layoutMargins, into: &edges)
        }
        let declared = DirectionalInsets.declared(!edges.0.isNaN, !edges.1.isNaN, !edges.2.isNaN, !edges.3.isNaN)
        let defaults = entry.defaultValue.numbers
        return (
            DirectionalInsets(
                top: edges.0.isNaN ? defaults.0 : edges.0, leading: edges.1.isNaN ? defaults.1 : edges.1,
                bottom: edges.2.isNaN ? defaults.2 : edges.2, trailing: edges.3.isNaN ? defaults.3 : edges.3),
            declared
        )
    }

    mutating func safeArea() throws(Declined) -> EdgeInsets {
        var edges = ViewField.safeAreaInsets.entry.defaultValue.numbers
        try numbers(.safeAreaInsets, into: &edges)
        return EdgeInsets(top: edges.0, left: edges.1, bottom: edges.2, right: edges.3)
    }

    /// A button's `contentEdgeInsets`; omitted edges are 0.
    mutating func contentEdgeInsets() throws(Declined) -> DirectionalInsets {
        var edges = ViewField.contentEdgeInsets.entry.defaultValue.numbers
        try numbers(.contentEdgeInsets, into: &edges)
        return DirectionalInsets(top: edges.0, leading: edges.1, bottom: edges.2, trailing: edges.3)
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
