/// A variable of a linear system, created by a ``Solver``.
///
/// Variables are small handles: their order (creation order) is the order the
/// solver uses to break every tie, which keeps results identical across processes.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the variable in its solver, in creation order.
    public let index: Int

    /// Wraps an index returned by ``Solver/makeVariable()``.
    public init(index: Int) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

    public var description: String { "v\(index)" }
}
