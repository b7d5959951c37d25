/// A field of a view in a layout document, in the contract's order (the order an unknown
/// field's "expected one of" lists them, and each field's bit in a set of fields).
///
/// The one table of view fields: ``entry`` gives each field's name, value type (its shape),
/// range, default, which views take it, and its storage: typed key paths into ``ViewNode``,
/// ``StackProperties`` or ``TextProperties`` (one per member for a group of numbers).
///
/// Everything else follows from the entry. ``Rows`` makes from it, once, a plain-data row per
/// field (`ViewField+Row.swift`): how to read the value, the byte offset of its stored property
/// (`MemoryLayout.offset(of:)` of the key path), its range, its members' keys, a choice's names
/// and the byte of each one's value. The decoder finds a key by a perfect hash over the names,
/// reads the value as the row says and stores it at that offset; a field behind a computed
/// property (`baselines`, `safeAreaInsets`) is written through its key path instead. The error
/// path (`FieldChecker.checkField`, and a variant's `set`) reads by shape and writes through the
/// key paths, ``value(of:)`` reads and ``copy(from:to:)`` copies through them; the defaults of
/// ``ViewNode`` are the entries' defaults; the tests describe and exercise every field by walking
/// the table (`ViewFieldTableTests`: decoding a field writes its entry's storage and nothing else).
///
/// **Adding a field** is its entry here (a case above, in the contract's order, and its row in
/// ``entry``) and the stored property its key paths name. A value of a type no field has yet
/// needs a case of ``Storage`` and of ``Row/Reader`` (a choice needs only an enum whose raw values
/// are its names: one byte, `BitwiseCopyable`; a group of numbers only `Double` or `Double?`
/// members). `ViewFieldContractTests` then asks for its schema in `openapi.yaml`.
enum ViewField: Int, CaseIterable, Sendable {
    case id, type, width, height, intrinsicContentSize, contentHugging, compressionResistance
    case baselines, hidden, layoutMargins, insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins
    case viewController, safeAreaInsets, layoutGuides, subviews
    case axis, distribution, alignment, spacing, customSpacing, arrangedSubviews
    case layoutMarginsRelativeArrangement, baselineRelativeArrangement
    case text, title, font, numberOfLines, lineBreakMode, preferredMaxLayoutWidth, contentEdgeInsets
    case variants

    /// Which views take a field; anywhere else it is a 422 at its pointer.
    enum Kinds: Sendable, Equatable {
        case every, stacks, root
        /// Labels (`"type": "label"`), buttons, or both.
        case labels, buttons, texts
    }

    /// The JSON type of a field's value.
    enum Shape: Sendable, Equatable {
        /// A view id, `[A-Za-z_][A-Za-z0-9_-]*`, unique among views and guides.
        case identifier
        /// One of ``Choice``'s names.
        case choice(Choice)
        /// A number in ``Entry/range``.
        case length
        /// An object of numbers in ``Entry/range``, keyed by ``Entry/members``, each at most once.
        case lengths
        /// An object of priorities (numbers in ``Entry/range`` or UIKit's names), keyed by ``Entry/members``.
        case priorities
        case flag
        /// A number in ``Entry/range``, or `"system"` (8).
        case spacing
        /// An object of numbers in ``Entry/range`` keyed by arranged view ids.
        case customSpacing
        /// An array of `{"id": ...}` layout guides.
        case guides
        /// An array of views.
        case views
        /// A string (a label's text, a button's title).
        case text
        /// A whole number in ``Entry/range``.
        case count
        /// A font: `family` (a string), `size` (a number above 0, at most 1000), `weight` (a
        /// name of ``FontSpec/weightNames`` or 100...900), `italic` (a flag); ``Entry/members``.
        case font
        /// An array of `{when, set}` variants (``ViewVariant``).
        case variants
    }

    /// The fields whose value is one of a few names.
    enum Choice: Sendable, Equatable {
        case viewType, axis, distribution, alignment, lineBreakMode

        /// The names accepted, in the contract's order (`top` and `bottom` are UIKit's aliases of
        /// `leading` and `trailing`).
        var names: [String] {
            switch self {
            case .viewType: return ["view", "stack", "label", "button", "scroll"]
            case .axis: return ["horizontal", "vertical"]
            case .distribution: return StackProperties.Distribution.allCases.map(\.rawValue)
            case .alignment: return ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]
            case .lineBreakMode: return TextProperties.LineBreakMode.allCases.map(\.rawValue)
            }
        }

        /// The name a name stands for: an alias's (`top` is `leading`), else itself.
        func canonical(_ name: String) -> String {
            guard self == .alignment else { return name }
            return name == "top" ? "leading" : name == "bottom" ? "trailing" : name
        }

        /// What an error calls a value of this choice (`unknown axis 'up'`).
        var noun: String {
            switch self {
            case .viewType: return "view type"
            case .axis: return "axis"
            case .distribution: return "distribution"
            case .alignment: return "alignment"
            case .lineBreakMode: return "line break mode"
            }
        }
    }

    /// An object field's member names, in the contract's order (up to 4; empty ones unused).
    struct Members: Sendable {
        let names: (StaticString, StaticString, StaticString, StaticString)

        init(_ a: StaticString = "", _ b: StaticString = "", _ c: StaticString = "", _ d: StaticString = "") {
            names = (a, b, c, d)
        }

        var count: Int {
            names.3.utf8CodeUnitCount > 0 ? 4 : names.2.utf8CodeUnitCount > 0 ? 3 : names.1.utf8CodeUnitCount > 0 ? 2
                : names.0.utf8CodeUnitCount > 0 ? 1 : 0
        }

        /// The member at `slot` (below ``count``).
        subscript(slot: Int) -> StaticString {
            switch slot {
            case 0: return names.0
            case 1: return names.1
            case 2: return names.2
            default: return names.3
            }
        }

        /// The names as strings, for errors.
        var strings: [String] { (0..<count).map { self[$0].description } }
    }

    /// How an error names one number of a field.
    enum Label: Sendable {
        /// By the field's name (`width`, `spacing`).
        case field
        /// By the member's name (`firstFromTop`).
        case member
        /// By these words and the member's name (`an intrinsic width`).
        case prefixed(StaticString)
        /// By these words (`a margin`).
        case fixed(StaticString)
    }

    /// A field's default, as stored on a view that leaves it out.
    enum Default: Sendable, Equatable {
        /// Absent (nil or empty).
        case none
        /// These numbers, one per member (or the first for a single number).
        case numbers(Double, Double, Double, Double)
        case flag(Bool)
        /// The choice's name at this index.
        case choice(Int)
    }

    /// One row of the table.
    struct Entry: Sendable {
        let name: StaticString
        let kinds: Kinds
        let shape: Shape
        /// The members of an object field.
        var members = Members()
        /// Each number's range (for priorities, the priority range); past ``ConstraintRules/maxLength``
        /// in magnitude a number is refused as not a length.
        var range: ClosedRange<Double> = -ConstraintRules.maxLength...ConstraintRules.maxLength
        var label = Label.field
        var defaultValue = Default.none
        /// Where a decoded view keeps the value: typed key paths, made once per field (in
        /// ``ViewField/storages``, from which ``ViewField/Rows`` works out their offsets), not
        /// each time an entry is read.
        let storage: @Sendable () -> Storage

        init(
            name: StaticString, kinds: Kinds, shape: Shape, storage: @autoclosure @escaping @Sendable () -> Storage,
            members: Members = Members(), range: ClosedRange<Double> = -ConstraintRules.maxLength...ConstraintRules.maxLength,
            label: Label = .field, defaultValue: Default = .none
        ) {
            self.name = name
            self.kinds = kinds
            self.shape = shape
            self.storage = storage
            self.members = members
            self.range = range
            self.label = label
            self.defaultValue = defaultValue
        }

        /// How an error names the number of `member` (an object's member, or nil).
        func what(member: StaticString?) -> String {
            switch label {
            case .field: return name.description
            case .member: return member?.description ?? name.description
            case .prefixed(let words): return words.description + (member?.description ?? name.description)
            case .fixed(let words): return words.description
            }
        }
    }

    /// The table: one entry per field.
    @inline(__always)
    var entry: Entry {
        let lengths = -ConstraintRules.maxLength...ConstraintRules.maxLength
        let sizes = 0...ConstraintRules.maxLength
        switch self {
        case .id: return Entry(name: "id", kinds: .every, shape: .identifier, storage: .identifier(.view(\.id)))
        case .type: return Entry(name: "type", kinds: .every, shape: .choice(.viewType), storage: .viewType, defaultValue: .choice(0))
        case .width: return Entry(name: "width", kinds: .every, shape: .length, storage: .length(.view(\.width)), range: sizes)
        case .height: return Entry(name: "height", kinds: .every, shape: .length, storage: .length(.view(\.height)), range: sizes)
        case .intrinsicContentSize:
            return Entry(
                name: "intrinsicContentSize", kinds: .every, shape: .lengths, storage: .optionalNumbers([.view(\.intrinsicContentSize.width), .view(\.intrinsicContentSize.height)]), members: Members("width", "height"),
                range: sizes, label: .prefixed("an intrinsic "))
        case .contentHugging:
            return Entry(
                name: "contentHugging", kinds: .every, shape: .priorities, storage: .numbers([.view(\.contentHugging.horizontal), .view(\.contentHugging.vertical)]), members: Members("horizontal", "vertical"),
                range: 1...1000, defaultValue: .numbers(250, 250, 0, 0))
        case .compressionResistance:
            return Entry(
                name: "compressionResistance", kinds: .every, shape: .priorities, storage: .numbers([.view(\.compressionResistance.horizontal), .view(\.compressionResistance.vertical)]),
                members: Members("horizontal", "vertical"), range: 1...1000, defaultValue: .numbers(750, 750, 0, 0))
        case .baselines:
            return Entry(
                name: "baselines", kinds: .every, shape: .lengths, storage: .optionalNumbers([.view(\.baselines.firstFromTop), .view(\.baselines.lastFromBottom)]), members: Members("firstFromTop", "lastFromBottom"),
                range: lengths, label: .member)
        case .hidden: return Entry(name: "hidden", kinds: .every, shape: .flag, storage: .flag(.view(\.isHidden)), defaultValue: .flag(false))
        case .layoutMargins:
            // UIKit's default margin of 8; negative margins are allowed, as in UIKit.
            return Entry(
                name: "layoutMargins", kinds: .every, shape: .lengths, storage: .numbers(
                    [.view(\.layoutMargins.top), .view(\.layoutMargins.leading), .view(\.layoutMargins.bottom), .view(\.layoutMargins.trailing)],
                    declared: .view(\.declaredMargins)),
                members: Members("top", "leading", "bottom", "trailing"), range: lengths, label: .fixed("a margin"),
                defaultValue: .numbers(8, 8, 8, 8))
        case .insetsLayoutMarginsFromSafeArea:
            return Entry(name: "insetsLayoutMarginsFromSafeArea", kinds: .every, shape: .flag, storage: .flag(.view(\.insetsLayoutMarginsFromSafeArea)), defaultValue: .flag(true))
        case .preservesSuperviewLayoutMargins:
            return Entry(name: "preservesSuperviewLayoutMargins", kinds: .every, shape: .flag, storage: .flag(.view(\.preservesSuperviewLayoutMargins)), defaultValue: .flag(false))
        case .viewController:
            // A view controller's root view: UIKit's system minimum margins (`SafeAreaInputs`).
            return Entry(name: "viewController", kinds: .root, shape: .flag, storage: .flag(.view(\.isViewController)), defaultValue: .flag(false))
        case .safeAreaInsets:
            // Other views' safe area is the root's within their frames (`SafeAreaInputs`).
            return Entry(
                name: "safeAreaInsets", kinds: .root, shape: .lengths, storage: .numbers([.view(\.safeAreaInsets.top), .view(\.safeAreaInsets.left), .view(\.safeAreaInsets.bottom), .view(\.safeAreaInsets.right)]), members: Members("top", "left", "bottom", "right"),
                range: sizes, label: .fixed("a safe-area inset"), defaultValue: .numbers(0, 0, 0, 0))
        case .layoutGuides: return Entry(name: "layoutGuides", kinds: .every, shape: .guides, storage: .guides(.view(\.layoutGuides)))
        case .subviews: return Entry(name: "subviews", kinds: .every, shape: .views, storage: .views(.view(\.subviews)))
        case .axis: return Entry(name: "axis", kinds: .stacks, shape: .choice(.axis), storage: .choice(.stack(\.axis), .axis), defaultValue: .choice(0))
        case .distribution:
            return Entry(name: "distribution", kinds: .stacks, shape: .choice(.distribution), storage: .choice(.stack(\.distribution), .distribution), defaultValue: .choice(0))
        case .alignment:
            return Entry(name: "alignment", kinds: .stacks, shape: .choice(.alignment), storage: .choice(.stack(\.alignment), .alignment), defaultValue: .choice(0))
        case .spacing:
            return Entry(name: "spacing", kinds: .stacks, shape: .spacing, storage: .spacing(.stack(\.spacing)), range: lengths, defaultValue: .numbers(0, 0, 0, 0))
        case .customSpacing:
            return Entry(name: "customSpacing", kinds: .stacks, shape: .customSpacing, storage: .customSpacing(.stack(\.customSpacing)), range: lengths, label: .fixed("a custom spacing"))
        case .arrangedSubviews: return Entry(name: "arrangedSubviews", kinds: .stacks, shape: .views, storage: .views(.view(\.arrangedSubviews)))
        case .layoutMarginsRelativeArrangement:
            return Entry(name: "layoutMarginsRelativeArrangement", kinds: .stacks, shape: .flag, storage: .flag(.stack(\.layoutMarginsRelativeArrangement)), defaultValue: .flag(false))
        case .baselineRelativeArrangement:
            return Entry(name: "baselineRelativeArrangement", kinds: .stacks, shape: .flag, storage: .flag(.stack(\.baselineRelativeArrangement)), defaultValue: .flag(false))
        case .text: return Entry(name: "text", kinds: .labels, shape: .text, storage: .text(.text(\.text)))
        case .title: return Entry(name: "title", kinds: .buttons, shape: .text, storage: .text(.text(\.text)))
        case .font:
            // The defaults depend on the view (17 points on a label, 15 on a button): `FontSpec.resolved`.
            return Entry(
                name: "font", kinds: .texts, shape: .font, storage: .font(.text(\.font)), members: Members("family", "size", "weight", "italic"))
        case .numberOfLines:
            return Entry(
                name: "numberOfLines", kinds: .labels, shape: .count, storage: .count(.text(\.numberOfLines)), range: 0...ConstraintRules.maxLength,
                defaultValue: .numbers(1, 0, 0, 0))
        case .lineBreakMode:
            // `byTruncatingTail`, UILabel's default.
            return Entry(
                name: "lineBreakMode", kinds: .labels, shape: .choice(.lineBreakMode), storage: .choice(.text(\.lineBreakMode), .lineBreakMode), defaultValue: .choice(4))
        case .preferredMaxLayoutWidth:
            return Entry(name: "preferredMaxLayoutWidth", kinds: .labels, shape: .length, storage: .length(.text(\.preferredMaxLayoutWidth)), range: sizes)
        case .contentEdgeInsets:
            // Negative insets are allowed, as in UIKit.
            return Entry(
                name: "contentEdgeInsets", kinds: .buttons, shape: .lengths, storage: .numbers([.text(\.contentEdgeInsets.top), .text(\.contentEdgeInsets.leading), .text(\.contentEdgeInsets.bottom), .text(\.contentEdgeInsets.trailing)]),
                members: Members("top", "leading", "bottom", "trailing"), range: lengths,
                label: .fixed("a content edge inset"), defaultValue: .numbers(0, 0, 0, 0))
        case .variants:
            // Applied per layout (`LayoutDocument+Variants.swift`); a `set` holds the fields of ``settableBits``.
            return Entry(name: "variants", kinds: .every, shape: .variants, storage: .variants(.view(\.variants)))
        }
    }

    /// The field's name in a document.
    var name: String { entry.name.description }

    /// This field's bit in a set of fields.
    @inline(__always)
    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// Every field's name, in the contract's order.
    static let names = allCases.map(\.name)

    /// The bits of the fields that only stacks take.
    static let stackOnlyBits = allCases.reduce(UInt32(0)) { $1.entry.kinds == .stacks ? $0 | $1.bit : $0 }

    /// The bits of the fields that only the root takes.
    static let rootOnlyBits = allCases.reduce(UInt32(0)) { $1.entry.kinds == .root ? $0 | $1.bit : $0 }

    /// The bits of the fields a variant's `set` may hold: all but those naming or holding views
    /// and variants, and `layoutGuides`, whose ids are declared once for every layout.
    static let settableBits = allCases.reduce(UInt32(0)) {
        [.id, .type, .subviews, .arrangedSubviews, .variants, .layoutGuides].contains($1) ? $0 : $0 | $1.bit
    }

    /// The bits of the fields that only labels or buttons take.
    static let textBits = allCases.reduce(UInt32(0)) {
        [.labels, .buttons, .texts].contains($1.entry.kinds) ? $0 | $1.bit : $0
    }

    /// The bits of the text fields a view of `kind` takes.
    /// - Complexity: O(1): read from masks made once (working them out built every field's entry,
    ///   a fifth of decoding a label).
    static func textBits(of kind: TextProperties.Kind) -> UInt32 {
        kind == .label ? labelBits : buttonBits
    }

    private static let labelBits = textBits(taken: .labels)
    private static let buttonBits = textBits(taken: .buttons)

    /// The bits of the text fields every text view takes and of those only `kinds` take.
    private static func textBits(taken kinds: Kinds) -> UInt32 {
        allCases.reduce(UInt32(0)) { $1.entry.kinds == .texts || $1.entry.kinds == kinds ? $0 | $1.bit : $0 }
    }

    /// The field named `key` (``Rows/field(named:)``: one hash and one comparison).
    @inline(__always)
    static func named(_ key: JSONKey) -> ViewField? { Rows.shared.field(named: key) }

    /// The field named `key`.
    static func named(_ key: String) -> ViewField? {
        var key = key
        return key.withUTF8 { bytes in named(JSONKey(bytes: bytes)) }
    }
}
