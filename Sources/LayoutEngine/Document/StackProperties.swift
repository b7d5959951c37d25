/// The `UIStackView` fields of a `"type": "stack"` view.
public struct StackProperties: Sendable, Hashable {
    public enum Distribution: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `top` decodes as `leading` and `bottom` as `trailing`, as in UIKit.
    public enum Alignment: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }

    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    /// `"system"` decodes as 8.
    public var spacing: Double
    /// `setCustomSpacing(_:after:)`, keyed by arranged view id, in document order.
    /// Entries naming a view that is not arranged in this stack are dropped, as UIKit ignores them.
    public var customSpacing: [(viewID: String, spacing: Double)]
    public var layoutMarginsRelativeArrangement: Bool
    /// Always false on horizontal stacks, where UIKit ignores it.
    public var baselineRelativeArrangement: Bool

    public init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, customSpacing: [(viewID: String, spacing: Double)] = [],
        layoutMarginsRelativeArrangement: Bool = false, baselineRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.layoutMarginsRelativeArrangement = layoutMarginsRelativeArrangement
        self.baselineRelativeArrangement = baselineRelativeArrangement
    }

    /// The spacing after the arranged view `id`: its custom spacing, else `spacing`.
    public func spacing(after id: String) -> Double {
        guard !customSpacing.isEmpty else { return spacing }
        return customSpacing.first(where: { $0.viewID == id })?.spacing ?? spacing
    }

    /// The `UISV-spacing` before an arranged view: 0 if that view is hidden or no visible view
    /// precedes it, else the spacing after the last visible one, so that visible neighbours
    /// across hidden views keep exactly one spacing (seed 004, "Hiding Subviews").
    func spacing(beforeHidden isHidden: Bool, lastVisibleID: String?) -> Double {
        guard !isHidden, let id = lastVisibleID else { return 0 }
        return spacing(after: id)
    }

    public static func == (lhs: StackProperties, rhs: StackProperties) -> Bool {
        lhs.axis == rhs.axis && lhs.distribution == rhs.distribution && lhs.alignment == rhs.alignment
            && lhs.spacing == rhs.spacing
            && lhs.customSpacing.map(\.viewID) == rhs.customSpacing.map(\.viewID)
            && lhs.customSpacing.map(\.spacing) == rhs.customSpacing.map(\.spacing)
            && lhs.layoutMarginsRelativeArrangement == rhs.layoutMarginsRelativeArrangement
            && lhs.baselineRelativeArrangement == rhs.baselineRelativeArrangement
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(axis)
        hasher.combine(distribution)
        hasher.combine(alignment)
        hasher.combine(spacing)
    }

    /// The alignment across the axis as UIKit builds it: baseline alignments only exist across a
    /// horizontal stack, and a vertical stack treats `firstBaseline` as `leading` and
    /// `lastBaseline` as `trailing`.
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }
}
