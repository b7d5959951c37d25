/// The limits the engine enforces on one document.
public struct LayoutLimits: Sendable, Hashable {
    /// Views in the document (layout guides not counted).
    public var maxViews: Int
    /// Entries of `constraints` plus `visualFormat`.
    public var maxConstraints: Int

    /// The defaults admit a 100,000-view document.
    public init(maxViews: Int = 200_000, maxConstraints: Int = 400_000) {
        self.maxViews = maxViews
        self.maxConstraints = maxConstraints
    }
}

/// The layout document in, the response (frames and diagnostics) out: JSON bytes to JSON bytes.
///
/// Pure and synchronous: no I/O, no threads. The server calls it from its solver pool
/// and the `layoutd solve` command calls it directly.
public struct LayoutEngine: Sendable {
    public var limits: LayoutLimits

    public init(limits: LayoutLimits = LayoutLimits()) {
        self.limits = limits
    }

    /// Lays out a request body.
    /// - Returns: the response JSON (UTF-8), or the problem that prevents a layout.
    public func layout(json: [UInt8]) -> Result<[UInt8], Problem> {
        fatalError("unimplemented")
    }
}
