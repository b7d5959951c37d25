/// A view of the document, with every field defaulted as the contract says.
public struct ViewNode: Sendable {
    public var id: String
    /// The JSON Pointer of this view in the request (`/root/subviews/0`), for errors.
    public var pointer: String {
        get { storedPointer.string }
        set { storedPointer = .path(JSONPointerPath(newValue), -1) }
    }
    var storedPointer: ViewPointer
    // The defaults are the properties' initial values rather than assignments in `init`: built
    // that way, a new view goes straight into its array, where the assignments made the optimizer
    // build it twice, copy one (retaining every reference in it) and destroy the other.
    /// Set for `"type": "stack"`.
    public var stack: StackProperties? = nil
    /// The `width` / `height` shorthands (required constraints).
    public var width: Double? = nil
    public var height: Double? = nil
    public var intrinsicContentSize = OptionalSize()
    // The table's defaults, assigned by `init` from ``Defaults``, which a decoder reads once for
    // all its views (a lazy global read for each view cost a `swift_once` a view); plain values,
    // so the view is still built once.
    public var contentHugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    public var isHidden = false
    // Beside `isHidden`, in what would be its padding: a view is no larger for them.
    /// `insetsLayoutMarginsFromSafeArea`: the margins are measured from the view's safe area.
    public var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`.
    public var preservesSuperviewLayoutMargins = false
    /// `viewController` (root only): the root is a view controller's view.
    public var isViewController = false
    /// The members of `layoutMargins` the document wrote (bits: top 1, leading 2, bottom 4, trailing 8),
    /// so that a view controller's root takes the system minimum for the others.
    var declaredMargins: UInt8 = 0
    /// `"type": "scroll"`: a `UIScrollView`, whose subviews lie in its content (its
    /// `contentLayoutGuide`), in content coordinates.
    public var isScroll = false
    public var layoutMargins: DirectionalInsets
    /// A label's or a button's fields; nil on every other view.
    var textBox: TextBox? = nil
    /// `baselines`, `safeAreaInsets` and `layoutGuides`, which few views set; nil when all are the defaults.
    var extras: ViewExtras? = nil
    /// Plain subviews (a stack does not arrange these).
    public var subviews: [ViewNode] = []
    /// A stack's arranged subviews; empty for plain views.
    public var arrangedSubviews: [ViewNode] = []

    public var baselines: Baselines {
        get { extras?.baselines ?? Baselines() }
        set { extras = .make(baselines: newValue, safeAreaInsets: safeAreaInsets, layoutGuides: layoutGuides, variants: variants) }
    }
    /// Root only; zero elsewhere.
    public var safeAreaInsets: EdgeInsets {
        get { extras?.safeAreaInsets ?? EdgeInsets() }
        set { extras = .make(baselines: baselines, safeAreaInsets: newValue, layoutGuides: layoutGuides, variants: variants) }
    }
    /// Ids of the view's `UILayoutGuide`s.
    public var layoutGuides: [String] {
        get { extras?.layoutGuides ?? [] }
        set { extras = .make(baselines: baselines, safeAreaInsets: safeAreaInsets, layoutGuides: newValue, variants: variants) }
    }

    /// `variants`: nil on most views, and on every view of a document they have been applied to.
    var variants: ViewVariants? {
        get { extras?.variants }
        set {
            extras = .make(baselines: baselines, safeAreaInsets: safeAreaInsets, layoutGuides: layoutGuides, variants: newValue)
        }
    }

    /// `"type": "label"` or `"type": "button"`: the text fields; nil on other views.
    public var text: TextProperties? {
        get { textBox?.properties }
        set { textBox = newValue.map(TextBox.init) }
    }

    /// The contract's defaults (UIKit's for a view made in code), from the table of view fields.
    static let defaultContentHugging = AxisPriorities(ViewField.contentHugging.entry.defaultValue.numbers)
    static let defaultCompressionResistance = AxisPriorities(ViewField.compressionResistance.entry.defaultValue.numbers)
    static let defaultLayoutMargins = DirectionalInsets(ViewField.layoutMargins.entry.defaultValue.numbers)

    /// The defaults a new view takes from the table (not the literal initial values of the
    /// other fields), to be read once by whoever makes many views.
    struct Defaults {
        let contentHugging: AxisPriorities
        let compressionResistance: AxisPriorities
        let layoutMargins: DirectionalInsets

        static let table = Defaults(
            contentHugging: ViewNode.defaultContentHugging, compressionResistance: ViewNode.defaultCompressionResistance,
            layoutMargins: ViewNode.defaultLayoutMargins)
    }

    public init(id: String, pointer: String = "/root") {
        self.init(id: id, pointerPath: JSONPointerPath(pointer))
    }

    @inline(__always)
    init(id: String, pointerPath: JSONPointerPath, index: Int = -1, defaults: Defaults = .table) {
        self.id = id
        storedPointer = .path(pointerPath, index)
        contentHugging = defaults.contentHugging
        compressionResistance = defaults.compressionResistance
        layoutMargins = defaults.layoutMargins
    }

    @inline(__always)
    init(id: String, pointer: PackedViewPointer, defaults: Defaults = .table) {
        self.id = id
        storedPointer = .packed(pointer)
        contentHugging = defaults.contentHugging
        compressionResistance = defaults.compressionResistance
        layoutMargins = defaults.layoutMargins
    }
}

/// A size whose dimensions may each be absent (`intrinsicContentSize`).
public struct OptionalSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// A priority per axis (`contentHugging`, `compressionResistance`).
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }

    /// The first two of a table default's numbers.
    init(_ numbers: (Double, Double, Double, Double)) {
        self.init(horizontal: numbers.0, vertical: numbers.1)
    }
}

/// Where a view's baselines lie; nil means the bottom edge.
public struct Baselines: Sendable, Hashable {
    public var firstFromTop: Double?
    public var lastFromBottom: Double?
    public init(firstFromTop: Double? = nil, lastFromBottom: Double? = nil) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }
}

/// `layoutMargins`: directional insets.
public struct DirectionalInsets: Sendable, Hashable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// A table default's numbers, in the order top, leading, bottom, trailing.
    init(_ numbers: (Double, Double, Double, Double)) {
        self.init(top: numbers.0, leading: numbers.1, bottom: numbers.2, trailing: numbers.3)
    }

    /// The bits of ``ViewNode/declaredMargins`` for the edges written.
    static func declared(_ top: Bool, _ leading: Bool, _ bottom: Bool, _ trailing: Bool) -> UInt8 {
        (top ? 1 : 0) | (leading ? 2 : 0) | (bottom ? 4 : 0) | (trailing ? 8 : 0)
    }
}

/// `safeAreaInsets`: absolute insets.
public struct EdgeInsets: Sendable, Hashable {
    public var top, left, bottom, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
