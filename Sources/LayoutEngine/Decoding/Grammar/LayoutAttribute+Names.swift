extension LayoutAttribute {
    /// The detail for an attribute name that is not one of ours.
    static func unknownDetail(_ name: String) -> String {
        "unknown attribute '\(name)'; expected one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The attribute named by `bytes`, as `init(rawValue:)` with no string made.
    /// - Complexity: O(k) in the number of attributes: names of the wrong length are skipped by their length.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let key = JSONKey(bytes: bytes)
        for (name, attribute) in Self.utf8Names where name.count == bytes.count {
            if name.withUnsafeBufferPointer({ key.equals(JSONKey(bytes: $0)) }) {
                self = attribute
                return
            }
        }
        return nil
    }

    /// Every attribute with its name's bytes.
    private static let utf8Names: [([UInt8], LayoutAttribute)] = allCases.map { (Array($0.rawValue.utf8), $0) }
}
