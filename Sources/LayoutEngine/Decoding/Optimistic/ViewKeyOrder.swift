/// The keys that followed each view field the last two times (and that opened a view): documents
/// of many views repeat a few member orders, so the optimistic decoder tries these first, each
/// with one comparison of the quoted key and its colon, before it dispatches on the key's bytes.
///
/// A raw buffer the decode frees when it ends: no reference to count on each key.
struct ViewKeyOrder {
    typealias ViewField = DocumentDecoding.ViewField

    /// A key as it appears compactly (quoted, then its colon), ready to compare with the
    /// document's next 16 bytes in two masked words, then its last 8 bytes, then (past 24 bytes)
    /// its middle.
    struct Candidate {
        var field: ViewField?
        var count = 0
        var first: UInt64 = 0, firstMask: UInt64 = 0
        var second: UInt64 = 0, secondMask: UInt64 = 0
        var last: UInt64 = 0
        var text: UnsafePointer<UInt8>?

        init() {}

        init(_ field: ViewField) {
            let quoted = ViewKeyOrder.quoted(field)
            let bytes = quoted.utf8Start
            self.field = field
            count = quoted.utf8CodeUnitCount
            text = bytes
            for k in 0..<min(count, 16) {
                if k < 8 {
                    first |= UInt64(bytes[k]) << (8 * k)
                    firstMask |= 0xFF << (8 * k)
                } else {
                    second |= UInt64(bytes[k]) << (8 * (k - 8))
                    secondMask |= 0xFF << (8 * (k - 8))
                }
            }
            for k in max(count - 8, 0)..<count { last |= UInt64(bytes[k]) << (8 * (k - max(count - 8, 0))) }
        }

        /// Whether the bytes at `start`, of which `first` and `second` are the next 16 (at least
        /// `max(16, count)` remaining), are this key.
        @inline(__always)
        func matches(_ start: UnsafePointer<UInt8>, first: UInt64, second: UInt64) -> Bool {
            guard first & firstMask == self.first, second & secondMask == self.second else { return false }
            if count <= 16 { return true }
            let tail = UInt64(littleEndian: UnsafeRawPointer(start + (count &- 8)).loadUnaligned(as: UInt64.self))
            guard tail == last else { return false }
            return count <= 24 || JSONKey.same(start + 16, text.unsafelyUnwrapped + 16, count &- 24)
        }
    }

    /// Per field (by the index of its bit), then one slot for a view's first key: two candidates,
    /// the latest first.
    private let candidates: UnsafeMutablePointer<Candidate>
    /// The slot of a view's first key, past every field's.
    static let opening = 21

    static func make() -> ViewKeyOrder {
        let candidates = UnsafeMutablePointer<Candidate>.allocate(capacity: 2 * (opening + 1))
        candidates.initialize(repeating: Candidate(), count: 2 * (opening + 1))
        return ViewKeyOrder(candidates: candidates)
    }

    private init(candidates: UnsafeMutablePointer<Candidate>) {
        self.candidates = candidates
    }

    func free() {
        candidates.deallocate()
    }

    /// The slot of the keys that follow `field`.
    @inline(__always)
    static func slot(after field: ViewField) -> Int { field.bit.trailingZeroBitCount }

    /// The keys seen after `slot`, the latest first.
    @inline(__always)
    func candidates(after slot: Int) -> UnsafePointer<Candidate> {
        UnsafePointer(candidates + 2 &* slot)
    }

    /// Notes that `field` followed `slot`, pushing out the older candidate.
    func record(_ field: ViewField, after slot: Int) {
        let pair = candidates + 2 &* slot
        guard pair[0].field != field else { return }
        pair[1] = pair[0]
        pair[0] = Candidate(field)
    }

    /// The key `field` as it appears compactly in a document: quoted, then its colon.
    @inline(__always)
    static func quoted(_ field: ViewField) -> StaticString {
        switch field {
        case .id: "\"id\":"
        case .type: "\"type\":"
        case .width: "\"width\":"
        case .height: "\"height\":"
        case .intrinsicContentSize: "\"intrinsicContentSize\":"
        case .contentHugging: "\"contentHugging\":"
        case .compressionResistance: "\"compressionResistance\":"
        case .baselines: "\"baselines\":"
        case .hidden: "\"hidden\":"
        case .layoutMargins: "\"layoutMargins\":"
        case .safeAreaInsets: "\"safeAreaInsets\":"
        case .layoutGuides: "\"layoutGuides\":"
        case .subviews: "\"subviews\":"
        case .axis: "\"axis\":"
        case .distribution: "\"distribution\":"
        case .alignment: "\"alignment\":"
        case .spacing: "\"spacing\":"
        case .customSpacing: "\"customSpacing\":"
        case .arrangedSubviews: "\"arrangedSubviews\":"
        case .layoutMarginsRelativeArrangement: "\"layoutMarginsRelativeArrangement\":"
        case .baselineRelativeArrangement: "\"baselineRelativeArrangement\":"
        }
    }
}
