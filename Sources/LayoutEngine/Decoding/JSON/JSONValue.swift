/// A parsed JSON value.
///
/// Objects keep their members in document order, duplicates included, so the
/// decoder can point at the exact member that is wrong and output stays deterministic.
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON type's name as used in error details ("a number", "an object", ...).
    var typeDescription: String {
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
