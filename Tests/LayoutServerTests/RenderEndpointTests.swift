import Foundation
@testable import LayoutRender
@_spi(Testing) @testable import LayoutServer
import TestSupport
import Testing

/// `POST /v1/render` over real HTTP: the SVG parsed back as XML and compared with `/v1/layout`'s
/// frames, the diagnostics' styles, escaping, the PNG decoded by an independent reader, and the
/// `Accept` negotiation.
@Suite("POST /v1/render")
struct RenderEndpointTests {
    /// A card with a two-view `fillEqually` row inside it, by hand in the root's coordinates:
    /// card 20 from the leading edge, 30 from the top, 200 x 100 → (20, 30, 200, 100);
    /// row inset 10 in the card, 40 high → (30, 40, 180, 40);
    /// a and b share 180 − 10 spacing: 85 each → a (30, 40, 85, 40), b (125, 40, 85, 40).
    static func card(options: String = "") -> String {
        """
        {"root": {"id": "screen", "width": 300, "height": 200,
                  "subviews": [{"id": "card", "subviews": [
                      {"id": "row", "type": "stack", "distribution": "fillEqually", "spacing": 10,
                       "arrangedSubviews": [{"id": "a"}, {"id": "b"}]}]}]},
         "constraints": ["card.leading == screen.leading + 20", "card.top == screen.top + 30",
                         "card.width == 200", "card.height == 100",
                         "row.leading == card.leading + 10", "row.trailing == card.trailing - 10",
                         "row.top == card.top + 10", "row.height == 40"],
         "options": {\(options)}}
        """
    }

    static let cardFrames: [String: [Double]] = [
        "screen": [0, 0, 300, 200], "card": [20, 30, 200, 100], "row": [30, 40, 180, 40],
        "a": [30, 40, 85, 40], "b": [125, 40, 85, 40],
    ]

    private func render(_ server: TestServer, _ json: String, accept: String? = nil) throws -> MinimalHTTPClient.Response {
        var headers = [("Content-Type", "application/json")]
        if let accept { headers.append(("Accept", accept)) }
        return try MinimalHTTPClient.send(
            port: server.port, method: "POST", path: "/v1/render", headers: headers, body: Array(json.utf8), timeoutSeconds: 20)
    }

    @Test func svgHasOneRectPerViewAtLayoutsFrames() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try render(server, Self.card())
        #expect(response.status == 200)
        #expect(response.header("content-type") == "image/svg+xml")
        let drawing = try #require(SVGDrawing(response.body))
        // The same document laid out, in the root's coordinates.
        let layout = try server.post(json: Self.card(options: #""frames": "absolute""#))
        let frames = try #require(layout.json["frames"] as? [String: [String: Double]])
        #expect(drawing.rects.map(\.id) == ["screen", "card", "row", "a", "b"])
        for rect in drawing.rects {
            let frame = try #require(frames[rect.id])
            #expect([rect.x, rect.y, rect.width, rect.height] == [frame["x"], frame["y"], frame["width"], frame["height"]])
            #expect([rect.x, rect.y, rect.width, rect.height] == Self.cardFrames[rect.id])
        }
        #expect(drawing.svgAttributes["width"] == "300" && drawing.svgAttributes["height"] == "200")
        // Nested: each view's group inside its superview's.
        #expect(drawing.rect("a")?.ancestors == ["screen", "card", "row"])
        #expect(drawing.rect("card")?.ancestors == ["screen"])
        // The stack is told apart from plain views.
        #expect(drawing.rect("row")?.classes.contains("stack") == true)
        #expect(drawing.rect("card")?.classes.contains("stack") == false)
        #expect(drawing.rect("row")?.attributes["fill"] != drawing.rect("card")?.attributes["fill"])
        // No ids without `render.labels`.
        #expect(drawing.texts.isEmpty)
    }

    @Test func labelsDrawEachViewsId() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try render(server, Self.card(options: #""render": {"labels": true}"#))
        #expect(response.status == 200)
        let drawing = try #require(SVGDrawing(response.body))
        #expect(drawing.texts.filter { $0.className == "label" }.map(\.text) == ["screen", "card", "row", "a", "b"])
    }

    @Test func guidesOnlyOnRequest() throws {
        let server = try TestServer()
        defer { server.stop() }
        // v at (10, 10), 200 x 100; its guide g 10 in and 5 down from v, 50 x 20: (20, 15, 50, 20).
        // A scroll view at (0, 120), 300 x 80, its content a 100 x 30 view pinned 5 inside the
        // content guide: the content guide (0, 120) at content offset 0, 110 x 40; the frame guide
        // is the scroll view's frame.
        func document(_ guides: Bool) -> String {
            """
            {"root": {"id": "screen", "width": 300, "height": 200, "subviews": [
               {"id": "v", "layoutGuides": [{"id": "g"}]},
               {"id": "scroll", "type": "scroll", "subviews": [{"id": "content", "width": 100, "height": 30}]}]},
             "constraints": ["v.leading == screen.leading + 10", "v.top == screen.top + 10", "v.width == 200",
                             "v.height == 100", "g.leading == v.leading + 10", "g.top == v.top + 5", "g.width == 50",
                             "g.height == 20", "scroll.leading == screen.leading", "scroll.top == screen.top + 120",
                             "scroll.width == 300", "scroll.height == 80",
                             "content.leading == scroll.contentLayoutGuide.leading + 5",
                             "content.top == scroll.contentLayoutGuide.top + 5",
                             "content.trailing == scroll.contentLayoutGuide.trailing - 5",
                             "content.bottom == scroll.contentLayoutGuide.bottom - 5"],
             "options": {"render": {"guides": \(guides)}}}
            """
        }
        let plain = try #require(SVGDrawing(try render(server, document(false)).body))
        #expect(plain.guides.isEmpty)
        let response = try render(server, document(true))
        #expect(response.status == 200)
        let drawing = try #require(SVGDrawing(response.body))
        #expect(drawing.guides.map(\.id) == ["g", "scroll.contentLayoutGuide", "scroll.frameLayoutGuide"])
        #expect(drawing.guides.map { [$0.x, $0.y, $0.width, $0.height] }
            == [[20, 15, 50, 20], [0, 120, 110, 40], [0, 120, 300, 80]])
        // Each in its view's group.
        #expect(drawing.guides.map(\.ancestors) == [["screen", "v"], ["screen", "scroll"], ["screen", "scroll"]])
        // The views are where they are without guides.
        #expect(drawing.rects.map { [$0.x, $0.y, $0.width, $0.height] } == plain.rects.map { [$0.x, $0.y, $0.width, $0.height] })
    }

    @Test func hiddenAndScrollViewsAreToldApart() throws {
        let server = try TestServer()
        defer { server.stop() }
        let json = """
            {"root": {"id": "screen", "width": 100, "height": 100, "subviews": [
               {"id": "ghost", "hidden": true, "width": 10, "height": 10},
               {"id": "scroller", "type": "scroll", "width": 50, "height": 50}]},
             "constraints": ["ghost.leading == screen.leading", "ghost.top == screen.top",
                             "scroller.leading == screen.leading", "scroller.top == screen.top + 20"]}
            """
        let drawing = try #require(SVGDrawing(try render(server, json).body))
        let ghost = try #require(drawing.rect("ghost"))
        #expect(ghost.classes.contains("hidden"))
        #expect(ghost.attributes["fill"] == "none")
        #expect(ghost.attributes["stroke-dasharray"] == SVGPalette.hiddenDash)
        #expect(drawing.rect("scroller")?.classes.contains("scroll") == true)
        #expect(drawing.rect("scroller")?.classes.contains("hidden") == false)
    }

    @Test func deadlineIs503AsLayouts() throws {
        let server = try TestServer {
            $0.deadlineMilliseconds = 200
            $0._solveDelayMilliseconds = 10_000
        }
        defer { server.stop() }
        let response = try render(server, Self.card(), accept: "image/png")
        #expect(response.status == 503)
        #expect(response.header("retry-after") == "1")
        #expect(response.header("content-type") == "application/problem+json")
    }

    @Test func sameDocumentSameBytes() throws {
        let server = try TestServer()
        defer { server.stop() }
        let first = try render(server, Self.card())
        let second = try render(server, Self.card())
        #expect(first.status == 200)
        #expect(first.body == second.body)
    }

    @Test func ambiguousViewIsDashedOrange() throws {
        let server = try TestServer()
        defer { server.stop() }
        // floating has a size and no position: its x and y are ambiguous; fixed is pinned.
        let json = """
            {"root": {"id": "screen", "width": 300, "height": 200,
                      "subviews": [{"id": "floating", "width": 50, "height": 40}, {"id": "fixed"}]},
             "constraints": ["fixed.leading == screen.leading + 10", "fixed.top == screen.top + 10",
                             "fixed.width == 100", "fixed.height == 20"]}
            """
        let response = try render(server, json)
        #expect(response.status == 200)
        let drawing = try #require(SVGDrawing(response.body))
        let floating = try #require(drawing.rect("floating"))
        #expect(floating.classes.contains("ambiguous"))
        #expect(floating.attributes["stroke"] == SVGPalette.ambiguousStroke)
        #expect(floating.attributes["stroke-dasharray"] == SVGPalette.ambiguousDash)
        let fixed = try #require(drawing.rect("fixed"))
        #expect(!fixed.classes.contains("ambiguous"))
        #expect(fixed.attributes["stroke-dasharray"] == nil)
    }

    /// A conflict whose broken constraint is named `</text><script>alert(1)</script>`: constraint
    /// names are free text, so the message under the canvas carries it, and it must stay text.
    static let hostileConflict = """
        {"root": {"id": "screen", "width": 300, "height": 200, "subviews": [{"id": "box"}, {"id": "other"}]},
         "constraints": ["box.leading == screen.leading + 10", "box.top == screen.top + 10",
                         "box.height == 20", "box.width == 100",
                         "</text><script>alert(1)</script>: box.width == 120",
                         {"id": "bell\\u0007", "firstItem": "other", "firstAttribute": "width", "relation": "==", "constant": 50},
                         "other.width == 60",
                         "other.leading == screen.leading", "other.top == box.bottom + 10", "other.height == 50"]}
        """

    @Test func unsatisfiableViewsAreRedWithTheMessageUnderTheCanvas() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try render(server, Self.hostileConflict)
        #expect(response.status == 200)
        let drawing = try #require(SVGDrawing(response.body))
        for id in ["box", "other"] {
            let rect = try #require(drawing.rect(id))
            #expect(rect.classes.contains("unsatisfiable"))
            #expect(rect.attributes["stroke"] == SVGPalette.unsatisfiableStroke)
        }
        #expect(drawing.rect("screen")?.classes.contains("unsatisfiable") == false)
        // The messages lie under the root's 200 points: the canvas is taller than the root.
        let messages = drawing.texts.filter { $0.className == "message" }.map(\.text)
        #expect(messages.first == "Unable to simultaneously satisfy constraints.")
        #expect((Double(drawing.svgAttributes["height"] ?? "") ?? 0) > 200)
        // As wide as the longest line: 8 points either side, 0.6 em a character of 11 points, wider
        // than the 300-point root here.
        let longest = Double(messages.map(\.unicodeScalars.count).max() ?? 0)
        let width = try #require(Double(drawing.svgAttributes["width"] ?? ""))
        #expect(abs(width - (16 + longest * 0.6 * 11)) < 1e-6)
        #expect(width > 300)
        // The hostile name is text: read back verbatim, and no element but the drawing's own.
        #expect(messages.contains(#""</text><script>alert(1)</script>: box.width == 120""#))
        #expect(Set(drawing.elementNames) == ["svg", "rect", "g", "text"])
        #expect(!response.text.contains("<script"))
        // A control character XML cannot hold (U+0007) is replaced, so the SVG still parses.
        #expect(messages.contains { $0.contains("bell\u{FFFD}") })
    }

    @Test func viewsOfTheEnginesConstraintsInAConflictAreRed() throws {
        let server = try TestServer()
        defer { server.stop() }
        // a's width 100 against a fillEqually stack pinned across the 300-point screen (150 each):
        // the set joins a (constraints[4]) through UISV-fill-equally(b, a), UISV-spacing(b, a) and
        // the canvas connections (s, a), (b, s) to s, pinned to the screen's edges (constraints[0]
        // and [1]) and the screen's width: screen, s, a and b are red; free takes no part.
        let json = """
            {"root": {"id": "screen", "width": 300, "height": 100, "subviews": [
               {"id": "s", "type": "stack", "distribution": "fillEqually", "arrangedSubviews": [{"id": "a"}, {"id": "b"}]},
               {"id": "free", "width": 10, "height": 10}]},
             "constraints": ["s.leading == screen.leading", "s.trailing == screen.trailing", "s.top == screen.top",
                             "s.height == 40", "a.width == 100", "free.leading == screen.leading",
                             "free.top == screen.top + 50"]}
            """
        let drawing = try #require(SVGDrawing(try render(server, json).body))
        #expect(drawing.rects.filter { $0.classes.contains("unsatisfiable") }.map(\.id) == ["screen", "s", "a", "b"])
        #expect(drawing.rect("free")?.attributes["stroke"] == SVGPalette.viewStroke)
    }

    @Test func escapingCoversMarkupAndCharactersXMLCannotHold() {
        #expect(SVGText.escaped(#"</text><script>&'""#) == "&lt;/text&gt;&lt;script&gt;&amp;&#39;&quot;")
        #expect(SVGText.escaped("a\u{0}b\u{1F}c\u{FFFE}\td\ne") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\td\ne")
        #expect(SVGText.escaped("écran ✓") == "écran ✓")
    }

    @Test func pngIsTheRootAtDisplayScaleWithTheViewsColours() throws {
        let server = try TestServer()
        defer { server.stop() }
        let json = Self.card(options: #""displayScale": 2"#)
        let response = try render(server, json, accept: "image/png")
        #expect(response.status == 200)
        #expect(response.header("content-type") == "image/png")
        let drawing = try #require(SVGDrawing(try render(server, json).body))
        // Pixels at scale 2: a's centre (72.5, 60); the gap between a and b, where only the row is
        // drawn (120, 60); the screen outside the card (5, 5).
        let png = try DecodedPNG(response.body, reading: [(145, 120), (240, 120), (10, 10)])
        #expect(png.width == 600 && png.height == 400)
        #expect(png.pixels[0] == DecodedPNG.rgba(drawing.rect("a")?.attributes["fill"]))
        #expect(png.pixels[1] == DecodedPNG.rgba(drawing.rect("row")?.attributes["fill"]))
        #expect(png.pixels[2] == DecodedPNG.rgba(drawing.otherRects["background"]?["fill"]))
        #expect(png.pixels[0] != png.pixels[1] && png.pixels[1] != png.pixels[2])
    }

    @Test func pngAtDefaultScaleIsThreeTimesTheRoot() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try render(server, Self.card(), accept: "image/webp;q=0.9, image/png;q=0.8")
        #expect(response.status == 200)
        let png = try DecodedPNG(response.body, reading: [])
        #expect(png.width == 900 && png.height == 600)
    }


    @Test func otherAcceptIs406() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try render(server, Self.card(), accept: "text/plain")
        #expect(response.status == 406)
        #expect(response.header("content-type") == "application/problem+json")
        #expect((response.json["detail"] as? String)?.contains("image/svg+xml") == true)
    }

    @Test func acceptNegotiation() {
        #expect(MediaType.renderFormat(accept: nil) == .svg)
        #expect(MediaType.renderFormat(accept: "") == .svg)
        #expect(MediaType.renderFormat(accept: "*/*") == .svg)
        #expect(MediaType.renderFormat(accept: "image/*") == .svg)
        #expect(MediaType.renderFormat(accept: "IMAGE/PNG") == .png)
        #expect(MediaType.renderFormat(accept: "image/png, image/svg+xml") == .svg)
        #expect(MediaType.renderFormat(accept: "image/png;q=0.9, image/svg+xml;q=0.5") == .png)
        #expect(MediaType.renderFormat(accept: "image/svg+xml;q=0, image/*") == .png)
        #expect(MediaType.renderFormat(accept: "text/html, application/json") == nil)
        #expect(MediaType.renderFormat(accept: "image/png;q=0") == nil)
    }

    @Test func invalidDocumentIs422WithPointersAsLayouts() throws {
        let server = try TestServer()
        defer { server.stop() }
        let json = Self.card(options: #""render": {"labels": "yes", "colour": 1}, "displayScale": 4"#)
        let rendered = try render(server, json)
        let laidOut = try server.post(json: json)
        #expect(rendered.status == 422)
        #expect(rendered.header("content-type") == "application/problem+json")
        let errors = rendered.json["errors"] as? [[String: Any]] ?? []
        #expect(errors.compactMap { $0["pointer"] as? String }
            == ["/options/render/labels", "/options/render/colour", "/options/displayScale"])
        #expect(rendered.body == laidOut.body)
        // 400 and 415 as /v1/layout's.
        #expect(try render(server, "{").status == 400)
        let wrongType = try MinimalHTTPClient.send(
            port: server.port, method: "POST", path: "/v1/render", headers: [("Content-Type", "text/plain")], body: Array("{}".utf8))
        #expect(wrongType.status == 415)
    }

    @Test func layoutAcceptsRenderOptions() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: Self.card(options: #""render": {"labels": true}"#))
        #expect(response.status == 200)
        #expect((response.json["frames"] as? [String: Any])?.count == 5)
    }

    @Test func pngOverThePixelLimitIs422() throws {
        let server = try TestServer { $0.maxRenderPixels = 10_000 }
        defer { server.stop() }
        // 300 x 200 points at scale 1: 60,000 pixels, over 10,000; the SVG has no such limit.
        let response = try render(server, Self.card(options: #""displayScale": 1"#), accept: "image/png")
        #expect(response.status == 422)
        let errors = response.json["errors"] as? [[String: Any]] ?? []
        #expect(errors.compactMap { $0["pointer"] as? String } == ["/root"])
        #expect(try render(server, Self.card(options: #""displayScale": 1"#)).status == 200)
    }

    /// `count` plain views each pinned to the four edges of a 100 x 100 root at displayScale 1:
    /// each covers the whole canvas.
    static func overlapping(_ count: Int) -> String {
        let ids = (0..<count).map { "v\($0)" }
        let views = ids.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ")
        let constraints = ids.flatMap { id in
            ["leading", "trailing", "top", "bottom"].map { #""\#(id).\#($0) == screen.\#($0)""# }
        }.joined(separator: ", ")
        return #"{"root": {"id": "screen", "width": 100, "height": 100, "subviews": [\#(views)]}, "#
            + #""constraints": [\#(constraints)], "options": {"displayScale": 1}}"#
    }

    @Test func pngPaintingTooManyCanvasesIs422() throws {
        // A pixel limit of 10,000: fills up to 128 x 10,000 = 1,280,000 pixels. The canvas is
        // 100 x 100 = 10,000 pixels, painted once for the background, once for the root and once
        // per view: 100 views paint 102 x 10,000 = 1,020,000 (drawn), 200 views 2,020,000 (refused).
        let server = try TestServer { $0.maxRenderPixels = 10_000 }
        defer { server.stop() }
        let drawn = try render(server, Self.overlapping(100), accept: "image/png")
        #expect(drawn.status == 200)
        let refused = try render(server, Self.overlapping(200), accept: "image/png")
        #expect(refused.status == 422)
        #expect(refused.json["title"] as? String == "Picture too costly")
        #expect((refused.json["detail"] as? String)?.contains("2020000") == true)
        // The SVG of the same document is not rasterised, so it is drawn.
        #expect(try render(server, Self.overlapping(200)).status == 200)
    }

    @Test func pngOverTheMemoryBudgetIs422NamingIt() throws {
        // 400 views and the root: 401 elements of 8 KiB each (3,284,992 bytes) plus a surface of
        // 100 x 100 x 4 bytes, over a budget of 3 MiB (3,145,728); 300 views (2,465,792 + 40,000) fit.
        let server = try TestServer {
            $0.limits.maxRequestMemoryBytes = 3 << 20
            $0.maxRenderPixels = 1 << 20
        }
        defer { server.stop() }
        #expect(try render(server, Self.overlapping(300), accept: "image/png").status == 200)
        let refused = try render(server, Self.overlapping(400), accept: "image/png")
        #expect(refused.status == 422)
        #expect((refused.json["detail"] as? String)?.contains("memory limit of 3145728 bytes") == true)
        #expect(try render(server, Self.overlapping(400)).status == 200)
    }

    @Test func pngWithASideOverCairosLimitIs422() throws {
        let server = try TestServer { $0.maxRenderPixels = .max }
        defer { server.stop() }
        // 10 x 11,000 points at scale 3: 30 x 33,000 pixels, under any pixel count but a side over 32,767.
        let json = #"{"root": {"id": "tall", "width": 10, "height": 11000}}"#
        let response = try render(server, json, accept: "image/png")
        #expect(response.status == 422)
        #expect((response.json["detail"] as? String)?.contains("30 × 33000") == true)
        #expect(try render(server, json).status == 200)
    }
}
