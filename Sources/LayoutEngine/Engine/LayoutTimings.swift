/// Where one layout's time went, phase by phase (for benchmarks).
public struct LayoutTimings: Sendable, Hashable {
    /// JSON bytes to a validated ``LayoutDocument``.
    public var decode: Duration = .zero
    /// The view tree, the service's constraints and the variables.
    public var build: Duration = .zero
    /// Adding every constraint to the solver (breaking conflicting required ones).
    public var solve: Duration = .zero
    /// The `ambiguous` diagnostics.
    public var ambiguity: Duration = .zero
    /// Reading the frames back and writing the response JSON.
    public var encode: Duration = .zero
    /// Layouts that took the direct path (no constraint solver).
    public var directLayouts: Int = 0
    /// Layouts solved as a direct part plus dependent blocks (``directLayouts`` not counting them).
    public var blockLayouts: Int = 0
    /// Layouts that went to the constraint solver whole.
    public var solverLayouts: Int = 0
    /// Attempts of the direct path, taken or declined: at most one per layout (a declined
    /// document goes on to the blocks or the simplex without another).
    public var directAttempts: Int = 0
    /// Attempts of the direct part plus dependent blocks (``BlockLayout``), taken or declined: at
    /// most one per layout pass (U's second solve without its optional cross ties is inside it).
    public var blockAttempts: Int = 0
    /// Layouts beyond the first that the fixed point made (inputs that depend on the frames, such
    /// as a view's safe area, changed; or, after re-solving from the simplex's previous answer, a
    /// layout from nothing where the optimum is not unique): 0 when the first layout settled, or
    /// nothing depends on the frames.
    public var fixedPointPasses: Int = 0
    /// Of ``fixedPointPasses``, those re-solved from the previous layout rather than laid out anew:
    /// from the simplex's previous answer (only the changed constants moved), or by the direct
    /// path in its previous arrays (only the axes whose guides changed solved again).
    public var incrementalPasses: Int = 0
    /// Of the layouts of `options.sizes`, those that started from the previous size's layout moved
    /// to their canvas (``LayoutEngine/mayReuse(_:selections:at:options:)``), and the time they took; the
    /// others were laid out from nothing, in ``freshSizes``. Each size's time runs from its
    /// preparation to its response (not encoded yet).
    public var movedSizeCount: Int = 0
    public var movedSizes: Duration = .zero
    public var freshSizes: Duration = .zero

    public init() {}
}
