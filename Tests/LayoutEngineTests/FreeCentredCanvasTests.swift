@_spi(Testing) import LayoutEngine
import Testing

/// An `equalCentering` stack of three or more visible views whose canvas nothing but its own cost
/// reads (the root without a height, or a floating subview), where its centres cannot be spread
/// evenly at the canvas its other pulls would give it (design note, section 2, "A free canvas";
/// `DirectAxis+EqualCentering.swift`). The builders' constraints (seed 004, `.equalCentering`): the
/// chain with `>=` spacings, a gap guide from each view's centre to the next one's, the guides
/// equal at 149, the stack's length pulled to fit at 49 (and a root's to 0 at 50).
@Suite struct FreeCentredCanvasTests {
    /// Views a (20 high), b (60), c (100), spacing 10, hugging 250 and resistance 750: above 149
    /// each is its intrinsic height (moving one costs at 250 or 750), the room between them at
    /// least 20. The guides (centre to centre) are at least `L₀ = 10 + (20 + 60)/2 = 50` and
    /// `L₁ = 10 + (60 + 100)/2 = 90`; at 149 they want to be equal, which needs both at least 90:
    /// a canvas of at least `(20 + 100)/2 + 2 × 90 = 240` (at 200, the views and spacings alone,
    /// they would be 50 and 90). The pulls at 50 and 49 then take the least: 240 high. Centres at
    /// 10, 100 and 190: a at y 0, b at 70, c at 140; every view 100 wide (`fill`, the root's width).
    @Test func aRootIsAsTallAsItsCentresNeed() throws {
        let pair = try StrategyPair(Self.column(hugging: 250, floating: false))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair, column: [0, 0, 100, 240])
    }

    /// The same column floating in a 300 × 600 view (its top 20 below the view's, centred across,
    /// 100 wide by its own `width`): nothing reads its height, which its own cost chooses as above,
    /// 240; the views at the same places within it.
    @Test func aFloatingStackIsAsTallAsItsCentresNeed() throws {
        let pair = try StrategyPair(Self.column(hugging: 250, floating: true))
        Self.expectFrames(pair, column: [100, 20, 100, 240])
    }

    /// Fast, no diagnostics, and the derived frames on both paths: the column's `column`, its
    /// views at the same places within it.
    static func expectFrames(_ pair: StrategyPair, column: [Double]) {
        #expect(pair.timings.solverLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics.isEmpty && pair.solver.diagnostics.isEmpty)
        for (id, frame) in [("column", column), ("a", [0, 0, 100, 20]), ("b", [0, 70, 100, 60]), ("c", [0, 140, 100, 100])] {
            #expect(close(pair.response.frame(id), frame), "\(id)")
            #expect(close(pair.solver.frame(id), frame), "\(id) (simplex)")
        }
    }

    /// b hugging at 100, below the guides' 149: above 149 it may grow for nothing, but the
    /// canvas is read by nothing between 149 and the pulls at 50 and 49, so the guides cost
    /// nothing at 149 for any of b's lengths (a canvas long enough spreads the centres evenly), the
    /// hugging at 100 then takes b to 60 before any pull reads the canvas, and the pulls take the
    /// least even canvas, 240, as above: the same frames, fast (the levels above 50 settle the views).
    @Test func aViewHuggingBelowTheGuidesIsSettledAboveThePulls() throws {
        let pair = try StrategyPair(Self.column(hugging: 100, floating: false))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair, column: [0, 0, 100, 240])
    }

    /// The same with a hidden view h first: it is 0 high at the column's top and the room after
    /// it at least 0 (no spacing after a hidden view with no visible view before it), which the
    /// pulls take at its least; a, b and c as above, h at y 0, 100 wide.
    @Test func aHiddenFirstViewKeepsTheSameCentres() throws {
        let pair = try StrategyPair(Self.column(hugging: 100, floating: false, hiddenFirst: true))
        Self.expectFrames(pair, column: [0, 0, 100, 240])
        #expect(close(pair.response.frame("h"), [0, 0, 100, 0]) && close(pair.solver.frame("h"), [0, 0, 100, 0]))
    }

    /// b resisting compression at 40 only (hugging 250): above 50 it may shrink for nothing, and
    /// the least even canvas, `(20 + 100)/2 + 2(10 + (b + 100)/2) = 180 + b`, falls as it does, so
    /// the root's pull at 50 shrinks b before its resistance at 40 is read: the levels above the
    /// pulls do not settle the views and the pull's argument does not hold. Declined, the simplex
    /// lays it out (b shorter than its intrinsic 60 there).
    @Test func aViewResistingBelowThePullsIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.column(hugging: 250, resistance: 40, floating: false))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        let b = try #require(pair.solver.frame("b"))
        #expect(b[3] < 60 - 1e-9, "\(b)")
    }

    /// b hugging at 40 only (resisting at 750): above the pulls at 50 and 49 it may grow for
    /// nothing but not shrink, so every optimum has b at least 60, and the least even canvas,
    /// `(20 + 100)/2 + 2(10 + (b + 100)/2) = 180 + b`, grows with it: the root's pull at 50 takes
    /// b at 60 and the canvas at 240 (the hugging at 40 agrees). The same frames as at 250, fast,
    /// the root and floating (there the canvas fit at 49 alone takes the least canvas).
    @Test func aViewHuggingBelowThePullsStaysAtItsLeast() throws {
        let pair = try StrategyPair(Self.column(hugging: 40, floating: false))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair, column: [0, 0, 100, 240])
        let floating = try StrategyPair(Self.column(hugging: 40, floating: true))
        Self.expectFrames(floating, column: [100, 20, 100, 240])
    }

    /// b hugging and resisting at 40: free both ways down to the pulls, and the only view between
    /// a and c, it takes up any canvas (session 34, *A view taking up a free canvas*): the root's
    /// pull at 50 takes 0, the even guide `(0 − (20 + 100)/2)/2 = −30`, and b at most
    /// `2(−30 − max(10 + 20/2, 10 + 100/2)) = −180`, below its least 60, so its cost at 40 takes
    /// −180. Centres at 10, −20, −50: a [0, 20], b from 70 (−180 high), c [−100, 100]. Fast, the
    /// simplex's frames (b far shorter than its intrinsic 60).
    @Test func aViewFreeBothWaysAboveThePullsTakesUpTheCanvas() throws {
        let pair = try StrategyPair(Self.column(hugging: 40, resistance: 40, floating: false))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics.isEmpty && pair.solver.diagnostics.isEmpty)
        for (id, frame): (String, [Double]) in [("column", [0, 0, 100, 0]), ("a", [0, 0, 100, 20]), ("b", [0, 70, 100, -180]), ("c", [0, -100, 100, 100])] {
            #expect(close(pair.response.frame(id), frame), "\(id)")
            #expect(close(pair.solver.frame(id), frame), "\(id) (simplex)")
        }
    }

    /// A free view on a free canvas (session 34): a row, the root, 20 high, of p (10 wide), q (40),
    /// f (no intrinsic width: its cost zero at every width) and r (20), spacing 5. Above the pulls
    /// p, q and r keep their widths (moving them costs at 250 or 750); f's guides hold nothing (it
    /// can be as narrow as they need), so the guides are equal on a canvas exactly when their
    /// common length G is at least p–q's least, `5 + (10 + 40)/2 = 30`: the canvas
    /// `(10 + 20)/2 + 3G` takes every value from 105 up, and the root's pull at 50 takes 105.
    /// Centres at 5, 35, 65, 95: p [0, 10], q [15, 40], r [85, 20]; f about 65, any width up to
    /// `2(30 − max(5 + 20, 5 + 10)) = 10`: its x and width ambiguous, as the simplex reports them.
    @Test func aFreeViewSpreadsAboutItsCentreOnTheLeastCanvas() throws {
        let response = try directTieLayout(Self.rowWithAFreeView(resistance: 750), expected: ["f: x, width"])
        for (id, frame): (String, [Double]) in [("row", [0, 0, 105, 20]), ("p", [0, 0, 10, 20]), ("q", [15, 0, 40, 20]), ("r", [85, 0, 20, 20])] {
            #expect(close(response.frame(id), frame), "\(id)")
        }
        let f = try #require(response.frame("f"))
        #expect(abs(f[0] + f[2] / 2 - 65) <= 1e-9 && f[2] <= 10 + 1e-9, "\(f)")
    }

    /// q resisting at 40 only: above the pulls it may shrink for nothing, and the least canvas,
    /// `15 + 3(5 + (10 + q)/2)`, falls as it does, so the root's pull at 50 shrinks q before its
    /// resistance is read: declined, the simplex's q narrower than 40.
    @Test func aFreeViewBesideOneResistingBelowThePullsIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.rowWithAFreeView(resistance: 40))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        let q = try #require(pair.solver.frame("q"))
        #expect(q[2] < 40 - 1e-9, "\(q)")
    }

    /// The row of ``aFreeViewSpreadsAboutItsCentreOnTheLeastCanvas()``, q resisting at `resistance`.
    static func rowWithAFreeView(resistance: Double) -> String {
        """
        {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "equalCentering", "spacing": 5,
          "height": 20, "arrangedSubviews": [
            {"id": "p", "intrinsicContentSize": {"width": 10, "height": 20}},
            {"id": "q", "intrinsicContentSize": {"width": 40, "height": 20},
             "compressionResistance": {"horizontal": \(resistance), "vertical": 750}},
            {"id": "f", "intrinsicContentSize": {"height": 20}},
            {"id": "r", "intrinsicContentSize": {"width": 20, "height": 20}}]},
         "options": {"frames": "superview"}}
        """
    }

    /// The column, the root or floating in a plain root; b hugging at `hugging` and resisting at
    /// `resistance`; a hidden view h (20 high) first where `hiddenFirst`.
    static func column(hugging: Double, resistance: Double = 750, floating: Bool, hiddenFirst: Bool = false) -> String {
        let hidden = hiddenFirst ? #"{"id": "h", "hidden": true, "intrinsicContentSize": {"height": 20}},"# : ""
        let stack = """
            {"id": "column", "type": "stack", "axis": "vertical", "distribution": "equalCentering", "spacing": 10,
             "width": 100, "arrangedSubviews": [\(hidden)
              {"id": "a", "intrinsicContentSize": {"height": 20}},
              {"id": "b", "intrinsicContentSize": {"height": 60}, "contentHugging": {"horizontal": 250, "vertical": \(hugging)},
               "compressionResistance": {"horizontal": 750, "vertical": \(resistance)}},
              {"id": "c", "intrinsicContentSize": {"height": 100}}]}
            """
        guard floating else { return "{\"root\": \(stack), \"options\": {\"frames\": \"superview\"}}" }
        return """
            {"root": {"id": "box", "width": 300, "height": 600, "subviews": [\(stack)]},
             "constraints": ["column.top == box.top + 20", "column.centerX == box.centerX"],
             "options": {"frames": "superview"}}
            """
    }
}
