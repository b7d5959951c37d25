extension OptimisticDecoder {
    /// The top-level object; the constraint strings are parsed last, against every id.
    mutating func document() throws(Declined) -> LayoutDocument {
        // RFC 8259 lets a parser ignore a leading UTF-8 byte order mark, and the full one does.
        if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
        var root: ViewNode?
        var texts: [UnsafeBufferPointer<UInt8>] = []
        var options = LayoutOptions()
        var seen: UInt8 = 0
        guard try open(UInt8(ascii: "{")) else { throw Declined() }
        repeat {
            let field: UInt8
            switch try key() {
            case "root":
                field = 1
                try view(list: JSONPointerPath("/root"), index: -1, superview: nil)
                root = pending.popLast()
            case "constraints":
                field = 2
                texts = try constraintTexts()
            case "options":
                field = 4
                options = try self.options()
            default: throw Declined()
            }
            guard seen & field == 0 else { throw Declined() }
            seen |= field
        } while try more(UInt8(ascii: "{"))
        skipSpace()
        guard index == end, let root else { throw Declined() }
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(texts.count)
        for (position, text) in texts.enumerated() {
            let parsed = ConstraintParser.parse(Self.text(text), defaultName: "constraints[\(position)]", namespace: namespace)
            guard case .success(let constraint) = parsed else { throw Declined() }
            constraints.append(constraint)
        }
        return LayoutDocument(root: root, constraints: constraints, options: options)
    }

    /// `constraints` in the string form, within the limit.
    private mutating func constraintTexts() throws(Declined) -> [UnsafeBufferPointer<UInt8>] {
        guard try open(UInt8(ascii: "[")) else { return [] }
        var texts: [UnsafeBufferPointer<UInt8>] = []
        repeat {
            texts.append(try string())
            guard texts.count <= limits.maxConstraints else { throw Declined() }
        } while try more(UInt8(ascii: "["))
        return texts
    }

    private mutating func options() throws(Declined) -> LayoutOptions {
        var options = LayoutOptions()
        guard try open(UInt8(ascii: "{")) else { return options }
        var seen: UInt8 = 0
        repeat {
            let field: UInt8
            switch try key() {
            case "layoutDirection":
                field = 1
                switch JSONKey(bytes: try string()) {
                case "leftToRight": options.layoutDirection = .leftToRight
                case "rightToLeft": options.layoutDirection = .rightToLeft
                default: throw Declined()
                }
            case "frames":
                field = 2
                switch JSONKey(bytes: try string()) {
                case "superview": options.frames = .superview
                case "absolute": options.frames = .absolute
                default: throw Declined()
                }
            case "include":
                field = 4
                if try open(UInt8(ascii: "[")) {
                    repeat {
                        guard JSONKey(bytes: try string()).equals("constraints") else { throw Declined() }
                        options.includeConstraints = true
                    } while try more(UInt8(ascii: "["))
                }
            default: throw Declined()
            }
            guard seen & field == 0 else { throw Declined() }
            seen |= field
        } while try more(UInt8(ascii: "{"))
        return options
    }
}
