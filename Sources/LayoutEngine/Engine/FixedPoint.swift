/// The loop's bounds and its bookkeeping: how many passes a layout took, and which views had not
/// settled when the passes ran out.
enum FixedPoint {
    /// The most layouts of one document: the first, then up to three more while inputs change.
    /// A view pinned to a superview's guide settles in one more pass (its superview's frame
    /// does not move with its guides), a guide read through a chain of such views in one more
    /// per link; four passes leave room for chains of three before answering `unsettled`.
    static let maxPasses = 4

    /// Whether two values of an input are the same: within 1e-9 (relative above 1), far below a
    /// pixel and far above a solver's rounding, so that noise in the last bits is no change.
    @inline(__always)
    static func same(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    /// The `unsettled` warning naming `views`.
    static func unsettled(_ views: [String]) -> Diagnostic {
        let list = views.joined(separator: ", ")
        return .unsettled(
            views: views,
            message: "The inputs that depend on the frames (safe areas, margins, wrapping labels' sizes) of \(list) "
                + "still changed after "
                + "\(maxPasses) layouts; the last layout is answered.")
    }
}
