import ConstraintSolver

extension Relation {
    /// The solver's relation of a document's constraint.
    init(_ relation: LayoutConstraint.Relation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
