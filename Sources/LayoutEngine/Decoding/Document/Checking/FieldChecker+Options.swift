extension FieldChecker {
    func decodeOptions(_ value: JSONNode, pointer: String) -> LayoutOptions {
        var options = LayoutOptions()
        guard object(value, pointer, "options") else { return options }
        members(of: value, pointer: pointer, owner: "options", allowed: ["layoutDirection", "frames", "include"]) {
            key, value, p in
            switch key {
            case "layoutDirection":
                if let name = enumeration(value, p.string, "layoutDirection", cases: ["leftToRight", "rightToLeft"]) {
                    options.layoutDirection = LayoutOptions.LayoutDirection(rawValue: name) ?? .leftToRight
                }
            case "frames":
                if let name = enumeration(value, p.string, "frames", cases: ["superview", "absolute"]) {
                    options.frames = LayoutOptions.FrameSpace(rawValue: name) ?? .superview
                }
            case "include":
                guard array(value, p.string, "include") else { return true }
                for (index, element) in reader.elements(value).enumerated()
                where enumeration(element, JSONPointer.appending(p.string, index), "include", cases: ["constraints"]) != nil {
                    options.includeConstraints = true
                }
            default: return false
            }
            return true
        }
        return options
    }
}
