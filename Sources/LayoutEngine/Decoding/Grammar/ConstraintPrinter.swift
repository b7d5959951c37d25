/// Prints a `LayoutConstraint` in the request's string grammar, prefixed by its name:
/// `UISV-spacing: name.top == flag.bottom + 8 @999.5`.
///
/// Numbers use `JSONNumberFormat`, so printing is deterministic; the multiplier is shown when not 1,
/// the constant when not 0, the priority when not 1000. `ConstraintParser` reads the output back to the
/// same constraint whenever the name contains no `:` and has no surrounding spaces.
enum ConstraintPrinter {
    /// `name: body`, or just the body when the name is empty.
    static func string(_ constraint: LayoutConstraint) -> String {
        let body = body(constraint)
        return constraint.name.isEmpty ? body : constraint.name + ": " + body
    }

    /// The constraint without its name.
    static func body(_ constraint: LayoutConstraint) -> String {
        var text = anchor(constraint.first) + " " + constraint.relation.rawValue + " "
        if let second = constraint.second {
            if constraint.multiplier != 1 {
                text += JSONNumberFormat.string(constraint.multiplier) + " * "
            }
            text += anchor(second)
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " - " : " + "
                text += JSONNumberFormat.string(constraint.constant.magnitude)
            }
        } else {
            text += JSONNumberFormat.string(constraint.constant)
        }
        if constraint.priority != 1000 {
            text += " @" + JSONNumberFormat.string(constraint.priority)
        }
        return text
    }

    private static func anchor(_ anchor: LayoutAnchor) -> String {
        anchor.item.description + "." + anchor.attribute.rawValue
    }
}
