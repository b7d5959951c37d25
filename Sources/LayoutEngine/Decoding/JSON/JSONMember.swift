/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable, Hashable {
    /// The key, unescaped.
    var key: String
    /// The member's value.
    var value: JSONValue

    /// A member with `key` and `value`.
    init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
