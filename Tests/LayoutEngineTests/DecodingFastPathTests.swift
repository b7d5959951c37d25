import Testing
@testable import LayoutEngine

/// The decoder's shortcuts against the general paths they stand in for.
@Suite struct DecodingFastPathTests {
    /// A fixed-seed generator, so that a failure reproduces.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(next(10))) })
        }
    }

    private func parsedNumber(_ text: String) throws -> Double? {
        guard case .number(let value) = try JSONParser.parse(text) else { return nil }
        return value
    }

    /// Integers, decimals, leading and trailing zeros, exponents and mantissas past 15 and 19 digits:
    /// the parser's result is bit for bit the standard library's correctly rounded one.
    @Test func numbersEqualTheStandardLibrary() throws {
        var generator = Generator(state: 3)
        var texts = ["0", "-0", "0.0", "-0.0", "0.5", "0.000123", "1.10", "100", "1000000.000001", "9007199254740993",
                     "123456789012345", "1234567890123456", "12345678901234567890", "0.1234567890123456789012"]
        for _ in 0..<4000 {
            let integer = generator.next(3) == 0 ? "0" : String(generator.next(9) + 1) + generator.digits(generator.next(22))
            var text = (generator.next(4) == 0 ? "-" : "") + integer
            if generator.next(2) == 0 {
                let zeros = String(repeating: "0", count: generator.next(3) == 0 ? generator.next(6) : 0)
                text += "." + zeros + generator.digits(generator.next(20) + 1)
            }
            if generator.next(5) == 0 {
                text += ["e", "E", "e-", "e+"][generator.next(4)] + String(generator.next(40))
            }
            texts.append(text)
        }
        for text in texts {
            let parsed = try parsedNumber(text)
            let expected = try #require(Double(text))
            #expect(parsed?.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    /// More tokens than the tape first makes room for (one per 4 bytes): it grows and keeps every one.
    @Test func tapeGrowsPastItsFirstGuess() throws {
        let count = 20_000
        let text = "[" + (0..<count).map { String($0 % 10) }.joined(separator: ",") + "]"
        guard case .array(let elements) = try JSONParser.parse(text) else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == count)
        #expect(elements.enumerated().allSatisfy { $1 == .number(Double($0 % 10)) })
    }

    /// Views nested 200 deep (400 JSON levels, under the limit of 512): each keeps its pointer (its list's path and its index), and an error
    /// at the bottom names the whole path.
    @Test func deeplyNestedViewsKeepTheirPointers() throws {
        let depth = 200
        func view(_ level: Int, width: String) -> String {
            guard level < depth else { return #"{"id": "v\#(level)", "width": \#(width)}"# }
            return #"{"id": "v\#(level)", "subviews": [{"id": "x\#(level)"}, \#(view(level + 1, width: width))]}"#
        }
        let document = try DocumentFixture.document(#"{"root": \#(view(0, width: "1"))}"#)
        var node = document.root
        var pointer = "/root"
        for level in 0..<depth {
            #expect(node.pointer == pointer)
            #expect(node.subviews[0].pointer == pointer + "/subviews/0")
            node = node.subviews[1]
            pointer += "/subviews/1"
            #expect(node.id == "v\(level + 1)")
        }
        #expect(node.pointer == pointer)
        let errors = DocumentFixture.errors(#"{"root": \#(view(0, width: "\"wide\""))}"#)
        #expect(errors.map(\.pointer) == [pointer + "/width"])
    }

    /// Two tokens stay unjoined; a third joins them into a path the decoding keeps alive.
    @Test func fieldPointersJoinPastTwoKeys() {
        let text: [UInt8] = Array("abc~/".utf8)
        text.withUnsafeBufferPointer { bytes in
            let a = JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[0..<1]))
            let b = JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[1..<2]))
            let c = JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[2..<5]))
            let base = JSONPointerPath("/root/subviews")
            let pointer = FieldChecker.FieldPointer(base, index: 4)
            let two = pointer.child(a)?.child(b)
            #expect(two?.string == "/root/subviews/4/a/b")
            #expect(two?.child(c) == nil)
            let tape = try? JSONParser.tape(Array("{}".utf8))
            tape?.withReader { reader in
                let decoding = FieldChecker(reader: reader)
                #expect(decoding.child(two!, c).string == "/root/subviews/4/a/b/c~0~1")
            }
        }
    }

    /// An item path with several dots and hyphens is the text before the attribute, as written.
    @Test func itemPathsKeepTheirDots() throws {
        let document = try DocumentFixture.document(DocumentFixture.json(
            subviews: #"{"id": "a-b"}"#, constraints: #""a-b.layoutMarginsGuide.top == screen.top""#))
        #expect(document.constraints.first?.first.item == .layoutMarginsGuide("a-b"))
    }

    /// The views are counted only when the objects outnumber the limit: here they do (the
    /// document, 2 views and their 2 sizes make 5 objects), and the 2 views are within it.
    @Test func viewsAreCountedExactlyWhenObjectsAreMany() throws {
        let json = #"{"root": {"id": "a", "intrinsicContentSize": {"width": 1}, "subviews": [{"id": "b", "intrinsicContentSize": {"height": 2}}]}}"#
        #expect(throws: Never.self) { try DocumentFixture.decode(json, limits: LayoutLimits(maxViews: 2)).get() }
        guard case .failure(let problem) = DocumentFixture.decode(json, limits: LayoutLimits(maxViews: 1)) else {
            Issue.record("decoded")
            return
        }
        #expect(problem.errors == [Problem.FieldError(pointer: "/root", detail: "2 views, over the limit of 1")])
    }

    /// Thousands of ids: the table grows past its first size and keeps each one, with its kind
    /// and superview; an id is taken once, byte for byte.
    @Test func namespaceKeepsEveryID() {
        var namespace = ItemNamespace()
        let count = 5_000
        for index in 0..<count {
            let addedView = namespace.addView("v\(index)", superview: index == 0 ? nil : "v\(index / 2)")
            let addedGuide = namespace.addGuide("g\(index)_long_enough_to_take_two_words")
            #expect(addedView && addedGuide)
        }
        for index in 0..<count {
            #expect(namespace.kind(of: "v\(index)") == .view)
            #expect(namespace.superview(of: "v\(index)") == (index == 0 ? nil : "v\(index / 2)"))
            #expect(namespace.kind(of: "g\(index)_long_enough_to_take_two_words") == .guide)
            let retaken = namespace.addGuide("v\(index)")
            #expect(!retaken)
        }
        #expect(namespace.kind(of: "v\(count)") == nil)
        #expect(namespace.kind(of: "") == nil)
        let empty = namespace.addView("", superview: nil)
        #expect(empty)
        #expect(namespace.kind(of: "") == .view)
    }
}
