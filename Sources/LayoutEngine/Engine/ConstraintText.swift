/// Constraints in the request grammar, for `include: ["constraints"]` and diagnostics.
enum ConstraintText {
    /// `name: body`.
    static func string(_ constraint: LayoutConstraint) -> String {
        constraint.name + ": " + body(constraint)
    }

    /// `item.attribute RELATION [multiplier * ]item.attribute [± constant] [@priority]`.
    static func body(_ constraint: LayoutConstraint) -> String {
        var text = "\(constraint.first.item).\(constraint.first.attribute.rawValue) \(constraint.relation.rawValue) "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += "\(constraint.multiplier) * " }
            text += "\(second.item).\(second.attribute.rawValue)"
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " - \(-constraint.constant)" : " + \(constraint.constant)"
            }
        } else {
            text += "\(constraint.constant)"
        }
        if constraint.priority != 1000 { text += " @\(constraint.priority)" }
        return text
    }
}
