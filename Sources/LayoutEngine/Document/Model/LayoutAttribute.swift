/// An `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, CaseIterable, Sendable, Hashable {
    case left, right, leading, trailing, top, bottom, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, leadingMargin, trailingMargin, topMargin, bottomMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a location.
    ///
    /// This and the two families below are inlined: UIKit's rules ask them of every constraint
    /// the decoder reads, where a call each cost more than the test.
    public var isSize: Bool {
        @inline(__always) get { self == .width || self == .height }
    }

    /// Whether the attribute is one of the absolute `left`/`right` family.
    public var isAbsoluteDirection: Bool {
        @inline(__always) get { self == .left || self == .right || self == .leftMargin || self == .rightMargin }
    }

    /// Whether the attribute is one of the `leading`/`trailing` family.
    public var isDirectional: Bool {
        @inline(__always) get {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }
    }
}

/// A layout axis.
public enum Axis: String, Sendable, Hashable, BitwiseCopyable {
    case horizontal, vertical
}
