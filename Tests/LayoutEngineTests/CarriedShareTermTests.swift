@_spi(Testing) import LayoutEngine
import Testing

/// A decoration's size term carried to a view arranged in a `fillProportionally` stack along the
/// term's axis, where that view has an intrinsic size there (`BlockLayout+CarriedTerms.swift`,
/// "Measured stacks"; design note, section 5, "A decoration's size terms carried to U"): the
/// builders measure the view by that size before any layout, so no measurement reads the term, and
/// U weighs it against the view's share as the whole document does. Each case is derived by hand
/// and compared with the whole-document simplex (frames, diagnostics, stats).
@Suite struct CarriedShareTermTests {
    /// `d`, a plain subview of the row `p`, across `a` from its top, one point high.
    static let across = ["d.leading == a.leading", "d.trailing == a.trailing", "d.top == a.top", "d.height == 1"]

    /// A leaf 40 wide by its intrinsic width (height 20).
    static let forty = #"{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}}"#

    /// A leaf 60 wide by its intrinsic width (height 20).
    static let sixty = #"{"id": "b", "intrinsicContentSize": {"width": 60, "height": 20}}"#

    /// A 375-wide `fillProportionally` row `p` of `first` (`a`) and `b`, with `d` as its plain
    /// subview across `a` and `constraints`.
    static func row(_ first: String, _ constraints: [String]) throws -> LayoutDocument {
        try BlockLayoutTests.decoded("""
            {"root": {"id": "p", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "width": 375,
              "arrangedSubviews": [\(first), \(sixty)], "subviews": [{"id": "d"}]},
             "constraints": [\((across + constraints).map { "\"\($0)\"" }.joined(separator: ", "))]}
            """)
    }

    /// A required term moves the share: `d.width == 200` on `d` as wide as `a`. T = 40 + 60 = 100
    /// (spacing 0), `a`'s share 40/100 × 375 = 150 at 999, `b` the rest. Carried, the term is
    /// `a.width == 200`, required, in U: `a` is 200 (its share broken by 50 at 999, the only
    /// length it may take), `b` the rest of the chain, 375 − 200 = 175 (its share, 225, broken by
    /// 50 at 998): unique, as the simplex's. Not carried, the block's required `d.width == 200`
    /// failed at U's `a` of 150, which declined.
    @Test func aRequiredTermMovesTheShare() throws {
        let (strategy, response) = CarriedTermTests.layOut(try Self.row(Self.forty, ["d.width == 200"]))
        #expect(strategy == "blocks")
        #expect(response.diagnostics.isEmpty)
        #expect(BlockLayoutTests.frame(response, "a").map { [$0[0], $0[2]] } == [0, 200])
        #expect(BlockLayoutTests.frame(response, "b").map { [$0[0], $0[2]] } == [200, 175])
        #expect(BlockLayoutTests.frame(response, "d").map { [$0[0], $0[2], $0[3]] } == [0, 200, 1])
    }

    /// An optional term the share outranks: `d.width == 200 @500`. Carried, `a.width == 200 @500`
    /// weighs against `a`'s share at 999, which holds: `a` 150, `b` 225 (its share exactly), `d`
    /// 150, the term off by 50 at 500, as in the whole document. (The blocks strategy took this
    /// one without the carry as well; the term is now U's.)
    @Test func anOptionalTermBelowTheShareKeepsItsError() throws {
        let (strategy, response) = CarriedTermTests.layOut(try Self.row(Self.forty, ["d.width == 200 @ 500"]))
        #expect(strategy != "solver")
        #expect(response.diagnostics.isEmpty)
        #expect(BlockLayoutTests.frame(response, "a").map { [$0[0], $0[2]] } == [0, 150])
        #expect(BlockLayoutTests.frame(response, "b").map { [$0[0], $0[2]] } == [150, 225])
        #expect(BlockLayoutTests.frame(response, "d").map { [$0[0], $0[2]] } == [0, 150])
    }

    /// An optional term moves a free canvas: the vertical `fillProportionally` root `p` (375
    /// wide, its height open) of `a` (intrinsic height 21) and `b` (44), `d` over `a` from its top
    /// to its bottom with `d.height == 160 @500`. T = 21 + 44 = 65, `a`'s share 21/65 of the
    /// height `C` held at 999, `b` the rest (44/65 of it, its share exactly: no spacing). Along the
    /// held set the resistances at 750 ask `C >= 65`, the carried `a.height == 160 @500` asks
    /// `21·C/65 = 160`, `C = 160 × 65/21 = 495.238…` (the huggings at 250 below it): `a` 160 from
    /// 0, `b` 335.238… (160 × 44/21) from 160, `d` 160 high, unique, as the simplex's. Not
    /// carried, the block kept the term's error at U's `C` of 65, which declined.
    @Test func anOptionalTermMovesAFreeCanvas() throws {
        let document = try BlockLayoutTests.decoded("""
            {"root": {"id": "p", "type": "stack", "axis": "vertical", "distribution": "fillProportionally", "width": 375,
              "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 20, "height": 21}},
                                   {"id": "b", "intrinsicContentSize": {"width": 20, "height": 44}}],
              "subviews": [{"id": "d"}]},
             "constraints": ["d.top == a.top", "d.bottom == a.bottom", "d.leading == a.leading", "d.width == 1",
                             "d.height == 160 @ 500"]}
            """)
        let (strategy, response) = CarriedTermTests.layOut(document)
        #expect(strategy == "blocks")
        #expect(response.diagnostics.isEmpty)
        let canvas = 160.0 * 65 / 21
        let expected: [(String, [Double])] = [("p", [0, canvas]), ("a", [0, 160]), ("b", [160, canvas - 160]), ("d", [0, 160])]
        for (id, frame) in expected {
            let actual = try #require(BlockLayoutTests.frame(response, id))
            #expect(abs(actual[1] - frame[0]) < 1e-9 && abs(actual[3] - frame[1]) < 1e-9, "\(id)")
        }
    }

    /// Declined: `a` has no intrinsic width, and `d.width == 200` is required. The builders
    /// measure `a` alone, without `d` (a subview of `p`), pulled to 0 at 50: natural width 0, so
    /// its share `a.width == 0 × p.width` is required, and with `d`'s two edges on `a`'s it
    /// conflicts with the term; the simplex breaks the term (constraints[4]): `a` 0 wide, `b` the
    /// rest, 375, `d` as wide as `a`, 0. Carried to `a`, U's measurement of `a` would hold the
    /// term (200, not 0): not carried, and the document goes to the simplex.
    @Test func aViewWithoutIntrinsicSizeIsNotCarriedTo() throws {
        let (strategy, response) = CarriedTermTests.layOut(try Self.row(#"{"id": "a"}"#, ["d.width == 200"]))
        #expect(strategy == "solver")
        let conflict = BlockLayoutTests.conflict(response)
        #expect(conflict?.constraints == ["UISV-fill-proportionally(a)", "constraints[0]", "constraints[1]", "constraints[4]"])
        #expect(conflict?.broken == "constraints[4]")
        #expect(BlockLayoutTests.frame(response, "a").map { [$0[0], $0[2]] } == [0, 0])
        #expect(BlockLayoutTests.frame(response, "b").map { [$0[0], $0[2]] } == [0, 375])
        #expect(BlockLayoutTests.frame(response, "d").map { [$0[0], $0[2]] } == [0, 0])
    }
}
