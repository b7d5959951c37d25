/// One `NSLayoutConstraint`: `first RELATION multiplier × second + constant @ priority`.
///
/// The document's constraints, its visual-format lines and the constraints the
/// engine makes (stacks, intrinsic sizes, margins) are all of this one kind,
/// which is lowered to the solver in one place.
///
/// Made in the module by its memberwise initializer (`label:first:relation:...`, defaults from
/// the stored properties): a written `init` assigned the fields of a `self` that the optimizer
/// copied whole on return and then destroyed (each id retained and released, once a constraint
/// the decoder resolves); the memberwise one builds the value directly.
public struct LayoutConstraint: Hashable, Sendable {
    /// Comparison of the two sides.
    public enum Relation: String, Hashable, Sendable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    /// The name shown in diagnostics: the constraint's `id` or `name:`, else
    /// `constraints[i]` / `visualFormat[i]`, or the family for constraints the engine makes
    /// (`UISV-spacing`, `content-hugging`, ...).
    public var name: String {
        get { label.description }
        set { label = ConstraintName(newValue) }
    }
    /// ``name``, written only when read.
    var label: ConstraintName
    public var first: LayoutAnchor
    public var relation: Relation
    /// Nil for a constant constraint (`a.width == 10`).
    public var second: LayoutAnchor?
    public var multiplier: Double = 1
    public var constant: Double = 0
    /// 1…1000; 1000 is required. Stack constraints use fractional values such as 999.5.
    public var priority: Double = 1000
}

extension LayoutConstraint {
    /// A constraint named `name` (declared here so that the memberwise initializer stays).
    public init(
        name: String, first: LayoutAnchor, relation: Relation, second: LayoutAnchor? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        self.init(
            label: ConstraintName(name), first: first, relation: relation, second: second,
            multiplier: multiplier, constant: constant, priority: priority)
    }
}

extension LayoutConstraint: CustomReflectable {
    /// The constraint's parts, its name as a string (how it is stored is not part of its value).
    public var customMirror: Mirror {
        Mirror(self, children: [
            "name": name, "first": first, "relation": relation, "second": second as Any,
            "multiplier": multiplier, "constant": constant, "priority": priority,
        ])
    }
}
