import Foundation
import Testing
@testable import LayoutEngine

/// Issue 14, part 1: one decoder, one pass, and still every error of an invalid document with its
/// JSON Pointer, in document order (the root's errors first, as the root is read before the
/// constraints that name its views, then the rest in the order written); and views nested past
/// the old fast decoder's bound of 256 levels decoded by the same decoder.
@Suite struct DecodingEveryErrorTests {
    /// `levels` views, each the only subview of the one above: `{"id":"v0","subviews":[{"id":"v1",...}]}`,
    /// with `leaf` added to the deepest view's members and `middle` to view `middleLevel`'s.
    private static func chain(_ levels: Int, leaf: String = "", middleLevel: Int = -1, middle: String = "") -> String {
        var text = ""
        for level in 0..<levels {
            text += #"{"id":"v\#(level)""#
            if level == middleLevel { text += middle }
            text += level < levels - 1 ? #","subviews":["# : leaf
        }
        for level in (0..<levels).reversed() { text += level < levels - 1 ? "]}" : "}" }
        return text
    }

    /// The pointer of view `level` of a ``chain(_:leaf:middleLevel:middle:)`` under the root.
    private static func pointer(_ level: Int) -> String {
        "/root" + String(repeating: "/subviews/0", count: level)
    }

    private static func problem(_ text: String) -> Problem? {
        guard case .failure(let problem) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else { return nil }
        return problem
    }

    /// Errors in a view 24 levels deep (past the packed pointers' room), in a view half way down
    /// that has no id, in `options` and in a constraint, with `options` and `constraints` written
    /// before `root`: all five, each at its pointer, the root's first (deepest view's two, then
    /// the id-less view's, said when it closes), then `options`, then `constraints`.
    @Test func errorsInManyPlacesComeInDocumentOrder() throws {
        // v12 leaves its id out: `middle` replaces nothing, so the chain is rebuilt without it.
        var root = Self.chain(24, leaf: #","width":-3,"colour":1"#)
        root = root.replacingOccurrences(of: #"{"id":"v12","#, with: "{")
        let text = #"{"options":{"frames":"relative"},"constraints":["v3.width == 10","zz.width == 5"],"root":"#
            + root + "}"
        let problem = try #require(Self.problem(text))
        #expect(problem.status == 422)
        #expect(problem.errorCount == 5)
        // Derived from the contract's words for each check (FieldChecker): a width's range starts
        // at 0; `colour` is no field; a view needs an id; `frames` takes two names; `zz` names no view.
        let expected = [
            (Self.pointer(23) + "/width", "width must be at least 0, found -3"),
            (Self.pointer(23) + "/colour", "unknown field 'colour' in a view"),
            (Self.pointer(12), "a view needs an 'id'"),
            ("/options/frames", "unknown frames 'relative'; expected one of superview, absolute"),
            ("/constraints/1", "zz"),
        ]
        #expect(problem.errors.map(\.pointer) == expected.map(\.0))
        for (error, (_, words)) in zip(problem.errors, expected) {
            #expect(error.detail.contains(words), "\(error.detail)")
        }
    }

    /// The same document with its members in another order gives the same errors in the same
    /// order but for the members after the root, which follow their own order.
    @Test func membersAfterTheRootFollowTheirOrder() throws {
        let root = Self.chain(3, leaf: #","hidden":"no""#)
        let text = #"{"constraints":[7],"root":"# + root + #","options":{"include":["frames"]}}"#
        let problem = try #require(Self.problem(text))
        #expect(problem.errors.map(\.pointer) == [Self.pointer(2) + "/hidden", "/constraints/0", "/options/include/0"])
    }

    /// 300 levels, past the old fast decoder's bound of 256 (which sent such documents to the other
    /// decoder): decoded by the one decoder, every view in place, on a thread of 8 MiB (the CLI's
    /// main thread; layoutd's solver threads have as much).
    @Test func threeHundredLevelsDecode() {
        let text = #"{"root":"# + Self.chain(300) + "}"
        let ids = BoundedDecoding.onThread(stackSize: 8 << 20) { () -> [String] in
            guard case .success(let document) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
                return []
            }
            var ids: [String] = []
            var view: ViewNode? = document.root
            while let current = view {
                ids.append(current.id)
                view = current.subviews.first
            }
            return ids
        }
        #expect(ids == (0..<300).map { "v\($0)" })
    }

    /// The same 300 levels with an error at the bottom and one at level 150: both, in order.
    @Test func threeHundredLevelsInErrorListEveryError() {
        let text = #"{"root":"# + Self.chain(300, leaf: #","width":"wide""#, middleLevel: 150, middle: #","axis":"vertical""#) + "}"
        let errors = BoundedDecoding.onThread(stackSize: 8 << 20) { () -> [Problem.FieldError] in
            guard case .failure(let problem) = DocumentDecoder.decode(Array(text.utf8), limits: LayoutLimits()) else {
                return []
            }
            return problem.errors
        }
        // `axis` comes before v151's subviews, so its error is listed before the leaf's.
        #expect(errors.map(\.pointer) == [Self.pointer(150) + "/axis", Self.pointer(299) + "/width"])
        #expect(errors.first?.detail == #"'axis' applies only to stack views ("type": "stack")"#)
        #expect(errors.last?.detail == "width must be a number, found a string")
    }

    /// Bytes that are not JSON after an invalid value: the 400, with the parser's line and column,
    /// wins over the errors found before.
    @Test func notJSONAfterAnErrorIs400() throws {
        let text = "{\"root\":{\"id\":\"r\",\"width\":-1,\n\"height\":2,}}"
        let problem = try #require(Self.problem(text))
        #expect(problem.status == 400)
        #expect(problem.detail == "The body is not JSON: line 2, column 12: expected a string key in an object, found '}'")
    }

    /// `arrangedSubviews` read before `type`: on a stack, its views are the stack's, with their
    /// errors and ids; on a plain view, the field alone is wrong and its views were never there
    /// (the contract does not read them), so their errors are not listed and a later view may
    /// take their ids.
    @Test func arrangedViewsBeforeTheTypeCountOnlyOnAStack() throws {
        func text(_ type: String) -> String {
            #"{"root":{"id":"r","arrangedSubviews":[{"id":"a","width":-1}],"subviews":[{"id":"a"}],"type":"\#(type)"},"#
                + #""constraints":["a.width == 10"]}"#
        }
        let plain = try #require(Self.problem(text("view")))
        #expect(plain.errors.map(\.pointer) == ["/root/arrangedSubviews"])
        #expect(plain.errors.first?.detail == #"'arrangedSubviews' applies only to stack views ("type": "stack")"#)
        let stack = try #require(Self.problem(text("stack")))
        #expect(stack.errors.map(\.pointer) == ["/root/arrangedSubviews/0/width", "/root/subviews/0/id"])
        #expect(stack.errors.last?.detail
            == "duplicate id 'a' (first declared at /root/arrangedSubviews/0/id); views and layout guides share one namespace")
    }
}
