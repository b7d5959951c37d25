/// A linear constraint `expression relation 0` at a priority.
public struct Constraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs relation rhs`, as `lhs - rhs relation 0`.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        priority: Priority = .required
    ) {
        self.init(lhs - rhs, relation, priority: priority)
    }
}

/// The handle of a constraint added to a ``Solver``, increasing in order of addition.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "c\(rawValue)" }
}
