/// Strings of up to 15 ASCII bytes made directly in the standard library's small form (the bytes
/// in place, then a byte of flags and count), as `String(unsafeUninitializedCapacity:)` makes
/// them but without its calls: a view's id costs a few instructions instead of about 90.
///
/// Used only when ``isNative`` confirmed, once per process, that this runtime lays small strings
/// out this way; otherwise ids are made the standard way.
enum SmallASCIIText {
    /// Whether strings made here are bit for bit those the standard library makes.
    static let isNative: Bool = {
        for sample in ["a", "c0_pic", "abcdefgh", "c12_retweet", "abcdefghijklmno"] {
            var bytes = Array(sample.utf8)
            bytes += [UInt8](repeating: UInt8(ascii: "\""), count: 16)
            let made = bytes.withUnsafeBufferPointer { make($0.baseAddress!, count: sample.utf8.count) }
            let standard = String(unsafeUninitializedCapacity: sample.utf8.count) {
                $0.initialize(fromContentsOf: bytes[..<sample.utf8.count])
            }
            guard bits(made) == bits(standard), made == sample else { return false }
        }
        return true
    }()

    /// The string of the `count` (1 to 15) ASCII bytes at `start`, of which 16 must be readable.
    @inline(__always)
    static func make(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        let raw = UnsafeRawPointer(start)
        let size = UInt64(truncatingIfNeeded: count)
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let lowMask: UInt64 = size >= 8 ? ~0 : ~0 >> (64 &- 8 &* size)
        let highMask: UInt64 = size <= 8 ? 0 : ~0 >> (128 &- 8 &* size)
        // 0xE0: immortal, small, ASCII; the low nibble holds the count.
        let flags = (0xE0 | size) << 56
        return unsafeBitCast((low & lowMask, high & highMask | flags), to: String.self)
    }

    private static func bits(_ text: String) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }
}
