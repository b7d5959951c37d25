/// The error path of ``DocumentDecoder``: reads a value the decoder could not take (parsed on its
/// own into a tape) and reports every error in it, with its JSON Pointer and the contract's words.
///
/// The decoder reads valid values straight from the bytes; only a value with an error comes here,
/// so this costs nothing on a valid document. Constraints and visual formats come here whole,
/// with the namespace of every id, when any of them cannot be resolved.
final class FieldChecker {
    /// The value's tape; every value the checker reads is a node of it.
    let reader: JSONReader
    // One decode runs on one thread and never holds an access across a call that could reenter,
    // so the per-access runtime exclusivity checks (a few percent of decoding) buy nothing here.
    /// The first ``Problem/maxErrors`` errors found; past them, errors are only counted, so
    /// that a body of repeated mistakes costs no more memory than a body of one.
    @exclusivity(unchecked) private(set) var errors: [Problem.FieldError] = []
    /// How many errors were found in all.
    @exclusivity(unchecked) private(set) var errorCount = 0
    @exclusivity(unchecked) var namespace: ItemNamespace
    /// Where each id was declared, indexed by its namespace declaration number, for duplicate-id errors.
    @exclusivity(unchecked) var declarations: [Declaration] = []
    /// Ids declared before the value read (by the decoder), with where: a repeat of one is an error here.
    var declaredElsewhere: [String: String] = [:]
    /// The bases of field pointers that no view keeps.
    @exclusivity(unchecked) private var keptPaths: [JSONPointerPath] = []

    init(reader: JSONReader, expectedIDs: Int = 0) {
        self.reader = reader
        namespace = ItemNamespace(minimumCapacity: expectedIDs)
        declarations.reserveCapacity(expectedIDs)
    }

    /// Records an error; past ``Problem/maxErrors``, counts it without making its pointer or detail.
    func error(_ pointer: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
        errorCount += 1
        if isListingErrors { errors.append(Problem.FieldError(pointer: pointer(), detail: detail())) }
    }

    /// Whether the next error found will be listed (rather than only counted).
    var isListingErrors: Bool { errors.count < Problem.maxErrors }

    static let documentFields = ["root", "constraints", "visualFormat", "options"]

    // MARK: Readers shared by every part

    /// Reports an unknown key; the suggestion is looked for only among the few `allowed` names,
    /// and only for an error that is listed.
    /// - Complexity: O(`allowed` × 64²) for a listed error, O(1) for one only counted.
    func unknownField(_ key: @autoclosure () -> String, pointer: @autoclosure () -> String, of owner: String, allowed: [String]) {
        error(pointer(), Self.unknownFieldDetail(key(), of: owner, allowed: allowed))
    }

    static func unknownFieldDetail(_ key: String, of owner: String, allowed: [String]) -> String {
        var detail = "unknown field '\(cut(key))' in \(owner)"
        let tolerance = key.utf8.count >= 5 ? 2 : 1
        if let guess = allowed.first(where: { Self.editDistance($0, key) <= tolerance }) {
            detail += "; did you mean '\(guess)'?"
        } else {
            detail += "; expected one of " + allowed.joined(separator: ", ")
        }
        return detail
    }

    /// A key or value quoted in a detail: at most 40 bytes of it, so the detail's own words fit
    /// in ``Problem/maxDetailBytes``.
    static func cut(_ text: String) -> String { Problem.cut(text, maxBytes: 40, escaped: false) }

    /// Whether `value` is an object; reports an error when not.
    func object(_ value: JSONNode, _ pointer: @autoclosure () -> String, _ what: String) -> Bool {
        guard reader.kind(value) == .object else {
            error(pointer(), "\(what) must be an object, found \(reader.typeDescription(value))")
            return false
        }
        return true
    }

    /// Whether `value` is an array; reports an error when not.
    func array(_ value: JSONNode, _ pointer: @autoclosure () -> String, _ what: String) -> Bool {
        guard reader.kind(value) == .array else {
            error(pointer(), "\(what) must be an array, found \(reader.typeDescription(value))")
            return false
        }
        return true
    }

    func string(_ value: JSONNode, _ pointer: @autoclosure () -> String, _ what: String) -> String? {
        guard let text = reader.string(value) else {
            error(pointer(), "\(what) must be a string, found \(reader.typeDescription(value))")
            return nil
        }
        return text
    }

    func bool(_ value: JSONNode, _ pointer: @autoclosure () -> String, _ what: String) -> Bool? {
        guard let flag = reader.bool(value) else {
            error(pointer(), "\(what) must be true or false, found \(reader.typeDescription(value))")
            return nil
        }
        return flag
    }

    /// A length (``ConstraintRules/lengthProblem(_:_:)``), at least `minimum` when given.
    func number(_ value: JSONNode, _ pointer: @autoclosure () -> String, _ what: String, minimum: Double? = nil) -> Double? {
        guard let number = reader.number(value) else {
            error(pointer(), "\(what) must be a number, found \(reader.typeDescription(value))")
            return nil
        }
        if let problem = ConstraintRules.lengthProblem(number, what) {
            error(pointer(), problem)
            return nil
        }
        if let minimum, number < minimum {
            error(pointer(), "\(what) must be at least \(JSONNumberFormat.string(minimum)), found \(JSONNumberFormat.string(number))")
            return nil
        }
        return number
    }

    /// A priority: a number or one of UIKit's named priorities, in [1, 1000] when `checkRange`.
    func priority(_ value: JSONNode, _ pointer: @autoclosure () -> String, checkRange: Bool = true) -> Double? {
        let priority: Double
        if let number = reader.number(value) {
            priority = number
        } else if let name = reader.string(value) {
            guard let named = ConstraintRules.namedPriority(name) else {
                error(pointer(), "unknown priority '\(name)'; " + ConstraintRules.priorityRangeDetail)
                return nil
            }
            priority = named
        } else {
            error(pointer(), "a priority must be a number or a string, found \(reader.typeDescription(value))")
            return nil
        }
        if checkRange && !(priority >= 1 && priority <= 1000) {
            error(pointer(), ConstraintRules.priorityRangeDetail + ", found \(JSONNumberFormat.string(priority))")
            return nil
        }
        return priority
    }

    /// A string that must be one of `cases`.
    func enumeration(_ value: JSONNode, _ pointer: @autoclosure () -> String, _ what: String, cases: [String]) -> String? {
        if reader.kind(value) == .string {
            let text = JSONKey(bytes: reader.bytes(value))
            for name in cases where text.equals(name) { return name }
        }
        guard let text = string(value, pointer(), what) else { return nil }
        guard cases.contains(text) else {
            error(pointer(), "unknown \(what) '\(text)'; expected one of " + cases.joined(separator: ", "))
            return nil
        }
        return text
    }

    /// A string that `match` recognizes from its bytes, else one of `names` (which are all it
    /// recognizes, for the error): the case it names.
    func enumeration<Case>(
        _ value: JSONNode, _ pointer: @autoclosure () -> String, _ what: String, names: @autoclosure () -> [String],
        match: (JSONKey) -> Case?
    ) -> Case? {
        if reader.kind(value) == .string, let found = match(JSONKey(bytes: reader.bytes(value))) { return found }
        // Not one of them: the general reader reports why.
        _ = enumeration(value, pointer(), what, cases: names())
        return nil
    }

    /// Visits an object's members in order, reporting duplicates and unknown keys; `visit` returns false for unknown keys.
    func members(
        of object: JSONNode, pointer: String, owner: String, allowed: [String],
        _ visit: (_ key: JSONKey, _ value: JSONNode, _ pointer: FieldPointer) -> Bool
    ) {
        members(of: object, at: FieldPointer(keep(JSONPointerPath(pointer))), owner: owner, allowed: allowed, visit)
    }

    func members(
        of object: JSONNode, at pointer: FieldPointer, owner: String, allowed: [String],
        _ visit: (_ key: JSONKey, _ value: JSONNode, _ pointer: FieldPointer) -> Bool
    ) {
        guard reader.kind(object) == .object else { return }
        // Found once for the object: linear in its members however many repeat.
        let duplicates = reader.duplicateFlags(object)
        var keyNode = JSONNode(index: object.index + 1)
        for index in 0..<reader.count(object) {
            let key = JSONKey(bytes: reader.bytes(keyNode)), value = JSONNode(index: keyNode.index + 1)
            keyNode = reader.next(value)
            let memberPointer = child(pointer, key)
            if duplicates?[index] == true {
                error(memberPointer.string, "duplicate field '\(key.string)'")
            } else if !visit(key, value, memberPointer) {
                unknownField(key.string, pointer: memberPointer.string, of: owner, allowed: allowed)
            }
        }
    }

    /// A pointer spelled out only when an error needs it: most fields never do. Up to two tokens
    /// stay unjoined, which covers a view's fields and their members (`intrinsicContentSize/width`),
    /// and stay as the request's bytes until then.
    ///
    /// Like the keys, a field pointer lives only during the decode that made it, so it does not
    /// own its base: copying one per member then costs no reference counting. Every base outlives
    /// the decode: a view's is kept by the view, any other by ``FieldChecker/keep(_:)``.
    struct FieldPointer {
        unowned(unsafe) var base: JSONPointerPath
        /// An array index after `base`, or -1: a view's pointer is its list's and its index.
        var index: Int
        var key: JSONKey?
        var subkey: JSONKey?

        init(_ base: JSONPointerPath, index: Int = -1, key: JSONKey? = nil, subkey: JSONKey? = nil) {
            self.base = base
            self.index = index
            self.key = key
            self.subkey = subkey
        }

        var string: String {
            var pointer = base.string
            if index >= 0 { pointer = JSONPointer.appending(pointer, index) }
            if let key { pointer = JSONPointer.appending(pointer, key.string) }
            if let subkey { pointer = JSONPointer.appending(pointer, subkey.string) }
            return pointer
        }

        /// The pointer one token deeper, or nil when two tokens are already unjoined.
        func child(_ token: JSONKey) -> FieldPointer? {
            if key == nil { return FieldPointer(base, index: index, key: token) }
            if subkey == nil { return FieldPointer(base, index: index, key: key, subkey: token) }
            return nil
        }
    }

    /// Where an id was declared: the `id` member of the object at `base` (and `index`), kept in
    /// 16 bytes rather than as the whole ``FieldPointer``, as one is kept per id.
    struct Declaration {
        unowned(unsafe) var base: JSONPointerPath
        var index: Int

        var string: String { JSONPointer.appending(FieldPointer(base, index: index).string, "id") }
    }

    /// `pointer` one token deeper.
    func child(_ pointer: FieldPointer, _ token: JSONKey) -> FieldPointer {
        pointer.child(token) ?? FieldPointer(keep(JSONPointerPath(pointer.string)), key: token)
    }

    /// Keeps `path` alive until the decode ends, for field pointers based on it.
    func keep(_ path: JSONPointerPath) -> JSONPointerPath {
        keptPaths.append(path)
        return path
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
