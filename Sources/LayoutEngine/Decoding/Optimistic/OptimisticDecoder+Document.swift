extension OptimisticDecoder {
    /// The top-level object; constraints and visual formats are resolved last, against every id.
    mutating func document() throws(Declined) -> LayoutDocument {
        // Room for one open view per KiB (a feed's cell takes 1.2), so that a long list never
        // regrows the buffer: each regrowth at 100,000 views copied megabytes already out of the
        // cache. Pages never written are never touched, so the excess costs no memory traffic.
        var (pending, entries, formats, options) = try members(PendingViews(capacity: max(128, end / 1024)))
        let root = pending.popLast()
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

    /// The top-level object's members, with the limits on the constraints checked; the root's
    /// views go into `pending`.
    private mutating func members(
        _ pending: PendingViews
    ) throws(Declined) -> (pending: PendingViews, entries: [ConstraintEntry], formats: [FormatEntry]?, options: LayoutOptions) {
        // RFC 8259 lets a parser ignore a leading UTF-8 byte order mark, and the full one does.
        if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
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
            case 1: try view(at: .packed(.root), depth: 0, into: pending)
            case 2: entries = try constraintEntries()
            case 4: formats = try formatEntries()
            default: options = try self.options()
            }
        } while try more(UInt8(ascii: "{"))
        skipSpace()
        guard index == end, seen & 1 != 0, ids.settle() else { throw Declined() }
        guard entries.count + (formats?.count ?? 0) <= limits.maxConstraints else { throw Declined() }
        return (pending, entries, formats, options)
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
                        switch JSONKey(bytes: try string()) {
                        case "constraints": options.includeConstraints = true
                        case "text": options.includeText = true
                        default: throw Declined()
                        }
                    } while try more(UInt8(ascii: "["))
                }
            case "displayScale":
                field = 8
                let scale = try number()
                guard let known = LayoutOptions.displayScales.first(where: { Double($0) == scale }) else {
                    throw Declined()
                }
                options.displayScale = known
            case "rounding":
                field = 16
                switch JSONKey(bytes: try string()) {
                case "none": options.rounding = .none
                case "pixel": options.rounding = .pixel
                default: throw Declined()
                }
            default: throw Declined()
            }
            guard seen & field == 0 else { throw Declined() }
            seen |= field
        } while try more(UInt8(ascii: "{"))
        return options
    }
}
