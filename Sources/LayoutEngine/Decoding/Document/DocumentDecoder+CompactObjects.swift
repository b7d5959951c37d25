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
    /// `row`'s members in that order, each at most once: each value written as it is read, at
    /// its member's offset from `part` (``ViewField/groupBase(_:in:)``), and the bits of the
    /// members written; nil, with nothing consumed, for anything else, which the general loop
    /// then reads (writing again every member this wrote, as the object has them all).
    @inline(__always)
    mutating func compactIntegers(_ row: UnsafePointer<ViewField.Row>, into part: UnsafeMutableRawPointer) -> UInt8? {
        guard index < end, base[index] == UInt8(ascii: "{") else { return nil }
        var position = index &+ 1
        var bits: UInt8 = 0
        let count = row.pointee.memberCount, members = row.pointee.members
        var slot = 0
        while true {
            // Room for two words, the key's first 16 bytes, compared in place at once.
            guard end &- position >= 16 else { return nil }
            let start = base + position
            let word = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
            let word2 = UnsafeRawPointer(start).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            // The next member in the row's order that this key is; a number follows it, so more
            // than the key must remain.
            while !members[slot].matches(word, word2, at: start, available: end &- position &- 1) {
                slot &+= 1
                guard slot < count else { return nil }
            }
            guard let (integer, next) = plainInteger(at: position &+ members[slot].key.count),
                  integer >= row.pointee.lower && integer <= row.pointee.upper
            else { return nil }
            ViewField.write(member: slot, integer, row, at: part)
            bits |= 1 << slot
            slot &+= 1
            // `plainInteger` saw a byte after the number.
            position = next &+ 1
            if base[next] == UInt8(ascii: "}") { break }
            guard base[next] == UInt8(ascii: ","), slot < count else { return nil }
        }
        index = position
        return bits
    }
}
