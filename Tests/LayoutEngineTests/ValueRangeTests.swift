import Foundation
import Testing
@testable import LayoutEngine

/// Issue 13, part 7: every number of a document is checked. Lengths (sizes, insets, spacing,
/// metrics, constants) are finite with a magnitude of at most 1e7 points; a multiplier is 0 or
/// of magnitude in [1e-6, 1e6]. Anything else is a 422 at its JSON Pointer, from the decoder
/// (the engine tries the one-pass decoder first, which must decline such a document).
@Suite struct ValueRangeTests {
    /// A root `r` (375 × 812) with subviews `a` and `b`, then `extra` members of the document.
    private func document(root: String = "", a: String = "", extra: String = "") -> [UInt8] {
        Array(#"{"root":{"id":"r","width":375,"height":812\#(root),"subviews":[{"id":"a"\#(a)},{"id":"b"}]}\#(extra)}"#.utf8)
    }

    private func expectRefused(_ json: [UInt8], at pointer: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = BoundedDecoding.layout(json)
        #expect(result.status == 422, sourceLocation: sourceLocation)
        #expect(result.problem?.errors.map(\.pointer) == [pointer], sourceLocation: sourceLocation)
    }

    private func expectLaidOut(_ json: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let result = BoundedDecoding.layout(json)
        #expect(result.status == 200, "\(result.problem?.errors ?? [])", sourceLocation: sourceLocation)
        // No frame value is null or non-finite (JSON has no infinity: the parse would fail).
        let frames = BoundedDecoding.object(result.body)?["frames"] as? [String: [String: Double]]
        #expect(frames?.count == 3, sourceLocation: sourceLocation)
        #expect(frames?.values.allSatisfy { $0.count == 4 && $0.values.allSatisfy(\.isFinite) } == true, sourceLocation: sourceLocation)
    }

    @Test func constantInTheStringGrammar() {
        expectRefused(document(extra: #","constraints":["a.width == 1e309"]"#), at: "/constraints/0")
        expectRefused(document(extra: #","constraints":["a.width == b.width + 1e309"]"#), at: "/constraints/0")
        expectRefused(document(extra: #","constraints":["a.width == 20000000"]"#), at: "/constraints/0")
        let detail = BoundedDecoding.layout(document(extra: #","constraints":["a.width == 1e309"]"#)).problem?.errors.first?.detail
        #expect(detail == "column 12: the constant must be a finite number in [-1e7, 1e7]")
    }

    @Test func constantInTheObjectForm() {
        let object = #"{"firstItem":"a","firstAttribute":"width","relation":"equal","constant":1e309}"#
        expectRefused(document(extra: #","constraints":[\#(object)]"#), at: "/constraints/0/constant")
    }

    @Test func sizes() {
        expectRefused(document(root: #","width":1e309"#), at: "/root/width")
        expectRefused(document(a: #","height":10000001"#), at: "/root/subviews/0/height")
        expectRefused(document(a: #","intrinsicContentSize":{"width":1e400}"#), at: "/root/subviews/0/intrinsicContentSize/width")
        expectRefused(document(a: #","baselines":{"firstFromTop":-1e308}"#), at: "/root/subviews/0/baselines/firstFromTop")
    }

    @Test func insets() {
        expectRefused(document(a: #","layoutMargins":{"top":1e309}"#), at: "/root/subviews/0/layoutMargins/top")
        expectRefused(document(root: #","safeAreaInsets":{"bottom":5e7}"#), at: "/root/safeAreaInsets/bottom")
    }

    @Test func spacing() {
        let stack = #","type":"stack","arrangedSubviews":[{"id":"c"}]"#
        expectRefused(document(a: stack + #","spacing":1e309"#), at: "/root/subviews/0/spacing")
        expectRefused(document(a: stack + #","customSpacing":{"c":-1e8}"#), at: "/root/subviews/0/customSpacing/c")
    }

    @Test func visualFormatMetricsAndNumbers() {
        // A refused metric is not defined, so the format that uses it is reported too (as for a metric of the wrong type).
        let metric = BoundedDecoding.layout(
            document(extra: #","visualFormat":[{"format":"H:|-(gap)-[a]","metrics":{"gap":1e309}}]"#))
        #expect(metric.status == 422)
        #expect(metric.problem?.errors.map(\.pointer) == ["/visualFormat/0/metrics/gap", "/visualFormat/0/format"])
        #expect(metric.problem?.errors.first?.detail == "a metric must be a finite number in [-1e7, 1e7]")
        expectRefused(document(extra: #","visualFormat":["H:|-1e309-[a]"]"#), at: "/visualFormat/0")
        expectRefused(document(extra: #","visualFormat":["H:[a(<=1e309)]"]"#), at: "/visualFormat/0")
    }

    @Test func multipliers() {
        expectRefused(document(extra: #","constraints":["a.width == 1e-10 * b.width"]"#), at: "/constraints/0")
        expectRefused(document(extra: #","constraints":["a.width == b.width * 2e6"]"#), at: "/constraints/0")
        let object = #"{"firstItem":"a","firstAttribute":"width","relation":"equal","secondItem":"b","secondAttribute":"width","multiplier":1e-10}"#
        expectRefused(document(extra: #","constraints":[\#(object)]"#), at: "/constraints/0/multiplier")
        let infinite = object.replacingOccurrences(of: "1e-10", with: "1e309")
        expectRefused(document(extra: #","constraints":[\#(infinite)]"#), at: "/constraints/0/multiplier")
    }

    @Test func valuesAtTheLimitsAreAccepted() {
        // a is pinned at the root's origin; 1e-6 and 1e6 multipliers, a 1e7 constant all solve.
        let pins = #""a.leading == r.leading","a.top == r.top","b.leading == r.leading","b.top == r.top","#
        expectLaidOut(document(extra: #","constraints":[\#(pins)"a.width == 1e-6 * r.width","a.height == 10000000","b.width == r.width * 0.000001","b.height == 1e6 * a.width"]"#))
        let object = #"{"firstItem":"a","firstAttribute":"width","relation":"equal","secondItem":"r","secondAttribute":"width","multiplier":0.000001}"#
        expectLaidOut(document(
            a: #","height":10"#,
            extra: #","constraints":[\#(object),"a.leading == r.leading","a.top == r.top","b.leading == r.leading","b.top == r.top","b.width == 1","b.height == 1"]"#))
    }

    @Test func framesOfTheAcceptedMultiplier() throws {
        // a.width == 1e-6 × 375 = 0.000375; b.height == 1e6 × a.width = 375.
        let pins = #""a.leading == r.leading","a.top == r.top","b.leading == r.leading","b.top == r.top","#
        let result = BoundedDecoding.layout(document(extra: #","constraints":[\#(pins)"a.width == 1e-6 * r.width","a.height == 1","b.width == 1","b.height == 1e6 * a.width"]"#))
        let frames = try #require(BoundedDecoding.object(result.body)?["frames"] as? [String: [String: Double]])
        #expect(abs((frames["a"]?["width"] ?? 0) - 0.000375) < 1e-9)
        #expect(abs((frames["b"]?["height"] ?? 0) - 375) < 1e-6)
    }
}
