extension OptimisticDecoder {
    /// `{"width":W,"height":H}`, `{"width":W}` or `{"height":H}` written compactly with plain
    /// integers, the usual form, read with a word compare per key; nil, with nothing consumed,
    /// for anything else, which the general loop then reads.
    @inline(__always)
    mutating func compactSize() -> OptionalSize? {
        var position = index &+ 1
        guard end &- index >= 12, base[index] == UInt8(ascii: "{") else { return nil }
        var size = OptionalSize()
        // `"width":` is exactly one word, little-endian.
        if word(at: position) == 0x3A22_6874_6469_7722 {
            guard let (width, next) = plainInteger(at: position &+ 8) else { return nil }
            size.width = width
            position = next
            guard position < end else { return nil }
            if base[position] == UInt8(ascii: "}") {
                index = position &+ 1
                return size
            }
            guard base[position] == UInt8(ascii: ",") else { return nil }
            position &+= 1
        }
        // `"height"`, then its colon.
        guard end &- position >= 10, word(at: position) == 0x2274_6867_6965_6822,
              base[position &+ 8] == UInt8(ascii: ":"),
              let (height, next) = plainInteger(at: position &+ 9),
              next < end, base[next] == UInt8(ascii: "}")
        else { return nil }
        size.height = height
        index = next &+ 1
        return size
    }

    /// The 8 bytes at `position`, of which there must be 8.
    @inline(__always)
    private func word(at position: Int) -> UInt64 {
        guard end &- position >= 8 else { return 0 }
        return UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
    }

    /// A plain positive integer of at most 15 digits at `position`, not followed by a fraction or
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
        guard next &- position <= 15, next < end, base[next] != UInt8(ascii: "."),
              base[next] | 0x20 != UInt8(ascii: "e")
        else { return nil }
        return (Double(integer), next)
    }

    /// `{"a":1,"b":2}` written compactly, with plain integers, its keys among `names` (each quoted,
    /// with its colon) in that order, each at most once: the values read, by place, over
    /// `values`; nil, with nothing consumed, for anything else, which the general loop then reads.
    @inline(__always)
    mutating func compactIntegers(
        _ names: (StaticString, StaticString, StaticString, StaticString), over values: (Double, Double, Double, Double)
    ) -> (Double, Double, Double, Double)? {
        guard index < end, base[index] == UInt8(ascii: "{") else { return nil }
        var values = values
        var position = index &+ 1
        var place = 0
        while true {
            var length = 0
            while place < 4 {
                let name = place == 0 ? names.0 : place == 1 ? names.1 : place == 2 ? names.2 : names.3
                length = name.utf8CodeUnitCount
                if length > 0, end &- position >= length, JSONKey.same(base + position, name.utf8Start, length) { break }
                place &+= 1
            }
            guard place < 4, let (value, next) = plainInteger(at: position &+ length) else { return nil }
            switch place {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
            place &+= 1
            // `plainInteger` saw a byte after the number.
            if base[next] == UInt8(ascii: "}") {
                index = next &+ 1
                return values
            }
            guard base[next] == UInt8(ascii: ",") else { return nil }
            position = next &+ 1
        }
    }
}
