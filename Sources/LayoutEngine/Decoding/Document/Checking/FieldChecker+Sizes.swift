extension FieldChecker {
    /// `options.sizes`: every error in it, and one size per entry (an entry in error read as far
    /// as it is valid), so that the entries count against their limit however they are written.
    /// - Complexity: O(entries).
    func decodeSizes(_ value: JSONNode, pointer: String) -> [LayoutSize]? {
        guard array(value, pointer, "sizes") else { return nil }
        if reader.count(value) == 0 { error(pointer, "sizes must list at least one size") }
        return reader.elements(value).enumerated().map { index, element in
            decodeSize(element, pointer: JSONPointer.appending(pointer, index))
        }
    }

    /// One entry of `sizes`.
    private func decodeSize(_ value: JSONNode, pointer: String) -> LayoutSize {
        var size = LayoutSize()
        guard object(value, pointer, "a size") else { return size }
        members(of: value, pointer: pointer, owner: "a size", allowed: ["width", "height", "traits"]) { key, value, p in
            switch key {
            case "width": size.width = decodeLength(.width, value, p.string)
            case "height": size.height = decodeLength(.height, value, p.string)
            case "traits": size.traits = decodeTraits(value, pointer: p.string)
            default: return false
            }
            return true
        }
        return size
    }

    /// A size's `traits`.
    private func decodeTraits(_ value: JSONNode, pointer: String) -> LayoutTraits {
        var traits = LayoutTraits()
        guard object(value, pointer, "traits") else { return traits }
        let sizeClasses = LayoutTraits.SizeClass.allCases.map(\.rawValue)
        members(of: value, pointer: pointer, owner: "traits", allowed: LayoutTraits.fields) { key, value, p in
            switch key {
            case "horizontalSizeClass":
                if let name = enumeration(value, p.string, "horizontalSizeClass", cases: sizeClasses) {
                    traits.horizontalSizeClass = LayoutTraits.SizeClass(rawValue: name) ?? .compact
                }
            case "verticalSizeClass":
                if let name = enumeration(value, p.string, "verticalSizeClass", cases: sizeClasses) {
                    traits.verticalSizeClass = LayoutTraits.SizeClass(rawValue: name) ?? .regular
                }
            case "displayScale":
                traits.displayScale = displayScale(value, p.string)
            case "layoutDirection":
                if let name = enumeration(value, p.string, "layoutDirection", cases: ["leftToRight", "rightToLeft"]) {
                    traits.layoutDirection = LayoutOptions.LayoutDirection(rawValue: name)
                }
            default: return false
            }
            return true
        }
        return traits
    }
}
