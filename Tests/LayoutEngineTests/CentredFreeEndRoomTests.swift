@_spi(Testing) import LayoutEngine
import Testing

/// An `equalCentering` row with a hidden last view whose visible end has no intrinsic width: that
/// view (free at every level) and the room beside the hidden view tie (design note, section 2,
/// *A free end beside a hidden view*; `DirectAxis+EqualCentering.swift`, `placeBesideRoom`). The
/// row 100 wide, spacing 10: with the guides even at `w`, the room `t ≥ 0` (no spacing before a
/// hidden view), the optimal set is `w` at least each guide's least and `t ≥ 0`, the free length
/// following from them; its one vertex, `w` at the widest least of the guides between the other
/// views and `t = 0`, is the simplex's where the free length there is at most 0.
@Suite struct CentredFreeEndRoomTests {
    /// a (40), b (30), c free, h hidden last. The guide a–b is at least `10 + (40 + 30)/2 = 45`; at
    /// `w = 45`, `t = 0`: centres 20, 65, 110, c's far edge at 100, so c is `2(100 − 110) = −20`
    /// wide, its guide's least `10 + (30 − 20)/2 = 15` held. a at 0, b at 50, c at 120 (−20 wide),
    /// h at 100. c's length and t both move b's centre (`w = (100 − 20 − c/2 − t)/2`) and c's x
    /// (`100 − t − c`), a is fixed: b's x, c's x and width vary. Right to left mirrored.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aFreeLastViewBesideTheRoom(direction: String) throws {
        let response = try directTieLayout(
            Self.row(widths: [40, 30, nil], direction: direction), expected: ["b: x", "c: x, width"])
        Self.expectFrames(response, [("a", 0, 40), ("b", 50, 30), ("c", 120, -20), ("h", 100, 0)], direction: direction)
    }

    /// a free first, b (30), c (60), h hidden last. The guide b–c is at least `10 + 45 = 55`; at
    /// `w = 55`, `t = 0`: c's centre 70, b's 15, a's −40 with its leading edge at 0, so a is −80
    /// wide, its guide's least `10 + (−80 + 30)/2 = −15` held. a at 0 (−80 wide), b at 0, c at
    /// 40, h at 100. a's length moves b's centre by ¼ of it and a's far edge, t moves b's and c's
    /// centres: a's width, b's and c's x vary (a's x is its leading edge left to right, its far
    /// edge right to left, which varies then).
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func aFreeFirstViewAndTheRoom(direction: String) throws {
        let a = direction == "leftToRight" ? "a: width" : "a: x, width"
        let response = try directTieLayout(Self.row(widths: [nil, 30, 60], direction: direction), expected: [a, "b: x", "c: x"])
        Self.expectFrames(response, [("a", 0, -80), ("b", 0, 30), ("c", 40, 60), ("h", 100, 0)], direction: direction)
    }

    /// The first case 300 wide: at the vertex c would be `2(300 − 110) = 380` wide, above 0, where
    /// the simplex may leave a free length at 0 on an edge of the optimal set with two vertices:
    /// declined, the simplex's answer.
    @Test func aFreeLengthAboveZeroIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.row(widths: [40, 30, nil], direction: "leftToRight", width: 300))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(!pair.solver.diagnostics.isEmpty && pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// Each view's x and width (`frames`, left to right) in `response`, mirrored in the 100-wide
    /// row right to left.
    static func expectFrames(_ response: LayoutResponse, _ frames: [(String, Double, Double)], direction: String) {
        for (id, x, width) in frames {
            let expected = direction == "leftToRight" ? x : 100 - x - width
            #expect(close(response.frame(id), [expected, 0, width, 30]), "\(id)")
        }
    }

    /// The row, spacing 10, 30 high and `width` wide: a, b and c `widths` wide (nil: no intrinsic
    /// width), then h hidden (20 wide).
    static func row(widths: [Int?], direction: String, width: Double = 100) -> String {
        let views = zip(["a", "b", "c"], widths).map { id, width in
            width.map { #"{"id": "\#(id)", "intrinsicContentSize": {"width": \#($0), "height": 30}}"# }
                ?? #"{"id": "\#(id)", "intrinsicContentSize": {"height": 30}}"#
        }
        let hidden = #"{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 20, "height": 30}}"#
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalCentering", "spacing": 10,
                      "width": \(width), "height": 30, "arrangedSubviews": [\(views.joined(separator: ", ")), \(hidden)]},
             "options": {"layoutDirection": "\(direction)", "frames": "superview"}}
            """
    }
}
