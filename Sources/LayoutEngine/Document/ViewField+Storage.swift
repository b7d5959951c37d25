/// Where a decoded view keeps each field's value: the table's ``ViewField/Entry/storage``, a
/// typed key path per field, through which the decoder writes, ``ViewField/value(of:)`` reads
/// and ``ViewField/copy(from:to:)`` copies.
extension ViewField {
    /// A key path into the part of a view that holds a field, with its byte offset when the path
    /// is stored properties only.
    ///
    /// A write through a key path walks it at run time (some 30 ns); a write at its offset is a
    /// store, as fast as the property's own. Made once per field, in ``storages``.
    struct FieldPath<Root, Value>: @unchecked Sendable {
        // Immutable, and key paths made from literals are immutable objects. Not counted: the
        // runtime keeps a literal's key path for the process (its pattern's cache), and a
        // count on every copy of a storage cost the decoder more than its reading.
        unowned(unsafe) let path: WritableKeyPath<Root, Value>
        /// The value's offset in `Root`; negative for a path through a computed property.
        let offset: Int

        init(_ path: WritableKeyPath<Root, Value>) {
            self.path = path
            offset = MemoryLayout<Root>.offset(of: path) ?? -1
        }

        @inline(__always)
        func write(_ value: Value, into root: UnsafeMutablePointer<Root>) {
            if offset >= 0 {
                // `offset(of:)` promises a stored property of type `Value` at this offset.
                (UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Value.self).pointee = value
            } else {
                root.pointee[keyPath: path] = value
            }
        }
    }

    /// The part of a view that holds a field, and the field's path in it.
    enum Place<Value>: Sendable {
        case view(FieldPath<ViewNode, Value>)
        /// In ``ViewNode/stack``: a stack's field.
        case stack(FieldPath<StackProperties, Value>)
        /// In ``ViewNode/text``: a label's or a button's field.
        case text(FieldPath<TextProperties, Value>)

        static func view(_ path: WritableKeyPath<ViewNode, Value>) -> Place { .view(FieldPath(path)) }
        static func stack(_ path: WritableKeyPath<StackProperties, Value>) -> Place { .stack(FieldPath(path)) }
        static func text(_ path: WritableKeyPath<TextProperties, Value>) -> Place { .text(FieldPath(path)) }

        /// The value on `view`; nil when it has no such part (a plain view's stack field).
        func read(_ view: ViewNode) -> Value? {
            switch self {
            case .view(let field): return view[keyPath: field.path]
            case .stack(let field): return view.stack?[keyPath: field.path]
            case .text(let field): return view.text?[keyPath: field.path]
            }
        }

        /// Writes `value` into the view being decoded; a text field into its text properties,
        /// made a label's until the view's `type` says which.
        @inline(__always)
        func write(_ value: Value, into parts: ViewParts) {
            switch self {
            case .view(let field): field.write(value, into: parts.view)
            case .stack(let field): field.write(value, into: parts.stack)
            case .text(let field): Self.write(value, field, into: parts.view)
            }
        }

        // Out of line: the text's copy in and out is code every other field does without.
        @inline(never)
        private static func write(_ value: Value, _ field: FieldPath<TextProperties, Value>, into view: UnsafeMutablePointer<ViewNode>) {
            var text = view.pointee.text ?? TextProperties(kind: .label)
            text[keyPath: field.path] = value
            view.pointee.text = text
        }

        /// Copies the value from `source` to `target`, when both have the part that holds it.
        func copy(from source: ViewNode, to target: inout ViewNode) {
            switch self {
            case .view(let field): target[keyPath: field.path] = source[keyPath: field.path]
            case .stack(let field):
                guard let value = source.stack?[keyPath: field.path], target.stack != nil else { return }
                target.stack?[keyPath: field.path] = value
            case .text(let field):
                guard let value = source.text?[keyPath: field.path], target.text != nil else { return }
                target.text?[keyPath: field.path] = value
            }
        }
    }

    /// The view being decoded, where the decoder writes its fields: the view in its slot, and
    /// its stack's fields, kept apart until the view is known to be a stack.
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
        case choice(any ChoicePlace)
        /// ``Shape/lengths`` and ``Shape/priorities``: a group of numbers; `declared` keeps which
        /// members the document wrote (``ViewNode/declaredMargins``).
        case numbers(any NumbersPlace, declared: FieldPath<ViewNode, UInt8>? = nil)
        /// ``Shape/variants``, which the decoder reads out of line (`readVariants`).
        case variants(Place<ViewVariants?>)

        /// The place a typed value is written, for the shapes whose value type is one type.
        var copier: (any FieldPlace)? {
            switch self {
            case .viewType: return nil
            case .identifier(let place): return place
            case .views(let place): return place
            case .length(let place): return place
            case .spacing(let place): return place
            case .count(let place): return place
            case .flag(let place): return place
            case .text(let place): return place
            case .font(let place): return place
            case .guides(let place): return place
            case .customSpacing(let place): return place
            case .choice(let place): return place
            case .numbers(let place, _): return place
            case .variants(let place): return place
            }
        }
    }

    /// Every field's storage, by raw value: made once, with the offsets of its key paths.
    static let storages: [Storage] = allCases.map { $0.entry.storage() }

    /// This field's storage.
    @inline(__always)
    var storage: Storage { Self.storages[rawValue] }

    /// Copies this field's value from `source` to `target`: how a variant's `set` replaces a
    /// field (``LayoutDocument/applying(_:)``, for the fields of ``settableBits`` only). The value
    /// the decoder wrote, in the place it wrote it; nothing for `type`, or where either view lacks
    /// the part that holds the field (a stack's field on a plain view).
    func copy(from source: ViewNode, to target: inout ViewNode) {
        storage.copier?.copy(from: source, to: &target)
        if case .numbers(_, let declared?) = storage { target[keyPath: declared.path] = source[keyPath: declared.path] }
    }
}

/// A place of any type: what copying a field needs.
protocol FieldPlace: Sendable {
    func copy(from source: ViewNode, to target: inout ViewNode)
}

extension ViewField.Place: FieldPlace {}

/// A stored value named by a ``ViewField/Choice``'s names.
protocol ChoiceValue: RawRepresentable<String> {
    /// The value `name` names (an alias too), or nil.
    static func named(_ name: JSONKey) -> Self?
}

extension Axis: ChoiceValue {
    static func named(_ name: JSONKey) -> Axis? { FieldChecker.axis(name) }
}

extension StackProperties.Distribution: ChoiceValue {
    static func named(_ name: JSONKey) -> Self? { FieldChecker.distribution(name) }
}

extension StackProperties.Alignment: ChoiceValue {
    static func named(_ name: JSONKey) -> Self? { FieldChecker.alignment(name) }
}

extension TextProperties.LineBreakMode: ChoiceValue {
    static func named(_ name: JSONKey) -> Self? { allCases.first { name.equals($0.rawValue) } }
}

/// The place of a ``ChoiceValue``, its type hidden.
protocol ChoicePlace: FieldPlace {
    /// Writes the value `name` names; false when it names none.
    func write(named name: JSONKey, into parts: ViewField.ViewParts) -> Bool
    /// The value's name on `view`.
    func name(on view: ViewNode) -> String?
}

extension ViewField.Place: ChoicePlace where Value: ChoiceValue {
    @inline(__always)
    func write(named name: JSONKey, into parts: ViewField.ViewParts) -> Bool {
        guard let value = Value.named(name) else { return false }
        write(value, into: parts)
        return true
    }

    func name(on view: ViewNode) -> String? { read(view)?.rawValue }
}

/// A value made of up to four numbers, one per member of its field (``ViewField/Members``).
protocol NumberGroup {
    /// The group of these numbers, by member; NaN for a member left out (nil where a member is
    /// optional; the fields of the other groups have a default for each).
    init(numbers: (Double, Double, Double, Double))
    /// The numbers, by member.
    var numbers: [Double?] { get }
}

/// The place of a ``NumberGroup``, its type hidden.
protocol NumbersPlace: FieldPlace {
    /// Writes the group of `numbers` (``NumberGroup/init(numbers:)``).
    func write(_ numbers: (Double, Double, Double, Double), into parts: ViewField.ViewParts)
    /// The numbers on `view`.
    func numbers(on view: ViewNode) -> [Double?]?
}

extension ViewField.Place: NumbersPlace where Value: NumberGroup {
    @inline(__always)
    func write(_ numbers: (Double, Double, Double, Double), into parts: ViewField.ViewParts) {
        write(Value(numbers: numbers), into: parts)
    }

    func numbers(on view: ViewNode) -> [Double?]? { read(view)?.numbers }
}

extension OptionalSize: NumberGroup {
    init(numbers: (Double, Double, Double, Double)) {
        self.init(width: numbers.0.isNaN ? nil : numbers.0, height: numbers.1.isNaN ? nil : numbers.1)
    }
    var numbers: [Double?] { [width, height] }
}

extension Baselines: NumberGroup {
    init(numbers: (Double, Double, Double, Double)) {
        self.init(firstFromTop: numbers.0.isNaN ? nil : numbers.0, lastFromBottom: numbers.1.isNaN ? nil : numbers.1)
    }
    var numbers: [Double?] { [firstFromTop, lastFromBottom] }
}

extension AxisPriorities: NumberGroup {
    init(numbers: (Double, Double, Double, Double)) { self.init(horizontal: numbers.0, vertical: numbers.1) }
    var numbers: [Double?] { [horizontal, vertical] }
}

extension DirectionalInsets: NumberGroup {
    init(numbers: (Double, Double, Double, Double)) {
        self.init(top: numbers.0, leading: numbers.1, bottom: numbers.2, trailing: numbers.3)
    }
    var numbers: [Double?] { [top, leading, bottom, trailing] }
}

extension EdgeInsets: NumberGroup {
    init(numbers: (Double, Double, Double, Double)) {
        self.init(top: numbers.0, left: numbers.1, bottom: numbers.2, right: numbers.3)
    }
    var numbers: [Double?] { [top, left, bottom, right] }
}
