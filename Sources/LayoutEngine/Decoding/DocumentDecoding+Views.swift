extension DocumentDecoding {
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

    /// A view being decoded: where its member loop stands, and what it has read so far.
    private struct OpenView {
        let value: JSONNode
        let pointer: FieldPointer
        var context: ViewContext
        var node: ViewNode
        var members: JSONReader.Members
        var memberIndex = 0
        var stack = StackProperties()
        var customSpacing: [(viewID: String, spacing: Double)] = []
        /// A field repeats when its bit is already set.
        var seen: UInt32 = 0
        /// Whether each key repeats an earlier one, found at the first unknown key.
        var duplicateKeys: [Bool]?? = nil
        /// The list of views the member loop stopped at, being read.
        var list: OpenList?
    }

    /// A view's `subviews` or `arrangedSubviews`, being read element by element.
    private struct OpenList {
        let field: ViewField
        var elements: JSONReader.Elements
        let path: JSONPointerPath
        let superview: String
        var index = 0
        var views: [ViewNode] = []
    }

    /// Decodes a view and its subviews, appending it to `views`; nothing when it is not an object.
    ///
    /// Iterative, with an explicit stack of open views: a document's nesting is bounded by
    /// ``LayoutLimits/maxViewDepth`` (checked before), not by the thread's stack. Every field is
    /// read in document order, a view's subviews where their field stands, so the errors come in
    /// document order.
    /// - Complexity: O(size of the view's JSON).
    func decodeView(
        _ value: JSONNode, list: JSONPointerPath, index: Int, superview: String?, into views: inout [ViewNode]
    ) {
        guard let root = openView(value, list: list, index: index, superview: superview) else { return }
        var open = [root]
        while let top = open.indices.last {
            if var list = open[top].list {
                if let element = list.elements.next() {
                    let index = list.index
                    list.index += 1
                    open[top].list = list
                    if let child = openView(element, list: list.path, index: index, superview: list.superview) {
                        open.append(child)
                    }
                    continue
                }
                open[top].list = nil
                if list.field == .subviews {
                    open[top].node.subviews = list.views
                } else {
                    open[top].node.arrangedSubviews = list.views
                }
                continue
            }
            if let list = readFields(&open[top]) {
                open[top].list = list
                continue
            }
            let done = finish(open.removeLast())
            if let parent = open.indices.last {
                open[parent].list?.views.append(done)
            } else {
                views.append(done)
            }
        }
    }

    /// A view's object opened: its `type`, `axis` and `id` read first, as they change how other
    /// fields read whatever their order; nil (with an error) when `value` is not an object.
    private func openView(_ value: JSONNode, list: JSONPointerPath, index: Int, superview: String?) -> OpenView? {
        let pointer = FieldPointer(list, index: index)
        guard object(value, pointer.string, "a view") else { return nil }
        var typeNode: JSONNode?, axisNode: JSONNode?, idNode: JSONNode?
        for member in reader.members(value) {
            switch member.key {
            case "type": if typeNode == nil { typeNode = member.value }
            case "axis": if axisNode == nil { axisNode = member.value }
            case "id": if idNode == nil { idNode = member.value }
            default: continue
            }
            if typeNode != nil && axisNode != nil && idNode != nil { break }
        }
        var context = ViewContext(
            isRoot: superview == nil, isStack: typeNode.map { reader.isString($0, "stack") } ?? false,
            isScroll: typeNode.map { reader.isString($0, "scroll") } ?? false, superview: superview, id: nil,
            idNode: idNode)
        if let typeNode {
            context.textKind =
                reader.isString(typeNode, "label") ? .label : reader.isString(typeNode, "button") ? .button : nil
        }
        if let idNode, reader.kind(idNode) == .string, Self.isValidID(reader.bytes(idNode)) {
            context.id = reader.string(idNode)
        }
        var view = OpenView(
            value: value, pointer: pointer, context: context,
            node: ViewNode(id: context.id ?? "", pointerPath: list, index: index), members: reader.members(value))
        if let kind = context.textKind { view.node.text = TextProperties(kind: kind) }
        if context.isStack, let axisNode {
            if reader.isString(axisNode, "horizontal") { view.stack.axis = .horizontal }
            if reader.isString(axisNode, "vertical") { view.stack.axis = .vertical }
        }
        return view
    }

    /// Reads `view`'s fields on from where its loop stands, up to a list of views (returned, to be
    /// read before the fields after it) or the end (nil).
    private func readFields(_ view: inout OpenView) -> OpenList? {
        while let member = view.members.next() {
            let index = view.memberIndex
            view.memberIndex += 1
            let fieldPointer = child(view.pointer, member.key)
            let named = ViewField.named(member.key)
            let duplicate: Bool
            if let named {
                duplicate = view.seen & named.bit != 0
                view.seen |= named.bit
            } else {
                if view.duplicateKeys == nil { view.duplicateKeys = reader.duplicateFlags(view.value) }
                duplicate = view.duplicateKeys??[index] == true
            }
            if duplicate {
                error(fieldPointer.string, "duplicate field '\(member.key.string)'")
                continue
            }
            guard let field = named else {
                unknownField(member.key.string, pointer: fieldPointer.string, of: "a view", allowed: Self.viewFields)
                continue
            }
            switch field.entry.kinds {
            case .every: break
            case .stacks:
                guard view.context.isStack else {
                    error(fieldPointer.string, "'\(field.name)' applies only to stack views (\"type\": \"stack\")")
                    continue
                }
            case .root:
                guard view.context.isRoot else {
                    error(fieldPointer.string, "'\(field.name)' applies only to the root; other views' safe area is their bounds")
                    continue
                }
            case .labels, .buttons, .texts:
                let kinds = field.entry.kinds
                guard let kind = view.context.textKind, kinds == .texts || (kind == .label) == (kinds == .labels) else {
                    let which = kinds == .labels ? "labels (\"type\": \"label\")" : kinds == .buttons
                        ? "buttons (\"type\": \"button\")" : "labels and buttons (\"type\": \"label\" or \"button\")"
                    error(fieldPointer.string, "'\(field.name)' applies only to \(which)")
                    continue
                }
            }
            if field == .subviews || field == .arrangedSubviews {
                guard array(member.value, fieldPointer.string, "a list of views") else { continue }
                var list = OpenList(
                    field: field, elements: reader.elements(member.value), path: fieldPointer.list(name: field.name),
                    superview: view.context.id ?? "")
                list.views.reserveCapacity(reader.count(member.value))
                return list
            }
            decodeField(
                field, member.value, fieldPointer, view.context, node: &view.node, stack: &view.stack,
                customSpacing: &view.customSpacing)
        }
        return nil
    }

    /// The view once every field is read.
    private func finish(_ view: OpenView) -> ViewNode {
        var node = view.node
        if view.context.idNode == nil { error(view.pointer.string, "a view needs an 'id'") }
        if let kind = view.context.textKind {
            let field = kind == .label ? ViewField.text : .title
            if view.seen & field.bit == 0 { error(view.pointer.string, "a \(kind.rawValue) needs a '\(field.name)'") }
        }
        node.isScroll = view.context.isScroll
        if view.context.isStack {
            var stack = view.stack
            // UIKit ignores custom spacing after a view the stack does not arrange,
            // and baseline-relative arrangement on a horizontal stack.
            if !view.customSpacing.isEmpty {
                let arranged = Set(node.arrangedSubviews.map(\.id))
                stack.customSpacing = view.customSpacing.filter { arranged.contains($0.viewID) }
            }
            if stack.axis == .horizontal { stack.baselineRelativeArrangement = false }
            node.stack = stack
        }
        return node
    }

    private func decodeField(
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
            // Read by ``decodeView``'s own loop, which keeps no recursion on the thread's stack.
            break
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
