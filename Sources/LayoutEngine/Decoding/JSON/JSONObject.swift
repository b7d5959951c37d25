/// A JSON object: its members in document order, duplicate keys kept.
struct JSONObject: Sendable, Hashable {
    /// The members in document order, duplicates included.
    var members: [JSONMember]

    /// An object with `members`, in that order.
    init(_ members: [JSONMember] = []) {
        self.members = members
    }

    /// The value of the first member named `key`.
    /// - Complexity: O(n) in the number of members.
    subscript(key: String) -> JSONValue? {
        let length = key.utf8.count
        // Comparing lengths first skips the slow path of comparing unequal long strings.
        for member in members where member.key.utf8.count == length && member.key == key {
            return member.value
        }
        return nil
    }

    /// Whether any key appears twice; allocates nothing for small objects.
    /// - Complexity: O(n) expected.
    var hasDuplicateKeys: Bool {
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
    var duplicateFlags: [Bool] {
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
