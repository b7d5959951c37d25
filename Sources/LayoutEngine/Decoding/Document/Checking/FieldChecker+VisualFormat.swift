extension FieldChecker {
    /// `NSLayoutFormatOptions` by name: alignments, and the direction of `H:` formats.
    static let alignmentOptions: [(String, LayoutAttribute)] = [
        ("alignAllLeft", .left), ("alignAllRight", .right), ("alignAllTop", .top), ("alignAllBottom", .bottom),
        ("alignAllLeading", .leading), ("alignAllTrailing", .trailing),
        ("alignAllCenterX", .centerX), ("alignAllCenterY", .centerY),
        ("alignAllFirstBaseline", .firstBaseline), ("alignAllLastBaseline", .lastBaseline),
    ]

    static let directionOptions: [(String, VisualFormatParser.Direction)] = [
        ("directionLeadingToTrailing", .leadingToTrailing), ("directionLeftToRight", .leftToRight),
        ("directionRightToLeft", .rightToLeft),
    ]

    func decodeVisualFormats(_ value: JSONNode, pointer: String, into constraints: inout [LayoutConstraint]) {
        guard array(value, pointer, "visualFormat") else { return }
        for (index, element) in reader.elements(value).enumerated() {
            let entryPointer = JSONPointer.appending(pointer, index)
            guard object(element, entryPointer, "a visualFormat entry") else { continue }
            var format: String?
            var metrics: [String: Double] = [:]
            var optionValues: (JSONNode, String)?
            var failed = false
            members(of: element, pointer: entryPointer, owner: "a visualFormat entry", allowed: ["format", "options", "metrics", "when"]) {
                key, value, p in
                switch key {
                case "format": format = string(value, p.string, "format")
                case "metrics":
                    if let decoded = decodeMetrics(value, p.string) { metrics = decoded } else { failed = true }
                case "options": optionValues = (value, p.string)
                case "when": if checkCondition(value, pointer: p.string) { failed = true }
                default:
                    failed = true
                    return false
                }
                return true
            }
            guard let format else {
                if reader.member(element, "format") == nil { error(entryPointer, "a visualFormat entry needs a 'format'") }
                continue
            }
            let axis = VisualFormatParser.orientation(of: format)
            var alignments: [LayoutAttribute] = []
            var direction = VisualFormatParser.Direction.leadingToTrailing
            if let (value, p) = optionValues {
                failed = !decodeFormatOptions(value, p, axis: axis, alignments: &alignments, direction: &direction) || failed
            }
            let result = VisualFormatParser.parse(
                format, name: "visualFormat[\(index)]", alignments: alignments, direction: direction,
                metrics: metrics, namespace: namespace)
            switch result {
            case .success(let made) where !failed: constraints.append(contentsOf: made)
            case .success: continue
            case .failure(let failure):
                let formatPointer = JSONPointer.appending(entryPointer, "format")
                for problem in failure.errors { error(formatPointer, problem.description) }
            }
        }
    }

    private func decodeMetrics(_ value: JSONNode, _ pointer: String) -> [String: Double]? {
        guard object(value, pointer, "metrics") else { return nil }
        var metrics: [String: Double] = [:]
        var valid = true
        let duplicates = reader.duplicateFlags(value)
        for (index, member) in reader.members(value).enumerated() {
            let key = member.key.string
            let memberPointer = JSONPointer.appending(pointer, key)
            if duplicates?[index] == true {
                error(memberPointer, "duplicate metric '\(key)'")
                valid = false
            } else if let number = number(member.value, memberPointer, "a metric") {
                metrics[key] = number
            } else {
                valid = false
            }
        }
        return valid ? metrics : nil
    }

    /// Options as an array of names (or one name); returns false when any is invalid.
    private func decodeFormatOptions(
        _ value: JSONNode, _ pointer: String, axis: Axis,
        alignments: inout [LayoutAttribute], direction: inout VisualFormatParser.Direction
    ) -> Bool {
        let entries: [(JSONNode, String)]
        switch reader.kind(value) {
        case .string: entries = [(value, pointer)]
        case .array: entries = reader.elements(value).enumerated().map { ($1, JSONPointer.appending(pointer, $0)) }
        default:
            error(pointer, "options must be an array of option names, found \(reader.typeDescription(value))")
            return false
        }
        let names = Self.alignmentOptions.map(\.0) + Self.directionOptions.map(\.0)
        var valid = true
        for (entry, p) in entries {
            guard let name = enumeration(entry, p, "visual format option", cases: names) else {
                valid = false
                continue
            }
            if let found = Self.directionOptions.first(where: { $0.0 == name }) {
                direction = found.1
            } else if let attribute = Self.alignmentOptions.first(where: { $0.0 == name })?.1 {
                guard attribute.axis != axis else {
                    error(p, "'\(name)' aligns along the format's own axis (\(axis.rawValue)); alignment must be across it")
                    valid = false
                    continue
                }
                alignments.append(attribute)
            }
        }
        return valid
    }
}
