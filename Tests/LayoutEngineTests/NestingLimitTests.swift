import Foundation
import Testing
@testable import LayoutEngine

/// Issue 13, part 7: views nest up to `LayoutLimits.maxViewDepth` (the root is depth 1), with no
/// recursion on the thread's stack for it; deeper is a 422 naming the limit, never "Malformed JSON".
@Suite struct NestingLimitTests {
    /// The frame of `v(k)` in a ``BoundedDecoding/stackChain(depth:side:)``: every stack arranges
    /// its one subview inside its 8-point margins (fill distribution, fill alignment), so `v(k)`
    /// is at (8, 8) in its superview and 16 points narrower and shorter than it: side − 16k.
    private func expectedFrame(level: Int, side: Double) -> [Double] {
        let origin: Double = level == 0 ? 0 : 8
        let size = side - 16 * Double(level)
        return [origin, origin, size, size]
    }

    private func checkChain(depth: Int, side: Int) {
        let result = BoundedDecoding.onThread(stackSize: 8 << 20) {
            BoundedDecoding.layout(BoundedDecoding.stackChain(depth: depth, side: side))
        }
        #expect(result.status == 200, "\(result.problem.map { "\($0.detail) \($0.errors.prefix(2))" } ?? "")")
        guard let frames = BoundedDecoding.object(result.body)?["frames"] as? [String: [String: Double]] else {
            Issue.record("no frames")
            return
        }
        #expect(frames.count == depth)
        for level in [0, 1, depth / 2, depth - 1] {
            let frame = frames["v\(level)"].map { [$0["x"] ?? .nan, $0["y"] ?? .nan, $0["width"] ?? .nan, $0["height"] ?? .nan] }
            #expect(close(frame, expectedFrame(level: level, side: Double(side))), "v\(level): \(String(describing: frame))")
        }
    }

    @Test func chainOf300NestedViewsLaysOut() {
        checkChain(depth: 300, side: 10_000)
    }

    @Test func chainAtTheDepthLimitLaysOutOnAn8MiBStack() {
        checkChain(depth: 1_000, side: 20_000)
    }

    /// The decoder needs no more of its caller's stack than ``DocumentDecoder/callerDepth`` levels of
    /// views: a chain at the depth limit decodes on a 512 KiB thread (a deeper document is decoded on
    /// a ``DeepStack`` thread), to every view, in a debug build and under the sanitizers alike.
    @Test func decodingTheDeepestChainNeedsLittleOfTheCallersStack() {
        let count = BoundedDecoding.onThread(stackSize: 512 << 10) { () -> Int in
            guard case .success(let document) = DocumentDecoder.decode(
                BoundedDecoding.stackChain(depth: 1_000, side: 20_000), limits: LayoutLimits())
            else { return -1 }
            var count = 0
            var node: ViewNode? = document.root
            while let view = node {
                count += 1
                node = view.arrangedSubviews.first
            }
            return count
        }
        #expect(count == 1_000)
    }

    @Test func chainOneDeeperThanTheLimitIs422() throws {
        let result = BoundedDecoding.layout(BoundedDecoding.stackChain(depth: 1_001, side: 20_000))
        #expect(result.status == 422)
        let problem = try #require(result.problem)
        #expect(problem.errors.count == 1)
        // The 1,001st view, v1000, is the only arranged subview of each of the 1,000 above it.
        let pointer = "/root" + String(repeating: "/arrangedSubviews/0", count: 1_000)
        #expect(problem.errors.first?.pointer == pointer)
        #expect(problem.errors.first?.detail.contains("1000") == true)
        #expect(!problem.title.contains("Malformed"))
    }

    @Test func aConfiguredLimitApplies() throws {
        var limits = LayoutLimits()
        limits.maxViewDepth = 3
        let engine = LayoutEngine(limits: limits)
        #expect(BoundedDecoding.layout(BoundedDecoding.stackChain(depth: 3, side: 100), engine: engine).status == 200)
        let deeper = BoundedDecoding.layout(BoundedDecoding.stackChain(depth: 4, side: 100), engine: engine)
        #expect(deeper.status == 422)
        #expect(deeper.problem?.errors.first?.pointer == "/root/arrangedSubviews/0/arrangedSubviews/0/arrangedSubviews/0")
    }

    @Test func deepJSONOutsideViewsIsNotMalformed() {
        // 5,000 nested arrays under an unknown field: the field is reported; the nesting is not JSON's problem.
        let nested = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let result = BoundedDecoding.layout(Array(#"{"root":{"id":"r","junk":\#(nested)}}"#.utf8))
        #expect(result.status == 422)
        #expect(result.problem?.errors.map(\.pointer) == ["/root/junk"])
    }
}
