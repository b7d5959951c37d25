extension DocumentDecoding {
    func decodeIntrinsicSize(_ value: JSONValue, _ pointer: FieldPointer) -> OptionalSize {
        var size = OptionalSize()
        guard let object = object(value, pointer.string, "intrinsicContentSize") else { return size }
        members(of: object, at: pointer, owner: "intrinsicContentSize", allowed: ["width", "height"]) { key, value, p in
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
        _ value: JSONValue, _ pointer: FieldPointer, _ what: String, default defaults: AxisPriorities
    ) -> AxisPriorities {
        var priorities = defaults
        guard let object = object(value, pointer.string, what) else { return priorities }
        members(of: object, at: pointer, owner: what, allowed: ["horizontal", "vertical"]) { key, value, p in
            switch key {
            case "horizontal": priorities.horizontal = priority(value, p.string) ?? defaults.horizontal
            case "vertical": priorities.vertical = priority(value, p.string) ?? defaults.vertical
            default: return false
            }
            return true
        }
        return priorities
    }

    func decodeBaselines(_ value: JSONValue, _ pointer: FieldPointer) -> Baselines {
        var baselines = Baselines()
        guard let object = object(value, pointer.string, "baselines") else { return baselines }
        members(of: object, at: pointer, owner: "baselines", allowed: ["firstFromTop", "lastFromBottom"]) { key, value, p in
            switch key {
            case "firstFromTop": baselines.firstFromTop = number(value, p.string, key)
            case "lastFromBottom": baselines.lastFromBottom = number(value, p.string, key)
            default: return false
            }
            return true
        }
        return baselines
    }

    /// Omitted edges keep UIKit's default margin of 8; negative margins are allowed, as in UIKit.
    func decodeMargins(_ value: JSONValue, _ pointer: FieldPointer) -> DirectionalInsets {
        var margins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        guard let object = object(value, pointer.string, "layoutMargins") else { return margins }
        let edges = ["top", "leading", "bottom", "trailing"]
        members(of: object, at: pointer, owner: "layoutMargins", allowed: edges) { key, value, p in
            guard edges.contains(key) else { return false }
            guard let inset = number(value, p.string, "a margin") else { return true }
            switch key {
            case "top": margins.top = inset
            case "leading": margins.leading = inset
            case "bottom": margins.bottom = inset
            default: margins.trailing = inset
            }
            return true
        }
        return margins
    }

    func decodeSafeArea(_ value: JSONValue, _ pointer: FieldPointer) -> EdgeInsets {
        var insets = EdgeInsets()
        guard let object = object(value, pointer.string, "safeAreaInsets") else { return insets }
        let edges = ["top", "left", "bottom", "right"]
        members(of: object, at: pointer, owner: "safeAreaInsets", allowed: edges) { key, value, p in
            guard edges.contains(key) else { return false }
            guard let inset = number(value, p.string, "a safe-area inset", minimum: 0) else { return true }
            switch key {
            case "top": insets.top = inset
            case "left": insets.left = inset
            case "bottom": insets.bottom = inset
            default: insets.right = inset
            }
            return true
        }
        return insets
    }
}
