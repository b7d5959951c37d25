@testable import LayoutServer
import TestSupport
import Testing

/// `options.sizes` over real HTTP: one request answers every size, each layout the bytes of the
/// document sent alone at that size.
@Suite("POST /v1/layout: options.sizes")
struct SizesEndpointTests {
    /// A vertical stack of two 100 × 30 views, 8 apart, 20 from the root's leading edge and
    /// top; `root` the root's own size members, `options` the options' members.
    private func document(root: String, options: String) -> String {
        """
        {"root": {"id": "screen", \(root)
                  "subviews": [{"id": "column", "type": "stack", "axis": "vertical", "spacing": 8,
                                "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 100, "height": 30}},
                                                     {"id": "b", "intrinsicContentSize": {"width": 100, "height": 30}}]}]},
         "constraints": ["column.leading == screen.leading + 20", "column.top == screen.top + 20"],
         "options": {\(options)}}
        """
    }

    @Test func eachLayoutIsTheDocumentSentAloneAtItsSize() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: document(root: "", options: """
            "sizes": [{"width": 375, "height": 667},
                      {"width": 700, "height": 375, "traits": {"verticalSizeClass": "compact", "layoutDirection": "rightToLeft"}}]
            """))
        #expect(response.status == 200)
        #expect(response.header("content-type") == "application/json")
        // Portrait: the column at (20, 20), 100 wide and 30 + 8 + 30 = 68 tall.
        #expect(response.text.contains(#""column":{"x":20,"y":20,"width":100,"height":68}"#))
        // Right to left at 700: leading is the right edge, so the column lies at 700 − 20 − 100 = 580.
        #expect(response.text.contains(#""column":{"x":580,"y":20,"width":100,"height":68}"#))
        let alone = [
            (#""width": 375, "height": 667,"#, ""),
            (#""width": 700, "height": 375,"#, #""layoutDirection": "rightToLeft""#),
        ]
        var cursor = response.text.startIndex
        for (root, options) in alone {
            let single = try server.post(json: document(root: root, options: options))
            #expect(single.status == 200)
            // The single answer's members but `stats`: `frames` and `diagnostics`, byte for byte.
            let stats = try #require(single.text.range(of: #","stats":{"#, options: .backwards))
            let members = String(single.text[single.text.index(after: single.text.startIndex)..<stats.lowerBound])
            #expect(members.hasPrefix(#""frames":{"screen""#))
            let found = try #require(response.text.range(of: members + "}", range: cursor..<response.text.endIndex))
            cursor = found.upperBound
        }
        #expect(response.text[cursor...].hasPrefix(#"],"stats":{"#))
    }

    @Test func invalidSizesAre422WithPointers() throws {
        let server = try TestServer()
        defer { server.stop() }
        let response = try server.post(json: document(root: "", options: """
            "sizes": [{"width": 375}, {"width": "wide"}, {"traits": {"horizontalSizeClass": "huge", "orientation": "portrait"}}]
            """))
        #expect(response.status == 422)
        #expect(response.header("content-type") == "application/problem+json")
        let errors = response.json["errors"] as? [[String: Any]] ?? []
        #expect(errors.compactMap { $0["pointer"] as? String } == [
            "/options/sizes/1/width", "/options/sizes/2/traits/horizontalSizeClass", "/options/sizes/2/traits/orientation",
        ])
    }

    @Test func moreSizesThanMaxSizesAre413AndCounted() throws {
        let server = try TestServer { $0.limits.maxSizes = 2 }
        defer { server.stop() }
        let response = try server.post(json: document(root: "", options: #""sizes": [{"width": 1}, {"width": 2}, {"width": 3}]"#))
        #expect(response.status == 413)
        let errors = response.json["errors"] as? [[String: Any]] ?? []
        #expect(errors.compactMap { $0["pointer"] as? String } == ["/options/sizes"])
        let metrics = try server.get("/metrics").text
        #expect(MetricsText.value(of: #"layoutd_limits_hit_total{limit="sizes"}"#, in: metrics) == 1)
        // At the limit: answered.
        let two = try server.post(json: document(root: "", options: #""sizes": [{"width": 1}, {"width": 2}]"#))
        #expect(two.status == 200)
    }
}
