extension LayoutAttribute {
    /// The detail for an attribute name that is not one of ours.
    static func unknownDetail(_ name: String) -> String {
        "unknown attribute '\(name)'; expected one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The attribute named by `bytes`, as `init(rawValue:)` with no string made.
    /// - Complexity: O(1): only the names of the same length are compared (at most 3).
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let byLength = Self.utf8NamesByLength
        guard bytes.count < byLength.count else { return nil }
        let key = JSONKey(bytes: bytes)
        for (name, attribute) in byLength[bytes.count] where name.withUnsafeBufferPointer({ key.equals(JSONKey(bytes: $0)) }) {
            self = attribute
            return
        }
        return nil
    }

    /// Every attribute with its name's bytes, at the index of the name's length.
    private static let utf8NamesByLength: [[(name: [UInt8], attribute: LayoutAttribute)]] = {
        var byLength: [[(name: [UInt8], attribute: LayoutAttribute)]] = []
        for attribute in allCases {
            let name = Array(attribute.rawValue.utf8)
            while byLength.count <= name.count { byLength.append([]) }
            byLength[name.count].append((name, attribute))
        }
        return byLength
    }()
}
