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
