import Foundation
@testable import LayoutServer
import TestSupport
import Testing

/// Issue 15's stack rows over real HTTP: the frames and the constraint names a client sees
/// (the engine-level derivations are in `LayoutEngineTests/UIKitStackRulesTests.swift`).
@Suite("POST /v1/layout: stacks as UIKit builds them")
struct UIKitStackRulesEndpointTests {
    private func frame(_ response: MinimalHTTPClient.Response, _ id: String) -> [String: Double]? {
        (response.json["frames"] as? [String: Any])?[id] as? [String: Double]
    }

    private func constraints(_ response: MinimalHTTPClient.Response, family: String) -> [String] {
        ((response.json["constraints"] as? [String]) ?? []).filter { $0.hasPrefix(family + ":") }
    }

    /// `fillProportionally`, 200 wide, spacing 10, `a` 40 wide, `b` with no intrinsic width:
    /// T = 40 + 0 + 10 = 50; `a` at 0.8 of the row at 999, `b.width == 0` required (its length
    /// is 0). The chain `a + 10 + b = 200` gives `a` 190 and `b` 0 at x 200; both 20 tall (the
    /// row fits `a`'s height).
    @Test func zeroLengthViewIsRequiredZero() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: """
            {"root": {"id": "row", "type": "stack", "width": 200, "distribution": "fillProportionally", "spacing": 10,
                      "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
                                           {"id": "b"}]},
             "options": {"include": ["constraints"]}}
            """)
        #expect(response.status == 200)
        #expect((response.json["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(frame(response, "a") == ["x": 0, "y": 0, "width": 190, "height": 20])
        #expect(frame(response, "b") == ["x": 200, "y": 0, "width": 0, "height": 20])
        #expect(constraints(response, family: "UISV-fill-proportionally") == [
            "UISV-fill-proportionally: a.width == 0.8 * row.width @999",
            "UISV-fill-proportionally: b.width == 0",
        ])
    }

    /// A horizontal stack aligned at the top with a hidden view 100 tall between views 20 and
    /// 30 tall, pinned at the top left of the screen: the spanner covers the visible views, so
    /// the stack is 30 tall; an `equalSpacing` stack beside it, whose width nothing sets, takes
    /// its smallest, 40 + 8 + 60 = 108 (`UISV-canvas-fit` at 49), and says so.
    @Test func hiddenViewOutsideTheSpannerAndCanvasFit() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: """
            {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
               {"id": "row", "type": "stack", "alignment": "top", "arrangedSubviews": [
                 {"id": "a", "intrinsicContentSize": {"width": 40, "height": 20}},
                 {"id": "h", "hidden": true, "intrinsicContentSize": {"width": 50, "height": 100}},
                 {"id": "b", "intrinsicContentSize": {"width": 60, "height": 30}}]},
               {"id": "spaced", "type": "stack", "distribution": "equalSpacing", "spacing": 8, "arrangedSubviews": [
                 {"id": "c", "intrinsicContentSize": {"width": 40, "height": 20}},
                 {"id": "d", "intrinsicContentSize": {"width": 60, "height": 20}}]}]},
             "constraints": ["row.leading == screen.leading", "row.top == screen.top",
                             "spaced.leading == screen.leading", "spaced.top == screen.top + 100"],
             "options": {"include": ["constraints"]}}
            """)
        #expect(response.status == 200)
        #expect((response.json["diagnostics"] as? [Any])?.isEmpty == true)
        // row: a 40 + h 0 + b 60 (no spacing) = 100 wide, 30 tall; h at the top, 100 tall.
        #expect(frame(response, "row") == ["x": 0, "y": 0, "width": 100, "height": 30])
        #expect(frame(response, "h") == ["x": 40, "y": 0, "width": 0, "height": 100])
        #expect(frame(response, "b") == ["x": 40, "y": 0, "width": 60, "height": 30])
        // spaced: c at 0, d at 40 + 8 = 48, 108 wide, at y 100.
        #expect(frame(response, "spaced") == ["x": 0, "y": 100, "width": 108, "height": 20])
        #expect(frame(response, "d") == ["x": 48, "y": 0, "width": 60, "height": 20])
        #expect(constraints(response, family: "UISV-canvas-fit") == ["UISV-canvas-fit: spaced.width == 0 @49"])
        #expect(constraints(response, family: "UISV-spanning-boundary").count == 4)
    }
}
