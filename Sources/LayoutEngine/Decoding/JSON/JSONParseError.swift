/// Why bytes are not JSON, and where: 1-based line and column (columns count Unicode scalars).
struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Byte offset of the problem in the input.
    var offset: Int
    /// 1-based line.
    var line: Int
    /// 1-based column, in Unicode scalars.
    var column: Int
    /// What is wrong, short: "expected ':' after an object key, found '2'".
    var reason: String

    /// Not an error of the body: the decoder reached the levels of views it may recurse on this
    /// thread (``DocumentDecoder/maxRecursion``).
    static let tooDeep = JSONParseError(offset: -1, line: 0, column: 0, reason: "nested deeper than this thread decodes")

    /// An error at `offset`, already located.
    init(offset: Int, line: Int, column: Int, reason: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `line L, column C: reason`.
    var description: String { "line \(line), column \(column): \(reason)" }

    /// Locates `offset` in `bytes` as a line and a column.
    /// - Complexity: O(offset); only computed when an error is reported.
    static func locate(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
