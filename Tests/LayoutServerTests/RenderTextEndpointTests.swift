import Foundation
@_spi(Testing) @testable import LayoutServer
import TestSupport
import Testing

/// `POST /v1/render`'s text and sizes over real HTTP: labels' and buttons' glyphs placed as
/// `hb-shape` places them on the baselines of Inter's metrics, hostile text kept as text, and the
/// layouts of `options.sizes` side by side at their offsets, in the SVG and the PNG.
@Suite("POST /v1/render: text and sizes")
struct RenderTextEndpointTests {
    private func render(_ server: TestServer, _ json: String, accept: String? = nil) throws -> MinimalHTTPClient.Response {
        var headers = [("Content-Type", "application/json")]
        if let accept { headers.append(("Accept", accept)) }
        return try MinimalHTTPClient.send(
            port: server.port, method: "POST", path: "/v1/render", headers: headers, body: Array(json.utf8),
            timeoutSeconds: 20)
    }

    /// `text`'s glyphs as `hb-shape` sets them in Inter Regular, without those of white space
    /// (which have no outline and are not placed): each glyph's id and its x in font units (the
    /// advances before it plus its own x offset).
    private func expectedGlyphs(_ text: String) throws -> [(id: Int, x: Int)] {
        let scalars = Array(text.unicodeScalars)
        var pen = 0
        var placed: [(id: Int, x: Int)] = []
        for glyph in try HBShape.glyphs(text, file: InterReference.regular) {
            if !scalars[glyph.cluster].properties.isWhitespace { placed.append((glyph.id, pen + glyph.dx)) }
            pen += glyph.advance
        }
        return placed
    }

    /// The glyph ids of a run's uses (`glyphF-G` → G) and their x.
    private func placed(_ run: SVGDrawing.GlyphRun) -> [(id: Int, x: Int)] {
        run.uses.map { (Int($0.href.split(separator: "-").last ?? "") ?? -1, Int($0.x)) }
    }

    /// A label "Stack views" (the system font, Inter, 17 points) at (8, 8). By hand from Inter's
    /// tables (InterReference): its one line's baseline lies the ascender, 2728/2816 × 17, below its
    /// top; its glyphs are scaled 17/2816 points a unit, flipped (y up), and placed from its
    /// leading edge x = 8 at hb-shape's advances. Its frame is as wide as the advances, rounded up
    /// to the third of a point, so every glyph's origin and the line's end lie within it.
    @Test func labelGlyphsLieOnTheMeasuredBaselineAtHBShapesAdvances() throws {
        let server = try TestServer()
        defer { server.stop() }
        let json = """
            {"root": {"id": "screen", "width": 200, "height": 60,
                      "subviews": [{"id": "title", "type": "label", "text": "Stack views"}]},
             "constraints": ["title.leading == screen.leading + 8", "title.top == screen.top + 8"]}
            """
        let response = try render(server, json)
        #expect(response.status == 200)
        let drawing = try #require(SVGDrawing(response.body))
        let frame = try #require(drawing.rect("title"))
        let text = try #require(drawing.textGroups.first)
        #expect(drawing.textGroups.count == 1)
        #expect(text.id == "title" && text.ariaLabel == "Stack views")
        #expect(text.runs.count == 1)
        let run = try #require(text.runs.first)
        let scale = 17 / InterReference.unitsPerEm
        #expect(abs(run.translateX - 8) < 1e-9)
        #expect(abs(run.translateY - (8 + InterReference.ascender(17))) <= 0.0005)
        #expect(abs(run.scaleX - scale) <= 5e-10 && abs(run.scaleY + scale) <= 5e-10)
        let expected = try expectedGlyphs("Stack views")
        #expect(placed(run).map(\.id) == expected.map(\.id))
        #expect(placed(run).map(\.x) == expected.map(\.x))
        #expect(run.uses.allSatisfy { $0.y == 0 })
        // Within the frame: the line's end (hb-shape's whole advance) and the baseline.
        let advance = Double(try HBShape.advances("Stack views", file: InterReference.regular).units) * scale
        #expect(run.translateX >= frame.x && run.translateX + advance <= frame.x + frame.width + 1e-9)
        #expect(run.translateY > frame.y && run.translateY <= frame.y + frame.height)
        // Each glyph used is defined once.
        let hrefs = Set(run.uses.map(\.href))
        #expect(Set(drawing.definedPaths) == hrefs && drawing.definedPaths.count == hrefs.count)
    }

    /// A two-line label (a hard break) has a run per line, the second a line height lower
    /// (3408/2816 × 17), both from its leading edge.
    @Test func eachLineOnItsOwnBaseline() throws {
        let server = try TestServer()
        defer { server.stop() }
        let json = #"""
            {"root": {"id": "screen", "width": 200, "height": 80,
                      "subviews": [{"id": "two", "type": "label", "text": "Top\nBottom", "numberOfLines": 0}]},
             "constraints": ["two.leading == screen.leading + 10", "two.top == screen.top + 4"]}
            """#
        let drawing = try #require(SVGDrawing(try render(server, json).body))
        let runs = try #require(drawing.textGroups.first?.runs)
        #expect(runs.count == 2)
        guard runs.count == 2 else { return }
        #expect(abs(runs[0].translateY - (4 + InterReference.ascender(17))) <= 0.0005)
        #expect(abs(runs[1].translateY - (4 + InterReference.ascender(17) + InterReference.lineHeight(17))) <= 0.0005)
        #expect(runs.allSatisfy { $0.translateX == 10 })
        #expect(placed(runs[1]).map(\.id) == (try expectedGlyphs("Bottom")).map(\.id))
    }

    /// A button "Go" (15 points) pinned at (20, 10): UIKit's padding puts its title's baseline
    /// 6 + 2728/2816 × 15 below its top, and the title is centred: x = 20 + (width − advance) / 2,
    /// the advance hb-shape's.
    @Test func buttonTitleIsDrawnCentredOnItsBaseline() throws {
        let server = try TestServer()
        defer { server.stop() }
        let json = """
            {"root": {"id": "screen", "width": 200, "height": 60,
                      "subviews": [{"id": "go", "type": "button", "title": "Go"}]},
             "constraints": ["go.leading == screen.leading + 20", "go.top == screen.top + 10", "go.width == 80"]}
            """
        let drawing = try #require(SVGDrawing(try render(server, json).body))
        let run = try #require(drawing.textGroups.first?.runs.first)
        let advance = Double(try HBShape.advances("Go", file: InterReference.regular).units) * 15 / InterReference.unitsPerEm
        #expect(abs(run.translateX - (20 + (80 - advance) / 2)) <= 0.0005)
        #expect(abs(run.translateY - (10 + 6 + InterReference.ascender(15))) <= 0.0005)
        #expect(placed(run).map(\.id) == (try expectedGlyphs("Go")).map(\.id))
        #expect(drawing.textGroups.first?.ariaLabel == "Go")
    }

    /// Right to left, a label's line starts at its leading edge, now its right one: the label is
    /// pinned 10 from the screen's leading (right) edge of a 200-wide screen, so its run starts at
    /// 200 − 10 − the line's width, the width hb-shape's advance (the frame is that rounded up to a
    /// third of a point, so the line ends on the frame's right edge, 190).
    @Test func rightToLeftLabelStartsAtItsRightEdge() throws {
        let server = try TestServer()
        defer { server.stop() }
        let json = """
            {"root": {"id": "screen", "width": 200, "height": 60,
                      "subviews": [{"id": "title", "type": "label", "text": "Stack"}]},
             "constraints": ["title.leading == screen.leading + 10", "title.top == screen.top"],
             "options": {"layoutDirection": "rightToLeft"}}
            """
        let drawing = try #require(SVGDrawing(try render(server, json).body))
        let run = try #require(drawing.textGroups.first?.runs.first)
        let advance = Double(try HBShape.advances("Stack", file: InterReference.regular).units) * 17 / InterReference.unitsPerEm
        #expect(abs(run.translateX - (190 - advance)) <= 0.0005)
        #expect(drawing.rect("title").map { $0.x + $0.width } == 190)
    }

    /// A label laid out narrower than its text (its width required at 30, its text about 88
    /// points) has its text clipped to its frame; a label that fits has no clip.
    @Test func textWiderThanItsViewIsClippedToIt() throws {
        let server = try TestServer()
        defer { server.stop() }
        let json = """
            {"root": {"id": "screen", "width": 200, "height": 60,
                      "subviews": [{"id": "narrow", "type": "label", "text": "Stack views"},
                                   {"id": "wide", "type": "label", "text": "Fits"}]},
             "constraints": ["narrow.leading == screen.leading + 4", "narrow.top == screen.top + 2", "narrow.width == 30",
                             "wide.leading == screen.leading + 4", "wide.top == screen.top + 30"]}
            """
        let drawing = try #require(SVGDrawing(try render(server, json).body))
        #expect(drawing.textGroups.map(\.id) == ["narrow", "wide"])
        #expect(drawing.textGroups.map(\.clipPath) == ["url(#textclip0)", nil])
        let clip = try #require(drawing.clipRects["textclip0"])
        let frame = try #require(drawing.rect("narrow"))
        #expect(["x", "y", "width", "height"].map { clip[$0] } == ["x", "y", "width", "height"].map { frame.attributes[$0] })
        #expect(frame.width == 30)
    }

    /// A hidden label's text is not drawn (its rect is, dotted), nor a label's inside a hidden view.
    @Test func hiddenViewsTextIsNotDrawn() throws {
        let server = try TestServer()
        defer { server.stop() }
        let json = """
            {"root": {"id": "screen", "width": 200, "height": 60,
                      "subviews": [{"id": "gone", "type": "label", "text": "Gone", "hidden": true},
                                   {"id": "box", "hidden": true, "subviews": [{"id": "inner", "type": "label", "text": "In"}]},
                                   {"id": "shown", "type": "label", "text": "Shown"}]},
             "constraints": ["gone.leading == screen.leading", "gone.top == screen.top",
                             "box.leading == screen.leading", "box.top == screen.top + 20", "box.width == 50", "box.height == 20",
                             "inner.leading == box.leading", "inner.top == box.top",
                             "shown.leading == screen.leading", "shown.top == screen.top + 40"]}
            """
        let response = try render(server, json)
        #expect(response.status == 200, "\(response.text)")
        let drawing = try #require(SVGDrawing(response.body))
        #expect(drawing.textGroups.map(\.id) == ["shown"])
        #expect(drawing.rect("gone")?.classes.contains("hidden") == true)
    }

    /// A label whose text is markup stays text: the SVG parses, has no `script` element, keeps the
    /// text (escaped) as the group's `aria-label`, and draws its glyphs as hb-shape sets them.
    @Test func hostileLabelTextStaysText() throws {
        let server = try TestServer()
        defer { server.stop() }
        let hostile = "</text><script>alert(1)</script>"
        let json = """
            {"root": {"id": "screen", "width": 400, "height": 60,
                      "subviews": [{"id": "evil", "type": "label", "text": "\\u003c/text\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}]},
             "constraints": ["evil.leading == screen.leading", "evil.top == screen.top"]}
            """
        let response = try render(server, json)
        #expect(response.status == 200)
        #expect(!response.text.contains("<script"))
        let drawing = try #require(SVGDrawing(response.body))
        #expect(!drawing.elementNames.contains("script"))
        #expect(drawing.textGroups.map(\.ariaLabel) == [hostile])
        let run = try #require(drawing.textGroups.first?.runs.first)
        #expect(placed(run).map(\.id) == (try expectedGlyphs(hostile)).map(\.id))
    }

    /// Two sizes of a card pinned 8 from the screen's top-left, 50 × 30, beside a box 25% of the
    /// width pinned 8 from the bottom-right corner. By the documented rule (SVGCanvas): each panel
    /// is its root's size under a 24-point caption band, 24 points apart: the first at (0, 24),
    /// the second at (200 + 24, 24); the canvas 200 + 24 + 320 = 544 wide, 24 + 100 = 124 high.
    static let sized = """
        {"root": {"id": "screen", "width": 375, "height": 812,
                  "subviews": [{"id": "card", "width": 50, "height": 30}, {"id": "box"}]},
         "constraints": ["card.leading == screen.leading + 8", "card.top == screen.top + 8",
                         "box.trailing == screen.trailing - 8", "box.bottom == screen.bottom - 8",
                         "box.width == screen.width * 0.25", "box.height == 30"],
         "options": {"displayScale": 2, "sizes": [{"width": 200, "height": 100},
                     {"width": 320, "height": 80, "traits": {"verticalSizeClass": "compact"}}]}}
        """

    @Test func sizesAreDrawnSideBySideAtTheirLayoutsFrames() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try render(server, Self.sized)
        #expect(response.status == 200)
        let drawing = try #require(SVGDrawing(response.body))
        #expect(drawing.svgAttributes["width"] == "544" && drawing.svgAttributes["height"] == "124")
        #expect(drawing.svgAttributes["viewBox"] == "0 0 544 124")
        #expect(drawing.sizeGroups.map(\.index) == [0, 1])
        #expect(drawing.sizeGroups.map { [$0.translateX, $0.translateY] } == [[0, 24], [224, 24]])
        #expect(drawing.texts.filter { $0.className == "caption" }.map(\.text) == ["200 × 100 · wC hR", "320 × 80 · wC hC"])
        // Each size's rects are /v1/layout's frames for that size, in the root's coordinates.
        let layout = try server.post(json: Self.sized.replacingOccurrences(of: #""displayScale": 2"#, with: #""displayScale": 2, "frames": "absolute""#))
        let layouts = try #require(layout.json["layouts"] as? [[String: Any]])
        #expect(layouts.count == 2)
        for (index, entry) in layouts.enumerated() {
            let frames = try #require(entry["frames"] as? [String: [String: Double]])
            let rects = drawing.rects.filter { $0.size == index }
            #expect(rects.map(\.id) == ["screen", "card", "box"])
            for rect in rects {
                let frame = try #require(frames[rect.id])
                #expect([rect.x, rect.y, rect.width, rect.height] == [frame["x"], frame["y"], frame["width"], frame["height"]])
            }
        }
        // By hand: the box is a quarter of each width, 8 from the bottom-right corner.
        #expect(drawing.rects.filter { $0.id == "box" }.map { [$0.x, $0.y, $0.width, $0.height] }
            == [[142, 62, 50, 30], [232, 42, 80, 30]])
    }

    /// The PNG of the sizes is the whole picture at the options' scale: 544 × 124 points at 2,
    /// 1088 × 248 pixels; the card of the second size (on the canvas x 232 … 282, y 32 … 62)
    /// has the card's fill, the gap between the panels the background's.
    @Test func sizesPNGIsTheWholePictureAtTheScale() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try render(server, Self.sized, accept: "image/png")
        #expect(response.status == 200)
        let drawing = try #require(SVGDrawing(try render(server, Self.sized).body))
        let png = try DecodedPNG(response.body, reading: [(2 * 250, 2 * 50), (2 * 212, 2 * 80)])
        #expect(png.width == 1088 && png.height == 248)
        #expect(png.pixels[0] == DecodedPNG.rgba(drawing.rect("card")?.attributes["fill"]))
        #expect(png.pixels[1] == DecodedPNG.rgba(drawing.otherRects["background"]?["fill"]))
    }

    /// `--max-render-pixels` bounds the whole picture: 1088 × 248 = 269,824 pixels is over a limit
    /// of 110,000 that each size alone (400 × 200 = 80,000 and 640 × 160 = 102,400) would meet.
    @Test func pixelLimitAppliesToTheWholePicture() throws {
        let server = try TestServer { $0.maxRenderPixels = 110_000 }
        defer { server.stop() }
        let response = try render(server, Self.sized, accept: "image/png")
        #expect(response.status == 422)
        #expect((response.json["detail"] as? String)?.contains("1088 × 248") == true)
    }
}
