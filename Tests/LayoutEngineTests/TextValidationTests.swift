import Foundation
@_spi(Testing) import LayoutEngine
import TestSupport
import Testing

/// Bad text input is a 422 with a JSON Pointer, never a crash (issue 16, part 7), and a wrapping
/// label that cannot settle is answered with the `unsettled` warning (part 4).
@Suite struct TextValidationTests {
    /// The document of one subview `view` (its JSON members) of a 375-point root.
    static func document(_ view: String) -> String {
        #"{"root": {"id": "r", "width": 375, "height": 100, "subviews": [{"id": "v", \#(view)}]}}"#
    }

    /// The problem the engine answers for `json`.
    static func problem(_ json: String, limits: LayoutLimits = LayoutLimits()) throws -> Problem {
        let result = try BothPathsLayout.engine(limits: limits).layout(json: Array(json.utf8))
        guard case .failure(let problem) = result else {
            Issue.record("accepted: \(json)")
            return Problem(status: 0, title: "", detail: "")
        }
        return problem
    }

    @Test(arguments: [
        (#""type": "label", "text": "a", "font": {"size": 0}"#, "/root/subviews/0/font/size"),
        (#""type": "label", "text": "a", "font": {"size": 1000.5}"#, "/root/subviews/0/font/size"),
        (#""type": "label", "text": "a", "font": {"size": -3}"#, "/root/subviews/0/font/size"),
        (#""type": "label", "text": "a", "font": {"weight": 50}"#, "/root/subviews/0/font/weight"),
        (#""type": "label", "text": "a", "font": {"weight": 950}"#, "/root/subviews/0/font/weight"),
        (#""type": "label", "text": "a", "font": {"weight": 450.5}"#, "/root/subviews/0/font/weight"),
        (#""type": "label", "text": "a", "font": {"weight": "heavyish"}"#, "/root/subviews/0/font/weight"),
        (#""type": "label", "text": "a", "font": {"italic": "yes"}"#, "/root/subviews/0/font/italic"),
        (#""type": "label", "text": "a", "font": {"colour": "red"}"#, "/root/subviews/0/font/colour"),
        (#""text": "a""#, "/root/subviews/0/text"),
        (#""type": "label", "text": "a", "title": "b""#, "/root/subviews/0/title"),
        (#""type": "button", "title": "a", "numberOfLines": 2"#, "/root/subviews/0/numberOfLines"),
        (#""type": "label", "text": "a", "contentEdgeInsets": {"top": 1}"#, "/root/subviews/0/contentEdgeInsets"),
        (#""type": "label", "text": "a", "numberOfLines": -1"#, "/root/subviews/0/numberOfLines"),
        (#""type": "label", "text": "a", "numberOfLines": 1.5"#, "/root/subviews/0/numberOfLines"),
        (#""type": "label", "text": "a", "lineBreakMode": "byWords""#, "/root/subviews/0/lineBreakMode"),
        (#""type": "label", "text": 7"#, "/root/subviews/0/text"),
        (#""type": "label""#, "/root/subviews/0"),
        (#""type": "button""#, "/root/subviews/0"),
    ])
    func refusedAtItsPointer(_ view: String, _ pointer: String) throws {
        let problem = try Self.problem(Self.document(view))
        #expect(problem.status == 422)
        #expect(problem.errors.map(\.pointer) == [pointer], "\(problem.errors)")
    }

    /// An unknown family is found by the measurer before any solving: 422 at `.../font/family`.
    /// `system` and Inter (the system font here) are known.
    @Test func unknownFamily() throws {
        let problem = try Self.problem(Self.document(#""type": "label", "text": "a", "font": {"family": "No Such Family 42"}"#))
        #expect(problem.status == 422)
        #expect(problem.errors.map(\.pointer) == ["/root/subviews/0/font/family"])
        #expect(problem.errors.first?.detail.contains("unknown font family") == true)
        for family in ["system", "Inter"] {
            let json = Self.document(#""type": "label", "text": "a", "font": {"family": "\#(family)"}"#)
            #expect((try? BothPathsLayout.engine().layout(json: Array(json.utf8)).get()) != nil, "\(family)")
        }
    }

    /// A text over `maxTextBytes` (counted in UTF-8: "é" is 2 bytes) is refused at its field,
    /// naming the text limit; one at the limit is laid out.
    @Test func textOverTheLimit() throws {
        let limits = LayoutLimits(maxTextBytes: 8)
        let over = try Self.problem(Self.document(#""type": "label", "text": "ééééa""#), limits: limits)
        #expect(over.status == 422)
        #expect(over.errors.map(\.pointer) == ["/root/subviews/0/text"])
        #expect(over.limit == .text)
        let title = try Self.problem(Self.document(#""type": "button", "title": "123456789""#), limits: limits)
        #expect(title.errors.map(\.pointer) == ["/root/subviews/0/title"])
        let at = Self.document(#""type": "label", "text": "éééé""#)
        #expect((try? BothPathsLayout.engine(limits: limits).layout(json: Array(at.utf8)).get()) != nil)
    }

    /// Without a measurer, a document with text is a 422 saying so, not a layout with made-up sizes.
    @Test func noMeasurer() {
        let json = Self.document(#""type": "label", "text": "a""#)
        guard case .failure(let problem) = LayoutEngine().layout(json: Array(json.utf8)) else {
            Issue.record("laid out without a measurer")
            return
        }
        #expect(problem.status == 422)
        #expect(problem.errors.map(\.pointer) == ["/root/subviews/0/type"])
    }

    /// Control characters and a lone surrogate: the first is measured (a layout), the second is not
    /// JSON (400); neither crashes.
    @Test func controlCharactersAndLoneSurrogates() throws {
        let control = Self.document(#""type": "label", "text": "a\u0001b\u0007\tc""#)
        #expect((try? BothPathsLayout.engine().layout(json: Array(control.utf8)).get()) != nil)
        let surrogate = try Self.problem(Self.document(#""type": "label", "text": "a\ud800b""#))
        #expect(surrogate.status == 400)
    }

    /// A wrapping label whose width shrinks as it grows taller (`width + 2 × height == 500`,
    /// required; its horizontal hugging and resistance low, so its height is its measured one):
    /// unwrapped it is one line, 20.67 tall, so 458.67 wide; the tweet wraps there to more lines,
    /// which narrows it to 500 − 2 × their height, which wraps it to more lines again, for every
    /// pass the loop allows. The last layout is answered with an `unsettled` warning naming it, and
    /// still holds the required constraint, its height a whole number of lines rounded up.
    @Test func aLabelThatCannotSettle() throws {
        let tweet = TextLayoutTests.tweet
        let layout = try BothPathsLayout("""
            {"root": {"id": "screen", "width": 600, "height": 800, "subviews": [
               {"id": "tweet", "type": "label", "text": "\(tweet)", "numberOfLines": 0,
                "contentHugging": {"horizontal": 100}, "compressionResistance": {"horizontal": 100}}]},
             "constraints": ["tweet.top == screen.top", "tweet.leading == screen.leading",
                             "tweet.width == -2 * tweet.height + 500"],
             "options": {"frames": "absolute", "include": ["text"]}}
            """)
        let frame = try #require(layout.frames["tweet"])
        #expect(abs(frame[2] + 2 * frame[3] - 500) < 1e-9, "\(frame)")
        // Rounding up adds less than a third of a point, far less than a line: the count is the floor.
        let lines = (frame[3] / InterReference.lineHeight(17)).rounded(.down)
        #expect(abs(frame[3] - InterReference.ceil(lines * InterReference.lineHeight(17))) < 1e-6, "\(frame)")
        #expect(lines > 1)
        // The lines answered are those the last layout was made with, not the next measurement's.
        #expect(Double(layout.lines("tweet").count) == lines)
        #expect(layout.diagnostics.map { $0["code"] as? String } == ["unsettled"])
        #expect(layout.diagnostics.first?["views"] as? [String] == ["tweet"])
    }
}
