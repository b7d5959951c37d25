import Foundation
@_spi(Testing) @testable import LayoutEngine
import Testing

/// ``AmbiguityList``: a direct layout's `ambiguous` diagnostics written as compact JSON straight
/// from the views and their values, byte for byte what the simplex's `Diagnostic`s write.
@Suite struct AmbiguityListTests {
    /// The `"diagnostics":[…]` member of a response body.
    static func diagnosticsMember(_ body: [UInt8]) -> String? {
        let text = String(decoding: body, as: UTF8.self)
        guard let start = text.range(of: #""diagnostics":"#) else { return nil }
        // The member ends where `stats` (always last) or another member begins.
        let tail = text[start.lowerBound...]
        guard let end = tail.range(of: #","stats":"#) else { return nil }
        return String(tail[..<end.lowerBound])
    }

    /// A tied `fill` row (three views 40, 50, 60 hugging alike in a 200-wide row: every width and
    /// the x of b and c vary, `DirectTieTests.threeViewsStretched`) with ids short and long (the
    /// writer copies eight bytes at a time; ids never need escaping, `[A-Za-z_][A-Za-z0-9_-]*`): the
    /// direct path's bytes and the simplex's agree.
    @Test(arguments: [false, true])
    func directBytesEqualTheSimplexs(pretty: Bool) throws {
        let ids = ["a", "b_long-identifier_0123456789", "C-3"]
        let views = zip(ids, [40, 50, 60]).map { id, width in
            #"{"id": ""# + id + #"", "intrinsicContentSize": {"width": \#(width), "height": 10}}"#
        }
        let json = #"{"root": {"id": "row", "type": "stack", "axis": "horizontal", "width": 200, "height": 30, "arrangedSubviews": ["#
            + views.joined(separator: ", ") + "]}}"
        var timings = LayoutTimings()
        let direct = try LayoutEngine().layout(json: Array(json.utf8), pretty: pretty, timings: &timings).get()
        #expect(timings.directLayouts == 1)
        var reference = LayoutEngine()
        reference._directPath = false
        let solver = try reference.layout(json: Array(json.utf8), pretty: pretty).get()
        guard !pretty else {
            // Indented, the same diagnostics come from `Diagnostic`s on both paths.
            let parse = { (body: [UInt8]) in (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] }
            let a = try #require(parse(direct)?["diagnostics"] as? [[String: Any]])
            let b = try #require(parse(solver)?["diagnostics"] as? [[String: Any]])
            #expect(a.count == 3 && a.map { $0["message"] as? String } == b.map { $0["message"] as? String })
            return
        }
        let member = try #require(Self.diagnosticsMember(direct))
        #expect(member == Self.diagnosticsMember(solver))
        // And it is JSON that reads back to the ids and wording.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(direct)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["view"] as? String } == ids)
        #expect(diagnostics[1]["message"] as? String
            == "Layout is ambiguous for view \(ids[1]): x, width are not unique among the optimal solutions; one of them is returned.")
        #expect(diagnostics[0]["attributes"] as? [String] == ["width"])
    }
}
