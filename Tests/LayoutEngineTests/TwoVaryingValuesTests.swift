@_spi(Testing) import LayoutEngine
import Testing

/// A block on two values of U that vary among U's optima (design note, section 5, "A block on a
/// value U's tie moves"): a view's position less an ancestor's, the sum of the positions relative
/// to their superviews between them; a view's centre or far edge that its stack holds at the
/// canvas's. Each varies exactly where one of the values it comes down to does, if no other does.
/// Frames are derived by hand and each case compared with the whole-document simplex
/// (diagnostics, stats, and an optimal layout).
@Suite struct TwoVaryingValuesTests {
    /// A 300 x 200 root holding a horizontal `fill` stack `s` pinned to the root's trailing edge,
    /// top and bottom, arranging `c1`, `second` (JSON) and `c3`; `c1` and `c3` have no intrinsic
    /// width, so any widths p and q are optimal: s.width = p + q + second's, s.x = 300 − s.width.
    /// `bg` is a plain subview of `s`, 10 x 10, its leading edge and top pinned to `view`'s.
    /// Frames are relative to the superview.
    static func row(on view: String, second: String = c2) throws -> LayoutDocument {
        let constraints = [
            "s.trailing == root.trailing", "s.top == root.top", "s.bottom == root.bottom",
            "bg.leading == \(view).leading", "bg.width == 10", "bg.top == \(view).top", "bg.height == 10",
        ]
        let text = """
            {"root": {"id": "root", "width": 300, "height": 200, "subviews": [{"id": "s", "type": "stack",
              "subviews": [{"id": "bg"}], "arrangedSubviews": [
                {"id": "c1", "intrinsicContentSize": {"height": 40}}, \(second), {"id": "c3", "intrinsicContentSize": {"height": 40}}]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"frames": "superview"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// A leaf 40 x 40.
    static let c2 = #"{"id": "c2", "intrinsicContentSize": {"width": 40, "height": 40}}"#

    /// Lays `document` out expecting `strategy`, the simplex's diagnostics and counts, and an
    /// optimal layout (the frames of a tied document are one optimum, not the simplex's); returns
    /// the response.
    static func expect(_ document: LayoutDocument, _ strategy: String) -> LayoutResponse {
        let (taken, response, solver) = BlockLayoutTests.layOut(document)
        #expect(taken == strategy)
        #expect(response.diagnostics == solver.diagnostics)
        #expect(response.stats.variables == solver.stats.variables && response.stats.constraints == solver.stats.constraints)
        #expect(OptimalityCheck.problems(document, frames: response.frames).isEmpty)
        return response
    }

    /// `n`, a stack of `first` and `d` (40 x 40).
    static func nested(_ first: String) -> String {
        #"{"id": "n", "type": "stack", "arrangedSubviews": [\#(first), {"id": "d", "intrinsicContentSize": {"width": 40, "height": 40}}]}"#
    }

    /// U's ambiguities, the same in every case: s's x and width (p + q vary), c1's and c3's
    /// widths, and the positions after c1 (c2's x = p; c3's x = p + 40; with `n`, n's x = p).
    static func upstream(_ second: [String], bg: Bool) -> [String] {
        ["s: x width"] + (bg ? ["bg: x"] : []) + ["c1: width"] + second + ["c3: x width"]
    }

    /// `bg` on `c1`: in the root's coordinates bg.x = c1.x = s.x, which varies, and relative to
    /// s it is c1.x − s.x, c1's own position in s: 0 at every optimum (a chain of one view whose
    /// relative x does not vary). So bg is [0, 0, 10, 10], unique. Before the chain was read, the
    /// two varying values (c1.x, s.x) sent the document to the simplex.
    @Test func aPositionOnAChainThatDoesNotVaryIsUnique() throws {
        let response = Self.expect(try Self.row(on: "c1"), "blocks")
        #expect(BlockLayoutTests.ambiguities(response) == Self.upstream(["c2: x"], bg: false))
        #expect(BlockLayoutTests.frame(response, "bg") == [0, 0, 10, 10])
    }

    /// `bg` on `c2`: relative to s, bg.x = c2.x − s.x = p, c2's relative x, which varies (the one
    /// view of the chain): bg's x is ambiguous, and it sits on c2 wherever U put it.
    @Test func aPositionOnAChainWithOneVaryingViewIsAmbiguous() throws {
        let response = Self.expect(try Self.row(on: "c2"), "blocks")
        #expect(BlockLayoutTests.ambiguities(response) == Self.upstream(["c2: x"], bg: true))
        let c2 = try #require(BlockLayoutTests.frame(response, "c2"))
        #expect(BlockLayoutTests.frame(response, "bg") == [c2[0], 0, 10, 10])
    }

    /// `bg` on `d`, the second view of `n` (after `e`, 40 x 40): relative to s, bg.x = n.x + d.x
    /// = p + 40, two relative positions of which only n's varies: bg's x is ambiguous.
    @Test func aChainWithOneVaryingViewOfTwoIsAmbiguous() throws {
        let e = #"{"id": "e", "intrinsicContentSize": {"width": 40, "height": 40}}"#
        let response = Self.expect(try Self.row(on: "d", second: Self.nested(e)), "blocks")
        #expect(BlockLayoutTests.ambiguities(response) == Self.upstream(["n: x"], bg: true))
        let n = try #require(BlockLayoutTests.frame(response, "n"))
        let d = try #require(BlockLayoutTests.frame(response, "d"))
        #expect(BlockLayoutTests.frame(response, "bg") == [n[0] + d[0], 0, 10, 10])
    }

    /// Declined: `e` without an intrinsic width (any width r): bg.x = n.x + d.x = p + r, two
    /// relative positions that vary, which in another document a tie's move could cancel: not
    /// shown cheaply, the simplex's (which finds bg's x ambiguous).
    @Test func aChainWithTwoVaryingViewsIsTheSimplexs() throws {
        let e = #"{"id": "e", "intrinsicContentSize": {"height": 40}}"#
        let response = Self.expect(try Self.row(on: "d", second: Self.nested(e)), "solver")
        #expect(BlockLayoutTests.ambiguities(response) == Self.upstream(["n: x width", "e: width", "d: x"], bg: true))
    }

    /// A row 300 wide (the root), pinned to its edges, arranging a, b and c (40 x 40 each, hugging
    /// 250 alike: they share 180 points in any way); `bg` is a plain
    /// subview of the row, 10 x 10 (10 high, its width left to `decoration` where not
    /// `fixedWidth`), drawn by `decoration`. The row's `distribution` and b (JSON, `middle`) may
    /// be other. Frames relative to the superview.
    static func tiedRow(
        _ decoration: [String], fixedWidth: Bool = true, distribution: String = "fill", middle: String? = nil
    ) throws -> LayoutDocument {
        let constraints = [
            "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
        ] + (fixedWidth ? ["bg.width == 10"] : []) + ["bg.height == 10"] + decoration
        let leaf = { (id: String) in #"{"id": "\#(id)", "intrinsicContentSize": {"width": 40, "height": 40}}"# }
        let text = """
            {"root": {"id": "root", "width": 300, "height": 100, "subviews": [{"id": "s", "type": "stack",
              "distribution": "\(distribution)", "subviews": [{"id": "bg"}],
              "arrangedSubviews": [\(leaf("a")), \(middle ?? leaf("b")), \(leaf("c"))]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"frames": "superview"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        return document
    }

    /// The tie: a.width = 40 + t, b.x = 40 + t, b.width = 40 + u, c.x = 80 + t + u, c.width =
    /// 40 + v (t + u + v = 180). `bg.trailing == c.trailing`: c.x + c.width = 300 at every
    /// optimum, the last view's trailing edge held at the canvas's, so bg.x = 290 though c's x
    /// and width both vary; its top on c's, 0. Before, two varying values (c.x, c.width) sent the
    /// document to the simplex.
    @Test func theLastViewsTrailingEdgeIsHeld() throws {
        let response = Self.expect(try Self.tiedRow(["bg.trailing == c.trailing", "bg.top == c.top"]), "blocks")
        #expect(BlockLayoutTests.ambiguities(response) == ["a: width", "b: x width", "c: x width"])
        #expect(BlockLayoutTests.frame(response, "bg") == [290, 0, 10, 10])
    }

    /// c replaced by a vertical stack `n` (aligned `fill`) of one view k (40 x 40, hugging 250):
    /// n's width is k's, so a and n tie as a, b and c did, k.x = n.x and k.width = n.width
    /// varying. `bg.trailing == k.trailing`: k.x + k.width is n's trailing edge (the alignment
    /// across n holds k's both edges at its canvas's), which is the row's last view's, held at
    /// 300: bg.x = 290, unique.
    @Test func anEdgeHeldAcrossAndAlongIsUnique() throws {
        let constraints = [
            "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
            "bg.width == 10", "bg.height == 10", "bg.trailing == k.trailing", "bg.top == k.top",
        ]
        let text = """
            {"root": {"id": "root", "width": 300, "height": 100, "subviews": [{"id": "s", "type": "stack",
              "subviews": [{"id": "bg"}], "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 40, "height": 40}},
                {"id": "n", "type": "stack", "axis": "vertical", "arrangedSubviews": [
                  {"id": "k", "intrinsicContentSize": {"width": 40, "height": 40}}]}]}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))],
             "options": {"frames": "superview"}}
            """
        guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
            throw BlockLayoutTests.DocumentError.invalid(text)
        }
        let response = Self.expect(document, "blocks")
        #expect(BlockLayoutTests.ambiguities(response).contains("n: x width"))
        #expect(BlockLayoutTests.frame(response, "bg") == [290, 0, 10, 10])
    }

    /// `bg.centerX == c.centerX`, c.x + c.width / 2 = 100 + t + u + v/2 along the row: U's walk
    /// gives c's centre the coefficients of its position (1 on the members before it, a and b)
    /// with ½ more on c itself, a sized member; t up by 1 and v down by 1 moves it by ½, so it
    /// varies: bg's x is ambiguous, bg centred on c wherever U put it (bg.x = c.x + c.width/2 − 5),
    /// its top on c's, 0. Before, c's two varying values sent the document to the simplex.
    @Test func aCentreAlongTheRowVaries() throws {
        let response = Self.expect(try Self.tiedRow(["bg.centerX == c.centerX", "bg.top == c.top"]), "blocks")
        #expect(BlockLayoutTests.ambiguities(response) == ["bg: x", "a: width", "b: x width", "c: x width"])
        let c = try #require(BlockLayoutTests.frame(response, "c"))
        #expect(BlockLayoutTests.frame(response, "bg") == [c[0] + c[2] / 2 - 5, 0, 10, 10])
    }

    /// `bg.leading == b.trailing`, b.x + b.width = 80 + t + u, b's far edge (1 more on b itself):
    /// t up by 1 and v down by 1 moves it by 1, so bg's x is ambiguous, bg at b's trailing edge.
    @Test func aFarEdgeAlongTheRowVaries() throws {
        let response = Self.expect(try Self.tiedRow(["bg.leading == b.trailing", "bg.top == b.top"]), "blocks")
        #expect(BlockLayoutTests.ambiguities(response) == ["bg: x", "a: width", "b: x width", "c: x width"])
        let b = try #require(BlockLayoutTests.frame(response, "b"))
        #expect(BlockLayoutTests.frame(response, "bg") == [b[0] + b[2], 0, 10, 10])
    }

    /// The row `equalCentering`, b without an intrinsic width: a stays at [0, 40] and c at
    /// [260, 300] (their hugging), the centres evenly spread, so b's centre is (20 + 280) / 2 = 150
    /// whatever its width w (nothing costs it; b.x = 150 − w/2): b's x and width vary, its centre
    /// (U's walk: −½ on b's length for its position, ½ more for the centre) does not.
    /// `bg.centerX == b.centerX`: bg is [145, 0, 10, 10], unique.
    @Test func anInnerCentreOfAnEquallyCentredRowIsUnique() throws {
        let document = try Self.tiedRow(
            ["bg.centerX == b.centerX", "bg.top == b.top"], distribution: "equalCentering",
            middle: #"{"id": "b", "intrinsicContentSize": {"height": 40}}"#)
        let response = Self.expect(document, "blocks")
        #expect(BlockLayoutTests.ambiguities(response) == ["b: x width"])
        #expect(BlockLayoutTests.frame(response, "bg") == [145, 0, 10, 10])
    }

    /// Declined: c's centre as above with `bg.width == a.width`: bg.x = c's centre − a.width/2 =
    /// 80 + t/2 + u + v/2, c's centre relative to the row and a's width, two values that vary,
    /// which in another document a tie's move could cancel: not shown cheaply, the simplex's
    /// (which finds bg's x and width ambiguous).
    @Test func aCentreBesideAnotherVaryingValueIsTheSimplexs() throws {
        let decoration = ["bg.width == a.width", "bg.centerX == c.centerX", "bg.top == c.top"]
        let response = Self.expect(try Self.tiedRow(decoration, fixedWidth: false), "solver")
        #expect(BlockLayoutTests.ambiguities(response).contains("bg: x width"))
    }
}
