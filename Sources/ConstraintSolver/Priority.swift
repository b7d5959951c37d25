/// The priority of a constraint: 1…1000, where 1000 is required.
///
/// Optional priorities are strictly ordered: no number of violations at a
/// lower priority outweighs any violation at a higher one. ``broken`` sits
/// above every optional priority and below ``required``: it is where a required
/// constraint that conflicts with the required ones before it is kept.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The UIKit-style value, 1…1000. ``broken`` also reports 1000.
    public let value: Double
    /// Whether this is ``broken`` rather than ``required``.
    public let isBroken: Bool

    /// A priority with a value in 1…1000; 1000 is required.
    public init(_ value: Double) {
        precondition(value >= 1 && value <= 1000, "priority \(value) outside [1, 1000]")
        self.value = value
        self.isBroken = false
    }

    private init(brokenValue: Double) {
        self.value = brokenValue
        self.isBroken = true
    }

    /// 1000: must hold.
    public static let required = Priority(1000)
    /// Above every optional priority, below required.
    public static let broken = Priority(brokenValue: 1000)

    public var isRequired: Bool { value == 1000 && !isBroken }

    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        if lhs.value != rhs.value { return lhs.value < rhs.value }
        return lhs.isBroken && !rhs.isBroken
    }

    public var description: String { isBroken ? "broken" : "\(value)" }
}
