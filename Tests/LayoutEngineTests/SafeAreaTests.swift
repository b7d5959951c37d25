import Foundation
@_spi(Testing) import LayoutEngine
import Testing

/// Every view's safe area is the root's within its frame, and its margins are measured from it
/// (`docs/FIDELITY.md`, "Safe area and margins"): frames derived by hand from those rules, each
/// laid out by the direct path and the simplex alike (``BothPathsLayout``).
///
/// The screens: a portrait iPhone 375 × 812 with a safe area of 44 at the top and 34 at the
/// bottom; a landscape one 812 × 375 with 44 left and right and 21 at the bottom. Frames are
/// absolute. A probe is a 10 × 10 view pinned by its top (or bottom, leading, trailing) to a
/// guide, so that its frame reads the guide's edge.
@Suite struct SafeAreaTests {
    static func portrait(_ subviews: String, _ constraints: [String], root: String = "") -> String {
        """
        {"root": {"id": "screen", "width": 375, "height": 812, "safeAreaInsets": {"top": 44, "bottom": 34}\(root),
                  "subviews": [\(subviews)]},
         "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))],
         "options": {"frames": "absolute"}}
        """
    }

    /// The issue's table row: a view at the top of a screen with a 44-point safe area. Its
    /// safeAreaLayoutGuide.top is 44 and its topMargin 52 (absolute).
    ///
    /// `header` is pinned to the screen's top, leading and trailing edges, 100 tall: (0, 0, 375, 100).
    /// Its safe area: the screen's safe edge (y 44) lies 44 inside its top edge, at most the
    /// screen's inset (44) and its height (100): 44. Its top margin: 8 + 44 = 52. So `a`, whose top
    /// is the guide's, is at y 44; `b`, whose top is the top margin, at y 52. The first layout has
    /// no safe area on `header` (a at 0, b at 8); the inputs read from its frames differ, and one
    /// more layout settles (header does not move with its own guides).
    @Test func viewAtTheTopOfTheScreen() throws {
        let layout = try BothPathsLayout(Self.portrait(
            #"{"id": "header", "subviews": [{"id": "a"}, {"id": "b"}]}"#,
            ["header.top == screen.top", "header.leading == screen.leading", "header.trailing == screen.trailing",
             "header.height == 100",
             "a.top == header.safeAreaLayoutGuide.top", "a.leading == header.leading", "a.width == 10", "a.height == 10",
             "b.top == header.topMargin", "b.leading == header.leading", "b.width == 10", "b.height == 10"]))
        #expect(layout.has("header", [0, 0, 375, 100]))
        #expect(layout.has("a", [0, 44, 10, 10]))
        #expect(layout.has("b", [0, 52, 10, 10]))
        #expect(layout.diagnostics.isEmpty)
        // The fixed point settled in one extra pass, on either path; the simplex re-solved it from
        // its previous answer.
        #expect(layout.timings.fixedPointPasses == 1)
        #expect(layout.simplexTimings.fixedPointPasses == 1)
        #expect(layout.simplexTimings.incrementalPasses == 1)
        #expect(layout.simplexTimings.solverLayouts == 1)
    }

    /// The bottom: `footer` pinned to the screen's bottom and sides, 80 tall: (0, 732, 375, 80).
    /// Its bottom inset: its bottom edge (812) lies 34 past the screen's safe bottom (812 − 34 = 778),
    /// at most 34 and 80: 34. `c.bottom == footer.safeAreaLayoutGuide.bottom`: c's bottom at 778,
    /// y 768. Bottom margin 8 + 34 = 42: `d`'s bottom at 812 − 42 = 770, y 760.
    @Test func viewAtTheBottom() throws {
        let layout = try BothPathsLayout(Self.portrait(
            #"{"id": "footer", "subviews": [{"id": "c"}, {"id": "d"}]}"#,
            ["footer.bottom == screen.bottom", "footer.leading == screen.leading", "footer.trailing == screen.trailing",
             "footer.height == 80",
             "c.bottom == footer.safeAreaLayoutGuide.bottom", "c.leading == footer.leading", "c.width == 10",
             "c.height == 10",
             "d.bottom == footer.bottomMargin", "d.leading == footer.leading", "d.width == 10", "d.height == 10"]))
        #expect(layout.has("footer", [0, 732, 375, 80]))
        #expect(layout.has("c", [0, 768, 10, 10]))
        #expect(layout.has("d", [0, 760, 10, 10]))
        #expect(layout.timings.fixedPointPasses == 1)
    }

    /// Landscape, both sides: the screen 812 × 375 with 44 left and right, 21 at the bottom.
    /// `banner` spans the width at the top, 60 tall: (0, 0, 812, 60). Its left inset 44 (the safe
    /// edge at x 44, cap 44), right inset 44 (its right edge 812 lies 44 past 768), top and bottom 0
    /// (the screen has no top inset; the banner ends at 60, above 375 − 21). `e.leading` on the safe
    /// area's leading edge: x 44. `f.trailing` on the trailing margin, 8 + 44 = 52 in: 760, so x 750.
    /// `g.top` on the top margin: 8 + 0. Right to left, the leading edge is the right one:
    /// `e.leading` (its right edge) at 812 − 44 = 768, x 758; `f.trailing` (its left edge) at 52.
    @Test func landscapeLeftAndRight() throws {
        for rightToLeft in [false, true] {
            let layout = try BothPathsLayout(
                """
                {"root": {"id": "screen", "width": 812, "height": 375,
                          "safeAreaInsets": {"left": 44, "right": 44, "bottom": 21},
                          "subviews": [{"id": "banner", "subviews": [{"id": "e"}, {"id": "f"}, {"id": "g"}]}]},
                 "constraints": ["banner.top == screen.top", "banner.left == screen.left",
                                 "banner.right == screen.right", "banner.height == 60",
                                 "e.leading == banner.safeAreaLayoutGuide.leading", "e.top == banner.top",
                                 "e.width == 10", "e.height == 10",
                                 "f.trailing == banner.trailingMargin", "f.top == banner.top",
                                 "f.width == 10", "f.height == 10",
                                 "g.top == banner.topMargin", "g.left == banner.left", "g.width == 10", "g.height == 10"],
                 "options": {"frames": "absolute", "layoutDirection": "\(rightToLeft ? "rightToLeft" : "leftToRight")"}}
                """)
            #expect(layout.has("banner", [0, 0, 812, 60]))
            #expect(layout.has("e", [rightToLeft ? 758 : 44, 0, 10, 10]), "rightToLeft \(rightToLeft)")
            #expect(layout.has("f", [rightToLeft ? 52 : 750, 0, 10, 10]), "rightToLeft \(rightToLeft)")
            #expect(layout.has("g", [0, 8, 10, 10]))
        }
    }

    /// Views partly inside the unsafe region, each 100 tall, pinned at the top by `constant`:
    /// - `low` at y 20: the safe edge (44) lies 24 inside its top, so its guide's top is at 44.
    /// - `above` at y −30 (past the screen's edge): the safe edge lies 74 inside, but the inset is
    ///   at most the screen's own 44 (UIKit's cap), so its guide's top is at −30 + 44 = 14.
    /// - `thin`, 20 tall at y 0, lies wholly in the band: its inset is at most its height, 20, so
    ///   its guide's top is its bottom edge, 20.
    /// - `below` at y 100: entirely safe, inset 0, guide top 100.
    @Test func viewsPartlyInsideTheUnsafeRegion() throws {
        var subviews: [String] = []
        var constraints: [String] = []
        for (name, top, height) in [("low", 20.0, 100.0), ("above", -30, 100), ("thin", 0, 20), ("below", 100, 100)] {
            subviews.append(#"{"id": "\#(name)", "subviews": [{"id": "\#(name)Probe"}]}"#)
            constraints += [
                "\(name).top == screen.top \(top < 0 ? "-" : "+") \(abs(top))", "\(name).leading == screen.leading", "\(name).width == 50",
                "\(name).height == \(height)",
                "\(name)Probe.top == \(name).safeAreaLayoutGuide.top", "\(name)Probe.leading == \(name).leading",
                "\(name)Probe.width == 10", "\(name)Probe.height == 10",
            ]
        }
        let layout = try BothPathsLayout(Self.portrait(subviews.joined(separator: ", "), constraints))
        #expect(layout.has("lowProbe", [0, 44, 10, 10]))
        #expect(layout.has("aboveProbe", [0, 14, 10, 10]))
        #expect(layout.has("thinProbe", [0, 20, 10, 10]))
        #expect(layout.has("belowProbe", [0, 100, 10, 10]))
    }

    /// Nested views: `outer` fills the screen (its insets are the screen's: 44 top, 34 bottom).
    /// `inner` is pinned in `outer` 10 below its top, 200 tall: its top inset is how far outer's
    /// safe edge (0 + 44) lies inside inner's top (10): 34, so `h` (on inner's safe top) is at 44.
    /// `deepest`, in `inner` at its top, 50 tall: its inset is inner's safe edge (10 + 34 = 44)
    /// less its top (10), 34, at most inner's 34: its top margin is 8 + 34 = 42 from y 10, so
    /// `k` (on it) is at 52. The chain reads inner's guide and deepest's margins, both from frames
    /// that no guide moves: one extra layout.
    @Test func nestedViews() throws {
        let layout = try BothPathsLayout(Self.portrait(
            #"{"id": "outer", "subviews": [{"id": "inner", "subviews": [{"id": "h"}, {"id": "deepest", "subviews": [{"id": "k"}]}]}]}"#,
            ["outer.top == screen.top", "outer.bottom == screen.bottom", "outer.leading == screen.leading",
             "outer.trailing == screen.trailing",
             "inner.top == outer.top + 10", "inner.leading == outer.leading", "inner.trailing == outer.trailing",
             "inner.height == 200",
             "h.top == inner.safeAreaLayoutGuide.top", "h.leading == inner.leading", "h.width == 10", "h.height == 10",
             "deepest.top == inner.top", "deepest.leading == inner.leading", "deepest.width == 100",
             "deepest.height == 50",
             "k.top == deepest.topMargin", "k.leading == deepest.leading", "k.width == 10", "k.height == 10"]))
        #expect(layout.has("inner", [0, 10, 375, 200]))
        #expect(layout.has("h", [0, 44, 10, 10]))
        #expect(layout.has("k", [0, 52, 10, 10]))
        #expect(layout.timings.fixedPointPasses == 1)
    }

    /// Margins from the safe area, on and off. `on` and `off` both sit at the top, 100 tall, 8
    /// margins; `off` has `insetsLayoutMarginsFromSafeArea: false`, so its top margin stays 8 while
    /// `on`'s is 8 + 44 = 52. The root itself with the flag off: its top margin is its 8, not 52,
    /// so `m` (on the screen's top margin) is at 8.
    @Test func marginsFromTheSafeAreaOnAndOff() throws {
        var constraints: [String] = []
        for name in ["on", "off"] {
            constraints += [
                "\(name).top == screen.top", "\(name).width == 100", "\(name).height == 100",
                "\(name)Probe.top == \(name).topMargin", "\(name)Probe.leading == \(name).leading",
                "\(name)Probe.width == 10", "\(name)Probe.height == 10",
            ]
        }
        constraints += ["on.leading == screen.leading", "off.leading == screen.leading + 200"]
        let layout = try BothPathsLayout(Self.portrait(
            #"{"id": "on", "subviews": [{"id": "onProbe"}]}, {"id": "off", "insetsLayoutMarginsFromSafeArea": false, "subviews": [{"id": "offProbe"}]}"#,
            constraints))
        #expect(layout.has("onProbe", [0, 52, 10, 10]))
        #expect(layout.has("offProbe", [200, 8, 10, 10]))

        let root = try BothPathsLayout(Self.portrait(
            #"{"id": "m"}"#, ["m.top == screen.topMargin", "m.leading == screen.leadingMargin", "m.width == 10", "m.height == 10"],
            root: #", "insetsLayoutMarginsFromSafeArea": false"#))
        #expect(root.has("m", [8, 8, 10, 10]))
        // The root's guides are fixed: nothing to recompute, no second layout.
        #expect(root.timings.fixedPointPasses == 0)
    }

    /// `preservesSuperviewLayoutMargins`: the root (no safe area) has margins of 40; `card` lies 10
    /// from its left edge and at its top, 200 × 200, with its own margins of 8. Where card's edge
    /// lies within the root's margin, card's margin grows to reach it: leading max(8, 40 − 10) = 30,
    /// top max(8, 40 − 0) = 40; its right edge (210) lies 165 from the root's, its bottom (200) 612
    /// from the root's: 8 each. So `p` on card's leading and top margins is at (10 + 30, 40); on its
    /// trailing and bottom margins, `q`'s corner is at (210 − 8, 200 − 8). `plain`, the same without
    /// the flag, keeps 8: its probe at (10 + 8, 300 + 8).
    @Test func preservesSuperviewLayoutMargins() throws {
        let layout = try BothPathsLayout(
            """
            {"root": {"id": "screen", "width": 375, "height": 812,
                      "layoutMargins": {"top": 40, "leading": 40, "bottom": 40, "trailing": 40},
                      "subviews": [{"id": "card", "preservesSuperviewLayoutMargins": true,
                                    "subviews": [{"id": "p"}, {"id": "q"}]},
                                   {"id": "plain", "subviews": [{"id": "r"}]}]},
             "constraints": ["card.leading == screen.leading + 10", "card.top == screen.top", "card.width == 200",
                             "card.height == 200",
                             "p.leading == card.leadingMargin", "p.top == card.topMargin", "p.width == 10", "p.height == 10",
                             "q.trailing == card.trailingMargin", "q.bottom == card.bottomMargin", "q.width == 10",
                             "q.height == 10",
                             "plain.leading == screen.leading + 10", "plain.top == screen.top + 300", "plain.width == 200",
                             "plain.height == 200",
                             "r.leading == plain.leadingMargin", "r.top == plain.topMargin", "r.width == 10", "r.height == 10"],
             "options": {"frames": "absolute"}}
            """)
        #expect(layout.has("p", [40, 40, 10, 10]))
        #expect(layout.has("q", [192, 182, 10, 10]))
        #expect(layout.has("r", [18, 308, 10, 10]))
        #expect(layout.timings.fixedPointPasses == 1)
    }

    /// A view controller's root: its margins default to UIKit's system minimum, 16 leading and
    /// trailing below 414 points of width and 20 from 414, 0 top and bottom. `i` fills the margins
    /// across and sits on the top margin: at width 375, x 16, width 375 − 32 = 343, y 0; at 414,
    /// x 20, width 374.
    @Test func viewControllerRootMargins() throws {
        for (width, margin) in [(375.0, 16.0), (414, 20)] {
            let layout = try BothPathsLayout(
                """
                {"root": {"id": "screen", "width": \(width), "height": 800, "viewController": true,
                          "subviews": [{"id": "i"}]},
                 "constraints": ["i.leading == screen.leadingMargin", "i.trailing == screen.trailingMargin",
                                 "i.top == screen.topMargin", "i.height == 10"],
                 "options": {"frames": "absolute"}}
                """)
            #expect(layout.has("i", [margin, 0, width - 2 * margin, 10]), "width \(width)")
        }
    }

    /// A side margin set below the minimum is raised to it; one above it stays; top and bottom are
    /// as written, and inset from the safe area. Width 375: leading 10 → 16, trailing 30 stays,
    /// top 5 + the safe area's 44 = 49. So `i` is at x 16, 375 − 16 − 30 = 329 wide, y 49.
    @Test func viewControllerSideMarginBelowTheMinimum() throws {
        let layout = try BothPathsLayout(Self.portrait(
            #"{"id": "i"}"#,
            ["i.leading == screen.leadingMargin", "i.trailing == screen.trailingMargin", "i.top == screen.topMargin",
             "i.height == 10"],
            root: #", "viewController": true, "layoutMargins": {"leading": 10, "trailing": 30, "top": 5}"#))
        #expect(layout.has("i", [16, 49, 329, 10]))
    }

    /// A view controller's root of open width takes its width from its content, and its system
    /// minimum from that width. `wide`, 500 wide, fills the root's margins across: the root is
    /// 500 + 2m, pulled toward 0 (fitting size). First layout, before any width is known: m = 16,
    /// the root 532; that is at least 414, so m = 20 and the root 540, still at least 414: settled
    /// after one extra layout.
    @Test func viewControllerOfOpenWidth() throws {
        let layout = try BothPathsLayout(
            """
            {"root": {"id": "screen", "height": 100, "viewController": true, "subviews": [{"id": "wide"}]},
             "constraints": ["wide.leading == screen.leadingMargin", "wide.trailing == screen.trailingMargin",
                             "wide.width == 500", "wide.top == screen.top", "wide.height == 10"],
             "options": {"frames": "absolute"}}
            """)
        #expect(layout.has("screen", [0, 0, 540, 100]))
        #expect(layout.has("wide", [20, 0, 500, 10]))
        #expect(layout.timings.fixedPointPasses == 1)
    }

    /// No view reaches into the unsafe region in a way a constraint reads: the root's own guides
    /// only (fixed), and a view below the band measured from its own safe area (its inset is 0,
    /// as first assumed). The first case has no inputs at all and takes the direct path straight
    /// to the bytes; the second reads its frames once and lays out once.
    @Test func theFixedPointCostsNothingWhenNothingReachesIn() throws {
        let rootOnly = try BothPathsLayout(Self.portrait(
            #"{"id": "n"}"#,
            ["n.top == screen.safeAreaLayoutGuide.top", "n.leading == screen.leadingMargin", "n.width == 10",
             "n.height == 10"]))
        #expect(rootOnly.has("n", [8, 44, 10, 10]))
        #expect(rootOnly.timings.fixedPointPasses == 0)
        #expect(rootOnly.timings.directLayouts == 1)

        let below = try BothPathsLayout(Self.portrait(
            #"{"id": "body", "subviews": [{"id": "o"}]}"#,
            ["body.top == screen.top + 100", "body.leading == screen.leading", "body.width == 100", "body.height == 100",
             "o.top == body.safeAreaLayoutGuide.top", "o.leading == body.leading", "o.width == 10", "o.height == 10"]))
        #expect(below.has("o", [0, 100, 10, 10]))
        #expect(below.timings.fixedPointPasses == 0)

        // On the safe edge is inside: body at y 44 has no inset, so o is at 44 after one layout.
        // Half a point above it, body's inset is 44 − 43.5 = 0.5 and o moves to 43.5 + 0.5 = 44 in
        // one more layout.
        for (top, passes) in [(44.0, 0), (43.5, 1)] {
            let edge = try BothPathsLayout(Self.portrait(
                #"{"id": "body", "subviews": [{"id": "o"}]}"#,
                ["body.top == screen.top + \(top)", "body.leading == screen.leading", "body.width == 100",
                 "body.height == 100", "o.top == body.safeAreaLayoutGuide.top", "o.leading == body.leading",
                 "o.width == 10", "o.height == 10"]))
            #expect(edge.has("o", [0, 44, 10, 10]), "body at \(top)")
            #expect(edge.timings.fixedPointPasses == passes, "body at \(top)")
        }
    }

    /// A view whose size depends on its own inset: `grow`, at the screen's top, holds its safe area
    /// 10 tall (`grow.safeAreaLayoutGuide.height == 10`). Its height h has inset min(44, h), so the
    /// fixed point is h = 54. Each layout uses the inset the previous one read: h = 10 + inset.
    /// Layout 1 (inset 0): h = 10, inset read 10; layout 2: h = 20, inset 20; layout 3: h = 30,
    /// inset 30; layout 4: h = 40, inset 40, still changing after the 4 layouts the fixed point
    /// allows: the last layout (h 40) is answered with an `unsettled` warning naming `grow`.
    @Test func unsettledAfterTheLastPass() throws {
        let layout = try BothPathsLayout(Self.portrait(
            #"{"id": "grow"}"#,
            ["grow.top == screen.top", "grow.leading == screen.leading", "grow.width == 100",
             "grow.safeAreaLayoutGuide.height == 10"]))
        #expect(layout.has("grow", [0, 0, 100, 40]))
        #expect(layout.diagnostics.count == 1)
        #expect(layout.diagnostics.first?["code"] as? String == "unsettled")
        #expect(layout.diagnostics.first?["severity"] as? String == "warning")
        #expect(layout.diagnostics.first?["views"] as? [String] == ["grow"])
        #expect(layout.timings.fixedPointPasses == 3)
    }
    /// An oscillation: `v` (100 × 100) is placed at half the height of `u`, whose top is v's safe
    /// area's top: v.y = 0.5 × u.y and u.y = v.y + inset, so v.y equals the inset it was laid out
    /// with. The inset of a view at y in [0, 44] is 44 − y. Layout 1 (inset 0): v.y 0, which reads
    /// inset 44; layout 2: v.y 44, inset 0; layout 3: v.y 0, inset 44; layout 4: v.y 44, inset 0,
    /// still changing. The fixed point (v.y 22, inset 22) exists, but laying out again from the
    /// inputs of the last layout (as UIKit's layout passes do) bounces between the two ends. The
    /// answer is layout 4: v at 44, u at 44 + 44 = 88, with `unsettled` naming v. (The multiplier
    /// sends it to the simplex, re-solved from its previous answer each time; the direct path
    /// declines it, so both runs of ``BothPathsLayout`` take the simplex.)
    @Test func oscillationIsUnsettled() throws {
        let layout = try BothPathsLayout(Self.portrait(
            #"{"id": "v"}, {"id": "u"}"#,
            ["v.leading == screen.leading", "v.width == 100", "v.height == 100",
             "u.top == v.safeAreaLayoutGuide.top", "u.leading == screen.leading", "u.width == 10", "u.height == 10",
             "v.top == 0.5 * u.top"]))
        #expect(layout.has("v", [0, 44, 100, 100]))
        #expect(layout.has("u", [0, 88, 10, 10]))
        #expect(layout.diagnostics.map { $0["code"] as? String } == ["unsettled"])
        #expect(layout.diagnostics.first?["views"] as? [String] == ["v"])
        #expect(layout.timings.fixedPointPasses == 3)
        #expect(layout.simplexTimings.incrementalPasses == 3)
    }
    /// Re-solved from the simplex's previous answer, a layout whose optimum is not unique is laid
    /// out anew, so that its free values are those a layout from nothing gives. The table row's
    /// document plus `z`, 10 × 10 and placed by nothing (x and y ambiguous), on the simplex alone:
    /// layout 1, then the re-solve for header's new guides (incremental), then, z being ambiguous,
    /// a layout from nothing of the settled document: 2 passes beyond the first, 1 incremental,
    /// 2 simplex layouts. a and b are where the table row puts them, and z's frame is the one a
    /// layout of the settled document from nothing gives.
    @Test func aTieAfterAReSolveIsLaidOutAnew() throws {
        let json = Self.portrait(
            #"{"id": "header", "subviews": [{"id": "a"}, {"id": "b"}]}, {"id": "z"}"#,
            ["header.top == screen.top", "header.leading == screen.leading", "header.trailing == screen.trailing",
             "header.height == 100",
             "a.top == header.safeAreaLayoutGuide.top", "a.leading == header.leading", "a.width == 10", "a.height == 10",
             "b.top == header.topMargin", "b.leading == header.leading", "b.width == 10", "b.height == 10",
             "z.width == 10", "z.height == 10"])
        var solver = LayoutEngine()
        solver._directPath = false
        var timings = LayoutTimings()
        let document = try DocumentDecoder.decode(Array(json.utf8), limits: LayoutLimits()).get()
        let response = solver.layout(document: document, start: .now, timings: &timings)
        #expect(timings.fixedPointPasses == 2)
        #expect(timings.incrementalPasses == 1)
        #expect(timings.solverLayouts == 2)
        #expect(close(response.frame("a"), [0, 44, 10, 10]))
        #expect(close(response.frame("b"), [0, 52, 10, 10]))
        #expect(response.diagnostics.contains { if case .ambiguous(view: "z", _, _) = $0 { true } else { false } })
        let settled = try #require(solver._settledDocument(for: document))
        let fresh = solver.layout(document: settled)
        #expect(response.frame("z") == fresh.frame("z"))
    }
}
