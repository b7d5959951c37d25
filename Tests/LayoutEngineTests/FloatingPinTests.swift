import Foundation
@_spi(Testing) import LayoutEngine
import Testing

/// The direct part's floating pins (a plain subview held along an axis by one edge or its centre)
/// and cross ties (an arranged view's cross size tied to its stack's), on small documents whose
/// frames are derived by hand, each also against the whole-document solver.
@Suite struct FloatingPinTests {
    /// A 200-wide vertical stack `card` centring `title` (`titleWidth`x20) above `box` (50x40),
    /// with `constraint`, laid out as ``layout(_:)`` does.
    static func card(_ constraint: String, titleWidth: Int = 80) throws -> (engine: LayoutResponse, solver: LayoutResponse, strategy: String) {
        try layout("""
            {"root":{"id":"card","type":"stack","axis":"vertical","alignment":"center","width":200,
               "arrangedSubviews":[
                 {"id":"title","intrinsicContentSize":{"width":\(titleWidth),"height":20}},
                 {"id":"box","intrinsicContentSize":{"width":50,"height":40}}]},
             "constraints":["\(constraint)"]}
            """)
    }

    /// `json` laid out by the engine and by the whole-document solver, and the strategy taken.
    static func layout(_ json: String) throws -> (engine: LayoutResponse, solver: LayoutResponse, strategy: String) {
        guard case .success(let document) = DocumentDecoder.decode(Array(json.utf8), limits: LayoutLimits()) else {
            throw DecodingFailure()
        }
        var timings = LayoutTimings()
        let engine = LayoutEngine().layout(document: document, start: .now, timings: &timings)
        var reference = LayoutEngine()
        reference._directPath = false
        let strategy = timings.directLayouts == 1 ? "direct" : timings.blockLayouts == 1 ? "blocks" : "solver"
        return (engine, reference.layout(document: document), strategy)
    }

    struct DecodingFailure: Error {}

    static func frames(_ response: LayoutResponse) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: response.frames.map { ($0.id, [$0.x, $0.y, $0.width, $0.height]) })
    }

    /// Two labels in a vertical stack, pinned 20 in from the screen's sides and centred 10 below its
    /// centre. x: the column is 300 - 20 - 20 = 260 wide, and `fill` alignment makes both labels 260.
    /// y: the column floats, so its height is its own optimum, the series 20 + 10 + 30 = 60 (every
    /// label at its intrinsic height, unique: below it a 750 resistance, above a 250 hugging), and its
    /// centre 500 / 2 + 10 = 260 puts its top at 260 - 30 = 230.
    @Test func aCentredStackTakesItsOwnHeight() throws {
        let (engine, solver, strategy) = try Self.layout(#"""
            {"root":{"id":"screen","width":300,"height":500,"subviews":[
              {"id":"column","type":"stack","axis":"vertical","spacing":10,"arrangedSubviews":[
                {"id":"a","intrinsicContentSize":{"width":50,"height":20}},
                {"id":"b","intrinsicContentSize":{"width":40,"height":30}}]}]},
             "constraints":["column.leading == screen.leading + 20","column.trailing == screen.trailing - 20",
               "column.centerY == screen.centerY + 10"]}
            """#)
        #expect(strategy == "direct")
        let expected: [String: [Double]] = [
            "screen": [0, 0, 300, 500], "column": [20, 230, 260, 60], "a": [0, 0, 260, 20], "b": [0, 30, 260, 30],
        ]
        #expect(Self.frames(engine) == expected)
        #expect(Self.frames(solver) == expected)
        #expect(engine.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(engine.stats.variables == solver.stats.variables && engine.stats.constraints == solver.stats.constraints)
    }

    /// The same column held by its top only (8 below the margins guide's top, the margins 8 by
    /// default, so at 16) in a root of fitting height: the column does not push the root, whose height
    /// is pulled to 0 at 50 with nothing against it, and the column keeps its own 60 below 16.
    @Test func aTopPinnedStackDoesNotPushAFittingRoot() throws {
        let (engine, solver, strategy) = try Self.layout(#"""
            {"root":{"id":"screen","width":300,"subviews":[
              {"id":"column","type":"stack","axis":"vertical","spacing":10,"arrangedSubviews":[
                {"id":"a","intrinsicContentSize":{"width":50,"height":20}},
                {"id":"b","intrinsicContentSize":{"width":40,"height":30}}]}]},
             "constraints":["column.leading == screen.leading","column.trailing == screen.trailing",
               "column.top == screen.layoutMarginsGuide.top + 8"]}
            """#)
        #expect(strategy == "direct")
        let expected: [String: [Double]] = [
            "screen": [0, 0, 300, 0], "column": [0, 16, 300, 60], "a": [0, 0, 300, 20], "b": [0, 30, 300, 30],
        ]
        #expect(Self.frames(engine) == expected)
        #expect(Self.frames(solver) == expected)
        #expect(engine.diagnostics.isEmpty && solver.diagnostics.isEmpty)
    }

    /// A floating view whose own height is free (no content, no height) is ambiguous, as the solver
    /// reports it. `panel` is a floating leaf of U (its subview is a block): its least-cost height is
    /// flat (any h >= 0), so the direct method takes one point of it and reports its height and its
    /// y (centred: 250 - h/2) ambiguous; `inner`, pinned to its four edges, follows it (a block on a
    /// value U's tie moves: its equalities fix it at 0, 0 in the panel, its height the panel's).
    @Test func aFloatingViewWithoutASizeIsAmbiguousAsTheSolverSays() throws {
        let (engine, solver, strategy) = try Self.layout(#"""
            {"root":{"id":"screen","width":300,"height":500,"subviews":[
              {"id":"panel","subviews":[{"id":"inner"}]}]},
             "constraints":["panel.leading == screen.leading","panel.trailing == screen.trailing",
               "panel.centerY == screen.centerY","inner.top == panel.top","inner.bottom == panel.bottom",
               "inner.leading == panel.leading","inner.trailing == panel.trailing"]}
            """#)
        #expect(strategy == "blocks")
        #expect(!solver.diagnostics.isEmpty)
        #expect(engine.diagnostics == solver.diagnostics)
        let frames = Self.frames(engine)
        let panel = try #require(frames["panel"]), inner = try #require(frames["inner"])
        #expect(panel[0] == 0 && panel[2] == 300 && panel[3] >= 0 && panel[1] + panel[3] / 2 == 250)
        #expect(inner == [0, 0, 300, panel[3]])
    }

    /// A centred vertical stack 200 wide: the title takes its own 80 (its clip), centred at
    /// (200 - 80) / 2 = 60; the tie makes the box 200 - 40 = 160 wide rather than its intrinsic 50,
    /// centred at 20. Heights: 20 + 40 = 60, each at its intrinsic height (the root's fitting pull at
    /// 50 yields to the 750 resistances).
    @Test func aCrossTieMakesTheViewTheCanvasLessItsConstant() throws {
        let (engine, solver, strategy) = try Self.card("box.width == card.width - 40")
        #expect(strategy == "direct")
        let expected: [String: [Double]] = [
            "card": [0, 0, 200, 60], "title": [60, 0, 80, 20], "box": [20, 20, 160, 40],
        ]
        #expect(Self.frames(engine) == expected)
        #expect(Self.frames(solver) == expected)
        #expect(engine.diagnostics.isEmpty && solver.diagnostics.isEmpty)
        #expect(engine.stats.variables == solver.stats.variables && engine.stats.constraints == solver.stats.constraints)
    }

    /// The tie 10 past the canvas conflicts with the stack's bounds (design note, section 5, "A
    /// cross tie past its canvas", *Across `center`*): three minimal sets hold box within the
    /// canvas; in the builder's order box's centre alignment to title comes first, so both bounds
    /// (box's two spanning boundaries, the spacer's two canvas connections), which lacks it, is the
    /// greatest, the one named. The tie broken, its error least with box at the canvas's 200,
    /// centred (x 0); title keeps its 80, centred (x 60): card 60 high, box below title.
    @Test func aCrossTiePastTheCanvasIsBroken() throws {
        let (engine, solver, strategy) = try Self.card("box.width == card.width + 10")
        #expect(strategy == "blocks")
        let expected: [String: [Double]] = [
            "card": [0, 0, 200, 60], "title": [60, 0, 80, 20], "box": [0, 20, 200, 40],
        ]
        #expect(Self.frames(engine) == expected)
        let conflict = BlockLayoutTests.conflict(engine)
        #expect(conflict?.constraints == [
            "UISV-spanning-boundary(card.spacer, box)", "UISV-spanning-boundary(card.spacer, box)",
            "UISV-canvas-connection(card, card.spacer)", "UISV-canvas-connection(card.spacer, card)", "constraints[0]",
        ])
        BlockLayoutTests.expectSolversAnswer(engine, solver)
    }

    /// With title 195 wide, title moved 5 aside (box grown 10 on one side, its centre dropped)
    /// would leave the canvas; a leaf whose compression is optional, it narrows to 190 about its
    /// centre in that witness (design note, *Across `center`*, *No room*), so the three sets are
    /// still the only ones and both bounds is named. Frames: box at the canvas's 200 (x 0), title
    /// its 195 centred (x 2.5), card 60 high, box below title.
    @Test func aCentredTieWithoutRoomBesideItNarrowsTheOtherView() throws {
        let (engine, solver, strategy) = try Self.card("box.width == card.width + 10", titleWidth: 195)
        #expect(strategy == "blocks")
        let expected: [String: [Double]] = [
            "card": [0, 0, 200, 60], "title": [2.5, 0, 195, 20], "box": [0, 20, 200, 40],
        ]
        #expect(Self.frames(engine) == expected)
        #expect(BlockLayoutTests.conflict(engine)?.constraints.count == 5)
        BlockLayoutTests.expectSolversAnswer(engine, solver)
    }
}
