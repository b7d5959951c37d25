extension ViewFrame {
    /// The most bytes `writeCompactMember` writes for this frame.
    var maxCompactMemberLength: Int { Self.maxCompactMemberLength(idLength: id.utf8.count) }

    /// The most bytes `writeCompactMember` writes for a frame whose id has `idLength` UTF-8 bytes.
    static func maxCompactMemberLength(idLength: Int) -> Int {
        JSONWriter.maxStringLength(idLength) + 4 * JSONNumberFormat.maxLength + 40
    }

    /// Writes the frame as a compact object member, `"id":{"x":0,"y":0,"width":375,"height":812}`, its
    /// numbers noise-free (``JSONNumberFormat/writeNoiseFree(_:to:)``), preceded by a comma when
    /// asked: the bytes `JSONWriter` writes for it, without its per-call work.
    /// - Returns: the number of bytes written, at most `maxCompactMemberLength`.
    @inline(__always)
    func writeCompactMember(comma: Bool, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var cursor = destination
        if comma {
            cursor.pointee = UInt8(ascii: ",")
            cursor += 1
        }
        cursor += Self.write(id: id, to: cursor)
        cursor += Self.write(#":{"x":"#, to: cursor)
        cursor += JSONNumberFormat.writeNoiseFree(x, to: cursor)
        cursor += Self.write(#","y":"#, to: cursor)
        cursor += JSONNumberFormat.writeNoiseFree(y, to: cursor)
        cursor += Self.write(#","width":"#, to: cursor)
        cursor += JSONNumberFormat.writeNoiseFree(width, to: cursor)
        cursor += Self.write(#","height":"#, to: cursor)
        cursor += JSONNumberFormat.writeNoiseFree(height, to: cursor)
        cursor.pointee = UInt8(ascii: "}")
        return cursor - destination + 1
    }

    @inline(__always)
    private static func write(id: String, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        // Native and small strings expose their UTF-8 in place; others are copied once.
        if let count = id.utf8.withContiguousStorageIfAvailable({ JSONWriter.writeString($0, to: destination) }) {
            return count
        }
        return Array(id.utf8).withUnsafeBufferPointer { JSONWriter.writeString($0, to: destination) }
    }

    @inline(__always)
    private static func write(_ fragment: StaticString, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        destination.update(from: fragment.utf8Start, count: fragment.utf8CodeUnitCount)
        return fragment.utf8CodeUnitCount
    }
}
