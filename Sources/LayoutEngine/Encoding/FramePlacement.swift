/// How a solved frame, in the root's coordinates, becomes the response's: relative to the
/// superview or absolute (`options.frames`), and on the pixel grid with `options.rounding: "pixel"`.
///
/// The one place every path (direct, dependent blocks, simplex) turns its solution into
/// frames, so that they agree; a scroll view's `contentSize` is rounded with the same ``grid``.
struct FramePlacement: Sendable {
    /// Whether frames are relative to the superview (else to the root).
    let isRelative: Bool
    /// The pixel grid edges are rounded to; nil for unrounded frames.
    let grid: PixelGrid?

    init(_ options: LayoutOptions) {
        isRelative = options.frames == .superview
        grid = options.rounding == .pixel ? PixelGrid(scale: options.displayScale) : nil
    }

    private init(isRelative: Bool, grid: PixelGrid?) {
        self.isRelative = isRelative
        self.grid = grid
    }

    /// Unrounded frames in the root's coordinates: what the fixed point reads its inputs from.
    static let absolute = FramePlacement(isRelative: false, grid: nil)

    /// The response's frame of view `id`, laid out at `absolute` (minimum x, minimum y, width,
    /// height in the root's coordinates).
    /// - Parameter parentOrigin: its superview's minimum x and y in the root's coordinates, when
    ///   frames are relative (``isRelative``) and the view is not the root; else nil.
    ///
    /// Rounded, the edges are rounded where they are, in the root's coordinates, and only then
    /// made relative (the view's rounded origin less its superview's): a child's edge on its
    /// superview's edge stays on it, and relative and absolute frames describe the same pixels.
    /// - Complexity: O(1).
    @inline(__always)
    func frame(id: String, _ absolute: SIMD4<Double>, parentOrigin: SIMD2<Double>?) -> ViewFrame {
        if let grid { return Self.rounded(id: id, absolute, parentOrigin: parentOrigin, on: grid) }
        var x = absolute.x
        var y = absolute.y
        if let parentOrigin {
            x -= parentOrigin.x
            y -= parentOrigin.y
        }
        // Adding 0 turns -0 into 0, so the same layout always prints the same bytes.
        return ViewFrame(id: id, x: x + 0, y: y + 0, width: absolute.z + 0, height: absolute.w + 0)
    }

    /// Scroll view `id`'s `contentSize`, for content at `origin` (its minimum x and y in the
    /// root's coordinates, at content offset 0) of `size`: on the pixel grid, its rounded far
    /// edges less its rounded near edges, as a frame's size.
    /// - Complexity: O(1).
    func contentSize(id: String, origin: SIMD2<Double>, size: SIMD2<Double>) -> ScrollContent {
        guard let grid else { return ScrollContent(id: id, width: size.x + 0, height: size.y + 0) }
        let horizontal = grid.edges(origin: origin.x, length: size.x)
        let vertical = grid.edges(origin: origin.y, length: size.y)
        return ScrollContent(
            id: id, width: grid.points(horizontal.far - horizontal.near) + 0,
            height: grid.points(vertical.far - vertical.near) + 0)
    }

    @inline(never)
    private static func rounded(
        id: String, _ absolute: SIMD4<Double>, parentOrigin: SIMD2<Double>?, on grid: PixelGrid
    ) -> ViewFrame {
        let horizontal = grid.edges(origin: absolute.x, length: absolute.z)
        let vertical = grid.edges(origin: absolute.y, length: absolute.w)
        var x = horizontal.near
        var y = vertical.near
        if let parentOrigin {
            x -= grid.pixel(parentOrigin.x)
            y -= grid.pixel(parentOrigin.y)
        }
        // Whole pixels, divided once: each value is the double nearest to its exact number of points.
        return ViewFrame(
            id: id, x: grid.points(x) + 0, y: grid.points(y) + 0,
            width: grid.points(horizontal.far - horizontal.near) + 0, height: grid.points(vertical.far - vertical.near) + 0)
    }
}
