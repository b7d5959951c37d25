extension FieldChecker {
    static let viewFields = ViewField.names

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

    /// Reports the errors of the value of a view's `field` (not a list of views), which is `value`,
    /// at `pointer`, on a view of `axis`: by the field's shape, as the table gives it.
    func checkField(_ field: ViewField, _ value: JSONNode, _ pointer: FieldPointer, axis: Axis) {
        var view = ViewNode(id: "", pointerPath: pointer.base, index: -1)
        var stack = StackProperties()
        stack.axis = axis
        // A view of every kind, so that each field's value is checked (its kind is checked elsewhere).
        view.text = TextProperties(kind: field.entry.kinds == .buttons ? .button : .label)
        withUnsafeMutablePointer(to: &view) { view in
            withUnsafeMutablePointer(to: &stack) { stack in
                decodeField(field, value, pointer, into: ViewField.ViewParts(view: view, stack: stack))
            }
        }
    }

    /// Reads the value of a view's `field` (not a list of views), which is `value`, at `pointer`,
    /// into `parts` through the field's storage, reporting its errors: by the field's shape, as
    /// the table gives it. A value in error leaves the field as it was.
    func decodeField(_ field: ViewField, _ value: JSONNode, _ pointer: FieldPointer, into parts: ViewField.ViewParts) {
        let entry = field.entry
        switch (entry.shape, field.storage) {
        case (.identifier, _): _ = declareID(value, at: pointer, kind: .view, superview: nil)
        // Baseline alignments apply only across a horizontal stack.
        case (.choice(.alignment), .choice(let place)):
            guard let alignment = decodeAlignment(value, pointer.string, axis: parts.stack.pointee.axis),
                let index = ViewField.Choice.alignment.names.firstIndex(of: alignment.rawValue)
            else { return }
            place.write(index, parts)
        // `type`'s name is checked here, and read by the decoder.
        case (.choice(let choice), let storage):
            guard let name = enumeration(value, pointer.string, choice.noun, cases: choice.names),
                case .choice(let place) = storage, let index = choice.names.firstIndex(of: name) else { return }
            place.write(index, parts)
        case (_, .length(let place)): if let length = decodeLength(field, value, pointer.string) { place.write(length, into: parts) }
        case (_, .numbers(let places, let declared)):
            let read = decodeNumbers(field, value, pointer, over: (nil, nil, nil, nil))
            let numbers = [read.0, read.1, read.2, read.3]
            // A member left out (or in error) keeps the view's value, the table's default.
            for (place, number) in zip(places, numbers) { if let number { place.write(number, into: parts) } }
            declared?.write(DirectionalInsets.declared(read.0 != nil, read.1 != nil, read.2 != nil, read.3 != nil), into: parts)
        case (_, .optionalNumbers(let places)):
            let read = decodeNumbers(field, value, pointer, over: (nil, nil, nil, nil))
            for (place, number) in zip(places, [read.0, read.1, read.2, read.3]) { if let number { place.write(number, into: parts) } }
        case (_, .flag(let place)): if let flag = bool(value, pointer.string, field.name) { place.write(flag, into: parts) }
        case (_, .spacing(let place)): if let spacing = decodeSpacing(field, value, pointer.string) { place.write(spacing, into: parts) }
        case (_, .customSpacing(let place)): place.write(decodeCustomSpacing(field, value, pointer.string), into: parts)
        case (_, .guides(let place)): place.write(decodeLayoutGuides(value, pointer.string), into: parts)
        // Lists of views are the decoder's own: only an error in what holds them comes here.
        case (_, .views): _ = array(value, pointer.string, "a list of views")
        case (_, .text(let place)): if let text = string(value, pointer.string, field.name) { place.write(text, into: parts) }
        case (_, .count(let place)):
            guard let count = decodeLength(field, value, pointer.string) else { return }
            guard count == count.rounded() else {
                return error(pointer.string, "\(field.name) must be a whole number, found \(JSONNumberFormat.string(count))")
            }
            place.write(Int(count), into: parts)
        case (_, .font(let place)): place.write(decodeFont(value, pointer), into: parts)
        case (_, .variants(let place)):
            let list = decodeVariants(value, pointer: pointer.string)
            place.write(ViewVariants(list: list), into: parts)
        case (_, .identifier), (_, .viewType), (_, .choice): return
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
        let choice = ViewField.Choice.alignment
        let alignment = enumeration(value, pointer(), choice.noun, cases: choice.names)
            .flatMap { StackProperties.Alignment(rawValue: choice.canonical($0)) }
        guard let alignment else { return nil }
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            error(pointer(), "'\(alignment.rawValue)' alignment applies only to horizontal stacks; this stack is vertical")
            return nil
        }
        return alignment
    }

    private func decodeSpacing(_ field: ViewField, _ value: JSONNode, _ pointer: @autoclosure () -> String) -> Double? {
        if let word = reader.string(value) {
            guard word == "system" else {
                error(pointer(), "spacing must be a number or \"system\", found '\(word)'")
                return nil
            }
            return 8
        }
        return decodeLength(field, value, pointer())
    }

    private func decodeCustomSpacing(
        _ field: ViewField, _ value: JSONNode, _ pointer: @autoclosure () -> String
    ) -> [(viewID: String, spacing: Double)] {
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
            if let spacing = decodeLength(field, member.value, memberPointer) {
                entries.append((key, spacing))
            }
        }
        return entries
    }
}
