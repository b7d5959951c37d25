extension OptimisticDecoder {
    typealias ViewField = DocumentDecoding.ViewField

    /// A view and, recursively, its subviews; `superview` is nil for the root only.
    mutating func view(list: JSONPointerPath, index: Int, superview: String?) throws(Declined) -> ViewNode {
        viewCount &+= 1
        guard viewCount <= limits.maxViews else { throw Declined() }
        var node = ViewNode(id: "", pointerPath: list, index: index)
        var stack = StackProperties()
        var isStack = false
        var customSpacing: [(viewID: String, spacing: Double)] = []
        // Fields read so far, by bit; a stack's fields are checked against `type` at the end, as
        // `type` may come after them.
        var seen: UInt32 = 0
        var stackFields = false
        guard try open(UInt8(ascii: "{")) else { throw Declined() }
        repeat {
            let key = try key()
            guard let field = ViewField.named(key), seen & field.bit == 0 else { throw Declined() }
            seen |= field.bit
            stackFields = stackFields || field.isStackOnly
            switch field {
            case .id:
                let bytes = try string()
                guard DocumentDecoding.isValidID(bytes) else { throw Declined() }
                node.id = Self.text(bytes)
                guard namespace.add(node.id, kind: .view, superview: superview, declaration: -1, utf8: bytes) else {
                    throw Declined()
                }
            case .type:
                guard let stackType = DocumentDecoding.isStack(JSONKey(bytes: try string())) else { throw Declined() }
                isStack = stackType
            case .width: node.width = try number(atLeast: 0)
            case .height: node.height = try number(atLeast: 0)
            case .intrinsicContentSize: node.intrinsicContentSize = try intrinsicSize()
            case .contentHugging: node.contentHugging = try priorities(node.contentHugging)
            case .compressionResistance: node.compressionResistance = try priorities(node.compressionResistance)
            case .baselines: node.baselines = try baselines()
            case .hidden: node.isHidden = try bool()
            case .layoutMargins: node.layoutMargins = try margins()
            case .safeAreaInsets:
                guard superview == nil else { throw Declined() }
                node.safeAreaInsets = try safeArea()
            case .layoutGuides: node.layoutGuides = try layoutGuides()
            case .subviews, .arrangedSubviews:
                // Subviews name their superview by id, so it must come first.
                guard seen & ViewField.id.bit != 0 else { throw Declined() }
                let list = JSONPointerPath(list, index: index >= 0 ? index : nil, key: field.rawValue)
                if field == .subviews {
                    node.subviews = try views(list: list, superview: node.id)
                } else {
                    node.arrangedSubviews = try views(list: list, superview: node.id)
                }
            case .axis:
                guard let axis = DocumentDecoding.axis(JSONKey(bytes: try string())) else { throw Declined() }
                stack.axis = axis
            case .distribution:
                guard let distribution = DocumentDecoding.distribution(JSONKey(bytes: try string())) else {
                    throw Declined()
                }
                stack.distribution = distribution
            case .alignment:
                guard let alignment = DocumentDecoding.alignment(JSONKey(bytes: try string())) else { throw Declined() }
                stack.alignment = alignment
            case .spacing: stack.spacing = try spacing()
            case .customSpacing: customSpacing = try customSpacings()
            case .layoutMarginsRelativeArrangement: stack.layoutMarginsRelativeArrangement = try bool()
            case .baselineRelativeArrangement: stack.baselineRelativeArrangement = try bool()
            }
        } while try more(UInt8(ascii: "{"))
        guard seen & ViewField.id.bit != 0, isStack || !stackFields else { throw Declined() }
        if isStack {
            if stack.axis == .vertical && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline) {
                throw Declined()
            }
            // UIKit ignores custom spacing after a view the stack does not arrange,
            // and baseline-relative arrangement on a horizontal stack.
            if !customSpacing.isEmpty {
                stack.customSpacing = Self.arranged(customSpacing, in: node.arrangedSubviews)
            }
            if stack.axis == .horizontal { stack.baselineRelativeArrangement = false }
            node.stack = stack
        }
        return node
    }

    /// The entries of `customSpacing` that name a view of `arranged`, in order.
    private static func arranged(
        _ customSpacing: [(viewID: String, spacing: Double)], in arranged: [ViewNode]
    ) -> [(viewID: String, spacing: Double)] {
        if arranged.count <= 16 {
            return customSpacing.filter { entry in arranged.contains { $0.id == entry.viewID } }
        }
        let ids = Set(arranged.map(\.id))
        return customSpacing.filter { ids.contains($0.viewID) }
    }

    /// A list of views.
    private mutating func views(list: JSONPointerPath, superview: String) throws(Declined) -> [ViewNode] {
        guard try open(UInt8(ascii: "[")) else { return [] }
        let start = pending.count
        var position = 0
        repeat {
            pending.push(try view(list: list, index: position, superview: superview))
            position &+= 1
        } while try more(UInt8(ascii: "["))
        return pending.take(from: start)
    }

    private mutating func layoutGuides() throws(Declined) -> [String] {
        guard try open(UInt8(ascii: "[")) else { return [] }
        var ids: [String] = []
        repeat {
            guard try open(UInt8(ascii: "{")), try key().equals("id") else { throw Declined() }
            let bytes = try string()
            guard DocumentDecoding.isValidID(bytes) else { throw Declined() }
            let id = Self.text(bytes)
            guard namespace.add(id, kind: .guide, superview: nil, declaration: -1, utf8: bytes),
                  try !more(UInt8(ascii: "{")) else { throw Declined() }
            ids.append(id)
        } while try more(UInt8(ascii: "["))
        return ids
    }
}
