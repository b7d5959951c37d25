/// A view's JSON Pointer, `/root` then per level `/subviews/N` or `/arrangedSubviews/N`, packed
/// in 128 bits: no allocation and no reference to count for each of 100,000 views.
///
/// The low 7 bits hold how many bits are used (at most 127), these 7 included; then each level takes a bit
/// for its list (1 for `arrangedSubviews`), 2 for the width of its index (4, 8, 14 or 21 bits)
/// and the index. A pointer that does not fit has no packed form.
struct PackedViewPointer: Sendable, Hashable {
    private var low: UInt64
    private var high: UInt64

    /// `/root`.
    static let root = PackedViewPointer(low: 7, high: 0)

    private static let widths: (Int, Int, Int, Int) = (4, 8, 14, 21)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    private var used: Int { Int(low & 0x7F) }

    /// The pointer of element `index` of this view's `subviews` (or `arrangedSubviews`), or nil
    /// when it does not fit.
    @inline(__always)
    func appending(arranged: Bool, index: Int) -> PackedViewPointer? {
        let widthClass: UInt64 = index < 16 ? 0 : index < 256 ? 1 : index < 16_384 ? 2 : index < 2_097_152 ? 3 : 4
        guard widthClass < 4 else { return nil }
        let width = 3 + (widthClass == 0 ? 4 : widthClass == 1 ? 8 : widthClass == 2 ? 14 : 21)
        let start = used
        guard start + width <= 127 else { return nil }
        let step = (arranged ? 1 : 0) | widthClass << 1 | UInt64(index) << 3
        var packed = self
        if start < 64 {
            packed.low |= step << UInt64(start)
            if start + width > 64 { packed.high |= step >> UInt64(64 - start) }
        } else {
            packed.high |= step << UInt64(start - 64)
        }
        packed.low = packed.low & ~0x7F | UInt64(start + width)
        return packed
    }

    /// The pointer as text.
    /// - Complexity: O(levels).
    var string: String {
        var text = "/root"
        var position = 7
        while position < used {
            let flag = bits(at: position, count: 1)
            let widthClass = Int(bits(at: position + 1, count: 2))
            let width = widthClass == 0 ? 4 : widthClass == 1 ? 8 : widthClass == 2 ? 14 : 21
            let index = bits(at: position + 3, count: width)
            text += flag == 1 ? "/arrangedSubviews/" : "/subviews/"
            text += String(index)
            position += 3 + width
        }
        return text
    }

    private func bits(at position: Int, count: Int) -> UInt64 {
        let mask: UInt64 = (1 << UInt64(count)) - 1
        if position >= 64 { return high >> UInt64(position - 64) & mask }
        var value = low >> UInt64(position)
        if position + count > 64 { value |= high << UInt64(64 - position) }
        return value & mask
    }
}
