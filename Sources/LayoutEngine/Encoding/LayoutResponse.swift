/// The 200 response of the contract: frames, diagnostics, and optionally the solved constraints.
public struct LayoutResponse: Sendable, Hashable {
    /// Every view's frame, in document tree order (root first, then depth-first:
    /// a view's `subviews`, then its `arrangedSubviews`, as written).
    public var frames: [ViewFrame]
    /// Each scroll view's `contentSize`, in the order of `frames`; empty without scroll views.
    public var scroll: [ScrollContent]
    public var diagnostics: [Diagnostic]
    /// With `include: ["constraints"]`: every solved constraint in the request grammar, named by family.
    public var constraints: [String]?
    /// With `include: ["text"]`: each label's and button's lines as measured, in the order of `frames`.
    public var text: [TextLines] = []
    public var stats: LayoutStats
    /// With `options.render.guides` (for drawing; not in the JSON): every layout guide's frame,
    /// the document's `layoutGuides` then each scroll view's two guides, in tree order of their views.
    public var guides: [ViewFrame] = []

    public init(
        frames: [ViewFrame], scroll: [ScrollContent] = [], diagnostics: [Diagnostic], constraints: [String]?,
        stats: LayoutStats
    ) {
        self.frames = frames
        self.scroll = scroll
        self.diagnostics = diagnostics
        self.constraints = constraints
        self.stats = stats
    }
}

/// A label's or a button's lines as measured for its layout (`include: ["text"]`).
public struct TextLines: Sendable, Hashable {
    public var id: String
    /// Each line's text, advance width and baseline's y in the view.
    public var lines: [TextMetrics.Line]
    public init(id: String, lines: [TextMetrics.Line]) {
        self.id = id
        self.lines = lines
    }
}

/// A scroll view's `contentSize`: its content layout guide's size, unrounded.
public struct ScrollContent: Sendable, Hashable {
    public var id: String
    public var width, height: Double
    public init(id: String, width: Double, height: Double) {
        self.id = id
        self.width = width
        self.height = height
    }
}

/// A view's frame in points: unrounded, or on the pixel grid with `options.rounding: pixel`.
public struct ViewFrame: Sendable, Hashable {
    public var id: String
    public var x, y, width, height: Double
    public init(id: String, x: Double, y: Double, width: Double, height: Double) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A finding about the layout; a layout with diagnostics is still laid out.
public enum Diagnostic: Sendable, Hashable {
    /// Required constraints that cannot all hold; `broken` was kept as an optional constraint.
    /// `constraints` is a minimal conflicting set, by name, in order of addition.
    case unsatisfiable(message: String, constraints: [String], broken: String)
    /// Frame values (`x`, `y`, `width`, `height`) of `view` that are not unique among the optimal solutions.
    case ambiguous(view: String, attributes: [String], message: String)
    /// Inputs that depend on the frames (a view's safe area and margins) still changed after the
    /// last of the bounded passes (the contract's "Fixed points"): the last layout is answered.
    /// `views` are those whose inputs changed last, in tree order.
    case unsettled(views: [String], message: String)
}

/// The response's `stats`.
public struct LayoutStats: Sendable, Hashable {
    public var variables: Int
    public var constraints: Int
    public var solveMicroseconds: Int
    public var totalMicroseconds: Int
    public init(variables: Int, constraints: Int, solveMicroseconds: Int, totalMicroseconds: Int) {
        self.variables = variables
        self.constraints = constraints
        self.solveMicroseconds = solveMicroseconds
        self.totalMicroseconds = totalMicroseconds
    }
}
