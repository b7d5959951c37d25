import Foundation
import TestSupport
import Testing

/// `layoutd render`, run as the real executable: SVG to standard output and to a file, PNG to a
/// file, `--size`, and the problem of an invalid document.
@Suite struct RenderCommandTests {
    /// box: 5 from the leading edge and 6 from the top, 10 x 20 by its shorthands; the screen is
    /// 100 x 50 unless `--size` says otherwise.
    static let document = """
        {"root": {"id": "screen", "width": 100, "height": 50,
                  "subviews": [{"id": "box", "width": 10, "height": 20}]},
         "constraints": ["box.leading == screen.leading + 5", "box.top == screen.top + 6"]}
        """

    private func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-render-\(UUID().uuidString)-\(name)").path
    }

    @Test func writesSVGToStandardOutputTheSameBytesInEveryProcess() throws {
        let first = try LayoutdProcess.run(["render", "-"], stdin: Self.document)
        let second = try LayoutdProcess.run(["render", "-"], stdin: Self.document)
        #expect(first.status == 0)
        #expect(first.stderr.isEmpty)
        #expect(first.stdout == second.stdout)
        let drawing = try #require(SVGDrawing(Array(first.stdout.utf8)))
        let box = try #require(drawing.rect("box"))
        #expect([box.x, box.y, box.width, box.height] == [5, 6, 10, 20])
    }

    /// Text drawn as glyph outlines and sizes side by side are the same bytes in two processes
    /// (faces and glyphs numbered by first use, never by address or dictionary order).
    @Test func textAndSizesAreTheSameBytesInEveryProcess() throws {
        let document = """
            {"root": {"id": "screen", "width": 300, "height": 100,
                      "subviews": [{"id": "title", "type": "label", "text": "Stack views שלום", "numberOfLines": 0},
                                   {"id": "go", "type": "button", "title": "Go"}]},
             "constraints": ["title.leading == screen.leading + 8", "title.trailing == screen.trailing - 8",
                             "title.top == screen.top + 8", "go.leading == title.leading", "go.top == title.bottom + 8"],
             "options": {"sizes": [{"width": 120}, {"width": 300}]}}
            """
        let first = try LayoutdProcess.run(["render", "-"], stdin: document)
        let second = try LayoutdProcess.run(["render", "-"], stdin: document)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == second.stdout)
        let drawing = try #require(SVGDrawing(Array(first.stdout.utf8)))
        #expect(drawing.sizeGroups.count == 2)
        #expect(drawing.textGroups.count == 4)
        #expect(drawing.textGroups.allSatisfy { !$0.runs.isEmpty })
    }

    /// A label is measured as `layoutd solve` measures it (the server's system font), not refused:
    /// its rect is the frame `solve` answers for the same document.
    @Test func drawsALabelAtTheFrameSolveGivesIt() throws {
        let document = """
            {"root": {"id": "screen", "width": 200, "height": 60,
                      "subviews": [{"id": "title", "type": "label", "text": "Stack views"}]},
             "constraints": ["title.leading == screen.leading + 8", "title.top == screen.top + 8"]}
            """
        let drawn = try LayoutdProcess.run(["render", "-"], stdin: document)
        let solved = try LayoutdProcess.run(["solve", "-"], stdin: document)
        #expect(drawn.status == 0 && solved.status == 0, "\(drawn.stderr) \(solved.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any]
        let frame = try #require((object?["frames"] as? [String: [String: Double]])?["title"])
        let rect = try #require(SVGDrawing(Array(drawn.stdout.utf8))?.rect("title"))
        #expect(frame["width"] ?? 0 > 0)
        #expect([rect.x, rect.y, rect.width, rect.height] == [frame["x"], frame["y"], frame["width"], frame["height"]])
    }

    @Test func writesSVGAndPNGFiles() throws {
        let input = temporaryFile("doc.json"), svg = temporaryFile("out.svg"), png = temporaryFile("out.png")
        defer { for path in [input, svg, png] { try? FileManager.default.removeItem(atPath: path) } }
        try Data(Self.document.utf8).write(to: URL(fileURLWithPath: input))
        let svgRun = try LayoutdProcess.run(["render", input, "-o", svg], stdin: "")
        #expect(svgRun.status == 0)
        #expect(svgRun.stdout.isEmpty)
        let drawing = try #require(SVGDrawing(Array(try Data(contentsOf: URL(fileURLWithPath: svg)))))
        #expect(drawing.rects.map(\.id) == ["screen", "box"])
        let pngRun = try LayoutdProcess.run(["render", input, "-o", png], stdin: "")
        #expect(pngRun.status == 0)
        // At the default displayScale 3: 300 x 150 pixels; box's centre (10, 16) is pixel (30, 48).
        let decoded = try DecodedPNG(Array(try Data(contentsOf: URL(fileURLWithPath: png))), reading: [(30, 48), (240, 120)])
        #expect(decoded.width == 300 && decoded.height == 150)
        #expect(decoded.pixels[0] == DecodedPNG.rgba(drawing.rect("box")?.attributes["fill"]))
        #expect(decoded.pixels[1] == DecodedPNG.rgba(drawing.otherRects["background"]?["fill"]))
    }

    @Test func sizeLaysTheRootOutAtThatSize() throws {
        let run = try LayoutdProcess.run(["render", "--size", "320x480", "-"], stdin: Self.document)
        #expect(run.status == 0)
        let drawing = try #require(SVGDrawing(Array(run.stdout.utf8)))
        let screen = try #require(drawing.rect("screen"))
        #expect([screen.width, screen.height] == [320, 480])
        #expect(drawing.svgAttributes["width"] == "320" && drawing.svgAttributes["height"] == "480")
        let bad = try LayoutdProcess.run(["render", "--size", "320", "-"], stdin: Self.document)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--size"))
    }

    @Test func invalidDocumentPrintsTheProblemAndExits2() throws {
        let run = try LayoutdProcess.run(["render", "-"], stdin: #"{"root": {"id": "screen", "type": "table"}}"#)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("/root/type"))
        let wrongOutput = try LayoutdProcess.run(["render", "-", "-o", "out.gif"], stdin: Self.document)
        #expect(wrongOutput.status != 0)
        #expect(wrongOutput.stderr.contains(".svg or a .png"))
    }

}
