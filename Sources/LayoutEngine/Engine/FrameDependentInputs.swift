/// Inputs of a layout that depend on the frames the layout makes (the contract's "Fixed points"):
/// a view's safe area and margins depend on where it lies, a wrapping label's height on the width
/// it gets. The engine lays out, recomputes them from the frames, and lays out again with the new
/// values until none changes (``FixedPoint``).
///
/// A conformer knows the document's views in tree order (root first, then depth-first: a view's
/// `subviews`, then its `arrangedSubviews`), the order of every strategy's frames.
protocol FrameDependentInputs {
    /// Where each view's subtree ends in tree order (view v's subtree is `v..<ends[v]`).
    var ends: [Int32] { get }

    /// The ids of `views`, for the `unsettled` warning.
    func names(of views: [Int32]) -> [String]

    /// Recomputes the inputs from one layout's frames, in root coordinates by view in tree order,
    /// and returns the views whose inputs changed (in tree order; empty when settled). Only inputs
    /// that the layout reads count: a change nobody reads is no reason to lay out again.
    mutating func update(from frames: SolvedFrames) -> [Int32]

    /// Writes the current inputs of view `view` (in tree order) into its node, in the form the
    /// builders and the direct path read.
    func apply(to node: inout ViewNode, view: Int32)
}
