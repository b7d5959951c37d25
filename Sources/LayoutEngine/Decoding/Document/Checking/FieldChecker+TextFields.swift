extension FieldChecker {
    static let lineBreakModeNames = ViewField.Choice.lineBreakMode.names

    /// A label's or a button's field (``ViewField/Kinds/labels``, `buttons`, `texts`) into `text`.
    /// Whether the family exists is checked when the document is laid out, by the measurer.
    func decodeTextField(
        _ field: ViewField, _ value: JSONNode, _ pointer: FieldPointer, into text: inout TextProperties
    ) {
        switch field {
        case .text, .title: text.text = string(value, pointer.string, field.name) ?? ""
        case .font: text.font = decodeFont(value, pointer)
        case .numberOfLines:
            guard let count = decodeLength(field, value, pointer.string) else { return }
            guard count == count.rounded() else {
                error(pointer.string, "numberOfLines must be a whole number, found \(JSONNumberFormat.string(count))")
                return
            }
            text.numberOfLines = Int(count)
        case .lineBreakMode:
            let name = enumeration(value, pointer.string, "line break mode", cases: Self.lineBreakModeNames)
            text.lineBreakMode = name.flatMap(TextProperties.LineBreakMode.init(rawValue:)) ?? text.lineBreakMode
        case .preferredMaxLayoutWidth: text.preferredMaxLayoutWidth = decodeLength(field, value, pointer.string)
        case .contentEdgeInsets:
            let read = decodeNumbers(field, value, pointer, over: (nil, nil, nil, nil))
            text.contentEdgeInsets = DirectionalInsets(
                top: read.0 ?? 0, leading: read.1 ?? 0, bottom: read.2 ?? 0, trailing: read.3 ?? 0)
        default: return
        }
    }

    /// `{family?, size?, weight?, italic?}`: each member's type, the size's and the weight's range.
    private func decodeFont(_ value: JSONNode, _ pointer: FieldPointer) -> FontSpec {
        var font = FontSpec()
        guard object(value, pointer.string, "font") else { return font }
        let names = ViewField.font.entry.members
        members(of: value, at: pointer, owner: "font", allowed: names.strings) { key, value, p in
            switch names.slot(of: key) {
            case 0: font.family = string(value, p.string, "a font family")
            case 1:
                guard let size = number(value, p.string, "a font size") else { break }
                if let problem = FontSpec.sizeProblem(size) { error(p.string, problem) } else { font.size = size }
            case 2:
                if let name = reader.string(value) {
                    guard let weight = FontSpec.weight(named: name) else {
                        let names = FontSpec.weightNames.map(\.name).joined(separator: ", ")
                        error(
                            p.string, "unknown font weight '\(Self.cut(name))'; expected 100 to 900 or one of \(names)")
                        break
                    }
                    font.weight = weight
                } else if let weight = number(value, p.string, "a font weight") {
                    if let problem = FontSpec.weightProblem(weight) {
                        error(p.string, problem)
                    } else {
                        font.weight = Int(weight)
                    }
                }
            case 3: font.italic = bool(value, p.string, "italic")
            default: return false
            }
            return true
        }
        return font
    }
}
