@testable import LayoutServer
import TestSupport
import Testing

/// `options.rounding`, `options.displayScale` and noise-free frames over real HTTP.
@Suite("POST /v1/layout: rounding and noise-free frames")
struct PixelRoundingEndpointTests {
    /// Three `fillEqually` views in a 100-point row at x 10.1, in a 200-point screen.
    private func row(_ options: String) -> String {
        """
        {"root": {"id": "screen", "width": 200, "height": 40,
                  "subviews": [{"id": "row", "type": "stack", "distribution": "fillEqually",
                                "arrangedSubviews": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}]},
         "constraints": ["row.leading == screen.leading + 10.1", "row.width == 100",
                         "row.top == screen.top", "row.height == 40"],
         "options": {\(options)}}
        """
    }

    @Test func unroundedFramesAreWrittenWithoutNoise() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: row(#""frames": "absolute""#))
        #expect(response.status == 200)
        // Widths 100/3 (33.333333333333336 as a double), c at 10.1 + 200/3 = 76.7666…: the
        // multiple of 1e-9 nearest each.
        #expect(response.text.contains(#""b":{"x":43.433333333,"y":0,"width":33.333333333,"height":40}"#))
        #expect(response.text.contains(#""c":{"x":76.766666667,"y":0,"width":33.333333333,"height":40}"#))
    }

    @Test func pixelRoundingAtScaleTwoKeepsSharedEdges() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: row(#""rounding": "pixel", "displayScale": 2"#))
        #expect(response.status == 200)
        // Edges 10.1, 43.433, 76.767, 110.1; × 2 = 20.2, 86.87, 153.53, 220.2, rounded 20, 87,
        // 154, 220. Relative to the row (pixel 20): a 0 for 33.5, b 33.5 for 33.5, c 67 for 33:
        // a ends where b starts, b where c starts.
        #expect(response.text.contains(#""row":{"x":10,"y":0,"width":100,"height":40}"#))
        #expect(response.text.contains(#""a":{"x":0,"y":0,"width":33.5,"height":40}"#))
        #expect(response.text.contains(#""b":{"x":33.5,"y":0,"width":33.5,"height":40}"#))
        #expect(response.text.contains(#""c":{"x":67,"y":0,"width":33,"height":40}"#))
    }

    @Test func invalidOptionsAre422WithPointers() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: row(#""rounding": "ceil", "displayScale": 4"#))
        #expect(response.status == 422)
        #expect(response.header("content-type") == "application/problem+json")
        let errors = response.json["errors"] as? [[String: Any]] ?? []
        #expect(errors.compactMap { $0["pointer"] as? String } == ["/options/rounding", "/options/displayScale"])
        #expect(errors.compactMap { $0["detail"] as? String }.last == "displayScale must be 1, 2 or 3, found 4")
    }
}
