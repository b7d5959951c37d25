import Foundation
@testable import LayoutServer
import TestSupport
import Testing

/// Scroll views over real HTTP: the `scroll` member of the response, content coordinates and the
/// 422 for a guide named on a view that is not a scroll view.
@Suite("POST /v1/layout with scroll views")
struct ScrollViewEndpointTests {
    /// A screen 375 × 667, a scroll view 20 below its top (frame (0, 20, 375, 647)) holding a
    /// vertical stack `form` of `rows` rows 30 tall, spacing 8, pinned 20 inside the content
    /// guide (8 at the bottom, seed 002's `V:|-20-[form]-8-|`), as wide as the frame less 40.
    private static func document(rows: Int, frames: String = "superview") -> String {
        let views = (0..<rows).map { #"{"id": "row\#($0)", "intrinsicContentSize": {"width": 97, "height": 30}}"# }
        return """
            {"root": {"id": "screen", "width": 375, "height": 667, "subviews": [
               {"id": "scroll", "type": "scroll", "subviews": [
                 {"id": "form", "type": "stack", "axis": "vertical", "spacing": 8,
                  "arrangedSubviews": [\(views.joined(separator: ", "))]}]}]},
             "constraints": ["scroll.leading == screen.leading", "scroll.trailing == screen.trailing",
                             "scroll.top == screen.top + 20", "scroll.bottom == screen.bottom",
                             "form.leading == scroll.contentLayoutGuide.leading + 20",
                             "form.trailing == scroll.contentLayoutGuide.trailing - 20",
                             {"firstItem": "form", "firstAttribute": "top", "relation": "==",
                              "secondItem": "scroll.contentLayoutGuide", "secondAttribute": "top", "constant": 20},
                             "form.bottom == scroll.contentLayoutGuide.bottom - 8",
                             "form.width == scroll.frameLayoutGuide.width - 40"],
             "options": {"frames": "\(frames)"}}
            """
    }

    private func frame(_ response: MinimalHTTPClient.Response, _ id: String) -> [String: Double]? {
        (response.json["frames"] as? [String: Any])?[id] as? [String: Double]
    }

    private func contentSize(_ response: MinimalHTTPClient.Response, _ id: String) -> [String: Double]? {
        ((response.json["scroll"] as? [String: Any])?[id] as? [String: Any])?["contentSize"] as? [String: Double]
    }

    @Test func fiftyRowFormAnswersItsContentSize() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: Self.document(rows: 50))
        #expect(response.status == 200)
        // The form: 50 × 30 + 49 × 8 = 1,892 tall, 375 − 40 = 335 wide, at (20, 20) in content
        // coordinates. contentSize: 20 + 335 + 20 by 20 + 1,892 + 8.
        #expect(frame(response, "form") == ["x": 20, "y": 20, "width": 335, "height": 1892])
        #expect(frame(response, "row49") == ["x": 0, "y": 49 * 38, "width": 335, "height": 30])
        #expect(contentSize(response, "scroll") == ["width": 375, "height": 1920])
        #expect((response.json["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func absoluteFramesAreAtContentOffsetZero() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: Self.document(rows: 3, frames: "absolute"))
        #expect(response.status == 200)
        // The scroll view's top is at 20, the form 20 below the content's top: 40 in the root's
        // coordinates. Three rows: 106 tall; contentSize 20 + 106 + 8 = 134, less than the frame.
        #expect(frame(response, "form") == ["x": 20, "y": 40, "width": 335, "height": 106])
        #expect(contentSize(response, "scroll") == ["width": 375, "height": 134])
    }

    @Test func documentsWithoutScrollViewsHaveNoScrollMember() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: Documents.centredBox())
        #expect(response.status == 200)
        #expect(response.json["scroll"] == nil)
    }

    @Test func contentGuideOfAPlainViewIs422() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(
            json: #"{"root": {"id": "v", "width": 10, "height": 10}, "constraints": ["v.top == v.contentLayoutGuide.top"]}"#)
        #expect(response.status == 422)
        #expect(response.header("content-type") == "application/problem+json")
        let errors = response.json["errors"] as? [[String: Any]] ?? []
        #expect(errors.first?["pointer"] as? String == "/constraints/0")
        #expect((errors.first?["detail"] as? String)?.contains("not a scroll view") == true)
    }
}
