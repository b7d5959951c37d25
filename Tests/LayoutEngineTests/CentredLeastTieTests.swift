@_spi(Testing) import LayoutEngine
import Testing

/// An `equalCentering` column along a vertical `fill` stack (its canvas neither free nor held)
/// with one view free upward: no intrinsic height, held at least its least by a size term
/// (design note, section 2, *A view free upward on the pulled canvas*;
/// `DirectAxis+EqualCentering.swift`). `CentredArrangedCanvasTests`' list: a header (30 high) above
/// the column in a stack 100 wide, the root; the column a (20), b (60), c (100), spacing 10,
/// hugging 250 and resistance 750. Its guides are at least `L₀ = 10 + (a + b)/2` and
/// `L₁ = 10 + (b + c)/2`, equal at 149 only on a column at least
/// `C_e = (a + c)/2 + 2·max(L₀, L₁)` high, 240 at the least lengths.
@Suite struct CentredLeastTieTests {
    /// a without an intrinsic height, `a.height >= 20` at 750: above 149 it is 20 or longer for
    /// nothing, b and c their heights (hugging and resisting above 149), so every optimum has
    /// `a ≥ 20`. `C_e = (a + 100)/2 + 2·max(10 + (a + 60)/2, 90)` grows strictly with a (a first,
    /// its half in the sum), so the guides at 149 cost nothing only on a column of at least
    /// `C_e(20) = 240`, and exactly at 240 only with a at 20; the root's fitting pull at 50 takes
    /// the least root, 30 + 240 = 270. The direct solve's tie (a and the room, on the pulled
    /// canvas 240) is that one point. Centres at 10, 100, 190: a at y 0, b at 70, c at 140.
    @Test func aFirstViewFreeUpwardStaysAtItsLeast() throws {
        let pair = try StrategyPair(Self.list(free: "a", least: 20, priority: 750))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair)
    }

    /// b free upward instead, `b.height >= 60` at 750: the wider guide, `L₁ = 10 + (b + 100)/2`,
    /// is beside it, so `C_e = 60 + 2(60 + b/2) = 180 + b` grows strictly with b; at 240 the even
    /// guide is 90, and b's two guides hold only at `b ≤ 2(90 − max(10 + 10, 10 + 50)) = 60`, its
    /// least: the same point, the same frames.
    @Test func aMiddleViewBesideTheWidestGuideStaysAtItsLeast() throws {
        let pair = try StrategyPair(Self.list(free: "b", least: 60, priority: 750))
        #expect(pair.timings.directLayouts == 1, "\(pair.timings)")
        Self.expectFrames(pair)
    }

    /// a's size term at 100, below the guides' 149: above 149 a may shrink for nothing, and
    /// `C_e` falls as it does, which the rule does not cover: declined. The simplex keeps a at 20
    /// all the same (its 100 outranks the root's pull at 50, the only cost a shorter column
    /// lowers): the frames above.
    @Test func aViewFreeBelowTheGuidesIsTheSimplexs() throws {
        let pair = try StrategyPair(Self.list(free: "a", least: 20, priority: 100))
        #expect(pair.timings.solverLayouts == 1, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
        for (id, frame) in Self.frames {
            #expect(close(pair.solver.frame(id), frame), "\(id)")
        }
    }

    /// The frames (relative to the superview) of every case.
    static let frames: [(String, [Double])] = [
        ("list", [0, 0, 100, 270]), ("header", [0, 0, 100, 30]), ("column", [0, 30, 100, 240]),
        ("a", [0, 0, 100, 20]), ("b", [0, 70, 100, 60]), ("c", [0, 140, 100, 100]),
    ]

    /// No diagnostics, and ``frames`` on both paths.
    static func expectFrames(_ pair: StrategyPair) {
        #expect(pair.response.diagnostics.isEmpty && pair.solver.diagnostics.isEmpty)
        for (id, frame) in frames {
            #expect(close(pair.response.frame(id), frame), "\(id)")
            #expect(close(pair.solver.frame(id), frame), "\(id) (simplex)")
        }
    }

    /// The list, view `free` without an intrinsic height and held at least `least` high at `priority`.
    static func list(free: String, least: Double, priority: Double) -> String {
        func view(_ id: String, _ height: Double) -> String {
            id == free ? #"{"id": "\#(id)"}"# : #"{"id": "\#(id)", "intrinsicContentSize": {"height": \#(height)}}"#
        }
        return """
            {"root": {"id": "list", "type": "stack", "axis": "vertical", "width": 100,
              "arrangedSubviews": [{"id": "header", "intrinsicContentSize": {"height": 30}},
               {"id": "column", "type": "stack", "axis": "vertical", "distribution": "equalCentering", "spacing": 10,
                "arrangedSubviews": [\(view("a", 20)), \(view("b", 60)), \(view("c", 100))]}]},
             "constraints": ["\(free).height >= \(least) @ \(priority)"],
             "options": {"frames": "superview"}}
            """
    }
}
