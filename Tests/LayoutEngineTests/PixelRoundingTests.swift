import Testing
@_spi(Testing) @testable import LayoutEngine

/// `options.rounding: "pixel"`: each edge rounded, in the root's coordinates, to the nearest pixel
/// of `displayScale` (half-way away from zero), size = rounded far edge − rounded near edge, then
/// made relative to the superview's rounded origin. Every case runs on the direct path and on
/// the simplex, which must agree.
@Suite struct PixelRoundingTests {
    /// The frames of `json` on both paths (which must agree), as `[x, y, width, height]` by id.
    private func frames(
        _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String: [Double]] {
        let document = try DocumentFixture.document(json)
        var simplex = LayoutEngine()
        simplex._directPath = false
        let direct = LayoutEngine().layout(document: document)
        let solved = simplex.layout(document: document)
        #expect(direct.frames == solved.frames, "direct and simplex frames differ", sourceLocation: sourceLocation)
        #expect(direct.diagnostics.isEmpty, sourceLocation: sourceLocation)
        return Dictionary(uniqueKeysWithValues: direct.frames.map { ($0.id, [$0.x, $0.y, $0.width, $0.height]) })
    }

    /// The response body's text on the default (direct first) route.
    private func body(_ json: String) throws -> String {
        String(decoding: try LayoutEngine().layout(json: Array(json.utf8)).get(), as: UTF8.self)
    }

    /// A 100-point `fillEqually` row of `a`, `b`, `c` at x 10.1, y 0.25, 20.5 tall, in a
    /// 200 × 50 screen.
    private func row(_ options: String) -> String {
        """
        {"root": {"id": "screen", "width": 200, "height": 50,
                  "subviews": [{"id": "row", "type": "stack", "distribution": "fillEqually",
                                "arrangedSubviews": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}]},
         "constraints": ["row.leading == screen.leading + 10.1", "row.width == 100",
                         "row.top == screen.top + 0.25", "row.height == 20.5"],
         "options": {\(options)}}
        """
    }

    /// `value` in pixels of `scale`, which must be whole (to 1e-9: a point value of k/3 is the
    /// double nearest it).
    private func pixels(_ value: Double, _ scale: Double) -> Double? {
        let scaled = value * scale
        return abs(scaled - scaled.rounded()) < 1e-9 ? scaled.rounded() : nil
    }

    @Test func unroundedRowIsNoiseFree() throws {
        // Unrounded: widths 100/3 = 33.333333333333336 (written 33.333333333), b at
        // 10.1 + 100/3 = 43.4333… (43.433333333), c at 10.1 + 200/3 = 76.7666… (76.766666667).
        let text = try body(row(#""frames": "absolute""#))
        #expect(text.contains(#""row":{"x":10.1,"y":0.25,"width":100,"height":20.5}"#))
        #expect(text.contains(#""a":{"x":10.1,"y":0.25,"width":33.333333333,"height":20.5}"#))
        #expect(text.contains(#""b":{"x":43.433333333,"y":0.25,"width":33.333333333,"height":20.5}"#))
        #expect(text.contains(#""c":{"x":76.766666667,"y":0.25,"width":33.333333333,"height":20.5}"#))
        // The pretty writer too.
        let pretty = String(
            decoding: try LayoutEngine().layout(json: Array(row(#""frames": "absolute""#).utf8), pretty: true).get(),
            as: UTF8.self)
        #expect(pretty.contains(#""x": 76.766666667,"#))
    }

    @Test func fillEquallyRowAtScaleTwoSharesItsEdges() throws {
        // Edges along x: 10.1, 43.4333, 76.7667, 110.1; × 2 = 20.2, 86.87, 153.53, 220.2, rounded
        // 20, 87, 154, 220: a at 10 for 33.5, b at 43.5 for 33.5, c at 77 for 33; row 10 for 100.
        // Along y: 0.25 × 2 = 0.5, half-way, away from zero to 1 (0.5); 20.75 × 2 = 41.5 to 42
        // (21): 20.5 tall.
        let absolute = try frames(row(#""frames": "absolute", "rounding": "pixel", "displayScale": 2"#))
        #expect(absolute["row"] == [10, 0.5, 100, 20.5])
        #expect(absolute["a"] == [10, 0.5, 33.5, 20.5])
        #expect(absolute["b"] == [43.5, 0.5, 33.5, 20.5])
        #expect(absolute["c"] == [77, 0.5, 33, 20.5])
        // Relative to the row: its origin's pixels (20, 1) less: a 0, b 33.5, c 67.
        let relative = try frames(row(#""rounding": "pixel", "displayScale": 2"#))
        #expect(relative["row"] == [10, 0.5, 100, 20.5])
        #expect(relative["a"] == [0, 0, 33.5, 20.5])
        #expect(relative["b"] == [33.5, 0, 33.5, 20.5])
        #expect(relative["c"] == [67, 0, 33, 20.5])
    }

    @Test func fillEquallyRowAtScaleThreeSharesItsEdges() throws {
        // × 3: 30.3, 130.3, 230.3, 330.3, rounded 30, 130, 230, 330: a at 10, b at 130/3, c at
        // 230/3, each 100/3 wide. y: 0.75 to 1 (1/3), 62.25 to 62: 61/3 tall.
        let absolute = try frames(row(#""frames": "absolute", "rounding": "pixel", "displayScale": 3"#))
        let expectedPixels: [String: [Double]] = [
            "row": [30, 1, 300, 61], "a": [30, 1, 100, 61], "b": [130, 1, 100, 61], "c": [230, 1, 100, 61],
        ]
        for (id, expected) in expectedPixels {
            #expect(absolute[id]?.compactMap { pixels($0, 3) } == expected, "\(id)")
        }
        // Adjacent views share an edge: a's far edge is b's near edge, b's is c's, in pixels.
        let a = try #require(absolute["a"]), b = try #require(absolute["b"]), c = try #require(absolute["c"])
        #expect(pixels(a[0] + a[2], 3) == pixels(b[0], 3))
        #expect(pixels(b[0] + b[2], 3) == pixels(c[0], 3))
        // Relative: a 0, b 100/3, c 200/3 from the row; written noise-free.
        let relative = try frames(row(#""rounding": "pixel", "displayScale": 3"#))
        #expect(relative["b"]?.compactMap { pixels($0, 3) } == [100, 0, 100, 61])
        #expect(relative["c"]?.compactMap { pixels($0, 3) } == [200, 0, 100, 61])
        let text = try body(row(#""rounding": "pixel", "displayScale": 3"#))
        #expect(text.contains(#""c":{"x":66.666666667,"y":0,"width":33.333333333,"height":20.333333333}"#))
    }

    @Test func fillEquallyRowAtScaleOne() throws {
        // Edges 10.1, 43.43, 76.77, 110.1 to 10, 43, 77, 110: widths 33, 34, 33. y: 0.25 to 0,
        // 20.75 to 21.
        let absolute = try frames(row(#""frames": "absolute", "rounding": "pixel", "displayScale": 1"#))
        #expect(absolute["a"] == [10, 0, 33, 21])
        #expect(absolute["b"] == [43, 0, 34, 21])
        #expect(absolute["c"] == [77, 0, 33, 21])
    }

    @Test func displayScaleDefaultsToThree() throws {
        // No displayScale: 3, as in fillEquallyRowAtScaleThreeSharesItsEdges (b at 130/3).
        let absolute = try frames(row(#""frames": "absolute", "rounding": "pixel""#))
        #expect(absolute["b"]?.compactMap { pixels($0, 3) } == [130, 1, 100, 61])
    }

    /// A box at x 10.25 (50 × 50), with `inner` at its leading + 0.25 (20 × 10), with `dot` at
    /// inner's leading + 0.75 (1 × 1); and `fill`, pinned to every edge of the box.
    private let nested = """
        {"root": {"id": "screen", "width": 100, "height": 100,
                  "subviews": [{"id": "box", "subviews": [
                      {"id": "inner", "subviews": [{"id": "dot"}]}, {"id": "fill"}]}]},
         "constraints": ["box.leading == screen.leading + 10.25", "box.top == screen.top + 10.25",
                         "box.width == 50", "box.height == 50",
                         "inner.leading == box.leading + 0.25", "inner.top == box.top", "inner.width == 20",
                         "inner.height == 10",
                         "dot.leading == inner.leading + 0.75", "dot.top == inner.top",
                         "dot.width == 1", "dot.height == 1",
                         "fill.leading == box.leading", "fill.trailing == box.trailing",
                         "fill.top == box.top", "fill.bottom == box.bottom"],
         "options": {"rounding": "pixel", "displayScale": 2, "frames": "FRAMES"}}
        """

    @Test func nestedViewsRoundWhereTheyAre() throws {
        // At scale 2: box 10.25 × 2 = 20.5, away from zero to 21 (10.5); far edge 60.25 × 2 =
        // 120.5 to 121 (60.5): 50 wide. inner at 10.5 × 2 = 21 (10.5), far 30.5 × 2 = 61: 20 wide.
        // dot at 11.25 × 2 = 22.5 to 23 (11.5), far 12.25 × 2 = 24.5 to 25: 1 wide.
        let absolute = try frames(nested.replacingOccurrences(of: "FRAMES", with: "absolute"))
        #expect(absolute["box"] == [10.5, 10.5, 50, 50])
        #expect(absolute["inner"] == [10.5, 10.5, 20, 10])
        #expect(absolute["dot"] == [11.5, 10.5, 1, 1])
        #expect(absolute["fill"] == [10.5, 10.5, 50, 50])
        // Relative: inner is on the box's pixel, 0 (rounding its own 0.25 would give 0.5); dot is
        // 23 − 21 = 2 pixels (1 point) into inner; fill stays on the box's edges.
        let relative = try frames(nested.replacingOccurrences(of: "FRAMES", with: "superview"))
        #expect(relative["box"] == [10.5, 10.5, 50, 50])
        #expect(relative["inner"] == [0, 0, 20, 10])
        #expect(relative["dot"] == [1, 0, 1, 1])
        #expect(relative["fill"] == [0, 0, 50, 50])
    }

    @Test func negativeCoordinatesRoundAwayFromZero() throws {
        // `off` spans −10.25 to 10.25. Scale 2: −20.5 to −21 (−10.5), 20.5 to 21 (10.5): 21 wide.
        // Scale 1: −10.25 to −10, 10.25 to 10: 20 wide. Scale 3: −30.75 to −31, 30.75 to 31:
        // at −31/3, 62/3 wide. y −0.4: × 2 = −0.8 to −1 (−0.5); far edge 0.6 × 2 = 1.2 to 1: 1 tall.
        func document(_ scale: Int) -> String {
            """
            {"root": {"id": "screen", "width": 100, "height": 100, "subviews": [{"id": "off"}]},
             "constraints": ["off.leading == screen.leading - 10.25", "off.width == 20.5",
                             "off.top == screen.top - 0.4", "off.height == 1"],
             "options": {"rounding": "pixel", "displayScale": \(scale)}}
            """
        }
        #expect(try frames(document(2))["off"] == [-10.5, -0.5, 21, 1])
        #expect(try frames(document(1))["off"] == [-10, 0, 20, 1])
        #expect(try frames(document(3))["off"]?.compactMap { pixels($0, 3) } == [-31, -1, 62, 3])
    }

    @Test func pixelGridRoundsTheNoiseFreeValue() {
        let two = PixelGrid(scale: 2)
        // 0.25 is half-way at scale 2: away from zero.
        #expect(two.pixel(0.25) == 1)
        #expect(two.pixel(-0.25) == -1)
        // Just off half-way by noise: the value the response would write (0.25) decides, not the noise.
        #expect(two.pixel(0.25.nextDown) == 1)
        #expect(two.pixel((-0.25).nextUp) == -1)
        // 0.2499999 is 100 grid steps short of 0.25: below half-way.
        #expect(two.pixel(0.2499999) == 0)
        #expect(two.pixel(-0.0) == 0 && two.pixel(-0.0).sign == .plus)
        // Scale 3: 100/3 is 100 pixels; 0.5/3 (a sixth) is written 0.166666667, above half a pixel.
        let three = PixelGrid(scale: 3)
        #expect(three.pixel(100.0 / 3) == 100)
        #expect(three.pixel(0.5 / 3) == 1)
        // Past 2^53 every value is whole.
        #expect(three.pixel(1e17) == 3e17)
        #expect(two.edges(origin: 10.1, length: 100.0 / 3) == (near: 20, far: 87))
    }
}
