@_spi(Testing) import LayoutEngine
import Testing

/// Hand-derived frames of stacks of each distribution on the direct path, beyond what it took
/// before issue 14: `fillEqually` of any count, `equalSpacing` with hidden arranged views,
/// `equalCentering` of two visible views, `fillProportionally` with whole proportions. Each
/// expectation is derived in the comment beside it from the constraints the builders make; the
/// whole-document solver is run beside the small ones and must agree.
@Suite struct DistributionFrameTests {
    /// A leaf of intrinsic size `width` × `height`, default priorities unless given.
    static func leaf(
        _ id: String, _ width: Double, _ height: Double, hugging: Double = 250, resistance: Double = 750,
        hidden: Bool = false
    ) -> ViewNode {
        var view = ViewNode(id: id)
        view.intrinsicContentSize = OptionalSize(width: width, height: height)
        view.contentHugging = AxisPriorities(horizontal: hugging, vertical: 250)
        view.compressionResistance = AxisPriorities(horizontal: resistance, vertical: 750)
        view.isHidden = hidden
        return view
    }

    /// A horizontal stack of `distribution`, the root, `width` wide, of `views`.
    static func row(
        _ distribution: StackProperties.Distribution, width: Double, spacing: Double, _ views: [ViewNode]
    ) -> ViewNode {
        var root = ViewNode(id: "row")
        var properties = StackProperties()
        properties.axis = .horizontal
        properties.distribution = distribution
        properties.spacing = spacing
        root.stack = properties
        root.width = width
        root.arrangedSubviews = views
        return root
    }

    /// The engine's layout of `document` and whether the direct path took it.
    static func layout(_ document: LayoutDocument) -> (LayoutResponse, direct: Bool) {
        var timings = LayoutTimings()
        let response = LayoutEngine().layout(document: document, start: .now, timings: &timings)
        return (response, timings.directLayouts == 1)
    }

    static func solver(_ document: LayoutDocument) -> LayoutResponse {
        var engine = LayoutEngine()
        engine._directPath = false
        return engine.layout(document: document)
    }

    /// `(x, width)` of each frame by id.
    static func along(_ response: LayoutResponse) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: response.frames.map { ($0.id, [$0.x, $0.width]) })
    }

    /// The direct path takes `document` with the solver's frames (within 1e-9), no diagnostics
    /// on either side, and x and width `expected` per view (within 1e-9: shares are products).
    static func expectDirect(_ document: LayoutDocument, _ expected: [String: [Double]]) {
        let (response, direct) = layout(document)
        #expect(direct)
        let reference = solver(document)
        #expect(response.diagnostics.isEmpty && reference.diagnostics.isEmpty, "\(reference.diagnostics)")
        #expect(response.frames.count == reference.frames.count)
        for (a, b) in zip(response.frames, reference.frames) {
            let close = BlockLayoutDifferentialTests.close
            #expect(a.id == b.id && close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height),
                "direct \(a), solver \(b)")
        }
        let actual = along(response)
        for (id, values) in expected {
            let close = BlockLayoutDifferentialTests.close
            #expect(actual[id].map { zip($0, values).allSatisfy(close) && $0.count == values.count } == true,
                "\(id): \(actual[id] ?? []), expected \(values)")
        }
    }

    /// `equalSpacing`, spacing 10, 130 wide: a (40), hidden h, b (50), c (20). Visible a, b, c:
    /// two gap guides G, each at least the spacing in front of b and c (10; h's link is 0, as a
    /// hidden view's is). At their intrinsic widths the views take 110, leaving 2G = 20: G = 10,
    /// no view compressed or stretched. h (width 0) lies from a's trailing edge (40) to G − 10 = 0
    /// past it: at 40, unique. So a [0, 40], h [40, 0], b [50, 50], c [110, 20].
    @Test func equalSpacingWithAHiddenViewBetweenAtTheSpacing() {
        let document = LayoutDocument(root: Self.row(.equalSpacing, width: 130, spacing: 10, [
            Self.leaf("a", 40, 20), Self.leaf("h", 30, 20, hidden: true), Self.leaf("b", 50, 20), Self.leaf("c", 20, 20),
        ]))
        Self.expectDirect(document, ["row": [0, 130], "a": [0, 40], "h": [40, 0], "b": [50, 50], "c": [110, 20]])
    }

    /// The same 150 wide: G = (150 − 110) / 2 = 20, so h may lie anywhere in [40, 50]: it floats
    /// (design note, section 2, "Hidden views in a room"), and the direct path reports its x
    /// ambiguous as the solver does, the other frames unique: a [0, 40], b [60, 50], c [130, 20].
    @Test func equalSpacingWithAHiddenViewInAWideGapFloats() {
        let document = LayoutDocument(root: Self.row(.equalSpacing, width: 150, spacing: 10, [
            Self.leaf("a", 40, 20), Self.leaf("h", 30, 20, hidden: true), Self.leaf("b", 50, 20), Self.leaf("c", 20, 20),
        ]))
        let (response, direct) = Self.layout(document)
        #expect(direct)
        #expect(response.diagnostics == Self.solver(document).diagnostics)
        #expect(response.diagnostics.count == 1 && response.diagnostics.contains {
            if case .ambiguous(view: "h", let attributes, _) = $0 { return attributes == ["x"] }
            return false
        }, "\(response.diagnostics)")
        let actual = Self.along(response)
        let close = BlockLayoutDifferentialTests.close
        for (id, values) in ["a": [0.0, 40], "b": [60, 50], "c": [130, 20]] {
            #expect(actual[id].map { zip($0, values).allSatisfy(close) } == true, "\(id): \(actual[id] ?? [])")
        }
        #expect(actual["h"].map { $0[1] == 0 && $0[0] >= 40 - 1e-9 && $0[0] <= 50 + 1e-9 } == true)
    }

    /// A leading hidden view, compressed: h (hidden), a (40, resistance 749), b (50), spacing 10,
    /// 88 wide. h is at the leading edge (the canvas connection), a at least 0 past h's trailing
    /// edge, one gap G ≥ 10 between a and b. The views want 40 + 10 + 50 = 100: 12 must go, from a,
    /// whose compression resistance yields first (749 < 750); the room before a and G stay at
    /// their least (0 and 10). So h [0, 0], a [0, 28], b [38, 50].
    @Test func equalSpacingWithALeadingHiddenViewCompressed() {
        let document = LayoutDocument(root: Self.row(.equalSpacing, width: 88, spacing: 10, [
            Self.leaf("h", 30, 20, hidden: true), Self.leaf("a", 40, 20, resistance: 749), Self.leaf("b", 50, 20),
        ]))
        Self.expectDirect(document, ["h": [0, 0], "a": [0, 28], "b": [38, 50]])
    }

    /// A trailing hidden view, stretched, right to left: a (40), h (hidden), 100 wide. One visible
    /// view, no gap guide; h is at the trailing edge (the canvas connection), at least 0 past a.
    /// The 60 points past a's 40 go to that room at no cost rather than to a's hugging. Leading is
    /// the right edge: a's x = 100 − 40 = 60, h's x = 100 − 100 = 0.
    @Test func equalSpacingWithATrailingHiddenViewStretchedRightToLeft() {
        var options = LayoutOptions()
        options.layoutDirection = .rightToLeft
        let document = LayoutDocument(
            root: Self.row(.equalSpacing, width: 100, spacing: 10, [Self.leaf("a", 40, 20), Self.leaf("h", 30, 20, hidden: true)]),
            constraints: [], options: options)
        Self.expectDirect(document, ["a": [60, 40], "h": [0, 0]])
    }

    /// `equalCentering` of two views, spacing 10: a (40), b (50). Its one gap guide runs from a's
    /// centre to b's and nothing else holds it, so b is at least 10 past a and free above that.
    /// 150 wide: both keep their intrinsic widths (stretching either breaks its hugging) and the
    /// 60 points between them cost nothing: a [0, 40], b [100, 50]. 80 wide: the two want 100 with
    /// the spacing at its least, 20 go from b (resistance 749): a [0, 40], b [50, 30].
    @Test func equalCenteringOfTwoViews() {
        for (width, expected) in [(150.0, ["a": [0.0, 40], "b": [100, 50]]), (80, ["a": [0, 40], "b": [50, 30]])] {
            let document = LayoutDocument(root: Self.row(.equalCentering, width: width, spacing: 10, [
                Self.leaf("a", 40, 20), Self.leaf("b", 50, 20, resistance: 749),
            ]))
            Self.expectDirect(document, expected)
        }
    }

    /// Three visible views, a (40), b (50), c (20), spacing 10: two gap guides between centres,
    /// held equal at 149. 200 wide: without that, the views keep their widths (110) and the 90
    /// points of room (at least 10 + 10) cost nothing; the centres from a's (20) to c's (190) are
    /// 170 apart, 85 a gap, and each gap leaves at least its spacing between the views
    /// (85 ≥ 10 + (40 + 50)/2 = 55, 85 ≥ 10 + (50 + 20)/2 = 45), so the guides can be equal and
    /// that is the optimum: centres 20, 105, 190; a [0, 40], b [80, 50], c [180, 20].
    /// 135 wide the centres are 105 apart, 52.5 a gap < 55: they cannot be spread evenly. The row's
    /// width holds the canvas and the views' 250 and 750 settle their widths above 149, so only the
    /// guides' split is left (`CentredGaps`): w_0 ≥ 55, w_1 ≥ 45, w_0 + w_1 = 105, cost |w_1 − w_0|:
    /// w_0 = 55 (its least; above it the cost grows by 2 a point), w_1 = 50, P = 5. Centres 20, 75,
    /// 125: a [0, 40], b [50, 50], c [115, 20], direct.
    /// 100 wide, c resisting at 749: the views and spacings want 130, and the 30 points come
    /// from c alone (749 yields before 750): c = 20 − 30 = −10, each gap its spacing, 10: a [0, 40],
    /// b [50, 50], c [110, −10]. Held and settled above 149 (the room at its least), the guides
    /// have nothing to choose: direct, and the solver's frames.
    @Test func equalCenteringOfThreeViews() {
        let views = [Self.leaf("a", 40, 20), Self.leaf("b", 50, 20), Self.leaf("c", 20, 20)]
        Self.expectDirect(
            LayoutDocument(root: Self.row(.equalCentering, width: 200, spacing: 10, views)),
            ["a": [0, 40], "b": [80, 50], "c": [180, 20]])
        Self.expectDirect(
            LayoutDocument(root: Self.row(.equalCentering, width: 135, spacing: 10, views)),
            ["a": [0, 40], "b": [50, 50], "c": [115, 20]])
        let compressed = LayoutDocument(root: Self.row(.equalCentering, width: 100, spacing: 10, [
            Self.leaf("a", 40, 20), Self.leaf("b", 50, 20), Self.leaf("c", 20, 20, resistance: 749),
        ]))
        Self.expectDirect(compressed, ["a": [0, 40], "b": [50, 50], "c": [110, -10]])
        let solved = Self.along(Self.solver(compressed))
        #expect(solved["a"] == [0, 40] && solved["b"] == [50, 50] && solved["c"] == [110, -10], "\(solved)")
    }

    /// `fillProportionally`, spacing 10: a (intrinsic 30), b (60). T = 30 + 60 + 10 = 100, so a's
    /// share is 30/100 of the canvas at 999 and b's 60/100 at 998. a's share is held; b has the
    /// rest, C − 10 − 0.3·C, whose share is off by |0.1·C − 10| at 998 unless C = 100.
    /// - 200 wide: a = 60, b = 130 (off by 10): a [0, 60], b [70, 130].
    /// - 50 wide: a = 15, b = 25 (both compressed: the shares outrank resistance at 750):
    ///   a [0, 15], b [25, 25].
    /// - Fitting width (the root's pull at 50): b's share pulls the canvas to T = 100 at 998:
    ///   a = 30, b = 60: a [0, 30], b [40, 60].
    @Test func fillProportionallyHoldsTheSharesAndPullsTowardTheNaturalTotal() {
        let cases: [(Double?, [String: [Double]])] = [
            (200, ["row": [0, 200], "a": [0, 60], "b": [70, 130]]),
            (50, ["row": [0, 50], "a": [0, 15], "b": [25, 25]]),
            (nil, ["row": [0, 100], "a": [0, 30], "b": [40, 60]]),
        ]
        for (width, expected) in cases {
            var root = Self.row(.fillProportionally, width: 0, spacing: 10, [Self.leaf("a", 30, 20), Self.leaf("b", 60, 20)])
            root.width = width
            Self.expectDirect(LayoutDocument(root: root), expected)
        }
    }

    /// A hidden view takes no share: a (30), h (hidden, 50), b (60), spacing 10, 110 wide. The links
    /// into and out of h are 0 and 10 (the spacing after a, in front of b): S = 10, T = 100. a's
    /// share 0.3·110 = 33 is held, b has 110 − 10 − 33 = 67: a [0, 33], h [33, 0], b [43, 67].
    @Test func fillProportionallyWithAHiddenView() {
        let document = LayoutDocument(root: Self.row(.fillProportionally, width: 110, spacing: 10, [
            Self.leaf("a", 30, 20), Self.leaf("h", 50, 20, hidden: true), Self.leaf("b", 60, 20),
        ]))
        Self.expectDirect(document, ["a": [0, 33], "h": [33, 0], "b": [43, 67]])
    }

    /// Three views hold 999 and 998 (c, the last, has the rest), and a hugging of 999 in the row
    /// keeps the held shares from outranking every other level; the row's width is held, so the
    /// shares are certified at that one canvas (`ProportionalFrameTests`, "Held shares on a held
    /// canvas" in the design note). T = 100, 200 wide: a's share 60 (its hugging off by 30 at
    /// 999), b's 120, c the rest, 20. Moving length out of a frees its hugging but breaks its
    /// share (0 at 999), and breaks the taker's share (998 or 997, at its kink): more; into a, +2
    /// at 999. a [0, 60], b [60, 120], c [180, 20].
    @Test func fillProportionallyBelowAnotherPriorityOnAHeldCanvas() {
        let document = LayoutDocument(root: Self.row(.fillProportionally, width: 200, spacing: 0, [
            Self.leaf("a", 30, 20, hugging: 999), Self.leaf("b", 60, 20), Self.leaf("c", 10, 20),
        ]))
        Self.expectDirect(document, ["a": [0, 60], "b": [60, 120], "c": [180, 20]])
        let untouched = LayoutDocument(root: Self.row(.fillProportionally, width: 200, spacing: 0, [
            Self.leaf("a", 30, 20, hugging: 997), Self.leaf("b", 60, 20), Self.leaf("c", 10, 20),
        ]))
        #expect(Self.layout(untouched).direct)
    }

    /// A long `fillProportionally` row, 60 views of widths 4, 5, 6 in turn (T = 300, no spacing),
    /// every view resisting compression at 990 (view 0 at 989, hugging 249): the shares from the
    /// tenth view on (990, 989, ...) do not outrank the resistance, so holding them is certified
    /// per canvas. Stretched to 360, every view is above its width and every exchange moves
    /// hugging from one view to another at 250 (view 0's 249 sits under its share at 999) while
    /// breaking two shares: dearer. Compressed to 294, every view is below its width and an
    /// exchange between views resisting at 990 moves nothing at 990; view 0's share (999)
    /// outranks its 989. So each view is its share: 1.2 × (stretched) or 0.98 × (compressed) its
    /// width, end to end: view 3 (width 4) at x = 1.2 × 15 = 18, 4.8 wide; at 0.98 × 15 = 14.7,
    /// 3.92 wide.
    @Test func fillProportionallyLongRowIsCertified() {
        func row(width: Double) -> LayoutDocument {
            var views: [ViewNode] = []
            for index in 0..<60 {
                let first = index == 0
                views.append(Self.leaf(
                    "v\(index)", Double(4 + index % 3), 20, hugging: first ? 249 : 250, resistance: first ? 989 : 990))
            }
            return LayoutDocument(root: Self.row(.fillProportionally, width: width, spacing: 0, views))
        }
        Self.expectDirect(row(width: 360), ["v0": [0, 4.8], "v3": [18, 4.8]])
        Self.expectDirect(row(width: 294), ["v0": [0, 3.92], "v3": [14.7, 3.92]])
    }

    /// The certificate fails where a view hugs above a low share: the 60 views stretched to 360
    /// with view 59 hugging at 995 (its share is at 940). Giving view 59's stretch to view 58
    /// (hugging 250, share 941) saves at 995 what it breaks at 941 and 940: the solver keeps
    /// view 59 at its width and the direct path declines.
    @Test func fillProportionallyUncertifiedIsTheSolvers() {
        var views: [ViewNode] = []
        for index in 0..<60 {
            views.append(Self.leaf("v\(index)", Double(4 + index % 3), 20, hugging: index == 59 ? 995 : 250, resistance: 990))
        }
        let document = LayoutDocument(root: Self.row(.fillProportionally, width: 360, spacing: 0, views))
        let (response, direct) = Self.layout(document)
        #expect(!direct)
        let reference = Self.solver(document)
        #expect(response.frames == reference.frames)
        #expect(abs((Self.along(reference)["v59"]?[1] ?? 0) - 6) < 1e-9)
    }

    /// A view's own optional width in a `fillProportionally` row, `b.width == 60 @40`, is no
    /// intrinsic size for its share: the solver measures b's share by its fitting size (its
    /// subtree alone, where the fitting pull at 50 outranks 40: 0), and so does the direct path
    /// (the least-cost size of b's cost, the term in it, pulled to 0 at 50), with the solver's
    /// frames (b's share 0, a's all of it: a [0, 200]).
    @Test func fillProportionallySizeTermCountsInTheFittingSize() {
        var b = ViewNode(id: "b")
        b.intrinsicContentSize = OptionalSize(width: nil, height: 20)
        let root = Self.row(.fillProportionally, width: 200, spacing: 0, [Self.leaf("a", 30, 20), b])
        let width = LayoutConstraint(
            name: "constraints[0]", first: LayoutAnchor(.view("b"), .width), relation: .equal, constant: 60, priority: 40)
        let document = LayoutDocument(root: root, constraints: [width], options: LayoutOptions())
        var timings = LayoutTimings()
        let response = LayoutEngine().layout(document: document, start: .now, timings: &timings)
        #expect(timings.directLayouts == 1, "\(timings)")
        #expect(response.frames == Self.solver(document).frames)
        #expect(Self.along(response)["a"] == [0, 200])
        #expect(Self.along(response)["b"] == [200, 0])
    }

    /// `fillEqually` rows nested `depth` deep, each of a leaf (intrinsic width 10) and the next
    /// row, the innermost of two leaves: each level halves its row's width, so the innermost
    /// slopes are over 2^depth. 20 deep (2²⁰, inside `Int32`) the direct path takes it, with the
    /// solver's frames (relative to the superview): the outer leaf is 1,024 / 2 = 512 wide, the
    /// next row 512 at x = 512, in it the next leaf 256 at x = 0, ... 31 deep the
    /// denominator 2³¹ does not fit: the axis records the overflow and the document is the
    /// solver's, with the same answer.
    @Test func nestedFillEquallyPastInt32Declines() {
        func nested(_ depth: Int) -> LayoutDocument {
            var row = Self.row(.fillEqually, width: 0, spacing: 0, [Self.leaf("l\(depth)a", 10, 20), Self.leaf("l\(depth)b", 10, 20)])
            row.id = "r\(depth)"
            row.width = nil
            for level in stride(from: depth - 1, through: 0, by: -1) {
                var outer = Self.row(.fillEqually, width: 0, spacing: 0, [Self.leaf("l\(level)", 10, 20), row])
                outer.id = "r\(level)"
                outer.width = nil
                row = outer
            }
            row.width = 1_024
            return LayoutDocument(root: row)
        }
        let shallow = nested(20)
        Self.expectDirect(shallow, ["l0": [0, 512], "r1": [512, 512], "l1": [0, 256], "r2": [256, 256]])
        let deep = nested(31)
        let (response, direct) = Self.layout(deep)
        #expect(!direct)
        #expect(response.frames == Self.solver(deep).frames)
    }

    /// `fillEqually` of 2,000 views (intrinsic widths 4, 5, 6 in turn, the first hugging at 249
    /// and resisting at 749), 20,000 wide, spacing 0: past the 1,024 the direct path once stopped
    /// at. `UISV-fill-equally` makes every view as wide as the first: 20,000 / 2,000 = 10 each, at
    /// x = 10·i. (Too large for the solver in a debug build: the frames are checked by hand.)
    @Test func fillEquallyOfTwoThousandViews() {
        var views: [ViewNode] = []
        for index in 0..<2_000 {
            let yields = index == 0
            let width = Double(4 + index % 3)
            views.append(Self.leaf("v\(index)", width, 5, hugging: yields ? 249 : 250, resistance: yields ? 749 : 750))
        }
        let (response, direct) = Self.layout(LayoutDocument(root: Self.row(.fillEqually, width: 20_000, spacing: 0, views)))
        #expect(direct)
        #expect(response.diagnostics.isEmpty)
        let frames = Self.along(response)
        #expect(frames["row"] == [0, 20_000])
        for index in [0, 1, 2, 999, 1_998, 1_999] { #expect(frames["v\(index)"] == [10 * Double(index), 10], "v\(index)") }
    }
}
