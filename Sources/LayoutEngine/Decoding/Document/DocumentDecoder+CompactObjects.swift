extension DocumentDecoder {
    /// A plain positive integer of at most 8 digits, and at most ``ConstraintRules/maxLength``, at `position`, not followed by a fraction or
    /// exponent (read exactly as ``number()`` reads it), and the position after it.
    @inline(__always)
    private func plainInteger(at position: Int) -> (Double, Int)? {
        guard position < end, base[position] &- UInt8(ascii: "1") < 9 else { return nil }
        var integer = UInt64(base[position] &- UInt8(ascii: "0"))
        var next = position &+ 1
        while next < end, base[next] &- UInt8(ascii: "0") < 10 {
            integer = integer &* 10 &+ UInt64(base[next] &- UInt8(ascii: "0"))
            next &+= 1
        }
        // At most 8 digits and the length limit: anything larger the general loop reads (or declines).
        guard next &- position <= 8, Double(integer) <= ConstraintRules.maxLength, next < end,
              base[next] != UInt8(ascii: "."),
              base[next] | 0x20 != UInt8(ascii: "e")
        else { return nil }
        return (Double(integer), next)
    }

    /// `{"a":1,"b":2}` written compactly, with plain integers, its keys among `members` in that
    /// order, each at most once: the values read, by place, over `values`; nil, with nothing
    /// consumed, for anything else, which the general loop then reads.
    @inline(__always)
    mutating func compactIntegers(
        _ members: ViewField.Members, over values: (Double, Double, Double, Double)
    ) -> (Double, Double, Double, Double)? {
        let names = members.names
        guard index < end, base[index] == UInt8(ascii: "{") else { return nil }
        var values = values
        var position = index &+ 1
        var closed = false
        guard orderedInteger(names.0, at: &position, closed: &closed, into: &values.0),
              orderedInteger(names.1, at: &position, closed: &closed, into: &values.1),
              orderedInteger(names.2, at: &position, closed: &closed, into: &values.2),
              orderedInteger(names.3, at: &position, closed: &closed, into: &values.3),
              closed
        else { return nil }
        index = position
        return values
    }

    /// The member `name` (written `"name":`) at `position` with a plain integer, then a comma,
    /// or the closing brace (`closed`); absent, nothing is read. False when it is there but its
    /// value or what follows is not of that form.
    @inline(__always)
    private func orderedInteger(
        _ name: StaticString, at position: inout Int, closed: inout Bool, into value: inout Double
    ) -> Bool {
        let count = name.utf8CodeUnitCount
        guard count > 0, !closed, end &- position >= count &+ 3, base[position] == UInt8(ascii: "\""),
              JSONKey.same(base + (position &+ 1), name.utf8Start, count),
              base[position &+ count &+ 1] == UInt8(ascii: "\""), base[position &+ count &+ 2] == UInt8(ascii: ":")
        else { return true }
        guard let (integer, next) = plainInteger(at: position &+ count &+ 3) else { return false }
        value = integer
        // `plainInteger` saw a byte after the number.
        position = next &+ 1
        if base[next] == UInt8(ascii: "}") {
            closed = true
            return true
        }
        return base[next] == UInt8(ascii: ",")
    }
}
