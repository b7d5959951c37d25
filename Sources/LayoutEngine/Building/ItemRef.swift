/// A constraint item resolved to its owner number in a ``LayoutTree``.
///
/// The margins and safe-area guides have no variables of their own: they are the owner's
/// frame inset by constants, which keeps the solver smaller than UIKit's guide constraints would.
struct ItemRef: Hashable, Sendable {
    enum Kind: UInt8, Sendable {
        /// The view or guide itself.
        case frame
        /// `ID.layoutMarginsGuide`.
        case margins
        /// `ID.safeAreaLayoutGuide`.
        case safeArea
    }

    var owner: Int32
    var kind: Kind

    init(_ owner: Int, _ kind: Kind = .frame) {
        self.owner = Int32(owner)
        self.kind = kind
    }
}
