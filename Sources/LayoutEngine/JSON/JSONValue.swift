/// A parsed JSON value.
///
/// Objects keep their members in document order, duplicates included, so the
/// decoder can point at the exact member that is wrong and output stays deterministic.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON type's name as used in error details ("a number", "an object", ...).
    public var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON object: its members in document order, duplicate keys kept.
public struct JSONObject: Sendable, Hashable {
    public var members: [JSONMember]

    public init(_ members: [JSONMember] = []) {
        self.members = members
    }

    /// The value of the first member named `key`.
    /// - Complexity: O(n) in the number of members.
    public subscript(key: String) -> JSONValue? {
        let length = key.utf8.count
        // Comparing lengths first skips the slow path of comparing unequal long strings.
        for member in members where member.key.utf8.count == length && member.key == key {
            return member.value
        }
        return nil
    }

    /// Whether any key appears twice; allocates nothing for small objects.
    /// - Complexity: O(n) expected.
    public var hasDuplicateKeys: Bool {
        guard members.count > 1 else { return false }
        if members.count <= 16 {
            for i in 1..<members.count {
                let length = members[i].key.utf8.count
                for j in 0..<i where members[j].key.utf8.count == length && members[j].key == members[i].key {
                    return true
                }
            }
            return false
        }
        return duplicateFlags.contains(true)
    }

    /// For each member, whether an earlier member has the same key.
    /// - Complexity: O(n) expected (O(n²) comparisons only for small objects, where that is faster).
    public var duplicateFlags: [Bool] {
        var flags = [Bool](repeating: false, count: members.count)
        if members.count <= 16 {
            for i in members.indices {
                for j in 0..<i where members[j].key == members[i].key {
                    flags[i] = true
                    break
                }
            }
        } else {
            var seen = Set<String>(minimumCapacity: members.count)
            for i in members.indices where !seen.insert(members[i].key).inserted {
                flags[i] = true
            }
        }
        return flags
    }
}
