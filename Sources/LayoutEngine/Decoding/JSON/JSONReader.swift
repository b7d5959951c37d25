/// Reads the values of a ``JSONTape`` without building a tree.
///
/// Valid only inside the ``JSONTape/withReader(_:)`` call that made it.
struct JSONReader {
    let tokens: UnsafeBufferPointer<JSONTape.Token>
    let input: UnsafeBufferPointer<UInt8>
    let unescaped: UnsafeBufferPointer<UInt8>

    /// The document's top-level value.
    var root: JSONNode { JSONNode(index: 0) }

    @inline(__always)
    func kind(_ node: JSONNode) -> JSONTape.Kind { tokens[node.index].kind }

    /// The JSON type's name as used in error details ("a number", "an object", ...).
    func typeDescription(_ node: JSONNode) -> String {
        switch kind(node) {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The bytes of a string (or key) token.
    @inline(__always)
    func bytes(_ node: JSONNode) -> UnsafeBufferPointer<UInt8> {
        // The parser made the token from these very bytes: they are in range, unchecked.
        let token = tokens[node.index]
        let storage = token.escaped ? unescaped : input
        return UnsafeBufferPointer(start: storage.baseAddress.map { $0 + Int(token.payload) }, count: Int(token.count))
    }

    /// A string value, or nil when `node` is not a string.
    func string(_ node: JSONNode) -> String? {
        guard kind(node) == .string else { return nil }
        let bytes = bytes(node)
        // The tape holds valid UTF-8 only: copying it in is cheaper than `String(decoding:as:)`'s general path.
        return String(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }

    /// A number value, or nil.
    @inline(__always)
    func number(_ node: JSONNode) -> Double? {
        let token = tokens[node.index]
        return token.kind == .number ? Double(bitPattern: token.payload) : nil
    }

    /// A boolean value, or nil.
    func bool(_ node: JSONNode) -> Bool? {
        let token = tokens[node.index]
        return token.kind == .bool ? token.payload != 0 : nil
    }

    /// The number of members of an object or elements of an array.
    @inline(__always)
    func count(_ node: JSONNode) -> Int { Int(tokens[node.index].count) }

    /// The node after `node` and everything inside it.
    @inline(__always)
    func next(_ node: JSONNode) -> JSONNode {
        let token = tokens[node.index]
        switch token.kind {
        case .array, .object: return JSONNode(index: Int(token.payload))
        default: return JSONNode(index: node.index &+ 1)
        }
    }

    /// An array's elements in order.
    func elements(_ node: JSONNode) -> Elements { Elements(reader: self, array: node) }

    /// An object's members in document order, duplicates included.
    func members(_ node: JSONNode) -> Members { Members(reader: self, object: node) }

    /// The value of the first member named `key`.
    /// - Complexity: O(members).
    func member(_ object: JSONNode, _ key: StaticString) -> JSONNode? {
        for member in members(object) where member.key.equals(key) { return member.value }
        return nil
    }

    /// For each member, whether an earlier member has the same key; nil when no key repeats.
    /// - Complexity: O(n²) byte comparisons for small objects, O(n) expected for large ones.
    func duplicateFlags(_ object: JSONNode) -> [Bool]? {
        guard hasDuplicateKeys(object) else { return nil }
        let keys = members(object).map(\.key)
        var flags: [Bool]?
        if keys.count <= 16 {
            for i in 1..<keys.count {
                for j in 0..<i where keys[j].equals(keys[i]) {
                    if flags == nil { flags = [Bool](repeating: false, count: keys.count) }
                    flags?[i] = true
                    break
                }
            }
        } else {
            var seen = Set<String>(minimumCapacity: keys.count)
            for i in keys.indices where !seen.insert(keys[i].string).inserted {
                if flags == nil { flags = [Bool](repeating: false, count: keys.count) }
                flags?[i] = true
            }
        }
        return flags
    }

    /// Whether any key of an object appears twice; allocates nothing for small objects.
    /// - Complexity: O(n²) integer comparisons for small objects, O(n) expected for large ones.
    func hasDuplicateKeys(_ object: JSONNode) -> Bool {
        let count = count(object)
        guard count > 1 else { return false }
        if count > 16 { return Set(members(object).lazy.map(\.key.string)).count < count }
        // Keys that differ in length or in their first, middle or last byte differ; only keys
        // alike in all four get compared byte by byte.
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { signatures in
            var position = 0
            for member in members(object) {
                let name = member.key.bytes
                var signature = UInt64(name.count) << 32
                if let first = name.first, let last = name.last {
                    signature |= UInt64(first) << 16 | UInt64(name[name.count / 2]) << 8 | UInt64(last)
                }
                for earlier in 0..<position where signatures[earlier] == signature && key(object, earlier).equals(member.key) {
                    return true
                }
                signatures[position] = signature
                position += 1
            }
            return false
        }
    }

    /// The key of member `position` of an object.
    private func key(_ object: JSONNode, _ position: Int) -> JSONKey {
        var iterator = members(object)
        for _ in 0..<position { _ = iterator.next() }
        return iterator.next()?.key ?? JSONKey(bytes: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// The value as a ``JSONValue`` tree.
    func value(_ node: JSONNode) -> JSONValue {
        switch kind(node) {
        case .null: return .null
        case .bool: return .bool(bool(node) ?? false)
        case .number: return .number(number(node) ?? 0)
        case .string: return .string(string(node) ?? "")
        case .array: return .array(elements(node).map(value))
        case .object: return .object(JSONObject(members(node).map { JSONMember(key: $0.key.string, value: value($0.value)) }))
        }
    }

    /// An array's elements, each skipped over in one step.
    struct Elements: Sequence, IteratorProtocol {
        let reader: JSONReader
        private var node: JSONNode
        private var remaining: Int

        @inline(__always)
        init(reader: JSONReader, array: JSONNode) {
            self.reader = reader
            node = JSONNode(index: array.index + 1)
            remaining = reader.kind(array) == .array ? reader.count(array) : 0
        }

        var underestimatedCount: Int { remaining }

        mutating func next() -> JSONNode? {
            guard remaining > 0 else { return nil }
            remaining &-= 1
            let element = node
            node = reader.next(element)
            return element
        }
    }

    /// An object's members, each skipped over in one step.
    struct Members: Sequence, IteratorProtocol {
        let reader: JSONReader
        private var node: JSONNode
        private var remaining: Int

        @inline(__always)
        init(reader: JSONReader, object: JSONNode) {
            self.reader = reader
            node = JSONNode(index: object.index + 1)
            remaining = reader.kind(object) == .object ? reader.count(object) : 0
        }

        var underestimatedCount: Int { remaining }

        mutating func next() -> (key: JSONKey, value: JSONNode)? {
            guard remaining > 0 else { return nil }
            remaining &-= 1
            let key = JSONKey(bytes: reader.bytes(node))
            let value = JSONNode(index: node.index &+ 1)
            node = reader.next(value)
            return (key, value)
        }
    }
}
