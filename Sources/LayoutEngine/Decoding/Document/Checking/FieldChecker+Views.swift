extension FieldChecker {
    static let viewFields = ViewField.names

    static let typeNames = ViewField.Choice.viewType.names
    static let axisNames = ViewField.Choice.axis.names
    static let distributionNames = ViewField.Choice.distribution.names
    static let alignmentNames = ViewField.Choice.alignment.names

    // Matching names with `switch` rather than tables of (name, value) pairs spares the runtime
    // building each table's tuple type when a process first decodes.

    /// A view's `type`.
    enum ViewType {
        case view, stack, scroll, label, button
    }

    static func viewType(_ name: JSONKey) -> ViewType? {
        switch name {
        case "view": return .view
        case "stack": return .stack
        case "scroll": return .scroll
        case "label": return .label
        case "button": return .button
        default: return nil
        }
    }

    static func axis(_ name: JSONKey) -> Axis? {
        switch name {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        default: return nil
        }
    }

    static func distribution(_ name: JSONKey) -> StackProperties.Distribution? {
        switch name {
        case "fill": return .fill
        case "fillEqually": return .fillEqually
        case "fillProportionally": return .fillProportionally
        case "equalSpacing": return .equalSpacing
        case "equalCentering": return .equalCentering
        default: return nil
        }
    }

    /// `top` is `leading` and `bottom` is `trailing`, as in UIKit.
    static func alignment(_ name: JSONKey) -> StackProperties.Alignment? {
        switch name {
        case "fill": return .fill
        case "leading", "top": return .leading
        case "center": return .center
        case "trailing", "bottom": return .trailing
        case "firstBaseline": return .firstBaseline
        case "lastBaseline": return .lastBaseline
        default: return nil
        }
    }

    /// Whether a field of `kinds` (labels', buttons' or both) applies to a view of text kind `kind`.
    static func textFieldApplies(_ kinds: ViewField.Kinds, to kind: TextProperties.Kind?) -> Bool {
        guard let kind else { return false }
        return kinds == .texts || (kind == .label) == (kinds == .labels)
    }

    /// The error of a field of `kinds` (labels', buttons' or both) on a view that does not take it.
    static func textFieldDetail(_ field: ViewField) -> String {
        let kinds = field.entry.kinds
        let which = kinds == .labels ? "labels (\"type\": \"label\")" : kinds == .buttons
            ? "buttons (\"type\": \"button\")" : "labels and buttons (\"type\": \"label\" or \"button\")"
        return "'\(field.name)' applies only to \(which)"
    }

    /// What a view's fields need to know about the view while they are read.
    struct ViewContext {
        var isRoot: Bool
        var isStack: Bool
        var isScroll: Bool
        /// A label's or a button's kind; nil for other views.
        var textKind: TextProperties.Kind? = nil
        var superview: String?
        /// The view's id when valid; its subviews' superview.
        var id: String?
        /// The first `id` member's value.
        var idNode: JSONNode?
    }

    /// Reports the errors of the value of a view's `field` (not a list of views), which is `value`,
    /// at `pointer`, on a view of `axis`.
    func checkField(_ field: ViewField, _ value: JSONNode, _ pointer: FieldPointer, axis: Axis) {
        var node = ViewNode(id: "", pointerPath: pointer.base, index: -1)
        var stack = StackProperties()
        stack.axis = axis
        var customSpacing: [(viewID: String, spacing: Double)] = []
        // A view of every kind, so that each field's value is checked (its kind is checked elsewhere).
        node.text = TextProperties(kind: field.entry.kinds == .buttons ? .button : .label)
        let context = ViewContext(isRoot: true, isStack: true, isScroll: false, superview: nil, id: nil, idNode: nil)
        decodeField(field, value, pointer, context, node: &node, stack: &stack, customSpacing: &customSpacing)
    }

    func decodeField(
        _ field: ViewField, _ value: JSONNode, _ fieldPointer: FieldPointer, _ context: ViewContext,
        node: inout ViewNode, stack: inout StackProperties, customSpacing: inout [(viewID: String, spacing: Double)]
    ) {
        switch field {
        case .id:
            _ = declareID(
                value, at: fieldPointer, kind: context.isScroll ? .scroll : .view, superview: context.superview,
                known: value == context.idNode ? context.id : nil)
        case .type: _ = enumeration(value, fieldPointer.string, "view type", names: Self.typeNames, match: Self.viewType)
        case .width: node.width = decodeLength(field, value, fieldPointer.string)
        case .height: node.height = decodeLength(field, value, fieldPointer.string)
        case .intrinsicContentSize:
            let size = decodeNumbers(field, value, fieldPointer, over: (nil, nil, nil, nil))
            node.intrinsicContentSize = OptionalSize(width: size.0, height: size.1)
        case .contentHugging:
            let hugging = node.contentHugging
            let read = decodeNumbers(field, value, fieldPointer, over: (hugging.horizontal, hugging.vertical, nil, nil))
            node.contentHugging = AxisPriorities(horizontal: read.0 ?? hugging.horizontal, vertical: read.1 ?? hugging.vertical)
        case .compressionResistance:
            let resistance = node.compressionResistance
            let read = decodeNumbers(field, value, fieldPointer, over: (resistance.horizontal, resistance.vertical, nil, nil))
            node.compressionResistance = AxisPriorities(
                horizontal: read.0 ?? resistance.horizontal, vertical: read.1 ?? resistance.vertical)
        case .baselines:
            let read = decodeNumbers(field, value, fieldPointer, over: (nil, nil, nil, nil))
            node.baselines = Baselines(firstFromTop: read.0, lastFromBottom: read.1)
        case .hidden: node.isHidden = bool(value, fieldPointer.string, field.name) ?? false
        case .layoutMargins:
            let margins = ViewNode.defaultLayoutMargins
            let read = decodeNumbers(field, value, fieldPointer, over: (nil, nil, nil, nil))
            node.layoutMargins = DirectionalInsets(
                top: read.0 ?? margins.top, leading: read.1 ?? margins.leading, bottom: read.2 ?? margins.bottom,
                trailing: read.3 ?? margins.trailing)
            node.declaredMargins = DirectionalInsets.declared(read.0 != nil, read.1 != nil, read.2 != nil, read.3 != nil)
        case .insetsLayoutMarginsFromSafeArea:
            node.insetsLayoutMarginsFromSafeArea = bool(value, fieldPointer.string, field.name) ?? true
        case .preservesSuperviewLayoutMargins:
            node.preservesSuperviewLayoutMargins = bool(value, fieldPointer.string, field.name) ?? false
        case .viewController: node.isViewController = bool(value, fieldPointer.string, field.name) ?? false
        case .safeAreaInsets:
            let edges = field.entry.defaultValue.numbers
            let read = decodeNumbers(field, value, fieldPointer, over: (edges.0, edges.1, edges.2, edges.3))
            node.safeAreaInsets = EdgeInsets(
                top: read.0 ?? edges.0, left: read.1 ?? edges.1, bottom: read.2 ?? edges.2, right: read.3 ?? edges.3)
        case .layoutGuides: node.layoutGuides = decodeLayoutGuides(value, fieldPointer.string)
        case .subviews, .arrangedSubviews:
            // Lists of views are the decoder's own: only an error in what holds them comes here.
            _ = array(value, fieldPointer.string, "a list of views")
        case .axis: _ = enumeration(value, fieldPointer.string, "axis", names: Self.axisNames, match: Self.axis)
        case .distribution:
            stack.distribution = enumeration(
                value, fieldPointer.string, "distribution", names: Self.distributionNames, match: Self.distribution)
                ?? stack.distribution
        case .alignment: stack.alignment = decodeAlignment(value, fieldPointer.string, axis: stack.axis) ?? stack.alignment
        case .spacing: stack.spacing = decodeSpacing(value, fieldPointer.string) ?? stack.spacing
        case .customSpacing: customSpacing = decodeCustomSpacing(value, fieldPointer.string)
        case .layoutMarginsRelativeArrangement:
            stack.layoutMarginsRelativeArrangement = bool(value, fieldPointer.string, field.name) ?? false
        case .baselineRelativeArrangement:
            stack.baselineRelativeArrangement = bool(value, fieldPointer.string, field.name) ?? false
        case .text, .title, .font, .numberOfLines, .lineBreakMode, .preferredMaxLayoutWidth, .contentEdgeInsets:
            // Only a label or a button gets here (its kind checked), and it has its text fields.
            guard var text = node.text else { return }
            decodeTextField(field, value, fieldPointer, into: &text)
            node.text = text
        case .variants: _ = decodeVariants(value, pointer: fieldPointer.string)
        }
    }


    /// `[A-Za-z_][A-Za-z0-9_-]*`.
    static func isValidID(_ id: String) -> Bool {
        var id = id
        return id.withUTF8 { bytes in isValidID(bytes) }
    }

    /// `[A-Za-z_][A-Za-z0-9_-]*`, checked on the request's bytes before any string is made.
    static func isValidID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, TextScanner.isIdentifierStart(first) else { return false }
        for byte in bytes.dropFirst() where !TextScanner.isIdentifierBody(byte, hyphens: true) {
            return false
        }
        return true
    }

    /// Checks an id's syntax and that it is not taken, then registers it; `known` is the id
    /// when the caller has already read and checked it.
    func declareID(
        _ value: JSONNode, at pointer: FieldPointer, kind: ItemNamespace.Kind, superview: String?, known: String? = nil
    ) -> String? {
        guard let id = known ?? string(value, pointer.string, "an id") else { return nil }
        guard known != nil || Self.isValidID(id) else {
            error(pointer.string, "invalid id '\(id)': an id matches [A-Za-z_][A-Za-z0-9_-]*")
            return nil
        }
        if let first = declaredElsewhere[id] {
            error(pointer.string, "duplicate id '\(id)' (first declared at \(first)); views and layout guides share one namespace")
            return nil
        }
        let utf8 = known != nil ? reader.bytes(value) : nil
        guard namespace.add(id, kind: kind, superview: superview, declaration: declarations.count, utf8: utf8) else {
            let first = namespace.declaration(of: id).map { declarations[$0].string } ?? "?"
            error(pointer.string, "duplicate id '\(id)' (first declared at \(first)); views and layout guides share one namespace")
            return nil
        }
        declarations.append(Declaration(base: pointer.base, index: pointer.index))
        return id
    }

    private func decodeLayoutGuides(_ value: JSONNode, _ pointer: String) -> [String] {
        guard array(value, pointer, "layoutGuides") else { return [] }
        var ids: [String] = []
        for (index, element) in reader.elements(value).enumerated() {
            let guidePointer = JSONPointer.appending(pointer, index)
            guard object(element, guidePointer, "a layout guide") else { continue }
            members(of: element, pointer: guidePointer, owner: "a layout guide", allowed: ["id"]) { key, value, fieldPointer in
                guard key.equals("id") else { return false }
                if let id = declareID(value, at: fieldPointer, kind: .guide, superview: nil) { ids.append(id) }
                return true
            }
            if reader.member(element, "id") == nil { error(guidePointer, "a layout guide needs an 'id'") }
        }
        return ids
    }

    private func decodeAlignment(_ value: JSONNode, _ pointer: @autoclosure () -> String, axis: Axis) -> StackProperties.Alignment? {
        let alignment = enumeration(value, pointer(), "alignment", names: Self.alignmentNames, match: Self.alignment)
        guard let alignment else { return nil }
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            error(pointer(), "'\(alignment.rawValue)' alignment applies only to horizontal stacks; this stack is vertical")
            return nil
        }
        return alignment
    }

    private func decodeSpacing(_ value: JSONNode, _ pointer: @autoclosure () -> String) -> Double? {
        if let word = reader.string(value) {
            guard word == "system" else {
                error(pointer(), "spacing must be a number or \"system\", found '\(word)'")
                return nil
            }
            return 8
        }
        return decodeLength(.spacing, value, pointer())
    }

    private func decodeCustomSpacing(_ value: JSONNode, _ pointer: @autoclosure () -> String) -> [(viewID: String, spacing: Double)] {
        guard object(value, pointer(), "customSpacing") else { return [] }
        var entries: [(viewID: String, spacing: Double)] = []
        let duplicates = reader.duplicateFlags(value)
        for (index, member) in reader.members(value).enumerated() {
            let key = member.key.string
            let memberPointer = JSONPointer.appending(pointer(), key)
            if duplicates?[index] == true {
                error(memberPointer, "duplicate custom spacing for '\(key)'")
                continue
            }
            if let spacing = decodeLength(.customSpacing, member.value, memberPointer) {
                entries.append((key, spacing))
            }
        }
        return entries
    }
}
