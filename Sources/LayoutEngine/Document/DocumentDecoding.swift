/// The state of one decode: the errors found so far and the id namespace.
///
/// A class so the recursive view walk can share it without threading `inout` through every call.
final class DocumentDecoding {
    private(set) var errors: [Problem.FieldError] = []
    var namespace: ItemNamespace
    /// Where each id was declared, indexed by its namespace declaration number, for duplicate-id errors.
    var declarations: [FieldPointer] = []

    init(expectedIDs: Int = 0) {
        namespace = ItemNamespace(minimumCapacity: expectedIDs)
        declarations.reserveCapacity(expectedIDs)
    }

    func error(_ pointer: String, _ detail: String) {
        errors.append(Problem.FieldError(pointer: pointer, detail: detail))
    }

    /// Decodes the top-level object: the views first (constraints refer to their ids), then the rest.
    func decodeDocument(_ top: JSONObject) -> LayoutDocument? {
        var root: ViewNode?
        var options = LayoutOptions()
        let duplicates = top.duplicateFlags
        for (index, member) in top.members.enumerated() where !duplicates[index] && member.key == "root" {
            root = decodeView(member.value, path: JSONPointerPath("/root"), superview: nil)
        }
        if top["root"] == nil { error("/root", "the required field 'root' is missing") }
        var constraints: [LayoutConstraint] = []
        var formatted: [LayoutConstraint] = []
        for (index, member) in top.members.enumerated() {
            let pointer = JSONPointer.appending("", member.key)
            if duplicates[index] {
                error(pointer, "duplicate field '\(member.key)'")
                continue
            }
            switch member.key {
            case "root": continue
            case "constraints": decodeConstraints(member.value, pointer: pointer, into: &constraints)
            case "visualFormat": decodeVisualFormats(member.value, pointer: pointer, into: &formatted)
            case "options": options = decodeOptions(member.value, pointer: pointer)
            default: unknownField(member.key, pointer: pointer, of: "the document", allowed: Self.documentFields)
            }
        }
        guard let root else { return nil }
        // The contract's order of addition: `constraints`, then `visualFormat`, whatever the key order.
        return LayoutDocument(root: root, constraints: constraints + formatted, options: options)
    }

    static let documentFields = ["root", "constraints", "visualFormat", "options"]

    // MARK: Readers shared by every part

    func unknownField(_ key: String, pointer: String, of owner: String, allowed: [String]) {
        var detail = "unknown field '\(key)' in \(owner)"
        let tolerance = key.count >= 5 ? 2 : 1
        if let guess = allowed.first(where: { Self.editDistance($0, key) <= tolerance }) {
            detail += "; did you mean '\(guess)'?"
        } else {
            detail += "; expected one of " + allowed.joined(separator: ", ")
        }
        error(pointer, detail)
    }

    func object(_ value: JSONValue, _ pointer: @autoclosure () -> String, _ what: String) -> JSONObject? {
        guard case .object(let object) = value else {
            error(pointer(), "\(what) must be an object, found \(value.typeDescription)")
            return nil
        }
        return object
    }

    func array(_ value: JSONValue, _ pointer: @autoclosure () -> String, _ what: String) -> [JSONValue]? {
        guard case .array(let elements) = value else {
            error(pointer(), "\(what) must be an array, found \(value.typeDescription)")
            return nil
        }
        return elements
    }

    func string(_ value: JSONValue, _ pointer: @autoclosure () -> String, _ what: String) -> String? {
        guard case .string(let text) = value else {
            error(pointer(), "\(what) must be a string, found \(value.typeDescription)")
            return nil
        }
        return text
    }

    func bool(_ value: JSONValue, _ pointer: @autoclosure () -> String, _ what: String) -> Bool? {
        guard case .bool(let flag) = value else {
            error(pointer(), "\(what) must be true or false, found \(value.typeDescription)")
            return nil
        }
        return flag
    }

    /// A finite number, at least `minimum` when given.
    func number(_ value: JSONValue, _ pointer: @autoclosure () -> String, _ what: String, minimum: Double? = nil) -> Double? {
        guard case .number(let number) = value else {
            error(pointer(), "\(what) must be a number, found \(value.typeDescription)")
            return nil
        }
        guard number.isFinite else {
            error(pointer(), "\(what) must be a finite number")
            return nil
        }
        if let minimum, number < minimum {
            error(pointer(), "\(what) must be at least \(JSONNumberFormat.string(minimum)), found \(JSONNumberFormat.string(number))")
            return nil
        }
        return number
    }

    /// A priority: a number or one of UIKit's named priorities, in [1, 1000] when `checkRange`.
    func priority(_ value: JSONValue, _ pointer: @autoclosure () -> String, checkRange: Bool = true) -> Double? {
        let priority: Double
        switch value {
        case .number(let number): priority = number
        case .string(let name):
            guard let named = ConstraintRules.namedPriority(name) else {
                error(pointer(), "unknown priority '\(name)'; " + ConstraintRules.priorityRangeDetail)
                return nil
            }
            priority = named
        default:
            error(pointer(), "a priority must be a number or a string, found \(value.typeDescription)")
            return nil
        }
        if checkRange && !(priority >= 1 && priority <= 1000) {
            error(pointer(), ConstraintRules.priorityRangeDetail + ", found \(JSONNumberFormat.string(priority))")
            return nil
        }
        return priority
    }

    /// A string that must be one of `cases`.
    func enumeration(_ value: JSONValue, _ pointer: @autoclosure () -> String, _ what: String, cases: [String]) -> String? {
        guard let text = string(value, pointer(), what) else { return nil }
        guard cases.contains(text) else {
            error(pointer(), "unknown \(what) '\(text)'; expected one of " + cases.joined(separator: ", "))
            return nil
        }
        return text
    }

    /// Visits an object's members in order, reporting duplicates and unknown keys; `visit` returns false for unknown keys.
    func members(
        of object: JSONObject, pointer: String, owner: String, allowed: [String],
        _ visit: (_ key: String, _ value: JSONValue, _ pointer: FieldPointer) -> Bool
    ) {
        members(of: object, at: FieldPointer(JSONPointerPath(pointer)), owner: owner, allowed: allowed, visit)
    }

    func members(
        of object: JSONObject, at pointer: FieldPointer, owner: String, allowed: [String],
        _ visit: (_ key: String, _ value: JSONValue, _ pointer: FieldPointer) -> Bool
    ) {
        let duplicates = object.hasDuplicateKeys ? object.duplicateFlags : nil
        for (index, member) in object.members.enumerated() {
            let memberPointer = pointer.child(member.key)
            if let duplicates, duplicates[index] {
                error(memberPointer.string, "duplicate field '\(member.key)'")
                continue
            }
            if !visit(member.key, member.value, memberPointer) {
                unknownField(member.key, pointer: memberPointer.string, of: owner, allowed: allowed)
            }
        }
    }

    /// A pointer spelled out only when an error needs it: most fields never do. Up to two tokens
    /// stay unjoined, which covers a view's fields and their members (`intrinsicContentSize/width`).
    struct FieldPointer {
        var base: JSONPointerPath
        var key: String?
        var subkey: String?

        init(_ base: JSONPointerPath, key: String? = nil, subkey: String? = nil) {
            self.base = base
            self.key = key
            self.subkey = subkey
        }

        var string: String {
            var pointer = base.string
            if let key { pointer = JSONPointer.appending(pointer, key) }
            if let subkey { pointer = JSONPointer.appending(pointer, subkey) }
            return pointer
        }

        func child(_ token: String) -> FieldPointer {
            if key == nil { return FieldPointer(base, key: token) }
            if subkey == nil { return FieldPointer(base, key: key, subkey: token) }
            return FieldPointer(JSONPointerPath(string), key: token)
        }

        /// The path of element `index` of the array this field holds.
        func element(_ index: Int) -> JSONPointerPath {
            if subkey == nil { return JSONPointerPath(base, key: key, index: index) }
            return JSONPointerPath(JSONPointerPath(string), index: index)
        }
    }

    /// Levenshtein distance, for "did you mean" hints on short field names.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        guard !a.isEmpty, !b.isEmpty, a.count < 64, b.count < 64 else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
