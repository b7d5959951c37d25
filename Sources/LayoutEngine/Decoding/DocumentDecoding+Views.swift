extension DocumentDecoding {
    /// A view's fields, in the contract's order (the order "expected one of" lists them).
    enum ViewField: String, CaseIterable {
        case id, type, width, height, intrinsicContentSize, contentHugging, compressionResistance
        case baselines, hidden, layoutMargins, safeAreaInsets, layoutGuides, subviews
        case axis, distribution, alignment, spacing, customSpacing, arrangedSubviews
        case layoutMarginsRelativeArrangement, baselineRelativeArrangement

        /// The field named `key`: its length and first letter pick the one candidate, and a single
        /// comparison confirms it (cheaper than hashing, and than comparing against every name).
        @inline(__always)
        static func named(_ key: JSONKey) -> ViewField? {
            guard let first = key.bytes.first else { return nil }
            @inline(__always)
            func check(_ field: ViewField, _ name: StaticString) -> ViewField? { key.equals(name) ? field : nil }
            switch key.bytes.count {
            case 2: return check(.id, "id")
            case 4: return first == UInt8(ascii: "t") ? check(.type, "type") : check(.axis, "axis")
            case 5: return check(.width, "width")
            case 6: return key.bytes.last == UInt8(ascii: "t") ? check(.height, "height") : check(.hidden, "hidden")
            case 7: return check(.spacing, "spacing")
            case 8: return check(.subviews, "subviews")
            case 9: return first == UInt8(ascii: "b") ? check(.baselines, "baselines") : check(.alignment, "alignment")
            case 12:
                return first == UInt8(ascii: "l") ? check(.layoutGuides, "layoutGuides") : check(.distribution, "distribution")
            case 13:
                return first == UInt8(ascii: "l") ? check(.layoutMargins, "layoutMargins") : check(.customSpacing, "customSpacing")
            case 14:
                return first == UInt8(ascii: "c")
                    ? check(.contentHugging, "contentHugging") : check(.safeAreaInsets, "safeAreaInsets")
            case 16: return check(.arrangedSubviews, "arrangedSubviews")
            case 20: return check(.intrinsicContentSize, "intrinsicContentSize")
            case 21: return check(.compressionResistance, "compressionResistance")
            case 27: return check(.baselineRelativeArrangement, "baselineRelativeArrangement")
            case 32: return check(.layoutMarginsRelativeArrangement, "layoutMarginsRelativeArrangement")
            default: return nil
            }
        }

        /// The field named `key`.
        static func named(_ key: String) -> ViewField? {
            var key = key
            return key.withUTF8 { bytes in named(JSONKey(bytes: bytes)) }
        }

        /// This field's bit in a set of fields.
        @inline(__always)
        var bit: UInt32 {
            let index: UInt32
            switch self {
            case .id: index = 0
            case .type: index = 1
            case .width: index = 2
            case .height: index = 3
            case .intrinsicContentSize: index = 4
            case .contentHugging: index = 5
            case .compressionResistance: index = 6
            case .baselines: index = 7
            case .hidden: index = 8
            case .layoutMargins: index = 9
            case .safeAreaInsets: index = 10
            case .layoutGuides: index = 11
            case .subviews: index = 12
            case .axis: index = 13
            case .distribution: index = 14
            case .alignment: index = 15
            case .spacing: index = 16
            case .customSpacing: index = 17
            case .arrangedSubviews: index = 18
            case .layoutMarginsRelativeArrangement: index = 19
            case .baselineRelativeArrangement: index = 20
            }
            return 1 << index
        }

        @inline(__always)
        var isStackOnly: Bool {
            switch self {
            case .axis, .distribution, .alignment, .spacing, .customSpacing, .arrangedSubviews,
                 .layoutMarginsRelativeArrangement, .baselineRelativeArrangement:
                return true
            default:
                return false
            }
        }
    }

    static let viewFields = ViewField.allCases.map(\.rawValue)

    static let typeNames = ["view", "stack"]
    static let axisNames = ["horizontal", "vertical"]
    static let distributionNames = StackProperties.Distribution.allCases.map(\.rawValue)
    static let alignmentNames = ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]

    // Matching names with `switch` rather than tables of (name, value) pairs spares the runtime
    // building each table's tuple type when a process first decodes.

    /// Whether a view type is a stack.
    static func isStack(_ name: JSONKey) -> Bool? {
        switch name {
        case "view": return false
        case "stack": return true
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
            superview: superview, id: nil, idNode: idNode)
        if let idNode, reader.kind(idNode) == .string, Self.isValidID(reader.bytes(idNode)) {
            context.id = reader.string(idNode)
        }
        var view = OpenView(
            value: value, pointer: pointer, context: context,
            node: ViewNode(id: context.id ?? "", pointerPath: list, index: index), members: reader.members(value))
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
            if field.isStackOnly && !view.context.isStack {
                error(fieldPointer.string, "'\(field.rawValue)' applies only to stack views (\"type\": \"stack\")")
                continue
            }
            if field == .subviews || field == .arrangedSubviews {
                guard array(member.value, fieldPointer.string, "a list of views") else { continue }
                var list = OpenList(
                    field: field, elements: reader.elements(member.value), path: fieldPointer.list(name: field.rawValue),
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
                value, at: fieldPointer, kind: .view, superview: context.superview,
                known: value == context.idNode ? context.id : nil)
        case .type: _ = enumeration(value, fieldPointer.string, "view type", names: Self.typeNames, match: Self.isStack)
        case .width: node.width = number(value, fieldPointer.string, "width", minimum: 0)
        case .height: node.height = number(value, fieldPointer.string, "height", minimum: 0)
        case .intrinsicContentSize: node.intrinsicContentSize = decodeIntrinsicSize(value, fieldPointer)
        case .contentHugging:
            node.contentHugging = decodeAxisPriorities(value, fieldPointer, field.rawValue, default: node.contentHugging)
        case .compressionResistance:
            node.compressionResistance = decodeAxisPriorities(
                value, fieldPointer, field.rawValue, default: node.compressionResistance)
        case .baselines: node.baselines = decodeBaselines(value, fieldPointer)
        case .hidden: node.isHidden = bool(value, fieldPointer.string, "hidden") ?? false
        case .layoutMargins: node.layoutMargins = decodeMargins(value, fieldPointer)
        case .safeAreaInsets:
            if context.isRoot {
                node.safeAreaInsets = decodeSafeArea(value, fieldPointer)
            } else {
                error(fieldPointer.string, "'safeAreaInsets' applies only to the root; other views' safe area is their bounds")
            }
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
            stack.layoutMarginsRelativeArrangement = bool(value, fieldPointer.string, field.rawValue) ?? false
        case .baselineRelativeArrangement:
            stack.baselineRelativeArrangement = bool(value, fieldPointer.string, field.rawValue) ?? false
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
        return number(value, pointer(), "spacing")
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
            if let spacing = number(member.value, memberPointer, "a custom spacing") {
                entries.append((key, spacing))
            }
        }
        return entries
    }
}
