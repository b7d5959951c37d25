extension DocumentDecoder {
    /// A `visualFormat` entry as read, parsed once every view and its superview are known.
    struct FormatEntry {
        var format: String
        var alignments: [LayoutAttribute]
        var direction: VisualFormatParser.Direction
        var metrics: [String: Double]
        var when: VariantCondition? = nil

        /// The entry's constraints; any problem declines (the error path then reads the list again whole).
        func constraints(name: String, namespace: ItemNamespace) throws(Declined) -> [LayoutConstraint] {
            let parsed = VisualFormatParser.parse(
                format, name: name, alignments: alignments, direction: direction, metrics: metrics, namespace: namespace)
            guard case .success(let constraints) = parsed else { throw Declined() }
            return constraints
        }
    }

    /// The entries of `visualFormat`, within the limit.
    mutating func formatEntries() throws(Declined) -> [FormatEntry] {
        guard try open(UInt8(ascii: "[")) else { return [] }
        var entries: [FormatEntry] = []
        repeat {
            entries.append(try formatEntry())
            guard entries.count <= limits.maxConstraints else { throw Declined() }
        } while try more(UInt8(ascii: "["))
        return entries
    }

    private mutating func formatEntry() throws(Declined) -> FormatEntry {
        var format: String?
        var names: [String] = []
        var metrics: [String: Double] = [:]
        var when: VariantCondition?
        var seen = 0
        guard try open(UInt8(ascii: "{")) else { throw Declined() }
        repeat {
            let field: Int
            switch try key() {
            case "format": field = 0
            case "options": field = 1
            case "metrics": field = 2
            case "when": field = 3
            default: throw Declined()
            }
            guard seen & (1 << field) == 0 else { throw Declined() }
            seen |= 1 << field
            switch field {
            case 0: format = Self.text(try string())
            case 1: names = try optionNames()
            case 3: when = try condition()
            default: metrics = try self.metrics()
            }
        } while try more(UInt8(ascii: "{"))
        guard let format else { throw Declined() }
        // As `FieldChecker.decodeFormatOptions`: the last direction named wins; alignments,
        // which must be across the format's axis, in order.
        let axis = VisualFormatParser.orientation(of: format)
        var entry = FormatEntry(format: format, alignments: [], direction: .leadingToTrailing, metrics: metrics, when: when)
        for name in names {
            if let direction = FieldChecker.directionOptions.first(where: { $0.0 == name })?.1 {
                entry.direction = direction
            } else if let attribute = FieldChecker.alignmentOptions.first(where: { $0.0 == name })?.1,
                      attribute.axis != axis {
                entry.alignments.append(attribute)
            } else {
                throw Declined()
            }
        }
        return entry
    }

    /// `options`: one name or an array of names.
    private mutating func optionNames() throws(Declined) -> [String] {
        skipSpace()
        guard current == UInt8(ascii: "[") else { return [Self.text(try string())] }
        guard try open(UInt8(ascii: "[")) else { return [] }
        var names: [String] = []
        repeat { names.append(Self.text(try string())) } while try more(UInt8(ascii: "["))
        return names
    }

    /// `metrics`: names to numbers, each name once.
    private mutating func metrics() throws(Declined) -> [String: Double] {
        guard try open(UInt8(ascii: "{")) else { return [:] }
        var metrics: [String: Double] = [:]
        repeat {
            let name = Self.text(try key().bytes)
            guard metrics[name] == nil else { throw Declined() }
            metrics[name] = try number()
        } while try more(UInt8(ascii: "{"))
        return metrics
    }

    /// The namespace of every view with its superview, and every layout guide. `firsts` gives, for
    /// an id declared more than once (an invalid document), where it was first declared: only
    /// that declaration counts, as the ids were declared in document order.
    static func namespace(of root: ViewNode, views: Int, firsts: [String: String] = [:]) -> ItemNamespace {
        var namespace = ItemNamespace(minimumCapacity: views)
        // The views come in tree order: each is given its number (``LayoutTree``'s); the guides none.
        var number: Int32 = 0
        // Views are read in place: iterating the lists would copy each view, retaining its fields.
        func add(_ view: UnsafePointer<ViewNode>, superview: String?) {
            let id = view.pointee.id
            // Only a view whose id was in error has none (the error path's namespace).
            if !id.isEmpty, firsts.isEmpty || firsts[id].map({ $0 == JSONPointer.appending(view.pointee.pointer, "id") }) ?? true {
                _ = namespace.add(
                    id, kind: view.pointee.isScroll ? .scroll : .view, superview: superview, declaration: -1, number: number)
            }
            number += 1
            for guide in view.pointee.layoutGuides
            where firsts.isEmpty || firsts[guide].map({ $0.contains("/layoutGuides/") }) ?? true {
                _ = namespace.add(guide, kind: .guide, superview: nil, declaration: -1)
            }
            for list in [view.pointee.subviews, view.pointee.arrangedSubviews] where !list.isEmpty {
                list.withUnsafeBufferPointer { views in
                    for index in views.indices { add(views.baseAddress! + index, superview: id) }
                }
            }
        }
        withUnsafePointer(to: root) { add($0, superview: nil) }
        return namespace
    }
}
