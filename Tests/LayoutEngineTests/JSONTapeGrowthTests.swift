import Testing
@testable import LayoutEngine

/// The tape is sized for a token per 6 bytes; denser texts make it regrow, which must keep every token.
@Suite struct JSONTapeGrowthTests {
    /// 20,000 one-digit numbers: a token per 2 bytes, three times the room made up front.
    @Test func denseArrayRegrows() throws {
        let text = "[" + (0..<20_000).map { String($0 % 10) }.joined(separator: ",") + "]"
        guard case .array(let elements) = try JSONParser.parse(text) else {
            Issue.record("an array must parse as one")
            return
        }
        #expect(elements.count == 20_000)
        #expect(elements.enumerated().allSatisfy { $0.element == .number(Double($0.offset % 10)) })
    }

    /// Empty containers nested in objects: a token per 3 to 7 bytes, with each container's end
    /// recorded across the regrowth.
    @Test func denseContainersRegrow() throws {
        let text = "[" + (0..<5_000).map { _ in #"{"a":[],"b":{}}"# }.joined(separator: ",") + "]"
        guard case .array(let elements) = try JSONParser.parse(text) else {
            Issue.record("an array must parse as one")
            return
        }
        let expected = JSONValue.object(JSONObject([
            JSONMember(key: "a", value: .array([])), JSONMember(key: "b", value: .object(JSONObject([]))),
        ]))
        #expect(elements.count == 5_000)
        #expect(elements.allSatisfy { $0 == expected })
    }
}
