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
                try view(at: .root)
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
        return LayoutDocument(root: root, constraints: try constraints(texts), options: options)
    }

    /// The constraint strings, parsed and resolved as ``ConstraintParser`` does, against a
    /// namespace of just the ids they name.
    private func constraints(_ texts: [UnsafeBufferPointer<UInt8>]) throws(Declined) -> [LayoutConstraint] {
        guard !texts.isEmpty else { return [] }
        var syntaxes: [ConstraintSyntax] = []
        syntaxes.reserveCapacity(texts.count)
        for text in texts {
            guard let syntax = try? ConstraintSyntax.parse(Self.text(text)) else { throw Declined() }
            syntaxes.append(syntax)
        }
        var namespace = ItemNamespace()
        for syntax in syntaxes {
            declare(syntax.first.item, in: &namespace)
            if let second = syntax.second { declare(second.item, in: &namespace) }
        }
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(texts.count)
        for (position, syntax) in syntaxes.enumerated() {
            guard case .success(let constraint) = syntax.resolve(defaultName: "constraints[\(position)]", namespace: namespace)
            else { throw Declined() }
            constraints.append(constraint)
        }
        return constraints
    }

    /// Adds to `namespace` every id that resolving the item `path` looks up: the path itself,
    /// and the view whose guide it names (`v.layoutMarginsGuide`). Constraint strings need only
    /// the kinds; superviews matter to the Visual Format Language alone, which this decoder declines.
    private func declare(_ path: String, in namespace: inout ItemNamespace) {
        if let kind = ids.kind(of: path) { namespace.add(path, kind: kind, superview: nil, declaration: -1) }
        for suffix in ItemNamespace.viewGuideSuffixes where path.hasSuffix(suffix) {
            let view = String(path.dropLast(suffix.count))
            if let kind = ids.kind(of: view) { namespace.add(view, kind: kind, superview: nil, declaration: -1) }
        }
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
