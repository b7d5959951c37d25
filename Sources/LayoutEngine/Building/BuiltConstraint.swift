import ConstraintSolver

/// One constraint in the engine's resolved form: items by owner number.
struct BuiltConstraint: Sendable {
    /// The family (`UISV-spacing`, `content-hugging`, ...) for constraints the engine makes,
    /// else the document constraint's name.
    var name: String { label.description }
    /// ``name``, written only when read (a document constraint's default name).
    var label: ConstraintName
    var first: ItemRef
    var firstAttribute: LayoutAttribute
    var relation: LayoutConstraint.Relation
    var second: ItemRef?
    var secondAttribute: LayoutAttribute
    var multiplier: Double
    var constant: Double
    var priority: Double
    /// Whether the engine made it (its diagnostic name then lists the items it joins).
    var isGenerated: Bool

    /// `first.firstAttribute relation multiplier × second.secondAttribute + constant @ priority`.
    init(
        _ name: String, _ first: ItemRef, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutConstraint.Relation,
        _ second: ItemRef, _ secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        self.init(
            ConstraintName(name), first, firstAttribute, relation, second, secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority)
    }

    /// As the initializer above, named by `label` (a document constraint's name, written only when read).
    init(
        _ label: ConstraintName, _ first: ItemRef, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutConstraint.Relation,
        _ second: ItemRef, _ secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        self.label = label
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isGenerated = true
    }

    /// `first.firstAttribute relation constant @ priority`.
    init(
        _ name: String, _ first: ItemRef, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutConstraint.Relation, constant: Double, priority: Double = 1000
    ) {
        self.init(ConstraintName(name), first, firstAttribute, relation, constant: constant, priority: priority)
    }

    /// As the initializer above, named by `label` (a document constraint's name, written only when read).
    init(
        _ label: ConstraintName, _ first: ItemRef, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutConstraint.Relation, constant: Double, priority: Double = 1000
    ) {
        self.label = label
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = nil
        self.secondAttribute = firstAttribute
        self.multiplier = 1
        self.constant = constant
        self.priority = priority
        self.isGenerated = true
    }

    var isRequired: Bool { priority >= 1000 }

    /// The solver's priority for this constraint: required, or its priority within the optional range.
    var solverPriority: Priority { Self.solverPriority(priority) }

    /// The solver's priority for a constraint of priority `priority`. A static function of the
    /// number, so that a constraint read in place need not be copied to ask (the getter's call,
    /// around the global `Priority.required`, copied it).
    static func solverPriority(_ priority: Double) -> Priority {
        priority >= 1000 ? .required : Priority(min(max(priority, 1), 1000))
    }
}
