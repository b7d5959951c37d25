import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// The direct path's extra pass of the safe-area fixed point re-solves its previous layout
/// (``DirectLayout/update(guidesOf:sizesOf:from:constraints:meter:)``): the changed views' margins and
/// safe areas written into its arrays, only the axes they move solved again. Each document is
/// laid out by the engine (direct), counted as one incremental pass, with the frames derived by
/// hand, the simplex's (``BothPathsLayout``), and those of a layout from nothing of the document
/// its fixed point settled on, bit for bit.
///
/// The screens are ``SafeAreaTests``': portrait 375 × 812 with 44 at the top and 34 at the bottom;
/// landscape 812 × 375 with 44 left and right and 21 at the bottom. A stack arranged by its margins
/// (8 on each edge by default) has its margins grown by its safe area, so its canvas moves.
@Suite struct DirectFixedPointTests {
    /// The engine's layout of `json` on the direct path, which must settle in one extra pass,
    /// incremental unless `incremental` is false (then a second direct layout from nothing), and
    /// give what a layout from nothing of the settled document gives.
    func incrementalLayout(
        _ json: String, incremental: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> LayoutResponse {
        let document = try DocumentDecoder.decode(Array(json.utf8), limits: LayoutLimits()).get()
        var timings = LayoutTimings()
        let response = LayoutEngine().layout(document: document, start: .now, timings: &timings)
        #expect(
            timings.directLayouts == (incremental ? 1 : 2) && timings.solverLayouts == 0 && timings.blockLayouts == 0,
            "\(timings)", sourceLocation: sourceLocation)
        #expect(
            timings.fixedPointPasses == 1 && timings.incrementalPasses == (incremental ? 1 : 0), "\(timings)",
            sourceLocation: sourceLocation)
        // From nothing: the settled document flattened and both axes solved by a new direct layout,
        // and the engine's layout of it.
        let settled = try #require(LayoutEngine()._settledDocument(for: document), sourceLocation: sourceLocation)
        let fresh = try #require(DirectLayout(document: settled), sourceLocation: sourceLocation)
        let engine = LayoutEngine().layout(document: settled)
        for reference in [fresh.frames, engine.frames] {
            #expect(response.frames.count == reference.count, sourceLocation: sourceLocation)
            for (frame, expected) in zip(response.frames, reference) {
                #expect(frame.id == expected.id, sourceLocation: sourceLocation)
                #expect(
                    [frame.x, frame.y, frame.width, frame.height].map(\.bitPattern)
                        == [expected.x, expected.y, expected.width, expected.height].map(\.bitPattern),
                    "\(frame.id): \(frame), from nothing \(expected)", sourceLocation: sourceLocation)
            }
        }
        #expect(response.diagnostics == fresh.diagnostics, sourceLocation: sourceLocation)
        #expect(response.diagnostics == engine.diagnostics, sourceLocation: sourceLocation)
        return response
    }

    /// Only the vertical axis moves: `header`, a horizontal stack arranged by its margins, pinned to
    /// the screen's top, leading and trailing edges, 100 tall: (0, 0, 375, 100). The first layout:
    /// margins 8, so `a`, its only arranged view (filling the canvas both ways), is (8, 8, 359, 84).
    /// header's safe area from that frame: top min(44 − 0, 44, 100) = 44, the others 0 (its bottom, 100,
    /// is above 812 − 34); its top margin 8 + 44 = 52. So `a` is (8, 52, 359, 100 − 52 − 8 = 40);
    /// header does not move with its margins, and the next recomputation changes nothing.
    @Test func aStackArrangedByItsMarginsAtTheTop() throws {
        let json = SafeAreaTests.portrait(
            #"{"id": "header", "type": "stack", "axis": "horizontal", "layoutMarginsRelativeArrangement": true,"#
                + #" "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 50, "height": 20}}]}"#,
            ["header.top == screen.top", "header.leading == screen.leading", "header.trailing == screen.trailing",
             "header.height == 100"])
        let response = try incrementalLayout(json)
        #expect(close(response.frame("header"), [0, 0, 375, 100]))
        #expect(close(response.frame("a"), [8, 52, 359, 40]))
        let both = try BothPathsLayout(json)
        #expect(both.has("a", [8, 52, 359, 40]))
    }

    /// The issue's table row (``SafeAreaTests/viewAtTheTopOfTheScreen()``), whose guides are read
    /// by pins rather than a stack: `a` on header's safe-area top at y 44, `b` on its top margin
    /// (8 + 44) at y 52; header (0, 0, 375, 100) as there.
    @Test func pinsToTheGuidesOfAViewAtTheTop() throws {
        let response = try incrementalLayout(SafeAreaTests.portrait(
            #"{"id": "header", "subviews": [{"id": "a"}, {"id": "b"}]}"#,
            ["header.top == screen.top", "header.leading == screen.leading", "header.trailing == screen.trailing",
             "header.height == 100",
             "a.top == header.safeAreaLayoutGuide.top", "a.leading == header.leading", "a.width == 10", "a.height == 10",
             "b.top == header.topMargin", "b.leading == header.leading", "b.width == 10", "b.height == 10"]))
        #expect(close(response.frame("a"), [0, 44, 10, 10]))
        #expect(close(response.frame("b"), [0, 52, 10, 10]))
    }

    static func landscape(_ subviews: String, _ constraints: [String]) -> String {
        """
        {"root": {"id": "screen", "width": 812, "height": 375, "safeAreaInsets": {"left": 44, "right": 44, "bottom": 21},
                  "subviews": [\(subviews)]},
         "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))],
         "options": {"frames": "absolute"}}
        """
    }

    /// Only the horizontal axis moves (landscape): `column`, a vertical stack arranged by its
    /// margins, at the screen's top left, 100 × 200: (0, 0, 100, 200). First layout: `c` fills the
    /// canvas, (8, 8, 84, 184). column's safe area: left min(44 − 0, 44, 100) = 44; right 0 (its
    /// right edge, 100, is left of 812 − 44); top 0 (the screen has none); bottom 0 (200 is above
    /// 375 − 21). Its leading margin 8 + 44 = 52: `c` is (52, 8, 100 − 52 − 8 = 40, 184), its height
    /// and y as before. Right to left the leading margin is the right one, unchanged at 8, and the
    /// trailing (left) one 52: the same frames.
    @Test func aStackArrangedByItsMarginsOnTheLeftInLandscape() throws {
        for direction in ["leftToRight", "rightToLeft"] {
            var json = Self.landscape(
                #"{"id": "column", "type": "stack", "axis": "vertical", "layoutMarginsRelativeArrangement": true,"#
                    + #" "arrangedSubviews": [{"id": "c", "intrinsicContentSize": {"width": 30, "height": 30}}]}"#,
                ["column.top == screen.top", "column.left == screen.left", "column.width == 100", "column.height == 200"])
            json = json.replacingOccurrences(
                of: #""frames": "absolute"}"#, with: #""frames": "absolute", "layoutDirection": "\#(direction)"}"#)
            let response = try incrementalLayout(json)
            #expect(close(response.frame("column"), [0, 0, 100, 200]), "\(direction)")
            #expect(close(response.frame("c"), [52, 8, 40, 184]), "\(direction)")
            let both = try BothPathsLayout(json)
            #expect(both.has("c", [52, 8, 40, 184]), "\(direction)")
        }
    }

    /// Both axes move: `corner`, a horizontal stack arranged by its margins, at the landscape
    /// screen's bottom left, 100 × 100: (0, 275, 100, 100). First layout: `d` fills the canvas,
    /// (8, 283, 84, 84). corner's safe area: left 44 (as `column`'s above); bottom: its bottom edge
    /// (375) lies 21 past the screen's safe bottom (354), at most 21 and 100: 21. Margins: leading
    /// 52, bottom 8 + 21 = 29. So `d` is (52, 275 + 8, 100 − 52 − 8, 100 − 8 − 29) = (52, 283, 40, 63).
    @Test func aStackInTheBottomLeftCorner() throws {
        let json = Self.landscape(
            #"{"id": "corner", "type": "stack", "axis": "horizontal", "layoutMarginsRelativeArrangement": true,"#
                + #" "arrangedSubviews": [{"id": "d", "intrinsicContentSize": {"width": 30, "height": 30}}]}"#,
            ["corner.bottom == screen.bottom", "corner.left == screen.left", "corner.width == 100", "corner.height == 100"])
        let response = try incrementalLayout(json)
        #expect(close(response.frame("corner"), [0, 275, 100, 100]))
        #expect(close(response.frame("d"), [52, 283, 40, 63]))
        let both = try BothPathsLayout(json)
        #expect(both.has("d", [52, 283, 40, 63]))
    }

    /// A feed: a vertical stack of six cells, each a horizontal stack arranged by its margins
    /// around a label 84 tall, pinned to the screen's four edges (as the fixed-point benchmark's
    /// `safe-reaching.json`); the third label hugs at 249, so that it alone takes the slack.
    /// First layout: cells of 84 + 16 = 100 but the third, 812 − 500 = 312 tall. The first cell,
    /// at y 0, reaches 44 under the top bar: its top margin 8 + 44 = 52, so it is 84 + 60 = 144
    /// tall; the last, ending at 812, 34 under the bottom one: bottom margin 8 + 34 = 42, 134 tall;
    /// the third takes 812 − 144 − 134 − 300 = 234. So label0 is at y 52, label5 ends at 812 − 42 = 770
    /// (y 686). The cells do not move with their own margins at the screen's edges: settled.
    @Test func aFeedPinnedToTheScreensEdges() throws {
        let cells = (0..<6).map { index in
            let hugging = index == 2 ? #", "contentHugging": {"vertical": 249}"# : ""
            return #"{"id": "cell\#(index)", "type": "stack", "axis": "horizontal", "layoutMarginsRelativeArrangement": true,"#
                + #" "arrangedSubviews": [{"id": "label\#(index)", "intrinsicContentSize": {"width": 120, "height": 84}\#(hugging)}]}"#
        }
        let json = SafeAreaTests.portrait(
            #"{"id": "feed", "type": "stack", "axis": "vertical", "arrangedSubviews": [\#(cells.joined(separator: ", "))]}"#,
            ["feed.top == screen.top", "feed.leading == screen.leading", "feed.trailing == screen.trailing",
             "feed.bottom == screen.bottom"])
        let response = try incrementalLayout(json)
        #expect(close(response.frame("cell0"), [0, 0, 375, 144]))
        #expect(close(response.frame("label0"), [8, 52, 359, 84]))
        #expect(close(response.frame("cell2"), [0, 244, 375, 234]))
        #expect(close(response.frame("cell5"), [0, 678, 375, 134]))
        #expect(close(response.frame("label5"), [8, 686, 359, 84]))
        let both = try BothPathsLayout(json)
        #expect(both.has("label5", [8, 686, 359, 84]))
    }

    /// Where the re-solve is not simple, the pass is a layout from nothing, as before: a document
    /// with a scroll view (its reduction rewrote the constraints). Seed 002's form arranged by its
    /// margins in a scroll view at the top of the portrait screen: the form's top, at y 20, lies 24
    /// inside the safe area's edge (44), its bottom far below 812 − 34, so its top margin grows to
    /// 8 + 24 and its bottom one to 8 + 34; its top stays at 20 (pinned to the content's top), so one
    /// pass settles. The frames are left to the reference: a layout from nothing of the settled
    /// document, bit for bit. Frames are relative (the default): the form at y 20 in the scroll
    /// view's content, the first row at its top margin, y 8 + 24 = 32 in the form.
    @Test func aScrollViewIsLaidOutAnew() throws {
        let form = ScrollViewTests.form(rows: 50).replacingOccurrences(
            of: #""spacing": 8,"#, with: #""spacing": 8, "layoutMarginsRelativeArrangement": true,"#)
        let json = ScrollViewTests.screen(content: form, inside: ScrollViewTests.guidePins).replacingOccurrences(
            of: #""height": 667,"#, with: #""height": 812, "safeAreaInsets": {"top": 44, "bottom": 34},"#
        ).replacingOccurrences(of: "scroll.top == screen.top + 20", with: "scroll.top == screen.top")
        let response = try incrementalLayout(json, incremental: false)
        #expect(close(response.frame("form").map { [$0[1]] }, [20]))
        #expect(close(response.frame("row0").map { [$0[1]] }, [32]))
    }
}
