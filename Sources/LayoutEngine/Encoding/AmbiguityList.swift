/// A layout's `ambiguous` diagnostics before they are made (a direct layout's or a block
/// layout's): the views (in tree order) and which of their values vary. A tied stack of 10,000
/// views has as many; compact JSON writes a direct layout's straight from here, byte for byte
/// what ``Diagnostic/write(to:)`` writes for ``Diagnostic/ambiguity(view:values:)``, with no
/// message made.
struct AmbiguityList {
    /// The layout's view ids, by view.
    let ids: [String]
    var entries: [(view: Int32, values: Diagnostic.AmbiguousValues)] = []

    /// The diagnostics themselves.
    /// - Complexity: O(entries).
    var diagnostics: [Diagnostic] {
        entries.map { .ambiguity(view: ids[Int($0.view)], values: $0.values) }
    }

    /// The diagnostics as elements of the open compact array, in batches of raw bytes.
    /// - Complexity: O(entries + the ids' bytes).
    func writeCompact(to writer: inout JSONWriter) {
        let fragments = Self.fragments
        var start = 0
        while start < entries.count {
            var end = start
            var capacity = 0
            repeat {
                capacity += maxLength(end, fragments)
                end += 1
            } while end < entries.count && capacity + maxLength(end, fragments) <= Self.batchLength
            var comma = writer.claimRawElement()
            writer.appendRaw(capacity: capacity) { destination in
                var cursor = destination
                for index in start..<end {
                    let entry = entries[index]
                    cursor += write(ids[Int(entry.view)], fragments[Int(entry.values.rawValue)], comma: comma, to: cursor)
                    comma = true
                }
                return cursor - destination
            }
            start = end
        }
    }

    /// The most bytes entry `index` takes, its comma included.
    @inline(__always)
    private func maxLength(_ index: Int, _ fragments: [Fragments]) -> Int {
        let entry = entries[index]
        let id = JSONWriter.maxStringLength(ids[Int(entry.view)].utf8.count)
        let wording = fragments[Int(entry.values.rawValue)]
        return 1 + Self.head.count + Self.messageHead.count + 2 * id + wording.attributes.count + wording.rest.count
    }

    /// `{"severity":"warning","code":"ambiguous","view":ID,"attributes":[…],"message":"Layout is
    /// ambiguous for view ID…"}`: the id escaped once, then copied into the message without its
    /// quotes (escaping is byte by byte, and the message's other parts need none).
    private func write(_ id: String, _ wording: Fragments, comma: Bool, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var cursor = destination
        if comma {
            cursor.pointee = UInt8(ascii: ",")
            cursor += 1
        }
        cursor += Self.copy(Self.head, to: cursor)
        let idStart = cursor
        if let count = id.utf8.withContiguousStorageIfAvailable({ JSONWriter.writeString($0, to: cursor) }) {
            cursor += count
        } else {
            cursor += Array(id.utf8).withUnsafeBufferPointer { JSONWriter.writeString($0, to: cursor) }
        }
        let escaped = cursor - idStart - 2
        cursor += Self.copy(wording.attributes, to: cursor)
        cursor += Self.copy(Self.messageHead, to: cursor)
        cursor.update(from: idStart + 1, count: escaped)
        cursor += escaped
        cursor += Self.copy(wording.rest, to: cursor)
        return cursor - destination
    }

    @inline(__always)
    private static func copy(_ bytes: [UInt8], to destination: UnsafeMutablePointer<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { destination.update(from: $0.baseAddress!, count: $0.count) }
        return bytes.count
    }

    /// Per set of values: `,"attributes":[…]` and the message's end, `: … returned."}`.
    private struct Fragments {
        var attributes: [UInt8]
        var rest: [UInt8]
    }

    private static let head = Array(#"{"severity":"warning","code":"ambiguous","view":"#.utf8)
    private static let messageHead = Array(#","message":"Layout is ambiguous for view "#.utf8)
    private static let batchLength = 32_768

    /// From ``Diagnostic/ambiguityWordings``, the one wording (names and text, which need no escaping).
    private static let fragments: [Fragments] = Diagnostic.ambiguityWordings.map { wording in
        let names = wording.names.map { "\"" + $0 + "\"" }.joined(separator: ",")
        return Fragments(attributes: Array(#","attributes":["#.utf8) + Array(names.utf8) + [UInt8(ascii: "]")],
                         rest: Array(wording.rest.utf8) + Array(#""}"#.utf8))
    }
}
