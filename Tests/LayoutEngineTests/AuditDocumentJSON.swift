import LayoutEngine

/// A decoded document written back in the contract's request format, so that a document the
/// audit finds wrong can be reported, reduced and replayed with `layoutd solve`.
enum AuditDocumentJSON {
    static func text(_ document: LayoutDocument) -> String {
        var members = ["\"root\": " + view(document.root)]
        if !document.constraints.isEmpty {
            members.append("\"constraints\": [" + document.constraints.map(constraint).joined(separator: ", ") + "]")
        }
        let options = document.options
        members.append(
            "\"options\": {\"layoutDirection\": \"\(options.layoutDirection.rawValue)\", \"frames\": \"\(options.frames.rawValue)\""
                + (options.includeConstraints ? ", \"include\": [\"constraints\"]}" : "}"))
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private static func view(_ node: ViewNode) -> String {
        var members = ["\"id\": \"\(node.id)\""]
        if let width = node.width { members.append("\"width\": \(number(width))") }
        if let height = node.height { members.append("\"height\": \(number(height))") }
        let size = node.intrinsicContentSize
        if size.width != nil || size.height != nil {
            members.append("\"intrinsicContentSize\": " + object([("width", size.width), ("height", size.height)]))
        }
        if node.contentHugging != AxisPriorities(horizontal: 250, vertical: 250) {
            members.append("\"contentHugging\": " + object([("horizontal", node.contentHugging.horizontal), ("vertical", node.contentHugging.vertical)]))
        }
        if node.compressionResistance != AxisPriorities(horizontal: 750, vertical: 750) {
            members.append("\"compressionResistance\": " + object([
                ("horizontal", node.compressionResistance.horizontal), ("vertical", node.compressionResistance.vertical),
            ]))
        }
        if node.isHidden { members.append("\"hidden\": true") }
        let margins = node.layoutMargins
        if margins != DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
            members.append("\"layoutMargins\": " + object([
                ("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom), ("trailing", margins.trailing),
            ]))
        }
        let safe = node.safeAreaInsets
        if safe != EdgeInsets() {
            members.append("\"safeAreaInsets\": " + object([("top", safe.top), ("left", safe.left), ("bottom", safe.bottom), ("right", safe.right)]))
        }
        if let stack = node.stack {
            members.append("\"type\": \"stack\"")
            members.append("\"axis\": \"\(stack.axis == .horizontal ? "horizontal" : "vertical")\"")
            members.append("\"distribution\": \"\(stack.distribution.rawValue)\"")
            members.append("\"alignment\": \"\(stack.alignment.rawValue)\"")
            members.append("\"spacing\": \(number(stack.spacing))")
            if !stack.customSpacing.isEmpty {
                // The decoder keeps the first entry per view (a JSON object has one key per view).
                var seen: [String] = []
                var entries: [String] = []
                for entry in stack.customSpacing where !seen.contains(entry.viewID) {
                    seen.append(entry.viewID)
                    entries.append("\"\(entry.viewID)\": \(number(entry.spacing))")
                }
                members.append("\"customSpacing\": {" + entries.joined(separator: ", ") + "}")
            }
            if stack.layoutMarginsRelativeArrangement { members.append("\"layoutMarginsRelativeArrangement\": true") }
            if stack.baselineRelativeArrangement { members.append("\"baselineRelativeArrangement\": true") }
        }
        if !node.subviews.isEmpty { members.append("\"subviews\": [" + node.subviews.map(view).joined(separator: ", ") + "]") }
        if !node.arrangedSubviews.isEmpty {
            members.append("\"arrangedSubviews\": [" + node.arrangedSubviews.map(view).joined(separator: ", ") + "]")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private static func object(_ members: [(String, Double?)]) -> String {
        "{" + members.compactMap { key, value in value.map { "\"\(key)\": \(number($0))" } }.joined(separator: ", ") + "}"
    }

    private static func constraint(_ constraint: LayoutConstraint) -> String {
        var text = "\"\(constraint.first.item).\(constraint.first.attribute) \(constraint.relation.rawValue) "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) * " }
            text += "\(second.item).\(second.attribute)"
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " - \(number(-constraint.constant))" : " + \(number(constraint.constant))"
            }
        } else {
            text += number(constraint.constant)
        }
        if constraint.priority < 1000 { text += " @ \(number(constraint.priority))" }
        return text + "\""
    }
}
