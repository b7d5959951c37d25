/// Random layout documents written as JSON text, for the decoding differential test: every field
/// of the contract with its variants (named priorities, `"system"` spacing, `top`/`bottom`
/// alignments, decimals and `-0`, custom spacing after views that are and are not arranged,
/// layout guides, options, constraint strings naming views and guides), members in the usual or
/// a shuffled order, compact or with whitespace; and mutations of them, valid or not.
struct RandomDocumentJSON {
    private var rng: SplitMix64
    private var count = 0
    private var ids: [String] = []
    private var spaced = false
    private var shuffled = false

    init(seed: UInt64) {
        rng = SplitMix64(state: seed)
    }

    mutating func make() -> String {
        count = 0
        ids = []
        spaced = rng.chance(30)
        shuffled = rng.chance(15)
        var members = [("root", view(depth: 0, isRoot: true))]
        if !ids.isEmpty && rng.chance(70) {
            members.append(("constraints", array((0..<rng.below(5)).map { _ in rng.chance(70) ? constraintText() : constraintObject() })))
        }
        if rng.chance(30) {
            var options: [(String, String)] = []
            if rng.chance(60) { options.append(("layoutDirection", quoted(rng.pick(["leftToRight", "rightToLeft"])))) }
            if rng.chance(60) { options.append(("frames", quoted(rng.pick(["superview", "absolute"])))) }
            if rng.chance(40) { options.append(("include", array(rng.chance(80) ? [quoted("constraints")] : []))) }
            members.append(("options", object(options)))
        }
        if rng.chance(20), ids.count >= 2 {
            members.append(("visualFormat", array((0..<(1 + rng.below(3))).map { _ in formatEntry() })))
        }
        return (spaced && rng.chance(50) ? "\n " : "") + object(members) + (spaced ? "\n" : "")
    }

    /// `text` with one random change: most often a byte, else a field's value or a whole field.
    mutating func mutate(_ text: String) -> String {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return text }
        let at = rng.below(bytes.count)
        switch rng.below(8) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(rng.pick(Array(#"",:{}[]0-.e\ a"#.utf8)), at: at)
        case 2: bytes[at] = rng.pick(Array(#"",:{}[]19-.eE\tx_"#.utf8))
        case 3:
            let length = min(rng.below(12) + 1, bytes.count - at)
            bytes.insert(contentsOf: bytes[at..<(at + length)], at: at)
        default:
            let edits: [(String, String)] = [
                (#""id":"#, #""id": "v1", "id":"#), (#""width":"#, #""width": -1, "x":"#), (#"vertical"#, #"diagonal"#),
                (#""horizontal""#, #""horizontal", "axis": "vertical""#), (#"v2"#, #"v1"#), (#"v3"#, #"3v"#),
                (#""leading""#, #""firstBaseline""#), (#""alignment":"#, #""alignment": "lastBaseline", "a":"#),
                (#""stack""#, #""view""#), (#"1000"#, #"1001"#), (#""system""#, #""wide""#), (#"{"#, #"{"hidden": 1, "#),
                (#""root""#, #""root": {}, "root""#), (#".top"#, #".middle"#), (#"true"#, #"null"#), (#""g1""#, #""v1""#),
                (#"12"#, #"1e400"#), (#""height":"#, #""height": 0.1e1, "h":"#), (#""customSpacing":"#, #""customSpacing": {"v1": 1, "v1": 2}, "c":"#),
                (#""subviews":"#, #""subviews": [], "subviews":"#), (#"10"#, #"010"#), (#"2"#, #"2.00000000000000001"#),
            ]
            let (target, replacement) = rng.pick(edits)
            var mutated = text
            if let range = mutated.range(of: target) { mutated.replaceSubrange(range, with: replacement) }
            return mutated
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func nextID() -> String {
        count += 1
        let id = rng.chance(3) ? "v-\(count)_x" : "v\(count)"
        ids.append(id)
        return id
    }

    private mutating func view(depth: Int, isRoot: Bool) -> String {
        var members: [(String, String)] = [("id", quoted(nextID()))]
        let isStack = depth < 4 && rng.chance(isRoot ? 50 : 30)
        if isStack || rng.chance(10) { members.append(("type", quoted(isStack ? "stack" : "view"))) }
        if rng.chance(isRoot ? 80 : 10) { members.append(("width", number(minimum: 0))) }
        if rng.chance(isRoot ? 40 : 10) { members.append(("height", number(minimum: 0))) }
        if rng.chance(60) {
            members.append(("intrinsicContentSize", object(pick([("width", number(minimum: 0)), ("height", number(minimum: 0))]))))
        }
        if rng.chance(20) { members.append(("contentHugging", object(pick([("horizontal", priority()), ("vertical", priority())])))) }
        if rng.chance(15) {
            members.append(("compressionResistance", object(pick([("horizontal", priority()), ("vertical", priority())]))))
        }
        if rng.chance(8) {
            members.append(("baselines", object(pick([("firstFromTop", number(minimum: -10)), ("lastFromBottom", number(minimum: -10))]))))
        }
        if rng.chance(10) { members.append(("hidden", rng.chance(50) ? "true" : "false")) }
        if rng.chance(15) {
            let edges = ["top", "leading", "bottom", "trailing"].map { ($0, number(minimum: -20)) }
            members.append(("layoutMargins", object(pick(edges))))
        }
        if isRoot && rng.chance(20) {
            members.append(("safeAreaInsets", object(pick(["top", "left", "bottom", "right"].map { ($0, number(minimum: 0)) }))))
        }
        if rng.chance(8) {
            let guides = (0..<rng.below(3)).map { _ -> String in
                count += 1
                ids.append("g\(count)")
                return object([("id", quoted("g\(count)"))])
            }
            members.append(("layoutGuides", array(guides)))
        }
        if depth < 4 && rng.chance(isStack ? 15 : 40) {
            members.append(("subviews", array((0..<rng.below(4)).map { _ in view(depth: depth + 1, isRoot: false) })))
        }
        if isStack { members += stackMembers(depth: depth) }
        if shuffled {
            for index in members.indices.reversed() { members.swapAt(index, rng.below(index + 1)) }
        }
        return object(members)
    }

    private mutating func stackMembers(depth: Int) -> [(String, String)] {
        var members: [(String, String)] = []
        let vertical = rng.chance(50)
        if vertical || rng.chance(50) { members.append(("axis", quoted(vertical ? "vertical" : "horizontal"))) }
        if rng.chance(60) {
            members.append(("distribution", quoted(rng.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))))
        }
        if rng.chance(60) {
            let names = ["fill", "leading", "top", "center", "trailing", "bottom"] + (vertical ? [] : ["firstBaseline", "lastBaseline"])
            members.append(("alignment", quoted(rng.pick(names))))
        }
        if rng.chance(60) { members.append(("spacing", rng.chance(20) ? quoted("system") : number(minimum: -8))) }
        let arranged = (0..<rng.below(5)).map { _ in view(depth: depth + 1, isRoot: false) }
        let arrangedIDs = Array(ids.suffix(3))
        members.append(("arrangedSubviews", array(arranged)))
        if rng.chance(20), !arrangedIDs.isEmpty {
            let named = pick((arrangedIDs + ["elsewhere"]).map { ($0, number(minimum: -4)) })
            members.append(("customSpacing", object(named)))
        }
        if rng.chance(30) { members.append(("layoutMarginsRelativeArrangement", rng.chance(70) ? "true" : "false")) }
        if rng.chance(20) { members.append(("baselineRelativeArrangement", rng.chance(70) ? "true" : "false")) }
        return members
    }

    private mutating func constraintText() -> String {
        let first = rng.pick(ids), second = rng.pick(ids)
        let attribute = rng.pick(["top", "bottom", "leading", "trailing", "width", "height", "centerX"])
        switch rng.below(5) {
        case 0: return quoted("\(first).\(attribute) == \(second).\(attribute)")
        case 1: return quoted("\(first).width >= \(rng.below(200)) @ \(rng.pick(["750", "250", "999"]))")
        case 2: return quoted("named\(rng.below(9)): \(first).\(attribute) <= 2 * \(second).\(attribute) + 8")
        case 3: return quoted("\(first).top == \(rng.pick(ids)).layoutMarginsGuide.top - 4")
        default: return quoted("\(first).leading == \(second).trailing + \(rng.below(20))")
        }
    }

    private mutating func constraintObject() -> String {
        var members: [(String, String)] = [("firstItem", quoted(rng.pick(ids))), ("firstAttribute", quoted(rng.pick(["top", "width", "leading", "centerY"])))]
        members.append(("relation", quoted(rng.pick(["==", "<=", ">=", "equal", "greaterThanOrEqual"]))))
        if rng.chance(70) {
            members.append(("secondItem", quoted(rng.pick(ids) + (rng.chance(15) ? ".layoutMarginsGuide" : ""))))
            members.append(("secondAttribute", quoted(rng.pick(["top", "width", "leading", "centerY", "height"]))))
        }
        if rng.chance(30) { members.append(("multiplier", rng.pick(["0.5", "2", "1", "0"]))) }
        if rng.chance(40) { members.append(("constant", number(minimum: -20))) }
        if rng.chance(30) { members.append(("priority", rng.chance(30) ? quoted("defaultHigh") : rng.pick(["750", "999", "1000", "0"]))) }
        if rng.chance(30) { members.append(("id", quoted(rng.pick(["pin", "top gap", "a:b", " x", "width-rule"])))) }
        if rng.chance(40) {
            for index in members.indices.reversed() { members.swapAt(index, rng.below(index + 1)) }
        }
        return object(members)
    }

    private mutating func formatEntry() -> String {
        let horizontal = rng.chance(50)
        let first = rng.pick(ids), second = rng.pick(ids)
        let body = rng.pick(["|-[\(first)]-|", "|-(m)-[\(first)(>=40)]-[\(second)]", "[\(first)(==\(second))]", "|[\(first)]-(>=8@750)-|"])
        var members: [(String, String)] = [("format", quoted((horizontal ? "H:" : "V:") + body))]
        if rng.chance(50) {
            let names = horizontal ? ["alignAllTop", "alignAllCenterY", "directionLeftToRight", "alignAllLeading"]
                : ["alignAllLeading", "alignAllCenterX", "alignAllTop"]
            members.append(("options", rng.chance(30) ? quoted(rng.pick(names)) : array([quoted(rng.pick(names))])))
        }
        if rng.chance(60) { members.append(("metrics", object([("m", number(minimum: 0))]))) }
        if rng.chance(30) { members.reverse() }
        return object(members)
    }

    private mutating func number(minimum: Double) -> String {
        let texts = ["0", "1", "8", "12", "20", "48", "100", "375", "0.5", "12.25", "0.125", "1.10", "0.0", "-0", "-0.0",
                     "3", "160", "44.5", "999.99", "12345.6789012345", "0.000001"]
        // Past what the decoder reads: too many digits, an exponent.
        let rare = ["12345.67890123456", "2.5e1", "1E-2", "0.1234567890123456789012345"]
        while true {
            let magnitude = rng.chance(2) ? rng.pick(rare) : rng.pick(texts)
            let text = rng.chance(10) ? "-" + magnitude : magnitude
            if let value = Double(text), value >= minimum { return text }
        }
    }

    private mutating func priority() -> String {
        rng.chance(20)
            ? quoted(rng.pick(["required", "defaultHigh", "defaultLow", "fittingSizeLevel"]))
            : rng.pick(["1", "249", "250", "251", "500.5", "750", "999", "1000"])
    }

    /// Some of `members`, in order.
    private mutating func pick(_ members: [(String, String)]) -> [(String, String)] {
        members.filter { _ in rng.chance(60) }
    }

    private func quoted(_ text: String) -> String { "\"" + text + "\"" }

    private mutating func space() -> String { spaced ? rng.pick([" ", "\n  ", "\t", " \r\n"]) : "" }

    private mutating func object(_ members: [(String, String)]) -> String {
        var parts: [String] = []
        for (key, value) in members { parts.append(space() + quoted(key) + space() + ":" + space() + value + space()) }
        return "{" + parts.joined(separator: ",") + space() + "}"
    }

    private mutating func array(_ elements: [String]) -> String {
        var parts: [String] = []
        for element in elements { parts.append(space() + element + space()) }
        return "[" + parts.joined(separator: ",") + space() + "]"
    }
}
