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

    /// Appends `text`, escaped as ``escaped(_:)`` does, to `bytes`: its UTF-8 bytes copied as they
    /// are (a Swift string's UTF-8 is valid), but for the markup characters, the C0 controls XML
    /// cannot hold and U+FFFE, U+FFFF (UTF-8 EF BF BE, EF BF BF).
    /// - Complexity: O(n) in the text's bytes, no allocation but the output's.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "&"): bytes.write("&amp;")
                case UInt8(ascii: "<"): bytes.write("&lt;")
                case UInt8(ascii: ">"): bytes.write("&gt;")
                case UInt8(ascii: "\""): bytes.write("&quot;")
                case UInt8(ascii: "'"): bytes.write("&#39;")
                case 0x09, 0x0A, 0x0D: bytes.append(byte)
                case ..<0x20: bytes.write("\u{FFFD}")
                case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
                    bytes.write("\u{FFFD}")
                    index += 2
                default: bytes.append(byte)
                }
                index += 1
            }
        }
    }
}
