@testable import LayoutServer
import TestSupport
import Testing

/// View `variants` and a constraint's `when` over real HTTP.
@Suite("POST /v1/layout: variants")
struct VariantsEndpointTests {
    /// A vertical stack of `a` (100 × 30) and `b` (60 × 30), 8 apart, at the root's top left,
    /// turning horizontal above 500 points; `b` 200 wide in regular width only.
    private static let document = """
        {"root": {"id": "screen",
                  "subviews": [{"id": "column", "type": "stack", "axis": "vertical", "spacing": 8, "alignment": "leading",
                                "variants": [{"when": {"width": "> 500"}, "set": {"axis": "horizontal"}}],
                                "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 100, "height": 30}},
                                                     {"id": "b", "intrinsicContentSize": {"width": 60, "height": 30}}]}]},
         "constraints": ["column.leading == screen.leading", "column.top == screen.top",
                         {"id": "wideB", "firstItem": "b", "firstAttribute": "width", "relation": "==", "constant": 200,
                          "when": {"horizontalSizeClass": "regular"}}],
         "options": {"sizes": [{"width": 500, "height": 600}, {"width": 500.5, "height": 600},
                               {"width": 800, "height": 600, "traits": {"horizontalSizeClass": "regular"}}]}}
        """

    @Test func eachSizeTakesItsVariantsAndConstraints() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: Self.document)
        #expect(response.status == 200)
        let text = response.text
        // 500: not above 500, vertical, leading: a at the top, b 30 + 8 below it; the column as
        // wide as a (100) and 68 tall.
        // 500.5: horizontal: b 100 + 8 after a; the column 168 wide, 30 tall.
        // 800, regular: horizontal with b 200 wide: the column 308 wide.
        let columns = [
            #""column":{"x":0,"y":0,"width":100,"height":68}"#, #""column":{"x":0,"y":0,"width":168,"height":30}"#,
            #""column":{"x":0,"y":0,"width":308,"height":30}"#,
        ]
        let bs = [
            #""b":{"x":0,"y":38,"width":60,"height":30}"#, #""b":{"x":108,"y":0,"width":60,"height":30}"#,
            #""b":{"x":108,"y":0,"width":200,"height":30}"#,
        ]
        var cursor = text.startIndex
        for (column, b) in zip(columns, bs) {
            let found = try #require(text.range(of: column, range: cursor..<text.endIndex), "\(column) in \(text)")
            #expect(text[found.upperBound...].contains(b))
            cursor = found.upperBound
        }
    }

    @Test func badVariantsAre422WithPointers() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: """
            {"root": {"id": "screen", "subviews": [{"id": "v",
              "variants": [{"when": {"width": "~500", "orientation": "landscape"}, "set": {"distribution": "fill", "type": "stack"}}]}]}}
            """)
        #expect(response.status == 422)
        #expect(response.header("content-type") == "application/problem+json")
        for pointer in ["/root/subviews/0/variants/0/when/width", "/root/subviews/0/variants/0/when/orientation",
                        "/root/subviews/0/variants/0/set/type", "/root/subviews/0/variants/0/set/distribution"] {
            #expect(response.text.contains(#""pointer":"\#(pointer)""#), "\(pointer) in \(response.text)")
        }
    }
}
