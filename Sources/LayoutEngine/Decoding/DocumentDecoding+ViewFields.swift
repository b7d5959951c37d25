extension DocumentDecoding {
    static let marginEdges = ["top", "leading", "bottom", "trailing"]
    static let safeAreaEdges = ["top", "left", "bottom", "right"]
    static let sizeFields = ["width", "height"]
    static let axisFields = ["horizontal", "vertical"]
    static let baselineFields = ["firstFromTop", "lastFromBottom"]

    // The fast paths' key matchers: a member's place in the fields above, or nil.

    @inline(__always)
    static func isSizeField(_ key: JSONKey) -> Int? {
        switch key {
        case "width": return 0
        case "height": return 1
        default: return nil
        }
    }

    @inline(__always)
    static func isAxisField(_ key: JSONKey) -> Int? {
        switch key {
        case "horizontal": return 0
        case "vertical": return 1
        default: return nil
        }
    }

    @inline(__always)
    static func isMarginEdge(_ key: JSONKey) -> Int? {
        switch key {
        case "top": return 0
        case "leading": return 1
        case "bottom": return 2
        case "trailing": return 3
        default: return nil
        }
    }

    func decodeIntrinsicSize(_ value: JSONNode, _ pointer: FieldPointer) -> OptionalSize {
        var size = OptionalSize()
        // Within the lengths' range: anything else the general path reads and reports.
        if reader.plainNumbers(
            value, named: Self.isSizeField, into: &size.width, &size.height, 0, 0, in: 0...ConstraintRules.maxLength
        ) {
            return size
        }
        guard object(value, pointer.string, "intrinsicContentSize") else { return size }
        members(of: value, at: pointer, owner: "intrinsicContentSize", allowed: Self.sizeFields) { key, value, p in
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
        if reader.plainNumbers(
            value, named: Self.isAxisField, into: &priorities.horizontal, &priorities.vertical, 0, 0, in: 1...1000
        ) {
            return priorities
        }
        guard object(value, pointer.string, what) else { return priorities }
        members(of: value, at: pointer, owner: what, allowed: Self.axisFields) { key, value, p in
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
        members(of: value, at: pointer, owner: "baselines", allowed: Self.baselineFields) { key, value, p in
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
        if reader.plainNumbers(
            value, named: Self.isMarginEdge, into: &margins.top, &margins.leading, &margins.bottom, &margins.trailing,
            in: -ConstraintRules.maxLength...ConstraintRules.maxLength
        ) {
            return margins
        }
        guard object(value, pointer.string, "layoutMargins") else { return margins }
        members(of: value, at: pointer, owner: "layoutMargins", allowed: Self.marginEdges) { key, value, p in
            func inset(_ edge: Double) -> Double { number(value, p.string, "a margin") ?? edge }
            switch key {
            case "top": margins.top = inset(margins.top)
            case "leading": margins.leading = inset(margins.leading)
            case "bottom": margins.bottom = inset(margins.bottom)
            case "trailing": margins.trailing = inset(margins.trailing)
            default: return false
            }
            return true
        }
        return margins
    }

    func decodeSafeArea(_ value: JSONNode, _ pointer: FieldPointer) -> EdgeInsets {
        var insets = EdgeInsets()
        guard object(value, pointer.string, "safeAreaInsets") else { return insets }
        members(of: value, at: pointer, owner: "safeAreaInsets", allowed: Self.safeAreaEdges) { key, value, p in
            func inset(_ edge: Double) -> Double { number(value, p.string, "a safe-area inset", minimum: 0) ?? edge }
            switch key {
            case "top": insets.top = inset(insets.top)
            case "left": insets.left = inset(insets.left)
            case "bottom": insets.bottom = inset(insets.bottom)
            case "right": insets.right = inset(insets.right)
            default: return false
            }
            return true
        }
        return insets
    }
}
