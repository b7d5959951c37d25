/// RFC 6901 JSON Pointers into the request, for error locations.
enum JSONPointer {
    /// `base` extended by one reference token, escaping `~` as `~0` and `/` as `~1`.
    static func appending(_ base: String, _ token: String) -> String {
        var needsEscape = false
        for byte in token.utf8 where byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") {
            needsEscape = true
            break
        }
        guard needsEscape else {
            var pointer = ""
            pointer.reserveCapacity(base.utf8.count + token.utf8.count + 1)
            pointer += base
            pointer += "/"
            pointer += token
            return pointer
        }
        var escaped = ""
        for character in token {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return base + "/" + escaped
    }

    /// `base` extended by an array index.
    static func appending(_ base: String, _ index: Int) -> String {
        var pointer = ""
        pointer.reserveCapacity(base.utf8.count + 8)
        pointer += base
        pointer += "/"
        pointer += String(index)
        return pointer
    }
}
