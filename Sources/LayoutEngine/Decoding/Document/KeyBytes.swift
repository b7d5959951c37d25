/// A key's bytes (in the request, or kept unescaped until the decode ends), compared and hashed
/// by content: repeats of unknown keys are found without making a string of each.
struct KeyBytes: Hashable {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    static func == (lhs: KeyBytes, rhs: KeyBytes) -> Bool {
        JSONKey(bytes: lhs.bytes).equals(JSONKey(bytes: rhs.bytes))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
}
