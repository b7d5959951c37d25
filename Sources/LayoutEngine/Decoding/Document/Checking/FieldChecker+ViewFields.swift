extension FieldChecker {
    /// A length (`width`, `height`, `spacing`, a custom spacing): a number in `field`'s range.
    func decodeLength(_ field: ViewField, _ value: JSONNode, _ pointer: @autoclosure () -> String) -> Double? {
        let entry = field.entry
        return number(value, pointer(), entry.what(member: nil), minimum: Self.minimum(of: entry.range))
    }

    /// An object of numbers (``ViewField/Shape/lengths`` or ``ViewField/Shape/priorities``) keyed
    /// by the table's members: each member's value over `values` (the field's default), by place.
    func decodeNumbers(
        _ field: ViewField, _ value: JSONNode, _ pointer: FieldPointer, over values: (Double?, Double?, Double?, Double?)
    ) -> (Double?, Double?, Double?, Double?) {
        let entry = field.entry, names = entry.members
        var values = values
        // Distinct known members with plain numbers in range, the common case: anything else the
        // general path reads and reports.
        if reader.plainNumbers(
            value, named: { names.slot(of: $0) }, into: &values.0, &values.1, &values.2, &values.3, in: entry.range
        ) {
            return values
        }
        let owner = entry.name.description
        guard object(value, pointer.string, owner) else { return values }
        let minimum = Self.minimum(of: entry.range)
        members(of: value, at: pointer, owner: owner, allowed: names.strings) { key, value, p in
            guard let slot = names.slot(of: key) else { return false }
            let read: Double?
            if entry.shape == .priorities {
                read = priority(value, p.string)
            } else {
                read = number(value, p.string, entry.what(member: names[slot]), minimum: minimum)
            }
            // A value in error leaves the default.
            guard let read else { return true }
            switch slot {
            case 0: values.0 = read
            case 1: values.1 = read
            case 2: values.2 = read
            default: values.3 = read
            }
            return true
        }
        return values
    }

    /// The least value of a length's range, or nil when it is only the lengths' own bound.
    private static func minimum(of range: ClosedRange<Double>) -> Double? {
        range.lowerBound > -ConstraintRules.maxLength ? range.lowerBound : nil
    }
}

extension ViewField.Members {
    /// The place of the member named `key`, or nil.
    @inline(__always)
    func slot(of key: JSONKey) -> Int? {
        if key.equals(names.0) { return 0 }
        if names.1.utf8CodeUnitCount > 0 && key.equals(names.1) { return 1 }
        if names.2.utf8CodeUnitCount > 0 && key.equals(names.2) { return 2 }
        if names.3.utf8CodeUnitCount > 0 && key.equals(names.3) { return 3 }
        return nil
    }
}
