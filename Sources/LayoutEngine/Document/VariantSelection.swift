/// Which variants and which constraints' `when` are in force in one layout of a document: one
/// flag per variant (views in tree order, each view's variants in order), then one per constraint
/// entry that carries `when`. Two layouts with equal selections lay out the same document on
/// different canvases (see ``LayoutDocument/variantSelection(for:)``).
public struct VariantSelection: Sendable, Hashable {
    private var words: [UInt64] = []
    /// How many flags there are.
    public private(set) var count = 0

    public init() {}

    mutating func append(_ holds: Bool) {
        if count % 64 == 0 { words.append(0) }
        if holds { words[count / 64] |= 1 << UInt64(count % 64) }
        count += 1
    }

    /// Whether the condition at `index` holds.
    subscript(index: Int) -> Bool { words[index / 64] & (1 << UInt64(index % 64)) != 0 }
}
