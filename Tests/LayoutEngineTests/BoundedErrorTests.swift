import Foundation
import Testing
@testable import LayoutEngine

/// Issue 13, part 3: decoding is linear in the body whatever it holds, and the answer to an
/// invalid body is bounded: at most 100 errors, each detail at most 200 bytes, the whole at most
/// 64 KiB, with `"truncated": true` and `errorCount` when more were found.
@Suite struct BoundedErrorTests {
    /// A generous upper bound on a large body's decoding, debug build: linear work takes seconds at
    /// most, the quadratic work this guards against took minutes.
    static let boundSeconds = 20.0

    /// `{"root":{"id":"r"}` then `count` members `"constraints":[]` (the first is valid, the rest
    /// repeat it), then `}`: 17 bytes a member, 200,000 of them about 3.4 MB.
    private func repeatedKeys(_ count: Int) -> [UInt8] {
        Array(#"{"root":{"id":"r"}"#.utf8) + Array(repeating: Array(#","constraints":[]"#.utf8), count: count).joined()
            + Array("}".utf8)
    }

    /// A root view with `count` distinct unknown keys `"k0":0`, `"k1":0`, …: about 12 bytes each.
    private func unknownKeys(_ count: Int) -> [UInt8] {
        var text = #"{"root":{"id":"r""#
        for key in 0..<count { text += #","k\#(key)":0"# }
        text += "}}"
        return Array(text.utf8)
    }

    /// Checks the bounded answer for a body with `expectedCount` errors, the first at `firstPointer`.
    private func expectBounded(
        _ result: (status: Int, body: [UInt8], problem: Problem?), expectedCount: Int, firstPointer: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 422, sourceLocation: sourceLocation)
        #expect(result.body.count <= 64 << 10, "answer of \(result.body.count) bytes", sourceLocation: sourceLocation)
        guard let answer = BoundedDecoding.object(result.body) else {
            Issue.record("the answer is not JSON", sourceLocation: sourceLocation)
            return
        }
        let errors = answer["errors"] as? [[String: String]] ?? []
        #expect(!errors.isEmpty && errors.count <= 100, sourceLocation: sourceLocation)
        #expect(errors.first?["pointer"] == firstPointer, sourceLocation: sourceLocation)
        #expect(errors.allSatisfy { ($0["detail"]?.utf8.count ?? 0) <= 200 }, sourceLocation: sourceLocation)
        #expect(answer["truncated"] as? Bool == true, sourceLocation: sourceLocation)
        #expect(answer["errorCount"] as? Int == expectedCount, sourceLocation: sourceLocation)
    }

    /// Seconds `body` takes.
    private func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        let (whole, fraction) = (clock.now - start).components
        return Double(whole) + Double(fraction) / 1e18
    }

    @Test func twoHundredThousandRepeatsOfOneKey() {
        var result: (status: Int, body: [UInt8], problem: Problem?) = (0, [], nil)
        let body = repeatedKeys(200_000)
        let elapsed = seconds { result = BoundedDecoding.layout(body) }
        // Every member but the first repeats `constraints`: 199,999 errors, the first at the second member.
        expectBounded(result, expectedCount: 199_999, firstPointer: "/constraints")
        #expect(result.problem?.errors.first?.detail == "duplicate field 'constraints'")
        // A debug build takes well under a second on an idle 2-core box (up to 7 s seen with the
        // whole suite and other builds sharing it); quadratic work took minutes.
        #expect(elapsed < Self.boundSeconds, "\(elapsed) s")
    }

    @Test func threeHundredThousandUnknownKeys() {
        var result: (status: Int, body: [UInt8], problem: Problem?) = (0, [], nil)
        let body = unknownKeys(300_000)
        let elapsed = seconds { result = BoundedDecoding.layout(body) }
        expectBounded(result, expectedCount: 300_000, firstPointer: "/root/k0")
        #expect(elapsed < Self.boundSeconds, "\(elapsed) s")
    }

    @Test func repeatedUnknownKeysInAViewAreFoundLinearly() {
        // 100,000 copies of one unknown key in a view: the first is unknown, the others repeat it.
        let body = Array(#"{"root":{"id":"r""#.utf8) + Array(repeating: Array(#","x":0"#.utf8), count: 100_000).joined()
            + Array("}}".utf8)
        let result = BoundedDecoding.layout(body)
        expectBounded(result, expectedCount: 100_000, firstPointer: "/root/x")
        #expect(result.problem?.errors.dropFirst().first?.detail == "duplicate field 'x'")
    }

    @Test func decodingTimeGrowsLinearly() {
        // Twice the repeats must take about twice the time: allow 4×, where quadratic work gives 4× and more.
        let small = repeatedKeys(100_000), large = repeatedKeys(200_000)
        _ = BoundedDecoding.layout(small)  // warm up
        let smallTime = (0..<3).map { _ in seconds { _ = BoundedDecoding.layout(small) } }.min()!
        let largeTime = (0..<3).map { _ in seconds { _ = BoundedDecoding.layout(large) } }.min()!
        #expect(largeTime < 4 * smallTime, "100k: \(smallTime) s, 200k: \(largeTime) s")
    }

    @Test func longKeysAndPointersAreCut() throws {
        // A 100,000-byte unknown key under the root, and one with control characters (6 bytes escaped each).
        let long = String(repeating: "é", count: 50_000)
        let controls = String(repeating: "\\u0001", count: 20_000)
        let body = Array(#"{"root":{"id":"r","\#(long)":0,"\#(controls)":1}}"#.utf8)
        let result = BoundedDecoding.layout(body)
        #expect(result.status == 422)
        #expect(result.body.count <= 64 << 10)
        let problem = try #require(result.problem)
        #expect(problem.errorCount == 2)
        for error in problem.errors {
            #expect(error.detail.utf8.count <= 200)
            // The pointer as a JSON string is at most 32 KiB; cut, it ends in an ellipsis.
            #expect(error.pointer.hasSuffix("…"))
            #expect(error.pointer.utf8.reduce(0) { $0 + JSONWriter.escapedLength($1) } <= Problem.maxPointerBytes)
        }
        // Each pointer takes about 32 KiB as JSON: two do not fit in 64 KiB, so the answer lists
        // the first and says it is truncated.
        let answer = try #require(BoundedDecoding.object(result.body))
        #expect((answer["errors"] as? [Any])?.count == 1)
        #expect(answer["truncated"] as? Bool == true)
        #expect(answer["errorCount"] as? Int == 2)
    }

    @Test func aFewErrorsAreListedWhole() throws {
        let result = BoundedDecoding.layout(Array(#"{"root":{"id":"r","widht":1},"x":2}"#.utf8))
        let answer = try #require(BoundedDecoding.object(result.body))
        #expect((answer["errors"] as? [Any])?.count == 2)
        #expect(answer["truncated"] == nil && answer["errorCount"] == nil)
        #expect(result.problem?.errors.first?.detail == "unknown field 'widht' in a view; did you mean 'width'?")
    }
}
