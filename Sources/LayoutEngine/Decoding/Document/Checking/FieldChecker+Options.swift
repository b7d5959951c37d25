extension FieldChecker {
    func decodeOptions(_ value: JSONNode, pointer: String) -> LayoutOptions {
        var options = LayoutOptions()
        guard object(value, pointer, "options") else { return options }
        let allowed = ["layoutDirection", "frames", "include", "displayScale", "rounding", "sizes"]
        members(of: value, pointer: pointer, owner: "options", allowed: allowed) { key, value, p in
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
            case "displayScale":
                if let scale = displayScale(value, p.string) { options.displayScale = scale }
            case "rounding":
                if let name = enumeration(value, p.string, "rounding", cases: ["none", "pixel"]) {
                    options.rounding = LayoutOptions.Rounding(rawValue: name) ?? .none
                }
            case "sizes":
                options.sizes = decodeSizes(value, pointer: p.string)
            default: return false
            }
            return true
        }
        return options
    }

    /// `displayScale`: one of ``LayoutOptions/displayScales``.
    func displayScale(_ value: JSONNode, _ pointer: String) -> Int? {
        guard let number = reader.number(value) else {
            error(pointer, "displayScale must be a number, found \(reader.typeDescription(value))")
            return nil
        }
        guard let scale = LayoutOptions.displayScales.first(where: { Double($0) == number }) else {
            error(pointer, "displayScale must be 1, 2 or 3, found \(JSONNumberFormat.string(number))")
            return nil
        }
        return scale
    }
}
