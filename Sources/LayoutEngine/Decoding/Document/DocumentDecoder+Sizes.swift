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
        guard try open(UInt8(ascii: "{")) else { return size }
        var seen: UInt8 = 0
        repeat {
            let field: UInt8
            switch try key() {
            case "width":
                field = 1
                size.width = try number(atLeast: 0)
            case "height":
                field = 2
                size.height = try number(atLeast: 0)
            case "traits":
                field = 4
                size.traits = try traits()
            default: throw Declined()
            }
            guard seen & field == 0 else { throw Declined() }
            seen |= field
        } while try more(UInt8(ascii: "{"))
        return size
    }

    /// A size's `traits`.
    private mutating func traits() throws(Declined) -> LayoutTraits {
        var traits = LayoutTraits()
        guard try open(UInt8(ascii: "{")) else { return traits }
        var seen: UInt8 = 0
        repeat {
            let field: UInt8
            switch try key() {
            case "horizontalSizeClass":
                field = 1
                traits.horizontalSizeClass = try sizeClass()
            case "verticalSizeClass":
                field = 2
                traits.verticalSizeClass = try sizeClass()
            case "displayScale":
                field = 4
                let scale = try number()
                guard let known = LayoutOptions.displayScales.first(where: { Double($0) == scale }) else {
                    throw Declined()
                }
                traits.displayScale = known
            case "layoutDirection":
                field = 8
                switch JSONKey(bytes: try string()) {
                case "leftToRight": traits.layoutDirection = .leftToRight
                case "rightToLeft": traits.layoutDirection = .rightToLeft
                default: throw Declined()
                }
            default: throw Declined()
            }
            guard seen & field == 0 else { throw Declined() }
            seen |= field
        } while try more(UInt8(ascii: "{"))
        return traits
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
