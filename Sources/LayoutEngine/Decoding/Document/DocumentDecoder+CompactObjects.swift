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

    /// `{"a":1,"b":2}` written compactly, with plain integers in `row`'s range, its keys among
    /// `row`'s members in that order, each at most once: the values read into `values` by
    /// place, and their bits into `written`; false, with nothing consumed, for anything else,
    /// which the general loop then reads.
    @inline(__always)
    mutating func compactIntegers(
        _ row: UnsafePointer<ViewField.Row>, into values: inout (Double, Double, Double, Double), written: inout UInt8
    ) -> Bool {
        guard index < end, base[index] == UInt8(ascii: "{") else { return false }
        var position = index &+ 1
        var bits: UInt8 = 0
        var read = values
        var closed = false
        let count = row.pointee.memberCount
        var slot = 0
        while slot < count {
            let member = row.pointee.members[slot]
            slot &+= 1
            // Room for a word, then the key compared in place: its first 8 bytes at once.
            guard end &- position >= 8 else { return false }
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            // A number follows the key: more than the key must remain.
            guard member.matches(word, at: base + position, available: end &- position &- 1) else { continue }
            guard let (integer, next) = plainInteger(at: position &+ member.key.count),
                  integer >= row.pointee.lower && integer <= row.pointee.upper
            else { return false }
            switch slot {
            case 1: read.0 = integer
            case 2: read.1 = integer
            case 3: read.2 = integer
            default: read.3 = integer
            }
            bits |= 1 << (slot &- 1)
            // `plainInteger` saw a byte after the number.
            position = next &+ 1
            if base[next] == UInt8(ascii: "}") {
                closed = true
                break
            }
            guard base[next] == UInt8(ascii: ",") else { return false }
        }
        guard closed else { return false }
        index = position
        values = read
        written = bits
        return true
    }
}
