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

    /// Every rule `first RELATION multiplier × second + constant @ priority` breaks.
    static func violations(
        first: LayoutAnchor, second: LayoutAnchor?, multiplier: Double, priority: Double
    ) -> [Violation] {
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
        if !(priority >= 1 && priority <= 1000) {
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
        value == 0 || multiplierMagnitudes.contains(value.magnitude)
            ? nil : "the multiplier must be 0 or a finite number of magnitude in [1e-6, 1e6]"
    }

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
        if anchor.kind == .view { return nil }
        switch anchor.attribute {
        case .firstBaseline, .lastBaseline,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return "'\(anchor.item)' is a layout guide, which has no '\(anchor.attribute.rawValue)'"
        default:
            return nil
        }
    }

    private static func pairProblem(_ a: LayoutAttribute, _ b: LayoutAttribute) -> String? {
        if a.isSize != b.isSize {
            let (location, size) = a.isSize ? (b, a) : (a, b)
            return "cannot relate location attribute '\(location.rawValue)' to size attribute '\(size.rawValue)'"
        }
        // Sizes may cross axes: `a.width == a.height` is an aspect ratio.
        if a.isSize { return nil }
        if a.axis != b.axis {
            return "cannot relate \(a.axis.rawValue) attribute '\(a.rawValue)' "
                + "to \(b.axis.rawValue) attribute '\(b.rawValue)'"
        }
        if (a.isDirectional && b.isAbsoluteDirection) || (a.isAbsoluteDirection && b.isDirectional) {
            return "cannot relate '\(a.rawValue)' to '\(b.rawValue)': leading/trailing attributes "
                + "and left/right attributes cannot be mixed"
        }
        return nil
    }
}
