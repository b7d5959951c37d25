@testable import LayoutEngine

/// Every field of a decoded document as text, numbers by their bit patterns (so `-0` differs
/// from `0`), views with their JSON Pointers: two documents decode alike exactly when their
/// descriptions are equal. A view's fields are those of the table (`ViewField`), each by
/// `ViewField.value(of:)`, so that a new field is described as soon as it has its entry.
enum DocumentDescription {
    static func text(_ document: LayoutDocument) -> String {
        var text = ""
        view(document.root, into: &text)
        for constraint in document.constraints {
            text += "constraint \(constraint.name) \(constraint.first) \(constraint.relation) \(String(describing: constraint.second))"
            text += " \(bits(constraint.multiplier)) \(bits(constraint.constant)) \(bits(constraint.priority))\n"
        }
        let options = document.options
        text += "options \(options.layoutDirection) \(options.frames) \(options.includeConstraints)\n"
        return text
    }

    private static func bits(_ value: Double) -> String { String(value.bitPattern, radix: 16) }

    private static func view(_ node: ViewNode, into text: inout String) {
        text += "view at \(node.pointer)\n"
        for field in ViewField.allCases {
            // A plain view has no stack fields.
            guard let value = field.value(of: node) else { continue }
            text += "  \(field.name) \(value)\n"
            guard field.entry.shape == .views else { continue }
            let views = field == .subviews ? node.subviews : node.arrangedSubviews
            for subview in views { view(subview, into: &text) }
        }
    }
}
