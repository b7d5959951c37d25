/// Where a decoded view keeps each field's value: the table's ``ViewField/Entry/storage``, typed
/// key paths per field. ``ViewField/Row`` derives from it the plain data the decoder writes by
/// (byte offsets); ``ViewField/value(of:)`` reads, ``ViewField/copy(from:to:)`` copies and the
/// error path writes through the key paths themselves.
extension ViewField {
    /// The part of a view that holds a field, and the field's key path in it.
    enum Place<Value>: Sendable {
        case view(WritableKeyPath<ViewNode, Value> & Sendable)
        /// In ``ViewNode/stack``: a stack's field.
        case stack(WritableKeyPath<StackProperties, Value> & Sendable)
        /// In ``ViewNode/text``: a label's or a button's field.
        case text(WritableKeyPath<TextProperties, Value> & Sendable)

        /// The value on `view`; nil when it has no such part (a plain view's stack field).
        func read(_ view: ViewNode) -> Value? {
            switch self {
            case .view(let path): return view[keyPath: path]
            case .stack(let path): return view.stack?[keyPath: path]
            case .text(let path): return view.text?[keyPath: path]
            }
        }

        /// Writes `value` into the view being decoded; a text field into its text properties,
        /// made a label's until the view's `type` says which.
        func write(_ value: Value, into parts: ViewParts) {
            switch self {
            case .view(let path): parts.view.pointee[keyPath: path] = value
            case .stack(let path): parts.stack.pointee[keyPath: path] = value
            case .text(let path):
                var text = parts.view.pointee.text ?? TextProperties(kind: .label)
                text[keyPath: path] = value
                parts.view.pointee.text = text
            }
        }

        /// Copies the value from `source` to `target`, when both have the part that holds it.
        func copy(from source: ViewNode, to target: inout ViewNode) {
            switch self {
            case .view(let path): target[keyPath: path] = source[keyPath: path]
            case .stack(let path):
                guard let value = source.stack?[keyPath: path], target.stack != nil else { return }
                target.stack?[keyPath: path] = value
            case .text(let path):
                guard let value = source.text?[keyPath: path], target.text != nil else { return }
                target.text?[keyPath: path] = value
            }
        }

        /// The part, and the value's byte offset in it (``MemoryLayout/offset(of:)``): nil for a
        /// path through a computed property (as `baselines`, kept in ``ViewNode/extras``).
        var offset: (part: Row.Part, offset: Int?) {
            switch self {
            case .view(let path): return (.view, MemoryLayout<ViewNode>.offset(of: path))
            case .stack(let path): return (.stack, MemoryLayout<StackProperties>.offset(of: path))
            case .text(let path): return (.text, MemoryLayout<TextProperties>.offset(of: path))
            }
        }
    }

    /// The view being decoded: the view in its slot, and its stack's fields, kept apart until
    /// the view is known to be a stack.
    struct ViewParts {
        let view: UnsafeMutablePointer<ViewNode>
        let stack: UnsafeMutablePointer<StackProperties>
    }

    /// A field's storage, by the type of its value (which its ``Shape`` decides).
    enum Storage: Sendable {
        /// `id`, which the decoder declares as it reads it.
        case identifier(Place<String>)
        /// `type`: which properties the view has (``ViewNode/stack``, ``ViewNode/text``,
        /// ``ViewNode/isScroll``), not a value of its own.
        case viewType
        /// A list of views, which the decoder reads view by view.
        case views(Place<[ViewNode]>)
        /// ``Shape/length``.
        case length(Place<Double?>)
        /// ``Shape/spacing``.
        case spacing(Place<Double>)
        /// ``Shape/count``.
        case count(Place<Int>)
        case flag(Place<Bool>)
        /// ``Shape/text``.
        case text(Place<String>)
        case font(Place<FontSpec>)
        case guides(Place<[String]>)
        case customSpacing(Place<[(viewID: String, spacing: Double)]>)
        /// ``Shape/choice(_:)``: a value named by one of the choice's names.
        case choice(ChoiceStorage)
        /// ``Shape/lengths`` and ``Shape/priorities``: a group of numbers, one place per member
        /// (``Entry/members``, in order); `declared` keeps which members the document wrote
        /// (``ViewNode/declaredMargins``).
        case numbers([Place<Double>], declared: Place<UInt8>? = nil)
        /// A group of numbers whose members may be absent (nil when left out).
        case optionalNumbers([Place<Double?>])
        /// ``Shape/variants``, which the decoder reads out of line (`readVariants`).
        case variants(Place<ViewVariants?>)

        /// A choice stored in `place`, a value of a type whose raw values are the choice's
        /// names (an alias, `top`, takes the value of the name it stands for).
        static func choice<Value: RawRepresentable<String> & BitwiseCopyable & Sendable>(
            _ place: Place<Value>, _ choice: Choice
        ) -> Storage {
            .choice(ChoiceStorage(place, choice))
        }
    }

    /// A choice's storage, its value's type hidden: the bytes of each name's value (what the
    /// decoder writes at the field's offset) and the operations of the cold paths.
    struct ChoiceStorage: Sendable {
        /// The part and offset of the value.
        let offset: (part: Row.Part, offset: Int?)
        /// For each of the choice's names, its value's byte: name i's in bits 8i..<8i+8 (a choice
        /// has at most 8 names). A word, not an array: kept in an enum payload, an array's
        /// reference may carry the enum's tag in its spare bits, where LeakSanitizer cannot see it.
        let bytes: UInt64
        /// Writes the value of the choice's name at an index.
        let write: @Sendable (Int, ViewParts) -> Void
        /// The index of the name of the value on a view (the first name of that value).
        let read: @Sendable (ViewNode) -> Int?
        let copy: @Sendable (ViewNode, inout ViewNode) -> Void

        init<Value: RawRepresentable<String> & BitwiseCopyable & Sendable>(_ place: Place<Value>, _ choice: Choice) {
            // One byte holds any value of an enum of fewer than 256 cases without payloads:
            // its bytes are then copied as they are (`BitwiseCopyable`).
            precondition(MemoryLayout<Value>.size == 1, "a choice is stored in one byte")
            let values = choice.names.map { name in
                guard let value = Value(rawValue: choice.canonical(name)) else {
                    preconditionFailure("'\(name)' names no \(Value.self)")
                }
                return value
            }
            offset = place.offset
            precondition(values.count <= 8, "a choice has at most 8 names")
            bytes = values.enumerated().reduce(0) { packed, name in
                packed | UInt64(withUnsafeBytes(of: name.element) { $0[0] }) << UInt64(8 * name.offset)
            }
            write = { index, parts in place.write(values[index], into: parts) }
            read = { view in
                guard let value = place.read(view) else { return nil }
                return values.firstIndex { $0.rawValue == value.rawValue }
            }
            copy = { source, target in place.copy(from: source, to: &target) }
        }
    }

    /// Every field's storage, by raw value: made once.
    static let storages: [Storage] = allCases.map { $0.entry.storage() }

    /// This field's storage.
    var storage: Storage { Self.storages[rawValue] }

    /// Copies this field's value from `source` to `target`: how a variant's `set` replaces a
    /// field (``LayoutDocument/applying(_:)``, for the fields of ``settableBits`` only). The value
    /// the decoder wrote, in the place it wrote it; nothing for `type`, or where either view lacks
    /// the part that holds the field (a stack's field on a plain view).
    func copy(from source: ViewNode, to target: inout ViewNode) {
        switch storage {
        case .viewType: return
        case .identifier(let place): place.copy(from: source, to: &target)
        case .views(let place): place.copy(from: source, to: &target)
        case .length(let place): place.copy(from: source, to: &target)
        case .spacing(let place): place.copy(from: source, to: &target)
        case .count(let place): place.copy(from: source, to: &target)
        case .flag(let place): place.copy(from: source, to: &target)
        case .text(let place): place.copy(from: source, to: &target)
        case .font(let place): place.copy(from: source, to: &target)
        case .guides(let place): place.copy(from: source, to: &target)
        case .customSpacing(let place): place.copy(from: source, to: &target)
        case .choice(let choice): choice.copy(source, &target)
        case .numbers(let places, let declared):
            for place in places { place.copy(from: source, to: &target) }
            declared?.copy(from: source, to: &target)
        case .optionalNumbers(let places): for place in places { place.copy(from: source, to: &target) }
        case .variants(let place): place.copy(from: source, to: &target)
        }
    }
}
