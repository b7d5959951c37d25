/// Some of a list of built constraints, by position, read where the list holds them.
///
/// The blocks strategy routes each of the document's resolved constraints to U or to the blocks;
/// those that go to the blocks were copied into a list of their own (each copy retaining its
/// name, each released when the list was freed), to be copied once more into the blocks'
/// partition. Their positions in the resolved list, which outlives the routing, are all it needs.
struct BuiltSelection: RandomAccessCollection, Sendable {
    /// The list the positions are of (held, not copied: a retain of its buffer).
    private let all: [BuiltConstraint]
    private var positions: [Int32] = []

    /// None of `all` yet, room made for `capacity` positions.
    init(of all: [BuiltConstraint], capacity: Int) {
        self.all = all
        positions.reserveCapacity(capacity)
    }

    /// Adds `all[position]`.
    mutating func append(position: Int) { positions.append(Int32(position)) }

    /// The position in the list of the selection's constraint `index`.
    func position(at index: Int) -> Int { Int(positions[index]) }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    /// The selection's constraint `index`, read in place.
    subscript(index: Int) -> BuiltConstraint {
        _read { yield all[Int(positions[index])] }
    }
}
