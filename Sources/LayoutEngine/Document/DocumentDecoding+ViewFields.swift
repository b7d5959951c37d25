extension DocumentDecoding {
    func decodeIntrinsicSize(_ value: JSONNode, _ pointer: FieldPointer) -> OptionalSize {
        var size = OptionalSize()
        guard object(value, pointer.string, "intrinsicContentSize") else { return size }
        members(of: value, at: pointer, owner: "intrinsicContentSize", allowed: ["width", "height"]) { key, value, p in
            switch key {
            case "width": size.width = number(value, p.string, "an intrinsic width", minimum: 0)
            case "height": size.height = number(value, p.string, "an intrinsic height", minimum: 0)
            default: return false
            }
            return true
        }
        return size
    }

    func decodeAxisPriorities(
        _ value: JSONNode, _ pointer: FieldPointer, _ what: String, default defaults: AxisPriorities
    ) -> AxisPriorities {
        var priorities = defaults
        guard object(value, pointer.string, what) else { return priorities }
        members(of: value, at: pointer, owner: what, allowed: ["horizontal", "vertical"]) { key, value, p in
            switch key {
            case "horizontal": priorities.horizontal = priority(value, p.string) ?? defaults.horizontal
            case "vertical": priorities.vertical = priority(value, p.string) ?? defaults.vertical
            default: return false
            }
            return true
        }
        return priorities
    }

    func decodeBaselines(_ value: JSONNode, _ pointer: FieldPointer) -> Baselines {
        var baselines = Baselines()
        guard object(value, pointer.string, "baselines") else { return baselines }
        members(of: value, at: pointer, owner: "baselines", allowed: ["firstFromTop", "lastFromBottom"]) { key, value, p in
            switch key {
            case "firstFromTop": baselines.firstFromTop = number(value, p.string, "firstFromTop")
            case "lastFromBottom": baselines.lastFromBottom = number(value, p.string, "lastFromBottom")
            default: return false
            }
            return true
        }
        return baselines
    }

    /// Omitted edges keep UIKit's default margin of 8; negative margins are allowed, as in UIKit.
    func decodeMargins(_ value: JSONNode, _ pointer: FieldPointer) -> DirectionalInsets {
        var margins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        guard object(value, pointer.string, "layoutMargins") else { return margins }
        let edges = ["top", "leading", "bottom", "trailing"]
        members(of: value, at: pointer, owner: "layoutMargins", allowed: edges) { key, value, p in
            let edge: WritableKeyPath<DirectionalInsets, Double>
            switch key {
            case "top": edge = \.top
            case "leading": edge = \.leading
            case "bottom": edge = \.bottom
            case "trailing": edge = \.trailing
            default: return false
            }
            if let inset = number(value, p.string, "a margin") { margins[keyPath: edge] = inset }
            return true
        }
        return margins
    }

    func decodeSafeArea(_ value: JSONNode, _ pointer: FieldPointer) -> EdgeInsets {
        var insets = EdgeInsets()
        guard object(value, pointer.string, "safeAreaInsets") else { return insets }
        let edges = ["top", "left", "bottom", "right"]
        members(of: value, at: pointer, owner: "safeAreaInsets", allowed: edges) { key, value, p in
            let edge: WritableKeyPath<EdgeInsets, Double>
            switch key {
            case "top": edge = \.top
            case "left": edge = \.left
            case "bottom": edge = \.bottom
            case "right": edge = \.right
            default: return false
            }
            if let inset = number(value, p.string, "a safe-area inset", minimum: 0) { insets[keyPath: edge] = inset }
            return true
        }
        return insets
    }
}
