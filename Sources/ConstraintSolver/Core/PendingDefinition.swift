/// A definition waiting to be expanded, highest rank first (see ``Tableau/expand(_:budget:)``).
struct PendingDefinition {
    var rank: Int32
    var symbol: Int32

    /// Higher rank first; among equal ranks the higher id (the newer definition).
    @inline(__always)
    func isAbove(_ other: PendingDefinition) -> Bool {
        rank != other.rank ? rank > other.rank : symbol > other.symbol
    }
}
