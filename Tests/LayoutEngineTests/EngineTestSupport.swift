import LayoutEngine

/// A document constraint `first.a relation multiplier × second.b + constant @ priority`, named
/// `constraints[index]` as the decoder names unnamed entries.
func constraint(
    _ index: Int, _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutConstraint.Relation,
    _ second: String?, _ secondAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
) -> LayoutConstraint {
    LayoutConstraint(
        name: "constraints[\(index)]", first: LayoutAnchor(.view(first), firstAttribute), relation: relation,
        second: second.map { LayoutAnchor(.view($0), secondAttribute ?? firstAttribute) },
        multiplier: multiplier, constant: constant, priority: priority)
}

/// The constraints that pin `view`'s top-left corner to the root's (`leading`/`top`).
func pinnedToRootOrigin(_ view: String, from index: Int = 0) -> [LayoutConstraint] {
    [constraint(index, view, .leading, .equal, "root"), constraint(index + 1, view, .top, .equal, "root")]
}

extension LayoutResponse {
    /// The frame of `id` as (x, y, width, height).
    func frame(_ id: String) -> [Double]? {
        frames.first(where: { $0.id == id }).map { [$0.x, $0.y, $0.width, $0.height] }
    }
}

/// Whether every value of `actual` is within 1e-6 of `expected`.
func close(_ actual: [Double]?, _ expected: [Double]) -> Bool {
    guard let actual, actual.count == expected.count else { return false }
    return zip(actual, expected).allSatisfy { abs($0 - $1) <= 1e-6 }
}
