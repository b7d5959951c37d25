@_spi(Testing) import LayoutEngine
import Testing

/// An `equalCentering` stack of three or more views whose one inner leaf view has no length cost
/// (no intrinsic length along the axis): it ties with the room at every level, and the guides at
/// 149 settle every centre but not its length (design note, section 2, "One view free about its
/// centre"). Each case is compared with the whole-document simplex (``directTieLayout(_:expected:)``:
/// the same diagnostics word for word, optimal frames, the direct path taken).
@Suite struct CentredFreeViewTests {
    /// `a` (40), the free `b` and `c` (60) in a 300-wide row, spacing 10. The ends are at the
    /// canvas's edges: centres 20 and 270 (left to right), so b's centre is 145 in every optimum
    /// (the guides equal, P = 0) and its length `L` is free up to the spacings beside it:
    /// `145 − L/2 − 40 ≥ 10` and `240 − (145 + L/2) ≥ 10`, `L ≤ 170`. Its x (`145 − L/2`) and width
    /// vary; a and c are unique. Right to left the row is mirrored (b's centre at 155).
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func theInnerViewVariesAboutItsCentre(direction: String) throws {
        let response = try directTieLayout(Self.row(free: "b", direction: direction), expected: ["b: x, width"])
        let leftToRight = direction == "leftToRight"
        #expect(close(response.frame("a"), [leftToRight ? 0 : 260, 0, 40, 30]))
        #expect(close(response.frame("c"), [leftToRight ? 240 : 0, 0, 60, 30]))
        let b = try #require(response.frame("b"))
        #expect(abs(b[0] + b[2] / 2 - (leftToRight ? 145 : 155)) <= 1e-9 && b[2] <= 170 + 1e-9)
    }

    /// The free view first: its length moves the first centre and with it every inner one, which
    /// this rule does not follow: declined, the simplex lays it out.
    @Test func aFreeViewAtAnEndIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.row(free: "a", direction: "leftToRight"))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(!pair.solver.diagnostics.isEmpty && pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// An `equalCentering` row, spacing 10, 300 × 30, of `a` (40 wide), `b` (30) and `c` (60), the
    /// view `free` without an intrinsic width.
    static func row(free: String, direction: String) -> String {
        let views = [("a", 40), ("b", 30), ("c", 60)].map { id, width in
            let size = id == free ? "" : "\"width\": \(width), "
            return #"{"id": "\#(id)", "intrinsicContentSize": {\#(size)"height": 10}}"#
        }
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalCentering", "spacing": 10,
                      "width": 300, "height": 30, "arrangedSubviews": [\(views.joined(separator: ", "))]},
             "options": {"layoutDirection": "\(direction)", "frames": "superview"}}
            """
    }
}
