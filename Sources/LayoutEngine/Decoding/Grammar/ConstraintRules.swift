/// UIKit's rules for which anchors a constraint may relate, shared by the string and object forms.
enum ConstraintRules {
    /// The part of a constraint a problem is about, so the object form can point at the field.
    enum Field: Sendable {
        case firstAttribute, secondAttribute, multiplier, priority
    }

    struct Violation: Sendable {
        var field: Field
        var detail: String
    }

    /// Whether `first RELATION multiplier × second + constant @ priority` breaks no rule:
    /// exactly when ``violations(first:second:multiplier:priority:)`` is empty, as each rule is
    /// the one predicate both read (``guidesLack(_:)``, ``pairHolds(_:_:)``,
    /// ``multiplierHolds(_:)``, ``priorityHolds(_:)``).
    ///
    /// The decoder asks it of every constraint before any detail is made: the violations' list
    /// makes a `String?` for each rule on the way (about 190 instructions a constraint that
    /// breaks none, 3 M of a layout of 16,000 constraints), this test a few comparisons.
    @inline(__always)
    static func holds(first: LayoutAnchor, second: LayoutAnchor?, multiplier: Double, priority: Double) -> Bool {
        guard attributeHolds(first), multiplierHolds(multiplier), priorityHolds(priority) else { return false }
        guard let second else { return first.attribute.isSize }
        return attributeHolds(second) && pairHolds(first.attribute, second.attribute)
            && !(multiplier == 0 && !first.attribute.isSize && !second.attribute.isSize)
    }

    /// Every rule `first RELATION multiplier × second + constant @ priority` breaks.
    static func violations(
        first: LayoutAnchor, second: LayoutAnchor?, multiplier: Double, priority: Double
    ) -> [Violation] {
        if holds(first: first, second: second, multiplier: multiplier, priority: priority) { return [] }
        var found: [Violation] = []
        if let problem = attributeProblem(first) { found.append(Violation(field: .firstAttribute, detail: problem)) }
        if let second {
            if let problem = attributeProblem(second) {
                found.append(Violation(field: .secondAttribute, detail: problem))
            } else if let problem = pairProblem(first.attribute, second.attribute) {
                found.append(Violation(field: .secondAttribute, detail: problem))
            }
            if multiplier == 0 && !first.attribute.isSize && !second.attribute.isSize {
                found.append(Violation(
                    field: .multiplier, detail: "a location attribute cannot have a zero multiplier"))
            }
        } else if !first.attribute.isSize {
            found.append(Violation(
                field: .firstAttribute,
                detail: "location attribute '\(first.attribute.rawValue)' needs a second item: "
                    + "a constant location has no meaning"))
        }
        if let problem = multiplierProblem(multiplier) {
            found.append(Violation(field: .multiplier, detail: problem))
        }
        if !priorityHolds(priority) {
            found.append(Violation(field: .priority, detail: priorityRangeDetail))
        }
        return found
    }

    /// The largest magnitude of a length in points: sizes, insets, spacing, metrics, baselines
    /// and constants. Past it, a solver's sums lose the precision a frame needs.
    static let maxLength = 10_000_000.0
    /// The smallest and largest magnitudes of a nonzero multiplier.
    static let multiplierMagnitudes = 1e-6...1e6

    /// Why `value` is not a length (`what` names it), or nil: it must be finite, with a magnitude of at most ``maxLength``.
    static func lengthProblem(_ value: Double, _ what: String) -> String? {
        value.isFinite && value.magnitude <= maxLength ? nil : "\(what) must be a finite number in [-1e7, 1e7]"
    }

    /// Why `value` is not a multiplier, or nil: 0, or a magnitude in ``multiplierMagnitudes``.
    static func multiplierProblem(_ value: Double) -> String? {
        multiplierHolds(value) ? nil : "the multiplier must be 0 or a finite number of magnitude in [1e-6, 1e6]"
    }

    /// Whether `value` is a multiplier: 0, or a magnitude in ``multiplierMagnitudes``.
    @inline(__always)
    private static func multiplierHolds(_ value: Double) -> Bool {
        value == 0 || multiplierMagnitudes.contains(value.magnitude)
    }

    /// Whether `value` is a priority: in [1, 1000] (not NaN).
    @inline(__always)
    private static func priorityHolds(_ value: Double) -> Bool { value >= 1 && value <= 1000 }

    static let priorityRangeDetail =
        "a priority must be a number in [1, 1000] or one of required, defaultHigh, defaultLow, fittingSizeLevel"

    /// The named priorities of `UILayoutPriority`.
    static func namedPriority(_ name: String) -> Double? {
        name.withContiguousUTF8(namedPriority)
    }

    /// The named priority whose name is `bytes`, with no string made.
    static func namedPriority(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let key = JSONKey(bytes: bytes)
        for (name, value) in namedPriorities where key.equals(name) {
            return value
        }
        return nil
    }

    private static let namedPriorities: [(StaticString, Double)] = [
        ("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    /// Layout guides have edges, centers and sizes, but no baselines and no margins.
    private static func attributeProblem(_ anchor: LayoutAnchor) -> String? {
        attributeHolds(anchor)
            ? nil : "'\(anchor.item)' is a layout guide, which has no '\(anchor.attribute.rawValue)'"
    }

    /// Whether `anchor`'s item has its attribute: a view has all, a layout guide not those it lacks.
    @inline(__always)
    private static func attributeHolds(_ anchor: LayoutAnchor) -> Bool {
        anchor.kind == .view || !guidesLack(anchor.attribute)
    }

    /// Whether layout guides lack `attribute`: the baselines and the margins.
    @inline(__always)
    private static func guidesLack(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .firstBaseline, .lastBaseline,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// Whether `a` may be related to `b`: both sizes (across axes too: `a.width == a.height` is an
    /// aspect ratio), or both locations of one axis, not mixing leading/trailing with left/right.
    @inline(__always)
    private static func pairHolds(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
        guard a.isSize == b.isSize else { return false }
        if a.isSize { return true }
        return a.axis == b.axis
            && !((a.isDirectional && b.isAbsoluteDirection) || (a.isAbsoluteDirection && b.isDirectional))
    }

    /// Why `a` may not be related to `b` (``pairHolds(_:_:)``), or nil.
    private static func pairProblem(_ a: LayoutAttribute, _ b: LayoutAttribute) -> String? {
        if pairHolds(a, b) { return nil }
        if a.isSize != b.isSize {
            let (location, size) = a.isSize ? (b, a) : (a, b)
            return "cannot relate location attribute '\(location.rawValue)' to size attribute '\(size.rawValue)'"
        }
        if a.axis != b.axis {
            return "cannot relate \(a.axis.rawValue) attribute '\(a.rawValue)' "
                + "to \(b.axis.rawValue) attribute '\(b.rawValue)'"
        }
        return "cannot relate '\(a.rawValue)' to '\(b.rawValue)': leading/trailing attributes "
            + "and left/right attributes cannot be mixed"
    }
}
