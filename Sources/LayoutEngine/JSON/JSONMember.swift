/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The key, unescaped.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// A member with `key` and `value`.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
