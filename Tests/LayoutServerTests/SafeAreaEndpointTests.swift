import Foundation
@testable import LayoutServer
import TestSupport
import Testing

/// Safe areas and margins of subviews over real HTTP: the table row and an `unsettled`
/// warning, as a client reads them from the response bytes.
@Suite("POST /v1/layout: safe areas and margins")
struct SafeAreaEndpointTests {
    private func frame(_ response: MinimalHTTPClient.Response, _ id: String) -> [String: Double]? {
        (response.json["frames"] as? [String: Any])?[id] as? [String: Double]
    }

    /// A view at the top of a screen with a 44-point safe area: its safeAreaLayoutGuide.top is 44
    /// and its topMargin 52. `header` is pinned to the screen's top and sides, 100 tall; the screen's
    /// safe edge lies 44 inside its top (at most the screen's 44 and its height), so its safe area's
    /// top is 44 and its top margin 8 + 44 = 52. `a` and `b` (10 × 10) sit on them: y 44 and 52 in
    /// header's coordinates, which are the screen's (header is at 0, 0).
    @Test func viewAtTheTopOfTheScreen() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: """
            {"root": {"id": "screen", "width": 375, "height": 812, "safeAreaInsets": {"top": 44, "bottom": 34},
                      "subviews": [{"id": "header", "subviews": [{"id": "a"}, {"id": "b"}]}]},
             "constraints": ["header.top == screen.top", "header.leading == screen.leading",
                             "header.trailing == screen.trailing", "header.height == 100",
                             "a.top == header.safeAreaLayoutGuide.top", "a.leading == header.leading",
                             "a.width == 10", "a.height == 10",
                             "b.top == header.topMargin", "b.leading == header.leadingMargin",
                             "b.width == 10", "b.height == 10"]}
            """)
        #expect(response.status == 200)
        #expect(frame(response, "header") == ["x": 0, "y": 0, "width": 375, "height": 100])
        #expect(frame(response, "a") == ["x": 0, "y": 44, "width": 10, "height": 10])
        // b's leading margin is header's 8 (no safe area on the sides).
        #expect(frame(response, "b") == ["x": 8, "y": 52, "width": 10, "height": 10])
        #expect((response.json["diagnostics"] as? [Any])?.isEmpty == true)
    }

    /// A view controller's root at width 414 has 20-point side margins; and a view holding its
    /// own safe area 10 tall at the top does not settle in 4 layouts (its height is 10 plus the
    /// inset the previous layout read: 10, 20, 30, 40; the fixed point is 54): the answer is the
    /// last layout, 40 tall, with an `unsettled` warning naming it.
    @Test func viewControllerMarginsAndAnUnsettledView() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: """
            {"root": {"id": "screen", "width": 414, "height": 896, "viewController": true,
                      "safeAreaInsets": {"top": 44},
                      "subviews": [{"id": "grow"}, {"id": "row"}]},
             "constraints": ["grow.top == screen.top", "grow.leading == screen.leading", "grow.width == 100",
                             "grow.safeAreaLayoutGuide.height == 10",
                             "row.leading == screen.leadingMargin", "row.trailing == screen.trailingMargin",
                             "row.top == screen.top + 300", "row.height == 10"]}
            """)
        #expect(response.status == 200)
        #expect(frame(response, "row") == ["x": 20, "y": 300, "width": 374, "height": 10])
        #expect(frame(response, "grow") == ["x": 0, "y": 0, "width": 100, "height": 40])
        let diagnostics = response.json["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "unsettled")
        #expect(diagnostics.first?["severity"] as? String == "warning")
        #expect(diagnostics.first?["views"] as? [String] == ["grow"])
    }
}
