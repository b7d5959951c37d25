/// A decoded, validated layout document (`../shared/LAYOUT-DOCUMENT.md`).
public struct LayoutDocument: Sendable {
    /// The root view: the canvas.
    public var root: ViewNode { didSet { itemsNumbered = false } }
    /// `constraints` then `visualFormat`, in document order, each already in
    /// `LayoutConstraint` form (a visual-format line yields several, all named `visualFormat[i]`
    /// unless the line is named).
    public var constraints: [LayoutConstraint] { didSet { itemsNumbered = false } }
    public var options: LayoutOptions
    /// How many views carry `variants` (set by the decoder): none in a document made in code or
    /// one whose variants have been applied (``applying(_:)``).
    var variantViews = 0
    /// The constraints whose entry carries `when`, in order (``applying(_:)`` drops those whose
    /// conditions do not hold).
    var conditionedConstraints: [ConditionedConstraints] = []
    /// Whether every owner number the constraints' anchors carry (``LayoutAnchor/owner``, where
    /// not -1) is their item's in `root`'s tree order, as ``LayoutTree`` numbers views and guides.
    /// Set by the decoder, which numbers the items against the views it read; any change to
    /// `root` or `constraints` clears it (the engine's own changes that keep every id and the
    /// tree's shape keep it: ``updateViews(_:)``). Where it holds, ``LayoutTree`` takes the numbers
    /// without comparing the items' ids with its views'.
    private(set) var itemsNumbered = false

    public init(root: ViewNode, constraints: [LayoutConstraint] = [], options: LayoutOptions = LayoutOptions()) {
        self.root = root
        self.constraints = constraints
        self.options = options
    }

    /// The document as decoded: its constraints' owner numbers are their items' (``itemsNumbered``).
    init(decodedRoot root: ViewNode, constraints: [LayoutConstraint], options: LayoutOptions) {
        self.init(root: root, constraints: constraints, options: options)
        itemsNumbered = true
    }

    /// Changes the views through `body`, which keeps every view's id, its layout guides and the
    /// tree's shape (it writes sizes, insets, a variant's fields), so that the constraints' owner
    /// numbers stay their items' and ``itemsNumbered`` keeps its value.
    mutating func updateViews<Result>(_ body: (inout ViewNode) throws -> Result) rethrows -> Result {
        let numbered = itemsNumbered
        defer { itemsNumbered = numbered }
        return try body(&root)
    }

    /// Replaces the constraints with `kept`, some of them in their order: owner numbers count
    /// views and guides, not constraints, so ``itemsNumbered`` keeps its value.
    mutating func keepConstraints(_ kept: [LayoutConstraint]) {
        let numbered = itemsNumbered
        constraints = kept
        itemsNumbered = numbered
    }
}

/// The constraints of one `constraints` or `visualFormat` entry that carries `when`.
struct ConditionedConstraints: Sendable {
    /// Their places in ``LayoutDocument/constraints``.
    var range: Range<Int>
    var when: VariantCondition
}

/// The document's `options`.
public struct LayoutOptions: Sendable, Hashable {
    public enum LayoutDirection: String, Sendable, Hashable {
        case leftToRight, rightToLeft
    }

    public enum FrameSpace: String, Sendable, Hashable {
        /// UIKit's `frame`: relative to the superview's origin.
        case superview
        /// In the root's coordinates.
        case absolute
    }

    public enum Rounding: String, Sendable, Hashable {
        /// Frames as solved (written without floating-point noise).
        case none
        /// Each frame's edges on the `displayScale` pixel grid, as UIKit places views.
        case pixel
    }

    /// The display scales a document may name: `displayScale`'s values.
    public static let displayScales = [1, 2, 3]

    public var layoutDirection: LayoutDirection
    public var frames: FrameSpace
    /// `include: ["constraints"]`.
    public var includeConstraints: Bool
    /// `include: ["text"]`: each label's and button's lines in the response.
    public var includeText = false
    /// Pixels per point: 1, 2 or 3 (``displayScales``).
    public var displayScale: Int
    public var rounding: Rounding
    /// `render`: read by the renderer only.
    public var render = RenderOptions()
    /// `sizes`: lay the document out at each of these, in order; nil: once, as it stands.
    public var sizes: [LayoutSize]?

    public init(
        layoutDirection: LayoutDirection = .leftToRight, frames: FrameSpace = .superview,
        includeConstraints: Bool = false, displayScale: Int = 3, rounding: Rounding = .none,
        sizes: [LayoutSize]? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.frames = frames
        self.includeConstraints = includeConstraints
        self.displayScale = displayScale
        self.rounding = rounding
        self.sizes = sizes
    }
}
