/// A variant's (or a constraint's) `when`: conditions on a layout's size and traits, all of which
/// must hold (the contract's "Sizes and variants").
struct VariantCondition: Sendable, Hashable {
    /// One comparison of a dimension with a number: `"> 500"`, `">= 320"`, `"< 600"`, `"<= 414"`.
    struct Comparison: Sendable, Hashable {
        enum Operator: String, Sendable, Hashable, CaseIterable {
            case greaterThanOrEqual = ">=", lessThanOrEqual = "<=", greaterThan = ">", lessThan = "<"
        }

        var relation: Operator
        var value: Double

        func holds(_ dimension: Double) -> Bool {
            switch relation {
            case .greaterThan: return dimension > value
            case .greaterThanOrEqual: return dimension >= value
            case .lessThan: return dimension < value
            case .lessThanOrEqual: return dimension <= value
            }
        }

        /// The comparison `text` writes: an operator, optional spaces, then a plain decimal number
        /// (JSON's syntax, within the lengths' bound); nil for anything else.
        static func parse(_ text: String) -> Comparison? {
            var rest = Substring(text.trimmingSpaces())
            guard let relation = Operator.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else { return nil }
            rest = rest.dropFirst(relation.rawValue.count)
            let number = String(rest.drop(while: { $0 == " " }))
            guard isDecimal(number), let value = Double(number), value.isFinite,
                abs(value) <= ConstraintRules.maxLength
            else { return nil }
            return Comparison(relation: relation, value: value)
        }

        /// JSON's number syntax: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        private static func isDecimal(_ text: String) -> Bool {
            var bytes = Array(text.utf8)[...]
            func digits() -> Int {
                let count = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
                bytes = bytes.dropFirst(count)
                return count
            }
            if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let leading = bytes.first
            let whole = digits()
            guard whole > 0, whole == 1 || leading != UInt8(ascii: "0") else { return false }
            if bytes.first == UInt8(ascii: ".") {
                bytes = bytes.dropFirst()
                guard digits() > 0 else { return false }
            }
            if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
                guard digits() > 0 else { return false }
            }
            return bytes.isEmpty
        }
    }

    /// The condition's members, as the document writes them.
    static let fields = ["width", "height", "horizontalSizeClass", "verticalSizeClass", "layoutDirection"]

    /// Comparisons with the root's width, all to hold.
    var width: [Comparison] = []
    /// Comparisons with the root's height, all to hold.
    var height: [Comparison] = []
    var horizontalSizeClass: LayoutTraits.SizeClass?
    var verticalSizeClass: LayoutTraits.SizeClass?
    var layoutDirection: LayoutOptions.LayoutDirection?

    /// Whether every condition holds in a layout of the root's `width` and `height` with `traits`
    /// (resolved: their layout direction given). A comparison with a dimension the layout leaves
    /// to the fitting size never holds: the condition is on the size asked for, and the fitting
    /// size is only known once the variants have been chosen.
    func holds(width: Double?, height: Double?, traits: LayoutTraits) -> Bool {
        func all(_ comparisons: [Comparison], _ dimension: Double?) -> Bool {
            guard !comparisons.isEmpty else { return true }
            guard let dimension else { return false }
            return comparisons.allSatisfy { $0.holds(dimension) }
        }
        return all(self.width, width) && all(self.height, height)
            && (horizontalSizeClass.map { $0 == traits.horizontalSizeClass } ?? true)
            && (verticalSizeClass.map { $0 == traits.verticalSizeClass } ?? true)
            && (layoutDirection.map { $0 == traits.layoutDirection } ?? true)
    }
}
