extension FieldChecker {
    static let constraintFields = [
        "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
        "multiplier", "constant", "priority", "when",
    ]

    static let relationNames: [(String, LayoutConstraint.Relation)] = [
        ("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
        ("equal", .equal), ("lessThanOrEqual", .lessThanOrEqual), ("greaterThanOrEqual", .greaterThanOrEqual),
    ]

    func decodeConstraints(_ value: JSONNode, pointer: String, into constraints: inout [LayoutConstraint]) {
        guard array(value, pointer, "constraints") else { return }
        constraints.reserveCapacity(constraints.count + reader.count(value))
        for (index, element) in reader.elements(value).enumerated() {
            let entryPointer = JSONPointer.appending(pointer, index)
            let name = "constraints[\(index)]"
            switch reader.kind(element) {
            case .string:
                let text = reader.string(element) ?? ""
                switch ConstraintParser.parse(text, defaultName: name, namespace: namespace) {
                case .success(let constraint): constraints.append(constraint)
                case .failure(let failure):
                    for problem in failure.errors { error(entryPointer, problem.description) }
                }
            case .object:
                if let constraint = decodeConstraintObject(element, pointer: entryPointer, name: name) {
                    constraints.append(constraint)
                }
            default:
                error(entryPointer, "a constraint must be a string or an object, found \(reader.typeDescription(element))")
            }
        }
    }

    private func decodeConstraintObject(_ object: JSONNode, pointer: String, name: String) -> LayoutConstraint? {
        var id: String?
        var firstItem: LayoutItem?, secondItem: LayoutItem?
        var firstAttribute: LayoutAttribute?, secondAttribute: LayoutAttribute?
        var relation: LayoutConstraint.Relation?
        var multiplier = 1.0, constant = 0.0, priority = 1000.0
        var failed = false
        func check<T>(_ value: T?) -> T? {
            if value == nil { failed = true }
            return value
        }
        members(of: object, pointer: pointer, owner: "a constraint", allowed: Self.constraintFields) { key, value, p in
            switch key {
            case "id": id = check(decodeConstraintID(value, p.string))
            case "firstItem": firstItem = check(item(value, p.string))
            case "secondItem": secondItem = check(item(value, p.string))
            case "firstAttribute": firstAttribute = check(attribute(value, p.string))
            case "secondAttribute": secondAttribute = check(attribute(value, p.string))
            case "relation":
                let names = Self.relationNames.map(\.0)
                if let text = check(enumeration(value, p.string, "relation", cases: names)) {
                    relation = Self.relationNames.first(where: { $0.0 == text })?.1
                }
            case "multiplier": multiplier = check(self.multiplier(value, p.string)) ?? 1
            case "constant": constant = check(number(value, p.string, "the constant")) ?? 0
            case "priority": priority = check(self.priority(value, p.string, checkRange: false)) ?? 1000
            case "when": if checkCondition(value, pointer: p.string) { failed = true }
            default:
                failed = true
                return false
            }
            return true
        }
        func has(_ key: StaticString) -> Bool { reader.member(object, key) != nil }
        for (required, name) in [("firstItem" as StaticString, "firstItem"), ("firstAttribute", "firstAttribute"), ("relation", "relation")]
        where !has(required) {
            error(pointer, "a constraint needs '\(name)'")
            failed = true
        }
        let hasSecondItem = has("secondItem"), hasSecondAttribute = has("secondAttribute")
        if hasSecondItem != hasSecondAttribute {
            let (present, missing) = hasSecondItem ? ("secondItem", "secondAttribute") : ("secondAttribute", "secondItem")
            error(JSONPointer.appending(pointer, present), "'\(present)' needs '\(missing)'")
            failed = true
        }
        guard !failed, let firstItem, let firstAttribute, let relation else { return nil }
        let first = LayoutAnchor(firstItem, firstAttribute)
        let second = secondItem.flatMap { item in secondAttribute.map { LayoutAnchor(item, $0) } }
        let violations = ConstraintRules.violations(first: first, second: second, multiplier: multiplier, priority: priority)
        for violation in violations {
            let field: String
            switch violation.field {
            case .firstAttribute: field = "firstAttribute"
            case .secondAttribute: field = "secondAttribute"
            case .multiplier: field = "multiplier"
            case .priority: field = "priority"
            }
            error(JSONPointer.appending(pointer, field), violation.detail)
        }
        guard violations.isEmpty else { return nil }
        return LayoutConstraint(
            name: id ?? name, first: first, relation: relation, second: second,
            multiplier: second == nil ? 1 : multiplier, constant: constant, priority: priority)
    }

    /// A multiplier: 0, or a magnitude in ``ConstraintRules/multiplierMagnitudes``.
    private func multiplier(_ value: JSONNode, _ pointer: @autoclosure () -> String) -> Double? {
        guard let number = reader.number(value) else {
            error(pointer(), "the multiplier must be a number, found \(reader.typeDescription(value))")
            return nil
        }
        if let problem = ConstraintRules.multiplierProblem(number) {
            error(pointer(), problem)
            return nil
        }
        return number
    }

    /// Constraint ids are free text, but without `:` so the printed constraint parses back.
    private func decodeConstraintID(_ value: JSONNode, _ pointer: @autoclosure () -> String) -> String? {
        guard let text = string(value, pointer(), "a constraint id") else { return nil }
        guard !text.isEmpty, !text.contains(":"), text.trimmingSpaces() == text else {
            error(pointer(), "a constraint id must be non-empty, without ':' and without leading or trailing spaces")
            return nil
        }
        return text
    }

    private func item(_ value: JSONNode, _ pointer: @autoclosure () -> String) -> LayoutItem? {
        guard let path = string(value, pointer(), "an item") else { return nil }
        switch namespace.resolve(path) {
        case .success(let item): return item
        case .failure(let failure):
            error(pointer(), failure.detail)
            return nil
        }
    }

    private func attribute(_ value: JSONNode, _ pointer: @autoclosure () -> String) -> LayoutAttribute? {
        guard let name = string(value, pointer(), "an attribute") else { return nil }
        guard let attribute = LayoutAttribute(rawValue: name) else {
            error(pointer(), LayoutAttribute.unknownDetail(name))
            return nil
        }
        return attribute
    }
}
