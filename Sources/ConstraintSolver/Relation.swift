/// How a constraint's expression relates to zero.
public enum Relation: Sendable, Hashable {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual
}
