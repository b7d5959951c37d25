/// Text from a document made safe as SVG (XML 1.0) character data or attribute value.
///
/// Ids are restricted by the contract, but constraint names (and so diagnostic messages) are free
/// text: `</text><script>` must stay text. Every markup character is escaped, and a character
/// XML 1.0 cannot hold at all (C0 controls other than tab and line feeds, U+FFFE, U+FFFF) becomes
/// U+FFFD, so that the drawing always parses.
public enum SVGText {
    /// `text` escaped for element content and for attribute values in double or single quotes.
    /// - Complexity: O(n) in the text's scalars.
    public static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped as ``escaped(_:)`` does, to `bytes`.
    /// - Complexity: O(n) in the text's scalars.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": bytes.append(contentsOf: "&amp;".utf8)
            case "<": bytes.append(contentsOf: "&lt;".utf8)
            case ">": bytes.append(contentsOf: "&gt;".utf8)
            case "\"": bytes.append(contentsOf: "&quot;".utf8)
            case "'": bytes.append(contentsOf: "&#39;".utf8)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 || value == 0x09 || value == 0x0A || value == 0x0D
                if allowed && value != 0xFFFE && value != 0xFFFF {
                    bytes.append(contentsOf: String(scalar).utf8)
                } else {
                    bytes.append(contentsOf: "\u{FFFD}".utf8)
                }
            }
        }
    }
}
