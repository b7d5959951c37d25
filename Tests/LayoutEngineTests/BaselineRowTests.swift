@_spi(Testing) import LayoutEngine
import Testing

/// Hand-derived rows aligned by their first baselines, which the direct path lays out across y
/// (design note, section 2, "Baselines"). Each is compared with the whole-document simplex
/// (`_directPath = false`): the same diagnostics word for word, frames optimal, and the direct
/// path taken (``directTieLayout(_:expected:)``); the frames are derived below from the
/// contract's rules (a view's `firstBaseline` is `firstFromTop` below its top, else its bottom;
/// the stack's `UISV-*` families as seed 004 prints them).
///
/// The row's rule: with the canvas's top at 0 and height `C`, the visible views' tops `t ≥ 0`
/// and bottoms `t + h ≤ C` (the spanner is the canvas), all baselines at one `B`. Measured from
/// their tops (`t = B − b`), each view has `C − (b* − b)` of room, `b*` the greatest `b`: it sits
/// `b* − b` below the canvas's top and takes its clip (its own size, pulled to 0 at 25) within
/// that room; the canvas is pulled to fit at 51 (and the stack at 49). Measured from their bottoms
/// (no `baselines`), the bottoms are aligned at `B ≤ C`. Where every view has room to spare, `B`
/// moves freely: every arranged view's `y` is ambiguous.
@Suite struct BaselineRowTests {
    /// a (40 × 20, baseline 15 below its top), b (40 × 30, 12) and c (40 × 10, 8) in a
    /// `fillEqually` row 180 wide, its height fitted (the root's pull at 50). b* = 15: a has the
    /// canvas's whole height C as room, b C − 3, c C − 7. Resisting at 750 (above the pulls at 51,
    /// 50, 49 and the suppressions at 25), each keeps its intrinsic height when its room allows:
    /// C ≥ 20, 33, 17, so C = 33, where b's room is exactly its height (the row's baseline cannot
    /// move: unique). Tops B − b with B = 15: a 0, b 3, c 7 (baselines 15, 15, 15; bottoms 20, 33,
    /// 17 within 33). Widths 60 each at x 0, 60, 120.
    @Test func baselinesFromTheTopsSetTheRowsHeight() throws {
        let response = try directTieLayout(Self.row(["40, \"height\": 20", "40, \"height\": 30", "40, \"height\": 10"],
            baselines: [15, 12, 8], height: nil), expected: [])
        #expect(close(response.frame("row"), [0, 0, 180, 33]))
        #expect(close(response.frame("a"), [0, 0, 60, 20]))
        #expect(close(response.frame("b"), [60, 3, 60, 30]))
        #expect(close(response.frame("c"), [120, 7, 60, 10]))
    }

    /// a (40 × 20) and b (40 × 30) without baselines (each at its bottom edge) in a row 100 high:
    /// the bottoms are aligned at B ≤ 100, each view at most B high (its top at or below the
    /// canvas's), so both keep their intrinsic heights for any B in [30, 100]: the row floats,
    /// and a's and b's y are ambiguous (sizes unique). The direct path puts B at the canvas's
    /// bottom: a at y 80, b at 70.
    @Test func bottomBaselinesFloatInATallerCanvas() throws {
        let response = try directTieLayout(Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [nil, nil], height: 100),
            expected: ["a: y", "b: y"])
        #expect(close(response.frame("a"), [0, 80, 90, 20]))
        #expect(close(response.frame("b"), [90, 70, 90, 30]))
    }

    /// The same with a's baseline 15 below its top, b's 12: b* = 15, a's room 100, b's 97; both
    /// keep their heights with room to spare (80 and 67): B ranges over [15, 82], the direct path
    /// takes 15 (a at 0, b at 3), and both y are ambiguous. Absolute frames: the same values vary.
    @Test(arguments: ["superview", "absolute"])
    func topBaselinesFloatInATallerCanvas(frames: String) throws {
        let json = Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [15, 12], height: 100)
            .replacingOccurrences(of: "\"superview\"", with: "\"\(frames)\"")
        let response = try directTieLayout(json, expected: ["a: y", "b: y"])
        #expect(close(response.frame("a"), [0, 0, 90, 20]))
        #expect(close(response.frame("b"), [90, 3, 90, 30]))
    }

    /// A mixed row (design note, "Baselines"): a, an image 40 × 40 without baselines (its
    /// baseline its bottom: t = B − 40, so B ≥ 40 for a to keep its height, its top ≥ 0 being
    /// 40 ≤ B), beside b, a label 40 × 20 whose baseline is 16 below its top (t = B − 16 ≥ 0, so
    /// B ≥ 16; its bottom B + 4 ≤ C). With u = C − B the room below the baseline, a costs nothing
    /// at 750 from B ≥ 40 on, b from u ≥ 4 on; the fits at 51, 50, 49 pull C = B + u down to
    /// 40 + 4 = 44, where B = 40 and u = 4 are forced (less of either squeezes a view at 750):
    /// unique. a at y 0 (B − 40), b at y 24 (B − 16), its bottom the canvas's 44. Widths 90 each.
    /// With b's baseline 25 below its top and a 40 × 10, b's top forces B ≥ 25 and its height
    /// u ≥ 5: C = 30, B = 25, u = 5; a keeps 10 (room 25), its top B − 10 = 15, b at y 0.
    @Test(arguments: [(40.0, 16.0), (10.0, 25.0)])
    func anIconBesideALabelSharesTheRowsHeight(icon: Double, baseline: Double) throws {
        let json = Self.row(["40, \"height\": \(icon)", "40, \"height\": 20"], baselines: [nil, baseline], height: nil)
            .replacingOccurrences(of: "\"height\": 20}", with: baseline == 25 ? "\"height\": 30}" : "\"height\": 20}")
        let response = try directTieLayout(json, expected: [])
        try Self.expectSolverCounts(json)
        if baseline == 16 {
            #expect(close(response.frame("row"), [0, 0, 180, 44]))
            #expect(close(response.frame("a"), [0, 0, 90, 40]))
            #expect(close(response.frame("b"), [90, 24, 90, 20]))
        } else {
            #expect(json.contains("\"height\": 30}"))
            #expect(close(response.frame("row"), [0, 0, 180, 30]))
            #expect(close(response.frame("a"), [0, 15, 90, 10]))
            #expect(close(response.frame("b"), [90, 0, 90, 30]))
        }
    }

    /// A mixed row with room to spare floats: a (40 × 20, baseline 15 below its top) and b
    /// (40 × 30, at its bottom) in a row 100 high. a keeps 20 where B ≥ 15 and u = 100 − B ≥ 5,
    /// b keeps 30 where B ≥ 30: every B in [30, 95] costs nothing, the sizes unique, so a's and
    /// b's y are ambiguous. The direct path takes the greatest B, 95: a at y 80 (B − 15), b at 65.
    @Test func aMixedRowFloatsInATallerCanvas() throws {
        let response = try directTieLayout(Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [15, nil], height: 100),
            expected: ["a: y", "b: y"])
        #expect(close(response.frame("a"), [0, 80, 90, 20]))
        #expect(close(response.frame("b"), [90, 65, 90, 30]))
    }

    /// A sweep of mixed rows against the simplex: an icon (10 or 40 high, no baselines) beside a
    /// label (20 or 30 high, its baseline -4, 16 or 25 below its top, resisting at 750 or 250),
    /// with no third view or a hidden one measured either way, the row's height fitted, 30 or 100.
    /// Wherever the direct path takes one, its diagnostics are the simplex's word for word, its
    /// frames optimal and its counts the builders'; a fitted row always is taken (its canvas is the
    /// plan's base, where the split is unique). 195 of the 216 are taken (the rest, squeezed at a
    /// tie, are declined); the floor sits just under that.
    @Test func mixedRowsAgreeWithTheSimplex() throws {
        var taken = 0
        var total = 0
        for icon in [10, 40] {
            for label in [20, 30] {
                for baseline in [-4, 16, 25] {
                    for resistance in [750, 250] {
                        for height in [nil, 30, 100] as [Int?] {
                            for third in ["", "{\"id\": \"c\", \"hidden\": true, \"intrinsicContentSize\": {\"width\": 40, \"height\": 12}}",
                                "{\"id\": \"c\", \"hidden\": true, \"intrinsicContentSize\": {\"width\": 40, \"height\": 12}, \"baselines\": {\"firstFromTop\": 7}}"] {
                                let json = """
                                    {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillEqually",
                                              "alignment": "firstBaseline", "width": 180\(height.map { ", \"height\": \($0)" } ?? ""),
                                              "arrangedSubviews": [
                                      {"id": "a", "intrinsicContentSize": {"width": 40, "height": \(icon)}},
                                      {"id": "b", "intrinsicContentSize": {"width": 40, "height": \(label)},
                                       "compressionResistance": {"vertical": \(resistance)}, "baselines": {"firstFromTop": \(baseline)}}\(third.isEmpty ? "" : ", " + third)]},
                                     "options": {"frames": "superview"}}
                                    """
                                let pair = try StrategyPair(json)
                                total += 1
                                #expect(height != nil || pair.timings.directLayouts == 1, "\(json)")
                                guard pair.timings.directLayouts == 1 else { continue }
                                taken += 1
                                #expect(pair.response.diagnostics == pair.solver.diagnostics, "\(json)")
                                #expect(OptimalityCheck.differences(pair.document, actual: pair.response, expected: pair.solver).isEmpty, "\(json)")
                                #expect(pair.response.stats.constraints == pair.solver.stats.constraints)
                            }
                        }
                    }
                }
            }
        }
        print("BaselineRowTests: \(taken) of \(total) mixed rows on the direct path")
        #expect(total == 216 && taken >= 190)
    }

    /// One arranged view: no alignment, only the canvas's bounds on its top and bottom (seed 004's
    /// single view) and the stack's fit at 49: in a row 50 high a (40 × 20) keeps 20 and may sit
    /// anywhere from y 0 to 30: its y is ambiguous; placed at 0. Along x the `fill` row's one
    /// visible view is the canvas (100): its `UISV-text-width-disambiguation` (a.width == row.width
    /// @760) holds.
    @Test func aSingleViewFloatsInItsCanvas() throws {
        let json = """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "alignment": "lastBaseline",
                      "width": 100, "height": 50, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}, "baselines": {"lastFromBottom": 4}}]},
             "options": {"frames": "superview"}}
            """
        let response = try directTieLayout(json, expected: ["a: y"])
        #expect(close(response.frame("a"), [0, 0, 100, 20]))
    }

    /// A `fill` row also holds each visible view at half the row's width at 760
    /// (`UISV-text-width-disambiguation`, above the views' resistance at 750 and hugging at 250):
    /// the row's 180 are held by its `width`, so each view's term is about the constant 90. With a
    /// spacing of 10 the views share 170: the terms' least error is 10 (each view at most 90), and
    /// below 760 b's hugging at 251 outweighs a's at 250, so b gives up the 10: a 90 wide at x 0,
    /// b 80 wide at x 100. Across y as in the first row above (a at 0, b at 3, the row 33 high).
    @Test func aFillRowHoldsItsSharesOfAHeldWidth() throws {
        let json = Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [15, 12], height: nil)
            .replacingOccurrences(of: "\"fillEqually\"", with: "\"fill\", \"spacing\": 10")
            .replacingOccurrences(of: "\"height\": 30}", with: "\"height\": 30}, \"contentHugging\": {\"horizontal\": 251}")
        #expect(json.contains("\"spacing\": 10") && json.contains("251"))
        let response = try directTieLayout(json, expected: [])
        #expect(close(response.frame("row"), [0, 0, 180, 33]))
        #expect(close(response.frame("a"), [0, 0, 90, 20]))
        #expect(close(response.frame("b"), [100, 3, 80, 30]))
        // The counts, the two `UISV-text-width-disambiguation`s among them, are the builders'.
        try Self.expectSolverCounts(json)
    }

    /// The row above `fill` with no spacing and its width not given (the root fitted, pulled to
    /// 0 at 50 and 49): nothing holds `W`, but with no spacing or insets the views share all of
    /// it, so a and b at `W/2` each leave both 760 terms at 0 for every `W`, and any other split
    /// costs at 760, more than a's and b's costs (750 and below) can repay: each is `W/2` wide.
    /// Then `W/2` resists below 40 at 750 (each view's intrinsic width) and hugs above it at 250,
    /// above the pulls at 50 and 49: `W = 80`, a at x 0 and b at x 40, 40 wide each. Across y as
    /// in the first row above (b* = 15: a at 0, b at 3, the row 33 high). Unique: no diagnostics.
    @Test func aFillRowWithoutSpacingSharesAnUnheldWidth() throws {
        let json = Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [15, 12], height: nil)
            .replacingOccurrences(of: "\"fillEqually\"", with: "\"fill\"")
            .replacingOccurrences(of: "\"width\": 180", with: "\"layoutMargins\": {}")
        #expect(json.contains("\"fill\"") && !json.contains("180"))
        let response = try directTieLayout(json, expected: [])
        #expect(close(response.frame("row"), [0, 0, 80, 33]))
        #expect(close(response.frame("a"), [0, 0, 40, 20]))
        #expect(close(response.frame("b"), [40, 3, 40, 30]))
        try Self.expectSolverCounts(json)
    }

    /// Declined, the simplex laying the document out: a `fill` row of two visible views whose
    /// width nothing holds, 10 apart (the views share `W − 10`, so the terms' errors sum to −10
    /// and each view only stays at or below the moving `W/2`: not a series of fixed costs), a
    /// `fill` row without spacing whose view resists at 800 (a weight above the terms at 760,
    /// which might trade against them), a mixed row squeezed (a
    /// 40 × 20 with its baseline 15 below its top beside b 40 × 30 at its bottom, in 30 where
    /// they need B ≥ 30 and u ≥ 5: both give way at 750 and 25 at one slope, a tie that moves
    /// their heights), a nested stack whose baseline view moves in it (of a horizontal stack's
    /// two visible views, the taller by its natural size, `AnchorLowering.baselineViews`, centred
    /// in it, or aligned `trailing` with its baseline below its top: its top is not held), or is
    /// not at its top (a vertical stack's first visible view after a hidden one and the 8 points
    /// of spacing after it: not read), and a `lastBaseline` row of several views.
    @Test(arguments: ["fill", "fillResisting", "mixed", "nested", "nestedTrailing", "hiddenFirst", "lastBaseline"])
    func rowsOutsideTheClassAreDeclined(shape: String) throws {
        var json = Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [15, shape == "mixed" ? nil : 12],
            height: shape == "mixed" ? 30 : nil)
        switch shape {
        case "fill":
            json = json.replacingOccurrences(of: "\"fillEqually\"", with: "\"fill\", \"spacing\": 10")
                .replacingOccurrences(of: "\"width\": 180", with: "\"layoutMargins\": {}")
        case "fillResisting":
            json = json.replacingOccurrences(of: "\"fillEqually\"", with: "\"fill\"")
                .replacingOccurrences(of: "\"width\": 180", with: "\"layoutMargins\": {}")
                .replacingOccurrences(of: "\"height\": 30}", with: "\"height\": 30}, \"compressionResistance\": {\"horizontal\": 800}")
        case "nested", "nestedTrailing":
            json = json.replacingOccurrences(of: Self.b, with: Self.nested("horizontal", Self.d + ", " + Self.e)
                .replacingOccurrences(of: "\"horizontal\"", with: "\"horizontal\", \"alignment\": \"\(shape == "nested" ? "center" : "trailing")\""))
        case "hiddenFirst":
            json = json.replacingOccurrences(of: Self.b, with: Self.nested("vertical", Self.hidden + ", " + Self.d)
                .replacingOccurrences(of: "\"axis\": \"vertical\"", with: "\"axis\": \"vertical\", \"spacing\": 8"))
        case "lastBaseline": json = json.replacingOccurrences(of: "\"firstBaseline\"", with: "\"lastBaseline\"")
        default: break
        }
        #expect(json.contains(shape == "mixed" ? "\"height\": 30.0" : shape.hasPrefix("nested") || shape == "hiddenFirst" ? "\"d\""
            : shape.hasPrefix("fill") ? "\"fill\"" : "\"\(shape)\""))
        #expect(!shape.hasPrefix("nested") || json.contains(shape == "nested" ? "\"center\"" : "\"trailing\""))
        #expect(!shape.hasPrefix("fill") || !json.contains("180"))
        #expect(shape != "fill" || json.contains("\"spacing\": 10"))
        #expect(shape != "fillResisting" || json.contains("800"))
        let pair = try StrategyPair(json)
        #expect(pair.timings.solverLayouts == 1 && pair.timings.directLayouts == 0, "\(pair.timings)")
        #expect(pair.response.diagnostics == pair.solver.diagnostics)
    }

    /// A vertical `baselineRelativeArrangement` column, spacing 20, 100 wide, its height fitted:
    /// each `UISV-spacing` runs from a view's last baseline to the next one's first, so between a
    /// (40 × 20, last baseline 5 above its bottom) and b (40 × 30, first 12 below its top, last 6
    /// above its bottom) the edges are 20 − 5 − 12 = 3 apart, between b and c (40 × 10, first 8)
    /// 20 − 6 − 8 = 6. The views keep their heights (the column's pull at 50 is below their
    /// resistance): a at y 0, b at 23, c at 59, the column 69 high; `fill` across: 100 wide each.
    /// With c's first baseline at its bottom (no `firstFromTop`), the spacing would move with c's
    /// height: declined.
    @Test(arguments: [true, false])
    func baselineRelativeSpacings(cHasFirstBaseline: Bool) throws {
        let c = cHasFirstBaseline ? "\"firstFromTop\": 8" : "\"lastFromBottom\": 2"
        let json = """
            {"root": {"id": "column", "type": "stack", "axis": "vertical", "spacing": 20, "width": 100,
                      "baselineRelativeArrangement": true, "arrangedSubviews": [
              {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}, "baselines": {"lastFromBottom": 5}},
              {"id": "b", "intrinsicContentSize": {"width": 40, "height": 30}, "baselines": {"firstFromTop": 12, "lastFromBottom": 6}},
              {"id": "c", "intrinsicContentSize": {"width": 40, "height": 10}, "baselines": {\(c)}}]},
             "options": {"frames": "superview"}}
            """
        guard cHasFirstBaseline else {
            let pair = try StrategyPair(json)
            #expect(pair.timings.solverLayouts == 1 && pair.timings.directLayouts == 0, "\(pair.timings)")
            #expect(pair.response.diagnostics == pair.solver.diagnostics)
            return
        }
        let response = try directTieLayout(json, expected: [])
        try Self.expectSolverCounts(json)
        #expect(close(response.frame("column"), [0, 0, 100, 69]))
        #expect(close(response.frame("a"), [0, 0, 100, 20]))
        #expect(close(response.frame("b"), [0, 23, 100, 30]))
        #expect(close(response.frame("c"), [0, 59, 100, 10]))
    }

    /// b of ``row(_:baselines:height:)`` (40 × 30, first baseline 12 below its top), and the views
    /// that replace it in a nested stack: d (40 × 30, 12), e (40 × 10, 8), d without a baseline.
    static let b = #"{"id": "b", "intrinsicContentSize": {"width": 40, "height": 30}, "baselines": {"firstFromTop": 12.0}}"#
    static let d = #"{"id": "d", "intrinsicContentSize": {"width": 40, "height": 30}, "baselines": {"firstFromTop": 12}}"#
    static let e = #"{"id": "e", "intrinsicContentSize": {"width": 40, "height": 10}, "baselines": {"firstFromTop": 8}}"#
    static let hidden = #"{"id": "h", "hidden": true, "intrinsicContentSize": {"width": 40, "height": 10}}"#
    static let bottomD = #"{"id": "d", "intrinsicContentSize": {"width": 40, "height": 30}}"#

    /// A stack b along `axis` arranging `views` (JSON), in b's place in a row.
    static func nested(_ axis: String, _ views: String) -> String {
        #"{"id": "b", "type": "stack", "axis": "\#(axis)", "arrangedSubviews": [\#(views)]}"#
    }

    /// A nested vertical stack takes its first visible view's first baseline, whose top its canvas
    /// connection holds at the stack's: b = [d (40 × 30, baseline 12), e (40 × 10)] is 40 high with
    /// its baseline 12 below its top. Beside a (40 × 20, 15) in the fitted `fillEqually` row of
    /// ``baselinesFromTheTopsSetTheRowsHeight()``: b* = 15, a at the top, b 3 below it; the canvas
    /// C ≥ 20 and 3 + 40, so 43, where b's room is exactly its height (unique). Widths 90 each; d
    /// and e fill b's 90 across, d at b's top, e below it at 30.
    @Test func aNestedStackTakesItsFirstViewsBaseline() throws {
        let json = Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [15, 12], height: nil)
            .replacingOccurrences(of: Self.b, with: Self.nested("vertical", Self.d + ", " + Self.e))
        #expect(json.contains("\"e\""))
        let response = try directTieLayout(json, expected: [])
        try Self.expectSolverCounts(json)
        let expected: [(String, [Double])] = [
            ("row", [0, 0, 180, 43]), ("a", [0, 0, 90, 20]), ("b", [90, 3, 90, 40]), ("d", [0, 0, 90, 30]), ("e", [0, 30, 90, 10]),
        ]
        for (id, frame) in expected { #expect(close(response.frame(id), frame), "\(id)") }
    }

    /// A nested stack of one visible view without a baseline (at its bottom), vertical or
    /// horizontal (aligned `fill`: the view's top and bottom held at the stack's), has its baseline
    /// at its own bottom: beside a (40 × 20, at its bottom) in a row 100 high, the case of
    /// ``bottomBaselinesFloatInATallerCanvas()``: a at y 80, b (30 high) at 70, both y ambiguous;
    /// d fills b.
    @Test(arguments: ["vertical", "horizontal"])
    func aNestedStackOfOneViewHasItsBaselineAtItsBottom(axis: String) throws {
        let json = Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [nil, 12], height: 100)
            .replacingOccurrences(of: Self.b, with: Self.nested(axis, Self.bottomD))
        #expect(json.contains("\"d\""))
        let response = try directTieLayout(json, expected: ["a: y", "b: y"])
        try Self.expectSolverCounts(json)
        #expect(close(response.frame("a"), [0, 80, 90, 20]))
        #expect(close(response.frame("b"), [90, 70, 90, 30]))
        #expect(close(response.frame("d"), [0, 0, 90, 30]))
    }

    /// A nested horizontal stack of several visible views takes the first baseline of its tallest
    /// by natural size (`AnchorLowering.baselineViews`), here its second: b = [e (40 × 10, baseline
    /// 8), d (40 × 30, baseline 12)], `fillEqually`. Aligned `fill` or `leading`, b holds every
    /// visible view's top at its own, so b's baseline is d's, 12 below b's top, whatever b's
    /// height. b is 30 high: d resists below 30 at 750, while e's hugging (250, `fill`: e is b's
    /// height) and b's spanner fit (51, `leading`: e keeps its 10) pull it down. Beside a (40 × 20,
    /// 15) in the fitted row: b* = 15, a at the row's top, b 3 below it; the canvas C ≥ 20 and
    /// 3 + 30, so 33, where b's room is exactly its height (unique). Widths 90 each; in b, e and d
    /// 45 each, e 30 high aligned `fill`, 10 `leading`, both at b's top.
    @Test(arguments: ["fill", "leading"])
    func aNestedRowTakesItsTallestViewsBaseline(alignment: String) throws {
        let json = Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [15, 12], height: nil)
            .replacingOccurrences(of: Self.b, with: Self.nested("horizontal", Self.e + ", " + Self.d)
                .replacingOccurrences(of: "\"horizontal\"", with: "\"horizontal\", \"distribution\": \"fillEqually\", \"alignment\": \"\(alignment)\""))
        #expect(json.contains("\"e\"") && json.contains("\"\(alignment)\""))
        let response = try directTieLayout(json, expected: [])
        try Self.expectSolverCounts(json)
        let expected: [(String, [Double])] = [
            ("row", [0, 0, 180, 33]), ("a", [0, 0, 90, 20]), ("b", [90, 3, 90, 30]),
            ("e", [0, 0, 45, alignment == "fill" ? 30 : 10]), ("d", [45, 0, 45, 30]),
        ]
        for (id, frame) in expected { #expect(close(response.frame(id), frame), "\(id)") }
    }

    /// Which view the pick takes, beside a (40 × 20, baseline 15) in the fitted row, b `fill`
    /// aligned `fillEqually` (each 45 wide, every top at b's). Of equals the first: b = [d (40 × 30,
    /// 12), f (40 × 30, 20)] takes d's 12, so b sits 3 below a and the row is 3 + 30 = 33 high
    /// (f's 20 would give b* = 20, a 5 below b, a row 30 high). A nested stack by what its views
    /// add up to: b = [d, g], g a vertical stack of f (40 × 20, 5) and h (40 × 15), 35 by natural
    /// height, taller than d: b takes g's baseline, f's 5 below g's top, which b holds at its own.
    /// b is 35 high (f and h resist at 750 below 20 and 15, d stretched to b's height by its `fill`
    /// alignment against its hugging at 250): b* = 15, b 10 below a's top, the row 45 high.
    @Test(arguments: ["equals", "nestedStack"])
    func theTallestPickIsTheLowerings(shape: String) throws {
        let f = #"{"id": "f", "intrinsicContentSize": {"width": 40, "height": \#(shape == "equals" ? 30 : 20)}, "baselines": {"firstFromTop": \#(shape == "equals" ? 20 : 5)}}"#
        let g = #"{"id": "g", "type": "stack", "axis": "vertical", "arrangedSubviews": [\#(f), {"id": "h", "intrinsicContentSize": {"width": 40, "height": 15}}]}"#
        let json = Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [15, 12], height: nil)
            .replacingOccurrences(of: Self.b, with: Self.nested("horizontal", Self.d + ", " + (shape == "equals" ? f : g))
                .replacingOccurrences(of: "\"horizontal\"", with: "\"horizontal\", \"distribution\": \"fillEqually\""))
        #expect(json.contains(shape == "equals" ? "\"f\"" : "\"h\""))
        let response = try directTieLayout(json, expected: [])
        try Self.expectSolverCounts(json)
        let expected: [(String, [Double])] = shape == "equals"
            ? [("row", [0, 0, 180, 33]), ("a", [0, 0, 90, 20]), ("b", [90, 3, 90, 30]), ("d", [0, 0, 45, 30]), ("f", [45, 0, 45, 30])]
            : [("row", [0, 0, 180, 45]), ("a", [0, 0, 90, 20]), ("b", [90, 10, 90, 35]), ("d", [0, 0, 45, 35]), ("g", [45, 0, 45, 35]),
                ("f", [0, 0, 45, 20]), ("h", [0, 20, 45, 15])]
        for (id, frame) in expected { #expect(close(response.frame(id), frame), "\(id)") }
    }

    /// The same pick measured at the bottom: b = [e (40 × 10), d (40 × 30)], no baselines,
    /// `fillEqually`, aligned `trailing` (every visible view's bottom held at b's): b's baseline
    /// is its bottom. Beside a (40 × 20, at its bottom) in a row 100 high, as in
    /// ``aNestedStackOfOneViewHasItsBaselineAtItsBottom(axis:)``: a at y 80, b (30 high: d's
    /// resistance against the spanner's fit) at 70, both y ambiguous; in b, e at y 20 and d at 0.
    @Test func aNestedTrailingRowTakesItsTallestViewsBottom() throws {
        let json = Self.row(["40, \"height\": 20", "40, \"height\": 30"], baselines: [nil, 12], height: 100)
            .replacingOccurrences(of: Self.b, with: Self.nested("horizontal",
                #"{"id": "e", "intrinsicContentSize": {"width": 40, "height": 10}}, "# + Self.bottomD)
                .replacingOccurrences(of: "\"horizontal\"", with: "\"horizontal\", \"distribution\": \"fillEqually\", \"alignment\": \"trailing\""))
        #expect(json.contains("\"trailing\"") && !json.contains("12"))
        let response = try directTieLayout(json, expected: ["a: y", "b: y"])
        try Self.expectSolverCounts(json)
        let expected: [(String, [Double])] = [("a", [0, 80, 90, 20]), ("b", [90, 70, 90, 30]), ("e", [0, 20, 45, 10]), ("d", [45, 0, 45, 30])]
        for (id, frame) in expected { #expect(close(response.frame(id), frame), "\(id)") }
    }

    /// The direct path's `stats` counts for `json` are the whole-document simplex's.
    static func expectSolverCounts(_ json: String) throws {
        let pair = try StrategyPair(json)
        #expect(pair.response.stats.variables == pair.solver.stats.variables)
        #expect(pair.response.stats.constraints == pair.solver.stats.constraints)
    }

    /// A `fillEqually` row, `firstBaseline`, 180 wide, of views a, b, c… with the given intrinsic
    /// sizes (`"W, \"height\": H"`) and `firstFromTop` baselines (nil: none), its height given or fitted.
    static func row(_ sizes: [String], baselines: [Double?], height: Double?) -> String {
        let views = zip(zip(["a", "b", "c", "d"], sizes), baselines).map { pair, baseline in
            "{\"id\": \"\(pair.0)\", \"intrinsicContentSize\": {\"width\": \(pair.1)}, \"baselines\": {"
                + (baseline.map { "\"firstFromTop\": \($0)" } ?? "") + "}}"
        }
        return """
            {"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillEqually",
                      "alignment": "firstBaseline", "width": 180\(height.map { ", \"height\": \($0)" } ?? ""),
                      "arrangedSubviews": [\(views.joined(separator: ", "))]},
             "options": {"frames": "superview"}}
            """
    }
}
