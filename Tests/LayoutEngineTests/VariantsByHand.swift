import Foundation

/// The contract's variants applied by hand to a document as JSON objects, independently of the
/// engine: what a layout under `sizes` must equal when the result is sent alone.
enum VariantsByHand {
    /// `document` as sent alone at `size` (root `width`/`height` the size's, an omitted one
    /// removed; the traits' display scale and direction in the options), with each view's
    /// variants whose `when` holds written over its fields in order, and the constraints and
    /// visual formats whose `when` does not hold removed. The size classes default to compact
    /// width and regular height, the direction to the options'.
    static func document(_ document: [String: Any], at size: [String: Any]) -> [String: Any] {
        var alone = document
        var root = document["root"] as? [String: Any] ?? [:]
        root["width"] = size["width"]
        root["height"] = size["height"]
        var options = document["options"] as? [String: Any] ?? [:]
        options.removeValue(forKey: "sizes")
        let traits = size["traits"] as? [String: Any] ?? [:]
        if let scale = traits["displayScale"] { options["displayScale"] = scale }
        if let direction = traits["layoutDirection"] { options["layoutDirection"] = direction }
        let facts = Facts(
            width: (size["width"] as? NSNumber)?.doubleValue, height: (size["height"] as? NSNumber)?.doubleValue,
            horizontal: traits["horizontalSizeClass"] as? String ?? "compact",
            vertical: traits["verticalSizeClass"] as? String ?? "regular",
            direction: options["layoutDirection"] as? String ?? "leftToRight")
        alone["root"] = apply(root, facts)
        alone["options"] = options
        for list in ["constraints", "visualFormat"] {
            guard let entries = document[list] as? [Any] else { continue }
            alone[list] = entries.compactMap { entry -> Any? in
                guard var object = entry as? [String: Any], let when = object.removeValue(forKey: "when") else { return entry }
                return facts.hold(when) ? object : nil
            }
        }
        return alone
    }

    /// What a layout's `when` is evaluated against.
    struct Facts {
        var width: Double?
        var height: Double?
        var horizontal: String
        var vertical: String
        var direction: String

        func hold(_ when: Any) -> Bool {
            guard let when = when as? [String: Any] else { return false }
            return when.allSatisfy { key, value in
                switch key {
                case "width": return compare(value, width)
                case "height": return compare(value, height)
                case "horizontalSizeClass": return value as? String == horizontal
                case "verticalSizeClass": return value as? String == vertical
                case "layoutDirection": return value as? String == direction
                default: return false
                }
            }
        }

        /// `"> 500"` and the like, or an array of them all to hold; false on no dimension.
        private func compare(_ value: Any, _ dimension: Double?) -> Bool {
            guard let dimension else { return false }
            let comparisons = value as? [String] ?? [value as? String ?? ""]
            return comparisons.allSatisfy { text in
                let text = text.trimmingCharacters(in: .whitespaces)
                for op in [">=", "<=", ">", "<"] where text.hasPrefix(op) {
                    guard let number = Double(text.dropFirst(op.count).trimmingCharacters(in: .whitespaces)) else { return false }
                    switch op {
                    case ">=": return dimension >= number
                    case "<=": return dimension <= number
                    case ">": return dimension > number
                    default: return dimension < number
                    }
                }
                return false
            }
        }
    }

    private static func apply(_ view: [String: Any], _ facts: Facts) -> [String: Any] {
        var view = view
        if let variants = view.removeValue(forKey: "variants") as? [[String: Any]] {
            for variant in variants where facts.hold(variant["when"] as Any) {
                for (key, value) in variant["set"] as? [String: Any] ?? [:] { view[key] = value }
            }
        }
        for list in ["subviews", "arrangedSubviews"] {
            if let views = view[list] as? [[String: Any]] { view[list] = views.map { apply($0, facts) } }
        }
        return view
    }

    /// Adds random variants to views of `document` and a `when` to a constraint object and a
    /// final visual format: fields of every view (hidden, margins, intrinsic sizes, hugging,
    /// widths) and of stacks (axis, distribution, alignment, spacing, the arrangements), with
    /// conditions on thresholds among `thresholds` (so that sizes fall exactly on them), size
    /// classes and directions. The constraints added carry ids, so that removing one leaves
    /// every other's name as it was.
    static func addVariants(to document: inout [String: Any], thresholds: [Double], random: inout SplitMix64) {
        var ids: [String] = []
        func visit(_ view: [String: Any], isRoot: Bool) -> [String: Any] {
            var view = view
            if !isRoot, let id = view["id"] as? String { ids.append(id) }
            if random.chance(isRoot ? 30 : 45) {
                let isStack = view["type"] as? String == "stack"
                view["variants"] = (0..<(1 + random.below(3))).map { _ in
                    ["when": when(thresholds, &random), "set": set(isStack: isStack, isRoot: isRoot, &random)]
                }
            }
            for list in ["subviews", "arrangedSubviews"] {
                if let views = view[list] as? [[String: Any]] { view[list] = views.map { visit($0, isRoot: false) } }
            }
            return view
        }
        document["root"] = visit(document["root"] as? [String: Any] ?? [:], isRoot: true)
        guard let target = ids.first.map({ _ in random.pick(ids) }) else { return }
        var constraints = document["constraints"] as? [Any] ?? []
        constraints.append([
            "id": "conditioned", "firstItem": target, "firstAttribute": random.pick(["width", "height"]),
            "relation": random.pick([">=", "=="]), "constant": Double(random.below(80)), "priority": random.pick([1000, 750]),
            "when": when(thresholds, &random),
        ] as [String: Any])
        document["constraints"] = constraints
        if random.chance(50) {
            var formats = document["visualFormat"] as? [Any] ?? []
            // Last: removing it renames no other entry.
            formats.append(["format": "V:|-(>=\(random.below(30)))-[\(target)]", "when": when(thresholds, &random)] as [String: Any])
            document["visualFormat"] = formats
        }
    }

    private static func when(_ thresholds: [Double], _ random: inout SplitMix64) -> [String: Any] {
        var when: [String: Any] = [:]
        func comparison() -> String {
            random.pick([">", ">=", "<", "<="]) + random.pick(["", " "]) + "\(random.pick(thresholds))"
        }
        if random.chance(60) { when["width"] = random.chance(70) ? comparison() : [comparison(), comparison()] }
        if random.chance(25) { when["height"] = comparison() }
        if random.chance(20) { when["horizontalSizeClass"] = random.pick(["compact", "regular"]) }
        if random.chance(20) { when["verticalSizeClass"] = random.pick(["compact", "regular"]) }
        if random.chance(10) { when["layoutDirection"] = random.pick(["leftToRight", "rightToLeft"]) }
        return when
    }

    private static func set(isStack: Bool, isRoot: Bool, _ random: inout SplitMix64) -> [String: Any] {
        var set: [String: Any] = [:]
        let count = 1 + random.below(3)
        while set.count < count {
            switch random.below(isStack ? 12 : 6) {
            case 0: set["hidden"] = !isRoot && random.chance(50)
            case 1: set["layoutMargins"] = ["top": Double(random.below(20)), "leading": Double(random.below(30))]
            case 2: set["intrinsicContentSize"] = ["width": Double(random.below(120)), "height": Double(random.below(60))]
            case 3: set["contentHugging"] = ["horizontal": random.pick([1, 249, 251, 750])]
            case 4: set["compressionResistance"] = ["vertical": random.pick([1, 249, 751, 1000])]
            case 5: if !isRoot { set["width"] = Double(random.below(200)) } else { set["insetsLayoutMarginsFromSafeArea"] = false }
            case 6: set["axis"] = random.pick(["horizontal", "vertical"])
            case 7: set["distribution"] = random.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
            case 8: set["alignment"] = random.pick(["fill", "leading", "top", "center", "trailing", "bottom"])
            case 9: set["spacing"] = random.chance(20) ? "system" as Any : Double(random.below(30)) - 5
            case 10: set["layoutMarginsRelativeArrangement"] = random.chance(50)
            default: set["baselineRelativeArrangement"] = random.chance(50)
            }
        }
        return set
    }
}
