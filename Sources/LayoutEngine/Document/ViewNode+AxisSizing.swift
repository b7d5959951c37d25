/// A view's own size inputs along one axis: what the builders turn into its content-size
/// constraints and its shorthand, read in one place for every strategy that reasons about them.
struct AxisSizing {
    /// The intrinsic content size along the axis, if any.
    var intrinsic: Double?
    /// The content hugging priority along the axis (`size <= intrinsic`).
    var hugging: Double
    /// The compression resistance priority along the axis (`size >= intrinsic`).
    var resistance: Double
    /// The `width` or `height` shorthand (a required `size == shorthand`), if any.
    var shorthand: Double?

    /// Whether the content size holds with a required side (hugging or resistance at 1000).
    var requiresContentSize: Bool { intrinsic != nil && (hugging >= 1000 || resistance >= 1000) }

    /// Whether the required sides of the content size, if any, allow the length `length`.
    func allows(_ length: Double) -> Bool {
        guard let intrinsic else { return true }
        return (hugging < 1000 || length <= intrinsic) && (resistance < 1000 || length >= intrinsic)
    }
}

extension ViewNode {
    /// Whether the view has a `width` or `height` shorthand.
    var hasShorthand: Bool { width != nil || height != nil }

    /// The view's size inputs along `axis` (0 for x, 1 for y).
    func sizing(along axis: Int) -> AxisSizing {
        axis == 0
            ? AxisSizing(
                intrinsic: intrinsicContentSize.width, hugging: contentHugging.horizontal,
                resistance: compressionResistance.horizontal, shorthand: width)
            : AxisSizing(
                intrinsic: intrinsicContentSize.height, hugging: contentHugging.vertical,
                resistance: compressionResistance.vertical, shorthand: height)
    }
}
