/// A decoded, validated layout document (`../shared/LAYOUT-DOCUMENT.md`).
public struct LayoutDocument: Sendable {
    /// The root view: the canvas.
    public var root: ViewNode
    /// `constraints` then `visualFormat`, in document order, each already in
    /// `LayoutConstraint` form (a visual-format line yields several, all named `visualFormat[i]`
    /// unless the line is named).
    public var constraints: [LayoutConstraint]
    public var options: LayoutOptions
    /// How many views carry `variants` (set by the decoder): none in a document made in code or
    /// one whose variants have been applied (``applying(_:)``).
    var variantViews = 0
    /// The constraints whose entry carries `when`, in order (``applying(_:)`` drops those whose
    /// conditions do not hold).
    var conditionedConstraints: [ConditionedConstraints] = []

    public init(root: ViewNode, constraints: [LayoutConstraint] = [], options: LayoutOptions = LayoutOptions()) {
        self.root = root
        self.constraints = constraints
        self.options = options
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
