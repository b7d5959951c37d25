import Foundation
import LayoutServer
import TestSupport
import Testing

/// The playground at `GET /` in Debian's headless Chromium, against a real `layoutd serve` on
/// loopback, driven through the DevTools protocol: what a person sees and does, checked in the
/// live DOM and in a screenshot, and the browser's console free of errors (CSP violations
/// included) at the end of every test.
@Suite("Playground in headless Chromium", .serialized)
struct PlaygroundBrowserTests {
    /// A root 300x200 with `box` pinned 10 from its top-left corner, 120x40, and `other` 8 after
    /// it, 40x30 (so box = (10, 10, 120, 40) and other = (10 + 120 + 8, 10, 40, 30) = (138, 10, 40, 30)).
    static let twoViews = """
        {
          "root": {
            "id": "screen", "width": 300, "height": 200,
            "subviews": [ {"id": "box"}, {"id": "other"} ]
          },
          "constraints": [
            "box.leading == screen.leading + 10", "box.top == screen.top + 10",
            "box.width == 120", "box.height == 40",
            "other.leading == box.trailing + 8", "other.top == box.top",
            "other.width == 40", "other.height == 30"
          ]
        }
        """

    /// Four required constraints that cannot all hold: box starts at 10 and is 100 wide, so its
    /// trailing edge is at 110, but other.leading == box.trailing and other.leading == 50. Removing
    /// any one of the four leaves the rest satisfiable, so the minimal conflicting set is all four,
    /// and it joins screen, box and other.
    static let conflicting = """
        {
          "root": {
            "id": "screen", "width": 300, "height": 200,
            "subviews": [ {"id": "box", "height": 20}, {"id": "other", "width": 30, "height": 20} ]
          },
          "constraints": [
            "box.leading == screen.leading + 10", "box.width == 100",
            "other.leading == box.trailing", "other.leading == screen.leading + 50",
            "box.top == screen.top", "other.top == screen.top"
          ]
        }
        """

    /// The console's errors, but for the line Chromium logs for each 422 answer (the service's
    /// documented answer to an invalid document, which the page shows at its pointers): only
    /// those two requests, the layout's and the render's, may log it.
    static func errorsBesides422(_ page: PlaygroundPage) -> [String] {
        let expected = ["/v1/layout", "/v1/render"].map {
            "log (network): Failed to load resource: the server responded with a status of 422 (Unprocessable Content) http://127.0.0.1:\(page.server.port)\($0)"
        }
        return page.browser.consoleErrors.filter { !expected.contains($0) }
    }

    @Test func loadsItsFirstExampleAndDrawsARectPerViewAtItsFrame() throws {
        let page = try PlaygroundPage()
        let list = try page.get("/v1/examples").json["examples"] as? [[String: Any]] ?? []
        let first = try #require(list.first?["name"] as? String)
        #expect(try page.browser.evaluate("document.getElementById('example').value") as? String == first)
        #expect(try page.browser.evaluate("document.getElementById('example').options.length") as? Int == list.count)

        // The frames the service gives the same document, in the root's coordinates as drawn.
        var document = try page.get("/v1/examples/\(first)").json
        var options = document["options"] as? [String: Any] ?? [:]
        options["frames"] = "absolute"
        document["options"] = options
        let answer = try page.post("/v1/layout", json: document).json
        let drawn = try page.drawnViews()
        if let frames = answer["frames"] as? [String: [String: Any]] {
            #expect(drawn.count == frames.count)
            for view in drawn {
                let frame = try #require(frames[view.id], "\(view.id) is drawn but not laid out")
                #expect(view == PlaygroundPage.DrawnView(
                    id: view.id, x: PlaygroundPage.number(frame["x"] as Any), y: PlaygroundPage.number(frame["y"] as Any),
                    width: PlaygroundPage.number(frame["width"] as Any), height: PlaygroundPage.number(frame["height"] as Any)))
            }
        } else {
            // A document with `options.sizes` is drawn once per size, side by side: every layout's
            // views, each at its size (the positions are shifted by the layouts before it).
            let layouts = try #require(answer["layouts"] as? [[String: Any]])
            let expected = layouts.flatMap { ($0["frames"] as? [String: [String: Any]] ?? [:]).map { id, frame in
                "\(id) \(PlaygroundPage.number(frame["width"] as Any))x\(PlaygroundPage.number(frame["height"] as Any))"
            } }
            #expect(drawn.map { "\($0.id) \($0.width)x\($0.height)" }.sorted() == expected.sorted())
        }
        #expect(!drawn.isEmpty)
        #expect(page.browser.consoleErrors == [])
    }

    @Test func hoveringAViewShowsItsIdAndFrame() throws {
        let page = try PlaygroundPage()
        try page.type(document: Self.twoViews)
        // other's rect is the topmost element at its centre; its frame is derived above the test.
        let centre = try page.centre(of: "#drawing [data-id='other'] > rect.view")
        try page.browser.moveMouse(x: centre.x, y: centre.y)
        try page.browser.waitUntil("!document.getElementById('tooltip').hidden")
        #expect(try page.browser.evaluate("document.getElementById('tooltip').textContent") as? String == "other\nx 138  y 10\n40 × 30")
        #expect(page.browser.consoleErrors == [])
    }

    @Test func editingTheDocumentRedrawsIt() throws {
        let page = try PlaygroundPage()
        try page.type(document: Self.twoViews)
        #expect(try page.drawnViews() == [
            .init(id: "screen", x: 0, y: 0, width: 300, height: 200),
            .init(id: "box", x: 10, y: 10, width: 120, height: 40),
            .init(id: "other", x: 138, y: 10, width: 40, height: 30),
        ])
        // Type 80 over box's width, 120: other moves to 10 + 80 + 8 = 98.
        try page.select(in: "text.indexOf('box.width == 120') + 13", to: "text.indexOf('box.width == 120') + 16")
        try page.typeOverSelection("80")
        #expect(try page.browser.evaluate("document.body.dataset.state") as? String == "drawn")
        #expect(try page.drawnViews() == [
            .init(id: "screen", x: 0, y: 0, width: 300, height: 200),
            .init(id: "box", x: 10, y: 10, width: 80, height: 40),
            .init(id: "other", x: 98, y: 10, width: 40, height: 30),
        ])
        // The root's width typed in the text moves the width field with it.
        try page.select(in: "text.indexOf('\"width\": 300') + 9", to: "text.indexOf('\"width\": 300') + 12")
        try page.typeOverSelection("250")
        #expect(try page.browser.evaluate("document.getElementById('width').value") as? String == "250")
        #expect(try page.drawnViews().first == .init(id: "screen", x: 0, y: 0, width: 250, height: 200))

        // The Ids box asks the render for `options.render.labels`: the drawing then writes the ids.
        let drawingText = "document.querySelector('#drawing svg').textContent"
        #expect((try page.browser.evaluate(drawingText) as? String)?.contains("other") == false)
        let before = try page.revision()
        let box = try page.centre(of: "#labels")
        try page.browser.click(x: box.x, y: box.y)
        try page.browser.waitUntil("Number(document.body.dataset.revision) > \(before)")
        let text = try page.browser.evaluate(drawingText) as? String ?? ""
        #expect(["screen", "box", "other"].allSatisfy { text.contains($0) })
        #expect(page.browser.consoleErrors == [])
    }

    @Test func draggingTheCornerChangesTheRootsWidthAndHeight() throws {
        let page = try PlaygroundPage()
        try page.type(document: Self.twoViews)
        let before = try page.revision()
        let handle = try page.centre(of: "#resize-handle")
        try page.browser.drag(from: handle, to: (handle.x + 40, handle.y + 30))
        // 300 + 40 by 200 + 30; the subviews keep their constraints' frames.
        try page.browser.waitUntil("""
            Number(document.body.dataset.revision) > \(before) &&
            document.querySelector('#drawing [data-id="screen"] > rect.view').getAttribute('width') === '340'
            """)
        #expect(try page.drawnViews().first == .init(id: "screen", x: 0, y: 0, width: 340, height: 230))
        #expect(try page.browser.evaluate("[document.getElementById('width').value, document.getElementById('height').value]") as? [String] == ["340", "230"])
        #expect(page.browser.consoleErrors == [])
    }

    @Test func aConflictListsItsDiagnosticAndClickingItHighlightsItsViews() throws {
        let page = try PlaygroundPage()
        try page.type(document: Self.conflicting)
        let items = try page.browser.evaluate("[...document.querySelectorAll('#diagnostics li')].map((item) => item.textContent)") as? [String] ?? []
        #expect(items.count == 1)
        #expect(items.first?.hasPrefix("unsatisfiable: ") == true)
        #expect(try page.highlightedIDs() == [])
        let diagnostic = try page.centre(of: "#diagnostics li")
        try page.browser.click(x: diagnostic.x, y: diagnostic.y)
        #expect(try page.highlightedIDs() == ["box", "other", "screen"])

        // Hovering a solved constraint highlights its two items; leaving it restores the diagnostic's.
        let index = try #require(page.browser.evaluate("""
            [...document.querySelectorAll('#constraints li')].findIndex((item) => item.textContent === 'constraints[2]: other.leading == box.trailing')
            """) as? Int)
        #expect(index >= 0)
        let constraint = try page.centre(of: "#constraints li:nth-child(\(index + 1))")
        try page.browser.moveMouse(x: constraint.x, y: constraint.y)
        #expect(try page.highlightedIDs() == ["box", "other"])
        let elsewhere = try page.centre(of: "header h1")
        try page.browser.moveMouse(x: elsewhere.x, y: elsewhere.y)
        #expect(try page.highlightedIDs() == ["box", "other", "screen"])
        #expect(page.browser.consoleErrors == [])
    }

    @Test func eachSizeListsItsOwnDiagnostics() throws {
        let page = try PlaygroundPage()
        // The conflict above at two widths: it does not depend on the root's size, so each layout
        // has it; the height of the second is fitted.
        var document = try #require(JSONSerialization.jsonObject(with: Data(Self.conflicting.utf8)) as? [String: Any])
        document["options"] = ["sizes": [["width": 300, "height": 200], ["width": 400]]]
        try page.type(document: String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self))
        let items = try page.browser.evaluate("[...document.querySelectorAll('#diagnostics li')].map((item) => item.textContent)") as? [String] ?? []
        #expect(items.count == 2)
        #expect(items.first?.hasPrefix("300 × 200: unsatisfiable: ") == true)
        #expect(items.last?.hasPrefix("400 × fitted: unsatisfiable: ") == true)
        #expect(try page.browser.evaluate("document.getElementById('width').disabled && document.getElementById('resize-handle').hidden") as? Bool == true)
        let second = try page.centre(of: "#diagnostics li:nth-child(2)")
        try page.browser.click(x: second.x, y: second.y)
        #expect(try page.highlightedIDs() == ["box", "other", "screen"])
        #expect(page.browser.consoleErrors == [])
    }

    @Test func anInvalidDocumentShowsItsErrorsAtTheirPointers() throws {
        let page = try PlaygroundPage()
        try page.type(document: #"{"root": {"id": "screen", "width": 100, "height": 100, "subviews": [{"id": "s", "type": "stack", "axis": "diagonal"}]}}"#)
        #expect(try page.browser.evaluate("document.body.dataset.state") as? String == "invalid")
        #expect(try page.browser.evaluate("[...document.querySelectorAll('#errors .pointer')].map((item) => item.textContent)") as? [String]
                == ["/root/subviews/0/axis"])
        // The editor marks the value at the pointer.
        #expect(try page.browser.evaluate("[...document.querySelectorAll('#backdrop mark')].map((mark) => mark.textContent)") as? [String]
                == [#""diagonal""#])

        // Text that is not JSON is marked where it stops parsing: `{"root": }` fails at the `}`, column 10.
        try page.type(document: #"{"root": }"#)
        #expect(try page.browser.evaluate("document.getElementById('errors').textContent") as? String
                == "line 1, column 10: unexpected character")
        #expect(try page.browser.evaluate("[...document.querySelectorAll('#backdrop mark')].map((mark) => mark.textContent)") as? [String] == ["}"])
        #expect(Self.errorsBesides422(page) == [])
    }

    @Test func textFromTheDocumentStaysText() throws {
        let page = try PlaygroundPage()
        // The service names the bad id in its 422 detail; the page shows it as text.
        let hostile = "<img src=x onerror=window.pwned=1>"
        try page.type(document: #"{"root": {"id": "screen", "width": 100, "height": 100, "subviews": [{"id": "\#(hostile)"}]}}"#)
        let detail = try page.browser.evaluate("document.getElementById('errors').textContent") as? String ?? ""
        #expect(detail.contains(hostile))
        // A label whose text closes the SVG's text and opens a script.
        try page.type(document: #"""
            {"root": {"id": "screen", "width": 300, "height": 100,
              "subviews": [{"id": "label", "type": "label", "text": "</text><script>window.pwned = 2</script>"}]},
             "constraints": ["label.top == screen.top + 10", "label.leading == screen.leading + 10"]}
            """#)
        #expect(try page.browser.evaluate("document.body.dataset.state") as? String == "drawn")
        #expect(try page.browser.evaluate("typeof window.pwned") as? String == "undefined")
        #expect(try page.browser.evaluate("document.querySelectorAll('img, #drawing script').length") as? Int == 0)
        #expect(Self.errorsBesides422(page) == [])
    }

    @Test func aScreenshotShowsTheDrawing() throws {
        let page = try PlaygroundPage()
        // Points where a view's rect is the topmost element, with that rect's solid fill: the
        // centres of filled rects at least 6 pixels on each side. Labels and buttons are left out:
        // their glyphs are drawn over their centres, and hit-testing does not see glyph outlines.
        let samples = try page.browser.evaluate("""
            [...document.querySelectorAll('#drawing svg [data-id] > rect.view')].flatMap((rect) => {
              if (rect.parentNode.querySelector(':scope > g.text')) return [];
              const box = rect.getBoundingClientRect();
              const x = Math.floor(box.left + box.width / 2), y = Math.floor(box.top + box.height / 2);
              const style = getComputedStyle(rect);
              const fill = /^rgb\\((\\d+), (\\d+), (\\d+)\\)$/.exec(style.fill);
              if (box.width < 6 || box.height < 6 || !fill || style.fillOpacity !== '1' || x >= innerWidth || y >= innerHeight) return [];
              if (document.elementFromPoint(x, y) !== rect) return [];
              return [[x, y, Number(fill[1]), Number(fill[2]), Number(fill[3])]];
            })
            """) as? [[Int]] ?? []
        #expect(samples.count >= 3)
        let png = try page.browser.screenshot()
        let decoded = try DecodedPNG(png, reading: samples.map { ($0[0], $0[1]) })
        let viewport = try page.browser.evaluate("[innerWidth, innerHeight]") as? [Int] ?? []
        #expect([decoded.width, decoded.height] == viewport)
        for (sample, pixel) in zip(samples, decoded.pixels) {
            #expect(Array(pixel.prefix(3)) == Array(sample[2...4]), "pixel at \(sample[0]), \(sample[1])")
        }
        // Not blank: the views' fills differ from the page's grey and from one another.
        let colours = Set(decoded.pixels.map { Array($0.prefix(3)) })
        #expect(colours.count >= 2)
        #expect(!colours.contains([0xf2, 0xf2, 0xf4]))
        #expect(page.browser.consoleErrors == [])
    }

    @Test func everyExampleIsDrawnWithoutConsoleErrors() throws {
        let page = try PlaygroundPage()
        let names = try page.browser.evaluate("[...document.getElementById('example').options].map((option) => option.value)") as? [String] ?? []
        #expect(!names.isEmpty)
        for name in names {
            let before = try page.revision()
            try page.browser.evaluate("""
                (() => { const picker = document.getElementById('example'); picker.value = \(ChromiumSession.quoted(name));
                         picker.dispatchEvent(new Event('change')); })()
                """)
            try page.browser.waitUntil("Number(document.body.dataset.revision) > \(before)")
            #expect(try page.browser.evaluate("document.body.dataset.state") as? String == "drawn", "\(name)")
            #expect(try page.drawnViews().count > 1, "\(name)")
        }
        #expect(page.browser.consoleErrors == [])
    }
}
