/// The table of view fields in plain data, for the decoder's hot path: what to read and where
/// to write it, made once from the entries and their storage.
extension ViewField {
    /// Bytes that live as long as the process (a name in the table): immutable, never freed,
    /// so safe to share.
    struct Bytes: @unchecked Sendable {
        let start: UnsafePointer<UInt8>
        let count: Int

        /// Whether the `count` bytes at `other` are these.
        @inline(__always)
        func same(_ other: UnsafePointer<UInt8>) -> Bool { count > 0 && JSONKey.same(start, other, count) }
    }

    /// A member's key as written, `"name":` (or a choice's name, `"name"`), to be compared in
    /// place: its first 16 bytes as two words (fewer for a short key, the rest masked off), and
    /// the whole key.
    struct MemberKey {
        let word: UInt64
        let mask: UInt64
        let word2: UInt64
        let mask2: UInt64
        let key: Bytes
    }

    /// One field in plain data: no reference, no generic type, so that reading it is loads.
    struct Row {
        /// How the decoder reads the value, and the type it writes (that of the storage's case).
        enum Reader: UInt8 {
            case identifier, viewType, views, variants, length, spacing, count, flag, text, font, guides, customSpacing
            /// A choice's name, its value written as the byte of ``Row/choiceBytes``.
            case choice
            /// A group of `Double` members, each at its offset (``Row/memberOffsets``).
            case numbers
            /// A group of `Double?` members.
            case optionalNumbers
        }

        /// The part of a view that holds a field.
        enum Part: UInt8 {
            case view, stack, text
        }

        /// The field's name.
        let name: Bytes
        let reader: Reader
        let part: Part
        /// A group's numbers may also be UIKit's priority names.
        let priorities: Bool
        /// The value's byte offset in its part; -1 where the value is written through its key
        /// path (a computed property).
        let offset: Int
        /// Each number's range.
        let lower: Double
        let upper: Double
        /// A group's members (an object's: `font`'s too): how many, their keys, and each
        /// member's offset in its part (all -1 where any is a computed property); in memory of
        /// their own, so that a row is small.
        let memberCount: Int
        let members: UnsafePointer<MemberKey>
        let memberOffsets: UnsafePointer<Int>
        /// Where the bits of the members written go (``ViewNode/declaredMargins``), or -1.
        let declaredOffset: Int
        /// A choice's names, and each one's value byte (the first byte for the first name).
        let choiceCount: Int
        let choiceNames: UnsafePointer<Bytes>
        /// The names in their quotes, `"vertical"`, as a plain string value is written, to be
        /// compared in place (``MemberKey``).
        let quotedChoiceNames: UnsafePointer<MemberKey>
        let choiceBytes: UInt64
        /// The type of the value written at ``offset`` (or at the members' offsets), which a
        /// debug build checks at each write.
        let valueType: ObjectIdentifier
    }

    /// The rows of every field, by raw value, and the fields by name, in memory allocated once
    /// for the process.
    struct Rows: @unchecked Sendable {
        // Immutable once made, and never freed: safe to share.
        private let base: UnsafePointer<Row>
        /// The field of each hash of a name (``hash(_:)``), or nil.
        private let slots: UnsafePointer<ViewField?>
        private let multiplier: UInt32
        private static let hashBits: UInt32 = 7

        /// The row of `field`, in place (a row is some 400 bytes: read, not copied).
        @inline(__always)
        subscript(field: ViewField) -> UnsafePointer<Row> { base + field.rawValue }

        /// The field named `key`: the one field whose name hashes to the key's hash, when the
        /// key is its name. The hash is perfect over the table's names (its multiplier is
        /// searched for when the table is made), so one comparison decides.
        @inline(__always)
        func field(named key: JSONKey) -> ViewField? {
            let count = key.bytes.count
            guard count > 0, let field = slots[Self.hash(key.bytes, multiplier)] else { return nil }
            let name = base[field.rawValue].name
            return name.count == count && name.same(key.bytes.baseAddress.unsafelyUnwrapped) ? field : nil
        }

        /// A name's hash: its length, its first, middle and last bytes, multiplied.
        @inline(__always)
        private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ multiplier: UInt32) -> Int {
            let count = bytes.count, start = bytes.baseAddress.unsafelyUnwrapped
            let key = UInt32(truncatingIfNeeded: count) | UInt32(start[0]) << 8 | UInt32(start[count >> 1]) << 16
                | UInt32(start[count &- 1]) << 24
            return Int(truncatingIfNeeded: (key &* multiplier) >> (32 &- hashBits))
        }

        static let shared = Rows()

        private init() {
            let rows = UnsafeMutablePointer<Row>.allocate(capacity: ViewField.allCases.count)
            for field in ViewField.allCases { (rows + field.rawValue).initialize(to: Row(field)) }
            base = UnsafePointer(rows)
            // The first odd multiplier from the golden ratio's under which no two names share a
            // hash: deterministic, and found in a few tries for the table's 32 names.
            let slotCount = 1 << Int(Self.hashBits)
            let slots = UnsafeMutablePointer<ViewField?>.allocate(capacity: slotCount)
            var multiplier: UInt32 = 0x9E37_79B1
            search: while true {
                slots.initialize(repeating: nil, count: slotCount)
                for field in ViewField.allCases {
                    let name = rows[field.rawValue].name
                    let slot = Self.hash(UnsafeBufferPointer(start: name.start, count: name.count), multiplier)
                    guard slots[slot] == nil else {
                        multiplier &+= 2
                        continue search
                    }
                    slots[slot] = field
                }
                break
            }
            self.slots = UnsafePointer(slots)
            self.multiplier = multiplier
        }
    }
}

// Read through a pointer to the row, which a method of the row itself might copy whole.
extension UnsafePointer<ViewField.Row> {
    /// The index of the choice's name that `bytes` are, or nil.
    @inline(__always)
    func choice(named bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count, start = bytes.baseAddress.unsafelyUnwrapped
        let names = pointee.choiceNames
        for index in 0..<pointee.choiceCount where names[index].count == count && names[index].same(start) {
            return index
        }
        return nil
    }

    /// The value byte of the choice's name at `index`.
    @inline(__always)
    func choiceByte(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: pointee.choiceBytes >> UInt64(index &* 8)) }
}

extension ViewField.Bytes {
    /// `text`'s bytes, copied once into memory that lives as long as the process.
    init(_ text: String) {
        let utf8 = Array(text.utf8)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(utf8.count, 1))
        bytes.initialize(from: utf8, count: utf8.count)
        self.init(start: UnsafePointer(bytes), count: utf8.count)
    }

    static let none = ViewField.Bytes(start: UnsafePointer(bitPattern: 1).unsafelyUnwrapped, count: 0)
}

extension ViewField.MemberKey {
    /// The key `"name":` of a member named `name` (nothing for an empty name, which no key is).
    init(_ name: StaticString) {
        guard name.utf8CodeUnitCount > 0 else {
            self.init(word: 1, mask: 0, word2: 0, mask2: 0, key: .none)
            return
        }
        self.init(quoted: "\"\(name)\":")
    }

    /// `key`, written as it is.
    init(quoted text: String) {
        let key = ViewField.Bytes(text)
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for k in 0..<min(key.count, 16) {
            let byte = UInt64(key.start[k]) << UInt64(8 * (k % 8)), mask: UInt64 = 0xFF << UInt64(8 * (k % 8))
            if k < 8 {
                words.0 |= byte
                words.1 |= mask
            } else {
                words.2 |= byte
                words.3 |= mask
            }
        }
        // The bytes in memory order, as loaded from the request.
        self.init(
            word: UInt64(littleEndian: words.0), mask: UInt64(littleEndian: words.1), word2: UInt64(littleEndian: words.2),
            mask2: UInt64(littleEndian: words.3), key: key)
    }

    /// Whether the key is at `start`, whose first 16 bytes are `word` and `word2` (16 bytes
    /// must be readable there) and of which `available` bytes can be read.
    @inline(__always)
    func matches(_ word: UInt64, _ word2: UInt64, at start: UnsafePointer<UInt8>, available: Int) -> Bool {
        word & mask == self.word && word2 & mask2 == self.word2
            && (key.count <= 16 || available >= key.count && JSONKey.same(start + 16, key.start + 16, key.count &- 16))
    }
}

extension ViewField.Row {
    /// `elements` copied into memory that lives as long as the process.
    private static func immortal<Element>(_ elements: [Element]) -> UnsafePointer<Element> {
        let memory = UnsafeMutablePointer<Element>.allocate(capacity: max(elements.count, 1))
        memory.initialize(from: elements, count: elements.count)
        return UnsafePointer(memory)
    }

    /// The row of `field`, from its entry and its storage.
    init(_ field: ViewField) {
        let entry = field.entry
        var reader = Reader.identifier
        var place: (part: Part, offset: Int?) = (.view, nil)
        var members: [(part: Part, offset: Int?)] = []
        var declared: (part: Part, offset: Int?)?
        var choiceNames: [ViewField.Bytes] = []
        var choiceBytes: UInt64 = 0
        var valueType = ObjectIdentifier(Void.self)
        func type<Value>(_ place: ViewField.Place<Value>) -> (part: Part, offset: Int?) {
            valueType = ObjectIdentifier(Value.self)
            return place.offset
        }
        switch field.storage {
        case .identifier(let path): place = type(path)
        case .viewType:
            reader = .viewType
            choiceNames = ViewField.Choice.viewType.names.map(ViewField.Bytes.init)
        case .views(let path): (reader, place) = (.views, type(path))
        case .variants(let path): (reader, place) = (.variants, type(path))
        case .length(let path): (reader, place) = (.length, type(path))
        case .spacing(let path): (reader, place) = (.spacing, type(path))
        case .count(let path): (reader, place) = (.count, type(path))
        case .flag(let path): (reader, place) = (.flag, type(path))
        case .text(let path): (reader, place) = (.text, type(path))
        case .font(let path): (reader, place) = (.font, type(path))
        case .guides(let path): (reader, place) = (.guides, type(path))
        case .customSpacing(let path): (reader, place) = (.customSpacing, type(path))
        case .choice(let choice):
            reader = .choice
            place = choice.offset
            valueType = ObjectIdentifier(UInt8.self)
            guard case .choice(let names) = entry.shape else { preconditionFailure("\(field) is not a choice") }
            choiceNames = names.names.map(ViewField.Bytes.init)
            choiceBytes = choice.bytes
        case .numbers(let paths, let bits):
            reader = .numbers
            members = paths.map(type)
            declared = bits.map(type)
            valueType = ObjectIdentifier(Double.self)
        case .optionalNumbers(let paths):
            reader = .optionalNumbers
            members = paths.map(type)
        }
        precondition(choiceNames.count <= 8, "a choice has at most 8 names")
        precondition(members.count == ((reader == .numbers || reader == .optionalNumbers) ? entry.members.count : 0))
        // A group is written at its members' offsets when all of them have one, in one part,
        // and the bits of the members written (if kept) have one in the view.
        let direct = !members.isEmpty && members.allSatisfy { $0.offset != nil && $0.part == members[0].part }
            && (declared.map { $0.part == .view && $0.offset != nil } ?? true)
        if !members.isEmpty { place = (members[0].part, direct ? 0 : nil) }
        self.init(
            name: ViewField.Bytes(entry.name.description), reader: reader, part: place.part, priorities: entry.shape == .priorities, offset: place.offset ?? -1,
            lower: entry.range.lowerBound, upper: entry.range.upperBound,
            memberCount: entry.members.count,
            members: Self.immortal((0..<4).map { ViewField.MemberKey(entry.members[$0]) }),
            memberOffsets: Self.immortal((0..<4).map { direct && $0 < members.count ? members[$0].offset! : -1 }),
            declaredOffset: direct ? declared.flatMap(\.offset) ?? -1 : -1,
            choiceCount: choiceNames.count,
            choiceNames: Self.immortal(choiceNames),
            quotedChoiceNames: Self.immortal(choiceNames.map { name in
                ViewField.MemberKey(quoted: "\"" + String(decoding: UnsafeBufferPointer(start: name.start, count: name.count), as: UTF8.self) + "\"")
            }),
            choiceBytes: choiceBytes, valueType: valueType)
    }
}

/// Writing a decoded value where its row says: at its byte offset in its part of the view, or,
/// for a field stored behind a computed property, through its storage's key path.
extension ViewField {
    /// Writes `value`, of the type of the field's storage, into `parts`.
    ///
    /// `MemoryLayout.offset(of:)` gave the offset from the field's typed key path: the value is
    /// a stored property of type `Value` at that offset, so the pointer to it is that of a value
    /// of that type.
    @inline(__always)
    static func write<Value>(_ value: Value, _ row: UnsafePointer<Row>, _ field: ViewField, into parts: ViewParts) {
        assert(row.pointee.valueType == ObjectIdentifier(Value.self), "\(field) holds no \(Value.self)")
        guard row.pointee.offset >= 0 else { return writeThroughStorage(value, field, into: parts) }
        switch row.pointee.part {
        case .view: (UnsafeMutableRawPointer(parts.view) + row.pointee.offset).assumingMemoryBound(to: Value.self).pointee = value
        case .stack: (UnsafeMutableRawPointer(parts.stack) + row.pointee.offset).assumingMemoryBound(to: Value.self).pointee = value
        case .text: writeText(value, at: row.pointee.offset, into: parts.view)
        }
    }

    /// Writes the value of the choice's name at `index`: its byte, copied from a value of the
    /// field's type when the table was made (the type is `BitwiseCopyable` and one byte long).
    @inline(__always)
    static func write(choice index: Int, _ row: UnsafePointer<Row>, _ field: ViewField, into parts: ViewParts) {
        assert(row.pointee.reader == .choice && index < row.pointee.choiceCount)
        let byte = row.choiceByte(index)
        guard row.pointee.offset >= 0 else { return writeChoiceThroughStorage(index, field, into: parts) }
        switch row.pointee.part {
        case .view: UnsafeMutableRawPointer(parts.view).storeBytes(of: byte, toByteOffset: row.pointee.offset, as: UInt8.self)
        case .stack: UnsafeMutableRawPointer(parts.stack).storeBytes(of: byte, toByteOffset: row.pointee.offset, as: UInt8.self)
        case .text: writeText(byte: byte, at: row.pointee.offset, into: parts.view)
        }
    }

    /// Writes the members of a group that `written` has the bits of, each at its offset, and
    /// those bits where the row keeps them.
    @inline(__always)
    static func write(
        numbers: (Double, Double, Double, Double), written: UInt8, _ row: UnsafePointer<Row>, _ field: ViewField, into parts: ViewParts
    ) {
        guard row.pointee.offset >= 0 else { return writeThroughStorage(numbers: numbers, written: written, field, into: parts) }
        switch row.pointee.part {
        case .view: write(numbers: numbers, written: written, row, at: UnsafeMutableRawPointer(parts.view))
        case .stack: write(numbers: numbers, written: written, row, at: UnsafeMutableRawPointer(parts.stack))
        case .text: writeText(numbers: numbers, written: written, row, into: parts.view)
        }
        write(declared: written, row, into: parts)
    }

    /// Where a group's members are written one by one as they are read: the start of the part
    /// that holds them, when each has an offset in the view or its stack; else nil.
    @inline(__always)
    static func groupBase(_ row: UnsafePointer<Row>, in parts: ViewParts) -> UnsafeMutableRawPointer? {
        guard row.pointee.offset >= 0 else { return nil }
        switch row.pointee.part {
        case .view: return UnsafeMutableRawPointer(parts.view)
        case .stack: return UnsafeMutableRawPointer(parts.stack)
        case .text: return nil
        }
    }

    /// Writes the group member at `slot`, at its offset from `base` (``groupBase(_:in:)``).
    @inline(__always)
    static func write(member slot: Int, _ value: Double, _ row: UnsafePointer<Row>, at base: UnsafeMutableRawPointer) {
        let place = base + row.pointee.memberOffsets[slot]
        if row.pointee.reader == .optionalNumbers {
            place.assumingMemoryBound(to: Double?.self).pointee = value
        } else {
            place.assumingMemoryBound(to: Double.self).pointee = value
        }
    }

    /// Writes the bits of a group's members written, where the row keeps them.
    @inline(__always)
    static func write(declared written: UInt8, _ row: UnsafePointer<Row>, into parts: ViewParts) {
        guard row.pointee.declaredOffset >= 0 else { return }
        UnsafeMutableRawPointer(parts.view).storeBytes(of: written, toByteOffset: row.pointee.declaredOffset, as: UInt8.self)
    }

    /// The members written, at their offsets from `base` (the start of the part that holds them).
    @inline(__always)
    private static func write(numbers: (Double, Double, Double, Double), written: UInt8, _ row: UnsafePointer<Row>, at base: UnsafeMutableRawPointer) {
        if written & 1 != 0 { write(member: 0, numbers.0, row, at: base) }
        if written & 2 != 0 { write(member: 1, numbers.1, row, at: base) }
        if written & 4 != 0 { write(member: 2, numbers.2, row, at: base) }
        if written & 8 != 0 { write(member: 3, numbers.3, row, at: base) }
    }

    // A label's or a button's fields: its text properties copied out of their box and back,
    // out of line, as few views have them.

    @inline(never)
    private static func writeText<Value>(_ value: Value, at offset: Int, into view: UnsafeMutablePointer<ViewNode>) {
        var text = view.pointee.text ?? TextProperties(kind: .label)
        withUnsafeMutableBytes(of: &text) { ($0.baseAddress.unsafelyUnwrapped + offset).assumingMemoryBound(to: Value.self).pointee = value }
        view.pointee.text = text
    }

    @inline(never)
    private static func writeText(byte: UInt8, at offset: Int, into view: UnsafeMutablePointer<ViewNode>) {
        var text = view.pointee.text ?? TextProperties(kind: .label)
        withUnsafeMutableBytes(of: &text) { $0.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self) }
        view.pointee.text = text
    }

    @inline(never)
    private static func writeText(
        numbers: (Double, Double, Double, Double), written: UInt8, _ row: UnsafePointer<Row>, into view: UnsafeMutablePointer<ViewNode>
    ) {
        var text = view.pointee.text ?? TextProperties(kind: .label)
        withUnsafeMutableBytes(of: &text) { write(numbers: numbers, written: written, row, at: $0.baseAddress.unsafelyUnwrapped) }
        view.pointee.text = text
    }

    // A field behind a computed property (`baselines`, `safeAreaInsets`, `layoutGuides`, kept
    // in the view's extras), through its key path.

    @inline(never)
    private static func writeThroughStorage<Value>(_ value: Value, _ field: ViewField, into parts: ViewParts) {
        let place: Any
        switch field.storage {
        case .identifier(let path): place = path
        case .views(let path): place = path
        case .variants(let path): place = path
        case .length(let path): place = path
        case .spacing(let path): place = path
        case .count(let path): place = path
        case .flag(let path): place = path
        case .text(let path): place = path
        case .font(let path): place = path
        case .guides(let path): place = path
        case .customSpacing(let path): place = path
        case .viewType, .choice, .numbers, .optionalNumbers: preconditionFailure("\(field) is not a single value")
        }
        guard let place = place as? Place<Value> else { preconditionFailure("\(field) holds no \(Value.self)") }
        place.write(value, into: parts)
    }

    @inline(never)
    private static func writeChoiceThroughStorage(_ index: Int, _ field: ViewField, into parts: ViewParts) {
        guard case .choice(let choice) = field.storage else { preconditionFailure("\(field) is not a choice") }
        choice.write(index, parts)
    }

    @inline(never)
    private static func writeThroughStorage(
        numbers: (Double, Double, Double, Double), written: UInt8, _ field: ViewField, into parts: ViewParts
    ) {
        let values = [numbers.0, numbers.1, numbers.2, numbers.3]
        switch field.storage {
        case .numbers(let places, let declared):
            for (slot, place) in places.enumerated() where written & (1 << slot) != 0 { place.write(values[slot], into: parts) }
            declared?.write(written, into: parts)
        case .optionalNumbers(let places):
            for (slot, place) in places.enumerated() where written & (1 << slot) != 0 { place.write(values[slot], into: parts) }
        default: preconditionFailure("\(field) is not a group of numbers")
        }
    }
}
