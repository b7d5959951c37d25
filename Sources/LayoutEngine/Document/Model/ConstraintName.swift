/// A constraint's name, made into a string only when it is read.
///
/// A document's constraint without a name of its own is named `constraints[i]`; most are never
/// shown in a diagnostic, so the decoder keeps the index and the string is written on demand
/// (``EntryName``), not once a constraint (an allocation each past `constraints[99]`).
struct ConstraintName: Hashable, Sendable, CustomStringConvertible {
    private enum Storage: Sendable {
        case text(String)
        /// `constraints[index]`.
        case entry(Int)
    }

    private var storage: Storage

    /// The name `text`.
    init(_ text: String) {
        storage = .text(text)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// `constraints[index]`: the default name of the document's constraint at `index`.
    static func constraintsEntry(_ index: Int) -> ConstraintName {
        ConstraintName(storage: .entry(index))
    }

    /// The name as written.
    /// - Complexity: O(1), or O(d) in the index's digits for a default name.
    var description: String {
        switch storage {
        case .text(let text): return text
        case .entry(let index): return EntryName.make("constraints", index)
        }
    }

    /// Equal when the names are: a default name equals the same name given as text.
    static func == (lhs: ConstraintName, rhs: ConstraintName) -> Bool {
        if case .entry(let a) = lhs.storage, case .entry(let b) = rhs.storage { return a == b }
        return lhs.description == rhs.description
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
