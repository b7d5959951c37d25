/// Inputs of a layout that depend on the frames the layout makes (the contract's "Fixed points"):
/// a view's safe area and margins depend on where it lies, a wrapping label's height on the width
/// it gets. The engine lays out, recomputes them from the frames, and lays out again with the new
/// values until none changes (``FixedPoint``).
///
/// A conformer knows the document's views in tree order (root first, then depth-first: a view's
/// `subviews`, then its `arrangedSubviews`), the order of every strategy's frames.
protocol FrameDependentInputs {
    /// The superview of each view in tree order; -1 for the root.
    var parents: [Int32] { get }
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

/// One layout's frames in root coordinates, by view in tree order: `(minX, minY, width, height)`.
struct SolvedFrames {
    let count: Int
    let frame: (Int) -> SIMD4<Double>

    /// Frames relative to `space`, made absolute through `parents` (tree order, -1 for the root).
    /// - Complexity: O(views).
    static func absolute(_ frames: [ViewFrame], in space: LayoutOptions.FrameSpace, parents: [Int32]) -> [SIMD4<Double>] {
        var absolute = [SIMD4<Double>](repeating: .zero, count: frames.count)
        for view in frames.indices {
            let frame = frames[view]
            var origin = SIMD2(frame.x, frame.y)
            let parent = Int(parents[view])
            // A parent comes before its children in tree order: its origin is already absolute.
            if space == .superview && parent >= 0 { origin += SIMD2(absolute[parent].x, absolute[parent].y) }
            absolute[view] = SIMD4(origin.x, origin.y, frame.width, frame.height)
        }
        return absolute
    }
}

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
            message: "The inputs that depend on the frames (safe areas, margins) of \(list) still changed after "
                + "\(maxPasses) layouts; the last layout is answered.")
    }
}

extension LayoutDocument {
    /// Applies `inputs` to the views `views` (sorted, in tree order). Only the lists on the way to a
    /// changed view are written, so the rest of the tree stays shared with the document it came from.
    /// - Complexity: O(depth × siblings) along the paths to the views.
    mutating func apply<Inputs: FrameDependentInputs>(_ inputs: Inputs, to views: [Int32]) {
        guard !views.isEmpty else { return }
        var next = 0
        Self.apply(inputs, to: views, ends: inputs.ends, next: &next, node: &root, index: 0)
    }

    private static func apply<Inputs: FrameDependentInputs>(
        _ inputs: Inputs, to views: [Int32], ends: [Int32], next: inout Int, node: inout ViewNode, index: Int32
    ) {
        if next < views.count && views[next] == index {
            inputs.apply(to: &node, view: index)
            next += 1
        }
        var child = index + 1
        for list in 0..<2 {
            let count = list == 0 ? node.subviews.count : node.arrangedSubviews.count
            for position in 0..<count {
                guard next < views.count else { return }
                let end = ends[Int(child)]
                if views[next] < end {
                    if list == 0 {
                        apply(inputs, to: views, ends: ends, next: &next, node: &node.subviews[position], index: child)
                    } else {
                        apply(
                            inputs, to: views, ends: ends, next: &next, node: &node.arrangedSubviews[position],
                            index: child)
                    }
                }
                child = end
            }
        }
    }
}
