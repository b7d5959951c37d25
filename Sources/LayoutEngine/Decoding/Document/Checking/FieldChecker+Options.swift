extension FieldChecker {
    func decodeOptions(_ value: JSONNode, pointer: String) -> LayoutOptions {
        var options = LayoutOptions()
        guard object(value, pointer, "options") else { return options }
        let allowed = ["layoutDirection", "frames", "include", "displayScale", "rounding", "render", "sizes"]
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
                for (index, element) in reader.elements(value).enumerated() {
                    let pointer = JSONPointer.appending(p.string, index)
                    switch enumeration(element, pointer, "include", cases: ["constraints", "text"]) {
                    case "constraints": options.includeConstraints = true
                    case "text": options.includeText = true
                    default: break
                    }
                }
            case "displayScale":
                if let scale = displayScale(value, p.string) { options.displayScale = scale }
            case "rounding":
                if let name = enumeration(value, p.string, "rounding", cases: ["none", "pixel"]) {
                    options.rounding = LayoutOptions.Rounding(rawValue: name) ?? .none
                }
            case "render":
                options.render = decodeRenderOptions(value, pointer: p.string)
            case "sizes":
                options.sizes = decodeSizes(value, pointer: p.string)
            default: return false
            }
            return true
        }
        return options
    }

    /// `options.render`: `{labels?, guides?}`.
    private func decodeRenderOptions(_ value: JSONNode, pointer: String) -> RenderOptions {
        var render = RenderOptions()
        guard object(value, pointer, "render") else { return render }
        members(of: value, pointer: pointer, owner: "render", allowed: ["labels", "guides"]) { key, value, p in
            if key.equals("labels") {
                if let labels = bool(value, p.string, "labels") { render.labels = labels }
            } else if key.equals("guides") {
                if let guides = bool(value, p.string, "guides") { render.guides = guides }
            } else {
                return false
            }
            return true
        }
        return render
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
