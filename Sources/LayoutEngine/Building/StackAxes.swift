/// The attributes of a stack's axis and of the axis across it.
struct StackAxes: Sendable {
    let leading, trailing, size, center: LayoutAttribute
    let crossLeading, crossTrailing, crossSize, crossCenter: LayoutAttribute

    init(_ axis: Axis) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.top, .bottom, .height, .centerY)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.leading, .trailing, .width, .centerX)
        }
    }
}
