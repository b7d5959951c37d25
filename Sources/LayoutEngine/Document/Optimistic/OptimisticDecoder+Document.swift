extension OptimisticDecoder {
    /// The top-level object; constraints and visual formats are resolved last, against every id.
    mutating func document() throws(Declined) -> LayoutDocument {
        // RFC 8259 lets a parser ignore a leading UTF-8 byte order mark, and the full one does.
        if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
        var root: ViewNode?
        var entries: [ConstraintEntry] = []
        var formats: [FormatEntry]?
        var options = LayoutOptions()
        var seen: UInt8 = 0
        guard try open(UInt8(ascii: "{")) else { throw Declined() }
        repeat {
            let field: UInt8
            switch try key() {
            case "root": field = 1
            case "constraints": field = 2
            case "visualFormat": field = 4
            case "options": field = 8
            default: throw Declined()
            }
            guard seen & field == 0 else { throw Declined() }
            seen |= field
            switch field {
            case 1:
                try view(at: .root, into: pending)
                root = pending.popLast()
            case 2: entries = try constraintEntries()
            case 4: formats = try formatEntries()
            default: options = try self.options()
            }
        } while try more(UInt8(ascii: "{"))
        skipSpace()
        guard index == end, let root else { throw Declined() }
        guard entries.count + (formats?.count ?? 0) <= limits.maxConstraints else { throw Declined() }
        // The Visual Format Language's `|` needs every view's superview: only then is the
        // whole namespace built; constraints alone need just the kinds of the ids they name.
        let namespace = formats == nil ? miniNamespace(for: &entries) : Self.namespace(of: root, views: viewCount)
        // The contract's order of addition: `constraints`, then `visualFormat`, whatever the key order.
        var constraints = try resolve(entries, in: namespace)
        for (position, format) in (formats ?? []).enumerated() {
            constraints += try format.constraints(name: "visualFormat[\(position)]", namespace: namespace)
        }
        return LayoutDocument(root: root, constraints: constraints, options: options)
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
