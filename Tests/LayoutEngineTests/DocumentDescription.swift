@testable import LayoutEngine

/// Every field of a decoded document as text, numbers by their bit patterns (so `-0` differs
/// from `0`), views with their JSON Pointers: two documents decode alike exactly when their
/// descriptions are equal.
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

    private static func bits(_ value: Double?) -> String { value.map(bits) ?? "nil" }

    private static func view(_ node: ViewNode, into text: inout String) {
        text += "view \(node.id) at \(node.pointer)\n"
        text += "  size \(bits(node.width)) \(bits(node.height))"
        text += " intrinsic \(bits(node.intrinsicContentSize.width)) \(bits(node.intrinsicContentSize.height))\n"
        text += "  hugging \(bits(node.contentHugging.horizontal)) \(bits(node.contentHugging.vertical))"
        text += " resistance \(bits(node.compressionResistance.horizontal)) \(bits(node.compressionResistance.vertical))\n"
        text += "  baselines \(bits(node.baselines.firstFromTop)) \(bits(node.baselines.lastFromBottom)) hidden \(node.isHidden)\n"
        let margins = node.layoutMargins, safe = node.safeAreaInsets
        text += "  margins \(bits(margins.top)) \(bits(margins.leading)) \(bits(margins.bottom)) \(bits(margins.trailing))"
        text += " safe \(bits(safe.top)) \(bits(safe.left)) \(bits(safe.bottom)) \(bits(safe.right))\n"
        text += "  guides \(node.layoutGuides)\n"
        if let stack = node.stack {
            text += "  stack \(stack.axis) \(stack.distribution) \(stack.alignment) \(bits(stack.spacing))"
            text += " \(stack.layoutMarginsRelativeArrangement) \(stack.baselineRelativeArrangement)"
            text += " custom \(stack.customSpacing.map { "\($0.viewID)=\(bits($0.spacing))" })\n"
        }
        text += "  subviews \(node.subviews.count)\n"
        for subview in node.subviews { view(subview, into: &text) }
        text += "  arranged \(node.arrangedSubviews.count)\n"
        for arranged in node.arrangedSubviews { view(arranged, into: &text) }
    }
}
