@_spi(Testing) import LayoutEngine
import Testing

/// An `equalSpacing` stack (or a centred pair, the same chain) whose length is a member of an
/// outer tie and which ties inside (design note, section 2, "A tie inside a tie's length"): its
/// own movers replace it among the outer tie's, one flattened tie. The document: a 300 × 30
/// `fill` root of `x` (100 wide, hugging at 49) and `row`, an `equalSpacing` row, spacing 10, of
/// `b` (30 wide, held) and `f` (no intrinsic width, `20 ≤ f.width ≤ 50`, required). The row is
/// pulled at 49 toward its fitting width, 30 + 10 + 20 = 60, as x is toward 100 by its hugging:
/// above their least (160 of the 300 points) they cost the same per point, so `x + row = 300`
/// with `x ≥ 100`, `row ≥ 60` is the outer tie. Inside the row, at any length `L` of it, b is 30
/// and the gap `G ≥ 10` and f share `L − 30` at no cost: the flattened tie is `x + G + f = 270`
/// over `x ≥ 100`, `G ≥ 10`, `f ∈ [20, 50]`, every direction in it open. A value is unique iff its
/// coefficients on x, G and f are equal. Each case is compared with the whole-document simplex
/// (``directTieLayout(_:expected:)``: the same diagnostics word for word, optimal frames, the
/// direct path taken).
@Suite struct NestedTieTests {
    /// Left to right, relative to the superview: x at 0 (unique), its width x (varies); the row at
    /// x (1 on x, 0 on G and f: varies), its width `G + f + 30` (varies); b at 0 in the row, 30
    /// wide (unique); f at `30 + G` (1 on G, 0 on f and x: varies), its width f (varies), its far
    /// edge at the row's.
    @Test func leftToRightTheRowAndItsFreeViewVary() throws {
        let response = try directTieLayout(Self.document(direction: "leftToRight", frames: "superview"),
            expected: ["x: width", "row: x, width", "f: x, width"])
        let (x, row, f) = (try #require(response.frame("x")), try #require(response.frame("row")), try #require(response.frame("f")))
        #expect(x[0] == 0 && x[2] >= 100 - 1e-9 && x[3] == 30)
        #expect(abs(row[0] - x[2]) <= 1e-9 && abs(row[2] - (300 - x[2])) <= 1e-9)
        #expect(close(response.frame("b"), [0, 0, 30, 30]))
        #expect(f[0] >= 40 - 1e-9 && f[2] >= 20 - 1e-9 && f[2] <= 50 + 1e-9 && abs(f[0] + f[2] - row[2]) <= 1e-9)
    }

    /// Right to left: x at `300 − x` (varies) and x wide; the row at 0, the root's leading edge
    /// there (unique), its width varies; in the row b at `L − 30 = G + f` (1 on G and f, 0 on x:
    /// varies) and f at 0 (unique, its width varies). The old form of a right-to-left position (−1
    /// on the members up to and including it) is exact only where their total is fixed: here b's
    /// would read −1 on nothing that varies before it, 0 after, and be judged unique.
    @Test func rightToLeftTheLeadingViewMovesWithTheRow() throws {
        let response = try directTieLayout(Self.document(direction: "rightToLeft", frames: "superview"),
            expected: ["x: x, width", "row: width", "b: x", "f: width"])
        let (row, f) = (try #require(response.frame("row")), try #require(response.frame("f")))
        #expect(row[0] == 0)
        #expect(close(response.frame("b"), [row[2] - 30, 0, 30, 30]))
        #expect(f[0] == 0 && f[2] >= 20 - 1e-9 && f[2] <= 50 + 1e-9)
    }

    /// In the root's coordinates, left to right: b is at the row's x, x's width (1 on x: varies);
    /// f at `x + 30 + G`, `300 − f` (1 on x and G, 0 on f: varies).
    @Test func inTheRootsCoordinatesTheHeldViewMovesWithTheRow() throws {
        let response = try directTieLayout(Self.document(direction: "leftToRight", frames: "absolute"),
            expected: ["x: width", "row: x, width", "b: x", "f: x, width"])
        let (x, f) = (try #require(response.frame("x")), try #require(response.frame("f")))
        #expect(close(response.frame("b"), [x[2], 0, 30, 30]))
        #expect(abs(f[0] + f[2] - 300) <= 1e-9)
    }

    /// f 20 wide (intrinsic, held): the gap alone takes the row's change, one mover inside
    /// (``SeriesPlan/movableChildren(at:_:into:lanes:intervals:alone:)`` with `alone`), the
    /// flattened tie `x + G = 250` over `x ≥ 100`, `G ≥ 10`. As above but f's width is 20, unique,
    /// and f at `30 + G` varies.
    @Test func theGapAloneTakesTheChange() throws {
        let response = try directTieLayout(Self.document(direction: "leftToRight", frames: "superview", f: 20),
            expected: ["x: width", "row: x, width", "f: x"])
        let (x, f) = (try #require(response.frame("x")), try #require(response.frame("f")))
        #expect(close(response.frame("b"), [0, 0, 30, 30]))
        #expect(f[0] >= 40 - 1e-9 && f[2] == 20 && abs(x[2] + f[0] + 20 - 300) <= 1e-9)
    }

    /// The row's views both hidden (`b` and `f`, 0 long): the room after the first, from its
    /// leading edge to the last at the trailing one, alone takes the change (0 up: the row's
    /// fitting width is 0), the flattened tie `x + room = 300`. b stays at the row's leading edge,
    /// f at its trailing one: left to right f's x is the row's width (1 on the room, 0 on x:
    /// varies), b's 0; right to left b's is the row's width, f's 0. (Its far edge is every
    /// member's length, exactly: the form of a held view at the edges, 0, is that only up to the
    /// total, which is not fixed here.)
    @Test(arguments: [("leftToRight", ["x: width", "row: x, width", "f: x"]), ("rightToLeft", ["x: x, width", "row: width", "b: x"])])
    func aRowOfHiddenViewsHoldsThemAtItsEdges(direction: String, expected: [String]) throws {
        let json = Self.document(direction: direction, frames: "superview")
            .replacingOccurrences(of: #"{"id": "b", "#, with: #"{"id": "b", "hidden": true, "#)
            .replacingOccurrences(of: #"{"id": "f", "#, with: #"{"id": "f", "hidden": true, "#)
            .replacingOccurrences(of: #""f.width >= 20", "f.width <= 50""#, with: "")
        #expect(json.contains(#""id": "f", "hidden": true"#))
        let response = try directTieLayout(json, expected: expected)
        let (row, b, f) = (try #require(response.frame("row")), try #require(response.frame("b")), try #require(response.frame("f")))
        let leftToRight = direction == "leftToRight"
        #expect(b[2] == 0 && f[2] == 0 && row[2] >= 0)
        #expect(b[0] == (leftToRight ? 0 : row[2]) && f[0] == (leftToRight ? row[2] : 0))
    }

    /// Declined: the row `equalCentering` with a third view `g` (30 wide, held) after f: its
    /// centres evenly spread, three visible views, not one chain of lengths and a gaps' total;
    /// the walk does not follow it in a tie's length. The simplex lays it out, the row's width
    /// among its ambiguities.
    @Test func anEvenlyCentredRowIsDeclined() throws {
        let json = Self.document(direction: "leftToRight", frames: "superview")
            .replacingOccurrences(of: #""distribution": "equalSpacing""#, with: #""distribution": "equalCentering""#)
            .replacingOccurrences(of: #"{"height": 10}}]}]}"#,
                with: #"{"height": 10}}, {"id": "g", "intrinsicContentSize": {"width": 30, "height": 10}}]}]}"#)
        #expect(json.contains(#""id": "g""#))
        let pair = try StrategyPair(json)
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.solver.diagnostics.contains { if case .ambiguous("row", _, _) = $0 { true } else { false } })
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// The document of the suite's note; `f` held at that intrinsic width when given, else free
    /// in `[20, 50]`.
    static func document(direction: String, frames: String, f: Double? = nil) -> String {
        let width = f.map { #""width": \#($0), "# } ?? ""
        let bounds = f == nil ? #""f.width >= 20", "f.width <= 50""# : ""
        return """
            {"root": {"id": "root", "type": "stack", "axis": "horizontal", "width": 300, "height": 30, "arrangedSubviews": [
                {"id": "x", "intrinsicContentSize": {"width": 100, "height": 10}, "contentHugging": {"horizontal": 49, "vertical": 250}},
                {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalSpacing", "spacing": 10, "arrangedSubviews": [
                  {"id": "b", "intrinsicContentSize": {"width": 30, "height": 10}},
                  {"id": "f", "intrinsicContentSize": {\(width)"height": 10}}]}]},
             "constraints": [\(bounds)],
             "options": {"layoutDirection": "\(direction)", "frames": "\(frames)"}}
            """
    }
}
