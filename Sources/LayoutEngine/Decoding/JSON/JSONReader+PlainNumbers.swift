extension JSONReader {
    /// Reads an object whose members are all distinct known keys with finite numbers in `range`,
    /// the common case of a view's small objects (`intrinsicContentSize`, `layoutMargins`), in one
    /// pass without pointers or closures; `field` gives a key's slot (0 to 3).
    ///
    /// Returns false, having changed nothing, for anything else: the caller's general path then
    /// reads the object and reports exactly what is wrong.
    /// - Complexity: O(members), at most 4.
    @inline(__always)
    func plainNumbers<T>(
        _ object: JSONNode, named field: (JSONKey) -> Int?,
        into a: inout T, _ b: inout T, _ c: T, _ d: T, in range: ClosedRange<Double>
    ) -> Bool where T: PlainNumberSlot {
        var c = c, d = d
        return plainNumbers(object, named: field, into: &a, &b, &c, &d, in: range)
    }

    @inline(__always)
    func plainNumbers<T>(
        _ object: JSONNode, named field: (JSONKey) -> Int?,
        into a: inout T, _ b: inout T, _ c: inout T, _ d: inout T, in range: ClosedRange<Double>
    ) -> Bool where T: PlainNumberSlot {
        let header = tokens[object.index]
        guard header.kind == .object, header.count <= 4 else { return false }
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var seen: UInt8 = 0
        var index = object.index &+ 1
        for _ in 0..<Int(header.count) {
            let valueToken = tokens[index &+ 1]
            guard valueToken.kind == .number, let slot = field(JSONKey(bytes: bytes(JSONNode(index: index)))),
                  seen & (1 << slot) == 0 else { return false }
            let number = Double(bitPattern: valueToken.payload)
            guard number.isFinite, range.contains(number) else { return false }
            seen |= 1 << slot
            switch slot {
            case 0: values.0 = number
            case 1: values.1 = number
            case 2: values.2 = number
            default: values.3 = number
            }
            index &+= 2
        }
        if seen & 1 != 0 { a.set(values.0) }
        if seen & 2 != 0 { b.set(values.1) }
        if seen & 4 != 0 { c.set(values.2) }
        if seen & 8 != 0 { d.set(values.3) }
        return true
    }
}

/// A field the plain-numbers fast path can set: `Double`, or `Double?`.
protocol PlainNumberSlot {
    mutating func set(_ number: Double)
}

extension Double: PlainNumberSlot {
    @inline(__always)
    mutating func set(_ number: Double) { self = number }
}

extension Optional: PlainNumberSlot where Wrapped == Double {
    @inline(__always)
    mutating func set(_ number: Double) { self = number }
}
