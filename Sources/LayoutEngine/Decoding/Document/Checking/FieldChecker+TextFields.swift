extension FieldChecker {
    /// `{family?, size?, weight?, italic?}`: each member's type, the size's and the weight's range.
    /// Whether the family exists is checked when the document is laid out, by the measurer.
    func decodeFont(_ value: JSONNode, _ pointer: FieldPointer) -> FontSpec {
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
