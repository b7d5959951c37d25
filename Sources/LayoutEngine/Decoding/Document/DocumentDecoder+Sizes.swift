extension DocumentDecoder {
    /// `options.sizes` as the contract writes it, declined (for ``FieldChecker/decodeSizes(_:pointer:)``
    /// to report why) at anything else, an empty list included.
    /// - Complexity: O(entries).
    mutating func sizes() throws(Declined) -> [LayoutSize] {
        var sizes: [LayoutSize] = []
        guard try open(UInt8(ascii: "[")) else { throw Declined() }
        repeat {
            sizes.append(try size())
        } while try more(UInt8(ascii: "["))
        return sizes
    }

    /// One entry of `sizes`: `{width?, height?, traits?}`.
    private mutating func size() throws(Declined) -> LayoutSize {
        var size = LayoutSize()
        try object { decoder, key throws(Declined) in
            switch key {
            case "width":
                size.width = try decoder.number(atLeast: 0)
                return 1
            case "height":
                size.height = try decoder.number(atLeast: 0)
                return 2
            case "traits":
                size.traits = try decoder.traits()
                return 4
            default: throw Declined()
            }
        }
        return size
    }

    /// A size's `traits`.
    private mutating func traits() throws(Declined) -> LayoutTraits {
        var traits = LayoutTraits()
        try object { decoder, key throws(Declined) in
            switch key {
            case "horizontalSizeClass":
                traits.horizontalSizeClass = try decoder.sizeClass()
                return 1
            case "verticalSizeClass":
                traits.verticalSizeClass = try decoder.sizeClass()
                return 2
            case "displayScale":
                traits.displayScale = try decoder.displayScale()
                return 4
            case "layoutDirection":
                traits.layoutDirection = try decoder.layoutDirection()
                return 8
            default: throw Declined()
            }
        }
        return traits
    }

    /// `displayScale`: one of ``LayoutOptions/displayScales``.
    mutating func displayScale() throws(Declined) -> Int {
        let scale = try number()
        guard let known = LayoutOptions.displayScales.first(where: { Double($0) == scale }) else { throw Declined() }
        return known
    }

    /// `layoutDirection`: `leftToRight` or `rightToLeft`.
    mutating func layoutDirection() throws(Declined) -> LayoutOptions.LayoutDirection {
        switch JSONKey(bytes: try string()) {
        case "leftToRight": return .leftToRight
        case "rightToLeft": return .rightToLeft
        default: throw Declined()
        }
    }

    mutating func sizeClass() throws(Declined) -> LayoutTraits.SizeClass {
        switch JSONKey(bytes: try string()) {
        case "compact": return .compact
        case "regular": return .regular
        default: throw Declined()
        }
    }

    /// The 413 of more `sizes` than the limit, or nil.
    static func sizesProblem(_ count: Int?, limits: LayoutLimits) -> Problem? {
        guard let count, count > limits.maxSizes else { return nil }
        return Problem(
            status: 413, title: "Document too large",
            detail: "The document has \(count) sizes; the limit is \(limits.maxSizes).",
            errors: [Problem.FieldError(pointer: "/options/sizes", detail: "\(count) sizes, over the limit of \(limits.maxSizes)")],
            limit: .sizes)
    }
}
